#pragma once
// Berkeley CS188's GraphGameTreeTest files, the game trees of the Pacman multi-agent project's
// autograder (test_cases/q2–q4/*.test): `key: "value"` lines and `key: """ … """` blocks holding
// start_state, successors (`parent action child`), evaluation (`state value`), num_agents, depth,
// win_states, lose_states and a diagram. Agent k moves at plies ≡ k (mod num_agents): agent 0,
// Pacman, is MAX and every ghost MIN. States become labels, actions edge labels, the diagram the
// tree's description; a win or lose state is a leaf noted "win state" / "lose state". The full
// description is in docs/formats/other-formats.md.
#include <string>
#include <string_view>

#include "files/format_report.h"
#include "model/tree.h"

namespace ablab::core {

// The tree CS188's agents search: it stops at win and lose states and after `depth` rounds of
// all agents. Throws TreeFileError "NAME:LINE: …" for a malformed file: a successor of a state
// the start state does not reach, a cycle, a state with two parents, a leaf with no evaluation.
// What the file says that ablab does not use (the alg line, states past the depth) goes into
// info().formatNotes, and info().proposesStrict is set: CS188 prunes only when α > β.
Tree parseCs188Test(Language language, std::string_view text, const std::string& name);

// Throws TreeFileError for a tree CS188 cannot play: a MIN root, or players that do not repeat
// as MAX followed by the same number of MIN plies. Leaves above the last ply become win or lose
// states (by their note, else by sign). Notes and boards are listed in `leftOut`, as are labels
// renamed into state names (no spaces, '#' or '"'; unique).
WrittenTree writeCs188Test(Language language, const Tree& tree);

}  // namespace ablab::core

#pragma once
// Which notation and options a tree opens in, decided in one place for every program (the
// command line, the exports, the window, the browser):
//
//   1. what was chosen explicitly: a command-line flag, a link's parameter;
//   2. the tree's voice: the notation and procedure its lesson names (model/tree.h, LessonVoice);
//   3. a tree with chance nodes, when nothing above names an algorithm: expectiminimax, the
//      one its lesson's own `expect` means with no options (unless Star1, which also searches
//      chance nodes, was the algorithm already);
//   4. otherwise: the defaults, or what the window remembered and the student chose.
//
// An explicit algorithm takes the voice's variants with it: `--algorithm alphabeta` on
// Horowitz–Sahni's VEB lesson is plain α-β, not VEB. A student's change in the window is made
// after the tree opened, so it wins as well.
#include "model/tree.h"
#include "search/search_options.h"
#include "text/notation.h"

namespace ablab::core {

struct Opening {
    Notation notation = Notation::Aima;
    SearchOptions options;
    bool operator==(const Opening&) const = default;
};

// What was chosen explicitly, in the voice's shape: each member set wins over the tree's.
using ExplicitChoices = LessonVoice;

// The flags `options` switches on and, when `algorithmNamed`, its algorithm: what a command
// line or a link that spells out only what it changes chose explicitly.
ExplicitChoices explicitChoices(const SearchOptions& options, bool algorithmNamed);
// Every member of `options` (and `notation` when given): a link that states its whole option set.
ExplicitChoices everyChoice(const SearchOptions& options);

Opening openingFor(const Tree& tree, const Opening& otherwise, const ExplicitChoices& chosen);

}  // namespace ablab::core

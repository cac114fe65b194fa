#pragma once
// Practice exercises: a random game tree from a seed, so a teacher can say "everyone do seed
// 4711" and every student, on every machine, gets the same tree.
//
// An exercise is an ordinary tree document. Its title names the seed and the parameters, its
// source is the command that makes it again, its description tells the student what to do, and
// its "exercise_options" (TreeInfo::exerciseOptions) is the option set the answers are graded
// under. The answers are not in the file; answerKey() (answer.h) makes them.
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>

#include "search/search_options.h"
#include "model/tree.h"

namespace ablab::core {

struct ExerciseParams {
    std::uint64_t seed = 0;
    std::uint32_t depth = 3;      // plies from the root to the deepest leaves
    std::uint32_t branching = 3;  // children of an inner node (the most, when uneven)
    int low = 0, high = 30;       // leaf values, both ends included
    bool uneven = false;          // leaves at different depths, some one-child nodes
    bool ties = false;            // many equal leaf values, so that α = β happens
    bool strict = false;          // graded with cutoffs only when α > β
    bool failHard = false;        // graded with values clamped to the window

    bool operator==(const ExerciseParams&) const = default;
};

// Parameters a generator cannot honour (depth 0, LO > HI, a tree too large to practise on).
class ExerciseError : public std::invalid_argument {
public:
    using std::invalid_argument::invalid_argument;
};

// Below depth 2 or branching 2 α-β has nothing to cut: an exercise must have a cutoff.
inline constexpr std::uint32_t kMinExerciseDepth = 2, kMinExerciseBranching = 2;
inline constexpr std::uint32_t kMaxExerciseDepth = 8;  // deeper auto labels become "#n"
inline constexpr std::uint32_t kMaxExerciseBranching = 9;
inline constexpr std::uint64_t kMaxExerciseLeaves = 4096;  // branching^depth
inline constexpr int kMaxExerciseValue = 1'000'000;        // |LO|, |HI|

// Throws ExerciseError with a sentence naming the command-line option at fault.
void checkExerciseParams(Language language, const ExerciseParams& params);

// The same parameters give the same tree everywhere: std::mt19937_64 is specified to the bit,
// and values are drawn with ablab's own uniform mapping (std::uniform_int_distribution differs
// between standard libraries). The generator draws again, deterministically, until the
// exercise has something to practise: with --uneven a one-child node and leaves at several
// depths, with --ties a tie that changes the search, and a cutoff under its options. Where the
// parameters cannot give all of that, the best of a fixed number of draws is used.
Tree makeExercise(Language language, const ExerciseParams& params);

// The options the exercise is graded under.
SearchOptions exerciseSearchOptions(const ExerciseParams& params);

// "Options: ties prune (α ≥ β cuts), fail-soft." / "Options: strict (only α > β cuts), fail-hard.":
// the option set in words, as practice and `ablab check` show it.
std::string optionsSentence(Language language, const SearchOptions& options);
// The option set a tree states for grading: its "exercise_options", or for an exercise written
// before that member existed the sentence its description ends with; nullopt when it states
// none (any tree from the lecture library, say).
std::optional<SearchOptions> exerciseOptions(const Tree& tree);

// "ablab practice --seed 4711 --depth 3 --branching 3 --values 0:30 --uneven": the command
// that makes the exercise again.
std::string practiceCommand(const ExerciseParams& params);

}  // namespace ablab::core

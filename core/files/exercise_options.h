#pragma once
// A tree document's "exercise_options": the option set answers to the tree are graded under,
// as data ({"strict": true, "fail_hard": false}). The tree reader captures the member's value
// and hands it here; the writer puts it back. docs/formats/tree-format.md describes it.
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>

#include "model/tree.h"

namespace ablab::core {

// What is wrong with the member: where (a JSON pointer under /exercise_options) and what was expected.
struct ExerciseOptionsProblem {
    std::string path;
    std::string message;
};

// Reads the member's value into `out`; either key may be left out (false).
std::optional<ExerciseOptionsProblem> readExerciseOptions(Language language, const nlohmann::json& value, ExerciseOptions& out);

// The member's value as the writer puts it: {"strict": false, "fail_hard": true}.
std::string exerciseOptionsJson(const ExerciseOptions& options);

}  // namespace ablab::core

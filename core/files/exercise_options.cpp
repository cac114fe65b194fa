#include "files/exercise_options.h"

#include <nlohmann/json.hpp>

#include "text/translate.h"

namespace ablab::core {

namespace {

constexpr const char* kExample = R"({"strict": false, "fail_hard": false})";

// "a string", "a number", … for "expected …, got …".
std::string kindOf(Language language, const nlohmann::json& value) {
    if (value.is_string()) return translate(language, "a string");
    if (value.is_number()) return translate(language, "a number");
    if (value.is_array()) return translate(language, "an array");
    if (value.is_object()) return translate(language, "an object");
    return value.dump();  // true, false or null
}

}  // namespace

std::optional<ExerciseOptionsProblem> readExerciseOptions(Language language, const nlohmann::json& value, ExerciseOptions& out) {
    if (!value.is_object())
        return ExerciseOptionsProblem{"/exercise_options", translate(language, "expected an object such as {example}, got {kind}",
                                                                     {{"example", kExample}, {"kind", kindOf(language, value)}})};
    ExerciseOptions read;
    for (const auto& [key, flag] : value.items()) {
        bool* target = key == "strict" ? &read.strict : key == "fail_hard" ? &read.failHard : nullptr;
        if (!target)
            return ExerciseOptionsProblem{
                "/exercise_options",
                translate(language, "unknown key {key}; expected strict or fail_hard",
                          {{"key", nlohmann::json(key).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace)}})};
        if (!flag.is_boolean())
            return ExerciseOptionsProblem{"/exercise_options/" + key, translate(language, "expected true or false, got {kind}",
                                                                                {{"kind", kindOf(language, flag)}})};
        *target = flag.get<bool>();
    }
    out = read;
    return std::nullopt;
}

std::string exerciseOptionsJson(const ExerciseOptions& options) {
    return std::string(R"({"strict": )") + (options.strict ? "true" : "false") + R"(, "fail_hard": )" +
           (options.failHard ? "true" : "false") + "}";
}

}  // namespace ablab::core

#include "files/exercise_options.h"

#include <nlohmann/json.hpp>

#include "text/translate.h"

namespace ablab::core {

namespace {

constexpr const char* kExample = R"({"strict": false, "fail_hard": false})";

// "a string", "a number", … for "expected …, got …".
std::string kindOf(const nlohmann::json& value) {
    if (value.is_string()) return translate("a string");
    if (value.is_number()) return translate("a number");
    if (value.is_array()) return translate("an array");
    if (value.is_object()) return translate("an object");
    return value.dump();  // true, false or null
}

}  // namespace

std::optional<ExerciseOptionsProblem> readExerciseOptions(const nlohmann::json& value, ExerciseOptions& out) {
    if (!value.is_object())
        return ExerciseOptionsProblem{"/exercise_options", translate("expected an object such as {example}, got {kind}",
                                                                     {{"example", kExample}, {"kind", kindOf(value)}})};
    ExerciseOptions read;
    for (const auto& [key, flag] : value.items()) {
        bool* target = key == "strict" ? &read.strict : key == "fail_hard" ? &read.failHard : nullptr;
        if (!target)
            return ExerciseOptionsProblem{
                "/exercise_options",
                translate("unknown key {key}; expected strict or fail_hard",
                          {{"key", nlohmann::json(key).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace)}})};
        if (!flag.is_boolean())
            return ExerciseOptionsProblem{"/exercise_options/" + key,
                                          translate("expected true or false, got {kind}", {{"kind", kindOf(flag)}})};
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

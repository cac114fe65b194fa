#pragma once
// A tree document's voice members: "notation", "algorithm" and the variants "strict",
// "fail_hard", "shallow", "negamax" and Star1's "bounds" (model/tree.h's LessonVoice). The tree reader captures each
// member's value and hands it here; the writer puts them back. docs/formats/tree-format.md
// describes them.
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "model/tree.h"

namespace ablab::core {

// Whether `key` is one of the voice's members.
bool isVoiceKey(std::string_view key);

// What is wrong with a member: where (its JSON pointer, "/notation") and what was expected.
struct VoiceProblem {
    std::string path;
    std::string message;
};

// Reads one member (`key` is a voice key) into `out`.
std::optional<VoiceProblem> readVoiceMember(Language language, std::string_view key, const nlohmann::json& value,
                                            LessonVoice& out);

// The members as the writer puts them, one `  "key": value,\n` line each, in a fixed order.
std::string voiceMembersJson(const LessonVoice& voice);

}  // namespace ablab::core

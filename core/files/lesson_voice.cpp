#include "files/lesson_voice.h"

#include <nlohmann/json.hpp>

#include <cmath>

#include "model/value.h"
#include "text/translate.h"

namespace ablab::core {

namespace {

struct VoiceFlag {
    std::string_view key;
    std::optional<bool> LessonVoice::*member;
};
constexpr VoiceFlag kVoiceFlags[] = {{"strict", &LessonVoice::strict},
                                     {"fail_hard", &LessonVoice::failHard},
                                     {"shallow", &LessonVoice::shallow},
                                     {"negamax", &LessonVoice::negamax}};

// "a string", "a number", … for "expected …, got …"; a string is quoted, so that the message
// says which word was not known.
std::string voiceKindOf(Language language, const nlohmann::json& value) {
    if (value.is_string()) return value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    if (value.is_number()) return translate(language, "a number");
    if (value.is_array()) return translate(language, "an array");
    if (value.is_object()) return translate(language, "an object");
    return value.dump();  // true, false or null
}

}  // namespace

bool isVoiceKey(std::string_view key) {
    if (key == "notation" || key == "algorithm" || key == "bounds") return true;
    for (const VoiceFlag& flag : kVoiceFlags)
        if (key == flag.key) return true;
    return false;
}

std::optional<VoiceProblem> readVoiceMember(Language language, std::string_view key, const nlohmann::json& value,
                                            LessonVoice& out) {
    const std::string path = "/" + std::string(key);
    const std::string got = voiceKindOf(language, value);
    if (key == "notation") {
        Notation notation = Notation::Aima;
        if (!value.is_string() || !parseNotation(value.get_ref<const std::string&>(), notation))
            return VoiceProblem{
                path, translate(language, "expected aima, horowitz-sahni, nilsson, nguyen-van-linh or multya, got {value}",
                                {{"value", got}})};
        out.notation = notation;
        return std::nullopt;
    }
    if (key == "algorithm") {
        Algorithm algorithm = Algorithm::AlphaBeta;
        if (!value.is_string() || !parseAlgorithm(value.get_ref<const std::string&>(), algorithm))
            return VoiceProblem{
                path,
                translate(
                    language,
                    "expected alphabeta, minimax, minimax-levels, negascout, mtdf, mt-sss, sss, expectiminimax or star1, got {value}",
                    {{"value", got}})};
        out.algorithm = algorithm;
        return std::nullopt;
    }
    if (key == "bounds") {
        const auto finite = [](const nlohmann::json& each) { return each.is_number() && std::isfinite(each.get<double>()); };
        const bool two = value.is_array() && value.size() == 2 && finite(value[0]) && finite(value[1]);
        if (!two || value[0].get<double>() > value[1].get<double>()) {
            // Two numbers the wrong way round are quoted, so that the message shows the order.
            const bool quoted = value.is_array() && value.size() == 2 && finite(value[0]) && finite(value[1]);
            return VoiceProblem{path, translate(language, "expected [LO, HI], two numbers with LO ≤ HI, got {kind}",
                                                {{"kind", quoted ? "[" + formatValuePlain(value[0].get<double>()) + ", " +
                                                                       formatValuePlain(value[1].get<double>()) + "]"
                                                                 : got}})};
        }
        out.bounds = LeafBounds{value[0].get<double>(), value[1].get<double>()};
        return std::nullopt;
    }
    for (const VoiceFlag& flag : kVoiceFlags) {
        if (key != flag.key) continue;
        if (!value.is_boolean())
            return VoiceProblem{path, translate(language, "expected true or false, got {kind}", {{"kind", got}})};
        out.*flag.member = value.get<bool>();
        return std::nullopt;
    }
    return VoiceProblem{path, "not a voice member"};  // the reader asks only about isVoiceKey's keys
}

std::string voiceMembersJson(const LessonVoice& voice) {
    std::string out;
    if (voice.notation) out += "  \"notation\": \"" + std::string(notationCode(*voice.notation)) + "\",\n";
    if (voice.algorithm) out += "  \"algorithm\": \"" + std::string(algorithmName(*voice.algorithm)) + "\",\n";
    for (const VoiceFlag& flag : kVoiceFlags)
        if (const std::optional<bool>& on = voice.*flag.member)
            out += "  \"" + std::string(flag.key) + "\": " + (*on ? "true" : "false") + ",\n";
    if (voice.bounds)
        out += "  \"bounds\": [" + formatValuePlain(voice.bounds->low) + ", " + formatValuePlain(voice.bounds->high) + "],\n";
    return out;
}

}  // namespace ablab::core

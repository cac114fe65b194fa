#include "serve/join_words.h"

#include <nlohmann/json.hpp>

#include <utility>

#include "text/translate.h"

namespace ablab::app {

namespace {

// join.js's keys, each with its English text (the catalogue's msgid).
const std::pair<const char*, const char*> kJoinWords[] = {
    {"code", core::translatable("Session code")},
    {"name", core::translatable("Your name")},
    {"join", core::translatable("Join")},
    {"joinedAs", core::translatable("Joined as {name}. Follow the projector.")},
    {"waiting", core::translatable("Waiting for the presenter…")},
    {"answered", core::translatable("Answer sent: you can change it until the question closes.")},
    {"tap", core::translatable("Tap your answer.")},
    {"closed", core::translatable("Answers are closed.")},
    {"right", core::translatable("You were right.")},
    {"wrong", core::translatable("Not quite.")},
    {"noAnswer", core::translatable("You did not answer.")},
    {"ended", core::translatable("The session has ended. Thank you!")},
    {"refused_code", core::translatable("No session has that code: check it on the projector.")},
    {"refused_name", core::translatable("Type a name.")},
    {"refused_full", core::translatable("The session is full.")},
    {"refused_ended", core::translatable("The session has ended.")},
    {"refused_id", core::translatable("Join again, please.")},
    {"connecting", core::translatable("Connecting…")},
    {"lost", core::translatable("Connection lost: trying again…")},
};

}  // namespace

std::string joinWordsScript() {
    nlohmann::json words = nlohmann::json::object();
    for (const core::Language language : core::kLanguages) {
        nlohmann::json& texts = words[std::string(core::languageCode(language))];
        for (const auto& [key, english] : kJoinWords) texts[key] = core::translate(language, english);
    }
    return "const WORDS = " + words.dump() + ";\n";
}

}  // namespace ablab::app

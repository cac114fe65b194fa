#include "platform/link_options.h"

namespace ablab::app::platform {

namespace {

struct Flag {
    std::string_view word;
    bool core::SearchOptions::*member;
};
constexpr Flag kFlags[] = {{"strict", &core::SearchOptions::strict},
                           {"failhard", &core::SearchOptions::failHard},
                           {"shallow", &core::SearchOptions::shallow},
                           {"negamax", &core::SearchOptions::negamax}};

}  // namespace

std::string linkOptionsText(const core::SearchOptions& options) {
    std::string text;
    const auto add = [&](std::string_view word) {
        if (!text.empty()) text += ',';
        text += word;
    };
    if (options.algorithm != core::Algorithm::AlphaBeta) add(core::algorithmName(options.algorithm));
    for (const Flag& flag : kFlags)
        if (options.*flag.member) add(flag.word);
    return text;
}

bool parseLinkOptions(std::string_view text, core::SearchOptions& options) {
    core::SearchOptions parsed;
    while (!text.empty()) {
        const std::size_t comma = text.find(',');
        const std::string_view word = text.substr(0, comma);
        text = comma == std::string_view::npos ? std::string_view() : text.substr(comma + 1);
        if (word.empty()) continue;
        bool known = core::parseAlgorithm(word, parsed.algorithm);
        for (const Flag& flag : kFlags)
            if (word == flag.word) known = parsed.*flag.member = true;
        if (!known) return false;
    }
    options = parsed;
    return true;
}

}  // namespace ablab::app::platform

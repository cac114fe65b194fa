#include "cli/usage.h"

#include <algorithm>
#include <string_view>

#include "text/translate.h"

namespace ablab::app {

std::string usageOf(core::Language language, const CommandEntry& command) {
    return core::translate(language, "usage: ") + command.usage(language);
}

std::string fullUsage(core::Language language) {
    // The first with "usage: ", the others indented under it.
    std::string text;
    for (const CommandEntry& command : commands())
        text += text.empty() ? usageOf(language, command) : "       " + command.usage(language);
    return text +
           core::translate(
               language, "Every command takes --lang en|zh|vi (English, 简体中文, Tiếng Việt; the default comes from LANG) and") +
           "\n" +
           core::translate(
               language,
               "--notation aima|horowitz-sahni|nilsson|nguyen-van-linh|multya (the textbook whose words the explanations use).") +
           "\n";
}

bool wantsHelp(std::span<char* const> args) {
    return std::any_of(args.begin(), args.end(), [](const char* a) {
        const std::string_view arg = a;
        return arg == "--help" || arg == "-h";
    });
}

}  // namespace ablab::app

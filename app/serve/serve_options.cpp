#include "serve/serve_options.h"

#include <system_error>

#include "cli/arguments.h"
#include "text/translate.h"

namespace ablab::app {

namespace {

using core::translate;

std::filesystem::path existingFile(core::Language language, std::string_view option, std::string_view value) {
    std::error_code error;
    if (!std::filesystem::is_regular_file(value, error))
        throw UsageError(translate(language, "{option} {file}: no such file",
                                   {{"option", std::string(option)}, {"file", std::string(value)}}));
    return std::filesystem::path(value);
}

}  // namespace

ServeOptions parseServeOptions(std::span<char* const> argv, core::Language language) {
    ServeOptions options;
    Arguments args(argv, language);
    bool siteGiven = false;
    while (!args.done()) {
        const std::string_view arg = args.take();
        if (arg == "--bind") {
            options.bind = args.valueOf(arg);
        } else if (arg == "--port") {
            options.port = static_cast<std::uint16_t>(args.wholeNumberOf(arg, 0, 65535));
        } else if (arg == "--site") {
            options.site = std::string(args.valueOf(arg));
            siteGiven = true;
        } else if (arg == "--cert") {
            options.cert = existingFile(language, arg, args.valueOf(arg));
        } else if (arg == "--key") {
            options.key = existingFile(language, arg, args.valueOf(arg));
        } else if (arg == "--idle") {
            options.idle = std::chrono::minutes(args.wholeNumberOf(arg, 1, 24 * 60));
        } else if (arg == "--answers") {
            options.answers = std::string(args.valueOf(arg));
        } else {
            throw unknownOption(language, arg, "serve");
        }
    }
    if (options.cert.empty() != options.key.empty())
        throw UsageError(translate(language, "--cert and --key go together: HTTPS needs both"));
    std::error_code error;
    if (!std::filesystem::is_directory(options.site, error)) {
        if (siteGiven)
            throw UsageError(translate(language, "--site {folder}: no such folder", {{"folder", options.site.string()}}));
        throw UsageError(translate(language,
                                   "no browser build in {folder}: build it (bash scripts/web.sh) or name one with --site DIR",
                                   {{"folder", options.site.string()}}));
    }
    return options;
}

}  // namespace ablab::app

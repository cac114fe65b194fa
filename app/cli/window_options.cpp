#include "cli/window_options.h"

#include <cstdlib>

#include "cli/arguments.h"
#include "state/play_session.h"
#include "text/translate.h"

namespace ablab::app {

WindowOptions parseWindowOptions(core::Language language, std::span<char* const> argv) {
    WindowOptions options;
    Arguments args(argv, language);
    bool algorithmNamed = false;
    while (!args.done()) {
        const std::string_view arg = args.take();
        algorithmNamed = algorithmNamed || arg == "--algorithm";
        if (arg == "--screenshot") {
            options.screenshot = std::string(args.valueOf(arg));
        } else if (arg == "--step") {
            options.step = parseStepOption(language, args.valueOf(arg), StepForms::One);
        } else if (arg == "--size") {
            parseSizeOption(language, args.valueOf(arg), options.width, options.height);
        } else if (arg == "--view") {
            options.wholeView = parseWholeView(language, args.valueOf(arg));
        } else if (arg == "--smoke") {
            options.smokeFolder = std::string(args.valueOf(arg));
        } else if (takeFlag(arg, {{"--force", options.force},
                                  {"--presentation", options.presentation},
                                  {"--practice", options.practice},
                                  {"--predict", options.predict}})) {
        } else if (arg == "--present") {
            options.presentTo = std::string(args.valueOf(arg));
        } else if (arg == "--token") {
            options.presenterToken = std::string(args.valueOf(arg));
        } else if (arg == "--play") {
            const std::string_view game = args.valueOf(arg);
            if (!parsePlayGame(game))
                throw UsageError(core::translate(language, "--play expects tictactoe, connect4, gomoku or nim, got '{value}'",
                                                 {{"value", std::string(game)}}));
            options.play = std::string(game);
        } else if (arg == "--answer") {
            options.answer = args.valueOf(arg);
        } else if (core::SearchOptions search = options.search.value_or(core::SearchOptions{});
                   takeSearchOption(arg, args, search)) {
            options.search = search;
        } else if (arg.size() > 1 && arg[0] == '-') {
            throw UsageError(core::translate(language, "unknown option '{option}' (ablab --help lists the options)",
                                             {{"option", std::string(arg)}}));
        } else if (!options.file.empty()) {
            throw UsageError(
                core::translate(language, "ablab opens one tree file, got a second: '{file}'", {{"file", std::string(arg)}}));
        } else {
            options.file = arg;
        }
    }
    if (options.presentTo.empty() != options.presenterToken.empty())
        throw UsageError(core::translate(language, "--present and --token go together: `ablab serve` prints both"));
    if (options.search) options.chosen = core::explicitChoices(*options.search, algorithmNamed);
    return options;
}

bool displayAvailable() {
    const char* display = std::getenv("DISPLAY");
    return display && *display;
}

}  // namespace ablab::app

// ablab: α-β Lab. `ablab` alone opens the default lecture tree; subcommands serve the
// command line, the tests and the slide makers. Which commands there are is the table in
// cli/commands.h; this file only finds the one asked for.
#include <iostream>
#include <span>
#include <string>
#include <string_view>

#include "cli/arguments.h"
#include "cli/commands.h"
#include "cli/run_main.h"
#include "cli/usage.h"
#include "text/translate.h"

namespace {

// `ablab FILE` and `ablab --screenshot …` go to the window: a first argument that is an option
// or looks like a path (a dot or a slash) is not a command's name.
bool looksLikeWindowArguments(std::string_view first) {
    return !first.empty() &&
           (first[0] == '-' || first.find('.') != std::string_view::npos || first.find('/') != std::string_view::npos);
}

int run(const ablab::app::ChosenWording& chosen, std::span<char* const> args) {
    using namespace ablab::app;
    const ablab::core::Language language = chosen.wording.language;
    if (args.empty()) return runCommand(chosen, windowCommand(), args);
    const std::string_view first = args[0];
    if (first == "--help" || first == "-h" || first == "help") {
        std::cout << fullUsage(language);
        return 0;
    }
    if (const CommandEntry* command = findCommand(first)) {
        const std::span<char* const> rest = args.subspan(1);
        if (wantsHelp(rest)) {
            std::cout << usageOf(language, *command);
            return 0;
        }
        return runCommand(chosen, *command, rest);
    }
    if (wantsHelp(args)) {
        std::cout << usageOf(language, windowCommand());
        return 0;
    }
    if (looksLikeWindowArguments(first)) return runCommand(chosen, windowCommand(), args);
    throw UsageError(ablab::core::translate(language, "unknown command '{command}' (ablab --help lists the commands)",
                                            {{"command", std::string(first)}}));
}

}  // namespace

int main(int argc, char** argv) { return ablab::app::runMain(argc, argv, run); }

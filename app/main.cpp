// ablab: α-β Lab. `ablab` alone opens the default lecture tree; subcommands serve the
// command line, the tests and the slide makers.
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <span>
#include <string_view>
#include <utility>
#include <vector>

#include "cli/arguments.h"
#include "cli/run_main.h"
#include "cli/check_command.h"
#include "cli/compare_command.h"
#include "cli/convert_command.h"
#include "cli/export_command.h"
#include "cli/game_command.h"
#include "cli/practice_command.h"
#include "cli/trace_command.h"
#include "cli/usage.h"
#include "cli/sibling_program.h"
#include "cli/window_options.h"
#include "files/staged_files.h"
#include "files/tree_file.h"
#include "text/translate.h"

namespace {

// `ablab [FILE]` and `ablab --screenshot …`: the window (a program of its own), or the trace
// where there is no display.
int runWindow(std::span<char* const> argv) {
    using namespace ablab::app;
    WindowOptions options = parseWindowOptions(argv);
    // Refused here too, so that it is refused with or without a display, before any drawing.
    std::error_code error;
    if (options.screenshot && !options.force &&
        std::filesystem::exists(std::filesystem::symlink_status(*options.screenshot, error)))
        throw UsageError(ablab::core::alreadyExistsMessage(*options.screenshot));
    if (!displayAvailable()) {
        if (options.screenshot || options.smokeFolder)
            throw UsageError(ablab::core::translate("--screenshot and --smoke need an X display: run them under xvfb-run -a"));
        std::cerr << "ablab: " << ablab::core::translate("no display (DISPLAY is not set), so no window: here is the trace instead") << '\n';
        std::vector<char*> traceArgs;
        if (!options.file.empty()) traceArgs.push_back(options.file.data());
        return runTraceCommand(traceArgs);
    }
    return execSiblingProgram("ablab-window", argv);
}

int run(std::span<char* const> args) {
    using namespace ablab::app;
    // No command writes over a file it read (files/staged_files.h).
    ablab::core::refuseWritingInputs();
    if (args.empty()) return runWindow(args);
    const std::string_view command = args[0];
    if (command == "--help" || command == "-h" || command == "help") {
        std::cout << fullUsage();
        return 0;
    }
    static constexpr std::pair<std::string_view, Command> kCommands[] = {
        {"trace", Command::Trace}, {"game", Command::Game},   {"export", Command::Export},
        {"practice", Command::Practice}, {"check", Command::Check}, {"bench", Command::Bench},
        {"compare", Command::Compare},
        {"convert", Command::Convert}};
    for (const auto& [name, which] : kCommands) {
        if (command != name) continue;
        const std::span<char* const> rest = args.subspan(1);
        if (wantsHelp(rest)) {
            std::cout << usageOf(which);
            return 0;
        }
        switch (which) {
        case Command::Trace: return runTraceCommand(rest);
        case Command::Game: return runGameCommand(rest);
        case Command::Export: return runExportCommand(rest);
        case Command::Practice: return runPracticeCommand(rest);
        case Command::Check: return runCheckCommand(rest);
        case Command::Compare: return runCompareCommand(rest);
        case Command::Convert: return runConvertCommand(rest);
        case Command::Bench: return execSiblingProgram("ablab-bench", rest);
        case Command::Window: break;
        }
    }
    if (wantsHelp(args)) {
        std::cout << usageOf(Command::Window);
        return 0;
    }
    if (command.size() > 0 && (command[0] == '-' || command.find('.') != std::string_view::npos ||
                               command.find('/') != std::string_view::npos))
        return runWindow(args);
    throw UsageError(ablab::core::translate("unknown command '{command}' (ablab --help lists the commands)", {{"command", std::string(command)}}));
}

}  // namespace

int main(int argc, char** argv) { return ablab::app::runMain(argc, argv, run); }

// ablab: α-β Lab. `ablab` alone opens the default lecture tree; subcommands serve the
// command line, the tests and the slide makers.
#include <cstdio>
#include <cstring>
#include <iostream>
#include <span>
#include <string_view>
#include <vector>

#include "cli/arguments.h"
#include "cli/run_main.h"
#include "cli/check_command.h"
#include "cli/export_command.h"
#include "cli/game_command.h"
#include "cli/practice_command.h"
#include "cli/trace_command.h"
#include "cli/sibling_program.h"
#include "cli/window_options.h"
#include "files/tree_file.h"

namespace {

constexpr std::string_view kUsage =
    "usage: ablab [FILE]                      opens the window (the default lecture tree without FILE)\n"
    "       ablab --screenshot OUT.png [FILE] [--step N|end|cutoff:K] [--size WxH] [--presentation]\n"
    "                   [--practice | --answer ANSWER.json]   (a student's answer, checked, its mistakes on the tree)\n"
    "       ablab trace [FILE|-] [--algorithm minimax|minimax-levels|alphabeta] [--strict] [--fail-hard]\n"
    "                   [--shallow] [--negamax] [--move-limit K] [--format table|json|csv|markdown]\n"
    "       ablab game tictactoe [--position \"X.O/.X./..O\"] [--depth D] [--no-symmetry]\n"
    "                            [--eval open-lines|win-loss] [--out FILE [--force]]\n"
    "       ablab export [FILE|-] --format svg|png|pdf|gif|tikz|csv|markdown|latex|json [--step N|end|all|cutoffs]\n"
    "                    [--out PATH|-] [--size WxH] [--theme light|dark|projector] [--no-labels] [--no-alpha-beta]\n"
    "                    [--no-values] [--no-caption] [--force] [algorithm options]\n"
    "       ablab practice --seed N [--depth D] [--branching B] [--values LO:HI] [--uneven] [--ties]\n"
    "                      [--strict] [--fail-hard] [--out EXERCISE.json] [--key KEY.json] [--force]\n"
    "       ablab check EXERCISE.json ANSWER.json|FOLDER... [--strict] [--fail-hard] [--summary csv]\n"
    "       ablab bench FILE [--frames N] [--size WxH] [--view fit|nodes:K] [--presentation] [algorithm options]\n";

// `ablab [FILE]` and `ablab --screenshot …`: the window (a program of its own), or the trace
// where there is no display.
int runWindow(std::span<char* const> argv) {
    using namespace ablab::app;
    WindowOptions options = parseWindowOptions(argv);
    if (!displayAvailable()) {
        if (options.screenshot || options.smokeFolder)
            throw UsageError("--screenshot and --smoke need an X display: run them under xvfb-run -a");
        std::cerr << "ablab: no display (DISPLAY is not set), so no window: here is the trace instead\n";
        std::vector<char*> traceArgs;
        if (!options.file.empty()) traceArgs.push_back(options.file.data());
        return runTraceCommand(traceArgs);
    }
    return execSiblingProgram("ablab-window", argv);
}

int run(std::span<char* const> args) {
    using namespace ablab::app;
    if (args.empty()) return runWindow(args);
    const std::string_view command = args[0];
    if (command == "trace") return runTraceCommand(args.subspan(1));
    if (command == "game") return runGameCommand(args.subspan(1));
    if (command == "export") return runExportCommand(args.subspan(1));
    if (command == "practice") return runPracticeCommand(args.subspan(1));
    if (command == "check") return runCheckCommand(args.subspan(1));
    if (command == "bench") return execSiblingProgram("ablab-bench", args.subspan(1));
    if (command == "--help" || command == "-h" || command == "help") {
        std::cout << kUsage;
        return 0;
    }
    if (command.size() > 0 && (command[0] == '-' || command.find('.') != std::string_view::npos ||
                               command.find('/') != std::string_view::npos))
        return runWindow(args);
    throw UsageError("unknown command '" + std::string(command) + "' (ablab --help lists the commands)");
}

}  // namespace

int main(int argc, char** argv) { return ablab::app::runMain(argc, argv, run); }

// ablab: α-β Lab. `ablab` alone opens the default lecture tree; subcommands serve the
// command line, the tests and the slide makers.
#include <cstring>
#include <iostream>
#include <span>
#include <string_view>

#include "cli/arguments.h"
#include "cli/export_command.h"
#include "cli/game_command.h"
#include "cli/trace_command.h"
#include "tree_file.h"

namespace {

constexpr std::string_view kUsage =
    "usage: ablab trace [FILE|-] [--algorithm minimax|minimax-levels|alphabeta] [--strict] [--fail-hard]\n"
    "                   [--shallow] [--negamax] [--move-limit K] [--format table|json|csv|markdown]\n"
    "       ablab game tictactoe [--position \"X.O/.X./..O\"] [--depth D] [--no-symmetry]\n"
    "                            [--eval open-lines|win-loss] [--out FILE [--force]]\n"
    "       ablab export [FILE|-] --format svg|png|pdf|gif|tikz|csv|markdown|latex|json [--step N|end|all|cutoffs]\n"
    "                    [--out PATH|-] [--size WxH] [--theme light|dark|projector] [--no-labels] [--no-alpha-beta]\n"
    "                    [--no-values] [--no-caption] [--force] [algorithm options]\n";

int run(std::span<char* const> args) {
    using namespace ablab::app;
    if (args.empty()) return runTraceCommand(args);
    const std::string_view command = args[0];
    if (command == "trace") return runTraceCommand(args.subspan(1));
    if (command == "game") return runGameCommand(args.subspan(1));
    if (command == "export") return runExportCommand(args.subspan(1));
    if (command == "--help" || command == "-h" || command == "help") {
        std::cout << kUsage;
        return 0;
    }
    throw UsageError("unknown command '" + std::string(command) + "'\n" + std::string(kUsage));
}

}  // namespace

int main(int argc, char** argv) {
    try {
        return run(std::span<char* const>(argv + 1, static_cast<std::size_t>(argc - 1)));
    } catch (const ablab::app::UsageError& e) {
        std::cerr << "ablab: " << e.what() << '\n';
        return 2;
    } catch (const ablab::core::TreeFileError& e) {
        std::cerr << "ablab: " << e.what() << '\n';
        return 2;
    } catch (const std::bad_alloc&) {
        std::cerr << "ablab: out of memory\n";
        return 1;
    } catch (const std::exception& e) {
        std::cerr << "ablab: " << e.what() << '\n';
        return 1;
    }
}

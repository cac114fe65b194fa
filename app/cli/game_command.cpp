#include "cli/game_command.h"

#include <filesystem>
#include <iostream>

#include "cli/arguments.h"
#include "games/tictactoe.h"
#include "files/tree_file.h"
#include "text/translate.h"

namespace ablab::app {

int runGameCommand(std::span<char* const> argv) {
    Arguments args(argv);
    if (args.done()) throw UsageError(core::translate("game needs the name of a game: ablab game tictactoe [options]"));
    const std::string_view game = args.take();
    if (game != "tictactoe")
        throw UsageError(core::translate("unknown game '{game}'; ablab game knows tictactoe", {{"game", std::string(game)}}));

    core::TicTacToeOptions options;
    std::string out;
    bool force = false;
    while (!args.done()) {
        const std::string_view arg = args.take();
        if (arg == "--position") {
            options.position = args.valueOf(arg);
        } else if (arg == "--depth") {
            options.depth = args.unsignedValueOf(arg);
        } else if (arg == "--no-symmetry") {
            options.symmetry = false;
        } else if (arg == "--eval") {
            const std::string_view name = args.valueOf(arg);
            if (name == "open-lines") options.eval = core::TicTacToeEval::OpenLines;
            else if (name == "win-loss") options.eval = core::TicTacToeEval::WinLoss;
            else throw UsageError(core::translate("--eval expects open-lines or win-loss, got '{value}'", {{"value", std::string(name)}}));
        } else if (arg == "--out") {
            out = args.valueOf(arg);
            if (out.empty()) throw UsageError(core::translate("--out needs a file name"));
        } else if (arg == "--force") {
            force = true;
        } else {
            throw UsageError(core::translate("unknown option '{option}' for {command}", {{"option", std::string(arg)}, {"command", "ablab game tictactoe"}}));
        }
    }

    // A bad position is bad command-line input: one line, exit status 2.
    core::Tree tree = [&] {
        try {
            return core::makeTicTacToeTree(options);
        } catch (const core::GameError& e) {
            throw UsageError(e.what());
        }
    }();

    if (out.empty()) {
        std::cout << core::serializeTree(tree);
        return 0;
    }
    std::error_code ec;
    if (!force && std::filesystem::exists(std::filesystem::symlink_status(out, ec)))
        throw UsageError(core::alreadyExistsMessage(out));
    core::writeFileAtomically(out, core::serializeTree(tree), force ? core::Replace::Allowed : core::Replace::Never);
    return 0;
}

}  // namespace ablab::app

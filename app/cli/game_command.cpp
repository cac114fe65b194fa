#include "cli/game_command.h"

#include <filesystem>
#include <iostream>

#include "cli/arguments.h"
#include "files/tree_file.h"
#include "games/gomoku.h"
#include "games/iterative_deepening.h"
#include "games/tictactoe.h"
#include "run/run.h"
#include "search/trace.h"
#include "text/translate.h"

namespace ablab::app {

namespace {

// Writes the tree to --out (never replacing a file without --force) and then says what it
// means for the lecture, or writes it to standard output and nothing else, so that a pipe
// carries a tree file.
int writeGameTree(core::Language language, const core::Tree& tree, const std::string& out, bool force,
                  const std::string& remarks) {
    if (out.empty()) {
        std::cout << core::serializeTree(tree);
        return 0;
    }
    std::error_code ec;
    if (!force && std::filesystem::exists(std::filesystem::symlink_status(out, ec)))
        throw UsageError(core::alreadyExistsMessage(language, out));
    core::writeFileAtomically(language, out, core::serializeTree(tree), force ? core::Replace::Allowed : core::Replace::Never);
    std::cout << remarks;
    return 0;
}

// A bad position is bad command-line input: one line, exit status 2.
template <typename Make>
core::Tree madeOrUsageError(Make make) {
    try {
        return make();
    } catch (const core::GameError& e) {
        throw UsageError(e.what());
    }
}

// --iterative: α-β at depth 1, 2, …, the previous best move first, against one deep search.
int printIterativeDeepening(core::Language language, const core::TicTacToeOptions& options) {
    const core::DeepeningRun run = [&] {
        try {
            return core::deepenTicTacToe(language, options);
        } catch (const core::GameError& e) {
            throw UsageError(e.what());
        }
    }();
    for (const core::DeepeningIteration& i : run.iterations)
        std::cout << core::translate(language, "depth {depth}: value {value}, best move {move}, {leaves} leaves evaluated",
                                     {{"depth", std::to_string(i.depth)},
                                      {"value", core::formatValue(i.value)},
                                      {"move", i.bestMove},
                                      {"leaves", std::to_string(i.leaves)}})
                  << '\n';
    std::cout << core::translate(language,
                                 "iterative deepening: {total} leaves in all; one α-β search to depth {depth}: {single} leaves",
                                 {{"total", std::to_string(run.totalLeaves)},
                                  {"depth", std::to_string(run.iterations.empty() ? 0 : run.iterations.back().depth)},
                                  {"single", std::to_string(run.singleSearchLeaves)}})
              << '\n';
    return 0;
}

int runTicTacToe(core::Language language, Arguments& args) {
    core::TicTacToeOptions options;
    std::string out;
    bool force = false, iterative = false;
    while (!args.done()) {
        const std::string_view arg = args.take();
        if (arg == "--position") {
            options.position = args.valueOf(arg);
        } else if (arg == "--depth") {
            options.depth = static_cast<std::uint32_t>(args.wholeNumberOf(arg, 0, 9));  // nine squares
        } else if (arg == "--no-symmetry") {
            options.symmetry = false;
        } else if (arg == "--iterative") {
            iterative = true;
        } else if (arg == "--eval") {
            const std::string_view name = args.valueOf(arg);
            if (name == "open-lines") options.eval = core::TicTacToeEval::OpenLines;
            else if (name == "win-loss") options.eval = core::TicTacToeEval::WinLoss;
            else
                throw UsageError(core::translate(language, "--eval expects open-lines or win-loss, got '{value}'",
                                                 {{"value", std::string(name)}}));
        } else if (takeOutputOption(arg, args, out, force)) {
        } else {
            throw unknownOption(language, arg, "ablab game tictactoe");
        }
    }
    if (iterative) return printIterativeDeepening(language, options);
    const core::Tree tree = madeOrUsageError([&] { return core::makeTicTacToeTree(language, options); });
    // Nguyễn Văn Linh's n! paragraph: this tree's size beside the whole game's and n!.
    const auto count = core::countTicTacToeGames(core::parseTicTacToePosition(language, options.position));
    const std::string remarks = core::translate(language, "this tree: {nodes} nodes, {leaves} leaves; {game}",
                                                {{"nodes", std::to_string(tree.size())},
                                                 {"leaves", std::to_string(tree.leafCount())},
                                                 {"game", core::describeTicTacToeGameCount(language, count)}}) +
                                "\n";
    return writeGameTree(language, tree, out, force, remarks);
}

int runGomoku(core::Language language, Arguments& args) {
    core::GomokuOptions options;
    std::string out;
    bool force = false, sized = false;
    while (!args.done()) {
        const std::string_view arg = args.take();
        if (arg == "--position") {
            options.position = args.valueOf(arg);
        } else if (arg == "--size") {
            options.size = static_cast<int>(args.wholeNumberOf(arg, core::kGomokuMinSize, core::kGomokuMaxSize));
            sized = true;
        } else if (arg == "--depth") {
            options.depth = static_cast<std::uint32_t>(args.wholeNumberOf(arg, 1, core::kGomokuMaxDepth));
        } else if (arg == "--move-limit") {
            options.moveLimit = static_cast<std::uint32_t>(args.wholeNumberOf(arg, 1, core::kGomokuMaxMoveLimit));
        } else if (takeOutputOption(arg, args, out, force)) {
        } else {
            throw unknownOption(language, arg, "ablab game gomoku");
        }
    }
    if (sized && !options.position.empty())
        throw UsageError(core::translate(language, "--size and --position both give the board's size; give one"));
    const core::Tree tree = madeOrUsageError([&] { return core::makeGomokuTree(language, options); });
    // The essay's code against its text: the code never tests its last ply against β.
    core::SearchOptions essay;
    essay.negamax = essay.failHard = true;
    const auto run = core::makeRun(std::make_shared<const core::Tree>(tree), essay);
    const core::Trace& text = *run->trace;
    const core::EssayCodeRun code = core::runEssayCode(language, tree);
    std::uint64_t bound = 1;
    for (std::uint32_t i = 0; i < options.depth; ++i) bound *= options.moveLimit;
    const std::string remarks =
        core::translate(
            language,
            "this tree: {nodes} nodes, {leaves} leaves (at most {limit}^{depth} = {bound}); α-β as the essay's text describes it: value {text_value}, {text_leaves} leaves; the essay's code (no cutoff test at its last ply): value {code_value}, {code_leaves} leaves",
            {{"nodes", std::to_string(tree.size())},
             {"leaves", std::to_string(tree.leafCount())},
             {"limit", std::to_string(options.moveLimit)},
             {"depth", std::to_string(options.depth)},
             {"bound", std::to_string(bound)},
             {"text_value", core::formatValue(text.rootValue())},
             {"text_leaves", std::to_string(text.stats().leavesEvaluated)},
             {"code_value", core::formatValue(code.value)},
             {"code_leaves", std::to_string(code.leavesEvaluated)}}) +
        "\n";
    return writeGameTree(language, tree, out, force, remarks);
}

}  // namespace

int runGameCommand(const ChosenWording& chosen, std::span<char* const> argv) {
    const core::Language language = chosen.wording.language;
    Arguments args(argv, language);
    if (args.done())
        throw UsageError(core::translate(language, "game needs the name of a game: ablab game tictactoe|gomoku [options]"));
    const std::string_view game = args.take();
    if (game == "tictactoe") return runTicTacToe(language, args);
    if (game == "gomoku") return runGomoku(language, args);
    throw UsageError(
        core::translate(language, "unknown game '{game}'; ablab game knows tictactoe and gomoku", {{"game", std::string(game)}}));
}

}  // namespace ablab::app

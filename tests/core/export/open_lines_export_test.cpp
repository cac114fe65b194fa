// Exports draw what the window shows: with open lines on (the View panel, `ablab export
// --show-open-lines`), every tic-tac-toe board on the picture gets one line per line still open
// for X and one per line open for O, in X's and O's colours; other boards and pruned nodes none.
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "export/export.h"
#include "files/tree_file.h"
#include "games/tictactoe.h"
#include "search/trace.h"
#include "support/temporary_folder.h"
#include "run/run.h"

using namespace ablab::core;
using ablab::testing::count;

namespace {

std::string svgOf(const Run& run, bool openLines) {
    ExportOptions options;
    options.format = ExportFormat::Svg;
    options.steps = {StepChoice::End, 0};
    options.scene.openLines = openLines;
    return exportText(run, options);
}

// What the notes' f(p) counts on every board of the tree (each node of tictactoe-1ply is drawn).
std::size_t openLinesOnBoards(const Tree& tree) {
    std::size_t lines = 0;
    for (NodeId n = 0; n < tree.size(); ++n) {
        const TicTacToeBoard board = parseTicTacToePosition(Language::English, tree.board(n));
        lines += ticTacToeOpenLineSquares(board, 'X').size() + ticTacToeOpenLineSquares(board, 'O').size();
    }
    return lines;
}

}  // namespace

TEST(OpenLinesExport, EveryBoardGetsItsOpenLinesForXAndForO) {
    auto tree = std::make_shared<const Tree>(loadTreeFile(Language::English, ABLAB_SOURCE_DIR "/trees/tictactoe-1ply.json"));
    const auto run = makeRun(tree, {});
    const std::string without = svgOf(*run, false), with = svgOf(*run, true);
    EXPECT_EQ(openLinesOnBoards(*tree), 16u + 13u + 14u + 12u);  // empty board 8 + 8; corner 8 + 5; edge 8 + 6; centre 8 + 4
    EXPECT_EQ(count(with, "<line"), count(without, "<line") + openLinesOnBoards(*tree));
}

// Issue 14: "and prints f(p) = 5 − 6 = −1" — each position's number is written over it.
TEST(OpenLinesExport, EveryBoardSaysItsFormula) {
    auto tree = std::make_shared<const Tree>(loadTreeFile(Language::English, ABLAB_SOURCE_DIR "/trees/tictactoe-1ply.json"));
    const auto run = makeRun(tree, {});
    const std::string without = svgOf(*run, false), with = svgOf(*run, true);
    for (NodeId n = 0; n < tree->size(); ++n) {
        const std::string formula = ticTacToeOpenLinesFormula(tree->board(n));
        ASSERT_FALSE(formula.empty());
        EXPECT_NE(with.find(">" + formula + "<"), std::string::npos) << formula;
        EXPECT_EQ(without.find(formula), std::string::npos) << formula;
    }
    EXPECT_NE(with.find(">f(p) = 8 − 8 = 0<"), std::string::npos);  // the empty board at the root
}

TEST(OpenLinesExport, TreesWithoutTicTacToeBoardsAreUnchanged) {
    for (const char* name : {"aima-fig5.2.json", "essay-gomoku-absearch.json"}) {
        auto tree = std::make_shared<const Tree>(loadTreeFile(Language::English, std::string(ABLAB_SOURCE_DIR "/trees/") + name));
        const auto run = makeRun(tree, {});
        EXPECT_EQ(svgOf(*run, true), svgOf(*run, false)) << name;
    }
}

// `ablab game tictactoe` from the command line: the tree it writes, and what it refuses.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <unistd.h>

#include "files/tree_file.h"
#include "support/run_ablab.h"

namespace {

using ablab::testing::runAblab;
using Result = ablab::testing::CommandResult;

std::filesystem::path tempFolder() {
    auto folder = std::filesystem::temp_directory_path() / ("ablab-game-" + std::to_string(::getpid()));
    std::filesystem::create_directories(folder);
    return folder;
}

}  // namespace

TEST(GameCommand, WritesATreeDocumentThatLoads) {
    const Result r = runAblab("game tictactoe --depth 2");
    ASSERT_EQ(r.status, 0) << r.out;
    const ablab::core::Tree tree = ablab::core::parseTree(ablab::core::Language::English, r.out, "stdout");
    EXPECT_EQ(tree.childCount(ablab::core::Tree::root()), 3u);  // corner, edge, centre
    EXPECT_EQ(tree.height(), 2u);
    EXPECT_EQ(tree.board(tree.children(0)[2]), ".../.X./...");
}

TEST(GameCommand, OutRefusesToOverwriteWithoutForce) {
    const auto folder = tempFolder();
    const auto file = folder / "game.json";
    { std::ofstream(file) << "keep me"; }
    const Result refused = runAblab("game tictactoe --depth 1 --out " + file.string());
    EXPECT_EQ(refused.status, 2);
    EXPECT_NE(refused.out.find("--force"), std::string::npos) << refused.out;
    std::ifstream in(file);
    std::string kept((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    EXPECT_EQ(kept, "keep me");
    const Result forced = runAblab("game tictactoe --depth 1 --out " + file.string() + " --force");
    EXPECT_EQ(forced.status, 0) << forced.out;
    EXPECT_NO_THROW(ablab::core::loadTreeFile(ablab::core::Language::English, file.string()));
    std::filesystem::remove_all(folder);
}

TEST(GameCommand, BadPositionsExitWithStatusTwo) {
    const Result r = runAblab("game tictactoe --position 'XXX/OO./...'");
    EXPECT_EQ(r.status, 2);
    EXPECT_EQ(r.out, "ablab: position \"XXX/OO./...\": the game is already over: X has three in a row\n");
    EXPECT_EQ(runAblab("game chess").status, 2);
    EXPECT_EQ(runAblab("game tictactoe --depth x").status, 2);
}

TEST(GameCommand, TicTacToeSaysTheWholeGameBesideNFactorial) {
    const auto folder = tempFolder();
    const auto file = folder / "k2.json";
    const Result r = runAblab("game tictactoe --depth 2 --out " + file.string());
    ASSERT_EQ(r.status, 0) << r.out;
    EXPECT_EQ(r.out,
              "this tree: 16 nodes, 12 leaves; the whole game from here: 549,946 nodes, 255,168 finished games; "
              "9! = 362,880 orders of filling the 9 empty squares bounds the games, not the nodes\n");
    std::filesystem::remove_all(folder);
}

TEST(GameCommand, GomokuWritesTheEssaysTreeAndComparesItsCode) {
    const Result tree = runAblab("game gomoku --depth 2 --move-limit 4");
    ASSERT_EQ(tree.status, 0) << tree.out;
    const ablab::core::Tree parsed = ablab::core::parseTree(ablab::core::Language::English, tree.out, "stdout");
    EXPECT_EQ(parsed.childCount(ablab::core::Tree::root()), 4u);
    EXPECT_EQ(parsed.leafCount(), 16u);
    ASSERT_TRUE(parsed.score(parsed.children(0)[0]).has_value());

    const auto folder = tempFolder();
    const auto file = folder / "gomoku.json";
    const Result r = runAblab("game gomoku --out " + file.string());
    ASSERT_EQ(r.status, 0) << r.out;
    EXPECT_NE(r.out.find("512 leaves (at most 8^3 = 512)"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("the essay's code (no cutoff test at its last ply)"), std::string::npos) << r.out;
    std::filesystem::remove_all(folder);

    EXPECT_EQ(runAblab("game gomoku --size 3").out,
              "ablab: --size: '3' is out of range; it expects a whole number from 5 to 15\n");
    EXPECT_EQ(runAblab("game gomoku --depth 9").status, 2);
    EXPECT_EQ(runAblab("game gomoku --size 7 --position '...../...../..X../...../.....'").status, 2);
}

TEST(GameCommand, IterativeDeepeningPrintsEachDepthAndTheTotalAgainstOneDeepSearch) {
    const Result result = runAblab("game tictactoe --depth 3 --iterative");
    ASSERT_EQ(result.status, 0) << result.out;
    EXPECT_NE(result.out.find("depth 1: value 4, best move X b2, 3 leaves evaluated\n"), std::string::npos) << result.out;
    EXPECT_NE(result.out.find("depth 3: "), std::string::npos) << result.out;
    EXPECT_EQ(result.out.find("depth 4: "), std::string::npos) << result.out;
    EXPECT_NE(result.out.find("one α-β search to depth 3: "), std::string::npos) << result.out;
    // A position that is not one is one line and exit 2, as without --iterative.
    const Result bad = runAblab("game tictactoe --position XXX/OO./... --iterative");
    EXPECT_EQ(bad.status, 2);
}

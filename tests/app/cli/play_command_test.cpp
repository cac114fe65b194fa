// `ablab play` from the command line: the engine's reply as text and JSON, its search traced,
// and every bad position or move refused in one line with exit status 2.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "support/run_ablab.h"

namespace {

using ablab::testing::runAblab;
using PlayResult = ablab::testing::CommandResult;

nlohmann::json replyOf(const std::string& arguments) {
    const PlayResult r = runAblab("play " + arguments + " --format json");
    EXPECT_EQ(r.status, 0) << r.out;
    return nlohmann::json::parse(r.out, nullptr, false);
}

}  // namespace

TEST(PlayCommand, TicTacToeTakesTheWinningSquare) {
    const nlohmann::json reply = replyOf("tictactoe --position 'XX./OO./...'");
    EXPECT_EQ(reply["move"], "c1");
    EXPECT_EQ(reply["value"], "inf");  // open lines: a won game is +∞ for X
    EXPECT_EQ(reply["pv"], nlohmann::json::array({"c1"}));
    EXPECT_GT(reply["nodes"].get<int>(), 1);
    EXPECT_GE(reply["nodes"].get<int>(), reply["leaves"].get<int>());
}

TEST(PlayCommand, TicTacToeFromTheEmptyBoardIsADraw) {
    const nlohmann::json reply = replyOf("tictactoe --eval win-loss");
    EXPECT_EQ(reply["value"], 0);
    EXPECT_EQ(reply["pv"].size(), 9u);
    EXPECT_EQ(reply["algorithm"], "alphabeta");
    EXPECT_EQ(reply["depth"], nullptr);
}

TEST(PlayCommand, ConnectFourAnswersTheStudentsMove) {
    const nlohmann::json reply = replyOf("connect4 --position '......./......./......./......./......./XXX.OO.' --depth 2");
    EXPECT_EQ(reply["move"], "d");  // O blocks X's three
    EXPECT_EQ(reply["max_to_move"], false);
    const nlohmann::json after =
        replyOf("connect4 --position '......./......./......./......./......./.......' --move d --depth 2");
    EXPECT_EQ(after["position"], "......./......./......./......./......./...X...");
    EXPECT_EQ(after["max_to_move"], false);
}

TEST(PlayCommand, NimTakesTheMoveThatLeavesAZeroXor) {
    const nlohmann::json reply = replyOf("nim --heaps 3,4,5");
    EXPECT_EQ(reply["value"], 1);
    EXPECT_EQ(reply["move"], "1:2");  // 1, 4, 5: xor 0
    const nlohmann::json lost = replyOf("nim --heaps 1,2,3");
    EXPECT_EQ(lost["value"], -1);
}

TEST(PlayCommand, EveryAlgorithmGivesTheSameValue) {
    for (const char* algorithm : {"alphabeta", "minimax", "negascout", "mtdf", "iterative"}) {
        const nlohmann::json reply = replyOf(std::string("gomoku --depth 2 --move-limit 4 --algorithm ") + algorithm);
        EXPECT_EQ(reply["value"], replyOf("gomoku --depth 2 --move-limit 4 --algorithm minimax")["value"]) << algorithm;
        EXPECT_EQ(reply["algorithm"], algorithm);
    }
    EXPECT_EQ(replyOf("gomoku --depth 3 --algorithm iterative")["iterations"].size(), 3u);
}

TEST(PlayCommand, MoveOrderingPrunesMoreForTheSameReply) {
    const nlohmann::json file = replyOf("connect4 --position '......./......./......./......./...O.../..XX...' --depth 5");
    const nlohmann::json score =
        replyOf("connect4 --position '......./......./......./......./...O.../..XX...' --depth 5 --order score");
    EXPECT_EQ(file["value"], score["value"]);
    EXPECT_EQ(file["tree_nodes"], score["tree_nodes"]);
    EXPECT_LT(score["leaves"].get<int>(), file["leaves"].get<int>());
}

TEST(PlayCommand, TheTableAnswersRecurringPositionsWithTheSameReply) {
    const std::string position = "connect4 --position '......./......./......./......./...O.../..XX...' --depth 5";
    const nlohmann::json without = replyOf(position);
    const nlohmann::json with = replyOf(position + " --table");
    EXPECT_EQ(with["move"], without["move"]);
    EXPECT_EQ(with["value"], without["value"]);
    EXPECT_EQ(without["table_hits"], 0);
    EXPECT_GT(with["table_hits"].get<int>(), 0);
    EXPECT_GT(with["table_entries"].get<int>(), 0);
    EXPECT_LT(with["leaves"].get<int>(), without["leaves"].get<int>());
    // The traced search names the same position searched before at every hit.
    const PlayResult traced = runAblab("play nim --heaps 2,2,1 --table --trace");
    ASSERT_EQ(traced.status, 0) << traced.out;
    EXPECT_NE(traced.out.find("the same position as"), std::string::npos) << traced.out;
    EXPECT_EQ(traced.out.rfind("MAX to move: the engine plays ", traced.out.find("MAX to move")), traced.out.find("MAX to move"));
}

TEST(PlayCommand, TextSaysWhoMovesAndWhatTheEnginePlays) {
    const PlayResult r = runAblab("play tictactoe --position 'XX./OO./...'");
    ASSERT_EQ(r.status, 0) << r.out;
    EXPECT_EQ(r.out.substr(0, r.out.find(';')), "X (first player) to move: the engine plays c1, value ∞");
    const PlayResult zh = runAblab("--lang zh play tictactoe --position 'XX./OO./...'");
    EXPECT_NE(zh.out.find("先手"), std::string::npos) << zh.out;
    const PlayResult vi = runAblab("--lang vi play tictactoe --position 'XX./OO./..X'");
    EXPECT_NE(vi.out.find("đi sau"), std::string::npos) << vi.out;
}

TEST(PlayCommand, TracePrintsTheSearchBehindTheReply) {
    const PlayResult r = runAblab("play tictactoe --position 'XXO/OO./X..' --trace");
    ASSERT_EQ(r.status, 0) << r.out;
    const PlayResult table = runAblab("play tictactoe --position 'XXO/OO./X..'");
    EXPECT_GT(r.out.size(), table.out.size() + 100);
    EXPECT_NE(r.out.find("cutoff"), std::string::npos) << r.out;
}

TEST(PlayCommand, BadPositionsAndMovesAreOneLineAndStatusTwo) {
    const auto refused = [](const std::string& arguments, const std::string& message) {
        const PlayResult r = runAblab("play " + arguments);
        EXPECT_EQ(r.status, 2) << arguments;
        EXPECT_EQ(r.out, "ablab: " + message + "\n") << arguments;
    };
    refused("connect4 --position 'X....../O....../X....../O....../X....../O......' --move a",
            "--move a: not a legal move in position \"X....../O....../X....../O....../X....../O......\"");
    refused("tictactoe --position 'X../.../...' --move a1", "--move a1: not a legal move in position \"X../.../...\"");
    refused("nim --heaps 3,4,5 --move 2:5", "--move 2:5: not a legal move in position \"3,4,5\"");
    refused("connect4 --position '......./......./......./......./...X.../.......'",
            "position \"......./......./......./......./...X.../.......\": the stone at d2 has an empty square below it");
    refused("tictactoe --position 'XXX/OO./...'", "position \"XXX/OO./...\": the game is already over: X has three in a row");
    refused("nim --heaps 3,x", "heaps \"3,x\": expected 1 to 6 heaps of 0 to 9 objects separated by commas, such as \"3,4,5\"");
    refused("tictactoe --position 'XX./OO./...' --move c1",
            "position \"XXX/OO./...\": the game is over, there is no move to make");
    refused("chess", "unknown game 'chess'; ablab play knows tictactoe, connect4, gomoku and nim");
    refused("nim --position 3", "unknown option '--position' for ablab play nim");
    EXPECT_EQ(runAblab("play connect4 --depth 8").status, 2);
    EXPECT_EQ(runAblab("play tictactoe --algorithm sss").status, 2);
    EXPECT_EQ(runAblab("play").status, 2);
}

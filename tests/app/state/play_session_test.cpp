// Play mode (state/play_session.h): the student's moves are refused where the rules forbid them,
// the engine replies with the search the panel chose, its search becomes the window's run, and
// undo and redo take back and put back whole turns.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <random>
#include <string>

#include "files/default_tree.h"
#include "files/tree_file.h"
#include "games/game.h"
#include "state/app_state.h"
#include "state/file_actions.h"
#include "state/play_session.h"
#include "model/tree_edit.h"
#include "support/by_label.h"

using namespace ablab;

namespace {

app::AppState playing(app::PlayGame game, bool studentFirst = true) {
    app::AppState state = app::makeAppState(core::defaultTree());
    state.play.studentFirst = studentFirst;
    app::chooseGame(state, state.play, game);
    return state;
}

std::string board(const app::AppState& state) { return app::playBoard(app::playPosition(state.view.language, state.play)); }

}  // namespace

TEST(PlaySession, TheStudentMovesAndTheEngineReplies) {
    app::AppState state = playing(app::PlayGame::TicTacToe);
    EXPECT_TRUE(state.play.active);
    EXPECT_EQ(board(state), ".../.../...");
    EXPECT_EQ(state.run->tree->size(), 1u);  // the start position alone
    EXPECT_EQ(app::playMove(state, state.play, {4, 1}), std::nullopt);
    ASSERT_EQ(state.play.moves.size(), 2u);
    EXPECT_FALSE(state.play.moves[0].byEngine);
    EXPECT_EQ(state.play.moves[0].name, "b2");
    EXPECT_TRUE(state.play.moves[1].byEngine);
    // Against the centre only a corner holds the draw.
    const std::string reply = state.play.moves[1].name;
    EXPECT_TRUE(reply == "a1" || reply == "c1" || reply == "a3" || reply == "c3") << reply;
    EXPECT_EQ(app::studentToMove(state.view.language, state.play), true);
}

TEST(PlaySession, AnOccupiedSquareIsRefusedAndNothingChanges) {
    app::AppState state = playing(app::PlayGame::TicTacToe);
    ASSERT_EQ(app::playMove(state, state.play, {4, 1}), std::nullopt);
    const std::string before = board(state);
    const auto run = state.run;
    const core::Move taken = state.play.moves[1].move;
    EXPECT_EQ(app::playMove(state, state.play, taken), "That square is taken: choose an empty one");
    EXPECT_EQ(app::playMove(state, state.play, {4, 1}), "That square is taken: choose an empty one");
    EXPECT_EQ(app::playMove(state, state.play, {9, 1}), "That square is taken: choose an empty one");
    EXPECT_EQ(board(state), before);
    EXPECT_EQ(state.run, run);
    EXPECT_EQ(state.play.moves.size(), 2u);
}

TEST(PlaySession, AFullColumnIsRefused) {
    app::AppState state = playing(app::PlayGame::ConnectFour);
    state.play.depth = 2;  // a quick engine: the column fills either way
    // Column d, six times: three of the student's, and the engine's replies wherever they fall.
    int played = 0;
    while (board(state)[3] == '.') {
        ASSERT_EQ(app::playMove(state, state.play, {3, 1}), std::nullopt) << board(state);
        ASSERT_LT(++played, 7);
        if (app::playOver(app::playPosition(state.view.language, state.play))) GTEST_SKIP() << "the game ended first";
    }
    const std::string before = board(state);
    EXPECT_EQ(app::playMove(state, state.play, {3, 1}), "That column is full: choose another one");
    EXPECT_EQ(app::playMove(state, state.play, {7, 1}), "There is no such column");
    EXPECT_EQ(board(state), before);
}

TEST(PlaySession, NimRefusesMoreThanTheHeapHolds) {
    app::AppState state = playing(app::PlayGame::Nim);
    EXPECT_EQ(board(state), "3,4,5");
    EXPECT_EQ(app::playMove(state, state.play, {0, 4}), "A move takes one or more objects from a heap that has them");
    EXPECT_EQ(app::playMove(state, state.play, {3, 1}), "A move takes one or more objects from a heap that has them");
    EXPECT_EQ(app::playMove(state, state.play, {0, 0}), "A move takes one or more objects from a heap that has them");
    // 3 xor 4 xor 5 = 2: taking 2 from the first heap leaves xor 0, a lost position for the engine...
    ASSERT_EQ(app::playMove(state, state.play, {0, 2}), std::nullopt);
    EXPECT_EQ(state.play.moves.back().value, 1);  // ...MAX (the student, who moved first) wins
}

TEST(PlaySession, AfterTheGameIsOverNoMoveIsTaken) {
    app::AppState state = playing(app::PlayGame::Nim);
    state.play.heaps = "1";
    app::newGame(state, state.play);
    ASSERT_EQ(app::playMove(state, state.play, {0, 1}), std::nullopt);
    EXPECT_EQ(state.play.moves.size(), 1u);  // nothing left for the engine
    EXPECT_EQ(app::playResult(app::playPosition(state.view.language, state.play)), 1);
    EXPECT_EQ(app::playSentence(state.view.language, state.play), "You win!");
    EXPECT_EQ(app::playMove(state, state.play, {0, 1}), "The game is over: start a new game to play again");
}

TEST(PlaySession, TheEngineStartsWhenTheStudentPlaysSecond) {
    app::AppState state = playing(app::PlayGame::TicTacToe, false);
    ASSERT_EQ(state.play.moves.size(), 1u);
    EXPECT_TRUE(state.play.moves[0].byEngine);
    EXPECT_TRUE(app::studentToMove(state.view.language, state.play));
    EXPECT_EQ(state.run, state.play.moves[0].run);
    EXPECT_FALSE(app::undoMove(state, state.play));  // the engine's opening is not the student's to take back
}

TEST(PlaySession, UndoTakesBackATurnAndRedoPutsItBack) {
    app::AppState state = playing(app::PlayGame::TicTacToe);
    ASSERT_EQ(app::playMove(state, state.play, {0, 1}), std::nullopt);
    const std::string afterFirst = board(state);
    const auto firstRun = state.run;
    const core::Move second = state.play.moves[1].move.at == 8 ? core::Move{6, 1} : core::Move{8, 1};
    ASSERT_EQ(app::playMove(state, state.play, second), std::nullopt);
    const std::string afterSecond = board(state);
    const auto secondRun = state.run;
    ASSERT_EQ(state.play.moves.size(), 4u);

    EXPECT_TRUE(app::undoMove(state, state.play));
    EXPECT_EQ(board(state), afterFirst);
    EXPECT_EQ(state.run, firstRun);  // the search behind the reply still on the board
    EXPECT_TRUE(app::undoMove(state, state.play));
    EXPECT_EQ(board(state), ".../.../...");
    EXPECT_EQ(state.run->tree->size(), 1u);
    EXPECT_FALSE(app::undoMove(state, state.play));

    EXPECT_TRUE(app::redoMove(state, state.play));
    EXPECT_EQ(board(state), afterFirst);
    EXPECT_TRUE(app::redoMove(state, state.play));
    EXPECT_EQ(board(state), afterSecond);
    EXPECT_EQ(state.run, secondRun);
    EXPECT_FALSE(app::redoMove(state, state.play));

    // A new move after an undo drops what was undone.
    EXPECT_TRUE(app::undoMove(state, state.play));
    const core::Move elsewhere = board(state)[5] == '.' ? core::Move{4, 1} : core::Move{2, 1};
    ASSERT_EQ(app::playMove(state, state.play, elsewhere), std::nullopt);
    EXPECT_FALSE(app::redoMove(state, state.play));
}

TEST(PlaySession, TheWindowsRunIsTheReplysSearch) {
    app::AppState state = playing(app::PlayGame::ConnectFour);
    ASSERT_EQ(app::playMove(state, state.play, {3, 1}), std::nullopt);
    const app::PlayedMove& reply = state.play.moves.back();
    ASSERT_TRUE(reply.byEngine);
    EXPECT_EQ(state.run, reply.run);
    EXPECT_EQ(state.options, reply.run->options);
    EXPECT_EQ(state.step, state.run->trace->stepCount());  // the search played out: its line drawn
    const core::Tree& tree = *state.run->tree;
    EXPECT_EQ(tree.board(core::Tree::root()), "......./......./......./......./......./...X...");
    // Each node is labelled by the move that reached it, the reply's among the root's children.
    bool found = false;
    for (const core::NodeId c : tree.children(core::Tree::root())) {
        EXPECT_EQ(tree.label(c).substr(0, 2), "O ");
        found = found || core::moveNameInLabel(tree.label(c)) == reply.name;
    }
    EXPECT_TRUE(found);
    EXPECT_EQ(reply.pv.front(), reply.name);
    EXPECT_EQ(reply.value, state.run->trace->rootValue());
    EXPECT_FALSE(state.dirty);
    EXPECT_TRUE(state.undoStack.empty());
    // The expected line after the reply, as ghost moves on the board, alternating X and O.
    const std::vector<app::GhostMove> ghosts = app::ghostMoves(state.view.language, state.play);
    ASSERT_EQ(ghosts.size(), reply.pv.size() - 1);
    ASSERT_FALSE(ghosts.empty());
    EXPECT_EQ(ghosts[0].mark, 'X');
    EXPECT_EQ(ghosts[0].name, reply.pv[1]);
    EXPECT_NE(ghosts[0].at, std::string::npos);
    EXPECT_EQ(board(state)[ghosts[0].at], '.');
}

TEST(PlaySession, EveryAlgorithmRepliesWithMinimaxsValue) {
    for (const app::PlayGame game : {app::PlayGame::TicTacToe, app::PlayGame::ConnectFour, app::PlayGame::Nim}) {
        app::AppState reference = playing(game);
        reference.play.algorithm = app::PlayAlgorithm::Minimax;
        if (game == app::PlayGame::ConnectFour) reference.play.depth = 4;
        const core::Move first = game == app::PlayGame::Nim ? core::Move{1, 1} : core::Move{0, 1};
        ASSERT_EQ(app::playMove(reference, reference.play, first), std::nullopt);
        for (const app::PlayAlgorithm a : {app::PlayAlgorithm::AlphaBeta, app::PlayAlgorithm::NegaScout, app::PlayAlgorithm::MtdF,
                                           app::PlayAlgorithm::IterativeDeepening}) {
            app::AppState state = playing(game);
            state.play.algorithm = a;
            state.play.depth = reference.play.depth;
            state.play.order = a == app::PlayAlgorithm::NegaScout ? core::MoveOrder::Score : core::MoveOrder::File;
            ASSERT_EQ(app::playMove(state, state.play, first), std::nullopt);
            EXPECT_EQ(state.play.moves.back().value, reference.play.moves.back().value)
                << static_cast<int>(game) << " " << static_cast<int>(a);
        }
    }
}

TEST(PlaySession, TheEngineNeverLosesATicTacToeGame) {
    std::mt19937 random(41);
    for (int game = 0; game < 20; ++game) {
        app::AppState state = playing(app::PlayGame::TicTacToe, game % 2 == 0);
        int turns = 0;
        while (!app::playOver(app::playPosition(state.view.language, state.play))) {
            const std::string b = board(state);
            std::vector<int> empty;
            for (int square = 0; square < 9; ++square)
                if (b[static_cast<std::size_t>(square / 3 * 4 + square % 3)] == '.') empty.push_back(square);
            const int square = empty[random() % empty.size()];
            ASSERT_EQ(app::playMove(state, state.play, {square, 1}), std::nullopt) << b << " " << square;
            ASSERT_LT(++turns, 6);
        }
        const int result = app::playResult(app::playPosition(state.view.language, state.play));
        const int studentResult = state.play.studentFirst ? result : -result;
        EXPECT_LE(studentResult, 0) << "game " << game << ": " << board(state);
        EXPECT_NE(app::playSentence(state.view.language, state.play), "You win!");
    }
}

TEST(PlaySession, AGomokuReplyLooksAtTheKBestMoves) {
    app::AppState state = playing(app::PlayGame::Gomoku);
    ASSERT_EQ(app::playMove(state, state.play, {24, 1}), std::nullopt);  // d4, the centre of 7×7
    EXPECT_LE(state.run->tree->children(core::Tree::root()).size(), 8u);
    EXPECT_EQ(state.play.moves.back().pv.size(), 3u);  // depth 3
}

TEST(PlaySession, AMoveOnTheBoardIsTracedToItsNodeOnTheReplysTree) {
    app::AppState state = playing(app::PlayGame::TicTacToe);
    EXPECT_EQ(app::studentMoveNode(state, state.play, {0, 1}), std::nullopt);  // no reply yet
    ASSERT_EQ(app::playMove(state, state.play, {4, 1}), std::nullopt);
    ASSERT_EQ(state.play.moves.back().name, "a1");
    // X b2, O a1: the diagonal a1–c3 mirrors the board, so b1 stands for a2 on the folded tree.
    const std::optional<core::NodeId> b1 = app::studentMoveNode(state, state.play, {1, 1});
    ASSERT_TRUE(b1);
    EXPECT_EQ(state.run->tree->label(*b1), "X b1");
    EXPECT_EQ(state.run->tree->label(state.run->tree->parent(*b1)), "O a1");
    EXPECT_EQ(app::studentMoveNode(state, state.play, {3, 1}), std::nullopt);
    EXPECT_EQ(app::studentMoveValue(state, state.play, {3, 1}).rfind("a2: not on the engine's tree", 0), 0u);
    const core::NodeState at = state.run->trace->stateAt(*b1, state.run->trace->stepCount());
    const std::string text = app::studentMoveValue(state, state.play, {1, 1});
    if (at.status == core::NodeStatus::Pruned || !at.hasValue) EXPECT_EQ(text, "b1: pruned, the engine never searched it");
    else EXPECT_NE(text.find("b1: "), std::string::npos) << text;
    // After an undo the run shown is no reply's on this board: nothing to trace.
    app::undoMove(state, state.play);
    EXPECT_EQ(app::studentMoveNode(state, state.play, {1, 1}), std::nullopt);
}

TEST(PlaySession, AReplySavedAsALessonIsNamedByItsMoves) {
    app::AppState state = playing(app::PlayGame::Nim);
    ASSERT_EQ(app::playMove(state, state.play, {1, 3}), std::nullopt);
    const std::string name = app::replyLessonName(state.play);
    EXPECT_EQ(name, "nim-2.3-" + std::string(state.play.moves.back().name).replace(1, 1, ".") + ".json");
    // The document it saves is the reply's tree: boards and move labels on every node.
    const core::Tree& tree = *state.run->tree;
    EXPECT_EQ(tree.board(core::Tree::root()), "3,1,5");
    EXPECT_EQ(core::moveNameInLabel(tree.label(tree.children(core::Tree::root())[0])), "1:1");
    const std::string file = ::testing::TempDir() + "ablab-play-reply.json";
    std::filesystem::remove(file);
    app::saveAs(state, file);
    EXPECT_EQ(state.path, file);
    const core::Tree saved = core::loadTreeFile(core::Language::English, file);
    EXPECT_EQ(saved.size(), tree.size());
    EXPECT_EQ(saved.board(core::Tree::root()), "3,1,5");
    EXPECT_EQ(saved.label(saved.children(core::Tree::root())[0]), tree.label(tree.children(core::Tree::root())[0]));
    std::filesystem::remove(file);
}

TEST(PlaySession, MoveOrderingIsComparedAtTheRepliesPosition) {
    app::AppState state = playing(app::PlayGame::ConnectFour);
    state.play.depth = 4;
    EXPECT_FALSE(app::compareOrderings(state, state.play));  // no reply yet
    ASSERT_EQ(app::playMove(state, state.play, {3, 1}), std::nullopt);
    ASSERT_TRUE(app::compareOrderings(state, state.play));
    const auto& rows = state.play.moves.back().orderings;
    ASSERT_EQ(rows.size(), 5u);
    EXPECT_STREQ(rows[0].name, "file order");
    EXPECT_STREQ(rows[3].name, "file order, with the transposition table");
    EXPECT_STREQ(rows[4].name, "best-first, with the transposition table");
    // The file order's search is the reply's own (α-β in the game's order).
    EXPECT_EQ(rows[0].leaves, state.run->trace->stats().leavesEvaluated);
    EXPECT_EQ(rows[0].nodes, state.run->trace->stats().nodesVisited);
    // Best-first looks at fewer leaves than the game's order from a connect-four opening.
    EXPECT_LT(rows[1].leaves, rows[0].leaves);
    EXPECT_GT(rows[2].leaves, 0u);
    // Four plies of connect four transpose (a, then b, then c is c, b, a): the table saves
    // leaves in either order.
    EXPECT_LT(rows[3].leaves, rows[0].leaves);
    EXPECT_LT(rows[4].leaves, rows[1].leaves);
    EXPECT_LT(rows[3].nodes, rows[0].nodes);
    EXPECT_TRUE(app::compareOrderings(state, state.play));  // kept: not searched again
    EXPECT_EQ(state.play.moves.back().orderings.size(), 5u);
}

TEST(PlaySession, TheTranspositionTableAnswersRepeatedPositionsWithTheSameMove) {
    for (const app::PlayGame game : {app::PlayGame::TicTacToe, app::PlayGame::ConnectFour, app::PlayGame::Nim}) {
        app::AppState without = playing(game), with = playing(game);
        with.play.table = true;
        if (game == app::PlayGame::ConnectFour) without.play.depth = with.play.depth = 5;
        const core::Move first = game == app::PlayGame::Nim ? core::Move{2, 1} : core::Move{0, 1};
        ASSERT_EQ(app::playMove(without, without.play, first), std::nullopt);
        ASSERT_EQ(app::playMove(with, with.play, first), std::nullopt);
        EXPECT_EQ(with.play.moves.back().name, without.play.moves.back().name) << static_cast<int>(game);
        EXPECT_EQ(with.play.moves.back().value, without.play.moves.back().value) << static_cast<int>(game);
        const core::TraceStats stats = with.run->trace->stats();
        EXPECT_TRUE(with.run->trace->options().transpositions);
        EXPECT_GT(stats.tableHits, 0u) << static_cast<int>(game);
        EXPECT_LT(stats.leavesEvaluated, without.run->trace->stats().leavesEvaluated) << static_cast<int>(game);
        // The Statistics panel says how big the table grew and how often it answered.
        const std::vector<std::string> lines = app::statisticsLines(with);
        EXPECT_NE(std::find(lines.begin(), lines.end(),
                            "transposition table: " + std::to_string(stats.tableEntries) + " positions, " +
                                std::to_string(stats.tableHits) + " answered from it"),
                  lines.end());
    }
}

// Iterative deepening keeps every iteration's search: each one shows as the window's run, a
// tree as deep as its iteration, and the game goes on from the same position.
TEST(PlaySession, EveryIterationOfIterativeDeepeningCanBeShown) {
    app::AppState state = playing(app::PlayGame::ConnectFour);
    state.play.algorithm = app::PlayAlgorithm::IterativeDeepening;
    state.play.depth = 4;
    EXPECT_TRUE(app::iterationsOnScreen(state, state.play).empty());  // no reply yet
    ASSERT_EQ(app::playMove(state, state.play, {3, 1}), std::nullopt);
    const std::vector<core::DeepeningStep> iterations = app::iterationsOnScreen(state, state.play);
    ASSERT_EQ(iterations.size(), 4u);
    EXPECT_EQ(iterations.back().run, state.run);  // the reply's own search is the last one
    const std::string board = app::playBoard(app::playPosition(state.view.language, state.play));
    for (std::size_t i = 0; i < iterations.size(); ++i) {
        ASSERT_TRUE(app::showIteration(state, state.play, i));
        EXPECT_EQ(state.run, iterations[i].run);
        EXPECT_EQ(state.run->tree->height(), i + 1) << "iteration " << i;
        EXPECT_EQ(state.run->trace->stats().leavesEvaluated, iterations[i].leaves);
        EXPECT_EQ(state.run->trace->stats().nodesVisited, iterations[i].nodes);
        EXPECT_EQ(state.step, state.run->trace->stepCount());
        // Still the reply's iterations while one of them is on screen.
        EXPECT_EQ(app::iterationsOnScreen(state, state.play).size(), 4u);
    }
    EXPECT_FALSE(app::showIteration(state, state.play, 4));
    EXPECT_EQ(app::playBoard(app::playPosition(state.view.language, state.play)), board);
    // The game goes on: the next reply is the window's run.
    ASSERT_EQ(app::playMove(state, state.play, {3, 1}), std::nullopt);
    EXPECT_EQ(state.run, state.play.moves.back().run);
    // Another algorithm keeps no iterations.
    app::AppState plain = playing(app::PlayGame::ConnectFour);
    plain.play.depth = 3;
    ASSERT_EQ(app::playMove(plain, plain.play, {3, 1}), std::nullopt);
    EXPECT_TRUE(app::iterationsOnScreen(plain, plain.play).empty());
}

// Nim has no X: MAX is whoever moved first, the student here.
TEST(PlaySession, NimsHoverNamesTheFirstPlayerAsMax) {
    app::AppState state = playing(app::PlayGame::Nim);
    ASSERT_EQ(app::playMove(state, state.play, {0, 1}), std::nullopt);
    EXPECT_FALSE(state.run->tree->player(core::Tree::root()) == core::Player::Max);  // the engine's turn: MIN
    const core::NimPosition position = std::get<core::NimPosition>(app::playPosition(state.view.language, state.play));
    std::size_t valued = 0;
    for (const core::Move m : position.moves()) {
        const std::string text = app::studentMoveValue(state, state.play, m);
        EXPECT_EQ(text.find("X (MAX)"), std::string::npos) << text;
        EXPECT_EQ(text.find("engine (MAX)"), std::string::npos) << text;
        valued += text.find("for you (MAX)") != std::string::npos;
    }
    EXPECT_GT(valued, 0u);
}

// Playing replaces the tree on screen: a lesson with unsaved edits is never dropped for a game.
TEST(PlaySession, AGameNeverReplacesATreeWithUnsavedEdits) {
    app::AppState state = app::makeAppState(core::defaultTree());
    const core::NodeId leaf = ablab::testing::byLabel(*state.run->tree, "D1");
    app::applyEdit(state, 0, [&](const core::Tree& t) { return core::withLeafValue(t, leaf, 1); });
    ASSERT_TRUE(state.dirty);
    const auto edited = state.run->tree;
    app::chooseGame(state, state.play, app::PlayGame::TicTacToe);
    EXPECT_FALSE(state.play.active);
    EXPECT_EQ(state.run->tree, edited) << "the edited lesson is still on screen";
    EXPECT_TRUE(state.dirty);
    EXPECT_NE(state.message.find("save its edits first"), std::string::npos) << state.message;
    // Undone, the lesson has nothing to lose: the game starts.
    app::undo(state, 1);
    ASSERT_FALSE(state.dirty);
    EXPECT_TRUE(app::newGame(state, state.play));
    EXPECT_TRUE(state.play.active);
}

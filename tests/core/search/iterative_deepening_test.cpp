// Iterative deepening on tic-tac-toe positions: every iteration is the α-β search of that
// depth's tree with the previous best move first, checked against a recursive minimax here.
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <string>
#include <vector>

#include "games/iterative_deepening.h"
#include "support/oracle.h"

using namespace ablab::core;

namespace {

// The brute-force value of the depth-limited game tree, from the tree built without ordering.
Value minimaxAt(const TicTacToeOptions& options, std::uint32_t depth) {
    TicTacToeOptions at = options;
    at.depth = depth;
    return ablab::testing::limitedMinimax(makeTicTacToeTree(Language::English, at), 0)[Tree::root()];
}

// Leaves fail-soft α-β (ties prune) evaluates on the depth-limited tree when the root's child
// labelled `first` is searched first and the rest keep the game's order.
std::size_t alphaBetaLeavesWithFirst(const TicTacToeOptions& options, std::uint32_t depth, const std::string& first) {
    TicTacToeOptions at = options;
    at.depth = depth;
    const Tree tree = makeTicTacToeTree(Language::English, at);
    std::size_t leaves = 0;
    std::function<Value(NodeId, Value, Value)> ab = [&](NodeId n, Value alpha, Value beta) -> Value {
        if (tree.isLeaf(n)) {
            ++leaves;
            return tree.value(n);
        }
        std::vector<NodeId> order(tree.children(n).begin(), tree.children(n).end());
        if (n == Tree::root())
            std::stable_partition(order.begin(), order.end(), [&](NodeId c) { return tree.label(c) == first; });
        const bool isMax = tree.player(n) == Player::Max;
        Value v = isMax ? -kInfinity : kInfinity;
        for (const NodeId c : order) {
            const Value t = ab(c, alpha, beta);
            if (isMax) v = std::max(v, t), alpha = std::max(alpha, v);
            else v = std::min(v, t), beta = std::min(beta, v);
            if (alpha >= beta) break;
        }
        return v;
    };
    ab(Tree::root(), -kInfinity, kInfinity);
    return leaves;
}

}  // namespace

TEST(IterativeDeepening, EachIterationFindsTheValueOfItsDepthAndOrdersThePreviousBestMoveFirst) {
    for (const char* position : {".../.../...", "X../.O./...", "XO./.X./..O"}) {
        TicTacToeOptions options;
        options.position = position;
        const DeepeningRun run = deepenTicTacToe(Language::English, options);
        SCOPED_TRACE(position);
        const auto empty = static_cast<std::uint32_t>(std::count(options.position.begin(), options.position.end(), '.'));
        ASSERT_FALSE(run.iterations.empty());
        EXPECT_LE(run.iterations.back().depth, empty);
        std::size_t total = 0;
        for (std::size_t i = 0; i < run.iterations.size(); ++i) {
            const DeepeningIteration& it = run.iterations[i];
            EXPECT_EQ(it.depth, i + 1);
            EXPECT_EQ(it.value, minimaxAt(options, it.depth)) << "depth " << it.depth;
            EXPECT_EQ(it.leaves, alphaBetaLeavesWithFirst(options, it.depth, i == 0 ? "" : run.iterations[i - 1].bestMove))
                << "depth " << it.depth;
            EXPECT_FALSE(it.bestMove.empty());
            total += it.leaves;
        }
        EXPECT_EQ(run.totalLeaves, total);
        EXPECT_EQ(run.singleSearchLeaves, alphaBetaLeavesWithFirst(options, run.iterations.back().depth, ""));
    }
}

TEST(IterativeDeepening, StopsAtTheDepthAsked) {
    TicTacToeOptions options;
    options.depth = 3;
    const DeepeningRun run = deepenTicTacToe(Language::English, options);
    ASSERT_EQ(run.iterations.size(), 3u);
    EXPECT_EQ(run.iterations.back().value, minimaxAt(options, 3));
}

#include "games/iterative_deepening.h"

#include <algorithm>
#include <memory>

#include "model/tree_edit.h"
#include "search/trace.h"

namespace ablab::core {

namespace {

std::size_t emptySquares(const TicTacToeBoard& board) {
    return static_cast<std::size_t>(std::count(board.begin(), board.end(), '.'));
}

// The tree with the root's child labelled `move` moved to the front, when there is one.
Tree withMoveFirst(const Tree& tree, const std::string& move) {
    for (const NodeId c : tree.children(Tree::root()))
        if (tree.label(c) == move && tree.childIndex(c) > 0)
            return withChildMoved(tree, c, -static_cast<int>(tree.childIndex(c)));
    return tree;
}

}  // namespace

DeepeningRun deepenTicTacToe(Language language, const TicTacToeOptions& options) {
    const auto lastDepth = static_cast<std::uint32_t>(
        std::min<std::size_t>(options.depth.value_or(9), emptySquares(parseTicTacToePosition(language, options.position))));
    DeepeningRun run;
    std::string bestMove;
    for (std::uint32_t depth = 1; depth <= lastDepth; ++depth) {
        TicTacToeOptions at = options;
        at.depth = depth;
        const auto tree = std::make_shared<const Tree>(withMoveFirst(makeTicTacToeTree(language, at), bestMove));
        const Trace trace = Trace::record(tree, SearchOptions{});
        DeepeningIteration iteration;
        iteration.depth = depth;
        iteration.value = trace.rootValue();
        iteration.leaves = trace.stats().leavesEvaluated;
        if (trace.bestMove() >= 0)
            bestMove = tree->label(tree->children(Tree::root())[static_cast<std::size_t>(trace.bestMove())]);
        iteration.bestMove = bestMove;
        run.totalLeaves += iteration.leaves;
        run.iterations.push_back(iteration);
    }
    TicTacToeOptions deepest = options;
    deepest.depth = lastDepth;
    run.singleSearchLeaves = Trace::record(std::make_shared<const Tree>(makeTicTacToeTree(language, deepest)), SearchOptions{})
                                 .stats()
                                 .leavesEvaluated;
    return run;
}

}  // namespace ablab::core

#include "games/iterative_deepening.h"

#include <algorithm>
#include <memory>

#include "model/tree_edit.h"
#include "search/search.h"

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

// One α-β search of a tic-tac-toe tree as its events go by: the root's value, the leaves it
// evaluated and the root child it chose (the leftmost among the best, as search/trace.h's
// bestMove). Counted, not recorded: no trace of millions of events is kept for three numbers.
struct Searched {
    Value value = 0;
    std::size_t leaves = 0;
    int bestMove = -1;
};
Searched searchAlphaBeta(const std::shared_ptr<const Tree>& tree) {
    Searched searched;
    for (EventStream events = search(tree, SearchOptions{}); events.next();) {
        const Event& e = events.value();
        if (e.type == EventType::Leaf) ++searched.leaves;
        const bool rootUpdate =
            e.type == EventType::AlphaUpdate || e.type == EventType::BetaUpdate || e.type == EventType::ValueUpdate;
        if (rootUpdate && e.node == Tree::root() && e.child != kNoNode)
            searched.bestMove = static_cast<int>(tree->childIndex(e.child));
        searched.value = e.value;  // the last event is the root's return
    }
    if (searched.bestMove < 0 && !tree->isLeaf(Tree::root())) searched.bestMove = 0;
    return searched;
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
        const Searched searched = searchAlphaBeta(tree);
        DeepeningIteration iteration;
        iteration.depth = depth;
        iteration.value = searched.value;
        iteration.leaves = searched.leaves;
        if (searched.bestMove >= 0)
            bestMove = tree->label(tree->children(Tree::root())[static_cast<std::size_t>(searched.bestMove)]);
        iteration.bestMove = bestMove;
        run.totalLeaves += iteration.leaves;
        run.iterations.push_back(iteration);
    }
    TicTacToeOptions deepest = options;
    deepest.depth = lastDepth;
    run.singleSearchLeaves = searchAlphaBeta(std::make_shared<const Tree>(makeTicTacToeTree(language, deepest))).leaves;
    return run;
}

}  // namespace ablab::core

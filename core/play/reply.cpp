#include "play/reply.h"

#include "model/tree_edit.h"
#include "picture/scene.h"

namespace ablab::core {

namespace detail {

namespace {

std::vector<std::string> chosenMoves(const Trace& trace) {
    std::vector<std::string> moves;
    const std::vector<NodeId> path = chosenPath(trace, true);
    for (std::size_t i = 1; i < path.size(); ++i) moves.emplace_back(moveNameInLabel(trace.tree().label(path[i])));
    return moves;
}

// The tree with the root's child that plays `move` moved to the front, when there is one.
Tree withReplyFirst(const Tree& tree, const std::string& move) {
    for (const NodeId c : tree.children(Tree::root()))
        if (moveNameInLabel(tree.label(c)) == move && tree.childIndex(c) > 0)
            return withChildMoved(tree, c, -static_cast<int>(tree.childIndex(c)));
    return tree;
}

}  // namespace

SearchedTree searchGameTrees(const std::function<Tree(std::optional<std::uint32_t>)>& makeTree, const ReplyOptions& options) {
    SearchOptions search;
    search.algorithm = options.iterativeDeepening ? Algorithm::AlphaBeta : options.algorithm;
    search.order = options.order;
    search.transpositions = options.transpositions;
    SearchedTree searched;
    if (!options.iterativeDeepening) {
        searched.run = makeRun(std::make_shared<const Tree>(makeTree(options.depth)), search);
        searched.pv = chosenMoves(*searched.run->trace);
        return searched;
    }
    std::string best;
    std::size_t previousSize = 0;
    for (std::uint32_t depth = 1;; ++depth) {
        const Tree tree = makeTree(depth);
        // No node past the last horizon: every game ended within it, and it was searched to the end.
        if (tree.size() == previousSize) break;
        previousSize = tree.size();
        searched.run = makeRun(std::make_shared<const Tree>(withReplyFirst(tree, best)), search);
        const Trace& trace = *searched.run->trace;
        searched.pv = chosenMoves(trace);
        best = searched.pv.at(0);
        searched.iterations.push_back(
            {depth, trace.rootValue(), best, trace.stats().leavesEvaluated, trace.stats().nodesVisited, searched.run});
        if (options.depth && depth >= *options.depth) break;
    }
    return searched;
}

}  // namespace detail

}  // namespace ablab::core

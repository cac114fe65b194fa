#include "play/reply.h"

#include "model/tree_edit.h"
#include "picture/scene.h"

namespace ablab::core {

namespace detail {

namespace {

std::vector<std::string> chosenMoves(const Trace& trace) {
    std::vector<std::string> moves;
    const std::vector<NodeId> path = chosenPath(trace);
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
    SearchedTree searched;
    if (!options.iterativeDeepening) {
        searched.run = makeRun(std::make_shared<const Tree>(makeTree(options.depth)), search);
        searched.pv = chosenMoves(*searched.run->trace);
        return searched;
    }
    std::string best;
    for (std::uint32_t depth = 1;; ++depth) {
        const Tree tree = makeTree(depth);
        searched.run = makeRun(std::make_shared<const Tree>(withReplyFirst(tree, best)), search);
        const Trace& trace = *searched.run->trace;
        searched.pv = chosenMoves(trace);
        best = searched.pv.at(0);
        searched.iterations.push_back({depth, trace.rootValue(), best, trace.stats().leavesEvaluated});
        // The last depth asked for, or a tree that ends before its horizon: every game searched to its end.
        if ((options.depth && depth >= *options.depth) || tree.height() < depth) break;
    }
    return searched;
}

}  // namespace detail

}  // namespace ablab::core

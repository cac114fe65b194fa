#include "picture/scene.h"

#include "model/chance.h"

#include <algorithm>

#include "search/explain.h"
#include "search/search.h"
#include "text/translate.h"

namespace ablab::core {

std::vector<NodeId> chosenPath(const Trace& trace) {
    // The best child of a node is the one whose update last improved its value; walk those
    // from the root. Updates at a node name the child that caused them.
    const Tree& tree = trace.tree();
    std::vector<NodeId> best(tree.size(), kNoNode);
    for (const Event& e : trace.events()) {
        if ((e.type == EventType::AlphaUpdate || e.type == EventType::BetaUpdate || e.type == EventType::ValueUpdate) &&
            e.child != kNoNode)
            best[e.node] = e.child;
    }
    std::vector<NodeId> path{Tree::root()};
    // The line stops at a chance node: the dice choose what follows, no player does.
    for (NodeId at = Tree::root(); !tree.isLeaf(at) && !tree.isChance(at);) {
        at = best[at] != kNoNode ? best[at] : tree.children(at)[0];
        path.push_back(at);
    }
    return path;
}

BoardGrid boardGrid(std::string_view board) {
    // Every row as long as the first, with one '/' between rows and none inside them.
    const std::size_t cols = std::min(board.find('/'), board.size());
    if (cols == 0 || cols > kMaxBoardSide || (board.size() + 1) % (cols + 1) != 0) return {};
    const std::size_t rows = (board.size() + 1) / (cols + 1);
    if (rows > kMaxBoardSide) return {};
    for (std::size_t i = 0; i < board.size(); ++i)
        if ((board[i] == '/') != ((i + 1) % (cols + 1) == 0)) return {};
    return {static_cast<int>(rows), static_cast<int>(cols)};
}

Scene buildScene(const Trace& trace, const TreeLayout& layout, std::size_t step, const SceneOptions& options,
                 const std::optional<SceneRegion>& region) {
    const Tree& tree = trace.tree();
    Scene scene;
    scene.width = layout.width;
    scene.height = layout.height;
    scene.openLines = options.openLines;
    step = std::min(step, trace.stepCount());
    const bool pruning = usesWindow(trace.options().algorithm);
    const bool atEnd = step == trace.stepCount() && step > 0;

    // The call stack: the current node and its ancestors.
    const NodeId current = step > 0 ? trace.currentNode(step) : kNoNode;
    std::vector<std::uint8_t> onPath(tree.size(), 0);
    if (current != kNoNode)
        for (NodeId at = current; at != kNoNode; at = tree.parent(at)) onPath[at] = 1;
    std::vector<std::uint8_t> chosen(tree.size(), 0);
    if (atEnd)
        for (NodeId n : chosenPath(trace)) chosen[n] = 1;

    const Event* event = step > 0 ? &trace.events()[step - 1] : nullptr;
    if (event && event->type == EventType::Cutoff) {
        SceneCutoff cut;
        cut.node = event->node;
        cut.cause = event->cause;
        cut.kind = event->cutoff;
        cut.deep = event->deep;
        cut.title = cutoffName(*event);
        scene.cutoff = cut;
    }
    if (options.caption) scene.caption = explainStep(trace, step);
    scene.stepText = translate("step {step} of {count}", {{"step", std::to_string(step)}, {"count", std::to_string(trace.stepCount())}});

    auto inside = [&](NodeId n) {
        if (!region) return true;
        return layout.x[n] >= region->left && layout.x[n] <= region->right && layout.y[n] >= region->top &&
               layout.y[n] <= region->bottom;
    };

    // The edge from n's parent to n, styled by what happened to n.
    auto edgeInto = [&](NodeId n) {
        SceneEdge edge;
        edge.parent = tree.parent(n);
        edge.child = n;
        if (options.labels) edge.label = tree.edgeLabel(n);
        // An outcome of a chance node is labelled with its probability, as AIMA's figures do.
        if (options.labels && edge.label.empty() && tree.isChance(edge.parent))
            edge.label = formatValue(chanceWeights(tree, edge.parent)[tree.childIndex(n)]);
        const NodeState state = trace.stateAt(n, step);
        if (state.status == NodeStatus::Pruned) {
            edge.style = EdgeStyle::Pruned;
            edge.cut = trace.prunedBy(edge.parent) >= step;  // the edge the cutoff cut, not those below it
        } else if (state.status == NodeStatus::Skipped) {
            edge.style = EdgeStyle::Skipped;
        } else if (chosen[n] && chosen[edge.parent]) {
            edge.style = EdgeStyle::Chosen;
        } else if (onPath[n]) {
            edge.style = EdgeStyle::Path;
        }
        if (options.windowOnEdges && pruning && state.status != NodeStatus::Unvisited &&
            state.status != NodeStatus::Pruned && state.status != NodeStatus::Skipped) {
            const Event& enter = trace.events()[trace.enteredAt(n)];
            edge.window = "(" + formatValue(enter.alpha) + ", " + formatValue(enter.beta) + ")";
        }
        return edge;
    };

    // Preorder, skipping whole subtrees: those entirely beside or below the region (their
    // extent says so without visiting them), and those drawn as one summary mark.
    const bool summarizing = options.summarizeBelow > 0 && !layout.subtreeLeft.empty();
    for (NodeId n = 0; n < tree.size();) {
        if (region && !layout.subtreeLeft.empty() &&
            (layout.subtreeRight[n] < region->left || layout.subtreeLeft[n] > region->right || layout.y[n] > region->bottom)) {
            // Still keep the edge into it from a parent in view.
            if (n != Tree::root() && inside(tree.parent(n))) scene.edges.push_back(edgeInto(n));
            n = tree.subtreeEnd(n);
            continue;
        }
        const bool collapsed = n < options.collapsed.size() && options.collapsed[n] != 0 && !tree.isLeaf(n);
        // A subtree of two leaves or more is at least one sibling distance wide, so a width of 0
        // is a one-child chain down to a single leaf: drawn node by node at any size, as it
        // costs no more than its depth and its one leaf is as readable as its neighbours.
        const float span = summarizing ? layout.subtreeRight[n] - layout.subtreeLeft[n] : 0.0f;
        const bool summary = collapsed || (summarizing && !tree.isLeaf(n) && n != Tree::root() && span > 0 &&
                                           span < options.summarizeBelow);
        const NodeId next = summary ? tree.subtreeEnd(n) : n + 1;
        const bool visible = inside(n);
        // An edge is kept when either end is visible, so lines into the view are not lost.
        if (n != Tree::root() && (visible || inside(tree.parent(n)))) scene.edges.push_back(edgeInto(n));
        if (!visible) {
            n = next;
            continue;
        }

        // --negamax shows every value from the side to move.
        const NodeState state = shownState(trace, n, step);
        SceneNode node;
        node.id = n;
        node.x = layout.x[n];
        node.y = layout.y[n];
        const bool isMax = tree.player(n) == Player::Max;
        node.shape = tree.isLeaf(n)     ? NodeShape::Leaf
                     // A chance node is a circle, as AIMA draws it, unless MIN is the circle.
                     : tree.isChance(n) ? (options.squareCircleShapes ? NodeShape::ChanceDiamond : NodeShape::MinCircle)
                     : options.squareCircleShapes ? (isMax ? NodeShape::MaxSquare : NodeShape::MinCircle)
                                                  : (isMax ? NodeShape::MaxTriangle : NodeShape::MinTriangle);
        node.status = state.status;
        node.current = n == current;
        node.onPath = onPath[n] != 0 && state.status == NodeStatus::OnPath;
        node.chosen = chosen[n] != 0;
        if (options.labels) node.label = tree.label(n);
        node.board = tree.board(n);
        if (options.values) {
            if (tree.isLeaf(n)) {
                // A leaf's value is part of the problem; students see it from the start, from the
                // side to move where every value is (--negamax, Horowitz–Sahni's V(X)).
                node.value = formatValue(shownLeafValue(trace, n));
            } else if (state.status == NodeStatus::Done || (state.status == NodeStatus::OnPath && state.hasValue)) {
                const bool finished = state.status == NodeStatus::Done;
                std::string prefix;
                const bool bounded = finished && showsBounds(trace.options());  // 朱福喜 and Linh set it to the bound
                if (bounded && state.bound == Bound::Upper) prefix = "≤ ";
                if (bounded && state.bound == Bound::Lower) prefix = "≥ ";
                node.value = prefix + formatValue(state.value);
            }
        }
        if (options.alphaBeta && pruning && node.onPath) {
            node.alpha = formatValue(state.alpha);
            node.beta = formatValue(state.beta);
        }
        if (summary) {
            // One mark for the subtree: how many of its leaves are evaluated and pruned so far.
            node.summary = true;
            node.collapsed = collapsed;
            node.spanLeft = layout.subtreeLeft[n];
            node.spanRight = layout.subtreeRight[n];
            node.spanBottom = layout.y[n];
            for (NodeId d = n; d < next; ++d) {
                if (!tree.isLeaf(d)) continue;
                node.spanBottom = std::max(node.spanBottom, layout.y[d]);
                ++node.leaves;
                if (trace.prunedBy(d) < step || trace.skippedBy(d) < step) ++node.leavesPruned;
                else if (trace.finishedAt(d) < step) ++node.leavesEvaluated;
            }
        }
        scene.nodes.push_back(std::move(node));
        n = next;
    }
    return scene;
}

}  // namespace ablab::core

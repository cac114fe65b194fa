#include "picture/scene.h"

#include "model/chance.h"

#include <algorithm>

#include "search/explain.h"
#include "search/search.h"
#include "text/minus_sign.h"
#include "text/translate.h"

namespace ablab::core {

std::vector<NodeId> chosenPath(const Trace& trace, bool throughTable) {
    // The best child of a node is the one whose update last improved its value; walk those
    // from the root. Updates at a node name the child that caused them; a table hit names the
    // node that filed the position.
    const Tree& tree = trace.tree();
    std::vector<NodeId> best(tree.size(), kNoNode), filedBy(tree.size(), kNoNode);
    for (const Event& e : trace.events()) {
        if ((e.type == EventType::AlphaUpdate || e.type == EventType::BetaUpdate || e.type == EventType::ValueUpdate) &&
            e.child != kNoNode)
            best[e.node] = e.child;
        if (e.type == EventType::TableHit && e.child != kNoNode) filedBy[e.node] = e.child;
    }
    std::vector<NodeId> path{Tree::root()};
    // The line stops at a chance node: the dice choose what follows, no player does.
    for (NodeId at = Tree::root(); !tree.isLeaf(at) && !tree.isChance(at) && path.size() <= tree.height();) {
        if (best[at] == kNoNode && filedBy[at] != kNoNode) {
            if (!throughTable) break;
            at = filedBy[at];  // the same position: its line, from its own best child
            continue;
        }
        at = best[at] != kNoNode ? best[at] : tree.children(at)[0];
        path.push_back(at);
    }
    return path;
}

namespace {

// Nim's "3,4,5": single digits separated by commas, a row each, as wide as the largest heap.
BoardGrid heapRows(std::string_view board) {
    if (board.size() % 2 == 0) return {};
    int rows = 0, widest = 1;
    for (std::size_t i = 0; i < board.size(); ++i) {
        if (i % 2 == 1 ? board[i] != ',' : (board[i] < '0' || board[i] > '9')) return {};
        if (i % 2 == 0) ++rows, widest = std::max(widest, board[i] - '0');
    }
    if (rows > kMaxBoardSide) return {};
    return {rows, widest, true};
}

}  // namespace

BoardGrid boardGrid(std::string_view board) {
    if (!board.empty() && board[0] >= '0' && board[0] <= '9') return heapRows(board);
    // Every row as long as the first, with one '/' between rows and none inside them.
    const std::size_t cols = std::min(board.find('/'), board.size());
    if (cols == 0 || cols > kMaxBoardSide || (board.size() + 1) % (cols + 1) != 0) return {};
    const std::size_t rows = (board.size() + 1) / (cols + 1);
    if (rows > kMaxBoardSide) return {};
    for (std::size_t i = 0; i < board.size(); ++i)
        if ((board[i] == '/') != ((i + 1) % (cols + 1) == 0)) return {};
    return {static_cast<int>(rows), static_cast<int>(cols)};
}

namespace {

// What every phase of buildScene reads: the run, the step, the choices, and the lines through
// the tree that step shows.
struct SceneInputs {
    const Wording& wording;
    const Trace& trace;
    const Tree& tree;
    const TreeLayout& layout;
    std::size_t step;
    const SceneOptions& options;
    const std::optional<SceneRegion>& region;
    bool pruning;                      // the algorithm has an α-β window to show
    NodeId current;                    // where the last event happened; kNoNode at step 0
    std::vector<std::uint8_t> onPath;  // the call stack: the current node and its ancestors
    std::vector<std::uint8_t> chosen;  // the principal variation, at the end only
    std::string sentence;              // the step explained (ASCII minus), when names or a caption are drawn

    bool inside(NodeId n) const {
        if (!region) return true;
        return layout.x[n] >= region->left && layout.x[n] <= region->right && layout.y[n] >= region->top &&
               layout.y[n] <= region->bottom;
    }
    // Beside or below the region, which its extent says without visiting it.
    bool subtreeOutside(NodeId n) const {
        return region && !layout.subtreeLeft.empty() &&
               (layout.subtreeRight[n] < region->left || layout.subtreeLeft[n] > region->right || layout.y[n] > region->bottom);
    }
};

// [paths] The call stack at `step` and, at the end, the chosen line.
SceneInputs readInputs(const Wording& wording, const Trace& trace, const TreeLayout& layout, std::size_t step,
                       const SceneOptions& options, const std::optional<SceneRegion>& region) {
    const Tree& tree = trace.tree();
    step = std::min(step, trace.stepCount());
    SceneInputs in{wording,
                   trace,
                   tree,
                   layout,
                   step,
                   options,
                   region,
                   usesWindow(trace.options().algorithm),
                   step > 0 ? trace.currentNode(step) : kNoNode,
                   std::vector<std::uint8_t>(tree.size(), 0),
                   std::vector<std::uint8_t>(tree.size(), 0),
                   options.labels || options.caption ? explainStep(wording, trace, step) : std::string{}};
    if (in.current != kNoNode)
        for (NodeId at = in.current; at != kNoNode; at = tree.parent(at)) in.onPath[at] = 1;
    const bool atEnd = step == trace.stepCount() && step > 0;
    if (atEnd)
        for (NodeId n : chosenPath(trace)) in.chosen[n] = 1;
    return in;
}

// [words] The cutoff the step shows, the caption explaining the step and the step counter.
void describeStep(const SceneInputs& in, Scene& scene) {
    const Event* event = in.step > 0 ? &in.trace.events()[in.step - 1] : nullptr;
    if (event && event->type == EventType::Cutoff) {
        SceneCutoff cut;
        cut.node = event->node;
        cut.cause = event->cause;
        cut.kind = event->cutoff;
        cut.deep = event->deep;
        cut.title = cutoffName(in.wording, *event);
        scene.cutoff = cut;
    }
    // A caption is typeset: its negative numbers take the minus sign its infinities have.
    if (in.options.caption) scene.caption = withMinusSigns(in.sentence);
    scene.stepText = translate(in.wording.language, "step {step} of {count}",
                               {{"step", std::to_string(in.step)}, {"count", std::to_string(in.trace.stepCount())}});
}

// [words] Whether `sentence` names `label` as a word of its own: not inside a longer name or
// number ("P4" is not cited by "P41", nor "1" by "-1"). A byte of a multi-byte character is a
// boundary, so "节点7处" cites 7.
bool cites(std::string_view sentence, std::string_view label) {
    const auto partOfName = [](char c) {
        return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_' || c == '-' || c == '.';
    };
    for (std::size_t at = sentence.find(label); at != std::string_view::npos; at = sentence.find(label, at + 1)) {
        const std::size_t end = at + label.size();
        if ((at == 0 || !partOfName(sentence[at - 1])) && (end == sentence.size() || !partOfName(sentence[end]))) return true;
    }
    return false;
}

// [edges] The edge from n's parent to n, styled by what happened to n.
SceneEdge edgeInto(const SceneInputs& in, NodeId n) {
    const Tree& tree = in.tree;
    SceneEdge edge;
    edge.parent = tree.parent(n);
    edge.child = n;
    if (in.options.labels) edge.label = tree.edgeLabel(n);
    // An outcome of a chance node is labelled with its probability, as AIMA's figures do.
    if (in.options.labels && edge.label.empty() && tree.isChance(edge.parent))
        edge.label = formatValue(chanceWeights(tree, edge.parent)[tree.childIndex(n)]);
    const NodeState state = in.trace.stateAt(n, in.step);
    if (state.status == NodeStatus::Pruned) {
        edge.style = EdgeStyle::Pruned;
        edge.cut = in.trace.prunedBy(edge.parent) >= in.step;  // the edge the cutoff cut, not those below it
    } else if (state.status == NodeStatus::Skipped) {
        edge.style = EdgeStyle::Skipped;
    } else if (in.chosen[n] && in.chosen[edge.parent]) {
        edge.style = EdgeStyle::Chosen;
    } else if (in.onPath[n]) {
        edge.style = EdgeStyle::Path;
    }
    if (in.options.windowOnEdges && in.pruning && state.status != NodeStatus::Unvisited && state.status != NodeStatus::Pruned &&
        state.status != NodeStatus::Skipped) {
        const Event& enter = in.trace.events()[in.trace.enteredAt(n)];
        edge.window = "(" + drawnValue(enter.alpha) + ", " + drawnValue(enter.beta) + ")";
    }
    return edge;
}

// [nodes] The shape a node is drawn as: AIMA's triangles, or the squares and circles of the
// books that draw MAX square.
NodeShape shapeOf(const SceneInputs& in, NodeId n) {
    const Tree& tree = in.tree;
    const bool isMax = tree.player(n) == Player::Max;
    return tree.isLeaf(n) ? NodeShape::Leaf
           // A chance node is a circle, as AIMA draws it, unless MIN is the circle.
           : tree.isChance(n)              ? (in.options.squareCircleShapes ? NodeShape::ChanceDiamond : NodeShape::MinCircle)
           : in.options.squareCircleShapes ? (isMax ? NodeShape::MaxSquare : NodeShape::MinCircle)
                                           : (isMax ? NodeShape::MaxTriangle : NodeShape::MinTriangle);
}

// The value written in a node at this step, "" while it has none.
std::string valueText(const SceneInputs& in, NodeId n, const NodeState& state) {
    if (in.tree.isLeaf(n)) {
        // A leaf's value is part of the problem; students see it from the start, from the
        // side to move where every value is (--negamax, Horowitz–Sahni's V(X)).
        return drawnValue(shownLeafValue(in.wording.notation, in.trace, n));
    }
    if (state.status == NodeStatus::Done || (state.status == NodeStatus::OnPath && state.hasValue)) {
        const bool finished = state.status == NodeStatus::Done;
        std::string prefix;
        const bool bounded =
            finished && showsBounds(in.wording.notation, in.trace.options());  // 朱福喜 and Linh set it to the bound
        if (bounded && state.bound == Bound::Upper) prefix = "≤ ";
        if (bounded && state.bound == Bound::Lower) prefix = "≥ ";
        return prefix + drawnValue(state.value);
    }
    return {};
}

SceneNode nodeAt(const SceneInputs& in, NodeId n) {
    // --negamax shows every value from the side to move.
    const NodeState state = shownState(in.wording.notation, in.trace, n, in.step);
    SceneNode node;
    node.id = n;
    node.x = in.layout.x[n];
    node.y = in.layout.y[n];
    node.shape = shapeOf(in, n);
    node.status = state.status;
    node.current = n == in.current;
    node.onPath = in.onPath[n] != 0 && state.status == NodeStatus::OnPath;
    node.chosen = in.chosen[n] != 0;
    if (in.options.labels) node.label = in.tree.label(n);
    node.cited = !node.label.empty() && cites(in.sentence, node.label);
    node.board = in.tree.board(n);
    if (in.options.values) node.value = valueText(in, n, state);
    if (in.options.alphaBeta && in.pruning && node.onPath) {
        node.alpha = drawnValue(state.alpha);
        node.beta = drawnValue(state.beta);
    }
    return node;
}

// [summaries] One mark for the subtree n .. end: how many of its leaves are evaluated and
// pruned so far.
void summarize(const SceneInputs& in, NodeId n, NodeId end, bool collapsed, SceneNode& node) {
    node.summary = true;
    node.collapsed = collapsed;
    node.spanLeft = in.layout.subtreeLeft[n];
    node.spanRight = in.layout.subtreeRight[n];
    node.spanBottom = in.layout.y[n];
    for (NodeId d = n; d < end; ++d) {
        if (!in.tree.isLeaf(d)) continue;
        node.spanBottom = std::max(node.spanBottom, in.layout.y[d]);
        ++node.leaves;
        if (in.trace.prunedBy(d) < in.step || in.trace.skippedBy(d) < in.step) ++node.leavesPruned;
        else if (in.trace.finishedAt(d) < in.step) ++node.leavesEvaluated;
    }
}

// [focus] The folded view: the nodes it shows at its own layout's places, each glyph saying
// what its subtree holds: a pruned one how many nodes the cut spared, the others their root's
// value (drawn in the node itself) or, not reached yet, nothing but their outline.
void addFocusView(const SceneInputs& in, const FocusView& focus, Scene& scene) {
    scene.width = focus.layout.width;
    scene.height = focus.layout.height;
    for (std::size_t i = 0; i < focus.nodes.size(); ++i) {
        const NodeId n = focus.nodes[i];
        if (i > 0) scene.edges.push_back(edgeInto(in, n));
        SceneNode node = nodeAt(in, n);
        node.x = focus.layout.x[i];
        node.y = focus.layout.y[i];
        node.folded = focus.folded[i] != 0;
        if (node.folded && node.status == NodeStatus::Pruned)
            node.foldedWords =
                translate(in.wording.language, "{count} pruned", {{"count", std::to_string(in.tree.subtreeEnd(n) - n)}});
        // A position the table answered: its subtree was never searched, and its value came
        // from the same position searched before.
        if (const std::uint32_t done = in.trace.finishedAt(n);
            node.folded && done < in.step && in.trace.events()[done].type == EventType::TableHit)
            node.foldedWords = translate(in.wording.language, "from the table");
        scene.nodes.push_back(std::move(node));
    }
}

}  // namespace

Scene buildScene(const Wording& wording, const Trace& trace, const TreeLayout& layout, std::size_t step,
                 const SceneOptions& options, const std::optional<SceneRegion>& region) {
    const SceneInputs in = readInputs(wording, trace, layout, step, options, region);
    const Tree& tree = in.tree;
    Scene scene;
    scene.width = layout.width;
    scene.height = layout.height;
    scene.openLines = options.openLines;
    describeStep(in, scene);
    if (options.focus && !options.focus->whole) {
        addFocusView(in, *options.focus, scene);
        return scene;
    }

    // Preorder, skipping whole subtrees: those entirely beside or below the region, and those
    // drawn as one summary mark.
    const bool summarizing = options.summarizeBelow > 0 && !layout.subtreeLeft.empty();
    for (NodeId n = 0; n < tree.size();) {
        if (in.subtreeOutside(n)) {
            // Still keep the edge into it from a parent in view.
            if (n != Tree::root() && in.inside(tree.parent(n))) scene.edges.push_back(edgeInto(in, n));
            n = tree.subtreeEnd(n);
            continue;
        }
        const bool collapsed = n < options.collapsed.size() && options.collapsed[n] != 0 && !tree.isLeaf(n);
        // A subtree of two leaves or more is at least one sibling distance wide, so a width of 0
        // is a one-child chain down to a single leaf: drawn node by node at any size, as it
        // costs no more than its depth and its one leaf is as readable as its neighbours.
        const float span = summarizing ? layout.subtreeRight[n] - layout.subtreeLeft[n] : 0.0f;
        const bool summary =
            collapsed || (summarizing && !tree.isLeaf(n) && n != Tree::root() && span > 0 && span < options.summarizeBelow);
        const NodeId next = summary ? tree.subtreeEnd(n) : n + 1;
        const bool visible = in.inside(n);
        // An edge is kept when either end is visible, so lines into the view are not lost.
        if (n != Tree::root() && (visible || in.inside(tree.parent(n)))) scene.edges.push_back(edgeInto(in, n));
        if (visible) {
            SceneNode node = nodeAt(in, n);
            if (summary) summarize(in, n, next, collapsed, node);
            scene.nodes.push_back(std::move(node));
        }
        n = next;
    }
    return scene;
}

std::string drawnValue(Value v) { return withMinusSigns(formatValue(v)); }

}  // namespace ablab::core

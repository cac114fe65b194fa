#include "picture/focus_view.h"

#include <algorithm>

#include "picture/picture_style.h"
#include "picture/scene.h"

namespace ablab::core {

namespace {

// At most this many folded subtrees are tried for opening at a step: each try lays out a tree
// of a few dozen nodes, and the view is full long before.
constexpr int kMaxOpeningTries = 48;

// The nodes whose children are shown: the ancestors of every node the step is about, and those
// nodes themselves. Ascending, so that a node's parent comes before it.
std::vector<NodeId> initialOpen(const Trace& trace, const FocusRequest& request) {
    const Tree& tree = trace.tree();
    const std::size_t step = std::min(request.step, trace.stepCount());
    // At the end the current node is the root; the line the search chose opens in chooseFocus,
    // as deep as it fits.
    std::vector<NodeId> about{trace.currentNode(step)};
    about.insert(about.end(), request.opened.begin(), request.opened.end());
    std::vector<NodeId> open;
    for (const NodeId n : about) {
        if (n >= tree.size()) continue;
        for (NodeId at = n; at != kNoNode; at = tree.parent(at))
            if (!tree.isLeaf(at)) open.push_back(at);
    }
    std::sort(open.begin(), open.end());
    open.erase(std::unique(open.begin(), open.end()), open.end());
    if (open.empty() && !tree.isLeaf(Tree::root())) open.push_back(Tree::root());
    return open;
}

// The tidy layout of the folded tree: the shown nodes, and below each glyph one more level of
// room (a stand-in child, left out of the result) where its mark is drawn, so that a
// neighbour's subtree does not run under it.
TreeLayout layoutFolded(const Tree& tree, const std::vector<NodeId>& nodes, const std::vector<std::uint8_t>& folded) {
    TreeBuilder builder;
    builder.reserve(nodes.size() * 2);
    std::vector<NodeId> built(nodes.size(), kNoNode);
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        NodeId parent = kNoNode;
        if (i > 0) {
            const auto p = std::lower_bound(nodes.begin(), nodes.begin() + static_cast<std::ptrdiff_t>(i), tree.parent(nodes[i]));
            parent = built[static_cast<std::size_t>(p - nodes.begin())];
        }
        built[i] = builder.addNode(parent);
        // One stand-in child: a level of room below the glyph for its mark. Glyphs side by side
        // stand a sibling distance apart like any two nodes (two stand-ins made each two wide,
        // and seven connect-four moves would not fit 1280 pixels).
        if (folded[i]) builder.addNode(built[i]);
    }
    const Tree shape = std::move(builder).build();
    const TreeLayout all = layoutTree(shape);
    TreeLayout layout;
    layout.x.resize(nodes.size());
    layout.y.resize(nodes.size());
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        layout.x[i] = all.x[built[i]];
        layout.y[i] = all.y[built[i]];
        layout.width = std::max(layout.width, layout.x[i]);
    }
    layout.height = all.height;
    layout.subtreeLeft = layout.x;
    layout.subtreeRight = layout.x;
    return layout;
}

// The view with the children of `open` shown, and every shown inner node that is not open folded.
FocusView foldedView(const Tree& tree, const std::vector<NodeId>& open) {
    FocusView view;
    view.whole = false;
    view.nodes.push_back(Tree::root());
    for (const NodeId n : open)
        for (const NodeId c : tree.children(n)) view.nodes.push_back(c);
    std::sort(view.nodes.begin(), view.nodes.end());
    view.folded.resize(view.nodes.size());
    for (std::size_t i = 0; i < view.nodes.size(); ++i) {
        const NodeId n = view.nodes[i];
        view.folded[i] = !tree.isLeaf(n) && !std::binary_search(open.begin(), open.end(), n);
    }
    view.layout = layoutFolded(tree, view.nodes, view.folded);
    return view;
}

// Which folded subtree to open first: the one something happened in last (finished or cut off
// before this step), as the values that set the current window came from there; those not
// reached yet after them, the smaller first, and of two alike the one searched sooner (the left).
struct Candidate {
    NodeId node;
    std::int64_t lastEvent;  // -1: not reached yet
    std::size_t size;
    bool operator<(const Candidate& other) const {  // lower priority
        if (lastEvent != other.lastEvent) return lastEvent < other.lastEvent;
        if (size != other.size) return size > other.size;
        return node > other.node;
    }
};

Candidate candidate(const Trace& trace, NodeId n, std::size_t step) {
    std::int64_t last = -1;
    if (const std::uint32_t f = trace.finishedAt(n); f != kNever && f < step) last = f;
    if (const std::uint32_t p = trace.prunedBy(n); p != kNever && p < step) last = std::max<std::int64_t>(last, p);
    return {n, last, trace.tree().subtreeEnd(n) - n};
}

}  // namespace

float focusColumns(float width, float height, bool boards, float textScale) {
    const float unit = PictureStyle::wordPixels(height) * std::max(textScale, 0.1f) *
                       (boards ? PictureStyle::focusBoardUnitWords : PictureStyle::focusUnitWords);
    return std::max(1.0f, width / unit - 1.9f);  // fitViewport's side margins
}

FocusView chooseFocus(const Trace& trace, const TreeLayout& whole, const FocusRequest& request) {
    const Tree& tree = trace.tree();
    if (tree.size() == 0 || whole.width <= request.columns) return {};
    std::vector<NodeId> open = initialOpen(trace, request);
    FocusView view = foldedView(tree, open);
    view.columns = request.columns;
    if (view.layout.width > request.columns) return view;  // the least there is to show: drawn smaller

    const std::size_t step = std::min(request.step, trace.stepCount());
    // The end: the line the search chose, opened from the root down while it fits, so that its
    // first moves are drawn at full size and the rest of it stays folded in the last one shown
    // (a depth-6 connect-four reply has seven moves at every level of its line).
    if (step > 0 && step == trace.stepCount()) {
        for (const NodeId n : chosenPath(trace)) {
            if (tree.isLeaf(n) || std::binary_search(open.begin(), open.end(), n)) continue;
            std::vector<NodeId> wider = open;
            wider.insert(std::upper_bound(wider.begin(), wider.end(), n), n);
            FocusView trial = foldedView(tree, wider);
            if (trial.layout.width > request.columns) break;
            open = std::move(wider);
            view = std::move(trial);
            view.columns = request.columns;
        }
    }
    std::vector<Candidate> candidates;
    for (std::size_t i = 0; i < view.nodes.size(); ++i)
        if (view.folded[i]) candidates.push_back(candidate(trace, view.nodes[i], step));
    std::sort(candidates.begin(), candidates.end());  // the best last
    for (int tries = 0; tries < kMaxOpeningTries && !candidates.empty(); ++tries) {
        const NodeId next = candidates.back().node;
        candidates.pop_back();
        std::vector<NodeId> wider = open;
        wider.insert(std::upper_bound(wider.begin(), wider.end(), next), next);
        FocusView trial = foldedView(tree, wider);
        if (trial.layout.width > request.columns) continue;  // too wide: it stays folded
        open = std::move(wider);
        view = std::move(trial);
        view.columns = request.columns;
        for (const NodeId c : tree.children(next))
            if (!tree.isLeaf(c)) candidates.push_back(candidate(trace, c, step));
        std::sort(candidates.begin(), candidates.end());
    }
    return view;
}

FocusView focusAtSize(const Trace& trace, const TreeLayout& whole, std::size_t step, float width, float height,
                      std::span<const NodeId> opened) {
    const bool boards = trace.tree().size() > 0 && !trace.tree().board(Tree::root()).empty();
    return chooseFocus(trace, whole, {step, focusColumns(width, height, boards), opened});
}

float focusWordPixels(const FocusView& view, float height, float textScale) {
    if (view.whole) return 0;
    // fitViewport keeps 1.9 sibling distances of margin beside the tree, as focusColumns counts.
    const float fits = std::min(1.0f, view.columns / std::max(view.layout.width, 1.0f));
    return PictureStyle::wordPixels(height) * std::max(textScale, 0.1f) * fits;
}

bool drawsNode(const FocusView& view, NodeId n) {
    return view.whole || std::binary_search(view.nodes.begin(), view.nodes.end(), n);
}

}  // namespace ablab::core

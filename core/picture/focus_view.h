#pragma once
// The part of a run's tree a step draws at full size, and the rest folded where it stands: a
// focus + context view (Furnas's generalized fisheye views; the SpaceTree and DOI-tree work of
// Plaisant et al. and Card & Nation, 2002).
//
// A screen 1280 pixels wide cannot hold 81 readable leaves side by side, and a textbook does not
// try: its figure draws the part of the tree the sentence is about and summarizes the rest. So
// when the whole tree does not fit at a readable size, a step shows in full the root, the path
// to the current node, the children of every node on it, and the nodes the teacher pinned open
// with theirs; at the end, where the current node is the root, the chosen line opens from the
// root down as deep as it fits; the cutoff's cause is an ancestor of the cut node,
// so it is on the path. Every other subtree is folded into its root, which stands for it as one
// glyph. Then, while the folded tree still fits, folded subtrees open one by one, the most
// recently searched first: the values that set the current window are what a class asks about.
//
// The folded tree is laid out on its own with the tidy layout, so the picture stays a tidy tree;
// each glyph keeps a level of room below it for its mark. The choice is linear in the nodes
// shown, not in the tree: on the full tic-tac-toe tree it is the same few dozen nodes.
#include <cstdint>
#include <span>
#include <vector>

#include "picture/layout.h"
#include "search/trace.h"

namespace ablab::core {

struct FocusRequest {
    std::size_t step = 0;
    // How many sibling distances fit across the canvas with the words at their readable size:
    // the whole tree is drawn when it fits in them, and folded subtrees open while the view does.
    float columns = 0;
    // Nodes the teacher opened (a click on a glyph, a pin): shown with their children, whatever
    // the step.
    std::span<const NodeId> opened;
};

struct FocusView {
    bool whole = true;  // nothing is folded: draw the tree's own layout
    // The nodes drawn, in preorder (ascending ids); every one's parent is drawn too.
    std::vector<NodeId> nodes;
    // Parallel to `nodes`: 1 where the node stands for its whole subtree (a folded glyph).
    std::vector<std::uint8_t> folded;
    // The folded tree's layout, indexed by position in `nodes` (not by NodeId).
    TreeLayout layout;
    float columns = 0;  // the request's: how many sibling distances the picture holds
};

// The sibling distances a picture of width × height pixels holds across at the words' readable
// size (picture_style.h's size rule), its margins left out: the request's columns.
float focusColumns(float width, float height, bool boards, float textScale = 1.0f);

// The view a picture of width × height pixels draws at `step`, as every exporter and the
// window choose it: the columns of its size, for boards where the tree has game positions.
FocusView focusAtSize(const Trace& trace, const TreeLayout& whole, std::size_t step, float width, float height,
                      std::span<const NodeId> opened = {});

// The size rule's least word, in pixels, for a folded view in a picture `height` rows high
// (PaintOptions::leastWordPixels): PictureStyle::wordPixels, less in proportion where even the
// least view is wider than its columns (a phone held upright), so that neighbours never touch;
// 0 for a whole view, whose words are left out where they do not fit.
float focusWordPixels(const FocusView& view, float height, float textScale = 1.0f);

// Whether the view draws node n (every node, when it is whole).
bool drawsNode(const FocusView& view, NodeId n);

// `whole` is the tree's own layout: when it fits in the request's columns nothing is folded.
FocusView chooseFocus(const Trace& trace, const TreeLayout& whole, const FocusRequest& request);

}  // namespace ablab::core

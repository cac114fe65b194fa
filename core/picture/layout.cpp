#include "picture/layout.h"

#include <algorithm>
#include <limits>
#include <span>

// Buchheim, Jünger, Leipert, "Improving Walker's Algorithm to Run in Linear Time" (GD 2002),
// in the order the paper gives it, with two changes forced by the flat tree:
//
// - No recursion. The paper's FIRSTWALK(v) places v beside its left sibling and then calls
//   APPORTION(v) as the last steps of v's own walk. Here those two steps are done by v's parent,
//   child by child from left to right, once all of its children's subtrees are finished. A
//   child's own walk reads and writes only its subtree, and placing and apportioning child i
//   only the subtrees of children 0..i, so the operations commute and the numbers come out
//   exactly as in the recursive form. Children have larger ids than their parent, so one
//   reverse id loop finishes every subtree before its parent: no stack at all.
// - Scratch fields live in a Walk beside the tree. While a subtree is being finished, prelim of
//   its root holds the midpoint of its children; the parent turns it into the real prelim.
//
// Positions are computed in double: a million-node tree is about a million units wide, where a
// float cannot tell a quarter unit apart. Only the result is rounded to float.

namespace ablab::core {

namespace {

struct Walk {
    const Tree& tree;
    LayoutOptions options;
    std::vector<double> prelim, mod, shift, change;
    std::vector<NodeId> thread, ancestor;

    Walk(const Tree& t, const LayoutOptions& o)
        : tree(t),
          options(o),
          prelim(t.size(), 0.0),
          mod(t.size(), 0.0),
          shift(t.size(), 0.0),
          change(t.size(), 0.0),
          thread(t.size(), kNoNode),
          ancestor(t.size()) {
        for (std::size_t i = 0; i < ancestor.size(); ++i) ancestor[i] = static_cast<NodeId>(i);
    }

    double distance(NodeId a, NodeId b) const {
        return tree.parent(a) == tree.parent(b) ? options.siblingSeparation : options.subtreeSeparation;
    }

    // The next node on the left (right) contour of a subtree: its first (last) child, or the
    // thread laid where the subtree is shallower than a neighbour; kNoNode below the contour.
    NodeId nextLeft(NodeId v) const {
        const auto kids = tree.children(v);
        return kids.empty() ? thread[v] : kids.front();
    }
    NodeId nextRight(NodeId v) const {
        const auto kids = tree.children(v);
        return kids.empty() ? thread[v] : kids.back();
    }

    // The sibling of v whose subtree holds vil, if the pointer left there is still current;
    // otherwise the default ancestor.
    NodeId greatestDistinctAncestor(NodeId vil, NodeId v, NodeId defaultAncestor) const {
        const NodeId a = ancestor[vil];
        return tree.parent(a) == tree.parent(v) ? a : defaultAncestor;
    }

    // Moves the subtree of wr right by `amount`, and records that the siblings between wl and
    // wr are to move by an even share of it (done by executeShifts, so this is O(1)).
    void moveSubtree(NodeId wl, NodeId wr, double amount) {
        const double subtrees = static_cast<double>(tree.childIndex(wr) - tree.childIndex(wl));
        change[wr] -= amount / subtrees;
        shift[wr] += amount;
        change[wl] += amount / subtrees;
        prelim[wr] += amount;
        mod[wr] += amount;
    }

    void executeShifts(NodeId v) {
        double totalShift = 0;
        double totalChange = 0;
        const auto kids = tree.children(v);
        for (std::size_t i = kids.size(); i-- > 0;) {
            const NodeId w = kids[i];
            prelim[w] += totalShift;
            mod[w] += totalShift;
            totalChange += change[w];
            totalShift += shift[w] + totalChange;
        }
    }

    // Pushes v's subtree right until its left contour clears the right contour of the forest
    // of its left siblings, and threads the shallower side onto the deeper one.
    // Names as in the paper: i/o inside/outside contour, r/l v's side/the left forest's side.
    NodeId apportion(NodeId v, NodeId leftSibling, NodeId defaultAncestor) {
        NodeId vir = v;
        NodeId vor = v;
        NodeId vil = leftSibling;
        NodeId vol = tree.children(tree.parent(v)).front();
        double sir = mod[vir];
        double sor = mod[vor];
        double sil = mod[vil];
        double sol = mod[vol];
        while (nextRight(vil) != kNoNode && nextLeft(vir) != kNoNode) {
            vil = nextRight(vil);
            vir = nextLeft(vir);
            vol = nextLeft(vol);
            vor = nextRight(vor);
            ancestor[vor] = v;
            const double gap = (prelim[vil] + sil) - (prelim[vir] + sir) + distance(vil, vir);
            if (gap > 0) {
                moveSubtree(greatestDistinctAncestor(vil, v, defaultAncestor), v, gap);
                sir += gap;
                sor += gap;
            }
            sil += mod[vil];
            sir += mod[vir];
            sol += mod[vol];
            sor += mod[vor];
        }
        if (nextRight(vil) != kNoNode && nextRight(vor) == kNoNode) {
            thread[vor] = nextRight(vil);
            mod[vor] += sil - sor;
        }
        if (nextLeft(vir) != kNoNode && nextLeft(vol) == kNoNode) {
            thread[vol] = nextLeft(vir);
            mod[vol] += sir - sol;
            defaultAncestor = v;
        }
        return defaultAncestor;
    }

    // Everything FIRSTWALK does below v; the subtrees of v's children are already finished.
    void firstWalk(NodeId v) {
        const auto kids = tree.children(v);
        if (kids.empty()) return;  // a leaf's midpoint is 0
        NodeId defaultAncestor = kids.front();
        // The first child keeps prelim = its midpoint and mod = 0.
        for (std::size_t i = 1; i < kids.size(); ++i) {
            const NodeId w = kids[i];
            const NodeId left = kids[i - 1];
            const double midpoint = prelim[w];
            prelim[w] = prelim[left] + distance(left, w);
            if (!tree.isLeaf(w)) mod[w] = prelim[w] - midpoint;
            defaultAncestor = apportion(w, left, defaultAncestor);
        }
        executeShifts(v);
        prelim[v] = (prelim[kids.front()] + prelim[kids.back()]) / 2;
    }

    // SECONDWALK: x = prelim + the sum of the ancestors' mods, top-down in id order. The sums
    // go into `shift` and x into `change`, which are no longer needed.
    std::span<const double> secondWalk() {
        std::span<double> modSum = shift, x = change;
        modSum[Tree::root()] = 0;
        x[Tree::root()] = prelim[Tree::root()];
        for (std::size_t n = 1; n < tree.size(); ++n) {
            const NodeId p = tree.parent(static_cast<NodeId>(n));
            modSum[n] = modSum[p] + mod[p];
            x[n] = prelim[n] + modSum[n];
        }
        return x;
    }
};

}  // namespace

TreeLayout layoutTree(const Tree& tree, const LayoutOptions& options) {
    TreeLayout layout;
    if (tree.size() == 0) return layout;

    Walk walk(tree, options);
    for (std::size_t n = tree.size(); n-- > 0;) walk.firstWalk(static_cast<NodeId>(n));
    const std::span<const double> x = walk.secondWalk();

    const double left = *std::min_element(x.begin(), x.end());
    layout.x.resize(tree.size());
    layout.y.resize(tree.size());
    for (std::size_t n = 0; n < tree.size(); ++n) {
        layout.x[n] = static_cast<float>(x[n] - left);
        layout.y[n] = static_cast<float>(tree.depth(static_cast<NodeId>(n)));
        layout.width = std::max(layout.width, layout.x[n]);
    }
    layout.height = static_cast<float>(tree.height());

    // Children have larger ids than their parents: one reverse pass widens every parent's
    // extent by its children's.
    layout.subtreeLeft = layout.x;
    layout.subtreeRight = layout.x;
    for (std::size_t n = tree.size(); n-- > 1;) {
        const NodeId p = tree.parent(static_cast<NodeId>(n));
        layout.subtreeLeft[p] = std::min(layout.subtreeLeft[p], layout.subtreeLeft[n]);
        layout.subtreeRight[p] = std::max(layout.subtreeRight[p], layout.subtreeRight[n]);
    }
    return layout;
}

}  // namespace ablab::core

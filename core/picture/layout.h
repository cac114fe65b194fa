#pragma once
// A tidy tree layout (Reingold–Tilford, in Buchheim–Jünger–Leipert's linear-time form).
//
// Coordinates are in layout units: y is the node's depth (0 for the root, 1 for its children,
// …); x is chosen so that neighbouring nodes on one level are at least `siblingSeparation`
// apart (`subtreeSeparation` between nodes whose parents differ), every parent is centred over
// its first and last child, and the leftmost node has x = 0. The front end scales units to
// pixels. Deterministic, no recursion (trees may be 200,000 deep), linear in the number of nodes.
#include <vector>

#include "model/tree.h"

namespace ablab::core {

struct LayoutOptions {
    float siblingSeparation = 1.0f;
    float subtreeSeparation = 1.25f;
};

struct TreeLayout {
    std::vector<float> x;  // indexed by NodeId
    std::vector<float> y;
    // The horizontal extent of each node's subtree: the least and greatest x in it. A view
    // skips a subtree that lies outside it, and draws one that is only a few pixels wide as a
    // single mark, without looking at its nodes.
    std::vector<float> subtreeLeft, subtreeRight;
    float width = 0;   // max x (min x is 0)
    float height = 0;  // max y (the tree's height)
};

TreeLayout layoutTree(const Tree& tree, const LayoutOptions& options = {});

}  // namespace ablab::core

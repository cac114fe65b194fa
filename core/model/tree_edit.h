#pragma once
// Edits a student makes to a tree. Each returns a new Tree (trees are immutable values, which
// makes undo a stack of trees); node ids of the result follow the new preorder. The edits that
// only reorder children (moving one, sorting) keep every node's label, automatic ones too: a
// subtree called C is still called C wherever it moves. Each throws std::invalid_argument for
// an edit that does not apply (deleting the root, moving the first child left, …), with a
// sentence fit for the status line.
#include <cstdint>
#include <optional>
#include <string>

#include "model/tree.h"

namespace ablab::core {

Tree withLeafValue(const Tree& tree, NodeId leaf, Value value);
Tree withChildAdded(const Tree& tree, NodeId parent, Value value);  // a new last child, a leaf
Tree withSubtreeDeleted(const Tree& tree, NodeId n);                // not the root, not an only child
Tree withChildMoved(const Tree& tree, NodeId n, int offset);        // -1: one place left, +1: right
Tree withPlayerOverride(const Tree& tree, NodeId n, std::optional<Player> player);
Tree withFirstPlayer(const Tree& tree, Player first);
// Every leaf gets a whole number in [low, high] from a generator seeded with `seed`.
Tree withRandomLeaves(const Tree& tree, std::uint64_t seed, int low, int high);
// Orders every node's children by their minimax value: best-first for the player to move
// (perfect ordering for α-β) or worst-first.
Tree withChildrenSorted(const Tree& tree, bool bestFirst);
// Orders every node's children by descending "score" (a move generator's estimate), the order
// --order score searches in; unscored children follow in file order.
Tree withChildrenByScore(const Tree& tree);

// Minimax value of every node (no pruning), iteratively.
std::vector<Value> minimaxValues(const Tree& tree);

// The node at the same path in another tree (kNoNode if the path does not exist there).
NodeId samePlace(const Tree& from, NodeId n, const Tree& to);
// samePlace for every node of `from` at once, in one top-down pass: entry n is the node of
// `to` at n's path, or kNoNode.
std::vector<NodeId> samePlaces(const Tree& from, const Tree& to);

}  // namespace ablab::core

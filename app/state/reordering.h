#pragma once
// Reordering a node's children, as the Node panel asks: sorting every node's children best- or
// worst-first, or moving one child past its neighbour. Labels stay on their subtrees
// (model/tree_edit.h). Practising, a reorder would give the answer away (sorted best first,
// the exercise lists the better moves first), so it is refused here, at its root, whatever
// asks for it: state.message says why and nothing changes.
#include "state/app_state.h"

namespace ablab::app {

// Returns whether the tree was reordered (an undoable edit, like any other).
bool sortChildren(AppState& state, double now, bool bestFirst);
// Moves `n` one place left (-1) or right (+1) among its siblings; it stays selected.
bool moveChild(AppState& state, double now, core::NodeId n, int offset);

}  // namespace ablab::app

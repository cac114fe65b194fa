#include "state/reordering.h"

#include <string>

#include "model/tree_edit.h"
#include "state/practice.h"

namespace ablab::app {

namespace {

bool refusedWhilePractising(AppState& state) {
    std::string held = heldBackWhilePractising(state, HeldBack::Reordering);
    if (held.empty()) return false;
    state.message = std::move(held);
    return true;
}

}  // namespace

bool sortChildren(AppState& state, double now, bool bestFirst) {
    if (refusedWhilePractising(state)) return false;
    return applyEdit(state, now, [&](const core::Tree& tree) { return core::withChildrenSorted(tree, bestFirst); });
}

bool moveChild(AppState& state, double now, core::NodeId n, int offset) {
    if (refusedWhilePractising(state)) return false;
    const core::Tree& before = *state.run->tree;
    if (n >= before.size()) return false;
    const core::NodeId parent = before.parent(n);  // a parent keeps its id: it precedes what moved
    const long index = static_cast<long>(before.childIndex(n)) + offset;
    if (!applyEdit(state, now, [&](const core::Tree& tree) { return core::withChildMoved(tree, n, offset); })) return false;
    state.selected = state.run->tree->children(parent)[static_cast<std::size_t>(index)];
    return true;
}

}  // namespace ablab::app

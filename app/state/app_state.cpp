#include "state/app_state.h"

#include <algorithm>
#include <cmath>

#include "state/file_actions.h"
#include "state/loading.h"
#include "model/tree_edit.h"

namespace ablab::app {

namespace {

void rerun(AppState& state) {
    state.trace = std::make_shared<const core::Trace>(core::Trace::record(state.tree, state.options));
    ++state.runRevision;
    if (state.trace->treePtr() != state.tree) {  // --order score searched a copy sorted by score: show that one
        state.tree = state.trace->treePtr();
        state.layout = core::layoutTree(*state.tree);
    }
    state.step = std::min(state.step, state.trace->stepCount());
    if (state.selected != core::kNoNode && state.selected >= state.tree->size()) state.selected = core::kNoNode;
}

void install(AppState& state, std::shared_ptr<const core::Tree> tree) {
    state.tree = std::move(tree);
    state.layout = core::layoutTree(*state.tree);
    rerun(state);
}

// Moves from one tree to another as an edit, undo or redo: the step is kept and what changed
// is outlined.
void switchTree(AppState& state, std::shared_ptr<const core::Tree> next, double now) {
    const std::shared_ptr<const core::Trace> before = state.trace;
    const core::NodeId selected = state.selected;
    const std::shared_ptr<const core::Tree> previous = state.tree;
    install(state, std::move(next));
    state.selected = selected == core::kNoNode ? core::kNoNode : core::samePlace(*previous, selected, *state.tree);
    state.changed.nodes = changedOutcomes(*before, *state.trace);
    state.changed.until = now + 3.0;
    state.dirty = state.tree != state.savedTree;
    state.message.clear();
}

}  // namespace

AppState makeAppState(core::Tree tree, std::string path, core::SearchOptions options) {
    AppState state;
    state.options = options;
    openTree(state, std::move(tree), std::move(path));
    return state;
}

void openTree(AppState& state, core::Tree tree, std::string path) {
    openPrepared(state, prepareTree(std::move(tree), std::move(path), state.options));
}

void fitWholeTree(CanvasView& canvas) {
    canvas.zoom = 1;
    canvas.panX = canvas.panY = 0;
    canvas.move.start = -1;
}

void setOptions(AppState& state, const core::SearchOptions& options) {
    if (options == state.options) return;
    state.options = options;
    rerun(state);
}

std::size_t stepTo(AppState& state, std::size_t step) {
    state.step = std::min(step, state.trace->stepCount());
    return state.step;
}
std::size_t stepForward(AppState& state) { return stepTo(state, state.step + 1); }
std::size_t stepBack(AppState& state) { return stepTo(state, state.step > 0 ? state.step - 1 : 0); }
std::size_t stepToStart(AppState& state) { return stepTo(state, 0); }
std::size_t stepToEnd(AppState& state) { return stepTo(state, state.trace->stepCount()); }
std::size_t stepToNextCutoff(AppState& state) { return stepTo(state, state.trace->nextCutoffStep(state.step)); }
std::size_t stepToPreviousCutoff(AppState& state) { return stepTo(state, state.trace->previousCutoffStep(state.step)); }

void advancePlayback(AppState& state, double seconds) {
    if (!state.playback.playing) return;
    state.playback.carry += seconds * state.playback.eventsPerSecond;
    const double whole = std::floor(state.playback.carry);
    state.playback.carry -= whole;
    stepTo(state, state.step + static_cast<std::size_t>(whole));
    if (state.step >= state.trace->stepCount()) {
        state.playback.playing = false;
        state.playback.carry = 0;
    }
}

void replaceTree(AppState& state, core::Tree edited, double now) {
    state.undoStack.push_back(state.tree);
    state.redoStack.clear();
    switchTree(state, std::make_shared<const core::Tree>(std::move(edited)), now);
}

namespace {

// Undo and redo are one step between the two histories: the tree on top of `from` becomes the
// current one, and the current one goes on top of `to`.
bool stepThroughHistory(AppState& state, std::vector<std::shared_ptr<const core::Tree>>& from,
                        std::vector<std::shared_ptr<const core::Tree>>& to, double now) {
    if (from.empty()) return false;
    to.push_back(state.tree);
    auto tree = std::move(from.back());
    from.pop_back();
    switchTree(state, std::move(tree), now);
    return true;
}

}  // namespace

bool undo(AppState& state, double now) { return stepThroughHistory(state, state.undoStack, state.redoStack, now); }

bool redo(AppState& state, double now) { return stepThroughHistory(state, state.redoStack, state.undoStack, now); }

void markSaved(AppState& state, std::string path) {
    state.path = std::move(path);
    state.readOnly = opensReadOnly(state.path);
    state.files.path = state.path;
    state.savedTree = state.tree;
    state.savedStamp = state.path.empty() ? core::FileStamp{} : core::stampOf(state.path);
    state.dirty = false;
}

std::vector<core::NodeId> changedOutcomes(const core::Trace& before, const core::Trace& after) {
    const core::Tree& oldTree = before.tree();
    const core::Tree& newTree = after.tree();
    const std::size_t oldEnd = before.stepCount(), newEnd = after.stepCount();
    const std::vector<core::NodeId> oldAt = core::samePlaces(newTree, oldTree);
    std::vector<core::NodeId> changed;
    for (core::NodeId n = 0; n < newTree.size(); ++n) {
        const core::NodeId old = oldAt[n];
        if (old == core::kNoNode) {
            changed.push_back(n);
            continue;
        }
        const core::NodeState a = before.stateAt(old, oldEnd), b = after.stateAt(n, newEnd);
        const bool differs = a.status != b.status || a.hasValue != b.hasValue || (b.hasValue && a.value != b.value) ||
                             a.bound != b.bound;
        if (differs) changed.push_back(n);
    }
    return changed;
}

}  // namespace ablab::app

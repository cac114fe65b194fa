#include "state/app_state.h"

#include <algorithm>
#include <atomic>
#include <cmath>

#include "state/file_actions.h"
#include "state/loading.h"
#include "model/tree_edit.h"

namespace ablab::app {

namespace {

// A new run of `tree` under the chosen options, keeping the step (clamped) and the selection
// when it still names a node.
void rerun(AppState& state, std::shared_ptr<const core::Tree> tree) {
    state.run = core::makeRun(std::move(tree), state.options, state.run.get());
    state.step = std::min(state.step, state.run->trace->stepCount());
    if (state.selected != core::kNoNode && state.selected >= state.run->tree->size()) state.selected = core::kNoNode;
}

// Moves from one version of the document to another as an edit, undo or redo: the step is
// kept and what changed is outlined.
void switchTree(AppState& state, AppState::Version next, double now) {
    const std::shared_ptr<const core::Run> before = state.run;
    const core::NodeId selected = state.selected;
    rerun(state, std::move(next.tree));
    state.documentRevision = next.revision;
    state.selected = selected == core::kNoNode ? core::kNoNode : core::samePlace(*before->tree, selected, *state.run->tree);
    state.changed.nodes = changedOutcomes(*before->trace, *state.run->trace);
    state.changed.until = now + 3.0;
    state.dirty = state.documentRevision != state.savedRevision;
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
    openPrepared(state, prepareLesson(std::move(tree), std::move(path), ownChoices(state), state.chosen));
}

core::Opening ownChoices(const AppState& state) {
    core::Opening mine = state.own;
    if (state.view.notation != state.opened.notation) mine.notation = state.view.notation;
    const core::SearchOptions &now = state.options, &then = state.opened.options;
    // What a voice names is the student's only where they changed it; the rest (--move-limit,
    // MTD(f)'s first guess, Star1's bounds, the order) no voice sets.
    core::SearchOptions options = now;
    options.algorithm = now.algorithm != then.algorithm ? now.algorithm : mine.options.algorithm;
    for (bool core::SearchOptions::*variant : {&core::SearchOptions::strict, &core::SearchOptions::failHard,
                                               &core::SearchOptions::shallow, &core::SearchOptions::negamax})
        options.*variant = now.*variant != then.*variant ? now.*variant : mine.options.*variant;
    mine.options = options;
    return mine;
}

void settleOpening(AppState& state) {
    const core::Opening opening = core::openingFor(*state.run->tree, state.own, state.chosen);
    state.view.notation = opening.notation;
    setOptions(state, opening.options);
    state.opened = opening;
}

void fitWholeTree(AppState& state) {
    CanvasView& canvas = state.canvas;
    canvas.zoom = 1;
    canvas.panX = canvas.panY = 0;
    canvas.move.start = -1;
    canvas.wholeAtStep = state.step;
}

bool showsWholeTree(const AppState& state) { return state.canvas.wholeAtStep == state.step; }

void toggleOpened(CanvasView& canvas, core::NodeId n) {
    const auto at = std::lower_bound(canvas.opened.begin(), canvas.opened.end(), n);
    if (at != canvas.opened.end() && *at == n) canvas.opened.erase(at);
    else canvas.opened.insert(at, n);
    ++canvas.openedRevision;
}

void setOptions(AppState& state, const core::SearchOptions& options) {
    if (options == state.options) return;
    state.options = options;
    rerun(state, state.run->tree);
}

bool holdsBackWhatIsAhead(const AppState& state) { return state.practice.active || state.predict.active; }

std::size_t stepTo(AppState& state, std::size_t step) {
    // Predicting, forward stops at the first question not yet answered.
    state.step = stepAllowed(state, state.step, std::min(step, state.run->trace->stepCount()));
    return state.step;
}
std::size_t stepForward(AppState& state) { return stepTo(state, state.step + 1); }
std::size_t stepBack(AppState& state) { return stepTo(state, state.step > 0 ? state.step - 1 : 0); }
std::size_t stepToStart(AppState& state) { return stepTo(state, 0); }
std::size_t stepToEnd(AppState& state) { return stepTo(state, state.run->trace->stepCount()); }
std::size_t stepToNextCutoff(AppState& state) { return stepTo(state, state.run->trace->nextCutoffStep(state.step)); }
std::size_t stepToPreviousCutoff(AppState& state) { return stepTo(state, state.run->trace->previousCutoffStep(state.step)); }

void advancePlayback(AppState& state, double seconds) {
    if (!state.playback.playing) return;
    state.playback.carry += seconds * state.playback.eventsPerSecond;
    const double whole = std::floor(state.playback.carry);
    state.playback.carry -= whole;
    const std::size_t wanted = state.step + static_cast<std::size_t>(whole);
    // At the end, or at a question (predict mode): the playing stops.
    if (stepTo(state, wanted) < std::min(wanted, state.run->trace->stepCount()) || state.step >= state.run->trace->stepCount()) {
        state.playback.playing = false;
        state.playback.carry = 0;
    }
}

std::uint64_t newDocumentRevision() {
    static std::atomic<std::uint64_t> counter{0};
    return ++counter;
}

void replaceTree(AppState& state, core::Tree edited, double now) {
    state.undoStack.push_back({state.run->tree, state.documentRevision});
    state.redoStack.clear();
    switchTree(state, {std::make_shared<const core::Tree>(std::move(edited)), newDocumentRevision()}, now);
}

namespace {

// Undo and redo are one step between the two histories: the tree on top of `from` becomes the
// current one, and the current one goes on top of `to`.
bool stepThroughHistory(AppState& state, std::vector<AppState::Version>& from, std::vector<AppState::Version>& to, double now) {
    if (from.empty()) return false;
    to.push_back({state.run->tree, state.documentRevision});
    AppState::Version version = std::move(from.back());
    from.pop_back();
    switchTree(state, std::move(version), now);
    return true;
}

}  // namespace

bool undo(AppState& state, double now) { return stepThroughHistory(state, state.undoStack, state.redoStack, now); }

bool redo(AppState& state, double now) { return stepThroughHistory(state, state.redoStack, state.undoStack, now); }

void markSaved(AppState& state, std::string path) {
    state.path = std::move(path);
    state.readOnly = opensReadOnly(state.path);
    state.files.path = state.path;
    state.savedRevision = state.documentRevision;
    state.savedStamp = state.path.empty() ? core::FileStamp{} : core::stampOf(state.path);
    state.dirty = false;
}

namespace {

bool outcomeDiffers(const core::NodeState& a, const core::NodeState& b) {
    return a.status != b.status || a.hasValue != b.hasValue || (b.hasValue && a.value != b.value) || a.bound != b.bound;
}

// The same structure: a node neither search reached has the outcome of the highest such node
// above it (pruned or skipped with it), and that node is a child of one a search reached. So
// the nodes to compare are the reached ones and their children, and where such a child's
// outcome differs, its whole subtree does. The reached nodes are found from the two runs'
// events, each at its first event: nothing is walked or sorted beyond what the runs visited.
std::vector<core::NodeId> changedInPlace(const core::Trace& before, const core::Trace& after) {
    const core::Tree& tree = after.tree();
    const std::size_t oldEnd = before.stepCount(), newEnd = after.stepCount();
    auto reached = [&](core::NodeId n) { return !before.eventsAt(n).empty() || !after.eventsAt(n).empty(); };
    std::vector<core::NodeId> changed;
    auto compare = [&](core::NodeId n) {
        if (!outcomeDiffers(before.stateAt(n, oldEnd), after.stateAt(n, newEnd))) return false;
        changed.push_back(n);
        return true;
    };
    auto visit = [&](core::NodeId n) {
        compare(n);
        for (const core::NodeId c : tree.children(n)) {
            if (reached(c) || !compare(c)) continue;
            for (core::NodeId d = c + 1; d < tree.subtreeEnd(c); ++d) changed.push_back(d);
        }
    };
    const auto oldEvents = before.events(), newEvents = after.events();
    for (std::uint32_t i = 0; i < oldEvents.size(); ++i)
        if (const core::NodeId n = oldEvents[i].node; before.eventsAt(n).front() == i) visit(n);
    for (std::uint32_t i = 0; i < newEvents.size(); ++i)
        if (const core::NodeId n = newEvents[i].node; before.eventsAt(n).empty() && after.eventsAt(n).front() == i) visit(n);
    std::sort(changed.begin(), changed.end());  // each node is in it once
    return changed;
}

}  // namespace

std::vector<core::NodeId> changedOutcomes(const core::Trace& before, const core::Trace& after) {
    if (before.tree().sameStructure(after.tree())) return changedInPlace(before, after);
    const core::Tree& oldTree = before.tree();
    const core::Tree& newTree = after.tree();
    const std::size_t oldEnd = before.stepCount(), newEnd = after.stepCount();
    const std::vector<core::NodeId> oldAt = core::samePlaces(newTree, oldTree);
    std::vector<core::NodeId> changed;
    for (core::NodeId n = 0; n < newTree.size(); ++n) {
        const core::NodeId old = oldAt[n];
        if (old == core::kNoNode || outcomeDiffers(before.stateAt(old, oldEnd), after.stateAt(n, newEnd))) changed.push_back(n);
    }
    return changed;
}

}  // namespace ablab::app

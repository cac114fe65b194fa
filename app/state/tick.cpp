#include "state/tick.h"

#include <exception>

#include "state/export_request.h"
#include "state/practice.h"
#include "state/recovery.h"
#include "teaching/answer.h"

namespace ablab::app {

namespace {

// An answer file given with its tree waits until that tree has loaded, then is checked on it.
void checkWaitingAnswer(AppState& state, const Loading& loading) {
    if (state.files.pendingAnswer.empty() || !loading.path.empty() || !state.files.toLoad.empty()) return;
    try {
        enterAnswer(state, state.practice,
                    core::loadAnswerFile(state.view.language, state.files.pendingAnswer, *state.run->tree));
    } catch (const std::exception& e) {
        state.message = e.what();
    }
    state.files.pendingAnswer.clear();
}

}  // namespace

void startAskedLoad(AppState& state, Loading& loading) {
    if (!state.files.toLoad.empty() && startLoading(loading, state.files.toLoad, state)) {
        state.files.toLoad.clear();
        loading.replaces = state.documentRevision;
    }
}

void tick(AppState& state, Loading& loading, double seconds) {
    startAskedLoad(state, loading);
    pollLoading(loading, state);
    if (std::optional<std::string> report = pollExport(state.exportBox)) state.message = std::move(*report);
    checkWaitingAnswer(state, loading);
    askRecoveryWhenFree(state, !loading.path.empty());
    advancePlayback(state, seconds);
}

bool busy(const AppState& state, const Loading& loading) {
    // The camera easing and a focus view's glide draw a frame each turn until they arrive.
    return !loading.path.empty() || !state.files.toLoad.empty() || state.exportBox.running.valid() ||
           state.canvas.move.start >= 0 || state.canvas.focusMotion.start >= 0;
}

}  // namespace ablab::app

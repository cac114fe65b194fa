#include "state/loading.h"

#include <chrono>
#include <exception>

#include "files/default_tree.h"
#include "text/translate.h"
#include "files/tree_file.h"
#include "model/tree_edit.h"
#include "files/tree_formats.h"
#include "state/background.h"
#include "state/file_actions.h"

namespace ablab::app {

float LoadProgress::fraction() const {
    switch (phase.load()) {
    case LoadPhase::Reading: return 0.0f;
    case LoadPhase::LayingOut: return 0.75f;
    case LoadPhase::Evaluating: return 0.8f;
    case LoadPhase::Done: return 1.0f;
    }
    return 0.0f;
}

const char* LoadProgress::phaseName() const {
    switch (phase.load()) {
    case LoadPhase::Reading: return core::translatable("reading");
    case LoadPhase::LayingOut: return core::translatable("laying out");
    case LoadPhase::Evaluating: return core::translatable("evaluating");
    case LoadPhase::Done: return core::translatable("done");
    }
    return "";
}

PreparedTree prepareTree(core::Tree tree, std::string path, const core::SearchOptions& options, LoadProgress* progress) {
    PreparedTree prepared;
    prepared.path = std::move(path);
    prepared.run =
        core::makeRun(std::make_shared<const core::Tree>(std::move(tree)), options, nullptr, [progress](core::RunPhase phase) {
            if (progress) progress->phase = phase == core::RunPhase::LayingOut ? LoadPhase::LayingOut : LoadPhase::Evaluating;
        });
    if (progress) progress->phase = LoadPhase::Done;
    return prepared;
}

PreparedTree prepareLesson(core::Tree tree, std::string path, const core::Opening& own, const core::ExplicitChoices& chosen,
                           LoadProgress* progress) {
    const core::Opening opening = core::openingFor(tree, own, chosen);
    PreparedTree prepared = prepareTree(std::move(tree), std::move(path), opening.options, progress);
    prepared.notation = opening.notation;
    return prepared;
}

void openPrepared(AppState& state, PreparedTree prepared) {
    // What the student changed in the last tree stays theirs; what its voice said does not.
    state.own = ownChoices(state);
    state.step = 0;
    state.selected = core::kNoNode;
    state.playback.playing = false;
    state.undoStack.clear();
    state.redoStack.clear();
    state.changed = {};
    state.message.clear();
    state.canvas = CanvasView{};
    state.path = std::move(prepared.path);
    state.run = std::move(prepared.run);
    state.options = state.run->options;
    if (prepared.notation) state.view.notation = *prepared.notation;
    state.opened = {state.view.notation, state.options};
    state.documentRevision = newDocumentRevision();
    state.openedRevision = state.documentRevision;
    markSaved(state, state.path);
    // A CS188 file proposes strict; what a file from another format said that ablab does not keep.
    state.message = core::readingNotice(state.view.language, state.run->tree->info(), state.options.strict);
}

bool startLoading(Loading& loading, const std::string& path, const AppState& state) {
    if (!loading.path.empty()) return false;
    const core::Language language = state.view.language;
    const core::Opening own = ownChoices(state);
    const core::ExplicitChoices chosen = state.chosen;
    loading.path = path.empty() ? std::string(core::kDefaultTreeName) : path;
    loading.progress = std::make_shared<LoadProgress>();
    loading.result = std::async(kBackgroundLaunch, [path, own, chosen, language, progress = loading.progress] {
        core::Tree tree = path.empty() ? core::defaultTree() : core::loadTreeFile(language, path);
        return prepareLesson(std::move(tree), path, own, chosen, progress.get());
    });
    return true;
}

bool pollLoading(Loading& loading, AppState& state) {
    if (loading.path.empty() || !loading.result.valid()) return true;
    if (loading.result.wait_for(std::chrono::seconds(0)) == std::future_status::timeout) return false;
    const bool editedMeanwhile = state.dirty && state.documentRevision != loading.replaces;
    // Its answer would be lost under another question's: the tree waits until that is answered.
    if (editedMeanwhile && state.files.stage != FileBox::Stage::Idle) return false;
    try {
        PreparedTree prepared = loading.result.get();
        if (editedMeanwhile) {
            requestOpen(state, prepared.path);
        } else {
            openPrepared(state, std::move(prepared));
            state.files.path = state.path;
        }
    } catch (const std::exception& e) {
        state.message = e.what();  // the current tree stays
    }
    loading.path.clear();
    loading.progress.reset();
    return true;
}

}  // namespace ablab::app

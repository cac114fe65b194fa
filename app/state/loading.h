#pragma once
// Opening a tree off the window's thread: reading and parsing the file, laying it out and
// evaluating it take more than a second for the full tic-tac-toe tree, and the window must
// keep answering meanwhile. The work runs on a std::async thread; the window polls it every
// frame and draws its progress; the current tree stays until the new one is ready.
#include <atomic>
#include <cstdint>
#include <future>
#include <memory>
#include <optional>
#include <string>

#include "state/app_state.h"

namespace ablab::app {

// A tree with everything the window needs, made anywhere and installed in one step.
struct PreparedTree {
    std::shared_ptr<const core::Run> run;
    std::string path;
    // The notation it opens in, when prepared as a lesson (prepareLesson); else the window's stays.
    std::optional<core::Notation> notation;
};

enum class LoadPhase : int { Reading, LayingOut, Evaluating, Done };

// What a load has got to, written by the loading thread and read by the window.
struct LoadProgress {
    std::atomic<LoadPhase> phase{LoadPhase::Reading};
    // 0…1 across the phases, weighted by what they cost on the full tic-tac-toe tree
    // (reading and parsing about three quarters, evaluating most of the rest).
    float fraction() const;
    const char* phaseName() const;  // "reading", "laying out", "evaluating", "done"
};

struct Loading {
    std::string path;  // empty when nothing is loading
    std::shared_ptr<LoadProgress> progress;
    std::future<PreparedTree> result;
    // The version of the document the load replaces (AppState::documentRevision when it started):
    // the user asked for it or had nothing unsaved. Edits made while it loads are another version.
    std::uint64_t replaces = 0;
};

// Lays out and evaluates a tree, reporting the phases to `progress` when given.
PreparedTree prepareTree(core::Tree tree, std::string path, const core::SearchOptions& options, LoadProgress* progress = nullptr);
// Lays out and evaluates a tree in the notation and options it opens in (run/opening.h): the
// explicit choices, else its voice, else `own`.
PreparedTree prepareLesson(core::Tree tree, std::string path, const core::Opening& own, const core::ExplicitChoices& chosen,
                           LoadProgress* progress = nullptr);
// Installs a prepared tree as openTree does (history cleared, step 0, not dirty).
void openPrepared(AppState& state, PreparedTree prepared);

// Starts loading `path` ("" for the default lecture tree) in the background. Returns false,
// and starts nothing, while another load is still running: one at a time. A file that cannot be
// read is said in `language`, the window's when the load started.
// The tree opens as openTree opens it: in the state's explicit choices, its voice, the own ones.
bool startLoading(Loading& loading, const std::string& path, const AppState& state);
// Installs the tree when the load has finished; a file that failed to load puts its error in
// state.message and the current tree stays. Unsaved edits made while it loaded are not dropped
// unasked: the open is asked for again (FileBox's ConfirmDiscard, which opens it once the user
// drops or saves them), once no other question is open. Returns true once the load is over.
bool pollLoading(Loading& loading, AppState& state);

}  // namespace ablab::app

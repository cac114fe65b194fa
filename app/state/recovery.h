#pragma once
// Unsaved edits outlive the window: while the tree has edits that are not saved, it is written
// to a recovery file beside the settings (recovery.json) every kRecoveryInterval seconds, and at
// once when SIGTERM or SIGHUP ends the window (a logout, `kill`). The next start offers it
// (FileBox::Stage::OfferRecovery): recover it as unsaved edits of the file it belonged to, or
// discard it. Saving, or closing with the edits saved or dropped, removes the file.
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <utility>

#include "state/app_state.h"

namespace ablab::app {

inline constexpr double kRecoveryInterval = 30.0;  // seconds

// recovery.json beside settings.json; nullopt where there is no config folder.
std::optional<std::filesystem::path> recoveryPath();

// Writes the state's tree and the file it belongs to (atomically). Throws std::runtime_error
// when it cannot.
void writeRecovery(const AppState& state, const std::filesystem::path& file);

// The recovered tree and its file ("" for an untitled tree); nullopt when there is no recovery
// file or it cannot be read (it is then left where it is, for the user to look at).
struct Recovered {
    std::shared_ptr<const core::Tree> tree;
    std::string path;
};
std::optional<Recovered> readRecovery(const std::filesystem::path& file);

// The window's side of it, called every frame: writes when edits are unsaved and the last write
// is older than kRecoveryInterval (or `now` is the end), removes the file once nothing is
// unsaved. `endNow` is a signal asking the window to end. While an offer of the file's edits
// waits for its answer it neither writes nor removes it: it holds edits not yet recovered.
struct RecoveryKeeper {
    explicit RecoveryKeeper(std::filesystem::path where) : file(std::move(where)) {}
    std::filesystem::path file;
    double lastWrite = -1e300;
    std::shared_ptr<const core::Tree> written;  // the tree last written
    void keep(const AppState& state, double now, bool endNow);
    void forget();  // removes the file: the user saved or dropped the edits
};

// Reads a recovery file at start and keeps what it holds as FileBox::recovery, to be offered
// (askRecoveryWhenFree) at once if nothing is loading or asked, else as soon as nothing is.
void offerRecovery(AppState& state, const std::filesystem::path& file);
// Shows the kept offer (FileBox::Stage::OfferRecovery) when there is one, no question is open
// and no tree is waiting to load or `loading`. The window's lesson opens first, then asks: the
// answer applies to what is on screen, and no load finishing later replaces recovered edits.
void askRecoveryWhenFree(AppState& state, bool loading);
// The answers: the tree becomes the document again, with its edits unsaved; or the file goes.
void recoverEdits(AppState& state);
void discardRecovery(AppState& state);

}  // namespace ablab::app

#include "state/recovery.h"

#include <nlohmann/json.hpp>

#include <cstdio>

#include "files/input_file.h"
#include "files/tree_file.h"
#include "state/settings.h"
#include "text/translate.h"

namespace ablab::app {

std::optional<std::filesystem::path> recoveryPath() {
    const auto settings = settingsPath();
    if (!settings) return std::nullopt;
    return settings->parent_path() / "recovery.json";
}

void writeRecovery(const AppState& state, const std::filesystem::path& file) {
    std::error_code error;
    std::filesystem::create_directories(file.parent_path(), error);
    const nlohmann::json document{{"file", state.path}, {"tree", core::serializeTree(*state.run->tree)}};
    core::writeFileAtomically(state.view.language, file.string(),
                              document.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n");
}

std::optional<Recovered> readRecovery(const std::filesystem::path& file) {
    std::error_code error;
    if (!std::filesystem::exists(file, error)) return std::nullopt;
    try {
        const nlohmann::json document = nlohmann::json::parse(core::readInputFile(file.string(), "recovery file").text);
        Recovered recovered;
        recovered.path = document.at("file").get<std::string>();
        recovered.tree =
            // A file that cannot be read is passed over in silence: its message is never shown.
            std::make_shared<const core::Tree>(
                core::parseTree(core::Language::English, document.at("tree").get<std::string>(), file.string()));
        return recovered;
    } catch (const std::exception&) {
        return std::nullopt;
    }
}

void RecoveryKeeper::forget() {
    if (!written) return;
    std::error_code error;
    std::filesystem::remove(file, error);
    written.reset();
}

void RecoveryKeeper::keep(const AppState& state, double now, bool endNow) {
    if (state.files.recovery) return;
    if (!state.dirty) {
        forget();
        return;
    }
    if (state.run->tree == written || (!endNow && now - lastWrite < kRecoveryInterval)) return;
    try {
        writeRecovery(state, file);
        written = state.run->tree;
        lastWrite = now;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "ablab: the unsaved edits could not be kept for recovery: %s\n", e.what());
        lastWrite = now;  // try again at the next interval, not every frame
    }
}

void offerRecovery(AppState& state, const std::filesystem::path& file) {
    std::optional<Recovered> recovered = readRecovery(file);
    if (!recovered) return;
    state.files.recovery = FileBox::RecoveryOffer{std::move(recovered->tree), std::move(recovered->path), file.string()};
    askRecoveryWhenFree(state, false);
}

void askRecoveryWhenFree(AppState& state, bool loading) {
    FileBox& files = state.files;
    if (files.recovery && files.stage == FileBox::Stage::Idle && files.toLoad.empty() && !loading)
        files.stage = FileBox::Stage::OfferRecovery;
}

void recoverEdits(AppState& state) {
    FileBox& files = state.files;
    if (files.recovery) {
        const FileBox::RecoveryOffer offer = std::move(*files.recovery);
        files.recovery.reset();
        openTree(state, *offer.tree, offer.path);
        state.savedRevision = 0;  // the edits are still not in any file
        state.dirty = true;
        state.savedStamp = {};  // the file may have changed since: saving asks
        state.message =
            core::translate(state.view.language, "recovered the unsaved edits of {file}",
                            {{"file", offer.path.empty() ? core::translate(state.view.language, "untitled") : offer.path}});
    }
    files.stage = FileBox::Stage::Idle;
}

void discardRecovery(AppState& state) {
    std::error_code error;
    if (state.files.recovery) std::filesystem::remove(state.files.recovery->file, error);
    state.files.recovery.reset();
    state.files.stage = FileBox::Stage::Idle;
}

}  // namespace ablab::app

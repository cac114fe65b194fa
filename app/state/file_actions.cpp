#include "state/file_actions.h"

#include <unistd.h>

#include <filesystem>
#include <system_error>

#include "files/file_stamp.h"
#include "files/tree_file.h"
#include "text/translate.h"

namespace ablab::app {

namespace {

namespace fs = std::filesystem;

using Stage = FileBox::Stage;
using Then = FileBox::Then;

bool untitled(const AppState& state) { return state.path.empty(); }

void toIdle(FileBox& files) {
    files.stage = Stage::Idle;
    files.then = Then::Nothing;
    files.thenPath.clear();
    files.thenTree.reset();
}

// Opens `tree` as a new untitled document.
void openUntitled(AppState& state, core::Tree tree) {
    openTree(state, std::move(tree), "");
    state.files.saveAsPath.clear();
}

// Does what waited for the answer, and returns to Idle.
void continueWithThen(AppState& state) {
    FileBox& files = state.files;
    const Then then = files.then;
    const std::string path = files.thenPath;
    const std::shared_ptr<const core::Tree> typed = files.thenTree;
    toIdle(files);
    switch (then) {
    case Then::Nothing: break;
    case Then::Open:
        if (path.empty()) {
            state.message = core::translate(state.view.language, "type a file name in the path box first");
            break;
        }
        files.toLoad = path;
        files.path = path;
        break;
    case Then::New:
        // The smallest tree with a cutoff, ready to be edited into the one wanted.
        openUntitled(state, core::parseTree(state.view.language, "[[4, 6], [3, 1]]", "a new tree"));
        break;
    case Then::UseTyped:
        if (typed) openUntitled(state, *typed);
        break;
    case Then::Quit: files.quit = true; break;
    }
}

// Starts `then` at once, or asks first when there are unsaved edits.
void request(AppState& state, Then then, std::string path = {}, std::shared_ptr<const core::Tree> tree = {}) {
    FileBox& files = state.files;
    files.then = then;
    files.thenPath = std::move(path);
    files.thenTree = std::move(tree);
    if (state.dirty) files.stage = Stage::ConfirmDiscard;
    else continueWithThen(state);
}

// Writes the tree to `path` and makes that its file. Returns whether it was written.
bool writeTo(AppState& state, const std::string& path) {
    try {
        core::saveTreeFile(state.view.language, *state.run->tree, path);
    } catch (const std::exception& e) {
        state.message = e.what();
        return false;
    }
    markSaved(state, path);
    state.message = core::translate(state.view.language, "saved {file}", {{"file", path}});
    return true;
}

// Whether the tree's file is no longer what it was when opened or last saved here.
bool changedOnDisk(const AppState& state) { return core::stampOf(state.path) != state.savedStamp; }

// Saves to the tree's own file unless it changed on disk meanwhile: then asks, and `then` waits.
bool saveToOwnFileOrAsk(AppState& state) {
    if (changedOnDisk(state)) {
        state.files.stage = Stage::ChangedOnDisk;
        state.message = core::translate(state.view.language,
                                        "{file} changed on disk since it was opened here: keep both, overwrite or reload?",
                                        {{"file", state.path}});
        return false;
    }
    return writeTo(state, state.path);
}

// "t.json" → "t (2).json", "t (3).json", …: the first name no file has.
std::string nameBeside(const std::string& path) {
    const fs::path original(path);
    std::error_code ec;
    for (int n = 2;; ++n) {
        fs::path candidate = original;
        candidate.replace_filename(original.stem().string() + " (" + std::to_string(n) + ")" + original.extension().string());
        if (!fs::exists(fs::symlink_status(candidate, ec))) return candidate.string();
    }
}

bool samePath(const std::string& a, const std::string& b) {
    std::error_code ec;
    return fs::equivalent(a, b, ec);
}

}  // namespace

bool opensReadOnly(const std::string& path) {
    if (path.empty()) return false;
    std::error_code libraryError, fileError, ec;
    const fs::path library = fs::weakly_canonical(ABLAB_TREES_DIR, libraryError);
    const fs::path file = fs::weakly_canonical(path, fileError);
    if (!libraryError && !fileError && file.parent_path() == library) return true;
    return fs::exists(path, ec) && ::access(path.c_str(), W_OK) != 0;
}

std::string documentName(const AppState& state) {
    if (untitled(state)) return "untitled";
    return state.readOnly ? state.path + " (read-only)" : state.path;
}

void requestOpen(AppState& state, const std::string& path) { request(state, Then::Open, path); }

void requestNew(AppState& state) { request(state, Then::New); }

void requestTypedTree(AppState& state, const std::string& shorthand) {
    try {
        request(state, Then::UseTyped, {},
                std::make_shared<const core::Tree>(core::parseTree(state.view.language, shorthand, "the tree box")));
    } catch (const std::exception& e) {
        state.message = e.what();
    }
}

void requestQuit(AppState& state) { request(state, Then::Quit); }

void requestSave(AppState& state) {
    if (untitled(state) || state.readOnly) {
        requestSaveAs(state);
        if (state.readOnly)
            state.message =
                core::translate(state.view.language, "{path} is one of ablab's own examples: save your version under a new name",
                                {{"path", state.path}});
        return;
    }
    saveToOwnFileOrAsk(state);
}

void requestSaveAs(AppState& state) {
    state.files.stage = Stage::SaveAs;
    state.files.saveAsPath.clear();
}

void dropEditsAndContinue(AppState& state) { continueWithThen(state); }

void saveFirstAndContinue(AppState& state) {
    if (untitled(state) || state.readOnly) {
        state.files.stage = Stage::SaveAs;  // `then` still waits
        state.files.saveAsPath.clear();
        return;
    }
    if (saveToOwnFileOrAsk(state)) continueWithThen(state);
    else if (state.files.stage != Stage::ChangedOnDisk)
        cancelFileQuestion(state);  // failed: keep everything, the reason is in the message
}

void saveAs(AppState& state, const std::string& path) {
    FileBox& files = state.files;
    files.saveAsPath = path;
    if (path.empty()) {
        state.message = core::translate(state.view.language, "type a file name to save to");
        return;
    }
    if (opensReadOnly(path)) {
        state.message = core::translate(state.view.language,
                                        "{path} is read-only (ablab's own examples are): choose another name", {{"path", path}});
        return;
    }
    std::error_code ec;
    if (fs::exists(path, ec) && !(samePath(path, state.path))) {
        files.stage = Stage::ConfirmReplace;
        return;
    }
    replaceAndContinue(state);
}

void replaceAndContinue(AppState& state) {
    if (writeTo(state, state.files.saveAsPath)) continueWithThen(state);
    else state.files.stage = Stage::SaveAs;  // try another name; the reason is in the message
}

void keepBothVersions(AppState& state) {
    if (writeTo(state, nameBeside(state.path))) continueWithThen(state);
    else toIdle(state.files);
}

void overwriteChangedFile(AppState& state) {
    if (writeTo(state, state.path)) continueWithThen(state);
    else toIdle(state.files);
}

void reloadChangedFile(AppState& state) {
    toIdle(state.files);  // what waited for the save is dropped with the edits
    state.files.toLoad = state.path;
    state.files.path = state.path;
}

void cancelFileQuestion(AppState& state) { toIdle(state.files); }

}  // namespace ablab::app

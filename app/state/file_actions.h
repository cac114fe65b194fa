#pragma once
// Opening, starting, saving and closing trees, as the File panel, the keys, a dropped file and
// the window's close button ask for them: plain functions over AppState, tested without a
// window (tests/app/state/file_actions_test.cpp). The promises:
// - unsaved edits are never dropped without asking;
// - a tree typed in the tree box, started with New or generated is untitled until saved under
//   a name the user chooses: Save on it asks for the name;
// - the library's own files (trees/) are read-only: saving one asks for a new name;
// - an existing file is replaced only after asking (Save as onto another file);
// - saving keeps what ablab does not edit (core::serializeTree);
// - a file that changed on disk since it was opened or saved (another window, another program)
//   is not silently replaced: Save asks (ChangedOnDisk) to keep both, overwrite or reload.
// The questions and what waits for their answers are FileBox's stages (app_state.h).
#include <string>

#include "state/app_state.h"

namespace ablab::app {

// Whether a file opens read-only: one of the library's files, or a file this user may not write.
bool opensReadOnly(const std::string& path);
// "untitled", or the path, "(read-only)" after a library file.
std::string documentName(const AppState& state);

// Requests; each asks first (ConfirmDiscard) when there are unsaved edits.
void requestOpen(AppState& state, const std::string& path);  // the window loads it in the background
void requestNew(AppState& state);                            // a small untitled tree to edit
// The tree box's shorthand as a new untitled tree; a shorthand that does not read is a message.
void requestTypedTree(AppState& state, const std::string& shorthand);
void requestQuit(AppState& state);
// Ctrl+S: saves to the tree's file; an untitled or read-only tree asks for a name (SaveAs).
void requestSave(AppState& state);
void requestSaveAs(AppState& state);

// Answers to ConfirmDiscard.
void dropEditsAndContinue(AppState& state);
void saveFirstAndContinue(AppState& state);  // SaveAs when the tree has no file to save to yet
// Answers to SaveAs and ConfirmReplace.
void saveAs(AppState& state, const std::string& path);  // asks before replacing another file
void replaceAndContinue(AppState& state);
// Answers to ChangedOnDisk. Keep both saves these edits beside the file, under a new name
// ("t (2).json"), and makes that the tree's file; reload drops the edits and opens the file
// as it is now.
void keepBothVersions(AppState& state);
void overwriteChangedFile(AppState& state);
void reloadChangedFile(AppState& state);
// Any question: cancel; nothing waiting is done.
void cancelFileQuestion(AppState& state);

}  // namespace ablab::app

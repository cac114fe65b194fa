// Files are never lost or silently rewritten: a typed tree is untitled until saved under a
// chosen name, Save on it asks for one, the path box never names the old file, a library file
// is read-only, another file is replaced only after asking, and saving an unchanged lecture
// file rewrites nothing.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iterator>

#include "files/file_stamp.h"
#include "files/tree_file.h"
#include "model/tree_edit.h"
#include "state/app_state.h"
#include "state/file_actions.h"
#include "support/aima.h"
#include "support/temporary_folder.h"

using namespace ablab;
using ablab::testing::kAimaFile;
using ablab::testing::readFile;
using Stage = app::FileBox::Stage;

namespace {

struct Folder {
    std::filesystem::path path = std::filesystem::temp_directory_path() / ("ablab-files-" + std::to_string(::getpid()));
    Folder() { std::filesystem::create_directories(path); }
    ~Folder() { std::filesystem::remove_all(path); }
};

}  // namespace

TEST(FileActions, ATypedTreeIsUntitledAndSaveAsksForAName) {
    Folder folder;
    const auto lecture = folder.path / "lecture.json";
    std::filesystem::copy_file(kAimaFile, lecture);
    const std::string original = readFile(lecture);
    app::AppState state = app::makeAppState(core::loadTreeFile(core::Language::English, lecture.string()), lecture.string());
    EXPECT_EQ(state.files.path, lecture.string());

    app::requestTypedTree(state, "[[1, 2], [3, 4]]");
    EXPECT_EQ(state.path, "");
    EXPECT_EQ(state.files.path, "");  // the path box no longer names the lecture file
    EXPECT_EQ(app::documentName(state), "untitled");
    app::requestSave(state);  // Ctrl+S
    EXPECT_EQ(state.files.stage, Stage::SaveAs);
    EXPECT_EQ(readFile(lecture), original);  // nothing written over the opened file

    // Save as onto the lecture file asks first; cancelling leaves it alone.
    app::saveAs(state, lecture.string());
    EXPECT_EQ(state.files.stage, Stage::ConfirmReplace);
    app::cancelFileQuestion(state);
    EXPECT_EQ(readFile(lecture), original);
    // A new name saves, and the tree now belongs to it.
    const auto typed = folder.path / "typed.json";
    app::requestSave(state);
    app::saveAs(state, typed.string());
    EXPECT_EQ(state.files.stage, Stage::Idle);
    EXPECT_EQ(state.path, typed.string());
    EXPECT_EQ(readFile(typed), "[[1, 2], [3, 4]]");
    EXPECT_EQ(readFile(lecture), original);
}

TEST(FileActions, UnsavedEditsAreNeverDroppedWithoutAsking) {
    app::AppState state = app::makeAppState(core::parseTree(core::Language::English, "[[4, 6], [3, 1]]", "t"));
    app::replaceTree(state, core::withLeafValue(*state.run->tree, 2, 9), 0);
    ASSERT_TRUE(state.dirty);
    const auto edited = state.run->tree;
    app::requestTypedTree(state, "[1, 2]");
    EXPECT_EQ(state.files.stage, Stage::ConfirmDiscard);
    app::cancelFileQuestion(state);
    EXPECT_EQ(state.run->tree, edited);
    app::requestQuit(state);
    EXPECT_FALSE(state.files.quit);
    // Save first, on an untitled tree: asks for a name, then quits once saved.
    Folder folder;
    app::saveFirstAndContinue(state);
    EXPECT_EQ(state.files.stage, Stage::SaveAs);
    app::saveAs(state, (folder.path / "kept.json").string());
    EXPECT_TRUE(state.files.quit);
    EXPECT_TRUE(core::sameTree(core::loadTreeFile(core::Language::English, (folder.path / "kept.json").string()), *edited));
    // Dropping them opens what was asked for.
    app::replaceTree(state, core::withLeafValue(*state.run->tree, 2, 1), 0);
    app::requestOpen(state, "other.json");
    EXPECT_EQ(state.files.toLoad, "");
    app::dropEditsAndContinue(state);
    EXPECT_EQ(state.files.toLoad, "other.json");
}

TEST(FileActions, LibraryFilesAreReadOnlyAndAnUnchangedFileSavesByteForByte) {
    app::AppState state = app::makeAppState(core::loadTreeFile(core::Language::English, kAimaFile), kAimaFile);
    EXPECT_TRUE(state.readOnly);
    const std::string original = readFile(kAimaFile);
    app::requestSave(state);
    EXPECT_EQ(state.files.stage, Stage::SaveAs);
    app::saveAs(state, kAimaFile);
    EXPECT_EQ(state.files.stage, Stage::SaveAs);  // refused: choose another name
    EXPECT_EQ(readFile(kAimaFile), original);

    Folder folder;
    const auto copy = folder.path / "copy.json";
    app::saveAs(state, copy.string());
    EXPECT_EQ(readFile(copy), original);  // expect block, 12 and all, as written
    EXPECT_FALSE(state.readOnly);
    app::requestSave(state);
    EXPECT_EQ(readFile(copy), original);
}

TEST(FileActions, ASaveNoticesTheFileChangedOnDiskAndAsks) {
    // Two windows open the same file and both edit it; B saves first.
    Folder folder;
    const auto file = folder.path / "shared.json";
    std::filesystem::copy_file(kAimaFile, file);
    app::AppState a = app::makeAppState(core::loadTreeFile(core::Language::English, file.string()), file.string());
    app::AppState b = app::makeAppState(core::loadTreeFile(core::Language::English, file.string()), file.string());
    app::replaceTree(a, core::withLeafValue(*a.run->tree, 2, 91), 0);
    app::replaceTree(b, core::withLeafValue(*b.run->tree, 2, 92), 0);
    app::requestSave(b);
    ASSERT_EQ(b.files.stage, Stage::Idle) << b.message;
    const std::string saidByB = readFile(file);

    // A's save does not overwrite B's: it asks.
    app::requestSave(a);
    EXPECT_EQ(a.files.stage, Stage::ChangedOnDisk);
    EXPECT_EQ(readFile(file), saidByB);
    EXPECT_TRUE(a.dirty);

    // Keep both: A's edits go beside the file, B's stay in it.
    app::keepBothVersions(a);
    const auto beside = folder.path / "shared (2).json";
    EXPECT_EQ(a.path, beside.string());
    EXPECT_EQ(readFile(file), saidByB);
    EXPECT_TRUE(core::sameTree(core::loadTreeFile(core::Language::English, beside.string()), *a.run->tree));
    EXPECT_FALSE(a.dirty);

    // Overwrite, when the user says so; and a second save with no change in between asks nothing.
    app::AppState c =
        app::makeAppState(core::loadTreeFile(core::Language::English, kAimaFile), file.string());  // read before B's save
    c.savedStamp = core::stampOf(kAimaFile);
    app::replaceTree(c, core::withLeafValue(*c.run->tree, 2, 93), 0);
    app::requestSave(c);
    ASSERT_EQ(c.files.stage, Stage::ChangedOnDisk);
    app::overwriteChangedFile(c);
    EXPECT_TRUE(core::sameTree(core::loadTreeFile(core::Language::English, file.string()), *c.run->tree));
    app::replaceTree(c, core::withLeafValue(*c.run->tree, 2, 94), 0);
    app::requestSave(c);
    EXPECT_EQ(c.files.stage, Stage::Idle);
    EXPECT_TRUE(core::sameTree(core::loadTreeFile(core::Language::English, file.string()), *c.run->tree));

    // Reload: the edits are dropped and the file as it is now is loaded.
    app::replaceTree(b, core::withLeafValue(*b.run->tree, 2, 95), 0);
    app::requestSave(b);
    ASSERT_EQ(b.files.stage, Stage::ChangedOnDisk);
    app::reloadChangedFile(b);
    EXPECT_EQ(b.files.stage, Stage::Idle);
    EXPECT_EQ(b.files.toLoad, file.string());
}

// Unsaved edits outlive the window: the keeper writes them while they are unsaved (on its
// interval, or at once when a signal ends the window), the next start offers them, and
// recovering gives back the edited tree as unsaved edits of its file.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>

#include "files/tree_file.h"
#include "model/tree_edit.h"
#include "state/recovery.h"

using namespace ablab;
namespace fs = std::filesystem;

namespace {

struct Folder {
    fs::path path = fs::temp_directory_path() / ("ablab-recovery-" + std::to_string(::getpid()));
    Folder() { fs::create_directories(path); }
    ~Folder() { fs::remove_all(path); }
};

}  // namespace

TEST(Recovery, EditsEndedBySignalAreOfferedAndRecoveredAtTheNextStart) {
    Folder folder;
    const fs::path tree = folder.path / "t.json", file = folder.path / "recovery.json";
    core::saveTreeFile(core::Language::English, core::parseTree(core::Language::English, "[[4, 6], [3, 1]]", "t"), tree.string());
    app::AppState state = app::makeAppState(core::loadTreeFile(core::Language::English, tree.string()), tree.string());
    app::RecoveryKeeper keeper(file);

    keeper.keep(state, 0.0, false);
    EXPECT_FALSE(fs::exists(file));  // nothing unsaved, nothing kept

    app::replaceTree(state, core::withLeafValue(*state.run->tree, 2, 9), 0);
    ASSERT_TRUE(state.dirty);
    keeper.keep(state, 100.0, false);
    ASSERT_TRUE(fs::exists(file));  // the first write comes at once
    app::replaceTree(state, core::withLeafValue(*state.run->tree, 3, 8), 0);
    keeper.keep(state, 101.0, false);  // within the interval: not yet
    EXPECT_FALSE(core::sameTree(*app::readRecovery(file)->tree, *state.run->tree));
    keeper.keep(state, 102.0, true);  // SIGTERM: at once
    EXPECT_TRUE(core::sameTree(*app::readRecovery(file)->tree, *state.run->tree));
    const auto edited = state.run->tree;

    // The next start.
    app::AppState next = app::makeAppState(core::parseTree(core::Language::English, "[1, 2]", "default"));
    app::offerRecovery(next, file);
    ASSERT_EQ(next.files.stage, app::FileBox::Stage::OfferRecovery);
    EXPECT_EQ(next.files.thenPath, tree.string());
    app::recoverEdits(next);
    EXPECT_EQ(next.files.stage, app::FileBox::Stage::Idle);
    EXPECT_EQ(next.path, tree.string());
    EXPECT_TRUE(next.dirty);
    EXPECT_TRUE(core::sameTree(*next.run->tree, *edited));
    // The file itself still holds what was saved: nothing was written over it.
    EXPECT_TRUE(core::sameTree(core::loadTreeFile(core::Language::English, tree.string()),
                               core::parseTree(core::Language::English, "[[4, 6], [3, 1]]", "t")));

    // Saved: the keeper removes the recovery file; discarding removes it too.
    app::markSaved(state, state.path);
    keeper.keep(state, 300.0, false);
    EXPECT_FALSE(fs::exists(file));
    app::writeRecovery(next, file);
    app::AppState third = app::makeAppState(core::parseTree(core::Language::English, "[1, 2]", "default"));
    app::offerRecovery(third, file);
    app::discardRecovery(third);
    EXPECT_FALSE(fs::exists(file));
    EXPECT_EQ(third.path, "");
}

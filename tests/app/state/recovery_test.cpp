// Unsaved edits outlive the window: the keeper writes them while they are unsaved (on its
// interval, or at once when a signal ends the window), the next start offers them, and
// recovering gives back the edited tree as unsaved edits of its file.
#include <gtest/gtest.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <thread>

#include "files/input_file.h"
#include "files/tree_file.h"
#include "model/tree_edit.h"
#include "state/file_actions.h"
#include "state/recovery.h"
#include "state/tick.h"
#include "support/tick_until_idle.h"

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
    ASSERT_TRUE(next.files.recovery);
    EXPECT_EQ(next.files.recovery->path, tree.string());
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

// `ablab lesson.json` after an unclean end: the window opens on the default tree, loads the
// lesson in the background and has a recovery file to offer. The lesson opens first, then the
// edits are offered; a file opened meanwhile (dropped on the window) delays the offer, never
// drops it; until it is answered the keeper leaves the recovery file alone.
TEST(Recovery, TheOfferWaitsForTheLessonAndOutlivesWhatOpensMeanwhile) {
    Folder folder;
    const fs::path edited = folder.path / "edited.json", other = folder.path / "other.json", file = folder.path / "recovery.json";
    const std::string lesson = ABLAB_SOURCE_DIR "/trees/aima-fig5.2.json";
    core::saveTreeFile(core::Language::English, core::parseTree(core::Language::English, "[[4, 6], [3, 1]]", "t"),
                       edited.string());
    core::saveTreeFile(core::Language::English, core::parseTree(core::Language::English, "[5, 7]", "t"), other.string());
    app::AppState before = app::makeAppState(core::loadTreeFile(core::Language::English, edited.string()), edited.string());
    app::replaceTree(before, core::withLeafValue(*before.run->tree, 2, 9), 0);
    app::writeRecovery(before, file);
    const std::string kept = core::readInputFile(file.string(), "recovery file").text;

    app::AppState state = app::makeAppState(core::parseTree(core::Language::English, "[1, 2]", "default"));
    state.files.toLoad = lesson;  // as runGui asks for the file argument
    app::offerRecovery(state, file);
    EXPECT_EQ(state.files.stage, app::FileBox::Stage::Idle) << "no question while the lesson is still to load";
    ASSERT_TRUE(state.files.recovery);
    app::Loading loading;
    ablab::testing::tickUntilIdle(state, loading);
    EXPECT_EQ(state.path, lesson);
    ASSERT_EQ(state.files.stage, app::FileBox::Stage::OfferRecovery);

    // Another file opens while the offer is shown: the question goes while it loads, and comes back.
    app::requestOpen(state, other.string());
    ASSERT_TRUE(state.files.recovery);
    ablab::testing::tickUntilIdle(state, loading);
    EXPECT_EQ(state.path, other.string());
    ASSERT_EQ(state.files.stage, app::FileBox::Stage::OfferRecovery);

    // Unsaved edits of what is on screen do not replace the edits not yet recovered.
    app::replaceTree(state, core::withLeafValue(*state.run->tree, 1, 8), 0);
    app::RecoveryKeeper keeper(file);
    keeper.keep(state, 100.0, true);
    EXPECT_EQ(core::readInputFile(file.string(), "recovery file").text, kept);
    ASSERT_TRUE(app::undo(state, 0));
    ASSERT_FALSE(state.dirty);

    app::recoverEdits(state);
    EXPECT_EQ(state.files.stage, app::FileBox::Stage::Idle);
    EXPECT_FALSE(state.files.recovery);
    EXPECT_EQ(state.path, edited.string());
    EXPECT_TRUE(state.dirty);
    EXPECT_TRUE(core::sameTree(*state.run->tree, *before.run->tree));
    app::tick(state, loading, 0);
    EXPECT_EQ(state.files.stage, app::FileBox::Stage::Idle) << "answered once, asked once";
}

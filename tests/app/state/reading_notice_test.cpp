// Opening a file from another format says in the window's status line what it should: a CS188
// file proposes strict, until strict is on.
#include <gtest/gtest.h>

#include "files/tree_file.h"
#include "state/app_state.h"
#include "state/loading.h"

using namespace ablab;

TEST(ReadingNotice, ACs188FileProposesStrictInTheStatusLine) {
    const core::Tree tree = core::loadTreeFile(core::Language::English, ABLAB_SOURCE_DIR "/tests/data/cs188/tie.test");
    app::AppState state = app::makeAppState(tree, "tie.test");
    EXPECT_EQ(state.message,
              "CS188 prunes only when α > β: turn on strict (--strict); not used: alg \"AlphaBetaAgent\" "
              "(ablab runs the one you choose)");
    core::SearchOptions strict;
    strict.strict = true;
    app::openPrepared(state, app::prepareTree(tree, "tie.test", strict));
    EXPECT_EQ(state.message, "not used: alg \"AlphaBetaAgent\" (ablab runs the one you choose)");
    app::openTree(state, core::parseTree(core::Language::English, "[1, 2]", "t"), "t.json");
    EXPECT_EQ(state.message, "");  // ablab's own files have nothing to say
}

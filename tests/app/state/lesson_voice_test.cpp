// A lesson opens in its own notes' voice in the window (run/opening.h): its notation and
// procedure over the student's own choices, the command line's over both; what the student
// changes stays theirs, what a lesson said does not follow them to the next tree.
#include <gtest/gtest.h>

#include "files/tree_file.h"
#include "state/app_state.h"
#include "state/loading.h"
#include "state/settings.h"

using namespace ablab;

namespace {

core::Tree lessonTree(const char* name) {
    return core::loadTreeFile(core::Language::English, std::string(ABLAB_SOURCE_DIR) + "/trees/" + name);
}

}  // namespace

TEST(LessonVoice, TheWindowOpensALessonInItsNotationAndProcedure) {
    app::AppState state = app::makeAppState(lessonTree("hs-p11-alpha-beta-cutoffs.json"), "hs.json");
    EXPECT_EQ(state.view.notation, core::Notation::HorowitzSahni);
    EXPECT_TRUE(state.options.shallow) << "王多强's 算法7.12 is VEB";
    EXPECT_TRUE(state.run->options.shallow);
    app::openTree(state, lessonTree("zhu-tictactoe-k2-minimax.json"), "zhu.json");
    EXPECT_EQ(state.view.notation, core::Notation::Nilsson);
    EXPECT_EQ(state.run->options.algorithm, core::Algorithm::MinimaxLevels) << "例1.25 in its three phases, no α剪枝";
    EXPECT_FALSE(state.run->options.shallow) << "the last lesson's VEB does not follow";
    // A tree without a voice opens in the student's own choices: the defaults here.
    app::openTree(state, lessonTree("aima-fig5.2.json"), "aima.json");
    EXPECT_EQ(state.view.notation, core::Notation::Aima);
    EXPECT_EQ(state.run->options, core::SearchOptions{});
}

TEST(LessonVoice, WhatTheStudentChangesStaysTheirsAndTheVoiceStillWins) {
    app::AppState state = app::makeAppState(lessonTree("nvl-vi-du-3-7.json"), "nvl.json");
    EXPECT_EQ(state.view.notation, core::Notation::NguyenVanLinh);
    // The student picks Horowitz–Sahni and strict in Linh's lesson.
    state.view.notation = core::Notation::HorowitzSahni;
    core::SearchOptions strict = state.options;
    strict.strict = true;
    app::setOptions(state, strict);
    EXPECT_EQ(app::ownChoices(state).notation, core::Notation::HorowitzSahni);
    EXPECT_TRUE(app::ownChoices(state).options.strict);
    // They follow to a tree without a voice, and are what the window remembers.
    app::openTree(state, lessonTree("aima-fig5.2.json"), "aima.json");
    EXPECT_EQ(state.view.notation, core::Notation::HorowitzSahni);
    EXPECT_TRUE(state.run->options.strict);
    const app::Settings remembered = app::settingsOf(state, 800, 600);
    EXPECT_EQ(remembered.view.notation, core::Notation::HorowitzSahni);
    EXPECT_TRUE(remembered.options.strict);
    // A lesson's voice wins over them where it speaks; strict it does not name, so it stays.
    app::openTree(state, lessonTree("zhu-alphabeta-nodes-1-8.json"), "zhu.json");
    EXPECT_EQ(state.view.notation, core::Notation::Nilsson);
    EXPECT_TRUE(state.run->options.strict);
    // Opening the essay's lesson does not make its fail-hard and negamax the student's.
    app::openTree(state, lessonTree("essay-gomoku-absearch.json"), "essay.json");
    EXPECT_TRUE(state.run->options.failHard && state.run->options.negamax);
    EXPECT_FALSE(app::settingsOf(state, 800, 600).options.failHard);
}

TEST(LessonVoice, TheCommandLinesChoicesWinOverTheLessons) {
    app::AppState state;
    core::SearchOptions named;  // --algorithm alphabeta
    state.chosen = core::explicitChoices(named, true);
    state.chosen.notation = core::Notation::Aima;
    app::openTree(state, lessonTree("hs-p11-alpha-beta-cutoffs.json"), "hs.json");
    EXPECT_EQ(state.view.notation, core::Notation::Aima);
    EXPECT_FALSE(state.run->options.shallow) << "--algorithm alphabeta is AB, not VEB";
    // The window's start: the remembered settings and the command line come after the first tree.
    app::AppState started = app::makeAppState(lessonTree("zhu-tictactoe-k2-minimax.json"), "zhu.json");
    started.own = {core::Notation::NguyenVanLinh, {}};
    started.own.options.algorithm = core::Algorithm::Minimax;
    app::settleOpening(started);
    EXPECT_EQ(started.view.notation, core::Notation::Nilsson);
    EXPECT_EQ(started.run->options.algorithm, core::Algorithm::MinimaxLevels);
}

TEST(LessonVoice, ALessonLoadedInTheBackgroundOpensInItsVoice) {
    app::AppState state = app::makeAppState(core::parseTree(core::Language::English, "[1, 2]", "t"));
    app::Loading loading;
    ASSERT_TRUE(app::startLoading(loading, std::string(ABLAB_SOURCE_DIR) + "/trees/hs-p11-alpha-beta-cutoffs.json", state));
    loading.result.wait();
    ASSERT_TRUE(app::pollLoading(loading, state));
    EXPECT_EQ(state.view.notation, core::Notation::HorowitzSahni);
    EXPECT_TRUE(state.run->options.shallow);
}

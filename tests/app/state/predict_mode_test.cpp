// Predict mode in the window (state/predict.h): stepping waits at each question, an answer
// plays on to the reveal and is judged there, and nothing shows what the run has not played.
#include <gtest/gtest.h>

#include <string>

#include "files/tree_file.h"
#include "model/tree_edit.h"
#include "state/app_state.h"
#include "state/panel_text.h"
#include "state/predict.h"
#include "support/by_label.h"

using namespace ablab;
using ablab::testing::byLabel;

namespace {

app::AppState predictedAima() {
    const std::string lesson = ABLAB_SOURCE_DIR "/trees/aima-fig5.2.json";
    return app::makeAppState(core::loadTreeFile(core::Language::English, lesson), lesson);
}

}  // namespace

TEST(PredictMode, SteppingWaitsAtEachQuestionUntilItIsAnswered) {
    app::AppState state = predictedAima();
    state.step = 7;
    app::startPredicting(state, state.predict);
    ASSERT_TRUE(state.predict.active);
    ASSERT_FALSE(state.predict.questions.empty());
    EXPECT_EQ(state.step, 0u);
    const std::size_t first = state.predict.questions.front().askedAt;
    // However far one asks to go, forward stops at the first question; back is free.
    EXPECT_EQ(app::stepToEnd(state), first);
    EXPECT_EQ(app::stepForward(state), first);
    EXPECT_EQ(app::stepToNextCutoff(state), first);
    ASSERT_NE(app::openQuestion(state, state.predict), nullptr);
    EXPECT_EQ(app::predictSentence(state, state.predict, state.step),
              core::questionText(state.view.wording(), *state.run->trace, *app::openQuestion(state, state.predict)))
        << "the first question, with no verdict before it";
    // Playing stops there too.
    app::stepToStart(state);
    state.playback.playing = true;
    app::advancePlayback(state, 100.0);
    EXPECT_EQ(state.step, first);
    EXPECT_FALSE(state.playback.playing);
    // A choice that is not one of the question's is refused.
    EXPECT_FALSE(app::answerQuestion(state, state.predict, 99));
    EXPECT_EQ(state.step, first);
}

TEST(PredictMode, AnAnswerPlaysOnToTheRevealAndIsJudgedThere) {
    app::AppState state = predictedAima();
    app::startPredicting(state, state.predict);
    // C1 = 2 returned to C with C2 and C3 left: the cutoff question (the test of predict_test
    // names its step, 10, and its reveal, 12).
    app::answerRightUpTo(state, state.predict, 10);
    ASSERT_EQ(state.step, 10u);
    const core::Question* atC = app::openQuestion(state, state.predict);
    ASSERT_NE(atC, nullptr);
    ASSERT_EQ(atC->kind, core::QuestionKind::Cutoff);
    EXPECT_EQ(app::predictScore(core::Language::English, state.predict).rfind("of", 0), std::string::npos);
    const std::size_t reveal = atC->revealAt;
    ASSERT_TRUE(app::answerQuestion(state, state.predict, 0));  // "no cutoff": wrong
    EXPECT_EQ(state.step, reveal);
    const std::optional<std::string> verdict = app::predictSentence(state, state.predict, state.step);
    ASSERT_TRUE(verdict);
    EXPECT_EQ(verdict->rfind("Not quite: you said no cutoff, it is α-cutoff (α-cutoff at C", 0), 0u) << *verdict;
    // Every earlier question was answered right, this one wrong.
    std::size_t answered = 0;
    for (const auto& answer : state.predict.answers) answered += answer.has_value();
    EXPECT_EQ(app::predictScore(core::Language::English, state.predict),
              std::to_string(answered - 1) + " of " + std::to_string(answered) + " right");
    // Back over an answered question, and forward again: it is not asked twice.
    app::stepTo(state, 9);
    EXPECT_GE(app::stepTo(state, 12), 10u);
    EXPECT_NE(state.step, 10u);
}

TEST(PredictMode, AClickOnALeafAnswersWhichLeafIsNext) {
    app::AppState state = predictedAima();
    core::PredictOptions leavesOnly;
    leavesOnly.asked.fill(false);
    leavesOnly.asked[static_cast<std::size_t>(core::QuestionKind::NextLeaf)] = true;
    state.predict.options = leavesOnly;
    app::startPredicting(state, state.predict);
    // After B3 = 8 (step 6): C1 is next.
    app::answerRightUpTo(state, state.predict, 6);
    ASSERT_EQ(state.step, 6u);
    state.selected = byLabel(*state.run->tree, "C1");
    app::syncPredicting(state, state.predict);
    EXPECT_EQ(state.run->trace->currentNode(state.step), byLabel(*state.run->tree, "C1"));
    const std::optional<std::string> verdict = app::predictSentence(state, state.predict, state.step);
    ASSERT_TRUE(verdict);
    EXPECT_EQ(verdict->rfind("Right: C1 (evaluate leaf C1 = 2).", 0), 0u) << *verdict;
    // The verdict, then the question this step asks next.
    EXPECT_NE(verdict->find("Which leaf is evaluated next?"), std::string::npos) << *verdict;
    // A leaf that is not among the choices is an answer too, and a wrong one.
    ASSERT_NE(app::openQuestion(state, state.predict), nullptr);
    state.selected = byLabel(*state.run->tree, "D3");
    app::syncPredicting(state, state.predict);
    const std::optional<std::string> wrong = app::predictSentence(state, state.predict, state.step);
    ASSERT_TRUE(wrong);
    EXPECT_EQ(wrong->rfind("Not quite: you said D3, it is D1 (evaluate leaf D1 = 14).", 0), 0u) << *wrong;
}

TEST(PredictMode, NothingAheadIsShownAndAnEditAsksAnew) {
    app::AppState state = predictedAima();
    app::startPredicting(state, state.predict);
    app::answerRightUpTo(state, state.predict, 10);
    EXPECT_TRUE(app::holdsBackWhatIsAhead(state));
    EXPECT_EQ(app::stepCounterText(state), "step 10");
    EXPECT_TRUE(app::timelineCutoffs(state).empty());
    EXPECT_EQ(app::eventRowCount(state), 10u);
    for (const std::string& line : app::statisticsLines(state)) EXPECT_EQ(line.find("by the end"), std::string::npos) << line;
    // An edit of a leaf's value asks the new run, from its start.
    const core::NodeId d1 = byLabel(*state.run->tree, "D1");
    ASSERT_TRUE(app::applyEdit(state, 0, [&](const core::Tree& t) { return core::withLeafValue(t, d1, 1); }));
    app::syncPredicting(state, state.predict);
    EXPECT_EQ(state.step, 0u);
    EXPECT_EQ(state.predict.runRevision, state.run->revision);
    for (const auto& answer : state.predict.answers) EXPECT_FALSE(answer);
    // Practice and predict mode are one at a time; stopping shows the run's whole length again.
    app::startPractice(state, state.practice);
    app::syncPredicting(state, state.predict);
    EXPECT_FALSE(state.predict.active);
    state.practice.active = false;
    EXPECT_FALSE(app::holdsBackWhatIsAhead(state));
    EXPECT_EQ(app::stepCounterText(state).find("of"), 7u);
}

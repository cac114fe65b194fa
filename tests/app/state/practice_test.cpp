// The window's practice mode as plain functions over AppState and Practice: no window needed.
// A student who types the answer key is fully right; a missed prune, a wrong prune and a wrong
// value are each caught at their node and explained; Hint plays one event; the same seed gives
// the same exercise with its options shown; garbage in a box is a message, never a crash.
#include <gtest/gtest.h>

#include <algorithm>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "teaching/answer.h"
#include "state/app_state.h"
#include "teaching/exercise.h"
#include "teaching/grading.h"
#include "state/practice.h"
#include "picture/scene.h"
#include "model/tree_edit.h"
#include "files/tree_file.h"
#include "support/by_label.h"
#include "support/aima.h"

using namespace ablab;
using ablab::testing::kAimaShorthand;
using core::NodeId;

namespace {

using ablab::testing::byLabel;

app::AppState stateOf(const char* text) { return app::makeAppState(core::parseTree(core::Language::English, text, "test")); }

// "≤ 2" as a keyboard without ≤ types it: "<= 2".
std::string ascii(std::string text) {
    for (const auto& [from, to] : {std::pair<std::string, std::string>{"≤", "<="}, {"≥", ">="}, {"∞", "inf"}})
        for (std::size_t at = 0; (at = text.find(from, at)) != std::string::npos;) text.replace(at, from.size(), to);
    return text;
}

// Types a whole answer into the boxes, as a student would.
void enter(app::AppState& state, app::Practice& practice, const core::Answer& answer, bool asAscii = false) {
    for (const auto& [n, v] : answer.values) {
        const std::string text = asAscii ? ascii(core::answerValueText(v)) : core::answerValueText(v);
        EXPECT_EQ(app::setValueEntry(state, practice, n, text), "") << text;
    }
    for (const NodeId n : answer.pruned) app::setPrunedMark(practice, n, true);
    practice.answerAlphaBeta = answer.alphaBeta.has_value();
    if (answer.alphaBeta)
        for (const auto& [n, w] : *answer.alphaBeta) {
            EXPECT_EQ(app::setAlphaEntry(state, practice, n, core::formatValue(w.alpha)), "");
            EXPECT_EQ(app::setBetaEntry(state, practice, n, asAscii ? core::formatValuePlain(w.beta) : core::formatValue(w.beta)),
                      "");
        }
}

// The wrong items of the last Check, in the order the practice lists them.
std::vector<core::GradeItem> mistakes(const app::Practice& practice) {
    std::vector<core::GradeItem> out;
    if (!practice.grade) {
        ADD_FAILURE() << "no grade";
        return out;
    }
    for (const std::size_t i : practice.mistakes) out.push_back(practice.grade->items[i]);
    return out;
}

// The one wrong item of the last Check, as the practice panel words it.
struct Mistake {
    NodeId node;
    core::AnswerPart part;
    std::string expected, given, reason;
    bool operator==(const Mistake&) const = default;
    friend std::ostream& operator<<(std::ostream& out, const Mistake& m) {
        return out << "node " << m.node << " part " << static_cast<int>(m.part) << " expected '" << m.expected << "' given '"
                   << m.given << "': " << m.reason;
    }
};
std::optional<Mistake> onlyMistake(const app::Practice& practice) {
    const std::vector<core::GradeItem> wrong = mistakes(practice);
    if (wrong.size() != 1) {
        ADD_FAILURE() << wrong.size() << " mistakes, not one";
        return std::nullopt;
    }
    return Mistake{wrong[0].node, wrong[0].part, wrong[0].expected, wrong[0].given, wrong[0].reason};
}

// AIMA Figure 5.2 in practice, with the key (values, prunes and windows) entered.
struct Keyed {
    app::AppState state = stateOf(kAimaShorthand);
    app::Practice practice;
    core::Answer key;
    Keyed() {
        app::startPractice(state, practice);
        key = core::answerKey(*state.run->trace, true);
        enter(state, practice, key);
    }
    NodeId at(const std::string& label) const { return byLabel(*state.run->tree, label); }
};

}  // namespace

TEST(PracticeMode, TheAnswerKeyEnteredChecksFullyRight) {
    Keyed aima;
    ASSERT_TRUE(app::checkPractice(aima.state, aima.practice));
    EXPECT_TRUE(aima.practice.grade->fullyRight());
    EXPECT_EQ(aima.practice.grade->total(), 10u);  // 4 values, C2 and C3 pruned, 4 windows
    EXPECT_TRUE(aima.practice.mistakes.empty());
    const std::vector<app::NodeMark> marks = app::practiceMarks(aima.state, aima.practice);
    EXPECT_TRUE(app::wrongNodes(marks).empty());
    EXPECT_EQ(marks[aima.at("C")].verdict, app::Verdict::Right);
    EXPECT_EQ(marks[aima.at("C2")].verdict, app::Verdict::Right);
    EXPECT_EQ(marks[aima.at("B1")].verdict, app::Verdict::Unchecked);  // nothing about B1 is graded

    // Generated exercises under every option set, shapes and ties, typed with and without ≤ ≥.
    for (std::uint64_t seed = 1; seed <= 24; ++seed) {
        core::ExerciseParams params;
        params.seed = seed;
        params.depth = 2 + static_cast<std::uint32_t>(seed % 3);
        params.branching = 2 + static_cast<std::uint32_t>(seed % 2);
        params.strict = seed & 1;
        params.failHard = seed & 2;
        params.uneven = seed & 4;
        params.ties = seed & 8;
        app::AppState state = stateOf(kAimaShorthand);
        app::Practice practice;
        ASSERT_TRUE(app::newExercise(state, practice, params));
        const core::Answer key = core::answerKey(*state.run->trace, seed % 3 == 0);
        enter(state, practice, key, seed % 2 == 0);
        ASSERT_TRUE(app::checkPractice(state, practice)) << state.message;
        EXPECT_TRUE(practice.grade->fullyRight()) << "seed " << seed;
        EXPECT_EQ(practice.grade->total(), key.values.size() * (key.alphaBeta ? 2 : 1) + key.pruned.size());
    }
}

TEST(PracticeMode, ALeftOutPruneMarkIsReportedAtThePrunedRoot) {
    Keyed aima;
    app::setPrunedMark(aima.practice, aima.at("C2"), false);
    ASSERT_TRUE(app::checkPractice(aima.state, aima.practice));
    const std::optional<Mistake> wrong = onlyMistake(aima.practice);
    ASSERT_TRUE(wrong);
    EXPECT_EQ(*wrong, (Mistake{aima.at("C2"), core::AnswerPart::Pruned, "pruned", "",
                               "C2 is pruned: after C1 = 2, C is ≤ 2 ≤ α = 3 (from A) — an α-cutoff"}));
    EXPECT_EQ(aima.practice.grade->points, 9u);

    // Practising, a prune left out is not pointed at: that would give it away. Everything the
    // student entered is right, and the answer is not complete.
    EXPECT_TRUE(app::wrongNodes(app::practiceMarks(aima.state, aima.practice)).empty());
    EXPECT_EQ(app::gradeSummary(core::Language::English, aima.practice),
              "9 of 9 of your answers are right, but the answer is not complete");
    // Grading it as a teacher: highlighted on the tree, and the step its explanation is read
    // from is the cutoff.
    aima.practice.teacherView = true;
    const std::vector<app::NodeMark> marks = app::practiceMarks(aima.state, aima.practice);
    EXPECT_EQ(app::wrongNodes(marks), std::vector<NodeId>{aima.at("C2")});
    EXPECT_EQ(marks[aima.at("C2")].reason, wrong->reason);
    EXPECT_FALSE(marks[aima.at("C2")].markedPruned);
    EXPECT_TRUE(marks[aima.at("C3")].markedPruned);
    const std::size_t step = app::showMistakeStep(aima.state, aima.practice, mistakes(aima.practice)[0]);
    EXPECT_EQ(step, 12u);
    EXPECT_EQ(aima.practice.hints, 12u);  // every event the jump played counts as a hint
    const core::Event& cut = aima.state.run->trace->events()[step - 1];
    EXPECT_EQ(cut.type, core::EventType::Cutoff);
    EXPECT_EQ(cut.node, aima.at("C"));
}

TEST(PracticeMode, AWrongPruneMarkIsReportedAtTheMarkedNode) {
    Keyed aima;
    app::togglePrunedMark(aima.practice, aima.at("D2"));
    ASSERT_TRUE(app::checkPractice(aima.state, aima.practice));
    EXPECT_EQ(onlyMistake(aima.practice), (Mistake{aima.at("D2"), core::AnswerPart::Pruned, "searched", "pruned",
                                                   "D2 is evaluated: no cutoff at D, because 14 > α = 3"}));
    EXPECT_EQ(aima.practice.grade->total(), 11u);  // the wrong claim is one more item
    EXPECT_EQ(app::wrongNodes(app::practiceMarks(aima.state, aima.practice)), std::vector<NodeId>{aima.at("D2")});
}

TEST(PracticeMode, AWrongValueIsReportedAtItsNode) {
    Keyed aima;
    EXPECT_EQ(app::setValueEntry(aima.state, aima.practice, aima.at("B"), "8"), "");
    ASSERT_TRUE(app::checkPractice(aima.state, aima.practice));
    EXPECT_EQ(onlyMistake(aima.practice), (Mistake{aima.at("B"), core::AnswerPart::Value, "3", "8",
                                                   "B is 3, not 8: MIN takes the smallest of B1 = 3, B2 = 12, B3 = 8"}));

    // An exact value where α-β leaves a bound is wrong too, and so is a wrong window.
    EXPECT_EQ(app::setValueEntry(aima.state, aima.practice, aima.at("B"), "3"), "");
    EXPECT_EQ(app::setValueEntry(aima.state, aima.practice, aima.at("C"), "2"), "");
    EXPECT_EQ(app::setBetaEntry(aima.state, aima.practice, aima.at("C"), "inf"), "");
    ASSERT_TRUE(app::checkPractice(aima.state, aima.practice));
    const std::vector<core::GradeItem> wrong = mistakes(aima.practice);
    ASSERT_EQ(wrong.size(), 2u);
    EXPECT_EQ(wrong[0].node, aima.at("C"));
    EXPECT_EQ(wrong[1].node, aima.at("C"));
    EXPECT_EQ(wrong[0].reason, "C's window when it returns is (3, 2), not (3, ∞): β at C falls ∞ → 2 (from C1)");
    EXPECT_EQ(wrong[1].reason,
              "C is ≤ 2, not 2: after C1 = 2, C is ≤ 2 ≤ α = 3 (from A) — an α-cutoff prunes C2, C3, so C returns ≤ 2");
    EXPECT_EQ(app::wrongNodes(app::practiceMarks(aima.state, aima.practice)), std::vector<NodeId>{aima.at("C")});
}

TEST(PracticeMode, MistakesAreListedFromTheFirstEventWhereTheAnswerGoesWrong) {
    Keyed aima;
    app::setPrunedMark(aima.practice, aima.at("D2"), true);
    app::setPrunedMark(aima.practice, aima.at("C2"), false);
    EXPECT_EQ(app::setValueEntry(aima.state, aima.practice, aima.at("B"), "12"), "");
    ASSERT_TRUE(app::checkPractice(aima.state, aima.practice));
    const std::vector<core::GradeItem> wrong = mistakes(aima.practice);
    ASSERT_EQ(wrong.size(), 3u);
    EXPECT_EQ(wrong[0].node, aima.at("B"));
    EXPECT_EQ(wrong[1].node, aima.at("C2"));
    EXPECT_EQ(wrong[2].node, aima.at("D2"));
    EXPECT_LT(wrong[0].event, wrong[1].event);
    EXPECT_LT(wrong[1].event, wrong[2].event);
}

TEST(PracticeMode, AnEmptyAnswerMissesEveryItem) {
    app::AppState state = stateOf(kAimaShorthand);
    app::Practice practice;
    app::startPractice(state, practice);
    ASSERT_TRUE(app::checkPractice(state, practice));
    EXPECT_EQ(practice.grade->points, 0u);
    EXPECT_EQ(practice.grade->total(), 6u);  // 4 values, 2 pruned roots; α/β not answered, not graded
}

TEST(PracticeMode, OneSidedWindowsStartFromTheInitialWindow) {
    Keyed aima;
    // A's window is (3, ∞): β left blank reads as ∞ and is right.
    EXPECT_EQ(app::setBetaEntry(aima.state, aima.practice, aima.at("A"), ""), "");
    ASSERT_TRUE(app::checkPractice(aima.state, aima.practice));
    EXPECT_TRUE(aima.practice.grade->fullyRight());
    // B's is (-∞, 3): with β blank it reads (-∞, ∞), which is wrong.
    EXPECT_EQ(app::setBetaEntry(aima.state, aima.practice, aima.at("B"), " "), "");
    ASSERT_TRUE(app::checkPractice(aima.state, aima.practice));
    const std::vector<core::GradeItem> wrong = mistakes(aima.practice);
    ASSERT_EQ(wrong.size(), 1u);
    EXPECT_EQ(wrong[0].node, aima.at("B"));
    EXPECT_EQ(wrong[0].given, "(-∞, ∞)");
}

TEST(PracticeMode, HintPlaysExactlyOneEvent) {
    app::AppState state = stateOf(kAimaShorthand);
    app::stepTo(state, 7);
    state.playback.playing = true;
    app::Practice practice;
    app::startPractice(state, practice);
    EXPECT_EQ(state.step, 0u);  // practice starts before the first event
    EXPECT_FALSE(state.playback.playing);

    // Every inner value hidden at first; leaves are part of the problem.
    std::vector<app::NodeMark> marks = app::practiceMarks(state, practice);
    ASSERT_EQ(marks.size(), state.run->tree->size());
    for (NodeId n = 0; n < state.run->tree->size(); ++n) EXPECT_EQ(marks[n].hideValue, !state.run->tree->isLeaf(n)) << n;

    const NodeId b = byLabel(*state.run->tree, "B");
    const std::size_t bDone = state.run->trace->finishedAt(b) + 1;
    for (std::size_t k = 1; k <= bDone; ++k) {
        EXPECT_EQ(app::hint(state, practice), k);
        EXPECT_EQ(state.step, k);
        EXPECT_EQ(practice.hints, k);
    }
    marks = app::practiceMarks(state, practice);
    EXPECT_FALSE(marks[b].hideValue);  // B's value is out now
    EXPECT_TRUE(marks[byLabel(*state.run->tree, "C")].hideValue);
    EXPECT_TRUE(practice.active);

    // At the end there is nothing more to play.
    app::stepToEnd(state);
    const std::size_t end = state.step;
    const std::size_t hints = practice.hints;
    EXPECT_EQ(app::hint(state, practice), end);
    EXPECT_EQ(practice.hints, hints);
    EXPECT_NE(state.message.find("no next event"), std::string::npos);
}

TEST(PracticeMode, ShowSolutionLeavesPracticeAtTheLastStep) {
    Keyed aima;
    app::showSolution(aima.state, aima.practice);
    EXPECT_FALSE(aima.practice.active);
    EXPECT_EQ(aima.state.step, aima.state.run->trace->stepCount());
    EXPECT_TRUE(app::practiceMarks(aima.state, aima.practice).empty());
}

TEST(PracticeMode, TheSameSeedAndParametersGiveTheSameExerciseWithItsOptions) {
    core::ExerciseParams params;
    params.seed = 4711;
    params.depth = 3;
    params.branching = 3;
    params.low = -9;
    params.high = 9;
    params.uneven = true;
    params.ties = true;
    params.strict = true;
    params.failHard = true;

    app::AppState first = stateOf(kAimaShorthand), second = stateOf("[1,2]");
    app::Practice p1, p2;
    ASSERT_TRUE(app::newExercise(first, p1, params));
    ASSERT_TRUE(app::newExercise(second, p2, params));
    EXPECT_EQ(core::serializeTree(*first.run->tree), core::serializeTree(*second.run->tree));
    EXPECT_EQ(core::serializeTree(*first.run->tree), core::serializeTree(core::makeExercise(core::Language::English, params)));
    EXPECT_TRUE(p1.active);
    EXPECT_EQ(first.step, 0u);
    EXPECT_FALSE(first.dirty);
    ASSERT_TRUE(p1.exercise.has_value());
    EXPECT_EQ(*p1.exercise, params);
    EXPECT_NE(first.run->tree->info().title.in(core::Language::English).find("seed 4711"), std::string::npos);

    // The option set is the exercise's: searched under it and shown on it.
    EXPECT_TRUE(first.options.strict);
    EXPECT_TRUE(first.options.failHard);
    EXPECT_TRUE(p1.optionsFixed);
    EXPECT_EQ(p1.optionsText, "Options: strict (only α > β cuts), fail-hard.");
    EXPECT_EQ(first.run->tree->info().exerciseOptions, (core::ExerciseOptions{true, true}));
    // A toolbar change is put back: the answers are graded under the exercise's options.
    core::SearchOptions loose = first.options;
    loose.strict = false;
    app::setOptions(first, loose);
    app::syncPractice(first, p1);
    EXPECT_TRUE(first.options.strict);
    EXPECT_NE(first.message.find(p1.optionsText), std::string::npos);

    // Another seed, another tree; the same seed under other options, other options shown.
    core::ExerciseParams other = params;
    other.seed = 4712;
    ASSERT_TRUE(app::newExercise(second, p2, other));
    EXPECT_NE(core::serializeTree(*first.run->tree), core::serializeTree(*second.run->tree));
    other = params;
    other.strict = other.failHard = false;
    ASSERT_TRUE(app::newExercise(second, p2, other));
    EXPECT_EQ(p2.optionsText, "Options: ties prune (α ≥ β cuts), fail-soft.");
    EXPECT_FALSE(second.options.strict);
}

TEST(PracticeMode, ParametersThatGiveNoExerciseChangeNothingAndSayWhy) {
    app::AppState state = stateOf(kAimaShorthand);
    app::Practice practice;
    const auto before = state.run->tree;
    core::ExerciseParams params;
    params.low = 5;
    params.high = 3;
    EXPECT_FALSE(app::newExercise(state, practice, params));
    EXPECT_EQ(state.run->tree, before);
    EXPECT_FALSE(practice.active);
    EXPECT_EQ(state.message, "New exercise: values expects LO:HI with LO ≤ HI, got 5:3");
    params = {};
    params.depth = 8;
    params.branching = 9;
    EXPECT_FALSE(app::newExercise(state, practice, params));
    EXPECT_NE(state.message.find("at most 4096 (lower depth or branching)"), std::string::npos) << state.message;
}

TEST(PracticeMode, EntryParsingRejectsGarbageWithAMessage) {
    app::AppState state = stateOf(kAimaShorthand);
    app::Practice practice;
    const NodeId b = byLabel(*state.run->tree, "B");
    // Before practice starts there is nothing to enter into.
    EXPECT_EQ(app::setValueEntry(state, practice, b, "3"), "start practice first");
    app::startPractice(state, practice);

    for (const char* good : {"5", " ≥ 5 ", ">= 5", ">=5", "≤ 2", "<= 2", "<=2", "-1.5", "inf", "-∞", ""})
        EXPECT_EQ(app::setValueEntry(state, practice, b, good), "") << good;
    for (const char* bad : {"abc", "≥", "5 5", "≥≥ 5", "=> 5", "3,5", "five", "1e999"}) {
        const std::string problem = app::setValueEntry(state, practice, b, bad);
        EXPECT_EQ(problem, "B: '" + std::string(bad) +
                               "' is not a value; write a number such as 5, or a bound such as ≥ 5, >= 5, ≤ 2 or <= 2");
        EXPECT_EQ(practice.entries[b].value, bad);  // kept as typed, for the student to correct
    }
    // Check refuses while a box does not read, and says which.
    EXPECT_FALSE(app::checkPractice(state, practice));
    EXPECT_FALSE(practice.grade.has_value());
    EXPECT_EQ(state.message,
              "Check: B: '1e999' is not a value; write a number such as 5, or a bound such as ≥ 5, >= 5, ≤ 2 or <= 2");
    EXPECT_FALSE(app::practiceAnswer(state, practice).has_value());

    // α and β are numbers, not bounds.
    EXPECT_EQ(app::setAlphaEntry(state, practice, b, "≤ 3"),
              "B: α '≤ 3' is not a number; write a number such as 3, or inf or -inf");
    EXPECT_EQ(app::setBetaEntry(state, practice, b, "x"), "B: β 'x' is not a number; write a number such as 3, or inf or -inf");

    // A leaf's value is given: refused, and the entry stays empty.
    const NodeId b1 = byLabel(*state.run->tree, "B1");
    EXPECT_EQ(app::setValueEntry(state, practice, b1, "3"), "B1 is a leaf: its value, 3, is given in the tree");
    EXPECT_EQ(practice.entries[b1].value, "");
    EXPECT_EQ(app::setAlphaEntry(state, practice, b1, "3"), "B1 is a leaf: it has no window to answer");
    // A node that is not there.
    EXPECT_EQ(app::setValueEntry(state, practice, 999, "3"), "select a node of the tree first");
    EXPECT_EQ(app::setValueEntry(state, practice, core::kNoNode, "3"), "select a node of the tree first");
    app::togglePrunedMark(practice, core::kNoNode);  // nothing happens

    // Fixed, it checks.
    EXPECT_EQ(app::setValueEntry(state, practice, b, "3"), "");
    EXPECT_EQ(app::setAlphaEntry(state, practice, b, ""), "");
    EXPECT_EQ(app::setBetaEntry(state, practice, b, "3"), "");
    EXPECT_TRUE(app::checkPractice(state, practice)) << state.message;
    EXPECT_EQ(state.message, "");
}

TEST(PracticeMode, AnEditKeepsEntriesInPlaceAndAnotherTreeStartsAgain) {
    Keyed aima;
    ASSERT_TRUE(app::checkPractice(aima.state, aima.practice));
    const NodeId b1 = aima.at("B1");
    ASSERT_TRUE(app::applyEdit(aima.state, 0, [&](const core::Tree& t) { return core::withLeafValue(t, b1, 1); }));
    app::syncPractice(aima.state, aima.practice);
    EXPECT_EQ(aima.practice.tree, aima.state.run->tree);
    EXPECT_EQ(aima.practice.entries[aima.at("B")].value, "3");  // B is now 1: the entry is kept, and wrong
    EXPECT_TRUE(aima.practice.entries[aima.at("C2")].pruned);
    EXPECT_FALSE(aima.practice.grade.has_value());
    ASSERT_TRUE(app::checkPractice(aima.state, aima.practice));
    ASSERT_FALSE(aima.practice.mistakes.empty());
    EXPECT_EQ(mistakes(aima.practice)[0].node, aima.at("B"));

    app::openTree(aima.state, core::parseTree(core::Language::English, "[[1,2],[3,4]]", "other"), "");
    app::syncPractice(aima.state, aima.practice);
    EXPECT_TRUE(aima.practice.active);
    EXPECT_EQ(aima.practice.entries.size(), aima.state.run->tree->size());
    for (const app::PracticeEntry& e : aima.practice.entries) EXPECT_TRUE(e.value.empty() && !e.pruned);
}

TEST(PracticeMode, AnyTreeIsPractisedUnderAlphaBetaWithItsVariant) {
    app::AppState state = stateOf(kAimaShorthand);
    core::SearchOptions options;
    options.algorithm = core::Algorithm::Minimax;
    options.negamax = true;
    options.strict = true;
    app::setOptions(state, options);
    app::Practice practice;
    app::startPractice(state, practice);
    EXPECT_EQ(state.options.algorithm, core::Algorithm::AlphaBeta);
    EXPECT_FALSE(state.options.negamax);
    EXPECT_TRUE(state.options.strict);
    EXPECT_FALSE(practice.optionsFixed);
    EXPECT_EQ(practice.optionsText, "Options: strict (only α > β cuts), fail-soft.");

    // On a tree that states no options, a toolbar change becomes the practice's.
    ASSERT_TRUE(app::checkPractice(state, practice));
    options = state.options;
    options.failHard = true;
    app::setOptions(state, options);
    app::syncPractice(state, practice);
    EXPECT_TRUE(state.options.failHard);
    EXPECT_EQ(practice.options, state.options);
    EXPECT_EQ(practice.optionsText, "Options: strict (only α > β cuts), fail-hard.");
    EXPECT_TRUE(practice.gradeStale);
}

TEST(PracticeMode, TheCanvasShowsTheStudentsEntriesAndPruneMarks) {
    app::AppState state = stateOf(kAimaShorthand);
    app::Practice practice;
    app::startPractice(state, practice);
    const core::Tree& tree = *state.run->tree;
    EXPECT_EQ(app::setValueEntry(state, practice, byLabel(tree, "B"), " 8 "), "");
    app::setPrunedMark(practice, byLabel(tree, "C2"), true);
    ASSERT_TRUE(app::checkPractice(state, practice));

    core::Scene scene = core::buildScene(core::Wording{}, *state.run->trace, (*state.run->layout), state.step);
    const std::vector<app::NodeMark> marks = app::practiceMarks(state, practice);
    app::applyPracticeMarks(scene, marks);
    auto nodeOf = [&](const std::string& label) -> const core::SceneNode& {
        const NodeId n = byLabel(tree, label);
        return *std::find_if(scene.nodes.begin(), scene.nodes.end(), [&](const core::SceneNode& s) { return s.id == n; });
    };
    EXPECT_EQ(nodeOf("B").value, "8");
    EXPECT_EQ(nodeOf("A").value, "");
    EXPECT_EQ(nodeOf("B1").value, "3");
    for (const core::SceneEdge& edge : scene.edges) EXPECT_EQ(edge.cut, edge.child == byLabel(tree, "C2")) << edge.child;
    // B is wrong (8) and C2 right; A, C, D unanswered and C3 not marked are not judged on the
    // tree: a verdict there would tell the student that C3 is pruned.
    const std::vector<NodeId> wrong = app::wrongNodes(marks);
    EXPECT_EQ(wrong, (std::vector<NodeId>{byLabel(tree, "B")}));
    EXPECT_EQ(marks[byLabel(tree, "C2")].verdict, app::Verdict::Right);
    EXPECT_EQ(marks[byLabel(tree, "C3")].verdict, app::Verdict::Unchecked);
    EXPECT_EQ(app::gradeSummary(core::Language::English, practice), "1 of 2 of your answers are right: 1 mistake");
    // The teacher grading the same answer as a file sees every missed item.
    core::Answer answer;
    answer.values[byLabel(tree, "B")] = core::AnswerValue{8, core::Bound::Exact};
    answer.pruned.push_back(byLabel(tree, "C2"));
    app::enterAnswer(state, practice, answer);
    EXPECT_EQ(app::wrongNodes(app::practiceMarks(state, practice)),
              (std::vector<NodeId>{byLabel(tree, "A"), byLabel(tree, "B"), byLabel(tree, "C"), byLabel(tree, "C3"),
                                   byLabel(tree, "D")}));
}

TEST(PracticeMode, TheCanvasShowsTheStudentsEntriesApartFromTheRunsValues) {
    app::AppState state = stateOf("[[3,12,8],[2,4,6],[14,5,2]]");
    app::Practice practice;
    app::startPractice(state, practice);
    ASSERT_EQ(app::setValueEntry(state, practice, core::Tree::root(), "3"), "");
    const std::vector<app::NodeMark> marks = app::practiceMarks(state, practice);
    core::Scene scene = core::buildScene(core::Wording{}, *state.run->trace, (*state.run->layout), state.step);
    app::applyPracticeMarks(scene, marks);
    for (const core::SceneNode& node : scene.nodes) {
        if (node.id == core::Tree::root()) {
            EXPECT_EQ(node.value, "3");
            EXPECT_TRUE(node.entered);
        } else if (!state.run->tree->isLeaf(node.id)) {
            EXPECT_EQ(node.value, "") << state.run->tree->label(node.id);  // hidden, nothing typed
            EXPECT_FALSE(node.entered);
        } else {
            EXPECT_FALSE(node.entered);  // leaves are given
        }
    }
}

TEST(PracticeMode, AnAnswerFileIsEnteredAndCheckedAsTheStudentWroteIt) {
    app::AppState state = stateOf(kAimaShorthand);
    const core::Trace& trace = *state.run->trace;
    core::Answer answer = core::answerKey(trace, false);
    const NodeId b = byLabel(*state.run->tree, "B");
    answer.values[b].value += 1;  // one wrong value
    app::Practice practice;
    app::enterAnswer(state, practice, answer);
    ASSERT_TRUE(practice.active);
    ASSERT_TRUE(practice.grade.has_value());
    EXPECT_EQ(practice.entries[b].value, core::answerValueText(answer.values[b]));
    const std::vector<NodeId> wrong = app::wrongNodes(app::practiceMarks(state, practice));
    EXPECT_EQ(wrong, std::vector<NodeId>{b});
    // The key itself: nothing wrong.
    app::enterAnswer(state, practice, core::answerKey(*state.run->trace, false));
    EXPECT_TRUE(app::wrongNodes(app::practiceMarks(state, practice)).empty());
}

// A tree with chance nodes is practised with what searches it: Star1 prunes at a chance node,
// and its pruned outcomes are graded like any others, the reason said as the trace says it.
TEST(PracticeMode, Star1OnAChanceTreeGradesValuesAndThePrunedOutcomes) {
    app::AppState state =
        stateOf(R"({"root": [{"player": "chance", "children": [8, 9]}, {"player": "chance", "children": [1, 10]}]})");
    core::SearchOptions star1;
    star1.algorithm = core::Algorithm::Star1;
    star1.leafBounds = core::LeafBounds{-10, 10};
    app::setOptions(state, star1);
    app::Practice practice;
    app::startPractice(state, practice);
    ASSERT_EQ(state.run->trace->options().algorithm, core::Algorithm::Star1);
    EXPECT_EQ(practice.optionsText,
              "Options: ties prune (α ≥ β cuts), fail-soft. Chance nodes: Star1, every leaf within [-10, 10].");
    const core::Answer key = core::answerKey(*state.run->trace, false);
    EXPECT_EQ(key.pruned, std::vector<NodeId>{byLabel(*state.run->tree, "C2")});
    enter(state, practice, key);
    ASSERT_TRUE(app::checkPractice(state, practice));
    EXPECT_TRUE(practice.grade->fullyRight());
    // Leaving the pruned outcome unmarked is a mistake at it, explained as the cutoff at C.
    app::setPrunedMark(practice, byLabel(*state.run->tree, "C2"), false);
    ASSERT_TRUE(app::checkPractice(state, practice));
    const std::vector<core::GradeItem> wrong = mistakes(practice);
    ASSERT_EQ(wrong.size(), 1u);
    EXPECT_EQ(wrong[0].node, byLabel(*state.run->tree, "C2"));
    EXPECT_EQ(wrong[0].reason,
              "C2 is pruned: α-cutoff at chance node C: even if the outcomes left (probability 0.5) all scored U = 10, C ≤ 5.5 "
              "≤ α = 8.5 (from A); prunes C2");
}

// Predict mode's questions (teaching/predict.h): over every lesson of the library, each kind of
// question's right answer is what the trace says happened, read back by other means than the
// questions were made with (the run's states, its cutoff list, its evaluated leaves).
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "files/tree_file.h"
#include "run/opening.h"
#include "run/run.h"
#include "search/explain.h"
#include "support/aima.h"
#include "teaching/predict.h"

using namespace ablab::core;

namespace {

struct Lesson {
    std::string name;
    std::shared_ptr<const Run> run;
    Wording wording;
};

std::vector<Lesson> everyLesson() {
    std::vector<Lesson> lessons;
    for (const auto& entry : std::filesystem::directory_iterator(ABLAB_SOURCE_DIR "/trees")) {
        const std::string name = entry.path().filename().string();
        if (entry.path().extension() != ".json" || name == "schema.json" || name == "index.json") continue;
        auto tree = std::make_shared<const Tree>(loadTreeFile(Language::English, entry.path().string()));
        const Opening opening = openingFor(*tree, {}, {});
        lessons.push_back({name, makeRun(tree, opening.options), {Language::English, opening.notation}});
    }
    std::sort(lessons.begin(), lessons.end(), [](const Lesson& a, const Lesson& b) { return a.name < b.name; });
    return lessons;
}

std::size_t leavesBefore(const Trace& trace, std::size_t step) {
    std::size_t leaves = 0;
    for (std::size_t i = 0; i < step; ++i) leaves += trace.events()[i].type == EventType::Leaf;
    return leaves;
}

// The right answer of `q`, checked against the trace.
void checkAgainstTheTrace(const Lesson& lesson, const Question& q) {
    const Trace& trace = *lesson.run->trace;
    const Tree& tree = trace.tree();
    const std::string where =
        lesson.name + " question at step " + std::to_string(q.askedAt) + " (" + std::string(questionKindCode(q.kind)) + ")";
    ASSERT_LT(q.askedAt, q.revealAt) << where;
    ASSERT_LE(q.revealAt, trace.stepCount()) << where;
    ASSERT_GE(q.choices.size(), 2u) << where;
    ASSERT_LT(q.right, q.choices.size()) << where;
    const std::string right = q.choices[q.right].text;
    switch (q.kind) {
    case QuestionKind::NextLeaf: {
        const std::vector<NodeId> leaves = trace.evaluatedLeaves();
        const std::size_t k = leavesBefore(trace, q.askedAt);
        ASSERT_LT(k, leaves.size()) << where;
        EXPECT_EQ(q.choices[q.right].node, leaves[k]) << where;
        EXPECT_EQ(trace.currentNode(q.revealAt), leaves[k]) << where << ": the reveal shows the leaf";
        EXPECT_EQ(leavesBefore(trace, q.revealAt), k + 1) << where << ": no other leaf played before it";
        break;
    }
    case QuestionKind::WindowChange: {
        const NodeState before = trace.stateAt(q.node, q.askedAt), after = trace.stateAt(q.node, q.revealAt);
        if (after.alpha > before.alpha) {
            EXPECT_EQ(q.right, 1u) << where;
            EXPECT_NE(right.find(formatValue(after.alpha)), std::string::npos) << where << ": " << right;
        } else if (after.beta < before.beta) {
            EXPECT_EQ(q.right, 2u) << where;
            EXPECT_NE(right.find(formatValue(after.beta)), std::string::npos) << where << ": " << right;
        } else {
            EXPECT_EQ(q.right, 0u) << where << ": α and β stay";
        }
        break;
    }
    case QuestionKind::Cutoff: {
        const Event* cut = nullptr;
        for (const std::uint32_t i : trace.cutoffEvents())
            if (i >= q.askedAt && i < q.revealAt && trace.events()[i].node == q.node) cut = &trace.events()[i];
        if (cut) {
            EXPECT_EQ(right, cutoffName(lesson.wording, *cut)) << where;
        } else {
            EXPECT_EQ(q.right, 0u) << where << ": " << right;
        }
        break;
    }
    case QuestionKind::NeverLooked: {
        NodeId firstPruned = kNoNode;
        for (const NodeId c : tree.children(q.node))
            if (trace.enteredAt(c) == kNever) {
                firstPruned = c;
                break;
            }
        EXPECT_EQ(q.choices[q.right].node, firstPruned) << where << ": " << right;
        if (firstPruned != kNoNode) {
            EXPECT_LT(trace.prunedBy(firstPruned), q.revealAt) << where << ": the reveal shows it pruned";
        }
        break;
    }
    case QuestionKind::Returned:
        EXPECT_EQ(trace.finishedAt(q.node) + 1, q.revealAt) << where;
        EXPECT_EQ(right, formatValue(trace.stateAt(q.node, q.revealAt).value)) << where;
        // What the node returns is not shown while it is asked.
        EXPECT_FALSE(trace.stateAt(q.node, q.askedAt).hasValue) << where;
        break;
    }
}

}  // namespace

TEST(Predict, EveryQuestionOfEveryLessonHasTheAnswerTheTraceGives) {
    std::map<QuestionKind, std::size_t> asked, somethingHappens;
    std::size_t lessonsAsked = 0;
    for (const Lesson& lesson : everyLesson()) {
        const std::vector<Question> questions = predictQuestions(lesson.wording, *lesson.run->trace, {});
        lessonsAsked += !questions.empty();
        std::size_t freeShort = 0, freeLong = 0, last = 0;
        for (const Question& q : questions) {
            std::size_t& free = isLong(q.kind) ? freeLong : freeShort;
            EXPECT_GE(q.askedAt, free) << lesson.name << ": questions of one length overlap";
            EXPECT_TRUE(q.askedAt > last || &q == &questions.front()) << lesson.name << ": two questions at one step";
            free = q.revealAt;
            last = q.askedAt;
            checkAgainstTheTrace(lesson, q);
            ++asked[q.kind];
            somethingHappens[q.kind] += q.right != 0 || q.kind == QuestionKind::NextLeaf || q.kind == QuestionKind::Returned;
            EXPECT_FALSE(questionText(lesson.wording, *lesson.run->trace, q).empty());
        }
    }
    EXPECT_GE(lessonsAsked, 20u);
    for (const QuestionKind kind : kQuestionKinds) {
        EXPECT_GE(asked[kind], 5u) << questionKindCode(kind);
        EXPECT_GE(somethingHappens[kind], 2u) << questionKindCode(kind) << ": the answer is always \"nothing\"";
    }
}

TEST(Predict, TheOptionsChooseTheKindsAndHowOften) {
    auto tree = std::make_shared<const Tree>(
        loadTreeFile(Language::English, std::string(ABLAB_SOURCE_DIR) + "/trees/three-ply-both-cutoffs.json"));
    const auto run = makeRun(tree, {});
    const Wording wording;
    const std::vector<Question> all = predictQuestions(wording, *run->trace, {});
    PredictOptions cutoffsOnly;
    cutoffsOnly.asked.fill(false);
    cutoffsOnly.asked[static_cast<std::size_t>(QuestionKind::Cutoff)] = true;
    const std::vector<Question> cutoffs = predictQuestions(wording, *run->trace, cutoffsOnly);
    ASSERT_FALSE(cutoffs.empty());
    for (const Question& q : cutoffs) EXPECT_EQ(q.kind, QuestionKind::Cutoff);
    // Only cutoff questions: asked at every child's return with siblings left, so each of the
    // run's cutoffs is asked about.
    EXPECT_EQ(std::count_if(cutoffs.begin(), cutoffs.end(), [](const Question& q) { return q.right != 0; }),
              static_cast<std::ptrdiff_t>(run->trace->cutoffEvents().size()));
    PredictOptions sparse;
    sparse.every = 3;
    EXPECT_LT(predictQuestions(wording, *run->trace, sparse).size(), all.size());
    // Minimax has no window to ask about; the algorithms beyond α-β are not asked about.
    SearchOptions minimax;
    minimax.algorithm = Algorithm::Minimax;
    for (const Question& q : predictQuestions(wording, *makeRun(tree, minimax)->trace, {}))
        EXPECT_TRUE(q.kind == QuestionKind::NextLeaf || q.kind == QuestionKind::Returned) << questionKindCode(q.kind);
    SearchOptions negascout;
    negascout.algorithm = Algorithm::NegaScout;
    EXPECT_TRUE(predictQuestions(wording, *makeRun(tree, negascout)->trace, {}).empty());
}

TEST(Predict, AimaFigureFiveTwoAsksAboutItsCutoffAtC) {
    const auto run = ablab::testing::aimaRun();
    const auto tree = run->tree;
    const Wording wording;
    const std::vector<Question> questions = predictQuestions(wording, *run->trace, {});
    // C1 = 2 returned to C, with C2 and C3 left: the cutoff question, α-cutoff the answer, and
    // the reveal is step 12, "α-cutoff at C".
    const auto atC = std::find_if(questions.begin(), questions.end(),
                                  [&](const Question& q) { return q.askedAt == 10 && tree->label(q.node) == "C"; });
    ASSERT_NE(atC, questions.end());
    const std::string text = questionText(wording, *run->trace, *atC);
    EXPECT_NE(text.find("C1 returned 2 to C"), std::string::npos) << text;
    if (atC->kind == QuestionKind::Cutoff) {
        EXPECT_EQ(atC->choices[atC->right].text, "α-cutoff");
        EXPECT_EQ(atC->revealAt, 12u);
        const std::string verdict = verdictText(wording, *run->trace, *atC, atC->right);
        EXPECT_EQ(verdict.rfind("Right: α-cutoff (α-cutoff at C: 2 ≤ α = 3", 0), 0u) << verdict;
        const std::string wrong = verdictText(wording, *run->trace, *atC, 0);
        EXPECT_EQ(wrong.rfind("Not quite: you said no cutoff, it is α-cutoff (α-cutoff at C", 0), 0u) << wrong;
    } else {
        EXPECT_EQ(atC->kind, QuestionKind::WindowChange);
        EXPECT_EQ(atC->choices[atC->right].text, "β falls to 2");
    }
}

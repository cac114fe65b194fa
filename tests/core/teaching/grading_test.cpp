// Practice exercises, answer files and grading: keys grade as fully right for hundreds of seeds
// under every option set, any single change to a key is caught and named, AIMA Figure 5.2's
// mistakes are explained in the lecture's words, and every bad answer file has its message.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "teaching/answer.h"
#include "teaching/exercise.h"
#include "teaching/grading.h"
#include "search/trace.h"
#include "files/tree_file.h"
#include "support/by_label.h"
#include "support/aima.h"
#include "run/run.h"

using namespace ablab::core;
using ablab::testing::kAimaShorthand;

namespace {

using ablab::testing::byLabel;

const char* kTies = "[[3,12,8],[3,4,6],[14,5,2]]";  // trees/ties-strict.json

std::shared_ptr<const Tree> treeOf(const char* text) {
    return std::make_shared<const Tree>(parseTree(Language::English, text, "t"));
}

SearchOptions optionsOf(bool strict, bool failHard) {
    SearchOptions options;
    options.strict = strict;
    options.failHard = failHard;
    return options;
}

Answer answerOf(const std::string& text, const Tree& tree) { return parseAnswer(text, "answer.json", tree); }

// The wrong items as "label part: reason", for exact comparisons.
std::vector<std::string> mistakes(const Grade& grade, const Tree& tree) {
    std::vector<std::string> out;
    for (const GradeItem& item : grade.items)
        if (!item.right)
            out.push_back(std::string(tree.label(item.node)) + " " + std::string(answerPartName(item.part)) + ": " + item.reason);
    return out;
}

bool namesNode(const Grade& grade, NodeId n) {
    return std::any_of(grade.items.begin(), grade.items.end(), [&](const GradeItem& i) { return !i.right && i.node == n; });
}

std::string rootLine(const Tree& tree) {
    const std::string text = serializeTree(tree);
    const std::size_t at = text.find("\"root\": ");
    return text.substr(at, text.find('\n', at) - at);
}

// Every option set an exercise can state.
struct OptionSet {
    bool strict, failHard;
};
const OptionSet kOptionSets[] = {{false, false}, {true, false}, {false, true}, {true, true}};

ExerciseParams paramsFor(std::uint64_t seed, OptionSet o, bool uneven, bool ties) {
    ExerciseParams p;
    p.seed = seed;
    p.depth = 2 + static_cast<std::uint32_t>(seed % 3);      // 2 to 4
    p.branching = 2 + static_cast<std::uint32_t>(seed % 2);  // 2 or 3
    p.low = seed % 5 == 0 ? -9 : 0;
    p.high = seed % 5 == 0 ? 9 : 30;
    p.uneven = uneven;
    p.ties = ties;
    p.strict = o.strict;
    p.failHard = o.failHard;
    return p;
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// Exercises

TEST(Exercise, TheSameSeedGivesTheSameTreeAndPinnedShapes) {
    ExerciseParams p;
    p.seed = 4711;
    p.depth = 2;
    EXPECT_EQ(rootLine(makeExercise(Language::English, p)), R"("root": [[17, 0, 5], [22, 27, 29], [19, 24, 30]])");
    p.depth = 3;
    p.branching = 2;
    p.uneven = true;
    p.ties = true;
    EXPECT_EQ(rootLine(makeExercise(Language::English, p)), R"("root": [[23, [23, 7]], [[7], 7]])");
    EXPECT_EQ(serializeTree(makeExercise(Language::English, p)), serializeTree(makeExercise(Language::English, p)));
    ExerciseParams other = p;
    other.seed = 4712;
    EXPECT_NE(rootLine(makeExercise(Language::English, p)), rootLine(makeExercise(Language::English, other)));
}

TEST(Exercise, TitleAndSourceStateSeedAndParametersAndTheOptionsAreData) {
    ExerciseParams p;
    p.seed = 4711;
    p.low = -9;
    p.high = 9;
    p.uneven = true;
    p.ties = true;
    p.strict = true;
    const Tree tree = makeExercise(Language::English, p);
    EXPECT_EQ(tree.info().title.in(Language::English),
              "Practice exercise, seed 4711: depth 3, branching 3, values -9:9, uneven, ties");
    // Handed out to a whole class: the file carries its title and task in every language, whatever
    // the teacher's language was when it was made.
    EXPECT_EQ(tree.info().title.given(Language::Chinese), "练习题，种子 4711：深度 3，分支数 3，取值 -9:9，不等深，有相等值");
    EXPECT_EQ(tree.info().title.given(Language::Vietnamese),
              "Bài tập, hạt giống 4711: độ sâu 3, số nhánh 3, giá trị -9:9, không đều, có giá trị bằng nhau");
    EXPECT_TRUE(tree.info().description.given(Language::Chinese).starts_with("在这棵树上做 α-β 剪枝"));
    EXPECT_TRUE(tree.info().description.given(Language::Vietnamese).starts_with("Thực hiện cắt tỉa Alpha-Beta"));
    EXPECT_TRUE(tree.info().description.given(Language::English).starts_with("Work out α-β on this tree"));
    EXPECT_EQ(tree.info().source,
              "Generated with: ablab practice --seed 4711 --depth 3 --branching 3 --values -9:9 --uneven --ties --strict");
    ASSERT_TRUE(tree.info().exerciseOptions);
    EXPECT_EQ(*tree.info().exerciseOptions, (ExerciseOptions{true, false}));
    // The options are a member of the document, not words in its description.
    EXPECT_EQ(tree.info().description.in(Language::English).find("Options:"), std::string::npos);
    const std::string text = serializeTree(tree);
    EXPECT_NE(text.find(R"("exercise_options": {"strict": true, "fail_hard": false})"), std::string::npos) << text;
    // The document survives a save and load with its options readable.
    const Tree again = parseTree(Language::English, text, "again");
    ASSERT_TRUE(exerciseOptions(again));
    EXPECT_EQ(*exerciseOptions(again), exerciseSearchOptions(p));
}

TEST(Exercise, OptionsRoundTripThroughTheDocument) {
    for (const OptionSet o : kOptionSets) {
        const ExerciseParams p = paramsFor(7, o, false, false);
        const auto stated =
            exerciseOptions(parseTree(Language::English, serializeTree(makeExercise(Language::English, p)), "ex.json"));
        ASSERT_TRUE(stated);
        EXPECT_EQ(stated->strict, o.strict);
        EXPECT_EQ(stated->failHard, o.failHard);
    }
    EXPECT_FALSE(exerciseOptions(*treeOf(kAimaShorthand)));
    // A description that merely talks about options states none.
    EXPECT_FALSE(exerciseOptions(parseTree(Language::English, R"({"description": "Options: try both.", "root": [1, 2]})", "t")));
    EXPECT_EQ(optionsSentence(Language::English, optionsOf(false, false)), "Options: ties prune (α ≥ β cuts), fail-soft.");
    EXPECT_EQ(optionsSentence(Language::English, optionsOf(true, true)), "Options: strict (only α > β cuts), fail-hard.");
}

// An exercise as ablab wrote it before "exercise_options" existed: the options only in the
// description's last sentence. A teacher's handed-out files keep grading the same.
TEST(Exercise, AnOlderExerciseStatesItsOptionsInItsDescription) {
    const std::string older = R"({
  "title": "Practice exercise, seed 3: depth 3, branching 3, values 0:30, ties",
  "description": "Work out α-β on this tree: write down every inner node's value (or its bound, such as ≤ 2 or ≥ 5, where α-β leaves only a bound) and cross out the roots of the pruned subtrees. Options: SENTENCE",
  "source": "Generated with: ablab practice --seed 3 --depth 3 --branching 3 --values 0:30 --ties",
  "first_player": "max",
  "root": [[3, 12, 8], [3, 4, 6], [14, 5, 2]]
}
)";
    const std::pair<const char*, SearchOptions> sentences[] = {
        {"ties prune (α ≥ β cuts), fail-soft.", optionsOf(false, false)},
        {"ties prune (α ≥ β cuts), fail-hard.", optionsOf(false, true)},
        {"strict (only α > β cuts), fail-soft.", optionsOf(true, false)},
        {"strict (only α > β cuts), fail-hard.", optionsOf(true, true)},
    };
    for (const auto& [sentence, options] : sentences) {
        std::string text = older;
        text.replace(text.find("SENTENCE"), 8, sentence);
        const Tree tree = parseTree(Language::English, text, "old.json");
        EXPECT_FALSE(tree.info().exerciseOptions);
        ASSERT_TRUE(exerciseOptions(tree)) << sentence;
        EXPECT_EQ(*exerciseOptions(tree), options) << sentence;
        // Saving it unchanged keeps it as it was: still read the same way.
        EXPECT_EQ(serializeTree(tree), text);
        // A teacher's words after the sentence do not hide it.
        std::string more = text;
        more.insert(more.find(sentence) + std::string(sentence).size(), " Hand it in by Friday.");
        EXPECT_EQ(exerciseOptions(parseTree(Language::English, more, "old.json")), options) << sentence;
    }
    // The member wins over the sentence.
    std::string both = older;
    both.replace(both.find("SENTENCE"), 8, "strict (only α > β cuts), fail-hard.");
    both.replace(both.find("\"first_player\""), 0, "\"exercise_options\": {},\n  ");
    EXPECT_EQ(*exerciseOptions(parseTree(Language::English, both, "both.json")), optionsOf(false, false));
}

TEST(Exercise, ShapesValuesAndTiesFollowTheParameters) {
    for (std::uint64_t seed = 0; seed < 200; ++seed) {
        SCOPED_TRACE("seed " + std::to_string(seed));
        // Even, no ties: full shape, distinct values in range, at least one cutoff.
        ExerciseParams p = paramsFor(seed, {false, false}, false, false);
        const auto even = std::make_shared<const Tree>(makeExercise(Language::English, p));
        std::set<Value> values;
        std::size_t leaves = 0;
        for (NodeId n = 0; n < even->size(); ++n) {
            if (!even->isLeaf(n)) {
                EXPECT_EQ(even->childCount(n), p.branching);
                continue;
            }
            ++leaves;
            EXPECT_EQ(even->depth(n), p.depth);
            EXPECT_GE(even->value(n), p.low);
            EXPECT_LE(even->value(n), p.high);
            values.insert(even->value(n));
        }
        const std::size_t range = static_cast<std::size_t>(p.high - p.low + 1);
        EXPECT_EQ(values.size(), std::min(leaves, range));
        EXPECT_FALSE((*makeRun(even, exerciseSearchOptions(p))->trace).cutoffEvents().empty());

        // Uneven: the full depth, a one-child node, leaves at two depths at least.
        p.uneven = true;
        const Tree uneven = makeExercise(Language::English, p);
        EXPECT_EQ(uneven.height(), p.depth);
        std::set<std::uint32_t> leafDepths;
        bool oneChild = false;
        for (NodeId n = 0; n < uneven.size(); ++n) {
            if (uneven.isLeaf(n)) leafDepths.insert(uneven.depth(n));
            oneChild = oneChild || uneven.childCount(n) == 1;
            EXPECT_LE(uneven.childCount(n), p.branching);
        }
        EXPECT_TRUE(oneChild);
        EXPECT_GE(leafDepths.size(), 2u);

        // Ties: equal values but not all alike, and a tie that changes the search.
        p.uneven = false;
        p.ties = true;
        const auto tied = std::make_shared<const Tree>(makeExercise(Language::English, p));
        std::set<Value> tiedValues;
        for (NodeId n = 0; n < tied->size(); ++n)
            if (tied->isLeaf(n)) tiedValues.insert(tied->value(n));
        EXPECT_LT(tiedValues.size(), tied->leafCount());
        EXPECT_GE(tiedValues.size(), 2u);
        EXPECT_NE((*makeRun(tied, optionsOf(false, false))->trace).stats().leavesEvaluated,
                  (*makeRun(tied, optionsOf(true, false))->trace).stats().leavesEvaluated);
    }
}

TEST(Exercise, BadParametersAreRefusedWithTheOptionToFix) {
    auto message = [](ExerciseParams p) {
        try {
            makeExercise(Language::English, p);
        } catch (const ExerciseError& e) {
            return std::string(e.what());
        }
        return std::string("no error");
    };
    ExerciseParams p;
    p.depth = 0;
    EXPECT_EQ(message(p), "--depth expects 2 to 8, got 0");
    p = {};
    p.branching = 10;
    EXPECT_EQ(message(p), "--branching expects 2 to 9, got 10");
    p = {};
    p.depth = 7;
    p.branching = 4;
    EXPECT_EQ(message(p),
              "depth 7 and branching 4 give up to 16384 leaves; an exercise has at most 4096 (lower --depth or --branching)");
    p = {};
    p.low = 5;
    p.high = 1;
    EXPECT_EQ(message(p), "--values expects LO:HI with LO ≤ HI, got 5:1");
    p = {};
    p.high = 2'000'000;
    EXPECT_EQ(message(p), "--values expects numbers from -1000000 to 1000000, got 0:2000000");
    // No exercise where no cutoff is possible (answer-format.md: "at least one cutoff").
    p = {};
    p.depth = 1;
    EXPECT_EQ(message(p), "--depth expects 2 to 8, got 1");
    p = {};
    p.branching = 1;
    EXPECT_EQ(message(p), "--branching expects 2 to 9, got 1");
    p = {};
    p.low = p.high = 4;
    p.strict = true;
    EXPECT_EQ(message(p),
              "--values 4:4 with --strict has nothing to cut: every leaf is equal, and --strict cuts only when α > β");
    p.strict = false;  // ties prune: equal leaves cut
    EXPECT_EQ(message(p), "no error");
    p = {};
    p.depth = p.branching = 2;
    EXPECT_EQ(message(p), "no error");
    EXPECT_FALSE((*makeRun(std::make_shared<const Tree>(makeExercise(Language::English, p)), SearchOptions{})->trace)
                     .cutoffEvents()
                     .empty());
}

// ---------------------------------------------------------------------------------------------
// Keys: fully right for every seed and option set; any single change is caught

TEST(Grading, KeysGradeAsFullyRightForManySeedsAndEveryOptionSet) {
    std::size_t graded = 0;
    for (const OptionSet o : kOptionSets) {
        for (std::uint64_t seed = 0; seed < 200; ++seed) {
            const ExerciseParams p = paramsFor(seed, o, seed % 2 == 1, seed % 4 >= 2);
            const auto tree = std::make_shared<const Tree>(makeExercise(Language::English, p));
            const auto run = makeRun(tree, exerciseSearchOptions(p));
            const Trace& trace = *run->trace;
            const Answer key = answerKey(trace);
            // Written out and read back, the key is the same answer, and it is fully right.
            const Answer read = parseAnswer(serializeAnswer(key, *tree), "key.json", *tree);
            ASSERT_EQ(read, key) << practiceCommand(p);
            const Grade grade = gradeAnswer(Wording{}, trace, read);
            ASSERT_TRUE(grade.fullyRight()) << practiceCommand(p) << "\n" << mistakes(grade, *tree).front();
            EXPECT_EQ(grade.total(), key.values.size() + key.pruned.size() + key.alphaBeta->size());
            ++graded;
        }
    }
    EXPECT_EQ(graded, 800u);
}

TEST(Grading, AnySingleChangeToAKeyIsWrongAndNamesTheNode) {
    for (const OptionSet o : kOptionSets) {
        for (std::uint64_t seed = 0; seed < 60; ++seed) {
            const ExerciseParams p = paramsFor(seed, o, seed % 3 == 1, seed % 2 == 1);
            SCOPED_TRACE(practiceCommand(p));
            const auto tree = std::make_shared<const Tree>(makeExercise(Language::English, p));
            const auto run = makeRun(tree, exerciseSearchOptions(p));
            const Trace& trace = *run->trace;
            const Answer key = answerKey(trace);
            auto expectWrongAt = [&](const Answer& changed, NodeId n, const std::string& what) {
                const Grade grade = gradeAnswer(Wording{}, trace, changed);
                EXPECT_FALSE(grade.fullyRight()) << what << " at " << tree->label(n);
                EXPECT_TRUE(namesNode(grade, n)) << what << " at " << tree->label(n);
                EXPECT_EQ(grade.mistakes(), 1u) << what << " at " << tree->label(n);
            };
            for (const auto& [n, v] : key.values) {
                Answer changed = key;
                changed.values[n].value += 1;
                expectWrongAt(changed, n, "a value one higher");
                changed = key;
                changed.values[n].bound = v.bound == Bound::Exact ? Bound::Upper : Bound::Exact;
                expectWrongAt(changed, n, "a bound for a value or the other way round");
                changed = key;
                changed.values.erase(n);
                expectWrongAt(changed, n, "a missing value");
            }
            // Windows are changed in a copy of the map (GCC 12 misreads an optional's map edited in place).
            const std::map<NodeId, AlphaBeta> windows = key.alphaBeta.value();
            for (const auto& [n, w] : windows) {
                for (const AlphaBeta other :
                     {AlphaBeta{w.alpha == 0 ? 1.0 : 0.0, w.beta}, AlphaBeta{w.alpha, w.beta == 0 ? 1.0 : 0.0}}) {
                    std::map<NodeId, AlphaBeta> changedWindows = windows;
                    changedWindows[n] = other;
                    Answer changed = key;
                    changed.alphaBeta = std::move(changedWindows);
                    expectWrongAt(changed, n, "another window " + alphaBetaText(other));
                }
            }
            for (const NodeId n : key.pruned) {
                Answer changed = key;
                std::erase(changed.pruned, n);
                expectWrongAt(changed, n, "a missed prune");
            }
            for (NodeId n = 0; n < tree->size(); ++n) {
                if (trace.prunedBy(n) != kNever) continue;
                Answer changed = key;
                changed.pruned.push_back(n);
                std::sort(changed.pruned.begin(), changed.pruned.end());
                expectWrongAt(changed, n, "a wrong prune");
            }
        }
    }
}

TEST(Grading, PrunedMarksBelowAPrunedRootAreRightAndAloneMissTheCutoff) {
    // Three plies: A's third child D is cut off whole, D1a is inside it.
    const auto tree = treeOf("[[[3, 5], [6, 9]], [[1, 2], [0, 4]], [[2, 1], [7, 8]]]");
    const auto run = makeRun(tree, {});
    const Trace& trace = *run->trace;
    Answer key = answerKey(trace, false);
    ASSERT_FALSE(key.pruned.empty());
    // Every node inside a pruned subtree marked as well: still fully right.
    Answer everything = key;
    for (NodeId n = 0; n < tree->size(); ++n)
        if (trace.prunedBy(n) != kNever) everything.pruned.push_back(n);
    std::sort(everything.pruned.begin(), everything.pruned.end());
    everything.pruned.erase(std::unique(everything.pruned.begin(), everything.pruned.end()), everything.pruned.end());
    EXPECT_TRUE(gradeAnswer(Wording{}, trace, everything).fullyRight());
    // Marking only a node below a pruned root: the root is missed, the mark itself is no second mistake.
    const NodeId root = key.pruned.front();
    if (!tree->isLeaf(root)) {
        Answer below = key;
        std::erase(below.pruned, root);
        below.pruned.push_back(tree->children(root)[0]);
        std::sort(below.pruned.begin(), below.pruned.end());
        const Grade grade = gradeAnswer(Wording{}, trace, below);
        EXPECT_EQ(grade.mistakes(), 1u);
        EXPECT_TRUE(namesNode(grade, root));
    }
}

// ---------------------------------------------------------------------------------------------
// Explanations on AIMA Figure 5.2, word for word

TEST(Grading, AimaFigure52MistakesAreExplainedInTheLecturesWords) {
    const auto tree = treeOf(kAimaShorthand);
    const auto run = makeRun(tree, {});
    const Trace& trace = *run->trace;
    const Answer answer = answerOf(R"({
        "values": {"A": 3, "B": 8, "C": 2, "D": "<= 2"},
        "pruned": ["C3", "D2"],
        "alpha_beta": {"A": [3, "inf"], "B": [-1, 3], "C": [3, "inf"]}
    })",
                                   *tree);
    const Grade grade = gradeAnswer(Wording{}, trace, answer);
    const std::vector<std::string> expected{
        "B value: B is 3, not 8: MIN takes the smallest of B1 = 3, B2 = 12, B3 = 8",
        "B α/β: B's window when it returns is (-∞, 3), not (-1, 3): enter B (MIN) with window (α, β) = (-∞, ∞)",
        "C value: C is ≤ 2, not 2: after C1 = 2, C is ≤ 2 ≤ α = 3 (from A) — an α-cutoff prunes C2, C3, so C returns ≤ 2",
        "C α/β: C's window when it returns is (3, 2), not (3, ∞): β at C falls ∞ → 2 (from C1)",
        "C2 pruned: C2 is pruned: after C1 = 2, C is ≤ 2 ≤ α = 3 (from A) — an α-cutoff",
        "D value: D is 2, not ≤ 2: MIN takes the smallest of D1 = 14, D2 = 5, D3 = 2",
        "D α/β: D's window when it returns is (3, 2): enter D (MIN) with window (α, β) = (3, ∞); β at D falls 5 → 2 (from D3)",
        "D2 pruned: D2 is evaluated: no cutoff at D, because 14 > α = 3",
    };
    EXPECT_EQ(mistakes(grade, *tree), expected);
    EXPECT_EQ(grade.points, 3u);  // A's value and window, C3 pruned
    EXPECT_EQ(grade.total(), 11u);

    // The event each explanation comes from, for the GUI to step to: C2's cutoff is step 12.
    for (const GradeItem& item : grade.items)
        if (tree->label(item.node) == "C2") {
            EXPECT_EQ(item.event, 11u);
        }
}

TEST(Grading, FailHardAndStrictExplanations) {
    const auto aima = treeOf(kAimaShorthand);
    const auto hardRun = makeRun(aima, optionsOf(false, true));
    const Trace& hard = *hardRun->trace;
    EXPECT_EQ(
        mistakes(gradeAnswer(Wording{}, hard,
                             answerOf(R"({"values": {"A": 3, "B": 3, "C": "≤ 2", "D": "≤ 2"}, "pruned": ["C2", "C3"]})", *aima)),
                 *aima),
        (std::vector<std::string>{
            "C value: C is ≤ 3, not ≤ 2: after C1 = 2, C is ≤ 2 ≤ α = 3 (from A) — an α-cutoff prunes C2, C3, and "
            "fail-hard returns α = 3 in place of 2, so C returns ≤ 3",
            "D value: D is ≤ 3, not ≤ 2: MIN takes the smallest of D1 = 14, D2 = 5, D3 = 2; fail-hard returns α = 3 "
            "in place of 2, so D returns ≤ 3",
        }));

    const auto ties = treeOf(kTies);
    const auto strictRun = makeRun(ties, optionsOf(true, false));
    const Trace& strict = *strictRun->trace;
    EXPECT_EQ(mistakes(gradeAnswer(Wording{}, strict,
                                   answerOf(R"({"values": {"A": 3, "B": 3, "C": 3, "D": 2}, "pruned": ["C3"]})", *ties)),
                       *ties),
              (std::vector<std::string>{"C3 pruned: C3 is evaluated: no cutoff at C, because 3 ≥ α = 3"}));
    const auto tiesPruneRun = makeRun(ties, {});
    const Trace& tiesPrune = *tiesPruneRun->trace;
    EXPECT_EQ(mistakes(gradeAnswer(Wording{}, tiesPrune,
                                   answerOf(R"({"values": {"A": 3, "B": 3, "C": "≤ 3", "D": 2}, "pruned": ["C3"]})", *ties)),
                       *ties),
              (std::vector<std::string>{"C2 pruned: C2 is pruned: after C1 = 3, C is ≤ 3 ≤ α = 3 (from A) — an α-cutoff"}));
}

TEST(Grading, DeepCutoffsSayHowFarUpTheBoundCameFrom) {
    const Tree file = loadTreeFile(Language::English, std::string(ABLAB_SOURCE_DIR) + "/trees/deep-alpha-cutoff.json");
    const auto tree = std::make_shared<const Tree>(file);
    const auto run = makeRun(tree, {});
    const Trace& trace = *run->trace;
    EXPECT_EQ(whyPruned(Wording{}, trace, byLabel(*tree, "C1a2")),
              "C1a2 is pruned: after C1a1 = 3, C1a is ≤ 3 ≤ α = 5 (from A, 3 levels up) — a deep α-cutoff");
    EXPECT_EQ(whyPruned(Wording{}, trace, byLabel(*tree, "B2b")),
              "B2b is pruned: after B2a = 8, B2 is ≥ 8 ≥ β = 5 (from B) — a β-cutoff");
}

TEST(Grading, ClaimsAboutNodesWithoutAValueAreMistakesAndLeafCopiesAreHarmless) {
    const auto tree = treeOf(kAimaShorthand);
    const auto run = makeRun(tree, {});
    const Trace& trace = *run->trace;
    const Answer answer = answerOf(R"({
        "values": {"A": 3, "B": 3, "C": "≤ 2", "D": 2, "B1": 3, "B2": 13, "C2": 4},
        "pruned": ["C2", "C3"],
        "alpha_beta": {"A": [3, "inf"], "B": ["-inf", 3], "C": [3, 2], "D": [3, 2], "B1": [0, 0], "C3": [3, 2]}
    })",
                                   *tree);
    const Grade grade = gradeAnswer(Wording{}, trace, answer);
    EXPECT_EQ(mistakes(grade, *tree),
              (std::vector<std::string>{
                  "B2 value: B2 is a leaf: its value, 12, is given in the tree",
                  "C3 α/β: C3 is pruned: after C1 = 2, C is ≤ 2 ≤ α = 3 (from A) — an α-cutoff; a pruned node is never entered",
              }));
    EXPECT_EQ(grade.total(), 12u);  // 4 values, 2 pruned roots, 4 windows, B2's value, C3's window
    // A value for a pruned inner node, and for the nodes inside it.
    const auto deeper = treeOf("[[3, 12, 8], [2, [4, 6], 6]]");
    const auto deeperTraceRun = makeRun(deeper, {});
    const Trace& deeperTrace = *deeperTraceRun->trace;
    EXPECT_EQ(mistakes(gradeAnswer(Wording{}, deeperTrace,
                                   answerOf(R"({"values": {"A": 3, "B": 3, "C": "≤ 2", "C2": 4, "C2a": 5},
                                                              "pruned": ["C2", "C3"]})",
                                            *deeper)),
                       *deeper),
              (std::vector<std::string>{
                  "C2 value: C2 is pruned: after C1 = 2, C is ≤ 2 ≤ α = 3 (from A) — an α-cutoff; a pruned node has no value",
                  "C2a value: C2a is a leaf: its value, 4, is given in the tree",
              }));
    EXPECT_EQ(whyPruned(Wording{}, deeperTrace, byLabel(*deeper, "C2b")),
              "C2b is pruned with C2: after C1 = 2, C is ≤ 2 ≤ α = 3 (from A) — an α-cutoff");
    // Wrong prunes count once, at the topmost mark.
    const Grade marks = gradeAnswer(Wording{}, trace,
                                    answerOf(R"({"values": {"A": 3, "B": 3, "C": "≤ 2", "D": 2},
                                                        "pruned": ["B", "B1", "B2", "C2", "C3"]})",
                                             *tree));
    EXPECT_EQ(mistakes(marks, *tree),
              (std::vector<std::string>{"B pruned: B is searched: the first child of A is always searched"}));
    EXPECT_EQ(whySearched(Wording{}, trace, 0), "A is the root: every search starts there");
    EXPECT_EQ(whyPruned(Wording{}, trace, byLabel(*tree, "B1")), "");
}

TEST(Grading, WithoutAlphaBetaTheWindowIsNotGraded) {
    const auto tree = treeOf(kAimaShorthand);
    const auto run = makeRun(tree, {});
    const Trace& trace = *run->trace;
    const Grade grade = gradeAnswer(
        Wording{}, trace,
        answerOf(R"({"student": "Ada", "values": {"A": 3, "B": 3, "C": "≤ 2", "D": 2}, "pruned": ["C2", "C3"]})", *tree));
    EXPECT_TRUE(grade.fullyRight());
    EXPECT_EQ(grade.total(), 6u);
    const Grade empty = gradeAnswer(Wording{}, trace, answerOf(R"({"alpha_beta": {}})", *tree));
    EXPECT_EQ(empty.points, 0u);
    EXPECT_EQ(empty.total(), 10u);  // 4 values, 2 pruned roots, 4 windows
}

// ---------------------------------------------------------------------------------------------
// Answer files

TEST(AnswerFile, ValuesAreReadAsPeopleWriteThem) {
    AnswerValue v;
    ASSERT_TRUE(parseAnswerValue("≤ 2", v));
    EXPECT_EQ(v, (AnswerValue{2, Bound::Upper}));
    ASSERT_TRUE(parseAnswerValue("<=2", v));
    EXPECT_EQ(v, (AnswerValue{2, Bound::Upper}));
    ASSERT_TRUE(parseAnswerValue(" >= -1.5 ", v));
    EXPECT_EQ(v, (AnswerValue{-1.5, Bound::Lower}));
    ASSERT_TRUE(parseAnswerValue("≥5", v));
    EXPECT_EQ(v, (AnswerValue{5, Bound::Lower}));
    ASSERT_TRUE(parseAnswerValue("-inf", v));
    EXPECT_EQ(v, (AnswerValue{-kInfinity, Bound::Exact}));
    ASSERT_TRUE(parseAnswerValue("+∞", v));
    EXPECT_EQ(v, (AnswerValue{kInfinity, Bound::Exact}));
    ASSERT_TRUE(parseAnswerValue("7", v));
    EXPECT_EQ(v, (AnswerValue{7, Bound::Exact}));
    for (const char* bad : {"", "≤", "two", "nan", "1e999", "2 3", "< 2", "≤≤ 2", "0x10", "--1", "infinity"})
        EXPECT_FALSE(parseAnswerValue(bad, v)) << bad;
    EXPECT_EQ(answerValueText({2, Bound::Upper}), "≤ 2");
    EXPECT_EQ(answerValueText({-kInfinity, Bound::Lower}), "≥ -∞");
    EXPECT_EQ(alphaBetaText({3, kInfinity}), "(3, ∞)");
}

TEST(AnswerFile, TheKeyIsWrittenForPeopleToRead) {
    const auto tree = treeOf(kAimaShorthand);
    Answer key = answerKey((*makeRun(tree, {})->trace));
    key.student = "Key";
    EXPECT_EQ(serializeAnswer(key, *tree), R"({
  "student": "Key",
  "values": {
    "A": 3,
    "B": 3,
    "C": "≤ 2",
    "D": 2
  },
  "pruned": ["C2", "C3"],
  "alpha_beta": {
    "A": [3, "inf"],
    "B": ["-inf", 3],
    "C": [3, 2],
    "D": [3, 2]
  }
}
)");
    EXPECT_EQ(serializeAnswer(Answer{}, *tree), "{\n  \"values\": {},\n  \"pruned\": []\n}\n");
}

TEST(AnswerFile, BadFilesGiveOneLineNamingFileWhereAndWhat) {
    const auto tree = treeOf(kAimaShorthand);
    auto message = [&](const std::string& text) {
        try {
            parseAnswer(text, "ada.json", *tree);
        } catch (const AnswerFileError& e) {
            return std::string(e.what());
        }
        return std::string("no error");
    };
    EXPECT_EQ(message(""),
              R"(ada.json:1:1: the file is empty; expected an answer object such as {"values": {"B": 3}, "pruned": ["C2"]})");
    EXPECT_EQ(message("{\"values\": {\"B\": 3}\n"), "ada.json:2:1: syntax error: unexpected end of input; expected '}'");
    EXPECT_EQ(message("{\"values\": {\"B\": 3,}}"), "ada.json:1:20: syntax error: unexpected '}'; expected string literal");
    EXPECT_EQ(
        message("[1]"),
        R"(ada.json: at the top level: expected an answer object such as {"values": {"B": 3}, "pruned": ["C2"]}, got an array)");
    EXPECT_EQ(message(R"({"prunned": ["C2"]})"),
              R"(ada.json: at the top level: unknown key "prunned"; expected one of values, pruned, alpha_beta, student)");
    EXPECT_EQ(message(R"({"values": {"B": 3, "B": 4}})"), R"(ada.json: /values: duplicate key "B")");
    EXPECT_EQ(message(R"({"pruned": [], "pruned": []})"), R"(ada.json: at the top level: duplicate key "pruned")");
    EXPECT_EQ(message(R"({"values": {"C": "two"}})"),
              R"(ada.json: /values/C: expected a number, "inf", "-inf" or a bound such as "≤ 2" or ">= 5", got string "two")");
    EXPECT_EQ(message(R"({"values": {"C": null}})"),
              R"(ada.json: /values/C: expected a number, "inf", "-inf" or a bound such as "≤ 2" or ">= 5", got null)");
    EXPECT_EQ(message(R"({"values": {"Q": 3}})"), R"(ada.json: /values/Q: no node is labelled "Q")");
    EXPECT_EQ(message(R"({"values": [3, 3]})"),
              R"(ada.json: /values: expected an object from node labels to values, such as {"B": 3, "C": "≤ 2"}, got an array)");
    EXPECT_EQ(message(R"({"pruned": "C2"})"),
              R"(ada.json: /pruned: expected an array of node labels, such as ["C2", "C3"], got string "C2")");
    EXPECT_EQ(message(R"({"pruned": ["C2", 3]})"), R"(ada.json: /pruned/1: expected a node label (a string), got number 3)");
    EXPECT_EQ(message(R"({"pruned": ["C9"]})"), R"(ada.json: /pruned/0: no node is labelled "C9")");
    EXPECT_EQ(message(R"({"alpha_beta": {"C": [3]}})"),
              R"(ada.json: /alpha_beta/C: expected [α, β]: two numbers or "inf"/"-inf", such as [3, "inf"], got an array of 1)");
    EXPECT_EQ(message(R"({"alpha_beta": {"C": [3, "x"]}})"),
              R"(ada.json: /alpha_beta/C/1: expected a number or one of "inf", "+inf", "-inf", got string "x")");
    EXPECT_EQ(message(R"({"alpha_beta": {"C": {"alpha": 3}}})"),
              R"(ada.json: /alpha_beta/C: expected [α, β]: two numbers or "inf"/"-inf", such as [3, "inf"], got an object)");
    EXPECT_EQ(message(R"({"student": 7})"), R"(ada.json: /student: expected a name (a string), got number 7)");
    EXPECT_EQ(message(R"({"values": {"A": 1e400}})"),
              R"(ada.json:1:18: number 1e400 is out of range; write "inf" or "-inf" for a won or lost position)");
    EXPECT_EQ(message(R"({"values": {"a/b": 1}})"), R"(ada.json: /values/a~1b: no node is labelled "a/b")");

    const auto twins = treeOf(R"({"root": [{"label": "X", "value": 1}, {"label": "X", "value": 2}]})");
    try {
        parseAnswer(R"({"pruned": ["X"]})", "ada.json", *twins);
        ADD_FAILURE() << "no error";
    } catch (const AnswerFileError& e) {
        EXPECT_STREQ(e.what(),
                     R"(ada.json: /pruned/0: 2 nodes are labelled "X"; an answer names nodes by labels that belong to one node)");
    }
    EXPECT_THROW(loadAnswerFile(Language::English, "/nonexistent/ada.json", *tree), TreeFileError);
}

// A run is made once, whole: the tree and the options settled once, the layout shared by runs
// of one structure, a revision of its own.
#include <gtest/gtest.h>

#include <set>
#include <thread>
#include <vector>

#include "files/tree_file.h"
#include "model/tree_edit.h"
#include "run/run.h"
#include "search/comparison.h"

using namespace ablab::core;

namespace {

std::shared_ptr<const Tree> scored() {
    return std::make_shared<const Tree>(
        parseTree(Language::English, R"({"root": [{"label": "B", "score": 1, "children": [{"value": 9}, {"value": 1}]},
                                                             {"label": "C", "score": 5, "children": [{"value": 2}, {"value": 7}]},
                                                             {"label": "D", "score": 3, "value": 4}]})",
                  "t"));
}

std::vector<std::string> rootChildren(const Tree& tree) {
    std::vector<std::string> labels;
    for (const NodeId c : tree.children(Tree::root())) labels.emplace_back(tree.label(c));
    return labels;
}

}  // namespace

TEST(Run, SettlesTheTreeAndTheOptionsOnceAndHoldsWhatTheTraceSearched) {
    SearchOptions options;
    options.order = MoveOrder::Score;
    const auto run = makeRun(scored(), options);
    EXPECT_EQ(rootChildren(*run->tree), (std::vector<std::string>{"C", "D", "B"}));
    EXPECT_EQ(run->tree, run->trace->treePtr()) << "the run's tree is the one searched, not a second copy";
    EXPECT_EQ(run->options, run->trace->options());
    EXPECT_EQ(run->layout->x.size(), run->tree->size());

    // Its tree run again under --order score is in that order already: not sorted, not copied,
    // and laid out by the first run's layout.
    const auto again = makeRun(run->tree, options, run.get());
    EXPECT_EQ(again->tree, run->tree);
    EXPECT_TRUE(again->layout == run->layout);
    EXPECT_NE(again->revision, run->revision);
}

TEST(Run, AComparisonCountsTheSearchTheRunRecords) {
    // By score C (2, 7), D (4), then B, whose first leaf 1 is then cut off below D's 4: four
    // leaves. In file order B's 1 comes first and nothing is cut off: five.
    const auto tree = std::make_shared<const Tree>(
        parseTree(Language::English, R"({"root": [{"label": "B", "score": 1, "children": [{"value": 1}, {"value": 9}]},
                                                             {"label": "C", "score": 5, "children": [{"value": 2}, {"value": 7}]},
                                                             {"label": "D", "score": 3, "value": 4}]})",
                  "t"));
    for (const MoveOrder order : {MoveOrder::File, MoveOrder::Score}) {
        SearchOptions options;
        options.order = order;
        const std::vector<Algorithm> algorithms = {Algorithm::AlphaBeta, Algorithm::NegaScout};
        const Comparison comparison = compareAlgorithms(tree, algorithms, options);
        ASSERT_EQ(comparison.rows.size(), algorithms.size());
        for (const ComparisonRow& row : comparison.rows) {
            const auto run = makeRun(tree, row.options);
            EXPECT_EQ(row.leafEvaluations, run->trace->evaluatedLeaves().size()) << moveOrderName(order);
            EXPECT_EQ(row.events, run->trace->stepCount()) << moveOrderName(order);
        }
        EXPECT_EQ(comparison.rows[0].leafEvaluations, order == MoveOrder::Score ? 4u : 5u);
    }
}

TEST(Run, OptionsThatDoNotApplyAreDroppedInTheRunAsInItsTrace) {
    SearchOptions options;
    options.algorithm = Algorithm::NegaScout;
    options.strict = true;
    const auto run = makeRun(scored(), options);
    EXPECT_FALSE(run->options.strict);
    EXPECT_EQ(run->options.algorithm, Algorithm::NegaScout);
}

TEST(Run, AValueEditSharesTheStructureAndTheLayoutAStructureEditDoesNot) {
    const auto first = makeRun(scored(), {});
    const NodeId leaf = first->tree->children(Tree::root())[2];  // D, a leaf
    const auto edited = makeRun(std::make_shared<const Tree>(withLeafValue(*first->tree, leaf, 8)), {}, first.get());
    EXPECT_TRUE(edited->tree->sameStructure(*first->tree));
    EXPECT_TRUE(edited->layout == first->layout);
    EXPECT_EQ(first->structureRevision, first->revision);
    EXPECT_EQ(edited->structureRevision, first->structureRevision) << "what the structure alone decides is kept";
    EXPECT_EQ(edited->tree->value(leaf), 8);
    EXPECT_EQ(first->tree->value(leaf), 4) << "the first run's tree is unchanged";
    EXPECT_EQ(edited->trace->rootValue(), 8);

    const auto grown = makeRun(std::make_shared<const Tree>(withChildAdded(*first->tree, leaf, 3)), {}, first.get());
    EXPECT_FALSE(grown->tree->sameStructure(*first->tree));
    EXPECT_FALSE(grown->layout == first->layout);
    EXPECT_EQ(grown->structureRevision, grown->revision);
    EXPECT_EQ(grown->layout->x.size(), grown->tree->size());
}

TEST(Run, RevisionsAreNeverReused) {
    std::set<std::uint64_t> seen;
    const auto tree = scored();
    for (int i = 0; i < 50; ++i) EXPECT_TRUE(seen.insert(makeRun(tree, {})->revision).second);
}

TEST(Run, ARunNeverDrawnIsNeverLaidOut) {
    // `ablab trace`, the tables and the grading read the trace alone: they pay for no layout.
    const auto run = makeRun(scored(), {});
    EXPECT_FALSE(run->layout.built());
    EXPECT_EQ(run->trace->rootValue(), 4);
    EXPECT_FALSE(run->layout.built());
    EXPECT_EQ(run->layout->x.size(), run->tree->size());  // laid out when first read
    EXPECT_TRUE(run->layout.built());
}

TEST(Run, AClientAboutToDrawHearsTheLayoutMadeBeforeTheSearch) {
    std::vector<RunPhase> phases;
    const auto run = makeRun(scored(), {}, nullptr, [&](RunPhase phase) { phases.push_back(phase); });
    EXPECT_TRUE(run->layout.built());
    EXPECT_EQ(phases, (std::vector<RunPhase>{RunPhase::LayingOut, RunPhase::Evaluating})) << "laid out first, then searched";
}

TEST(Run, ALayoutReadFromManyThreadsAtOnceIsMadeOnce) {
    // The window's thread and an export running beside it may both read a layout no one read yet.
    const auto run =
        makeRun(std::make_shared<const Tree>(parseTree(Language::English, "[[[1,2],[3,4]],[[5,6],[7,8]]]", "t")), {});
    const auto shared = makeRun(std::make_shared<const Tree>(withLeafValue(*run->tree, 3, 9)), {}, run.get());
    ASSERT_TRUE(shared->layout == run->layout);
    std::vector<const TreeLayout*> seen(8);
    std::vector<std::thread> readers;
    for (std::size_t i = 0; i < seen.size(); ++i) readers.emplace_back([&, i] { seen[i] = &*(i % 2 ? shared : run)->layout; });
    for (std::thread& t : readers) t.join();
    for (const TreeLayout* layout : seen) EXPECT_EQ(layout, seen.front());
    EXPECT_EQ(seen.front()->x.size(), run->tree->size());
}

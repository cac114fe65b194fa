// The recorded trace on AIMA Figure 5.2 and friends, the picture at every step, and `ablab trace`.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <random>
#include <sstream>

#include "search/explain.h"
#include "search/search.h"
#include "search/trace.h"
#include "search/trace_format.h"
#include "files/tree_file.h"
#include "support/aima.h"
#include "run/run.h"

using namespace ablab::core;
using ablab::testing::kAimaShorthand;

namespace {

std::shared_ptr<const Run> record(const char* text, SearchOptions options = {}) {
    return makeRun(std::make_shared<const Tree>(parseTree(Language::English, text, "t")), options);
}

std::vector<std::string> labels(const Tree& tree, const std::vector<NodeId>& nodes) {
    std::vector<std::string> out;
    for (NodeId n : nodes) out.emplace_back(tree.label(n));
    return out;
}

}  // namespace

TEST(Trace, AimaFigure52) {
    const auto run = record(kAimaShorthand);
    const Trace& trace = *run->trace;
    const Tree& tree = trace.tree();
    EXPECT_EQ(trace.rootValue(), 3);
    EXPECT_EQ(trace.bestMove(), 0);
    EXPECT_EQ(labels(tree, trace.evaluatedLeaves()), (std::vector<std::string>{"B1", "B2", "B3", "C1", "D1", "D2", "D3"}));
    EXPECT_EQ(labels(tree, trace.prunedRoots()), (std::vector<std::string>{"C2", "C3"}));
    ASSERT_EQ(trace.cutoffEvents().size(), 1u);
    const Event& cut = trace.events()[trace.cutoffEvents()[0]];
    EXPECT_EQ(tree.label(cut.node), "C");
    EXPECT_EQ(cut.cutoff, CutoffKind::Alpha);
    EXPECT_EQ(tree.label(cut.cause), "A");
    EXPECT_FALSE(cut.deep);
    EXPECT_EQ(explain(Wording{}, tree, cut, trace.options()),
              "α-cutoff at C: 2 ≤ α = 3 (from A); prunes C2, C3, since (3, +∞) ∩ (−∞, 2) = ∅");
    const TraceStats s = trace.stats();
    EXPECT_EQ(s.leavesEvaluated, 7u);
    EXPECT_EQ(s.leavesInTree, 9u);
    EXPECT_EQ(s.alphaCutoffs, 1u);
    EXPECT_EQ(s.betaCutoffs, 0u);
    EXPECT_EQ(s.prunedNodes, 2u);
    EXPECT_EQ(s.nodesVisited, 11u);
}

TEST(Trace, TheEventsComeInTheLecturesOrder) {
    const auto run = record("[[3,12],[2,4]]");
    const Trace& trace = *run->trace;
    std::vector<std::string> seen;
    for (const Event& e : trace.events())
        seen.push_back(std::string(eventTypeName(e.type)) + " " + std::string(trace.tree().label(e.node)));
    EXPECT_EQ(seen, (std::vector<std::string>{"enter A", "enter B", "leaf B1", "beta B", "leaf B2", "exit B", "alpha A",
                                              "enter C", "leaf C1", "beta C", "cutoff C", "exit C", "exit A"}));
}

TEST(Trace, StateAtEveryStepMatchesAReplayOfTheEvents) {
    std::mt19937_64 random(7);
    for (int t = 0; t < 200; ++t) {
        // A random uniform tree, 2–3 wide and 2–4 deep.
        const int b = 2 + static_cast<int>(random() % 2), d = 2 + static_cast<int>(random() % 3);
        std::vector<Value> values;
        for (int i = 0; i < 81; ++i) values.push_back(static_cast<Value>(random() % 10));
        auto tree = std::make_shared<const Tree>(makeUniformTree(b, d, values));
        SearchOptions options;
        options.moveLimit = t % 3 == 0 ? 2 : 0;
        const auto run = makeRun(tree, options);
        const Trace& trace = *run->trace;

        // Replay by hand, event by event.
        std::vector<NodeState> state(tree->size());
        for (std::size_t step = 0; step <= trace.stepCount(); ++step) {
            if (step > 0) {
                const Event& e = trace.events()[step - 1];
                NodeState& s = state[e.node];
                s.alpha = e.alpha;
                s.beta = e.beta;
                if (e.type == EventType::Enter) s.status = NodeStatus::OnPath;
                if (e.type == EventType::Leaf || e.type == EventType::Exit) s.status = NodeStatus::Done;
                if (e.type != EventType::Enter) {
                    s.value = e.value;
                    s.hasValue = true;
                }
                if (e.type == EventType::Exit) s.bound = e.bound;
                if (e.type == EventType::Cutoff || e.type == EventType::MoveLimit) {
                    const auto children = tree->children(e.node);
                    const std::uint32_t end = e.type == EventType::Cutoff ? searchedChildCount(*tree, e.node, options)
                                                                          : static_cast<std::uint32_t>(children.size());
                    for (std::uint32_t c = e.prunedFrom; c < end; ++c)
                        for (NodeId n = children[c]; n < tree->subtreeEnd(children[c]); ++n)
                            state[n].status = e.type == EventType::Cutoff ? NodeStatus::Pruned : NodeStatus::Skipped;
                }
            }
            for (NodeId n = 0; n < tree->size(); ++n) {
                const NodeState got = trace.stateAt(n, step);
                ASSERT_EQ(got.status, state[n].status) << "step " << step << " node " << tree->label(n);
                ASSERT_EQ(got.hasValue, state[n].hasValue);
                if (state[n].status != NodeStatus::Unvisited && state[n].status != NodeStatus::Pruned &&
                    state[n].status != NodeStatus::Skipped) {
                    ASSERT_EQ(got.alpha, state[n].alpha);
                    ASSERT_EQ(got.beta, state[n].beta);
                }
                if (state[n].hasValue) {
                    ASSERT_EQ(got.value, state[n].value);
                }
            }
        }
    }
}

TEST(Trace, CutoffStepsAndStatsAtAStep) {
    const auto run = record("[[5],[4,9],[3,9]]");  // two α-cutoffs
    const Trace& trace = *run->trace;
    ASSERT_EQ(trace.cutoffEvents().size(), 2u);
    const std::size_t first = trace.nextCutoffStep(0), second = trace.nextCutoffStep(first);
    EXPECT_EQ(trace.events()[first - 1].type, EventType::Cutoff);
    EXPECT_EQ(trace.events()[second - 1].type, EventType::Cutoff);
    EXPECT_LT(first, second);
    EXPECT_EQ(trace.nextCutoffStep(second), second);
    EXPECT_EQ(trace.previousCutoffStep(second), first);
    EXPECT_EQ(trace.previousCutoffStep(first), 0u);
    EXPECT_EQ(trace.statsAt(first).alphaCutoffs, 1u);
    EXPECT_EQ(trace.statsAt(first - 1).alphaCutoffs, 0u);
    EXPECT_EQ(trace.statsAt(0).leavesEvaluated, 0u);
}

TEST(Trace, MinimaxLevelsExpandsThenEvaluatesThenBacksUp) {
    // 朱福喜's order: expand FIRST(OPEN), evaluating leaf children at once; then back up from
    // LAST(CLOSED), so the right-hand node of the bottom level first.
    SearchOptions options;
    options.algorithm = Algorithm::MinimaxLevels;
    const auto run = record("[[1,2],[3,4]]", options);
    const Trace& trace = *run->trace;
    std::vector<std::string> seen;
    for (const Event& e : trace.events())
        if (e.type != EventType::ValueUpdate)
            seen.push_back(std::string(eventTypeName(e.type)) + " " + std::string(trace.tree().label(e.node)));
    EXPECT_EQ(seen, (std::vector<std::string>{"enter A", "enter B", "leaf B1", "leaf B2", "enter C", "leaf C1", "leaf C2",
                                              "exit C", "exit B", "exit A"}));
    EXPECT_EQ(trace.rootValue(), 3);
}

TEST(Trace, MoveLimitSkipsAreNotPrunes) {
    SearchOptions options;
    options.moveLimit = 2;
    const auto run = record("[[3,1,0],[4,5,9],[0]]", options);
    const Trace& trace = *run->trace;
    EXPECT_EQ(labels(trace.tree(), trace.skippedRoots()), (std::vector<std::string>{"B3", "C3", "D"}));
    EXPECT_TRUE(trace.prunedRoots().empty());
    EXPECT_EQ(trace.rootValue(), 4);
    EXPECT_EQ(trace.stats().skippedNodes, 4u);
}

TEST(Trace, NegamaxReportsFromTheSideToMove) {
    SearchOptions options;
    options.negamax = true;
    const auto run = record(kAimaShorthand, options);
    const Trace& trace = *run->trace;
    std::ostringstream out;
    writeTrace(Wording{}, out, trace, TraceFormat::Table);
    EXPECT_NE(out.str().find("cutoff at C: -2 ≥ β = -3 (from A); prunes C2, C3"), std::string::npos) << out.str();
    EXPECT_NE(out.str().find("C returns -2 (a lower bound: ≥ -2)"), std::string::npos);
}

TEST(Trace, EveryViewPutsAStepInTheSameWords) {
    const auto run = record(kAimaShorthand);
    const Trace& trace = *run->trace;
    EXPECT_EQ(explainStep(Wording{}, trace, 0), "Press → to start: α-β search on this tree");
    EXPECT_EQ(explainStep(Wording{}, trace, 12), explain(Wording{}, trace.tree(), trace.events()[11], trace.options()));
    SearchOptions negamax;
    negamax.negamax = true;
    const auto seenFromTheSideToMoveRun = record(kAimaShorthand, negamax);
    const Trace& seenFromTheSideToMove = *seenFromTheSideToMoveRun->trace;
    const Event shown =
        shownEvent(Notation::Aima, seenFromTheSideToMove, 10);  // β at C falls to 2: in negamax form α rises to −2
    EXPECT_EQ(shown.alpha, -trace.events()[10].beta);
    EXPECT_EQ(explainStep(Wording{}, seenFromTheSideToMove, 11), explain(Wording{}, trace.tree(), shown, negamax));
}

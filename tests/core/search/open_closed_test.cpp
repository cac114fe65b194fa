// The OPEN and CLOSED lists of `--algorithm minimax-levels`, step by step on 朱福喜's K = 2
// tic-tac-toe example, and the notes' two rules on random trees: FIRST(OPEN) is the node
// expanded, LAST(CLOSED) the node backed up.
#include <gtest/gtest.h>

#include <memory>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "files/tree_file.h"
#include "search/search.h"
#include "search/trace.h"
#include "search/trace_format.h"
#include "run/run.h"

using namespace ablab::core;

namespace {

SearchOptions levels() {
    SearchOptions options;
    options.algorithm = Algorithm::MinimaxLevels;
    return options;
}

std::vector<std::string> labels(const Tree& tree, std::span<const NodeId> nodes) {
    std::vector<std::string> out;
    for (NodeId n : nodes) out.emplace_back(tree.label(n));
    return out;
}

using Labels = std::vector<std::string>;

}  // namespace

TEST(OpenClosed, ZhuFuxiTicTacToeStepByStep) {
    auto tree = std::make_shared<const Tree>(
        loadTreeFile(Language::English, std::string(ABLAB_SOURCE_DIR) + "/trees/zhu-tictactoe-k2-minimax.json"));
    const auto run = makeRun(tree, levels());
    const Trace& trace = *run->trace;
    const OpenClosedLists* lists = trace.openClosed();
    ASSERT_NE(lists, nullptr);
    ASSERT_EQ(lists->stepCount(), trace.stepCount());

    // Every change of the lists, in order: the event that makes it, then OPEN and CLOSED after it.
    struct Change {
        std::string event;
        Labels open, closed;
    };
    const std::vector<Change> changes{
        {"enter S", {"X a1", "X b1", "X b2"}, {"S"}},
        {"enter X a1", {"X b1", "X b2"}, {"S", "X a1"}},
        {"enter X b1", {"X b2"}, {"S", "X a1", "X b1"}},
        {"enter X b2", {}, {"S", "X a1", "X b1", "X b2"}},
        {"exit X b2", {}, {"S", "X a1", "X b1"}},
        {"exit X b1", {}, {"S", "X a1"}},
        {"exit X a1", {}, {"S"}},
        {"exit S", {}, {}},
    };
    EXPECT_EQ(labels(*tree, lists->open(0)), Labels{"S"});
    EXPECT_TRUE(lists->closed(0).empty());
    std::size_t next = 0;
    Labels open{"S"}, closed;
    for (std::size_t step = 1; step <= trace.stepCount(); ++step) {
        const Event& e = trace.events()[step - 1];
        const std::string at = "step " + std::to_string(step);
        if (e.type == EventType::Enter || e.type == EventType::Exit) {
            ASSERT_LT(next, changes.size()) << at;
            EXPECT_EQ(std::string(eventTypeName(e.type)) + " " + std::string(tree->label(e.node)), changes[next].event) << at;
            open = changes[next].open;
            closed = changes[next].closed;
            ++next;
        } else if (e.type == EventType::Leaf) {
            // f(ni) of a depth-K position: its parent is the node just expanded, LAST(CLOSED).
            ASSERT_FALSE(closed.empty()) << at;
            EXPECT_EQ(tree->label(tree->parent(e.node)), closed.back()) << at;
        }
        EXPECT_EQ(labels(*tree, lists->open(step)), open) << at;
        EXPECT_EQ(labels(*tree, lists->closed(step)), closed) << at;
    }
    EXPECT_EQ(next, changes.size());
    EXPECT_EQ(trace.rootValue(), 1);
}

TEST(OpenClosed, ExpandsFirstOfOpenAndBacksUpLastOfClosedOnRandomTrees) {
    std::mt19937 random(14);
    for (int round = 0; round < 200; ++round) {
        // A random uneven tree as shorthand, built with an explicit stack of open arrays.
        std::string text;
        std::uniform_int_distribution<int> children(0, 3), value(-9, 9);
        std::vector<int> left{1 + children(random)};
        text = "[";
        bool first = true;
        while (!left.empty()) {
            if (left.back() == 0) {
                text += "]";
                left.pop_back();
                first = false;
                continue;
            }
            --left.back();
            if (!first) text += ",";
            first = false;
            const int k = left.size() < 4 ? children(random) : 0;
            if (k == 0) {
                text += std::to_string(value(random));
            } else {
                text += "[";
                left.push_back(k);
                first = true;
            }
        }
        SearchOptions options = levels();
        options.moveLimit = round % 3 == 0 ? 2 : 0;
        const auto run = makeRun(std::make_shared<const Tree>(parseTree(Language::English, text, "random")), options);
        const Trace& trace = *run->trace;
        const OpenClosedLists& lists = *trace.openClosed();
        for (std::size_t step = 1; step <= trace.stepCount(); ++step) {
            const Event& e = trace.events()[step - 1];
            if (e.type == EventType::Enter) {
                ASSERT_FALSE(lists.open(step - 1).empty()) << text;
                EXPECT_EQ(lists.open(step - 1).front(), e.node) << text << " step " << step;
                EXPECT_EQ(lists.closed(step).back(), e.node) << text << " step " << step;
            } else if (e.type == EventType::Exit) {
                EXPECT_EQ(lists.closed(step - 1).back(), e.node) << text << " step " << step;
                EXPECT_TRUE(lists.open(step).empty()) << text;
            }
        }
        EXPECT_TRUE(lists.open(trace.stepCount()).empty()) << text;
        EXPECT_TRUE(lists.closed(trace.stepCount()).empty()) << text;
        SearchOptions minimax = options;
        minimax.algorithm = Algorithm::Minimax;
        EXPECT_EQ(trace.rootValue(), (*makeRun(trace.treePtr(), minimax)->trace).rootValue()) << text;
    }
}

TEST(OpenClosed, TraceTableShowsBothListsUnderEveryStep) {
    const auto run = makeRun(std::make_shared<const Tree>(parseTree(Language::English, "[[1,2],[3,4]]", "t")), levels());
    const Trace& trace = *run->trace;
    std::ostringstream out;
    writeTrace(Wording{}, out, trace, TraceFormat::Table);
    EXPECT_NE(out.str().find("OPEN = (B, C)  CLOSED = (A)"), std::string::npos) << out.str();
    EXPECT_NE(out.str().find("OPEN = ()  CLOSED = (A, B)"), std::string::npos) << out.str();
    EXPECT_EQ(trace.openClosed()->open(2).size(), 1u);
    std::ostringstream json;
    writeTrace(Wording{}, json, trace, TraceFormat::Json);
    EXPECT_NE(json.str().find("\"open_count\": 1, \"open\": [\"C\"], \"closed_count\": 2, \"closed\": [\"A\",\"B\"]"),
              std::string::npos)
        << json.str();
}

TEST(OpenClosed, OnlyMinimaxLevelsKeepsTheLists) {
    const auto run = makeRun(std::make_shared<const Tree>(parseTree(Language::English, "[[1,2],[3,4]]", "t")), {});
    const Trace& trace = *run->trace;
    EXPECT_EQ(trace.openClosed(), nullptr);
}

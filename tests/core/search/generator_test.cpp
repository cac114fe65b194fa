// The generator type the evaluator is built on, and the evaluator as a paused coroutine.
#include <gtest/gtest.h>

#include <algorithm>
#include <span>
#include <stdexcept>
#include <vector>

#include "search/generator.h"
#include "search/search.h"
#include "search/trace.h"
#include "files/tree_file.h"
#include "run/run.h"

using ablab::core::Generator;

namespace {

struct Counted {
    int* alive;
    explicit Counted(int* counter) : alive(counter) { ++*alive; }
    Counted(const Counted&) = delete;
    ~Counted() { --*alive; }
};

Generator<int> countTo(int n, std::vector<std::string>* log) {
    log->push_back("started");
    for (int i = 1; i <= n; ++i) {
        log->push_back("yield " + std::to_string(i));
        co_yield i;
    }
    log->push_back("finished");
}

Generator<int> throwsAfter(int n) {
    for (int i = 0; i < n; ++i) co_yield i;
    throw std::runtime_error("inside the coroutine");
}

// The same, run ahead: up to four values wait for the consumer.
Generator<int, 4> countAhead(int n, std::vector<std::string>* log) {
    for (int i = 1; i <= n; ++i) {
        log->push_back("yield " + std::to_string(i));
        co_yield i;
    }
    log->push_back("finished");
}

Generator<int, 4> throwsAheadAfter(int n) {
    for (int i = 0; i < n; ++i) co_yield i;
    throw std::runtime_error("inside the coroutine");
}

Generator<int> holds(int* alive) {
    Counted guard(alive);
    for (int i = 0;; ++i) co_yield i;
}

}  // namespace

TEST(Generator, StartsLazily) {
    std::vector<std::string> log;
    auto g = countTo(3, &log);
    EXPECT_TRUE(log.empty());
    ASSERT_TRUE(g.next());
    EXPECT_EQ(log, (std::vector<std::string>{"started", "yield 1"}));
}

TEST(Generator, YieldsInOrderOneStepAtATime) {
    std::vector<std::string> log;
    auto g = countTo(3, &log);
    std::vector<int> seen;
    while (g.next()) {
        seen.push_back(g.value());
        EXPECT_EQ(log.back(), "yield " + std::to_string(g.value()));  // it ran exactly this far
    }
    EXPECT_EQ(seen, (std::vector<int>{1, 2, 3}));
    EXPECT_EQ(log.back(), "finished");
    EXPECT_TRUE(g.done());
    EXPECT_FALSE(g.next());
}

TEST(Generator, WorksInRangeFor) {
    std::vector<std::string> log;
    std::vector<int> seen;
    for (int v : countTo(4, &log)) seen.push_back(v);
    EXPECT_EQ(seen, (std::vector<int>{1, 2, 3, 4}));
}

TEST(Generator, AnExceptionInsideReachesTheConsumer) {
    auto g = throwsAfter(2);
    EXPECT_TRUE(g.next());
    EXPECT_TRUE(g.next());
    EXPECT_THROW(g.next(), std::runtime_error);
    EXPECT_TRUE(g.done());
}

TEST(Generator, DestroyingAHalfRunGeneratorFreesItsFrame) {
    int alive = 0;
    {
        auto g = holds(&alive);
        EXPECT_EQ(alive, 0);  // lazy: nothing constructed yet
        g.next();
        g.next();
        EXPECT_EQ(alive, 1);
    }
    EXPECT_EQ(alive, 0);
}

TEST(Generator, MovingKeepsOneOwner) {
    int alive = 0;
    auto a = holds(&alive);
    a.next();
    auto b = std::move(a);
    EXPECT_TRUE(b.next());
    EXPECT_EQ(b.value(), 1);
    b = holds(&alive);  // the old frame is destroyed
    EXPECT_EQ(alive, 0);
}

TEST(Generator, RunsAheadOfItsConsumerByAtMostItsBuffer) {
    std::vector<std::string> log;
    auto g = countAhead(10, &log);
    EXPECT_TRUE(log.empty());  // still lazy
    std::vector<int> seen;
    std::vector<std::size_t> ranTo;  // how many values the coroutine had yielded at each next()
    while (g.next()) {
        seen.push_back(g.value());
        ranTo.push_back(std::count_if(log.begin(), log.end(), [](const std::string& line) { return line.starts_with("yield"); }));
    }
    EXPECT_EQ(seen, (std::vector<int>{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}));
    // Four at a time: one resume for each four values, never more than four ahead.
    EXPECT_EQ(ranTo, (std::vector<std::size_t>{4, 4, 4, 4, 8, 8, 8, 8, 10, 10}));
    EXPECT_EQ(log.back(), "finished");
    EXPECT_TRUE(g.done());
    EXPECT_FALSE(g.next());
}

TEST(Generator, ValuesYieldedBeforeAnExceptionComeFirst) {
    auto g = throwsAheadAfter(2);
    ASSERT_TRUE(g.next());
    EXPECT_EQ(g.value(), 0);
    ASSERT_TRUE(g.next());
    EXPECT_EQ(g.value(), 1);
    EXPECT_THROW(g.next(), std::runtime_error);
    EXPECT_TRUE(g.done());
    EXPECT_FALSE(g.next());
    // Thrown with nothing waiting: straight out of the first next().
    auto h = throwsAheadAfter(0);
    EXPECT_THROW(h.next(), std::runtime_error);
    EXPECT_TRUE(h.done());
}

TEST(Generator, EverySearchGivesTheSameEventsHoweverTheyAreTaken) {
    std::string text = "[";
    for (int i = 0; i < 40; ++i)
        text += (i ? "," : "") + std::string("[[") + std::to_string(i % 7) + ",2,9],[4," + std::to_string(i % 5) + ",6]]";
    const auto tree =
        std::make_shared<const ablab::core::Tree>(ablab::core::parseTree(ablab::core::Language::English, text + "]", "t"));
    const auto expectSame = [](std::span<const ablab::core::Event> one, std::span<const ablab::core::Event> other,
                               const char* how, ablab::core::Algorithm algorithm) {
        ASSERT_EQ(one.size(), other.size()) << how << ", " << ablab::core::algorithmName(algorithm);
        for (std::size_t i = 0; i < one.size(); ++i) {
            const ablab::core::Event &a = one[i], &b = other[i];
            ASSERT_TRUE(a.type == b.type && a.cutoff == b.cutoff && a.bound == b.bound && a.deep == b.deep && a.node == b.node &&
                        a.child == b.child && a.cause == b.cause && a.prunedFrom == b.prunedFrom && a.alpha == b.alpha &&
                        a.beta == b.beta && a.value == b.value && a.old == b.old)
                << how << ", " << ablab::core::algorithmName(algorithm) << ", event " << i;
        }
    };
    for (const ablab::core::Algorithm algorithm : ablab::core::kAllAlgorithms) {
        ablab::core::SearchOptions options;
        options.algorithm = algorithm;
        std::vector<ablab::core::Event> one, ranged;
        for (auto run = ablab::core::search(tree, options); run.next();) one.push_back(run.value());
        ASSERT_GT(one.size(), 2 * ablab::core::kEventsAhead) << ablab::core::algorithmName(algorithm);  // several resumes
        for (const ablab::core::Event& e : ablab::core::search(tree, options)) ranged.push_back(e);
        expectSame(one, ranged, "in a range-for", algorithm);
        expectSame(one, (*ablab::core::makeRun(tree, options)->trace).events(), "recorded as a trace", algorithm);
    }
}

TEST(Generator, AHalfRunSearchIsDestroyedCleanly) {
    // Under ASan this also checks that nothing of the paused search leaks.
    std::string text = "[";
    for (int i = 0; i < 200; ++i) text += (i ? "," : "") + std::string("[[1,2,3],[4,5,6]]");
    auto tree =
        std::make_shared<const ablab::core::Tree>(ablab::core::parseTree(ablab::core::Language::English, text + "]", "t"));
    auto search = ablab::core::search(tree, {});
    for (int i = 0; i < 500; ++i) ASSERT_TRUE(search.next());
    tree.reset();  // the paused search still owns the tree
    ASSERT_TRUE(search.next());
}

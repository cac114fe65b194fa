// The generator type the evaluator is built on, and the evaluator as a paused coroutine.
#include <gtest/gtest.h>

#include <algorithm>
#include <span>
#include <stdexcept>
#include <vector>

#include "search/event_vector.h"
#include "search/generator.h"
#include "search/search.h"
#include "search/trace.h"
#include "files/tree_file.h"

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

// Builds each value (the squares) where the consumer reads it, and after each co_yield reads
// back, into readBack, what out.last() says it yielded.
Generator<int, 3> squaresInPlace(int n, std::vector<int>* readBack) {
    auto& out = co_await ablab::core::yieldBuffer;
    for (int i = 1; i <= n; ++i) {
        out.next() = i * i;
        co_yield out;
        readBack->push_back(out.last());
    }
}

// The same, noting also where each value was built.
Generator<int, 3> squaresNotingWhere(int n, std::vector<int>* readBack, std::vector<const int*>* builtAt) {
    auto& out = co_await ablab::core::yieldBuffer;
    for (int i = 1; i <= n; ++i) {
        builtAt->push_back(&out.next());
        out.next() = i * i;
        co_yield out;
        readBack->push_back(out.last());
    }
}

std::vector<int> squares(int n) {
    std::vector<int> all;
    for (int i = 1; i <= n; ++i) all.push_back(i * i);
    return all;
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

TEST(Generator, ValuesBuiltInPlaceReadBackAcrossSuspensions) {
    std::vector<int> readBack;
    std::vector<int> seen;
    for (int v : squaresInPlace(8, &readBack)) seen.push_back(v);
    EXPECT_EQ(seen, (std::vector<int>{1, 4, 9, 16, 25, 36, 49, 64}));
    // out.last() after each co_yield is the value just yielded, also after the yields that
    // filled the buffer and suspended (the 3rd and 6th).
    EXPECT_EQ(readBack, seen);
}

TEST(Generator, AppendRestToTakesWhatTheConsumerHasNotTaken) {
    std::vector<std::string> log;
    auto ahead = countAhead(10, &log);
    ASSERT_TRUE(ahead.next());
    ASSERT_TRUE(ahead.next());  // 1 and 2 taken; 3 and 4 wait in the buffer
    std::vector<int> rest;
    ahead.appendRestTo(rest);
    EXPECT_EQ(rest, (std::vector<int>{3, 4, 5, 6, 7, 8, 9, 10}));
    EXPECT_TRUE(ahead.done());
    EXPECT_FALSE(ahead.next());

    std::vector<int> all{0};
    auto fresh = countTo(3, &log);
    fresh.appendRestTo(all);
    EXPECT_EQ(all, (std::vector<int>{0, 1, 2, 3}));
    EXPECT_TRUE(fresh.done());

    std::vector<int> beforeThrow;
    auto throwing = throwsAheadAfter(6);
    EXPECT_THROW(throwing.appendRestTo(beforeThrow), std::runtime_error);
    EXPECT_EQ(beforeThrow, (std::vector<int>{0, 1, 2, 3, 4, 5}));
}

TEST(Generator, AppendRestToHasTheCoroutineWriteIntoTheRoomTheConsumerReserved) {
    std::vector<int> readBack, all;
    std::vector<const int*> builtAt;
    all.reserve(1000);
    auto g = squaresNotingWhere(1000, &readBack, &builtAt);
    g.appendRestTo(all);
    EXPECT_EQ(all, squares(1000));
    EXPECT_EQ(readBack, squares(1000));  // out.last() from one lent stretch to the next
    ASSERT_EQ(builtAt.size(), 1000u);
    for (std::size_t i = 0; i < builtAt.size(); ++i) ASSERT_EQ(builtAt[i], all.data() + i) << i;  // no copy
}

TEST(Generator, AppendRestToGrowsAFullVectorAndKeepsTheLastValueReadable) {
    for (const std::size_t reserved : {std::size_t{0}, std::size_t{1}, std::size_t{7}, std::size_t{300}}) {
        std::vector<int> readBack, all{-1};
        std::vector<const int*> builtAt;
        all.reserve(reserved);
        auto g = squaresNotingWhere(1000, &readBack, &builtAt);
        g.appendRestTo(all);
        std::vector<int> expected = squares(1000);
        EXPECT_EQ(readBack, expected) << reserved;  // also when growing moved the values
        expected.insert(expected.begin(), -1);
        EXPECT_EQ(all, expected) << reserved;
        EXPECT_TRUE(g.done());
    }
}

TEST(Generator, AppendRestToKeepsTheValuesBeforeAnExceptionAndNothingElse) {
    for (const std::size_t reserved : {std::size_t{0}, std::size_t{600}, std::size_t{5000}}) {
        std::vector<int> beforeThrow;
        beforeThrow.reserve(reserved);
        auto throwing = throwsAheadAfter(600);
        EXPECT_THROW(throwing.appendRestTo(beforeThrow), std::runtime_error) << reserved;
        ASSERT_EQ(beforeThrow.size(), 600u) << reserved;  // none of the room lent and not filled
        for (int i = 0; i < 600; ++i) ASSERT_EQ(beforeThrow[static_cast<std::size_t>(i)], i);
        EXPECT_TRUE(throwing.done());
    }
}

TEST(Generator, EverySearchGivesTheSameEventsTakenOneAtATimeOrAllAtOnce) {
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
        std::vector<ablab::core::Event> one, all;
        for (auto run = ablab::core::search(tree, options); run.next();) one.push_back(run.value());
        ASSERT_GT(one.size(), 256u) << ablab::core::algorithmName(algorithm);  // more than one lent stretch
        ablab::core::search(tree, options).appendRestTo(all);
        expectSame(one, all, "into a std::vector", algorithm);
        // Unwritten room: every field must have been written by the search itself.
        ablab::core::EventVector kept;
        ablab::core::search(tree, options).appendRestTo(kept);
        expectSame(one, kept, "into an EventVector", algorithm);
        expectSame(one, ablab::core::Trace::record(tree, options).events(), "recorded as a trace", algorithm);
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

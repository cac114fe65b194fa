// The generator type the evaluator is built on, and the evaluator as a paused coroutine.
#include <gtest/gtest.h>

#include <stdexcept>
#include <vector>

#include "search/generator.h"
#include "search/search.h"
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

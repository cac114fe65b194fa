// The language and the notation are values handed to whoever writes, not a setting of the
// process or of a thread: two threads explaining the same run at the same moment, one in Chinese
// with Nilsson's words and one in Vietnamese with Horowitz–Sahni's, each get their own sentences,
// word for word what one thread alone writes in that wording. With a language kept in a global
// this could not even be written (the threads would overwrite each other's setting); with one
// kept per thread the sentences depended on what the thread had been told before.
#include <gtest/gtest.h>

#include <cstddef>
#include <latch>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "files/tree_file.h"
#include "search/explain.h"
#include "search/trace.h"
#include "search/trace_format.h"
#include "text/wording.h"
#include "run/run.h"

using namespace ablab::core;

namespace {

// Every sentence a run says, in `wording`: each step's status line and the summary under the table.
std::vector<std::string> everySentence(const Wording& wording, const Trace& trace) {
    std::vector<std::string> said;
    for (std::size_t step = 0; step <= trace.stepCount(); ++step) said.push_back(explainStep(wording, trace, step));
    said.push_back(traceSummary(wording, trace));
    return said;
}

}  // namespace

TEST(WordingThreads, TwoThreadsWriteTheSameRunInTwoWordingsAtOnce) {
    auto tree = std::make_shared<const Tree>(loadTreeFile(Language::English, ABLAB_SOURCE_DIR "/trees/aima-fig5.2.json"));
    const auto run = makeRun(tree, {});
    const Trace& trace = *run->trace;
    const Wording chinese{Language::Chinese, Notation::Nilsson};
    const Wording vietnamese{Language::Vietnamese, Notation::HorowitzSahni};
    const std::vector<std::string> expectedChinese = everySentence(chinese, trace);
    const std::vector<std::string> expectedVietnamese = everySentence(vietnamese, trace);
    ASSERT_NE(expectedChinese, expectedVietnamese);
    ASSERT_NE(expectedChinese.back(), everySentence(Wording{}, trace).back()) << "the summary is not the English one";

    constexpr int kRounds = 1000;  // long enough for the two threads to interleave many times
    std::latch start(2);
    std::vector<std::vector<std::string>> saidChinese(kRounds), saidVietnamese(kRounds);
    const auto speak = [&](const Wording& wording, std::vector<std::vector<std::string>>& said) {
        start.arrive_and_wait();  // both begin together
        for (int round = 0; round < kRounds; ++round) said[round] = everySentence(wording, trace);
    };
    std::thread first(speak, std::cref(chinese), std::ref(saidChinese));
    std::thread second(speak, std::cref(vietnamese), std::ref(saidVietnamese));
    first.join();
    second.join();

    for (int round = 0; round < kRounds; ++round) {
        ASSERT_EQ(saidChinese[round], expectedChinese) << "round " << round;
        ASSERT_EQ(saidVietnamese[round], expectedVietnamese) << "round " << round;
    }
    // The words are each thread's own: Nilsson's 剪枝 in Chinese, Horowitz–Sahni's V(X) in Vietnamese.
    const auto anyContains = [](const std::vector<std::string>& texts, const std::string& part) {
        for (const std::string& text : texts)
            if (text.find(part) != std::string::npos) return true;
        return false;
    };
    EXPECT_TRUE(anyContains(expectedChinese, "剪枝"));
    EXPECT_TRUE(anyContains(expectedVietnamese, "V("));
    EXPECT_FALSE(anyContains(expectedVietnamese, "剪枝"));
}

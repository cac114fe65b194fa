// The output half of `ablab trace` on the whole tic-tac-toe game tree (549,946 nodes, the tree
// `ablab game tictactoe --no-symmetry --eval win-loss` writes): its α-β run (47,829 events)
// recorded, and its step table written, in English and in Chinese, to a stream that keeps
// nothing, so only the making of the table is timed. Run with
// --benchmark_enable_random_interleaving to alternate them.
#include <benchmark/benchmark.h>

#include <memory>
#include <ostream>
#include <streambuf>

#include "shaped_tree.h"
#include "search/trace.h"
#include "search/trace_format.h"
#include "run/run.h"

namespace {

using namespace ablab::core;

// Counts what it is given and keeps none of it, like `> /dev/null`.
class CountingBuffer : public std::streambuf {
public:
    std::size_t count = 0;

protected:
    std::streamsize xsputn(const char*, std::streamsize n) override {
        count += static_cast<std::size_t>(n);
        return n;
    }
    int_type overflow(int_type c) override {
        ++count;
        return traits_type::not_eof(c);
    }
};

void BM_TraceTableOfWholeGameTree(benchmark::State& state) {
    static const auto run = makeRun(wholeGameTree(), {});
    const Trace& trace = *run->trace;
    const Wording wording{.language = static_cast<Language>(state.range(0))};
    CountingBuffer buffer;
    std::ostream out(&buffer);
    for (auto _ : state) writeTrace(wording, out, trace, TraceFormat::Table);
    state.SetBytesProcessed(static_cast<std::int64_t>(buffer.count));
    state.SetLabel(std::string(languageCode(wording.language)));
}
BENCHMARK(BM_TraceTableOfWholeGameTree)
    ->Arg(static_cast<int>(Language::English))
    ->Arg(static_cast<int>(Language::Chinese))
    ->ArgName("language")
    ->Unit(benchmark::kMillisecond);

// A run as `ablab trace` makes it: settled (nothing to sort in the file's order) and recorded,
// never laid out.
void BM_TraceRecordWholeGameTree(benchmark::State& state) {
    const std::shared_ptr<const Tree> tree = wholeGameTree();
    for (auto _ : state) {
        const auto run = makeRun(tree, {});
        benchmark::DoNotOptimize(run->trace->stepCount());
    }
}
BENCHMARK(BM_TraceRecordWholeGameTree)->Unit(benchmark::kMillisecond);

}  // namespace

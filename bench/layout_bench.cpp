// The tidy layout on random trees: the time per node should stay flat from 10k to 1M nodes.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <random>
#include <vector>

#include "picture/layout.h"
#include "support/random_tree_shape.h"

using namespace ablab::core;
using ablab::testing::randomTree;

namespace {

void layoutRandom(benchmark::State& state, std::size_t window) {
    const auto n = static_cast<std::size_t>(state.range(0));
    const Tree tree = randomTree(n, 1, window == 0 ? n : window);
    for (auto _ : state) benchmark::DoNotOptimize(layoutTree(tree));
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()) * state.range(0));
    state.counters["height"] = static_cast<double>(tree.height());
}

// Shallow and wide (height about e·ln n).
void BM_LayoutRandomTree(benchmark::State& state) { layoutRandom(state, 0); }
// Deep and stringy (height about n/3): long contours and threads.
void BM_LayoutDeepRandomTree(benchmark::State& state) { layoutRandom(state, 4); }

}  // namespace

BENCHMARK(BM_LayoutRandomTree)->Arg(10'000)->Arg(100'000)->Arg(1'000'000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_LayoutDeepRandomTree)->Arg(10'000)->Arg(100'000)->Arg(1'000'000)->Unit(benchmark::kMillisecond);

// The tidy layout on random trees: the time per node should stay flat from 10k to 1M nodes.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <random>
#include <vector>

#include "picture/layout.h"

using namespace ablab::core;

namespace {

// A random recursive tree (every node hangs below a uniformly chosen earlier one), renumbered
// into preorder. With `window` < n a node hangs below one of the `window` nodes before it
// instead, which makes deep, stringy trees. mt19937 is the same everywhere, so the trees are too.
Tree randomTree(std::size_t n, std::uint32_t seed, std::size_t window) {
    std::mt19937 rng(seed);
    std::vector<std::uint32_t> parent(n, 0);
    for (std::size_t i = 1; i < n; ++i) parent[i] = static_cast<std::uint32_t>(i - 1 - rng() % std::min(i, window));
    std::vector<std::uint32_t> begin(n + 1, 0), kids(n - 1);
    for (std::size_t i = 1; i < n; ++i) ++begin[parent[i] + 1];
    for (std::size_t i = 0; i < n; ++i) begin[i + 1] += begin[i];
    std::vector<std::uint32_t> fill(begin.begin(), begin.end() - 1);
    for (std::size_t i = 1; i < n; ++i) kids[fill[parent[i]]++] = static_cast<std::uint32_t>(i);

    TreeBuilder builder;
    std::vector<NodeId> newId(n);
    std::vector<std::uint32_t> stack{0};
    while (!stack.empty()) {
        const std::uint32_t v = stack.back();
        stack.pop_back();
        newId[v] = builder.addNode(v == 0 ? kNoNode : newId[parent[v]]);
        for (std::uint32_t k = begin[v + 1]; k-- > begin[v];) stack.push_back(kids[k]);
    }
    return std::move(builder).build();
}

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

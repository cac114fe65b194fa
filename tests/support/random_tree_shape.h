#pragma once
// Random tree shapes for the layout's tests and benchmark.
#include <algorithm>
#include <cstdint>
#include <random>
#include <vector>

#include "model/tree.h"

namespace ablab::testing {

// A random tree of n nodes: node i hangs below one of the `window` nodes before it (window >= n
// gives a random recursive tree, shallow and wide; a small window a deep, stringy one),
// renumbered into preorder. mt19937 is the same everywhere, so the trees are too.
inline core::Tree randomTree(std::size_t n, std::uint32_t seed, std::size_t window) {
    std::mt19937 rng(seed);
    std::vector<std::uint32_t> parent(n, 0);
    for (std::size_t i = 1; i < n; ++i) parent[i] = static_cast<std::uint32_t>(i - 1 - rng() % std::min(i, window));
    std::vector<std::uint32_t> begin(n + 1, 0), kids(n > 0 ? n - 1 : 0);
    for (std::size_t i = 1; i < n; ++i) ++begin[parent[i] + 1];
    for (std::size_t i = 0; i < n; ++i) begin[i + 1] += begin[i];
    std::vector<std::uint32_t> fill(begin.begin(), begin.end() - 1);
    for (std::size_t i = 1; i < n; ++i) kids[fill[parent[i]]++] = static_cast<std::uint32_t>(i);

    core::TreeBuilder builder;
    std::vector<core::NodeId> newId(n);
    std::vector<std::uint32_t> stack{0};
    while (!stack.empty()) {
        const std::uint32_t v = stack.back();
        stack.pop_back();
        newId[v] = builder.addNode(v == 0 ? core::kNoNode : newId[parent[v]]);
        for (std::uint32_t k = begin[v + 1]; k-- > begin[v];) stack.push_back(kids[k]);
    }
    return std::move(builder).build();
}

}  // namespace ablab::testing

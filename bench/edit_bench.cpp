// An edit of one leaf of the whole tic-tac-toe game tree (549,946 nodes): the value changed and
// the search run again, as the window does it (makeRun keeps the layout of the same structure),
// against the same run made from nothing (laid out again).
#include <benchmark/benchmark.h>

#include "shaped_tree.h"
#include "model/tree_edit.h"
#include "run/run.h"

namespace {

using namespace ablab::core;

const std::shared_ptr<const Run>& wholeGameRun() {
    static const std::shared_ptr<const Run> run = makeRun(wholeGameTree(), {});
    return run;
}

NodeId middleLeaf(const Tree& tree) {
    NodeId n = static_cast<NodeId>(tree.size() / 2);
    while (!tree.isLeaf(n)) ++n;  // preorder: a leaf follows every inner node
    return n;
}

void BM_EditLeafOfWholeGameTree(benchmark::State& state) {
    std::shared_ptr<const Run> run = wholeGameRun();
    const NodeId leaf = middleLeaf(*run->tree);
    Value value = run->tree->value(leaf);
    for (auto _ : state) {
        value = -value;
        run = makeRun(std::make_shared<const Tree>(withLeafValue(*run->tree, leaf, value)), run->options, run.get());
        benchmark::DoNotOptimize(run->trace->rootValue());
    }
}
BENCHMARK(BM_EditLeafOfWholeGameTree)->Unit(benchmark::kMillisecond);

void BM_EditLeafOfWholeGameTreeLaidOutAgain(benchmark::State& state) {
    std::shared_ptr<const Run> run = wholeGameRun();
    const NodeId leaf = middleLeaf(*run->tree);
    Value value = run->tree->value(leaf);
    for (auto _ : state) {
        value = -value;
        run = makeRun(std::make_shared<const Tree>(withLeafValue(*run->tree, leaf, value)), run->options);
        benchmark::DoNotOptimize(run->trace->rootValue());
    }
}
BENCHMARK(BM_EditLeafOfWholeGameTreeLaidOutAgain)->Unit(benchmark::kMillisecond);

}  // namespace

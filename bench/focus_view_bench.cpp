// Choosing what a step folds (picture/focus_view.h) on the full tic-tac-toe game tree, at every
// cutoff step a class stops at: the budget is under 2 ms a step. And the scene of the
// folded view built from it, which the canvas and every exporter draw.
#include <benchmark/benchmark.h>

#include <memory>

#include "picture/focus_view.h"
#include "picture/layout.h"
#include "picture/scene.h"
#include "run/run.h"
#include "shaped_tree.h"

using namespace ablab::core;

namespace {

struct GameRun {
    std::shared_ptr<const Run> run = makeRun(wholeGameTree(), {});
    const Trace& trace = *run->trace;
    const TreeLayout& layout = *run->layout;
};

const GameRun& gameRun() {
    static const GameRun run;  // a benchmark's fixture: built once for both benchmarks
    return run;
}

void BM_ChooseFocusOnWholeGameTree(benchmark::State& state) {
    const GameRun& run = gameRun();
    const float columns = focusColumns(1280, 720, true);
    const auto cutoffs = run.trace.cutoffEvents();
    std::size_t i = 0, shown = 0;
    for (auto _ : state) {
        const std::size_t step = cutoffs[i++ % cutoffs.size()] + 1;
        const FocusView view = chooseFocus(run.trace, run.layout, {step, columns, {}});
        shown = view.nodes.size();
        benchmark::DoNotOptimize(view.layout.width);
    }
    state.counters["shown"] = static_cast<double>(shown);
}

void BM_FocusSceneOfWholeGameTree(benchmark::State& state) {
    const GameRun& run = gameRun();
    const std::size_t step = run.trace.cutoffEvents()[run.trace.cutoffEvents().size() / 2] + 1;
    const FocusView view = chooseFocus(run.trace, run.layout, {step, focusColumns(1280, 720, true), {}});
    SceneOptions options;
    options.focus = &view;
    for (auto _ : state) {
        const Scene scene = buildScene(Wording{}, run.trace, run.layout, step, options);
        benchmark::DoNotOptimize(scene.nodes.size());
    }
}

}  // namespace

BENCHMARK(BM_ChooseFocusOnWholeGameTree)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_FocusSceneOfWholeGameTree)->Unit(benchmark::kMicrosecond);

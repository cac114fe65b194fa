// The coroutine evaluator against a plain recursive α-β that records the same events into a
// reserved vector; per-event cost at depth 10, 100 and 1,000; random access into a big trace.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <vector>

#include "search/search.h"
#include "shaped_tree.h"
#include "search/trace.h"
#include "run/run.h"

using namespace ablab::core;

namespace {

// A caterpillar: a chain where every inner node also has one leaf child.
std::shared_ptr<const Tree> caterpillar(std::uint32_t depth) {
    TreeBuilder builder;
    NodeId spine = builder.addNode(kNoNode);
    for (std::uint32_t d = 0; d < depth; ++d) {
        builder.setValue(builder.addNode(spine), static_cast<Value>(d % 7));
        spine = builder.addNode(spine);
    }
    builder.setValue(spine, 1);
    return std::make_shared<const Tree>(std::move(builder).build());
}

// The same search as core/search.cpp (full window, fail-soft, ties prune), recursively, with
// the same events pushed into a vector: the baseline the coroutine is measured against.
struct RecursiveSearch {
    const Tree& tree;
    bool pruning;
    std::vector<Event>& out;

    struct Result {
        Value value;
        Bound bound;
    };

    Result leaf(NodeId n, Value alpha, Value beta) {
        Event e;
        e.type = EventType::Leaf;
        e.node = n;
        e.alpha = alpha;
        e.beta = beta;
        e.value = tree.value(n);
        out.push_back(e);
        return {e.value, Bound::Exact};
    }

    Result search(NodeId n, Value alpha0, Value beta0, NodeId alphaSource, NodeId betaSource) {
        const bool isMax = tree.player(n) == Player::Max;
        Value alpha = alpha0, beta = beta0, best = isMax ? -kInfinity : kInfinity, lo = best, hi = best;
        const auto children = tree.children(n);
        for (std::size_t i = 0; i < children.size(); ++i) {
            const NodeId c = children[i];
            Result r;
            const Value ca = pruning ? alpha : -kInfinity, cb = pruning ? beta : kInfinity;
            if (tree.isLeaf(c)) {
                r = leaf(c, ca, cb);
            } else {
                Event enter;
                enter.type = EventType::Enter;
                enter.node = c;
                enter.alpha = ca;
                enter.beta = cb;
                out.push_back(enter);
                r = search(c, ca, cb, pruning ? alphaSource : kNoNode, pruning ? betaSource : kNoNode);
            }
            const Value childLo = r.bound == Bound::Upper ? -kInfinity : r.value;
            const Value childHi = r.bound == Bound::Lower ? kInfinity : r.value;
            lo = isMax ? std::max(lo, childLo) : std::min(lo, childLo);
            hi = isMax ? std::max(hi, childHi) : std::min(hi, childHi);
            if (isMax ? r.value > best : r.value < best) {
                Event e;
                e.node = n;
                e.child = c;
                if (pruning && isMax && r.value > alpha) {
                    e.type = EventType::AlphaUpdate;
                    e.old = alpha;
                    alpha = r.value;
                    alphaSource = n;
                } else if (pruning && !isMax && r.value < beta) {
                    e.type = EventType::BetaUpdate;
                    e.old = beta;
                    beta = r.value;
                    betaSource = n;
                } else {
                    e.type = EventType::ValueUpdate;
                    e.old = best;
                }
                best = r.value;
                e.alpha = alpha;
                e.beta = beta;
                e.value = best;
                out.push_back(e);
            }
            if (pruning && i + 1 < children.size() && alpha >= beta) {
                Event e;
                e.type = EventType::Cutoff;
                e.node = n;
                e.child = c;
                e.cutoff = isMax ? CutoffKind::Beta : CutoffKind::Alpha;
                e.cause = isMax ? betaSource : alphaSource;
                e.deep = e.cause != kNoNode && e.cause != tree.parent(n);
                e.prunedFrom = static_cast<std::uint32_t>(i + 1);
                e.alpha = alpha;
                e.beta = beta;
                e.value = best;
                out.push_back(e);
                (isMax ? hi : lo) = isMax ? kInfinity : -kInfinity;
                break;
            }
        }
        Event e;
        e.type = EventType::Exit;
        e.node = n;
        e.alpha = alpha;
        e.beta = beta;
        e.value = best;
        e.bound = !pruning || (lo >= best && hi <= best) ? Bound::Exact : lo >= best ? Bound::Lower : Bound::Upper;
        out.push_back(e);
        return {best, e.bound};
    }

    void run() {
        Event e;
        e.type = EventType::Enter;
        e.node = Tree::root();
        out.push_back(e);
        search(Tree::root(), -kInfinity, kInfinity, kNoNode, kNoNode);
    }
};

SearchOptions optionsFor(bool pruning) {
    SearchOptions o;
    o.algorithm = pruning ? Algorithm::AlphaBeta : Algorithm::Minimax;
    return o;
}

// Both evaluators append to a std::vector the caller reserved, so neither pays for growing it:
// the coroutine's events taken one next() at a time, as Trace::record takes them.
void coroutineEvents(const std::shared_ptr<const Tree>& tree, bool pruning, std::vector<Event>& out) {
    for (auto run = search(tree, optionsFor(pruning)); run.next();) out.push_back(run.value());
}

void recursiveEvents(const std::shared_ptr<const Tree>& tree, bool pruning, std::vector<Event>& out) {
    RecursiveSearch{*tree, pruning, out}.run();
}

bool sameEvent(const Event& x, const Event& y) {
    return x.type == y.type && x.cutoff == y.cutoff && x.bound == y.bound && x.deep == y.deep && x.node == y.node &&
           x.child == y.child && x.cause == y.cause && x.prunedFrom == y.prunedFrom && x.alpha == y.alpha && x.beta == y.beta &&
           x.value == y.value && x.old == y.old;
}

// Both versions must record identical events, or the comparison means nothing. Checked once
// per process, before the first of these benchmarks runs; returns the events of one run, so
// the timed runs can reserve exactly that much.
std::size_t verifiedEventCount(bool pruning) {
    static const std::array<std::size_t, 2> counts = [] {
        std::array<std::size_t, 2> result{};
        for (const bool withPruning : {false, true}) {
            std::vector<Event> a, b;
            coroutineEvents(ticTacToeShapedTree(), withPruning, a);
            recursiveEvents(ticTacToeShapedTree(), withPruning, b);
            const auto mismatch = std::mismatch(a.begin(), a.end(), b.begin(), b.end(), sameEvent);
            if (mismatch.first != a.end() || mismatch.second != b.end()) {
                std::fprintf(stderr,
                             "ablab_bench: the recursive baseline (%s) records different events than the coroutine, "
                             "first at event %zu of %zu / %zu\n",
                             withPruning ? "alphabeta" : "minimax", static_cast<std::size_t>(mismatch.first - a.begin()),
                             a.size(), b.size());
                std::abort();
            }
            result[withPruning ? 1 : 0] = a.size();
        }
        return result;
    }();
    return counts[pruning ? 1 : 0];
}

// One run of an evaluator per iteration. The vector is reserved once, outside the timing, and
// cleared between runs: a fresh 70 MB vector per run would time page faults, not evaluators.
template <auto evaluate>
void evaluatorIntoVector(benchmark::State& state) {
    const auto tree = ticTacToeShapedTree();
    const bool pruning = state.range(0) != 0;
    const std::size_t perRun = verifiedEventCount(pruning);
    std::vector<Event> recorded;
    recorded.reserve(perRun);
    for (auto _ : state) {
        recorded.clear();
        evaluate(tree, pruning, recorded);
        benchmark::DoNotOptimize(recorded.data());
        benchmark::ClobberMemory();
    }
    if (recorded.size() != perRun || recorded.capacity() != perRun) state.SkipWithError("the event vector grew");
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * perRun));
    state.counters["events"] = static_cast<double>(perRun);
}

void BM_Coroutine(benchmark::State& state) { evaluatorIntoVector<coroutineEvents>(state); }
void BM_RecursiveIntoVector(benchmark::State& state) { evaluatorIntoVector<recursiveEvents>(state); }
BENCHMARK(BM_Coroutine)->Arg(1)->Arg(0)->ArgName("pruning")->Unit(benchmark::kMillisecond);
BENCHMARK(BM_RecursiveIntoVector)->Arg(1)->Arg(0)->ArgName("pruning")->Unit(benchmark::kMillisecond);

// Per-event cost on caterpillars 10, 100 and 1,000 deep: it must not grow with depth. Each
// iteration is a whole search, starting the coroutine included.
void BM_CoroutineCaterpillar(benchmark::State& state) {
    const auto tree = caterpillar(static_cast<std::uint32_t>(state.range(0)));
    std::size_t events = 0;
    for (auto _ : state) {
        auto run = search(tree, optionsFor(false));
        while (run.next()) {
            benchmark::DoNotOptimize(run.value().node);
            ++events;
        }
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(events));
    state.counters["events"] = static_cast<double>(events / std::max<std::size_t>(state.iterations(), 1));
    // Seconds per event; the console prints it as "9.1n" for 9.1 ns.
    state.counters["per_event"] =
        benchmark::Counter(static_cast<double>(events), benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}
BENCHMARK(BM_CoroutineCaterpillar)->Arg(10)->Arg(100)->Arg(1000)->ArgName("depth");

void BM_TraceRecord(benchmark::State& state) {
    const auto tree = ticTacToeShapedTree();
    std::size_t events = 0;
    for (auto _ : state) {
        // A run that is never drawn lays nothing out: this is the search and its recording.
        events += makeRun(tree, optionsFor(state.range(0) != 0))->trace->stepCount();
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(events));
    state.counters["events"] = static_cast<double>(events / std::max<std::size_t>(state.iterations(), 1));
}
BENCHMARK(BM_TraceRecord)->Arg(1)->Arg(0)->ArgName("pruning")->Unit(benchmark::kMillisecond);

// Jumping to a random step k of a ~1.25 million-event minimax trace: the current node, the
// state of every node on its path, and the statistics, as the GUI needs them for a frame.
void BM_TraceRandomAccess(benchmark::State& state) {
    static const auto run = makeRun(ticTacToeShapedTree(), optionsFor(false));
    const Trace& trace = *run->trace;
    std::mt19937_64 random(1'250'000);
    const Tree& tree = trace.tree();
    for (auto _ : state) {
        const std::size_t step = random() % (trace.stepCount() + 1);
        for (NodeId n = trace.currentNode(step); n != kNoNode; n = tree.parent(n))
            benchmark::DoNotOptimize(trace.stateAt(n, step));
        benchmark::DoNotOptimize(trace.statsAt(step));
    }
    state.counters["events"] = static_cast<double>(trace.stepCount());
}
BENCHMARK(BM_TraceRandomAccess)->Unit(benchmark::kMicrosecond);

}  // namespace

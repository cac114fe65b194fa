// The coroutine evaluator against a plain recursive α-β that records the same events into a
// reserved vector; per-event cost at depth 10, 100 and 1,000; random access into a big trace.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <vector>

#include "search.h"
#include "tictactoe.h"
#include "trace.h"

using namespace ablab::core;

namespace {

// The full tic-tac-toe game tree's shape (549,946 nodes; a node at depth d has at most 9 − d
// children) with random leaf values from a fixed seed, so pruning depends on the values.
std::shared_ptr<const Tree> ticTacToeShapedTree() {
    static const std::shared_ptr<const Tree> tree = [] {
        TicTacToeOptions options;
        options.symmetry = false;
        options.eval = TicTacToeEval::WinLoss;
        const Tree game = makeTicTacToeTree(options);
        TreeBuilder builder;
        std::mt19937_64 random(550'000);
        for (NodeId n = 0; n < game.size(); ++n) {
            const NodeId added = builder.addNode(game.parent(n));
            if (game.isLeaf(n)) builder.setValue(added, static_cast<Value>(random() % 201) - 100);
        }
        return std::make_shared<const Tree>(std::move(builder).build());
    }();
    return tree;
}

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

std::vector<Event> coroutineEvents(const std::shared_ptr<const Tree>& tree, bool pruning, std::size_t reserve) {
    std::vector<Event> events;
    events.reserve(reserve);
    auto run = search(tree, optionsFor(pruning));
    while (run.next()) events.push_back(run.value());
    return events;
}

std::vector<Event> recursiveEvents(const std::shared_ptr<const Tree>& tree, bool pruning, std::size_t reserve) {
    std::vector<Event> events;
    events.reserve(reserve);
    RecursiveSearch{*tree, pruning, events}.run();
    return events;
}

bool sameEvents(const std::vector<Event>& a, const std::vector<Event>& b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        const Event &x = a[i], &y = b[i];
        if (x.type != y.type || x.node != y.node || x.child != y.child || x.cause != y.cause || x.deep != y.deep ||
            x.cutoff != y.cutoff || x.bound != y.bound || x.prunedFrom != y.prunedFrom || x.alpha != y.alpha ||
            x.beta != y.beta || x.value != y.value || (x.type != EventType::Enter && x.old != y.old))
            return false;
    }
    return true;
}

// Both versions must record identical events, or the comparison means nothing.
void checkSameEvents(const std::shared_ptr<const Tree>& tree, bool pruning) {
    if (!sameEvents(coroutineEvents(tree, pruning, 0), recursiveEvents(tree, pruning, 0))) {
        std::fprintf(stderr, "the recursive baseline records different events than the coroutine\n");
        std::abort();
    }
}

void BM_Coroutine(benchmark::State& state) {
    const auto tree = ticTacToeShapedTree();
    const bool pruning = state.range(0) != 0;
    checkSameEvents(tree, pruning);
    std::size_t events = 0;
    for (auto _ : state) {
        auto recorded = coroutineEvents(tree, pruning, 2 * tree->size() + 16);
        events += recorded.size();
        benchmark::DoNotOptimize(recorded.data());
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(events));
}
BENCHMARK(BM_Coroutine)->Arg(1)->Arg(0)->ArgName("pruning")->Unit(benchmark::kMillisecond);

void BM_RecursiveIntoVector(benchmark::State& state) {
    const auto tree = ticTacToeShapedTree();
    const bool pruning = state.range(0) != 0;
    std::size_t events = 0;
    for (auto _ : state) {
        auto recorded = recursiveEvents(tree, pruning, 2 * tree->size() + 16);
        events += recorded.size();
        benchmark::DoNotOptimize(recorded.data());
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(events));
}
BENCHMARK(BM_RecursiveIntoVector)->Arg(1)->Arg(0)->ArgName("pruning")->Unit(benchmark::kMillisecond);

// Per-event cost on caterpillars 10, 100 and 1,000 deep: it must not grow with depth.
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
}
BENCHMARK(BM_CoroutineCaterpillar)->Arg(10)->Arg(100)->Arg(1000)->ArgName("depth");

void BM_TraceRecord(benchmark::State& state) {
    const auto tree = ticTacToeShapedTree();
    std::size_t events = 0;
    for (auto _ : state) {
        const Trace trace = Trace::record(tree, optionsFor(state.range(0) != 0));
        events += trace.stepCount();
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(events));
}
BENCHMARK(BM_TraceRecord)->Arg(1)->Arg(0)->ArgName("pruning")->Unit(benchmark::kMillisecond);

// Jumping to a random step k of a ~1.25 million-event minimax trace: the current node, the
// state of every node on its path, and the statistics, as the GUI needs them for a frame.
void BM_TraceRandomAccess(benchmark::State& state) {
    static const Trace trace = Trace::record(ticTacToeShapedTree(), optionsFor(false));
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

// NegaScout's, MTD(f)'s, expectiminimax's and Star1's coroutines against recursive versions of the same algorithms that
// record the same events into a vector reserved outside the timing, on the same
// tic-tac-toe-shaped tree as the α-β comparison in evaluator_bench.cpp (shaped_tree.h). Both
// versions back values up and test for cutoffs through core's search/window_frame.h, so what
// is measured is the coroutine against recursion, not two ways of writing the rules.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <vector>

#include "search/bounds.h"
#include "model/chance.h"
#include "search/window_frame.h"
#include "shaped_tree.h"
#include "search/search.h"

using namespace ablab::core;

namespace {

// What a recursive search hands back to its parent.
struct Result {
    Value value;
    Bound bound;
};

// Backs a child's result up through core's rules, recording the events. Returns true when the
// node's other children are pruned.
bool backUpRecording(const Tree& tree, WindowFrame& s, NodeId child, Value returned, Value childLo, Value childHi,
                     std::vector<Event>& out) {
    Event e;
    if (backUp(s, child, returned, childLo, childHi, true, e)) out.push_back(e);
    if (!cutOff(tree, s, child, true, e)) return false;
    out.push_back(e);
    return true;
}

struct RecursiveNegaScout {
    const Tree& tree;
    NullWindow nullWindow{tree};
    std::vector<Event>& out;

    Result search(NodeId n, Value alpha, Value beta, NodeId alphaSource, NodeId betaSource) {
        WindowFrame s = startFrame(tree, n, static_cast<std::uint32_t>(tree.childCount(n)), alpha, beta, alphaSource, betaSource);
        while (s.next < s.limit) {
            const std::uint32_t i = s.next++;
            const NodeId c = s.children[i];
            Value returned, childLo, childHi;
            if (tree.isLeaf(c)) {
                returned = childLo = childHi = tree.value(c);
                out.push_back(Event{.type = EventType::Leaf, .node = c, .alpha = s.alpha, .beta = s.beta, .value = returned});
            } else {
                Value a = s.alpha, b = s.beta;
                NodeId as = s.alphaSource, bs = s.betaSource;
                bool probing = false;
                if (i > 0 && s.isMax && a > -kInfinity && nullWindow.above(a) < b)
                    b = nullWindow.above(a), bs = n, probing = true;
                else if (i > 0 && !s.isMax && b < kInfinity && nullWindow.below(b) > a)
                    a = nullWindow.below(b), as = n, probing = true;
                if (probing)
                    out.push_back(Event{.type = EventType::Probe, .node = n, .child = c, .alpha = a, .beta = b, .value = s.best});
                out.push_back(Event{.type = EventType::Enter, .node = c, .alpha = a, .beta = b});
                Result r = search(c, a, b, as, bs);
                childLo = lowOf(r.value, r.bound), childHi = highOf(r.value, r.bound);
                const bool failedHigh = s.isMax ? r.value > s.alpha && r.value < s.beta : r.value < s.beta && r.value > s.alpha;
                if (probing && failedHigh && r.bound != Bound::Exact) {
                    const Value ra = s.isMax ? r.value : s.alpha, rb = s.isMax ? s.beta : r.value;
                    const NodeId ras = s.isMax ? n : s.alphaSource, rbs = s.isMax ? s.betaSource : n;
                    out.push_back(Event{.type = EventType::Research,
                                        .bound = r.bound,
                                        .node = n,
                                        .child = c,
                                        .alpha = ra,
                                        .beta = rb,
                                        .value = r.value});
                    out.push_back(Event{.type = EventType::Enter, .node = c, .alpha = ra, .beta = rb});
                    r = search(c, ra, rb, ras, rbs);
                    childLo = std::max(childLo, lowOf(r.value, r.bound));
                    childHi = std::min(childHi, highOf(r.value, r.bound));
                }
                returned = r.value;
            }
            if (backUpRecording(tree, s, c, returned, childLo, childHi, out)) break;
        }
        const Bound bound = classify(s.best, s.lo, s.hi);
        out.push_back(
            Event{.type = EventType::Exit, .bound = bound, .node = n, .alpha = s.alpha, .beta = s.beta, .value = s.best});
        return {s.best, bound};
    }

    void run() {
        out.push_back(Event{.type = EventType::Enter, .node = Tree::root()});
        search(Tree::root(), -kInfinity, kInfinity, kNoNode, kNoNode);
    }
};

struct RecursiveMtd {
    const Tree& tree;
    NullWindow nullWindow{tree};
    std::vector<Event>& out;
    std::vector<Value> lower = std::vector<Value>(tree.size(), -kInfinity), upper = std::vector<Value>(tree.size(), kInfinity);

    Value mt(NodeId n, Value alpha0, Value beta0, NodeId alphaSource, NodeId betaSource) {
        WindowFrame s =
            startFrame(tree, n, static_cast<std::uint32_t>(tree.childCount(n)), alpha0, beta0, alphaSource, betaSource);
        while (s.next < s.limit) {
            const std::uint32_t i = s.next++;
            const NodeId c = s.children[i];
            Value returned;
            if (lower[c] >= s.beta || upper[c] <= s.alpha) {
                const bool high = lower[c] >= s.beta;
                returned = high ? lower[c] : upper[c];
                const Bound bound = lower[c] == upper[c] ? Bound::Exact : high ? Bound::Lower : Bound::Upper;
                out.push_back(Event{
                    .type = EventType::TableHit, .bound = bound, .node = c, .alpha = s.alpha, .beta = s.beta, .value = returned});
            } else if (tree.isLeaf(c)) {
                returned = lower[c] = upper[c] = tree.value(c);
                out.push_back(Event{.type = EventType::Leaf, .node = c, .alpha = s.alpha, .beta = s.beta, .value = returned});
            } else {
                out.push_back(Event{.type = EventType::Enter, .node = c, .alpha = s.alpha, .beta = s.beta});
                returned = mt(c, s.alpha, s.beta, s.alphaSource, s.betaSource);
            }
            if (backUpRecording(tree, s, c, returned, lower[c], upper[c], out)) break;
        }
        if (s.best < beta0) upper[n] = std::min(upper[n], s.best);
        if (s.best > alpha0) lower[n] = std::max(lower[n], s.best);
        out.push_back(Event{.type = EventType::Exit,
                            .bound = classify(s.best, s.lo, s.hi),
                            .node = n,
                            .alpha = s.alpha,
                            .beta = s.beta,
                            .value = s.best});
        return s.best;
    }

    void run(Value guess) {
        Value low = -kInfinity, high = kInfinity;
        std::uint32_t pass = 0;
        while (low < high) {
            const Value test = guess == low ? nullWindow.above(guess) : guess;
            const Value alpha = nullWindow.below(test);
            out.push_back(Event{.type = EventType::Pass,
                                .node = Tree::root(),
                                .prunedFrom = ++pass,
                                .alpha = alpha,
                                .beta = test,
                                .value = low,
                                .old = high});
            out.push_back(Event{.type = EventType::Enter, .node = Tree::root(), .alpha = alpha, .beta = test});
            guess = mt(Tree::root(), alpha, test, kNoNode, kNoNode);
            if (guess < test) high = guess;
            else low = guess;
        }
    }
};

// The same shape with every inner node at depth 1, 4, 7 a chance node (equal weights): a
// dice game's alternation, MAX → chance → MIN → MAX → chance → …
std::shared_ptr<const Tree> chanceShapedTree() {
    static const std::shared_ptr<const Tree> tree = [] {
        const Tree& shape = *ticTacToeShapedTree();
        TreeBuilder builder;
        for (NodeId n = 0; n < shape.size(); ++n) {
            const NodeId added = builder.addNode(shape.parent(n));
            if (shape.isLeaf(n)) builder.setValue(added, shape.value(n));
            else if (shape.depth(n) % 3 == 1) builder.setChance(added);
        }
        return std::make_shared<const Tree>(std::move(builder).build());
    }();
    return tree;
}

// A chance node's weights, written over one vector per level of the tree, as the coroutines'
// stack frames keep theirs: neither version allocates per chance node.
struct WeightsByDepth {
    std::vector<std::vector<Value>> levels;
    explicit WeightsByDepth(const Tree& tree) : levels(tree.height() + 1) {}
    const std::vector<Value>& of(const Tree& tree, NodeId n) {
        std::vector<Value>& weights = levels[tree.depth(n)];
        chanceWeights(tree, n, weights);
        return weights;
    }
};

// Expectiminimax as the textbook recursion, recording the coroutine's events.
struct RecursiveExpectiminimax {
    const Tree& tree;
    std::vector<Event>& out;
    WeightsByDepth weightsByDepth{tree};

    Value search(NodeId n) {
        WindowFrame s =
            startFrame(tree, n, static_cast<std::uint32_t>(tree.childCount(n)), -kInfinity, kInfinity, kNoNode, kNoNode);
        const bool chance = tree.isChance(n);
        static const std::vector<Value> none;
        const std::vector<Value>& weights = chance ? weightsByDepth.of(tree, n) : none;
        Value sum = 0;
        for (std::uint32_t i = 0; i < s.limit; ++i) {
            const NodeId c = s.children[i];
            Value returned;
            if (tree.isLeaf(c)) {
                returned = tree.value(c);
                out.push_back(Event{.type = EventType::Leaf, .node = c, .value = returned});
            } else {
                out.push_back(Event{.type = EventType::Enter, .node = c});
                returned = search(c);
            }
            if (chance) {
                const Value old = sum;
                sum = addOutcome(sum, weights[i], returned);
                out.push_back(chanceSumEvent(n, c, weights[i], returned, old, sum));
            } else {
                Event e;
                if (backUp(s, c, returned, returned, returned, false, e)) out.push_back(e);
            }
        }
        const Value value = chance ? sum : s.best;
        out.push_back(Event{.type = EventType::Exit, .node = n, .value = value});
        return value;
    }

    void run() {
        out.push_back(Event{.type = EventType::Enter, .node = Tree::root()});
        search(Tree::root());
    }
};

SearchOptions optionsFor(Algorithm algorithm) {
    SearchOptions o;
    o.algorithm = algorithm;
    return o;
}

// Star1 as the recursion Hauk, Buro and Schaeffer print, recording the coroutine's events
// (core/search/star1.cpp: the test before each outcome, S as an interval).
struct RecursiveStar1 {
    const Tree& tree;
    std::vector<Event>& out;
    const LeafBounds bounds = leafBoundsFor(tree, optionsFor(Algorithm::Star1));
    WeightsByDepth weightsByDepth{tree};

    Result child(NodeId c, Value alpha, Value beta, NodeId alphaSource, NodeId betaSource) {
        if (tree.isLeaf(c)) {
            out.push_back(Event{.type = EventType::Leaf, .node = c, .alpha = alpha, .beta = beta, .value = tree.value(c)});
            return {tree.value(c), Bound::Exact};
        }
        out.push_back(Event{.type = EventType::Enter, .node = c, .alpha = alpha, .beta = beta});
        return tree.isChance(c) ? chance(c, alpha, beta, alphaSource, betaSource)
                                : player(c, alpha, beta, alphaSource, betaSource);
    }

    Result player(NodeId n, Value alpha, Value beta, NodeId alphaSource, NodeId betaSource) {
        WindowFrame s = startFrame(tree, n, static_cast<std::uint32_t>(tree.childCount(n)), alpha, beta, alphaSource, betaSource);
        while (s.next < s.limit) {
            const NodeId c = s.children[s.next++];
            const Result r = child(c, s.alpha, s.beta, s.alphaSource, s.betaSource);
            if (backUpRecording(tree, s, c, r.value, lowOf(r.value, r.bound), highOf(r.value, r.bound), out)) break;
        }
        const Bound bound = classify(s.best, s.lo, s.hi);
        out.push_back(
            Event{.type = EventType::Exit, .bound = bound, .node = n, .alpha = s.alpha, .beta = s.beta, .value = s.best});
        return {s.best, bound};
    }

    Result chance(NodeId n, Value alpha, Value beta, NodeId alphaSource, NodeId betaSource) {
        const auto children = tree.children(n);
        const std::vector<Value>& weights = weightsByDepth.of(tree, n);
        Value sum = 0, sumLow = 0, sumHigh = 0, best = 0;
        Bound bound = Bound::Exact;
        for (std::uint32_t i = 0; i < children.size(); ++i) {
            const Value p = weights[i];
            Value rest = 0;
            for (std::uint32_t j = i + 1; j < children.size(); ++j) rest += weights[j];
            const Value high = readableSum(sumHigh + bounds.high * (p + rest)),
                        low = readableSum(sumLow + bounds.low * (p + rest));
            if (high <= alpha || low >= beta) {
                const bool failsLow = high <= alpha;
                const NodeId cause = failsLow ? alphaSource : betaSource;
                best = failsLow ? high : low;
                bound = failsLow ? Bound::Upper : Bound::Lower;
                out.push_back(Event{.type = EventType::Cutoff,
                                    .cutoff = failsLow ? CutoffKind::Alpha : CutoffKind::Beta,
                                    .deep = cause != kNoNode && cause != tree.parent(n),
                                    .node = n,
                                    .child = i > 0 ? children[i - 1] : kNoNode,
                                    .cause = cause,
                                    .prunedFrom = i,
                                    .alpha = alpha,
                                    .beta = beta,
                                    .value = best,
                                    .old = failsLow ? bounds.high : bounds.low});
                break;
            }
            const Value a = p > 0 ? readableSum((alpha - sumHigh - bounds.high * rest) / p) : -kInfinity;
            const Value b = p > 0 ? readableSum((beta - sumLow - bounds.low * rest) / p) : kInfinity;
            const Result r = child(children[i], std::max(a, bounds.low), std::min(b, bounds.high), n, n);
            const Value old = sum;
            sum = addOutcome(sum, p, r.value);
            sumLow = addOutcome(sumLow, p, std::max(lowOf(r.value, r.bound), bounds.low));
            sumHigh = addOutcome(sumHigh, p, std::min(highOf(r.value, r.bound), bounds.high));
            best = sum;
            out.push_back(chanceSumEvent(n, children[i], p, r.value, old, sum));
        }
        if (bound == Bound::Exact && sumLow < sumHigh) {
            const bool high = sumLow >= beta;
            best = high ? sumLow : sumHigh, bound = high ? Bound::Lower : Bound::Upper;
        }
        out.push_back(Event{.type = EventType::Exit, .bound = bound, .node = n, .alpha = alpha, .beta = beta, .value = best});
        return {best, bound};
    }

    void run() {
        out.push_back(Event{.type = EventType::Enter, .node = Tree::root()});
        if (tree.isChance(Tree::root())) chance(Tree::root(), -kInfinity, kInfinity, kNoNode, kNoNode);
        else player(Tree::root(), -kInfinity, kInfinity, kNoNode, kNoNode);
    }
};

// Both onto a std::vector, the coroutine's events taken one next() at a time as Trace::record takes them.
void coroutineEvents(Algorithm algorithm, std::vector<Event>& out) {
    const bool chance = algorithm == Algorithm::Expectiminimax || algorithm == Algorithm::Star1;
    for (auto run = search(chance ? chanceShapedTree() : ticTacToeShapedTree(), optionsFor(algorithm)); run.next();)
        out.push_back(run.value());
}

void recursiveEvents(Algorithm algorithm, std::vector<Event>& out) {
    if (algorithm == Algorithm::Expectiminimax) RecursiveExpectiminimax{*chanceShapedTree(), out}.run();
    else if (algorithm == Algorithm::Star1) RecursiveStar1{*chanceShapedTree(), out}.run();
    else if (algorithm == Algorithm::NegaScout)
        RecursiveNegaScout{*ticTacToeShapedTree(), NullWindow(*ticTacToeShapedTree()), out}.run();
    else
        RecursiveMtd{*ticTacToeShapedTree(), NullWindow(*ticTacToeShapedTree()), out}.run(
            algorithm == Algorithm::MtSss ? kInfinity : 0);
}

bool sameEvent(const Event& x, const Event& y) {
    return x.type == y.type && x.cutoff == y.cutoff && x.bound == y.bound && x.deep == y.deep && x.node == y.node &&
           x.child == y.child && x.cause == y.cause && x.prunedFrom == y.prunedFrom && x.alpha == y.alpha && x.beta == y.beta &&
           x.value == y.value && x.old == y.old;
}

// Both versions must record identical events, or the comparison means nothing.
std::size_t verifiedEventCount(Algorithm algorithm) {
    std::vector<Event> a, b;
    coroutineEvents(algorithm, a);
    recursiveEvents(algorithm, b);
    const auto mismatch = std::mismatch(a.begin(), a.end(), b.begin(), b.end(), sameEvent);
    if (mismatch.first != a.end() || mismatch.second != b.end()) {
        std::fprintf(
            stderr,
            "ablab_bench: the recursive %s records different events than the coroutine, first at event %zu of %zu / %zu\n",
            std::string(algorithmName(algorithm)).c_str(), static_cast<std::size_t>(mismatch.first - a.begin()), a.size(),
            b.size());
        std::abort();
    }
    return a.size();
}

template <auto evaluate>
void intoVector(benchmark::State& state) {
    const auto algorithm = static_cast<Algorithm>(state.range(0));
    const std::size_t perRun = verifiedEventCount(algorithm);
    std::vector<Event> recorded;
    recorded.reserve(perRun);
    for (auto _ : state) {
        recorded.clear();
        evaluate(algorithm, recorded);
        benchmark::DoNotOptimize(recorded.data());
        benchmark::ClobberMemory();
    }
    if (recorded.size() != perRun || recorded.capacity() != perRun) state.SkipWithError("the event vector grew");
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * perRun));
    state.counters["events"] = static_cast<double>(perRun);
    state.SetLabel(std::string(algorithmName(algorithm)));
}

void BM_BeyondCoroutine(benchmark::State& state) { intoVector<coroutineEvents>(state); }
void BM_BeyondRecursive(benchmark::State& state) { intoVector<recursiveEvents>(state); }
constexpr auto kNegaScout = static_cast<std::int64_t>(Algorithm::NegaScout);
constexpr auto kMtdF = static_cast<std::int64_t>(Algorithm::MtdF);
constexpr auto kMtSss = static_cast<std::int64_t>(Algorithm::MtSss);
constexpr auto kExpectiminimax = static_cast<std::int64_t>(Algorithm::Expectiminimax);
constexpr auto kStar1 = static_cast<std::int64_t>(Algorithm::Star1);
// The twins run over the same algorithms, so that each pair is compared.
void everyBeyondAlgorithm(benchmark::internal::Benchmark* b) {
    for (const std::int64_t algorithm : {kNegaScout, kMtdF, kMtSss, kExpectiminimax, kStar1}) b->Arg(algorithm);
    b->ArgName("algorithm")->Unit(benchmark::kMillisecond);
}
BENCHMARK(BM_BeyondCoroutine)->Apply(everyBeyondAlgorithm);
BENCHMARK(BM_BeyondRecursive)->Apply(everyBeyondAlgorithm);

}  // namespace

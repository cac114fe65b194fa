// The engine's reply as `ablab play` and the window make it: the tree below the position built,
// searched through core::Run with α-β and recorded, ready to step. The goal is under
// 100 ms each for tic-tac-toe searched to the end, connect four at depth 6 and gomoku at depth 3
// with K = 8.
#include <benchmark/benchmark.h>

#include "games/board_positions.h"
#include "games/connect_four.h"
#include "play/reply.h"

namespace {

using namespace ablab::core;

template <typename P>
void replyTo(benchmark::State& state, const P& position, std::optional<std::uint32_t> depth, MoveOrder order,
             bool table = false) {
    ReplyOptions options;
    options.depth = depth;
    options.order = order;
    options.transpositions = table;
    for (auto _ : state) {
        const Reply reply = engineReply(Language::English, position, options);
        benchmark::DoNotOptimize(reply.run->trace->stepCount());
        state.counters["tree_nodes"] = static_cast<double>(reply.run->tree->size());
        state.counters["leaves"] = static_cast<double>(reply.run->trace->stats().leavesEvaluated);
        state.counters["table_hits"] = static_cast<double>(reply.run->trace->stats().tableHits);
    }
}

void BM_ReplyTicTacToeToTheEnd(benchmark::State& state) {
    // From the empty board, symmetry folded, win/loss: the whole game searched.
    const TicTacToePosition p{parseTicTacToePosition(Language::English, ".../.../..."), TicTacToeEval::WinLoss, true};
    replyTo(state, p, std::nullopt, MoveOrder::File);
}
BENCHMARK(BM_ReplyTicTacToeToTheEnd)->Unit(benchmark::kMillisecond);

void BM_ReplyTicTacToeToTheEndNoSymmetry(benchmark::State& state) {
    // After X's first move in the centre, every square kept: the tree is in tree_nodes.
    const TicTacToePosition p{parseTicTacToePosition(Language::English, ".../.X./..."), TicTacToeEval::WinLoss, false};
    replyTo(state, p, std::nullopt, MoveOrder::File, state.range(0) != 0);
}
BENCHMARK(BM_ReplyTicTacToeToTheEndNoSymmetry)->Arg(0)->Arg(1)->ArgName("table")->Unit(benchmark::kMillisecond);

void BM_ReplyConnectFourDepth6(benchmark::State& state) {
    const ConnectFourPosition p = parseConnectFourPosition(Language::English, "......./......./......./......./......./...X...");
    replyTo(state, p, 6, static_cast<MoveOrder>(state.range(0)), state.range(1) != 0);
}
BENCHMARK(BM_ReplyConnectFourDepth6)
    ->ArgsProduct({{0, 1}, {0, 1}})
    ->ArgNames({"order_score", "table"})
    ->Unit(benchmark::kMillisecond);

void BM_ReplyGomokuDepth3K8(benchmark::State& state) {
    const GomokuPosition p{gomokuOpening(Language::English, 7), 8};
    replyTo(state, p, 3, MoveOrder::File);
}
BENCHMARK(BM_ReplyGomokuDepth3K8)->Unit(benchmark::kMillisecond);

// The reply as the window's Play mode needs it before its first frame: the same, and the run's
// layout made (the canvas reads it on its first frame after the reply).
template <typename P>
void replyLaidOut(benchmark::State& state, const P& position, std::optional<std::uint32_t> depth) {
    ReplyOptions options;
    options.depth = depth;
    for (auto _ : state) {
        const Reply reply = engineReply(Language::English, position, options);
        benchmark::DoNotOptimize(reply.run->layout->width);
        state.counters["tree_nodes"] = static_cast<double>(reply.run->tree->size());
    }
}

void BM_ReplyLaidOutTicTacToeToTheEnd(benchmark::State& state) {
    // The window's default: f(p) open lines, symmetry folded, after the student's X on the centre.
    replyLaidOut(state,
                 TicTacToePosition{parseTicTacToePosition(Language::English, ".../.X./..."), TicTacToeEval::OpenLines, true},
                 std::nullopt);
}
BENCHMARK(BM_ReplyLaidOutTicTacToeToTheEnd)->Unit(benchmark::kMillisecond);

void BM_ReplyLaidOutConnectFourDepth6(benchmark::State& state) {
    replyLaidOut(state, parseConnectFourPosition(Language::English, "......./......./......./......./......./...X..."), 6);
}
BENCHMARK(BM_ReplyLaidOutConnectFourDepth6)->Unit(benchmark::kMillisecond);

void BM_ReplyLaidOutGomokuDepth3K8(benchmark::State& state) {
    // The window's game: an empty 7 × 7 board, the student's X on the centre.
    replyLaidOut(
        state,
        GomokuPosition{parseGomokuPosition(Language::English, "......./......./......./...X.../......./......./......."), 8}, 3);
}
BENCHMARK(BM_ReplyLaidOutGomokuDepth3K8)->Unit(benchmark::kMillisecond);

}  // namespace

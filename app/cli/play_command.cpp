#include "cli/play_command.h"

#include <cmath>
#include <iostream>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "cli/arguments.h"
#include "games/board_positions.h"
#include "games/connect_four.h"
#include "games/nim.h"
#include "play/reply.h"
#include "search/trace_format.h"
#include "text/translate.h"

namespace ablab::app {

namespace {

using core::translate;

// What the command line asked, whatever the game.
struct PlayRequest {
    std::string game;
    std::optional<std::string> position, heaps, move;
    std::optional<std::uint32_t> depth;
    core::ReplyOptions reply;
    core::TicTacToeEval eval = core::TicTacToeEval::OpenLines;
    bool symmetry = true;
    std::uint32_t moveLimit = 8;
    bool json = false, trace = false;
};

// The deepest search each game's tree stays within kGameTreeNodeLimit at, and the depth a
// reply searches when none is given (none: to the end of every game).
struct GameDepths {
    std::uint32_t most;
    std::optional<std::uint32_t> byDefault;
};
GameDepths depthsOf(std::string_view game) {
    if (game == "tictactoe") return {9, std::nullopt};
    if (game == "connect4") return {7, 6};
    if (game == "gomoku") return {core::kGomokuMaxDepth, 3};
    return {core::kNimMaxHeaps * core::kNimMaxHeap, std::nullopt};  // nim: every object one by one
}

void readAlgorithm(core::Language language, std::string_view name, core::ReplyOptions& reply) {
    if (name == "iterative") {
        reply.iterativeDeepening = true;
        return;
    }
    core::Algorithm a{};
    const bool known = core::parseAlgorithm(name, a) && (a == core::Algorithm::AlphaBeta || a == core::Algorithm::Minimax ||
                                                         a == core::Algorithm::NegaScout || a == core::Algorithm::MtdF);
    if (!known)
        throw UsageError(translate(language,
                                   "--algorithm expects alphabeta, minimax, negascout, mtdf or iterative, got '{value}'",
                                   {{"value", std::string(name)}}));
    reply.algorithm = a;
}

PlayRequest readRequest(core::Language language, Arguments& args) {
    if (args.done())
        throw UsageError(
            translate(language, "play needs the name of a game: ablab play tictactoe|connect4|gomoku|nim [options]"));
    PlayRequest request;
    request.game = std::string(args.take());
    if (request.game != "tictactoe" && request.game != "connect4" && request.game != "gomoku" && request.game != "nim")
        throw UsageError(translate(language, "unknown game '{game}'; ablab play knows tictactoe, connect4, gomoku and nim",
                                   {{"game", request.game}}));
    const GameDepths depths = depthsOf(request.game);
    request.depth = depths.byDefault;
    while (!args.done()) {
        const std::string_view arg = args.take();
        if (arg == "--position" && request.game != "nim") {
            request.position = std::string(args.valueOf(arg));
        } else if (arg == "--heaps" && request.game == "nim") {
            request.heaps = std::string(args.valueOf(arg));
        } else if (arg == "--move") {
            request.move = std::string(args.valueOf(arg));
        } else if (arg == "--depth") {
            request.depth = static_cast<std::uint32_t>(args.wholeNumberOf(arg, 1, depths.most));
        } else if (arg == "--algorithm") {
            readAlgorithm(language, args.valueOf(arg), request.reply);
        } else if (arg == "--order") {
            const std::string_view name = args.valueOf(arg);
            if (!core::parseMoveOrder(name, request.reply.order))
                throw UsageError(
                    translate(language, "--order expects file or score, got '{value}'", {{"value", std::string(name)}}));
        } else if (arg == "--format") {
            const std::string_view name = args.valueOf(arg);
            if (name != "text" && name != "json")
                throw UsageError(
                    translate(language, "--format expects text or json, got '{value}'", {{"value", std::string(name)}}));
            request.json = name == "json";
        } else if (arg == "--trace") {
            request.trace = true;
        } else if (arg == "--table") {
            request.reply.transpositions = true;
        } else if (arg == "--eval" && request.game == "tictactoe") {
            const std::string_view name = args.valueOf(arg);
            if (name == "open-lines") request.eval = core::TicTacToeEval::OpenLines;
            else if (name == "win-loss") request.eval = core::TicTacToeEval::WinLoss;
            else
                throw UsageError(
                    translate(language, "--eval expects open-lines or win-loss, got '{value}'", {{"value", std::string(name)}}));
        } else if (arg == "--no-symmetry" && request.game == "tictactoe") {
            request.symmetry = false;
        } else if (arg == "--move-limit" && request.game == "gomoku") {
            request.moveLimit = static_cast<std::uint32_t>(args.wholeNumberOf(arg, 1, core::kGomokuMaxMoveLimit));
        } else {
            throw unknownOption(language, arg, "ablab play " + request.game);
        }
    }
    request.reply.depth = request.depth;
    return request;
}

std::string sideToMove(core::Language language, std::string_view game, bool maxToMove) {
    if (game == "nim") return "MAX";  // Nim's heaps do not say who moved: the side to move is MAX
    return maxToMove ? translate(language, "X (first player)") : translate(language, "O (second player)");
}

std::string joined(const std::vector<std::string>& moves) {
    std::string text;
    for (const std::string& m : moves) text += (text.empty() ? "" : " ") + m;
    return text;
}

// ±∞ as the JSON trace writes them; a whole value as an integer, as the text shows it.
nlohmann::json jsonValue(core::Value v) {
    if (std::isinf(v)) return v > 0 ? "inf" : "-inf";
    if (v == std::trunc(v) && std::abs(v) < 1e15) return static_cast<std::int64_t>(v);
    return v;
}

template <core::GamePosition P>
int reply(const ChosenWording& chosen, const PlayRequest& request, P position) {
    const core::Language language = chosen.wording.language;
    if (request.move) {
        const auto move = position.parseMove(*request.move);
        if (!move)
            throw UsageError(translate(language, "--move {move}: not a legal move in position \"{position}\"",
                                       {{"move", *request.move}, {"position", position.format()}}));
        position = position.play(*move);
    }
    const core::Reply r = [&] {
        try {
            return core::engineReply(language, position, request.reply);
        } catch (const core::GameError& e) {
            throw UsageError(e.what());
        }
    }();
    const core::Trace& trace = *r.run->trace;
    if (request.trace && !request.json) core::writeTrace(chosen.wording, std::cout, trace, core::TraceFormat::Table);
    const core::TraceStats stats = trace.stats();
    if (request.json) {
        nlohmann::json out{
            {"game", request.game},
            {"position", position.format()},
            {"max_to_move", position.maxToMove()},
            {"move", r.moveName},
            {"value", jsonValue(r.value)},
            {"pv", r.pv},
            {"nodes", stats.nodesVisited},
            {"leaves", stats.leavesEvaluated},
            {"table_hits", stats.tableHits},
            {"table_entries", stats.tableEntries},
            {"tree_nodes", trace.tree().size()},
            {"algorithm", request.reply.iterativeDeepening ? std::string("iterative")
                                                           : std::string(core::algorithmName(request.reply.algorithm))},
            {"depth", request.depth ? nlohmann::json(*request.depth) : nlohmann::json(nullptr)}};
        if (!r.iterations.empty()) {
            nlohmann::json iterations = nlohmann::json::array();
            for (const core::DeepeningStep& i : r.iterations)
                iterations.push_back({{"depth", i.depth}, {"value", jsonValue(i.value)}, {"move", i.move}, {"leaves", i.leaves}});
            out["iterations"] = iterations;
        }
        std::cout << out.dump() << '\n';
        return 0;
    }
    for (const core::DeepeningStep& i : r.iterations)
        std::cout << translate(language, "depth {depth}: value {value}, best move {move}, {leaves} leaves evaluated",
                               {{"depth", std::to_string(i.depth)},
                                {"value", core::formatValue(i.value)},
                                {"move", i.move},
                                {"leaves", std::to_string(i.leaves)}})
                  << '\n';
    std::cout
        << translate(
               language,
               "{side} to move: the engine plays {move}, value {value}; expected line {pv}; {nodes} nodes visited, {leaves} leaves evaluated, {tree} nodes in the tree",
               {{"side", sideToMove(language, request.game, position.maxToMove())},
                {"move", r.moveName},
                {"value", core::formatValue(r.value)},
                {"pv", joined(r.pv)},
                {"nodes", std::to_string(stats.nodesVisited)},
                {"leaves", std::to_string(stats.leavesEvaluated)},
                {"tree", std::to_string(trace.tree().size())}})
        << '\n';
    return 0;
}

// A bad position is bad command-line input: one line, exit status 2.
template <typename Parse>
auto parsedOrUsageError(Parse parse) {
    try {
        return parse();
    } catch (const core::GameError& e) {
        throw UsageError(e.what());
    }
}

}  // namespace

int runPlayCommand(const ChosenWording& chosen, std::span<char* const> argv) {
    const core::Language language = chosen.wording.language;
    Arguments args(argv, language);
    const PlayRequest request = readRequest(language, args);
    if (request.game == "tictactoe") {
        const core::TicTacToeBoard board =
            parsedOrUsageError([&] { return core::parseTicTacToePosition(language, request.position.value_or(".../.../...")); });
        return reply(chosen, request, core::TicTacToePosition{board, request.eval, request.symmetry});
    }
    if (request.game == "connect4")
        return reply(chosen, request, parsedOrUsageError([&] {
                         return core::parseConnectFourPosition(
                             language, request.position.value_or("......./......./......./......./......./......."));
                     }));
    if (request.game == "gomoku") {
        core::GomokuBoard board = parsedOrUsageError([&] {
            return request.position ? core::parseGomokuPosition(language, *request.position) : core::gomokuOpening(language, 7);
        });
        return reply(chosen, request, core::GomokuPosition{std::move(board), request.moveLimit});
    }
    return reply(chosen, request,
                 parsedOrUsageError([&] { return core::parseNimHeaps(language, request.heaps.value_or("3,4,5")); }));
}

}  // namespace ablab::app

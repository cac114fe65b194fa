#include "state/play_session.h"

#include <algorithm>
#include <tuple>

#include "games/game_tree.h"
#include "state/app_state.h"
#include "text/translate.h"

namespace ablab::app {

namespace {

using core::translate;

core::ReplyOptions replyOptions(const PlaySession& session) {
    core::ReplyOptions options;
    options.depth = session.depth;
    options.order = session.order;
    options.transpositions = session.table;
    switch (session.algorithm) {
    case PlayAlgorithm::AlphaBeta: options.algorithm = core::Algorithm::AlphaBeta; break;
    case PlayAlgorithm::Minimax: options.algorithm = core::Algorithm::Minimax; break;
    case PlayAlgorithm::NegaScout: options.algorithm = core::Algorithm::NegaScout; break;
    case PlayAlgorithm::MtdF: options.algorithm = core::Algorithm::MtdF; break;
    case PlayAlgorithm::IterativeDeepening: options.iterativeDeepening = true; break;
    }
    return options;
}

// The window shows `run` as a generated document: nothing to save, no edit history, at its last
// step (the reply made: the chosen line drawn), the canvas fitted afresh.
void showRun(AppState& state, std::shared_ptr<const core::Run> run) {
    state.run = std::move(run);
    state.options = state.run->options;
    state.step = state.run->trace->stepCount();
    state.selected = core::kNoNode;
    state.playback.playing = false;
    state.undoStack.clear();
    state.redoStack.clear();
    state.changed = {};
    state.canvas = CanvasView{};
    state.path.clear();
    state.files.path.clear();
    state.readOnly = false;
    state.documentRevision = newDocumentRevision();
    state.savedRevision = state.documentRevision;
    state.dirty = false;
}

// The position alone, as the one node of a tree, when no engine move is on the board yet.
void showPosition(AppState& state, const PlayPosition& position) {
    const core::Language language = state.view.language;
    std::visit(
        [&](const auto& p) {
            core::GameTreeOptions options;
            options.depth = 0;
            showRun(state,
                    core::makeRun(std::make_shared<const core::Tree>(core::makeGameTree(language, p, options)), state.options));
        },
        position);
}

// What the window shows after the moves changed: the last reply's search, else the position.
void showLatest(AppState& state, const PlaySession& session) {
    if (const PlayedMove* reply = lastReply(session)) showRun(state, reply->run);
    else showPosition(state, playPosition(state.view.language, session));
}

// The engine's move at `position`, played onto the session.
void engineMoves(AppState& state, PlaySession& session, const PlayPosition& position) {
    const core::Language language = state.view.language;
    PlayedMove played;
    std::visit(
        [&](const auto& p) {
            core::Reply reply = core::engineReply(language, p, replyOptions(session));
            played.move = reply.move;
            played.name = reply.moveName;
            played.byEngine = true;
            played.run = std::move(reply.run);
            played.value = reply.value;
            played.pv = std::move(reply.pv);
            played.iterations = std::move(reply.iterations);
        },
        position);
    session.moves.push_back(std::move(played));
}

// After the student's move, or at the start: the engine answers when it is its turn.
void replyIfEngineToMove(AppState& state, PlaySession& session) {
    const PlayPosition position = playPosition(state.view.language, session);
    if (!playOver(position) && !studentToMove(state.view.language, session)) engineMoves(state, session, position);
    showLatest(state, session);
}

std::string refusal(core::Language language, const PlaySession& session, const PlayPosition& position, core::Move move) {
    if (playOver(position)) return translate(language, "The game is over: start a new game to play again");
    if (!studentToMove(language, session)) return translate(language, "It is the engine's turn");
    switch (session.game) {
    case PlayGame::ConnectFour:
        if (move.at < 0 || move.at >= core::kConnectFourColumns) return translate(language, "There is no such column");
        return translate(language, "That column is full: choose another one");
    case PlayGame::Nim: return translate(language, "A move takes one or more objects from a heap that has them");
    default: break;
    }
    return translate(language, "That square is taken: choose an empty one");
}

}  // namespace

std::string_view playGameCode(PlayGame game) {
    switch (game) {
    case PlayGame::TicTacToe: return "tictactoe";
    case PlayGame::ConnectFour: return "connect4";
    case PlayGame::Gomoku: return "gomoku";
    case PlayGame::Nim: return "nim";
    }
    return "tictactoe";
}

std::optional<PlayGame> parsePlayGame(std::string_view code) {
    for (const PlayGame game : {PlayGame::TicTacToe, PlayGame::ConnectFour, PlayGame::Gomoku, PlayGame::Nim})
        if (playGameCode(game) == code) return game;
    return std::nullopt;
}

std::optional<std::uint32_t> defaultPlayDepth(PlayGame game) {
    switch (game) {
    case PlayGame::ConnectFour: return 6;
    case PlayGame::Gomoku: return 3;
    default: return std::nullopt;
    }
}

std::uint32_t deepestPlayDepth(PlayGame game) {
    switch (game) {
    case PlayGame::TicTacToe: return 9;
    case PlayGame::ConnectFour: return 7;
    case PlayGame::Gomoku: return core::kGomokuMaxDepth;
    case PlayGame::Nim: return core::kNimMaxHeaps * core::kNimMaxHeap;
    }
    return 1;
}

PlayPosition playStart(core::Language language, const PlaySession& session) {
    switch (session.game) {
    case PlayGame::TicTacToe:
        return core::TicTacToePosition{{'.', '.', '.', '.', '.', '.', '.', '.', '.'}, session.eval, session.symmetry};
    case PlayGame::ConnectFour:
        return core::parseConnectFourPosition(language, "......./......./......./......./......./.......");
    case PlayGame::Gomoku: {
        std::string rows;
        for (int r = 0; r < session.gomokuSize; ++r)
            rows += (r ? "/" : "") + std::string(static_cast<std::size_t>(session.gomokuSize), '.');
        return core::GomokuPosition{core::parseGomokuPosition(language, rows), session.moveLimit};
    }
    case PlayGame::Nim: return core::parseNimHeaps(language, session.heaps);
    }
    return {};
}

PlayPosition playPosition(core::Language language, const PlaySession& session) {
    PlayPosition position = playStart(language, session);
    for (const PlayedMove& m : session.moves) std::visit([&](auto& p) { p = p.play(m.move); }, position);
    return position;
}

bool playOver(const PlayPosition& position) {
    return std::visit([](const auto& p) { return p.over(); }, position);
}

bool firstPlayerToMove(const PlayPosition& position) {
    return std::visit([](const auto& p) { return p.maxToMove(); }, position);
}

int playResult(const PlayPosition& position) {
    if (const auto* nim = std::get_if<core::NimPosition>(&position))
        return nim->over() ? (nim->maxMoves ? -1 : 1) : 0;  // who took the last object won
    char winner = 0;
    if (const auto* t = std::get_if<core::TicTacToePosition>(&position)) winner = core::ticTacToeWinner(t->board);
    if (const auto* c = std::get_if<core::ConnectFourPosition>(&position)) winner = c->winner();
    if (const auto* g = std::get_if<core::GomokuPosition>(&position)) winner = core::gomokuWinner(g->board);
    return winner == 'X' ? 1 : winner == 'O' ? -1 : 0;
}

std::string playBoard(const PlayPosition& position) {
    return std::visit([](const auto& p) { return p.format(); }, position);
}

std::string playMoveName(const PlayPosition& position, core::Move move) {
    return std::visit([&](const auto& p) { return p.moveName(move); }, position);
}

bool studentToMove(core::Language language, const PlaySession& session) {
    const PlayPosition position = playPosition(language, session);
    return !playOver(position) && firstPlayerToMove(position) == session.studentFirst;
}

bool newGame(AppState& state, PlaySession& session) {
    if (state.dirty) {
        state.message = core::translate(state.view.language,
                                        "Playing replaces the tree on screen: save its edits first (Ctrl+S), or undo them.");
        return false;
    }
    session.active = true;
    session.moves.clear();
    session.undone.clear();
    ++session.revision;
    state.message.clear();
    replyIfEngineToMove(state, session);
    return true;
}

void stopPlaying(PlaySession& session) {
    session.active = false;
    ++session.revision;
}

void chooseGame(AppState& state, PlaySession& session, PlayGame game) {
    session.game = game;
    session.depth = defaultPlayDepth(game);
    newGame(state, session);
}

std::optional<std::string> playMove(AppState& state, PlaySession& session, core::Move move) {
    const core::Language language = state.view.language;
    const PlayPosition position = playPosition(language, session);
    // The move's own name, parsed back by the position: what the rules accept, whatever the
    // engine's tree folds by symmetry or limits to the K best.
    const bool legal = !playOver(position) && studentToMove(language, session) && move.at >= 0 && move.count >= 1 &&
                       std::visit(
                           [&](const auto& p) {
                               if constexpr (std::is_same_v<std::decay_t<decltype(p)>, core::NimPosition>) {
                                   if (static_cast<std::size_t>(move.at) >= p.heaps.size()) return false;
                               } else if constexpr (std::is_same_v<std::decay_t<decltype(p)>, core::ConnectFourPosition>) {
                                   if (move.at >= core::kConnectFourColumns) return false;
                               } else if (static_cast<std::size_t>(move.at) >= p.format().size()) {
                                   return false;
                               }
                               const std::optional<core::Move> parsed = p.parseMove(p.moveName(move));
                               return parsed && *parsed == move;
                           },
                           position);
    if (!legal) {
        std::string why = refusal(language, session, position, move);
        state.message = why;
        return why;
    }
    PlayedMove played;
    played.move = move;
    played.name = playMoveName(position, move);
    session.moves.push_back(std::move(played));
    session.undone.clear();
    ++session.revision;
    replyIfEngineToMove(state, session);
    return std::nullopt;
}

bool undoMove(AppState& state, PlaySession& session) {
    const auto student =
        std::find_if(session.moves.rbegin(), session.moves.rend(), [](const PlayedMove& m) { return !m.byEngine; });
    if (student == session.moves.rend()) return false;
    const std::size_t from = static_cast<std::size_t>(session.moves.rend() - student) - 1;
    while (session.moves.size() > from) {
        session.undone.push_back(std::move(session.moves.back()));
        session.moves.pop_back();
    }
    ++session.revision;
    showLatest(state, session);
    return true;
}

bool redoMove(AppState& state, PlaySession& session) {
    if (session.undone.empty()) return false;
    do {
        session.moves.push_back(std::move(session.undone.back()));
        session.undone.pop_back();
    } while (!session.undone.empty() && session.undone.back().byEngine);
    ++session.revision;
    showLatest(state, session);
    return true;
}

const PlayedMove* lastReply(const PlaySession& session) {
    for (auto m = session.moves.rbegin(); m != session.moves.rend(); ++m)
        if (m->byEngine) return &*m;
    return nullptr;
}

std::vector<GhostMove> ghostMoves(core::Language language, const PlaySession& session) {
    std::vector<GhostMove> ghosts;
    if (session.moves.empty() || !session.moves.back().byEngine) return ghosts;
    const std::vector<std::string>& pv = session.moves.back().pv;
    PlayPosition position = playPosition(language, session);
    for (std::size_t i = 1; i < pv.size(); ++i) {
        const std::string before = playBoard(position);
        const bool played = std::visit(
            [&](auto& p) {
                const std::optional<core::Move> move = p.parseMove(pv[i]);
                if (!move) return false;
                p = p.play(*move);
                return true;
            },
            position);
        if (!played) break;
        const std::string after = playBoard(position);
        GhostMove ghost{std::string::npos, 0, pv[i]};
        if (before.size() == after.size() && !std::holds_alternative<core::NimPosition>(position))
            for (std::size_t c = 0; c < before.size(); ++c)
                if (before[c] != after[c]) ghost = {c, after[c], pv[i]};
        ghosts.push_back(ghost);
    }
    return ghosts;
}

std::optional<core::NodeId> studentMoveNode(const AppState& state, const PlaySession& session, core::Move move) {
    if (session.moves.empty() || !session.moves.back().byEngine || state.run != session.moves.back().run) return std::nullopt;
    const PlayPosition position = playPosition(state.view.language, session);
    const std::string name = playMoveName(position, move);
    const core::Tree& tree = *state.run->tree;
    for (const core::NodeId reply : tree.children(core::Tree::root())) {
        if (core::moveNameInLabel(tree.label(reply)) != session.moves.back().name) continue;
        for (const core::NodeId c : tree.children(reply))
            if (core::moveNameInLabel(tree.label(c)) == name) return c;
    }
    return std::nullopt;
}

std::string studentMoveValue(const AppState& state, const PlaySession& session, core::Move move) {
    const core::Language language = state.view.language;
    const std::string name = playMoveName(playPosition(language, session), move);
    const std::optional<core::NodeId> node = studentMoveNode(state, session, move);
    if (!node)
        return translate(language, "{move}: not on the engine's tree (folded by symmetry, or not among the moves it searched)",
                         {{"move", name}});
    const core::NodeState at = state.run->trace->stateAt(*node, state.run->trace->stepCount());
    if (at.status == core::NodeStatus::Pruned || !at.hasValue)
        return translate(language, "{move}: pruned, the engine never searched it", {{"move", name}});
    std::string value = core::formatValue(at.value);
    if (at.bound == core::Bound::Lower) value = "≥ " + value;
    if (at.bound == core::Bound::Upper) value = "≤ " + value;
    // Nim has no X: MAX is the side that moved first, the student or the engine.
    if (session.game == PlayGame::Nim) {
        const char* sentence = session.studentFirst
                                   ? core::translatable("{move}: {value} for you (MAX), as the engine's search found it")
                                   : core::translatable("{move}: {value} for the engine (MAX), as its search found it");
        return translate(language, sentence, {{"move", name}, {"value", value}});
    }
    return translate(language, "{move}: {value} for X (MAX), as the engine's search found it",
                     {{"move", name}, {"value", value}});
}

bool compareOrderings(AppState& state, PlaySession& session) {
    auto last = std::find_if(session.moves.rbegin(), session.moves.rend(), [](const PlayedMove& m) { return m.byEngine; });
    if (last == session.moves.rend()) return false;
    if (!last->orderings.empty()) return true;
    // The position the engine answered: the moves before its own.
    PlaySession before = session;
    before.moves.resize(static_cast<std::size_t>(session.moves.rend() - last) - 1);
    const PlayPosition position = playPosition(state.view.language, before);
    core::ReplyOptions options = replyOptions(session);
    options.algorithm = core::Algorithm::AlphaBeta;
    auto searched = [&](core::MoveOrder order, bool deepening, bool table) {
        options.order = order;
        options.iterativeDeepening = deepening;
        options.transpositions = table;
        return std::visit([&](const auto& p) { return core::engineReply(state.view.language, p, options); }, position);
    };
    for (const auto& [name, order, deepening, table] :
         {std::tuple{core::translatable("file order"), core::MoveOrder::File, false, false},
          std::tuple{core::translatable("best-first by the evaluation"), core::MoveOrder::Score, false, false},
          std::tuple{core::translatable("iterative deepening"), core::MoveOrder::File, true, false},
          std::tuple{core::translatable("file order, with the transposition table"), core::MoveOrder::File, false, true},
          std::tuple{core::translatable("best-first, with the transposition table"), core::MoveOrder::Score, false, true}}) {
        const core::Reply reply = searched(order, deepening, table);
        const core::TraceStats stats = reply.run->trace->stats();
        PlayedMove::Ordering row{name, stats.leavesEvaluated, stats.nodesVisited};
        if (deepening) {
            row.leaves = 0;
            for (const core::DeepeningStep& step : reply.iterations) row.leaves += step.leaves;
        }
        last->orderings.push_back(row);
    }
    ++session.revision;
    return true;
}

std::vector<core::DeepeningStep> iterationsOnScreen(const AppState& state, const PlaySession& session) {
    const PlayedMove* reply = lastReply(session);
    if (!session.active || !reply) return {};
    const bool shown = reply->run == state.run || std::any_of(reply->iterations.begin(), reply->iterations.end(),
                                                              [&](const core::DeepeningStep& i) { return i.run == state.run; });
    return shown ? reply->iterations : std::vector<core::DeepeningStep>{};
}

bool showIteration(AppState& state, const PlaySession& session, std::size_t i) {
    const std::vector<core::DeepeningStep> iterations = iterationsOnScreen(state, session);
    if (i >= iterations.size() || !iterations[i].run) return false;
    showRun(state, iterations[i].run);
    return true;
}

std::string replyLessonName(const PlaySession& session) {
    std::string name(playGameCode(session.game));
    for (const PlayedMove& m : session.moves) {
        name += '-';
        for (const char c : m.name) name += c == ':' ? '.' : c;  // Nim's "2:3": no colon in a file name
    }
    return name + ".json";
}

std::string playSentence(core::Language language, const PlaySession& session) {
    const PlayPosition position = playPosition(language, session);
    if (playOver(position)) {
        const int result = playResult(position);
        if (result == 0) return translate(language, "A draw: nobody can win any more");
        return (result > 0) == session.studentFirst ? translate(language, "You win!") : translate(language, "The engine wins");
    }
    if (!studentToMove(language, session)) return translate(language, "The engine is thinking…");
    if (const PlayedMove* reply = lastReply(session))
        return translate(language, "The engine played {move} (value {value}); your move",
                         {{"move", reply->name}, {"value", core::formatValue(reply->value)}});
    return translate(language, "Your move");
}

}  // namespace ablab::app

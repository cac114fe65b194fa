#pragma once
// Play mode: the student plays a game against the engine on a board, and the search behind
// every reply (play/reply.h) becomes the window's run, stepped like any lesson.
//
// The session keeps the game chosen, who starts, how the engine searches, and the moves played
// from the start position (each engine move with its reply); the position is the start with the
// moves replayed, so undo and redo are moves taken off and put back. A move the rules refuse (an
// occupied square, a full column, a heap too small) leaves everything as it was and is answered
// with a sentence. Plain data beside the AppState and plain functions over both, tested without
// a window (tests/app/state/play_session_test.cpp).
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "games/board_positions.h"
#include "games/connect_four.h"
#include "games/nim.h"
#include "play/reply.h"
#include "run/run.h"

namespace ablab::app {

struct AppState;

enum class PlayGame : std::uint8_t { TicTacToe, ConnectFour, Gomoku, Nim };

// The engine's algorithm as the Play panel offers it: play/reply.h's algorithms and iterative
// deepening (α-β one ply deeper each time).
enum class PlayAlgorithm : std::uint8_t { AlphaBeta, Minimax, NegaScout, MtdF, IterativeDeepening };

using PlayPosition = std::variant<core::TicTacToePosition, core::ConnectFourPosition, core::GomokuPosition, core::NimPosition>;

// One move of the game, the student's or the engine's; an engine move keeps the search behind it.
struct PlayedMove {
    core::Move move;
    std::string name;  // "b2", "d", "2:3"
    bool byEngine = false;
    std::shared_ptr<const core::Run> run;  // the engine's: its search
    core::Value value = 0;                 // the engine's: the position's value for MAX, as searched
    std::vector<std::string> pv;           // the engine's: the line it expects, its own move first
    // The engine's, by iterative deepening: every iteration's search, the last one `run`.
    std::vector<core::DeepeningStep> iterations;
    // The engine's: the same position searched in the three move orders and with the table,
    // once asked for (Statistics panel).
    struct Ordering {
        const char* name;        // translatable: "file order", …
        std::size_t leaves = 0;  // evaluated (iterative deepening: over every iteration)
        std::size_t nodes = 0;   // visited (iterative deepening: the last iteration's)
    };
    std::vector<Ordering> orderings;
};

struct PlaySession {
    bool active = false;
    PlayGame game = PlayGame::TicTacToe;
    bool studentFirst = true;  // the student plays X (先手, đi trước); else the engine does
    PlayAlgorithm algorithm = PlayAlgorithm::AlphaBeta;
    // Plies the engine looks ahead; none: to the end of the game. Each game has its own, as
    // `ablab play` has (tic-tac-toe and Nim to the end, connect four 6, gomoku 3).
    std::optional<std::uint32_t> depth;
    core::MoveOrder order = core::MoveOrder::File;  // Score: best-first by the evaluation
    bool table = false;                             // α-β and minimax: a transposition table (search/transposition_table.h)
    core::TicTacToeEval eval = core::TicTacToeEval::OpenLines;
    bool symmetry = true;            // tic-tac-toe: one move per class of equivalent positions
    std::uint32_t moveLimit = 8;     // gomoku: the K best-scored moves are searched
    int gomokuSize = 7;              // gomoku: the board's side
    std::string heaps = "3,4,5";     // Nim's start
    std::vector<PlayedMove> moves;   // from the start
    std::vector<PlayedMove> undone;  // taken back, the last taken back at the end: redo puts them back
    std::uint64_t revision = 0;      // counts every change: what the window's words are kept by
};

// The game's name on the command line and in links: tictactoe, connect4, gomoku, nim.
std::string_view playGameCode(PlayGame game);
std::optional<PlayGame> parsePlayGame(std::string_view code);

// The depth a game's engine searches by default and the deepest the panel offers.
std::optional<std::uint32_t> defaultPlayDepth(PlayGame game);
std::uint32_t deepestPlayDepth(PlayGame game);

// The start position of the session's game (its options: evaluation, symmetry, K, size, heaps).
PlayPosition playStart(core::Language language, const PlaySession& session);
// The start with the session's moves played.
PlayPosition playPosition(core::Language language, const PlaySession& session);

bool playOver(const PlayPosition& position);
bool firstPlayerToMove(const PlayPosition& position);
// At a finished game: +1 when the first player won, −1 when the second did, 0 for a draw.
int playResult(const PlayPosition& position);
// The board as a node of the tree draws it ("X.O/.X./..O", Nim's heaps "3,4,5").
std::string playBoard(const PlayPosition& position);
// The name of the move `move` at `position` ("b2", "d", "2:3").
std::string playMoveName(const PlayPosition& position, core::Move move);
// Whether it is the student's turn in the session's game (and the game is not over).
bool studentToMove(core::Language language, const PlaySession& session);

// Starts a new game of the session's game: no moves, the engine's reply at once when it starts.
// The window's run becomes the start position's (one node) or the engine's reply. A tree with
// unsaved edits on screen is never replaced: nothing starts, and state.message says to save it
// first (returns false).
bool newGame(AppState& state, PlaySession& session);
void stopPlaying(PlaySession& session);

// The student's move: refused, with a sentence saying why and nothing changed, when it is not
// the student's turn, the game is over, or the rules forbid it (an occupied square, a full
// column, more objects than the heap holds). Otherwise played, and unless that ends the game
// the engine replies and its search becomes the window's run. Returns the refusal or nullopt.
std::optional<std::string> playMove(AppState& state, PlaySession& session, core::Move move);

// Takes back the last moves up to the student's previous turn (their move and the engine's
// reply); redo puts them back. The window shows the search behind the last engine move left.
bool undoMove(AppState& state, PlaySession& session);
bool redoMove(AppState& state, PlaySession& session);

// The last engine move played, if any.
const PlayedMove* lastReply(const PlaySession& session);

// A move of the line the engine expects after its reply, where the board draws it: the index of
// its square in playBoard's text (npos for Nim, whose heaps have none) and the mark it puts there.
struct GhostMove {
    std::size_t at = std::string::npos;
    char mark = 0;
    std::string name;
};
// The engine's principal variation after the move it just played, in order, for numbered ghost
// moves on the board; empty unless the last move is the engine's.
std::vector<GhostMove> ghostMoves(core::Language language, const PlaySession& session);

// The node of the window's run that a move of the student's, at the board on screen, reaches:
// the child, under the engine's reply, that plays it. None before the engine has moved, when the
// run shown is another, or when the search's tree has no such node (a symmetric square folded
// into another, a move past gomoku's K best).
std::optional<core::NodeId> studentMoveNode(const AppState& state, const PlaySession& session, core::Move move);
// What the engine's search found for that move, for the board's hover: "b3: 0 for X (MAX)",
// "a3: ≥ 2 …" (a bound), "c3: pruned, never searched", or why it is not on the tree.
std::string studentMoveValue(const AppState& state, const PlaySession& session, core::Move move);

// What move ordering and the transposition table pay at the last reply's position: α-β there in
// the game's own order, best-first by the evaluation, by iterative deepening (the previous
// iteration's best move first), and in both orders with the table, with its leaves and nodes;
// kept on the reply once made. False when no engine move is on the board.
bool compareOrderings(AppState& state, PlaySession& session);

// Iterative deepening: the iterations of the reply on screen (or of the reply whose iteration is
// on screen), empty otherwise; and the window's run made the i-th iteration's search, at its last
// step (false when there is no such iteration). The game does not change: the next move is
// answered as before, and undo, redo or the next reply show the last iteration again.
std::vector<core::DeepeningStep> iterationsOnScreen(const AppState& state, const PlaySession& session);
bool showIteration(AppState& state, const PlaySession& session, std::size_t i);

// The file name offered when the reply on screen is saved as a lesson: the game and the moves
// that led to it, "connect4-d-c.json". The tree document keeps every node's board and move.
std::string replyLessonName(const PlaySession& session);

// "You win", "The engine wins", "A draw", "Your move", "The engine played b2, value 0".
std::string playSentence(core::Language language, const PlaySession& session);

// The settings of the session's game when the game is changed in the panel: its own depth.
void chooseGame(AppState& state, PlaySession& session, PlayGame game);

}  // namespace ablab::app

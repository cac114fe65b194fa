#include "games/tictactoe.h"

#include <algorithm>
#include <vector>

#include "model/board_lines.h"
#include "text/translate.h"

namespace ablab::core {

namespace {

// The eight lines, written once for the game and for the explanations' f(p) (model/board_lines.h).
constexpr const auto& kLines = kBoardLines;

// The eight symmetries of the square, as maps from a square to where it goes.
constexpr int kSymmetries[8][9] = {
    {0, 1, 2, 3, 4, 5, 6, 7, 8},  // identity
    {2, 5, 8, 1, 4, 7, 0, 3, 6},  // a quarter turn
    {8, 7, 6, 5, 4, 3, 2, 1, 0},  // a half turn
    {6, 3, 0, 7, 4, 1, 8, 5, 2},  // three quarter turns
    {2, 1, 0, 5, 4, 3, 8, 7, 6},  // mirrored left to right
    {6, 7, 8, 3, 4, 5, 0, 1, 2},  // mirrored top to bottom
    {0, 3, 6, 1, 4, 7, 2, 5, 8},  // about the a1–c3 diagonal
    {8, 5, 2, 7, 4, 1, 6, 3, 0},  // about the c1–a3 diagonal
};

int digit(char square) { return square == 'X' ? 1 : square == 'O' ? 2 : 0; }

// The smallest base-3 code of the board's eight images: equal for equivalent positions.
std::uint32_t canonicalCode(const TicTacToeBoard& board) {
    std::uint32_t best = 0xFFFFFFFFu;
    for (const auto& map : kSymmetries) {
        int image[9];
        for (int i = 0; i < 9; ++i) image[map[i]] = digit(board[i]);
        std::uint32_t code = 0;
        for (int i = 8; i >= 0; --i) code = code * 3 + static_cast<std::uint32_t>(image[i]);
        best = std::min(best, code);
    }
    return best;
}

// 549946 → "549,946", as the notes and the README write counts.
std::string formatCount(std::uint64_t n) {
    std::string digits = std::to_string(n), text;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0) text += ',';
        text += digits[i];
    }
    return text;
}

bool full(const TicTacToeBoard& board) { return std::find(board.begin(), board.end(), '.') == board.end(); }

std::string quoted(std::string_view text) {
    constexpr std::size_t kShown = 40;
    std::string shown(text.substr(0, kShown));
    if (text.size() > kShown) shown += "…";
    return "position \"" + shown + "\"";
}

Value leafValue(const TicTacToeBoard& board, TicTacToeEval eval) {
    const char winner = ticTacToeWinner(board);
    if (eval == TicTacToeEval::WinLoss) return winner == 'X' ? 1 : winner == 'O' ? -1 : 0;
    if (winner) return winner == 'X' ? kInfinity : -kInfinity;
    if (full(board)) return 0;
    return ticTacToeOpenLinesScore(board);
}

void describe(TreeInfo& info, const TicTacToeOptions& options, const TicTacToeBoard& start) {
    const bool empty = std::all_of(start.begin(), start.end(), [](char c) { return c == '.'; });
    const TicTacToeGameCount count = countTicTacToeGames(start);
    // Written once in every language, as a lesson file gives its title and description.
    for (const Language language : kLanguages) {
        const std::string from = empty ? translate(language, translatable("the empty board")) : formatTicTacToeBoard(start);
        info.title.set(language, options.depth
                                     ? translate(language, translatable("Tic-tac-toe: {depth}-ply game tree from {start}"),
                                                 {{"depth", std::to_string(*options.depth)}, {"start", from}})
                                     : translate(language, translatable("Tic-tac-toe: the whole game tree from {start}"),
                                                 {{"start", from}}));
        std::string text = translate(language, translatable("X is MAX and O is MIN; {side} moves first here."),
                                     {{"side", std::string(1, ticTacToeToMove(start))}});
        text += " ";
        text +=
            options.eval == TicTacToeEval::OpenLines
                ? translate(
                      language,
                      translatable(
                          "Finished games are worth +∞ (X wins), −∞ (O wins) or 0 (a draw); positions at the depth horizon are valued by f(p) = lines still open for X − lines still open for O."))
                : translate(
                      language,
                      translatable(
                          "Finished games are worth +1 (X wins), −1 (O wins) or 0 (a draw); positions at the depth horizon count 0."));
        if (options.symmetry) {
            text += " ";
            text += translate(language,
                              translatable("Moves that give positions equivalent by a rotation or reflection are shown once."));
        }
        text += " ";
        text += translate(
            language,
            translatable(
                "Without symmetry or a depth limit the game from here has {nodes} nodes and {games} finished games; {n}! = {factorial} bounds the games, not the nodes."),
            {{"nodes", formatCount(count.nodes)},
             {"games", formatCount(count.games)},
             {"n", std::to_string(count.emptySquares)},
             {"factorial", formatCount(count.factorial)}});
        info.description.set(language, text);
    }
    info.source = "Generated by: ablab game tictactoe --position \"" + formatTicTacToeBoard(start) + "\"" +
                  (options.depth ? " --depth " + std::to_string(*options.depth) : "") +
                  (options.symmetry ? "" : " --no-symmetry") + (options.eval == TicTacToeEval::WinLoss ? " --eval win-loss" : "");
}

}  // namespace

TicTacToeBoard parseTicTacToePosition(Language language, std::string_view text) {
    const bool shaped = text.size() == 11 && text[3] == '/' && text[7] == '/';
    if (!shaped)
        throw GameError(quoted(text) + ": " +
                        translate(language, R"(expected three rows of three squares separated by '/', such as "X.O/.X./..O")"));
    TicTacToeBoard board{};
    int x = 0, o = 0;
    for (int i = 0; i < 9; ++i) {
        char c = text[static_cast<std::size_t>(i + i / 3)];
        if (c == 'x' || c == 'o') c = static_cast<char>(c - 'a' + 'A');
        if (c != 'X' && c != 'O' && c != '.') {
            const unsigned char byte = static_cast<unsigned char>(c);
            const std::string shown =
                byte < 0x20 || byte >= 0x7F ? translate(language, "a character outside ASCII") : "'" + std::string(1, c) + "'";
            throw GameError(quoted(text) + ": " +
                            translate(language, "a square is X, O or '.', got {found} at {square}",
                                      {{"found", shown}, {"square", ticTacToeSquareName(i)}}));
        }
        board[static_cast<std::size_t>(i)] = c;
        x += c == 'X';
        o += c == 'O';
    }
    if (x != o && x != o + 1)
        throw GameError(quoted(text) + ": " +
                        translate(language, "X has {x} marks and O {o}; X moves first, so X has as many marks as O or one more",
                                  {{"x", std::to_string(x)}, {"o", std::to_string(o)}}));
    const char winner = ticTacToeWinner(board);
    if (winner) {
        // The other side may not also have a line; either way no move is left to make.
        TicTacToeBoard other = board;
        for (const auto& line : kLines) {
            if (board[line[0]] == winner && board[line[1]] == winner && board[line[2]] == winner)
                for (int s : line) other[static_cast<std::size_t>(s)] = '.';
        }
        if (ticTacToeWinner(other) && ticTacToeWinner(other) != winner)
            throw GameError(quoted(text) + ": " + translate(language, "no game reaches it: X and O both have three in a row"));
        throw GameError(
            quoted(text) + ": " +
            translate(language, "the game is already over: {player} has three in a row", {{"player", std::string(1, winner)}}));
    }
    if (full(board)) throw GameError(quoted(text) + ": " + translate(language, "the game is already over: the board is full"));
    return board;
}

std::string formatTicTacToeBoard(const TicTacToeBoard& board) {
    std::string text;
    for (int i = 0; i < 9; ++i) {
        if (i > 0 && i % 3 == 0) text += '/';
        text += board[static_cast<std::size_t>(i)];
    }
    return text;
}

std::string ticTacToeSquareName(int square) { return {static_cast<char>('a' + square % 3), static_cast<char>('1' + square / 3)}; }

char ticTacToeWinner(const TicTacToeBoard& board) {
    for (const auto& line : kLines) {
        const char c = board[line[0]];
        if (c != '.' && c == board[line[1]] && c == board[line[2]]) return c;
    }
    return 0;
}

char ticTacToeToMove(const TicTacToeBoard& board) {
    const auto x = std::count(board.begin(), board.end(), 'X');
    const auto o = std::count(board.begin(), board.end(), 'O');
    return x == o ? 'X' : 'O';
}

int ticTacToeOpenLines(const TicTacToeBoard& board, char side) {
    const char other = side == 'X' ? 'O' : 'X';
    int open = 0;
    for (const auto& line : kLines) open += board[line[0]] != other && board[line[1]] != other && board[line[2]] != other;
    return open;
}

int ticTacToeOpenLinesScore(const TicTacToeBoard& board) {
    return ticTacToeOpenLines(board, 'X') - ticTacToeOpenLines(board, 'O');
}

std::vector<std::array<int, 3>> ticTacToeOpenLineSquares(const TicTacToeBoard& board, char side) {
    const char other = side == 'X' ? 'O' : 'X';
    std::vector<std::array<int, 3>> open;
    for (const auto& line : kLines)
        if (board[line[0]] != other && board[line[1]] != other && board[line[2]] != other)
            open.push_back({line[0], line[1], line[2]});
    return open;
}

std::string ticTacToeOpenLinesFormula(std::string_view text) {
    TicTacToeBoard board;
    try {
        board = parseTicTacToePosition(Language::English, text);  // its message is not shown
    } catch (const GameError&) {
        return "";  // not a position (or a finished game, which is worth ±∞ or 0, not f(p))
    }
    const int x = ticTacToeOpenLines(board, 'X'), o = ticTacToeOpenLines(board, 'O');
    // Written with the minus sign, as the notes print it: f(p) = 5 − 6 = −1.
    const int f = x - o;
    return "f(p) = " + std::to_string(x) + " − " + std::to_string(o) + " = " + (f < 0 ? "−" : "") +
           std::to_string(f < 0 ? -f : f);
}

TicTacToeGameCount countTicTacToeGames(const TicTacToeBoard& start) {
    TicTacToeGameCount count;
    count.emptySquares = static_cast<int>(std::count(start.begin(), start.end(), '.'));
    for (int k = 2; k <= count.emptySquares; ++k) count.factorial *= static_cast<std::uint64_t>(k);
    // Depth-first over positions with one frame per move made: at most ten frames.
    struct Frame {
        TicTacToeBoard board;
        int next;  // the next square to try
    };
    std::vector<Frame> stack{{start, 0}};
    count.nodes = 1;
    if (ticTacToeWinner(start) || full(start)) {
        count.games = 1;
        return count;
    }
    while (!stack.empty()) {
        Frame& top = stack.back();
        while (top.next < 9 && top.board[static_cast<std::size_t>(top.next)] != '.') ++top.next;
        if (top.next == 9) {
            stack.pop_back();
            continue;
        }
        TicTacToeBoard after = top.board;
        after[static_cast<std::size_t>(top.next++)] = ticTacToeToMove(top.board);
        ++count.nodes;
        if (ticTacToeWinner(after) || full(after)) ++count.games;
        else stack.push_back({after, 0});
    }
    return count;
}

std::string describeTicTacToeGameCount(Language language, const TicTacToeGameCount& count) {
    const std::string n = std::to_string(count.emptySquares);
    return translate(
        language,
        "the whole game from here: {nodes} nodes, {games} finished games; {n}! = {orders} orders of filling the {n} empty squares bounds the games, not the nodes",
        {{"nodes", formatCount(count.nodes)},
         {"games", formatCount(count.games)},
         {"n", n},
         {"orders", formatCount(count.factorial)}});
}

Tree makeTicTacToeTree(Language language, const TicTacToeOptions& options) {
    const TicTacToeBoard start = parseTicTacToePosition(language, options.position);
    const std::uint32_t horizon = options.depth.value_or(9);

    TreeBuilder builder;
    describe(builder.info(), options, start);
    const char first = ticTacToeToMove(start);
    builder.setFirstPlayer(first == 'X' ? Player::Max : Player::Min);

    // One frame per node on the current line of play: at most ten.
    struct Frame {
        NodeId node;
        TicTacToeBoard board;
        std::uint32_t ply;
        std::uint8_t moves[9];
        std::uint8_t moveCount = 0;
        std::uint8_t next = 0;
    };
    std::vector<Frame> stack;
    // Adds a node for `board` (reached by `ply` moves) and, unless it is a leaf, a frame for it.
    auto add = [&](NodeId parent, const TicTacToeBoard& board, std::uint32_t ply, std::string label) {
        const NodeId id = builder.addNode(parent);
        builder.setLabel(id, label);
        builder.setBoard(id, formatTicTacToeBoard(board));
        if (ticTacToeWinner(board) || full(board) || ply >= horizon) {
            builder.setValue(id, leafValue(board, options.eval));
            return;
        }
        Frame frame{id, board, ply, {}, 0, 0};
        const char mover = ticTacToeToMove(board);
        std::uint32_t seen[9];
        for (std::uint8_t square = 0; square < 9; ++square) {
            if (board[square] != '.') continue;
            if (options.symmetry) {
                TicTacToeBoard after = board;
                after[square] = mover;
                const std::uint32_t code = canonicalCode(after);
                if (std::find(seen, seen + frame.moveCount, code) != seen + frame.moveCount) continue;
                seen[frame.moveCount] = code;
            }
            frame.moves[frame.moveCount++] = square;
        }
        stack.push_back(frame);
    };

    // The start node is s, as 朱福喜's procedure names it; who moves first is the title's and
    // the board's to say (a label is the same in every language).
    add(kNoNode, start, 0, "S");
    while (!stack.empty()) {
        Frame& top = stack.back();
        if (top.next == top.moveCount) {
            stack.pop_back();
            continue;
        }
        const int square = top.moves[top.next++];
        const char mover = ticTacToeToMove(top.board);
        TicTacToeBoard after = top.board;
        after[static_cast<std::size_t>(square)] = mover;
        add(top.node, after, top.ply + 1, std::string(1, mover) + " " + ticTacToeSquareName(square));  // may grow the stack
    }
    return std::move(builder).build();
}

}  // namespace ablab::core

#include "games/gomoku.h"

#include <algorithm>
#include <array>

#include "games/tictactoe.h"  // GameError
#include "text/translate.h"

namespace ablab::core {

namespace {

// What a five-tuple holding k stones of one side only is worth to that side.
constexpr std::array<double, 6> kTupleWorth{0, 1, 10, 100, 1000, 100000};

constexpr int kDirections[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};  // (row, column) steps

char other(char side) { return side == 'X' ? 'O' : 'X'; }

// Calls visit(first square, row step, column step) for every five-tuple of the board.
template <typename Visit>
void forEachTuple(int size, Visit visit) {
    for (const auto& d : kDirections) {
        for (int r = 0; r < size; ++r) {
            for (int c = 0; c < size; ++c) {
                const int endR = r + 4 * d[0], endC = c + 4 * d[1];
                if (endR < 0 || endR >= size || endC < 0 || endC >= size) continue;
                visit(r, c, d[0], d[1]);
            }
        }
    }
}

// Stones of each side in the tuple starting at (r, c).
std::pair<int, int> countTuple(const GomokuBoard& b, char side, int r, int c, int dr, int dc) {
    int own = 0, theirs = 0;
    for (int i = 0; i < 5; ++i) {
        const char s = b.squares[static_cast<std::size_t>((r + i * dr) * b.size + c + i * dc)];
        own += s == side;
        theirs += s == other(side);
    }
    return {own, theirs};
}

std::string quoted(std::string_view text) {
    constexpr std::size_t kShown = 40;
    std::string shown(text.substr(0, kShown));
    if (text.size() > kShown) shown += "…";
    return "position \"" + shown + "\"";
}

}  // namespace

GomokuBoard parseGomokuPosition(Language language, std::string_view text) {
    const std::size_t size = std::min(text.find('/'), text.size());
    const std::string expected = translate(language, "expected {low} to {high} rows of as many squares, separated by '/'",
                                           {{"low", std::to_string(kGomokuMinSize)}, {"high", std::to_string(kGomokuMaxSize)}});
    if (size < static_cast<std::size_t>(kGomokuMinSize) || size > static_cast<std::size_t>(kGomokuMaxSize) ||
        text.size() != size * size + size - 1)
        throw GameError(quoted(text) + ": " + expected);
    GomokuBoard board{static_cast<int>(size), {}};
    int x = 0, o = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        char c = text[i];
        if ((i + 1) % (size + 1) == 0) {
            if (c != '/') throw GameError(quoted(text) + ": " + expected);
            continue;
        }
        if (c == 'x' || c == 'o') c = static_cast<char>(c - 'a' + 'A');
        if (c != 'X' && c != 'O' && c != '.') {
            const unsigned char byte = static_cast<unsigned char>(c);
            const std::string shown =
                byte < 0x20 || byte >= 0x7F ? translate(language, "a character outside ASCII") : "'" + std::string(1, c) + "'";
            throw GameError(
                quoted(text) + ": " +
                translate(language, "a square is X, O or '.', got {found} at {square}",
                          {{"found", shown}, {"square", gomokuSquareName(board.size, static_cast<int>(board.squares.size()))}}));
        }
        board.squares.push_back(c);
        x += c == 'X';
        o += c == 'O';
    }
    if (x != o && x != o + 1)
        throw GameError(quoted(text) + ": " +
                        translate(language, "X has {x} stones and O {o}; X moves first, so X has as many stones as O or one more",
                                  {{"x", std::to_string(x)}, {"o", std::to_string(o)}}));
    if (const char winner = gomokuWinner(board))
        throw GameError(
            quoted(text) + ": " +
            translate(language, "the game is already over: {player} has five in a row", {{"player", std::string(1, winner)}}));
    if (std::find(board.squares.begin(), board.squares.end(), '.') == board.squares.end())
        throw GameError(quoted(text) + ": " + translate(language, "the game is already over: the board is full"));
    return board;
}

GomokuBoard gomokuOpening(Language language, int size) {
    if (size < kGomokuMinSize || size > kGomokuMaxSize)
        throw GameError(outOfRange(language, "--size", kGomokuMinSize, kGomokuMaxSize, size));
    GomokuBoard board{size, std::vector<char>(static_cast<std::size_t>(size * size), '.')};
    const int centre = size / 2;
    board.squares[static_cast<std::size_t>(centre * size + centre)] = 'X';
    board.squares[static_cast<std::size_t>((centre - 1) * size + centre + 1)] = 'O';
    return board;
}

std::string formatGomokuBoard(const GomokuBoard& board) {
    std::string text;
    for (int i = 0; i < board.size * board.size; ++i) {
        if (i > 0 && i % board.size == 0) text += '/';
        text += board.squares[static_cast<std::size_t>(i)];
    }
    return text;
}

std::string gomokuSquareName(int size, int square) {
    return std::string(1, static_cast<char>('a' + square % size)) + std::to_string(square / size + 1);
}

char gomokuToMove(const GomokuBoard& board) {
    const auto x = std::count(board.squares.begin(), board.squares.end(), 'X');
    const auto o = std::count(board.squares.begin(), board.squares.end(), 'O');
    return x == o ? 'X' : 'O';
}

char gomokuWinner(const GomokuBoard& board) {
    char winner = 0;
    forEachTuple(board.size, [&](int r, int c, int dr, int dc) {
        if (winner) return;
        if (countTuple(board, 'X', r, c, dr, dc).first == 5) winner = 'X';
        else if (countTuple(board, 'O', r, c, dr, dc).first == 5) winner = 'O';
    });
    return winner;
}

double gomokuEvaluate(const GomokuBoard& board, char side) {
    double worth = 0;
    forEachTuple(board.size, [&](int r, int c, int dr, int dc) {
        const auto [own, theirs] = countTuple(board, side, r, c, dr, dc);
        if (theirs == 0) worth += kTupleWorth[static_cast<std::size_t>(own)];
        if (own == 0) worth -= kTupleWorth[static_cast<std::size_t>(theirs)];
    });
    return worth;
}

std::vector<ScoredMove> gomokuCandidateMoves(const GomokuBoard& board) {
    const int n = board.size;
    const char mover = gomokuToMove(board);
    std::vector<ScoredMove> moves;
    const bool empty =
        std::find_if(board.squares.begin(), board.squares.end(), [](char s) { return s != '.'; }) == board.squares.end();
    for (int square = 0; square < n * n; ++square) {
        if (board.squares[static_cast<std::size_t>(square)] != '.') continue;
        const int r = square / n, c = square % n;
        bool nextToStone = empty && r == n / 2 && c == n / 2;
        for (int dr = -1; dr <= 1 && !nextToStone; ++dr)
            for (int dc = -1; dc <= 1 && !nextToStone; ++dc) {
                const int rr = r + dr, cc = c + dc;
                nextToStone =
                    rr >= 0 && rr < n && cc >= 0 && cc < n && board.squares[static_cast<std::size_t>(rr * n + cc)] != '.';
            }
        if (!nextToStone) continue;
        // The tuples through this square: what the stone adds for the mover (attack) and what
        // it takes away from the opponent (defence).
        double score = 0;
        forEachTuple(n, [&](int tr, int tc, int dr, int dc) {
            const int dRow = r - tr, dCol = c - tc;
            const int i = dr != 0 ? dRow / dr : dCol / dc;
            if (i < 0 || i > 4 || tr + i * dr != r || tc + i * dc != c) return;
            const auto [own, theirs] = countTuple(board, mover, tr, tc, dr, dc);
            if (theirs == 0) score += kTupleWorth[static_cast<std::size_t>(own + 1)] - kTupleWorth[static_cast<std::size_t>(own)];
            if (own == 0) score += kTupleWorth[static_cast<std::size_t>(theirs)];
        });
        moves.push_back({square, score});
    }
    std::stable_sort(moves.begin(), moves.end(), [](const ScoredMove& a, const ScoredMove& b) { return a.score > b.score; });
    return moves;
}

Tree makeGomokuTree(Language language, const GomokuOptions& options) {
    if (options.depth < 1 || options.depth > kGomokuMaxDepth)
        throw GameError(outOfRange(language, "--depth", 1, kGomokuMaxDepth, options.depth));
    if (options.moveLimit < 1 || options.moveLimit > kGomokuMaxMoveLimit)
        throw GameError(outOfRange(language, "--move-limit", 1, kGomokuMaxMoveLimit, options.moveLimit));
    const GomokuBoard start =
        options.position.empty() ? gomokuOpening(language, options.size) : parseGomokuPosition(language, options.position);
    const char rootMover = gomokuToMove(start);

    TreeBuilder builder;
    builder.setFirstPlayer(Player::Max);  // the side to move at the root maximizes, as negamax's root does
    TreeInfo& info = builder.info();
    const std::string position = formatGomokuBoard(start);
    // Written once in every language, as a lesson file gives its title and description.
    for (const Language language : kLanguages) {
        info.title.set(language,
                       translate(language, translatable("Gomoku: {depth} plies, the {count} best-scored moves at every node"),
                                 {{"depth", std::to_string(options.depth)}, {"count", std::to_string(options.moveLimit)}}));
        info.description.set(
            language,
            translate(
                language,
                translatable(
                    "{side} to move is MAX. Candidate moves are the empty squares next to a stone, each scored by the five-tuple line patterns (attack + defence); only the best {count} are searched, best first, as the essay does with 8. A move that makes five ends the line; other leaves are valued by the same patterns for {side}. Searched with --negamax --fail-hard it is the essay's abSearch."),
                {{"side", std::string(1, rootMover)}, {"count", std::to_string(options.moveLimit)}}));
    }
    info.source =
        "Multya, Alpha-Beta剪枝的原理的深入理解 (cnblogs, 2023): abSearch. Generated by: ablab game gomoku --position \"" +
        position + "\" --depth " + std::to_string(options.depth) + " --move-limit " + std::to_string(options.moveLimit);

    struct Frame {
        NodeId node;
        GomokuBoard board;
        std::uint32_t ply;
        std::vector<ScoredMove> moves;
        std::size_t next = 0;
    };
    std::vector<Frame> stack;  // one frame per ply: at most kGomokuMaxDepth + 1
    auto add = [&](NodeId parent, GomokuBoard board, std::uint32_t ply, std::string label, const ScoredMove* move) {
        const NodeId id = builder.addNode(parent);
        builder.setLabel(id, label);
        builder.setBoard(id, formatGomokuBoard(board));
        if (move) builder.setScore(id, move->score);
        std::vector<ScoredMove> moves;
        if (!gomokuWinner(board) && ply < options.depth) moves = gomokuCandidateMoves(board);
        if (moves.empty()) {
            builder.setValue(id, gomokuEvaluate(board, rootMover));
            return;
        }
        if (moves.size() > options.moveLimit) moves.resize(options.moveLimit);
        stack.push_back(Frame{id, std::move(board), ply, std::move(moves)});
    };
    add(kNoNode, start, 0, "S", nullptr);  // the start node s; who moves is the description's to say
    while (!stack.empty()) {
        Frame& top = stack.back();
        if (top.next == top.moves.size()) {
            stack.pop_back();
            continue;
        }
        const ScoredMove move = top.moves[top.next++];
        const char mover = gomokuToMove(top.board);
        GomokuBoard after = top.board;
        after.squares[static_cast<std::size_t>(move.square)] = mover;
        const NodeId parent = top.node;
        const std::uint32_t ply = top.ply + 1;
        add(parent, std::move(after), ply, std::string(1, mover) + " " + gomokuSquareName(top.board.size, move.square),
            &move);  // may grow the stack: `top` is not used after this
    }
    return std::move(builder).build();
}

EssayCodeRun runEssayCode(Language language, const Tree& tree) {
    EssayCodeRun run;
    // Values for the side to move at n's parent, as the essay's tmpScore reads them.
    auto forMover = [&](NodeId parent, Value v) { return tree.player(parent) == Player::Max ? v : -v; };
    auto isFive = [&](NodeId n) {
        const std::string_view board = tree.board(n);
        if (board.empty()) return false;
        try {
            (void)parseGomokuPosition(language, board);
            return false;
        } catch (const GameError&) {
            return true;  // a finished game: five in a row (or a full board)
        }
    };
    if (tree.isLeaf(Tree::root())) {
        run.leavesEvaluated = 1;
        run.value = tree.value(Tree::root());
        return run;
    }
    struct Frame {
        NodeId node;
        std::size_t next;
        Value alpha, beta;
    };
    std::vector<Frame> stack{{Tree::root(), 0, -kInfinity, kInfinity}};
    Value returned = 0;
    bool finished = false;  // `returned` holds the result of the frame just popped
    while (!stack.empty()) {
        Frame& f = stack.back();
        if (finished) {
            finished = false;
            const Value score = -returned;
            if (score >= f.beta) {  // if (tmpScore >= beta) return beta;
                returned = f.beta;
                stack.pop_back();
                finished = true;
                continue;
            }
            f.alpha = std::max(f.alpha, score);
        }
        const auto children = tree.children(f.node);
        if (f.next == children.size()) {  // return alpha;
            returned = f.alpha;
            stack.pop_back();
            finished = true;
            continue;
        }
        const NodeId child = children[f.next++];
        if (!tree.isLeaf(child)) {
            stack.push_back({child, 0, -f.beta, -f.alpha});
            continue;
        }
        ++run.leavesEvaluated;
        const Value score = forMover(f.node, tree.value(child));
        if (isFive(child)) {  // someoneWin: return the winning score at once
            returned = score;
            stack.pop_back();
            finished = true;
            continue;
        }
        f.alpha = std::max(f.alpha, score);  // floor == 1: keep the best, no test against beta
    }
    run.value = returned;  // the root is MAX: its negamax value is MAX's
    return run;
}

}  // namespace ablab::core

#include "games/connect_four.h"

#include <algorithm>
#include <cstdint>

#include "games/tictactoe.h"  // GameError
#include "text/translate.h"

namespace ablab::core {

namespace {

constexpr int kWindowWorth[4] = {0, 1, 10, 100};  // 1, 2 or 3 stones of one side

// Every four squares in a row, horizontal, vertical and both diagonals: 69 windows, each as its
// squares (top row first), listed once at compile time: the evaluation reads them at every leaf.
constexpr int kWindowCount = 69;
using Window = std::array<std::uint8_t, 4>;
constexpr std::array<Window, kWindowCount> kWindows = [] {
    constexpr int directions[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};  // (row, column) steps
    std::array<Window, kWindowCount> windows{};
    int n = 0;
    for (const auto& d : directions)
        for (int r = 0; r < kConnectFourRows; ++r)
            for (int c = 0; c < kConnectFourColumns; ++c) {
                const int lastRow = r + 3 * d[0], lastColumn = c + 3 * d[1];
                if (lastRow >= kConnectFourRows || lastColumn < 0 || lastColumn >= kConnectFourColumns) continue;
                for (int i = 0; i < 4; ++i)
                    windows[static_cast<std::size_t>(n)][static_cast<std::size_t>(i)] =
                        static_cast<std::uint8_t>((r + i * d[0]) * kConnectFourColumns + c + i * d[1]);
                ++n;
            }
    return windows;
}();

// Each square as 1 for an X and 16 for an O, so that a window's sum holds X's count in its low
// four bits and O's above them: four loads and three adds a window, no branch.
std::array<std::uint8_t, kConnectFourColumns * kConnectFourRows> stoneCodes(const ConnectFourPosition& p) {
    std::array<std::uint8_t, kConnectFourColumns * kConnectFourRows> codes{};
    for (std::size_t i = 0; i < codes.size(); ++i) codes[i] = p.squares[i] == 'X' ? 1 : p.squares[i] == 'O' ? 16 : 0;
    return codes;
}

int windowSum(const std::array<std::uint8_t, kConnectFourColumns * kConnectFourRows>& codes, const Window& w) {
    return codes[w[0]] + codes[w[1]] + codes[w[2]] + codes[w[3]];
}

// "d1" is the bottom square of column d: rows counted from the bottom, as players name them.
std::string connectFourSquareName(int row, int column) {
    return std::string(1, static_cast<char>('a' + column)) + std::to_string(kConnectFourRows - row);
}

std::string connectFourQuoted(std::string_view text) {
    constexpr std::size_t kShown = 60;
    std::string shown(text.substr(0, kShown));
    if (text.size() > kShown) shown += "…";
    return "position \"" + shown + "\"";
}

}  // namespace

char ConnectFourPosition::toMove() const { return stones % 2 == 0 ? 'X' : 'O'; }

bool ConnectFourPosition::maxToMove() const { return toMove() == 'X'; }

char ConnectFourPosition::winner() const {
    const auto codes = stoneCodes(*this);
    for (const Window& w : kWindows) {
        const int sum = windowSum(codes, w);
        if (sum == 4) return 'X';
        if (sum == 64) return 'O';
    }
    return 0;
}

bool ConnectFourPosition::over() const { return winner() || std::find(squares.begin(), squares.end(), '.') == squares.end(); }

std::vector<Move> ConnectFourPosition::moves() const {
    std::vector<Move> moves;
    if (winner()) return moves;
    for (int c = 0; c < kConnectFourColumns; ++c)
        if (at(0, c) == '.') moves.push_back({c, 1});
    return moves;
}

ConnectFourPosition ConnectFourPosition::play(Move m) const {
    ConnectFourPosition after = *this;
    int row = kConnectFourRows - 1;
    while (row > 0 && at(row, m.at) != '.') --row;
    after.squares[static_cast<std::size_t>(row * kConnectFourColumns + m.at)] = toMove();
    ++after.stones;
    return after;
}

Value ConnectFourPosition::evaluate() const {
    // One pass over the windows: a four ends the count, as the game ends there.
    const auto codes = stoneCodes(*this);
    int worth = 0;
    for (const Window& w : kWindows) {
        const int sum = windowSum(codes, w), x = sum & 15, o = sum >> 4;
        if (x == 4) return kInfinity;
        if (o == 4) return -kInfinity;
        if (o == 0) worth += kWindowWorth[x];
        if (x == 0) worth -= kWindowWorth[o];
    }
    return static_cast<Value>(worth);
}

std::string ConnectFourPosition::moveName(Move m) const { return std::string(1, static_cast<char>('a' + m.at)); }

std::string ConnectFourPosition::moveLabel(Move m) const { return std::string(1, toMove()) + " " + moveName(m); }

std::optional<Move> ConnectFourPosition::parseMove(std::string_view name) const {
    if (name.size() != 1 || name[0] < 'a' || name[0] >= 'a' + kConnectFourColumns || over()) return std::nullopt;
    const int column = name[0] - 'a';
    if (at(0, column) != '.') return std::nullopt;
    return Move{column, 1};
}

std::string ConnectFourPosition::format() const {
    std::string text(kConnectFourRows * (kConnectFourColumns + 1) - 1, '/');
    for (int r = 0; r < kConnectFourRows; ++r)
        for (int c = 0; c < kConnectFourColumns; ++c)
            text[static_cast<std::size_t>(r * (kConnectFourColumns + 1) + c)] = at(r, c);
    return text;
}

ConnectFourPosition parseConnectFourPosition(Language language, std::string_view text) {
    constexpr std::size_t kLength = kConnectFourRows * (kConnectFourColumns + 1) - 1;
    bool shaped = text.size() == kLength;
    for (std::size_t i = 0; shaped && i < text.size(); ++i)
        shaped = (text[i] == '/') == ((i + 1) % (kConnectFourColumns + 1) == 0);
    if (!shaped)
        throw GameError(connectFourQuoted(text) + ": " +
                        translate(language, "expected six rows of seven squares separated by '/', the top row first"));
    ConnectFourPosition p;
    int x = 0, o = 0;
    for (int r = 0; r < kConnectFourRows; ++r)
        for (int col = 0; col < kConnectFourColumns; ++col) {
            char c = text[static_cast<std::size_t>(r * (kConnectFourColumns + 1) + col)];
            if (c == 'x' || c == 'o') c = static_cast<char>(c - 'a' + 'A');
            if (c != 'X' && c != 'O' && c != '.') {
                const unsigned char byte = static_cast<unsigned char>(c);
                const std::string shown = byte < 0x20 || byte >= 0x7F ? translate(language, "a character outside ASCII")
                                                                      : "'" + std::string(1, c) + "'";
                throw GameError(connectFourQuoted(text) + ": " +
                                translate(language, "a square is X, O or '.', got {found} at {square}",
                                          {{"found", shown}, {"square", connectFourSquareName(r, col)}}));
            }
            p.squares[static_cast<std::size_t>(r * kConnectFourColumns + col)] = c;
            x += c == 'X';
            o += c == 'O';
        }
    for (int r = 0; r + 1 < kConnectFourRows; ++r)
        for (int col = 0; col < kConnectFourColumns; ++col)
            if (p.at(r, col) != '.' && p.at(r + 1, col) == '.')
                throw GameError(connectFourQuoted(text) + ": " +
                                translate(language, "the stone at {square} has an empty square below it",
                                          {{"square", connectFourSquareName(r, col)}}));
    p.stones = x + o;
    if (x != o && x != o + 1)
        throw GameError(connectFourQuoted(text) + ": " +
                        translate(language, "X has {x} stones and O {o}; X moves first, so X has as many stones as O or one more",
                                  {{"x", std::to_string(x)}, {"o", std::to_string(o)}}));
    if (const char w = p.winner())
        throw GameError(
            connectFourQuoted(text) + ": " +
            translate(language, "the game is already over: {player} has four in a row", {{"player", std::string(1, w)}}));
    if (p.over())
        throw GameError(connectFourQuoted(text) + ": " + translate(language, "the game is already over: the board is full"));
    return p;
}

}  // namespace ablab::core

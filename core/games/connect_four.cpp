#include "games/connect_four.h"

#include <algorithm>
#include <cstdint>

#include "games/tictactoe.h"  // GameError
#include "text/translate.h"

namespace ablab::core {

namespace {

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

char ConnectFourPosition::winner() const { return windows.winner(); }

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
    after.windows.add(row * kConnectFourColumns + m.at, toMove());
    ++after.stones;
    return after;
}

Value ConnectFourPosition::evaluate() const {
    if (const char w = windows.winner()) return w == 'X' ? kInfinity : -kInfinity;
    return static_cast<Value>(windows.worth());
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
            if (c != '.') p.windows.add(r * kConnectFourColumns + col, c);
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

#pragma once
// Connect four's evaluation kept up to date move by move, for the engine's depth-6 reply in the
// browser (issue 41: under 100 ms; recounting the 69 windows at every one of its 117,649 leaves
// was half of building the tree). Each window of four squares in a row keeps how many stones of
// each side it holds; a stone changes only the windows through its square (3 to 13 of them), so
// play() updates those and the position's worth, and evaluate() reads it.
// bench/play_bench.cpp's BM_ReplyConnectFourDepth6 times it; tests/core/games/game_rules_test.cpp
// checks it against the windows counted afresh on every position of random games.
#include <array>
#include <cstdint>

namespace ablab::core {

inline constexpr int kConnectFourSquares = 42;  // 7 × 6, top row first
inline constexpr int kConnectFourWindows = 69;

class ConnectFourWindows {
public:
    // An empty board's.
    ConnectFourWindows() = default;
    // Puts `stone` ('X' or 'O') on `square`: the windows through it and the worth follow.
    void add(int square, char stone);
    // 'X' or 'O' once a window holds four of its stones, else 0.
    char winner() const { return m_winner; }
    // X's windows − O's: 1, 10 or 100 for a window holding 1, 2 or 3 stones of one side only.
    int worth() const { return m_worth; }
    // Every window's squares, top row first; the evaluation's definition, counted afresh.
    static const std::array<std::array<std::uint8_t, 4>, kConnectFourWindows>& windows();

private:
    // Each window's stones: X's count in the low four bits, O's above them.
    std::array<std::uint8_t, kConnectFourWindows> m_counts{};
    int m_worth = 0;
    char m_winner = 0;
};

// What one window holding `counts` (as above) is worth to X.
int connectFourWindowWorth(std::uint8_t counts);

}  // namespace ablab::core

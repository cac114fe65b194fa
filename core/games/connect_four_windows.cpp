#include "games/connect_four_windows.h"

#include <vector>

namespace ablab::core {

namespace {

constexpr int kColumns = 7, kRows = 6;
constexpr int kWorth[4] = {0, 1, 10, 100};  // 1, 2 or 3 stones of one side

// Horizontal, vertical and both diagonals, listed once at compile time.
constexpr std::array<std::array<std::uint8_t, 4>, kConnectFourWindows> kWindows = [] {
    constexpr int directions[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};  // (row, column) steps
    std::array<std::array<std::uint8_t, 4>, kConnectFourWindows> windows{};
    int n = 0;
    for (const auto& d : directions)
        for (int r = 0; r < kRows; ++r)
            for (int c = 0; c < kColumns; ++c) {
                const int lastRow = r + 3 * d[0], lastColumn = c + 3 * d[1];
                if (lastRow >= kRows || lastColumn < 0 || lastColumn >= kColumns) continue;
                for (int i = 0; i < 4; ++i)
                    windows[static_cast<std::size_t>(n)][static_cast<std::size_t>(i)] =
                        static_cast<std::uint8_t>((r + i * d[0]) * kColumns + c + i * d[1]);
                ++n;
            }
    return windows;
}();

// The windows through each square: at most 13 (a centre square's 4 + 3 + 3 + 3).
struct Through {
    std::array<std::uint8_t, 16> windows{};
    std::uint8_t count = 0;
};
constexpr std::array<Through, kConnectFourSquares> kThrough = [] {
    std::array<Through, kConnectFourSquares> through{};
    for (std::size_t w = 0; w < kWindows.size(); ++w)
        for (const std::uint8_t square : kWindows[w]) {
            Through& t = through[square];
            t.windows[t.count++] = static_cast<std::uint8_t>(w);
        }
    return through;
}();

}  // namespace

int connectFourWindowWorth(std::uint8_t counts) {
    const int x = counts & 15, o = counts >> 4;
    if (x > 0 && o > 0) return 0;
    return x > 0 ? kWorth[x < 4 ? x : 0] : -kWorth[o < 4 ? o : 0];
}

void ConnectFourWindows::add(int square, char stone) {
    const Through& through = kThrough[static_cast<std::size_t>(square)];
    for (std::uint8_t i = 0; i < through.count; ++i) {
        std::uint8_t& counts = m_counts[through.windows[i]];
        m_worth -= connectFourWindowWorth(counts);
        counts = static_cast<std::uint8_t>(counts + (stone == 'X' ? 1 : 16));
        m_worth += connectFourWindowWorth(counts);
        if (!m_winner && (counts == 4 || counts == 64)) m_winner = stone;
    }
}

const std::array<std::array<std::uint8_t, 4>, kConnectFourWindows>& ConnectFourWindows::windows() { return kWindows; }

}  // namespace ablab::core

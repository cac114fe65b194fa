// The join link's QR code (serve/qr_code.h): a square of modules with the three finder patterns
// a phone's camera looks for, drawn the same in the SVG and the terminal.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "serve/qr_code.h"

using namespace ablab::app;

namespace {

// A finder pattern: a 7×7 ring, a white ring inside, a 3×3 core.
bool finderAt(const std::vector<std::string>& rows, std::size_t top, std::size_t left) {
    for (std::size_t y = 0; y < 7; ++y)
        for (std::size_t x = 0; x < 7; ++x) {
            const bool ring = y == 0 || y == 6 || x == 0 || x == 6;
            const bool core = y >= 2 && y <= 4 && x >= 2 && x <= 4;
            if ((rows[top + y][left + x] == '1') != (ring || core)) return false;
        }
    return true;
}

}  // namespace

TEST(QrCode, TheJoinLinkIsASquareWithItsThreeFinders) {
    const std::vector<std::string> rows = qrRows("http://192.168.1.20:8080/join?code=ACD347");
    ASSERT_GE(rows.size(), 21U);
    EXPECT_EQ((rows.size() - 17) % 4, 0U);  // version v is 17 + 4v modules wide
    for (const std::string& row : rows) EXPECT_EQ(row.size(), rows.size());
    const std::size_t far = rows.size() - 7;
    EXPECT_TRUE(finderAt(rows, 0, 0));
    EXPECT_TRUE(finderAt(rows, 0, far));
    EXPECT_TRUE(finderAt(rows, far, 0));
    EXPECT_FALSE(finderAt(rows, far, far));
}

TEST(QrCode, TheSvgAndTheTerminalDrawEveryModule) {
    const std::vector<std::string> rows = qrRows("http://127.0.0.1:8080/join?code=ACD347");
    std::size_t dark = 0;
    for (const std::string& row : rows) dark += static_cast<std::size_t>(std::count(row.begin(), row.end(), '1'));
    const std::string svg = qrSvg(rows);
    EXPECT_EQ(svg.rfind("<svg", 0), 0U);
    EXPECT_EQ(static_cast<std::size_t>(std::count(svg.begin(), svg.end(), 'M')), dark);
    const std::string terminal = qrTerminal(rows);
    // Two rows of modules a line, a quiet zone of two around.
    EXPECT_EQ(static_cast<std::size_t>(std::count(terminal.begin(), terminal.end(), '\n')), (rows.size() + 4 + 1) / 2);
}

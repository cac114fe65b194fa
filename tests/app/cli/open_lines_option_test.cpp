// `ablab export --show-open-lines` draws the tic-tac-toe open lines the window's View panel
// draws (tests/core/export/open_lines_export_test.cpp counts them); a table export refuses it, as it
// refuses every picture option.
#include <gtest/gtest.h>

#include <string>

#include "support/run_ablab.h"

using ablab::testing::runAblab;

TEST(OpenLinesOption, ThePictureGainsTheLinesAndATableRefusesTheOption) {
    const std::string tree = std::string(ABLAB_SOURCE_DIR) + "/trees/tictactoe-1ply.json";
    const auto plain = runAblab("export " + tree + " --format svg --out -");
    const auto lines = runAblab("export " + tree + " --format svg --out - --show-open-lines");
    ASSERT_EQ(plain.status, 0) << plain.out;
    ASSERT_EQ(lines.status, 0) << lines.out;
    EXPECT_GT(lines.out.size(), plain.out.size());
    const auto table = runAblab("export " + tree + " --format csv --out - --show-open-lines");
    EXPECT_EQ(table.status, 2) << table.out;
    EXPECT_NE(table.out.find("--show-open-lines"), std::string::npos) << table.out;
}

// `ablab compare`: every algorithm on one tree, as a table, JSON and a bar chart.
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>

#include "support/run_ablab.h"

using ablab::testing::runAblab;

TEST(Compare, EveryAlgorithmOnTheDefaultTree) {
    const auto result = runAblab("compare --format json");
    ASSERT_EQ(result.status, 0) << result.out;
    const auto json = nlohmann::json::parse(result.out);
    ASSERT_EQ(json["algorithms"].size(), 8u);  // every algorithm: none is refused on a tree without chance nodes
    for (const auto& row : json["algorithms"]) {
        EXPECT_EQ(row["root_value"], 3) << row["algorithm"];  // AIMA Figure 5.2
        EXPECT_LE(row["leaves_evaluated"].get<int>(), 9) << row["algorithm"];
    }
    EXPECT_EQ(json["algorithms"][0]["algorithm"], "alphabeta");
    EXPECT_EQ(json["algorithms"][0]["leaves_evaluated"], 7);
    // A uniform tree, b = 3 and d = 2: 3 + 3 − 1 = 5 at best, 9 in all.
    EXPECT_TRUE(json["uniform"].get<bool>());
    EXPECT_EQ(json["best_case"], 5);
    EXPECT_EQ(json["full_tree"], 9);
}

TEST(Compare, ChoosesAlgorithmsAndRefusesUnknownOnes) {
    const auto table = runAblab("compare --algorithms pvs,mtdf");
    ASSERT_EQ(table.status, 0);
    EXPECT_NE(table.out.find("negascout"), std::string::npos);
    EXPECT_NE(table.out.find("mtdf"), std::string::npos);
    EXPECT_EQ(table.out.find("minimax-levels"), std::string::npos);
    EXPECT_NE(table.out.find("best case: b^⌈d/2⌉ + b^⌊d/2⌋ − 1 = 3^1 + 3^1 − 1 = 5"), std::string::npos) << table.out;

    const auto bad = runAblab("compare --algorithms alphabeta,sss-star");
    EXPECT_EQ(bad.status, 2);
    EXPECT_NE(bad.out.find("got 'sss-star'"), std::string::npos) << bad.out;
    EXPECT_EQ(runAblab("compare --format png").status, 2);  // a PNG needs --out
}

TEST(Compare, DrawsTheChartAndNeverOverwritesWithoutForce) {
    const std::filesystem::path dir = std::filesystem::temp_directory_path() / "ablab-compare-test";
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    const std::string png = (dir / "chart.png").string();
    ASSERT_EQ(runAblab("compare --format png --out " + png).status, 0);
    EXPECT_GT(std::filesystem::file_size(png), 1000u);
    EXPECT_EQ(runAblab("compare --format png --out " + png).status, 2);
    EXPECT_EQ(runAblab("compare --format png --force --out " + png).status, 0);

    const auto svg = runAblab("compare --format svg");
    ASSERT_EQ(svg.status, 0);
    EXPECT_NE(svg.out.find("<svg"), std::string::npos);
    EXPECT_NE(svg.out.find("negascout"), std::string::npos);
    EXPECT_NE(svg.out.find("best case"), std::string::npos);
    std::filesystem::remove_all(dir);
}

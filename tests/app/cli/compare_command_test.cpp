// `ablab compare`: every algorithm on one tree, as a table, JSON and a bar chart.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "support/run_ablab.h"

using ablab::testing::runAblab;

TEST(Compare, EveryAlgorithmOnTheDefaultTree) {
    const auto result = runAblab("compare --format json");
    ASSERT_EQ(result.status, 0) << result.out;
    const auto json = nlohmann::json::parse(result.out);
    ASSERT_EQ(json["algorithms"].size(), 9u);  // every algorithm: none is refused on a tree without chance nodes
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

// Star1 on a tree with chance nodes: compare runs it beside expectiminimax, and trace takes
// --bounds; bounds that do not hold the leaves, or that are no bounds, are one line, status 2.
TEST(Compare, Star1PrunesWhereExpectiminimaxCannot) {
    const std::filesystem::path dice = std::filesystem::temp_directory_path() / "ablab-star1-dice.json";
    std::ofstream(dice) << R"({"root": [{"player": "chance", "children": [8, 9]}, {"player": "chance", "children": [1, 10]}]})";
    const std::string file = " " + dice.string();
    const auto compared = runAblab("compare --format json" + file);
    ASSERT_EQ(compared.status, 0) << compared.out;
    const auto json = nlohmann::json::parse(compared.out);
    ASSERT_EQ(json["algorithms"].size(), 2u);
    EXPECT_EQ(json["algorithms"][0]["algorithm"], "expectiminimax");
    EXPECT_EQ(json["algorithms"][1]["algorithm"], "star1");
    EXPECT_EQ(json["algorithms"][0]["root_value"], 8.5);
    EXPECT_EQ(json["algorithms"][1]["root_value"], 8.5);
    EXPECT_EQ(json["algorithms"][0]["leaves_evaluated"], 4);
    EXPECT_EQ(json["algorithms"][1]["leaves_evaluated"], 3);  // with U = 10: 0.5 · 1 + 0.5 · 10 ≤ 8.5
    const auto traced = runAblab("trace --algorithm star1 --bounds -10,10" + file);
    ASSERT_EQ(traced.status, 0) << traced.out;
    EXPECT_NE(traced.out.find("α-cutoff at chance node C: even if the outcomes left (probability 0.5) all scored U = 10, "
                              "C ≤ 5.5 ≤ α = 8.5 (from A); prunes C2"),
              std::string::npos)
        << traced.out;
    const auto outside = runAblab("trace --algorithm star1 --bounds 0,9" + file);
    EXPECT_EQ(outside.status, 2);
    EXPECT_EQ(outside.out, "ablab: " + dice.string() + ": leaf C2 = 10 lies outside --bounds 0,9\n");
    for (const char* bad : {"5", "1,1", "a,b", "-inf,3", "3,2"}) {
        const auto refused = runAblab(std::string("trace --algorithm star1 --bounds ") + bad + file);
        EXPECT_EQ(refused.status, 2) << bad;
        EXPECT_EQ(
            refused.out,
            std::string("ablab: --bounds expects LO,HI, two finite numbers with LO < HI (e.g. -10,10), got '") + bad + "'\n");
    }
    std::filesystem::remove(dice);
}

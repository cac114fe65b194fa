// The recorded trace on AIMA Figure 5.2 and friends, the picture at every step, and `ablab trace`.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <random>
#include <sstream>

#include "search/explain.h"
#include "search/search.h"
#include "search/trace.h"
#include "search/trace_format.h"
#include "files/tree_file.h"
#include "support/run_ablab.h"

using namespace ablab::core;

namespace {

using ablab::testing::runAblab;
using Result = ablab::testing::CommandResult;

}  // namespace

TEST(Trace, TheCommandLine) {
    const Result table = runAblab("trace");
    EXPECT_EQ(table.status, 0);
    EXPECT_NE(table.out.find("α-cutoff at C: 2 ≤ α = 3 (from A); prunes C2, C3"), std::string::npos);
    EXPECT_NE(table.out.find("root value 3, best move B; 7 of 9 leaves evaluated"), std::string::npos);

    const Result json = runAblab("trace --format json");
    ASSERT_EQ(json.status, 0);
    const auto doc = nlohmann::json::parse(json.out);
    EXPECT_EQ(doc["root_value"], 3);
    EXPECT_EQ(doc["best_move"], 0);
    EXPECT_EQ(doc["schema_version"], 2);
    EXPECT_EQ(doc["evaluated_leaves"], nlohmann::json::parse(R"([{"id": 2, "label": "B1"}, {"id": 3, "label": "B2"},
        {"id": 4, "label": "B3"}, {"id": 6, "label": "C1"}, {"id": 10, "label": "D1"}, {"id": 11, "label": "D2"},
        {"id": 12, "label": "D3"}])"));
    EXPECT_EQ(doc["pruned"], nlohmann::json::parse(R"([{"id": 7, "label": "C2"}, {"id": 8, "label": "C3"}])"));
    ASSERT_EQ(doc["nodes"].size(), 13u);
    EXPECT_EQ(doc["nodes"][7], nlohmann::json::parse(R"({"id": 7, "parent": 5, "label": "C2", "player": "max", "value": 4})"));
    EXPECT_EQ(doc["nodes"][0]["parent"], nullptr);
    EXPECT_EQ(doc["stats"]["alpha_cutoffs"], 1);
    EXPECT_EQ(doc["events"].size(), 22u);
    EXPECT_EQ(doc["events"][0]["alpha"], "-inf");
    EXPECT_EQ(doc["events"][11]["type"], "cutoff");
    EXPECT_EQ(doc["events"][11]["node"], 5);   // C
    EXPECT_EQ(doc["events"][11]["cause"], 0);  // A
    EXPECT_EQ(doc["events"][11]["pruned"], nlohmann::json::parse("[7, 8]"));

    const Result csv = runAblab("trace --format csv");
    EXPECT_EQ(std::count(csv.out.begin(), csv.out.end(), '\n'), 23);  // header + one row per event

    const Result fromStdin = runAblab("trace - --format json < /dev/null");
    EXPECT_EQ(fromStdin.status, 2);
    EXPECT_EQ(fromStdin.out,
              "ablab: <stdin>:1:1: the file is empty; expected a JSON array (a shorthand tree) or object (a tree document)\n");

    EXPECT_EQ(runAblab("trace --format yaml").out, "ablab: --format expects table, json, csv or markdown, got 'yaml'\n");
    EXPECT_EQ(runAblab("trace --format yaml").status, 2);
    EXPECT_EQ(runAblab("trace --move-limit").status, 2);
    EXPECT_EQ(runAblab("trace --algorithm scout").status, 2);  // negascout exists; Pearl's Scout does not
    EXPECT_EQ(runAblab("trace --algorithm mtdf --first-guess x").status, 2);
    EXPECT_EQ(runAblab("trace --bogus").status, 2);
    EXPECT_EQ(runAblab("trace /nonexistent.json").out, "ablab: /nonexistent.json: cannot open: No such file or directory\n");
}

// A lesson's trace opens in its notes' voice (run/opening.h); the command line's flags win, and
// the JSON trace's options name the notation it was written in.
TEST(Trace, ALessonOpensInItsVoiceAndTheFlagsWin) {
    const std::string zhu = std::string(ABLAB_SOURCE_DIR) + "/trees/zhu-tictactoe-k2-minimax.json";
    const Result voiced = runAblab("trace " + zhu + " --format json");
    ASSERT_EQ(voiced.status, 0) << voiced.out;
    const auto doc = nlohmann::json::parse(voiced.out);
    EXPECT_EQ(doc["options"]["notation"], "nilsson");
    EXPECT_EQ(doc["options"]["algorithm"], "minimax-levels");
    EXPECT_TRUE(doc["pruned"].empty()) << "例1.25's minimax generates every position: no α剪枝 at X b1";
    const auto named =
        nlohmann::json::parse(runAblab("trace " + zhu + " --format json --algorithm alphabeta --notation aima").out);
    EXPECT_EQ(named["options"]["notation"], "aima");
    EXPECT_EQ(named["options"]["algorithm"], "alphabeta");
    EXPECT_FALSE(named["pruned"].empty());

    const std::string hs = std::string(ABLAB_SOURCE_DIR) + "/trees/hs-p11-alpha-beta-cutoffs.json";
    const auto veb = nlohmann::json::parse(runAblab("trace " + hs + " --format json --strict").out);
    EXPECT_EQ(veb["options"]["notation"], "horowitz-sahni");
    EXPECT_EQ(veb["options"]["shallow"], true) << "王多强's VEB";
    EXPECT_EQ(veb["options"]["strict"], true);
    const auto ab = nlohmann::json::parse(runAblab("trace " + hs + " --format json --algorithm alphabeta").out);
    EXPECT_EQ(ab["options"]["shallow"], false) << "--algorithm alphabeta names AB";
    // The table's header says the procedure too.
    EXPECT_NE(runAblab("trace " + hs).out.find("α-β search (shallow cutoffs only)"), std::string::npos);
}

// A bad voice is the file's mistake: one line, the member's place, what was expected; exit 2.
TEST(Trace, ABadVoiceIsOneLineAndExitTwo) {
    const std::filesystem::path file = std::filesystem::temp_directory_path() / "ablab-bad-voice.json";
    std::ofstream(file) << R"({"notation": "zhu", "root": [1, 2]})";
    const Result bad = runAblab("trace " + file.string());
    EXPECT_EQ(bad.status, 2);
    EXPECT_EQ(bad.out, "ablab: " + file.string() +
                           R"(: /notation: expected aima, horowitz-sahni, nilsson, nguyen-van-linh or multya, got "zhu")" + "\n");
    std::filesystem::remove(file);
}

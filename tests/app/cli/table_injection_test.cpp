// What a student or a tree file writes reaches spreadsheets and web pages as text: a CSV cell
// that starts like a formula gets a leading ', a Markdown cell's HTML is escaped.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "support/run_ablab.h"
#include "support/temporary_folder.h"
#include "support/aima.h"

namespace fs = std::filesystem;
using ablab::testing::kAimaFile;
using ablab::testing::runAblab;

namespace {

class TableInjection : public ablab::testing::TemporaryFolderTest {};

}  // namespace

TEST_F(TableInjection, AStudentsFormulaIsTextInTheCsvSummary) {
    const fs::path answer = dir / "evil.json";
    std::ofstream(answer) << R"json({"student": "=HYPERLINK(\"http://x.example\",\"click\")", "values": {"A": 3}})json";
    const auto result = runAblab("check " + kAimaFile + " " + answer.string() + " --summary csv");
    EXPECT_NE(result.out.find(answer.string() + ",\"'=HYPERLINK(\"\"http://x.example\"\",\"\"click\"\")\","), std::string::npos)
        << result.out;
    EXPECT_EQ(result.out.find(",=HYPERLINK"), std::string::npos) << result.out;
    EXPECT_EQ(result.out.find(",\"=HYPERLINK"), std::string::npos) << result.out;
}

TEST_F(TableInjection, LabelsAreTextInTheTraceCsvAndMarkdown) {
    const fs::path tree = dir / "t.json";
    std::ofstream(tree)
        << R"json({"root": {"children": [{"label": "@SUM(A1)", "children": [3, -2]},)json"
           R"json( {"label": "<img src=x onerror=alert(1)>", "children": [1, 4]}, {"label": "-1+cmd", "value": -5}]}})json";
    const auto csv = runAblab("trace " + tree.string() + " --format csv");
    ASSERT_EQ(csv.status, 0) << csv.out;
    EXPECT_NE(csv.out.find(",'@SUM(A1),"), std::string::npos) << csv.out;
    EXPECT_NE(csv.out.find(",'-1+cmd,"), std::string::npos) << csv.out;
    EXPECT_EQ(csv.out.find(",@SUM"), std::string::npos) << csv.out;
    // Numbers stay numbers: the leaf valued -5 is not quoted.
    EXPECT_EQ(csv.out.find("'-5"), std::string::npos) << csv.out;
    EXPECT_NE(csv.out.find("-5"), std::string::npos) << csv.out;

    const auto markdown = runAblab("trace " + tree.string() + " --format markdown");
    ASSERT_EQ(markdown.status, 0) << markdown.out;
    EXPECT_EQ(markdown.out.find("<img"), std::string::npos) << markdown.out;
    EXPECT_NE(markdown.out.find("&lt;img src=x onerror=alert(1)&gt;"), std::string::npos) << markdown.out;
}

TEST_F(TableInjection, AStudentsNewlineAndEscapeAreShownNotObeyedInTheSummary) {
    const fs::path answer = dir / "odd.json";
    std::ofstream(answer) << R"json({"student": "Ann\nLee\u001b[2J\u202e", "values": {"A": 3}})json";
    const auto result = runAblab("check " + kAimaFile + " " + answer.string() + " --summary csv");
    EXPECT_NE(result.out.find("\n" + answer.string() + ",Ann\\nLee\\x1b[2J\\u202e,"), std::string::npos) << result.out;
    EXPECT_NE(result.out.find(answer.string() + " (Ann\\nLee\\x1b[2J\\u202e): "), std::string::npos) << result.out;
    EXPECT_EQ(result.out.find('\x1b'), std::string::npos) << result.out;
    EXPECT_EQ(result.out.find("\u202e"), std::string::npos) << result.out;
}

TEST_F(TableInjection, InvisibleAndLineBreakingCharactersAreShownInEveryTable) {
    const fs::path tree = dir / "t.json";
    std::ofstream(tree)
        << R"json({"title": "T\u2029", "root": {"children": [{"label": "B\u007f\u0085", "children": [3, -2]},)json"
           R"json( {"label": "C\u2028\u202e", "children": [1, 4]}]}})json";
    for (const char* format : {"table", "csv", "markdown"}) {
        const auto result = runAblab("trace " + tree.string() + " --format " + format);
        ASSERT_EQ(result.status, 0) << result.out;
        EXPECT_NE(result.out.find("B\\x7f\\u0085"), std::string::npos) << format << "\n" << result.out;
        EXPECT_NE(result.out.find("C\\u2028\\u202e"), std::string::npos) << format << "\n" << result.out;
        for (const char* raw : {"\x7f", "\u0085", "\u2028", "\u2029", "\u202e"})
            EXPECT_EQ(result.out.find(raw), std::string::npos) << format << "\n" << result.out;
    }
    EXPECT_TRUE(runAblab("trace " + tree.string()).out.starts_with("T\\u2029 — α-β search\n"));
}

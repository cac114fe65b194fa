// In Chinese and Vietnamese, what ablab prints about a lecture tree has no English word left in
// it: the trace table, its Markdown and its CSV under each algorithm, the Markdown export and what export
// says it wrote. Labels ("X to move"), algorithm and option names (alphabeta, --strict) and OPEN /
// CLOSED stay as written, so only words that must never appear untranslated are looked for: the
// events of every algorithm (the beyond-α-β ones too: probe, re-search, pass, …) among them.
#include <gtest/gtest.h>

#include <fstream>

#include <cctype>
#include <filesystem>
#include <set>
#include <string>
#include <vector>

#include "support/run_ablab.h"
#include "support/temporary_folder.h"
#include "support/english_words.h"
#include "files/tree_file.h"
#include "text/translate.h"

using ablab::testing::runAblab;
namespace fs = std::filesystem;

namespace {

const std::set<std::string> kNeverUntranslated{
    "leaf",     "leaves",    "enter",  "enters",   "returns", "cutoff", "cutoffs", "pruned", "prunes", "prune",
    "evaluate", "evaluated", "window", "bound",    "node",    "nodes",  "root",    "value",  "values", "step",
    "steps",    "deep",      "wrote",  "best",     "update",  "the",    "of",      "and",    "in",     "from",
    "exported", "tree",      "probe",  "research", "search",  "tt",     "hit",     "pass",   "pop",    "chance"};

// The English words of `text` from the list, with the line they are on.
std::vector<std::string> untranslated(const std::string& text) {
    std::vector<std::string> found;
    for (const ablab::testing::FoundWord& w : ablab::testing::englishWordsIn(text, kNeverUntranslated)) {
        // Nguyễn Văn Linh's procedure keeps his name, Search(n, mode), as his lesson opens in it.
        if (text.compare(w.at, 7, "Search(") == 0) continue;
        const std::size_t lineStart = text.rfind('\n', w.at) == std::string::npos ? 0 : text.rfind('\n', w.at) + 1;
        found.push_back(w.word + " in: " + text.substr(lineStart, text.find('\n', w.at) - lineStart));
    }
    return found;
}

std::vector<std::string> libraryTrees() {
    std::vector<std::string> files;
    for (const auto& entry : fs::directory_iterator(fs::path(ABLAB_SOURCE_DIR) / "trees")) {
        const std::string name = entry.path().filename().string();
        if (entry.path().extension() == ".json" && name != "schema.json" && name != "index.json")
            files.push_back(entry.path().string());
    }
    return files;
}

// A tree with chance nodes is searched by the algorithms that know them; the others refuse it.
bool hasChanceNodes(const std::string& file) {
    std::ifstream in(file);
    const std::string text{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    return text.find("\"chance\"") != std::string::npos;
}

std::vector<const char*> algorithmsFor(const std::string& file) {
    if (hasChanceNodes(file)) return {"expectiminimax", "star1"};
    return {"alphabeta", "minimax-levels", "negascout", "mtdf", "mt-sss", "sss"};
}

}  // namespace

TEST(UntranslatedWords, TheFinderFindsEnglishAndLeavesVietnameseAlone) {
    EXPECT_EQ(untranslated("the leaf B1 = 3").size(), 2u);
    EXPECT_TRUE(untranslated("định trị nút lá B1 = 3; X to move; alphabeta --strict").empty());
    EXPECT_TRUE(untranslated("Search(A, MAX): giá trị tạm lúc đầu là -∞").empty());
    EXPECT_EQ(untranslated("search A").size(), 1u);
}

TEST(UntranslatedWords, NoneInTheTracesOfTheLibraryInChineseOrVietnamese) {
    std::size_t runs = 0;
    for (const char* lang : {"zh", "vi"})
        for (const std::string& tree : libraryTrees())
            for (const char* algorithm : algorithmsFor(tree))
                for (const char* format : {"table", "markdown", "csv"}) {
                    const auto result =
                        runAblab("trace " + tree + " --lang " + lang + " --algorithm " + algorithm + " --format " + format);
                    ASSERT_EQ(result.status, 0) << result.out;
                    const std::vector<std::string> words = untranslated(result.out);
                    EXPECT_TRUE(words.empty())
                        << tree << " --lang " << lang << " --algorithm " << algorithm << ": " << words.front();
                    ++runs;
                }
    EXPECT_GE(runs, 2u * 31 * 6 * 3);  // 31 trees without chance nodes, six algorithms each, three formats
}

TEST(UntranslatedWords, NoneInWhatCompareSays) {
    for (const char* lang : {"zh", "vi"}) {
        const auto table = runAblab("compare " + std::string(ABLAB_SOURCE_DIR) + "/trees/ordering-random.json --lang " + lang);
        ASSERT_EQ(table.status, 0) << table.out;
        EXPECT_TRUE(untranslated(table.out).empty()) << lang << ": " << untranslated(table.out).front();
        // The chart (the window's Compare panel paints the same one): its words between the tags.
        const auto chart =
            runAblab("compare " + std::string(ABLAB_SOURCE_DIR) + "/trees/ordering-random.json --format svg --lang " + lang);
        ASSERT_EQ(chart.status, 0) << chart.out;
        std::string words;
        for (std::size_t close = chart.out.find('>'); close != std::string::npos; close = chart.out.find('>', close + 1))
            words += chart.out.substr(close + 1, chart.out.find('<', close) - close - 1) + "\n";
        EXPECT_NE(words.find("mtdf"), std::string::npos) << words;
        EXPECT_TRUE(untranslated(words).empty()) << lang << ": " << untranslated(words).front();
        const auto refused = runAblab(std::string("compare --format gif --lang ") + lang);
        EXPECT_EQ(refused.status, 2);
        EXPECT_TRUE(untranslated(refused.out).empty()) << lang << ": " << refused.out;
    }
}

class UntranslatedExports : public ablab::testing::TemporaryFolderTest {};

TEST_F(UntranslatedExports, NoneInTheMarkdownExportOrWhatExportSays) {
    for (const char* lang : {"zh", "vi"}) {
        for (const std::string& tree : libraryTrees()) {
            const auto table = runAblab("export " + tree + " --lang " + lang + " --format markdown --out -" +
                                        (hasChanceNodes(tree) ? " --algorithm star1" : ""));
            ASSERT_EQ(table.status, 0) << table.out;
            EXPECT_TRUE(untranslated(table.out).empty()) << tree << " " << lang << ": " << untranslated(table.out).front();
        }
        const std::string out = (dir / (std::string("aima-") + lang + ".svg")).string();
        const auto said = runAblab("export " + std::string(ABLAB_SOURCE_DIR) + "/trees/aima-fig5.2.json --lang " + lang +
                                   " --format svg --out " + out);
        ASSERT_EQ(said.status, 0) << said.out;
        EXPECT_TRUE(untranslated(said.out.substr(0, said.out.find(out))).empty()) << said.out;
    }
}

// The trees `ablab game` makes are read in every language: their titles and descriptions are
// written in all three, and no label is an English phrase (the start node is S, as 朱福喜's
// procedure names it). The help's "[algorithm options]" is translated too.
TEST(UntranslatedWords, NoneInTheGeneratedTreesOrTheHelp) {
    const std::set<std::string> english{"to",     "move",  "moves", "the",   "of",   "and",       "game",
                                        "tree",   "board", "from",  "empty", "ply",  "plies",     "best",
                                        "scored", "every", "node",  "nodes", "is",   "are",       "finished",
                                        "games",  "lines", "open",  "wins",  "draw", "algorithm", "options"};
    for (const char* game : {"game tictactoe --depth 2", "game tictactoe --position '.../.X./...' --depth 1 --eval win-loss",
                             "game tictactoe --position 'XXO/OOX/X..'", "game gomoku --size 7 --depth 2 --move-limit 2"}) {
        const auto result = runAblab(game);
        ASSERT_EQ(result.status, 0) << game << ": " << result.out;
        const ablab::core::Tree tree = ablab::core::parseTree(ablab::core::Language::English, result.out, "stdout");
        EXPECT_EQ(tree.label(ablab::core::Tree::root()), "S") << game;
        for (ablab::core::NodeId n = 0; n < tree.size(); ++n) {
            const auto found = ablab::testing::englishWordsIn(std::string(tree.label(n)), english);
            EXPECT_TRUE(found.empty()) << game << ": label " << tree.label(n);
        }
        for (const ablab::core::Language language : {ablab::core::Language::Chinese, ablab::core::Language::Vietnamese}) {
            for (const std::string& text : {tree.info().title.given(language), tree.info().description.given(language)}) {
                EXPECT_FALSE(text.empty()) << game << ": no " << ablab::core::languageCode(language);
                const auto found = ablab::testing::englishWordsIn(text, english);
                EXPECT_TRUE(found.empty()) << game << " " << ablab::core::languageCode(language) << ": \""
                                           << (found.empty() ? "" : found.front().word) << "\" in " << text;
            }
        }
    }
    for (const auto& [lang, options] : {std::pair{"zh", "[算法选项]"}, std::pair{"vi", "[tùy chọn thuật toán]"}}) {
        const auto help = runAblab(std::string("--help --lang ") + lang);
        ASSERT_EQ(help.status, 0) << help.out;
        EXPECT_EQ(help.out.find("[algorithm options]"), std::string::npos) << lang << ": " << help.out;
        EXPECT_NE(help.out.find(options), std::string::npos) << lang << ": " << help.out;
    }
}

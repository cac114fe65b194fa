// `--lang` on the command line: the trace of AIMA Figure 5.2 word for word in each language
// (tests/golden/), the language taken from the environment, tables aligned by display width,
// and the errors in the chosen language.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <vector>

#include "support/run_ablab.h"
#include "text/display_width.h"

using ablab::testing::runAblab;

namespace {

std::string readGolden(const std::string& name) {
    std::ifstream in(std::string(ABLAB_SOURCE_DIR) + "/tests/golden/" + name);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

std::string tree(const std::string& name) { return std::string(ABLAB_SOURCE_DIR) + "/trees/" + name; }

}  // namespace

TEST(Language, GoldenTracesOfFigure52InEachLanguage) {
    for (const char* lang : {"en", "zh", "vi"}) {
        const auto result = runAblab("trace " + tree("aima-fig5.2.json") + " --lang " + lang);
        ASSERT_EQ(result.status, 0) << result.out;
        EXPECT_EQ(result.out, readGolden(std::string("aima-fig5.2.") + lang + ".txt")) << lang;
    }
}

// The notation setting (issue 14): each course's words, and the negamax view saying what its
// cutoffs are, word for word.
TEST(Language, GoldenTracesInEachNotation) {
    const std::pair<const char*, const char*> runs[] = {
        {"aima-fig5.2.json --notation horowitz-sahni", "aima-fig5.2.horowitz-sahni.en.txt"},
        {"aima-fig5.2.json --notation horowitz-sahni --lang zh", "aima-fig5.2.horowitz-sahni.zh.txt"},
        {"aima-fig5.2.json --notation nilsson", "aima-fig5.2.nilsson.en.txt"},
        {"aima-fig5.2.json --notation nilsson --lang zh", "aima-fig5.2.nilsson.zh.txt"},
        {"aima-fig5.2.json --notation nguyen-van-linh", "aima-fig5.2.nguyen-van-linh.en.txt"},
        {"aima-fig5.2.json --notation nguyen-van-linh --lang vi", "aima-fig5.2.nguyen-van-linh.vi.txt"},
        {"aima-fig5.2.json --negamax", "aima-fig5.2.negamax.en.txt"},
        {"aima-fig5.2.json --negamax --lang zh", "aima-fig5.2.negamax.zh.txt"},
        {"deep-alpha-cutoff.json --notation horowitz-sahni", "deep-alpha-cutoff.horowitz-sahni.en.txt"},
        {"deep-alpha-cutoff.json --notation horowitz-sahni --shallow", "deep-alpha-cutoff.horowitz-sahni-shallow.en.txt"},
    };
    for (const auto& [arguments, golden] : runs) {
        const auto result = runAblab("trace " + std::string(ABLAB_SOURCE_DIR) + "/trees/" + arguments);
        ASSERT_EQ(result.status, 0) << arguments << "\n" << result.out;
        EXPECT_EQ(result.out, readGolden(golden)) << arguments;
    }
    const auto bad = runAblab("trace --notation knuth");
    EXPECT_EQ(bad.status, 2);
    EXPECT_EQ(bad.out, "ablab: --notation expects aima, horowitz-sahni, nilsson, nguyen-van-linh or multya, got 'knuth'\n");
}

TEST(Language, TheOptionMayComeAnywhereAndTheEnvironmentGivesTheDefault) {
    const auto first = runAblab("--lang vi trace " + tree("aima-fig5.2.json"));
    EXPECT_EQ(first.out, readGolden("aima-fig5.2.vi.txt"));
    const auto chinese = runAblab("trace " + tree("aima-fig5.2.json") + " --lang zh").out;
    // LANG=zh_CN.UTF-8 without --lang speaks Chinese; --lang wins over the environment.
    FILE* pipe = popen(("env -u LC_ALL -u LC_MESSAGES LANG=zh_CN.UTF-8 " + std::string(ABLAB_EXECUTABLE) + " trace " +
                        tree("aima-fig5.2.json") + " 2>&1")
                           .c_str(),
                       "r");
    ASSERT_NE(pipe, nullptr);
    std::string out;
    char buffer[4096];
    for (std::size_t got; (got = fread(buffer, 1, sizeof buffer, pipe)) > 0;) out.append(buffer, got);
    pclose(pipe);
    EXPECT_EQ(out, chinese);
    EXPECT_EQ(chinese, readGolden("aima-fig5.2.zh.txt"));
}

namespace {

// A usage error: one line, status 2.
void expectUsageError(const std::string& arguments, const std::string& line) {
    const auto result = runAblab(arguments);
    EXPECT_EQ(result.status, 2) << arguments;
    EXPECT_EQ(result.out, line) << arguments;
}

}  // namespace

TEST(Language, ABadLanguageIsOneLineAndStatusTwo) {
    expectUsageError("trace --lang fr", "ablab: --lang expects en, zh or vi, got 'fr'\n");
    expectUsageError("trace --lang", "ablab: --lang needs a value\n");
}

TEST(Language, ErrorsSpeakTheChosenLanguage) {
    expectUsageError("trace --lang zh --format xml", "ablab: --format 应为 table、json、csv 或 markdown，而不是 'xml'\n");
    expectUsageError("export --lang vi --bogus", "ablab: ablab export không có tùy chọn '--bogus'\n");
}

TEST(Language, TableColumnsLineUpByDisplayWidth) {
    for (const char* lang : {"zh", "vi"}) {
        const auto result = runAblab("trace " + tree("aima-fig5.2.json") + " --lang " + lang);
        std::istringstream text(result.out);
        std::vector<std::string> lines;
        for (std::string line; std::getline(text, line);) lines.push_back(line);
        ASSERT_EQ(lines.size(), 25u) << lang;  // title, header, 22 steps, summary
        // The header's last column starts where every row's explanation does.
        const std::string& header = lines[1];
        const std::size_t lastGap = header.rfind("  ");
        ASSERT_NE(lastGap, std::string::npos);
        const std::size_t explanationColumn = ablab::core::displayWidth(header.substr(0, lastGap + 2));
        int rows = 0;
        for (std::size_t i = 2; i + 1 < lines.size(); ++i) {
            const std::string& line = lines[i];
            std::size_t bytes = 0, columns = 0;
            while (bytes < line.size() && columns < explanationColumn) {
                const auto lead = static_cast<unsigned char>(line[bytes]);
                const std::size_t length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
                columns += ablab::core::displayWidth(line.substr(bytes, length));
                bytes += length;
            }
            ASSERT_EQ(columns, explanationColumn) << lang << ": " << line;
            EXPECT_EQ(line.substr(bytes - 2, 2), "  ") << lang << ": " << line;
            EXPECT_NE(line[bytes], ' ') << lang << ": " << line;
            ++rows;
        }
        EXPECT_EQ(rows, 22) << lang;
    }
}

// A broken tree file is reported in the chosen language; the file, the place (a JSON pointer)
// and the quoted text stay as they are.
TEST(Language, TreeFileErrorsSpeakTheChosenLanguage) {
    const std::filesystem::path broken = std::filesystem::temp_directory_path() / "ablab-broken-tree.json";
    std::ofstream(broken) << R"({"root": [1, "x"]})";
    const std::string file = broken.string();
    expectUsageError("trace " + file + " --lang zh",
                     "ablab: " + file + R"(: /root/1: 应为一个数，或 "inf"、"+inf"、"-inf" 之一，实际是字符串 "x")" + "\n");
    expectUsageError(
        "trace " + file + " --lang vi",
        "ablab: " + file + R"(: /root/1: cần một số hoặc một trong "inf", "+inf", "-inf", nhưng nhận được chuỗi "x")" + "\n");
    std::ofstream(broken) << R"({"root": [1, 2], "foo": 1})";
    expectUsageError("trace " + file + " --lang zh",
                     "ablab: " + file +
                         ": 在顶层: 未知的键 \"foo\"；应为以下之一：title, description, source, first_player, "
                         "expect, exercise_options, notation, algorithm, strict, fail_hard, shallow, negamax\n");
    std::filesystem::remove(broken);
}

// What ablab says about another course's file it read (CS188's test files) is in the chosen
// language too, the file's own words (its "alg", its state names) as they are.
TEST(Language, ReadingNotesSpeakTheChosenLanguage) {
    const std::string file = std::string(ABLAB_SOURCE_DIR) + "/tests/data/cs188/one-ghost.test";
    const auto zh = runAblab("trace " + file + " --lang zh");
    ASSERT_EQ(zh.status, 0) << zh.out;
    EXPECT_NE(
        zh.out.find(
            "注意：CS188 仅在 α > β 时剪枝：请打开严格模式（--strict）; 未使用：alg \"AlphaBetaAgent\"（ablab 运行你选择的算法）"),
        std::string::npos)
        << zh.out;
    const auto vi = runAblab("trace " + file + " --lang vi");
    EXPECT_NE(vi.out.find("lưu ý: CS188 chỉ cắt tỉa khi α > β"), std::string::npos) << vi.out;
}

// A CS188 test file that does not parse is reported in the chosen language too.
TEST(Language, Cs188ParseErrorsSpeakTheChosenLanguage) {
    const std::filesystem::path broken = std::filesystem::temp_directory_path() / "ablab-broken.test";
    std::ofstream(broken) << "start_state: \"s\"\nsuccessors: \"\"\"\ns a\n\"\"\"\n";
    expectUsageError("trace " + broken.string() + " --lang zh",
                     "ablab: " + broken.string() + ":3: 后继行应为 父状态 动作 子状态，这里却有 2 个词：'s a'\n");
    std::filesystem::remove(broken);
}

// What convert cannot write, and what it leaves out, is said in the chosen language too.
TEST(Language, ConvertSpeaksTheChosenLanguage) {
    const std::string trees = std::string(ABLAB_SOURCE_DIR) + "/trees/";
    expectUsageError(
        "convert " + trees + "min-rooted-mdx.json --to cs188 --lang zh",
        "ablab: " + trees +
            "min-rooted-mdx.json: 无法写成 CS188 测试文件：根节点 A 是 MIN；在 CS188 中起始状态属于 Pacman（MAX）\n");
    const auto vi = runAblab("convert " + trees + "aima-fig5.2.json --to cs188 --lang vi");
    ASSERT_EQ(vi.status, 0) << vi.out;
    EXPECT_NE(vi.out.find("lưu ý: tệp kiểm thử CS188 không có chỗ cho khối expect; các văn bản zh và vi của tiêu đề và mô tả"),
              std::string::npos)
        << vi.out;
}

// A practice exercise's parameters and an export's steps are refused in the chosen language.
TEST(Language, PracticeAndExportRefusalsSpeakTheChosenLanguage) {
    expectUsageError(
        "practice --seed 1 --depth 7 --branching 4 --lang zh",
        "ablab: 深度 7、分支数 4 最多会有 16384 个叶节点；一道练习题至多 4096 个（请减小 --depth 或 --branching）\n");
    expectUsageError("practice --seed 1 --values 5:1 --lang vi",
                     "ablab: --values phải là LO:HI với LO ≤ HI, nhưng nhận được 5:1\n");
}

// A Chinese or Vietnamese reader meets the notes' names, never ablab's identifiers (issue 43):
// the trace of every lesson, header and sentences, in both languages.
TEST(Language, EveryLessonsTraceInChineseAndVietnameseHasNoneOfAblabsIdentifiers) {
    const char* identifiers[] = {"alphabeta", "minimax-levels", "negascout", "mtdf",    "mt-sss",    "expectiminimax",
                                 "star1",     "fail-hard",      "fail-soft", "negamax", "--shallow", "--strict"};
    std::size_t lessons = 0;
    for (const auto& entry : std::filesystem::directory_iterator(std::string(ABLAB_SOURCE_DIR) + "/trees")) {
        const std::string name = entry.path().stem().string();
        if (entry.path().extension() != ".json" || name == "schema" || name == "index") continue;
        ++lessons;
        for (const char* lang : {"zh", "vi"}) {
            const auto result = runAblab("trace " + entry.path().string() + " --lang " + lang);
            ASSERT_EQ(result.status, 0) << name << " " << lang << ": " << result.out;
            for (const char* identifier : identifiers)
                EXPECT_EQ(result.out.find(identifier), std::string::npos) << name << " --lang " << lang << " says " << identifier;
        }
    }
    EXPECT_GT(lessons, 20u);
}

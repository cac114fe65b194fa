// Every JSON file refused for its syntax (a tree file or an answer file) gets one line
// "NAME:LINE:COLUMN: …" placed inside the file, both counted from 1, valid UTF-8 and short
// enough that "ablab: " and it make at most 200 bytes, however much of the file the parser
// would quote: checked on the lecture library's files cut short at many offsets and with bytes
// changed.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <random>
#include <regex>
#include <string>
#include <vector>

#include "files/plain_text.h"
#include "files/tree_file.h"
#include "support/temporary_folder.h"
#include "support/tree_read_error.h"
#include "teaching/answer.h"

using namespace ablab::core;
namespace fs = std::filesystem;

namespace {

// The lengths of a text's lines, split at "\n", "\r\n" and a "\r" alone; counted here apart from
// the readers' own rule.
std::vector<std::size_t> lineLengths(std::string_view text) {
    std::vector<std::size_t> lengths{0};
    for (std::size_t at = 0; at < text.size(); ++at) {
        if (text[at] == '\r' || text[at] == '\n') {
            if (text[at] == '\r' && at + 1 < text.size() && text[at + 1] == '\n') ++at;
            lengths.push_back(0);
        } else {
            ++lengths.back();
        }
    }
    return lengths;
}

// `message` refuses `text`, which was called "t.json": one line that ablab prints after "ablab: "
// in at most 200 bytes, UTF-8, naming the file; a syntax error or a number out of range names a line and column inside the
// text (a column may be one past the line's last character: its line end, or the end of input).
// `placed`: the message must name a line and column whatever it says.
void expectOneLinePlaced(const std::string& message, std::string_view text, bool placed) {
    SCOPED_TRACE(message);
    EXPECT_LE(("ablab: " + message).size(), 200u);
    EXPECT_EQ(message.find_first_of("\r\n"), std::string::npos);
    EXPECT_TRUE(validUtf8(message));
    EXPECT_TRUE(message.starts_with("t.json:"));
    const bool mustBePlaced =
        placed || message.find("syntax error") != std::string::npos || message.find("out of range") != std::string::npos;
    static const std::regex kPlace(R"(^t\.json:([0-9]+):([0-9]+): )");
    std::smatch match;
    if (!std::regex_search(message, match, kPlace)) {
        EXPECT_FALSE(mustBePlaced) << "no line:column";
        return;
    }
    const std::size_t line = std::stoul(match[1]), column = std::stoul(match[2]);
    const std::vector<std::size_t> lengths = lineLengths(text);
    ASSERT_GE(line, 1u);
    ASSERT_LE(line, lengths.size());
    EXPECT_GE(column, 1u);
    EXPECT_LE(column, lengths[line - 1] + 1);
}

std::vector<std::string> lectureFiles() {
    std::vector<std::string> texts;
    for (const auto& entry : fs::directory_iterator(fs::path(ABLAB_SOURCE_DIR) / "trees")) {
        const std::string name = entry.path().filename().string();
        if (entry.path().extension() != ".json" || name == "index.json" || name == "schema.json") continue;
        texts.push_back(ablab::testing::readFile(entry.path()));
    }
    std::sort(texts.begin(), texts.end());
    return texts;
}

std::string answerError(std::string_view text, const Tree& tree) {
    try {
        parseAnswer(text, "t.json", tree);
    } catch (const AnswerFileError& e) {
        return e.what();
    }
    return "(no error)";
}

}  // namespace

TEST(JsonError, ALessonCutShortAnywhereIsRefusedInOnePlacedLine) {
    const std::vector<std::string> files = lectureFiles();
    ASSERT_GE(files.size(), 30u);
    std::size_t refused = 0;
    for (const std::string& file : files) {
        // About 150 cuts a file, the step odd so that cuts fall inside strings, numbers and keys alike.
        const std::size_t step = std::max<std::size_t>(1, file.size() / 150) | 1;
        for (std::size_t cut = 0; cut < file.size(); cut += step) {
            const std::string text = file.substr(0, cut);
            const std::string message = ablab::testing::treeReadError(text, "t.json");
            if (message == "(no error)") {
                EXPECT_GT(cut, file.find_last_of("}]"));  // only a blank line cut off leaves the file whole
                continue;
            }
            expectOneLinePlaced(message, text, true);
            ++refused;
        }
    }
    EXPECT_GT(refused, 30u * 100);
}

TEST(JsonError, ALessonWithAByteChangedIsRefusedInOneLine) {
    const std::vector<std::string> files = lectureFiles();
    std::mt19937 random(44);
    // What breaks a JSON text where it stands: a line end inside a string, a quote, an escape, a
    // bracket, a letter, a control character, and the start of a number too large.
    const std::string bytes[] = {"\n", "\r", "\"", "\\", "]", "x", "\x01", "1e999"};
    for (const std::string& file : files) {
        std::uniform_int_distribution<std::size_t> at(0, file.size() - 1);
        for (int i = 0; i < 40; ++i) {
            std::string text = file;
            text.replace(at(random), 1, bytes[static_cast<std::size_t>(i) % std::size(bytes)]);
            const std::string message = ablab::testing::treeReadError(text, "t.json");
            if (message == "(no error)") continue;  // a letter inside a label is still a tree
            expectOneLinePlaced(message, text, false);
        }
    }
}

TEST(JsonError, AnAnswerCutShortAnywhereIsRefusedInOnePlacedLine) {
    const Tree tree = parseTree(Language::English, "[[3, 12, 8], [2, 4, 6], [14, 5, 2]]", "t.json");
    // A long name in three scripts: a quote of it must be cut to fit, and on a character.
    std::string student;
    while (student.size() < 400) student += "Ada Lovelace 阿达 Ađa ";
    const std::string answer = "{\n  \"student\": \"" + student + "\",\n  \"values\": {\"B\": 3, \"C\": \"≤ 2\"},\r\n" +
                               "  \"pruned\": [\"C2\", \"C3\"]\r}";
    ASSERT_EQ(answerError(answer, tree), "(no error)");
    for (std::size_t cut = 0; cut + 1 < answer.size(); ++cut) {
        const std::string text = answer.substr(0, cut);
        expectOneLinePlaced(answerError(text, tree), text, true);
    }
}

TEST(JsonError, ALineEndInAStringIsOnTheLineItEnds) {
    // nlohmann counts the newline as the start of the next line and said "2:0".
    EXPECT_EQ(ablab::testing::treeReadError("{\"title\": \"ab\nc\", \"root\": [1]}", "t.json"),
              "t.json:1:14: syntax error: invalid string: control character U+000A (LF) must be escaped to \\u000A or "
              "\\n; last read: '\"ab<U+000A>'");
}

TEST(JsonError, ALongQuoteKeepsItsEndAndTheLineItsLength) {
    const std::string text = "[\"" + std::string(300, 'a') + "\\q\"]";
    const std::string message = ablab::testing::treeReadError(text, "t.json");
    const std::string start = "t.json:1:304: syntax error: invalid string: forbidden character after backslash; last read: '…";
    EXPECT_TRUE(message.starts_with(start)) << message;
    EXPECT_TRUE(message.ends_with("aaa\\q'")) << message;
    // As much of the quote as fits: the line ablab prints is 200 bytes, all but the cut mark the file's.
    EXPECT_EQ(("ablab: " + message).size(), 200u) << message;
    EXPECT_EQ(message.substr(start.size()), std::string(193 - start.size() - 3, 'a') + "\\q'");
}

TEST(JsonError, ANumberTooLargeIsPlacedInAnAnswerAsInATree) {
    const Tree tree = parseTree(Language::English, "[[3, 12, 8], [2, 4, 6], [14, 5, 2]]", "t.json");
    EXPECT_EQ(answerError("{\"values\": {\"B\": 3,\n  \"C\": -1e400}}", tree),
              R"(t.json:2:8: number -1e400 is out of range; write "inf" or "-inf" for a won or lost position)");
    EXPECT_EQ(ablab::testing::treeReadError("{\"root\": [1,\n  {\"value\": 1e400}]}", "t.json"),
              R"(t.json:2:13: number 1e400 is out of range; write "inf" or "-inf" for a won or lost position)");
}

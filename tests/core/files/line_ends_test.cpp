// One rule for line ends: "\n", "\r\n" and a "\r" alone end a line for every reader, so a file
// saved on Windows or on an old Mac reads as the same tree, and an error in it is placed on the
// same line and column, as one saved on Linux.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "files/aima_list_format.h"
#include "files/cs188_format.h"
#include "files/line_ends.h"
#include "files/sexpr_format.h"
#include "files/tree_file.h"
#include "files/tree_formats.h"
#include "support/tree_read_error.h"
#include "teaching/answer.h"

using namespace ablab::core;

namespace {

constexpr std::string_view kLineEnds[] = {"\n", "\r\n", "\r"};

// `text` with each "\n" replaced by `lineEnd`.
std::string endingLinesWith(std::string_view text, std::string_view lineEnd) {
    std::string out;
    for (const char c : text) {
        if (c == '\n') out += lineEnd;
        else out += c;
    }
    return out;
}

std::string lineEndName(std::string_view lineEnd) { return lineEnd == "\n" ? "LF" : lineEnd == "\r\n" ? "CRLF" : "CR"; }

std::string formatReadError(std::string_view text, const std::string& name, TreeFormat format) {
    return ablab::testing::readError([&] { parseTreeText(Language::English, text, name, format); });
}

}  // namespace

TEST(LineEnds, APlaceCountsEachKindOfLineEndOnce) {
    const std::string_view text = "a\r\nb\rc\nd";
    EXPECT_EQ(placeOf(text, 0).line, 1u);
    EXPECT_EQ(placeOf(text, 2).line, 1u);  // the "\n" of a "\r\n" is on the line the "\r" ends
    EXPECT_EQ(placeOf(text, 2).column, 3u);
    EXPECT_EQ(placeOf(text, 3).line, 2u);
    EXPECT_EQ(placeOf(text, 3).column, 1u);
    EXPECT_EQ(placeOf(text, 5).line, 3u);
    EXPECT_EQ(placeOf(text, 7).line, 4u);
    EXPECT_EQ(placeName("t", text, text.size()), "t:4:2");  // just after the end
    EXPECT_EQ(placeName("t", "", 0), "t:1:1");
    EXPECT_EQ(placeName("t", "ab\r", 3), "t:2:1");
}

TEST(LineEnds, EveryReaderPlacesAnErrorOnTheSameLineWhateverTheLineEnds) {
    struct Case {
        std::string text;
        TreeFormat format;
        std::string name, message;
    };
    const std::vector<Case> cases{
        {"; title: T\n(A\n  (B 3 12)\n  (C x 2))\n", TreeFormat::Sexpr, "t.sexp",
         "t.sexp:4:6: expected a leaf value (a number, inf or -inf), ( or ), got 'x'; a name may only open a list, as in (B "
         "3 12 8)"},
        {"; one\n; two\n(1\n  (2 3\n", TreeFormat::Sexpr, "t.sexp", "t.sexp:4:3: this ( is never closed (2 unclosed)"},
        {"# title: T\n# branching: 2\n[1, 2,  # B\n 3, x]\n", TreeFormat::Aima, "t.aima",
         "t.aima:4:5: expected a leaf value (a number, inf or -inf), got 'x'"},
        {"num_agents: \"2\"\nstart_state: \"s\"\n\nsuccessors: \"\"\"\ns a t\ns b\n\"\"\"\n", TreeFormat::Cs188, "t.test",
         "t.test:6: a successor line is PARENT ACTION CHILD, got 2 words: 's b'"},
        {"start_state: \"s\"\nsuccessors: \"\"\"\ns a t\n\"\"\"\nevaluation: \"\"\"\nt 1\nt 2\n\"\"\"\n", TreeFormat::Cs188,
         "t.test", "t.test:7: 't' is evaluated twice (lines 6 and 7)"},
        {"{\n  \"root\": [1,\n    2,,3]}\n", TreeFormat::Json, "t.json",
         "t.json:3:7: syntax error: unexpected ','; expected '[', '{', or a literal"},
        {"[1,\n 1e400]", TreeFormat::Json, "t.json",
         R"(t.json:2:2: number 1e400 is out of range; write "inf" or "-inf" for a won or lost position)"},
        {"{\"root\": [1,\n\"a\nb\"]}", TreeFormat::Json, "t.json",
         "t.json:2:3: syntax error: invalid string: control character U+000A (LF) must be escaped to \\u000A or \\n; last "
         "read: '\"a<U+000A>'"},
        {"(1\n 2\n \xff)", TreeFormat::Sexpr, "t.sexp", "t.sexp:3:2: byte 0xff is not UTF-8; save the file as UTF-8 text"},
    };
    for (const Case& c : cases) {
        for (const std::string_view lineEnd : kLineEnds) {
            std::string text = endingLinesWith(c.text, lineEnd);
            std::string message = c.message;
            // A "\r\n" in a JSON string is two characters the parser refuses, the first of them a "\r".
            if (lineEnd != "\n" && c.message.find("U+000A") != std::string::npos)
                message =
                    "t.json:2:3: syntax error: invalid string: control character U+000D (CR) must be escaped to "
                    "\\u000D or \\r; last read: '\"a<U+000D>'";
            EXPECT_EQ(formatReadError(text, c.name, c.format), message) << lineEndName(lineEnd) << ": " << c.text;
        }
    }
}

TEST(LineEnds, AFileOfAnyLineEndsReadsAsTheSameTree) {
    const std::pair<std::string, TreeFormat> files[] = {
        {"; title: Carriage returns\n; first_player: min\n(A\n  (B 3 12) ; B\n  (C 2 4))\n", TreeFormat::Sexpr},
        {"# title: Carriage returns\n# first_player: min\n# branching: 2\nleaves = [3, 12,\n  2, 4]  # C\n", TreeFormat::Aima},
        {"title: \"Carriage returns\"\nstart_state: \"A\"\nsuccessors: \"\"\"\nA x B\nA y C\nB x B1\nB y B2\nC x C1\nC y "
         "C2\n\"\"\"\nevaluation: \"\"\"\nB1 3\nB2 12\nC1 2\nC2 4\n\"\"\"\n",
         TreeFormat::Cs188},
        {"{\n  \"title\": \"Carriage returns\",\n  \"root\": [[3, 12],\n    [2, 4]]\n}\n", TreeFormat::Json},
    };
    for (const auto& [file, format] : files) {
        const Tree unix = parseTreeText(Language::English, file, "t", format);
        EXPECT_EQ(unix.info().title, "Carriage returns");
        EXPECT_EQ(unix.leafCount(), 4u);
        for (const std::string_view lineEnd : {std::string_view("\r\n"), std::string_view("\r")}) {
            // Before the one rule, a CR-only S-expression was its first comment line and nothing more: "empty".
            const Tree other = parseTreeText(Language::English, endingLinesWith(file, lineEnd), "t", format);
            EXPECT_TRUE(sameTree(other, unix)) << lineEndName(lineEnd) << ": " << file;
            EXPECT_EQ(other.firstPlayer(), unix.firstPlayer()) << lineEndName(lineEnd) << ": " << file;
        }
    }
}

TEST(LineEnds, AFileOfCarriageReturnsIsRecognisedByItsLines) {
    // The second line says AIMA; a reader of "\n" alone saw one line starting with a comment.
    const std::string aima = endingLinesWith("# Figure 5.2\n# branching: 3\n[3, 12, 8, 2, 4, 6, 14, 5, 2]\n", "\r");
    EXPECT_EQ(recognizeTreeFormat("t.txt", aima, {}), TreeFormat::Aima);
    EXPECT_EQ(parseTreeText(Language::English, aima, "t.txt", TreeFormat::Aima).leafCount(), 9u);
}

TEST(LineEnds, AnAnswerFileIsPlacedByTheSameRule) {
    const Tree tree = parseTree(Language::English, "[[3, 12, 8], [2, 4, 6], [14, 5, 2]]", "t.json");
    for (const std::string_view lineEnd : kLineEnds) {
        const std::string text = endingLinesWith("{\n  \"values\": {\n    \"B\": 3,,\n  }\n}\n", lineEnd);
        std::string message;
        try {
            parseAnswer(text, "ada.json", tree);
        } catch (const AnswerFileError& e) {
            message = e.what();
        }
        EXPECT_EQ(message, "ada.json:3:12: syntax error: unexpected ','; expected string literal") << lineEndName(lineEnd);
    }
}

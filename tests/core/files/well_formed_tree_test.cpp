// The fast reader (one pass into the tree) against the streaming reader: every document read both ways gives
// the same tree, down to the sign of a zero and each leaf's number as written; what the
// streaming reader refuses the fast one gives up on, so the message is the streaming reader's.
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "files/input_file.h"
#include "files/tree_file.h"
#include "files/well_formed_tree.h"
#include "games/tictactoe.h"
#include "support/temporary_folder.h"

using namespace ablab::core;
using ablab::testing::readFile;

namespace {

// Everything a reader decides, node by node.
void expectSameReading(const Tree& fast, const Tree& streamed, const std::string& what) {
    ASSERT_TRUE(sameTree(fast, streamed)) << what;
    ASSERT_EQ(fast.size(), streamed.size()) << what;
    for (NodeId n = 0; n < fast.size(); ++n) {
        ASSERT_EQ(std::signbit(fast.value(n)), std::signbit(streamed.value(n))) << what << " node " << n;
        ASSERT_EQ(fast.label(n), streamed.label(n)) << what << " node " << n;
        ASSERT_EQ(fast.edgeLabel(n), streamed.edgeLabel(n)) << what << " node " << n;
        ASSERT_EQ(fast.score(n), streamed.score(n)) << what << " node " << n;
        ASSERT_EQ(fast.player(n), streamed.player(n)) << what << " node " << n;
    }
    const SourceDocument* a = fast.info().document.get();
    const SourceDocument* b = streamed.info().document.get();
    ASSERT_EQ(a == nullptr, b == nullptr) << what;
    if (a) {
        EXPECT_EQ(a->numberTexts, b->numberTexts) << what;
    }
    EXPECT_EQ(serializeTree(fast), serializeTree(streamed)) << what;
}

// Reads `text` both ways. Returns whether the fast reader took it.
bool readBothWays(const std::string& text, const std::string& what) {
    std::string streamError;
    std::optional<Tree> streamed;
    try {
        streamed = parseTree(Language::English, text, "t.json", TreeReader::Streaming);
    } catch (const TreeFileError& e) {
        streamError = e.what();
    }
    std::vector<std::string> numberTexts;
    const bool fastTook = readWellFormedTree(text, &numberTexts).has_value();
    if (!streamed) {
        std::string fastError;  // a document can be read whole and still be refused (a probability of 2)
        try {
            parseTree(Language::English, text, "t.json");
        } catch (const TreeFileError& e) {
            fastError = e.what();
        }
        EXPECT_EQ(fastError, streamError) << what;
        return fastTook;
    }
    if (fastTook) expectSameReading(parseTree(Language::English, text, "t.json"), *streamed, what);
    return fastTook;
}

}  // namespace

TEST(WellFormedTree, EveryLectureTreeReadsAsTheStreamingReaderReadsIt) {
    int taken = 0, trees = 0;  // documents the fast reader took, of the lecture trees
    for (const auto& entry : std::filesystem::directory_iterator(ABLAB_SOURCE_DIR "/trees")) {
        const std::string name = entry.path().filename().string();
        if (entry.path().extension() != ".json" || name == "schema.json" || name == "index.json") continue;
        const std::string text = readFile(entry.path());
        ++trees;
        readBothWays(text, name);  // the lecture library's "expect" blocks are the streaming reader's
        // The same tree without them is the fast reader's, written as the file writes it.
        nlohmann::json document = nlohmann::json::parse(text);
        // A lesson's voice is the streaming reader's too (files/lesson_voice.h).
        if (document.is_object())
            for (const char* member :
                 {"expect", "exercise_options", "notation", "algorithm", "strict", "fail_hard", "shallow", "negamax", "bounds"})
                document.erase(member);
        taken += readBothWays(document.dump(2), name + " without expect and voice");
        EXPECT_TRUE(readBothWays(document.dump(), name + " on one line")) << name;
    }
    EXPECT_GT(trees, 20);
    EXPECT_EQ(taken, trees);
}

TEST(WellFormedTree, TheWholeGameTreeReadsAsTheStreamingReaderReadsIt) {
    TicTacToeOptions options;
    options.depth = 4;
    const std::string text = serializeTree(makeTicTacToeTree(Language::English, options));
    EXPECT_TRUE(readBothWays(text, "tic-tac-toe to depth 4"));
}

TEST(WellFormedTree, EdgeCasesReadAlikeOrAreRefusedAlike) {
    const std::vector<std::pair<std::string, bool>> cases{
        // the document, whether the fast reader takes it
        {"[1, 2]", true},
        {"5", true},
        {" \"inf\" ", true},
        {"\"+inf\"", true},
        {"[-0, -0.0, 1E5, 12.50, 9007199254740993, 18446744073709551615, -9223372036854775808]", true},
        // up to 18 digits summed by the reader itself, from 19 on by from_chars
        {"[123456789012345678, -123456789012345678, 999999999999999999, 1234567890123456789, -1234567890123456789]", true},
        {"[007]", false},
        // runs of every blank, longer than the sixteen bytes skipped at a time, and a vertical tab, which is none
        {"[1,\r\n\t  \r\n\t  \r\n\t  \r\n\t  \r\n\t  2\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t]", true},
        {"[1,                \v2]", false},
        {"[[3, [\"-inf\", 2]], 7e-3]", true},
        {R"({"first_player": "min", "root": [1, 2]})", true},
        {R"({"$schema": "s", "title": {"en": "a", "zh": "乙"}, "description": "d", "source": {"vi": "ơ"}, "root": 1})", true},
        {R"({"root": {"label": "a\u00e9\ud83d\ude00\n\"", "note": {"vi": "x"}, "children": [{"board": "X..", "edge_label": "L", "score": 3, "value": 2}, {"value": "inf"}]}})",
         true},
        {R"({"root": {"player": "chance", "children": [{"probability": 0.25, "value": 1}, {"probability": 0.75, "value": 3}]}})",
         true},
        {R"({"root": {"children": [1, 2], "player": "min", "label": "after the children"}})", true},
        {"[12345678901234567890123]", false},  // wider than 64 bits: left to nlohmann's double
        {R"({"root": [1], "expect": {"values": [1]}})", false},
        {R"({"root": {"l\u0061bel": "x", "value": 1}})", false},
        {"\xEF\xBB\xBF[1, 2]", false},
        // refused by both
        {"", false},
        {"   ", false},
        {"[]", false},
        {"[[]]", false},
        {"[1,]", false},
        {"[1 2]", false},
        {"[1, 2] x", false},
        {"[1]]", false},
        {"[1e400]", false},
        {"[true]", false},
        {"[null]", false},
        {"\"foo\"", false},
        {"{}", false},
        {R"({"root": [1, 2], "root": [3]})", false},
        {R"({"title": {}, "root": 1})", false},
        {R"({"title": {"en": ""}, "root": 1})", false},
        {R"({"title": {"en": "a", "en": "b"}, "root": 1})", false},
        {R"({"title": {"fr": "a"}, "root": 1})", false},
        {R"({"root": {"value": 1, "children": [2]}})", false},
        {R"({"root": {"children": [1], "value": 1}})", false},
        {R"({"root": {"label": "x"}})", false},
        {R"({"root": {"value": 1, "player": "max"}})", false},
        {R"({"root": {"player": "max", "value": 1}})", false},
        {R"({"root": {"children": [1], "player": "nobody"}})", false},
        {R"({"first_player": "x", "root": [1]})", false},
        {R"({"root": [1], "extra": 2})", false},
        {R"({"root": [{"score": "3", "value": 1}]})", false},
        {R"({"root": [{"value": "-infinity"}]})", false},
        {R"({"root": null})", false},
        {R"({"root": [1]}})", false},
        {R"({"root": [{"label": "\ud800", "value": 1}]})", false},
        {"[{\"label\": \"a\tb\", \"value\": 1}]", false},
        {R"({"root": [{"label": 3, "value": 1}]})", false},
        {R"({"root": [{"children": []}]})", false},
        {R"({"root": [{"value": 1, "value": 2}]})", false},
        {"[1, [2, [3", false},
        {"{\"root\": [1]", false},
        {R"({"root": {"player": "chance", "children": [{"probability": 2, "value": 1}]}})", true},
    };
    for (const auto& [text, taken] : cases) EXPECT_EQ(readBothWays(text, text), taken) << text;
}

// parseTree checks that the text is UTF-8 without a NUL only when the one-pass reader gives up:
// that reader must then take nothing else, and the message must be the plain-text check's.
TEST(WellFormedTree, TakesPlainTextOnly) {
    using namespace std::string_literals;
    const std::vector<std::pair<std::string, std::string>> cases{
        // the document, what the message says
        {"[{\"label\": \"a\0b\", \"value\": 1}]"s, "NUL byte"},
        {"[1, 2]\0"s, "NUL byte"},
        {"[1,\0 2]"s, "NUL byte"},
        {"[{\"label\": \"\xC3\x28\", \"value\": 1}]", "byte 0xc3 is not UTF-8"},
        {"[{\"label\": \"\xC0\xAF\", \"value\": 1}]", "byte 0xc0 is not UTF-8"},
        {"[{\"label\": \"\xED\xA0\x80\", \"value\": 1}]", "byte 0xed is not UTF-8"},
        {"[{\"label\": \"\xF4\x90\x80\x80\", \"value\": 1}]", "byte 0xf4 is not UTF-8"},
        {"[{\"label\": \"\xE4\xB9\", \"value\": 1}]", "byte 0xe4 is not UTF-8"},
        {"[{\"label\": \"x\", \"value\": 1}, \xFF]", "byte 0xff is not UTF-8"},
        {"{\"title\": \"\x8d\", \"root\": [1]}", "byte 0x8d is not UTF-8"},
        {"{\"title\": {\"en\": \"a\", \"zh\": \"\xE4\"}, \"root\": [1]}", "byte 0xe4 is not UTF-8"},
    };
    for (const auto& [text, message] : cases) {
        EXPECT_FALSE(readWellFormedTree(text, nullptr).has_value()) << text;
        try {
            parseTree(Language::English, text, "t.json");
            ADD_FAILURE() << "taken: " << text;
        } catch (const TreeFileError& e) {
            EXPECT_NE(std::string(e.what()).find(message), std::string::npos) << e.what();
        }
    }
}

// The reader learns the bytes between one member and the next from the node before. Nodes
// written alike, then with other spacing, another order, a key that starts like a known one,
// a member given twice or one more member: each reads as the streaming reader reads it.
TEST(WellFormedTree, NodesWrittenAlikeAndThenNotReadAlike) {
    const std::string alike = R"({"label": "m", "board": "X..", "value": 1}, )";
    const std::vector<std::pair<std::string, bool>> variants{
        // the node after three written alike, whether the fast reader takes the document
        {R"({"label": "n", "board": "O..", "value": 2})", true},
        {R"({"label":"n","board":"O..","value":2})", true},
        {R"({"label": "n",   "board":   "O..", "value":    2})", true},
        {"{\"label\": \"n\",\n \"board\": \"O..\", \"value\": 2}", true},
        {R"({"board": "O..", "label": "n", "value": 2})", true},
        {R"({"label": "n", "value": 2, "board": "O.."})", true},
        {R"({"label": "n", "board": "O..", "children": [3, 4]})", true},
        {R"({"label": "n", "board": "O..", "value": 2, "score": 5})", true},
        {R"({"label": "n", "value": 2})", true},
        {R"({"label": "n", "boards": "O..", "value": 2})", false},
        {R"({"label": "n", "board": "O..", "board": "X..", "value": 2})", false},
        {R"({"label": "n", "board": "O..", "value": 2, "value": 3})", false},
        {R"({"label": "n", "board": "O..", "value": 2, "children": [1]})", false},
        {R"({"label": "n", "board": "O..", "value": "two"})", false},
        {R"({"label": "n", "board": "O.."})", false},
    };
    for (const auto& [node, taken] : variants) {
        const std::string text = "[" + alike + alike + alike + node + ", " + alike + node + "]";
        EXPECT_EQ(readBothWays(text, text), taken) << text;
    }
}

TEST(WellFormedTree, DeepChainNeedsNoRecursion) {
    // A thousand levels are read here, without recursion.
    const std::string chain = std::string(1000, '[') + "1" + std::string(1000, ']');
    const std::optional<TreeBuilder> builder = readWellFormedTree(chain, nullptr);
    ASSERT_TRUE(builder.has_value());
    EXPECT_EQ(builder->size(), 1001u);
    // Deeper ones go to the streaming reader, which builds no deeper than the text pays for (a
    // 6 MB run of "[" never closed builds a few thousand levels) and reads them whole again.
    constexpr int kDepth = 200'000;
    const std::string text = std::string(kDepth, '[') + "1" + std::string(kDepth, ']');
    EXPECT_FALSE(readWellFormedTree(text, nullptr).has_value());
    EXPECT_EQ(parseTree(Language::English, text, "deep.json").height(), static_cast<std::uint32_t>(kDepth));
}

TEST(WellFormedTree, AMegabyteOfBareNumbersGoesToTheStreamingReader) {
    // "[" + "1234567," × k + tail: k + 1 leaves in 8k + 2 + |tail| bytes. Past one node in sixteen
    // bytes, what the fast reader would build before it knows the document is whole (fifty bytes
    // a node) could be many times the document; it leaves such a document to the streaming reader.
    constexpr std::size_t k = 200'000;
    std::string body = "[";
    for (std::size_t i = 0; i < k; ++i) body += "1234567,";
    const std::string dense = body + "1]";
    ASSERT_GE(dense.size(), std::size_t{1} << 20);
    EXPECT_FALSE(readWellFormedTree(dense, nullptr).has_value());
    EXPECT_EQ(parseTree(Language::English, dense, "dense.json").size(), k + 2);  // read all the same, streaming
    // The same leaves as objects, {"value": 1234567}: a node in 20 bytes, read in one pass.
    std::string objects = "[";
    for (std::size_t i = 0; i < k; ++i) objects += "{\"value\": 1234567},";
    objects += "1]";
    const std::optional<TreeBuilder> read = readWellFormedTree(objects, nullptr);
    ASSERT_TRUE(read.has_value());
    EXPECT_EQ(read->size(), k + 2);
    // Below a megabyte there is no such rule: a lecture tree of bare numbers is read in one pass.
    EXPECT_TRUE(readWellFormedTree("[" + std::string(body, 1, 80'000) + "1]", nullptr).has_value());
}

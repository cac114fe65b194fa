// What ablab writes of a tree's texts it reads back: every convert format either carries a label
// or title holding a control, invisible or odd character, says what it left out, or refuses the
// tree with one line before writing anything; and no text ablab reads holds a noncharacter, so
// that no format (cairo's PDF) refuses what another (SVG) takes.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>

#include "support/run_ablab.h"
#include "support/temporary_folder.h"

namespace fs = std::filesystem;
using ablab::testing::readFile;
using ablab::testing::runAblab;
using namespace std::string_literals;

namespace {

class WrittenText : public ablab::testing::TemporaryFolderTest {
protected:
    std::string write(const std::string& name, const std::string& text) const {
        std::ofstream(dir / name, std::ios::binary) << text;
        return (dir / name).string();
    }
};

// A JSON tree whose title, source, inner label, leaf label and edge label hold `c`.
nlohmann::json treeHolding(const std::string& c) {
    return {{"title", "T" + c + "x"},
            {"source", "S" + c + "z"},
            {"root",
             {{"children",
               {{{"label", "B" + c + "1"}, {"edge_label", "e" + c + "1"}, {"children", {1, 2}}},
                {{"label", "C"}, {"children", {{{"label", "C" + c + "l"}, {"value", 3}}, 4}}}}}}}};
}

// One line, "ablab: " first, nothing after it.
bool oneErrorLine(const std::string& out) { return out.starts_with("ablab: ") && out.find('\n') == out.size() - 1; }

}  // namespace

TEST_F(WrittenText, EveryFormatReadsBackWhatItWroteOrSaysWhatItCouldNot) {
    const std::pair<const char*, std::string> characters[] = {
        {"NUL", "\0"s},    {"DEL", "\x7f"},   {"ESC", "\x1b[2J"},  {"CR", "\r"},
        {"LF", "\n"},      {"tab", "\t"},     {"NEL", "\u0085"},   {"line separator", "\u2028"},
        {"RLO", "\u202e"}, {"BOM", "\ufeff"}, {"backslash", "\\"}, {"quote", "\""}};
    for (const auto& [name, c] : characters) {
        const nlohmann::json original = treeHolding(c);
        const std::string source = write("in.json", original.dump());
        for (const char* format : {"json", "sexpr", "cs188", "aima"}) {
            SCOPED_TRACE(std::string(name) + " through " + format);
            const fs::path converted = dir / (std::string("t.") + format);
            fs::remove(converted);
            const auto result = runAblab("convert " + source + " --to " + format + " --out " + converted.string() + " --force");
            if (result.status != 0) {
                // Only a NUL is refused, by the text formats: JSON writes it as an escape.
                EXPECT_EQ(std::string(name), "NUL") << result.out;
                EXPECT_STRNE(format, "json");
                EXPECT_EQ(result.status, 2);
                EXPECT_TRUE(oneErrorLine(result.out)) << result.out;
                EXPECT_FALSE(fs::exists(converted));
                continue;
            }
            const std::string note = result.out;  // "note: … has no place for …", then "wrote …"
            const fs::path back = dir / "back.json";
            const auto read = runAblab("convert " + converted.string() + " --to json --out " + back.string() + " --force");
            ASSERT_EQ(read.status, 0) << read.out;
            const nlohmann::json again = nlohmann::json::parse(readFile(back));
            // Each text comes back as it was, or the note names it among what the format left out.
            const auto same = [&](const nlohmann::json& was, const nlohmann::json& is, const char* what) {
                if (was != is) {
                    EXPECT_NE(note.find(what), std::string::npos) << was << " became " << is << "\n" << note;
                }
            };
            same(original["title"], again["title"], "title");
            same(original["source"], again["source"], "source");
            // A node without a label may come back in JSON's shorthand, an array of its children.
            const auto children = [](const nlohmann::json& node) { return node.is_array() ? node : node.at("children"); };
            const nlohmann::json b = children(again.at("root")).at(0);
            same(original["root"]["children"][0]["label"], b.is_object() ? b.value("label", nlohmann::json()) : nlohmann::json(),
                 "label");
            // Whatever the note quotes, it shows: no control character reaches the terminal.
            for (const char raw : {'\0', '\x1b', '\x7f', '\r'}) EXPECT_EQ(note.find(raw), std::string::npos) << note;
        }
    }
}

TEST_F(WrittenText, ATextFormatRefusesANulInOneLineAndWritesNothing) {
    const std::string source = write("nul.json", treeHolding("\0"s).dump());
    const auto sexpr = runAblab("convert " + source + " --to sexpr --out " + (dir / "t.sexp").string());
    EXPECT_EQ(sexpr.out, "ablab: " + source +
                             ": cannot write an S-expression: the title holds U+0000, which a text file cannot hold; convert "
                             "--to json keeps it\n");
    EXPECT_EQ(sexpr.status, 2);
    EXPECT_FALSE(fs::exists(dir / "t.sexp"));

    nlohmann::json labelOnly = treeHolding("");
    labelOnly["root"]["children"][0]["label"] = "B\0"s;
    const std::string label = write("label.json", labelOnly.dump());
    for (const auto& [format, title] : {std::pair{"cs188", "a CS188 test file"}, std::pair{"aima", "an AIMA list"}}) {
        const auto result = runAblab("convert " + label + " --to " + format);
        EXPECT_EQ(result.out, "ablab: " + label + ": cannot write " + title +
                                  ": node B\\x00's label holds U+0000, which a text file cannot hold; convert --to json keeps "
                                  "it\n");
        EXPECT_EQ(result.status, 2);
    }
    // JSON writes it as the escape it was read from.
    const auto json = runAblab("convert " + label + " --to json");
    EXPECT_EQ(json.status, 0);
    EXPECT_NE(json.out.find(R"("B\u0000")"), std::string::npos) << json.out;
}

TEST_F(WrittenText, ANoncharacterIsRefusedWhereverTheFileHoldsIt) {
    const std::string reason = ": expected text, got the Unicode noncharacter ";
    // In JSON, written as an escape or as bytes: the string's JSON pointer, said by the reader
    // that decodes it (nlohmann's parser checks the bytes are UTF-8; a noncharacter is UTF-8).
    const std::string escaped = write("escaped.json", R"({"title": "T\ufffe", "root": [1, 2]})");
    auto result = runAblab("export " + escaped + " --format pdf --out " + (dir / "t.pdf").string());
    EXPECT_EQ(result.out, "ablab: " + escaped + ": /title" + reason + "U+FFFE; remove it\n");
    EXPECT_EQ(result.status, 2);
    EXPECT_FALSE(fs::exists(dir / "t.pdf"));
    const std::string pair = write("pair.json", R"({"root": [{"label": "B\udbff\udfff", "children": [1, 2]}, 3]})");
    result = runAblab("trace " + pair);
    EXPECT_EQ(result.out, "ablab: " + pair + ": /root/0/label" + reason + "U+10FFFF; remove it\n");
    EXPECT_EQ(result.status, 2);
    const std::string raw = write("raw.json", "{\"title\": \"T\uFDD0\", \"root\": [1, 2]}");
    result = runAblab("trace " + raw);
    EXPECT_EQ(result.out, "ablab: " + raw + ": /title" + reason + "U+FDD0; remove it\n");
    EXPECT_EQ(result.status, 2);
    // In a text format, the line and column.
    const std::string sexpr = write("raw.sexp", "; title: T\uFFFF\n(1 2)\n");
    result = runAblab("trace " + sexpr);
    EXPECT_EQ(result.out, "ablab: " + sexpr + ":1:11" + reason + "U+FFFF; remove it\n");
    EXPECT_EQ(result.status, 2);
}

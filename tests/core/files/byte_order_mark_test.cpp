// A UTF-8 byte-order mark before a file (Notepad's "UTF-8 with BOM") is skipped where every
// input is read, so every format reads it as the file without it: its format is recognised, a
// CS188 file's first key is "class" and is checked, and an error on the first line is at the
// column an editor shows.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "files/input_file.h"
#include "files/tree_file.h"
#include "files/tree_formats.h"
#include "support/temporary_folder.h"
#include "support/tree_read_error.h"
#include "teaching/answer.h"

using namespace ablab::core;

namespace {

class ByteOrderMark : public ablab::testing::TemporaryFolderTest {
protected:
    // Writes `text` after a byte-order mark; returns the path.
    std::string withMark(const std::string& name, const std::string& text) const {
        const std::string path = (dir / name).string();
        std::ofstream(path, std::ios::binary) << "\xEF\xBB\xBF" << text;
        return path;
    }
    static std::string loadError(const std::string& path) {
        return ablab::testing::readError([&] { loadTreeFile(Language::English, path); });
    }
};

}  // namespace

TEST_F(ByteOrderMark, EveryFormatReadsAsTheFileWithoutIt) {
    const std::pair<std::string, TreeFormat> files[] = {
        {"; title: Marked\n((3 12 8) (2 4 6) (14 5 2))\n", TreeFormat::Sexpr},
        {"# branching: 3\n[3, 12, 8, 2, 4, 6, 14, 5, 2]\n", TreeFormat::Aima},
        {"class: \"GraphGameTreeTest\"\nstart_state: \"A\"\nsuccessors: \"\"\"\nA x B\nA y C\n\"\"\"\nevaluation: "
         "\"\"\"\nB 3\nC 2\n\"\"\"\n",
         TreeFormat::Cs188},
        {"{\"title\": \"Marked\", \"root\": [[3, 12, 8], [2, 4, 6], [14, 5, 2]]}\n", TreeFormat::Json},
        {"[[3, 12, 8], [2, 4, 6], [14, 5, 2]]", TreeFormat::Json},
    };
    int i = 0;
    for (const auto& [text, format] : files) {
        // No extension: the format is told by the content, which starts after the mark.
        const std::string path = withMark("tree" + std::to_string(i++), text);
        const InputText input = readInputFile(path, "tree file");
        EXPECT_EQ(input.text, text);
        EXPECT_EQ(recognizeTreeFormat(path, input.text, {}), format) << text;
        EXPECT_EQ(loadError(path), "(no error)") << text;
        EXPECT_TRUE(sameTree(loadTreeFile(Language::English, path), parseTreeText(Language::English, text, path, format)))
            << text;
    }
}

TEST_F(ByteOrderMark, TheFirstLineIsCheckedAndPlacedAsAnEditorShowsIt) {
    // The first key is "class", not "\ufeffclass", so the class check applies.
    const std::string pacman = withMark("pacman.test", "class: \"PacmanGameTreeTest\"\nstart_state: \"A\"\n");
    EXPECT_EQ(loadError(pacman),
              pacman + ":1: class is 'PacmanGameTreeTest'; ablab reads GraphGameTreeTest files, the ones that hold a game tree");
    const std::string sexpr = withMark("x.sexp", "(1 x)");
    EXPECT_EQ(
        loadError(sexpr),
        sexpr +
            ":1:4: expected a leaf value (a number, inf or -inf), ( or ), got 'x'; a name may only open a list, as in (B 3 12 8)");
    const std::string aima = withMark("x.aima", "[1, 2, x]");
    EXPECT_EQ(loadError(aima), aima + ":1:8: expected a leaf value (a number, inf or -inf), got 'x'");
    const std::string json = withMark("x.json", "[1, 2,, 3]");
    EXPECT_EQ(loadError(json), json + ":1:7: syntax error: unexpected ','; expected '[', '{', or a literal");
    // A mark alone is an empty file, said as such.
    EXPECT_EQ(loadError(withMark("empty.sexp", "")),
              (dir / "empty.sexp").string() +
                  ":1:1: the file is empty; expected an S-expression tree such as ((3 12 8) (2 4 6) (14 5 2))");
}

TEST_F(ByteOrderMark, ABigFileSkipsItToo) {
    std::string leaves = "(";
    while (leaves.size() < (std::size_t{1} << 20)) leaves += "1 2 3 4 5 6 7 8 ";
    const std::string path = withMark("big.sexp", leaves + ")");
    EXPECT_EQ(readInputFile(path, "tree file").text, leaves + ")");
    EXPECT_EQ(loadTreeFile(Language::English, path).leafCount(), (leaves.size() - 1) / 2);
}

TEST_F(ByteOrderMark, AnAnswerFileWithOneIsRead) {
    const Tree tree = parseTree(Language::English, "[[3, 12, 8], [2, 4, 6], [14, 5, 2]]", "t.json");
    const Answer answer = loadAnswerFile(Language::English, withMark("ada.json", R"({"values": {"B": 3}})"), tree);
    ASSERT_EQ(answer.values.size(), 1u);
    EXPECT_EQ(answer.values.begin()->second.value, 3);
}

// aima-python's flat lists of leaf values with a branching factor.
#include <gtest/gtest.h>

#include <string>

#include "files/aima_list_format.h"
#include "files/tree_file.h"

using namespace ablab::core;

namespace {

std::string aimaListError(std::string_view text, std::uint32_t branching = 3) {
    try {
        parseAimaList(Language::English, text, "t.aima", branching);
    } catch (const TreeFileError& e) {
        return e.what();
    }
    return "no error";
}

}  // namespace

TEST(AimaListFormat, TheTwentySevenLeafListIsAThreePlyTree) {
    std::string list = "[";
    for (int i = 0; i < 27; ++i) list += (i > 0 ? ", " : "") + std::to_string(i * 7 % 11);
    const Tree tree = parseAimaList(Language::English, list + "]", "t.aima", 3);
    EXPECT_EQ(tree.size(), 40u);
    EXPECT_EQ(tree.height(), 3u);
    EXPECT_EQ(tree.value(tree.nodeAt(std::vector<std::uint32_t>{2, 2, 2})), 26 * 7 % 11);
    EXPECT_EQ(tree.player(tree.nodeAt(std::vector<std::uint32_t>{1, 0})), Player::Max);
}

TEST(AimaListFormat, NotebookSpellingsAndTheBranchingLine) {
    const Tree tree = parseAimaList(Language::English,
                                    "# title: Figure 5.2\n# branching: 3\nleaves = [3, 12, 8,\n  2, 4, 6,  # C\n"
                                    "  14, 5, float('-inf')]\n",
                                    "t.aima", 0);
    EXPECT_EQ(tree.info().title, "Figure 5.2");
    EXPECT_EQ(
        serializeTree(tree),
        "{\n  \"title\": \"Figure 5.2\",\n  \"first_player\": \"max\",\n  \"root\": [[3, 12, 8], [2, 4, 6], [14, 5, \"-inf\"]]\n}\n");
    EXPECT_EQ(parseAimaList(Language::English, "3 12 -math.inf 2", "t.aima", 2).value(5), -kInfinity);  // C's first leaf
}

TEST(AimaListFormat, EveryMalformedListGetsOneLineWithItsPlace) {
    EXPECT_EQ(aimaListError("[3, 12, 8, 2]"),
              "t.aima:1:1: 4 leaves are no power of the branching factor 3: a uniform tree has 3, 9, 27, … leaves");
    EXPECT_EQ(aimaListError("[3, 12, 8", 3), "t.aima:1:1: this [ is never closed");
    EXPECT_EQ(aimaListError("\n[3, twelve, 8]"), "t.aima:2:5: expected a leaf value (a number, inf or -inf), got 'twelve'");
    EXPECT_EQ(aimaListError("[3, 12, 8] 4"), "t.aima:1:12: expected the end of the file after the list's ], got '4'");
    EXPECT_EQ(aimaListError("[[3, 12], [8, 2]]", 2),
              "t.aima:1:2: an AIMA list is flat: one [ … ] of leaf values, got a second [");
    EXPECT_EQ(aimaListError("[3, 12, 8]", 0),
              "t.aima:1:1: an AIMA list needs its branching factor: add --branching B (or a '# branching: B' line)");
    EXPECT_EQ(aimaListError("# branching: 2\n[3, 12]", 3), "t.aima:1: the file says branching 2 but --branching says 3");
    EXPECT_EQ(aimaListError("[]"),
              "t.aima:1: no leaf values; expected an AIMA list such as [3, 12, 8, 2, 4, 6, 14, 5, 2] with --branching 3");
}

TEST(AimaListFormat, OnlyUniformAlternatingTreesAreWritten) {
    auto refusal = [](const char* json) {
        try {
            writeAimaList(Language::English, parseTree(Language::English, json, "t"));
        } catch (const TreeFileError& e) {
            return std::string(e.what());
        }
        return std::string("written");
    };
    EXPECT_EQ(refusal("[[1, 2], [3]]"),
              "cannot write an AIMA list: C has 1 children and A 2; an AIMA list holds a uniform tree "
              "(convert --to json, cs188 or sexpr)");
    EXPECT_EQ(refusal("[[1, 2], 3]"),
              "cannot write an AIMA list: leaf C is 1 plies deep and others 2; an AIMA list holds a "
              "uniform tree (convert --to json, cs188 or sexpr)");
    EXPECT_EQ(
        refusal(R"([{"player": "max", "children": [1, 2]}, [3, 4]])"),
        "cannot write an AIMA list: B plays max like its parent, and AIMA lists alternate players (convert --to json or cs188)");
    EXPECT_EQ(refusal("[[1, 2], [3, 4]]"), "written");
    EXPECT_EQ(writeAimaList(Language::English, parseTree(Language::English, "[[1, 2], [3, 4]]", "t")).text,
              "# branching: 2\n[1, 2, 3, 4]\n");
}

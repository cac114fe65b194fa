// S-expression trees: nesting, names, comments, and one line with line:column for every
// malformed file.
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "files/sexpr_format.h"
#include "files/tree_file.h"
#include "search/trace.h"
#include "support/tree_read_error.h"
#include "run/run.h"

using namespace ablab::core;

namespace {

std::string sexprError(std::string_view text) {
    return ablab::testing::readError([&] { parseSexprTree(Language::English, text, "t.sexp"); });
}

}  // namespace

TEST(SexprFormat, TheLectureTreeReadsAsItsJsonShorthand) {
    const Tree tree = parseSexprTree(Language::English, "((3 12 8) (2 4 6) (14 5 2))", "t.sexp");
    const Tree json = parseTree(Language::English, "[[3, 12, 8], [2, 4, 6], [14, 5, 2]]", "t.json");
    // Written as a document (a tree read from JSON text is written back into its own text instead).
    EXPECT_EQ(serializeTree(tree), "{\n  \"first_player\": \"max\",\n  \"root\": [[3, 12, 8], [2, 4, 6], [14, 5, 2]]\n}\n");
    EXPECT_EQ(serializeTree(json), "[[3, 12, 8], [2, 4, 6], [14, 5, 2]]");
    SearchOptions options;
    EXPECT_EQ((*makeRun(std::make_shared<const Tree>(tree), options)->trace).rootValue(), 3);
}

TEST(SexprFormat, NamesLabelListsAndCommentsCarryTheTexts) {
    const Tree tree = parseSexprTree(Language::English,
                                     "; title: Middlesex\n; source: lecture 12\n;; first_player: min\n"
                                     ";; B is where it happens\n\n(root (B 3 12 8) (C 2, 4, 6)  ; C is cut\n  -inf)",
                                     "t.sexp");
    EXPECT_EQ(tree.info().title, "Middlesex");
    EXPECT_EQ(tree.info().source, "lecture 12");
    EXPECT_EQ(tree.info().description, "B is where it happens");
    EXPECT_EQ(tree.firstPlayer(), Player::Min);
    EXPECT_EQ(tree.label(Tree::root()), "root");
    EXPECT_TRUE(tree.hasExplicitLabel(Tree::root()));
    EXPECT_FALSE(tree.hasExplicitLabel(1));  // "B" is what ablab calls the first child anyway
    EXPECT_EQ(tree.label(5), "C");
    EXPECT_EQ(tree.label(6), "C1");  // below a named node, the lecture scheme goes on from its name
    EXPECT_EQ(tree.value(9), -kInfinity);
    EXPECT_EQ(tree.player(1), Player::Max);
}

TEST(SexprFormat, EveryMalformedFileGetsOneLineWithItsPlace) {
    EXPECT_EQ(sexprError("((3 12 8) (2 4 6)"), "t.sexp:1:1: this ( is never closed (1 unclosed)");
    EXPECT_EQ(sexprError("((3 12 8)\n (2 4 6"), "t.sexp:2:2: this ( is never closed (2 unclosed)");
    EXPECT_EQ(sexprError("((3 12 8) (2 4 6)))"), "t.sexp:1:19: ) without a matching (");
    EXPECT_EQ(sexprError("((3 12 8) () (1))"), "t.sexp:1:11: an inner node needs at least one child, got an empty list");
    EXPECT_EQ(
        sexprError("((3 x 8))"),
        "t.sexp:1:5: expected a leaf value (a number, inf or -inf), ( or ), got 'x'; a name may only open a list, as in (B 3 12 8)");
    EXPECT_EQ(
        sexprError("(A B 3)"),
        "t.sexp:1:4: expected a leaf value (a number, inf or -inf), ( or ), got 'B'; a name may only open a list, as in (B 3 12 8)");
    EXPECT_EQ(sexprError("(1 2) (3 4)"), "t.sexp:1:7: expected the end of the file after the tree, got (");
    // A number too large for a double is said to be one, wherever it stands (as in JSON).
    EXPECT_EQ(sexprError("(1 1e999)"),
              R"(t.sexp:1:4: number 1e999 is out of range; write "inf" or "-inf" for a won or lost position)");
    EXPECT_EQ(sexprError("; only a comment\n"),
              "t.sexp:2:1: the file is empty; expected an S-expression tree such as ((3 12 8) (2 4 6) (14 5 2))");
    EXPECT_EQ(sexprError("; first_player: black\n(1 2)"), "t.sexp:1: first_player is max or min, got 'black'");
}

TEST(SexprFormat, ADeepNestingNeedsNoRecursion) {
    constexpr int kDepth = 200'000;
    // Appended in place: GCC 12 takes `std::string(…) + "1" + …`, inlined here, for a write past
    // the temporary's end (a false -Warray-bounds inside libstdc++), an error with ABLAB_WERROR.
    std::string text(kDepth, '(');
    text += '1';
    text.append(kDepth, ')');
    const Tree tree = parseSexprTree(Language::English, text, "deep.sexp");
    EXPECT_EQ(tree.height(), static_cast<std::uint32_t>(kDepth));
    // Written back with indentation that stops growing: linear in the depth, and the same tree.
    const std::string written = writeSexprTree(Language::English, tree).text;
    EXPECT_LT(written.size(), 70u * kDepth);
    EXPECT_EQ(parseSexprTree(Language::English, written, "again.sexp").height(), static_cast<std::uint32_t>(kDepth));
}

TEST(SexprFormat, WritingSaysWhatHasNoPlace) {
    const Tree tree =
        parseTree(Language::English,
                  R"({"title": "T", "root": [{"label": "left", "note": "n", "children": [{"label": "x y", "children": [1]}, 2]},
                                    {"label": "right", "edge_label": "Go", "children": [{"label": "r1", "value": 3}]}]})",
                  "t.json");
    const WrittenTree written = writeSexprTree(Language::English, tree);
    EXPECT_EQ(written.text, "; title: T\n((left (1) 2) (right 3))\n");
    EXPECT_EQ(written.leftOut, "1 leaf label (r1); 1 label that is no S-expression name (x y); 1 note (left); 1 edge label (Go)");
}

// A description is free text: a line of it that reads like a header key ("first_player: min",
// as a CS188 file's description may hold) must come back as description, not turn MAX into MIN.
TEST(SexprFormat, ADescriptionLineThatReadsLikeAHeaderKeyStaysDescription) {
    const Tree tree =
        parseTree(Language::English,
                  R"({"description": "first_player: min\nbranching: 3\ntitle: not the title", "root": [[1, 2], [3]]})", "t.json");
    const Tree again = parseSexprTree(Language::English, writeSexprTree(Language::English, tree).text, "again.sexp");
    EXPECT_EQ(again.player(Tree::root()), Player::Max);
    EXPECT_TRUE(again.info().title.empty());
    EXPECT_EQ(again.info().description, " first_player: min\n branching: 3\n title: not the title");
}

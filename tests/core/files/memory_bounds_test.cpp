// Memory follows the input, not a product of its parts: children of a long label do not each
// copy it, a kept "expect" block has a bound, and an error deep in a document is one short line.
#include <gtest/gtest.h>

#include <string>

#include "files/sexpr_format.h"
#include "files/tree_file.h"
#include "support/tree_read_error.h"

using namespace ablab::core;

namespace {

std::size_t labelBytes(const Tree& tree) {
    std::size_t bytes = 0;
    for (NodeId n = 0; n < tree.size(); ++n) bytes += tree.label(n).size();
    return bytes;
}

}  // namespace

TEST(MemoryBounds, ChildrenOfALongLabelDoNotCopyIt) {
    // A 1 MB label on a node with 2,000 unlabelled children: 2 GB of labels when each copied it.
    const std::string label(1 << 20, 'x');
    std::string json = R"({"root": {"children": [{"label": ")" + label + R"(", "children": [)";
    std::string sexpr = "(root (" + label;
    for (int i = 0; i < 2000; ++i) {
        json += (i ? ",1" : "1");
        sexpr += " 1";
    }
    json += "]}, 5]}}";
    sexpr += ") 5)";
    for (const Tree& tree :
         {parseTree(Language::English, json, "long.json"), parseSexprTree(Language::English, sexpr, "long.sexp")}) {
        ASSERT_EQ(tree.size(), 2003u);
        EXPECT_LT(labelBytes(tree), std::size_t{2} << 20);
        EXPECT_EQ(tree.label(tree.children(tree.children(Tree::root())[0])[0]), "#2");
    }
    // Short labels keep the lecture's scheme.
    const Tree lecture =
        parseTree(Language::English, R"({"root": {"children": [{"label": "Q", "children": [1, 2]}, 5]}})", "t.json");
    EXPECT_EQ(lecture.label(lecture.children(lecture.children(Tree::root())[0])[1]), "Q2");
}

TEST(MemoryBounds, AnErrorDeepInADocumentIsOneShortLine) {
    // 300,000 levels deep with a bad value at the bottom: the JSON pointer is cut, not 600 KB.
    constexpr int kDepth = 300'000;
    const std::string text = std::string(kDepth, '[') + "\"x\"" + std::string(kDepth, ']');
    const std::string error = ablab::testing::readError([&] { parseTree(Language::English, text, "deep.json"); });
    EXPECT_LT(error.size(), 300u) << error.substr(0, 300);
    EXPECT_EQ(error.rfind("deep.json: /…/0/0/0", 0), 0u) << error.substr(0, 300);
    EXPECT_NE(error.find(R"(got string "x")"), std::string::npos) << error.substr(0, 300);
}

TEST(MemoryBounds, AnExpectBlockHasABound) {
    // A million values in "expect" would be 16 to 32 MB as JSON values; the block is refused at
    // a fixed count, so what it keeps is a fixed amount of memory, whatever the file's size.
    std::string text = R"({"root": [1, 2], "expect": [)";
    for (int i = 0; i < 1'000'000; ++i) text += i ? ",1" : "1";
    text += "]}";
    EXPECT_EQ(ablab::testing::readError([&] { parseTree(Language::English, text, "big.json"); }),
              R"(big.json: /expect: the "expect" block holds more than 100000 values, the most ablab keeps)");
    // 100,000 are kept: the array and 99,999 numbers in it.
    text = R"({"root": [1, 2], "expect": [)";
    for (int i = 0; i < 99'999; ++i) text += i ? ",1" : "1";
    text += "]}";
    EXPECT_EQ(parseTree(Language::English, text, "kept.json").info().expectJson.size(), 4 * 99'999 + 1u);  // [1.0,1.0,…]
}

// Issue 39: "leaves switch between boxes and discs within one row". A leaf is a box holding its
// value, or, in a row too tight for that, a small disc with the value below; a picture draws
// every leaf the same way, even when only one value is too wide for its box.
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "export/export.h"
#include "export/svg_painter.h"
#include "files/tree_file.h"
#include "run/run.h"
#include "support/temporary_folder.h"

using namespace ablab::core;
using ablab::testing::count;

namespace {

std::string svgAt(const std::string& shorthand, std::size_t step, int width, int height) {
    const auto run = makeRun(std::make_shared<const Tree>(parseTree(Language::English, shorthand, "t")), {});
    ExportOptions options;
    options.width = width;
    options.height = height;
    options.wholeView = true;  // every leaf in one row
    SvgPainter painter(static_cast<float>(width), static_cast<float>(height), Theme::light().background);
    paintStep(*run->trace, *run->layout, step, options, painter);
    return painter.document();
}

}  // namespace

TEST(LeafShape, OneValueTooWideForItsBoxMakesEveryLeafADisc) {
    // 36 one-digit leaves and one of five characters, side by side at 1280 pixels: a one-digit box
    // fits the 35 pixels a leaf has, "−1000"'s does not.
    std::string tree = "[";
    for (int group = 0; group < 6; ++group) {
        tree += group ? ", [" : "[";
        for (int leaf = 0; leaf < 6; ++leaf)
            tree += (leaf ? ", " : "") + std::to_string(group == 2 && leaf == 3 ? -1000 : 1 + (group + leaf) % 9);
        tree += "]";
    }
    tree += "]";
    const std::string mixed = svgAt(tree, 0, 1280, 720);
    EXPECT_EQ(count(mixed, "<circle"), 36u) << "every leaf a disc";
    // The same row without the wide value: every leaf a box.
    std::string narrow = tree;
    narrow.replace(narrow.find("-1000"), 5, "7");
    EXPECT_EQ(count(svgAt(narrow, 0, 1280, 720), "<circle"), 0u);
}

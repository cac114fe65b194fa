// Checks a screenshot by its pixels. The canvas draws with the light theme (core/paint.cpp):
// pruned boxes are filled #F2F2F2, evaluated ones #DDF0E8, and the canvas background is white,
// so the styles can be counted exactly. A big tree's narrow subtrees are summary marks, filled
// #009E73 for their evaluated share and #6B6B6B (the pruned ink) for their pruned share.
//   check_screenshot FILE.png start|end       (AIMA Figure 5.2)
//   check_screenshot FILE.png whole-tree      (the full tic-tac-toe tree at the end of α-β)
//   check_screenshot FILE.png counter         (presenting: "step N of M" whole, top right)
//   check_screenshot FILE.png leaf-values TREE.json PIXELS
//                                             (presenting at step 0: every digit of every leaf
//                                              value drawn at least PIXELS high as a font)
#include <stb/stb_image.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <set>
#include <string>
#include <vector>

#include "files/tree_file.h"
#include "model/tree.h"
#include "model/value.h"

namespace {

struct Image {
    int width = 0, height = 0;
    unsigned char* pixels = nullptr;
    unsigned rgb(int x, int y) const {
        const unsigned char* p = pixels + 3 * (static_cast<long>(y) * width + x);
        return static_cast<unsigned>((p[0] << 16) | (p[1] << 8) | p[2]);
    }
    int grey(int x, int y) const {  // -1 unless the pixel is a grey (r = g = b)
        const unsigned c = rgb(x, y);
        const unsigned r = c >> 16, g = (c >> 8) & 255, b = c & 255;
        return r == g && g == b ? static_cast<int>(r) : -1;
    }
};

// The window's light style draws disabled text (the step counter) in 40 % grey, #666666
// (gui/window.cpp: 5:1 on the panels, WCAG AA); the explanation beside it is black. In the top rows' right part the counter must
// be there, whole, and have no black text over it.
bool checkCounter(const Image& image) {
    const int top = image.height / 14;  // the status line's first line (4.5 % of the height)
    // The counter's columns: leftwards from the rightmost grey one, up to a gap wider than the
    // space between its words (the explanation's anti-aliased rims may hold that grey too).
    auto column = [&](int x) {
        for (int y = 0; y < top; ++y)
            if (image.grey(x, y) == 102) return true;
        return false;
    };
    int from = image.width - 1;
    while (from >= 0 && !column(from)) --from;
    for (int gap = 0; from > 0 && gap < 20; --from) gap = column(from - 1) ? 0 : gap + 1;
    long counter = 0, atEdge = 0, black = 0;
    int left = image.width, right = -1, up = top, down = -1;
    for (int y = 0; y < top; ++y)
        for (int x = std::max(from, 0); x < image.width; ++x)
            if (image.grey(x, y) == 102) {
                ++counter, atEdge += x >= image.width - 4;
                left = std::min(left, x), right = std::max(right, x), up = std::min(up, y), down = std::max(down, y);
            }
    for (int y = std::max(0, up - 2); y <= std::min(image.height - 1, down + 2); ++y)
        for (int x = std::max(0, left - 2); x <= std::min(image.width - 1, right + 2); ++x) {
            const int g = image.grey(x, y);
            black += g >= 0 && g < 90;
        }
    std::printf("counter: %ld grey pixels in x %d–%d, %ld at the edge, %ld black pixels over them\n", counter, left, right,
                atEdge, black);
    // Whole: clear of the window's padding (ImGui clips text there), and as wide as "step N of
    // M" is (more than four times as wide as its letters are high), not a clipped "step 3".
    const bool whole = right <= image.width - 10 && right - left > 4 * (down - up);
    return counter > 60 && atEdge == 0 && black == 0 && whole;
}

// Black glyphs below the status line: 8-connected dark components whose height is that of a
// digit (0.73 em) at PIXELS or more, less than a sixth of the picture (no edge or outline), and
// not much wider than tall. At step 0 no inner node has a value yet, so these are the leaves' digits.
bool checkLeafValues(const Image& image, const char* treeFile, float pixels) {
    const ablab::core::Tree tree = ablab::core::loadTreeFile(ablab::core::Language::English, treeFile);
    long digits = 0;
    for (ablab::core::NodeId n = 0; n < tree.size(); ++n)
        if (tree.isLeaf(n))
            for (char c : ablab::core::formatValue(tree.value(n))) digits += c >= '0' && c <= '9';
    const int top = image.height / 7;  // below the status line (two lines at most)
    std::vector<int> seen(static_cast<std::size_t>(image.width) * image.height, 0);
    auto dark = [&](int x, int y) {
        const int g = image.grey(x, y);
        return g >= 0 && g < 110;
    };
    const float least = 0.73f * pixels - 1.0f;
    long glyphs = 0;
    std::vector<std::pair<int, int>> stack;
    for (int y = top; y < image.height; ++y)
        for (int x = 0; x < image.width; ++x) {
            if (!dark(x, y) || seen[static_cast<std::size_t>(y) * image.width + x]) continue;
            int left = x, right = x, up = y, down = y;
            stack.assign(1, {x, y});
            seen[static_cast<std::size_t>(y) * image.width + x] = 1;
            while (!stack.empty()) {
                const auto [px, py] = stack.back();
                stack.pop_back();
                left = std::min(left, px), right = std::max(right, px), up = std::min(up, py), down = std::max(down, py);
                for (int dy = -1; dy <= 1; ++dy)
                    for (int dx = -1; dx <= 1; ++dx) {
                        const int nx = px + dx, ny = py + dy;
                        if (nx < 0 || ny < top || nx >= image.width || ny >= image.height) continue;
                        auto& mark = seen[static_cast<std::size_t>(ny) * image.width + nx];
                        if (mark || !dark(nx, ny)) continue;
                        mark = 1;
                        stack.push_back({nx, ny});
                    }
            }
            const float h = static_cast<float>(down - up + 1), w = static_cast<float>(right - left + 1);
            if (h >= least && h <= static_cast<float>(image.height) / 6 && w <= 1.5f * h) ++glyphs;
        }
    std::printf("leaf values: %ld digit-sized glyphs, %ld digits in the leaf values\n", glyphs, digits);
    return digits > 0 && glyphs >= digits;
}

// The pseudocode's lit line (its yellow, #F0E442) is wholly in view in the side panel (the
// right third): a band of at least a line's height, not a strip cut by the panel's bottom edge.
bool checkLitLine(const Image& image) {
    int band = 0, tallest = 0;
    for (int y = 0; y < image.height; ++y) {
        int lit = 0;
        for (int x = image.width * 2 / 3; x < image.width; ++x) lit += image.rgb(x, y) == 0xF0E442;
        band = lit >= 100 ? band + 1 : 0;
        tallest = std::max(tallest, band);
    }
    std::printf("lit line: %d rows tall\n", tallest);
    return tallest >= 16;
}

}  // namespace

int main(int argc, char** argv) {
    const bool leafValues = argc == 5 && std::strcmp(argv[2], "leaf-values") == 0;
    if (argc != 3 && !leafValues) {
        std::fprintf(stderr,
                     "usage: check_screenshot FILE.png start|end|whole-tree|counter|lit-line\n"
                     "       check_screenshot FILE.png leaf-values TREE.json PIXELS\n");
        return 2;
    }
    Image image;
    int channels = 0;
    image.pixels = stbi_load(argv[1], &image.width, &image.height, &channels, 3);
    if (!image.pixels) {
        std::fprintf(stderr, "%s: cannot read the PNG\n", argv[1]);
        return 1;
    }
    if (leafValues || std::strcmp(argv[2], "counter") == 0 || std::strcmp(argv[2], "lit-line") == 0) {
        const bool ok = leafValues                             ? checkLeafValues(image, argv[3], std::strtof(argv[4], nullptr))
                        : std::strcmp(argv[2], "counter") == 0 ? checkCounter(image)
                                                               : checkLitLine(image);
        stbi_image_free(image.pixels);
        std::printf("%s: %s\n", argv[1], ok ? "ok" : "FAILED");
        return ok ? 0 : 1;
    }
    // A style counts where a pixel and its eight neighbours all have its fill colour: the inside
    // of a box, not the anti-aliased rim of a line that happens to blend to the same grey.
    auto rgbAt = [&](int x, int y) { return image.rgb(x, y); };
    const int width = image.width, height = image.height;
    const bool wholeTree = std::strcmp(argv[2], "whole-tree") == 0;
    const unsigned prunedColour = wholeTree ? 0x6B6B6B : 0xF2F2F2, evaluatedColour = wholeTree ? 0x009E73 : 0xDDF0E8;
    long pruned = 0, evaluated = 0;
    std::set<unsigned> colours;
    for (int y = 1; y + 1 < height; ++y) {
        for (int x = 1; x + 1 < width; ++x) {
            const unsigned rgb = rgbAt(x, y);
            colours.insert(rgb);
            if (rgb != prunedColour && rgb != evaluatedColour) continue;
            bool inside = true;
            for (int dy = -1; dy <= 1 && inside; ++dy)
                for (int dx = -1; dx <= 1; ++dx) inside = inside && rgbAt(x + dx, y + dy) == rgb;
            if (!inside) continue;
            (rgb == prunedColour ? pruned : evaluated) += 1;
        }
    }
    stbi_image_free(image.pixels);
    std::printf("%s: %dx%d, %zu colours, %ld pruned-style pixels, %ld evaluated-style pixels\n", argv[1], width, height,
                colours.size(), pruned, evaluated);
    bool ok = colours.size() > 20;  // not blank
    if (std::strcmp(argv[2], "start") == 0) ok = ok && pruned == 0 && evaluated == 0;
    // The whole game tree: both shares visible as areas, and α-β prunes far more than it
    // evaluates (about 3 % of the leaves are evaluated).
    else if (wholeTree) ok = ok && evaluated > 500 && pruned > 10 * evaluated;
    // At the end: C2 and C3 (two boxes, each over 500 pixels inside at 1280×720 even beside the
    // panels) pruned; B1–B3, C1, D1–D3 and the inner nodes evaluated.
    else ok = ok && pruned > 1000 && evaluated > 3000;
    std::printf("%s\n", ok ? "ok" : "FAILED");
    return ok ? 0 : 1;
}

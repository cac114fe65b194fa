// Checks a screenshot by its pixels. The canvas draws with the light theme (core/paint.cpp):
// pruned boxes are filled #F2F2F2, evaluated ones #DDF0E8, and the canvas background is white,
// so the styles can be counted exactly. A big tree's narrow subtrees are summary marks, filled
// #009E73 for their evaluated share and #A6A6A6 for their pruned share.
//   check_screenshot FILE.png start|end       (AIMA Figure 5.2)
//   check_screenshot FILE.png whole-tree      (the full tic-tac-toe tree at the end of α-β)
#include <stb/stb_image.h>

#include <cstdio>
#include <cstring>
#include <set>

int main(int argc, char** argv) {
    if (argc != 3) {
        std::fprintf(stderr, "usage: check_screenshot FILE.png start|end|whole-tree\n");
        return 2;
    }
    int width = 0, height = 0, channels = 0;
    unsigned char* pixels = stbi_load(argv[1], &width, &height, &channels, 3);
    if (!pixels) {
        std::fprintf(stderr, "%s: cannot read the PNG\n", argv[1]);
        return 1;
    }
    // A style counts where a pixel and its eight neighbours all have its fill colour: the inside
    // of a box, not the anti-aliased rim of a line that happens to blend to the same grey.
    auto rgbAt = [&](int x, int y) {
        const unsigned char* p = pixels + 3 * (static_cast<long>(y) * width + x);
        return static_cast<unsigned>((p[0] << 16) | (p[1] << 8) | p[2]);
    };
    const bool wholeTree = std::strcmp(argv[2], "whole-tree") == 0;
    const unsigned prunedColour = wholeTree ? 0xA6A6A6 : 0xF2F2F2, evaluatedColour = wholeTree ? 0x009E73 : 0xDDF0E8;
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
    stbi_image_free(pixels);
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

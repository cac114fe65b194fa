// Checks a screenshot of a tree labelled in Chinese or Vietnamese against a screenshot of the same
// tree with every non-ASCII character replaced by "?", which is exactly what ImGui draws for a
// glyph its atlas lacks. The two must differ where the labels are, and the status line with its
// step counter must fit the window (no text ink in the last columns of its band).
//   check_glyphs LABELLED.png QUESTION-MARKS.png
#include <stb/stb_image.h>

#include <cstdio>
#include <cstdlib>

int main(int argc, char** argv) {
    if (argc != 3) {
        std::fprintf(stderr, "usage: check_glyphs LABELLED.png QUESTION-MARKS.png\n");
        return 2;
    }
    int width = 0, height = 0, otherWidth = 0, otherHeight = 0, channels = 0;
    unsigned char* labelled = stbi_load(argv[1], &width, &height, &channels, 3);
    unsigned char* marks = stbi_load(argv[2], &otherWidth, &otherHeight, &channels, 3);
    if (!labelled || !marks || width != otherWidth || height != otherHeight) {
        std::fprintf(stderr, "cannot read two screenshots of one size\n");
        return 1;
    }
    long differing = 0;
    for (long i = 0; i < 3L * width * height; i += 3)
        if (std::abs(labelled[i] - marks[i]) + std::abs(labelled[i + 1] - marks[i + 1]) +
                std::abs(labelled[i + 2] - marks[i + 2]) >
            60)
            ++differing;
    // Nine labels of two or three characters: hundreds of pixels at least where glyphs replace "?".
    std::printf("%ld pixels differ from the question-mark rendering\n", differing);
    // The status line is the second row (below the toolbar): dark text in the last 8 columns of
    // its band would be a step counter pushed out of the window.
    long clipped = 0;
    for (int y = 30; y < 72 && y < height; ++y)
        for (int x = width - 8; x < width; ++x) {
            const unsigned char* p = labelled + 3L * (static_cast<long>(y) * width + x);
            if (p[0] + p[1] + p[2] < 3 * 160) ++clipped;
        }
    std::printf("%ld ink pixels at the status line's right edge\n", clipped);
    stbi_image_free(labelled);
    stbi_image_free(marks);
    return differing > 400 && clipped == 0 ? 0 : 1;
}

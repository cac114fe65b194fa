#include "export/gif_writer.h"

#include <gif_lib.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <memory>
#include <numeric>
#include <stdexcept>
#include <vector>

namespace ablab::core {

namespace {

constexpr int kBins = 1 << 15;  // 5 bits per channel

inline int binOf(const std::uint8_t* p) { return (p[0] >> 3) << 10 | (p[1] >> 3) << 5 | (p[2] >> 3); }

struct Palette {
    std::array<GifColorType, 256> colors{};
    int size = 0;
    std::vector<std::uint8_t> lookup = std::vector<std::uint8_t>(kBins, 0);  // bin → palette index
};

Palette choosePalette(const GifAnimation& a, std::vector<std::uint8_t>& pixels) {
    // Popularity: count every bin over all frames. A chosen entry is the bin's mean colour, or
    // the exact colour that fills most of the bin (a theme's background, a node's fill), so
    // flat colours come out exactly as the other formats draw them.
    std::vector<std::uint64_t> count(kBins, 0), same(kBins, 0);
    std::vector<std::array<std::uint64_t, 3>> sum(kBins, {0, 0, 0});
    std::vector<std::array<std::uint8_t, 3>> first(kBins, {0, 0, 0});
    for (std::size_t f = 0; f < a.frameCount; ++f) {
        a.render(f, pixels);
        for (std::size_t i = 0; i < pixels.size(); i += 4) {
            const int bin = binOf(&pixels[i]);
            if (count[bin]++ == 0) first[bin] = {pixels[i], pixels[i + 1], pixels[i + 2]};
            if (first[bin][0] == pixels[i] && first[bin][1] == pixels[i + 1] && first[bin][2] == pixels[i + 2]) ++same[bin];
            for (int c = 0; c < 3; ++c) sum[bin][c] += pixels[i + c];
        }
    }
    std::vector<int> used;
    for (int bin = 0; bin < kBins; ++bin)
        if (count[bin] > 0) used.push_back(bin);
    const std::size_t kept = std::min<std::size_t>(used.size(), 256);
    std::partial_sort(used.begin(), used.begin() + static_cast<std::ptrdiff_t>(kept), used.end(),
                      [&](int x, int y) { return count[x] != count[y] ? count[x] > count[y] : x < y; });
    Palette palette;
    palette.size = std::max<int>(2, static_cast<int>(kept));  // giflib wants at least two entries
    for (std::size_t i = 0; i < kept; ++i) {
        const int bin = used[i];
        palette.colors[i] = same[bin] * 2 > count[bin] ? GifColorType{first[bin][0], first[bin][1], first[bin][2]}
                                                       : GifColorType{static_cast<GifByteType>(sum[bin][0] / count[bin]),
                                                                      static_cast<GifByteType>(sum[bin][1] / count[bin]),
                                                                      static_cast<GifByteType>(sum[bin][2] / count[bin])};
    }
    // Nearest palette entry for every bin (its centre), by squared distance.
    for (int bin = 0; bin < kBins; ++bin) {
        const int r = ((bin >> 10) & 31) * 8 + 4, g = ((bin >> 5) & 31) * 8 + 4, b = (bin & 31) * 8 + 4;
        int best = 0, bestDistance = 1 << 30;
        for (std::size_t i = 0; i < kept; ++i) {
            const int dr = r - palette.colors[i].Red, dg = g - palette.colors[i].Green, db = b - palette.colors[i].Blue;
            const int d = dr * dr + dg * dg + db * db;
            if (d < bestDistance) bestDistance = d, best = static_cast<int>(i);
        }
        palette.lookup[bin] = static_cast<std::uint8_t>(best);
    }
    // Colours that were counted map to their own entry even when a neighbour's centre is closer.
    for (std::size_t i = 0; i < kept; ++i) palette.lookup[used[i]] = static_cast<std::uint8_t>(i);
    return palette;
}

int paletteBits(int size) {
    int bits = 1;
    while ((1 << bits) < size) ++bits;
    return bits;
}

struct GifCloser {
    void operator()(GifFileType* gif) const {
        int error = 0;
        EGifCloseFile(gif, &error);
    }
};

}  // namespace

void writeGif(const std::string& path, const GifAnimation& a, const std::string& target) {
    if (a.width <= 0 || a.height <= 0 || a.frameCount == 0) throw std::runtime_error(target + ": nothing to animate");
    std::vector<std::uint8_t> pixels(static_cast<std::size_t>(a.width) * static_cast<std::size_t>(a.height) * 4);
    const Palette palette = choosePalette(a, pixels);

    auto fail = [&](const char* what, int error) {
        std::remove(path.c_str());
        return std::runtime_error(target + ": cannot write GIF (" + what + ": " + GifErrorString(error) + ")");
    };
    int error = 0;
    std::unique_ptr<GifFileType, GifCloser> gif(EGifOpenFileName(path.c_str(), false, &error));
    if (!gif) throw std::runtime_error(target + ": cannot write GIF (" + GifErrorString(error) + ")");
    EGifSetGifVersion(gif.get(), true);

    const int bits = paletteBits(palette.size);
    std::vector<GifColorType> colors(static_cast<std::size_t>(1) << bits, GifColorType{0, 0, 0});
    std::copy_n(palette.colors.begin(), palette.size, colors.begin());
    ColorMapObject* map = GifMakeMapObject(static_cast<int>(colors.size()), colors.data());
    if (!map) throw fail("palette", E_GIF_ERR_NOT_ENOUGH_MEM);
    const int put = EGifPutScreenDesc(gif.get(), a.width, a.height, bits, 0, map);
    GifFreeMapObject(map);
    if (put == GIF_ERROR) throw fail("screen", gif->Error);

    // NETSCAPE2.0: loop forever.
    static const GifByteType netscape[] = {'N', 'E', 'T', 'S', 'C', 'A', 'P', 'E', '2', '.', '0'};
    static const GifByteType loop[] = {1, 0, 0};
    if (EGifPutExtensionLeader(gif.get(), APPLICATION_EXT_FUNC_CODE) == GIF_ERROR ||
        EGifPutExtensionBlock(gif.get(), sizeof netscape, netscape) == GIF_ERROR ||
        EGifPutExtensionBlock(gif.get(), sizeof loop, loop) == GIF_ERROR || EGifPutExtensionTrailer(gif.get()) == GIF_ERROR)
        throw fail("loop", gif->Error);

    std::vector<GifPixelType> row(static_cast<std::size_t>(a.width));
    for (std::size_t f = 0; f < a.frameCount; ++f) {
        GraphicsControlBlock control{};
        control.DisposalMode = DISPOSE_DO_NOT;
        control.UserInputFlag = false;
        control.DelayTime = a.delay ? a.delay(f) : 100;
        control.TransparentColor = NO_TRANSPARENT_COLOR;
        GifByteType extension[4];
        const std::size_t length = EGifGCBToExtension(&control, extension);
        if (EGifPutExtension(gif.get(), GRAPHICS_EXT_FUNC_CODE, static_cast<int>(length), extension) == GIF_ERROR)
            throw fail("frame delay", gif->Error);
        if (EGifPutImageDesc(gif.get(), 0, 0, a.width, a.height, false, nullptr) == GIF_ERROR) throw fail("frame", gif->Error);
        a.render(f, pixels);
        for (int y = 0; y < a.height; ++y) {
            const std::uint8_t* p = &pixels[static_cast<std::size_t>(y) * static_cast<std::size_t>(a.width) * 4];
            for (int x = 0; x < a.width; ++x, p += 4) row[static_cast<std::size_t>(x)] = palette.lookup[binOf(p)];
            if (EGifPutLine(gif.get(), row.data(), a.width) == GIF_ERROR) throw fail("pixels", gif->Error);
        }
    }
    GifFileType* raw = gif.release();
    if (EGifCloseFile(raw, &error) == GIF_ERROR) {
        std::remove(path.c_str());
        throw std::runtime_error(target + ": cannot write GIF (" + std::string(GifErrorString(error)) + ")");
    }
}

}  // namespace ablab::core

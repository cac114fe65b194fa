#pragma once
// DejaVu Sans, regular and bold, rasterised at a few pixel sizes: text is drawn from the
// nearest larger size and scaled down a little, so it stays crisp at every zoom. Noto Sans CJK SC
// is merged into every size for Chinese. The atlas holds a fixed set (Latin, Greek, the lecture's
// symbols) plus the characters in use: the interface language's and the open tree's. Loading
// all 20,000 ideographs at five sizes would cost hundreds of megabytes.
#include <imgui.h>

#include <array>
#include <memory>
#include <string_view>
#include <vector>

#include "model/tree.h"
#include "platform/platform.h"
#include "text/translate.h"

namespace ablab::app {

// The panels' text size at a content scale of 1: readable on a laptop, and F5's presentation
// mode draws the canvas and status line larger still. Window builds the atlas at it × the scale.
inline constexpr float kInterfacePixels = 18.0f;
// The screen's content scale the atlas was built for (the panels' text over kInterfacePixels):
// 3 on a phone whose CSS pixel is three screen pixels. Sizes written in pixels at a scale of 1
// are multiplied by it, so that the window looks the same on every screen.
float interfaceScale();

struct Fonts {
    static constexpr std::array<float, 5> kSizes{16, 24, 36, 54, 80};
    std::array<ImFont*, kSizes.size()> regular{};
    std::array<ImFont*, kSizes.size()> bold{};
    ImFont* ui = nullptr;  // the panels' font
    // The one regular size that holds the sentences (CatalogueEntry::sentence): the status line's.
    ImFont* sentence = nullptr;
    // Sentences (the status line) are rasterised up to this size and scaled up beyond it: only
    // the status line on a very large screen is set larger, and an 80-pixel copy of every
    // ideograph of the explanations was a third of the Chinese atlas's rasterising time.
    static constexpr float kLargestSentenceSize = 54;

    // The font to draw `pixels`-high text with.
    ImFont* pick(float pixels, bool isBold) const;
    // The size (an index of kSizes) to rasterise the sentences at for a status line of `pixels`:
    // the smallest that is not scaled up by more than 5 %, at most kLargestSentenceSize.
    static std::size_t sentenceSizeFor(float pixels);
    // The font to draw a sentence with: the size that holds the sentences' glyphs, never "?".
    ImFont* sentenceFont() const { return sentence ? sentence : ui; }
};

// Code points beyond the fixed set, sorted and unique.
using GlyphSet = std::vector<ImWchar>;

// Adds the code points of a UTF-8 text that the fixed set lacks.
void addGlyphs(GlyphSet& glyphs, std::string_view utf8);

// What the window needs beyond the fixed set. Every glyph costs rasterising at every size it is
// in, so the sets are kept apart: the tree's text and the cutoff titles are drawn in regular and
// bold at every size; the sentences (explanations, the step counter) in the regular sizes; the
// panels' words at the panels' size only.
struct NeededGlyphs {
    GlyphSet canvas;     // the tree's labels and edge labels, and the cutoff titles
    GlyphSet sentences;  // the catalogue's sentences (CatalogueEntry::sentence), at sentenceSize only
    GlyphSet interface;  // the whole catalogue of the interface language, every language's own name, and the
                         // tree's title, description, source and notes (shown in the panels only)
    // The status line shows one size at a time, so the sentences are rasterised at that one
    // (an index of Fonts::kSizes): the explanations' ideographs at four sizes were most of a
    // Chinese rebuild. A window changing size or mode (F5) rebuilds for its new size.
    std::size_t sentenceSize = 0;
    bool operator==(const NeededGlyphs&) const = default;
};
NeededGlyphs glyphsFor(const core::Tree& tree, core::Language language);
// Whether any of them is a Chinese character or CJK punctuation, which DejaVu Sans lacks.
bool needsCjk(const NeededGlyphs& glyphs);

// A read-only file mapped into memory: the pages of the glyphs ImGui rasterises are read, the
// rest of a 20 MB font collection never is.
class MappedFile {
public:
    explicit MappedFile(const char* path);
    ~MappedFile();
    MappedFile(const MappedFile&) = delete;
    MappedFile& operator=(const MappedFile&) = delete;
    void* data() const { return m_data; }
    int size() const { return static_cast<int>(m_size); }
    bool contains(const void* p) const { return m_data && p >= m_data && p < static_cast<const char*>(m_data) + m_size; }

private:
    void* m_data = nullptr;
    std::size_t m_size = 0;
};

// ImGui's atlas: the fonts (kept at one address: the canvas holds a reference) with the fixed
// set plus the needed glyphs; `uiSize` is the panels' text size. Falls back to ImGui's built-in
// font (ASCII only) when DejaVu Sans is not installed, and leaves Chinese out when Noto Sans CJK
// is not.
class FontAtlas {
public:
    explicit FontAtlas(float uiSize);
    ~FontAtlas();
    FontAtlas(const FontAtlas&) = delete;
    FontAtlas& operator=(const FontAtlas&) = delete;
    const Fonts& fonts() const { return m_fonts; }
    const NeededGlyphs& glyphs() const { return m_glyphs; }
    // Whether `p` points into a mapped font file (which ImGui's allocator must not free).
    bool isMapped(const void* p) const {
        return (m_cjkRegular && m_cjkRegular->contains(p)) || (m_cjkBold && m_cjkBold->contains(p)) ||
               (m_cjkLanguageNames && m_cjkLanguageNames->contains(p));
    }
    // Whether Chinese glyphs can be drawn: Noto Sans CJK is mapped.
    bool hasCjk() const { return m_cjkRegular && m_cjkRegular->data() && m_cjkBold && m_cjkBold->data(); }
    // Whether the atlas holds every code point of `needed`.
    bool covers(const NeededGlyphs& needed) const;
    // Whether Noto Sans CJK's files can be read now (in the browser: the first call fetches them).
    bool cjkFilesReady() { return platform::cjkFontsReady(m_cjkFetch); }
    // Rebuilds the atlas's input with `glyphs`, mapping Noto Sans CJK first when `glyphs` need it
    // and its files are ready; the caller uploads the new texture.
    void rebuild(NeededGlyphs glyphs);
    // The panels' font at another size (the window moved to a monitor of another content
    // scale): the atlas is rebuilt with the glyphs it has; the caller uploads the new texture.
    void resizeInterface(float uiSize);

private:
    float m_uiSize;
    Fonts m_fonts;
    NeededGlyphs m_glyphs;
    ImVector<ImWchar> m_canvasRanges, m_sentenceRanges, m_allRanges;
    std::unique_ptr<MappedFile> m_cjkRegular, m_cjkBold;  // mapped once a tree or the interface needs them
    std::unique_ptr<MappedFile> m_cjkLanguageNames;       // the browser's, until then (FontFiles)
    platform::CjkFetch m_cjkFetch;                        // the browser's fetch of the CJK files
};

}  // namespace ablab::app

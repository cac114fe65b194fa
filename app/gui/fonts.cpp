#include "gui/fonts.h"
#include "search/explain.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>

#include "gui/status_line_words.h"
#include "platform/platform.h"
#include "text/catalogue.h"
#include "text/utf8.h"

namespace ablab::app {

namespace {

// Which files: platform::fontFiles (Debian's on the desktop, the browser's packed subsets).
constexpr float kCjkScale = 1.15f;

// ASCII, α β, dashes and the ellipsis, arrows (→), minus, ∞ ≤ ≥, ⌈ ⌉ ⌊ ⌋ (the best case
// b^⌈d/2⌉ + b^⌊d/2⌋ − 1), and ▲ ▼ □ ○: what the canvas and the status line always need, at every
// size. Any other letter (é, Greek, Vietnamese) comes with the texts that use it, so the large
// sizes hold only those: the 80-pixel fonts were nearly half the atlas's rasterising time.
constexpr ImWchar kFixedRanges[] = {0x0020, 0x007E, 0x00B7, 0x00B7, 0x00D7, 0x00D7, 0x03B1, 0x03B2, 0x2013, 0x2026,
                                    0x2190, 0x2193, 0x2212, 0x2212, 0x221E, 0x221E, 0x2264, 0x2265, 0x2308, 0x230B,
                                    0x25A1, 0x25A1, 0x25B2, 0x25B2, 0x25BC, 0x25BC, 0x25CB, 0x25CB, 0};
// The panels' one size also holds all of Latin-1 and Greek, for what people type into boxes.
constexpr ImWchar kInterfaceRanges[] = {0x0020, 0x00FF, 0x0391, 0x03C9, 0};

bool inFixedSet(char32_t c) {
    for (std::size_t i = 0; kFixedRanges[i] != 0; i += 2)
        if (c >= kFixedRanges[i] && c <= kFixedRanges[i + 1]) return true;
    return false;
}

}  // namespace

float interfaceScale() {
    const ImFontAtlas& atlas = *ImGui::GetIO().Fonts;
    // The panels' font is the first added (FontAtlas::rebuild); its configuration has its size
    // before the atlas is built, the font only after. ImGui's own font (no DejaVu Sans) has a
    // size of its own (13 px), which says nothing of the screen: read as 1.
    const float size = atlas.ConfigData.empty() ? kInterfacePixels : atlas.ConfigData[0].SizePixels;
    return std::clamp(size / kInterfacePixels, 1.0f, 4.0f);
}

ImFont* Fonts::pick(float pixels, bool isBold) const {
    const auto& set = isBold ? bold : regular;
    for (std::size_t i = 0; i < kSizes.size(); ++i)
        if (kSizes[i] >= pixels * 0.95f && set[i]) return set[i];
    return set.back() ? set.back() : ui;
}

std::size_t Fonts::sentenceSizeFor(float pixels) {
    std::size_t largest = 0;
    for (std::size_t i = 0; i < kSizes.size() && kSizes[i] <= kLargestSentenceSize; ++i) {
        largest = i;
        if (kSizes[i] >= pixels * 0.95f) break;
    }
    return largest;
}

void addGlyphs(GlyphSet& glyphs, std::string_view utf8) {
    const std::size_t before = glyphs.size();
    for (std::size_t i = 0; i < utf8.size();) {
        const char32_t c = core::nextCodePoint(utf8, i);
        // ImWchar is 16 bits in Debian's ImGui: characters beyond the first plane stay "?".
        if (c >= 0x20 && c <= 0xFFFF && !inFixedSet(c)) glyphs.push_back(static_cast<ImWchar>(c));
    }
    if (glyphs.size() == before) return;
    std::sort(glyphs.begin(), glyphs.end());
    glyphs.erase(std::unique(glyphs.begin(), glyphs.end()), glyphs.end());
}

NeededGlyphs glyphsFor(const core::Tree& tree, core::Language language) {
    // Gathered into one text first: one sort instead of one per label. The canvas draws labels and
    // edge labels at every size; the title, description, source and notes show only in the panels,
    // at the interface's one size (fewer glyphs to rasterize: a Chinese description is hundreds).
    const core::TreeInfo& info = tree.info();
    std::string text, interface = info.title.in(language) + info.description.in(language) + info.source.in(language);
    // A node's note is the inspector's and, where the node's search ends, the status line's
    // (search/explain.h): a sentence's letters, which the interface's hold too.
    // Only labels with a letter beyond ASCII, which the fixed glyphs hold: a game tree's 137,256
    // "X d"s were most of a new reply's frame in the browser.
    auto beyondAscii = [](std::string_view s) {
        return std::any_of(s.begin(), s.end(), [](char c) { return static_cast<unsigned char>(c) >= 0x80; });
    };
    std::string notes;
    for (core::NodeId n = 0; n < tree.size(); ++n) {
        if (const std::string_view label = tree.label(n); beyondAscii(label)) text += label;
        if (const std::string_view edge = tree.edgeLabel(n); beyondAscii(edge)) text += edge;
        if (const core::LocalizedText* note = tree.noteTexts(n)) notes += note->in(language);
    }
    // The cutoff titles on the canvas are bold, in every notation's words (search/explain.h).
    const auto& kCutoffTitles = core::kCutoffNames;
    // The status line names the tree at step 0 ("Press → to start: … on TITLE"): its title is a
    // sentence's too.
    std::string sentences = info.title.in(language) + notes;
    for (core::Language l : core::kLanguages) interface += core::languageName(l);
    // English has no catalogue of its own: its sentences' letters are the catalogues' msgids.
    for (const core::CatalogueEntry& entry : core::catalogueEntries(core::languageCode(core::Language::Chinese)))
        (entry.sentence ? sentences : interface) += entry.english;
    for (const char* word : kStatusLineWords) sentences += core::translate(language, word);
    for (const core::CatalogueEntry& entry : core::catalogueEntries(core::languageCode(language))) {
        const bool title =
            std::find(std::begin(kCutoffTitles), std::end(kCutoffTitles), entry.english) != std::end(kCutoffTitles);
        (title ? text : entry.sentence ? sentences : interface) += entry.translated;
    }
    NeededGlyphs needed;
    addGlyphs(needed.canvas, text);
    addGlyphs(needed.sentences, sentences);
    addGlyphs(needed.interface, interface);
    return needed;
}

MappedFile::MappedFile(const char* path) {
    const int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return;
    struct stat info {};
    if (fstat(fd, &info) == 0 && info.st_size > 0) {
        // Private and writable only because ImGui takes a non-const pointer; it never writes.
        void* data = mmap(nullptr, static_cast<std::size_t>(info.st_size), PROT_READ | PROT_WRITE, MAP_PRIVATE, fd, 0);
        if (data != MAP_FAILED) {
            m_data = data;
            m_size = static_cast<std::size_t>(info.st_size);
        }
    }
    close(fd);
}

MappedFile::~MappedFile() {
    if (m_data) munmap(m_data, m_size);
}

namespace {

// ImGui copies a font it does not own (20 MB for Noto Sans CJK, once per size) and frees one it
// owns. So the atlas "owns" the mapped file, and this free function skips pointers into it.
void* allocate(std::size_t size, void*) { return std::malloc(size); }
void release(void* p, void* atlas) {
    if (!static_cast<const FontAtlas*>(atlas)->isMapped(p)) std::free(p);
}
void* allocateDefault(std::size_t size, void*) { return std::malloc(size); }
void releaseDefault(void* p, void*) { std::free(p); }

}  // namespace

namespace {

// The hanzi of the languages' own names: every page lists 简体中文, which the browser draws from
// a small font of its own rather than fetch the whole CJK subset for it.
const GlyphSet& languageNameGlyphs() {
    static const GlyphSet glyphs = [] {
        GlyphSet set;
        for (core::Language l : core::kLanguages) addGlyphs(set, core::languageName(l));
        return set;
    }();
    return glyphs;
}

}  // namespace

bool needsCjk(const NeededGlyphs& glyphs) {
    const auto isCjk = [](ImWchar c) {
        const bool cjk = (c >= 0x2E80 && c <= 0x9FFF) || (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFE30 && c <= 0xFE4F) ||
                         (c >= 0xFF00 && c <= 0xFFEF);
        return cjk && !std::binary_search(languageNameGlyphs().begin(), languageNameGlyphs().end(), c);
    };
    // std::any_of, not std::ranges::any_of: the browser build's libc++ (LLVM 14) lacks the latter.
    const auto any = [&](const GlyphSet& set) { return std::any_of(set.begin(), set.end(), isCjk); };
    return any(glyphs.canvas) || any(glyphs.sentences) || any(glyphs.interface);
}

FontAtlas::FontAtlas(float uiSize) : m_uiSize(uiSize) {
    ImGui::SetAllocatorFunctions(allocate, release, this);
    rebuild({});
}

FontAtlas::~FontAtlas() {
    ImGui::GetIO().Fonts->Clear();  // lets go of the mapped files before they are unmapped
    ImGui::SetAllocatorFunctions(allocateDefault, releaseDefault, nullptr);
}

void FontAtlas::resizeInterface(float uiSize) {
    m_uiSize = uiSize;
    rebuild(m_glyphs);
}

bool FontAtlas::covers(const NeededGlyphs& needed) const {
    const auto holds = [](const GlyphSet& have, const GlyphSet& want) {
        return std::includes(have.begin(), have.end(), want.begin(), want.end());
    };
    return m_glyphs.sentenceSize == needed.sentenceSize && holds(m_glyphs.canvas, needed.canvas) &&
           holds(m_glyphs.sentences, needed.sentences) && holds(m_glyphs.interface, needed.interface);
}

namespace {

void buildRanges(ImVector<ImWchar>& ranges, std::initializer_list<const GlyphSet*> sets, bool interface = false) {
    ImFontGlyphRangesBuilder builder;
    builder.AddRanges(kFixedRanges);
    if (interface) builder.AddRanges(kInterfaceRanges);
    for (const GlyphSet* set : sets)
        for (ImWchar c : *set) builder.AddChar(c);
    ranges.clear();
    builder.BuildRanges(&ranges);
}

}  // namespace

void FontAtlas::rebuild(NeededGlyphs glyphs) {
    m_glyphs = std::move(glyphs);
    // ImGui reads the ranges when it builds the texture, so they live as long as the atlas.
    buildRanges(m_canvasRanges, {&m_glyphs.canvas});
    buildRanges(m_sentenceRanges, {&m_glyphs.canvas, &m_glyphs.sentences});
    buildRanges(m_allRanges, {&m_glyphs.canvas, &m_glyphs.sentences, &m_glyphs.interface}, true);

    ImGuiIO& io = ImGui::GetIO();
    io.Fonts->Clear();
    m_fonts = Fonts{};
    const platform::FontFiles files = platform::fontFiles();
    if (!hasCjk() && needsCjk(m_glyphs) && cjkFilesReady()) {
        m_cjkRegular = std::make_unique<MappedFile>(files.cjkRegular);
        m_cjkBold = std::make_unique<MappedFile>(files.cjkBold);
    }
    if (!m_cjkLanguageNames && files.cjkLanguageNames) m_cjkLanguageNames = std::make_unique<MappedFile>(files.cjkLanguageNames);
    const bool haveDejaVu = std::filesystem::exists(files.regular) && std::filesystem::exists(files.bold);
    if (!haveDejaVu) {
        m_fonts.ui = io.Fonts->AddFontDefault();
        m_fonts.regular.fill(m_fonts.ui);
        m_fonts.bold.fill(m_fonts.ui);
        return;
    }
    ImFontConfig config;
    config.OversampleH = 1;  // large sizes need no horizontal oversampling; keeps the atlas small
    const auto add = [&](const char* dejaVu, const std::unique_ptr<MappedFile>& chinese, float size,
                         const ImVector<ImWchar>& ranges) {
        ImFont* font = io.Fonts->AddFontFromFileTTF(dejaVu, size, &config, ranges.Data);
        if (chinese && chinese->data() && ranges.Size > static_cast<int>(std::size(kFixedRanges))) {
            // Merged after DejaVu: ImGui takes from it only the characters DejaVu lacks.
            ImFontConfig merge = config;
            merge.MergeMode = true;
            merge.FontDataOwnedByAtlas = true;  // not copied; `release` never frees it
            merge.FontNo = files.cjkFace;
            // Noto's ideographs fill less of the em than DejaVu's letters: a size larger reads as the same size.
            io.Fonts->AddFontFromMemoryTTF(chinese->data(), chinese->size(), size * kCjkScale, &merge, ranges.Data);
        }
        return font;
    };
    m_fonts.ui = add(files.regular, hasCjk() || !m_cjkLanguageNames ? m_cjkRegular : m_cjkLanguageNames, m_uiSize, m_allRanges);
    for (std::size_t i = 0; i < Fonts::kSizes.size(); ++i) {
        const bool sentences = i == m_glyphs.sentenceSize;
        m_fonts.regular[i] = add(files.regular, m_cjkRegular, Fonts::kSizes[i], sentences ? m_sentenceRanges : m_canvasRanges);
        m_fonts.bold[i] = add(files.bold, m_cjkBold, Fonts::kSizes[i], m_canvasRanges);
    }
    m_fonts.sentence = m_fonts.regular[m_glyphs.sentenceSize];
}

}  // namespace ablab::app

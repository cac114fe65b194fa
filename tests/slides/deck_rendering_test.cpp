// LibreOffice Impress opens every deck ablab writes and draws it as ablab draws the same steps:
// every tree of the lecture library at its cutoffs, in English, Chinese and Vietnamese. The
// decks are converted to PDF by two `soffice --headless --convert-to pdf` calls side by side,
// each given half the decks (a start-up per deck would cost more than the decks). Then each
// page is compared with ablab's own export of the same step: the same texts (pdftotext on both
// PDFs), the same words in the same places within a few pixels, and the same ink within a few
// pixels of the PNG. Without soffice the tests fail: CI installs it (scripts/setup.sh).
// Apart, two lessons' decks alone: every leaf's value on every slide Impress draws.
// Labelled `slow` and `external` in ctest.
#include <cairo.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <iterator>
#include <iostream>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "export/export.h"
#include "picture/scene.h"
#include "files/tree_file.h"
#include "picture/focus_view.h"
#include "search/search.h"
#include "support/pptx_reader.h"
#include "support/shell_command.h"
#include "support/temporary_folder.h"
#include "text/translate.h"
#include "run/run.h"

using namespace ablab::core;
using ablab::testing::attributeOf;
using ablab::testing::elementsNamed;
using ablab::testing::outputOf;
using ablab::testing::statusOf;
using ablab::testing::xmlUnescape;
namespace fs = std::filesystem;

namespace {

constexpr int kWidth = 1280, kHeight = 720;
// Pixels of the picture per PDF point: ablab's PDF is 0.75 pt per pixel, and so is the deck's
// slide of 13.333 inches for 1280 pixels.
constexpr double kPixelsPerPoint = 4.0 / 3.0;
// How far a word or a stroke may stand from where ablab puts it.
constexpr double kPlaceTolerance = 5.0;

struct Deck {
    std::string name;  // "aima-fig5.2-zh"
    Language language;
    std::vector<std::size_t> steps;  // the cutoffs' steps, one slide each after the title
};

struct Word {
    std::string text;
    double x, y;  // centre, pixels
};

// The words of each page of a PDF with their places (pdftotext -bbox), in pixels.
std::vector<std::vector<Word>> wordsOfPages(const fs::path& pdf) {
    const std::string html = outputOf("pdftotext -enc UTF-8 -bbox '" + pdf.string() + "' - 2>/dev/null");
    std::vector<std::vector<Word>> pages;
    for (const std::string& page : elementsNamed(html, "page")) {
        std::vector<Word> words;
        for (const std::string& w : elementsNamed(page, "word")) {
            const std::size_t start = w.find('>') + 1;
            const std::string text = xmlUnescape(w.substr(start, w.size() - start - 7));
            const double x = (std::stod(attributeOf(w, "xMin")) + std::stod(attributeOf(w, "xMax"))) / 2;
            const double y = (std::stod(attributeOf(w, "yMin")) + std::stod(attributeOf(w, "yMax"))) / 2;
            words.push_back({text, x * kPixelsPerPoint, y * kPixelsPerPoint});
        }
        pages.push_back(std::move(words));
    }
    return pages;
}

// The page's text without its spaces, its characters sorted: pdftotext splits words where
// the gaps are, which two renderers may set a pixel apart.
std::vector<char32_t> letters(const std::vector<Word>& words) {
    std::u32string all;
    for (const Word& w : words)
        for (std::size_t i = 0; i < w.text.size();) {
            const unsigned char lead = static_cast<unsigned char>(w.text[i]);
            const std::size_t length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
            char32_t c = 0;
            for (std::size_t k = 0; k < length && i + k < w.text.size(); ++k)
                c = c << 8 | static_cast<unsigned char>(w.text[i + k]);
            all.push_back(c);
            i += length;
        }
    std::sort(all.begin(), all.end());
    return {all.begin(), all.end()};
}

// How many of the sorted letters two pages share.
std::size_t commonLetters(const std::vector<char32_t>& a, const std::vector<char32_t>& b) {
    std::vector<char32_t> both;
    std::set_intersection(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(both));
    return both.size();
}

// Where a picture has ink: pixels that differ from the white background.
struct Ink {
    int width = 0, height = 0;
    std::vector<std::uint8_t> mask;
    bool at(int x, int y) const { return mask[static_cast<std::size_t>(y * width + x)] != 0; }
};

Ink inkOf(const fs::path& png) {
    Ink ink;
    cairo_surface_t* surface = cairo_image_surface_create_from_png(png.c_str());
    if (cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS) {
        ink.width = cairo_image_surface_get_width(surface);
        ink.height = cairo_image_surface_get_height(surface);
        const int stride = cairo_image_surface_get_stride(surface);
        const unsigned char* data = cairo_image_surface_get_data(surface);
        ink.mask.resize(static_cast<std::size_t>(ink.width * ink.height));
        for (int y = 0; y < ink.height; ++y)
            for (int x = 0; x < ink.width; ++x) {
                std::uint32_t p;
                std::memcpy(&p, data + y * stride + x * 4, 4);
                const int r = (p >> 16) & 255, g = (p >> 8) & 255, b = p & 255;
                ink.mask[static_cast<std::size_t>(y * ink.width + x)] = 255 - std::min({r, g, b}) > 80;
            }
    }
    cairo_surface_destroy(surface);
    return ink;
}

// The ink grown by `radius` pixels each way.
Ink grown(const Ink& ink, int radius) {
    Ink across = ink, out = ink;
    for (int y = 0; y < ink.height; ++y)
        for (int x = 0; x < ink.width; ++x) {
            bool any = false;
            for (int dx = -radius; dx <= radius && !any; ++dx) any = x + dx >= 0 && x + dx < ink.width && ink.at(x + dx, y);
            across.mask[static_cast<std::size_t>(y * ink.width + x)] = any;
        }
    for (int y = 0; y < ink.height; ++y)
        for (int x = 0; x < ink.width; ++x) {
            bool any = false;
            for (int dy = -radius; dy <= radius && !any; ++dy) any = y + dy >= 0 && y + dy < ink.height && across.at(x, y + dy);
            out.mask[static_cast<std::size_t>(y * ink.width + x)] = any;
        }
    return out;
}

// The share of `a`'s ink with none of `b`'s within the radius `bGrown` was grown by.
double strayShare(const Ink& a, const Ink& bGrown) {
    std::size_t inked = 0, stray = 0;
    for (std::size_t i = 0; i < a.mask.size(); ++i)
        if (a.mask[i]) {
            ++inked;
            stray += !bGrown.mask[i];
        }
    return inked ? static_cast<double>(stray) / static_cast<double>(inked) : 0.0;
}

class DeckRendering : public ::testing::Test {
protected:
    static void SetUpTestSuite() {
        std::string pattern = (fs::temp_directory_path() / "ablab-decks-XXXXXX").string();
        ASSERT_NE(::mkdtemp(pattern.data()), nullptr);
        dir = pattern;
        fs::create_directories(dir / "ablab");
        for (const auto& entry : fs::directory_iterator(ABLAB_SOURCE_DIR "/trees")) {
            const std::string stem = entry.path().stem().string();
            if (entry.path().extension() != ".json" || stem == "index" || stem == "schema") continue;
            for (const Language language : kLanguages) {
                auto tree = std::make_shared<const Tree>(loadTreeFile(language, entry.path().string()));
                const SearchOptions search;
                if (!refusal(language, *tree, search).empty()) {
                    refused.push_back(stem);
                    continue;
                }
                const auto run = makeRun(tree, search);
                const Trace& trace = *run->trace;
                Deck deck{stem + "-" + std::string(languageCode(language)), language,
                          selectSteps(language, trace, {StepChoice::Cutoffs, 0})};
                ExportOptions options;
                options.wording.language = language;
                options.steps = {StepChoice::Cutoffs, 0};
                options.format = ExportFormat::Pptx;
                options.out = (dir / (deck.name + ".pptx")).string();
                exportRun(*run, options);
                options.format = ExportFormat::Pdf;
                options.out = (dir / "ablab" / (deck.name + ".pdf")).string();
                exportRun(*run, options);
                // The pixels are compared in English (the texts in every language): the time
                // for pictures goes to the trees, not to the same shapes thrice.
                if (language == Language::English) {
                    options.format = ExportFormat::Png;
                    options.out = (dir / "ablab" / (deck.name + ".png")).string();
                    exportRun(*run, options);
                }
                decks.push_back(std::move(deck));
            }
        }
        if (!ablab::testing::haveTool("soffice")) return;
        // Two LibreOffices, each converting half the decks one after another, each with a
        // profile of its own (no first-run dialogs, no lock shared with the other or with a
        // LibreOffice the user has open): the conversion is most of this suite's time.
        std::string halves[2];
        for (std::size_t i = 0; i < decks.size(); ++i) halves[i % 2] += " '" + decks[i].name + ".pptx'";
        const auto convert = [](int half, const std::string& files) {
            const std::string name = "soffice-" + std::to_string(half);
            return "soffice -env:UserInstallation=file://" + (dir / (name + "-profile")).string() +
                   " --headless --convert-to pdf --outdir '" + (dir / "impress").string() + "'" + files + " > '" +
                   (dir / (name + ".log")).string() + "' 2>&1";
        };
        conversion = statusOf("cd '" + dir.string() + "' || exit 1; " + convert(0, halves[0]) + " & first=$!; " +
                              convert(1, halves[1]) + "; second=$?; wait $first && [ $second -eq 0 ]");
    }
    // Kept where a test failed, for a look at the pages.
    static void TearDownTestSuite() {
        if (::testing::UnitTest::GetInstance()->Passed()) fs::remove_all(dir);
        else std::cout << "the decks and pages are kept in " << dir << "\n";
    }

    static void requireSoffice() {
        ASSERT_TRUE(ablab::testing::haveTool("soffice"))
            << "soffice (Debian's libreoffice-impress) is not installed: scripts/setup.sh installs it";
        ASSERT_EQ(conversion, 0) << ablab::testing::readFile(dir / "soffice-0.log")
                                 << ablab::testing::readFile(dir / "soffice-1.log");
    }

    static inline fs::path dir;
    static inline std::vector<Deck> decks;
    static inline std::vector<std::string> refused;
    static inline int conversion = -1;
};

}  // namespace

TEST_F(DeckRendering, ImpressOpensEveryDeckOfTheLibraryInEveryLanguage) {
    requireSoffice();
    ASSERT_GE(decks.size(), 3 * 25u) << "the library's trees";
    for (const Deck& deck : decks) {
        const fs::path pdf = dir / "impress" / (deck.name + ".pdf");
        ASSERT_TRUE(fs::exists(pdf)) << deck.name << ": Impress did not open it";
        const std::string pages = outputOf("pdfinfo '" + pdf.string() + "' 2>&1 | awk '/^Pages:/ {print $2}'");
        EXPECT_EQ(pages, std::to_string(deck.steps.size() + 1) + "\n")
            << deck.name << ": a title and " << deck.steps.size() << " step slides";
    }
}

TEST_F(DeckRendering, EverySlideHasAblabsTextsInAblabsPlaces) {
    requireSoffice();
    double worst = 0;
    for (const Deck& deck : decks) {
        const auto slides = wordsOfPages(dir / "impress" / (deck.name + ".pdf"));
        const auto pictures = wordsOfPages(dir / "ablab" / (deck.name + ".pdf"));
        ASSERT_EQ(slides.size(), deck.steps.size() + 1) << deck.name;
        ASSERT_EQ(pictures.size(), deck.steps.size()) << deck.name;
        for (std::size_t k = 0; k < deck.steps.size(); ++k) {
            SCOPED_TRACE(deck.name + ", step " + std::to_string(deck.steps[k]));
            const std::vector<Word>& slide = slides[k + 1];
            const std::vector<Word>& picture = pictures[k];
            // The same texts, but for the few words whose place paintScene chose by their
            // width: the deck's painter estimates widths as the SVG's does, cairo measures them,
            // so in a crowded picture a word may fit in one and be left out in the other.
            const std::size_t common = commonLetters(letters(slide), letters(picture));
            EXPECT_GE(common * 100, std::max(letters(slide).size(), letters(picture).size()) * 85) << "the same texts";
            // Each of ablab's words that the slide has whole is where ablab put it: within a few
            // pixels for Latin text; Chinese lines are set with Noto Sans CJK's taller line
            // height in Impress, a few pixels lower.
            const double tolerance = deck.language == Language::English ? kPlaceTolerance : 3 * kPlaceTolerance;
            std::size_t placed = 0, found = 0;
            for (const Word& w : picture) {
                // A line that mixes Chinese with Latin letters or digits (the status sentence, the
                // step counter) Impress sets with its "Asian typography" spacing between the two
                // scripts, which Pango does not add: each word of it stays on its line, further
                // along it. Such a word is held to its line only. (Lead bytes E3–E9: U+3000–U+9FFF.)
                const bool mixedLine = std::any_of(picture.begin(), picture.end(), [&](const Word& other) {
                    return std::abs(other.y - w.y) < 2 && std::any_of(other.text.begin(), other.text.end(), [](char c) {
                               return static_cast<unsigned char>(c) >= 0xE3 && static_cast<unsigned char>(c) <= 0xE9;
                           });
                });
                double nearest = 1e9;
                for (const Word& s : slide)
                    if (s.text == w.text)
                        nearest = std::min(nearest, mixedLine ? std::abs(s.y - w.y) : std::hypot(s.x - w.x, s.y - w.y));
                if (nearest > 1e8) continue;
                // Along one long line (the caption) Impress's advance widths and Pango's differ by
                // a share of a percent per word, so a word may drift by up to 2.5 % of its
                // distance from the line's start; a word out of place is off by far more.
                double lineStart = w.x;
                for (const Word& other : picture)
                    if (std::abs(other.y - w.y) < 2) lineStart = std::min(lineStart, other.x);
                ++found;
                placed += nearest <= tolerance + 0.025 * (w.x - lineStart);
                worst = std::max(worst, nearest);
            }
            EXPECT_GE(placed * 100, found * 70) << "ablab's words in ablab's places";
            EXPECT_GE(found * 4, picture.size() * 3) << "most words are split alike";
        }
    }
    std::cout << "farthest word from ablab's place: " << worst << " px\n";
}

TEST_F(DeckRendering, EverySlideLooksLikeAblabsPngWithinAFewPixels) {
    requireSoffice();
    double worst = 0;
    for (const Deck& deck : decks) {
        if (deck.language != Language::English) continue;
        const fs::path pages = dir / "pages" / deck.name;
        fs::create_directories(pages);
        ASSERT_EQ(
            statusOf("pdftoppm -f 2 -scale-to-x " + std::to_string(kWidth) + " -scale-to-y " + std::to_string(kHeight) +
                     " -png '" + (dir / "impress" / (deck.name + ".pdf")).string() + "' '" + (pages / "page").string() + "'"),
            0);
        // pdftoppm numbers pages with as many digits as the last needs.
        std::map<int, fs::path> rendered;
        for (const auto& entry : fs::directory_iterator(pages)) {
            const std::string stem = entry.path().stem().string();
            rendered[std::stoi(stem.substr(stem.rfind('-') + 1))] = entry.path();
        }
        ASSERT_EQ(rendered.size(), deck.steps.size()) << deck.name;
        // ablab's own PNG of each step: NAME-007.png, as many digits as the last step needs (3 at least).
        const std::string last = std::to_string(deck.steps.back());
        std::size_t k = 0;
        for (const auto& [page, slidePng] : rendered) {
            const std::size_t step = deck.steps[k++];
            SCOPED_TRACE(deck.name + ", step " + std::to_string(step));
            std::string number = std::to_string(step);
            number.insert(0, std::max<std::size_t>(3, last.size()) - number.size(), '0');
            const fs::path picture = dir / "ablab" / (deck.name + "-" + number + ".png");
            ASSERT_TRUE(fs::exists(picture)) << picture;
            const Ink slide = inkOf(slidePng), ablab = inkOf(picture);
            ASSERT_EQ(slide.width, kWidth);
            ASSERT_EQ(ablab.width, kWidth);
            ASSERT_EQ(slide.height, kHeight);
            // Nearly all ink of each within a few pixels of ink of the other: the same shapes in
            // the same places, whatever the two renderers' anti-aliasing.
            const auto radius = static_cast<int>(kPlaceTolerance) - 2;
            const double slideStray = strayShare(slide, grown(ablab, radius)),
                         ablabStray = strayShare(ablab, grown(slide, radius));
            worst = std::max({worst, slideStray, ablabStray});
            // A few words placed differently (see above) are the ink astray: a shape out of place
            // would be far more.
            EXPECT_LT(slideStray, 0.08) << slidePng;
            EXPECT_LT(ablabStray, 0.08) << picture;
        }
    }
    std::cout << "largest share of ink astray: " << worst << "\n";
}

// The lessons whose last leaves stand crowded at the picture's right edge, in LibreOffice
// Impress: every leaf's value is on every slide, where Impress sets it (not hidden, not
// wrapped away). Two decks, converted by one LibreOffice of their own, so this can run alone
// (--gtest_filter=LeafValuesInImpress.*).
class LeafValuesInImpress : public ::testing::Test {
protected:
    static void SetUpTestSuite() {
        std::string pattern = (fs::temp_directory_path() / "ablab-leaf-values-XXXXXX").string();
        ASSERT_NE(::mkdtemp(pattern.data()), nullptr);
        dir = pattern;
        std::string files;
        for (const char* stem : {"ordering-perfect", "ordering-random"}) {
            auto tree = std::make_shared<const Tree>(
                loadTreeFile(Language::English, std::string(ABLAB_SOURCE_DIR "/trees/") + stem + ".json"));
            const auto run = makeRun(tree, {});
            const Trace& trace = *run->trace;
            ExportOptions options;
            options.steps = {StepChoice::Cutoffs, 0};
            options.format = ExportFormat::Pptx;
            options.out = (dir / (std::string(stem) + ".pptx")).string();
            exportRun(*run, options);
            decks.push_back({stem, tree, selectSteps(Language::English, trace, options.steps), run});
            files += " '" + options.out + "'";
        }
        if (!ablab::testing::haveTool("soffice")) return;
        conversion = statusOf("soffice -env:UserInstallation=file://" + (dir / "profile").string() +
                              " --headless --convert-to pdf --outdir '" + dir.string() + "'" + files + " > '" +
                              (dir / "soffice.log").string() + "' 2>&1");
    }
    static void TearDownTestSuite() {
        if (::testing::UnitTest::GetInstance()->Passed()) fs::remove_all(dir);
        else std::cout << "the decks and pages are kept in " << dir << "\n";
    }

    struct LessonDeck {
        std::string name;
        std::shared_ptr<const Tree> tree;
        std::vector<std::size_t> steps;
        std::shared_ptr<const ablab::core::Run> run;  // for the leaves each slide's view draws
    };
    static inline fs::path dir;
    static inline std::vector<LessonDeck> decks;
    static inline int conversion = -1;
};

TEST_F(LeafValuesInImpress, EveryLeafValueIsOnEverySlide) {
    ASSERT_TRUE(ablab::testing::haveTool("soffice"))
        << "soffice (Debian's libreoffice-impress) is not installed: scripts/setup.sh installs it";
    ASSERT_EQ(conversion, 0) << ablab::testing::readFile(dir / "soffice.log");
    for (const LessonDeck& deck : decks) {
        const auto pages = wordsOfPages(dir / (deck.name + ".pdf"));
        ASSERT_EQ(pages.size(), deck.steps.size() + 1) << deck.name << ": a title and a slide a cutoff";
        for (std::size_t k = 0; k < deck.steps.size(); ++k) {
            SCOPED_TRACE(deck.name + ", step " + std::to_string(deck.steps[k]));
            // The leaves the slide (1280×720) draws: all of them, unless its focus view folds some.
            const FocusView view = focusAtSize(*deck.run->trace, *deck.run->layout, deck.steps[k], 1280, 720);
            std::multiset<std::string> leafValues;
            for (NodeId n = 0; n < deck.tree->size(); ++n)
                if (deck.tree->isLeaf(n) && drawsNode(view, n)) leafValues.insert(drawnValue(deck.tree->value(n)));
            std::multiset<std::string> words;
            for (const Word& w : pages[k + 1]) words.insert(w.text);
            // As many of each value as there are leaves worth it (inner nodes may add more).
            for (const std::string& value : std::set<std::string>(leafValues.begin(), leafValues.end()))
                EXPECT_GE(words.count(value), leafValues.count(value)) << "the leaf value " << value;
        }
    }
}

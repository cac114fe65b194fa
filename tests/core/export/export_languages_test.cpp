// Exports of trees labelled in Chinese and Vietnamese: the glyphs are the fonts' real ones (not
// the empty box a missing glyph draws), the PDF keeps the text (pdftotext finds ế, ữ, Đ and
// 节点), SVG names a CJK fallback, TikZ asks for xelatex.
#include <cairo.h>
#include <gtest/gtest.h>
#include <pango/pangocairo.h>

#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>

#include "export/cairo_painter.h"
#include "export/export.h"
#include "export/tikz_writer.h"
#include "files/tree_file.h"
#include "support/shell_command.h"
#include "support/temporary_folder.h"
#include "run/run.h"

using namespace ablab::core;
using ablab::testing::haveTool;
using ablab::testing::outputOf;
namespace fs = std::filesystem;

namespace {

constexpr const char* kTree = R"({"title": "博弈树 — cây trò chơi",
  "root": {"label": "节点", "children": [
    {"label": "Đế", "children": [3, 12]},
    {"label": "ữa", "children": [2, {"label": "极小", "value": 4}]}]}})";

// The ink of a text drawn black on white: its pixels (1 where dark), cropped to their box.
struct Ink {
    int width = 0, height = 0;
    std::vector<std::uint8_t> dark;
    bool operator==(const Ink&) const = default;
};

template <typename Draw>
Ink inkOf(Draw draw) {
    constexpr int kSide = 160;
    cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, kSide, kSide);
    cairo_t* cr = cairo_create(surface);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    draw(cr);
    cairo_surface_flush(surface);
    const unsigned char* data = cairo_image_surface_get_data(surface);
    const int stride = cairo_image_surface_get_stride(surface);
    auto darkAt = [&](int x, int y) { return data[y * stride + x * 4 + 1] < 128; };  // green channel
    int left = kSide, right = -1, top = kSide, bottom = -1;
    for (int y = 0; y < kSide; ++y)
        for (int x = 0; x < kSide; ++x)
            if (darkAt(x, y))
                left = std::min(left, x), right = std::max(right, x), top = std::min(top, y), bottom = std::max(bottom, y);
    Ink ink;
    if (right >= 0) {
        ink.width = right - left + 1;
        ink.height = bottom - top + 1;
        for (int y = top; y <= bottom; ++y)
            for (int x = left; x <= right; ++x) ink.dark.push_back(darkAt(x, y));
    }
    cairo_destroy(cr);
    cairo_surface_destroy(surface);
    return ink;
}

// The text set by Pango in exactly one font, with no fallback to another.
Ink referenceInk(const char* text, const char* family) {
    return inkOf([&](cairo_t* cr) {
        PangoLayout* layout = pango_cairo_create_layout(cr);
        PangoFontDescription* font = pango_font_description_from_string(family);
        pango_font_description_set_absolute_size(font, 60 * PANGO_SCALE);
        pango_layout_set_font_description(layout, font);
        pango_layout_set_text(layout, text, -1);
        cairo_set_source_rgb(cr, 0, 0, 0);
        cairo_move_to(cr, 20, 20);
        pango_cairo_show_layout(cr, layout);
        pango_font_description_free(font);
        g_object_unref(layout);
    });
}

Ink painterInk(const char* text) {
    return inkOf([&](cairo_t* cr) {
        CairoPainter painter(cr);
        painter.text({20, 80}, text, 60, false, Color{0, 0, 0, 255}, TextAnchor::Left);
    });
}

class ExportLanguages : public ablab::testing::TemporaryFolderTest {
protected:
    // `language`: the step counter's and the captions' (the tree's labels are in all three).
    fs::path exportTree(ExportFormat format, const std::string& name, Language language = Language::English) const {
        auto tree = std::make_shared<const Tree>(parseTree(language, kTree, "languages"));
        ExportOptions options;
        options.wording.language = language;
        options.format = format;
        options.steps = {StepChoice::End, 0};
        options.out = (dir / name).string();
        exportRun(*makeRun(tree, {}), options);
        return dir / name;
    }
};

}  // namespace

TEST(ExportGlyphs, ChineseIsDrawnWithNotoSansCjkNotAMissingGlyphBox) {
    const Ink drawn = painterInk("节");
    ASSERT_GT(drawn.width, 10);
    EXPECT_EQ(drawn, referenceInk("节", "Noto Sans CJK SC"));
    // What a missing glyph looks like: U+0378 is unassigned, so no font has it.
    EXPECT_NE(drawn, referenceInk("\u0378", "DejaVu Sans"));
    EXPECT_NE(drawn.width, referenceInk("\u0378", "DejaVu Sans").width);
}

TEST(ExportGlyphs, VietnameseIsDrawnWithDejaVuSans) {
    for (const char* letter : {"ế", "ữ", "Đ"}) {
        const Ink drawn = painterInk(letter);
        ASSERT_GT(drawn.height, 10) << letter;
        EXPECT_EQ(drawn, referenceInk(letter, "DejaVu Sans")) << letter;
    }
}

TEST_F(ExportLanguages, PdfKeepsChineseAndVietnameseAsText) {
    if (!haveTool("pdftotext")) GTEST_SKIP() << "pdftotext (poppler-utils) not installed";
    const fs::path pdf = exportTree(ExportFormat::Pdf, "tree.pdf");
    const std::string text = outputOf("pdftotext -enc UTF-8 '" + pdf.string() + "' -");
    for (const char* word : {"节点", "Đế", "ữa", "极小"})
        EXPECT_NE(text.find(word), std::string::npos) << word << " in\n" << text;
    if (haveTool("pdffonts")) {
        const std::string fonts = outputOf("pdffonts '" + pdf.string() + "'");
        EXPECT_NE(fonts.find("NotoSansCJK"), std::string::npos) << fonts;
        EXPECT_NE(fonts.find("DejaVuSans"), std::string::npos) << fonts;
    }
}

TEST_F(ExportLanguages, SvgNamesAChineseFallbackFont) {
    std::ifstream in(exportTree(ExportFormat::Svg, "tree.svg"));
    std::stringstream svg;
    svg << in.rdbuf();
    EXPECT_NE(svg.str().find("font-family=\"DejaVu Sans, Noto Sans CJK SC, sans-serif\""), std::string::npos);
    EXPECT_NE(svg.str().find(">节点<"), std::string::npos);
}

TEST_F(ExportLanguages, TikzAsksForXelatexAndKeepsTheLetters) {
    std::ifstream in(exportTree(ExportFormat::Tikz, "tree.tex"));
    std::stringstream tex;
    tex << in.rdbuf();
    const std::string source = tex.str();
    EXPECT_NE(source.find("compile with xelatex"), std::string::npos);
    EXPECT_NE(source.find("\\usepackage{xeCJK}"), std::string::npos);
    EXPECT_NE(source.find("\\setCJKsansfont{Noto Sans CJK SC}"), std::string::npos);
    EXPECT_EQ(source.find("inputenc"), std::string::npos);
    EXPECT_NE(source.find("{节点}"), std::string::npos);
    EXPECT_NE(source.find("{Đế}"), std::string::npos);
    // Vietnamese alone needs fontspec but not xeCJK; plain Latin stays with pdflatex.
    EXPECT_EQ(latexEscape("nút Đ ☃"), "nút Đ ?");
    TikzDocument vietnamese;
    vietnamese.overlays = {"{nút Đ}"};
    EXPECT_NE(tikzBeamerSource(vietnamese).find("\\usepackage{fontspec}"), std::string::npos);
    EXPECT_EQ(tikzBeamerSource(vietnamese).find("xeCJK"), std::string::npos);
    TikzDocument latin;
    latin.overlays = {"{Ünïcødé}"};
    EXPECT_NE(tikzBeamerSource(latin).find("Compile with pdflatex"), std::string::npos);
}

// The Chinese slides compile: xelatex with xeCJK and Noto Sans CJK SC (Debian's texlive-xetex and
// texlive-lang-chinese, in scripts/setup.sh), the labels and the Chinese step counter kept as text.
TEST_F(ExportLanguages, ChineseTikzCompilesWithXelatex) {
    if (!haveTool("xelatex") || outputOf("kpsewhich xeCJK.sty").empty())
        GTEST_SKIP() << "xelatex or xeCJK (texlive-xetex, texlive-lang-chinese) not installed";
    const fs::path tex = exportTree(ExportFormat::Tikz, "slides.tex", Language::Chinese);
    const std::string log =
        outputOf("cd '" + dir.string() + "' && xelatex -interaction=nonstopmode -halt-on-error slides.tex 2>&1; echo exit=$?");
    ASSERT_NE(log.find("exit=0"), std::string::npos) << log.substr(log.size() > 3000 ? log.size() - 3000 : 0);
    ASSERT_TRUE(fs::exists(dir / "slides.pdf"));
    if (haveTool("pdftotext")) {
        const std::string text = outputOf("pdftotext -enc UTF-8 '" + (dir / "slides.pdf").string() + "' -");
        for (const char* word : {"节点", "极小", "Đế", "第 13 步"})
            EXPECT_NE(text.find(word), std::string::npos) << word << " in\n" << text;
    }
}

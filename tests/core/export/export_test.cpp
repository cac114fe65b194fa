// `ablab export`: every format for AIMA Figure 5.2, checked for real content, and the rules
// every export keeps (no overwriting without --force, nothing half-written, exit 2 on misuse).
#include <cairo.h>
#include <gif_lib.h>
#include <gtest/gtest.h>
#include <stdlib.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <memory>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "export/export.h"
#include "export/svg_painter.h"
#include "export/tikz_writer.h"
#include "files/staged_files.h"
#include "files/tree_file.h"
#include "support/shell_command.h"
#include "support/temporary_folder.h"
#include "support/aima.h"
#include "run/run.h"

using namespace ablab::core;
using ablab::testing::aimaRun;
using ablab::testing::count;
using ablab::testing::haveTool;
using ablab::testing::pdfPages;
using ablab::testing::readFile;
using ablab::testing::statusOf;
namespace fs = std::filesystem;

namespace {

class Export : public ablab::testing::TemporaryFolderTest {
protected:
    ExportOptions options(ExportFormat format, StepChoice steps, const std::string& name) const {
        ExportOptions o;
        o.format = format;
        o.steps = steps;
        o.out = (dir / name).string();
        return o;
    }
};

const StepChoice kEnd{StepChoice::End, 0}, kAll{StepChoice::All, 0}, kCutoffs{StepChoice::Cutoffs, 0};

// Pixels of a PNG, via cairo; empty if it cannot be read.
struct Image {
    int width = 0, height = 0;
    std::vector<std::uint32_t> pixels;
};
Image readPng(const fs::path& path) {
    cairo_surface_t* surface = cairo_image_surface_create_from_png(path.c_str());
    Image image;
    if (cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS) {
        image.width = cairo_image_surface_get_width(surface);
        image.height = cairo_image_surface_get_height(surface);
        const int stride = cairo_image_surface_get_stride(surface);
        const unsigned char* data = cairo_image_surface_get_data(surface);
        for (int y = 0; y < image.height; ++y)
            for (int x = 0; x < image.width; ++x)
                image.pixels.push_back(reinterpret_cast<const std::uint32_t*>(data + y * stride)[x] & 0xFFFFFF);
    }
    cairo_surface_destroy(surface);
    return image;
}

// Pages of a PDF: cairo writes one "/Type /Page" dictionary per page.
}  // namespace

// [SECTION] which steps ------------------------------------------------------------------------

TEST(ExportSteps, CutoffsAreTheMomentsAStudentShouldNotice) {
    const auto run = aimaRun();
    const Trace& trace = *run->trace;
    const std::vector<std::size_t> steps = selectSteps(Language::English, trace, kCutoffs);
    // B backs up 3, the α-cutoff at C, C backs up ≤ 2, D backs up ≤ 2, the end.
    EXPECT_EQ(steps, (std::vector<std::size_t>{7, 12, 13, 21, 22}));
    EXPECT_EQ(trace.events()[11].type, EventType::Cutoff);
    EXPECT_EQ(selectSteps(Language::English, trace, kAll).size(), trace.stepCount() + 1);
    EXPECT_EQ(selectSteps(Language::English, trace, kEnd), (std::vector<std::size_t>{22}));
    EXPECT_THROW(selectSteps(Language::English, trace, StepChoice{StepChoice::Step, 23}), ExportError);
}

// [SECTION] pictures ---------------------------------------------------------------------------

TEST_F(Export, SvgKeepsTextAsTextAndRenders) {
    const auto run = aimaRun();
    exportRun(*run, options(ExportFormat::Svg, kEnd, "aima.svg"));
    const std::string svg = readFile(dir / "aima.svg");
    ASSERT_TRUE(svg.starts_with("<?xml"));
    for (const char* leaf : {"3", "12", "8", "2", "4", "6", "14", "5"})
        EXPECT_NE(svg.find(std::string(">") + leaf + "</text>"), std::string::npos) << "leaf value " << leaf;
    EXPECT_NE(svg.find(">A returns 3</text>"), std::string::npos);
    EXPECT_NE(svg.find("text-anchor=\"middle\""), std::string::npos);
    EXPECT_NE(svg.find("stroke-dasharray"), std::string::npos);  // the pruned edges
    EXPECT_EQ(svg.find("href"), std::string::npos);              // no external references
    EXPECT_EQ(svg.find("<path"), std::string::npos);             // glyphs are not outlines
    if (haveTool("rsvg-convert")) {
        const fs::path png = dir / "rendered.png";
        ASSERT_EQ(statusOf("rsvg-convert '" + (dir / "aima.svg").string() + "' -o '" + png.string() + "'"), 0);
        const Image image = readPng(png);
        EXPECT_EQ(image.width, 1280);
        EXPECT_EQ(image.height, 720);
    } else {
        GTEST_LOG_(INFO) << "rsvg-convert not installed: the SVG was not rendered";
    }
}

TEST_F(Export, SvgEscapesWhatXmlReserves) {
    auto tree = std::make_shared<const Tree>(parseTree(
        Language::English, R"({"root": {"label": "<A&\"B\">", "children": [1, {"label": "x<y", "value": 2}]}})", "test"));
    const auto run = makeRun(tree, {});
    exportRun(*run, options(ExportFormat::Svg, kEnd, "escaped.svg"));
    const std::string svg = readFile(dir / "escaped.svg");
    EXPECT_NE(svg.find("&lt;A&amp;&quot;B&quot;&gt;"), std::string::npos);
    EXPECT_NE(svg.find(">x&lt;y</text>"), std::string::npos);
    if (haveTool("rsvg-convert")) {
        EXPECT_EQ(statusOf("rsvg-convert '" + (dir / "escaped.svg").string() + "' -o '" + (dir / "e.png").string() + "'"), 0);
    }
}

TEST_F(Export, PngHasRealPixelsThatChangeFromStartToEnd) {
    const auto run = aimaRun();
    exportRun(*run, options(ExportFormat::Png, StepChoice{StepChoice::Step, 0}, "start.png"));
    exportRun(*run, options(ExportFormat::Png, kEnd, "end.png"));
    const Image start = readPng(dir / "start.png"), end = readPng(dir / "end.png");
    ASSERT_EQ(start.width, 1280);
    ASSERT_EQ(start.height, 720);
    ASSERT_EQ(end.pixels.size(), start.pixels.size());
    const auto inked = std::count_if(start.pixels.begin(), start.pixels.end(), [](std::uint32_t p) { return p != 0xFFFFFF; });
    EXPECT_GT(inked, 10000);  // a tree, not a white page
    std::set<std::uint32_t> endColours(end.pixels.begin(), end.pixels.end());
    EXPECT_GT(endColours.size(), 8u);
    std::size_t changed = 0;
    for (std::size_t i = 0; i < start.pixels.size(); ++i) changed += start.pixels[i] != end.pixels[i];
    EXPECT_GT(changed, 5000u);
}

TEST_F(Export, PngSequencesAreNumberedByStep) {
    const auto run = aimaRun();
    const auto written = exportRun(*run, options(ExportFormat::Png, kCutoffs, "aima.png"));
    EXPECT_EQ(listing(),
              (std::vector<std::string>{"aima-007.png", "aima-012.png", "aima-013.png", "aima-021.png", "aima-022.png"}));
    EXPECT_EQ(written.size(), 5u);
    // The dark theme really is dark.
    ExportOptions dark = options(ExportFormat::Png, kEnd, "dark.png");
    dark.theme = ThemeName::Dark;
    exportRun(*run, dark);
    EXPECT_EQ(readPng(dir / "dark.png").pixels[0], 0x1E1E1Eu);
}

TEST_F(Export, PdfHasOnePagePerStep) {
    const auto run = aimaRun();
    const Trace& trace = *run->trace;
    exportRun(*run, options(ExportFormat::Pdf, kAll, "all.pdf"));
    exportRun(*run, options(ExportFormat::Pdf, kCutoffs, "cutoffs.pdf"));
    EXPECT_EQ(pdfPages(dir / "all.pdf"), trace.stepCount() + 1);
    EXPECT_EQ(pdfPages(dir / "cutoffs.pdf"), 5u);
    if (haveTool("pdfinfo")) {
        EXPECT_EQ(statusOf("pdfinfo '" + (dir / "all.pdf").string() + "' | grep -q '^Pages: *23$'"), 0);
        EXPECT_EQ(statusOf("pdfinfo '" + (dir / "all.pdf").string() + "' | grep -q '^Page size: *960 x 540 pts'"), 0);
    }
}

// A handout (`--layout stages`): six stages to an A4 page, across, in reading order, each
// captioned with its letter.
TEST_F(Export, StagesSetSixStepsToAPageInReadingOrder) {
    const auto run = aimaRun();
    const Trace& trace = *run->trace;
    ExportOptions stages = options(ExportFormat::Pdf, kCutoffs, "stages.pdf");
    stages.stages = true;
    exportRun(*run, stages);
    EXPECT_EQ(pdfPages(dir / "stages.pdf"), 1u);  // AIMA 5.2's five moments
    stages = options(ExportFormat::Pdf, kAll, "all-stages.pdf");
    stages.stages = true;
    exportRun(*run, stages);
    EXPECT_EQ(pdfPages(dir / "all-stages.pdf"), (trace.stepCount() + 1 + 5) / 6);
    if (haveTool("pdfinfo")) {
        EXPECT_EQ(statusOf("pdfinfo '" + (dir / "stages.pdf").string() + "' | grep -q '^Page size: *842.25 x 595.5 pts'"), 0);
    }
    if (haveTool("pdftotext")) {
        // Reading order: (a) to (c) across the first row, left to right; (d) and (e) below.
        const std::string html = (dir / "stages.html").string();
        ASSERT_EQ(statusOf("pdftotext -bbox '" + (dir / "stages.pdf").string() + "' '" + html + "'"), 0);
        const std::string words = readFile(html);
        const auto where = [&](const std::string& letter) {
            const std::size_t end = words.find(">" + letter + "</word>");
            if (end == std::string::npos) return std::pair{-1.0, -1.0};
            const std::size_t start = words.rfind("<word", end);
            const auto number = [&](const char* name) {
                return std::stod(words.substr(words.find(name, start) + std::string_view(name).size()));
            };
            return std::pair{number("xMin=\""), number("yMin=\"")};
        };
        const auto a = where("(a)"), b = where("(b)"), c = where("(c)"), d = where("(d)"), e = where("(e)");
        for (const auto& p : {a, b, c, d, e}) ASSERT_GE(p.first, 0.0) << words;
        EXPECT_LT(a.first, b.first);
        EXPECT_LT(b.first, c.first);
        EXPECT_LT(d.first, e.first);
        EXPECT_LT(a.second + 100, d.second);  // a row lower
        EXPECT_NEAR(a.first, d.first, 1.0);   // the same column
        EXPECT_LT(where("(f)").first, 0.0);
        EXPECT_NE(words.find(">returns</word>"), std::string::npos);
    }
}

TEST_F(Export, GifHasOneFramePerStepAtAReadablePace) {
    const auto run = aimaRun();
    const Trace& trace = *run->trace;
    exportRun(*run, options(ExportFormat::Gif, kAll, "run.gif"));
    int error = 0;
    GifFileType* gif = DGifOpenFileName((dir / "run.gif").c_str(), &error);
    ASSERT_NE(gif, nullptr) << GifErrorString(error);
    ASSERT_EQ(DGifSlurp(gif), GIF_OK);
    EXPECT_EQ(gif->SWidth, 1280);
    EXPECT_EQ(gif->SHeight, 720);
    ASSERT_EQ(static_cast<std::size_t>(gif->ImageCount), trace.stepCount() + 1);
    GraphicsControlBlock control;
    ASSERT_EQ(DGifSavedExtensionToGCB(gif, 1, &control), GIF_OK);
    EXPECT_EQ(control.DelayTime, 120);
    ASSERT_EQ(DGifSavedExtensionToGCB(gif, 12, &control), GIF_OK);  // the α-cutoff lingers
    EXPECT_EQ(control.DelayTime, 300);
    ASSERT_EQ(DGifSavedExtensionToGCB(gif, gif->ImageCount - 1, &control), GIF_OK);
    EXPECT_EQ(control.DelayTime, 300);
    // Flat colours are exact: the background is the light theme's white.
    const GifColorType corner = gif->SColorMap->Colors[gif->SavedImages[0].RasterBits[0]];
    EXPECT_EQ(corner.Red, 255);
    EXPECT_EQ(corner.Green, 255);
    EXPECT_EQ(corner.Blue, 255);
    // The frames differ: the run moves.
    const SavedImage& first = gif->SavedImages[0];
    const SavedImage& last = gif->SavedImages[gif->ImageCount - 1];
    const std::size_t size = static_cast<std::size_t>(gif->SWidth) * static_cast<std::size_t>(gif->SHeight);
    EXPECT_FALSE(std::equal(first.RasterBits, first.RasterBits + size, last.RasterBits));
    // It loops: the NETSCAPE2.0 application extension comes before the first frame.
    bool loops = false;
    for (int i = 0; i + 1 < first.ExtensionBlockCount; ++i)
        loops |= first.ExtensionBlocks[i].Function == APPLICATION_EXT_FUNC_CODE &&
                 std::string(reinterpret_cast<const char*>(first.ExtensionBlocks[i].Bytes), 11) == "NETSCAPE2.0";
    EXPECT_TRUE(loops);
    DGifCloseFile(gif, &error);
}

TEST_F(Export, TikzHasOneOverlayPerStepAndCompiles) {
    const auto run = aimaRun();
    exportRun(*run, options(ExportFormat::Tikz, kCutoffs, "slides.tex"));
    const std::string tex = readFile(dir / "slides.tex");
    EXPECT_EQ(count(tex, "\\only<"), 5u);
    for (int k = 1; k <= 5; ++k) EXPECT_EQ(count(tex, "\\only<" + std::to_string(k) + ">"), 1u);
    EXPECT_EQ(count(tex, "\\begin{tikzpicture}"), 1u);
    EXPECT_EQ(count(tex, "\\begin{frame}"), 1u);
    EXPECT_NE(tex.find("{$\\alpha$-cutoff}"), std::string::npos);
    EXPECT_EQ(tex.find("α"), std::string::npos);  // all as math
    if (!haveTool("pdflatex")) {
        GTEST_LOG_(INFO) << "pdflatex not installed: the TikZ source was not compiled";
        return;
    }
    ASSERT_EQ(
        statusOf("cd '" + dir.string() + "' && pdflatex -interaction=nonstopmode -halt-on-error slides.tex >/dev/null 2>&1"), 0)
        << readFile(dir / "slides.log");
    // Beamer makes one page per overlay.
    if (haveTool("pdfinfo")) {
        EXPECT_EQ(statusOf("pdfinfo '" + (dir / "slides.pdf").string() + "' | grep -q '^Pages: *5$'"), 0);
    }
}

TEST_F(Export, TikzSurvivesLabelsFullOfLatexSpecials) {
    if (!haveTool("pdflatex")) GTEST_SKIP() << "pdflatex not installed";
    auto tree = std::make_shared<const Tree>(
        parseTree(Language::English,
                  R"({"root": {"label": "50% & $_#{}~^\\", "children": [-1.5, {"label": "Ünïcødé ☃", "value": 2}]}})", "test"));
    const auto run = makeRun(tree, {});
    exportRun(*run, options(ExportFormat::Tikz, kAll, "odd.tex"));
    EXPECT_EQ(statusOf("cd '" + dir.string() + "' && pdflatex -interaction=nonstopmode -halt-on-error odd.tex >/dev/null 2>&1"),
              0)
        << readFile(dir / "odd.log");
}

TEST_F(Export, TikzAndLatexSetNoDelOrOtherControlCharacter) {
    // pdflatex stops at a DEL ("Text line contains an invalid character"), as at any C0 control.
    EXPECT_EQ(latexEscape("B\x7f"
                          "1"),
              "B?1");
    EXPECT_EQ(latexEscape("a\x1b[2J\tb\u0085c"), "a?[2J?b?c");
    auto tree = std::make_shared<const Tree>(parseTree(
        Language::English,
        R"({"title": "T\u007f", "root": {"label": "A\u007f", "children": [{"label": "B\u007f\u001b", "children": [1, 2]}, 3]}})",
        "test"));
    const auto run = makeRun(tree, {});
    exportRun(*run, options(ExportFormat::Tikz, kAll, "del.tex"));
    exportRun(*run, options(ExportFormat::Latex, kEnd, "del.latex"));
    for (const char* name : {"del.tex", "del.latex"}) {
        const std::string tex = readFile(dir / name);
        EXPECT_EQ(tex.find('\x7f'), std::string::npos) << name;
        EXPECT_EQ(tex.find('\x1b'), std::string::npos) << name;
    }
    EXPECT_NE(readFile(dir / "del.tex").find("{A?}"), std::string::npos);
    // The table's cells show the label as every table does (text/visible_text.h), escaped for TeX.
    EXPECT_NE(readFile(dir / "del.latex").find("B\\textbackslash{}x7f\\textbackslash{}x1b"), std::string::npos)
        << readFile(dir / "del.latex");
}

// [SECTION] tables -------------------------------------------------------------------------------

TEST_F(Export, TablesHaveOneRowPerEvent) {
    const auto run = aimaRun();
    const Trace& trace = *run->trace;
    const std::size_t events = trace.stepCount();
    for (ExportFormat f : {ExportFormat::Csv, ExportFormat::Markdown, ExportFormat::Latex, ExportFormat::Json})
        exportRun(*run, options(f, kEnd, "table." + std::string(formatName(f))));

    const std::string csv = readFile(dir / "table.csv");
    EXPECT_EQ(count(csv, "\n"), events + 1);  // the header and one line per event
    EXPECT_TRUE(csv.starts_with("step,node,event,alpha,beta,value,explanation\n"));

    const std::string markdown = readFile(dir / "table.markdown");
    std::size_t rows = 0;
    std::istringstream lines(markdown);
    for (std::string line; std::getline(lines, line);) rows += line.starts_with("| ");
    EXPECT_EQ(rows, events + 1);  // the header and one row per event

    const std::string latex = readFile(dir / "table.latex");
    EXPECT_EQ(count(latex, "\\\\\n"), events + 1);
    EXPECT_NE(latex.find("\\toprule"), std::string::npos);
    EXPECT_NE(latex.find("\\bottomrule"), std::string::npos);
    EXPECT_NE(latex.find("$\\alpha$-cutoff"), std::string::npos);

    const nlohmann::json json = nlohmann::json::parse(readFile(dir / "table.json"));
    EXPECT_EQ(json["events"].size(), events);
    EXPECT_EQ(json["root_value"], 3);

    if (haveTool("pdflatex")) {
        std::ofstream(dir / "handout.tex") << "\\documentclass{article}\n\\usepackage{booktabs}\n\\begin{document}\n"
                                              "\\input{table.latex}\n\\end{document}\n";
        EXPECT_EQ(
            statusOf("cd '" + dir.string() + "' && pdflatex -interaction=nonstopmode -halt-on-error handout.tex >/dev/null 2>&1"),
            0)
            << readFile(dir / "handout.log");
    }
}

TEST_F(Export, TextExportsAreTheFilesTheyWouldWrite) {
    const auto run = aimaRun();
    const ExportOptions o = options(ExportFormat::Csv, kEnd, "t.csv");
    exportRun(*run, o);
    EXPECT_EQ(exportText(*run, o), readFile(dir / "t.csv"));
}

// [SECTION] safety -------------------------------------------------------------------------------

TEST_F(Export, AnExistingFileIsNeverOverwrittenWithoutForce) {
    const auto run = aimaRun();
    std::ofstream(dir / "mine.svg") << "my own drawing";
    ExportOptions o = options(ExportFormat::Svg, kEnd, "mine.svg");
    try {
        exportRun(*run, o);
        FAIL() << "overwrote mine.svg";
    } catch (const TargetRefused& e) {
        EXPECT_NE(std::string(e.what()).find("mine.svg exists"), std::string::npos) << e.what();
        EXPECT_NE(std::string(e.what()).find("--force"), std::string::npos) << e.what();
    }
    EXPECT_EQ(readFile(dir / "mine.svg"), "my own drawing");
    o.force = true;
    exportRun(*run, o);
    EXPECT_TRUE(readFile(dir / "mine.svg").starts_with("<?xml"));
}

TEST_F(Export, ASequenceChecksEveryTargetBeforeWritingAny) {
    const auto run = aimaRun();
    std::ofstream(dir / "aima-021.svg") << "kept";
    EXPECT_THROW(exportRun(*run, options(ExportFormat::Svg, kCutoffs, "aima.svg")), TargetRefused);
    EXPECT_EQ(listing(), (std::vector<std::string>{"aima-021.svg"}));  // nothing else appeared
    EXPECT_EQ(readFile(dir / "aima-021.svg"), "kept");
}

TEST_F(Export, AFailedExportLeavesNoHalfWrittenFile) {
    const auto run = aimaRun();
    // The fourth target is a folder: the export fails before any picture is renamed into place.
    fs::create_directory(dir / "aima-021.png");
    ExportOptions o = options(ExportFormat::Png, kCutoffs, "aima.png");
    o.force = true;
    EXPECT_THROW(exportRun(*run, o), ExportError);
    EXPECT_EQ(listing(), (std::vector<std::string>{"aima-021.png"}));
    // A folder that does not exist: an error naming the file, nothing written anywhere.
    EXPECT_THROW(exportRun(*run, options(ExportFormat::Pdf, kAll, "missing/run.pdf")), ExportError);
    EXPECT_EQ(listing(), (std::vector<std::string>{"aima-021.png"}));
}

// [SECTION] one scene --------------------------------------------------------------------------

namespace {

// Records what paintScene asks for, as the ImGui canvas would receive it.
class RecordingPainter final : public Painter {
public:
    void line(Point, Point, const Stroke& stroke) override { strokes.push_back(stroke.color); }
    void polygon(std::span<const Point>, std::optional<Color> fill, const Stroke&) override {
        if (fill) fills.push_back(*fill);
    }
    void circle(Point, float, std::optional<Color> fill, const Stroke&) override {
        if (fill) fills.push_back(*fill);
    }
    void text(Point, std::string_view text, float, bool, Color, TextAnchor) override { texts.emplace_back(text); }

    std::vector<Color> fills, strokes;
    std::vector<std::string> texts;
};

std::string hexOf(Color c) {
    char buffer[8];
    std::snprintf(buffer, sizeof buffer, "#%02x%02x%02x", c.r, c.g, c.b);
    return buffer;
}

std::string unescape(std::string s) {
    for (const auto& [from, to] :
         {std::pair<std::string, std::string>{"&lt;", "<"}, {"&gt;", ">"}, {"&quot;", "\""}, {"&amp;", "&"}})
        for (std::size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size()))
            s.replace(at, from.size(), to);
    return s;
}

}  // namespace

TEST(ExportScene, TheCanvasAndTheSvgDrawTheSameScene) {
    // The scene of the α-cutoff step, drawn once through a recording painter (standing in for
    // the canvas) and once as SVG: the same words, and the same fills in the same order, so the
    // same statuses (current, on the path, done, pruned).
    const auto run = aimaRun();
    const Trace& trace = *run->trace;
    const TreeLayout layout = layoutTree(trace.tree());
    ExportOptions o;
    for (std::size_t step : {std::size_t{0}, std::size_t{12}, trace.stepCount()}) {
        RecordingPainter canvas;
        paintStep(trace, layout, step, o, canvas);
        SvgPainter svg(1280, 720, themeOf(o.theme).background);
        paintStep(trace, layout, step, o, svg);
        const std::string document = svg.document();

        // The SVG painter writes one element per line: <text …>…</text>, <polygon … fill="#…" …/>.
        std::vector<std::string> texts, fills;
        std::istringstream lines(document);
        for (std::string line; std::getline(lines, line);) {
            if (line.rfind("<text", 0) == 0) {
                const std::size_t open = line.find('>'), close = line.find("</text>");
                texts.push_back(unescape(line.substr(open + 1, close - open - 1)));
            }
            if (line.rfind("<polygon", 0) == 0 || line.rfind("<circle", 0) == 0) {
                const std::size_t fill = line.find(" fill=\"#");
                if (fill != std::string::npos) fills.push_back(line.substr(fill + 7, 7));
            }
        }
        EXPECT_EQ(texts, canvas.texts) << "step " << step;

        std::vector<std::string> recorded;
        for (Color c : canvas.fills) recorded.push_back(hexOf(c));
        EXPECT_EQ(fills, recorded) << "step " << step;

        // And the statuses themselves: at the cutoff, C is current, A on the path, C2 pruned.
        if (step == 12) {
            const Theme theme = themeOf(o.theme);
            EXPECT_NE(std::find(recorded.begin(), recorded.end(), hexOf(theme.currentFill)), recorded.end());
            EXPECT_NE(std::find(recorded.begin(), recorded.end(), hexOf(theme.pathFill)), recorded.end());
            EXPECT_NE(std::find(recorded.begin(), recorded.end(), hexOf(theme.prunedFill)), recorded.end());
            EXPECT_NE(std::find(texts.begin(), texts.end(), "α-cutoff"), texts.end());
            EXPECT_NE(std::find(texts.begin(), texts.end(), "α=3"), texts.end());
        }
    }
}

TEST(ExportScene, TikzDrawsTheSameWords) {
    const auto run = aimaRun();
    const Trace& trace = *run->trace;
    const TreeLayout layout = layoutTree(trace.tree());
    RecordingPainter canvas;
    TikzPainter tikz(720, tikzCentimetresPerPixel(1280));
    paintStep(trace, layout, 12, {}, canvas);
    paintStep(trace, layout, 12, {}, tikz);
    const std::string body = tikz.take();
    EXPECT_EQ(count(body, "\\node["), canvas.texts.size());
    for (const std::string& text : canvas.texts) EXPECT_NE(body.find("{" + latexEscape(text) + "};"), std::string::npos) << text;
}

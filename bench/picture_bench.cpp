// paintScene alone, word placement included, into a painter that draws nothing: the AIMA
// Figure 5.2 slide at its cutoff, and the full tic-tac-toe game tree's whole-tree view (the
// window's canvas at 1280×720 beside the panels), where almost every node is a plain mark.
#include <benchmark/benchmark.h>

#include <memory>

#include "export/cairo_painter.h"
#include "files/tree_file.h"
#include "shaped_tree.h"
#include "picture/layout.h"
#include "picture/paint.h"
#include "picture/scene.h"
#include "run/run.h"

using namespace ablab::core;

namespace {

// Counts what paintScene draws; words are measured by Pango, as the PNG export's are.
class CountingPainter final : public Painter {
public:
    explicit CountingPainter(const Painter& measure) : m_measure(measure) {}
    void line(Point, Point, const Stroke&) override { ++strokes; }
    void polygon(std::span<const Point>, std::optional<Color>, const Stroke&) override { ++strokes; }
    void circle(Point, float, std::optional<Color>, const Stroke&) override { ++strokes; }
    void text(Point, std::string_view, float, bool, Color, TextAnchor) override { ++words; }
    float textWidth(std::string_view text, float size, bool bold) const override { return m_measure.textWidth(text, size, bold); }
    std::size_t strokes = 0, words = 0;

private:
    const Painter& m_measure;
};

struct Fonts {
    cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 8, 8);
    cairo_t* cr = cairo_create(surface);
    CairoPainter painter{cr};
    ~Fonts() {
        cairo_destroy(cr);
        cairo_surface_destroy(surface);
    }
};

void paintEachTime(benchmark::State& state, const Trace& trace, const TreeLayout& layout, std::size_t step, float width,
                   float height) {
    Fonts fonts;
    const Scene scene = buildScene(Wording{}, trace, layout, step);
    PaintOptions options;
    options.canvasWidth = width;
    options.canvasHeight = height;
    const Viewport view = fitViewport(scene, width, height, true);
    std::size_t words = 0;
    for (auto _ : state) {
        CountingPainter painter(fonts.painter);
        paintScene(scene, Theme::light(), view, options, painter);
        words = painter.words;
    }
    state.counters["words"] = static_cast<double>(words);
    state.counters["nodes"] = static_cast<double>(scene.nodes.size());
}

void BM_PaintAimaCutoff(benchmark::State& state) {
    const auto tree = std::make_shared<const Tree>(loadTreeFile(Language::English, ABLAB_SOURCE_DIR "/trees/aima-fig5.2.json"));
    const auto run = makeRun(tree, {});
    const Trace& trace = *run->trace;
    const TreeLayout& layout = *run->layout;
    paintEachTime(state, trace, layout, trace.cutoffEvents().front() + 1, 1280, 720);
}

void BM_PaintWholeGameTree(benchmark::State& state) {
    const std::shared_ptr<const Tree> tree = wholeGameTree();
    const auto run = makeRun(tree, {});
    const Trace& trace = *run->trace;
    const TreeLayout& layout = *run->layout;
    SceneOptions sceneOptions;
    sceneOptions.summarizeBelow = 8.0f / (836.0f / layout.width);  // the canvas's level of detail at the desk
    Fonts fonts;
    const Scene scene = buildScene(Wording{}, trace, layout, trace.stepCount() / 2, sceneOptions);
    PaintOptions paint;
    const Viewport view = fitViewport(scene, 836, 570, false);
    for (auto _ : state) {
        CountingPainter painter(fonts.painter);
        paintScene(scene, Theme::light(), view, paint, painter);
        benchmark::DoNotOptimize(painter.strokes);
    }
    state.counters["nodes"] = static_cast<double>(scene.nodes.size());
}

}  // namespace

BENCHMARK(BM_PaintAimaCutoff)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_PaintWholeGameTree)->Unit(benchmark::kMillisecond);

// A step of a tree too dense to read drawn by cairo, as `ablab export --format png` draws it:
// 262,144 leaves (eight children a node, six levels, random values) on the export's 1280×720
// image, every node a plain mark. Scene building and layout are outside the timing.
#include <benchmark/benchmark.h>

#include <cairo.h>

#include <memory>
#include <random>
#include <string>

#include "export/cairo_painter.h"
#include "export/export.h"
#include "files/tree_file.h"
#include "picture/layout.h"
#include "picture/paint.h"
#include "search/trace.h"
#include "run/run.h"

using namespace ablab::core;

namespace {

std::string uniformTree(int branching, int depth, std::mt19937& random) {
    if (depth == 0) return std::to_string(std::uniform_int_distribution<int>(-50, 50)(random));
    std::string out = "[";
    for (int i = 0; i < branching; ++i) out += (i ? "," : "") + uniformTree(branching, depth - 1, random);
    return out + "]";
}

void BM_PngOfA262144LeafTree(benchmark::State& state) {
    std::mt19937 random(1);
    const auto tree = std::make_shared<const Tree>(parseTree(Language::English, uniformTree(8, 6, random), "dense.json"));
    const auto run = makeRun(tree, {});
    const Trace& trace = *run->trace;
    const TreeLayout& layout = *run->layout;
    const ExportOptions options;  // 1280×720, light
    const StepPicture picture = stepPicture(trace, layout, trace.stepCount(), options);
    cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, options.width, options.height);
    for (auto _ : state) {
        cairo_t* cr = cairo_create(surface);
        {
            CairoPainter painter(cr);
            painter.clear(Theme::light().background);
            paintScene(picture.scene, Theme::light(), picture.viewport, picture.paint, painter);
        }
        cairo_surface_flush(surface);
        cairo_destroy(cr);
    }
    cairo_surface_destroy(surface);
    state.counters["nodes"] = static_cast<double>(tree->size());
}

}  // namespace

BENCHMARK(BM_PngOfA262144LeafTree)->Unit(benchmark::kMillisecond)->Iterations(3);

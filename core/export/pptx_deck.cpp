#include "export/pptx_deck.h"

#include <algorithm>
#include <map>

#include "export/deck_painter.h"
#include "export/raster.h"
#include "export/zip_archive.h"
#include "search/explain.h"
#include "search/search.h"
#include "search/trace_format.h"
#include "text/translate.h"
#include "search/search_title.h"

namespace ablab::core {

namespace {

// The handout's rows per slide: an explanation takes two lines of its column at the size below.
constexpr std::size_t kHandoutRows = 12;

std::string nodeName(const Tree& tree, NodeId n) {
    return tree.label(n).empty() ? "#" + std::to_string(n) : std::string(tree.label(n));
}

// Where paintScene centres the scene's nodes and draws its edges (its Geometry::at).
SlideLegend legendOf(Language language, const Trace& trace, const StepPicture& picture) {
    const Tree& tree = trace.tree();
    const Viewport& v = picture.viewport;
    SlideLegend legend;
    std::map<NodeId, Point> centres;
    for (const SceneNode& n : picture.scene.nodes) {
        const Point c{v.originX + n.x * v.unitX, v.originY + n.y * v.unitY};
        centres[n.id] = c;
        if (!n.summary) legend.nodes.push_back({c, translate(language, "node {name}", {{"name", nodeName(tree, n.id)}})});
    }
    for (const SceneEdge& e : picture.scene.edges) {
        const auto from = centres.find(e.parent), to = centres.find(e.child);
        if (from == centres.end() || to == centres.end()) continue;
        legend.edges.push_back(
            {from->second, to->second,
             translate(language, "edge {from}–{to}", {{"from", nodeName(tree, e.parent)}, {"to", nodeName(tree, e.child)}})});
    }
    return legend;
}

// `measurer` measures the words (wordMeasurer: one for the whole deck, as it sets up Pango).
std::vector<SlideShape> paintedStep(const Trace& trace, const TreeLayout& layout, std::size_t step, const ExportOptions& options,
                                    const Painter* measurer) {
    const StepPicture picture = stepPicture(trace, layout, step, options);
    DeckPainter painter(options.wording.language, legendOf(options.wording.language, trace, picture), measurer);
    paintScene(picture.scene, themeOf(options.theme), picture.viewport, picture.paint, painter);
    return painter.take();
}

SlideShape textBox(std::string text, float left, float top, float width, float height, float size, bool bold, Color color) {
    SlideShape shape;
    shape.kind = SlideShapeKind::Text;
    shape.name = text.substr(0, 60);
    shape.text = std::move(text);
    shape.left = left;
    shape.top = top;
    shape.width = width;
    shape.height = height;
    shape.size = size;
    shape.bold = bold;
    shape.color = color;
    shape.wrap = true;
    return shape;
}

DeckSlide titleSlide(const Trace& trace, const ExportOptions& options) {
    const TreeInfo& info = trace.tree().info();
    const Theme theme = themeOf(options.theme);
    const auto w = static_cast<float>(options.width), h = static_cast<float>(options.height);
    DeckSlide slide;
    const std::string title =
        info.title.empty() ? titleOrThisTree(options.wording.language, trace.tree()) : info.title.in(options.wording.language);
    slide.shapes.push_back(textBox(title, 0.06f * w, 0.2f * h, 0.88f * w, 0.2f * h, 0.075f * h, true, theme.ink));
    slide.shapes.push_back(textBox(searchTitle(options.wording.language, trace.options()), 0.06f * w, 0.42f * h, 0.88f * w,
                                   0.08f * h, 0.04f * h, false, theme.path));
    if (!info.description.empty())
        slide.shapes.push_back(textBox(info.description.in(options.wording.language), 0.06f * w, 0.52f * h, 0.88f * w, 0.26f * h,
                                       0.034f * h, false, theme.ink));
    if (!info.source.empty())
        slide.shapes.push_back(textBox(info.source.in(options.wording.language), 0.06f * w, 0.82f * h, 0.88f * w, 0.12f * h,
                                       0.028f * h, false, theme.faint));
    for (SlideShape& s : slide.shapes) s.anchor = TextAnchor::Center;
    slide.notes = runTitle(options.wording.language, trace);
    return slide;
}

// The slide of step `to`, building from step `from`: the picture of `from`, then for each step
// up to `to` one click that shows what is new and hides what is gone. A shape is the same
// shape from one step to the next when it is written the same (slideShapeKey); where it is
// new it goes into the stack of shapes just above the one painted before it, so that edges
// stay under nodes and words over them, as paintScene layers them.
DeckSlide buildSlide(const Trace& trace, const TreeLayout& layout, std::size_t from, std::size_t to, const ExportOptions& options,
                     const SlideScale& scale, const Painter* measurer) {
    std::vector<SlideShape> shapes;
    std::vector<std::size_t> order;            // indices into shapes, bottom to top
    std::map<std::string, std::size_t> shown;  // key (with its occurrence) → index
    std::vector<DeckSlide::Click> clicks;
    DeckSlide slide;
    for (std::size_t step = from; step <= to; ++step) {
        std::map<std::string, std::size_t> now;
        std::map<std::string, int> occurrences;
        DeckSlide::Click click;
        std::size_t cursor = 0;
        for (SlideShape& shape : paintedStep(trace, layout, step, options, measurer)) {
            std::string key = slideShapeKey(shape, scale);
            key += "#" + std::to_string(occurrences[key]++);
            if (const auto old = shown.find(key); old != shown.end()) {
                cursor = static_cast<std::size_t>(std::find(order.begin(), order.end(), old->second) - order.begin()) + 1;
                now[key] = old->second;
                continue;
            }
            shapes.push_back(std::move(shape));
            order.insert(order.begin() + static_cast<std::ptrdiff_t>(cursor++), shapes.size() - 1);
            now[key] = shapes.size() - 1;
            if (step != from) click.appear.push_back(shapes.size() - 1);
        }
        for (const auto& [key, index] : shown)
            if (!now.contains(key)) click.vanish.push_back(index);
        shown = std::move(now);
        if (step != from) {
            clicks.push_back(std::move(click));
            slide.notes += (slide.notes.empty() ? "" : "\n") + explainStep(options.wording, trace, step);
        }
    }
    if (from == to) slide.notes = explainStep(options.wording, trace, to);
    // Indices into the stack as it stands.
    std::vector<std::size_t> position(shapes.size());
    for (std::size_t i = 0; i < order.size(); ++i) position[order[i]] = i;
    for (std::size_t index : order) slide.shapes.push_back(std::move(shapes[index]));
    for (DeckSlide::Click& click : clicks) {
        for (std::size_t& i : click.appear) i = position[i];
        for (std::size_t& i : click.vanish) i = position[i];
    }
    slide.clicks = std::move(clicks);
    return slide;
}

std::vector<DeckSlide> handoutSlides(const Trace& trace, const ExportOptions& options) {
    const Theme theme = themeOf(options.theme);
    const auto w = static_cast<float>(options.width), h = static_cast<float>(options.height);
    const std::vector<std::string> header = {translate(options.wording.language, "Step"),
                                             translate(options.wording.language, "Node"),
                                             translate(options.wording.language, "Event"),
                                             "α",
                                             "β",
                                             translate(options.wording.language, "Value"),
                                             translate(options.wording.language, "Explanation")};
    std::vector<DeckSlide> slides;
    const std::size_t events = trace.stepCount();
    for (std::size_t first = 0; first < events || (first == 0 && events == 0); first += kHandoutRows) {
        SlideShape table;
        table.kind = SlideShapeKind::Table;
        table.name = translate(options.wording.language, "Explanation");
        table.rows.push_back(header);
        for (std::size_t i = first; i < std::min(events, first + kHandoutRows); ++i) {
            const TraceRow r = traceRow(options.wording, trace, i);
            table.rows.push_back({r.step, r.node, r.event, r.alpha, r.beta, r.value, r.text});
        }
        table.left = 0.03f * w;
        table.top = 0.04f * h;
        table.width = 0.94f * w;
        table.height = 0.06f * h * static_cast<float>(table.rows.size());
        for (float share : {0.06f, 0.08f, 0.12f, 0.07f, 0.07f, 0.08f, 0.52f}) table.columns.push_back(share * table.width);
        table.size = 0.02f * h;
        table.color = theme.ink;
        table.fill = theme.prunedFill;
        DeckSlide slide;
        slide.shapes.push_back(std::move(table));
        slide.notes = traceSummary(options.wording, trace);
        slides.push_back(std::move(slide));
        if (events == 0) break;
    }
    return slides;
}

}  // namespace

std::vector<DeckSlide> deckSlides(const Trace& trace, const TreeLayout& layout, std::span<const std::size_t> steps,
                                  const ExportOptions& options) {
    const SlideScale scale = slideScaleFor(static_cast<float>(options.width));
    // A build paints every step between the chosen ones; a handout has a slide per dozen events.
    std::size_t pictures = steps.size() + 1;
    if (options.build && !steps.empty()) pictures += steps.back();
    if (options.handout) pictures += trace.stepCount() / kHandoutRows + 1;
    if (pictures > kMaxExportPictures)
        throw ExportError(
            translate(options.wording.language,
                      "this would make {count} pictures (at most {most}); choose --step cutoffs, one step, or a smaller tree",
                      {{"count", std::to_string(pictures)}, {"most", std::to_string(kMaxExportPictures)}}));
    std::vector<DeckSlide> slides;
    slides.push_back(titleSlide(trace, options));
    const std::unique_ptr<Painter> measurer = wordMeasurer();
    for (std::size_t i = 0; i < steps.size(); ++i) {
        const std::size_t from = options.build ? (i == 0 ? 0 : steps[i - 1]) : steps[i];
        slides.push_back(buildSlide(trace, layout, from, steps[i], options, scale, measurer.get()));
        if (options.progress) ++options.progress->picturesDrawn;
    }
    if (options.handout)
        for (DeckSlide& slide : handoutSlides(trace, options)) slides.push_back(std::move(slide));
    return slides;
}

std::string pptxDeck(const Trace& trace, const TreeLayout& layout, std::span<const std::size_t> steps,
                     const ExportOptions& options) {
    DeckFrame frame;
    frame.width = static_cast<float>(options.width);
    frame.height = static_cast<float>(options.height);
    frame.scale = slideScaleFor(frame.width);
    frame.theme = themeOf(options.theme);
    frame.language = options.wording.language;
    frame.title = exportTitle(options.wording.language, trace);
    return zipArchive(pptxPackage(deckSlides(trace, layout, steps, options), frame));
}

}  // namespace ablab::core

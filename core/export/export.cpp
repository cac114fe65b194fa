#include "export/export.h"

#ifdef ABLAB_RASTER_EXPORT
#include <cairo-pdf.h>
#include <cairo.h>
#endif

#include <algorithm>
#include <filesystem>
#include <memory>
#include <sstream>

#ifdef ABLAB_RASTER_EXPORT
#include "export/cairo_painter.h"
#include "export/gif_writer.h"
#endif
#include "export/latex_table.h"
#include "search/explain.h"
#include "search/search.h"
#include "files/staged_files.h"
#include "export/svg_painter.h"
#include "export/tikz_writer.h"
#include "search/trace_format.h"
#include "text/translate.h"

namespace ablab::core {

// [SECTION] names ------------------------------------------------------------------------

namespace {

struct FormatInfo {
    ExportFormat format;
    std::string_view name, extension;
};
constexpr FormatInfo kFormats[] = {
    {ExportFormat::Svg, "svg", "svg"},       {ExportFormat::Png, "png", "png"},
    {ExportFormat::Pdf, "pdf", "pdf"},       {ExportFormat::Gif, "gif", "gif"},
    {ExportFormat::Tikz, "tikz", "tex"},     {ExportFormat::Csv, "csv", "csv"},
    {ExportFormat::Markdown, "markdown", "md"}, {ExportFormat::Latex, "latex", "tex"},
    {ExportFormat::Json, "json", "json"},
};

}  // namespace

bool parseExportFormat(std::string_view text, ExportFormat& out) {
    for (const FormatInfo& f : kFormats)
        if (f.name == text) {
            out = f.format;
            return true;
        }
    return false;
}

std::string_view formatName(ExportFormat format) { return kFormats[static_cast<int>(format)].name; }
std::string_view extensionOf(ExportFormat format) { return kFormats[static_cast<int>(format)].extension; }
bool isPicture(ExportFormat f) { return f <= ExportFormat::Tikz; }
bool isText(ExportFormat f) { return f != ExportFormat::Png && f != ExportFormat::Pdf && f != ExportFormat::Gif; }
bool exportFormatAvailable(ExportFormat f) {
#ifdef ABLAB_RASTER_EXPORT
    (void)f;
    return true;
#else
    return isText(f);
#endif
}

std::vector<std::size_t> selectSteps(const Trace& trace, const StepChoice& choice) {
    const std::size_t last = trace.stepCount();
    switch (choice.kind) {
    case StepChoice::Step:
        if (choice.step > last)
            throw ExportError("step " + std::to_string(choice.step) + " is past the end: this run has steps 0 to " +
                              std::to_string(last));
        return {choice.step};
    case StepChoice::End: return {last};
    case StepChoice::All: {
        std::vector<std::size_t> steps(last + 1);
        for (std::size_t s = 0; s <= last; ++s) steps[s] = s;
        return steps;
    }
    case StepChoice::Cutoffs: {
        // Step k shows the tree just after event k-1.
        std::vector<std::size_t> steps;
        const Tree& tree = trace.tree();
        const auto events = trace.events();
        for (std::size_t i = 0; i < events.size(); ++i) {
            const Event& e = events[i];
            const bool rootChildBackedUp =
                e.type == EventType::Exit && e.node != Tree::root() && tree.parent(e.node) == Tree::root();
            if (e.type == EventType::Cutoff || rootChildBackedUp) steps.push_back(i + 1);
        }
        if (steps.empty() || steps.back() != last) steps.push_back(last);
        return steps;
    }
    }
    return {};
}

bool parseThemeName(std::string_view text, ThemeName& out) {
    if (text == "light") out = ThemeName::Light;
    else if (text == "dark") out = ThemeName::Dark;
    else if (text == "projector") out = ThemeName::Projector;
    else return false;
    return true;
}

Theme themeOf(ThemeName name) {
    switch (name) {
    case ThemeName::Light: return Theme::light();
    case ThemeName::Dark: return Theme::dark();
    case ThemeName::Projector: return Theme::projector();
    }
    return Theme::light();
}

// [SECTION] one picture ----------------------------------------------------------------------

void paintStep(const Trace& trace, const TreeLayout& layout, std::size_t step, const ExportOptions& options,
               Painter& painter) {
    Scene scene = buildScene(trace, layout, step, options.scene);
    // The canvas says "press → to start"; a slide says what is about to happen.
    if (options.scene.caption && step == 0) scene.caption = runTitle(trace);
    const auto w = static_cast<float>(options.width), h = static_cast<float>(options.height);
    const Viewport viewport = fitViewport(scene, w, h, options.scene.caption);
    PaintOptions paint;
    paint.drawCaption = options.scene.caption;
    paint.canvasWidth = w;
    paint.canvasHeight = h;
    paintScene(scene, themeOf(options.theme), viewport, paint, painter);
    if (options.progress) ++options.progress->picturesDrawn;
}

namespace {

#ifdef ABLAB_RASTER_EXPORT
using SurfacePtr = std::unique_ptr<cairo_surface_t, decltype(&cairo_surface_destroy)>;
using ContextPtr = std::unique_ptr<cairo_t, decltype(&cairo_destroy)>;

// Draws a step onto an image surface already the export's size.
void drawOnImage(cairo_surface_t* surface, const Trace& trace, const TreeLayout& layout, std::size_t step,
                 const ExportOptions& options) {
    ContextPtr cr(cairo_create(surface), cairo_destroy);
    CairoPainter painter(cr.get());
    painter.clear(themeOf(options.theme).background);
    paintStep(trace, layout, step, options, painter);
    cairo_surface_flush(surface);
}

SurfacePtr imageSurface(const ExportOptions& options) {
    SurfacePtr surface(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, options.width, options.height),
                       cairo_surface_destroy);
    if (cairo_surface_status(surface.get()) != CAIRO_STATUS_SUCCESS)
        throw ExportError("cannot make a " + std::to_string(options.width) + "×" + std::to_string(options.height) +
                          " image: " + cairo_status_to_string(cairo_surface_status(surface.get())));
    return surface;
}

// cairo's ARGB32 is premultiplied, native-endian 0xAARRGGBB; the background is opaque, so the
// colours are the straight ones.
void copyToRgba(cairo_surface_t* surface, std::span<std::uint8_t> rgba, int width, int height) {
    const unsigned char* data = cairo_image_surface_get_data(surface);
    const int stride = cairo_image_surface_get_stride(surface);
    std::size_t out = 0;
    for (int y = 0; y < height; ++y) {
        const auto* row = reinterpret_cast<const std::uint32_t*>(data + static_cast<std::ptrdiff_t>(y) * stride);
        for (int x = 0; x < width; ++x) {
            const std::uint32_t p = row[x];
            rgba[out++] = static_cast<std::uint8_t>(p >> 16);
            rgba[out++] = static_cast<std::uint8_t>(p >> 8);
            rgba[out++] = static_cast<std::uint8_t>(p);
            rgba[out++] = static_cast<std::uint8_t>(p >> 24);
        }
    }
}

#endif  // ABLAB_RASTER_EXPORT

std::string title(const Trace& trace) {
    const Tree& tree = trace.tree();
    return (tree.info().title.empty() ? std::string("ablab") : tree.info().title.text()) + " — " + describe(trace.options());
}

}  // namespace

#ifdef ABLAB_RASTER_EXPORT
std::vector<std::uint8_t> renderRgba(const Trace& trace, const TreeLayout& layout, std::size_t step,
                                     const ExportOptions& options) {
    SurfacePtr surface = imageSurface(options);
    drawOnImage(surface.get(), trace, layout, step, options);
    std::vector<std::uint8_t> rgba(static_cast<std::size_t>(options.width) * static_cast<std::size_t>(options.height) * 4);
    copyToRgba(surface.get(), rgba, options.width, options.height);
    return rgba;
}
#endif  // ABLAB_RASTER_EXPORT

// [SECTION] formats ----------------------------------------------------------------------------

namespace {

std::string svgOf(const Trace& trace, const TreeLayout& layout, std::size_t step, const ExportOptions& options) {
    SvgPainter painter(static_cast<float>(options.width), static_cast<float>(options.height),
                       themeOf(options.theme).background);
    paintStep(trace, layout, step, options, painter);
    return painter.document();
}

std::string tikzOf(const Trace& trace, const TreeLayout& layout, std::span<const std::size_t> steps,
                   const ExportOptions& options) {
    TikzDocument document;
    document.width = static_cast<float>(options.width);
    document.height = static_cast<float>(options.height);
    document.background = themeOf(options.theme).background;
    document.title = title(trace);
    TikzPainter painter(document.height, tikzCentimetresPerPixel(document.width));
    for (std::size_t step : steps) {
        paintStep(trace, layout, step, options, painter);
        document.overlays.push_back(painter.take());
    }
    document.colors = painter.colors();
    return tikzBeamerSource(document);
}

std::string tableOf(const Trace& trace, ExportFormat format) {
    if (format == ExportFormat::Latex) return latexTraceTable(trace);
    std::ostringstream out;
    writeTrace(out, trace,
               format == ExportFormat::Csv        ? TraceFormat::Csv
               : format == ExportFormat::Markdown ? TraceFormat::Markdown
                                                  : TraceFormat::Json);
    return out.str();
}

}  // namespace

void writePaintingPng(const std::string& path, int width, int height, Color background,
                      const std::function<void(Painter&)>& paint, const std::string& target) {
#ifdef ABLAB_RASTER_EXPORT
    ExportOptions size;
    size.width = width;
    size.height = height;
    SurfacePtr surface = imageSurface(size);
    {
        ContextPtr cr(cairo_create(surface.get()), cairo_destroy);
        CairoPainter painter(cr.get());
        painter.clear(background);
        paint(painter);
    }
    cairo_surface_flush(surface.get());
    const cairo_status_t status = cairo_surface_write_to_png(surface.get(), path.c_str());
    if (status != CAIRO_STATUS_SUCCESS) throw ExportError(target + ": cannot write PNG: " + cairo_status_to_string(status));
#else
    (void)path, (void)width, (void)height, (void)background, (void)paint;
    throw ExportError(target + ": PNG is not available in this build (no cairo)");
#endif
}

namespace {

#ifdef ABLAB_RASTER_EXPORT
void writePng(const std::string& path, const Trace& trace, const TreeLayout& layout, std::size_t step,
              const ExportOptions& options, const std::string& target) {
    SurfacePtr surface = imageSurface(options);
    drawOnImage(surface.get(), trace, layout, step, options);
    const cairo_status_t status = cairo_surface_write_to_png(surface.get(), path.c_str());
    if (status != CAIRO_STATUS_SUCCESS) throw ExportError(target + ": cannot write PNG: " + cairo_status_to_string(status));
}

void writePdf(const std::string& path, const Trace& trace, const TreeLayout& layout, std::span<const std::size_t> steps,
              const ExportOptions& options, const std::string& target) {
    // 0.75 pt per pixel: 1280 × 720 pixels is a 13.33 × 7.5 inch page, PowerPoint's 16:9 slide.
    constexpr double kPointsPerPixel = 0.75;
    SurfacePtr surface(cairo_pdf_surface_create(path.c_str(), options.width * kPointsPerPixel,
                                                options.height * kPointsPerPixel),
                       cairo_surface_destroy);
    cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_TITLE, title(trace).c_str());
    cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_CREATOR, "ablab");
    ContextPtr cr(cairo_create(surface.get()), cairo_destroy);
    cairo_scale(cr.get(), kPointsPerPixel, kPointsPerPixel);
    CairoPainter painter(cr.get());
    const Theme theme = themeOf(options.theme);
    for (std::size_t step : steps) {
        painter.clear(theme.background);
        paintStep(trace, layout, step, options, painter);
        cairo_show_page(cr.get());
    }
    cr.reset();
    cairo_surface_finish(surface.get());
    const cairo_status_t status = cairo_surface_status(surface.get());
    if (status != CAIRO_STATUS_SUCCESS) throw ExportError(target + ": cannot write PDF: " + cairo_status_to_string(status));
}

// A readable pace: 1.2 s a step, longer where there is something to take in.
int gifDelay(const Trace& trace, std::size_t step, bool last) {
    if (last) return 300;
    if (step == 0) return 200;
    return trace.events()[step - 1].type == EventType::Cutoff ? 300 : 120;
}

void writeGifFile(const std::string& path, const Trace& trace, const TreeLayout& layout,
                  std::span<const std::size_t> steps, const ExportOptions& options) {
    SurfacePtr surface = imageSurface(options);
    GifAnimation animation;
    animation.width = options.width;
    animation.height = options.height;
    animation.frameCount = steps.size();
    animation.render = [&](std::size_t frame, std::span<std::uint8_t> rgba) {
        drawOnImage(surface.get(), trace, layout, steps[frame], options);
        copyToRgba(surface.get(), rgba, options.width, options.height);
    };
    animation.delay = [&](std::size_t frame) { return gifDelay(trace, steps[frame], frame + 1 == steps.size()); };
    writeGif(path, animation);
}
#endif  // ABLAB_RASTER_EXPORT

std::string numbered(const std::string& out, std::size_t step, std::size_t lastStep) {
    const std::filesystem::path path(out);
    std::string number = std::to_string(step);
    const std::size_t digits = std::max<std::size_t>(3, std::to_string(lastStep).size());
    number.insert(0, digits - number.size(), '0');
    std::filesystem::path named = path;
    named.replace_filename(path.stem().string() + "-" + number + path.extension().string());
    return named.string();
}

std::vector<std::size_t> checkedSteps(const Trace& trace, const ExportOptions& options) {
    if (!isPicture(options.format)) return {};
    std::vector<std::size_t> steps = selectSteps(trace, options.steps);
    if (steps.size() > kMaxExportPictures)
        throw ExportError("this would make " + std::to_string(steps.size()) + " pictures (at most " +
                          std::to_string(kMaxExportPictures) + "); choose --step cutoffs, one step, or a smaller tree");
    return steps;
}

// The caller's layout when it gave one, else one made here (pictures only: tables need none).
class LayoutInUse {
public:
    LayoutInUse(const Trace& trace, const ExportOptions& options)
        : m_own(options.layout || !isPicture(options.format) ? TreeLayout{} : layoutTree(trace.tree())),
          m_layout(options.layout ? options.layout : &m_own) {}
    const TreeLayout& get() const { return *m_layout; }

private:
    TreeLayout m_own;
    const TreeLayout* m_layout;
};

bool numberedFiles(const ExportOptions& options) {
    return options.steps.isSequence() && (options.format == ExportFormat::Svg || options.format == ExportFormat::Png);
}

}  // namespace

// [SECTION] the driver -------------------------------------------------------------------------

std::vector<std::string> exportTargets(const Trace& trace, const ExportOptions& options) {
    if (options.out.empty()) throw ExportError("no output file named");
    if (!numberedFiles(options)) return {options.out};
    std::vector<std::string> targets;
    for (std::size_t step : checkedSteps(trace, options)) targets.push_back(numbered(options.out, step, trace.stepCount()));
    return targets;
}

std::string exportText(const Trace& trace, const ExportOptions& options) {
    if (!isText(options.format) || numberedFiles(options))
        throw ExportError(std::string(formatName(options.format)) + " with these steps is not one text file");
    if (!isPicture(options.format)) return tableOf(trace, options.format);
    const std::vector<std::size_t> steps = checkedSteps(trace, options);
    const LayoutInUse layout(trace, options);
    if (options.format == ExportFormat::Tikz) return tikzOf(trace, layout.get(), steps, options);
    return svgOf(trace, layout.get(), steps.back(), options);  // a single step
}

std::vector<std::string> exportTrace(const Trace& trace, const ExportOptions& options) {
    const std::vector<std::string> targets = exportTargets(trace, options);
    const std::vector<std::size_t> steps = checkedSteps(trace, options);
    for (const std::string& t : targets) {
        std::error_code error;
        if (std::filesystem::is_directory(t, error)) throw ExportError(t + " is a folder; name a file with --out");
    }
    if (!options.force) {
        std::size_t existing = 0;
        const std::string* first = nullptr;
        for (const std::string& t : targets) {
            std::error_code error;
            if (std::filesystem::exists(std::filesystem::symlink_status(t, error))) {
                ++existing;
                if (!first) first = &t;
            }
        }
        if (first)
            throw ExportError(*first + (existing > 1 ? " and " + std::to_string(existing - 1) + " more files exist" : " exists") +
                              "; nothing written (use --force to overwrite)");
    }

    StagedFiles staged;
    const Replace replace = options.force ? Replace::Allowed : Replace::Never;
    try {
        const LayoutInUse layoutInUse(trace, options);
        const TreeLayout& layout = layoutInUse.get();
        if (options.progress) options.progress->pictures = isPicture(options.format) ? steps.size() : 0;
        switch (options.format) {
        case ExportFormat::Svg:
            for (std::size_t i = 0; i < targets.size(); ++i)
                staged.stageText(targets[i], svgOf(trace, layout, numberedFiles(options) ? steps[i] : steps.back(), options), replace);
            break;
#ifdef ABLAB_RASTER_EXPORT
        case ExportFormat::Png:
            for (std::size_t i = 0; i < targets.size(); ++i)
                writePng(staged.stage(targets[i], replace), trace, layout, numberedFiles(options) ? steps[i] : steps.back(),
                         options, targets[i]);
            break;
        case ExportFormat::Pdf: writePdf(staged.stage(targets[0], replace), trace, layout, steps, options, targets[0]); break;
        case ExportFormat::Gif: writeGifFile(staged.stage(targets[0], replace), trace, layout, steps, options); break;
#else
        case ExportFormat::Png:
        case ExportFormat::Pdf:
        case ExportFormat::Gif:
            throw ExportError(std::string(formatName(options.format)) + " export is not in this build of ablab");
#endif
        case ExportFormat::Tikz: staged.stageText(targets[0], tikzOf(trace, layout, steps, options), replace); break;
        case ExportFormat::Csv:
        case ExportFormat::Markdown:
        case ExportFormat::Latex:
        case ExportFormat::Json: staged.stageText(targets[0], tableOf(trace, options.format), replace); break;
        }
        staged.commit();
    } catch (const ExportError&) {
        throw;
    } catch (const std::runtime_error& e) {
        throw ExportError(e.what());
    }
    return targets;
}

}  // namespace ablab::core

// PNG, PDF and GIF drawn with cairo: see raster.h for why this file is a link-time choice.
#include <cairo-pdf.h>
#include <cairo.h>

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <memory>

#include "export/cairo_painter.h"
#include "export/gif_writer.h"
#include "export/raster.h"
#include "text/translate.h"

namespace ablab::core {

bool rasterExportAvailable() { return true; }

namespace {

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
    SurfacePtr surface(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, options.width, options.height), cairo_surface_destroy);
    if (cairo_surface_status(surface.get()) != CAIRO_STATUS_SUCCESS)
        throw ExportError(translate(options.wording.language, "cannot make a {width}×{height} image: {reason}",
                                    {{"width", std::to_string(options.width)},
                                     {"height", std::to_string(options.height)},
                                     {"reason", cairo_status_to_string(cairo_surface_status(surface.get()))}}));
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

// A staged file that cairo writes through its stream interface, so that every failed write is
// seen here: cairo's own file output (cairo_pdf_surface_create with a file name) loses a write
// that fails on a full disk, and the export ended with status 0 and a truncated PDF. The file
// counts as written only when cairo finished without error, every write went through and
// close succeeded; StagedFiles then syncs it and renames it into place.
class FileSink {
public:
    FileSink(Language language, const std::string& path, std::string target, const char* format)
        : m_language(language),
          m_fd(::open(path.c_str(), O_WRONLY | O_TRUNC | O_CLOEXEC)),
          m_error(m_fd < 0 ? errno : 0),
          m_target(std::move(target)),
          m_format(format) {}
    ~FileSink() {
        if (m_fd >= 0) ::close(m_fd);
    }
    FileSink(const FileSink&) = delete;
    FileSink& operator=(const FileSink&) = delete;

    static cairo_status_t write(void* closure, const unsigned char* data, unsigned int length) {
        auto* sink = static_cast<FileSink*>(closure);
        if (sink->m_error) return CAIRO_STATUS_WRITE_ERROR;
        while (length > 0) {
            const ssize_t n = ::write(sink->m_fd, data, length);
            if (n < 0) {
                if (errno == EINTR) continue;
                sink->m_error = errno;
                return CAIRO_STATUS_WRITE_ERROR;
            }
            data += n;
            length -= static_cast<unsigned int>(n);
        }
        return CAIRO_STATUS_SUCCESS;
    }

    // Throws ExportError naming the target when anything on the way failed.
    void finish(cairo_status_t status) {
        if (m_fd >= 0) {
            if (::close(m_fd) != 0 && !m_error) m_error = errno;
            m_fd = -1;
        }
        if (!m_error && status == CAIRO_STATUS_SUCCESS) return;
        const std::string reason = m_error ? std::strerror(m_error) : cairo_status_to_string(status);
        throw ExportError(translate(m_language, "{file}: cannot write {format}: {reason}",
                                    {{"file", m_target}, {"format", m_format}, {"reason", reason}}));
    }

private:
    Language m_language;
    int m_fd;
    int m_error;
    std::string m_target;
    const char* m_format;
};

void writePngStream(Language language, cairo_surface_t* surface, const std::string& path, const std::string& target) {
    FileSink sink(language, path, target, "PNG");
    sink.finish(cairo_surface_write_to_png_stream(surface, &FileSink::write, &sink));
}

// A readable pace: 1.2 s a step, longer where there is something to take in.
int gifDelay(const Trace& trace, std::size_t step, bool last) {
    if (last) return 300;
    if (step == 0) return 200;
    return trace.events()[step - 1].type == EventType::Cutoff ? 300 : 120;
}

// Draws nothing: its CairoPainter sets each word on a one-pixel surface to measure it.
class WordMeasurer final : public Painter {
public:
    WordMeasurer()
        : m_surface(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1), cairo_surface_destroy),
          m_cr(cairo_create(m_surface.get()), cairo_destroy),
          m_painter(m_cr.get()) {}
    void line(Point, Point, const Stroke&) override {}
    void polygon(std::span<const Point>, std::optional<Color>, const Stroke&) override {}
    void circle(Point, float, std::optional<Color>, const Stroke&) override {}
    void text(Point, std::string_view, float, bool, Color, TextAnchor) override {}
    float textWidth(std::string_view text, float size, bool bold) const override { return m_painter.textWidth(text, size, bold); }

private:
    SurfacePtr m_surface;
    ContextPtr m_cr;
    CairoPainter m_painter;
};

}  // namespace

std::unique_ptr<Painter> wordMeasurer() { return std::make_unique<WordMeasurer>(); }

std::vector<std::uint8_t> renderRgba(const Trace& trace, const TreeLayout& layout, std::size_t step,
                                     const ExportOptions& options) {
    SurfacePtr surface = imageSurface(options);
    drawOnImage(surface.get(), trace, layout, step, options);
    std::vector<std::uint8_t> rgba(static_cast<std::size_t>(options.width) * static_cast<std::size_t>(options.height) * 4);
    copyToRgba(surface.get(), rgba, options.width, options.height);
    return rgba;
}

void writePaintingPng(Language language, const std::string& path, int width, int height, Color background,
                      const std::function<void(Painter&)>& paint, const std::string& target) {
    ExportOptions size;
    size.wording.language = language;
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
    writePngStream(language, surface.get(), path, target);
}

void writePngFile(const std::string& path, const Trace& trace, const TreeLayout& layout, std::size_t step,
                  const ExportOptions& options, const std::string& target) {
    SurfacePtr surface = imageSurface(options);
    drawOnImage(surface.get(), trace, layout, step, options);
    writePngStream(options.wording.language, surface.get(), path, target);
}

namespace {

// A handout's page (`--layout stages`): A4 across, in pixels of 0.75 pt, set with three stages
// a row and two rows, as AIMA's Figure 5.5 sets the six stages of α-β.
constexpr int kStagePageWidth = 1123, kStagePageHeight = 794;
constexpr int kStageColumns = 3, kStageRows = 2;
constexpr int kStageMargin = 24, kStageGap = 14;

// Each stage in its cell, in reading order, its caption led by its letter: "(a) …".
void drawStages(cairo_t* cr, CairoPainter& painter, const Trace& trace, const TreeLayout& layout,
                std::span<const std::size_t> steps, const ExportOptions& options) {
    const Theme theme = themeOf(options.theme);
    ExportOptions cell = options;
    cell.width = (kStagePageWidth - 2 * kStageMargin - (kStageColumns - 1) * kStageGap) / kStageColumns;
    cell.height = (kStagePageHeight - 2 * kStageMargin - (kStageRows - 1) * kStageGap) / kStageRows;
    const std::size_t perPage = kStageColumns * kStageRows;
    for (std::size_t i = 0; i < steps.size(); ++i) {
        const std::size_t onPage = i % perPage;
        if (onPage == 0) {
            if (i > 0) cairo_show_page(cr);
            painter.clear(theme.background);
        }
        StepPicture picture = stepPicture(trace, layout, steps[i], cell);
        // Letters run on across pages, as a figure's stages do: (a) … (z), then (27), (28), ….
        const std::string letter = i < 26 ? std::string(1, static_cast<char>('a' + i)) : std::to_string(i + 1);
        picture.scene.caption = "(" + letter + ") " + picture.scene.caption;
        cairo_save(cr);
        cairo_translate(cr, kStageMargin + static_cast<double>(onPage % kStageColumns) * (cell.width + kStageGap),
                        kStageMargin + static_cast<double>(onPage / kStageColumns) * (cell.height + kStageGap));
        cairo_rectangle(cr, 0, 0, cell.width, cell.height);
        cairo_clip(cr);
        paintScene(picture.scene, theme, picture.viewport, picture.paint, painter);
        cairo_restore(cr);
        if (options.progress) ++options.progress->picturesDrawn;
    }
}

}  // namespace

void writePdfFile(const std::string& path, const Trace& trace, const TreeLayout& layout, std::span<const std::size_t> steps,
                  const ExportOptions& options, const std::string& target) {
    // 0.75 pt per pixel: 1280 × 720 pixels is a 13.33 × 7.5 inch page, PowerPoint's 16:9 slide.
    constexpr double kPointsPerPixel = 0.75;
    FileSink sink(options.wording.language, path, target, "PDF");
    const int pageWidth = options.stages ? kStagePageWidth : options.width;
    const int pageHeight = options.stages ? kStagePageHeight : options.height;
    SurfacePtr surface(
        cairo_pdf_surface_create_for_stream(&FileSink::write, &sink, pageWidth * kPointsPerPixel, pageHeight * kPointsPerPixel),
        cairo_surface_destroy);
    cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_TITLE, exportTitle(options.wording.language, trace).c_str());
    cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_CREATOR, "ablab");
    ContextPtr cr(cairo_create(surface.get()), cairo_destroy);
    cairo_scale(cr.get(), kPointsPerPixel, kPointsPerPixel);
    CairoPainter painter(cr.get());
    const Theme theme = themeOf(options.theme);
    if (options.stages) {
        drawStages(cr.get(), painter, trace, layout, steps, options);
        cairo_show_page(cr.get());
    } else {
        for (std::size_t step : steps) {
            painter.clear(theme.background);
            paintStep(trace, layout, step, options, painter);
            cairo_show_page(cr.get());
        }
    }
    cr.reset();
    cairo_surface_finish(surface.get());
    sink.finish(cairo_surface_status(surface.get()));
}

void writeGifFile(const std::string& path, const Trace& trace, const TreeLayout& layout, std::span<const std::size_t> steps,
                  const ExportOptions& options, const std::string& target) {
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
    writeGif(path, animation, target);
}

}  // namespace ablab::core

#include "export/export.h"

#include <algorithm>
#include <filesystem>
#include <memory>
#include <sstream>

#include "export/latex_table.h"
#include "export/pptx_deck.h"
#include "export/raster.h"
#include "search/explain.h"
#include "search/search.h"
#include "files/staged_files.h"
#include "export/svg_painter.h"
#include "export/tikz_writer.h"
#include "export/zip_archive.h"
#include "search/trace_format.h"
#include "text/translate.h"
#include "search/search_title.h"

namespace ablab::core {

// [SECTION] names ------------------------------------------------------------------------

namespace {

struct FormatInfo {
    ExportFormat format;
    std::string_view name, extension;
};
constexpr FormatInfo kFormats[] = {
    {ExportFormat::Svg, "svg", "svg"},    {ExportFormat::Png, "png", "png"},          {ExportFormat::Pdf, "pdf", "pdf"},
    {ExportFormat::Gif, "gif", "gif"},    {ExportFormat::Tikz, "tikz", "tex"},        {ExportFormat::Pptx, "pptx", "pptx"},
    {ExportFormat::Csv, "csv", "csv"},    {ExportFormat::Markdown, "markdown", "md"}, {ExportFormat::Latex, "latex", "tex"},
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
bool isPicture(ExportFormat f) { return f <= ExportFormat::Pptx; }
bool isText(ExportFormat f) {
    return f != ExportFormat::Png && f != ExportFormat::Pdf && f != ExportFormat::Gif && f != ExportFormat::Pptx;
}
bool exportFormatAvailable(ExportFormat f) {
    // A deck's words are measured as the PNG's are (wordMeasurer), so it needs cairo too.
    if (f == ExportFormat::Pptx) return zipArchiveAvailable() && rasterExportAvailable();
    return isText(f) || rasterExportAvailable();
}

std::vector<std::size_t> selectSteps(Language language, const Trace& trace, const StepChoice& choice) {
    const std::size_t last = trace.stepCount();
    switch (choice.kind) {
    case StepChoice::Step:
        if (choice.step > last)
            throw ExportError(translate(language, "step {step} is past the end: this run has steps 0 to {last}",
                                        {{"step", std::to_string(choice.step)}, {"last", std::to_string(last)}}));
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

// [SECTION] one picture ----------------------------------------------------------------------

StepPicture stepPicture(const Trace& trace, const TreeLayout& layout, std::size_t step, const ExportOptions& options) {
    StepPicture picture;
    const auto w = static_cast<float>(options.width), h = static_cast<float>(options.height);
    SceneOptions sceneOptions = options.scene;
    FocusView focus;
    if (!options.wholeView) {
        focus = focusAtSize(trace, layout, step, w, h);
        sceneOptions.focus = &focus;
    }
    picture.scene = buildScene(options.wording, trace, layout, step, sceneOptions);
    // The canvas says "press → to start"; a slide says what is about to happen.
    if (options.scene.caption && step == 0) picture.scene.caption = runTitle(options.wording.language, trace);
    picture.viewport = fitViewport(picture.scene, w, h, options.scene.caption);
    picture.paint.drawCaption = options.scene.caption;
    picture.paint.canvasWidth = w;
    picture.paint.canvasHeight = h;
    picture.paint.leastWordPixels = focusWordPixels(focus, h);
    return picture;
}

void paintStep(const Trace& trace, const TreeLayout& layout, std::size_t step, const ExportOptions& options, Painter& painter) {
    const StepPicture picture = stepPicture(trace, layout, step, options);
    paintScene(picture.scene, themeOf(options.theme), picture.viewport, picture.paint, painter);
    if (options.progress) ++options.progress->picturesDrawn;
}

std::string exportTitle(Language language, const Trace& trace) {
    const Tree& tree = trace.tree();
    return (tree.info().title.empty() ? std::string("ablab") : tree.info().title.in(language)) + " — " +
           searchTitle(language, trace.options());
}

// [SECTION] formats ----------------------------------------------------------------------------

namespace {

std::string svgOf(const Trace& trace, const TreeLayout& layout, std::size_t step, const ExportOptions& options) {
    SvgPainter painter(static_cast<float>(options.width), static_cast<float>(options.height), themeOf(options.theme).background);
    paintStep(trace, layout, step, options, painter);
    return painter.document();
}

std::string tikzOf(const Trace& trace, const TreeLayout& layout, std::span<const std::size_t> steps,
                   const ExportOptions& options) {
    TikzDocument document;
    document.width = static_cast<float>(options.width);
    document.height = static_cast<float>(options.height);
    document.background = themeOf(options.theme).background;
    document.title = exportTitle(options.wording.language, trace);
    TikzPainter painter(document.height, tikzCentimetresPerPixel(document.width));
    for (std::size_t step : steps) {
        paintStep(trace, layout, step, options, painter);
        document.overlays.push_back(painter.take());
    }
    document.colors = painter.colors();
    return tikzBeamerSource(document);
}

std::string tableOf(const Wording& wording, const Trace& trace, ExportFormat format) {
    if (format == ExportFormat::Latex) return latexTraceTable(wording, trace);
    std::ostringstream out;
    writeTrace(wording, out, trace,
               format == ExportFormat::Csv        ? TraceFormat::Csv
               : format == ExportFormat::Markdown ? TraceFormat::Markdown
                                                  : TraceFormat::Json);
    return out.str();
}

}  // namespace

namespace {

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
    std::vector<std::size_t> steps = selectSteps(options.wording.language, trace, options.steps);
    if (steps.size() > kMaxExportPictures)
        throw ExportError(
            translate(options.wording.language,
                      "this would make {count} pictures (at most {most}); choose --step cutoffs, one step, or a smaller tree",
                      {{"count", std::to_string(steps.size())}, {"most", std::to_string(kMaxExportPictures)}}));
    return steps;
}

std::string folderNotFile(Language language, const std::string& path) {
    return translate(language, "{path} is a folder; name a file with --out", {{"path", path}});
}

bool numberedFiles(const ExportOptions& options) {
    return options.steps.isSequence() && (options.format == ExportFormat::Svg || options.format == ExportFormat::Png);
}

}  // namespace

// [SECTION] the driver -------------------------------------------------------------------------

std::vector<std::string> exportTargets(const Trace& trace, const ExportOptions& options) {
    if (options.out.empty()) throw ExportError(translate(options.wording.language, "no output file named"));
    // "pictures/" names a folder: numbering would make files called "-007", with no name.
    if (!std::filesystem::path(options.out).has_filename())
        throw ExportError(folderNotFile(options.wording.language, options.out));
    if (!numberedFiles(options)) return {options.out};
    std::vector<std::string> targets;
    for (std::size_t step : checkedSteps(trace, options)) targets.push_back(numbered(options.out, step, trace.stepCount()));
    return targets;
}

std::string exportText(const Run& run, const ExportOptions& options) {
    const Trace& trace = *run.trace;
    if (!isText(options.format) || numberedFiles(options))
        throw ExportError(std::string(formatName(options.format)) + " with these steps is not one text file");
    if (!isPicture(options.format)) return tableOf(options.wording, trace, options.format);
    const std::vector<std::size_t> steps = checkedSteps(trace, options);
    if (options.format == ExportFormat::Tikz) return tikzOf(trace, *run.layout, steps, options);
    return svgOf(trace, *run.layout, steps.back(), options);  // a single step
}

std::vector<std::string> exportRun(const Run& run, const ExportOptions& options) {
    const Trace& trace = *run.trace;
    const std::vector<std::string> targets = exportTargets(trace, options);
    const std::vector<std::size_t> steps = checkedSteps(trace, options);
    for (const std::string& t : targets) {
        std::error_code error;
        if (std::filesystem::is_directory(t, error)) throw ExportError(folderNotFile(options.wording.language, t));
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
            throw TargetRefused(*first +
                                (existing > 1 ? " and " + std::to_string(existing - 1) + " more files exist" : " exists") +
                                "; nothing written (use --force to overwrite)");
    }

    StagedFiles staged(options.wording.language);
    const Replace replace = options.force ? Replace::Allowed : Replace::Never;
    try {
        if (options.progress) options.progress->pictures = isPicture(options.format) ? steps.size() : 0;
        switch (options.format) {
        case ExportFormat::Svg:
            for (std::size_t i = 0; i < targets.size(); ++i)
                staged.stageText(targets[i], svgOf(trace, *run.layout, numberedFiles(options) ? steps[i] : steps.back(), options),
                                 replace);
            break;
        case ExportFormat::Png:
            for (std::size_t i = 0; i < targets.size(); ++i)
                writePngFile(staged.stage(targets[i], replace), trace, *run.layout,
                             numberedFiles(options) ? steps[i] : steps.back(), options, targets[i]);
            break;
        case ExportFormat::Pdf:
            writePdfFile(staged.stage(targets[0], replace), trace, *run.layout, steps, options, targets[0]);
            break;
        case ExportFormat::Gif:
            writeGifFile(staged.stage(targets[0], replace), trace, *run.layout, steps, options, targets[0]);
            break;
        case ExportFormat::Tikz: staged.stageText(targets[0], tikzOf(trace, *run.layout, steps, options), replace); break;
        case ExportFormat::Pptx: staged.stageText(targets[0], pptxDeck(trace, *run.layout, steps, options), replace); break;
        case ExportFormat::Csv:
        case ExportFormat::Markdown:
        case ExportFormat::Latex:
        case ExportFormat::Json: staged.stageText(targets[0], tableOf(options.wording, trace, options.format), replace); break;
        }
        staged.commit();
    } catch (const ExportError&) {
        throw;
    } catch (const TargetRefused&) {
        throw;
    } catch (const std::runtime_error& e) {
        throw ExportError(e.what());
    }
    return targets;
}

}  // namespace ablab::core

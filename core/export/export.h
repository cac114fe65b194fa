#pragma once
// `ablab export` and the GUI's Export menu: a run (run/run.h) as pictures (SVG, PNG, PDF, GIF,
// TikZ/Beamer, a PowerPoint deck) or tables (CSV, Markdown, LaTeX, JSON). Every picture is a Scene drawn by
// paintScene, the same as the canvas shows.
#include <atomic>
#include <cstdint>
#include <functional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "picture/layout.h"
#include "picture/paint.h"
#include "picture/scene.h"
#include "picture/theme.h"
#include "run/run.h"
#include "search/trace.h"
#include "text/wording.h"

namespace ablab::core {

enum class ExportFormat : std::uint8_t { Svg, Png, Pdf, Gif, Tikz, Pptx, Csv, Markdown, Latex, Json };
bool parseExportFormat(std::string_view text, ExportFormat& out);
std::string_view formatName(ExportFormat format);   // "svg", …
std::string_view extensionOf(ExportFormat format);  // "svg", "png", "pdf", "gif", "tex", "pptx", "csv", "md", "tex", "json"
bool isPicture(ExportFormat format);                // svg, png, pdf, gif, tikz, pptx
bool isText(ExportFormat format);                   // everything but png, pdf, gif, pptx
// False for png, pdf and gif in a program linked without cairo and giflib (the browser's, and
// `ablab` itself, which hands them to `ablab-raster`: see raster.h), and for pptx in one built
// without libzip (the browser's: see zip_archive.h): menus leave them out.
bool exportFormatAvailable(ExportFormat format);

// Which steps: one step, the end, every step from the untouched tree (0) to the end, or the
// moments a student should notice (cutoffs, values backed up to the root's children, the end).
struct StepChoice {
    enum Kind : std::uint8_t { Step, End, All, Cutoffs } kind = End;
    std::size_t step = 0;  // for Step
    bool isSequence() const { return kind == All || kind == Cutoffs; }
};
// `--step` text is read by app/cli/step_option.h, the one parser every command shares.
// The steps, ascending. A step past the end throws ExportError.
std::vector<std::size_t> selectSteps(Language language, const Trace& trace, const StepChoice& choice);

// How far an export running off the window's thread has got: pictures drawn of the total.
struct ExportProgress {
    std::atomic<std::size_t> picturesDrawn{0};
    std::atomic<std::size_t> pictures{0};
};

struct ExportOptions {
    ExportFormat format = ExportFormat::Svg;
    StepChoice steps;
    std::string out;                 // the file; sequences of SVG or PNG number it: out-007.svg
    int width = 1280, height = 720;  // pixels (16:9, a slide); PDF pages are 0.75 pt per pixel
    ThemeName theme = ThemeName::Light;
    SceneOptions scene;  // labels, α/β, values, caption
    Wording wording;     // of the captions, notes, tables and messages
    bool force = false;  // replace files that exist
    // The whole tree at every step (`--view whole`), instead of the focus + context view that
    // folds what the step is not about when the tree cannot be read whole at this size.
    bool wholeView = false;
    ExportProgress* progress = nullptr;  // counted as pictures are drawn, when given
    // A deck (pptx) only: slides of the trace table at its end, and slides that build from the
    // previous chosen step to their own one event per click.
    bool handout = false;
    bool build = false;
    // A PDF only (`--layout stages`): the steps set six to a page in reading order, each captioned
    // with its letter, as AIMA's Figure 5.5 sets the stages of α-β, instead of a page a step.
    bool stages = false;
};

// An export that cannot be done: a file that exists (without force), a step past the end, a
// write that failed. what() is one line.
class ExportError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// The most pictures one export makes: a GIF or PDF of a million steps helps nobody.
inline constexpr std::size_t kMaxExportPictures = 2000;

// The files an export writes, in order: one, or one per step for sequences of SVG or PNG.
std::vector<std::string> exportTargets(const Trace& trace, const ExportOptions& options);

// Writes the export of the run's trace, its pictures drawn on the run's layout (the window's,
// when the window exports; laid out now when nothing drew the run yet; tables need none).
// Checks every target first: if one exists and !options.force, nothing is written
// (TargetRefused, files/staged_files.h: the user's choice of file, not a failure). All files
// appear at once at the end, or none does. Returns the paths written; other failures are
// ExportError.
std::vector<std::string> exportRun(const Run& run, const ExportOptions& options);

// A single-file text export (an SVG of one step, TikZ, or a table) as a string, for standard
// output and for tests.
std::string exportText(const Run& run, const ExportOptions& options);

// "Title — options", the title of a PDF and of a Beamer document.
std::string exportTitle(Language language, const Trace& trace);

// Step `step` as every picture format draws it: its scene (step 0 captioned with what is about to
// happen), fitted to width × height, the caption along the bottom.
struct StepPicture {
    Scene scene;
    Viewport viewport;
    PaintOptions paint;
};
StepPicture stepPicture(const Trace& trace, const TreeLayout& layout, std::size_t step, const ExportOptions& options);

// Draws step `step` with the export's geometry (stepPicture). The building block of every
// picture format.
void paintStep(const Trace& trace, const TreeLayout& layout, std::size_t step, const ExportOptions& options, Painter& painter);

// A picture that is not a step of a run (the Compare chart), drawn by `paint` on a width × height
// image over `background` and written as a PNG to `path` (a staged file: see StagedFiles).
// Throws ExportError naming `target`, also in a program linked without cairo (raster.h).
void writePaintingPng(Language language, const std::string& path, int width, int height, Color background,
                      const std::function<void(Painter&)>& paint, const std::string& target);

// RGBA pixels (width × height × 4) of one step, drawn with cairo.
std::vector<std::uint8_t> renderRgba(const Trace& trace, const TreeLayout& layout, std::size_t step,
                                     const ExportOptions& options);

}  // namespace ablab::core

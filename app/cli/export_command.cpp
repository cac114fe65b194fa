#include "cli/export_command.h"

#include <charconv>
#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>

#include "cli/arguments.h"
#include "cli/sibling_program.h"
#include "cli/step_option.h"
#include "export/export.h"
#include "run/run.h"
#include "search/search.h"
#include "search/trace.h"
#include "text/translate.h"
#include "text/visible_text.h"

namespace ablab::app {

namespace {

// A picture smaller than this has no room for a readable node; larger is no slide.
constexpr int kMinimumSide = 160, kMaximumSide = 8192;

// The file name when --out is not given: the tree file's stem, or "ablab" for the built-in
// tree and standard input, in the current folder.
std::string defaultOut(const std::string& treeFile, core::ExportFormat format) {
    std::string stem = treeFile.empty() || treeFile == "-" ? "ablab" : std::filesystem::path(treeFile).stem().string();
    if (format == core::ExportFormat::Latex) stem += "-table";
    return stem + "." + std::string(core::extensionOf(format));
}

// What the command line asked for, read but not yet checked against itself.
struct ExportCommand {
    core::SearchOptions search;
    core::TreeReadOptions input;
    core::ExportOptions options;
    std::optional<core::ExportFormat> format;
    std::optional<StepOption> steps;
    std::string file, out;
    std::string_view pictureOption;  // the first option that only pictures take, for the error
    std::string_view deckOption;     // the first option that only a deck takes
    std::string_view stagesOption;   // --layout, which only a PDF takes
};

ExportCommand readExportArguments(const core::Wording& wording, std::span<char* const> argv) {
    const core::Language language = wording.language;
    Arguments args(argv, language);
    ExportCommand command;
    command.options.wording = wording;
    core::SearchOptions& search = command.search;
    core::TreeReadOptions& input = command.input;
    core::ExportOptions& options = command.options;
    std::optional<core::ExportFormat>& format = command.format;
    std::optional<StepOption>& steps = command.steps;
    std::string &file = command.file, &out = command.out;
    std::string_view &pictureOption = command.pictureOption, &deckOption = command.deckOption;
    bool haveFile = false;
    while (!args.done()) {
        const std::string_view arg = args.take();
        if (takeSearchOption(arg, args, search) || takeInputOption(arg, args, input)) continue;
        if (arg == "--format") {
            const std::string_view name = args.valueOf(arg);
            core::ExportFormat f;
            if (!core::parseExportFormat(name, f))
                throw UsageError(core::translate(
                    language, "--format expects svg, png, pdf, gif, tikz, pptx, csv, markdown, latex or json, got '{value}'",
                    {{"value", std::string(name)}}));
            format = f;
        } else if (arg == "--step") {
            steps = parseStepOption(language, args.valueOf(arg), StepForms::OneOrMany);
            pictureOption = pictureOption.empty() ? arg : pictureOption;
        } else if (takeOutputOption(arg, args, out, options.force)) {
        } else if (arg == "--size") {
            parseSizeOption(language, args.valueOf(arg), options.width, options.height, kMinimumSide, kMaximumSide);
            pictureOption = pictureOption.empty() ? arg : pictureOption;
        } else if (arg == "--theme") {
            const std::string_view name = args.valueOf(arg);
            if (!core::parseThemeName(name, options.theme))
                throw UsageError(core::translate(language, "--theme expects light, dark or projector, got '{value}'",
                                                 {{"value", std::string(name)}}));
            pictureOption = pictureOption.empty() ? arg : pictureOption;
        } else if (arg == "--no-labels" || arg == "--no-alpha-beta" || arg == "--no-values" || arg == "--no-caption") {
            bool& shown = arg == "--no-labels"       ? options.scene.labels
                          : arg == "--no-alpha-beta" ? options.scene.alphaBeta
                          : arg == "--no-values"     ? options.scene.values
                                                     : options.scene.caption;
            shown = false;
            pictureOption = pictureOption.empty() ? arg : pictureOption;
        } else if (arg == "--handout" || arg == "--build") {
            (arg == "--handout" ? options.handout : options.build) = true;
            deckOption = deckOption.empty() ? arg : deckOption;
        } else if (arg == "--layout") {
            const std::string_view layout = args.valueOf(arg);
            if (layout != "stages" && layout != "slides")
                throw UsageError(core::translate(language, "--layout expects slides or stages, got '{value}'",
                                                 {{"value", std::string(layout)}}));
            options.stages = layout == "stages";
            command.stagesOption = arg;
        } else if (arg == "--view") {
            options.wholeView = parseWholeView(language, args.valueOf(arg));
            pictureOption = pictureOption.empty() ? arg : pictureOption;
        } else if (arg == "--show-open-lines") {
            options.scene.openLines = true;
            pictureOption = pictureOption.empty() ? arg : pictureOption;
        } else {
            takeTreeFile(language, arg, "ablab export", file, haveFile);
        }
    }
    return command;
}

// Options that do not fit the format refused; the steps and the file settled where not given.
void settleExportOptions(core::Language language, ExportCommand& command) {
    core::ExportOptions& options = command.options;
    const std::string_view pictureOption = command.pictureOption, deckOption = command.deckOption;
    std::optional<StepOption>& steps = command.steps;
    const std::string &file = command.file, &out = command.out;
    if (!core::isPicture(options.format) && !pictureOption.empty())
        throw UsageError(
            core::translate(language, "{option} applies to pictures (svg, png, pdf, gif, tikz, pptx), not to {format} tables",
                            {{"option", std::string(pictureOption)}, {"format", std::string(core::formatName(options.format))}}));
    if (options.format != core::ExportFormat::Pptx && !deckOption.empty())
        throw UsageError(
            core::translate(language, "{option} applies to pptx decks, not to {format}",
                            {{"option", std::string(deckOption)}, {"format", std::string(core::formatName(options.format))}}));
    if (options.format != core::ExportFormat::Pdf && !command.stagesOption.empty())
        throw UsageError(core::translate(
            language, "{option} applies to pdf, not to {format}",
            {{"option", std::string(command.stagesOption)}, {"format", std::string(core::formatName(options.format))}}));
    // One step for a single picture, the whole run for the formats that hold a sequence; a
    // handout of stages, the moments a student should notice.
    const bool sequenceFormat = options.format == core::ExportFormat::Pdf || options.format == core::ExportFormat::Gif ||
                                options.format == core::ExportFormat::Tikz || options.format == core::ExportFormat::Pptx;
    if (!steps)
        steps = StepOption{options.stages   ? StepOption::Kind::Cutoffs
                           : sequenceFormat ? StepOption::Kind::All
                                            : StepOption::Kind::End,
                           0, ""};
    // A single step is resolved once the run is known (cutoff:K needs its cutoffs).
    options.steps.kind = steps->kind == StepOption::Kind::All       ? core::StepChoice::All
                         : steps->kind == StepOption::Kind::Cutoffs ? core::StepChoice::Cutoffs
                                                                    : core::StepChoice::Step;
    options.out = out.empty() ? defaultOut(file, options.format) : out;
    // --out FOLDER/ (or an existing folder) puts the default name in it, as cp does.
    if (std::error_code error;
        !out.empty() && out != "-" && (!std::filesystem::path(out).has_filename() || std::filesystem::is_directory(out, error)))
        options.out = (std::filesystem::path(out) / defaultOut(file, options.format)).string();
    if (options.out == "-" && !core::isText(options.format))
        throw UsageError(core::translate(language, "--out - (standard output) works for text formats only, not {format}",
                                         {{"format", std::string(core::formatName(options.format))}}));
    if (options.out == "-" && options.steps.isSequence() && options.format == core::ExportFormat::Svg)
        throw UsageError(core::translate(language, "--out - writes one SVG; choose one step with --step N or end"));
}

// The run to export, made once the tree is read: refused when its algorithm cannot search the
// tree, with what the reader noticed on standard error.
std::shared_ptr<const core::Run> exportedRun(const ChosenWording& chosen, std::span<char* const> argv, ExportCommand& command) {
    const core::Language language = chosen.wording.language;
    core::SearchOptions& search = command.search;
    const std::string& file = command.file;
    const core::TreeReadOptions& input = command.input;
    auto tree = std::make_shared<const core::Tree>(loadTreeArgument(language, file, input));
    command.options.wording.notation = openTreeAs(argv, chosen, *tree, search);
    if (const std::string why = core::refusal(language, *tree, search); !why.empty()) throw UsageError(file + ": " + why);
    if (const std::string notice = core::readingNotice(language, tree->info(), search.strict); !notice.empty())
        std::cerr << core::visibleText(core::translate(language, "note: {text}", {{"text", notice}})) << '\n';
    return core::makeRun(tree, search);
}

// More pictures than an export makes refused as the command line's mistake, before any is drawn.
void checkPictureCount(core::Language language, const core::ExportOptions& options, const core::Trace& trace) {
    if (!core::isPicture(options.format)) return;
    std::size_t pictures = 0;
    try {
        pictures = core::selectSteps(language, trace, options.steps).size();
    } catch (const core::ExportError& e) {
        throw UsageError(std::string("--step: ") + e.what());
    }
    if (pictures > core::kMaxExportPictures)
        throw UsageError(core::translate(
            language, "--step {choice} would make {count} pictures, more than {maximum}; choose fewer steps or a smaller tree",
            {{"choice", options.steps.kind == core::StepChoice::All ? "all" : "cutoffs"},
             {"count", std::to_string(pictures)},
             {"maximum", std::to_string(core::kMaxExportPictures)}}));
}

}  // namespace

int runExportCommand(const ChosenWording& chosen, std::span<char* const> argv) {
    const core::Language language = chosen.wording.language;
    ExportCommand command = readExportArguments(chosen.wording, argv);
    if (!command.format)
        throw UsageError(core::translate(
            language, "ablab export needs --format svg, png, pdf, gif, tikz, pptx, csv, markdown, latex or json"));
    core::ExportOptions& options = command.options;
    options.format = *command.format;
    if (!core::exportFormatAvailable(options.format)) return execRasterProgram(chosen, "export", argv);
    settleExportOptions(language, command);
    const auto run = exportedRun(chosen, argv, command);
    if (!options.steps.isSequence()) options.steps.step = resolveStep(language, *command.steps, *run->trace);
    checkPictureCount(language, options, *run->trace);
    if (options.out == "-") {
        std::cout << core::exportText(*run, options);
        return 0;
    }
    const std::vector<std::string> written = core::exportRun(*run, options);
    if (written.size() == 1) std::cout << core::translate(language, "wrote {path}", {{"path", written[0]}}) << '\n';
    else
        std::cout << core::translate(
                         language, "wrote {first} … {last} ({count} files)",
                         {{"first", written.front()}, {"last", written.back()}, {"count", std::to_string(written.size())}})
                  << '\n';
    return 0;
}

}  // namespace ablab::app

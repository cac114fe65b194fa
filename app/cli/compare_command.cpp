#include "cli/compare_command.h"

#include <filesystem>
#include <sstream>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>

#include "cli/arguments.h"
#include "cli/sibling_program.h"
#include "export/export.h"
#include "export/svg_painter.h"
#include "files/staged_files.h"
#include "picture/comparison_chart.h"
#include "search/comparison.h"
#include "text/display_width.h"
#include "text/translate.h"

namespace ablab::app {

namespace {

enum class CompareFormat { Table, Json, Svg, Png };

std::string padded(std::string text, std::size_t width) {
    const std::size_t columns = core::displayWidth(text);
    return text + std::string(width > columns ? width - columns : 0, ' ');
}

void writeTable(core::Language language, std::ostream& out, const core::Comparison& c, const std::string& title) {
    out << core::translate(language, "{title}: {leaves} leaves, depth {depth}",
                           {{"title", title.empty() ? core::translate(language, "tree") : title},
                            {"leaves", std::to_string(c.leavesInTree)},
                            {"depth", std::to_string(c.depth)}})
        << '\n';
    out << padded(core::translate(language, "algorithm"), 16) << padded(core::translate(language, "value"), 8)
        << padded(core::translate(language, "leaves"), 10) << padded(core::translate(language, "different"), 11)
        << padded(core::translate(language, "nodes"), 10) << padded(core::translate(language, "re-searches"), 13)
        << padded(core::translate(language, "passes"), 8) << core::translate(language, "table hits") << '\n';
    for (const core::ComparisonRow& r : c.rows) {
        out << padded(std::string(core::algorithmName(r.options.algorithm)), 16) << padded(core::formatValue(r.rootValue), 8)
            << padded(std::to_string(r.leafEvaluations), 10) << padded(std::to_string(r.distinctLeaves), 11)
            << padded(std::to_string(r.nodesVisited), 10) << padded(std::to_string(r.researches), 13)
            << padded(std::to_string(r.passes), 8) << r.tableHits << '\n';
    }
    out << core::translate(language, "best case: {count}", {{"count", core::bestCaseText(c)}}) << '\n'
        << core::translate(language, "all leaves: {count}", {{"count", core::fullTreeText(language, c)}}) << '\n';
}

void writeJson(std::ostream& out, const core::Comparison& c, const std::string& title) {
    using nlohmann::json;
    auto value = [](core::Value v) { return std::isinf(v) ? json(v > 0 ? "inf" : "-inf") : json(v); };
    json rows = json::array();
    for (const core::ComparisonRow& r : c.rows) {
        rows.push_back({{"algorithm", core::algorithmName(r.options.algorithm)},
                        {"options", core::describe(r.options)},
                        {"root_value", value(r.rootValue)},
                        {"leaves_evaluated", r.leafEvaluations},
                        {"different_leaves", r.distinctLeaves},
                        {"nodes_visited", r.nodesVisited},
                        {"researches", r.researches},
                        {"passes", r.passes},
                        {"table_hits", r.tableHits},
                        {"events", r.events}});
    }
    out << json{{"title", title},           {"leaves_in_tree", c.leavesInTree}, {"depth", c.depth},        {"uniform", c.uniform},
                {"branching", c.branching}, {"best_case", c.bestCase},          {"full_tree", c.fullTree}, {"algorithms", rows}}
               .dump(2)
        << '\n';
}

// What the command line asked for.
struct CompareCommand {
    core::SearchOptions options;
    std::vector<core::Algorithm> algorithms{std::begin(core::kAllAlgorithms), std::end(core::kAllAlgorithms)};
    CompareFormat format = CompareFormat::Table;
    std::string file, out;
    bool force = false;
    std::uint32_t width = 640;
};

CompareCommand readCompareArguments(core::Language language, std::span<char* const> argv) {
    Arguments args(argv, language);
    CompareCommand command;
    core::SearchOptions& options = command.options;
    std::vector<core::Algorithm>& algorithms = command.algorithms;
    CompareFormat& format = command.format;
    std::string &file = command.file, &out = command.out;
    bool& force = command.force;
    std::uint32_t& width = command.width;
    bool haveFile = false;
    while (!args.done()) {
        const std::string_view arg = args.take();
        if (takeSearchOption(arg, args, options)) continue;
        if (arg == "--algorithms") {
            std::string bad;
            if (!core::parseAlgorithmList(args.valueOf(arg), algorithms, bad)) {
                std::string names;  // core's, so the message never falls behind the list
                for (const core::Algorithm a : core::kAllAlgorithms)
                    names += (names.empty() ? "" : ", ") + std::string(core::algorithmName(a));
                throw UsageError(core::translate(language,
                                                 "--algorithms expects names separated by commas ({names}), got '{value}'",
                                                 {{"names", names}, {"value", bad}}));
            }
        } else if (arg == "--format") {
            const std::string_view name = args.valueOf(arg);
            if (name == "table") format = CompareFormat::Table;
            else if (name == "json") format = CompareFormat::Json;
            else if (name == "svg") format = CompareFormat::Svg;
            else if (name == "png") format = CompareFormat::Png;
            else
                throw UsageError(core::translate(language, "--format expects table, json, svg or png, got '{value}'",
                                                 {{"value", std::string(name)}}));
        } else if (takeOutputOption(arg, args, out, force)) {
        } else if (arg == "--width") {
            width = static_cast<int>(args.wholeNumberOf(arg, 300, 8000));
        } else {
            takeTreeFile(language, arg, "ablab compare", file, haveFile);
        }
    }
    return command;
}

// The table, the JSON or the chart, to standard output or into --out (every file through
// StagedFiles: whole or not at all, never replaced without --force).
void writeComparison(core::Language language, const CompareCommand& command, const core::Comparison& comparison,
                     const std::string& title) {
    const CompareFormat format = command.format;
    const std::string& out = command.out;
    const auto w = static_cast<float>(command.width), h = core::comparisonChartHeight(comparison);
    const core::Theme theme = core::Theme::light();

    const bool toFile = !out.empty() && out != "-";
    core::StagedFiles files(language);
    const core::Replace replace = command.force ? core::Replace::Allowed : core::Replace::Never;
    if (format == CompareFormat::Png) {
        core::writePaintingPng(
            language, files.stage(out, replace), static_cast<int>(w), static_cast<int>(h), theme.background,
            [&](core::Painter& painter) { core::paintComparisonChart(language, comparison, title, theme, w, painter); }, out);
        files.commit();
        return;
    }
    std::ostringstream text;
    switch (format) {
    case CompareFormat::Table: writeTable(language, text, comparison, title); break;
    case CompareFormat::Json: writeJson(text, comparison, title); break;
    case CompareFormat::Svg: {
        core::SvgPainter painter(w, h, theme.background);
        core::paintComparisonChart(language, comparison, title, theme, w, painter);
        text << painter.document();
        break;
    }
    case CompareFormat::Png: break;
    }
    if (!toFile) {
        std::cout << text.str();
        return;
    }
    files.stageText(out, text.str(), replace);
    files.commit();
}

}  // namespace

int runCompareCommand(const ChosenWording& chosen, std::span<char* const> argv) {
    const core::Language language = chosen.wording.language;
    const CompareCommand command = readCompareArguments(language, argv);
    const std::string& out = command.out;
    if (command.format == CompareFormat::Png && (out.empty() || out == "-"))
        throw UsageError(
            core::translate(language, "--format png needs --out FILE.png (a PNG is not written to standard output)"));
    if (command.format == CompareFormat::Png && !core::exportFormatAvailable(core::ExportFormat::Png))
        return execRasterProgram(chosen, "compare", argv);
    std::error_code ec;
    if (!out.empty() && out != "-" && !command.force && std::filesystem::exists(out, ec))
        throw UsageError(core::alreadyExistsMessage(language, out));

    // Counted as the events go by, not recorded: no Run, as no trace is kept (search/comparison.h).
    auto tree = std::make_shared<const core::Tree>(loadTreeArgument(language, command.file));
    const core::Comparison comparison = core::compareAlgorithms(tree, command.algorithms, command.options);
    writeComparison(language, command, comparison, tree->info().title.in(language));
    return 0;
}

}  // namespace ablab::app

#include "picture/comparison_chart.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "text/translate.h"

namespace ablab::core {

namespace {

// Each row: the name and the bar with its count on one line, what else happened under it, so
// the chart reads the same in a 380-pixel panel and on a 900-pixel slide.
constexpr float kMargin = 12, kTitleHeight = 30, kRowHeight = 44, kBarHeight = 16, kFontSize = 13, kNoteSize = 11;

std::string number(double v) {
    char text[32];
    std::snprintf(text, sizeof text, v == std::floor(v) && v < 1e15 ? "%.0f" : "%.1f", v);
    return text;
}

std::string rowNote(Language language, const ComparisonRow& row) {
    const auto count = [](std::size_t n) { return TextArgument{"count", std::to_string(n)}; };
    std::string text = translate(language, "value {value}", {{"value", formatValue(row.rootValue)}});
    if (row.distinctLeaves != row.leafEvaluations)
        text += translate(language, ", {count} different", {count(row.distinctLeaves)});
    if (row.researches > 0)
        text += row.researches == 1 ? translate(language, ", {count} re-search", {count(row.researches)})
                                    : translate(language, ", {count} re-searches", {count(row.researches)});
    if (row.passes > 0)
        text += row.passes == 1 ? translate(language, ", {count} pass", {count(row.passes)})
                                : translate(language, ", {count} passes", {count(row.passes)});
    text += translate(language, ", {count} nodes visited", {count(row.nodesVisited)});
    return text;
}

}  // namespace

std::string bestCaseText(const Comparison& c) {
    const double b = c.branching;
    char approximate[32];
    std::snprintf(approximate, sizeof approximate, "%.2f", b);
    const std::string bText = c.uniform ? number(b) : approximate;
    const auto up = static_cast<unsigned>((c.depth + 1) / 2), down = static_cast<unsigned>(c.depth / 2);
    return std::string(c.uniform ? "" : "≈ ") + "b^⌈d/2⌉ + b^⌊d/2⌋ − 1 = " + bText + "^" + std::to_string(up) + " + " + bText +
           "^" + std::to_string(down) + " − 1 = " + number(std::round(c.bestCase));
}

std::string fullTreeText(Language language, const Comparison& c) {
    if (c.uniform) return "b^d = " + number(c.branching) + "^" + std::to_string(c.depth) + " = " + number(c.fullTree);
    char approximate[32];
    std::snprintf(approximate, sizeof approximate, "%.2f", c.branching);
    return translate(language, "{leaves} (not uniform: b = leaves^(1/d) = {b}, d = {d})",
                     {{"leaves", std::to_string(c.leavesInTree)}, {"b", approximate}, {"d", std::to_string(c.depth)}});
}

float comparisonChartHeight(const Comparison& comparison) {
    return 2 * kMargin + kTitleHeight + kRowHeight * static_cast<float>(comparison.rows.size() + 2);
}

void paintComparisonChart(Language language, const Comparison& c, const std::string& title, const Theme& theme, float width,
                          Painter& painter) {
    double largest = std::max(c.fullTree, c.bestCase);
    for (const ComparisonRow& row : c.rows) largest = std::max(largest, static_cast<double>(row.leafEvaluations));
    largest = std::max(largest, 1.0);
    const float nameWidth = std::min(120.0f, width * 0.3f), barLeft = kMargin + nameWidth;
    // Room after the longest bar for its count.
    const float barSpan = std::max(20.0f, width - barLeft - kMargin - 8 - painter.textWidth("0000000", kFontSize, false));
    auto barWidth = [&](double v) { return std::max(1.0f, static_cast<float>(v / largest) * barSpan); };

    painter.text({kMargin, kMargin + 8},
                 title.empty() ? std::string(translate(language, "leaves evaluated"))
                               : translate(language, "leaves evaluated: {title}", {{"title", title}}),
                 kFontSize, true, theme.ink, TextAnchor::Left);
    float y = kMargin + kTitleHeight;
    auto bar = [&](const std::string& name, double value, const std::string& count, const std::string& note,
                   std::optional<Color> fill, const Stroke& stroke, Color ink) {
        const float middle = y + kBarHeight / 2, w = barWidth(value);
        painter.text({kMargin, middle}, name, kFontSize, false, ink, TextAnchor::Left);
        const Point box[] = {{barLeft, y}, {barLeft + w, y}, {barLeft + w, y + kBarHeight}, {barLeft, y + kBarHeight}};
        painter.polygon(box, fill, stroke);
        painter.text({barLeft + w + 6, middle}, count, kFontSize, true, ink, TextAnchor::Left);
        painter.text({barLeft, y + kBarHeight + 11}, note, kNoteSize, false, theme.faint, TextAnchor::Left);
        y += kRowHeight;
    };
    // The two references are dashed outlines, the algorithms solid bars: told apart by shape,
    // not by colour alone.
    bar(translate(language, "best case"), c.bestCase, number(std::round(c.bestCase)), bestCaseText(c), std::nullopt,
        Stroke{theme.changed, 2, LineStyle::Dashed}, theme.ink);
    bar(translate(language, "all leaves"), c.fullTree, number(c.fullTree), fullTreeText(language, c), std::nullopt,
        Stroke{theme.faint, 2, LineStyle::Dashed}, theme.ink);
    for (const ComparisonRow& row : c.rows) {
        bar(std::string(algorithmName(row.options.algorithm)), static_cast<double>(row.leafEvaluations),
            std::to_string(row.leafEvaluations), rowNote(language, row), theme.path, Stroke{theme.ink, 1, LineStyle::Solid},
            theme.ink);
    }
}

}  // namespace ablab::core

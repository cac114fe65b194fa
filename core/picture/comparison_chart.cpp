#include "picture/comparison_chart.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace ablab::core {

namespace {

constexpr float kMargin = 16, kTitleHeight = 34, kRowHeight = 30, kBarHeight = 18, kNameWidth = 150, kFontSize = 13;

std::string number(double v) {
    char text[32];
    std::snprintf(text, sizeof text, v == std::floor(v) && v < 1e15 ? "%.0f" : "%.1f", v);
    return text;
}

std::string rowNote(const ComparisonRow& row) {
    std::string text = "value " + formatValue(row.rootValue);
    if (row.distinctLeaves != row.leafEvaluations) text += ", " + std::to_string(row.distinctLeaves) + " different";
    if (row.researches > 0) text += ", " + std::to_string(row.researches) + " re-searches";
    if (row.passes > 0) text += ", " + std::to_string(row.passes) + " passes";
    text += ", " + std::to_string(row.nodesVisited) + " nodes visited";
    return text;
}

}  // namespace

std::string bestCaseText(const Comparison& c) {
    const double b = c.branching;
    char approximate[32];
    std::snprintf(approximate, sizeof approximate, "%.2f", b);
    const std::string bText = c.uniform ? number(b) : approximate;
    const auto up = static_cast<unsigned>((c.depth + 1) / 2), down = static_cast<unsigned>(c.depth / 2);
    return std::string(c.uniform ? "" : "≈ ") + "best case b^⌈d/2⌉ + b^⌊d/2⌋ − 1 = " + bText + "^" + std::to_string(up) + " + " +
           bText + "^" + std::to_string(down) + " − 1 = " + number(std::round(c.bestCase));
}

std::string fullTreeText(const Comparison& c) {
    if (c.uniform) return "every leaf b^d = " + number(c.branching) + "^" + std::to_string(c.depth) + " = " + number(c.fullTree);
    char approximate[32];
    std::snprintf(approximate, sizeof approximate, "%.2f", c.branching);
    return "every leaf: " + std::to_string(c.leavesInTree) + " (not uniform: b = leaves^(1/d) = " + approximate +
           ", d = " + std::to_string(c.depth) + ")";
}

float comparisonChartHeight(const Comparison& comparison) {
    return 2 * kMargin + kTitleHeight + kRowHeight * static_cast<float>(comparison.rows.size() + 2);
}

void paintComparisonChart(const Comparison& c, const std::string& title, const Theme& theme, float width, Painter& painter) {
    double largest = std::max(c.fullTree, c.bestCase);
    for (const ComparisonRow& row : c.rows) largest = std::max(largest, static_cast<double>(row.leafEvaluations));
    largest = std::max(largest, 1.0);
    const float barLeft = kMargin + kNameWidth, barSpan = std::max(40.0f, width - barLeft - kMargin);
    auto barWidth = [&](double v) { return static_cast<float>(v / largest) * barSpan * 0.62f; };

    painter.text({kMargin, kMargin + 10}, "leaves evaluated" + (title.empty() ? std::string() : " — " + title), kFontSize + 2,
                 true, theme.ink, TextAnchor::Left);
    float y = kMargin + kTitleHeight;
    auto bar = [&](const std::string& name, double value, const std::string& note, std::optional<Color> fill,
                   const Stroke& stroke, Color ink) {
        const float top = y + (kRowHeight - kBarHeight) / 2, w = std::max(1.0f, barWidth(value));
        painter.text({kMargin, y + kRowHeight / 2}, name, kFontSize, false, ink, TextAnchor::Left);
        const Point box[] = {{barLeft, top}, {barLeft + w, top}, {barLeft + w, top + kBarHeight}, {barLeft, top + kBarHeight}};
        painter.polygon(box, fill, stroke);
        painter.text({barLeft + w + 6, y + kRowHeight / 2}, note, kFontSize, false, ink, TextAnchor::Left);
        y += kRowHeight;
    };
    // The two references are outlines, the algorithms solid bars: told apart by shape, not colour alone.
    bar("best case", c.bestCase, bestCaseText(c), std::nullopt, Stroke{theme.changed, 2, LineStyle::Dashed}, theme.faint);
    bar("all leaves", c.fullTree, fullTreeText(c), std::nullopt, Stroke{theme.faint, 2, LineStyle::Dashed}, theme.faint);
    for (const ComparisonRow& row : c.rows) {
        bar(std::string(algorithmName(row.options.algorithm)), static_cast<double>(row.leafEvaluations),
            std::to_string(row.leafEvaluations) + "  (" + rowNote(row) + ")", theme.path, Stroke{theme.ink, 1, LineStyle::Solid},
            theme.ink);
    }
}

}  // namespace ablab::core

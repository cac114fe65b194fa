#pragma once
// The Compare panel's and `ablab compare --format svg|png`'s picture: one bar per algorithm for
// the leaves it evaluated, under the two reference bars, Knuth–Moore's best case and the whole
// tree. It is painted through Painter, like the tree, so the window and every export agree.
#include <string>

#include "picture/paint.h"
#include "search/comparison.h"

namespace ablab::core {

// The size the chart wants at `width` pixels across: a row per bar.
float comparisonChartHeight(const Comparison& comparison);

void paintComparisonChart(Language language, const Comparison& comparison, const std::string& title, const Theme& theme,
                          float width, Painter& painter);

// "b^⌈d/2⌉ + b^⌊d/2⌋ − 1 = 3^2 + 3^2 − 1 = 17" ("≈ …" with b = leaves^(1/d) on a tree that is
// not uniform), and "b^d = 3^4 = 81" (or the real leaf count).
std::string bestCaseText(const Comparison& comparison);
std::string fullTreeText(Language language, const Comparison& comparison);

}  // namespace ablab::core

#pragma once
// `ablab trace` output: a step table for the terminal, CSV and Markdown for spreadsheets and
// slides, and JSON for programs (schema in docs/formats/trace-json.md).
#include <ostream>
#include <string>
#include <string_view>

#include "search/trace.h"
#include "text/wording.h"

namespace ablab::core {

// Raised whenever the JSON trace changes shape (docs/formats/trace-json.md lists the versions).
inline constexpr int kTraceJsonSchemaVersion = 2;

enum class TraceFormat : std::uint8_t { Table, Json, Csv, Markdown };
bool parseTraceFormat(std::string_view text, TraceFormat& out);

void writeTrace(const Wording& wording, std::ostream& out, const Trace& trace, TraceFormat format);

// One event as every table shows it (in negamax view under --negamax), for table formats
// written elsewhere (the LaTeX table of `ablab export`).
struct TraceRow {
    std::string step, node, event, alpha, beta, value, text;
};
TraceRow traceRow(const Wording& wording, const Trace& trace, std::size_t index);
// `text` on one line, as visibleText (text/visible_text.h) shows it: newlines, tabs and other
// control characters written as \n, \t, \x01, a U+202E as \u202e, so a label holding one cannot
// break a row of the table, the CSV or the Markdown.
std::string oneLine(std::string_view text);
// The root's value as every format shows it: under --negamax from the side to move at the root
// (a MIN root's minimax value negated), as the root's exit event shows it; else the minimax value.
Value shownRootValue(Notation notation, const Trace& trace);
// The line under a table: root value, best move, leaves evaluated, cutoffs.
std::string traceSummary(const Wording& wording, const Trace& trace);

}  // namespace ablab::core

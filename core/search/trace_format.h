#pragma once
// `ablab trace` output: a step table for the terminal, CSV and Markdown for spreadsheets and
// slides, and JSON for programs (schema in docs/trace-json.md).
#include <ostream>
#include <string>
#include <string_view>

#include "search/trace.h"

namespace ablab::core {

enum class TraceFormat : std::uint8_t { Table, Json, Csv, Markdown };
bool parseTraceFormat(std::string_view text, TraceFormat& out);

void writeTrace(std::ostream& out, const Trace& trace, TraceFormat format);

// One event as every table shows it (in negamax view under --negamax), for table formats
// written elsewhere (the LaTeX table of `ablab export`).
struct TraceRow {
    std::string step, node, event, alpha, beta, value, text;
};
TraceRow traceRow(const Trace& trace, std::size_t index);
// The line under a table: root value, best move, leaves evaluated, cutoffs.
std::string traceSummary(const Trace& trace);

}  // namespace ablab::core

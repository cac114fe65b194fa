#pragma once
// `ablab trace` output: a step table for the terminal, CSV and Markdown for spreadsheets and
// slides, and JSON for programs (schema in docs/trace-json.md).
#include <ostream>
#include <string_view>

#include "trace.h"

namespace ablab::core {

enum class TraceFormat : std::uint8_t { Table, Json, Csv, Markdown };
bool parseTraceFormat(std::string_view text, TraceFormat& out);

void writeTrace(std::ostream& out, const Trace& trace, TraceFormat format);

}  // namespace ablab::core

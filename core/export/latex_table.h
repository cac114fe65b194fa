#pragma once
// The trace as a LaTeX table for handouts: a booktabs tabular, one row per event, to \input
// into a document that loads booktabs.
#include <string>

#include "search/trace.h"
#include "text/wording.h"

namespace ablab::core {

std::string latexTraceTable(const Wording& wording, const Trace& trace);

}  // namespace ablab::core

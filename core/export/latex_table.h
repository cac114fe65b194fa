#pragma once
// The trace as a LaTeX table for handouts: a booktabs tabular, one row per event, to \input
// into a document that loads booktabs.
#include <string>

#include "search/trace.h"

namespace ablab::core {

std::string latexTraceTable(const Trace& trace);

}  // namespace ablab::core

#pragma once
// The steps a teacher stops at: step 0 (every leaf value shown, nothing else yet), just after
// every cutoff, and the end.
#include <cstddef>
#include <cstdint>
#include <vector>

#include "search/trace.h"

namespace ablab::testing {

inline std::vector<std::size_t> lessonSteps(const core::Trace& trace) {
    std::vector<std::size_t> steps{0};
    for (std::uint32_t index : trace.cutoffEvents()) steps.push_back(index + 1);
    steps.push_back(trace.stepCount());
    return steps;
}

}  // namespace ablab::testing

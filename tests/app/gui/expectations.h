#pragma once
// The GL checks are small programs of their own (no GoogleTest: they need a display or build
// ImGui's atlas): each expectation that fails prints a line, and main returns whether any did.
#include <cstdio>

namespace ablab::check {

inline int failures = 0;

inline void expect(bool ok, const char* what) {
    if (ok) return;
    std::printf("FAILED: %s\n", what);
    ++failures;
}

}  // namespace ablab::check

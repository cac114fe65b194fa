#pragma once
// Counts heap allocations made by our code (global operator new) and by Dear ImGui (its
// allocator hooks), so that `ablab bench` can check that an idle frame allocates nothing.
#include <cstdint>

namespace ablab::app {

// Allocations so far in this process, ours and ImGui's.
std::uint64_t allocationCount();
// Routes ImGui's allocations through the counter; call before ImGui::CreateContext.
void countImGuiAllocations();

}  // namespace ablab::app

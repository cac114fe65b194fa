#pragma once
// What every search returns: its events, from a generator that may run ahead of its consumer.
#include <cstddef>

#include "search/event.h"
#include "search/generator.h"

namespace ablab::core {

// How many events a search runs ahead of whoever reads them before it suspends (generator.h).
// One resume and suspension costs about as much as the search's own work for an event (27
// instructions of ~110 in the depth-first search); 32 makes it a fraction of an instruction an
// event, and 32 events (1.8 KB) stay in the first-level cache between writing and reading.
inline constexpr std::size_t kEventsAhead = 32;

using EventStream = Generator<Event, kEventsAhead>;

}  // namespace ablab::core

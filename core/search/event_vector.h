#pragma once
// Where a consumer that keeps every event of a search puts them: a vector whose growth leaves the
// new events unwritten. Generator::appendRestTo grows it and lends the new room to the search,
// which writes each event there, once. A std::vector<Event> would first write a default event
// into every slot it grows by: ten instructions an event, an eighth of the search's own.
#include <memory>
#include <type_traits>
#include <vector>

#include "search/event.h"

namespace ablab::core {

// std::allocator, but making an element without a value leaves it unwritten. Only for
// aggregates: their objects exist in the storage from its allocation on (C++20's implicit
// object creation), so there is nothing to do but leave their bytes to whoever writes them.
// An element made from a value is made as std::allocator makes it.
template <typename T>
struct LeftUnwritten : std::allocator<T> {
    LeftUnwritten() = default;
    template <typename U>
    LeftUnwritten(const LeftUnwritten<U>&) noexcept {}
    template <typename U>
    void construct(U*) noexcept {
        static_assert(std::is_aggregate_v<U> && std::is_trivially_destructible_v<U>);
    }
};

// resize() adds events whose fields are not set: for appendRestTo, which fills them.
using EventVector = std::vector<Event, LeftUnwritten<Event>>;

}  // namespace ablab::core

#pragma once
// The stepping evaluator: a coroutine that yields every event of a search, one at a time.
#include <memory>
#include <string>

#include "search/event.h"
#include "search/event_stream.h"
#include "search/search_options.h"
#include "model/tree.h"

namespace ablab::core {

// Starts a search of `tree` with `options`. Nothing runs until the first next(); each next()
// gives the following event, and the search runs at most kEventsAhead events ahead of what has
// been taken (search/event_stream.h). The generator shares ownership of the tree, so it stays
// valid however long a paused search is kept.
EventStream search(std::shared_ptr<const Tree> tree, SearchOptions options);

// Why `options.algorithm` cannot search `tree`, or "" when it can: only expectiminimax and Star1
// value chance nodes, and Star1 needs finite leaves within its bounds. Trace::record searches
// such a tree with expectiminimax (the trace says what ran); the command line refuses with this
// message.
std::string refusal(Language language, const Tree& tree, const SearchOptions& options);

// Star1's L and U: the options' --bounds, or else the tree's smallest and largest leaf.
LeafBounds leafBoundsFor(const Tree& tree, const SearchOptions& options);

// The number of children a node searches under --move-limit.
inline std::uint32_t searchedChildCount(const Tree& tree, NodeId n, const SearchOptions& options) {
    const auto count = static_cast<std::uint32_t>(tree.childCount(n));
    return options.moveLimit == 0 || options.moveLimit > count ? count : options.moveLimit;
}

}  // namespace ablab::core

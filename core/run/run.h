#pragma once
// A search run as one thing. makeRun settles the tree and the options once (search/trace.h's
// settleSearch: --order score sorts the children here and nowhere else), lays the tree out and
// records the search. A Run never changes: an edit makes a new one, and a new run of a tree
// whose structure is the old one's (an edited leaf value, other options) shares the old
// layout. Whatever is cached from a run (scenes, texts, per-tree passes) is keyed by its
// revision, unique in the process, so a cache never mistakes one run for another.
#include <cstdint>
#include <functional>
#include <memory>

#include "model/tree.h"
#include "picture/layout.h"
#include "search/search_options.h"
#include "search/trace.h"

namespace ablab::core {

struct Run {
    std::shared_ptr<const Tree> tree;  // as searched: trace->tree()
    SearchOptions options;             // in effect: trace->options()
    std::shared_ptr<const Trace> trace;
    std::shared_ptr<const TreeLayout> layout;
    std::uint64_t revision = 0;
    // The revision of the run that laid this structure out: the same for every run that shares
    // its layout (an edited leaf value, other options), so what depends on the structure alone
    // (the minimap's pixel of each node, a uniform tree's best case) is not made again after an
    // edit of a value.
    std::uint64_t structureRevision = 0;
};

enum class RunPhase : int { LayingOut, Evaluating };

// `previous`, when given, lends its layout to a tree of the same structure. `phase` hears each
// phase as it starts (a loading thread reports them to the window).
std::shared_ptr<const Run> makeRun(std::shared_ptr<const Tree> tree, const SearchOptions& options, const Run* previous = nullptr,
                                   const std::function<void(RunPhase)>& phase = {});

}  // namespace ablab::core

#pragma once
// A search run as one thing, and the only way to a search: every client (the command line, the
// exporters, the benchmarks, the window, the browser) makes a Run here and reads the trace from
// it (search/trace.h's Trace::record is private to this folder). makeRun settles the tree and
// the options once (search/trace.h's settleSearch: --order score sorts the children here and
// nowhere else) and records the search; the layout waits until something draws (run_layout.h).
// A Run never changes: an edit makes a new one, and a new run of a tree whose structure is the
// old one's (an edited leaf value, other options) shares the old layout. Whatever is cached
// from a run (scenes, texts, per-tree passes) is keyed by its revision, unique in the process,
// so a cache never mistakes one run for another.
#include <cstdint>
#include <functional>
#include <memory>

#include "model/tree.h"
#include "run/run_layout.h"
#include "search/search_options.h"
#include "search/trace.h"

namespace ablab::core {

struct Run {
    std::shared_ptr<const Tree> tree;  // as searched: trace->tree()
    SearchOptions options;             // in effect: trace->options()
    std::shared_ptr<const Trace> trace;
    RunLayout layout;  // laid out when first read
    std::uint64_t revision = 0;
    // The revision of the run that laid this structure out: the same for every run that shares
    // its layout (an edited leaf value, other options), so what depends on the structure alone
    // (the minimap's pixel of each node, a uniform tree's best case) is not made again after an
    // edit of a value.
    std::uint64_t structureRevision = 0;
};

enum class RunPhase : int { LayingOut, Evaluating };

// `previous`, when given, lends its layout to a tree of the same structure. `phase`, when given,
// is for a client about to draw the run on another thread (the window's loading thread): makeRun
// then lays the tree out at once, on the caller's thread, and reports each phase as it starts,
// so that the window's thread never waits for a layout. Without it the layout is made when
// first read.
std::shared_ptr<const Run> makeRun(std::shared_ptr<const Tree> tree, const SearchOptions& options, const Run* previous = nullptr,
                                   const std::function<void(RunPhase)>& phase = {});

}  // namespace ablab::core

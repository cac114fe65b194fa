#pragma once
// Every search algorithm's coroutine, in one place. search() (search/search.h) picks one by
// SearchOptions::algorithm; each yields the events of search/event.h, one per next(), and owns a
// share of the tree, so a paused search stays valid. Each is one coroutine over an explicit stack:
// a tree 200,000 deep needs no C stack, and an event costs the same at any depth.
#include <memory>

#include "model/tree.h"
#include "search/event.h"
#include "search/event_stream.h"
#include "search/search_options.h"

namespace ablab::core {

// Minimax, and α-β with its variants (strict, fail-hard, shallow): search.cpp.
EventStream searchDepthFirst(std::shared_ptr<const Tree> tree, SearchOptions options);
// Minimax level by level with OPEN and CLOSED (朱福喜 and 朱三元, §1.8.2): minimax_levels.cpp.
EventStream searchLevels(std::shared_ptr<const Tree> tree, SearchOptions options);
// NegaScout / principal variation search (Reinefeld): negascout.cpp.
EventStream searchNegaScout(std::shared_ptr<const Tree> tree, SearchOptions options);
// MTD(f) and MT-SSS* (Plaat et al.): null-window passes over a transposition table: mtdf.cpp.
EventStream searchMtd(std::shared_ptr<const Tree> tree, SearchOptions options);
// Stockman's SSS*, best first with its OPEN list: sss.cpp.
EventStream searchSss(std::shared_ptr<const Tree> tree, SearchOptions options);
// Expectiminimax over chance nodes: expectiminimax.cpp.
EventStream searchExpectiminimax(std::shared_ptr<const Tree> tree, SearchOptions options);
// Ballard's Star1: α-β through chance nodes, pruned by the leaf bounds L and U: star1.cpp.
EventStream searchStar1(std::shared_ptr<const Tree> tree, SearchOptions options);

}  // namespace ablab::core

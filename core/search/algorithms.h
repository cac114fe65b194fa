#pragma once
// Every search algorithm's coroutine, in one place. search() (search/search.h) picks one by
// SearchOptions::algorithm; each yields the events of search/event.h, one per next(), and owns a
// share of the tree, so a paused search stays valid. Each is one coroutine over an explicit stack:
// a tree 200,000 deep needs no C stack, and an event costs the same at any depth.
#include <memory>

#include "model/tree.h"
#include "search/event.h"
#include "search/generator.h"
#include "search/search_options.h"

namespace ablab::core {

// Minimax, and α-β with its variants (strict, fail-hard, shallow): search.cpp.
Generator<Event> searchDepthFirst(std::shared_ptr<const Tree> tree, SearchOptions options);
// Minimax level by level with OPEN and CLOSED (朱福喜 and 朱三元, §1.8.2): minimax_levels.cpp.
Generator<Event> searchLevels(std::shared_ptr<const Tree> tree, SearchOptions options);
// NegaScout / principal variation search (Reinefeld): negascout.cpp.
Generator<Event> searchNegaScout(std::shared_ptr<const Tree> tree, SearchOptions options);
// MTD(f) and MT-SSS* (Plaat et al.): null-window passes over a transposition table: mtdf.cpp.
Generator<Event> searchMtd(std::shared_ptr<const Tree> tree, SearchOptions options);
// Stockman's SSS*, best first with its OPEN list: sss.cpp.
Generator<Event> searchSss(std::shared_ptr<const Tree> tree, SearchOptions options);
// Expectiminimax over chance nodes: expectiminimax.cpp.
Generator<Event> searchExpectiminimax(std::shared_ptr<const Tree> tree, SearchOptions options);
// Ballard's Star1: α-β through chance nodes, pruned by the leaf bounds L and U: star1.cpp.
Generator<Event> searchStar1(std::shared_ptr<const Tree> tree, SearchOptions options);

}  // namespace ablab::core

#pragma once
// Several algorithms on one tree, counted side by side (`ablab compare`, the Compare panel):
// leaves evaluated, nodes visited, re-searches, passes and the root value of each, beside
// Knuth and Moore's best case b^⌈d/2⌉ + b^⌊d/2⌋ − 1 and the whole tree's b^d.
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "model/tree.h"
#include "search/search_options.h"

namespace ablab::core {

struct ComparisonRow {
    SearchOptions options;
    Value rootValue = 0;
    std::size_t leafEvaluations = 0;  // Leaf events: a leaf evaluated twice counts twice
    std::size_t distinctLeaves = 0;   // different leaves evaluated
    std::size_t nodesVisited = 0;     // Enter events and leaves reached (a re-search visits again)
    std::size_t researches = 0;       // NegaScout
    std::size_t passes = 0;           // MTD(f), MT-SSS*
    std::size_t tableHits = 0;        // MTD(f), MT-SSS*
    std::size_t events = 0;
};

struct Comparison {
    std::vector<ComparisonRow> rows;
    std::size_t leavesInTree = 0;
    bool uniform = false;  // every inner node has b children and every leaf is at depth d
    double branching = 0;  // b: exact on a uniform tree, otherwise leaves^(1/d)
    std::uint32_t depth = 0;
    double bestCase = 0;  // b^⌈d/2⌉ + b^⌊d/2⌋ − 1
    double fullTree = 0;  // b^d: the leaves of a uniform tree, otherwise the real leaf count
};

// Runs every algorithm (with `base`'s other options) to the end without recording a trace:
// a few counters per event, so the full tic-tac-toe tree takes a fraction of a second each.
// Not through a Run (run/): a Run holds the trace, five events a node at most, and a
// comparison of six algorithms on that tree would hold six of them for six numbers each. The
// tree and options are settled as a Run settles them (search/trace.h's settleSearch).
Comparison compareAlgorithms(const std::shared_ptr<const Tree>& tree, std::span<const Algorithm> algorithms,
                             const SearchOptions& base);

// "alphabeta,negascout,mtdf": names separated by commas; false (and `bad` set) on an unknown name.
bool parseAlgorithmList(std::string_view text, std::vector<Algorithm>& out, std::string& bad);

}  // namespace ablab::core

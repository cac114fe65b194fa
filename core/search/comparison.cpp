#include "search/comparison.h"

#include <cmath>

#include "search/search.h"
#include "search/trace.h"

namespace ablab::core {

namespace {

// Uniform: every inner node has the root's child count and every leaf lies at the height.
bool isUniform(const Tree& tree) {
    const std::size_t b = tree.childCount(Tree::root());
    for (NodeId n = 0; n < tree.size(); ++n) {
        if (tree.isLeaf(n) ? tree.depth(n) != tree.height() : tree.childCount(n) != b) return false;
    }
    return true;
}

}  // namespace

Comparison compareAlgorithms(const std::shared_ptr<const Tree>& tree, std::span<const Algorithm> algorithms,
                             const SearchOptions& base) {
    Comparison result;
    result.leavesInTree = tree->leafCount();
    result.depth = tree->height();
    result.uniform = isUniform(*tree);
    const double d = result.depth;
    result.branching = result.uniform ? static_cast<double>(tree->childCount(Tree::root()))
                       : d > 0        ? std::pow(static_cast<double>(result.leavesInTree), 1.0 / d)
                                      : 1.0;
    const double b = result.branching;
    result.bestCase = std::pow(b, std::ceil(d / 2)) + std::pow(b, std::floor(d / 2)) - 1;
    result.fullTree = result.uniform ? std::pow(b, d) : static_cast<double>(result.leavesInTree);

    std::vector<std::uint8_t> evaluated(tree->size());
    for (const Algorithm algorithm : algorithms) {
        ComparisonRow row;
        row.options = base;
        row.options.algorithm = algorithm;
        // Only expectiminimax and Star1 search chance nodes; whether it refuses, not the words.
        if (!refusal(Language::English, *tree, row.options).empty()) continue;
        std::fill(evaluated.begin(), evaluated.end(), 0);
        // Settled as a recorded run is (--order score sorts the children), then only counted.
        const SettledSearch settled = settleSearch(tree, row.options);
        auto run = search(settled.tree, settled.options);
        while (run.next()) {
            const Event& e = run.value();
            ++row.events;
            switch (e.type) {
            case EventType::Enter: ++row.nodesVisited; break;
            case EventType::Leaf:
                // Depth-first searches reach and evaluate a leaf in one event; minimax-levels
                // entered it already.
                if (algorithm != Algorithm::MinimaxLevels) ++row.nodesVisited;
                ++row.leafEvaluations;
                row.distinctLeaves += evaluated[e.node] == 0;
                evaluated[e.node] = 1;
                break;
            case EventType::Research: ++row.researches; break;
            case EventType::Pass: ++row.passes; break;
            case EventType::TableHit: ++row.tableHits; break;
            default: break;
            }
            row.rootValue = e.value;  // the last event is the root's return
        }
        result.rows.push_back(row);
    }
    return result;
}

bool parseAlgorithmList(std::string_view text, std::vector<Algorithm>& out, std::string& bad) {
    out.clear();
    while (true) {
        const std::size_t comma = text.find(',');
        const std::string_view name = text.substr(0, comma);
        Algorithm a;
        if (!parseAlgorithm(name, a)) {
            bad = std::string(name);
            return false;
        }
        out.push_back(a);
        if (comma == std::string_view::npos) return true;
        text.remove_prefix(comma + 1);
    }
}

}  // namespace ablab::core

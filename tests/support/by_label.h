#pragma once
// Finding a node by its label, and the labels of nodes, for tests that name nodes as the lecture
// does ("B2", "C1a").
#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include "model/tree.h"

namespace ablab::testing {

// The first node in preorder labelled `label`; a test failure, and kNoNode, when there is none.
inline core::NodeId byLabel(const core::Tree& tree, std::string_view label) {
    for (core::NodeId n = 0; n < tree.size(); ++n)
        if (tree.label(n) == label) return n;
    ADD_FAILURE() << "no node " << label;
    return core::kNoNode;
}

// The labels of `nodes`, in their order.
inline std::vector<std::string> labelsOf(const core::Tree& tree, const std::vector<core::NodeId>& nodes) {
    std::vector<std::string> labels;
    for (core::NodeId n : nodes) labels.emplace_back(tree.label(n));
    return labels;
}

// The labels of n's children, left to right.
inline std::vector<std::string> childLabels(const core::Tree& tree, core::NodeId n) {
    std::vector<std::string> labels;
    for (core::NodeId c : tree.children(n)) labels.emplace_back(tree.label(c));
    return labels;
}

}  // namespace ablab::testing

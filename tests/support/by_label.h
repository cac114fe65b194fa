#pragma once
// Finding a node by its label, for tests that name nodes as the lecture does ("B2", "C1a").
#include <gtest/gtest.h>

#include <string_view>

#include "model/tree.h"

namespace ablab::testing {

// The first node in preorder labelled `label`; a test failure, and kNoNode, when there is none.
inline core::NodeId byLabel(const core::Tree& tree, std::string_view label) {
    for (core::NodeId n = 0; n < tree.size(); ++n)
        if (tree.label(n) == label) return n;
    ADD_FAILURE() << "no node " << label;
    return core::kNoNode;
}

}  // namespace ablab::testing

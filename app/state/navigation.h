#pragma once
// Finding one's way in a big tree: a node by its label or by its path of child indices.
#include <string>
#include <string_view>

#include "model/tree.h"

namespace ablab::app {

// The node a query names: a label ("C2", "X b2"; exact first, then ignoring case), or a path
// of child indices from the root ("0/2/1", "0 2 1", "[0, 2, 1]"; "/" or "[]" is the root).
// kNoNode when nothing matches; `problem` then says why in one line.
core::NodeId findNode(const core::Tree& tree, std::string_view query, std::string& problem);

}  // namespace ablab::app

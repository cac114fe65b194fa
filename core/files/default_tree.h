#pragma once
// The tree ablab opens when given none: AIMA Figure 5.2 (trees/aima-fig5.2.json, compiled in).
#include <string_view>

#include "model/tree.h"

namespace ablab::core {

std::string_view defaultTreeText();
inline constexpr std::string_view kDefaultTreeName = "trees/aima-fig5.2.json";
// The default tree, parsed.
Tree defaultTree();

}  // namespace ablab::core

#pragma once
// Star1's L and U: every leaf is known to lie within [low, high] (a game's score range). Given
// on the command line (--bounds LO,HI), in a link, or by a lesson's voice (model/tree.h).

namespace ablab::core {

struct LeafBounds {
    double low = 0, high = 0;
    bool operator==(const LeafBounds&) const = default;
};

}  // namespace ablab::core

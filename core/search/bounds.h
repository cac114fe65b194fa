#pragma once
// What a searched value says about a node's true value, shared by every windowed search
// (α-β, NegaScout, MTD(f)), and the null windows the null-window searches test with.
#include <algorithm>
#include <cmath>

#include "search/event.h"
#include "model/tree.h"

namespace ablab::core {

// What a returned value r says about the node's true value, from [lo, hi]: an interval known
// to hold the true value, built from the children's own returns. A leaf is [v, v]; a MAX node
// is [max of its children's lows, max of their highs], a MIN node the same with min, and a
// cutoff opens the side the pruned children could have moved. This is the fail-soft theorem
// (v ≤ α0 ⇒ true ≤ v, v ≥ β0 ⇒ true ≥ v) worked out node by node, and it stays right where
// the theorem's window test does not: under --strict --fail-hard a value clamped onto α0 = β0
// looks the same from either side.
inline Bound classify(Value r, Value lo, Value hi) {
    if (lo >= r && hi <= r) return Bound::Exact;
    if (lo >= r) return Bound::Lower;
    if (hi <= r) return Bound::Upper;
    return Bound::Exact;  // not reached: the oracle test checks every returned value
}

// The interval [lo, hi] a returned value and its bound leave for the true value.
inline Value lowOf(Value v, Bound b) { return b == Bound::Upper ? -kInfinity : v; }
inline Value highOf(Value v, Bound b) { return b == Bound::Lower ? kInfinity : v; }

// The whole number next to a, above or below: a ± 1 while that is exact (|a| < 2^53), and from
// 2^53 on the next double, where every double is whole and a + 1 rounds back onto a or past a
// value a tree can hold. A null window stepped by a bare ± 1 there never moves (MTD(f) passes
// for ever) or skips a leaf's value (NegaScout's probe answers for the wrong one).
inline constexpr Value kTwoTo53 = 9007199254740992.0;  // every whole number of smaller magnitude is a double
inline Value wholeAbove(Value a) { return std::abs(a) < kTwoTo53 ? a + 1 : std::nextafter(a, kInfinity); }
inline Value wholeBelow(Value b) { return std::abs(b) < kTwoTo53 ? b - 1 : std::nextafter(b, -kInfinity); }

// A null window tests one value: (a, above(a)) asks "is the value > a?" and nothing a node can
// be worth lies strictly inside it, so above(a) > a for every a below +∞. On a tree of whole
// numbers that is the textbook (a, a + 1) (wholeAbove); otherwise the next double, so decimal
// leaves are tested just as exactly. Past the tree's finite values the next value is ±∞
// itself: "is the value > 14?" asks "is it +∞?" on a tree whose largest finite leaf is 14, and
// reads better than 1.8e308.
class NullWindow {
public:
    explicit NullWindow(const Tree& tree) {
        for (NodeId n = 0; n < tree.size(); ++n) {
            const Value v = tree.value(n);
            if (!tree.isLeaf(n) || !std::isfinite(v)) continue;
            if (v != std::floor(v)) m_wholeNumbers = false;
            m_lowest = std::min(m_lowest, v);
            m_highest = std::max(m_highest, v);
        }
    }
    Value above(Value a) const {
        if (a == -kInfinity && std::isfinite(m_lowest)) return m_lowest;
        return m_wholeNumbers ? wholeAbove(a) : std::nextafter(a, kInfinity);
    }
    Value below(Value b) const {
        if (b == kInfinity && std::isfinite(m_highest)) return m_highest;
        return m_wholeNumbers ? wholeBelow(b) : std::nextafter(b, -kInfinity);
    }

private:
    bool m_wholeNumbers = true;
    Value m_lowest = kInfinity, m_highest = -kInfinity;  // of the finite leaves
};

}  // namespace ablab::core

#pragma once
// A node's value: a number, or ±∞ for won and lost positions.
#include <limits>
#include <string>

namespace ablab::core {

using Value = double;

inline constexpr Value kInfinity = std::numeric_limits<Value>::infinity();

// How a value reads in a terminal or on a slide: integers without ".0", ±∞ as "∞" / "-∞".
std::string formatValue(Value v);

// The same for machine-readable output (CSV, JSON strings): ±∞ as "inf" / "-inf".
std::string formatValuePlain(Value v);

}  // namespace ablab::core

#pragma once
// A node's value: a number, or ±∞ for won and lost positions.
#include <limits>
#include <string>
#include <string_view>

namespace ablab::core {

using Value = double;

inline constexpr Value kInfinity = std::numeric_limits<Value>::infinity();

// How a value reads in a terminal or on a slide: integers without ".0", ±∞ as "∞" / "-∞".
std::string formatValue(Value v);

// The same for machine-readable output (CSV, JSON strings): ±∞ as "inf" / "-inf".
std::string formatValuePlain(Value v);

// A tree document's words for ±∞, as both of its readers take them: "inf" or "+inf", and "-inf".
bool infinityFromWord(std::string_view word, Value& out);

}  // namespace ablab::core

#include "model/value.h"

#include <charconv>
#include <cmath>

namespace ablab::core {

namespace {

std::string formatFinite(Value v) {
    // Shortest text that reads back as the same double; integers come out without ".0".
    char buffer[64];
    auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, v);
    if (ec != std::errc{}) return "?";
    std::string text(buffer, end);
    if (text == "-0") text = "0";
    return text;
}

}  // namespace

std::string formatValue(Value v) {
    if (std::isinf(v)) return v > 0 ? "∞" : "-∞";
    return formatFinite(v);
}

std::string formatValuePlain(Value v) {
    if (std::isinf(v)) return v > 0 ? "inf" : "-inf";
    return formatFinite(v);
}

bool infinityFromWord(std::string_view word, Value& out) {
    if (word == "inf" || word == "+inf") return (out = kInfinity), true;
    if (word == "-inf") return (out = -kInfinity), true;
    return false;
}

}  // namespace ablab::core

#pragma once
// Reading what people type (a box in the window, a string in an answer file).
#include <string_view>

namespace ablab::core {

// `s` without the spaces and tabs around it.
inline std::string_view trimmed(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
    return s;
}

}  // namespace ablab::core

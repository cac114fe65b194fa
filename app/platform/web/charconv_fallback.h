#pragma once
// emscripten 3.1.6's libc++ (LLVM 14) has no floating-point std::to_chars or std::from_chars;
// the browser build force-includes this (cmake/AblabWeb.cmake) so core's number formatting
// stays one piece of code. Same results: the shortest text that reads back as the same value,
// fixed or scientific, whichever is shorter (fixed on a tie), as the standard's plain format.
#if defined(__cplusplus) && __cplusplus >= 202002L  // ours; Dear ImGui builds as older C++
#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <system_error>

namespace ablab::web_charconv {

template <typename T>
T readBack(const char* text) {
    if constexpr (sizeof(T) == sizeof(float)) return std::strtof(text, nullptr);
    else return std::strtod(text, nullptr);
}

// The fewest digits (after the point, or in the mantissa) that read back as `value`.
template <typename T>
std::string shortest(T value, char style) {
    char buffer[400];
    for (int digits = 0; digits <= 400 - 30; ++digits) {
        std::snprintf(buffer, sizeof buffer, style == 'f' ? "%.*f" : "%.*e", digits, static_cast<double>(value));
        if (readBack<T>(buffer) == value) break;
    }
    return buffer;
}

template <typename T>
std::to_chars_result toChars(char* first, char* last, T value) {
    std::string text;
    if (value != value) text = "nan";
    else if (value == static_cast<T>(1) / static_cast<T>(0)) text = "inf";
    else if (value == -static_cast<T>(1) / static_cast<T>(0)) text = "-inf";
    else {
        const std::string fixed = shortest(value, 'f'), scientific = shortest(value, 'e');
        text = fixed.size() <= scientific.size() ? fixed : scientific;
    }
    if (text.size() > static_cast<std::size_t>(last - first)) return {last, std::errc::value_too_large};
    std::memcpy(first, text.data(), text.size());
    return {first + text.size(), std::errc{}};
}

template <typename T>
std::from_chars_result fromChars(const char* first, const char* last, T& value) {
    // from_chars takes no leading space or plus sign, which strtod would.
    if (first == last || *first == '+' || *first == ' ' || *first == '\t' || *first == '\n')
        return {first, std::errc::invalid_argument};
    const std::string text(first, last);
    char* end = nullptr;
    const double read = std::strtod(text.c_str(), &end);
    if (end == text.c_str()) return {first, std::errc::invalid_argument};
    value = static_cast<T>(read);
    return {first + (end - text.c_str()), std::errc{}};
}

}  // namespace ablab::web_charconv

namespace std {
inline to_chars_result to_chars(char* first, char* last, double value) {
    return ablab::web_charconv::toChars(first, last, value);
}
inline to_chars_result to_chars(char* first, char* last, float value) { return ablab::web_charconv::toChars(first, last, value); }
inline from_chars_result from_chars(const char* first, const char* last, double& value) {
    return ablab::web_charconv::fromChars(first, last, value);
}
}  // namespace std
#endif

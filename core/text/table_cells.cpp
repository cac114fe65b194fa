#include "text/table_cells.h"

#include <charconv>

#include "text/visible_text.h"

namespace ablab::core {

namespace {

bool plainNumber(std::string_view text) {
    std::string_view digits = text;
    if (!digits.empty() && (digits.front() == '+' || digits.front() == '-')) digits.remove_prefix(1);
    if (digits == "inf" || digits == "∞") return true;
    if (digits.empty() || digits.front() == '+' || digits.front() == '-') return false;
    double value = 0;
    const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
    return ec == std::errc{} && end == digits.data() + digits.size();
}

bool startsFormula(std::string_view text) {
    if (text.empty()) return false;
    const char first = text.front();
    if (first == '=' || first == '@' || first == '\t' || first == '\r') return true;
    return (first == '+' || first == '-') && !plainNumber(text);
}

}  // namespace

std::string csvCell(std::string_view text) {
    const std::string visible = visibleText(text);
    const std::string cell = startsFormula(visible) ? "'" + visible : visible;
    if (cell.find_first_of(",\"\r\n") == std::string::npos) return cell;
    std::string quoted = "\"";
    for (const char c : cell) quoted += c == '"' ? std::string("\"\"") : std::string(1, c);
    return quoted + "\"";
}

std::string markdownCell(std::string_view text) {
    std::string escaped;
    for (const char c : visibleText(text)) {
        switch (c) {
        case '|': escaped += "\\|"; break;
        case '&': escaped += "&amp;"; break;
        case '<': escaped += "&lt;"; break;
        case '>': escaped += "&gt;"; break;
        default: escaped += c;
        }
    }
    return escaped;
}

}  // namespace ablab::core

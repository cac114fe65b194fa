#include "text/minus_sign.h"

#include <cctype>

namespace ablab::core {

namespace {

bool startsNumber(std::string_view rest) {
    if (rest.empty()) return false;
    if (std::isdigit(static_cast<unsigned char>(rest[0])) || rest[0] == '.') return true;
    return rest.starts_with("∞");
}

// Whether the byte before `at` joins a hyphen to a word or a number ("x-1", "1-5"). A "-" after
// any other character (a space, "(", "=", a 汉字: "值-1") is a sign.
bool joinsBefore(std::string_view text, std::size_t at) {
    if (at == 0) return false;
    const auto c = static_cast<unsigned char>(text[at - 1]);
    return std::isalnum(c) || c == '_';
}

}  // namespace

std::string withMinusSigns(std::string_view text) {
    std::string out;
    out.reserve(text.size() + 8);
    for (std::size_t at = 0; at < text.size(); ++at) {
        if (text[at] == '-' && startsNumber(text.substr(at + 1)) && !joinsBefore(text, at)) out += "−";
        else out += text[at];
    }
    return out;
}

}  // namespace ablab::core

#include "text/count_text.h"

namespace ablab::core {

std::string formatCount(Language language, std::uint64_t n) {
    const char separator = language == Language::Vietnamese ? '.' : ',';
    std::string digits = std::to_string(n), text;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0) text += separator;
        text += digits[i];
    }
    return text;
}

}  // namespace ablab::core

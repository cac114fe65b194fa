#include "live/secrets.h"

#include <memory>
#include <random>

namespace ablab::core::live {

RandomSource systemRandom() {
    auto device = std::make_shared<std::random_device>();
    return [device] { return (*device)(); };
}

std::string makeSessionCode(const RandomSource& random) {
    std::string code;
    while (code.size() < kCodeLength) code += kCodeAlphabet[random() % kCodeAlphabet.size()];
    return code;
}

std::string makeSecret(const RandomSource& random) {
    static constexpr char kHex[] = "0123456789abcdef";
    std::string secret;
    while (secret.size() < 32) {
        unsigned bits = random();
        for (int i = 0; i < 8; ++i, bits >>= 4) secret += kHex[bits & 15];
    }
    return secret;
}

bool sameSecret(std::string_view given, std::string_view secret) {
    if (given.size() != secret.size()) return false;
    unsigned char differ = 0;
    for (std::size_t i = 0; i < secret.size(); ++i) differ |= static_cast<unsigned char>(given[i] ^ secret[i]);
    return differ == 0;
}

std::string normalizedCode(std::string_view typed) {
    std::string code;
    for (const char c : typed) {
        if (c == ' ' || c == '-') continue;
        code += (c >= 'a' && c <= 'z') ? static_cast<char>(c - 'a' + 'A') : c;
    }
    return code;
}

}  // namespace ablab::core::live

#pragma once
// The session's secrets: the code students type (short, in letters and digits nobody misreads
// off a projector: no 0/O, 1/I/L, 2/Z, 5/S, 8/B, 6/G, U/V) and the presenter's token and each
// student's key (long and random: holding one is what lets a connection present, or answer as
// that student again after a drop). Drawn from the system's random source.
#include <cstddef>
#include <functional>
#include <string>
#include <string_view>

namespace ablab::core::live {

inline constexpr std::string_view kCodeAlphabet = "ACDEFHJKMNPRTWXY3479";
inline constexpr std::size_t kCodeLength = 6;

// A source of random 32-bit numbers; the server's reads the system's (std::random_device,
// getrandom on Linux), a test's may be seeded.
using RandomSource = std::function<unsigned()>;
RandomSource systemRandom();

std::string makeSessionCode(const RandomSource& random);
// 32 hexadecimal digits: 128 bits.
std::string makeSecret(const RandomSource& random);
// Whether `given` is `secret`, in a time that does not depend on where they differ.
bool sameSecret(std::string_view given, std::string_view secret);
// A typed code as the server compares it: upper case, spaces and dashes left out.
std::string normalizedCode(std::string_view typed);

}  // namespace ablab::core::live

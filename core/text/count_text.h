#pragma once
// A count as the language writes it: 549946 → "549,946" in English and Chinese (the notes
// write counts so), "549.946" in Vietnamese, whose thousands are separated by dots.
#include <cstdint>
#include <string>

#include "text/translate.h"

namespace ablab::core {

std::string formatCount(Language language, std::uint64_t n);

}  // namespace ablab::core

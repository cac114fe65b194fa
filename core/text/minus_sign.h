#pragma once
// The minus sign of typeset mathematics (U+2212 "−") for the ASCII hyphen-minus that numbers are
// written with: a caption that says "(−∞, -3)" mixes two signs in one interval. ablab writes
// infinities with U+2212 already; this makes every negative number in a sentence agree.
#include <string>
#include <string_view>

namespace ablab::core {

// `text` with each "-" that is a minus sign — before a digit, "." or "∞", and not after a
// letter or a digit, where it joins words ("fail-soft", "α-cutoff") or a range ("1-5") —
// written as "−".
std::string withMinusSigns(std::string_view text);

}  // namespace ablab::core

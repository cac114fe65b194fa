// libFuzzer target: the reader of S-expressions, and the round trip of what it accepts through all
// four formats (round_trip.h).
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "files/tree_file.h"
#include "files/tree_formats.h"
#include "round_trip.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    try {
        ablab::fuzzing::checkRoundTrip(
            ablab::core::parseTreeText(ablab::core::Language::English, text, "fuzz", ablab::core::TreeFormat::Sexpr));
    } catch (const ablab::core::TreeFileError&) {
        // A bad file is reported in one line: that is the expected outcome.
    }
    return 0;
}

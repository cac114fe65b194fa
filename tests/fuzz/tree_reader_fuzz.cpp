// libFuzzer target: the tree reader (both forms), and what a loaded tree is used for at once:
// writing it back and reading that again, in its own document and in all four formats
// (round_trip.h).
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "files/tree_file.h"
#include "round_trip.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    try {
        const ablab::core::Tree tree = ablab::core::parseTree(ablab::core::Language::English, text, "fuzz");
        // What the reader accepts, the writer must write and the reader read back.
        const ablab::core::Tree again =
            ablab::core::parseTree(ablab::core::Language::English, ablab::core::serializeTree(tree), "again");
        if (again.size() != tree.size()) std::abort();
        ablab::fuzzing::checkRoundTrip(tree);
    } catch (const ablab::core::TreeFileError&) {
        // A bad tree is reported in one line: that is the expected outcome.
    }
    return 0;
}

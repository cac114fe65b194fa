// libFuzzer target: the fast reader (one pass into the tree) and the streaming reader (nlohmann) agree on
// every input: the same tree, or the same one-line error (files/well_formed_tree.h).
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "files/tree_file.h"

namespace {

// The tree as the file writes it, or the error; either way what a user would see.
std::string reading(std::string_view text, ablab::core::TreeReader reader) {
    try {
        const ablab::core::Tree tree = ablab::core::parseTree(ablab::core::Language::English, text, "fuzz", reader);
        return "tree\n" + ablab::core::serializeTree(tree);
    } catch (const ablab::core::TreeFileError& e) {
        return std::string("error\n") + e.what();
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    if (reading(text, ablab::core::TreeReader::Fastest) != reading(text, ablab::core::TreeReader::Streaming)) std::abort();
    return 0;
}

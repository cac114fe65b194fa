// A build without simdjson (the browser's): every tree document goes to the streaming reader.
#include "files/well_formed_tree.h"

namespace ablab::core {

bool wellFormedTreeReaderAvailable() { return false; }

std::optional<TreeBuilder> readWellFormedTree(std::string_view, std::vector<std::string>*, std::size_t) { return std::nullopt; }

}  // namespace ablab::core

#pragma once
// aima-python's flat lists: the leaf values of a uniform tree left to right, `[3, 12, 8, 2, 4, 6,
// 14, 5, 2]`, with a branching factor given apart (`--branching 3`, or a `# branching: 3` line)
// from which the depth follows. The root is MAX and players alternate. Leading `#` comments carry
// the title, source, first player and description (docs/formats/other-formats.md).
#include <cstdint>
#include <string>
#include <string_view>

#include "files/format_report.h"
#include "model/tree.h"

namespace ablab::core {

// `branching` 0 takes it from the file's `# branching:` line. Throws TreeFileError
// "NAME:LINE[:COLUMN]: …" for a malformed list or a count of leaves that is no power of it.
Tree parseAimaList(Language language, std::string_view text, const std::string& name, std::uint32_t branching);

// Throws TreeFileError for a tree that is not uniform or whose players do not alternate; labels,
// notes, boards and edge labels, which have no place here, are listed in `leftOut`.
WrittenTree writeAimaList(Language language, const Tree& tree);

}  // namespace ablab::core

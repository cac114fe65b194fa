#pragma once
// S-expressions, as CMU 15-150's Minimax-Visualizer and many handouts write game trees:
// `((3 12 8) (2 4 6) (14 5 2))`. A list is an inner node, a number a leaf; a name may open a
// list to label its node, `(A (B 3 12 8) (C 2 4 6))`. Players alternate from the root. Leading
// `;` comments carry the title, source, first player and description (docs/formats/other-formats.md).
#include <string>
#include <string_view>

#include "files/format_report.h"
#include "model/tree.h"

namespace ablab::core {

// Throws TreeFileError "NAME:LINE:COLUMN: …" for a malformed file.
Tree parseSexprTree(Language language, std::string_view text, const std::string& name);

// Throws TreeFileError for a tree whose players do not alternate; leaf labels, notes, boards
// and edge labels, which have no place here, are listed in `leftOut`.
WrittenTree writeSexprTree(Language language, const Tree& tree);

}  // namespace ablab::core

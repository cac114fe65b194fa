#pragma once
// The tree file formats ablab reads and writes, and which one a file is in: ablab's JSON, CS188
// test files, S-expressions and AIMA lists. Every reader of tree files goes through
// loadTreeFile (files/tree_file.h), which comes here, so the command line and the window read
// them all alike.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "files/format_report.h"
#include "model/tree.h"

namespace ablab::core {

enum class TreeFormat : std::uint8_t { Json, Cs188, Sexpr, Aima };

bool parseTreeFormat(std::string_view name, TreeFormat& out);  // "json", "cs188", "sexpr", "aima"
std::string_view treeFormatName(TreeFormat format);
// What the format is called in a sentence: "ablab's JSON", "a CS188 test file", "an
// S-expression", "an AIMA list".
std::string_view treeFormatTitle(Language language, TreeFormat format);
// The extension a file of the format usually has: ".json", ".test", ".sexp", ".aima".
std::string_view treeFormatExtension(TreeFormat format);

struct TreeReadOptions {
    std::optional<TreeFormat> format;  // none: recognised from the content, then the extension
    std::uint32_t branching = 0;       // AIMA lists: children per inner node (0: from the file)
};

// The format `text` is in. A chosen format wins; --branching means an AIMA list; then what the
// content says for sure ("(": an S-expression, "{": JSON, `key: "…"` lines: CS188, a
// "# branching:" line: AIMA); then the extension (.test, .sexp/.sexpr/.scm/.lisp, .aima, .json);
// JSON otherwise, whose error message says what was expected.
TreeFormat recognizeTreeFormat(std::string_view path, std::string_view text, const TreeReadOptions& options);

// The format for writing to `path`, by its extension; JSON for any other.
TreeFormat treeFormatForPath(std::string_view path);

// Parses text in the given format; TreeFileError names `name` and the place on failure.
Tree parseTreeText(Language language, std::string_view text, const std::string& name, TreeFormat format,
                   std::uint32_t branching = 0);

// The tree in the format. Throws TreeFileError ("cannot write …: reason") for a tree the format
// cannot hold; what it can hold only in part is listed in leftOut.
WrittenTree writeTreeText(Language language, const Tree& tree, TreeFormat format);

// What saveTreeFile writes to `path`: the format of its extension, JSON for any other. Throws
// TreeFileError naming the path when that format cannot hold the whole tree, since saving must
// not drop anything (`ablab convert` is the way to write a part).
std::string treeTextForPath(Language language, const Tree& tree, const std::string& path);

// One line for the status line and `ablab trace` after reading a file from another format:
// CS188's rule for ties when strict is off, and what the file said that ablab does not keep.
// "" when there is nothing to say.
std::string readingNotice(Language language, const TreeInfo& info, bool strict);

}  // namespace ablab::core

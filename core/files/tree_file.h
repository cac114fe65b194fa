#pragma once
// Reading and writing tree files: the shorthand (a nested JSON array) and the tree document.
// The format is described in docs/formats/tree-format.md and trees/schema.json.
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "files/input_file.h"
#include "files/staged_files.h"
#include "files/tree_formats.h"
#include "model/tree.h"

namespace ablab::core {

// A tree file that cannot be used. what() is one line naming the file, where
// (line:column for JSON syntax, a JSON pointer such as /root/children/1/value for shape) and
// what was expected.
class TreeFileError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// The most nodes a tree may have: far above the full tic-tac-toe tree, low enough that a
// hostile file cannot make ablab allocate without bound.
inline constexpr std::size_t kMaxTreeNodes = 5'000'000;
inline constexpr std::size_t kMaxTreeFileBytes = std::size_t{1} << 30;

// Which reader parseTree uses: the fastest there is (one pass into the tree for a well-formed
// document, files/well_formed_tree.h, the streaming reader for the rest and for every error message), or
// the streaming reader alone (tests and benchmarks compare the two).
enum class TreeReader : std::uint8_t { Fastest, Streaming };

// `name` is what error messages call the source ("trees/aima.json", "<stdin>"); the messages are
// in `language`, as are every reader's and writer's below.
Tree parseTree(Language language, std::string_view text, const std::string& name, TreeReader reader = TreeReader::Fastest);
// Reads a file, or standard input when path is "-", in any format of files/tree_formats.h:
// the one chosen in `options`, else the one the content and the extension say.
Tree loadTreeFile(Language language, const std::string& path, const TreeReadOptions& options = {});
// Its second half: the tree in what was read from a file.
Tree parseInputTree(Language language, const InputText& input, const TreeReadOptions& options = {});

// The text a tree was read from (TreeInfo::document), kept for files up to
// kMaxKeptDocumentBytes: saving writes an unchanged tree back byte for byte, and a changed one
// inside the same document, every field ablab does not edit (title, description, source,
// expect, $schema, their order and layout) as it was and every leaf number as it was written.
struct SourceDocument {
    std::string text;
    std::vector<std::string> numberTexts;  // by node id of the tree as read: a leaf's number as written, or ""
};
inline constexpr std::size_t kMaxKeptDocumentBytes = std::size_t{4} << 20;

// The tree as a file. A tree read from text is written back into the document it came from
// (see SourceDocument); any other in the document form, pretty-printed. Either way
// parseTree(language, serializeTree(t)) gives t back (labels, notes, players, values, and the
// title/description/source/expect block).
std::string serializeTree(const Tree& tree);
// The same two trees as a file would say them: shape, values, labels written in the file,
// notes, boards, players and the title/description/source.
bool sameTree(const Tree& a, const Tree& b);
// Writes to a temporary file beside `path`, then renames it over `path`: a failure never leaves
// a half-written file. A path ending .test, .sexp or .aima gets that format, and is refused
// rather than written without something the tree has. Throws TreeFileError.
void saveTreeFile(Language language, const Tree& tree, const std::string& path);

// Writes `contents` to `path` atomically (the same way saveTreeFile does, through StagedFiles);
// throws std::runtime_error naming the path on failure.
void writeFileAtomically(Language language, const std::string& path, std::string_view contents,
                         Replace replace = Replace::Allowed);

}  // namespace ablab::core

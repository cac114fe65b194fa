#pragma once
// Pieces the plain-text tree formats share (CS188 test files, S-expressions, AIMA lists): values
// as words, errors placed at a line, and labels that stay automatic where they can.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "model/tree.h"

namespace ablab::core {

// "3", "-2.5", "+4", "1e3", "inf", "-inf", "+inf", "infinity" (any case): what Python's
// float() reads, less NaN and finite numbers too large for a double.
bool parseValueWord(std::string_view word, Value& out);

// A number too large for a double ("1e400"): neither a value nor a name, an error where it
// stands; the sentence for it is valueOutOfRange's, the same as the JSON reader's.
bool numberTooLarge(std::string_view word);
std::string valueOutOfRange(Language language, std::string_view word);

// What separates words in S-expressions and AIMA lists: a blank or a comma, as Python's and
// Lisp's readers of those lists take them.
constexpr bool separatesWords(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == ','; }

// A word as an error message shows it: quoted, and cut at 40 characters.
std::string quotedWord(std::string_view word);

// Throws TreeFileError "NAME:LINE: message" or "NAME:LINE:COLUMN: message" (1-based).
[[noreturn]] void failAtLine(const std::string& name, std::size_t line, const std::string& message);
[[noreturn]] void failAtColumn(const std::string& name, std::size_t line, std::size_t column, const std::string& message);

// The comment lines before the tree in an S-expression file (`;`) or an AIMA list (`#`):
// "title: …", "source: …", "first_player: min" and "branching: 3" fill those fields, every other
// comment line is a line of the description. Reading stops at the first line that is neither a
// comment nor blank.
struct CommentHeader {
    std::string title, source, description;
    std::string firstPlayer, branching;  // as written; the reader checks them
    std::size_t firstPlayerLine = 0, branchingLine = 0;
    std::size_t treeOffset = 0;  // where the tree starts in the text
    std::size_t treeLine = 1;    // and on which line
};
CommentHeader readCommentHeader(std::string_view text, char marker);
// The same header for a tree, ready to be read back by readCommentHeader. `branching` is written
// when nonzero.
std::string writeCommentHeader(const Tree& tree, char marker, std::uint32_t branching = 0);
// "first_player: max" or "min"; a TreeFileError at its line otherwise.
Player firstPlayerFromHeader(Language language, const CommentHeader& header, const std::string& name);

// Gives n the label a file names it by, unless ablab would call it that anyway: a converted
// tree then keeps the short shorthand wherever its names follow the lecture scheme. The
// builder must be adding nodes in preorder (ids are preorder numbers).
void setLabelUnlessAutomatic(TreeBuilder& builder, NodeId n, const std::string& label, const std::string& parentLabel,
                             std::uint32_t depth, std::uint32_t childIndex);

// The first inner node that plays the same side as its parent (a player override that matters),
// or kNoNode: S-expressions and AIMA lists can only say "players alternate".
NodeId firstRepeatedPlayer(const Tree& tree);

// The one-line error a writer gives for a tree its format cannot hold: "cannot write FORMAT:
// REASON". The convert command puts the file's name in front.
[[noreturn]] void failToWrite(Language language, std::string_view format, const std::string& reason);

}  // namespace ablab::core

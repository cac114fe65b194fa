#pragma once
// The one rule for what the plain-text tree formats (CS188 test files, S-expressions, AIMA lists)
// write of a tree's texts: only what their readers take back. They have no escapes, and every
// file ablab reads is UTF-8 text without a NUL or a noncharacter (files/plain_text.h), so a
// label or title holding one (JSON may carry "\u0000") is refused before anything is written,
// instead of writing a file ablab then refuses to read. JSON writes it as an escape.
#include <string>

#include "files/tree_formats.h"
#include "model/tree.h"

namespace ablab::core {

// Throws TreeFileError "cannot write FORMAT: node B's label holds U+0000, …" for the first text
// the format's writers would write (every label and edge label, the title, source and
// description in English) that holds what no text file may hold; returns when there is none.
void refuseTextsNoTextFileHolds(Language language, const Tree& tree, TreeFormat format);

// A comment header (S-expressions, AIMA lists: writeCommentHeader) holds the title and the source
// on one line each, their line breaks written as spaces: "the line breaks of the title" for the
// writer's report of what it left out, "" when they have none.
std::string headerLineBreaksLeftOut(Language language, const TreeInfo& info);

// Every reader ends a line at LF, CRLF or a CR alone (files/line_ends.h), so a format that keeps
// line breaks inside a text (CS188's """ blocks) gives a CR back as a line feed: the writer writes
// the text withLineFeedsOnly and reports the fields whose CRs it changed, as the header does.
std::string carriageReturnsLeftOut(Language language, const TreeInfo& info);
std::string withLineFeedsOnly(std::string_view text);

}  // namespace ablab::core

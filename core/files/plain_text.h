#pragma once
// Every file ablab reads is UTF-8 text: a byte that is not (a Latin-1 "\x8d" in a title) or a
// NUL (which the JSON parser takes for the end, so `[1,2]\0[3]` read as [1,2]) is refused where
// it is, before any reader builds from the text (the one-pass tree reader, which accepts only
// plain text, goes first; files/well_formed_tree.h). What a reader accepted can then always be
// written back: nothing invalid reaches a JSON writer (nlohmann refuses to write it).
#include <optional>
#include <string>
#include <string_view>

#include "text/translate.h"

namespace ablab::core {

// "NAME:LINE:COLUMN: …" for the first byte that is not UTF-8 text, or nothing: the place
// text/utf8.h's firstNonTextAt finds, in words. A noncharacter (U+FFFE, U+FDD0, U+10FFFF) is no
// text either: cairo's PDF writer refuses it, so a title holding one would export to SVG and
// not to PDF.
std::optional<std::string> plainTextProblem(Language language, std::string_view text, const std::string& name);

// plainTextProblem for a parser that stopped just before `end`, having read everything up to
// the last few bytes as text: the bad sequence, if any, starts among the last four. So the
// JSON reader names a byte that is no text as every reader does, without a pass of its own.
std::optional<std::string> plainTextProblemBefore(Language language, std::string_view text, const std::string& name,
                                                  std::size_t end);

// "expected text, got the Unicode noncharacter U+FFFE; remove it", for the noncharacter `text`
// starts with: the sentence of plainTextProblem, and of the JSON reader for one written as an
// escape ("\ufffe"), which the check of the file's bytes cannot see.
std::string noncharacterMessage(Language language, std::string_view text);

// Whether the text is valid UTF-8 (NUL allowed): for texts that come from elsewhere than a file.
bool validUtf8(std::string_view text);

}  // namespace ablab::core

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

// "NAME:LINE:COLUMN: …" for the first byte that is not UTF-8 text, or nothing.
std::optional<std::string> plainTextProblem(Language language, std::string_view text, const std::string& name);

// Whether the text is valid UTF-8 (NUL allowed): for texts that come from elsewhere than a file.
bool validUtf8(std::string_view text);

}  // namespace ablab::core

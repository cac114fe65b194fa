#pragma once
// User text as ablab shows it in a message, a table cell or a line of the terminal: labels, file
// names and students' names come from files and people, and a character that acts instead of
// showing itself must not act there. A newline ends a CSV row or a message's one line, ESC[2J
// clears the terminal, U+0085 and U+2028 end a line for some readers, U+202E turns the rest of a
// line around (a label "3 \u202e2 1" shows as "3 1 2"). Those are written as escapes anyone can
// read; every other character, a backslash included, is kept as it is. The one rule for every
// message, table and CSV or Markdown cell.
#include <string>
#include <string_view>

namespace ablab::core {

// Whether the character is one visibleText escapes: the C0 controls, DEL, the C1 controls
// (U+0080–U+009F), the line and paragraph separators U+2028 and U+2029, the bidirectional
// controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) and U+FEFF (a byte order
// mark, invisible).
bool actsInsteadOfShowing(char32_t cp);

// Whether visibleText would change `text`: eight bytes at a time while they are plain ASCII, as
// every row of a long table is looked at.
bool needsVisibleEscapes(std::string_view text);

// `text` with \n, \r, \t for those three, \x1b for the other C0 controls and DEL, \u0085,
// \u2028, \u202e for the others above, and \xff for a byte that is not UTF-8 (so that what is
// shown is always UTF-8).
std::string visibleText(std::string_view text);
void appendVisibleText(std::string& out, std::string_view text);

}  // namespace ablab::core

#pragma once
// Cells of the tables ablab writes for other programs: CSV (spreadsheets) and Markdown (pages
// rendered as HTML). Labels and names in them come from files and students, so a cell is made
// harmless where it lands: a spreadsheet must not run "=HYPERLINK(…)" as a formula, a page must
// not run "<img onerror=…>". A cell shows its text as visibleText does (text/visible_text.h): a
// newline, an ESC or a U+202E in a student's name is seen, not obeyed, and a row stays a row.
#include <string>
#include <string_view>

namespace ablab::core {

// RFC 4180 quoting, and OWASP's rule against formula injection: a cell that starts with =, +, -,
// @, a tab or a carriage return gets a leading ' (a spreadsheet then shows it as text). A plain
// number ("-3", "+2.5", "-inf") is left as it is: it is no formula.
std::string csvCell(std::string_view text);

// A Markdown table cell (or a line beside the table): | escaped, and &, < and > as HTML
// entities, so text stays text.
std::string markdownCell(std::string_view text);

}  // namespace ablab::core

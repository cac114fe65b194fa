#pragma once
// What the presenter downloads at the end (GET /answers.csv with the token): one row per answer
// given, with the name as the student typed it (cleaned: student_name.h), the question, the
// answer and whether it was right. Nothing else about anyone: no address, no time, no id.
#include <string>

#include "live/session.h"

namespace ablab::core::live {

// "name,question,text,answer,right\r\n" then a row per answer, students in the order they joined,
// their answers in the order the questions were asked; `right` is "yes", "no", or empty before
// the reveal. Every cell is text/table_cells.h's csvCell: quoted as RFC 4180 says, and a name
// that starts like a formula ("=HYPERLINK(…)") gets a leading ' so no spreadsheet runs it.
std::string answersCsv(const SessionRecord& record);

}  // namespace ablab::core::live

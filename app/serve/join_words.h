#pragma once
// The phone page's texts in every language, from the catalogue (po/), so that the page's words
// are translated, checked and kept as every other message of ablab is. The server puts them in
// front of join.js.
#include <string>

namespace ablab::app {

// "const WORDS = {"en":{…},"zh":{…},"vi":{…}};\n": each of the page's keys to its text.
std::string joinWordsScript();

}  // namespace ablab::app

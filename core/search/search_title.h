#pragma once
// What a run is called where a reader sees it (the trace's header, a deck's title slide, a
// table's caption, the window's algorithm list): the algorithm's name in the reader's language
// and the variants it ran with in words, "α-β 搜索（只做浅截断、硬失败）". The command line's
// identifiers (alphabeta --shallow --fail-hard: search_options.h's describe) are what a link,
// a settings file and --algorithm spell, never what a Chinese or Vietnamese reader is shown.
#include <string>

#include "model/algorithm.h"
#include "search/search_options.h"
#include "text/translate.h"

namespace ablab::core {

// "α-β search", "minimax, level by level"; the algorithms beyond the notes by their authors'
// names (NegaScout, MTD(f), MT-SSS*, SSS*, Star1), which every language writes so.
std::string algorithmTitle(Language language, Algorithm algorithm);

// The name, then the variants in brackets: "α-β search (shallow cutoffs only, fail-hard)".
std::string searchTitle(Language language, const SearchOptions& options);

// How the language separates the items of a list: "、" in Chinese, ", " otherwise.
const char* listSeparator(Language language);

}  // namespace ablab::core

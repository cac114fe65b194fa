#pragma once
// The translations compiled in from po/LANG.po (by po/compile_catalogue.py at build time).
#include <span>
#include <string_view>

namespace ablab::core {

struct CatalogueEntry {
    std::string_view english;  // the msgid: the text as the code writes it
    std::string_view translated;
    bool sentence;  // used by core/ (explanations, the trace's words, the canvas's): the window draws
                    // these at every text size, the panels' words at one
};

// One language's entries sorted by English text ("zh", "vi"); empty for English or an unknown code.
std::span<const CatalogueEntry> catalogueEntries(std::string_view code);

}  // namespace ablab::core

#pragma once
// What a pass over a JSON text tells without parsing it: how deep its brackets go and how many
// are still open at its end. Strings are stepped over whole (a bracket inside one is no
// bracket); nothing is allocated. The streaming reader (tree_reader.cpp) counts with it the rest
// of a document nested deeper than it builds, to refuse one never closed by its count.
#include <cstddef>
#include <string_view>

namespace ablab::core {

struct JsonOutline {
    std::size_t deepest = 0;   // the most brackets open at once
    std::size_t unclosed = 0;  // brackets still open at the end of the text
    bool strayClose = false;   // a closing bracket with none open (the parser says where)
};

// `open`: brackets already open where `text` starts (the rest of a document read so far).
JsonOutline outlineJson(std::string_view text, std::size_t open = 0);

}  // namespace ablab::core

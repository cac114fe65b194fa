#pragma once
// What one pass over a JSON text tells before anything is parsed: how deep its brackets go and
// how many are still open at its end. Strings are stepped over whole (a bracket inside one is
// no bracket); nothing is allocated. The streaming reader (tree_file.cpp) refuses with it a
// document nested deep and never closed before it builds anything, naming the place where the
// input ends (files/line_ends.h).
#include <cstddef>
#include <string_view>

namespace ablab::core {

struct JsonOutline {
    std::size_t deepest = 0;   // the most brackets open at once
    std::size_t unclosed = 0;  // brackets still open at the end of the text
    bool strayClose = false;   // a closing bracket with none open (the parser says where)
};

JsonOutline outlineJson(std::string_view text);

}  // namespace ablab::core

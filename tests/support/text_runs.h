#pragma once
// Scanning a text for runs of one kind of character (words, numbers), for the tests that read
// what ablab printed.
#include <cstddef>
#include <string>

namespace ablab::testing {

// Calls visit(begin, end) for each run of `text`: one that starts where starts(at) holds and
// goes on while goesOn(at) does, in order and not overlapping.
template <typename Starts, typename GoesOn, typename Visit>
void forEachRun(const std::string& text, Starts starts, GoesOn goesOn, Visit visit) {
    for (std::size_t i = 0; i < text.size();) {
        if (!starts(i)) {
            ++i;
            continue;
        }
        std::size_t end = i;
        while (end < text.size() && goesOn(end)) ++end;
        visit(i, end);
        i = end;
    }
}

}  // namespace ablab::testing

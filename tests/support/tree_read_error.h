#pragma once
// The one-line error reading a tree gives, for tests of bad input.
#include <string>

#include "files/tree_file.h"

namespace ablab::testing {

// What `read` (a reader called on bad input) throws as a TreeFileError; "(no error)" when it
// reads the input after all.
template <typename Read>
std::string readError(Read read) {
    try {
        read();
    } catch (const core::TreeFileError& e) {
        return e.what();
    }
    return "(no error)";
}

inline std::string treeReadError(const std::string& text, const std::string& name) {
    return readError([&] { core::parseTree(ablab::core::Language::English, text, name); });
}

}  // namespace ablab::testing

#pragma once
// The one-line error reading a tree document gives, for tests of bad input.
#include <string>

#include "files/tree_file.h"

namespace ablab::testing {

inline std::string treeReadError(const std::string& text, const std::string& name) {
    try {
        core::parseTree(text, name);
    } catch (const core::TreeFileError& e) {
        return e.what();
    }
    return "(no error)";
}

}  // namespace ablab::testing

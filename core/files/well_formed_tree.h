#pragma once
// The fast path for reading a tree document: one pass over the text, straight into a
// TreeBuilder, for a document that is well formed in every respect. It knows no error messages:
// at the first thing it does not take whole (bad JSON, a shape error, a limit reached, a member
// it leaves to the streaming reader such as "expect") it gives up, and parseTree reads the text
// again with the streaming reader (tree_file.cpp), whose messages name the file, the place and
// what was expected. Bad input is thus reported exactly as before, at the old speed; good input
// is read at the speed of the file.
//
// What it takes is plain text (files/plain_text.h) as it stands: a NUL or any other control
// byte in a string, or any byte past ASCII outside one, is not JSON, and a string holding such
// a byte is decoded by nlohmann, which checks its UTF-8. So the text is checked only by the
// streaming reader, when this one gives up.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/tree.h"

namespace ablab::core {

// The tree the streaming reader would build from `text`, or nothing when the text is not a tree
// document this reader takes whole. `numberTexts`, when given, gets each leaf's number as
// written, by node id, as the streaming reader keeps them (SourceDocument).
std::optional<TreeBuilder> readWellFormedTree(std::string_view text, std::vector<std::string>* numberTexts);

}  // namespace ablab::core

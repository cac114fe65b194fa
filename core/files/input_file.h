#pragma once
// Reading a whole input file, or standard input for "-", with the messages every ablab file
// error uses ("PATH: cannot open: …", "PATH: is a folder, not a tree file").
#include <stdexcept>
#include <string>
#include <string_view>

namespace ablab::core {

struct InputText {
    std::string text;
    std::string name;  // the path, or "<stdin>"
};

// `kind` names what the file should be ("tree file", "answer file"). Throws std::runtime_error
// with a one-line message; files over 1 GiB are refused.
InputText readInputFile(const std::string& path, std::string_view kind);

}  // namespace ablab::core

#pragma once
// Reading a whole input file, or standard input for "-", with the messages every ablab file
// error uses ("PATH: cannot open: …", "PATH: is a folder, not a tree file").
#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>

namespace ablab::core {

// The largest input ablab reads, from a file or from standard input.
inline constexpr std::size_t kMaxInputBytes = std::size_t{1} << 30;

// The UTF-8 byte-order mark (U+FEFF) that Windows' Notepad and spreadsheets put before a text.
// It is no part of the text: every input is read without it, so that every reader sees the
// file as its editor shows it (a CS188 file's first key is "class", an S-expression starts with
// its "(") and counts its columns from the first character shown.
inline constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";
constexpr std::string_view withoutByteOrderMark(std::string_view text) {
    return text.starts_with(kByteOrderMark) ? text.substr(kByteOrderMark.size()) : text;
}

// The file's bytes, read with read() into memory: what a reader sees cannot change under it,
// whatever another program does to the file meanwhile.
struct InputText {
    std::string text;  // without a byte-order mark
    std::string name;  // the path, or "<stdin>"
};

// `kind` names what the file should be ("tree file", "answer file"). Throws std::runtime_error
// with a one-line message. Inputs over maxBytes are refused, and so are files that are not
// regular files (a FIFO, /dev/zero, a socket): they could block or never end. Every input is
// read whole, whatever its format; standard input, read in bounded chunks, stops early only
// when its start cannot begin any text ablab reads (`yes`, /dev/zero).
// `limitReason` ends the message that refuses a larger input ("for a tree of 7 nodes").
InputText readInputFile(const std::string& path, std::string_view kind, std::size_t maxBytes = kMaxInputBytes,
                        std::string_view limitReason = {});

// The same, its failure thrown as the reader's own error type (TreeFileError, AnswerFileError),
// which the commands turn into exit status 2.
template <typename ReaderError>
InputText readInputFileAs(const std::string& path, std::string_view kind, std::size_t maxBytes = kMaxInputBytes,
                          std::string_view limitReason = {}) {
    try {
        return readInputFile(path, kind, maxBytes, limitReason);
    } catch (const std::runtime_error& e) {
        throw ReaderError(e.what());
    }
}

}  // namespace ablab::core

#pragma once
// One line for a JSON syntax error, in the form every ablab file error takes: "NAME:LINE:COL: …",
// the place counted as every reader counts it (files/line_ends.h) and the line at most
// kMaxErrorMessage bytes, however much of the file the parser quotes.
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace ablab::core {

// The longest message a reader gives: ablab prints it after "ablab: ", and docs/cli.md promises
// an error line of at most 200 characters, the file's name included.
inline constexpr std::size_t kMaxErrorMessage = 200 - std::string_view("ablab: ").size();

// What nlohmann's SAX parse_error(position, last_token, ex) said, kept small: where, and its
// words without the part of the file it quotes, which may be megabytes (a run of brackets).
struct JsonSyntaxError {
    std::size_t offset = 0;  // of the last character read; the text's size when it was the end
    std::string reason;      // "invalid literal", "unexpected end of input; expected ']'"
    std::string lastRead;    // the end of what the lexer read ("last read: '…'"), at most kMaxErrorMessage bytes
    bool quotesLastRead = false;
    std::string after;  // what follows the quote: "; expected …"
};

// `position` is nlohmann's count of characters read (the last one read is the one before it),
// `what` its parse_error text ("[json.exception.parse_error.101] parse error at line 2, column
// 5: syntax error while parsing value - invalid literal; last read: 'tru'").
JsonSyntaxError jsonSyntaxError(std::size_t position, std::string_view lastToken, std::string_view what);

// "NAME:LINE:COL: syntax error: …". An input of only white space gets
// "NAME:1:1: the file is empty; expected " + `expected`.
std::string jsonSyntaxMessage(const std::string& name, std::string_view text, const JsonSyntaxError& error,
                              std::string_view expected);

// Where a number nlohmann found too large for a double starts: its SAX parse_error (id 406)
// comes at `position`, just after the number, whose text is `lastToken`.
constexpr std::size_t jsonNumberOffset(std::size_t position, std::string_view lastToken) {
    return position >= lastToken.size() ? position - lastToken.size() : 0;
}

// The first thing nlohmann refuses in a text, found by a pass that builds nothing (it holds a
// bit per open bracket): a syntax error, or a number too large for a double.
struct JsonProblem {
    std::optional<JsonSyntaxError> syntax;
    std::optional<std::size_t> numberOutOfRangeAt;  // where that number starts
    std::string number;                             // and its text
};
JsonProblem firstJsonProblem(std::string_view text);

}  // namespace ablab::core

#include "files/json_error.h"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "files/line_ends.h"

namespace ablab::core {

namespace {

constexpr std::string_view kLastRead = "; last read: '";

bool continuationByte(char c) { return (static_cast<unsigned char>(c) & 0xC0) == 0x80; }

// The last `bytes` bytes of `text` or fewer, starting on a character: a cut never splits a
// UTF-8 sequence, so the message stays text.
std::string_view lastBytes(std::string_view text, std::size_t bytes) {
    if (text.size() <= bytes) return text;
    std::size_t from = text.size() - bytes;
    while (from < text.size() && continuationByte(text[from])) ++from;
    return text.substr(from);
}

// `text` less a character cut short at its end: the lexer stops where the error is, which may be
// inside a character (a quote changed before an "α" leaves its first byte a literal).
std::string_view wholeCharacters(std::string_view text) {
    std::size_t lead = text.size();
    while (lead > 0 && text.size() - lead < 4 && continuationByte(text[lead - 1])) --lead;
    if (lead == 0) return text;
    const auto byte = static_cast<unsigned char>(text[lead - 1]);
    const std::size_t length = byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1;
    return lead - 1 + length > text.size() ? text.substr(0, lead - 1) : text;
}

// The first `bytes` bytes of `text` or fewer, ending before a character.
std::string_view firstBytes(std::string_view text, std::size_t bytes) {
    if (text.size() <= bytes) return text;
    while (bytes > 0 && continuationByte(text[bytes])) --bytes;
    return text.substr(0, bytes);
}

// Accepts every event and keeps the first error.
struct FirstProblem : nlohmann::json_sax<nlohmann::json> {
    JsonProblem problem;
    bool null() override { return true; }
    bool boolean(bool) override { return true; }
    bool number_integer(number_integer_t) override { return true; }
    bool number_unsigned(number_unsigned_t) override { return true; }
    bool number_float(number_float_t, const string_t&) override { return true; }
    bool string(string_t&) override { return true; }
    bool binary(binary_t&) override { return true; }
    bool start_object(std::size_t) override { return true; }
    bool key(string_t&) override { return true; }
    bool end_object() override { return true; }
    bool start_array(std::size_t) override { return true; }
    bool end_array() override { return true; }
    bool parse_error(std::size_t position, const std::string& lastToken, const nlohmann::detail::exception& ex) override {
        if (ex.id == 406) {  // a number too large for a double, such as 1e400
            problem.numberOutOfRangeAt = jsonNumberOffset(position, lastToken);
            problem.number = lastToken;
        } else {
            problem.syntax = jsonSyntaxError(position, lastToken, ex.what());
        }
        return false;
    }
};

}  // namespace

JsonProblem firstJsonProblem(std::string_view text) {
    FirstProblem check;
    nlohmann::json::sax_parse(text.begin(), text.end(), &check, nlohmann::json::input_format_t::json, true);
    return std::move(check.problem);
}

JsonSyntaxError jsonSyntaxError(std::size_t position, std::string_view lastToken, std::string_view what) {
    JsonSyntaxError error;
    // nlohmann counts the end of the input as a character read.
    error.offset = position > 0 ? position - 1 : 0;
    // "… parse error at line 2, column 5: syntax error while parsing value - invalid literal; …"
    std::string_view detail = what;
    if (const std::size_t at = detail.find("parse error"); at != std::string_view::npos) {
        const std::size_t colon = detail.find(": ", at);
        detail.remove_prefix(colon == std::string_view::npos ? detail.size() : colon + 2);
    }
    if (detail.starts_with("syntax error"))
        if (const std::size_t dash = detail.find("- "); dash != std::string_view::npos) detail.remove_prefix(dash + 2);
    const std::size_t quote = detail.find(kLastRead);
    if (quote == std::string_view::npos) {
        error.reason = firstBytes(detail, kMaxErrorMessage);
        return error;
    }
    error.reason = firstBytes(detail.substr(0, quote), kMaxErrorMessage);
    error.quotesLastRead = true;
    // The quote is the lexer's token string, which the handler is given too: what follows it
    // ("; expected …") is found by its length, whatever quotes the token itself holds.
    std::string_view quoted = detail.substr(quote + kLastRead.size());
    if (quoted.starts_with(lastToken) && quoted.size() > lastToken.size()) {
        error.after = firstBytes(quoted.substr(lastToken.size() + 1), kMaxErrorMessage);
        quoted = lastToken;
    } else if (const std::size_t close = quoted.rfind('\''); close != std::string_view::npos) {
        quoted = quoted.substr(0, close);
    }
    // The end is kept: the error is at the last character read.
    error.lastRead = lastBytes(wholeCharacters(quoted), kMaxErrorMessage);
    return error;
}

std::string jsonSyntaxMessage(const std::string& name, std::string_view text, const JsonSyntaxError& error,
                              std::string_view expected) {
    if (text.find_first_not_of(" \t\r\n") == std::string_view::npos)
        return name + ":1:1: the file is empty; expected " + std::string(expected);
    // "syntax error while parsing array - unexpected end of input" → "syntax error: unexpected …"
    const std::string start = placeName(name, text, error.offset) + ": syntax error: " + error.reason;
    if (!error.quotesLastRead) return std::string(firstBytes(start, kMaxErrorMessage));
    // The quote gets what room the rest leaves it; cut, it keeps its end after a "…".
    constexpr std::string_view kCut = "…";
    const std::size_t rest = start.size() + kLastRead.size() + 1 + error.after.size();
    const std::size_t room = kMaxErrorMessage > rest ? kMaxErrorMessage - rest : 0;
    std::string quoted = error.lastRead;
    if (quoted.size() > room)
        quoted = room > kCut.size() ? std::string(kCut) + std::string(lastBytes(quoted, room - kCut.size())) : std::string();
    const std::string message = start + std::string(kLastRead) + quoted + "'" + error.after;
    return std::string(firstBytes(message, kMaxErrorMessage));
}

}  // namespace ablab::core

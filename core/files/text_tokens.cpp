#include "files/text_tokens.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <iterator>

#include "files/line_ends.h"
#include "files/tree_file.h"
#include "text/translate.h"
#include "text/trimmed.h"

namespace ablab::core {

bool parseValueWord(std::string_view word, Value& out) {
    if (!word.empty() && word.front() == '+') word.remove_prefix(1);
    if (word.empty() || word.front() == '+') return false;
    double value = 0;
    const auto [end, ec] = std::from_chars(word.data(), word.data() + word.size(), value);
    if (ec != std::errc{} || end != word.data() + word.size() || std::isnan(value)) return false;
    out = value;
    return true;
}

bool numberTooLarge(std::string_view word) {
    if (!word.empty() && word.front() == '+') word.remove_prefix(1);
    if (word.empty() || word.front() == '+') return false;
    double value = 0;
    const auto [end, ec] = std::from_chars(word.data(), word.data() + word.size(), value);
    if (ec != std::errc::result_out_of_range || end != word.data() + word.size()) return false;
    // Out of range also means too small (1e-400, read as 0 by the JSON reader too): only the
    // overflow is refused.
    const std::string copy(word);
    return std::isinf(std::strtod(copy.c_str(), nullptr));
}

std::string valueOutOfRange(Language language, std::string_view word) {
    return translate(language, R"(number {number} is out of range; write "inf" or "-inf" for a won or lost position)",
                     {{"number", std::string(word.substr(0, 40))}});
}

std::string quotedWord(std::string_view word) {
    constexpr std::size_t kShown = 40;
    std::string text = "'" + std::string(word.substr(0, kShown));
    return text + (word.size() > kShown ? "…'" : "'");
}

void failAtLine(const std::string& name, std::size_t line, const std::string& message) {
    throw TreeFileError(name + ":" + std::to_string(line) + ": " + message);
}

void failAtColumn(const std::string& name, std::size_t line, std::size_t column, const std::string& message) {
    throw TreeFileError(name + ":" + std::to_string(line) + ":" + std::to_string(column) + ": " + message);
}

namespace {

// The keys a comment header reads; any other comment line is part of the description.
constexpr std::string_view kHeaderKeys[] = {"title", "source", "first_player", "branching"};

// The header key a comment line's text (its marker and one space taken off) begins with, or "".
std::string_view headerKeyOf(std::string_view comment) {
    const std::size_t colon = comment.find(':');
    if (colon == std::string_view::npos) return {};
    const std::string_view key = comment.substr(0, colon);
    return std::find(std::begin(kHeaderKeys), std::end(kHeaderKeys), key) != std::end(kHeaderKeys) ? key : std::string_view{};
}

}  // namespace

CommentHeader readCommentHeader(std::string_view text, char marker) {
    CommentHeader header;
    std::size_t at = 0, line = 1;
    while (at < text.size()) {
        const std::size_t end = lineEndFrom(text, at);
        const std::string_view whole = text.substr(at, end - at);
        const std::string_view content = trimmed(whole);
        if (!content.empty() && content.front() != marker) break;
        if (!content.empty()) {
            std::string_view comment = content.substr(std::min(content.find_first_not_of(marker), content.size()));
            if (!comment.empty() && comment.front() == ' ') comment.remove_prefix(1);
            const std::string_view key = headerKeyOf(comment);
            const std::string value(key.empty() ? std::string_view{} : trimmed(comment.substr(key.size() + 1)));
            if (key == "title" && header.title.empty()) header.title = value;
            else if (key == "source" && header.source.empty()) header.source = value;
            else if (key == "first_player") {
                header.firstPlayer = value;
                header.firstPlayerLine = line;
            } else if (key == "branching") {
                header.branching = value;
                header.branchingLine = line;
            } else {
                const std::size_t last = comment.find_last_not_of(" \t\r");
                const std::string_view kept = last == std::string_view::npos ? std::string_view{} : comment.substr(0, last + 1);
                header.description += (header.description.empty() ? "" : "\n") + std::string(kept);
            }
        }
        at = end + lineEndLength(text, end);
        ++line;
    }
    header.treeOffset = std::min(at, text.size());
    header.treeLine = line;
    return header;
}

std::string writeCommentHeader(const Tree& tree, char marker, std::uint32_t branching) {
    const std::string lead = std::string(1, marker) + " ";
    const TreeInfo& info = tree.info();
    std::string out;
    // One line each: a newline would end the comment.
    auto oneLine = [](std::string_view text) {
        std::string line(text);
        for (char& c : line)
            if (c == '\n' || c == '\r') c = ' ';
        return line;
    };
    // One language: the English (the others are reported as left out, format_report.h).
    const std::string& title = info.title.in(Language::English);
    const std::string& source = info.source.in(Language::English);
    const std::string& description = info.description.in(Language::English);
    if (!title.empty()) out += lead + "title: " + oneLine(title) + "\n";
    if (!source.empty()) out += lead + "source: " + oneLine(source) + "\n";
    if (tree.player(Tree::root()) == Player::Min) out += lead + "first_player: min\n";
    if (branching != 0) out += lead + "branching: " + std::to_string(branching) + "\n";
    std::size_t at = 0;
    while (!description.empty() && at <= description.size()) {
        // Every line end the readers know (files/line_ends.h) ends a comment: a "\r" left inside
        // a comment line would end it there, and what follows would be read as the tree.
        const std::size_t end = lineEndFrom(description, at);
        const std::string_view line = std::string_view(description).substr(at, end - at);
        // A line that would read back as a header key ("first_player: min" in the description
        // of a CS188 file made MAX's tree MIN's) goes one space further in: description again.
        const std::string_view further = headerKeyOf(line).empty() ? "" : " ";
        out += line.empty() ? std::string(1, marker) + "\n" : lead + std::string(further) + std::string(line) + "\n";
        at = end + std::max<std::size_t>(lineEndLength(description, end), 1);
    }
    return out;
}

Player firstPlayerFromHeader(Language language, const CommentHeader& header, const std::string& name) {
    if (header.firstPlayer.empty() || header.firstPlayer == "max") return Player::Max;
    if (header.firstPlayer == "min") return Player::Min;
    failAtLine(name, header.firstPlayerLine,
               translate(language, "first_player is max or min, got {word}", {{"word", quotedWord(header.firstPlayer)}}));
}

void setLabelUnlessAutomatic(TreeBuilder& builder, NodeId n, const std::string& label, const std::string& parentLabel,
                             std::uint32_t depth, std::uint32_t childIndex) {
    if (label != autoLabel(parentLabel, depth, childIndex, n)) builder.setLabel(n, label);
}

NodeId firstRepeatedPlayer(const Tree& tree) {
    for (NodeId n = 1; n < tree.size(); ++n)
        if (!tree.isLeaf(n) && tree.player(n) == tree.player(tree.parent(n))) return n;
    return kNoNode;
}

void failToWrite(Language language, std::string_view format, const std::string& reason) {
    throw TreeFileError(
        translate(language, "cannot write {format}: {reason}", {{"format", std::string(format)}, {"reason", reason}}));
}

}  // namespace ablab::core

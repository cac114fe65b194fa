#include "files/aima_list_format.h"

#include <algorithm>
#include <charconv>
#include <cctype>
#include <cmath>
#include <optional>
#include <vector>

#include "files/line_ends.h"
#include "files/text_tokens.h"
#include "files/tree_formats.h"
#include "files/tree_file.h"
#include "files/writable_text.h"
#include "text/translate.h"

namespace ablab::core {

namespace {

// A leaf as Python writes it: a number, or infinity spelled as aima-python's notebooks do.
bool pythonValue(std::string_view word, Value& out) {
    if (parseValueWord(word, out)) return true;
    bool negative = false;
    if (!word.empty() && (word.front() == '-' || word.front() == '+')) {
        negative = word.front() == '-';
        word.remove_prefix(1);
    }
    static constexpr std::string_view kInfinities[] = {
        "math.inf", "np.inf", "numpy.inf", "float('inf')", "float(\"inf\")", "float('infinity')", "float(\"infinity\")"};
    static constexpr std::string_view kNegative[] = {"float('-inf')", "float(\"-inf\")"};
    if (std::find(std::begin(kInfinities), std::end(kInfinities), word) != std::end(kInfinities)) {
        out = negative ? -kInfinity : kInfinity;
        return true;
    }
    if (std::find(std::begin(kNegative), std::end(kNegative), word) != std::end(kNegative)) {
        out = negative ? kInfinity : -kInfinity;
        return true;
    }
    return false;
}

// "leaves = [ … ]" names the list as a notebook cell does: the offset after the "=", or `at`.
std::size_t afterAssignment(std::string_view text, std::size_t at) {
    std::size_t i = text.find_first_not_of(" \t", at);
    if (i == std::string_view::npos || !(std::isalpha(static_cast<unsigned char>(text[i])) || text[i] == '_')) return at;
    while (i < text.size() && (std::isalnum(static_cast<unsigned char>(text[i])) || text[i] == '_')) ++i;
    i = text.find_first_not_of(" \t", i);
    if (i == std::string_view::npos || text[i] != '=' || (i + 1 < text.size() && text[i + 1] == '=')) return at;
    return i + 1;
}

// branching^power in decimal, exact however large (the error lists b, b², b³ of a branching
// factor up to 2^32).
std::string powerText(std::uint32_t branching, int power) {
    std::string digits = "1";  // least significant first
    for (int i = 0; i < power; ++i) {
        std::uint64_t carry = 0;
        for (char& d : digits) {
            const std::uint64_t product = static_cast<std::uint64_t>(d - '0') * branching + carry;
            d = static_cast<char>('0' + product % 10);
            carry = product / 10;
        }
        for (; carry != 0; carry /= 10) digits += static_cast<char>('0' + carry % 10);
    }
    while (digits.size() > 1 && digits.back() == '0') digits.pop_back();
    return {digits.rbegin(), digits.rend()};
}

// The depth d with branching^d == leaves, or nothing.
std::optional<std::uint32_t> depthFor(std::size_t leaves, std::uint32_t branching) {
    std::size_t count = 1;
    for (std::uint32_t depth = 0;; ++depth) {
        if (count == leaves) return depth;
        if (count > leaves / branching) return std::nullopt;
        count *= branching;
    }
}

// The branching factor the header writes, checked against --branching's (0: not given), or
// --branching's when the header writes none.
std::uint32_t headerBranching(Language language, const CommentHeader& header, const std::string& name, std::uint32_t branching) {
    if (header.branching.empty()) return branching;
    std::uint32_t written = 0;
    const auto [end, ec] = std::from_chars(header.branching.data(), header.branching.data() + header.branching.size(), written);
    if (ec != std::errc{} || end != header.branching.data() + header.branching.size())
        failAtLine(name, header.branchingLine,
                   translate(language, "branching is a whole number, got {word}", {{"word", quotedWord(header.branching)}}));
    if (branching != 0 && branching != written)
        failAtLine(name, header.branchingLine,
                   "the file says branching " + header.branching + " but --branching says " + std::to_string(branching));
    return written;
}

// What the messages about the list as a whole point at.
struct ListScan {
    std::size_t line = 0, column = 1;  // the list's [, or its first leaf when it has none
    std::size_t leafCount = 0;
    std::size_t lastLine = 0;  // the line the text ends on
};

// The leaf word starting at `at`, checked: where it ends, its value in `value`.
std::size_t readLeaf(Language language, std::string_view text, const std::string& name, std::size_t at, std::size_t line,
                     std::size_t column, std::size_t leavesBefore, Value& value) {
    std::size_t end = at;
    while (end < text.size() && !separatesWords(text[end]) && text[end] != ']' && text[end] != '[' && text[end] != '#') ++end;
    const std::string_view word = text.substr(at, end - at);
    if (!pythonValue(word, value))
        failAtColumn(
            name, line, column,
            translate(language, "expected a leaf value (a number, inf or -inf), got {word}", {{"word", quotedWord(word)}}));
    if (leavesBefore >= kMaxTreeNodes / 2)
        failAtColumn(name, line, column,
                     translate(language, "more than {count} leaves, the most ablab accepts",
                               {{"count", std::to_string(kMaxTreeNodes / 2)}}));
    return end;
}

// One pass over the list after the header: its words checked, its leaves appended to `kept`
// unless that is null.
ListScan scanList(Language language, std::string_view text, const std::string& name, const CommentHeader& header,
                  std::vector<Value>* kept) {
    ListScan list;
    std::size_t at = afterAssignment(text, header.treeOffset), lineStart = header.treeOffset;
    std::size_t line = header.treeLine;
    list.line = line;
    bool bracket = false, closed = false;
    auto column = [&](std::size_t offset) { return offset - lineStart + 1; };
    while (at < text.size()) {
        const char c = text[at];
        if (const std::size_t lineEnd = lineEndLength(text, at)) {
            at += lineEnd;
            ++line;
            lineStart = at;
            continue;
        }
        if (separatesWords(c)) {
            ++at;
            continue;
        }
        if (c == '#') {
            at = lineEndFrom(text, at);
            continue;
        }
        if (closed)
            failAtColumn(name, line, column(at),
                         translate(language, "expected the end of the file after the list's ], got {word}",
                                   {{"word", quotedWord(text.substr(at, 1))}}));
        if (c == '[') {
            if (bracket || list.leafCount > 0)
                failAtColumn(name, line, column(at),
                             translate(language, "an AIMA list is flat: one [ … ] of leaf values, got a second ["));
            bracket = true;
            list.line = line;
            list.column = column(at);
            ++at;
            continue;
        }
        if (c == ']') {
            if (!bracket) failAtColumn(name, line, column(at), translate(language, "] without a matching ["));
            closed = true;
            ++at;
            continue;
        }
        Value v;
        const std::size_t end = readLeaf(language, text, name, at, line, column(at), list.leafCount, v);
        if (list.leafCount == 0 && !bracket) list.line = line, list.column = column(at);
        ++list.leafCount;
        if (kept) kept->push_back(v);
        at = end;
    }
    if (bracket && !closed) failAtColumn(name, list.line, list.column, translate(language, "this [ is never closed"));
    list.lastLine = line;
    return list;
}

// The depth of the uniform tree the list makes with this branching factor; a message pointing
// at the list when there is none.
std::uint32_t uniformDepth(Language language, const std::string& name, const ListScan& list, std::uint32_t branching) {
    if (list.leafCount == 0)
        failAtLine(name, list.lastLine,
                   translate(language,
                             "no leaf values; expected an AIMA list such as [3, 12, 8, 2, 4, 6, 14, 5, 2] with --branching 3"));
    if (branching == 0)
        failAtColumn(
            name, list.line, list.column,
            translate(language, "an AIMA list needs its branching factor: add --branching B (or a '# branching: B' line)"));
    if (branching < 2)
        failAtColumn(
            name, list.line, list.column,
            translate(language, "the branching factor is at least 2, got {count}", {{"count", std::to_string(branching)}}));
    const std::optional<std::uint32_t> depth = depthFor(list.leafCount, branching);
    if (!depth || *depth == 0)
        failAtColumn(
            name, list.line, list.column,
            translate(language,
                      "{count} leaves are no power of the branching factor {b}: a uniform tree has {b}, {b2}, {b3}, … leaves",
                      {{"count", std::to_string(list.leafCount)},
                       {"b", std::to_string(branching)},
                       {"b2", powerText(branching, 2)},
                       {"b3", powerText(branching, 3)}}));
    return *depth;
}

}  // namespace

Tree parseAimaList(Language language, std::string_view text, const std::string& name, std::uint32_t branching) {
    const CommentHeader header = readCommentHeader(text, '#');
    TreeBuilder builder;
    builder.info().title = header.title;
    builder.info().source = header.source;
    builder.info().description = header.description;
    builder.setFirstPlayer(firstPlayerFromHeader(language, header, name));
    branching = headerBranching(language, header, name, branching);
    // Read twice: once to count and check the leaves, once to keep them. A list refused as a
    // whole (no branching factor, a count that is no power of it) then costs nothing but its
    // text, not eight bytes for each two-byte "1,".
    const ListScan list = scanList(language, text, name, header, nullptr);
    const std::uint32_t depth = uniformDepth(language, name, list, branching);
    std::vector<Value> leaves;
    leaves.reserve(list.leafCount);
    scanList(language, text, name, header, &leaves);
    addUniformTree(builder, branching, depth, leaves);
    return std::move(builder).build();
}

WrittenTree writeAimaList(Language language, const Tree& tree) {
    const std::string_view format = treeFormatTitle(language, TreeFormat::Aima);
    if (tree.isLeaf(Tree::root()))
        failToWrite(language, format, translate(language, "the tree is a single leaf; an AIMA list has at least two"));
    const std::size_t branching = tree.childCount(Tree::root());
    if (branching < 2)
        failToWrite(language, format,
                    translate(language, "{node} has one child; an AIMA list's branching factor is at least 2",
                              {{"node", tree.label(Tree::root())}}));
    const std::uint32_t height = tree.height();
    for (NodeId n = 0; n < tree.size(); ++n) {
        if (tree.isLeaf(n) && tree.depth(n) != height)
            failToWrite(
                language, format,
                translate(
                    language,
                    "leaf {node} is {depth} plies deep and others {height}; an AIMA list holds a uniform tree (convert --to json, cs188 or sexpr)",
                    {{"node", tree.label(n)}, {"depth", std::to_string(tree.depth(n))}, {"height", std::to_string(height)}}));
        if (!tree.isLeaf(n) && tree.childCount(n) != branching)
            failToWrite(
                language, format,
                translate(
                    language,
                    "{node} has {count} children and {root} {branching}; an AIMA list holds a uniform tree (convert --to json, cs188 or sexpr)",
                    {{"node", tree.label(n)},
                     {"count", std::to_string(tree.childCount(n))},
                     {"root", tree.label(Tree::root())},
                     {"branching", std::to_string(branching)}}));
    }
    if (const NodeId n = firstRepeatedPlayer(tree); n != kNoNode)
        failToWrite(
            language, format,
            translate(language,
                      "{node} plays {player} like its parent, and AIMA lists alternate players (convert --to json or cs188)",
                      {{"node", tree.label(n)}, {"player", std::string(playerName(tree.player(n)))}}));

    WrittenTree written;
    std::string& out = written.text;
    out = writeCommentHeader(tree, '#', static_cast<std::uint32_t>(branching));
    ExampleTally labels;
    DocumentOnlyTally documentOnly;
    out += '[';
    // A long list gets a line for each group of siblings, so the tree's shape shows.
    const bool wrap = tree.leafCount() > 16;
    const std::size_t perLine = branching <= 16 ? branching : 16;
    std::size_t leavesWritten = 0;
    for (NodeId n = 0; n < tree.size(); ++n) {
        if (tree.hasExplicitLabel(n)) labels.add(tree.label(n));
        documentOnly.count(tree, n);
        if (!tree.isLeaf(n)) continue;
        if (leavesWritten > 0) out += wrap && leavesWritten % perLine == 0 ? ",\n " : ", ";
        out += formatValuePlain(tree.value(n));
        ++leavesWritten;
    }
    out += "]\n";

    written.leftOut =
        documentOnly.leftOutLine(language,
                                 {headerLineBreaksLeftOut(language, tree.info()),
                                  labels.describe(language, translate(language, "label"), translate(language, "labels"))},
                                 tree);
    return written;
}

}  // namespace ablab::core

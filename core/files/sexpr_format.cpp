// Read with one explicit stack of open lists, so a 200,000-deep nesting is as good as a flat one.
#include "files/sexpr_format.h"

#include <algorithm>
#include <vector>

#include "files/line_ends.h"
#include "files/text_tokens.h"
#include "files/tree_formats.h"
#include "files/tree_file.h"
#include "files/writable_text.h"
#include "text/translate.h"

namespace ablab::core {

namespace {

bool endsWord(char c) { return separatesWords(c) || c == '(' || c == ')' || c == ';'; }

// A label the reader will take back as a name, not as a value.
bool nameWord(std::string_view label) {
    Value ignored;
    return !label.empty() && std::none_of(label.begin(), label.end(), endsWord) && label.find('"') == std::string_view::npos &&
           !parseValueWord(label, ignored) && !numberTooLarge(label);
}

constexpr std::string_view kExample = "((3 12 8) (2 4 6) (14 5 2))";

class SexprReader {
public:
    SexprReader(Language language, std::string_view text, const std::string& name)
        : m_language(language), m_text(text), m_name(name) {}

    Tree read() {
        const CommentHeader header = readCommentHeader(m_text, ';');
        m_builder.info().title = header.title;
        m_builder.info().source = header.source;
        m_builder.info().description = header.description;
        m_builder.setFirstPlayer(firstPlayerFromHeader(m_language, header, m_name));
        m_at = header.treeOffset;
        m_line = header.treeLine;
        m_lineStart = m_at;
        refuseUnclosed();
        while (m_at < m_text.size()) {
            const char c = m_text[m_at];
            if (const std::size_t lineEnd = lineEndLength(m_text, m_at)) {
                m_at += lineEnd;
                ++m_line;
                m_lineStart = m_at;
            } else if (separatesWords(c)) {
                ++m_at;
            } else if (c == ';') {
                m_at = lineEndFrom(m_text, m_at);
            } else if (c == '(') {
                open();
                ++m_at;
            } else if (c == ')') {
                close();
                ++m_at;
            } else {
                const std::size_t start = m_at;
                while (m_at < m_text.size() && !endsWord(m_text[m_at])) ++m_at;
                word(m_text.substr(start, m_at - start), start);
            }
        }
        if (!m_open.empty())
            failAtColumn(
                m_name, m_open.back().line, m_open.back().column,
                translate(m_language, "this ( is never closed ({count} unclosed)", {{"count", std::to_string(m_open.size())}}));
        if (m_builder.size() == 0)
            failAtColumn(m_name, m_line, column(m_at),
                         translate(m_language, "the file is empty; expected an S-expression tree such as {example}",
                                   {{"example", std::string(kExample)}}));
        return std::move(m_builder).build();
    }

private:
    struct Open {
        NodeId node;
        std::string label;  // its name, or the automatic one, for its children's automatic labels
        std::uint32_t depth, childIndex, children = 0;
        std::size_t line, column;
        bool named = false;
    };

    std::size_t column(std::size_t offset) const { return offset - m_lineStart + 1; }

    // Calls `visit(c, offset, line, lineStart)` for each parenthesis outside comments, from the
    // tree's start; stops when it returns false.
    template <typename Visit>
    void eachParenthesis(Visit visit) const {
        std::size_t line = m_line, lineStart = m_lineStart;
        for (std::size_t at = m_at; at < m_text.size(); ++at) {
            const char c = m_text[at];
            if (const std::size_t lineEnd = lineEndLength(m_text, at)) {
                ++line;
                at += lineEnd - 1;
                lineStart = at + 1;
            } else if (c == ';') {
                at = lineEndFrom(m_text, at) - 1;  // the loop steps onto the line end
            } else if ((c == '(' || c == ')') && !visit(c, at, line, lineStart)) {
                return;
            }
        }
    }

    // A list never closed is refused before any node is built, as the reading loop would refuse
    // it at the end: three million "(" would otherwise build three million nodes first. Two
    // counting passes: the first finds how many lists stay open, the second the innermost of them.
    void refuseUnclosed() const {
        std::size_t depth = 0;
        bool stray = false;
        eachParenthesis([&](char c, std::size_t, std::size_t, std::size_t) {
            if (c == '(') ++depth;
            else if (depth == 0) stray = true;  // the loop reports the ")" where it stands
            else --depth;
            return !stray;
        });
        if (stray || depth == 0) return;
        const std::size_t unclosed = depth;
        std::size_t innermostLine = 0, innermostColumn = 0;
        depth = 0;
        eachParenthesis([&](char c, std::size_t at, std::size_t line, std::size_t lineStart) {
            if (c == ')') {
                --depth;
            } else if (++depth == unclosed) {
                innermostLine = line;
                innermostColumn = at - lineStart + 1;
            }
            return true;
        });
        failAtColumn(m_name, innermostLine, innermostColumn,
                     translate(m_language, "this ( is never closed ({count} unclosed)", {{"count", std::to_string(unclosed)}}));
    }

    // A new node below the innermost open list, or the root.
    NodeId addNode(std::size_t offset, const char* what) {
        if (m_open.empty() && m_builder.size() > 0)
            failAtColumn(m_name, m_line, column(offset),
                         translate(m_language, "expected the end of the file after the tree, got {found}",
                                   {{"found", translate(m_language, what)}}));
        if (m_builder.size() >= kMaxTreeNodes)
            failAtColumn(m_name, m_line, column(offset),
                         translate(m_language, "the tree has more than {count} nodes, the most ablab accepts",
                                   {{"count", std::to_string(kMaxTreeNodes)}}));
        return m_builder.addNode(m_open.empty() ? kNoNode : m_open.back().node);
    }

    std::uint32_t nextChildIndex() { return m_open.empty() ? 0 : m_open.back().children++; }

    void open() {
        const std::uint32_t depth = static_cast<std::uint32_t>(m_open.size());
        const NodeId n = addNode(m_at, translatable("("));
        const std::uint32_t childIndex = nextChildIndex();
        static const std::string kNone;
        std::string label = autoLabel(m_open.empty() ? kNone : m_open.back().label, depth, childIndex, n);
        m_open.push_back(Open{n, std::move(label), depth, childIndex, 0, m_line, column(m_at)});
    }

    void close() {
        if (m_open.empty()) failAtColumn(m_name, m_line, column(m_at), translate(m_language, ") without a matching ("));
        const Open& list = m_open.back();
        if (list.children == 0)
            failAtColumn(m_name, list.line, list.column,
                         translate(m_language, "an inner node needs at least one child, got an empty list"));
        m_open.pop_back();
    }

    void word(std::string_view text, std::size_t offset) {
        Value v;
        if (numberTooLarge(text)) failAtColumn(m_name, m_line, column(offset), valueOutOfRange(m_language, text));
        if (parseValueWord(text, v)) {
            const NodeId n = addNode(offset, translatable("a value"));
            nextChildIndex();
            m_builder.setValue(n, v);
            return;
        }
        if (!m_open.empty() && m_open.back().children == 0 && !m_open.back().named) {
            // A name opening a list labels its node.
            Open& list = m_open.back();
            const std::string parentLabel = m_open.size() > 1 ? m_open[m_open.size() - 2].label : std::string();
            setLabelUnlessAutomatic(m_builder, list.node, std::string(text), parentLabel, list.depth, list.childIndex);
            list.label = text;
            list.named = true;
            return;
        }
        failAtColumn(
            m_name, m_line, column(offset),
            translate(
                m_language,
                "expected a leaf value (a number, inf or -inf), ( or ), got {word}; a name may only open a list, as in (B 3 12 8)",
                {{"word", quotedWord(text)}}));
    }

    Language m_language;
    std::string_view m_text;
    const std::string& m_name;
    TreeBuilder m_builder;
    std::vector<Open> m_open;
    std::size_t m_at = 0, m_line = 1, m_lineStart = 0;
};

}  // namespace

Tree parseSexprTree(Language language, std::string_view text, const std::string& name) {
    return SexprReader(language, text, name).read();
}

WrittenTree writeSexprTree(Language language, const Tree& tree) {
    if (const NodeId n = firstRepeatedPlayer(tree); n != kNoNode)
        failToWrite(
            language, treeFormatTitle(language, TreeFormat::Sexpr),
            translate(language,
                      "{node} plays {player} like its parent, and S-expressions alternate players (convert --to json or cs188)",
                      {{"node", tree.label(n)}, {"player", std::string(playerName(tree.player(n)))}}));
    WrittenTree written;
    std::string& out = written.text;
    out = writeCommentHeader(tree, ';');
    ExampleTally leafLabels, oddNames;
    DocumentOnlyTally documentOnly;

    // One line for a small subtree; otherwise each child on a line of its own, indented (up to 32
    // levels, so a deep chain stays linear in size).
    auto small = [&](NodeId n) { return tree.subtreeEnd(n) - n <= 16; };
    auto indent = [&](std::uint32_t depth) { out += '\n' + std::string(2 * std::min<std::uint32_t>(depth, 32), ' '); };
    struct Frame {
        NodeId node;
        std::uint32_t next;
        bool oneLine;
        bool named;
    };
    std::vector<Frame> stack;
    // A label given by hand, not the automatic one the reader gives back by itself: only those
    // are written (or reported as left out), so a second round trip writes the same text.
    auto byHand = [&](NodeId n) {
        if (!tree.hasExplicitLabel(n)) return false;
        const std::string_view parentLabel = n == Tree::root() ? std::string_view() : tree.label(tree.parent(n));
        return tree.label(n) != autoLabel(parentLabel, tree.depth(n), tree.childIndex(n), n);
    };
    auto write = [&](NodeId n, bool oneLine) {
        documentOnly.count(tree, n);
        if (tree.isLeaf(n)) {
            if (byHand(n)) leafLabels.add(tree.label(n));
            out += formatValuePlain(tree.value(n));
            return;
        }
        out += '(';
        const bool named = byHand(n) && nameWord(tree.label(n));
        if (named) out += tree.label(n);
        else if (byHand(n)) oddNames.add(tree.label(n));
        stack.push_back({n, 0, oneLine, named});
    };
    write(Tree::root(), small(Tree::root()));
    while (!stack.empty()) {
        Frame& top = stack.back();
        const auto children = tree.children(top.node);
        if (top.next < children.size()) {
            const NodeId child = children[top.next];
            if (top.oneLine) {
                if (top.next > 0 || top.named) out += ' ';
            } else {
                indent(tree.depth(child));
            }
            ++top.next;
            write(child, top.oneLine || small(child));
            continue;
        }
        out += ')';
        stack.pop_back();
    }
    out += '\n';

    written.leftOut = documentOnly.leftOutLine(
        language,
        {headerLineBreaksLeftOut(language, tree.info()),
         leafLabels.describe(language, translate(language, "leaf label"), translate(language, "leaf labels")),
         oddNames.describe(language, translate(language, "label that is no S-expression name"),
                           translate(language, "labels that are no S-expression names"))},
        tree);
    return written;
}

}  // namespace ablab::core

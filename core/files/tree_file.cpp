// Tree files are read with nlohmann::json's SAX interface: the tree is built node by node as
// the parser streams, so there is no DOM to hold (a 50 MB file stays a 50 MB problem), no
// recursion (a 200,000-deep chain is fine) and every shape error knows its JSON pointer.
#include "files/tree_file.h"

#include "files/input_file.h"
#include "files/json_error.h"
#include "files/staged_files.h"

#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <iterator>
#include <nlohmann/json.hpp>
#include <vector>

namespace ablab::core {

namespace {

using json = nlohmann::json;

std::string jsonQuote(std::string_view text) {
    constexpr std::size_t kShown = 40;
    std::string shown(text.substr(0, kShown));
    if (text.size() > kShown) shown += "…";
    return json(shown).dump(-1, ' ', false, json::error_handler_t::replace);
}

bool infinityFromString(std::string_view text, Value& out) {
    if (text == "inf" || text == "+inf") {
        out = kInfinity;
        return true;
    }
    if (text == "-inf") {
        out = -kInfinity;
        return true;
    }
    return false;
}

// Raised inside the SAX handler; becomes a TreeFileError with the source's name.
struct ShapeError {
    std::string path;
    std::string message;
};

class TreeSax {
public:
    using number_integer_t = json::number_integer_t;
    using number_unsigned_t = json::number_unsigned_t;
    using number_float_t = json::number_float_t;
    using string_t = json::string_t;
    using binary_t = json::binary_t;

    std::optional<ShapeError> error;
    std::optional<std::string> syntaxError;
    TreeBuilder builder;
    json expect;
    bool sawRoot = false;

    bool null() { return scalar("null"); }
    bool boolean(bool v) { return scalar(v ? "true" : "false"); }
    bool number_integer(number_integer_t v) { return number(static_cast<Value>(v), std::to_string(v)); }
    bool number_unsigned(number_unsigned_t v) { return number(static_cast<Value>(v), std::to_string(v)); }
    bool number_float(number_float_t v, const string_t& raw) { return number(v, raw); }
    bool binary(binary_t&) { return scalar("binary data"); }

    bool string(string_t& text) {
        const Slot s = slot();
        switch (s) {
        case Slot::TopLevel:
        case Slot::Node:
        case Slot::NodeValue: {
            Value v;
            if (!infinityFromString(text, v))
                return fail(R"(expected a number or one of "inf", "+inf", "-inf", got string )" + jsonQuote(text));
            return numberIn(s, v, text);
        }
        case Slot::Text:
            textField() = text;
            return true;
        case Slot::Label:
            builder.setLabel(top().node, text);
            return true;
        case Slot::Note:
            builder.setNote(top().node, text);
            return true;
        case Slot::Board:
            builder.setBoard(top().node, text);
            return true;
        case Slot::EdgeLabel:
            builder.setEdgeLabel(top().node, text);
            return true;
        case Slot::FirstPlayer:
        case Slot::NodePlayer: {
            if (text != "max" && text != "min") return fail(R"(expected "max" or "min", got string )" + jsonQuote(text));
            const Player p = text == "max" ? Player::Max : Player::Min;
            if (s == Slot::FirstPlayer) builder.setFirstPlayer(p);
            else {
                builder.setPlayerOverride(top().node, p);
                top().hasPlayer = true;
            }
            return true;
        }
        case Slot::Capture:
            return capture(json(text));
        case Slot::Children:
            return fail("expected an array of child nodes, got string " + jsonQuote(text));
        }
        return true;
    }

    bool start_array(std::size_t) {
        switch (slot()) {
        case Slot::TopLevel:
        case Slot::Node: {
            const NodeId parent = parentForNewNode();
            if (!newNode(parent)) return false;
            m_frames.push_back(Frame{Kind::ChildArray, builder.lastAdded()});
            return true;
        }
        case Slot::Children: {
            Frame& object = top();
            if (object.hasValue) return fail(R"(a node has either "value" (a leaf) or "children" (an inner node), not both)");
            object.hasChildren = true;
            m_frames.push_back(Frame{Kind::ChildArray, object.node});
            return true;
        }
        case Slot::Capture:
            return captureOpen(json::array());
        default:
            return fail("expected " + expectedHere() + ", got an array");
        }
    }

    bool end_array() {
        if (top().kind == Kind::Capture) return captureClose();
        if (top().index == 0) {
            return failAt(pathTo(m_frames.size() - 1), "an inner node needs at least one child, got an empty array");
        }
        m_frames.pop_back();
        return true;
    }

    bool start_object(std::size_t) {
        switch (slot()) {
        case Slot::TopLevel:
            m_frames.push_back(Frame{Kind::Document, kNoNode});
            return true;
        case Slot::Node: {
            const NodeId parent = parentForNewNode();
            if (!newNode(parent)) return false;
            m_frames.push_back(Frame{Kind::NodeObject, builder.lastAdded()});
            return true;
        }
        case Slot::Capture:
            return captureOpen(json::object());
        default:
            return fail("expected " + expectedHere() + ", got an object");
        }
    }

    bool key(string_t& name) {
        Frame& f = top();
        if (f.kind == Kind::Capture) {
            f.key = name;
            return true;
        }
        static const std::vector<std::string> documentKeys{"title", "description", "source", "first_player", "root",
                                                           "expect", "$schema"};
        static const std::vector<std::string> nodeKeys{"label", "value", "children", "note", "board", "player",
                                                       "edge_label"};
        const auto& known = f.kind == Kind::Document ? documentKeys : nodeKeys;
        if (std::find(known.begin(), known.end(), name) == known.end()) {
            std::string list;  // "$schema" is allowed but not worth suggesting
            for (const std::string& k : known)
                if (k != "$schema") list += (list.empty() ? "" : ", ") + k;
            return failAt(pathTo(m_frames.size() - 1),
                          "unknown key " + jsonQuote(name) + "; expected one of " + list);
        }
        if (std::find(f.seenKeys.begin(), f.seenKeys.end(), name) != f.seenKeys.end())
            return failAt(pathTo(m_frames.size() - 1), "duplicate key " + jsonQuote(name));
        f.seenKeys.push_back(name);
        f.key = name;
        return true;
    }

    bool end_object() {
        Frame& f = top();
        if (f.kind == Kind::Capture) return captureClose();
        // The path is built only for an error: building it for every object would cost the
        // depth each time, O(depth²) over a deep document.
        const auto here = [&] { return pathTo(m_frames.size() - 1); };
        if (f.kind == Kind::Document) {
            if (!sawRoot) return failAt(here(), R"(a tree document needs "root": the tree itself)");
        } else {
            if (!f.hasValue && !f.hasChildren)
                return failAt(here(), R"(a node needs "value" (a leaf) or "children" (an inner node))");
            if (f.hasValue && f.hasPlayer)
                return failAt(here(), R"("player" belongs on an inner node; a leaf has no one to move)");
        }
        m_frames.pop_back();
        return true;
    }

    bool parse_error(std::size_t, const std::string& lastToken, const nlohmann::detail::exception& ex) {
        // 406: a number too large for a double, such as 1e400. It is a shape problem, not a
        // syntax one: say where it is and what to write instead.
        if (ex.id == 406) {
            slot();  // the number is the next value of the current array or key
            return fail("number " + lastToken.substr(0, 40) +
                        R"( is out of range; write "inf" or "-inf" for a won or lost position)");
        }
        syntaxError = ex.what();
        return false;
    }

private:
    enum class Kind : std::uint8_t { Document, NodeObject, ChildArray, Capture };
    enum class Slot : std::uint8_t { TopLevel, Node, Text, FirstPlayer, Label, Note, Board, EdgeLabel, NodePlayer, NodeValue, Children, Capture };

    struct Frame {
        Frame(Kind k, NodeId n) : kind(k), node(n) {}
        Kind kind;
        NodeId node;
        std::uint32_t index = 0;  // ChildArray: elements started so far
        std::string key;          // Document / NodeObject / Capture: the key whose value comes next
        std::vector<std::string> seenKeys;
        bool hasValue = false, hasChildren = false, hasPlayer = false;
        json* container = nullptr;  // Capture
    };
    std::vector<Frame> m_frames;
    static constexpr std::size_t kMaxExpectDepth = 64;
    std::size_t m_captureDepth = 0;  // open arrays and objects inside "expect"

    Frame& top() { return m_frames.back(); }

    Slot slot() {
        if (m_frames.empty()) return Slot::TopLevel;
        Frame& f = top();
        switch (f.kind) {
        case Kind::ChildArray:
            ++f.index;  // each value in a child array is the next child
            return Slot::Node;
        case Kind::Capture:
            return Slot::Capture;
        case Kind::Document:
            if (f.key == "root") return Slot::Node;
            if (f.key == "first_player") return Slot::FirstPlayer;
            if (f.key == "expect") return Slot::Capture;
            return Slot::Text;
        case Kind::NodeObject:
            if (f.key == "label") return Slot::Label;
            if (f.key == "note") return Slot::Note;
            if (f.key == "board") return Slot::Board;
            if (f.key == "edge_label") return Slot::EdgeLabel;
            if (f.key == "player") return Slot::NodePlayer;
            if (f.key == "value") return Slot::NodeValue;
            return Slot::Children;
        }
        return Slot::TopLevel;
    }

    // slot() advances a child array's index; error messages must not advance it again.
    std::string expectedHere() const {
        if (m_frames.empty()) return "a tree";
        const Frame& f = m_frames.back();
        if (f.kind == Kind::Document) {
            if (f.key == "first_player") return R"("max" or "min")";
            return "a string";
        }
        if (f.key == "label" || f.key == "note" || f.key == "board" || f.key == "edge_label") return "a string";
        if (f.key == "player") return R"("max" or "min")";
        if (f.key == "value") return R"(a number or one of "inf", "+inf", "-inf")";
        return "an array of child nodes";
    }

    std::string& textField() {
        const std::string& k = top().key;
        if (k == "title") return builder.info().title;
        if (k == "description") return builder.info().description;
        if (k == "source") return builder.info().source;
        return m_ignored;  // "$schema"
    }
    std::string m_ignored;

    NodeId parentForNewNode() const {
        if (m_frames.empty()) return kNoNode;
        const Frame& f = m_frames.back();
        return f.kind == Kind::ChildArray ? f.node : kNoNode;
    }

    bool newNode(NodeId parent) {
        if (builder.size() >= kMaxTreeNodes)
            return fail("the tree has more than " + std::to_string(kMaxTreeNodes) + " nodes, the most ablab accepts");
        if (parent == kNoNode) {
            if (sawRoot) return fail("a tree has one root");
            sawRoot = true;
        }
        builder.addNode(parent);
        return true;
    }

    bool number(Value v, std::string_view raw) { return numberIn(slot(), v, raw); }
    bool numberIn(Slot s, Value v, std::string_view raw) {
        if (std::isnan(v) || (std::isinf(v) && raw.find_first_of("0123456789") != std::string_view::npos))
            return fail("number " + std::string(raw.substr(0, 40)) +
                        R"( is out of range; write "inf" or "-inf" for a won or lost position)");
        switch (s) {
        case Slot::TopLevel:
        case Slot::Node: {
            if (!newNode(parentForNewNode())) return false;
            builder.setValue(builder.lastAdded(), v);
            return true;
        }
        case Slot::NodeValue: {
            Frame& f = top();
            if (f.hasChildren) return fail(R"(a node has either "value" (a leaf) or "children" (an inner node), not both)");
            f.hasValue = true;
            builder.setValue(f.node, v);
            return true;
        }
        case Slot::Capture:
            return capture(json(v));
        default:
            return fail("expected " + expectedHere() + ", got number " + std::string(raw.substr(0, 40)));
        }
    }

    bool scalar(const std::string& what) {
        const Slot s = slot();
        if (s == Slot::Capture) {
            if (what == "null") return capture(json(nullptr));
            if (what == "true" || what == "false") return capture(json(what == "true"));
            return capture(json(what));
        }
        if (s == Slot::TopLevel || s == Slot::Node)
            return fail(R"(expected a node (a number, "inf"/"-inf", an array of children or an object), got )" + what);
        return fail("expected " + expectedHere() + ", got " + what);
    }

    // The "expect" block is kept verbatim for the lecture library's tests.
    bool capture(json value) {
        if (top().kind != Kind::Capture) {
            expect = std::move(value);
            return true;
        }
        json& c = *top().container;
        if (c.is_array()) c.push_back(std::move(value));
        else c[top().key] = std::move(value);
        return true;
    }
    bool captureOpen(json empty) {
        // nlohmann's dump() recurses, so the kept block's depth is bounded; the lecture
        // library's blocks are two levels deep.
        if (m_captureDepth >= kMaxExpectDepth)
            return failAt("/expect", "the \"expect\" block is nested more than " + std::to_string(kMaxExpectDepth) +
                                         " levels deep");
        ++m_captureDepth;
        json* slotPtr;
        if (top().kind != Kind::Capture) {
            expect = std::move(empty);
            slotPtr = &expect;
        } else {
            json& c = *top().container;
            if (c.is_array()) {
                c.push_back(std::move(empty));
                slotPtr = &c.back();
            } else {
                slotPtr = &(c[top().key] = std::move(empty));
            }
        }
        Frame f{Kind::Capture, kNoNode};
        f.container = slotPtr;
        m_frames.push_back(std::move(f));
        return true;
    }
    bool captureClose() {
        --m_captureDepth;
        m_frames.pop_back();
        return true;
    }

    // The JSON pointer of the value being read; `depth` frames are included.
    std::string pathTo(std::size_t depth) const {
        std::string path;
        for (std::size_t i = 0; i < depth && i < m_frames.size(); ++i) {
            const Frame& f = m_frames[i];
            if (f.kind == Kind::ChildArray) {
                if (f.index > 0) path += "/" + std::to_string(f.index - 1);
            } else {
                std::string token = f.key;
                for (std::size_t at = 0; (at = token.find_first_of("~/", at)) != std::string::npos; at += 2)
                    token.replace(at, 1, token[at] == '~' ? "~0" : "~1");
                path += "/" + token;
            }
        }
        return path;
    }

    bool fail(std::string message) { return failAt(pathTo(m_frames.size()), std::move(message)); }
    bool failAt(std::string path, std::string message) {
        error = ShapeError{std::move(path), std::move(message)};
        return false;
    }
};

std::string syntaxMessage(const std::string& name, std::string_view text, const std::string& what) {
    return jsonSyntaxMessage(name, text, what, "a JSON array (a shorthand tree) or object (a tree document)");
}

}  // namespace

Tree parseTree(std::string_view text, const std::string& name) {
    TreeSax sax;
    json::sax_parse(text.begin(), text.end(), &sax, json::input_format_t::json, true);
    if (sax.syntaxError) throw TreeFileError(syntaxMessage(name, text, *sax.syntaxError));
    if (sax.error) {
        const std::string where = sax.error->path.empty() ? "at the top level" : sax.error->path;
        throw TreeFileError(name + ": " + where + ": " + sax.error->message);
    }
    if (!sax.sawRoot) throw TreeFileError(name + ": no tree found");
    if (!sax.expect.is_null()) sax.builder.info().expectJson = sax.expect.dump();
    return std::move(sax.builder).build();
}

Tree loadTreeFile(const std::string& path, const TreeReadOptions& options) {
    InputText input;
    try {
        input = readInputFile(path, "tree file");
    } catch (const std::runtime_error& e) {
        throw TreeFileError(e.what());
    }
    return parseTreeText(input.text, input.name, recognizeTreeFormat(path, input.text, options), options.branching);
}

namespace {

std::string valueJson(Value v) {
    return std::isinf(v) ? (v > 0 ? "\"inf\"" : "\"-inf\"") : formatValuePlain(v);
}

std::string stringJson(std::string_view s) { return json(std::string(s)).dump(); }

}  // namespace

std::string serializeTree(const Tree& tree) {
    std::string out = "{\n";
    const TreeInfo& info = tree.info();
    if (!info.title.empty()) out += "  \"title\": " + stringJson(info.title) + ",\n";
    if (!info.description.empty()) out += "  \"description\": " + stringJson(info.description) + ",\n";
    if (!info.source.empty()) out += "  \"source\": " + stringJson(info.source) + ",\n";
    out += "  \"first_player\": \"" + std::string(playerName(tree.firstPlayer())) + "\",\n";
    if (!info.expectJson.empty()) out += "  \"expect\": " + info.expectJson + ",\n";
    out += "  \"root\": ";

    // Plain nodes stay in shorthand (a number, an array); others become objects. Small subtrees
    // go on one line; indentation stops growing past 32 levels so a deep chain stays linear.
    auto plain = [&](NodeId n) {
        return !tree.hasExplicitLabel(n) && tree.note(n).empty() && tree.board(n).empty() && !tree.playerOverride(n) &&
               tree.edgeLabel(n).empty();
    };
    auto small = [&](NodeId n) { return tree.subtreeEnd(n) - n <= 16; };
    auto indent = [&](std::uint32_t depth) { out += '\n' + std::string(2 * (std::min<std::uint32_t>(depth, 32) + 1), ' '); };  // "root" sits at depth 0, two spaces in
    struct Open { NodeId node; std::uint32_t next; bool oneLine; bool object; };
    std::vector<Open> stack;
    auto open = [&](NodeId n, bool oneLine) {
        if (plain(n)) {
            if (tree.isLeaf(n)) {
                out += valueJson(tree.value(n));
                return;
            }
            out += '[';
            stack.push_back({n, 0, oneLine, false});
            return;
        }
        out += '{';
        const char* sep = "";
        if (tree.hasExplicitLabel(n)) {
            out += "\"label\": " + stringJson(tree.label(n));
            sep = ", ";
        }
        if (!tree.edgeLabel(n).empty()) {
            out += sep + std::string("\"edge_label\": ") + stringJson(tree.edgeLabel(n));
            sep = ", ";
        }
        if (auto p = tree.playerOverride(n)) {
            out += sep + std::string("\"player\": \"") + std::string(playerName(*p)) + "\"";
            sep = ", ";
        }
        if (!tree.note(n).empty()) {
            out += sep + std::string("\"note\": ") + stringJson(tree.note(n));
            sep = ", ";
        }
        if (!tree.board(n).empty()) {
            out += sep + std::string("\"board\": ") + stringJson(tree.board(n));
            sep = ", ";
        }
        if (tree.isLeaf(n)) {
            out += sep + std::string("\"value\": ") + valueJson(tree.value(n)) + "}";
            return;
        }
        out += sep + std::string("\"children\": [");
        stack.push_back({n, 0, oneLine, true});
    };
    open(Tree::root(), small(Tree::root()));
    while (!stack.empty()) {
        Open& top = stack.back();
        const auto children = tree.children(top.node);
        if (top.next < children.size()) {
            const NodeId child = children[top.next];
            if (top.next > 0) out += top.oneLine ? ", " : ",";
            if (!top.oneLine) indent(tree.depth(child));
            ++top.next;
            const bool oneLine = top.oneLine || small(child);
            open(child, oneLine);
            continue;
        }
        if (!top.oneLine) indent(tree.depth(top.node));
        out += top.object ? "]}" : "]";
        stack.pop_back();
    }
    out += "\n}\n";
    return out;
}

void writeFileAtomically(const std::string& path, std::string_view contents, Replace replace) {
    StagedFiles staged;
    staged.stageText(path, contents, replace);
    staged.commit();
}

void saveTreeFile(const Tree& tree, const std::string& path) {
    const std::string text = treeTextForPath(tree, path);
    try {
        writeFileAtomically(path, text);
    } catch (const std::runtime_error& e) {
        throw TreeFileError(e.what());
    }
}

}  // namespace ablab::core

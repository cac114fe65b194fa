// Tree files are read in one pass into the tree when well formed (files/well_formed_tree.h), and otherwise —
// and for every error message — with nlohmann::json's SAX interface: the tree is built node by node as
// the parser streams, so there is no DOM to hold (a 50 MB file stays a 50 MB problem), no
// recursion (a 200,000-deep chain is fine) and every shape error knows its JSON pointer.
// That streaming pass is the one reader with messages: it checks the syntax, the UTF-8 (the
// parser's own check, named in ablab's words) and the shape at once, so a bad file is read once
// more after the fast reader gives up. Writing them is files/tree_writer.cpp.
//
// Index (each a [SECTION] banner below):
//   [SECTION] Messages: what the reader expected where, in the reader's language
//   [SECTION] TreeSax: the streaming reader, one SAX event at a time, with every error message
//   [SECTION] parseTree and loadTreeFile: the one-pass reader first, the streaming one after
#include "files/tree_file.h"

#include "files/exercise_options.h"
#include "files/lesson_voice.h"
#include "files/json_outline.h"
#include "files/input_file.h"
#include "files/json_error.h"
#include "files/line_ends.h"
#include "files/plain_text.h"
#include "files/staged_files.h"
#include "files/well_formed_tree.h"
#include "text/translate.h"
#include "text/utf8.h"

#include "model/chance.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <iterator>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <vector>

namespace ablab::core {

namespace {

using json = nlohmann::json;

// [SECTION] Messages

std::string jsonQuote(std::string_view text) {
    constexpr std::size_t kShown = 40;
    std::string shown(text.substr(0, kShown));
    if (text.size() > kShown) shown += "…";
    return json(shown).dump(-1, ' ', false, json::error_handler_t::replace);
}

// What the reader expected where, in the reader's language: "expected {what}, got {found}",
// each part from the catalogue (po/).
constexpr const char* kNumberOrInfinity = translatable(R"(a number or one of "inf", "+inf", "-inf")");
constexpr const char* kMaxOrMin = translatable(R"("max" or "min")");
constexpr const char* kChildArray = translatable("an array of child nodes");
constexpr const char* kNode = translatable(R"(a node (a number, "inf"/"-inf", an array of children or an object))");
constexpr const char* kValueOrChildren =
    translatable(R"(a node has either "value" (a leaf) or "children" (an inner node), not both)");

std::string expectedGot(Language language, const char* what, const std::string& found) {
    return translate(language, "expected {what}, got {found}", {{"what", translate(language, what)}, {"found", found}});
}
std::string gotString(Language language, std::string_view text) {
    return translate(language, "string {text}", {{"text", jsonQuote(text)}});
}
std::string outOfRange(Language language, std::string_view number) {
    return translate(language, R"(number {number} is out of range; write "inf" or "-inf" for a won or lost position)",
                     {{"number", std::string(number.substr(0, 40))}});
}

// Raised inside the SAX handler; becomes a TreeFileError with the source's name. A number too
// large for a double is named by its line and column (`offset`), not a pointer, as every other
// reader names it.
struct ShapeError {
    std::string path;
    std::string message;
    std::optional<std::size_t> offset;
};

// [SECTION] TreeSax

class TreeSax {
public:
    using number_integer_t = json::number_integer_t;
    using number_unsigned_t = json::number_unsigned_t;
    using number_float_t = json::number_float_t;
    using string_t = json::string_t;
    using binary_t = json::binary_t;

    explicit TreeSax(Language language) : m_language(language) {}

    std::optional<ShapeError> error;
    std::optional<JsonSyntaxError> syntaxError;
    TreeBuilder builder;
    std::vector<std::string>* numberTexts = nullptr;  // leaf numbers as written, kept for saving (SourceDocument)
    json expect;
    json exerciseOptions;         // captured like "expect", checked once the document is read
    json voice = json::object();  // "notation", "algorithm", "shallow", …: captured, checked once read
    bool sawRoot = false;
    // Past this many open arrays and objects the reader stops (streamOnce says what then): an
    // input of four million "[" never closed would otherwise build four million nodes (500 MB)
    // before its end shows the error.
    std::size_t buildDepthLimit = SIZE_MAX;

    bool stoppedTooDeep() const { return m_tooDeep; }
    std::size_t openBrackets() const { return m_frames.size(); }
    std::size_t deepest() const { return m_deepest; }

    bool null() { return scalar("null"); }
    bool boolean(bool v) { return scalar(v ? "true" : "false"); }
    bool number_integer(number_integer_t v) { return number(static_cast<Value>(v), std::to_string(v)); }
    bool number_unsigned(number_unsigned_t v) { return number(static_cast<Value>(v), std::to_string(v)); }
    bool number_float(number_float_t v, const string_t& raw) { return number(v, raw); }
    bool binary(binary_t&) { return scalar("binary data"); }

    bool string(string_t& text) {
        // An escape ("\ufffe") reaches here past the check of the file's bytes (files/plain_text.h).
        if (const std::size_t at = firstNonTextAt(text, NulByte::Allowed); at != std::string::npos)
            return fail(noncharacterMessage(m_language, std::string_view(text).substr(at)));
        const Slot s = slot();
        switch (s) {
        case Slot::TopLevel:
        case Slot::Node:
        case Slot::NodeValue: {
            Value v;
            if (!infinityFromWord(text, v)) return fail(expectedGot(m_language, kNumberOrInfinity, gotString(m_language, text)));
            return numberIn(s, v, text);
        }
        case Slot::Text: textField() = text; return true;
        case Slot::Language: return language(text);
        case Slot::Label: builder.setLabel(top().node, text); return true;
        case Slot::Note: builder.setNote(top().node, text); return true;
        case Slot::Board: builder.setBoard(top().node, text); return true;
        case Slot::EdgeLabel: builder.setEdgeLabel(top().node, text); return true;
        case Slot::FirstPlayer:
        case Slot::NodePlayer: {
            if (s == Slot::NodePlayer && text == "chance") {  // expectiminimax (model/chance.h)
                builder.setChance(top().node);
                top().hasPlayer = true;
                return true;
            }
            if (text != "max" && text != "min") return fail(expectedGot(m_language, kMaxOrMin, gotString(m_language, text)));
            const Player p = text == "max" ? Player::Max : Player::Min;
            if (s == Slot::FirstPlayer) builder.setFirstPlayer(p);
            else {
                builder.setPlayerOverride(top().node, p);
                top().hasPlayer = true;
            }
            return true;
        }
        case Slot::Capture: return capture(json(text));
        case Slot::Children: return fail(expectedGot(m_language, kChildArray, gotString(m_language, text)));
        case Slot::Score:
        case Slot::Probability: return fail(expectedGot(m_language, expectedHere(), gotString(m_language, text)));
        }
        return true;
    }

    bool start_array(std::size_t) {
        if (opensTooDeep()) return false;
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
            if (object.hasValue) return fail(translate(m_language, kValueOrChildren));
            object.hasChildren = true;
            m_frames.push_back(Frame{Kind::ChildArray, object.node});
            return true;
        }
        case Slot::Capture: return captureOpen(json::array());
        default: return fail(expectedGot(m_language, expectedHere(), translate(m_language, "an array")));
        }
    }

    bool end_array() {
        if (top().kind == Kind::Capture) return captureClose();
        if (top().index == 0) {
            return failAt(pathTo(m_frames.size() - 1),
                          translate(m_language, "an inner node needs at least one child, got an empty array"));
        }
        m_frames.pop_back();
        return true;
    }

    bool start_object(std::size_t) {
        if (opensTooDeep()) return false;
        switch (slot()) {
        case Slot::TopLevel: m_frames.push_back(Frame{Kind::Document, kNoNode}); return true;
        case Slot::Node: {
            const NodeId parent = parentForNewNode();
            if (!newNode(parent)) return false;
            m_frames.push_back(Frame{Kind::NodeObject, builder.lastAdded()});
            return true;
        }
        case Slot::Capture: return captureOpen(json::object());
        case Slot::Text:
        case Slot::Note: m_frames.push_back(Frame{Kind::Languages, top().node}); return true;
        default: return fail(expectedGot(m_language, expectedHere(), translate(m_language, "an object")));
        }
    }

    bool key(string_t& name) {
        if (const std::size_t at = firstNonTextAt(name, NulByte::Allowed); at != std::string::npos)
            return fail(noncharacterMessage(m_language, std::string_view(name).substr(at)));
        Frame& f = top();
        if (f.kind == Kind::Capture) {
            f.state().key = name;
            return true;
        }
        static const std::vector<std::string> documentKeys{
            "title",     "description", "source",    "first_player", "root",    "expect", "exercise_options", "notation",
            "algorithm", "strict",      "fail_hard", "shallow",      "negamax", "bounds", "$schema"};
        static const std::vector<std::string> nodeKeys{"label",  "value", "children",   "note",       "board",
                                                       "player", "score", "edge_label", "probability"};
        static const std::vector<std::string> languageKeys{"en", "zh", "vi"};
        const auto& known = f.kind == Kind::Document ? documentKeys : f.kind == Kind::Languages ? languageKeys : nodeKeys;
        if (std::find(known.begin(), known.end(), name) == known.end()) {
            // "$schema" is allowed but not worth suggesting. A document's list leaves out the keys
            // it gave already (a second one would be a duplicate), so that the message stays one
            // line of 200 characters now that a lesson's voice has six keys of its own.
            const std::vector<std::string>* given = f.kind == Kind::Document ? &f.state().seenKeys : nullptr;
            // Star1's "bounds", as rare, is left out too: the line would pass 200 characters.
            std::string list;
            for (const std::string& k : known)
                if (k != "$schema" && k != "bounds" && (!given || std::find(given->begin(), given->end(), k) == given->end()))
                    list += (list.empty() ? "" : ", ") + k;
            return failAt(pathTo(m_frames.size() - 1), translate(m_language, "unknown key {key}; expected one of {keys}",
                                                                 {{"key", jsonQuote(name)}, {"keys", list}}));
        }
        std::vector<std::string>& seenKeys = f.state().seenKeys;
        if (std::find(seenKeys.begin(), seenKeys.end(), name) != seenKeys.end())
            return failAt(pathTo(m_frames.size() - 1), translate(m_language, "duplicate key {key}", {{"key", jsonQuote(name)}}));
        seenKeys.push_back(name);
        f.state().key = name;
        return true;
    }

    bool end_object() {
        Frame& f = top();
        if (f.kind == Kind::Capture) return captureClose();
        // The path is built only for an error: building it for every object would cost the
        // depth each time, O(depth²) over a deep document.
        const auto here = [&] { return pathTo(m_frames.size() - 1); };
        if (f.kind == Kind::Languages) return endLanguages();
        if (f.kind == Kind::Document) {
            if (!sawRoot) return failAt(here(), translate(m_language, R"(a tree document needs "root": the tree itself)"));
        } else {
            if (!f.hasValue && !f.hasChildren)
                return failAt(here(), translate(m_language, R"(a node needs "value" (a leaf) or "children" (an inner node))"));
            if (f.hasValue && f.hasPlayer)
                return failAt(here(), translate(m_language, R"("player" belongs on an inner node; a leaf has no one to move)"));
        }
        m_frames.pop_back();
        return true;
    }

    bool parse_error(std::size_t position, const std::string& lastToken, const nlohmann::detail::exception& ex) {
        // 406: a number too large for a double, such as 1e400. It is no syntax error: say
        // where it is and what to write instead.
        if (ex.id == 406) {
            error = ShapeError{{}, outOfRange(m_language, lastToken), jsonNumberOffset(position, lastToken)};
            return false;
        }
        syntaxError = jsonSyntaxError(position, lastToken, ex.what());
        return false;
    }

private:
    enum class Kind : std::uint8_t { Document, NodeObject, ChildArray, Capture, Languages };
    enum class Slot : std::uint8_t {
        TopLevel,
        Node,
        Text,
        FirstPlayer,
        Label,
        Note,
        Board,
        EdgeLabel,
        NodePlayer,
        NodeValue,
        Score,
        Probability,
        Children,
        Capture,
        Language
    };

    // One per open array or object. A document nested millions deep is mostly child arrays,
    // which need only these few bytes; what an object needs (its keys, its texts) is allocated
    // for objects alone, so that memory stays a small multiple of the input.
    struct ObjectState {
        std::string key;  // Document / NodeObject / Capture: the key whose value comes next
        std::vector<std::string> seenKeys;
        json* container = nullptr;  // Capture
        LocalizedText texts;        // Languages: a text given per language, delivered when the object ends
    };
    struct Frame {
        Frame(Kind k, NodeId n) : kind(k), node(n) {}
        Kind kind;
        NodeId node;
        std::uint32_t index = 0;  // ChildArray: elements started so far
        bool hasValue = false, hasChildren = false, hasPlayer = false;
        std::unique_ptr<ObjectState> object;

        ObjectState& state() {
            if (!object) object = std::make_unique<ObjectState>();
            return *object;
        }
        const std::string& key() const {
            static const std::string kNone;
            return object ? object->key : kNone;
        }
    };
    Language m_language;
    std::vector<Frame> m_frames;
    static constexpr std::size_t kMaxExpectDepth = 64;
    std::size_t m_captureDepth = 0;  // open arrays and objects inside "expect"

    bool m_tooDeep = false;
    std::size_t m_deepest = 0;

    Frame& top() { return m_frames.back(); }

    bool opensTooDeep() {
        m_deepest = std::max(m_deepest, m_frames.size() + 1);
        m_tooDeep = m_frames.size() >= buildDepthLimit;
        return m_tooDeep;
    }

    Slot slot() {
        if (m_frames.empty()) return Slot::TopLevel;
        Frame& f = top();
        switch (f.kind) {
        case Kind::ChildArray:
            ++f.index;  // each value in a child array is the next child
            return Slot::Node;
        case Kind::Capture: return Slot::Capture;
        case Kind::Languages: return Slot::Language;
        case Kind::Document:
            if (f.key() == "root") return Slot::Node;
            if (f.key() == "first_player") return Slot::FirstPlayer;
            if (f.key() == "expect" || f.key() == "exercise_options" || isVoiceKey(f.key())) return Slot::Capture;
            return Slot::Text;
        case Kind::NodeObject:
            if (f.key() == "label") return Slot::Label;
            if (f.key() == "note") return Slot::Note;
            if (f.key() == "board") return Slot::Board;
            if (f.key() == "edge_label") return Slot::EdgeLabel;
            if (f.key() == "player") return Slot::NodePlayer;
            if (f.key() == "value") return Slot::NodeValue;
            if (f.key() == "score") return Slot::Score;
            if (f.key() == "probability") return Slot::Probability;
            return Slot::Children;
        }
        return Slot::TopLevel;
    }

    // slot() advances a child array's index; error messages must not advance it again.
    const char* expectedHere() const {
        if (m_frames.empty()) return translatable("a tree");
        const Frame& f = m_frames.back();
        static constexpr const char* kTextOrLanguages =
            translatable(R"(a string or an object of languages {"en": …, "zh": …, "vi": …})");
        if (f.kind == Kind::Languages) return translatable("a string");
        if (f.kind == Kind::Document) {
            if (f.key() == "first_player") return kMaxOrMin;
            return kTextOrLanguages;
        }
        if (f.key() == "note") return kTextOrLanguages;
        if (f.key() == "label" || f.key() == "board" || f.key() == "edge_label") return translatable("a string");
        if (f.key() == "player") return kMaxOrMin;
        if (f.key() == "value") return kNumberOrInfinity;
        if (f.key() == "score") return translatable("a number (the move's score)");
        if (f.key() == "probability") return translatable("a number from 0 to 1 (the chance of this outcome)");
        return kChildArray;
    }

    LocalizedText& textField() {
        const std::string& k = top().key();
        if (k == "title") return builder.info().title;
        if (k == "description") return builder.info().description;
        if (k == "source") return builder.info().source;
        return m_ignored;  // "$schema"
    }
    LocalizedText m_ignored;

    // {"en": …, "zh": …, "vi": …}: each text kept, the whole given to its field when the object ends.
    bool language(const std::string& text) {
        Language l = Language::English;
        parseLanguage(top().key(), l);  // key() admitted only the codes
        top().state().texts.set(l, text);
        return true;
    }
    bool endLanguages() {
        LocalizedText texts = std::move(top().state().texts);
        if (texts.empty())
            return failAt(pathTo(m_frames.size() - 1),
                          translate(m_language, R"(expected a text in at least one of "en", "zh", "vi")"));
        m_frames.pop_back();
        if (top().kind == Kind::Document) textField() = std::move(texts);
        else builder.setNote(top().node, std::move(texts));
        return true;
    }

    NodeId parentForNewNode() const {
        if (m_frames.empty()) return kNoNode;
        const Frame& f = m_frames.back();
        return f.kind == Kind::ChildArray ? f.node : kNoNode;
    }

    bool newNode(NodeId parent) {
        if (builder.size() >= kMaxTreeNodes)
            return fail(translate(m_language, "the tree has more than {count} nodes, the most ablab accepts",
                                  {{"count", std::to_string(kMaxTreeNodes)}}));
        if (parent == kNoNode) {
            if (sawRoot) return fail(translate(m_language, "a tree has one root"));
            sawRoot = true;
        }
        builder.addNode(parent);
        return true;
    }

    bool number(Value v, std::string_view raw) { return numberIn(slot(), v, raw); }
    bool numberIn(Slot s, Value v, std::string_view raw) {
        if (std::isnan(v) || (std::isinf(v) && raw.find_first_of("0123456789") != std::string_view::npos))
            return fail(outOfRange(m_language, raw));
        switch (s) {
        case Slot::TopLevel:
        case Slot::Node: {
            if (!newNode(parentForNewNode())) return false;
            builder.setValue(builder.lastAdded(), v);
            keepNumberText(builder.lastAdded(), raw);
            return true;
        }
        case Slot::NodeValue: {
            Frame& f = top();
            if (f.hasChildren) return fail(translate(m_language, kValueOrChildren));
            f.hasValue = true;
            builder.setValue(f.node, v);
            keepNumberText(f.node, raw);
            return true;
        }
        case Slot::Score: builder.setScore(top().node, v); return true;
        case Slot::Probability: builder.setProbability(top().node, v); return true;
        case Slot::Capture: return capture(json(v));
        default:
            return fail(expectedGot(m_language, expectedHere(),
                                    translate(m_language, "number {number}", {{"number", std::string(raw.substr(0, 40))}})));
        }
    }

    // A JSON number's text ("12", "12.50", "1e3"); "inf" strings are written back by the writer anyway.
    void keepNumberText(NodeId n, std::string_view raw) {
        if (!numberTexts || raw.empty() || !(std::isdigit(static_cast<unsigned char>(raw.back())))) return;
        if (numberTexts->size() <= n) numberTexts->resize(n + 1);
        (*numberTexts)[n] = std::string(raw);
    }

    bool scalar(const std::string& what) {
        const Slot s = slot();
        if (s == Slot::Capture) {
            if (what == "null") return capture(json(nullptr));
            if (what == "true" || what == "false") return capture(json(what == "true"));
            return capture(json(what));
        }
        if (s == Slot::TopLevel || s == Slot::Node) return fail(expectedGot(m_language, kNode, what));
        return fail(expectedGot(m_language, expectedHere(), what));
    }

    // The document member being captured: "expect" or "exercise_options".
    json& captured() {
        const std::string& key = top().key();
        return key == "expect" ? expect : key == "exercise_options" ? exerciseOptions : voice[key];
    }

    // The "expect" block is kept verbatim for the lecture library's tests.
    // A kept block costs a JSON value (tens of bytes, a hundred in an object) for each value in
    // it, however short its text ("1,"), so the number of values is capped outright: memory
    // for the block is then a fixed amount, not a multiple of the file. The lecture library's
    // largest block holds a few hundred values.
    static constexpr std::size_t kMaxCapturedValues = 100'000;
    bool countCaptured() {
        if (++m_captured <= kMaxCapturedValues) return true;
        return failAt("/" + m_frames.front().key(),
                      translate(m_language, R"(the "{key}" block holds more than {count} values, the most ablab keeps)",
                                {{"key", m_frames.front().key()}, {"count", std::to_string(kMaxCapturedValues)}}));
    }
    std::size_t m_captured = 0;

    bool capture(json value) {
        if (!countCaptured()) return false;
        if (top().kind != Kind::Capture) {
            captured() = std::move(value);
            return true;
        }
        json& c = *top().state().container;
        if (c.is_array()) c.push_back(std::move(value));
        else c[top().key()] = std::move(value);
        return true;
    }
    bool captureOpen(json empty) {
        // nlohmann's dump() recurses, so the kept block's depth is bounded; the lecture
        // library's blocks are two levels deep.
        if (m_captureDepth >= kMaxExpectDepth)
            return failAt("/expect",
                          "the \"expect\" block is nested more than " + std::to_string(kMaxExpectDepth) + " levels deep");
        // "exercise_options" holds only true and false: one level below it is enough for
        // readExerciseOptions to say what is wrong with the first thing nested.
        // A voice member is one string or one flag, or Star1's bounds, one array of two numbers:
        // anything else is wrong as it opens.
        const std::string& key = m_frames.front().key();
        const bool boundsArray = key == "bounds" && m_captureDepth == 0 && empty.is_array();
        if (isVoiceKey(key) && !boundsArray && (m_captureDepth == 0 || key == "bounds")) {
            LessonVoice ignored;
            const auto problem = readVoiceMember(m_language, key, empty, ignored);
            return failAt(problem->path, problem->message);
        }
        if (m_frames.front().key() == "exercise_options" && m_captureDepth >= 2)
            return failAt("/exercise_options", translate(m_language, "expected an object of true and false values"));
        if (!countCaptured()) return false;
        ++m_captureDepth;
        json* slotPtr;
        if (top().kind != Kind::Capture) {
            slotPtr = &(captured() = std::move(empty));
        } else {
            json& c = *top().state().container;
            if (c.is_array()) {
                c.push_back(std::move(empty));
                slotPtr = &c.back();
            } else {
                slotPtr = &(c[top().key()] = std::move(empty));
            }
        }
        Frame f{Kind::Capture, kNoNode};
        f.state().container = slotPtr;
        m_frames.push_back(std::move(f));
        return true;
    }
    bool captureClose() {
        --m_captureDepth;
        m_frames.pop_back();
        return true;
    }

    // The JSON pointer of the value being read; `depth` frames are included.
    // The JSON pointer of the value at `depth`. A pointer into a document nested millions deep
    // would be megabytes long: past kLongestPath characters only its end is kept, after "/…",
    // so an error stays one readable line and costs no memory the document did not.
    std::string pathTo(std::size_t depth) const {
        constexpr std::size_t kLongestPath = 60;  // with the message, a line stays under 200 characters
        std::vector<std::string> tokens;          // from the deepest up
        std::size_t length = 0;
        bool cut = false;
        for (std::size_t i = std::min(depth, m_frames.size()); i-- > 0;) {
            const Frame& f = m_frames[i];
            std::string token;
            if (f.kind == Kind::ChildArray) {
                if (f.index == 0) continue;
                token = std::to_string(f.index - 1);
            } else {
                token = f.key().size() > 40 ? f.key().substr(0, 40) + "…" : f.key();
                for (std::size_t at = 0; (at = token.find_first_of("~/", at)) != std::string::npos; at += 2)
                    token.replace(at, 1, token[at] == '~' ? "~0" : "~1");
            }
            if (length + token.size() + 1 > kLongestPath && !tokens.empty()) {
                cut = true;
                break;
            }
            length += token.size() + 1;
            tokens.push_back(std::move(token));
        }
        std::string path = cut ? "/…" : "";
        for (auto it = tokens.rbegin(); it != tokens.rend(); ++it) path += "/" + *it;
        return path;
    }

    bool fail(std::string message) { return failAt(pathTo(m_frames.size()), std::move(message)); }
    bool failAt(std::string path, std::string message) {
        error = ShapeError{std::move(path), std::move(message), std::nullopt};
        return false;
    }
};

std::string syntaxMessage(const std::string& name, std::string_view text, const JsonSyntaxError& error) {
    return jsonSyntaxMessage(name, text, error, "a JSON array (a shorthand tree) or object (a tree document)");
}

}  // namespace

namespace {

// The text as the parser reads it, a NUL shown as U+0001: nlohmann takes a NUL for the end of
// the input ("[1,2]\0[3]" would read as [1,2]), where U+0001 is refused as it stands, inside a
// string or out, and the refusal is then named from the text itself (plainTextProblemBefore).
// It notes how far the parser has read, which nlohmann tells its handler only with an error.
class ParsedBytes {
public:
    using iterator_category = std::input_iterator_tag;
    using value_type = char;
    using difference_type = std::ptrdiff_t;
    using pointer = const char*;
    using reference = char;

    ParsedBytes(const char* at, const char** readTo) : m_at(at), m_readTo(readTo) {}
    char operator*() const { return *m_at == '\0' ? '\x01' : *m_at; }
    ParsedBytes& operator++() {
        *m_readTo = ++m_at;
        return *this;
    }
    ParsedBytes operator++(int) {
        ParsedBytes before = *this;
        ++*this;
        return before;
    }
    bool operator==(const ParsedBytes& other) const { return m_at == other.m_at; }

private:
    const char* m_at;
    const char** m_readTo;
};

std::string neverClosedMessage(Language language, std::string_view text, const std::string& name, std::size_t count) {
    return placeName(name, text, text.size()) + ": " +
           translate(language, "syntax error: unexpected end of input; {count} arrays or objects are never closed",
                     {{"count", std::to_string(count)}});
}

// The message for a syntax error, or for the byte that is no text which the parser stopped at.
std::string syntaxProblem(Language language, std::string_view text, const std::string& name, const TreeSax& sax) {
    const JsonSyntaxError& error = *sax.syntaxError;
    if (auto problem = plainTextProblemBefore(language, text, name, error.offset + 1)) return std::move(*problem);
    // A deep document never closed: said by count, where nlohmann's words would name only the last bracket.
    constexpr std::size_t kDeep = 1000;
    if (error.offset >= text.size() && sax.openBrackets() > 0 && sax.deepest() > kDeep)
        return neverClosedMessage(language, text, name, sax.openBrackets());
    return syntaxMessage(name, text, error);
}

// One streaming pass: the tree, or nothing when the document is nested deeper than
// `buildDepthLimit` and its brackets close. Every problem it finds is thrown as a TreeFileError.
std::optional<TreeBuilder> streamOnce(Language language, std::string_view text, const std::string& name,
                                      std::vector<std::string>* numberTexts, std::size_t buildDepthLimit) {
    TreeSax sax(language);
    sax.numberTexts = numberTexts;
    sax.buildDepthLimit = buildDepthLimit;
    const char* readTo = text.data();
    json::sax_parse(ParsedBytes(text.data(), &readTo), ParsedBytes(text.data() + text.size(), &readTo), &sax,
                    json::input_format_t::json, true);
    if (sax.stoppedTooDeep()) {
        // The rest is only counted, for the brackets never closed; nlohmann would keep the whole
        // run of brackets as its "last token read" and quote it, several times the input.
        const JsonOutline rest = outlineJson(text.substr(readTo - text.data()), sax.openBrackets() + 1);
        if (!rest.strayClose && rest.unclosed > 0) throw TreeFileError(neverClosedMessage(language, text, name, rest.unclosed));
        return std::nullopt;
    }
    if (sax.syntaxError) throw TreeFileError(syntaxProblem(language, text, name, sax));
    if (sax.error && sax.error->offset)
        throw TreeFileError(placeName(name, text, *sax.error->offset) + ": " + sax.error->message);
    if (sax.error) {
        const std::string where = sax.error->path.empty() ? translate(language, "at the top level") : sax.error->path;
        throw TreeFileError(name + ": " + where + ": " + sax.error->message);
    }
    if (!sax.sawRoot) throw TreeFileError(name + ": " + translate(language, "no tree found"));
    if (!sax.expect.is_null()) sax.builder.info().expectJson = sax.expect.dump();
    if (!sax.exerciseOptions.is_null()) {
        ExerciseOptions options;
        if (const auto problem = readExerciseOptions(language, sax.exerciseOptions, options))
            throw TreeFileError(name + ": " + problem->path + ": " + problem->message);
        sax.builder.info().exerciseOptions = options;
    }
    for (const auto& [key, value] : sax.voice.items())
        if (const auto problem = readVoiceMember(language, key, value, sax.builder.info().voice))
            throw TreeFileError(name + ": " + problem->path + ": " + problem->message);
    return std::move(sax.builder);
}

// The streaming reader: every document, good or bad, with its messages. The open brackets may
// cost about as much as the text (a level is a node and a frame, some hundred bytes): a document
// nested deeper, whose brackets all close, is read once more without the limit.
TreeBuilder streamTree(Language language, std::string_view text, const std::string& name, std::vector<std::string>* numberTexts) {
    constexpr std::size_t kAlwaysBuiltDepth = 4096;
    constexpr std::size_t kTextBytesPerBuiltLevel = 256;
    const std::size_t limit = std::max(kAlwaysBuiltDepth, text.size() / kTextBytesPerBuiltLevel);
    if (auto builder = streamOnce(language, text, name, numberTexts, limit)) return std::move(*builder);
    return *streamOnce(language, text, name, numberTexts, SIZE_MAX);
}

}  // namespace

// [SECTION] parseTree and loadTreeFile

Tree parseTree(Language language, std::string_view text, const std::string& name, TreeReader reader) {
    // Small documents are kept, for saving them back as they were written (SourceDocument).
    const bool keep = text.size() <= kMaxKeptDocumentBytes;
    std::vector<std::string> numberTexts;
    std::optional<TreeBuilder> builder;
    // The one-pass reader accepts plain text only (files/well_formed_tree.h), so the check that
    // the text is UTF-8 without a NUL is the streaming reader's.
    if (reader == TreeReader::Fastest) builder = readWellFormedTree(text, keep ? &numberTexts : nullptr);
    if (!builder) {
        numberTexts.clear();  // what the fast reader kept before it gave up
        builder = streamTree(language, text, name, keep ? &numberTexts : nullptr);
    }
    if (keep) {
        numberTexts.resize(builder->size());
        builder->info().document =
            std::make_shared<const SourceDocument>(SourceDocument{std::string(text), std::move(numberTexts)});
    }
    Tree tree = std::move(*builder).build();
    if (const auto problem = findChanceProblem(language, tree))
        throw TreeFileError(name + ": " + translate(language, "node {node}", {{"node", tree.label(problem->node)}}) + ": " +
                            problem->message);
    return tree;
}

Tree loadTreeFile(Language language, const std::string& path, const TreeReadOptions& options) {
    return parseInputTree(language, readInputFileAs<TreeFileError>(path, "tree file"), options);
}

Tree parseInputTree(Language language, const InputText& input, const TreeReadOptions& options) {
    const TreeFormat format = recognizeTreeFormat(input.name, input.text, options);
    return parseTreeText(language, input.text, input.name, format, options.branching);
}

}  // namespace ablab::core

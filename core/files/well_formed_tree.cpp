// simdjson's on-demand parser, walked without recursion: one frame per open child array or
// node object on an explicit stack (a 200,000-deep chain is a 200,000-frame vector, not a
// C stack). Keys are compared as the bytes the file holds and dispatched by a switch; a key
// written with escapes, like anything else unusual, sends the document to the streaming reader.
// What it accepts, and the tree it builds, is what the streaming reader accepts and builds
// (tests/core/files/well_formed_tree_test.cpp reads every document both ways).
#include "files/well_formed_tree.h"

#include "files/tree_file.h"

#include <cmath>
#include <algorithm>
#include <cstdint>
#include <simdjson.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace ablab::core {

bool wellFormedTreeReaderAvailable() { return true; }

namespace {

namespace od = simdjson::ondemand;

enum class Key : std::uint8_t {
    Unknown,
    // a document's
    Title,
    Description,
    Source,
    FirstPlayer,
    Root,
    Expect,
    ExerciseOptions,
    Schema,
    // a node's
    Label,
    Value,
    Children,
    Note,
    Board,
    Player,
    Score,
    EdgeLabel,
    Probability,
};
constexpr std::uint32_t bit(Key k) { return std::uint32_t{1} << static_cast<unsigned>(k); }

// The key's bytes as written; "" (never a known key) when it holds an escape.
std::string_view keyText(od::raw_json_string key) {
    const char* begin = key.raw();
    const char* end = begin;
    while (*end != '"') {  // the parser has checked the closing quote is there
        if (*end == '\\') return {};
        ++end;
    }
    return {begin, static_cast<std::size_t>(end - begin)};
}

Key documentKey(std::string_view k) {
    switch (k.size()) {
    case 4: return k == "root" ? Key::Root : Key::Unknown;
    case 5: return k == "title" ? Key::Title : Key::Unknown;
    case 6: return k == "source" ? Key::Source : k == "expect" ? Key::Expect : Key::Unknown;
    case 7: return k == "$schema" ? Key::Schema : Key::Unknown;
    case 11: return k == "description" ? Key::Description : Key::Unknown;
    case 12: return k == "first_player" ? Key::FirstPlayer : Key::Unknown;
    case 16: return k == "exercise_options" ? Key::ExerciseOptions : Key::Unknown;
    default: return Key::Unknown;
    }
}

Key nodeKey(std::string_view k) {
    switch (k.size()) {
    case 4: return k == "note" ? Key::Note : Key::Unknown;
    case 5:
        switch (k[0]) {
        case 'l': return k == "label" ? Key::Label : Key::Unknown;
        case 'v': return k == "value" ? Key::Value : Key::Unknown;
        case 'b': return k == "board" ? Key::Board : Key::Unknown;
        case 's': return k == "score" ? Key::Score : Key::Unknown;
        default: return Key::Unknown;
        }
    case 6: return k == "player" ? Key::Player : Key::Unknown;
    case 8: return k == "children" ? Key::Children : Key::Unknown;
    case 10: return k == "edge_label" ? Key::EdgeLabel : Key::Unknown;
    case 11: return k == "probability" ? Key::Probability : Key::Unknown;
    default: return Key::Unknown;
    }
}

bool languageOf(std::string_view k, Language& out) {
    for (Language language : kLanguages)
        if (k == languageCode(language)) return (out = language), true;
    return false;
}

bool infinityFrom(std::string_view text, Value& out) {
    if (text == "inf" || text == "+inf") return (out = kInfinity), true;
    if (text == "-inf") return (out = -kInfinity), true;
    return false;
}

// The number's text in the file (a value's and a document's say it differently).
std::string_view rawToken(od::value& value) { return value.raw_json_token(); }
std::string_view rawToken(od::document& doc) {
    std::string_view token;
    return doc.raw_json_token().get(token) ? std::string_view() : token;
}

// The token without the blanks simdjson leaves after it.
std::string_view trimmedToken(std::string_view token) {
    while (!token.empty() && (token.back() == ' ' || token.back() == '\t' || token.back() == '\r' || token.back() == '\n'))
        token.remove_suffix(1);
    return token;
}

// A string value's text. Most labels and boards hold no escape: their bytes between the quotes
// are what get_string would copy out, so they are taken in place (a copy of every label and
// board into simdjson's string buffer touched 15 MB of fresh pages).
bool stringOf(od::value& value, std::string_view& out) {
    std::string_view token = trimmedToken(value.raw_json_token());
    if (token.size() >= 2 && token.front() == '"' && token.back() == '"') {
        token = token.substr(1, token.size() - 2);
        const bool plain =
            std::none_of(token.begin(), token.end(), [](char c) { return c == '\\' || static_cast<unsigned char>(c) < 0x20; });
        od::raw_json_string consumed;
        if (plain && !value.get_raw_json_string().get(consumed)) return (out = token), true;
    }
    return !value.get_string().get(out);
}

class Reader {
public:
    // `nodes`: about how many the document holds, room made for them at once.
    Reader(std::vector<std::string>* numberTexts, std::size_t nodes) : m_numberTexts(numberTexts), m_nodes(nodes) {}

    std::optional<TreeBuilder> read(std::string_view text, std::size_t readable) {
        // A copy costs as much as simdjson's whole first pass on a fresh process (every page new).
        simdjson::padded_string copy;
        simdjson::padded_string_view padded(text.data(), text.size(), readable);
        if (readable < text.size() + simdjson::SIMDJSON_PADDING) {
            copy = simdjson::padded_string(text.data(), text.size());
            padded = copy;
        }
        od::parser parser;
        od::document doc;
        if (parser.iterate(padded).get(doc)) return std::nullopt;
        m_builder.reserve(m_nodes);
        if (!top(doc)) return std::nullopt;
        while (!m_frames.empty())
            if (!step()) return std::nullopt;
        // Strict JSON: nothing but blanks after the tree.
        if (doc.current_location().error() != simdjson::OUT_OF_BOUNDS) return std::nullopt;
        return std::move(m_builder);
    }

private:
    enum class Kind : std::uint8_t { Document, NodeObject, ChildArray };
    struct Frame {
        Frame(Kind k, NodeId n) : kind(k), node(n) {}
        Kind kind;
        NodeId node;
        bool stepPending = false;  // an element was taken: step past it before the next
        bool hasValue = false, hasChildren = false, hasPlayer = false;
        std::uint32_t seen = 0;   // objects: the keys read so far (bit(Key))
        std::uint32_t count = 0;  // child arrays: the elements read so far
        od::array_iterator elements;
        od::object_iterator fields;
    };

    TreeBuilder m_builder;
    std::vector<Frame> m_frames;
    std::vector<std::string>* m_numberTexts;
    std::size_t m_nodes;
    bool m_sawRoot = false;

    bool top(od::document& doc) {
        od::json_type type;
        if (doc.type().get(type)) return false;
        switch (type) {
        case od::json_type::object: {
            od::object object;
            if (doc.get_object().get(object)) return false;
            Frame f{Kind::Document, kNoNode};
            if (object.begin().get(f.fields)) return false;
            m_frames.push_back(f);
            return true;
        }
        case od::json_type::array: {
            od::value value;
            return !doc.get_value().get(value) && node(value, kNoNode);
        }
        case od::json_type::number: {
            NodeId id;
            Value v;
            std::string written;
            return leafNumber(doc, v, written) && add(kNoNode, id) && (setValue(id, v, written), true);
        }
        case od::json_type::string: {
            std::string_view s;
            Value v;
            NodeId id;
            return !doc.get_string().get(s) && infinityFrom(s, v) && add(kNoNode, id) && (setValue(id, v, {}), true);
        }
        default: return false;
        }
    }

    bool add(NodeId parent, NodeId& id) {
        if (m_builder.size() >= kMaxTreeNodes) return false;
        if (parent == kNoNode) {
            if (m_sawRoot) return false;
            m_sawRoot = true;
        }
        id = m_builder.addNode(parent);
        return true;
    }

    void setValue(NodeId id, Value v, std::string_view written) {
        m_builder.setValue(id, v);
        if (!m_numberTexts || written.empty()) return;
        if (m_numberTexts->size() <= id) m_numberTexts->resize(id + 1);
        (*m_numberTexts)[id] = std::string(written);
    }

    // A number as nlohmann reads it: an integer through its integer type, so that "-0" is 0 and
    // is written back "0"; anything else as a double, written back as the file has it.
    // `written` is left empty when no number texts are kept: 255,168 strings nobody reads.
    template <typename Source>
    bool leafNumber(Source& source, Value& out, std::string& written) const {
        od::number_type type;
        if (source.get_number_type().get(type)) return false;
        switch (type) {
        case od::number_type::signed_integer: {
            std::int64_t i;
            if (source.get_int64().get(i)) return false;
            out = static_cast<Value>(i);
            if (m_numberTexts) written = std::to_string(i);
            return true;
        }
        case od::number_type::unsigned_integer: {
            std::uint64_t u;
            if (source.get_uint64().get(u)) return false;
            out = static_cast<Value>(u);
            if (m_numberTexts) written = std::to_string(u);
            return true;
        }
        default: {
            const std::string_view token = rawToken(source);
            if (source.get_double().get(out) || !std::isfinite(out)) return false;
            if (m_numberTexts) written = std::string(trimmedToken(token));
            return true;
        }
        }
    }

    // A node: a number, "inf"/"-inf", an array of children or an object.
    // A frame here holds two simdjson iterators, about a hundred bytes: a document nested a
    // million deep would take a hundred megabytes before its end showed whether it is JSON at
    // all. Deeper documents go to the streaming reader, whose frames are a few bytes and which
    // checks the syntax before it builds anything.
public:
    static constexpr std::size_t kDeepest = 1024;

private:
    bool node(od::value& value, NodeId parent) {
        if (m_frames.size() >= kDeepest) return false;
        od::json_type type;
        if (value.type().get(type)) return false;
        NodeId id;
        switch (type) {
        case od::json_type::number: {
            Value v;
            std::string written;
            if (!leafNumber(value, v, written) || !add(parent, id)) return false;
            setValue(id, v, written);
            return true;
        }
        case od::json_type::string: {
            std::string_view s;
            Value v;
            if (value.get_string().get(s) || !infinityFrom(s, v) || !add(parent, id)) return false;
            setValue(id, v, {});
            return true;
        }
        case od::json_type::array: {
            od::array array;
            if (value.get_array().get(array) || !add(parent, id)) return false;
            return openChildren(array, id);
        }
        case od::json_type::object: {
            od::object object;
            if (value.get_object().get(object) || !add(parent, id)) return false;
            Frame f{Kind::NodeObject, id};
            if (object.begin().get(f.fields)) return false;
            m_frames.push_back(f);
            return true;
        }
        default: return false;
        }
    }

    bool openChildren(od::array& array, NodeId parent) {
        Frame f{Kind::ChildArray, parent};
        if (array.begin().get(f.elements)) return false;
        m_frames.push_back(f);
        return true;
    }

    // One element of the innermost open array or object.
    bool step() {
        Frame& f = m_frames.back();
        if (f.kind == Kind::ChildArray) {
            if (f.stepPending) ++f.elements;
            f.stepPending = true;
            if (!(f.elements != f.elements)) {   // closed: ']' read
                if (f.count == 0) return false;  // an inner node needs a child
                m_frames.pop_back();
                return true;
            }
            od::value child;
            if ((*f.elements).get(child)) return false;
            ++f.count;
            return node(child, f.node);  // may push: f is not used after
        }
        if (f.stepPending) ++f.fields;
        f.stepPending = true;
        if (!(f.fields != f.fields)) return endObject();
        od::field field;
        if ((*f.fields).get(field)) return false;
        const std::string_view name = keyText(field.key());
        const Key key = f.kind == Kind::Document ? documentKey(name) : nodeKey(name);
        if (key == Key::Unknown || (f.seen & bit(key))) return false;
        f.seen |= bit(key);
        return f.kind == Kind::Document ? documentMember(key, field.value()) : nodeMember(f, key, field.value());
    }

    bool endObject() {
        const Frame& f = m_frames.back();
        if (f.kind == Kind::Document ? !m_sawRoot : (!f.hasValue && !f.hasChildren) || (f.hasValue && f.hasPlayer)) return false;
        m_frames.pop_back();
        return true;
    }

    bool documentMember(Key key, od::value& value) {
        switch (key) {
        case Key::Title: return text(value, m_builder.info().title);
        case Key::Description: return text(value, m_builder.info().description);
        case Key::Source: return text(value, m_builder.info().source);
        case Key::Schema: {
            LocalizedText ignored;
            return text(value, ignored);
        }
        case Key::FirstPlayer: {
            std::string_view s;
            if (value.get_string().get(s) || (s != "max" && s != "min")) return false;
            m_builder.setFirstPlayer(s == "max" ? Player::Max : Player::Min);
            return true;
        }
        case Key::Root: return node(value, kNoNode);
        default: return false;  // "expect" and "exercise_options" are the streaming reader's
        }
    }

    bool nodeMember(Frame& f, Key key, od::value& value) {
        const NodeId n = f.node;
        std::string_view s;
        switch (key) {
        case Key::Label:
            if (!stringOf(value, s)) return false;
            m_builder.setLabel(n, std::string(s));
            return true;
        case Key::Board:
            if (!stringOf(value, s)) return false;
            m_builder.setBoard(n, s);
            return true;
        case Key::EdgeLabel:
            if (!stringOf(value, s)) return false;
            m_builder.setEdgeLabel(n, std::string(s));
            return true;
        case Key::Note: {
            LocalizedText note;
            if (!text(value, note)) return false;
            m_builder.setNote(n, std::move(note));
            return true;
        }
        case Key::Player:
            if (value.get_string().get(s)) return false;
            if (s == "chance") m_builder.setChance(n);
            else if (s == "max" || s == "min") m_builder.setPlayerOverride(n, s == "max" ? Player::Max : Player::Min);
            else return false;
            f.hasPlayer = true;
            return true;
        case Key::Value: {
            if (f.hasChildren) return false;
            f.hasValue = true;
            od::json_type type;
            if (value.type().get(type)) return false;
            Value v;
            std::string written;
            if (type == od::json_type::string) {
                if (value.get_string().get(s) || !infinityFrom(s, v)) return false;
            } else if (!leafNumber(value, v, written)) {
                return false;
            }
            setValue(n, v, written);
            return true;
        }
        case Key::Score:
        case Key::Probability: {
            double v;
            if (value.get_double().get(v) || !std::isfinite(v)) return false;
            if (key == Key::Score) m_builder.setScore(n, v);
            else m_builder.setProbability(n, v);
            return true;
        }
        case Key::Children: {
            if (f.hasValue) return false;
            f.hasChildren = true;
            od::array array;
            return !value.get_array().get(array) && openChildren(array, n);  // f is not used after
        }
        default: return false;
        }
    }

    // A human text: a string, or {"en": …, "zh": …, "vi": …} with at least one text. Its
    // values are strings, so the object is read here, not through the stack.
    static bool text(od::value& value, LocalizedText& out) {
        od::json_type type;
        if (value.type().get(type)) return false;
        std::string_view s;
        if (type == od::json_type::string) {
            if (value.get_string().get(s)) return false;
            out = LocalizedText(std::string(s));
            return true;
        }
        od::object object;
        if (type != od::json_type::object || value.get_object().get(object)) return false;
        LocalizedText texts;
        unsigned seen = 0;
        for (auto member : object) {
            od::field field;
            Language language;
            if (std::move(member).get(field) || !languageOf(keyText(field.key()), language)) return false;
            const unsigned mask = 1u << static_cast<unsigned>(language);
            if ((seen & mask) || field.value().get_string().get(s)) return false;
            seen |= mask;
            texts.set(language, std::string(s));
        }
        if (texts.empty()) return false;
        out = std::move(texts);
        return true;
    }
};

// What simdjson's memory depends on, counted branch-free over every byte (a bracket inside a
// string counts too: too many marks only sends a document to the streaming reader): the
// brackets, commas and colons it indexes, four bytes each, and the objects, one a node.
struct Marks {
    std::size_t marks = 0, objects = 0;
};

// '[' and '{', ']' and '}' differ only in the bit 0x20: one comparison finds both.
constexpr bool isMark(unsigned char c) { return (c | 0x20) == '{' || (c | 0x20) == '}' || c == ',' || c == ':'; }

#if defined(__SSE2__)
// Sixteen bytes a step, counted in byte lanes for up to 255 steps and then summed: a byte at a
// time took 25 ms of a 32 MB document's load.
std::size_t countBlocks(std::string_view text, Marks& counted) {
    const __m128i bit20 = _mm_set1_epi8(0x20), open = _mm_set1_epi8('{'), close = _mm_set1_epi8('}');
    const __m128i comma = _mm_set1_epi8(','), colon = _mm_set1_epi8(':'), zero = _mm_setzero_si128();
    std::size_t i = 0;
    while (i + 16 <= text.size()) {
        __m128i marks = zero, objects = zero;
        for (int steps = 0; steps < 255 && i + 16 <= text.size(); ++steps, i += 16) {
            const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i*>(text.data() + i));
            const __m128i folded = _mm_or_si128(bytes, bit20);
            const __m128i object = _mm_cmpeq_epi8(bytes, open);
            const __m128i mark = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(folded, open), _mm_cmpeq_epi8(folded, close)),
                                              _mm_or_si128(_mm_cmpeq_epi8(bytes, comma), _mm_cmpeq_epi8(bytes, colon)));
            marks = _mm_sub_epi8(marks, mark);  // a match is -1 in its lane
            objects = _mm_sub_epi8(objects, object);
        }
        const auto sum = [&](__m128i lanes) {
            const __m128i sums = _mm_sad_epu8(lanes, zero);
            return static_cast<std::size_t>(_mm_cvtsi128_si64(sums)) +
                   static_cast<std::size_t>(_mm_cvtsi128_si64(_mm_unpackhi_epi64(sums, sums)));
        };
        counted.marks += sum(marks);
        counted.objects += sum(objects);
    }
    return i;
}
#else
std::size_t countBlocks(std::string_view, Marks&) { return 0; }
#endif

Marks countMarks(std::string_view text) {
    Marks counted;
    for (const char c : text.substr(countBlocks(text, counted))) {
        const auto byte = static_cast<unsigned char>(c);
        counted.marks += isMark(byte);
        counted.objects += byte == '{';
    }
    return counted;
}

// Whether simdjson may read the document within the memory rule (at most four times the input
// in all): besides a padded copy of the text, it indexes every bracket, comma and colon before
// it reads a value. A document of a megabyte or more where more than a third of the bytes are
// such marks (a million-value "expect" block, "1,1,1,…") goes to the streaming reader, whose
// frames are a few bytes. (Depth needs no pass: the reader declines past Reader::kDeepest.)
bool fitsSimdjson(const Marks& counted, std::size_t size) {
    // Below a megabyte simdjson's few megabytes are part of the fixed base.
    return size < (std::size_t{1} << 20) || counted.marks <= size / 3;
}

}  // namespace

std::optional<TreeBuilder> readWellFormedTree(std::string_view text, std::vector<std::string>* numberTexts,
                                              std::size_t readable) {
    if (text.size() > kMaxTreeFileBytes) return std::nullopt;
    const Marks counted = countMarks(text);
    if (!fitsSimdjson(counted, text.size())) return std::nullopt;
    // One node an object: a child written as a bare number has none, but such trees are lecture-sized.
    return Reader(numberTexts, std::min(counted.objects, kMaxTreeNodes)).read(text, readable);
}

}  // namespace ablab::core

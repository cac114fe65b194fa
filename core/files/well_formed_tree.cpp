// One pass over the text, straight into a TreeBuilder, without recursion: an explicit stack
// of small frames, one per open node object or child array. Keys are compared as the bytes the
// file holds and dispatched by a switch. A string that holds an escape or a byte past ASCII is
// handed to nlohmann, which decodes it and checks its UTF-8 as the streaming reader does; every
// other string is used where it lies. Anything unusual (a key written with escapes, a number
// wider than 64 bits, "expect") sends the document to the streaming reader.
//
// Why not simdjson, which this replaced: its on-demand API first indexes every bracket, comma and
// colon of the whole document, four bytes each (31 MB of fresh memory for the full tic-tac-toe
// tree's 32 MB, a fifth of a fresh process's time), and then walks that index through calls
// that check a type and an error at every step. A tree document has one shape; reading that
// shape directly does less (docs/benchmarks.md has the numbers).
//
// What it accepts, and the tree it builds, is what the streaming reader accepts and builds
// (tests/core/files/well_formed_tree_test.cpp reads documents both ways, and the fuzzer
// tests/fuzz/twin_tree_reader_fuzz.cpp compares the two on any input).
//
// Index (each a [SECTION] banner below):
//   [SECTION] Keys: a member's key as the bytes the file holds, dispatched by a switch
//   [SECTION] The reader: frames, learnt member starts, strings, numbers, one step at a time
//   [SECTION] How many nodes a document may hold, and the entry point
#include "files/well_formed_tree.h"

#include "files/tree_file.h"
#include "text/utf8.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <nlohmann/json.hpp>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace ablab::core {

namespace {

// [SECTION] Keys

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
constexpr std::size_t kKeyCount = static_cast<std::size_t>(Key::Probability) + 1;
constexpr std::uint32_t bit(Key k) { return std::uint32_t{1} << static_cast<unsigned>(k); }

// Whether the key is `word`: a comparison of a size known here, which the compiler inlines (a
// call to memcmp for every key was a twentieth of the read).
template <std::size_t N>
bool is(std::string_view k, const char (&word)[N]) {
    return k.size() == N - 1 && std::memcmp(k.data(), word, N - 1) == 0;
}

Key documentKey(std::string_view k) {
    switch (k.size()) {
    case 4: return is(k, "root") ? Key::Root : Key::Unknown;
    case 5: return is(k, "title") ? Key::Title : Key::Unknown;
    case 6: return is(k, "source") ? Key::Source : is(k, "expect") ? Key::Expect : Key::Unknown;
    case 7: return is(k, "$schema") ? Key::Schema : Key::Unknown;
    case 11: return is(k, "description") ? Key::Description : Key::Unknown;
    case 12: return is(k, "first_player") ? Key::FirstPlayer : Key::Unknown;
    case 16: return is(k, "exercise_options") ? Key::ExerciseOptions : Key::Unknown;
    default: return Key::Unknown;
    }
}

Key nodeKey(std::string_view k) {
    switch (k.size()) {
    case 4: return is(k, "note") ? Key::Note : Key::Unknown;
    case 5:
        switch (k[0]) {
        case 'l': return is(k, "label") ? Key::Label : Key::Unknown;
        case 'v': return is(k, "value") ? Key::Value : Key::Unknown;
        case 'b': return is(k, "board") ? Key::Board : Key::Unknown;
        case 's': return is(k, "score") ? Key::Score : Key::Unknown;
        default: return Key::Unknown;
        }
    case 6: return is(k, "player") ? Key::Player : Key::Unknown;
    case 8: return is(k, "children") ? Key::Children : Key::Unknown;
    case 10: return is(k, "edge_label") ? Key::EdgeLabel : Key::Unknown;
    case 11: return is(k, "probability") ? Key::Probability : Key::Unknown;
    default: return Key::Unknown;
    }
}

// The bytes a string holds that need no second look: printable ASCII but the quote and the
// backslash. A control character, an escape or a byte of a longer UTF-8 sequence stops the scan.
constexpr std::array<bool, 256> kPlainInString = [] {
    std::array<bool, 256> plain{};
    for (int c = 0x20; c < 0x80; ++c) plain[static_cast<std::size_t>(c)] = c != '"' && c != '\\';
    return plain;
}();

#if defined(__SSE2__)
// How many of the sixteen bytes at `at` are plain (kPlainInString), up to the first that is not.
[[gnu::always_inline]] inline unsigned plainBytesOf16(const char* at) {
    const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i*>(at));
    const __m128i quote = _mm_cmpeq_epi8(bytes, _mm_set1_epi8('"'));
    const __m128i backslash = _mm_cmpeq_epi8(bytes, _mm_set1_epi8('\\'));
    // As signed bytes, a control character (below 0x20) and a byte past ASCII (0x80 and up) are
    // both less than 0x20.
    const __m128i other = _mm_cmplt_epi8(bytes, _mm_set1_epi8(0x20));
    const auto stops = static_cast<unsigned>(_mm_movemask_epi8(_mm_or_si128(_mm_or_si128(quote, backslash), other)));
    return stops != 0 ? static_cast<unsigned>(__builtin_ctz(stops)) : 16;
}
#endif

// JSON's four blanks. A byte is tested by one comparison and one bit test, sixteen by a compare
// with each.
constexpr std::array<char, 4> kBlanks = {' ', '\n', '\r', '\t'};
constexpr std::uint64_t kBlankBits = [] {
    std::uint64_t bits = 0;
    for (const char c : kBlanks) bits |= std::uint64_t{1} << static_cast<unsigned char>(c);
    return bits;
}();
[[gnu::always_inline]] constexpr bool isBlank(char c) {
    return static_cast<unsigned char>(c) <= ' ' && ((kBlankBits >> static_cast<unsigned char>(c)) & 1) != 0;
}
constexpr bool isDigit(char c) { return c >= '0' && c <= '9'; }

#if defined(__SSE2__)
// How many of the sixteen bytes at `at` are blanks, up to the first that is not.
[[gnu::always_inline]] inline unsigned blankBytesOf16(const char* at) {
    const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i*>(at));
    __m128i blank = _mm_cmpeq_epi8(bytes, _mm_set1_epi8(kBlanks[0]));
    for (std::size_t i = 1; i < kBlanks.size(); ++i)
        blank = _mm_or_si128(blank, _mm_cmpeq_epi8(bytes, _mm_set1_epi8(kBlanks[i])));
    const auto others = ~static_cast<unsigned>(_mm_movemask_epi8(blank)) & 0xFFFFu;
    return others != 0 ? static_cast<unsigned>(__builtin_ctz(others)) : 16;
}
#endif

// [SECTION] The reader

// The Reader's steps for what every node has (a brace, a key, a string, a number) are inlined
// into the one loop over the document ([[gnu::always_inline]]: GCC left them as calls, a tenth
// of the read), and what few documents need (an escaped string, a document's member, a human
// text in several languages) stays out of it ([[gnu::noinline]]).
class Reader {
public:
    // A frame here is a few bytes, but a document nested a million deep would still hold a
    // million before its end showed whether it is JSON at all; deeper documents go to the
    // streaming reader, which checks the syntax before it builds anything.
    static constexpr std::size_t kDeepest = 1024;

    // `nodes`: about how many the document holds, room made for them at once. `mostNodes`: past
    // this many the reader gives up (what it builds before it knows the document is whole).
    Reader(std::string_view text, std::vector<std::string>* numberTexts, std::size_t nodes, std::size_t mostNodes)
        : m_at(text.data()),
          m_end(text.data() + text.size()),
          m_numberTexts(numberTexts),
          m_nodes(nodes),
          m_mostNodes(mostNodes) {}

    std::optional<TreeBuilder> read() {
        m_builder.reserve(m_nodes);
        if (!top()) return std::nullopt;
        while (m_open > 0)
            if (!step()) return std::nullopt;
        skipBlanks();  // strict JSON: nothing but blanks after the tree
        if (m_at != m_end) return std::nullopt;
        return std::move(m_builder);
    }

private:
    enum class Kind : std::uint8_t { Document, NodeObject, ChildArray };
    struct Frame {
        Kind kind;
        bool hasValue = false, hasChildren = false, hasPlayer = false;
        NodeId node;
        std::uint32_t seen = 0;   // objects: the keys read so far (bit(Key))
        std::uint32_t count = 0;  // the elements or members read so far
        Key last = Key::Unknown;  // objects: the key read last
    };

    // Where a node object's next member most likely begins. A game tree's nodes are written
    // alike: the bytes from the end of one value to the start of the next (`, "board": `) are
    // the ones that followed the same key in the node before. Sixteen bytes compared at once
    // then stand for the comma, the key and the colon read one by one. By the key before
    // (Key::Unknown: the first member, just after the brace), the two learnt last: after a
    // board come `, "children": ` and `, "value": ` in turn, as inner nodes and leaves do.
    struct Prediction {
        std::array<char, 16> bytes{};
        std::uint8_t length = 0;  // 0: nothing learnt yet
        Key key = Key::Unknown;
    };
    std::array<std::array<Prediction, 2>, kKeyCount> m_next{};

    const char* m_at;
    const char* m_end;
    TreeBuilder m_builder;
    // The open frames, m_frames[0, m_open): sized once, so a push is a store (a vector's
    // out-of-line growth check cost a twenty-fifth of the read).
    std::array<Frame, kDeepest> m_frames;
    std::size_t m_open = 0;
    std::vector<std::string>* m_numberTexts;
    std::size_t m_nodes, m_mostNodes;
    bool m_sawRoot = false;
    std::string m_decoded;  // the last string nlohmann decoded

#if defined(__SSE2__)
    // Past the bytes that `counted` takes, sixteen a step while sixteen are left: it says how
    // many of the sixteen at a place it takes, up to the first it does not.
    [[gnu::always_inline]] void skipSixteenAtATime(unsigned (*counted)(const char*)) {
        while (m_end - m_at >= 16) {
            const unsigned run = counted(m_at);
            m_at += run;
            if (run < 16) return;
        }
    }
#endif

    [[gnu::always_inline]] void skipBlanks() {
#if defined(__SSE2__)
        // An indented document puts a line's worth of blanks before every node.
        skipSixteenAtATime(blankBytesOf16);
#endif
        while (m_at != m_end && isBlank(*m_at)) ++m_at;
    }
    // The next byte past blanks, not taken; '\0' at the end (no JSON token starts with it).
    [[gnu::always_inline]] char next() {
        if (m_at != m_end && !isBlank(*m_at)) return *m_at;  // most often: nothing to skip
        skipBlanks();
        return m_at != m_end ? *m_at : '\0';
    }

    bool top() {
        if (next() != '{') return node(kNoNode);  // a bare array, number or infinity
        ++m_at;
        return push(Kind::Document, kNoNode);
    }

    // Opens a frame, unless kDeepest are open.
    [[gnu::always_inline]] bool push(Kind kind, NodeId node) {
        if (m_open == kDeepest) return false;
        m_frames[m_open++] = Frame{kind, false, false, false, node};
        return true;
    }

    [[gnu::always_inline]] bool add(NodeId parent, NodeId& id) {
        if (m_builder.size() >= m_mostNodes) return false;
        if (parent == kNoNode) {
            if (m_sawRoot) return false;
            m_sawRoot = true;
        }
        id = m_builder.addNode(parent);
        return true;
    }

    // A node: a number, "inf"/"-inf", an array of children or an object.
    [[gnu::always_inline]] bool node(NodeId parent) {
        NodeId id;
        switch (next()) {
        case '{': ++m_at; return add(parent, id) && push(Kind::NodeObject, id);
        case '[': ++m_at; return add(parent, id) && push(Kind::ChildArray, id);
        case '"': {
            std::string_view s;
            Value v;
            if (!string(s) || !infinityFromWord(s, v) || !add(parent, id)) return false;
            setValue(id, v, {});
            return true;
        }
        default: {
            Value v;
            std::string written;
            if (!number(v, written) || !add(parent, id)) return false;
            setValue(id, v, written);
            return true;
        }
        }
    }

    void setValue(NodeId id, Value v, std::string_view written) {
        m_builder.setValue(id, v);
        if (!m_numberTexts || written.empty()) return;
        if (m_numberTexts->size() <= id) m_numberTexts->resize(id + 1);
        (*m_numberTexts)[id] = std::string(written);
    }

    // The string at m_at (its opening quote). A plain one is viewed in the text; any other is
    // decoded into m_decoded, valid until the next string is read.
    [[gnu::always_inline]] bool string(std::string_view& out) {
        const char* begin = ++m_at;
        bool plain = true;
        for (;;) {
#if defined(__SSE2__)
            // A board of eleven bytes in one step; the scan a byte at a time was a tenth of the read.
            skipSixteenAtATime(plainBytesOf16);
#endif
            while (m_at != m_end && kPlainInString[static_cast<unsigned char>(*m_at)]) ++m_at;
            if (m_at == m_end) return false;
            const auto c = static_cast<unsigned char>(*m_at);
            if (c == '"') break;
            if (c < 0x20) return false;  // a control character must be escaped
            plain = false;
            if (c == '\\' && ++m_at == m_end) return false;
            ++m_at;  // past the escaped character too, so that \" does not end the string
        }
        const char* close = m_at++;
        if (plain) return (out = std::string_view(begin, static_cast<std::size_t>(close - begin))), true;
        return decode(begin - 1, out);
    }

    // The string from its opening quote to m_at (past its closing one), decoded into m_decoded.
    [[gnu::noinline]] bool decode(const char* quote, std::string_view& out) {
        const nlohmann::json decoded = nlohmann::json::parse(quote, m_at, nullptr, false);
        if (!decoded.is_string()) return false;  // a bad escape or bad UTF-8: the streaming reader says where
        m_decoded = decoded.get<std::string>();
        if (firstNonTextAt(m_decoded, NulByte::Allowed) != std::string::npos) return false;  // as is a noncharacter (text/utf8.h)
        out = m_decoded;
        return true;
    }

    // A string member's value.
    [[gnu::always_inline]] bool stringValue(std::string_view& out) { return next() == '"' && string(out); }

    // A key, as the bytes the file holds; a key written with an escape is left to the streaming reader.
    [[gnu::always_inline]] bool key(std::string_view& out) {
        if (next() != '"') return false;
        const char* begin = ++m_at;
#if defined(__SSE2__)
        if (m_end - m_at >= 16) m_at += plainBytesOf16(m_at);  // any key ablab knows, in one step
#endif
        while (m_at != m_end && *m_at != '"' && *m_at != '\\') ++m_at;
        if (m_at == m_end || *m_at == '\\') return false;
        out = std::string_view(begin, static_cast<std::size_t>(m_at - begin));
        ++m_at;
        if (next() != ':') return false;
        ++m_at;
        return true;
    }

    // A JSON number, read as nlohmann reads it: an integer through its integer type, so that
    // "-0" is 0 and is written back "0"; anything else as a double, written back as the file has
    // it. An integer wider than 64 bits, which nlohmann reads as a double, is left to it.
    // `written` is left empty when no number texts are kept: 255,168 strings nobody reads.
    [[gnu::always_inline]] bool number(Value& out, std::string& written) {
        const char* begin = m_at;
        const char* p = m_at;
        if (p != m_end && *p == '-') ++p;
        if (p == m_end || !isDigit(*p)) return false;
        if (*p == '0') ++p;
        else
            while (p != m_end && isDigit(*p)) ++p;
        bool integer = true;
        if (p != m_end && *p == '.') {
            integer = false;
            if (++p == m_end || !isDigit(*p)) return false;
            while (p != m_end && isDigit(*p)) ++p;
        }
        if (p != m_end && (*p == 'e' || *p == 'E')) {
            integer = false;
            if (++p != m_end && (*p == '+' || *p == '-')) ++p;
            if (p == m_end || !isDigit(*p)) return false;
            while (p != m_end && isDigit(*p)) ++p;
        }
        m_at = p;
        const char* const digits = begin + (*begin == '-' ? 1 : 0);
        if (integer && p - digits <= 18) {  // as from_chars below, without its overflow checks: 18 digits fit
            std::uint64_t u = 0;
            for (const char* d = digits; d != p; ++d) u = 10 * u + static_cast<unsigned>(*d - '0');
            const auto i = static_cast<std::int64_t>(u);
            out = static_cast<Value>(digits == begin ? i : -i);
            if (m_numberTexts) written = std::to_string(digits == begin ? i : -i);
        } else if (integer && *begin == '-') {
            std::int64_t i;
            if (std::from_chars(begin, p, i).ec != std::errc()) return false;
            out = static_cast<Value>(i);
            if (m_numberTexts) written = std::to_string(i);
        } else if (integer) {
            std::uint64_t u;
            if (std::from_chars(begin, p, u).ec != std::errc()) return false;
            out = static_cast<Value>(u);
            if (m_numberTexts) written = std::to_string(u);
        } else {
            if (std::from_chars(begin, p, out).ec != std::errc() || !std::isfinite(out)) return false;
            if (m_numberTexts) written.assign(begin, p);
        }
        return true;
    }

    // Whether the text at m_at begins with the bytes `p` learnt.
    [[gnu::always_inline]] bool matches(const Prediction& p) const {
        if (p.length == 0 || m_end - m_at < 16) return false;
#if defined(__SSE2__)
        const __m128i here = _mm_loadu_si128(reinterpret_cast<const __m128i*>(m_at));
        const __m128i learnt = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p.bytes.data()));
        const auto equal = static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(here, learnt)));
        const unsigned wanted = (1u << p.length) - 1;
        return (equal & wanted) == wanted;
#else
        return std::memcmp(m_at, p.bytes.data(), p.length) == 0;
#endif
    }

    // One element of the innermost open array or object.
    bool step() {
        Frame& f = m_frames[m_open - 1];
        if (f.kind == Kind::NodeObject) {
            for (const Prediction& p : m_next[static_cast<std::size_t>(f.last)]) {
                if (!matches(p)) continue;
                m_at += p.length;
                ++f.count;
                return member(f, p.key);
            }
        }
        const char* const start = m_at;
        const char c = next();
        if (f.count > 0 && c != ',') {
            if (c != (f.kind == Kind::ChildArray ? ']' : '}')) return false;
            ++m_at;
            return close();
        }
        if (f.count > 0) ++m_at;  // the comma
        ++f.count;
        if (f.kind == Kind::ChildArray) return node(f.node);  // may push: f is not used after
        std::string_view name;
        if (!key(name)) return false;
        const Key k = f.kind == Kind::Document ? documentKey(name) : nodeKey(name);
        if (f.kind == Kind::NodeObject && k != Key::Unknown) {
            skipBlanks();  // as the value's reader would
            if (const auto length = static_cast<std::size_t>(m_at - start); length <= 16) {
                auto& learnt = m_next[static_cast<std::size_t>(f.last)];
                learnt[1] = learnt[0];  // neither matched: the older goes
                Prediction& p = learnt[0];
                std::memcpy(p.bytes.data(), start, length);
                p.length = static_cast<std::uint8_t>(length);
                p.key = k;
            }
        }
        return member(f, k);
    }

    // The member `k` of the innermost object, its key read.
    [[gnu::always_inline]] bool member(Frame& f, Key k) {
        if (k == Key::Unknown || (f.seen & bit(k))) return false;
        f.seen |= bit(k);
        f.last = k;
        return f.kind == Kind::Document ? documentMember(k) : nodeMember(f, k);
    }

    // After the ']' or '}' of the innermost frame. An array or object closed before its first
    // element was never read through step(): an inner node needs a child, an object a member.
    bool close() {
        const Frame& f = m_frames[m_open - 1];
        if (f.kind == Kind::Document
                ? !m_sawRoot
                : f.kind == Kind::NodeObject && ((!f.hasValue && !f.hasChildren) || (f.hasValue && f.hasPlayer)))
            return false;
        --m_open;
        return true;
    }

    [[gnu::noinline]] bool documentMember(Key k) {
        std::string_view s;
        switch (k) {
        case Key::Title: return text(m_builder.info().title);
        case Key::Description: return text(m_builder.info().description);
        case Key::Source: return text(m_builder.info().source);
        case Key::Schema: {
            LocalizedText ignored;
            return text(ignored);
        }
        case Key::FirstPlayer:
            if (!stringValue(s) || (s != "max" && s != "min")) return false;
            m_builder.setFirstPlayer(s == "max" ? Player::Max : Player::Min);
            return true;
        case Key::Root: return node(kNoNode);
        // "expect", "exercise_options" and, as unknown keys, the lesson's voice ("notation",
        // "algorithm", "shallow", …: files/lesson_voice.h) are the streaming reader's: the
        // lessons that carry them are small, and the words of their mistakes are its own.
        default: return false;
        }
    }

    [[gnu::always_inline]] bool nodeMember(Frame& f, Key k) {
        const NodeId n = f.node;
        std::string_view s;
        switch (k) {
        case Key::Label:
            if (!stringValue(s)) return false;
            m_builder.setLabel(n, s);
            return true;
        case Key::Board:
            if (!stringValue(s)) return false;
            m_builder.setBoard(n, s);
            return true;
        case Key::EdgeLabel:
            if (!stringValue(s)) return false;
            m_builder.setEdgeLabel(n, std::string(s));
            return true;
        case Key::Note: {
            LocalizedText note;
            if (!text(note)) return false;
            m_builder.setNote(n, std::move(note));
            return true;
        }
        case Key::Player:
            if (!stringValue(s)) return false;
            if (s == "chance") m_builder.setChance(n);
            else if (s == "max" || s == "min") m_builder.setPlayerOverride(n, s == "max" ? Player::Max : Player::Min);
            else return false;
            f.hasPlayer = true;
            return true;
        case Key::Value: {
            if (f.hasChildren) return false;
            f.hasValue = true;
            Value v;
            std::string written;
            if (next() == '"') {
                if (!string(s) || !infinityFromWord(s, v)) return false;
            } else if (!number(v, written)) {
                return false;
            }
            setValue(n, v, written);
            return true;
        }
        case Key::Score:
        case Key::Probability: {
            Value v;
            std::string written;
            if (next() == '"' || !number(v, written)) return false;
            if (k == Key::Score) m_builder.setScore(n, v);
            else m_builder.setProbability(n, v);
            return true;
        }
        case Key::Children:
            if (f.hasValue) return false;
            f.hasChildren = true;
            if (next() != '[') return false;
            ++m_at;
            return push(Kind::ChildArray, n);  // f is not used after
        default: return false;
        }
    }

    // A human text: a string, or {"en": …, "zh": …, "vi": …} with at least one text. Its
    // values are strings, so the object is read here, not through the stack.
    [[gnu::noinline]] bool text(LocalizedText& out) {
        std::string_view s;
        const char c = next();
        if (c == '"') {
            if (!string(s)) return false;
            out = LocalizedText(std::string(s));
            return true;
        }
        if (c != '{') return false;
        ++m_at;
        LocalizedText texts;
        unsigned seen = 0;
        for (bool first = true;; first = false) {
            if (!first) {
                const char at = next();
                if (at == '}') break;
                if (at != ',') return false;
                ++m_at;
            }
            std::string_view code;
            Language language;
            if (!key(code) || !parseLanguage(code, language)) return false;
            const unsigned mask = 1u << static_cast<unsigned>(language);
            if ((seen & mask) || !stringValue(s)) return false;
            seen |= mask;
            texts.set(language, std::string(s));
        }
        ++m_at;
        if (texts.empty()) return false;
        out = std::move(texts);
        return true;
    }
};

// [SECTION] How many nodes a document may hold, and the entry point

std::size_t mostNodesReadWhole(std::size_t textBytes) {
    // Below a megabyte whatever the reader builds is part of the fixed base. Above it, a node
    // costs the builder about fifty bytes, and a document that is given up on at its end must
    // not cost more than a few times its own size: past one node in sixteen bytes (a tree of
    // bare numbers, "1,1,1,…") the streaming reader, which checks the syntax first, takes it.
    if (textBytes < (std::size_t{1} << 20)) return kMaxTreeNodes;
    return std::min(kMaxTreeNodes, textBytes / 16);
}

}  // namespace

std::optional<TreeBuilder> readWellFormedTree(std::string_view text, std::vector<std::string>* numberTexts) {
    if (text.size() > kMaxTreeFileBytes) return std::nullopt;
    const std::size_t mostNodes = mostNodesReadWhole(text.size());
    // Room for a node in every 40 bytes, what a game tree's nodes take at least (the full
    // tic-tac-toe tree's take 58): a pass to count them first cost 4 ms of its read, and room for
    // one in 16 bytes left 4 MB more of its huge pages touched. Denser documents grow as vectors do.
    return Reader(text, numberTexts, std::min(text.size() / 40 + 16, mostNodes), mostNodes).read();
}

}  // namespace ablab::core

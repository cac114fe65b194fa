// Answer files are small and written by hand, so they are read into a DOM and checked key by
// key; a parser callback catches what a DOM would hide (a key written twice), and every shape
// error names its JSON pointer. A DOM costs ten to twenty times its text, so the text is capped
// by what an answer to the tree can hold (answerByteLimit) before it is read.
#include "teaching/answer.h"

#include "files/input_file.h"
#include "files/json_error.h"
#include "files/line_ends.h"
#include "files/plain_text.h"
#include "files/text_tokens.h"
#include "text/translate.h"

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <iterator>
#include <nlohmann/json.hpp>
#include <set>
#include <unordered_map>

#include "text/trimmed.h"
#include "search/trace.h"

namespace ablab::core {

namespace {

using json = nlohmann::json;

bool consume(std::string_view& s, std::string_view prefix) {
    if (s.substr(0, prefix.size()) != prefix) return false;
    s.remove_prefix(prefix.size());
    return true;
}

// A number as JSON or a person writes it: 3, -1.5, +2, inf, -inf, +inf, ∞, -∞, +∞.
bool parseNumber(std::string_view s, Value& out) {
    bool negative = false;
    if (consume(s, "-")) negative = true;
    else consume(s, "+");
    if (s == "inf" || s == "∞") {
        out = negative ? -kInfinity : kInfinity;
        return true;
    }
    if (s.empty() || !(std::isdigit(static_cast<unsigned char>(s.front())) || s.front() == '.')) return false;
    double v = 0;
    auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc{} || end != s.data() + s.size() || !std::isfinite(v)) return false;
    out = negative ? -v : v;
    return true;
}

std::string jsonQuote(std::string_view text) {
    constexpr std::size_t kShown = 40;
    std::string shown(text.substr(0, kShown));
    if (text.size() > kShown) shown += "…";
    return json(shown).dump(-1, ' ', false, json::error_handler_t::replace);
}

// What a JSON value is, for "got …".
std::string describe(const json& v) {
    switch (v.type()) {
    case json::value_t::null: return "null";
    case json::value_t::boolean: return v.get<bool>() ? "true" : "false";
    case json::value_t::string: return "string " + jsonQuote(v.get_ref<const std::string&>());
    case json::value_t::array: return "an array";
    case json::value_t::object: return "an object";
    case json::value_t::number_integer:
    case json::value_t::number_unsigned:
    case json::value_t::number_float: return "number " + v.dump();
    default: return "binary data";
    }
}

std::string pointerToken(std::string token) {
    for (std::size_t at = 0; (at = token.find_first_of("~/", at)) != std::string::npos; at += 2)
        token.replace(at, 1, token[at] == '~' ? "~0" : "~1");
    return "/" + token;
}

struct ShapeError {
    std::string path;
    std::string message;
};

// The key written twice, if any, found while the DOM is built.
class DuplicateKeys {
public:
    bool operator()(int, json::parse_event_t event, json& parsed) {
        switch (event) {
        case json::parse_event_t::object_start:
            element();
            m_frames.push_back(Frame{true});
            break;
        case json::parse_event_t::array_start:
            element();
            m_frames.push_back(Frame{false});
            break;
        case json::parse_event_t::object_end:
        case json::parse_event_t::array_end:
            if (!m_frames.empty()) m_frames.pop_back();
            break;
        case json::parse_event_t::key: {
            Frame& f = m_frames.back();
            const std::string& key = parsed.get_ref<const std::string&>();
            if (!f.keys.insert(key).second && !error) {
                std::string path;
                for (std::size_t i = 0; i + 1 < m_frames.size(); ++i) path += m_frames[i].component();
                error = ShapeError{path.empty() ? "at the top level" : path, "duplicate key " + jsonQuote(key)};
            }
            f.key = key;
            break;
        }
        case json::parse_event_t::value: element(); break;
        }
        return true;
    }
    std::optional<ShapeError> error;

private:
    struct Frame {
        explicit Frame(bool isObject) : object(isObject) {}
        bool object;
        std::string key;
        std::size_t count = 0;
        std::set<std::string> keys;
        std::string component() const { return object ? pointerToken(key) : "/" + std::to_string(count - 1); }
    };
    void element() {
        if (!m_frames.empty() && !m_frames.back().object) ++m_frames.back().count;
    }
    std::vector<Frame> m_frames;
};

// Why the parser refused `text`, in one line naming the place: the DOM's
// exceptions do not say where a number out of range stands, so a pass that builds nothing
// finds it (an answer is small; a good one is read once).
std::string refusalMessage(const std::string& name, std::string_view text, const json::exception& refused) {
    // A byte that is not UTF-8 would be quoted raw; said first, as every reader says it.
    if (auto problem = plainTextProblem(Language::English, text, name)) return std::move(*problem);
    const JsonProblem problem = firstJsonProblem(text);
    if (problem.numberOutOfRangeAt)
        return placeName(name, text, *problem.numberOutOfRangeAt) + ": " + valueOutOfRange(Language::English, problem.number);
    if (!problem.syntax) return name + ": " + refused.what();  // no such exception is known; said as it is
    return jsonSyntaxMessage(name, text, *problem.syntax,
                             "an answer object such as {\"values\": {\"B\": 3}, \"pruned\": [\"C2\"]}");
}

// Labels to nodes; a label two nodes share cannot be used in an answer.
class LabelIndex {
public:
    explicit LabelIndex(const Tree& tree) {
        for (NodeId n = 0; n < tree.size(); ++n) {
            auto [it, fresh] = m_nodes.try_emplace(std::string(tree.label(n)), n);
            if (!fresh) m_shared[std::string(tree.label(n))] += 1;
        }
    }
    NodeId find(const std::string& label, const std::string& path) const {
        const auto it = m_nodes.find(label);
        if (it == m_nodes.end()) throw ShapeError{path, "no node is labelled " + jsonQuote(label)};
        if (const auto shared = m_shared.find(label); shared != m_shared.end())
            throw ShapeError{path, std::to_string(shared->second + 1) + " nodes are labelled " + jsonQuote(label) +
                                       "; an answer names nodes by labels that belong to one node"};
        return it->second;
    }

private:
    std::unordered_map<std::string, NodeId> m_nodes;
    std::unordered_map<std::string, std::size_t> m_shared;
};

constexpr std::string_view kValueExpected = R"(expected a number, "inf", "-inf" or a bound such as "≤ 2" or ">= 5")";
constexpr std::string_view kNumberExpected = R"(expected a number or one of "inf", "+inf", "-inf")";

AnswerValue valueAt(const json& v, const std::string& path) {
    AnswerValue out;
    if (v.is_number()) {
        out.value = v.get<double>();
        return out;
    }
    if (v.is_string() && parseAnswerValue(v.get_ref<const std::string&>(), out)) return out;
    throw ShapeError{path, std::string(kValueExpected) + ", got " + describe(v)};
}

Value numberAt(const json& v, const std::string& path) {
    if (v.is_number()) return v.get<double>();
    Value out;
    if (v.is_string() && parseNumber(trimmed(v.get_ref<const std::string&>()), out)) return out;
    throw ShapeError{path, std::string(kNumberExpected) + ", got " + describe(v)};
}

const json& objectAt(const json& v, const std::string& path, std::string_view what) {
    if (!v.is_object()) throw ShapeError{path, "expected an object " + std::string(what) + ", got " + describe(v)};
    return v;
}

Answer answerFrom(const json& doc, const Tree& tree) {
    if (!doc.is_object())
        throw ShapeError{"at the top level",
                         R"(expected an answer object such as {"values": {"B": 3}, "pruned": ["C2"]}, got )" + describe(doc)};
    static const std::vector<std::string> known{"values", "pruned", "alpha_beta", "student"};
    for (const auto& [key, value] : doc.items()) {
        if (key == "$schema") continue;
        if (std::find(known.begin(), known.end(), key) == known.end())
            throw ShapeError{"at the top level",
                             "unknown key " + jsonQuote(key) + "; expected one of values, pruned, alpha_beta, student"};
    }
    const LabelIndex labels(tree);
    Answer answer;
    if (const auto it = doc.find("student"); it != doc.end()) {
        if (!it->is_string()) throw ShapeError{"/student", "expected a name (a string), got " + describe(*it)};
        answer.student = it->get<std::string>();
    }
    if (const auto it = doc.find("values"); it != doc.end()) {
        for (const auto& [label, value] :
             objectAt(*it, "/values", R"(from node labels to values, such as {"B": 3, "C": "≤ 2"})").items()) {
            const std::string path = "/values" + pointerToken(label);
            answer.values[labels.find(label, path)] = valueAt(value, path);
        }
    }
    if (const auto it = doc.find("pruned"); it != doc.end()) {
        if (!it->is_array())
            throw ShapeError{"/pruned", R"(expected an array of node labels, such as ["C2", "C3"], got )" + describe(*it)};
        for (std::size_t i = 0; i < it->size(); ++i) {
            const json& label = (*it)[i];
            const std::string path = "/pruned/" + std::to_string(i);
            if (!label.is_string()) throw ShapeError{path, "expected a node label (a string), got " + describe(label)};
            answer.pruned.push_back(labels.find(label.get<std::string>(), path));
        }
        std::sort(answer.pruned.begin(), answer.pruned.end());
        answer.pruned.erase(std::unique(answer.pruned.begin(), answer.pruned.end()), answer.pruned.end());
    }
    if (const auto it = doc.find("alpha_beta"); it != doc.end()) {
        auto& windows = answer.alphaBeta.emplace();
        for (const auto& [label, pair] :
             objectAt(*it, "/alpha_beta", R"(from node labels to [α, β], such as {"C": [3, 2]})").items()) {
            const std::string path = "/alpha_beta" + pointerToken(label);
            if (!pair.is_array() || pair.size() != 2)
                throw ShapeError{path, R"(expected [α, β]: two numbers or "inf"/"-inf", such as [3, "inf"], got )" +
                                           (pair.is_array() ? "an array of " + std::to_string(pair.size()) : describe(pair))};
            const AlphaBeta w{numberAt(pair[0], path + "/0"), numberAt(pair[1], path + "/1")};
            windows[labels.find(label, path)] = w;
        }
    }
    return answer;
}

std::string plainValueJson(Value v) { return std::isinf(v) ? (v > 0 ? "\"inf\"" : "\"-inf\"") : formatValuePlain(v); }

std::string labelJson(const Tree& tree, NodeId n) {
    return json(tree.label(n)).dump(-1, ' ', false, json::error_handler_t::replace);
}

}  // namespace

std::string answerValueText(const AnswerValue& v) {
    if (v.bound == Bound::Upper) return "≤ " + formatValue(v.value);
    if (v.bound == Bound::Lower) return "≥ " + formatValue(v.value);
    return formatValue(v.value);
}

bool parseAnswerValue(std::string_view text, AnswerValue& out) {
    std::string_view s = trimmed(text);
    Bound bound = Bound::Exact;
    if (consume(s, "≤") || consume(s, "<=")) bound = Bound::Upper;
    else if (consume(s, "≥") || consume(s, ">=")) bound = Bound::Lower;
    s = trimmed(s);
    Value v;
    if (!parseNumber(s, v)) return false;
    out = AnswerValue{v, bound};
    return true;
}

std::string alphaBetaText(const AlphaBeta& w) { return "(" + formatValue(w.alpha) + ", " + formatValue(w.beta) + ")"; }

Answer parseAnswer(std::string_view text, const std::string& name, const Tree& tree) {
    DuplicateKeys duplicates;
    json doc;
    try {
        doc = json::parse(text.begin(), text.end(), std::ref(duplicates));
    } catch (const json::exception& e) {
        // A syntax error, or 406: a number too large for a double, such as 1e400.
        throw AnswerFileError(refusalMessage(name, text, e));
    }
    try {
        if (duplicates.error) throw *duplicates.error;
        return answerFrom(doc, tree);
    } catch (const ShapeError& e) {
        throw AnswerFileError(name + ": " + e.path + ": " + e.message);
    }
}

std::size_t answerByteLimit(const Tree& tree) {
    // An answer names a node at most once in each of "values", "pruned" and "alpha_beta": its
    // label, escaped (\uXXXX: up to six bytes for each byte of the label), and a value, a bound
    // or a window with the punctuation and indentation around it (128 bytes is several times
    // what that takes). 64 KiB more hold the student's name and the braces.
    std::size_t bytes = std::size_t{64} << 10;
    for (NodeId n = 0; n < tree.size() && bytes < kMaxInputBytes; ++n) bytes += 3 * (6 * tree.label(n).size() + 128);
    return std::min(bytes, kMaxInputBytes);
}

Answer loadAnswerFile(Language language, const std::string& path, const Tree& tree) {
    const InputText input = readInputFileAs<AnswerFileError>(
        path, "answer file", answerByteLimit(tree),
        translate(language, "for a tree of {count} nodes", {{"count", std::to_string(tree.size())}}));
    return parseAnswer(input.text, input.name, tree);
}

std::string serializeAnswer(const Answer& answer, const Tree& tree) {
    std::string out = "{\n";
    if (!answer.student.empty())
        out += "  \"student\": " + json(answer.student).dump(-1, ' ', false, json::error_handler_t::replace) + ",\n";
    out += "  \"values\": {";
    const char* sep = "\n";
    for (const auto& [n, v] : answer.values) {
        const std::string value = v.bound == Bound::Exact ? plainValueJson(v.value)
                                                          : "\"" + std::string(v.bound == Bound::Upper ? "≤ " : "≥ ") +
                                                                formatValuePlain(v.value) + "\"";
        out += sep + std::string("    ") + labelJson(tree, n) + ": " + value;
        sep = ",\n";
    }
    out += answer.values.empty() ? "},\n" : "\n  },\n";
    out += "  \"pruned\": [";
    for (std::size_t i = 0; i < answer.pruned.size(); ++i) out += (i ? ", " : "") + labelJson(tree, answer.pruned[i]);
    out += "]";
    if (answer.alphaBeta) {
        out += ",\n  \"alpha_beta\": {";
        sep = "\n";
        for (const auto& [n, w] : *answer.alphaBeta) {
            out += sep + std::string("    ") + labelJson(tree, n) + ": [" + plainValueJson(w.alpha) + ", " +
                   plainValueJson(w.beta) + "]";
            sep = ",\n";
        }
        out += answer.alphaBeta->empty() ? "}" : "\n  }";
    }
    out += "\n}\n";
    return out;
}

Answer answerKey(const Trace& trace, bool withAlphaBeta) {
    const Tree& tree = trace.tree();
    Answer key;
    if (withAlphaBeta) key.alphaBeta.emplace();
    for (NodeId n = 0; n < tree.size(); ++n) {
        if (tree.isLeaf(n) || trace.finishedAt(n) == kNever) continue;
        const Event& exit = trace.events()[trace.finishedAt(n)];
        key.values[n] = AnswerValue{exit.value, exit.bound};
        if (withAlphaBeta) (*key.alphaBeta)[n] = AlphaBeta{exit.alpha, exit.beta};
    }
    key.pruned = trace.prunedRoots();
    std::sort(key.pruned.begin(), key.pruned.end());
    return key;
}

}  // namespace ablab::core

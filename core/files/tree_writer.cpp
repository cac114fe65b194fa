// Writing tree files: a tree read from a document goes back into that document (every byte
// ablab does not edit as it was); any other tree becomes a fresh, pretty-printed document. The
// reader is files/tree_reader.cpp; both are declared in files/tree_file.h.
#include <cmath>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "files/exercise_options.h"
#include "files/lesson_voice.h"
#include "files/staged_files.h"
#include "files/tree_file.h"
#include "files/tree_formats.h"
#include "model/value.h"

namespace ablab::core {

namespace {

using json = nlohmann::json;

// A value in ablab's form: a number, or "inf" / "-inf".
std::string valueJson(Value v) { return std::isinf(v) ? (v > 0 ? "\"inf\"" : "\"-inf\"") : formatValuePlain(v); }

// A leaf's value as the file wrote it when it still says the same value, else in ablab's form.
std::string valueJson(const Tree& tree, NodeId n, const SourceDocument* document) {
    const Value v = tree.value(n);
    if (document && n < document->numberTexts.size() && !document->numberTexts[n].empty()) {
        const std::string& written = document->numberTexts[n];
        if (std::strtod(written.c_str(), nullptr) == v) return written;
    }
    return valueJson(v);
}

std::string stringJson(std::string_view s) { return json(std::string(s)).dump(); }

// A human text in the form it was read: a string, or {"en": …, "zh": …, "vi": …} on one line.
std::string textJson(const LocalizedText& text) {
    if (!text.multilingual()) return stringJson(text.given(Language::English));
    std::string out = "{";
    for (Language language : kLanguages) {
        if (text.given(language).empty()) continue;
        if (out.size() > 1) out += ", ";
        out += "\"" + std::string(languageCode(language)) + "\": " + stringJson(text.given(language));
    }
    return out + "}";
}

// A node object's members before its "value" or "children", each followed by ", ".
std::string nodeMembersJson(const Tree& tree, NodeId n) {
    std::string out;
    const auto member = [&](const char* key, const std::string& value) {
        out += std::string("\"") + key + "\": " + value + ", ";
    };
    if (tree.hasExplicitLabel(n)) member("label", stringJson(tree.label(n)));
    if (!tree.edgeLabel(n).empty()) member("edge_label", stringJson(tree.edgeLabel(n)));
    if (const auto p = tree.playerOverride(n)) member("player", "\"" + std::string(playerName(*p)) + "\"");
    if (tree.isChance(n)) member("player", "\"chance\"");
    if (const auto p = tree.probability(n)) member("probability", valueJson(*p));
    if (tree.hasNote(n)) member("note", textJson(*tree.noteTexts(n)));
    if (!tree.board(n).empty()) member("board", stringJson(tree.board(n)));
    if (const auto score = tree.score(n)) member("score", valueJson(*score));
    return out;
}

// The tree's root as the value of "root": plain nodes stay in shorthand (a number, an array),
// others become objects. Small subtrees go on one line; indentation stops growing past 32
// levels so a deep chain stays linear.
std::string rootJson(const Tree& tree, const SourceDocument* document) {
    std::string out;
    auto plain = [&](NodeId n) {
        return !tree.hasExplicitLabel(n) && !tree.hasNote(n) && tree.board(n).empty() && !tree.playerOverride(n) &&
               !tree.score(n) && tree.edgeLabel(n).empty() && !tree.isChance(n) && !tree.probability(n);
    };
    auto small = [&](NodeId n) { return tree.subtreeEnd(n) - n <= 16; };
    auto indent = [&](std::uint32_t depth) {
        out += '\n' + std::string(2 * (std::min<std::uint32_t>(depth, 32) + 1), ' ');
    };  // "root" sits at depth 0, two spaces in
    struct Open {
        NodeId node;
        std::uint32_t next;
        bool oneLine;
        bool object;
    };
    std::vector<Open> stack;
    auto open = [&](NodeId n, bool oneLine) {
        if (plain(n)) {
            if (tree.isLeaf(n)) {
                out += valueJson(tree, n, document);
                return;
            }
            out += '[';
            stack.push_back({n, 0, oneLine, false});
            return;
        }
        out += '{' + nodeMembersJson(tree, n);
        if (tree.isLeaf(n)) {
            out += "\"value\": " + valueJson(tree, n, document) + "}";
            return;
        }
        out += "\"children\": [";
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
    return out;
}

// A new document around the tree.
std::string freshDocument(const Tree& tree, const SourceDocument* document) {
    std::string out = "{\n";
    const TreeInfo& info = tree.info();
    if (!info.title.empty()) out += "  \"title\": " + textJson(info.title) + ",\n";
    if (!info.description.empty()) out += "  \"description\": " + textJson(info.description) + ",\n";
    if (!info.source.empty()) out += "  \"source\": " + textJson(info.source) + ",\n";
    if (info.exerciseOptions) out += "  \"exercise_options\": " + exerciseOptionsJson(*info.exerciseOptions) + ",\n";
    out += voiceMembersJson(info.voice);
    out += "  \"first_player\": \"" + std::string(playerName(tree.firstPlayer())) + "\",\n";
    if (!info.expectJson.empty()) out += "  \"expect\": " + info.expectJson + ",\n";
    out += "  \"root\": " + rootJson(tree, document);
    out += "\n}\n";
    return out;
}

// One member of a document's top-level object: its key and where its value's text lies.
struct Member {
    std::string key;
    std::size_t begin = 0, end = 0;  // [begin, end) in the text
};

// The top-level members of a JSON object text, found by one pass that only counts brackets
// outside strings (the text has been parsed already, so it is valid JSON).
std::optional<std::vector<Member>> topLevelMembers(std::string_view text) {
    std::vector<Member> members;
    std::size_t depth = 0;
    bool inString = false, expectKey = false;
    std::size_t stringBegin = 0;
    auto valueEnd = [&](std::size_t at) {  // the value ends before `at`, trailing blanks dropped
        std::size_t end = at;
        while (end > members.back().begin && std::isspace(static_cast<unsigned char>(text[end - 1]))) --end;
        members.back().end = end;
    };
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\') ++i;
            else if (c == '"') {
                inString = false;
                if (depth == 1 && expectKey) {
                    members.push_back(Member{json::parse(text.substr(stringBegin, i + 1 - stringBegin)).get<std::string>()});
                    expectKey = false;
                }
            }
            continue;
        }
        switch (c) {
        case '"':
            inString = true;
            stringBegin = i;
            break;
        case '{':
        case '[':
            if (depth == 0 && c != '{') return std::nullopt;
            if (++depth == 1) expectKey = true;
            break;
        case '}':
        case ']':
            if (depth == 1 && !members.empty()) valueEnd(i);
            --depth;
            break;
        case ',':
            if (depth == 1) {
                valueEnd(i);
                expectKey = true;
            }
            break;
        case ':':
            if (depth == 1) {
                std::size_t begin = i + 1;
                while (begin < text.size() && std::isspace(static_cast<unsigned char>(text[begin]))) ++begin;
                members.back().begin = begin;
            }
            break;
        default: break;
        }
    }
    return members;
}

const Member* memberNamed(const std::vector<Member>& members, std::string_view key) {
    for (const Member& m : members)
        if (m.key == key) return &m;
    return nullptr;
}

// The changed tree inside the document it was read from: only "root" and "first_player" are
// rewritten; everything else stays as written.
std::optional<std::string> inDocument(const Tree& tree, const SourceDocument& document) {
    const std::string& text = document.text;
    const std::optional<std::vector<Member>> members = topLevelMembers(text);
    if (!members) return std::nullopt;
    const Member* root = memberNamed(*members, "root");
    if (!root) return std::nullopt;
    const Member* first = memberNamed(*members, "first_player");
    const std::string player = "\"" + std::string(playerName(tree.firstPlayer())) + "\"";
    // Replacements in the order they appear, applied back to front.
    std::vector<std::pair<std::pair<std::size_t, std::size_t>, std::string>> edits;
    edits.push_back({{root->begin, root->end}, rootJson(tree, &document)});
    if (first) {
        edits.push_back({{first->begin, first->end}, player});
    } else if (tree.firstPlayer() != Player::Max) {
        // The line "root" starts on gets "first_player" before it, indented the same way.
        std::size_t line = text.rfind('\n', root->begin);
        line = line == std::string::npos ? 0 : line + 1;
        std::size_t keyAt = line;
        while (keyAt < root->begin && std::isspace(static_cast<unsigned char>(text[keyAt]))) ++keyAt;
        edits.push_back({{keyAt, keyAt}, "\"first_player\": " + player + ",\n" + text.substr(line, keyAt - line)});
    }
    std::sort(edits.begin(), edits.end(), [](const auto& a, const auto& b) { return a.first.first > b.first.first; });
    std::string out = text;
    for (const auto& [span, replacement] : edits) out.replace(span.first, span.second - span.first, replacement);
    return out;
}

bool plainTree(const Tree& tree) {
    for (NodeId n = 0; n < tree.size(); ++n)
        if (tree.hasExplicitLabel(n) || tree.hasNote(n) || !tree.board(n).empty() || tree.playerOverride(n) || tree.isChance(n) ||
            tree.probability(n))
            return false;
    const TreeInfo& info = tree.info();
    return tree.firstPlayer() == Player::Max && info.title.empty() && info.description.empty() && info.source.empty() &&
           info.expectJson.empty() && !info.exerciseOptions && info.voice.empty();
}

}  // namespace

bool sameTree(const Tree& a, const Tree& b) {
    if (a.size() != b.size() || a.firstPlayer() != b.firstPlayer()) return false;
    const TreeInfo &ia = a.info(), &ib = b.info();
    if (ia.title != ib.title || ia.description != ib.description || ia.source != ib.source || ia.expectJson != ib.expectJson ||
        ia.exerciseOptions != ib.exerciseOptions || ia.voice != ib.voice)
        return false;
    for (NodeId n = 0; n < a.size(); ++n) {
        if (a.parent(n) != b.parent(n) || a.isLeaf(n) != b.isLeaf(n)) return false;
        if (a.isLeaf(n) && a.value(n) != b.value(n)) return false;
        if (a.hasExplicitLabel(n) != b.hasExplicitLabel(n) || (a.hasExplicitLabel(n) && a.label(n) != b.label(n))) return false;
        const LocalizedText *noteA = a.noteTexts(n), *noteB = b.noteTexts(n);
        if ((noteA ? *noteA : LocalizedText()) != (noteB ? *noteB : LocalizedText())) return false;
        if (a.board(n) != b.board(n) || a.playerOverride(n) != b.playerOverride(n)) return false;
        if (a.isChance(n) != b.isChance(n) || a.probability(n) != b.probability(n)) return false;
    }
    return true;
}

std::string serializeTree(const Tree& tree) {
    const SourceDocument* document = tree.info().document.get();
    if (document) {
        try {
            // Unchanged: the file as it was, byte for byte.
            if (sameTree(parseTree(Language::English, document->text, "the tree as read"), tree)) return document->text;
        } catch (const TreeFileError&) {
        }
        const std::size_t start = document->text.find_first_not_of(" \t\r\n");
        const bool shorthand = start != std::string::npos && document->text[start] != '{';
        if (!shorthand) {
            if (std::optional<std::string> out = inDocument(tree, *document)) return *out;
        } else if (plainTree(tree)) {
            return rootJson(tree, document) + "\n";
        }
    }
    return freshDocument(tree, document);
}

void writeFileAtomically(Language language, const std::string& path, std::string_view contents, Replace replace) {
    StagedFiles staged(language);
    staged.stageText(path, contents, replace);
    staged.commit();
}

void saveTreeFile(Language language, const Tree& tree, const std::string& path) {
    const std::string text = treeTextForPath(language, tree, path);
    try {
        writeFileAtomically(language, path, text);
    } catch (const std::runtime_error& e) {
        throw TreeFileError(e.what());
    }
}

}  // namespace ablab::core

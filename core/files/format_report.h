#pragma once
// What a conversion between tree formats could not carry over, said in one line: a CS188 file's
// `alg` line on the way in, the leaf labels an AIMA list has no place for on the way out.
// Nothing is dropped silently.
#include <cstddef>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "model/tree.h"

namespace ablab::core {

// A tree written in another format, and what that format could not hold ("" when nothing).
struct WrittenTree {
    std::string text;
    std::string leftOut;
};

// Counts things of one kind and remembers the first few, for "9 leaf labels (B1, B2, B3, …)".
class ExampleTally {
public:
    void add(std::string_view example);
    std::size_t count() const { return m_count; }
    // "" when nothing was counted.
    std::string describe(Language language, std::string_view singular, std::string_view plural) const;

private:
    std::size_t m_count = 0;
    std::vector<std::string> m_first;
};

// The items of a one-line report, in the order they were found.
class LeftOut {
public:
    void add(std::string item) {
        if (!item.empty()) m_items.push_back(std::move(item));
    }
    bool empty() const { return m_items.empty(); }
    std::string line() const;  // the items joined with "; "

private:
    std::vector<std::string> m_items;
};

// What only a JSON tree document holds, counted as a writer of another format walks the tree:
// nodes' notes, boards and edge labels, then the document's expect block and exercise options.
// A format that keeps one of them (CS188 keeps edge labels as actions, win and lose notes as
// states) adds to the other tallies itself instead of calling count().
struct DocumentOnlyTally {
    ExampleTally notes, boards, edgeLabels;

    void count(const Tree& tree, NodeId n);
    // A writer's whole report: the format's own items first (each "" when nothing), then these:
    // "9 leaf labels (B1, B2, B3, …); 2 notes (B, C); 1 board (A); the expect block; …".
    std::string leftOutLine(Language language, std::initializer_list<std::string> formatItems, const Tree& tree) const;
};

// A format with one text per field keeps the English: "the zh and vi texts of the title and
// description" when the tree has others ("" when it has none).
std::string otherLanguagesLeftOut(Language language, const TreeInfo& info);

}  // namespace ablab::core

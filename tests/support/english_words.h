#pragma once
// Finding English words left in a text that should be in Chinese or Vietnamese: the words of a
// list, wherever they stand alone. A run of ASCII letters glued to a non-ASCII letter is part of
// a Vietnamese word ("nút" splits as "n", "t") and is not one.
#include <cctype>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "support/text_runs.h"

namespace ablab::testing {

struct FoundWord {
    std::string word;  // lowercased
    std::size_t at;    // where it starts in the text
};

// With `identifiers`, digits and '_' belong to a word, so "is_leaf" and "LOOP1" are words of
// their own, not "leaf" and "loop" (pseudocode keeps such names as the notes write them).
inline std::vector<FoundWord> englishWordsIn(const std::string& text, const std::set<std::string>& words,
                                             bool identifiers = false) {
    std::vector<FoundWord> found;
    const auto letter = [&](std::size_t at) {
        const auto c = static_cast<unsigned char>(text[at]);
        return std::isalpha(c) != 0 || (identifiers && (std::isdigit(c) != 0 || c == '_'));
    };
    forEachRun(text, letter, letter, [&](std::size_t i, std::size_t end) {
        std::string word = text.substr(i, end - i);
        for (char& c : word) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        const bool glued = (i > 0 && static_cast<unsigned char>(text[i - 1]) >= 0x80) ||
                           (end < text.size() && static_cast<unsigned char>(text[end]) >= 0x80);
        if (!glued && words.count(word)) found.push_back({std::move(word), i});
    });
    return found;
}

}  // namespace ablab::testing

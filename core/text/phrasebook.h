#pragma once
// The catalogue's words for one language, each looked up once. translate() searches the whole
// catalogue every time; whoever writes thousands of sentences in a row (the trace table: a row
// per event, 47,829 for the whole tic-tac-toe game) asks for the same few templates again and
// again, and appends each sentence where it goes instead of making a string of it. One
// phrasebook per writer, never shared between threads (it remembers what it looked up).
#include <array>
#include <initializer_list>
#include <string>
#include <utility>

#include "text/translate.h"

namespace ablab::core {

class Phrasebook {
public:
    explicit Phrasebook(Language language) : m_language(language) {}
    Language language() const { return m_language; }

    // translate(language(), english), remembered by the text's address.
    const char* translate(const char* english);
    // Appends the translation of `english` to `out` with each {name} replaced by its value.
    void translate(std::string& out, const char* english, std::initializer_list<ArgumentView> arguments) {
        appendSubstituted(out, translate(english), std::span<const ArgumentView>(arguments.begin(), arguments.size()));
    }

private:
    Language m_language;
    // (english, translated) by the english text's address; a full table only stops remembering.
    std::array<std::pair<const char*, const char*>, 128> m_seen{};
};

}  // namespace ablab::core

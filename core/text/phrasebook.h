#pragma once
// The catalogue's words for one language, each looked up and read once. translate() searches the
// whole catalogue and reads the pattern for its {name}s every time; whoever writes thousands of
// sentences in a row (the trace table: a row per event, 47,829 for the whole tic-tac-toe game)
// asks for the same few patterns again and again, and appends each sentence where it goes
// instead of making a string of it. One phrasebook per writer, never shared between threads (it
// remembers what it looked up).
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "text/translate.h"

namespace ablab::core {

class Phrasebook {
public:
    // Whether it remembers: a writer of one sentence (explain()) gains nothing from it.
    enum class Memory : bool { None, Kept };
    explicit Phrasebook(Language language, Memory memory = Memory::Kept)
        : m_language(language), m_seen(memory == Memory::Kept ? kRemembered : 0) {}
    Language language() const { return m_language; }

    // translate(language(), english). `english` is remembered by its address, so it must be a
    // text that lives as long as the program and never changes (a literal, as the catalogue's are).
    std::string_view translate(const char* english);
    // Appends the translation of `english` to `out` with each {name} replaced by its value.
    void translate(std::string& out, const char* english, std::initializer_list<ArgumentView> arguments);

private:
    struct Entry {
        const char* english = nullptr;
        std::string_view translated;
        std::vector<PatternPiece> pieces;
    };
    // The remembered entry of `english`, made if need be; null when none is free.
    const Entry* entry(const char* english);

    static constexpr std::size_t kRemembered = 128;  // a power of two: a slot is the hash's low bits
    static_assert((kRemembered & (kRemembered - 1)) == 0);
    Language m_language;
    std::vector<Entry> m_seen;  // by the english text's address; empty when it remembers nothing
};

}  // namespace ablab::core

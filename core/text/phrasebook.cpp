#include "text/phrasebook.h"

#include <cstdint>

namespace ablab::core {

const Phrasebook::Entry* Phrasebook::entry(const char* english) {
    // Open addressing on the address: the texts are literals, each at one address for the program's life.
    const auto hash = static_cast<std::size_t>(reinterpret_cast<std::uintptr_t>(english) >> 3);
    for (std::size_t probe = 0; probe < m_seen.size(); ++probe) {
        Entry& e = m_seen[(hash + probe) & (kRemembered - 1)];
        if (e.english == english) return &e;
        if (e.english == nullptr) {
            e.english = english;
            e.translated = core::translate(m_language, english);
            splitPattern(e.translated, e.pieces);
            return &e;
        }
    }
    return nullptr;
}

std::string_view Phrasebook::translate(const char* english) {
    const Entry* e = entry(english);
    return e ? e->translated : std::string_view(core::translate(m_language, english));
}

void Phrasebook::translate(std::string& out, const char* english, std::initializer_list<ArgumentView> arguments) {
    const std::span<const ArgumentView> values(arguments.begin(), arguments.size());
    if (const Entry* e = entry(english)) appendSubstituted(out, e->translated, e->pieces, values);
    else appendSubstituted(out, core::translate(m_language, english), values);
}

}  // namespace ablab::core

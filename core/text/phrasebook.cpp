#include "text/phrasebook.h"

#include <cstdint>

namespace ablab::core {

const char* Phrasebook::translate(const char* english) {
    // Open addressing on the address: the texts are literals, each at one address for the program's life.
    const auto hash = static_cast<std::size_t>(reinterpret_cast<std::uintptr_t>(english) >> 3);
    for (std::size_t probe = 0; probe < m_seen.size(); ++probe) {
        auto& [key, translated] = m_seen[(hash + probe) % m_seen.size()];
        if (key == english) return translated;
        if (key == nullptr) {
            key = english;
            translated = core::translate(m_language, english);
            return translated;
        }
    }
    return core::translate(m_language, english);
}

}  // namespace ablab::core

#pragma once
// A human text of a tree file (title, description, source, a node's note): one string for every
// reader, or one per language as the file's {"en": …, "zh": …, "vi": …} object gives it. A
// teacher in Hefei sees the Chinese, a reader whose language the file lacks the English.
#include <array>
#include <string>
#include <string_view>

#include "text/translate.h"

namespace ablab::core {

class LocalizedText {
public:
    LocalizedText() = default;
    // One text for every language (a plain string in the file).
    LocalizedText(std::string text) { m_texts[0] = std::move(text); }      // NOLINT(google-explicit-constructor)
    LocalizedText(const char* text) : LocalizedText(std::string(text)) {}  // NOLINT(google-explicit-constructor)

    // The text in `language`; else the English; else the first language given.
    const std::string& in(Language language) const {
        if (!m_multilingual) return m_texts[0];
        const std::string& own = m_texts[slot(language)];
        if (!own.empty()) return own;
        for (const std::string& other : m_texts)  // English first
            if (!other.empty()) return other;
        return own;
    }
    // Exactly what the file gave for one language ("" when it gave none; a plain text is English).
    const std::string& given(Language language) const { return m_texts[slot(language)]; }
    void set(Language language, std::string text) {
        m_texts[slot(language)] = std::move(text);
        m_multilingual = true;
    }

    // No text in any language (so in(language) is empty for every language).
    bool empty() const {
        for (const std::string& text : m_texts)
            if (!text.empty()) return false;
        return true;
    }
    // Written as an object of languages, so the writer writes it back as one.
    bool multilingual() const { return m_multilingual; }

    friend bool operator==(const LocalizedText&, const LocalizedText&) = default;

private:
    static std::size_t slot(Language language) { return static_cast<std::size_t>(language); }
    std::array<std::string, std::size(kLanguages)> m_texts;  // by Language; English first
    bool m_multilingual = false;
};

}  // namespace ablab::core

#include "text/translate.h"

#include <algorithm>
#include <cstdlib>

#include "text/catalogue.h"

namespace ablab::core {

std::string_view languageCode(Language language) {
    switch (language) {
    case Language::English: return "en";
    case Language::Chinese: return "zh";
    case Language::Vietnamese: return "vi";
    }
    return "en";
}

std::string_view languageName(Language language) {
    switch (language) {
    case Language::English: return "English";
    case Language::Chinese: return "简体中文";
    case Language::Vietnamese: return "Tiếng Việt";
    }
    return "English";
}

bool parseLanguage(std::string_view code, Language& out) {
    for (Language language : kLanguages) {
        if (code == languageCode(language)) {
            out = language;
            return true;
        }
    }
    return false;
}

Language languageFromEnvironment() {
    for (const char* variable : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
        const char* value = std::getenv(variable);
        if (value == nullptr || *value == '\0') continue;
        const std::string_view locale(value);
        if (locale.starts_with("zh")) return Language::Chinese;
        if (locale.starts_with("vi")) return Language::Vietnamese;
        return Language::English;
    }
    return Language::English;
}

const char* translate(Language language, const char* english) {
    const auto entries = catalogueEntries(languageCode(language));
    const std::string_view key(english);
    const auto found = std::lower_bound(entries.begin(), entries.end(), key,
                                        [](const CatalogueEntry& e, std::string_view k) { return e.english < k; });
    // Every catalogue string is a literal in the generated source, so data() ends in '\0'.
    return found != entries.end() && found->english == key ? found->translated.data() : english;
}

namespace {

// How a pattern reads, for translate() and the phrasebook alike: a '{' with a '}' after it and no
// other '{' between opens a placeholder {name}; everything else is text as written.
template <class OnText, class OnPlaceholder>
void readPattern(std::string_view pattern, OnText onText, OnPlaceholder onPlaceholder) {
    for (std::size_t i = 0; i < pattern.size();) {
        const std::size_t next = std::min(pattern.find('{', i + 1), pattern.size());
        const std::size_t close = pattern[i] == '{' ? pattern.find('}', i) : std::string_view::npos;
        if (close != std::string_view::npos && close < next) {
            onPlaceholder(i + 1, close - i - 1);
            i = close + 1;
        } else {  // up to the next '{' at once
            onText(i, next - i);
            i = next;
        }
    }
}

// A placeholder's value (the last argument of its name's), or the placeholder as written when no
// argument has its name.
template <class Argument>
void appendArgument(std::string& out, std::string_view name, std::span<const Argument> arguments) {
    // The first letters compared first: many names have one length ({node}, {role}), and few a first letter.
    for (auto a = arguments.rbegin(); a != arguments.rend(); ++a)
        if (a->name.size() == name.size() && (name.empty() || a->name[0] == name[0]) && a->name == name) {
            out += a->value;
            return;
        }
    out += '{';
    out += name;
    out += '}';
}

}  // namespace

std::string translate(Language language, const char* english, std::initializer_list<TextArgument> arguments) {
    const std::string_view pattern = translate(language, english);
    const std::span<const TextArgument> values(arguments.begin(), arguments.size());
    std::string text;
    text.reserve(pattern.size() + 16);
    readPattern(
        pattern, [&](std::size_t begin, std::size_t size) { text.append(pattern, begin, size); },
        [&](std::size_t begin, std::size_t size) { appendArgument(text, pattern.substr(begin, size), values); });
    return text;
}

void appendSubstituted(std::string& out, std::string_view pattern, std::span<const ArgumentView> arguments) {
    readPattern(
        pattern, [&](std::size_t begin, std::size_t size) { out.append(pattern, begin, size); },
        [&](std::size_t begin, std::size_t size) { appendArgument(out, pattern.substr(begin, size), arguments); });
}

void splitPattern(std::string_view pattern, std::vector<PatternPiece>& pieces) {
    pieces.clear();
    const auto piece = [&](bool placeholder) {
        return [&pieces, placeholder](std::size_t begin, std::size_t size) {
            pieces.push_back({static_cast<std::uint32_t>(begin), static_cast<std::uint32_t>(size), placeholder});
        };
    };
    readPattern(pattern, piece(false), piece(true));
}

void appendSubstituted(std::string& out, std::string_view pattern, std::span<const PatternPiece> pieces,
                       std::span<const ArgumentView> arguments) {
    for (const PatternPiece& p : pieces) {
        if (p.placeholder) appendArgument(out, pattern.substr(p.begin, p.size), arguments);
        else out.append(pattern, p.begin, p.size);
    }
}

std::string outOfRange(Language language, std::string_view option, std::int64_t low, std::int64_t high, std::int64_t value) {
    return translate(language, "{option} expects {low} to {high}, got {value}",
                     {{"option", std::string(option)},
                      {"low", std::to_string(low)},
                      {"high", std::to_string(high)},
                      {"value", std::to_string(value)}});
}

}  // namespace ablab::core

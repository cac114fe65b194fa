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

// {name} is replaced by its argument's value; a brace that names no argument stays as written.
template <class Argument>
void substitute(std::string& out, std::string_view pattern, std::span<const Argument> arguments) {
    for (std::size_t i = 0; i < pattern.size();) {
        const std::size_t close = pattern[i] == '{' ? pattern.find('}', i) : std::string_view::npos;
        const Argument* argument = nullptr;
        if (close != std::string_view::npos) {
            const std::string_view name = pattern.substr(i + 1, close - i - 1);
            for (const Argument& a : arguments)
                if (a.name == name) argument = &a;
        }
        if (argument != nullptr) {
            out += argument->value;
            i = close + 1;
        } else {  // up to the next '{' at once
            const std::size_t next = std::min(pattern.find('{', i + 1), pattern.size());
            out.append(pattern, i, next - i);
            i = next;
        }
    }
}

}  // namespace

std::string translate(Language language, const char* english, std::initializer_list<TextArgument> arguments) {
    const std::string_view pattern = translate(language, english);
    std::string text;
    text.reserve(pattern.size() + 16);
    substitute(text, pattern, std::span<const TextArgument>(arguments.begin(), arguments.size()));
    return text;
}

void appendSubstituted(std::string& out, std::string_view pattern, std::span<const ArgumentView> arguments) {
    substitute(out, pattern, arguments);
}

std::string outOfRange(Language language, std::string_view option, std::int64_t low, std::int64_t high, std::int64_t value) {
    return translate(language, "{option} expects {low} to {high}, got {value}",
                     {{"option", std::string(option)},
                      {"low", std::to_string(low)},
                      {"high", std::to_string(high)},
                      {"value", std::to_string(value)}});
}

}  // namespace ablab::core

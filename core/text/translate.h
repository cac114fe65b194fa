#pragma once
// The program's words in the reader's language. The code writes English; po/zh.po and po/vi.po
// give the Chinese and Vietnamese (gettext catalogues, compiled in). Placeholders are named,
// "{node} returns {value}", so a translation may put them in its own order.
//
// The language is an argument, never a setting: whoever writes a sentence is told the language by
// its caller (the window its view's, the command line --lang's or the environment's, a background
// job the one it was made with; text/wording.h), so threads may write in different languages.
#include <cstdint>
#include <initializer_list>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace ablab::core {

enum class Language : std::uint8_t { English, Chinese, Vietnamese };
inline constexpr Language kLanguages[] = {Language::English, Language::Chinese, Language::Vietnamese};

// "en", "zh", "vi".
std::string_view languageCode(Language language);
// The language's own name for itself: "English", "简体中文", "Tiếng Việt".
std::string_view languageName(Language language);
bool parseLanguage(std::string_view code, Language& out);
// From LC_ALL, LC_MESSAGES, then LANG (the first one set): "zh_CN.UTF-8" is Chinese,
// "vi_VN" Vietnamese, anything else English.
Language languageFromEnvironment();

// The text in `language`; the English itself when the catalogue has no entry. The result lives
// as long as the program (no allocation, so the window may call it every frame).
const char* translate(Language language, const char* english);

struct TextArgument {
    TextArgument(std::string_view name, std::string value) : name(name), value(std::move(value)) {}
    TextArgument(std::string_view name, std::string_view value) : name(name), value(value) {}  // a node's label
    TextArgument(std::string_view name, const char* value) : name(name), value(value) {}
    std::string_view name;
    std::string value;
};
// Translates, then replaces each {name} with its value.
std::string translate(Language language, const char* english, std::initializer_list<TextArgument> arguments);

// An argument that only points at its value, for a writer of many sentences that appends each
// where it goes (text/phrasebook.h) instead of making a string of it.
struct ArgumentView {
    std::string_view name;
    std::string_view value;
};
// A pattern read once for many sentences: its text as written, and the places of its {name}s.
struct PatternPiece {
    std::uint32_t begin = 0, size = 0;  // in the pattern; a placeholder's name, without its braces
    bool placeholder = false;
};
void splitPattern(std::string_view pattern, std::vector<PatternPiece>& pieces);
// Appends `pattern` (a translation already) with each {name} replaced by its value, read as it goes.
void appendSubstituted(std::string& out, std::string_view pattern, std::span<const ArgumentView> arguments);
// Appends the pattern so split with each {name} replaced by its value, as translate() does.
void appendSubstituted(std::string& out, std::string_view pattern, std::span<const PatternPiece> pieces,
                       std::span<const ArgumentView> arguments);

// "{option} expects {low} to {high}, got {value}": the one sentence every command's range check
// says, in the reader's language.
std::string outOfRange(Language language, std::string_view option, std::int64_t low, std::int64_t high, std::int64_t value);

// Marks a text for translation where it is written (a table of names) while it is translated
// later, where it is shown. The catalogue test finds both forms.
constexpr const char* translatable(const char* english) { return english; }

}  // namespace ablab::core

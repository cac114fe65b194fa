#include "files/writable_text.h"

#include <cstdio>
#include <initializer_list>
#include <string>

#include "files/plain_text.h"
#include "files/text_tokens.h"
#include "text/translate.h"
#include "text/utf8.h"
#include "text/visible_text.h"

namespace ablab::core {

namespace {

// "U+0000", "U+FFFE", or "byte 0xff" for a byte that is not UTF-8 (a tree read from a file holds
// none, but one edited in the window might).
std::string characterAt(Language language, std::string_view text, std::size_t at) {
    char code[16];
    if (utf8SequenceLength(text, at) == 0 && text[at] != '\0') {
        std::snprintf(code, sizeof code, "0x%02x", static_cast<unsigned>(static_cast<unsigned char>(text[at])));
        return translate(language, "byte {byte}", {{"byte", code}});
    }
    std::size_t next = at;
    std::snprintf(code, sizeof code, "U+%04X", static_cast<unsigned>(text[at] == '\0' ? 0 : nextCodePoint(text, next)));
    return code;
}

}  // namespace

void refuseTextsNoTextFileHolds(Language language, const Tree& tree, TreeFormat format) {
    const std::string_view title = treeFormatTitle(language, format);
    const std::pair<const LocalizedText*, const char*> fields[] = {{&tree.info().title, translatable("title")},
                                                                   {&tree.info().source, translatable("source")},
                                                                   {&tree.info().description, translatable("description")}};
    for (const auto& [text, name] : fields) {
        const std::string& english = text->in(Language::English);
        if (const std::size_t at = firstNonTextAt(english); at != std::string::npos)
            failToWrite(
                language, title,
                translate(language, "the {field} holds {character}, which a text file cannot hold; convert --to json keeps it",
                          {{"field", translate(language, name)}, {"character", characterAt(language, english, at)}}));
    }
    for (NodeId n = 0; n < tree.size(); ++n)
        for (const auto& [text, name] :
             {std::pair{tree.label(n), translatable("label")}, std::pair{tree.edgeLabel(n), translatable("edge label")}})
            if (const std::size_t at = firstNonTextAt(text); at != std::string::npos)
                failToWrite(
                    language, title,
                    translate(
                        language,
                        "node {node}'s {field} holds {character}, which a text file cannot hold; convert --to json keeps it",
                        {{"node", visibleText(tree.label(n))},
                         {"field", translate(language, name)},
                         {"character", characterAt(language, text, at)}}));
}

namespace {

// "the line breaks of the title and source": the fields among `fields` holding any of `breaks`.
std::string lineBreaksLeftOut(Language language, std::initializer_list<std::pair<const LocalizedText*, const char*>> fields,
                              std::string_view breaks) {
    std::string names;
    for (const auto& [text, name] : fields)
        if (text->in(Language::English).find_first_of(breaks) != std::string::npos)
            names += (names.empty() ? "" : translate(language, " and ")) + std::string(translate(language, name));
    return names.empty() ? "" : translate(language, "the line breaks of the {fields}", {{"fields", names}});
}

}  // namespace

std::string headerLineBreaksLeftOut(Language language, const TreeInfo& info) {
    return lineBreaksLeftOut(language, {{&info.title, translatable("title")}, {&info.source, translatable("source")}}, "\r\n");
}

std::string carriageReturnsLeftOut(Language language, const TreeInfo& info) {
    return lineBreaksLeftOut(language,
                             {{&info.title, translatable("title")},
                              {&info.source, translatable("source")},
                              {&info.description, translatable("description")}},
                             "\r");
}

std::string withLineFeedsOnly(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '\r') out += text[i];
        else if (i + 1 >= text.size() || text[i + 1] != '\n') out += '\n';
    }
    return out;
}

}  // namespace ablab::core

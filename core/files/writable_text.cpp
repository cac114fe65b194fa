#include "files/writable_text.h"

#include <cstdio>
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

std::string headerLineBreaksLeftOut(Language language, const TreeInfo& info) {
    std::string fields;
    for (const auto& [text, name] :
         {std::pair{&info.title, translatable("title")}, std::pair{&info.source, translatable("source")}})
        if (text->in(Language::English).find_first_of("\r\n") != std::string::npos)
            fields += (fields.empty() ? "" : translate(language, " and ")) + std::string(translate(language, name));
    return fields.empty() ? "" : translate(language, "the line breaks of the {fields}", {{"fields", fields}});
}

}  // namespace ablab::core

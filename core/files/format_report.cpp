#include "files/format_report.h"

#include "text/translate.h"

namespace ablab::core {

namespace {

constexpr std::size_t kExamplesShown = 3;
constexpr std::size_t kExampleLength = 24;

}  // namespace

void ExampleTally::add(std::string_view example) {
    ++m_count;
    if (m_first.size() < kExamplesShown) {
        std::string shown(example.substr(0, kExampleLength));
        if (example.size() > kExampleLength) shown += "…";
        m_first.push_back(std::move(shown));
    }
}

std::string ExampleTally::describe(Language language, std::string_view singular, std::string_view plural) const {
    if (m_count == 0) return {};
    std::string examples;
    for (std::size_t i = 0; i < m_first.size(); ++i) examples += (i > 0 ? ", " : "") + m_first[i];
    if (m_count > m_first.size()) examples += ", …";
    return translate(
        language, "{count} {what} ({examples})",
        {{"count", std::to_string(m_count)}, {"what", std::string(m_count == 1 ? singular : plural)}, {"examples", examples}});
}

std::string LeftOut::line() const {
    std::string text;
    for (const std::string& item : m_items) text += (text.empty() ? "" : "; ") + item;
    return text;
}

void DocumentOnlyTally::count(const Tree& tree, NodeId n) {
    if (tree.hasNote(n)) notes.add(tree.label(n));
    if (!tree.board(n).empty()) boards.add(tree.label(n));
    if (!tree.edgeLabel(n).empty()) edgeLabels.add(tree.edgeLabel(n));
}

std::string DocumentOnlyTally::leftOutLine(Language language, std::initializer_list<std::string> formatItems,
                                           const Tree& tree) const {
    LeftOut left;
    for (const std::string& item : formatItems) left.add(item);
    left.add(notes.describe(language, translate(language, "note"), translate(language, "notes")));
    left.add(boards.describe(language, translate(language, "board"), translate(language, "boards")));
    left.add(edgeLabels.describe(language, translate(language, "edge label"), translate(language, "edge labels")));
    if (!tree.info().expectJson.empty()) left.add(translate(language, "the expect block"));
    if (tree.info().exerciseOptions) left.add(translate(language, "the exercise options (how answers are graded)"));
    left.add(otherLanguagesLeftOut(language, tree.info()));
    return left.line();
}

std::string otherLanguagesLeftOut(Language language, const TreeInfo& info) {
    std::string languages, fields;
    for (Language given : kLanguages) {
        if (given == Language::English) continue;
        for (const LocalizedText* text : {&info.title, &info.description, &info.source})
            if (!text->given(given).empty() && text->multilingual()) {
                languages +=
                    std::string(languages.empty() ? "" : translate(language, " and ")) + std::string(languageCode(given));
                break;
            }
    }
    if (languages.empty()) return "";
    const std::pair<const LocalizedText*, const char*> named[] = {{&info.title, translatable("title")},
                                                                  {&info.description, translatable("description")},
                                                                  {&info.source, translatable("source")}};
    std::vector<const char*> which;
    for (const auto& [text, name] : named)
        if (text->multilingual()) which.push_back(name);
    for (std::size_t i = 0; i < which.size(); ++i)
        fields += std::string(i == 0                  ? ""
                              : i + 1 == which.size() ? translate(language, " and ")
                                                      : translate(language, ", ")) +
                  translate(language, which[i]);
    return translate(language, "the {languages} texts of the {fields}", {{"languages", languages}, {"fields", fields}});
}

}  // namespace ablab::core

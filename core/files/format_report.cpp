#include "files/format_report.h"

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

std::string ExampleTally::describe(std::string_view singular, std::string_view plural) const {
    if (m_count == 0) return {};
    std::string text = std::to_string(m_count) + " " + std::string(m_count == 1 ? singular : plural) + " (";
    for (std::size_t i = 0; i < m_first.size(); ++i) text += (i > 0 ? ", " : "") + m_first[i];
    return text + (m_count > m_first.size() ? ", …)" : ")");
}

std::string LeftOut::line() const {
    std::string text;
    for (const std::string& item : m_items) text += (text.empty() ? "" : "; ") + item;
    return text;
}

}  // namespace ablab::core

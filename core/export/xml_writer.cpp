#include "export/xml_writer.h"

#include <stdexcept>

#include "text/utf8.h"

namespace ablab::core {

std::string xmlEscape(std::string_view text) {
    std::string escaped;
    escaped.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        const char c = text[i];
        if (static_cast<unsigned char>(c) < 0x80) {
            ++i;
            switch (c) {
            case '&': escaped += "&amp;"; break;
            case '<': escaped += "&lt;"; break;
            case '>': escaped += "&gt;"; break;
            case '"': escaped += "&quot;"; break;
            default: escaped += static_cast<unsigned char>(c) < 0x20 && c != '\t' && c != '\n' ? ' ' : c;
            }
            continue;
        }
        const std::size_t start = i;
        const char32_t cp = nextCodePoint(text, i);
        // nextCodePoint reads a malformed byte as U+FFFD too; only a real U+FFFD is three bytes.
        const bool malformed = cp == 0xFFFD && i - start != 3;
        if (malformed || cp == 0xFFFE || cp == 0xFFFF || (cp >= 0xD800 && cp <= 0xDFFF) || cp > 0x10FFFF)
            escaped += "\xEF\xBF\xBD";
        else escaped.append(text.substr(start, i - start));
    }
    return escaped;
}

XmlWriter::XmlWriter(Start start) {
    if (start == Start::Declaration) m_text = "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n";
}

void XmlWriter::startTag(std::string_view name, XmlAttributes attributes) {
    m_text += '<';
    m_text += name;
    for (const auto& [key, value] : attributes) {
        m_text += ' ';
        m_text += key;
        m_text += "=\"";
        m_text += xmlEscape(value);
        m_text += '"';
    }
}

XmlWriter& XmlWriter::open(std::string_view name, XmlAttributes attributes) {
    startTag(name, attributes);
    m_text += '>';
    m_open.emplace_back(name);
    return *this;
}

XmlWriter& XmlWriter::leaf(std::string_view name, XmlAttributes attributes) {
    startTag(name, attributes);
    m_text += "/>";
    return *this;
}

XmlWriter& XmlWriter::element(std::string_view name, std::string_view text, XmlAttributes attributes) {
    return open(name, attributes).text(text).close();
}

XmlWriter& XmlWriter::text(std::string_view text) {
    m_text += xmlEscape(text);
    return *this;
}

XmlWriter& XmlWriter::close() {
    if (m_open.empty()) throw std::logic_error("XmlWriter::close with no element open");
    m_text += "</";
    m_text += m_open.back();
    m_text += '>';
    m_open.pop_back();
    return *this;
}

XmlWriter& XmlWriter::append(const XmlWriter& fragment) {
    if (!fragment.m_open.empty()) throw std::logic_error("XmlWriter::append of an unfinished fragment");
    m_text += fragment.m_text;
    return *this;
}

std::string XmlWriter::finish() {
    while (!m_open.empty()) close();
    return std::move(m_text);
}

}  // namespace ablab::core

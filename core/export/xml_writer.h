#pragma once
// XML written one way for every exporter that writes it (SVG, the parts of a PowerPoint deck):
// element and attribute names come from the code, every value and every piece of text from
// xmlEscape, so a label ("<b>", "&", a bidi mark, an emoji) is always text, never markup, and
// the document stays well-formed whatever the label holds.
#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace ablab::core {

// Text as XML character data or a double-quoted attribute value: & < > " escaped. Characters
// XML 1.0 forbids become something it allows: control characters other than tab and newline a
// space, malformed UTF-8 and U+FFFE, U+FFFF the replacement character U+FFFD.
std::string xmlEscape(std::string_view text);

using XmlAttributes = std::initializer_list<std::pair<std::string_view, std::string_view>>;

class XmlWriter {
public:
    // With the `<?xml … standalone="yes"?>` line a part of an Office document starts with, or
    // without it for a fragment that another writer takes in (append).
    enum class Start : std::uint8_t { Declaration, Fragment };
    explicit XmlWriter(Start start = Start::Declaration);

    XmlWriter& open(std::string_view name, XmlAttributes attributes = {});
    // An element with attributes only: <name a="1"/>.
    XmlWriter& leaf(std::string_view name, XmlAttributes attributes = {});
    // An element holding only text: <name>text</name>.
    XmlWriter& element(std::string_view name, std::string_view text, XmlAttributes attributes = {});
    XmlWriter& text(std::string_view text);
    XmlWriter& close();  // the innermost open element
    // A fragment another writer finished: it was escaped there.
    XmlWriter& append(const XmlWriter& fragment);

    // The document, every element still open closed.
    std::string finish();

private:
    void startTag(std::string_view name, XmlAttributes attributes);
    std::string m_text;
    std::vector<std::string> m_open;
};

}  // namespace ablab::core

#pragma once
// A PowerPoint deck read back for the tests: its parts unzipped by libzip, and the few XML
// look-ups the deck tests need, written here apart from the exporter's writer so that they
// check it rather than repeat it.
#include <zip.h>

#include <filesystem>
#include <map>
#include <regex>
#include <string>
#include <vector>

namespace ablab::testing {

// Every part of the archive by its path; empty when it cannot be opened.
inline std::map<std::string, std::string> readDeck(const std::filesystem::path& path) {
    std::map<std::string, std::string> parts;
    int error = 0;
    zip_t* archive = zip_open(path.c_str(), ZIP_RDONLY, &error);
    if (!archive) return parts;
    const zip_int64_t entries = zip_get_num_entries(archive, 0);
    for (zip_int64_t i = 0; i < entries; ++i) {
        zip_stat_t stat;
        if (zip_stat_index(archive, static_cast<zip_uint64_t>(i), 0, &stat) < 0) continue;
        zip_file_t* file = zip_fopen_index(archive, static_cast<zip_uint64_t>(i), 0);
        if (!file) continue;
        std::string contents(static_cast<std::size_t>(stat.size), '\0');
        const zip_int64_t read = zip_fread(file, contents.data(), stat.size);
        zip_fclose(file);
        if (read == static_cast<zip_int64_t>(stat.size)) parts[stat.name] = std::move(contents);
    }
    zip_close(archive);
    return parts;
}

// The elements <name …>…</name> or <name …/> of `xml`, in order (not nested in one another).
inline std::vector<std::string> elementsNamed(const std::string& xml, const std::string& name) {
    std::vector<std::string> found;
    const std::string open = "<" + name, close = "</" + name + ">";
    for (std::size_t at = xml.find(open); at != std::string::npos; at = xml.find(open, at + 1)) {
        const char next = xml[at + open.size()];
        if (next != ' ' && next != '>' && next != '/') continue;
        const std::size_t tagEnd = xml.find('>', at);
        if (xml[tagEnd - 1] == '/') {
            found.push_back(xml.substr(at, tagEnd + 1 - at));
            continue;
        }
        const std::size_t end = xml.find(close, at);
        if (end == std::string::npos) break;
        found.push_back(xml.substr(at, end + close.size() - at));
        at = end;
    }
    return found;
}

// XML's five predefined entities and numeric references, undone.
inline std::string xmlUnescape(const std::string& text) {
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '&') {
            out += text[i];
            continue;
        }
        const std::size_t semicolon = text.find(';', i);
        const std::string entity = text.substr(i + 1, semicolon - i - 1);
        i = semicolon;
        if (entity == "amp") out += '&';
        else if (entity == "lt") out += '<';
        else if (entity == "gt") out += '>';
        else if (entity == "quot") out += '"';
        else if (entity == "apos") out += '\'';
        else out += "?";
    }
    return out;
}

// The value of the first `attribute="…"` in `element`, unescaped; "" if none.
inline std::string attributeOf(const std::string& element, const std::string& attribute) {
    const std::regex pattern("\\s" + attribute + "=\"([^\"]*)\"");
    std::smatch match;
    return std::regex_search(element, match, pattern) ? xmlUnescape(match[1].str()) : std::string();
}

// The text of every <a:t> in `xml`, one string per paragraph (<a:p>), unescaped.
inline std::vector<std::string> paragraphsOf(const std::string& xml) {
    std::vector<std::string> paragraphs;
    for (const std::string& p : elementsNamed(xml, "a:p")) {
        std::string text;
        for (const std::string& t : elementsNamed(p, "a:t")) {
            const std::size_t start = t.find('>') + 1;
            text += xmlUnescape(t.substr(start, t.size() - start - 6));
        }
        paragraphs.push_back(text);
    }
    return paragraphs;
}

}  // namespace ablab::testing

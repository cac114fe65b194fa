#include "files/tree_formats.h"

#include <algorithm>
#include <cctype>
#include <filesystem>

#include "files/aima_list_format.h"
#include "files/cs188_format.h"
#include "files/line_ends.h"
#include "files/plain_text.h"
#include "files/sexpr_format.h"
#include "files/tree_file.h"
#include "files/writable_text.h"
#include "text/translate.h"

namespace ablab::core {

namespace {

// Each format's names: the command line's (--to, --input-format), a sentence's, and the
// extension a file written in it gets. JSON's stand in for a value outside the enum.
struct FormatNames {
    TreeFormat format;
    std::string_view name;
    const char* title;  // in English; treeFormatTitle translates it
    std::string_view extension;
};
constexpr FormatNames kFormatNames[] = {
    {TreeFormat::Json, "json", translatable("ablab's JSON"), ".json"},
    {TreeFormat::Cs188, "cs188", translatable("a CS188 test file"), ".test"},
    {TreeFormat::Sexpr, "sexpr", translatable("an S-expression"), ".sexp"},
    {TreeFormat::Aima, "aima", translatable("an AIMA list"), ".aima"},
};

const FormatNames& namesOf(TreeFormat format) {
    for (const FormatNames& names : kFormatNames)
        if (names.format == format) return names;
    return kFormatNames[0];
}

std::optional<TreeFormat> formatOfExtension(std::string_view path) {
    std::string extension = std::filesystem::path(path).extension().string();
    std::transform(extension.begin(), extension.end(), extension.begin(), [](unsigned char c) { return std::tolower(c); });
    if (extension == ".json") return TreeFormat::Json;
    if (extension == ".test") return TreeFormat::Cs188;
    if (extension == ".sexp" || extension == ".sexpr" || extension == ".scm" || extension == ".lisp") return TreeFormat::Sexpr;
    if (extension == ".aima") return TreeFormat::Aima;
    return std::nullopt;
}

// What the first lines say for sure; nothing when they could be more than one format (a "["
// opens both a JSON shorthand and an AIMA list).
std::optional<TreeFormat> formatOfContent(std::string_view text) {
    constexpr std::size_t kLinesLooked = 200;
    std::size_t at = 0;
    bool hashComments = false;
    for (std::size_t line = 0; line < kLinesLooked && at < text.size(); ++line) {
        const std::size_t end = lineEndFrom(text, at);
        std::string_view content = text.substr(at, end - at);
        at = end == text.size() ? end + 1 : end + lineEndLength(text, end);
        const std::size_t first = content.find_first_not_of(" \t\r");
        if (first == std::string_view::npos) continue;
        content.remove_prefix(first);
        if (content.front() == ';') return TreeFormat::Sexpr;  // only Lisp comments with ';'
        if (content.front() == '#') {
            hashComments = true;
            const std::size_t key = content.find_first_not_of("# \t");
            if (key != std::string_view::npos && content.substr(key).starts_with("branching:")) return TreeFormat::Aima;
            continue;
        }
        if (content.front() == '(') return TreeFormat::Sexpr;
        if (content.front() == '{') return TreeFormat::Json;
        // `key: "…"` or `key: """`, as every CS188 test file's lines are.
        const std::size_t colon = content.find(':');
        if (colon != std::string_view::npos && colon > 0 &&
            std::all_of(content.begin(), content.begin() + static_cast<std::ptrdiff_t>(colon),
                        [](unsigned char c) { return std::isalnum(c) || c == '_'; })) {
            const std::size_t value = content.find_first_not_of(" \t", colon + 1);
            if (value != std::string_view::npos && content[value] == '"') return TreeFormat::Cs188;
        }
        // "leaves = [ … ]": a notebook's Python.
        const std::size_t name = std::min(
            content.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_"), content.size());
        const std::size_t equals = content.find_first_not_of(" \t", name);
        if (name > 0 && equals != std::string_view::npos && content[equals] == '=') return TreeFormat::Aima;
        // JSON has no comments, so a commented list is Python's.
        if (hashComments) return TreeFormat::Aima;
        return std::nullopt;
    }
    return std::nullopt;
}

}  // namespace

bool parseTreeFormat(std::string_view name, TreeFormat& out) {
    for (const FormatNames& names : kFormatNames)
        if (name == names.name) {
            out = names.format;
            return true;
        }
    return false;
}

std::string_view treeFormatName(TreeFormat format) { return namesOf(format).name; }
std::string_view treeFormatTitle(Language language, TreeFormat format) { return translate(language, namesOf(format).title); }
std::string_view treeFormatExtension(TreeFormat format) { return namesOf(format).extension; }

TreeFormat recognizeTreeFormat(std::string_view path, std::string_view text, const TreeReadOptions& options) {
    if (options.format) return *options.format;
    if (options.branching != 0) return TreeFormat::Aima;
    if (const auto byContent = formatOfContent(text)) return *byContent;
    if (const auto byExtension = formatOfExtension(path)) return *byExtension;
    return TreeFormat::Json;
}

TreeFormat treeFormatForPath(std::string_view path) { return formatOfExtension(path).value_or(TreeFormat::Json); }

Tree parseTreeText(Language language, std::string_view text, const std::string& name, TreeFormat format,
                   std::uint32_t branching) {
    // JSON's parseTree checks for itself: it is also called directly.
    if (format != TreeFormat::Json)
        if (auto problem = plainTextProblem(language, text, name)) throw TreeFileError(std::move(*problem));
    switch (format) {
    case TreeFormat::Json: return parseTree(language, text, name);
    case TreeFormat::Cs188: return parseCs188Test(language, text, name);
    case TreeFormat::Sexpr: return parseSexprTree(language, text, name);
    case TreeFormat::Aima: return parseAimaList(language, text, name, branching);
    }
    return parseTree(language, text, name);
}

WrittenTree writeTreeText(Language language, const Tree& tree, TreeFormat format) {
    // Every plain-text writer writes only what its reader takes back (files/writable_text.h).
    if (format != TreeFormat::Json) refuseTextsNoTextFileHolds(language, tree, format);
    switch (format) {
    case TreeFormat::Json: break;
    case TreeFormat::Cs188: return writeCs188Test(language, tree);
    case TreeFormat::Sexpr: return writeSexprTree(language, tree);
    case TreeFormat::Aima: return writeAimaList(language, tree);
    }
    return WrittenTree{serializeTree(tree), {}};
}

std::string treeTextForPath(Language language, const Tree& tree, const std::string& path) {
    const TreeFormat format = treeFormatForPath(path);
    if (format == TreeFormat::Json) return serializeTree(tree);
    try {
        WrittenTree written = writeTreeText(language, tree, format);
        if (written.leftOut.empty()) return std::move(written.text);
        throw TreeFileError(translate(language, "{format} has no place for {items}; save as .json to keep them",
                                      {{"format", std::string(treeFormatTitle(language, format))}, {"items", written.leftOut}}));
    } catch (const TreeFileError& e) {
        throw TreeFileError(path + ": " + e.what());
    }
}

std::string readingNotice(Language language, const TreeInfo& info, bool strict) {
    std::string notice;
    if (info.proposesStrict && !strict) notice = translate(language, "CS188 prunes only when α > β: turn on strict (--strict)");
    if (!info.formatNotes.empty())
        notice += (notice.empty() ? "" : "; ") + translate(language, "not used: {notes}", {{"notes", info.formatNotes}});
    return notice;
}

}  // namespace ablab::core

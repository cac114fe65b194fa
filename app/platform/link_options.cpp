#include "platform/link_options.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <limits>

#include "state/play_session.h"
#include "text/utf8.h"

namespace ablab::app::platform {

namespace {

struct Flag {
    std::string_view word;
    bool core::SearchOptions::*member;
};
constexpr Flag kFlags[] = {{"strict", &core::SearchOptions::strict},
                           {"failhard", &core::SearchOptions::failHard},
                           {"shallow", &core::SearchOptions::shallow},
                           {"negamax", &core::SearchOptions::negamax}};

struct ViewFlag {
    std::string_view word;
    bool ViewOptions::*member;
    std::optional<bool> Link::*given;
};
constexpr ViewFlag kViewFlags[] = {{"dark", &ViewOptions::darkTheme, &Link::darkTheme},
                                   {"squares", &ViewOptions::squareCircleShapes, &Link::squareCircleShapes},
                                   {"edge-windows", &ViewOptions::windowOnEdges, &Link::windowOnEdges},
                                   {"open-lines", &ViewOptions::openLines, &Link::openLines}};

// Splits "a,b,,c" into its non-empty words.
std::vector<std::string_view> words(std::string_view text) {
    std::vector<std::string_view> out;
    while (!text.empty()) {
        const std::size_t comma = text.find(',');
        if (comma != 0) out.push_back(text.substr(0, comma));
        text = comma == std::string_view::npos ? std::string_view() : text.substr(comma + 1);
    }
    return out;
}

// Digits only; a number too long to hold is the largest there is (a step past any end).
bool wholeNumber(std::string_view text, std::size_t& out) {
    if (text.empty()) return false;
    std::size_t value = 0;
    for (char c : text) {
        if (c < '0' || c > '9') return false;
        const auto digit = static_cast<std::size_t>(c - '0');
        value = value > (std::numeric_limits<std::size_t>::max() - digit) / 10 ? std::numeric_limits<std::size_t>::max()
                                                                               : value * 10 + digit;
    }
    out = value;
    return true;
}

// A finite number written in full ("-3", "2.5"): no "inf", no hex, nothing after it.
bool finiteNumber(std::string_view text, double& out) {
    if (text.empty() || text.size() > 40) return false;
    const std::string copy(text);
    char* end = nullptr;
    const double value = std::strtod(copy.c_str(), &end);
    if (end != copy.c_str() + copy.size() || !std::isfinite(value)) return false;
    for (char c : copy)
        if (!(c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E' || (c >= '0' && c <= '9'))) return false;
    out = value;
    return true;
}

bool yes(std::string_view value) { return value.empty() || value == "1" || value == "true" || value == "yes"; }
bool no(std::string_view value) { return value == "0" || value == "false" || value == "no"; }

// Base64url's alphabet: the older compressed form is "z" followed by these only.
bool base64url(std::string_view text) {
    if (text.empty()) return false;
    for (char c : text)
        if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_')) return false;
    return true;
}

// A value as a notice quotes it: every byte that is no UTF-8 text (a link's "%FF", "中文" in
// GBK, "%C3" cut short) and every control character is quoted as a link writes it, "%FF", so
// that a notice is always text (nlohmann refuses to write one that is not, and the page would
// never start) and names what the link said.
std::string quotable(std::string_view value) {
    static constexpr char kHex[] = "0123456789ABCDEF";
    std::string out;
    for (std::size_t at = 0; at < value.size();) {
        const auto byte = static_cast<unsigned char>(value[at]);
        const std::size_t length = byte < 0x20 || byte == 0x7F ? 0 : core::utf8SequenceLength(value, at);
        if (length == 0) {
            out += '%';
            out += kHex[byte >> 4];
            out += kHex[byte & 15];
            ++at;
        } else {
            out.append(value.substr(at, length));
            at += length;
        }
    }
    return out;
}

// A value shown in a notice: quotable, and cut short, so that a whole compressed tree is not
// read out.
std::string shown(std::string_view value) {
    constexpr std::size_t kMost = 40;
    std::string text = quotable(value.substr(0, 4 * kMost));
    if (text.size() <= kMost && value.size() <= 4 * kMost) return text;
    std::size_t cut = std::min(kMost, text.size());
    while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;  // not inside a UTF-8 character
    return text.substr(0, cut) + "…";
}

std::string numberText(double value) {
    std::string text = std::to_string(value);
    while (text.find('.') != std::string::npos && (text.back() == '0' || text.back() == '.')) {
        const bool dot = text.back() == '.';
        text.pop_back();
        if (dot) break;
    }
    return text;
}

// Hex digits of %XX and which characters a written link keeps as they are.
int hexValue(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}
bool keptInLink(char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_' || c == '.' ||
           c == ':' || c == ',' || c == '~' || c == '*';
}
std::string percentEncode(std::string_view text) {
    static constexpr char kHex[] = "0123456789ABCDEF";
    std::string out;
    for (char c : text) {
        if (keptInLink(c)) {
            out += c;
        } else {
            const auto byte = static_cast<unsigned char>(c);
            out += '%';
            out += kHex[byte >> 4];
            out += kHex[byte & 15];
        }
    }
    return out;
}

// The notices of one link, in one language.
class Notices {
public:
    explicit Notices(core::Language language) : m_language(language) {}
    void say(const char* english, std::initializer_list<core::TextArgument> arguments) {
        m_said.push_back(core::translate(m_language, english, arguments));
    }
    std::vector<std::string> take() { return std::move(m_said); }

private:
    core::Language m_language;
    std::vector<std::string> m_said;
};

void readTree(std::string_view value, const LessonExists& lessonExists, Link& link, Notices& notices) {
    std::string_view lesson = value;
    if (lesson.ends_with(".json")) lesson.remove_suffix(5);
    if (value.starts_with(kCompressedPrefix)) {
        link.tree = {LinkTree::Kind::Compressed, std::string(value.substr(kCompressedPrefix.size()))};
    } else if (isLessonName(lesson) && lessonExists(lesson)) {
        link.tree = {LinkTree::Kind::Lesson, std::string(lesson)};
    } else if (value.starts_with('z') && base64url(value.substr(1)) && value.size() > 8) {
        link.tree = {LinkTree::Kind::Compressed, std::string(value.substr(1))};  // the older form
    } else if (value.starts_with('[') || value.starts_with('{')) {
        link.tree = {LinkTree::Kind::Document, std::string(value)};
    } else if (!value.empty()) {
        notices.say(
            core::translatable(
                "The link's tree \"{tree}\" is not a lesson of the library; the default tree (AIMA figure 5.2) opened instead."),
            {{"tree", shown(value)}});
    }
}

void readStep(std::string_view value, Link& link, Notices& notices) {
    std::size_t number = 0;
    if (value == "end") {
        link.step = {LinkStep::Kind::End, 0};
    } else if (value.starts_with("cutoff:") && wholeNumber(value.substr(7), number) && number > 0) {
        link.step = {LinkStep::Kind::Cutoff, number};
    } else if (wholeNumber(value, number)) {
        link.step = {LinkStep::Kind::Number, number};
    } else if (value.starts_with('-') && wholeNumber(value.substr(1), number)) {
        link.step = {LinkStep::Kind::Number, 0};
        notices.say(core::translatable("The link's step {step} is before the first; step 0 opened instead."),
                    {{"step", shown(value)}});
    } else {
        link.step = {LinkStep::Kind::Number, 0};
        notices.say(
            core::translatable("The link's step \"{step}\" is not a step number, end or cutoff:K; step 0 opened instead."),
            {{"step", shown(value)}});
    }
}

void readSearchKey(std::string_view key, std::string_view value, Link& link, Notices& notices) {
    link.searchGiven = true;
    core::SearchOptions& search = link.search;
    if (key == "algorithm") {
        if (!core::parseAlgorithm(value, search.algorithm))
            notices.say(core::translatable("The link's algorithm \"{value}\" is not known; α-β search opened instead."),
                        {{"value", shown(value)}});
    } else if (key == "options") {
        core::SearchOptions parsed = search;
        for (const std::string_view word : words(value)) {
            core::SearchOptions one = parsed;
            if (parseLinkOptions(word, one)) {
                // One word at a time, so that a bad word leaves the good ones.
                if (one.algorithm != core::Algorithm::AlphaBeta) parsed.algorithm = one.algorithm;
                for (const Flag& flag : kFlags) parsed.*flag.member = parsed.*flag.member || one.*flag.member;
            } else {
                notices.say(core::translatable("The link's option \"{value}\" is not known; it was left out."),
                            {{"value", shown(word)}});
            }
        }
        search = parsed;
    } else if (key == "bounds") {
        const auto both = words(value);
        double low = 0, high = 0;
        if (both.size() == 2 && finiteNumber(both[0], low) && finiteNumber(both[1], high) && low <= high)
            search.leafBounds = core::LeafBounds{low, high};
        else
            notices.say(
                core::translatable(
                    "The link's bounds \"{value}\" are not two numbers LO,HI with LO ≤ HI; the tree's smallest and largest leaf are used instead."),
                {{"value", shown(value)}});
    } else if (key == "first-guess") {
        double guess = 0;
        if (finiteNumber(value, guess)) search.firstGuess = guess;
        else
            notices.say(core::translatable("The link's first guess \"{value}\" is not a number; 0 is used instead."),
                        {{"value", shown(value)}});
    } else if (key == "move-limit") {
        std::size_t limit = 0;
        if (wholeNumber(value, limit) && limit <= std::numeric_limits<std::uint32_t>::max())
            search.moveLimit = static_cast<std::uint32_t>(limit);
        else
            notices.say(
                core::translatable("The link's move limit \"{value}\" is not a whole number; every child is searched instead."),
                {{"value", shown(value)}});
    } else if (key == "order") {
        if (!core::parseMoveOrder(value, search.order))
            notices.say(
                core::translatable("The link's order \"{value}\" is not file or score; the file's order is used instead."),
                {{"value", shown(value)}});
    }
}

void readView(std::string_view value, Link& link, Notices& notices) {
    for (const ViewFlag& flag : kViewFlags) link.*flag.given = false;
    for (const std::string_view word : words(value)) {
        bool known = false;
        for (const ViewFlag& flag : kViewFlags)
            if (word == flag.word) known = true, link.*flag.given = true;
        if (!known)
            notices.say(core::translatable("The link's view \"{value}\" is not known; it was left out."),
                        {{"value", shown(word)}});
    }
}

void readSwitch(std::string_view key, std::string_view value, bool& out, Notices& notices) {
    if (yes(value)) out = true;
    else if (no(value)) out = false;
    else
        notices.say(core::translatable("The link's {key}=\"{value}\" is not 1 or 0; it was left out."),
                    {{"key", std::string(key)}, {"value", shown(value)}});
}

}  // namespace

bool isLessonName(std::string_view text) {
    if (text.empty() || text.size() > 100) return false;
    for (char c : text)
        if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_' || c == '.'))
            return false;
    return text.front() != '.';
}

std::string percentDecode(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '+') {
            out += ' ';
        } else if (text[i] == '%' && i + 2 < text.size() && hexValue(text[i + 1]) >= 0 && hexValue(text[i + 2]) >= 0) {
            out += static_cast<char>(hexValue(text[i + 1]) * 16 + hexValue(text[i + 2]));
            i += 2;
        } else {
            out += text[i];
        }
    }
    return out;
}

std::string linkTooLongNotice(std::size_t length, core::Language language) {
    return core::translate(
        language,
        core::translatable(
            "The link is {length} characters long, more than the {most} a link may have; the default tree (AIMA figure 5.2) opened instead."),
        {{"length", std::to_string(length)}, {"most", std::to_string(kMostLinkBytes)}});
}

std::string linkTreeTooLargeNotice(core::Language language) {
    return core::translate(
        language,
        core::translatable(
            "The link's compressed tree unpacks to more than {most} MB, more than a link's tree may be; the default tree (AIMA figure 5.2) opened instead. Open a tree that large as a file."),
        {{"most", std::to_string(kMostLinkTreeBytes >> 20)}});
}

Link parseLink(std::string_view fragment, const LessonExists& lessonExists, core::Language fallback) {
    if (fragment.starts_with('#')) fragment.remove_prefix(1);
    const std::size_t length = fragment.size();
    // Each key as it came, the last of each winning (as URLSearchParams.get would not: a course
    // page that appends "&lang=zh" to a link means the appended one).
    std::vector<std::pair<std::string, std::string>> pairs;
    for (const std::string_view part : [&] {
             std::vector<std::string_view> parts;
             std::string_view rest = fragment;
             while (!rest.empty()) {
                 const std::size_t amp = rest.find('&');
                 if (amp != 0) parts.push_back(rest.substr(0, amp));
                 rest = amp == std::string_view::npos ? std::string_view() : rest.substr(amp + 1);
             }
             return parts;
         }()) {
        const std::size_t equals = part.find('=');
        pairs.emplace_back(percentDecode(part.substr(0, equals)),
                           equals == std::string_view::npos ? std::string() : percentDecode(part.substr(equals + 1)));
    }
    Link link;
    // The language first: every notice is in it.
    core::Language language = fallback;
    bool badLanguage = false;
    std::string badLanguageText;
    for (const auto& [key, value] : pairs) {
        if (key != "lang") continue;
        core::Language parsed;
        if (core::parseLanguage(value, parsed)) {
            link.language = parsed;
            badLanguage = false;
        } else {
            badLanguage = true;
            badLanguageText = value;
        }
    }
    if (link.language) language = *link.language;
    Notices notices(language);
    if (length > kMostLinkBytes) {
        link.notices.push_back(linkTooLongNotice(length, language));
        return link;
    }
    if (badLanguage)
        notices.say(
            core::translatable("The link's language \"{value}\" is not en, zh or vi; the remembered language is used instead."),
            {{"value", shown(badLanguageText)}});
    for (const auto& [key, value] : pairs) {
        if (key == "lang") continue;
        if (key == "tree") {
            link.tree = {};
            link.treeGiven = true;
            readTree(value, lessonExists, link, notices);
        } else if (key == "name") {
            link.name = isLessonName(value) ? value : std::string();
        } else if (key == "step") {
            readStep(value, link, notices);
        } else if (key == "notation") {
            core::Notation notation;
            if (core::parseNotation(value, notation)) link.notation = notation;
            else
                notices.say(
                    core::translatable("The link's notation \"{value}\" is not known; the remembered notation is used instead."),
                    {{"value", shown(value)}});
        } else if (key == "algorithm" || key == "options" || key == "bounds" || key == "first-guess" || key == "move-limit" ||
                   key == "order") {
            readSearchKey(key, value, link, notices);
        } else if (key == "view") {
            readView(value, link, notices);
        } else if (key == "presentation") {
            readSwitch(key, value, link.presentation, notices);
        } else if (key == "practice") {
            readSwitch(key, value, link.practice, notices);
        } else if (key == "predict") {
            readSwitch(key, value, link.predict, notices);
        } else if (key == "present") {
            // The server's tokens are letters, digits, '-' and '_' (core/live): anything else is a
            // link cut or mistyped, said so rather than refused by the server later.
            const bool token =
                !value.empty() && value.size() <= 64 &&
                std::all_of(value.begin(), value.end(), [](unsigned char c) { return std::isalnum(c) || c == '-' || c == '_'; });
            if (token) link.presenterToken = value;
            else
                notices.say(
                    core::translatable("The link's presenter token is not one `ablab serve` prints; the page does not present."),
                    {});
        } else if (key == "play") {
            if (parsePlayGame(value)) link.play = std::string(value);
            else
                notices.say(
                    core::translatable(
                        "The link's game \"{value}\" is not one ablab plays (tictactoe, connect4, gomoku, nim); it was left out."),
                    {{"value", shown(value)}});
        } else {
            notices.say(core::translatable("The link's \"{key}\" is not something a link can say; it was left out."),
                        {{"key", shown(key)}});
        }
    }
    link.notices = notices.take();
    return link;
}

std::size_t resolveLinkStep(const LinkStep& step, std::size_t last, const std::vector<std::size_t>& cutoffSteps,
                            std::vector<std::string>& notices, core::Language language) {
    switch (step.kind) {
    case LinkStep::Kind::End: return last;
    case LinkStep::Kind::Number:
        if (step.number <= last) return step.number;
        notices.push_back(core::translate(
            language,
            core::translatable(
                "The link's step {step} is past the end of this run (steps 0 to {last}); the last step opened instead."),
            {{"step", std::to_string(step.number)}, {"last", std::to_string(last)}}));
        return last;
    case LinkStep::Kind::Cutoff:
        if (step.number <= cutoffSteps.size()) return cutoffSteps[step.number - 1];
        notices.push_back(core::translate(
            language,
            core::translatable("The link asks for cutoff {cutoff}, but this run has {count}; the last step opened instead."),
            {{"cutoff", std::to_string(step.number)}, {"count", std::to_string(cutoffSteps.size())}}));
        return last;
    }
    return 0;
}

void applyLink(const Link& link, Settings& settings) {
    if (link.searchGiven || link.treeGiven) settings.options = link.search;
    if (link.language) settings.view.language = *link.language;
    if (link.notation) settings.view.notation = *link.notation;
    for (const ViewFlag& flag : kViewFlags)
        if (const std::optional<bool>& given = link.*flag.given) settings.view.*flag.member = *given;
}

std::string writeLink(const LinkState& state) {
    std::string out;
    const auto put = [&](std::string_view key, std::string_view value) {
        if (!out.empty()) out += '&';
        out += key;
        out += '=';
        out += percentEncode(value);
    };
    if (!state.play.empty()) {
        // A game reopens from its start: the reply on screen, its step and its options are the
        // game's, which plays them anew.
        put("lang", core::languageCode(state.language));
        put("notation", core::notationCode(state.notation));
        put("play", state.play);
        return out;
    }
    if (!state.tree.empty()) put("tree", state.tree);
    if (!state.name.empty()) put("name", state.name);
    put("step", std::to_string(state.step));
    put("lang", core::languageCode(state.language));
    put("notation", core::notationCode(state.notation));
    const core::SearchOptions& search = state.search;
    put("algorithm", core::algorithmName(search.algorithm));
    if (const std::string flags = linkOptionsText(search); !flags.empty()) put("options", flags);
    if (search.leafBounds) put("bounds", numberText(search.leafBounds->low) + "," + numberText(search.leafBounds->high));
    if (search.firstGuess != 0) put("first-guess", numberText(search.firstGuess));
    if (search.moveLimit != 0) put("move-limit", std::to_string(search.moveLimit));
    if (search.order != core::MoveOrder::File) put("order", core::moveOrderName(search.order));
    std::string view;
    for (const ViewFlag& flag : kViewFlags)
        if (state.view.*flag.member) view += (view.empty() ? "" : ",") + std::string(flag.word);
    if (!view.empty()) put("view", view);
    if (state.view.presentation) put("presentation", "1");
    if (state.practice) put("practice", "1");
    if (state.predict) put("predict", "1");
    return out;
}

std::string linkOptionsText(const core::SearchOptions& options) {
    std::string text;
    for (const Flag& flag : kFlags)
        if (options.*flag.member) text += (text.empty() ? "" : ",") + std::string(flag.word);
    return text;
}

bool parseLinkOptions(std::string_view text, core::SearchOptions& options) {
    core::SearchOptions parsed = options;
    for (const std::string_view word : words(text)) {
        bool known = core::parseAlgorithm(word, parsed.algorithm);  // older links put the algorithm here
        for (const Flag& flag : kFlags)
            if (word == flag.word) known = parsed.*flag.member = true;
        if (!known) return false;
    }
    options = parsed;
    return true;
}

}  // namespace ablab::app::platform

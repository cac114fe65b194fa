#include "live/messages.h"

#include <nlohmann/json.hpp>

#include <limits>
#include <type_traits>

#include "text/utf8.h"

namespace ablab::core::live {

namespace {

using nlohmann::json;

constexpr std::int64_t kMaxNumber = std::numeric_limits<std::int32_t>::max();
constexpr std::size_t kShortText = 128;  // a code, a key, a token, a reason

// Reads an object's fields, each once, and says at the end whether every key was read: a
// message with a key its shape does not have is not that message.
class Fields {
public:
    explicit Fields(const json& object) : m_object(object) {}

    bool text(const char* key, std::string& out, std::size_t maxBytes) {
        const auto it = m_object.find(key);
        if (it == m_object.end() || !it->is_string()) return false;
        const auto& value = it->get_ref<const std::string&>();
        if (value.size() > maxBytes) return false;
        out = value;
        return ++m_read, true;
    }
    bool number(const char* key, std::int64_t& out, std::int64_t low, std::int64_t high) {
        const auto it = m_object.find(key);
        if (it == m_object.end() || !it->is_number_integer()) return false;
        if (it->is_number_unsigned() && it->get<std::uint64_t>() > static_cast<std::uint64_t>(high)) return false;
        const std::int64_t value = it->get<std::int64_t>();
        if (value < low || value > high) return false;
        out = value;
        return ++m_read, true;
    }
    // An absent key leaves `out` as it is.
    bool optionalNumber(const char* key, std::int64_t& out, std::int64_t low, std::int64_t high) {
        return !m_object.contains(key) || number(key, out, low, high);
    }
    bool texts(const char* key, std::vector<std::string>& out, std::size_t maxCount, std::size_t maxBytes) {
        const auto it = m_object.find(key);
        if (it == m_object.end() || !it->is_array() || it->size() > maxCount) return false;
        out.clear();
        for (const json& item : *it) {
            if (!item.is_string() || item.get_ref<const std::string&>().size() > maxBytes) return false;
            out.push_back(item.get<std::string>());
        }
        return ++m_read, true;
    }
    bool numbers(const char* key, std::vector<std::int64_t>& out, std::size_t maxCount) {
        const auto it = m_object.find(key);
        if (it == m_object.end() || !it->is_array() || it->size() > maxCount) return false;
        out.clear();
        for (const json& item : *it) {
            if (!item.is_number_integer()) return false;
            if (item.is_number_unsigned() && item.get<std::uint64_t>() > static_cast<std::uint64_t>(kMaxNumber)) return false;
            const std::int64_t value = item.get<std::int64_t>();
            if (value < 0 || value > kMaxNumber) return false;
            out.push_back(value);
        }
        return ++m_read, true;
    }
    // Every key read, "type" included.
    bool complete() const { return m_read + 1 == m_object.size(); }

private:
    const json& m_object;
    std::size_t m_read = 0;
};

// `read` is computed before the call: the fields fill `message`, and an argument's order of
// evaluation is the compiler's.
template <class Message>
std::optional<Message> completed(bool read, const Fields& fields, Message message) {
    if (!read || !fields.complete()) return std::nullopt;
    return message;
}

// The object of a text, and its type; nothing for anything else.
std::optional<json> objectOf(std::string_view text, std::size_t maxBytes, std::string& type) {
    if (text.size() > maxBytes) return std::nullopt;
    json parsed = json::parse(text, nullptr, false);
    if (!parsed.is_object()) return std::nullopt;
    const auto it = parsed.find("type");
    if (it == parsed.end() || !it->is_string()) return std::nullopt;
    type = it->get<std::string>();
    return parsed;
}

std::optional<Step> readStep(Fields& f) {
    Step m;
    const bool ok = f.number("step", m.step, 0, std::int64_t{1} << 53) &&
                    f.text("sentence", m.sentence, kPresenterMessageBytes) &&
                    f.text("lesson", m.lesson, kPresenterMessageBytes) && f.text("link", m.link, kPresenterMessageBytes) &&
                    (m.link.empty() || m.link.front() == '#');
    return completed(ok, f, m);
}

std::optional<Ask> readAsk(Fields& f) {
    Ask m;
    const bool ok = f.number("question", m.question, 0, kMaxNumber) && f.text("text", m.text, kPresenterMessageBytes) &&
                    f.texts("choices", m.choices, kMaxChoices, kPresenterMessageBytes) && m.choices.size() >= 2 &&
                    f.optionalNumber("yours", m.yours, -1, static_cast<std::int64_t>(m.choices.size()) - 1);
    return completed(ok, f, m);
}

std::optional<Close> readClose(Fields& f) {
    Close m;
    const bool ok = f.number("question", m.question, 0, kMaxNumber);
    return completed(ok, f, m);
}

std::optional<Reveal> readReveal(Fields& f) {
    Reveal m;
    const bool ok = f.number("question", m.question, 0, kMaxNumber) && f.number("right", m.right, 0, kMaxChoices - 1) &&
                    f.text("verdict", m.verdict, kPresenterMessageBytes) &&
                    f.optionalNumber("yours", m.yours, -1, kMaxChoices - 1);
    return completed(ok, f, m);
}

template <class Variant, class Message>
std::optional<Variant> widened(std::optional<Message> message) {
    if (!message) return std::nullopt;
    return Variant(std::move(*message));
}

json asJson(std::string_view text) { return json(std::string(text)); }

std::string dumped(const json& object) {
    // Replace, not throw: a caller's string that is not UTF-8 must not end the server.
    return object.dump(-1, ' ', false, json::error_handler_t::replace);
}

}  // namespace

std::optional<PresenterMessage> parsePresenterMessage(std::string_view text) {
    std::string type;
    const std::optional<json> object = objectOf(text, kPresenterMessageBytes, type);
    if (!object) return std::nullopt;
    Fields f(*object);
    if (type == "present") {
        Present m;
        const bool ok = f.text("token", m.token, kShortText);
        return widened<PresenterMessage>(completed(ok, f, m));
    }
    if (type == "step") return widened<PresenterMessage>(readStep(f));
    if (type == "ask") {
        std::optional<Ask> ask = readAsk(f);
        if (ask && ask->yours != -1) return std::nullopt;  // the presenter has no answer of its own
        return widened<PresenterMessage>(std::move(ask));
    }
    if (type == "close") return widened<PresenterMessage>(readClose(f));
    if (type == "reveal") {
        std::optional<Reveal> reveal = readReveal(f);
        if (reveal && reveal->yours != -1) return std::nullopt;
        return widened<PresenterMessage>(std::move(reveal));
    }
    if (type == "end") return widened<PresenterMessage>(completed(true, f, End{}));
    return std::nullopt;
}

std::optional<StudentMessage> parseStudentMessage(std::string_view text) {
    std::string type;
    const std::optional<json> object = objectOf(text, kStudentMessageBytes, type);
    if (!object) return std::nullopt;
    Fields f(*object);
    if (type == "join") {
        Join m;
        const bool ok = f.text("code", m.code, kShortText) && f.text("name", m.name, kStudentMessageBytes);
        return widened<StudentMessage>(completed(ok, f, m));
    }
    if (type == "rejoin") {
        Rejoin m;
        const bool ok =
            f.text("code", m.code, kShortText) && f.number("id", m.id, 1, kMaxNumber) && f.text("key", m.key, kShortText);
        return widened<StudentMessage>(completed(ok, f, m));
    }
    if (type == "answer") {
        Answer m;
        const bool ok = f.number("question", m.question, 0, kMaxNumber) && f.number("choice", m.choice, 0, kMaxChoices - 1);
        return widened<StudentMessage>(completed(ok, f, m));
    }
    return std::nullopt;
}

std::optional<ServerMessage> parseServerMessage(std::string_view text) {
    std::string type;
    const std::optional<json> object = objectOf(text, std::numeric_limits<std::size_t>::max(), type);
    if (!object) return std::nullopt;
    Fields f(*object);
    if (type == "session") {
        SessionInfo m;
        const bool ok = f.text("code", m.code, kShortText) && f.text("join", m.join, kPresenterMessageBytes) &&
                        f.texts("qr", m.qr, 1024, 1024) && f.number("students", m.students, 0, kMaxNumber);
        return widened<ServerMessage>(completed(ok, f, m));
    }
    if (type == "tally") {
        Tally m;
        const bool ok = f.number("question", m.question, 0, kMaxNumber) && f.number("answered", m.answered, 0, kMaxNumber) &&
                        f.number("students", m.students, 0, kMaxNumber) && f.numbers("counts", m.counts, kMaxChoices);
        return widened<ServerMessage>(completed(ok, f, m));
    }
    if (type == "joined") {
        Joined m;
        const bool ok = f.number("id", m.id, 1, kMaxNumber) && f.text("key", m.key, kShortText);
        return widened<ServerMessage>(completed(ok, f, m));
    }
    if (type == "refused") {
        Refused m;
        const bool ok = f.text("reason", m.reason, kShortText);
        return widened<ServerMessage>(completed(ok, f, m));
    }
    if (type == "step") return widened<ServerMessage>(readStep(f));
    if (type == "ask") return widened<ServerMessage>(readAsk(f));
    if (type == "close") return widened<ServerMessage>(readClose(f));
    if (type == "reveal") return widened<ServerMessage>(readReveal(f));
    if (type == "end") return widened<ServerMessage>(completed(true, f, End{}));
    return std::nullopt;
}

std::string writeMessage(const Present& m) { return dumped({{"type", "present"}, {"token", m.token}}); }

std::string writeMessage(const Step& m) {
    return dumped(
        {{"type", "step"}, {"step", m.step}, {"sentence", asJson(m.sentence)}, {"lesson", asJson(m.lesson)}, {"link", m.link}});
}

std::string writeMessage(const Ask& m) {
    json object{{"type", "ask"}, {"question", m.question}, {"text", m.text}, {"choices", m.choices}};
    if (m.yours >= 0) object["yours"] = m.yours;
    return dumped(object);
}

std::string writeMessage(const Close& m) { return dumped({{"type", "close"}, {"question", m.question}}); }

std::string writeMessage(const Reveal& m) {
    json object{{"type", "reveal"}, {"question", m.question}, {"right", m.right}, {"verdict", m.verdict}};
    if (m.yours >= 0) object["yours"] = m.yours;
    return dumped(object);
}

std::string writeMessage(const End&) { return dumped({{"type", "end"}}); }

std::string writeMessage(const SessionInfo& m) {
    return dumped({{"type", "session"}, {"code", m.code}, {"join", m.join}, {"qr", m.qr}, {"students", m.students}});
}

std::string writeMessage(const Tally& m) {
    return dumped(
        {{"type", "tally"}, {"question", m.question}, {"answered", m.answered}, {"students", m.students}, {"counts", m.counts}});
}

std::string writeMessage(const Join& m) { return dumped({{"type", "join"}, {"code", m.code}, {"name", m.name}}); }

std::string writeMessage(const Rejoin& m) { return dumped({{"type", "rejoin"}, {"code", m.code}, {"id", m.id}, {"key", m.key}}); }

std::string writeMessage(const Answer& m) { return dumped({{"type", "answer"}, {"question", m.question}, {"choice", m.choice}}); }

std::string writeMessage(const Joined& m) { return dumped({{"type", "joined"}, {"id", m.id}, {"key", m.key}}); }

std::string writeMessage(const Refused& m) { return dumped({{"type", "refused"}, {"reason", m.reason}}); }

std::string writeMessage(const PresenterMessage& m) {
    return std::visit([](const auto& message) { return writeMessage(message); }, m);
}

std::string writeMessage(const StudentMessage& m) {
    return std::visit([](const auto& message) { return writeMessage(message); }, m);
}

std::string writeMessage(const ServerMessage& m) {
    return std::visit([](const auto& message) { return writeMessage(message); }, m);
}

}  // namespace ablab::core::live

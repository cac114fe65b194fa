#include "live/session.h"

#include <algorithm>
#include <utility>

#include "live/student_name.h"

namespace ablab::core::live {

namespace {

void send(Outbox& out, std::string text, std::vector<ConnectionId> to) {
    if (to.empty()) return;
    out.deliveries.push_back({std::make_shared<const std::string>(std::move(text)), std::move(to)});
}

void refuse(Outbox& out, ConnectionId id, std::string reason) { send(out, writeMessage(Refused{std::move(reason)}), {id}); }

}  // namespace

Session::Session(SessionSetup setup, RandomSource random, Clock::time_point now)
    : m_setup(std::move(setup)), m_random(std::move(random)), m_lastPresenterMessage(now) {}

void Session::connect(ConnectionId connection, Clock::time_point now) {
    m_connections.insert_or_assign(connection,
                                   Connection{Role::Nobody, 0, TokenBucket(m_setup.rules.burst, m_setup.rules.perSecond, now)});
}

Outbox Session::receive(ConnectionId id, std::string_view text, Clock::time_point now) {
    const auto it = m_connections.find(id);
    if (it == m_connections.end()) return {};
    Connection& connection = it->second;
    if (connection.role == Role::Presenter) {
        m_lastPresenterMessage = now;
        return fromPresenter(text);
    }
    // Size first, then rate, then shape: the cheapest test drops the most of a flood.
    if (text.size() > kStudentMessageBytes) {
        ++m_dropped.oversized;
        return {};
    }
    if (!connection.bucket.take(now)) {
        ++m_dropped.tooFast;
        return {};
    }
    if (connection.role == Role::Student) return fromStudent(connection, text);
    Outbox out = fromNobody(id, connection, text);
    if (m_connections.at(id).role == Role::Presenter) m_lastPresenterMessage = now;
    return out;
}

Outbox Session::disconnect(ConnectionId id) {
    Outbox out;
    const auto it = m_connections.find(id);
    if (it == m_connections.end()) return out;
    const bool student = it->second.role == Role::Student;
    if (student) m_record.students[it->second.student].connection.reset();
    m_connections.erase(it);
    if (student) tellPresenters(out);
    return out;
}

Outbox Session::end() {
    Outbox out;
    if (m_ended) return out;
    m_ended = true;
    m_open = false;
    std::vector<ConnectionId> everyone;
    for (const auto& [id, connection] : m_connections)
        if (connection.role != Role::Nobody) everyone.push_back(id);
    send(out, writeMessage(End{}), std::move(everyone));
    return out;
}

std::size_t Session::connectedStudents() const {
    return static_cast<std::size_t>(std::count_if(m_connections.begin(), m_connections.end(),
                                                  [](const auto& entry) { return entry.second.role == Role::Student; }));
}

Outbox Session::fromNobody(ConnectionId id, Connection& connection, std::string_view text) {
    Outbox out;
    if (const std::optional<StudentMessage> message = parseStudentMessage(text)) {
        if (const auto* joining = std::get_if<Join>(&*message)) return join(id, connection, *joining);
        if (const auto* rejoining = std::get_if<Rejoin>(&*message)) return rejoin(id, connection, *rejoining);
        ++m_dropped.forbidden;  // an answer before joining
        return out;
    }
    const std::optional<PresenterMessage> message = parsePresenterMessage(text);
    if (!message) {
        ++m_dropped.malformed;
        return out;
    }
    const auto* present = std::get_if<Present>(&*message);
    if (!present || !sameSecret(present->token, m_setup.token)) {
        ++m_dropped.forbidden;
        if (present) {
            refuse(out, id, "token");
            out.closes.push_back(id);
        }
        return out;
    }
    connection.role = Role::Presenter;
    send(out, sessionText(), {id});
    if (current()) tellPresenters(out);  // a presenter back after a drop sees the tally at once
    return out;
}

Outbox Session::join(ConnectionId id, Connection& connection, const Join& joining) {
    Outbox out;
    if (normalizedCode(joining.code) != m_setup.code) {
        refuse(out, id, "code");
        return out;
    }
    if (m_ended) {
        refuse(out, id, "ended");
        return out;
    }
    std::string name = cleanName(joining.name);
    if (name.empty()) {
        refuse(out, id, "name");
        return out;
    }
    if (m_record.students.size() >= m_setup.rules.maxStudents) {
        refuse(out, id, "full");
        return out;
    }
    m_record.students.push_back({std::move(name), makeSecret(m_random), {}, id});
    connection.role = Role::Student;
    connection.student = m_record.students.size() - 1;
    send(out, writeMessage(Joined{static_cast<std::int64_t>(m_record.students.size()), m_record.students.back().key}), {id});
    catchUp(out, id, connection.student);
    tellPresenters(out);
    return out;
}

Outbox Session::rejoin(ConnectionId id, Connection& connection, const Rejoin& rejoining) {
    Outbox out;
    if (normalizedCode(rejoining.code) != m_setup.code) {
        refuse(out, id, "code");
        return out;
    }
    const auto index = static_cast<std::size_t>(rejoining.id - 1);
    if (index >= m_record.students.size() || !sameSecret(rejoining.key, m_record.students[index].key)) {
        ++m_dropped.forbidden;
        refuse(out, id, "id");
        return out;
    }
    StudentRecord& student = m_record.students[index];
    // The same phone on a new connection: the old one, if the server has not yet seen it drop,
    // is let go, so that one student is one connection.
    if (student.connection && *student.connection != id) {
        const ConnectionId old = *student.connection;
        m_connections.erase(old);
        out.closes.push_back(old);
    }
    student.connection = id;
    connection.role = Role::Student;
    connection.student = index;
    send(out, writeMessage(Joined{rejoining.id, student.key}), {id});
    catchUp(out, id, index);
    tellPresenters(out);
    return out;
}

Outbox Session::fromStudent(Connection& connection, std::string_view text) {
    Outbox out;
    const std::optional<StudentMessage> message = parseStudentMessage(text);
    if (!message) {
        if (parsePresenterMessage(text)) ++m_dropped.forbidden;
        else ++m_dropped.malformed;
        return out;
    }
    const auto* answer = std::get_if<Answer>(&*message);
    AskedQuestion* question = current();
    if (!answer || !question || !m_open || answer->question != question->number ||
        answer->choice >= static_cast<std::int64_t>(question->choices.size())) {
        ++m_dropped.forbidden;
        return out;
    }
    m_record.students[connection.student].answers[question->number] = answer->choice;
    tellPresenters(out);
    return out;
}

Outbox Session::fromPresenter(std::string_view text) {
    Outbox out;
    const std::optional<PresenterMessage> message = parsePresenterMessage(text);
    if (!message) {
        ++m_dropped.malformed;
        return out;
    }
    if (m_ended) return out;
    if (const auto* step = std::get_if<Step>(&*message)) {
        m_step = writeMessage(*step);
        send(out, *m_step, students());
    } else if (const auto* asking = std::get_if<Ask>(&*message)) {
        return ask(*asking);
    } else if (const auto* closing = std::get_if<Close>(&*message)) {
        const AskedQuestion* question = current();
        if (question && m_open && question->number == closing->question) {
            m_open = false;
            send(out, writeMessage(*closing), students());
        }
    } else if (const auto* revealing = std::get_if<Reveal>(&*message)) {
        return reveal(*revealing);
    } else if (std::holds_alternative<End>(*message)) {
        return end();
    }
    return out;
}

Outbox Session::ask(const Ask& asking) {
    Outbox out;
    const auto same = std::find_if(m_record.questions.begin(), m_record.questions.end(),
                                   [&](const AskedQuestion& q) { return q.number == asking.question; });
    if (same == m_record.questions.end()) {
        m_record.questions.push_back({asking.question, asking.text, asking.choices, -1});
        m_question = m_record.questions.size() - 1;
    } else {
        // Asked again (the presenter stepped back): its answers stand unless its choices changed.
        if (same->choices != asking.choices)
            for (StudentRecord& student : m_record.students) student.answers.erase(asking.question);
        same->text = asking.text;
        same->choices = asking.choices;
        same->right = -1;
        m_question = static_cast<std::size_t>(same - m_record.questions.begin());
    }
    m_open = true;
    m_reveal.reset();
    // Each student sees their own answer in it (a re-ask keeps them): one text per answer given.
    std::map<std::int64_t, std::vector<ConnectionId>> byAnswer;
    for (const auto& [id, connection] : m_connections) {
        if (connection.role != Role::Student) continue;
        const auto& answers = m_record.students[connection.student].answers;
        const auto found = answers.find(asking.question);
        byAnswer[found == answers.end() ? -1 : found->second].push_back(id);
    }
    for (auto& [yours, to] : byAnswer) {
        Ask mine = asking;
        mine.yours = yours;
        send(out, writeMessage(mine), std::move(to));
    }
    tellPresenters(out);
    return out;
}

Outbox Session::reveal(const Reveal& revealing) {
    Outbox out;
    AskedQuestion* question = current();
    if (!question || question->number != revealing.question ||
        revealing.right >= static_cast<std::int64_t>(question->choices.size())) {
        ++m_dropped.malformed;
        return out;
    }
    m_open = false;
    question->right = revealing.right;
    m_reveal = revealing;
    std::map<std::int64_t, std::vector<ConnectionId>> byAnswer;
    for (const auto& [id, connection] : m_connections) {
        if (connection.role != Role::Student) continue;
        const auto& answers = m_record.students[connection.student].answers;
        const auto found = answers.find(question->number);
        byAnswer[found == answers.end() ? -1 : found->second].push_back(id);
    }
    for (auto& [yours, to] : byAnswer) {
        Reveal mine = revealing;
        mine.yours = yours;
        send(out, writeMessage(mine), std::move(to));
    }
    return out;
}

void Session::catchUp(Outbox& out, ConnectionId id, std::size_t student) const {
    if (m_step) send(out, *m_step, {id});
    if (const AskedQuestion* question = current()) {
        const auto& answers = m_record.students[student].answers;
        const auto found = answers.find(question->number);
        const std::int64_t yours = found == answers.end() ? -1 : found->second;
        send(out, writeMessage(Ask{question->number, question->text, question->choices, yours}), {id});
        if (m_reveal) {
            Reveal mine = *m_reveal;
            mine.yours = yours;
            send(out, writeMessage(mine), {id});
        } else if (!m_open) {
            send(out, writeMessage(Close{question->number}), {id});
        }
    }
    if (m_ended) send(out, writeMessage(End{}), {id});
}

void Session::tellPresenters(Outbox& out) const {
    std::vector<ConnectionId> to = presenters();
    if (to.empty()) return;
    const AskedQuestion* question = current();
    if (!question) {
        send(out, sessionText(), std::move(to));
        return;
    }
    Tally tally{question->number, 0, static_cast<std::int64_t>(connectedStudents()),
                std::vector<std::int64_t>(question->choices.size(), 0)};
    for (const StudentRecord& student : m_record.students) {
        const auto found = student.answers.find(question->number);
        if (found == student.answers.end()) continue;
        ++tally.answered;
        ++tally.counts[static_cast<std::size_t>(found->second)];
    }
    send(out, writeMessage(tally), std::move(to));
}

std::string Session::sessionText() const {
    return writeMessage(SessionInfo{m_setup.code, m_setup.joinUrl, m_setup.qr, static_cast<std::int64_t>(connectedStudents())});
}

std::vector<ConnectionId> Session::students() const {
    std::vector<ConnectionId> ids;
    for (const auto& [id, connection] : m_connections)
        if (connection.role == Role::Student) ids.push_back(id);
    return ids;
}

std::vector<ConnectionId> Session::presenters() const {
    std::vector<ConnectionId> ids;
    for (const auto& [id, connection] : m_connections)
        if (connection.role == Role::Presenter) ids.push_back(id);
    return ids;
}

AskedQuestion* Session::current() { return m_question ? &m_record.questions[*m_question] : nullptr; }

const AskedQuestion* Session::current() const { return m_question ? &m_record.questions[*m_question] : nullptr; }

}  // namespace ablab::core::live

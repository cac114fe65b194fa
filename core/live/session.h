#pragma once
// The live session, with no networking: what the server knows of one class and the rules it
// holds every message to. The server hands it each connection's opening, text and closing with
// the time; it answers with what to send to whom and which connections to close. So every rule
// of the room is tested here, without sockets (tests/core/live/session_test.cpp).
//
// The rules:
// - A connection is nobody until its first message: "present" with the token makes it a
//   presenter (the wrong token is refused and closed), "join" or "rejoin" with the code a student.
// - Only a presenter steps, asks, closes, reveals and ends. A student's message can change
//   nothing but that student's answer to the open question; anything else it sends is dropped.
// - A text from anyone but a presenter over kStudentMessageBytes, or not exactly one of the
//   shapes of messages.h, is dropped unread; so is one beyond the connection's rate (a token
//   bucket). Every drop is counted (dropped()).
// - Names are cleaned (student_name.h); a rejoin needs the key its join was given.
// - The session is idle after `idle` of no presenter message; the server then ends it.
#include <chrono>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "live/messages.h"
#include "live/secrets.h"
#include "live/token_bucket.h"

namespace ablab::core::live {

using ConnectionId = std::uint64_t;

struct SessionRules {
    std::chrono::seconds idle = std::chrono::minutes(30);
    // Each connection but a presenter's: a burst of this many messages, then this many a second.
    double burst = 8;
    double perSecond = 4;
    std::size_t maxStudents = 1000;
};

// One text for several connections: a step for the whole room is one string, shared.
struct Delivery {
    std::shared_ptr<const std::string> text;
    std::vector<ConnectionId> to;
};

struct Outbox {
    std::vector<Delivery> deliveries;  // in order
    std::vector<ConnectionId> closes;  // after their deliveries
};

struct DropCounts {
    std::uint64_t oversized = 0;  // over the sender's size
    std::uint64_t malformed = 0;  // not one of the shapes
    std::uint64_t tooFast = 0;    // beyond the connection's rate
    std::uint64_t forbidden = 0;  // a shape the sender may not send (a student's "step"), a wrong token
    std::uint64_t total() const { return oversized + malformed + tooFast + forbidden; }
};

// What the presenter may download at the end (answers_csv.h): the questions and who answered what.
struct AskedQuestion {
    std::int64_t number = 0;
    std::string text;
    std::vector<std::string> choices;
    std::int64_t right = -1;  // -1 until revealed
};
struct StudentRecord {
    std::string name;                              // cleaned
    std::string key;                               // what a rejoin shows
    std::map<std::int64_t, std::int64_t> answers;  // question number → choice
    std::optional<ConnectionId> connection;        // none while dropped
};
struct SessionRecord {
    std::vector<AskedQuestion> questions;  // in the order first asked
    std::vector<StudentRecord> students;   // student id = index + 1
};

struct SessionSetup {
    std::string code;
    std::string token;
    std::string joinUrl;
    std::vector<std::string> qr;  // rows of '0'/'1'
    SessionRules rules;
};

class Session {
public:
    Session(SessionSetup setup, RandomSource random, Clock::time_point now);

    void connect(ConnectionId connection, Clock::time_point now);
    Outbox receive(ConnectionId connection, std::string_view text, Clock::time_point now);
    Outbox disconnect(ConnectionId connection);
    // The presenter said "end", or the server ends it (idle, a signal): every connection is told.
    Outbox end();

    bool ended() const { return m_ended; }
    // Whether no presenter message came for the rules' idle time.
    bool idle(Clock::time_point now) const { return now - m_lastPresenterMessage >= m_setup.rules.idle; }

    const std::string& code() const { return m_setup.code; }
    const std::string& token() const { return m_setup.token; }
    const SessionRecord& record() const { return m_record; }
    const DropCounts& dropped() const { return m_dropped; }
    std::size_t connectedStudents() const;
    std::size_t connections() const { return m_connections.size(); }

private:
    enum class Role : std::uint8_t { Nobody, Presenter, Student };
    struct Connection {
        Role role = Role::Nobody;
        std::size_t student = 0;  // index into m_record.students
        TokenBucket bucket;
    };

    Outbox fromNobody(ConnectionId id, Connection& connection, std::string_view text);
    Outbox fromStudent(Connection& connection, std::string_view text);
    Outbox fromPresenter(std::string_view text);
    Outbox join(ConnectionId id, Connection& connection, const Join& join);
    Outbox rejoin(ConnectionId id, Connection& connection, const Rejoin& rejoin);
    Outbox ask(const Ask& ask);
    Outbox reveal(const Reveal& reveal);
    // The room as a student who arrives now sees it: the step, the question with their answer,
    // its close and reveal.
    void catchUp(Outbox& out, ConnectionId id, std::size_t student) const;
    // To the presenters: the current question's tally, or before any question the session.
    void tellPresenters(Outbox& out) const;
    std::string sessionText() const;
    std::vector<ConnectionId> students() const;
    std::vector<ConnectionId> presenters() const;
    AskedQuestion* current();
    const AskedQuestion* current() const;

    SessionSetup m_setup;
    RandomSource m_random;
    Clock::time_point m_lastPresenterMessage;
    std::unordered_map<ConnectionId, Connection> m_connections;
    SessionRecord m_record;
    DropCounts m_dropped;
    std::optional<std::string> m_step;      // the latest step's text, as sent
    std::optional<std::size_t> m_question;  // index into m_record.questions: the last asked
    bool m_open = false;                    // whether it takes answers
    std::optional<Reveal> m_reveal;         // of the last asked, once revealed
    bool m_ended = false;
};

}  // namespace ablab::core::live

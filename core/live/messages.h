#pragma once
// The live channel's messages, written once for every end of it: the server (app/serve/), the
// presenter (the window, the browser) and the students' phones (whose page speaks the same JSON).
// Each is a JSON object with a "type"; docs/live.md is the protocol. A parse returns nothing for
// a text that is not exactly one of the shapes its sender may send: not JSON, not an object, an
// unknown type, a missing or unknown key, a value of the wrong kind or out of range. What is
// dropped is never half read.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace ablab::core::live {

// Where `ablab serve` listens unless told (--port), and so where the window looks for it.
inline constexpr std::uint16_t kDefaultPort = 8080;

// What a student may send, at most (the server drops a longer text unread).
inline constexpr std::size_t kStudentMessageBytes = 1024;
// What the presenter may send: a step's sentence and a question's choices are longer.
inline constexpr std::size_t kPresenterMessageBytes = 64 * 1024;
// A question has at most this many choices (predict mode asks with up to a handful).
inline constexpr std::size_t kMaxChoices = 16;

// presenter → server ------------------------------------------------------------------------
struct Present {
    std::string token;
};
struct Step {
    std::int64_t step = 0;
    std::string sentence;  // the trace's sentence at that step
    std::string lesson;    // the lesson's title
    std::string link;      // "#…": the browser build's address of that step
};
struct Ask {
    std::int64_t question = 0;  // the presenter's number for it, ≥ 0
    std::string text;
    std::vector<std::string> choices;
    // Server → student only: the student's own answer, -1 for none (a phone that rejoins).
    std::int64_t yours = -1;
};
struct Close {
    std::int64_t question = 0;
};
struct Reveal {
    std::int64_t question = 0;
    std::int64_t right = 0;  // the index of the right choice
    std::string verdict;     // why, in the trace's words
    // Server → student only: the student's answer, -1 for none.
    std::int64_t yours = -1;
};
struct End {};

// server → presenter ------------------------------------------------------------------------
struct SessionInfo {
    std::string code;
    std::string join;             // the join page's URL
    std::vector<std::string> qr;  // the QR code of `join`, a row of '0'/'1' per string
    std::int64_t students = 0;    // connected now
};
struct Tally {
    std::int64_t question = 0;
    std::int64_t answered = 0;
    std::int64_t students = 0;
    std::vector<std::int64_t> counts;  // per choice
};

// student → server ----------------------------------------------------------------------------
struct Join {
    std::string code;
    std::string name;  // as typed: the server cleans it (cleanName)
};
struct Rejoin {
    std::string code;
    std::int64_t id = 0;
    std::string key;
};
struct Answer {
    std::int64_t question = 0;
    std::int64_t choice = 0;
};

// server → student ------------------------------------------------------------------------------
struct Joined {
    std::int64_t id = 0;
    std::string key;  // what a rejoin must show: only this phone has it
};
// Why the server will not go on with a connection: "code", "token", "name", "full", "id", "ended".
struct Refused {
    std::string reason;
};

using PresenterMessage = std::variant<Present, Step, Ask, Close, Reveal, End>;
using StudentMessage = std::variant<Join, Rejoin, Answer>;
using ServerMessage = std::variant<SessionInfo, Tally, Joined, Refused, Step, Ask, Close, Reveal, End>;

// The message of a presenter's or student's text; nothing when it is not one of their shapes or
// longer than they may send.
std::optional<PresenterMessage> parsePresenterMessage(std::string_view text);
std::optional<StudentMessage> parseStudentMessage(std::string_view text);
// For the clients: what the server sent.
std::optional<ServerMessage> parseServerMessage(std::string_view text);

// The JSON text of a message (one line, UTF-8). An Ask or Reveal with yours = -1 has no "yours".
std::string writeMessage(const Present& message);
std::string writeMessage(const Step& message);
std::string writeMessage(const Ask& message);
std::string writeMessage(const Close& message);
std::string writeMessage(const Reveal& message);
std::string writeMessage(const End& message);
std::string writeMessage(const SessionInfo& message);
std::string writeMessage(const Tally& message);
std::string writeMessage(const Join& message);
std::string writeMessage(const Rejoin& message);
std::string writeMessage(const Answer& message);
std::string writeMessage(const Joined& message);
std::string writeMessage(const Refused& message);
std::string writeMessage(const PresenterMessage& message);
std::string writeMessage(const StudentMessage& message);
std::string writeMessage(const ServerMessage& message);

}  // namespace ablab::core::live

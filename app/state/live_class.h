#pragma once
// The window (or the page) as the presenter of a live session (`ablab serve`, docs/live.md): the
// room's phones follow its step, and each predict question is asked of the room before the reveal.
//
// The presenter holds the session's token; the server tells it the session code, the join
// address and its QR code, and after every answer how many have answered and how (a tally). A
// question goes to the room in three moves, each a key, so the teacher sets the pace:
//   ask     the open predict question goes to every phone;
//   close   answers stop; the projector shows the room's distribution (never a name);
//   reveal  the window answers the question with the room's most given choice and plays on to
//           the step that answers it; the phones get the right answer and their own.
//
// Plain data beside the AppState and plain functions over both; what the server is sent waits
// in `outbox` until the transport (platform/live_channel.h) takes it, so the rules are tested
// without a network (tests/app/state/live_class_test.cpp).
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "text/translate.h"

namespace ablab::app {

struct AppState;

struct RoomTally {
    std::size_t question = 0;
    std::size_t answered = 0;
    std::size_t students = 0;
    std::vector<std::size_t> counts;  // by choice
};

struct LiveClass {
    bool active = false;     // presenting: the channel is open or opening
    std::string server;      // where `ablab serve` runs: "http://127.0.0.1:8080" (the page: its own origin)
    std::string token;       // the presenter's, as `ablab serve` printed it
    bool connected = false;  // the transport's word: the channel is open
    bool openedBefore = false;
    // The join card over the canvas (the QR code, the code, the address), large for the back row:
    // shown as presenting starts, put away by the first step forward or J, brought back by J.
    bool showJoin = true;
    std::string typedServer = "http://127.0.0.1:8080", typedToken;  // the Live panel's boxes, kept across sessions
    // What the server said of the session.
    std::string code, join;
    std::vector<std::string> qr;  // rows of '0' and '1', the join address's QR code
    std::size_t students = 0;
    std::optional<RoomTally> tally;  // of the question asked last
    // The room's side of the run: the step the phones show, the question they are asked.
    std::optional<std::size_t> stepSent;
    std::uint64_t runSent = 0;               // the run revision stepSent belongs to
    std::optional<std::size_t> asked;        // the predict question (its index) asked of the room
    bool closed = false;                     // answers stopped: the distribution is shown
    std::vector<std::size_t> revealPending;  // answered here, revealed to the room at its step
    std::vector<std::string> outbox;         // messages for the server, in order
    std::string problem;                     // the last thing the server or the channel refused
    bool refused = false;                    // the server refused this presenter: the channel stays closed
    std::uint64_t revision = 0;              // counts every change: the panel's words are kept by it
};

// Starts presenting to `server` with `token`: predict mode on the current run, the presenter's
// first message queued. The transport opens the channel.
void startPresenting(AppState& state, LiveClass& live, std::string server, std::string token);
void stopPresenting(LiveClass& live);

// The transport's word on the channel: open, or closed (it opens again by itself). A channel
// that opens again introduces the presenter anew and sends the step the window shows.
void channelOpened(LiveClass& live);
void channelClosed(core::Language language, LiveClass& live);

// A message from the server (the session, a tally, a refusal, said in `language`). Anything else is ignored.
void receiveFromServer(core::Language language, LiveClass& live, std::string_view message);

// Once a frame: the phones get each step the window shows and each reveal as its step plays.
void syncLiveClass(AppState& state, LiveClass& live);

// The three moves of a question (above). Each returns false when it does not apply (nothing
// open to ask, nothing asked to close or reveal).
bool askTheRoom(AppState& state, LiveClass& live);
bool closeAnswers(LiveClass& live);
bool revealToTheRoom(AppState& state, LiveClass& live);

// A presenter's clicker has one key forward: at an open question it makes the next of the three
// moves (ask, close, reveal) instead of stepping. Returns false when no question is open.
bool nextRoomMove(AppState& state, LiveClass& live);

// What the presenter's screen says of the room under the question: "Press → to ask the room",
// "12 of 30 have answered: → shows their answers", "→ reveals the answer"; empty when no
// question is open.
std::string roomSentence(const AppState& state, const LiveClass& live);

// Where the window's channel goes: "http://10.0.0.2:8080", "127.0.0.1:8080/" or "localhost"
// (the server's default port). Nothing for another scheme or a bad port: the window speaks plain
// WebSocket, to a server on its own machine or its network.
struct ServerAddress {
    std::string host;
    std::uint16_t port = 0;
};
std::optional<ServerAddress> serverAddress(std::string_view server);

// The choice the room gave most (the first of equals), or none when nobody answered.
std::optional<std::size_t> roomsAnswer(const RoomTally& tally);

}  // namespace ablab::app

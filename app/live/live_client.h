#pragma once
// A client of `ablab serve`'s live channel (docs/live.md): the presenter's side in the window,
// the students the tests simulate. It connects to ws://HOST:PORT/live on a thread of its own and
// keeps what the server sends until poll() takes it, so the window's frame loop never waits on
// the network:
//
//   LiveClient client("127.0.0.1", 8080);
//   client.send(core::live::writeMessage(core::live::Present{token}));
//   ...each frame: for (const std::string& text : client.poll()) { parseServerMessage(text) … }
//
// Every member may be called from any thread. Plain WebSocket only: the presenter runs on the
// machine the server runs on, or a test does (HTTPS is for the room's phones).
#include <chrono>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace ablab::app {

class LiveClient {
public:
    // Starts connecting at once; messages sent before the connection opens wait for it.
    LiveClient(std::string host, std::uint16_t port);
    // Closes the connection and joins the thread.
    ~LiveClient();
    LiveClient(const LiveClient&) = delete;
    LiveClient& operator=(const LiveClient&) = delete;

    // Queues a text frame (a message of core/live/messages.h, written by writeMessage).
    void send(std::string text);
    // Every text received since the last poll, in order; never waits.
    std::vector<std::string> poll();
    // Waits up to `timeout` for at least one text, then takes them all (the tests' way).
    std::vector<std::string> wait(std::chrono::milliseconds timeout);
    // Whether the connection is open; false before it opens and after it ends.
    bool connected() const;
    // Whether it ended (refused, closed by the server, the network): it does not reconnect.
    bool ended() const;
    // Closes the connection (the server sees the student leave); the texts received stay.
    void close();

private:
    struct Impl;
    std::shared_ptr<Impl> m_impl;
};

}  // namespace ablab::app

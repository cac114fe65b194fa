#pragma once
// The desktop window's channel to `ablab serve` while it presents a live class: a LiveClient
// (live/live_client.h, on a thread of its own) opened when the state starts presenting, fed the
// state's outbox after each frame and read before the next, opened again a few seconds after it
// drops, closed when presenting stops. The browser's page does the same in page.js.
#include <memory>

#include "live/live_client.h"
#include "state/app_state.h"

namespace ablab::app {

class DesktopLiveChannel {
public:
    // Before a frame: what the server said, and whether the channel opened or dropped.
    void receive(AppState& state, double now);
    // After a frame: what the state queued for the server.
    void send(AppState& state, double now);

private:
    void open(AppState& state, double now);
    std::unique_ptr<LiveClient> m_client;
    std::string m_server;      // the address the client was opened to
    bool m_connected = false;  // as last seen
    double m_retryAt = 0;      // when to open again after a drop
};

}  // namespace ablab::app

#include "platform/desktop_live_channel.h"

namespace ablab::app {

namespace {

constexpr double kRetrySeconds = 3;

}  // namespace

void DesktopLiveChannel::open(AppState& state, double now) {
    LiveClass& live = state.live;
    m_client.reset();
    m_connected = false;
    m_server = live.server;
    const std::optional<ServerAddress> address = serverAddress(live.server);
    if (!address) {
        live.problem = core::translate(state.view.language,
                                       "The window presents to `ablab serve` at an address such as http://127.0.0.1:8080.");
        live.refused = true;
        ++live.revision;
        return;
    }
    m_client = std::make_unique<LiveClient>(address->host, address->port);
    m_retryAt = now + kRetrySeconds;
}

void DesktopLiveChannel::receive(AppState& state, double now) {
    LiveClass& live = state.live;
    if (!live.active || live.refused) {
        m_client.reset();
        m_connected = false;
        return;
    }
    if (!m_client || m_server != live.server) {
        if (!m_client && now < m_retryAt) return;
        open(state, now);
        if (!m_client) return;
    }
    const bool connected = m_client->connected();
    if (connected && !m_connected) channelOpened(live);
    for (const std::string& text : m_client->poll()) receiveFromServer(state.view.language, live, text);
    if (!connected && m_connected) channelClosed(state.view.language, live);
    m_connected = connected;
    if (m_client->ended()) {  // refused, closed by the server or the network: try again soon
        if (m_connected) channelClosed(state.view.language, live);
        m_connected = false;
        m_client.reset();
        m_retryAt = now + kRetrySeconds;
    }
}

void DesktopLiveChannel::send(AppState& state, double) {
    LiveClass& live = state.live;
    if (m_client) {
        for (std::string& text : live.outbox) m_client->send(std::move(text));
        live.outbox.clear();  // the client keeps what waits for the connection
    }
    if (!live.active && m_client) {
        m_client->close();
        m_client.reset();
        m_connected = false;
    }
}

}  // namespace ablab::app

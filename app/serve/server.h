#pragma once
// `ablab serve`: one live session over HTTP(S) and a WebSocket at /live, on Boost.Beast over
// Asio with one io_context thread (a class of phones is a few hundred small messages a step).
// The session's rules are core's (live/session.h); this is the networking around them: the
// connections, their queues and timeouts, the pages (http_routes.h), the signals, the idle end.
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>

#include "serve/serve_options.h"
#include "text/wording.h"

namespace ablab::app {

class Server {
public:
    // Binds and listens at once, so that a port in use or a certificate that does not load is a
    // UsageError (one line, exit 2) before anything is printed. With `signals`, SIGINT and SIGTERM
    // end run() from now on (the program's; a test's server is stopped by stop()).
    Server(const ServeOptions& options, core::Language language, bool signals = false);
    ~Server();
    Server(const Server&) = delete;
    Server& operator=(const Server&) = delete;

    std::uint16_t port() const;  // the one bound (--port 0 picks it)
    const std::string& code() const;
    const std::string& token() const;
    const std::string& joinUrl() const;  // with the code in it, as the QR code has it
    // The lines printed at the start: the code, the token, the join URL, the QR code, where the
    // CSV is downloaded.
    std::string banner() const;

    // Runs the io_context on this thread until stop(), SIGINT or SIGTERM (when `signals`), the
    // presenter's idle time or the presenter's "end" followed by the idle time. Writes --answers'
    // CSV at the end if asked. Returns a line for the log: why it ended.
    std::string run();
    // From any thread: ends the session (every connection told) and then run().
    void stop();

private:
    struct Impl;
    std::unique_ptr<Impl> m_impl;
};

}  // namespace ablab::app

// The server's networking (server.h). Index:
//   Hub          the session and the live connections by id; dispatches the session's outboxes
//   Peer         a WebSocket connection: one read at a time, a queue of writes, a bounded queue
//   HttpPeer     a connection before it is a WebSocket: reads requests, answers them (http_routes.h)
//   Server::Impl the acceptor, TLS, the signals, the idle check
#include "serve/server.h"

#include <ifaddrs.h>
#include <netinet/in.h>

#include <boost/asio.hpp>
#include <boost/asio/ssl.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/ssl.hpp>
#include <boost/beast/websocket.hpp>
#include <boost/beast/websocket/ssl.hpp>

#include <atomic>
#include <deque>
#include <fstream>
#include <iostream>
#include <unordered_map>

#include "cli/arguments.h"
#include "live/answers_csv.h"
#include "live/messages.h"
#include "live/secrets.h"
#include "live/session.h"
#include "serve/http_routes.h"
#include "serve/qr_code.h"
#include "text/translate.h"

namespace ablab::app {

// Named, not anonymous: Server::Impl, a member of a named class, holds them.
namespace serving {

namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
namespace net = boost::asio;
namespace ssl = net::ssl;
using tcp = net::ip::tcp;
using core::translate;
using core::live::ConnectionId;

// A phone that reads nothing while the room is sent steps: after this many unsent messages it
// is let go (it rejoins and catches up when it reads again), so one slow reader holds no memory.
constexpr std::size_t kMaxQueued = 256;
// At most this many connections at once (a lecture hall and its stragglers); more are closed.
constexpr std::size_t kMaxConnections = 2000;

class Peer {
public:
    virtual ~Peer() = default;
    virtual void deliver(std::shared_ptr<const std::string> text) = 0;
    virtual void shut() = 0;
};

class Hub {
public:
    Hub(core::live::SessionSetup setup) : m_session(std::move(setup), core::live::systemRandom(), core::live::Clock::now()) {}

    ConnectionId open(const std::shared_ptr<Peer>& peer) {
        const ConnectionId id = m_next++;
        m_peers.emplace(id, peer);
        m_session.connect(id, core::live::Clock::now());
        return id;
    }
    void received(ConnectionId id, std::string_view text) { dispatch(m_session.receive(id, text, core::live::Clock::now())); }
    void closed(ConnectionId id) {
        if (m_peers.erase(id) == 0) return;
        dispatch(m_session.disconnect(id));
    }
    void end() { dispatch(m_session.end()); }
    void shutAll() {
        for (const auto& [id, weak] : m_peers)
            if (const auto peer = weak.lock()) peer->shut();
    }
    std::size_t connections() const { return m_peers.size(); }
    core::live::Session& session() { return m_session; }

private:
    void dispatch(const core::live::Outbox& out) {
        for (const core::live::Delivery& delivery : out.deliveries)
            for (const ConnectionId to : delivery.to)
                if (const auto it = m_peers.find(to); it != m_peers.end())
                    if (const auto peer = it->second.lock()) peer->deliver(delivery.text);
        for (const ConnectionId id : out.closes)
            if (const auto it = m_peers.find(id); it != m_peers.end())
                if (const auto peer = it->second.lock()) peer->shut();
    }

    core::live::Session m_session;
    std::unordered_map<ConnectionId, std::weak_ptr<Peer>> m_peers;
    ConnectionId m_next = 1;
};

template <class Stream>
class WebSocketPeer : public Peer, public std::enable_shared_from_this<WebSocketPeer<Stream>> {
public:
    WebSocketPeer(Stream&& stream, Hub& hub) : m_socket(std::move(stream)), m_hub(hub) {}

    void start(http::request<http::string_body> request) {
        websocket::stream_base::timeout timeout{std::chrono::seconds(20), std::chrono::seconds(60), true};
        m_socket.set_option(timeout);  // a phone gone without a word is found by the pings
        m_socket.read_message_max(core::live::kPresenterMessageBytes);
        m_socket.auto_fragment(false);
        m_socket.async_accept(request, [self = this->shared_from_this()](beast::error_code error) {
            if (error) return;
            self->m_id = self->m_hub.open(self);
            self->read();
        });
    }

    void deliver(std::shared_ptr<const std::string> text) override {
        if (m_shutting) return;
        if (m_queue.size() >= kMaxQueued) {
            // The queue stays: the write in flight reads its front. The peer, and the queue with
            // it, goes when the read sees the closed socket and the last handler lets go.
            m_shutting = true;
            beast::get_lowest_layer(m_socket).socket().close();
            return;
        }
        m_queue.push_back(std::move(text));
        if (m_queue.size() == 1) write();
    }

    void shut() override {
        if (m_shutting) return;
        m_shutting = true;
        if (m_queue.empty()) close();
    }

private:
    void read() {
        m_socket.async_read(m_buffer, [self = this->shared_from_this()](beast::error_code error, std::size_t) {
            if (error) {
                self->m_hub.closed(self->m_id);
                return;
            }
            const std::string text = beast::buffers_to_string(self->m_buffer.data());
            self->m_buffer.consume(self->m_buffer.size());
            if (!self->m_shutting) self->m_hub.received(self->m_id, text);
            self->read();
        });
    }

    void write() {
        m_socket.text(true);
        m_socket.async_write(net::buffer(*m_queue.front()),
                             [self = this->shared_from_this()](beast::error_code error, std::size_t) {
                                 if (error) return;  // the read sees the end too, and says so to the hub
                                 self->m_queue.pop_front();
                                 if (!self->m_queue.empty()) self->write();
                                 else if (self->m_shutting) self->close();
                             });
    }

    void close() {
        m_socket.async_close(websocket::close_code::normal, [self = this->shared_from_this()](beast::error_code) {});
    }

    websocket::stream<Stream> m_socket;
    Hub& m_hub;
    beast::flat_buffer m_buffer;
    std::deque<std::shared_ptr<const std::string>> m_queue;
    ConnectionId m_id = 0;
    bool m_shutting = false;
};

struct Pages {
    std::filesystem::path site;
    std::string qrSvg;
};

template <class Stream>
class HttpPeer : public std::enable_shared_from_this<HttpPeer<Stream>> {
public:
    HttpPeer(Stream&& stream, Hub& hub, const Pages& pages) : m_stream(std::move(stream)), m_hub(hub), m_pages(pages) {}

    void start() { read(); }

private:
    void read() {
        m_parser.emplace();
        m_parser->header_limit(8 * 1024);
        m_parser->body_limit(4 * 1024);
        beast::get_lowest_layer(m_stream).expires_after(std::chrono::seconds(30));
        http::async_read(m_stream, m_buffer, *m_parser, [self = this->shared_from_this()](beast::error_code error, std::size_t) {
            if (error) return self->finish();
            self->answer(self->m_parser->release());
        });
    }

    void answer(http::request<http::string_body> request) {
        const std::string_view target(request.target().data(), request.target().size());
        if (websocket::is_upgrade(request)) {
            if (target.substr(0, target.find('?')) != "/live") return respond(request, {404, "text/plain", "Not Found\n", {}});
            beast::get_lowest_layer(m_stream).expires_never();
            std::make_shared<WebSocketPeer<Stream>>(std::move(m_stream), m_hub)->start(std::move(request));
            return;
        }
        const auto authorization = request[http::field::authorization];
        const RouteContext context{m_pages.site, m_hub.session(), m_pages.qrSvg};
        respond(request, route(context, std::string_view(request.method_string().data(), request.method_string().size()), target,
                               std::string_view(authorization.data(), authorization.size())));
    }

    void respond(const http::request<http::string_body>& request, HttpAnswer answer) {
        auto response =
            std::make_shared<http::response<http::string_body>>(static_cast<http::status>(answer.status), request.version());
        response->set(http::field::server, "ablab");
        response->set(http::field::content_type, answer.contentType);
        for (const auto& [name, value] : answer.headers) response->set(name, value);
        response->keep_alive(request.keep_alive());
        if (request.method() != http::verb::head) response->body() = std::move(answer.body);
        response->prepare_payload();
        if (request.method() == http::verb::head) response->content_length(answer.body.size());
        http::async_write(m_stream, *response, [self = this->shared_from_this(), response](beast::error_code error, std::size_t) {
            if (error || response->need_eof()) return self->finish();
            self->read();
        });
    }

    void finish() {
        beast::error_code ignored;
        beast::get_lowest_layer(m_stream).socket().shutdown(tcp::socket::shutdown_send, ignored);
    }

    Stream m_stream;
    Hub& m_hub;
    const Pages& m_pages;
    beast::flat_buffer m_buffer;
    std::optional<http::request_parser<http::string_body>> m_parser;
};

// The address the room reaches this machine at when it listens on every address: the first
// IPv4 address of an interface that is up and not loopback.
std::string roomAddress() {
    ifaddrs* list = nullptr;
    if (::getifaddrs(&list) != 0) return "127.0.0.1";
    std::string found = "127.0.0.1";
    for (ifaddrs* item = list; item; item = item->ifa_next) {
        if (!item->ifa_addr || item->ifa_addr->sa_family != AF_INET) continue;
        const auto* in = reinterpret_cast<const sockaddr_in*>(item->ifa_addr);
        const net::ip::address_v4 address(ntohl(in->sin_addr.s_addr));
        if (address.is_loopback()) continue;
        found = address.to_string();
        break;
    }
    ::freeifaddrs(list);
    return found;
}

}  // namespace serving

using namespace serving;

struct Server::Impl {
    net::io_context io{1};
    tcp::acceptor acceptor{io};
    std::optional<ssl::context> tls;
    net::signal_set signals{io};
    net::steady_timer idleTimer{io};
    std::unique_ptr<Hub> hub;
    Pages pages;
    ServeOptions options;
    core::Language language;
    std::string joinUrl;
    std::string presenterHost;  // where this machine's presenter reaches the server
    std::string reason;
    std::atomic<bool> stopping{false};

    void accept() {
        acceptor.async_accept([this](beast::error_code error, tcp::socket socket) {
            if (error) {
                if (acceptor.is_open()) accept();
                return;
            }
            if (hub->connections() >= kMaxConnections) {
                beast::error_code ignored;
                socket.close(ignored);
            } else if (tls) {
                auto stream = std::make_shared<beast::ssl_stream<beast::tcp_stream>>(std::move(socket), *tls);
                beast::get_lowest_layer(*stream).expires_after(std::chrono::seconds(20));
                stream->async_handshake(ssl::stream_base::server, [this, stream](beast::error_code handshake) {
                    if (handshake) return;
                    std::make_shared<HttpPeer<beast::ssl_stream<beast::tcp_stream>>>(std::move(*stream), *hub, pages)->start();
                });
            } else {
                std::make_shared<HttpPeer<beast::tcp_stream>>(beast::tcp_stream(std::move(socket)), *hub, pages)->start();
            }
            accept();
        });
    }

    void watchIdle() {
        idleTimer.expires_after(std::chrono::seconds(1));
        idleTimer.async_wait([this](beast::error_code error) {
            if (error) return;
            if (hub->session().idle(core::live::Clock::now())) {
                finish(translate(
                    language, "the presenter was idle for {minutes} minutes",
                    {{"minutes", std::to_string(std::chrono::duration_cast<std::chrono::minutes>(options.idle).count())}}));
                return;
            }
            watchIdle();
        });
    }

    // Ends the session (every connection told), lets the last messages go out, then stops.
    void finish(std::string why) {
        if (!reason.empty()) return;
        reason = std::move(why);
        beast::error_code ignored;
        acceptor.close(ignored);
        signals.cancel(ignored);
        idleTimer.cancel();
        hub->end();
        hub->shutAll();
        writeAnswers();
        const core::live::DropCounts& dropped = hub->session().dropped();
        reason +=
            "; " +
            translate(
                language,
                "{count} messages dropped ({oversized} too long, {malformed} malformed, {fast} too fast, {forbidden} not allowed)",
                {{"count", std::to_string(dropped.total())},
                 {"oversized", std::to_string(dropped.oversized)},
                 {"malformed", std::to_string(dropped.malformed)},
                 {"fast", std::to_string(dropped.tooFast)},
                 {"forbidden", std::to_string(dropped.forbidden)}});
        auto grace = std::make_shared<net::steady_timer>(io, std::chrono::milliseconds(300));
        grace->async_wait([this, grace](beast::error_code) { io.stop(); });
    }

    void writeAnswers() {
        if (options.answers.empty()) return;
        std::ofstream out(options.answers, std::ios::binary | std::ios::trunc);
        out << core::live::answersCsv(hub->session().record());
        reason += out ? "; " + translate(language, "the answers are in {file}", {{"file", options.answers.string()}})
                      : "; " + translate(language, "could not write the answers to {file}", {{"file", options.answers.string()}});
    }
};

Server::Server(const ServeOptions& options, core::Language language, bool signals) : m_impl(std::make_unique<Impl>()) {
    Impl& s = *m_impl;
    if (signals) {
        // Asio's handler replaces the one run_main.h installed for these two: the session ends
        // cleanly (everyone told, the answers written) and the program exits 0.
        s.signals.add(SIGINT);
        s.signals.add(SIGTERM);
        s.signals.async_wait([&s](beast::error_code error, int signal) {
            if (error) return;
            s.finish(translate(s.language, "stopped by {signal}", {{"signal", signal == SIGINT ? "SIGINT" : "SIGTERM"}}));
        });
    }
    s.options = options;
    s.language = language;
    s.pages.site = options.site;
    beast::error_code error;
    const net::ip::address address = net::ip::make_address(options.bind, error);
    if (error)
        throw UsageError(translate(language, "--bind expects an IP address such as 127.0.0.1 or 0.0.0.0, got '{value}'",
                                   {{"value", options.bind}}));
    if (!options.cert.empty()) {
        s.tls.emplace(ssl::context::tls_server);
        s.tls->set_options(ssl::context::default_workarounds | ssl::context::no_sslv2 | ssl::context::no_sslv3 |
                           ssl::context::no_tlsv1 | ssl::context::no_tlsv1_1);
        s.tls->use_certificate_chain_file(options.cert.string(), error);
        if (error)
            throw UsageError(translate(language, "--cert {file}: not a PEM certificate", {{"file", options.cert.string()}}));
        s.tls->use_private_key_file(options.key.string(), ssl::context::pem, error);
        if (error)
            throw UsageError(
                translate(language, "--key {file}: not the certificate's PEM private key", {{"file", options.key.string()}}));
    }
    const tcp::endpoint endpoint(address, options.port);
    s.acceptor.open(endpoint.protocol(), error);
    if (!error) s.acceptor.set_option(net::socket_base::reuse_address(true), error);
    if (!error) s.acceptor.bind(endpoint, error);
    if (error == net::error::address_in_use)
        throw UsageError(translate(language, "port {port} on {address} is in use: choose another with --port",
                                   {{"port", std::to_string(options.port)}, {"address", options.bind}}));
    if (error)
        throw UsageError(
            translate(language, "cannot listen on {address} port {port}: {reason}",
                      {{"port", std::to_string(options.port)}, {"address", options.bind}, {"reason", error.message()}}));
    s.acceptor.listen(net::socket_base::max_listen_connections, error);
    if (error)
        throw UsageError(
            translate(language, "cannot listen on {address} port {port}: {reason}",
                      {{"port", std::to_string(options.port)}, {"address", options.bind}, {"reason", error.message()}}));

    const core::live::RandomSource random = core::live::systemRandom();
    core::live::SessionSetup setup;
    setup.code = core::live::makeSessionCode(random);
    setup.token = core::live::makeSecret(random);
    setup.rules.idle = options.idle;
    const std::string host = address.is_unspecified() ? roomAddress() : address.is_v6() ? "[" + options.bind + "]" : options.bind;
    s.presenterHost = address.is_unspecified() ? "127.0.0.1" : host;
    s.joinUrl = std::string(s.tls ? "https://" : "http://") + host + ':' + std::to_string(s.acceptor.local_endpoint().port()) +
                "/join?code=" + setup.code;
    setup.joinUrl = s.joinUrl;
    setup.qr = qrRows(s.joinUrl);
    s.pages.qrSvg = qrSvg(setup.qr);
    s.hub = std::make_unique<Hub>(std::move(setup));
}

Server::~Server() = default;

std::uint16_t Server::port() const {
    beast::error_code error;
    const tcp::endpoint endpoint = m_impl->acceptor.local_endpoint(error);
    return error ? 0 : endpoint.port();
}

const std::string& Server::code() const { return m_impl->hub->session().code(); }
const std::string& Server::token() const { return m_impl->hub->session().token(); }
const std::string& Server::joinUrl() const { return m_impl->joinUrl; }

std::string Server::banner() const {
    const Impl& s = *m_impl;
    const core::Language language = s.language;
    const std::string base = s.joinUrl.substr(0, s.joinUrl.find("/join"));
    std::string out = qrTerminal(qrRows(s.joinUrl));
    out += translate(language, "Session code: {code}", {{"code", code()}}) + "\n";
    out += translate(language, "Students join at {url}", {{"url", s.joinUrl}}) + "\n";
    out += translate(language, "Presenter token (keep it to yourself): {token}", {{"token", token()}}) + "\n";
    // The presenter's two ways in (docs/live.md): the window, which speaks plain WebSocket, and
    // the browser build this server serves.
    const std::string presenter = s.presenterHost + ':' + std::to_string(port());
    if (!s.tls)
        out += translate(language, "Present from the window: ablab LESSON --present {url} --token {token}",
                         {{"url", "http://" + presenter}, {"token", token()}}) +
               "\n";
    out += translate(language, "Present from the browser: {url}",
                     {{"url", std::string(s.tls ? "https://" : "http://") + presenter + "/#present=" + token()}}) +
           "\n";
    out += translate(language, "The answers: {url}", {{"url", base + "/answers.csv?token=" + token()}}) + "\n";
    if (!s.options.answers.empty())
        out += translate(language, "and, when the session ends, {file}", {{"file", s.options.answers.string()}}) + "\n";
    return out;
}

std::string Server::run() {
    Impl& s = *m_impl;
    s.accept();
    s.watchIdle();
    s.io.run();
    return s.reason;
}

void Server::stop() {
    net::post(m_impl->io, [this] { m_impl->finish(translate(m_impl->language, "stopped")); });
}

}  // namespace ablab::app

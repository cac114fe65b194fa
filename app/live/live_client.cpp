#include "live/live_client.h"

#include <boost/asio.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>

#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>

namespace ablab::app {

namespace {

namespace beast = boost::beast;
namespace websocket = beast::websocket;
namespace net = boost::asio;
using tcp = net::ip::tcp;

}  // namespace

struct LiveClient::Impl : std::enable_shared_from_this<LiveClient::Impl> {
    net::io_context io{1};
    tcp::resolver resolver{io};
    websocket::stream<beast::tcp_stream> socket{io};
    beast::flat_buffer buffer;
    std::deque<std::string> outgoing;  // the io thread's
    bool open = false;                 // the io thread's
    bool closing = false;              // the io thread's

    mutable std::mutex mutex;
    std::condition_variable arrived;
    std::vector<std::string> received;  // guarded by mutex
    bool connectedNow = false;          // guarded by mutex
    bool endedNow = false;              // guarded by mutex
    std::thread thread;

    void start(std::string host, std::uint16_t port) {
        auto self = shared_from_this();
        resolver.async_resolve(
            host, std::to_string(port), [self, host](beast::error_code error, tcp::resolver::results_type found) {
                if (error) return self->finish();
                beast::get_lowest_layer(self->socket).expires_after(std::chrono::seconds(10));
                beast::get_lowest_layer(self->socket)
                    .async_connect(found, [self, host](beast::error_code error, tcp::endpoint at) {
                        if (error) return self->finish();
                        beast::get_lowest_layer(self->socket).expires_never();
                        self->socket.set_option(websocket::stream_base::timeout::suggested(beast::role_type::client));
                        self->socket.async_handshake(host + ':' + std::to_string(at.port()), "/live",
                                                     [self](beast::error_code error) {
                                                         if (error) return self->finish();
                                                         self->open = true;
                                                         {
                                                             std::lock_guard lock(self->mutex);
                                                             self->connectedNow = true;
                                                         }
                                                         self->read();
                                                         if (self->closing) return self->shut();
                                                         if (!self->outgoing.empty()) self->write();
                                                     });
                    });
            });
        thread = std::thread([self] { self->io.run(); });
    }

    void read() {
        socket.async_read(buffer, [self = shared_from_this()](beast::error_code error, std::size_t) {
            if (error) return self->finish();
            {
                std::lock_guard lock(self->mutex);
                self->received.push_back(beast::buffers_to_string(self->buffer.data()));
            }
            self->arrived.notify_all();
            self->buffer.consume(self->buffer.size());
            self->read();
        });
    }

    void enqueue(std::string text) {
        outgoing.push_back(std::move(text));
        if (open && outgoing.size() == 1) write();
    }

    void write() {
        socket.text(true);
        socket.async_write(net::buffer(outgoing.front()), [self = shared_from_this()](beast::error_code error, std::size_t) {
            if (error) return self->finish();
            self->outgoing.pop_front();
            if (!self->outgoing.empty()) self->write();
            else if (self->closing) self->shut();
        });
    }

    void shut() {
        closing = true;
        if (!open) {
            beast::error_code ignored;
            beast::get_lowest_layer(socket).socket().close(ignored);
            return finish();
        }
        if (!outgoing.empty()) return;  // after the last write
        open = false;
        socket.async_close(websocket::close_code::normal, [self = shared_from_this()](beast::error_code) { self->finish(); });
    }

    void finish() {
        open = false;
        {
            std::lock_guard lock(mutex);
            connectedNow = false;
            endedNow = true;
        }
        arrived.notify_all();
        resolver.cancel();
        beast::error_code ignored;
        beast::get_lowest_layer(socket).socket().close(ignored);
    }
};

LiveClient::LiveClient(std::string host, std::uint16_t port) : m_impl(std::make_shared<Impl>()) {
    m_impl->start(std::move(host), port);
}

LiveClient::~LiveClient() {
    close();
    // The close handshake, or the end of every handler: the io_context then runs out of work.
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(2);
    while (!ended() && std::chrono::steady_clock::now() < deadline) std::this_thread::sleep_for(std::chrono::milliseconds(5));
    m_impl->io.stop();
    if (m_impl->thread.joinable()) m_impl->thread.join();
}

void LiveClient::send(std::string text) {
    net::post(m_impl->io, [impl = m_impl, text = std::move(text)]() mutable { impl->enqueue(std::move(text)); });
}

std::vector<std::string> LiveClient::poll() {
    std::lock_guard lock(m_impl->mutex);
    return std::exchange(m_impl->received, {});
}

std::vector<std::string> LiveClient::wait(std::chrono::milliseconds timeout) {
    std::unique_lock lock(m_impl->mutex);
    m_impl->arrived.wait_for(lock, timeout, [&] { return !m_impl->received.empty() || m_impl->endedNow; });
    return std::exchange(m_impl->received, {});
}

bool LiveClient::connected() const {
    std::lock_guard lock(m_impl->mutex);
    return m_impl->connectedNow;
}

bool LiveClient::ended() const {
    std::lock_guard lock(m_impl->mutex);
    return m_impl->endedNow;
}

void LiveClient::close() {
    net::post(m_impl->io, [impl = m_impl] { impl->shut(); });
}

}  // namespace ablab::app

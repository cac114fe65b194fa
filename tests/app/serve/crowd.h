#pragma once
// A room of simulated phones for the server's tests: many WebSocket clients on one thread of
// their own (two hundred LiveClients would be two hundred threads), each keeping what it was
// sent. The test thread asks and waits; every wait is bounded.
#include <boost/asio.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>

#include <chrono>
#include <condition_variable>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace ablab::testing {

class Crowd {
public:
    Crowd(std::uint16_t port, std::size_t size) : m_port(port), m_students(size) {
        for (auto& student : m_students) student = std::make_shared<Student>();
        m_thread = std::thread([this] { m_io.run(); });
    }
    ~Crowd() {
        m_work.reset();
        boost::asio::post(m_io, [this] {
            for (auto& student : m_students) closeNow(*student);
        });
        m_io.stop();
        m_thread.join();
    }

    std::size_t size() const { return m_students.size(); }

    // Opens student i's connection; what is sent before it opens waits for it.
    void connect(std::size_t i) {
        boost::asio::post(m_io, [this, i] { open(i); });
    }
    void send(std::size_t i, std::string text) {
        boost::asio::post(m_io, [this, i, text = std::move(text)]() mutable {
            Student& s = *m_students[i];
            s.out.push_back(std::move(text));
            if (s.open && s.out.size() == 1) write(i);
        });
    }
    // The network goes: the socket closes without a WebSocket close.
    void drop(std::size_t i) {
        boost::asio::post(m_io, [this, i] { closeNow(*m_students[i]); });
    }
    std::vector<std::string> received(std::size_t i) const {
        std::lock_guard lock(m_mutex);
        return m_students[i]->received;
    }
    // Every message the crowd has been sent, all students together (cheap: no copy).
    std::size_t totalReceived() const {
        std::lock_guard lock(m_mutex);
        return m_total;
    }
    bool closedByServer(std::size_t i) const {
        std::lock_guard lock(m_mutex);
        return m_students[i]->ended;
    }
    // Waits until `condition` holds (checked whenever a message arrives), at most `timeout`.
    bool waitFor(const std::function<bool()>& condition, std::chrono::milliseconds timeout = std::chrono::seconds(10)) {
        const auto deadline = std::chrono::steady_clock::now() + timeout;
        std::unique_lock lock(m_mutex);
        while (true) {
            lock.unlock();
            const bool met = condition();
            lock.lock();
            if (met) return true;
            if (m_arrived.wait_until(lock, deadline) == std::cv_status::timeout) {
                lock.unlock();
                return condition();
            }
        }
    }

private:
    using Socket = boost::beast::websocket::stream<boost::beast::tcp_stream>;
    struct Student {
        std::unique_ptr<Socket> socket;
        boost::beast::flat_buffer buffer;
        std::deque<std::string> out;
        bool open = false;
        bool ended = false;
        int generation = 0;  // a reconnection's handlers do not mistake the old socket's for theirs
        std::vector<std::string> received;
    };

    void open(std::size_t i) {
        Student& s = *m_students[i];
        closeNow(s);
        s.socket = std::make_unique<Socket>(m_io);
        s.ended = false;
        const int generation = ++s.generation;
        const boost::asio::ip::tcp::endpoint at(boost::asio::ip::make_address("127.0.0.1"), m_port);
        boost::beast::get_lowest_layer(*s.socket).async_connect(at, [this, i, generation](boost::beast::error_code error) {
            Student& s = *m_students[i];
            if (error || generation != s.generation) return;
            s.socket->async_handshake("127.0.0.1", "/live", [this, i, generation](boost::beast::error_code error) {
                Student& s = *m_students[i];
                if (error || generation != s.generation) return;
                s.open = true;
                read(i, generation);
                if (!s.out.empty()) write(i);
            });
        });
    }
    void read(std::size_t i, int generation) {
        Student& s = *m_students[i];
        s.socket->async_read(s.buffer, [this, i, generation](boost::beast::error_code error, std::size_t) {
            Student& s = *m_students[i];
            if (generation != s.generation) return;
            if (error) {
                s.open = false;
                std::lock_guard lock(m_mutex);
                s.ended = true;
                m_arrived.notify_all();
                return;
            }
            {
                std::lock_guard lock(m_mutex);
                s.received.push_back(boost::beast::buffers_to_string(s.buffer.data()));
                ++m_total;
            }
            m_arrived.notify_all();
            s.buffer.consume(s.buffer.size());
            read(i, generation);
        });
    }
    void write(std::size_t i) {
        Student& s = *m_students[i];
        s.socket->text(true);
        const int generation = s.generation;
        s.socket->async_write(boost::asio::buffer(s.out.front()),
                              [this, i, generation](boost::beast::error_code error, std::size_t) {
                                  Student& s = *m_students[i];
                                  if (error || generation != s.generation) return;
                                  s.out.pop_front();
                                  if (!s.out.empty()) write(i);
                              });
    }
    void closeNow(Student& s) {
        ++s.generation;
        s.open = false;
        s.out.clear();
        s.buffer.clear();
        if (s.socket) {
            boost::beast::error_code ignored;
            boost::beast::get_lowest_layer(*s.socket).socket().close(ignored);
            // Its handlers still hold references into it: it goes when the crowd goes.
            m_graveyard.push_back(std::move(s.socket));
        }
    }

    std::uint16_t m_port;
    boost::asio::io_context m_io{1};
    boost::asio::executor_work_guard<boost::asio::io_context::executor_type> m_work{m_io.get_executor()};
    std::vector<std::shared_ptr<Student>> m_students;
    std::vector<std::unique_ptr<Socket>> m_graveyard;
    mutable std::mutex m_mutex;
    std::condition_variable m_arrived;
    std::size_t m_total = 0;  // guarded by m_mutex
    std::thread m_thread;
};

}  // namespace ablab::testing

// `ablab serve` with a room of phones on loopback (serve/server.h, live/live_client.h, crowd.h):
// two hundred students see every step, the tallies are exact, a dropped student catches up, a
// flood from one client changes nothing and holds nobody up, a student cannot step or ask, and
// the answers need the token. Every wait is bounded (crowd.h's waitFor, LiveClient::wait).
#include <gtest/gtest.h>

#include <boost/asio.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <thread>

#include <boost/beast/websocket.hpp>

#include "app/serve/crowd.h"
#include "live/live_client.h"
#include "live/messages.h"
#include "serve/server.h"

using namespace ablab;
using namespace ablab::core::live;
using ablab::testing::Crowd;

namespace {

// A server on a free loopback port, run on a thread of its own.
struct RunningServer {
    explicit RunningServer(app::ServeOptions options = {}) : server(withSite(options), core::Language::English) {
        thread = std::thread([this] { reason = server.run(); });
    }
    ~RunningServer() {
        server.stop();
        thread.join();
    }
    static app::ServeOptions withSite(app::ServeOptions options) {
        options.port = 0;
        options.site = std::filesystem::temp_directory_path() / "ablab-live-room-site";
        std::filesystem::create_directories(options.site);
        std::ofstream(options.site / "index.html") << "<!doctype html><title>site</title>";
        return options;
    }
    app::Server server;
    std::thread thread;
    std::string reason;
};

// The presenter: a LiveClient that has presented the token and read the session message.
struct Presenter {
    explicit Presenter(RunningServer& running) : client("127.0.0.1", running.server.port()) {
        client.send(writeMessage(Present{running.server.token()}));
        EXPECT_TRUE(next<SessionInfo>());
    }
    // Waits for the next message of type M (others read on the way are kept in `seen`).
    template <class M>
    std::optional<M> next(std::chrono::milliseconds timeout = std::chrono::seconds(10)) {
        const auto deadline = std::chrono::steady_clock::now() + timeout;
        while (true) {
            for (; unread < seen.size(); ++unread)
                if (const M* m = std::get_if<M>(&seen[unread])) return ++unread, *m;
            const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
            if (left.count() <= 0) return std::nullopt;
            for (const std::string& text : client.wait(left))
                if (auto parsed = parseServerMessage(text)) seen.push_back(*parsed);
        }
    }
    // The last tally once it says `answered`.
    std::optional<Tally> tallyOf(std::int64_t answered, std::int64_t students) {
        while (std::optional<Tally> tally = next<Tally>())
            if (tally->answered == answered && tally->students == students) return tally;
        return std::nullopt;
    }
    app::LiveClient client;
    std::vector<ServerMessage> seen;
    std::size_t unread = 0;
};

template <class M>
std::vector<M> messagesOf(const std::vector<std::string>& texts) {
    std::vector<M> found;
    for (const std::string& text : texts)
        if (auto parsed = parseServerMessage(text))
            if (const M* m = std::get_if<M>(&*parsed)) found.push_back(*m);
    return found;
}

void joinAll(Crowd& crowd, const std::string& code) {
    for (std::size_t i = 0; i < crowd.size(); ++i) {
        crowd.connect(i);
        crowd.send(i, writeMessage(Join{code, "student " + std::to_string(i)}));
    }
}

bool everyoneHas(Crowd& crowd, std::size_t steps, std::size_t from = 0) {
    for (std::size_t i = from; i < crowd.size(); ++i)
        if (messagesOf<Step>(crowd.received(i)).size() < steps) return false;
    return true;
}

// GET `target` from the server; the status and body.
std::pair<unsigned, std::string> get(std::uint16_t port, const std::string& target) {
    namespace beast = boost::beast;
    boost::asio::io_context io;
    beast::tcp_stream stream(io);
    stream.expires_after(std::chrono::seconds(10));
    stream.connect(boost::asio::ip::tcp::endpoint(boost::asio::ip::make_address("127.0.0.1"), port));
    beast::http::request<beast::http::empty_body> request(beast::http::verb::get, target, 11);
    request.set(beast::http::field::host, "127.0.0.1");
    beast::http::write(stream, request);
    beast::flat_buffer buffer;
    beast::http::response<beast::http::string_body> response;
    beast::http::read(stream, buffer, response);
    return {response.result_int(), response.body()};
}

const Ask kQuestion{3, "Is there a cutoff at C?", {"no cutoff", "α-cutoff", "β-cutoff", "deep α-cutoff"}};

}  // namespace

TEST(LiveRoom, TwoHundredStudentsSeeEveryStepAndExactCounts) {
    RunningServer running;
    Presenter presenter(running);
    Crowd crowd(running.server.port(), 200);
    joinAll(crowd, running.server.code());
    ASSERT_TRUE(crowd.waitFor([&] {
        for (std::size_t i = 0; i < crowd.size(); ++i)
            if (messagesOf<Joined>(crowd.received(i)).empty()) return false;
        return true;
    }));
    for (std::int64_t step = 1; step <= 10; ++step)
        presenter.client.send(
            writeMessage(Step{step, "step " + std::to_string(step), "AIMA fig. 5.2", "#step=" + std::to_string(step)}));
    ASSERT_TRUE(crowd.waitFor([&] { return everyoneHas(crowd, 10); }));
    for (std::size_t i = 0; i < crowd.size(); ++i) {
        const std::vector<Step> steps = messagesOf<Step>(crowd.received(i));
        ASSERT_EQ(steps.size(), 10U) << i;
        for (std::size_t k = 0; k < steps.size(); ++k) EXPECT_EQ(steps[k].step, static_cast<std::int64_t>(k + 1));
    }
    presenter.client.send(writeMessage(kQuestion));
    ASSERT_TRUE(crowd.waitFor([&] {
        for (std::size_t i = 0; i < crowd.size(); ++i)
            if (messagesOf<Ask>(crowd.received(i)).empty()) return false;
        return true;
    }));
    // Student i answers i % 4, then a tenth of them change their minds to choice 0.
    std::vector<std::int64_t> expected(4, 0);
    for (std::size_t i = 0; i < crowd.size(); ++i) crowd.send(i, writeMessage(Answer{3, static_cast<std::int64_t>(i % 4)}));
    for (std::size_t i = 0; i < crowd.size(); i += 10) crowd.send(i, writeMessage(Answer{3, 0}));
    for (std::size_t i = 0; i < crowd.size(); ++i) ++expected[i % 10 == 0 ? 0 : i % 4];
    std::optional<Tally> last;
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    while (std::chrono::steady_clock::now() < deadline && !(last && last->counts == expected))
        last = presenter.next<Tally>(std::chrono::seconds(10));
    ASSERT_TRUE(last);
    EXPECT_EQ(last->counts, expected);
    EXPECT_EQ(last->answered, 200);
    EXPECT_EQ(last->students, 200);
    presenter.client.send(writeMessage(Reveal{3, 1, "α ≥ β at C"}));
    ASSERT_TRUE(crowd.waitFor([&] {
        for (std::size_t i = 0; i < crowd.size(); ++i)
            if (messagesOf<Reveal>(crowd.received(i)).empty()) return false;
        return true;
    }));
    for (std::size_t i = 0; i < crowd.size(); ++i) {
        const Reveal reveal = messagesOf<Reveal>(crowd.received(i)).front();
        EXPECT_EQ(reveal.right, 1);
        EXPECT_EQ(reveal.yours, i % 10 == 0 ? 0 : static_cast<std::int64_t>(i % 4));
        // The question a phone was sent never held the answer.
        EXPECT_EQ(crowd.received(i).at(0).find("right"), std::string::npos);
    }
}

TEST(LiveRoom, ADroppedStudentReconnectsAndCatchesUp) {
    RunningServer running;
    Presenter presenter(running);
    Crowd crowd(running.server.port(), 3);
    joinAll(crowd, running.server.code());
    ASSERT_TRUE(crowd.waitFor([&] { return messagesOf<Joined>(crowd.received(2)).size() == 1; }));
    presenter.client.send(writeMessage(Step{1, "one", "l", "#1"}));
    presenter.client.send(writeMessage(kQuestion));
    ASSERT_TRUE(crowd.waitFor([&] { return messagesOf<Ask>(crowd.received(0)).size() == 1; }));
    crowd.send(0, writeMessage(Answer{3, 2}));
    ASSERT_TRUE(presenter.tallyOf(1, 3));
    const Joined joined = messagesOf<Joined>(crowd.received(0)).at(0);
    crowd.drop(0);
    ASSERT_TRUE(presenter.tallyOf(1, 2));  // the server saw the drop
    presenter.client.send(writeMessage(Step{2, "two", "l", "#2"}));
    ASSERT_TRUE(crowd.waitFor([&] { return messagesOf<Step>(crowd.received(1)).size() == 2; }));
    const std::size_t before = crowd.received(0).size();
    crowd.connect(0);
    crowd.send(0, writeMessage(Rejoin{running.server.code(), joined.id, joined.key}));
    ASSERT_TRUE(crowd.waitFor([&] { return messagesOf<Ask>(crowd.received(0)).size() == 2; }));
    const std::vector<std::string> all = crowd.received(0);
    const std::vector<std::string> after(all.begin() + static_cast<std::ptrdiff_t>(before), all.end());
    EXPECT_EQ(messagesOf<Joined>(after).at(0).id, joined.id);
    EXPECT_EQ(messagesOf<Step>(after).at(0).sentence, "two");
    EXPECT_EQ(messagesOf<Ask>(after).at(0).yours, 2);
    ASSERT_TRUE(presenter.tallyOf(1, 3));
}

TEST(LiveRoom, AFloodFromOneClientChangesNothingAndHoldsNobodyUp) {
    RunningServer running;
    Presenter presenter(running);
    Crowd crowd(running.server.port(), 21);  // 0 floods, 1–20 follow the lesson
    joinAll(crowd, running.server.code());
    ASSERT_TRUE(crowd.waitFor([&] { return messagesOf<Joined>(crowd.received(20)).size() == 1; }));
    presenter.client.send(writeMessage(kQuestion));
    ASSERT_TRUE(crowd.waitFor([&] { return messagesOf<Ask>(crowd.received(20)).size() == 1; }));
    const std::string oversized = writeMessage(Join{running.server.code(), std::string(2000, 'x')});
    for (int i = 0; i < 3000; ++i) {
        switch (i % 6) {
        case 0: crowd.send(0, oversized); break;
        case 1: crowd.send(0, "{\"type\":\"answer\",\"question\":"); break;
        case 2: crowd.send(0, writeMessage(Step{99, "hijacked", "x", "#"})); break;
        case 3: crowd.send(0, writeMessage(Ask{4, "fake", {"a", "b"}})); break;
        case 4: crowd.send(0, writeMessage(Reveal{3, 0, "fake"})); break;
        default: crowd.send(0, writeMessage(Answer{3, i % 4})); break;
        }
    }
    // Meanwhile the lesson goes on for the others, and each of them is heard.
    presenter.client.send(writeMessage(Step{1, "real", "l", "#1"}));
    ASSERT_TRUE(crowd.waitFor([&] { return everyoneHas(crowd, 1, 1); }, std::chrono::seconds(5)));
    for (std::size_t i = 1; i < crowd.size(); ++i) crowd.send(i, writeMessage(Answer{3, 1}));
    std::optional<Tally> tally;
    // 20 for choice 1, and perhaps the flooder's own answer: all it could change.
    while ((tally = presenter.next<Tally>()) && (tally->counts.at(1) < 20 || tally->answered < 20)) {
    }
    ASSERT_TRUE(tally);
    EXPECT_GE(tally->counts.at(1), 20);
    EXPECT_LE(tally->answered, 21);
    for (std::size_t i = 1; i < crowd.size(); ++i) {
        for (const Step& step : messagesOf<Step>(crowd.received(i))) EXPECT_EQ(step.sentence, "real");
        for (const Ask& ask : messagesOf<Ask>(crowd.received(i))) EXPECT_EQ(ask.question, 3);
        EXPECT_TRUE(messagesOf<Reveal>(crowd.received(i)).empty());
    }
}

TEST(LiveRoom, AStudentWhoReadsNothingIsLetGoAndTheOthersGetEverything) {
    RunningServer running;
    Presenter presenter(running);
    // A phone that joins and then never reads: its unsent steps pile up in the server.
    boost::asio::io_context io;
    boost::beast::websocket::stream<boost::beast::tcp_stream> stalled(io);
    boost::beast::get_lowest_layer(stalled).connect(
        boost::asio::ip::tcp::endpoint(boost::asio::ip::make_address("127.0.0.1"), running.server.port()));
    stalled.handshake("127.0.0.1", "/live");
    stalled.write(boost::asio::buffer(writeMessage(Join{running.server.code(), "asleep"})));
    Crowd crowd(running.server.port(), 1);
    joinAll(crowd, running.server.code());
    ASSERT_TRUE(crowd.waitFor([&] { return messagesOf<Joined>(crowd.received(0)).size() == 1; }));
    // 400 steps of 40 KB: 16 MB, more than the sockets' buffers hold for the sleeper.
    const std::string sentence(40 * 1024, 's');
    for (std::int64_t step = 1; step <= 400; ++step) presenter.client.send(writeMessage(Step{step, sentence, "l", "#"}));
    ASSERT_TRUE(crowd.waitFor([&] { return crowd.totalReceived() >= 401; }, std::chrono::seconds(30)));
    EXPECT_EQ(messagesOf<Step>(crowd.received(0)).back().step, 400);
    presenter.client.send(writeMessage(kQuestion));
    EXPECT_TRUE(presenter.tallyOf(0, 1));  // the sleeper is gone, the other is there
}

TEST(LiveRoom, AStudentCannotStepOrAskOrPresentWithoutTheToken) {
    RunningServer running;
    Presenter presenter(running);
    Crowd crowd(running.server.port(), 3);
    joinAll(crowd, running.server.code());
    ASSERT_TRUE(crowd.waitFor([&] { return messagesOf<Joined>(crowd.received(2)).size() == 1; }));
    crowd.send(0, writeMessage(Step{5, "fake step", "x", "#"}));
    crowd.send(0, writeMessage(Ask{9, "fake question", {"a", "b"}}));
    crowd.send(0, writeMessage(End{}));
    crowd.connect(2);  // a fresh connection, trying its luck as the presenter
    crowd.send(2, writeMessage(Present{"00000000000000000000000000000000"}));
    ASSERT_TRUE(crowd.waitFor([&] { return crowd.closedByServer(2); }));
    EXPECT_EQ(messagesOf<Refused>(crowd.received(2)).back().reason, "token");
    presenter.client.send(writeMessage(Step{1, "real", "l", "#1"}));
    ASSERT_TRUE(crowd.waitFor([&] {
        return everyoneHas(crowd, 1, 0) ||
               (messagesOf<Step>(crowd.received(0)).size() == 1 && messagesOf<Step>(crowd.received(1)).size() == 1);
    }));
    for (std::size_t i = 0; i < 2; ++i) {
        EXPECT_EQ(messagesOf<Step>(crowd.received(i)).size(), 1U);
        EXPECT_EQ(messagesOf<Step>(crowd.received(i)).at(0).sentence, "real");
        EXPECT_TRUE(messagesOf<Ask>(crowd.received(i)).empty());
        EXPECT_TRUE(messagesOf<End>(crowd.received(i)).empty());
    }
}

TEST(LiveRoom, TheAnswersNeedTheToken) {
    RunningServer running;
    Presenter presenter(running);
    Crowd crowd(running.server.port(), 1);
    crowd.connect(0);
    crowd.send(0, writeMessage(Join{running.server.code(), "Nguyễn, \"Lan\""}));
    presenter.client.send(writeMessage(kQuestion));
    ASSERT_TRUE(crowd.waitFor([&] { return messagesOf<Ask>(crowd.received(0)).size() == 1; }));
    crowd.send(0, writeMessage(Answer{3, 1}));
    ASSERT_TRUE(presenter.tallyOf(1, 1));
    const std::uint16_t port = running.server.port();
    EXPECT_EQ(get(port, "/answers.csv").first, 403U);
    EXPECT_EQ(get(port, "/answers.csv?token=" + std::string(32, '0')).first, 403U);
    const auto [status, csv] = get(port, "/answers.csv?token=" + running.server.token());
    EXPECT_EQ(status, 200U);
    EXPECT_EQ(csv, "name,question,text,answer,right\r\n\"Nguyễn, \"\"Lan\"\"\",3,Is there a cutoff at C?,α-cutoff,\r\n");
}

TEST(LiveRoom, TheSessionEndsAfterTheIdleTimeAndWritesTheAnswers) {
    const std::filesystem::path answers = std::filesystem::temp_directory_path() / "ablab-live-idle-answers.csv";
    std::filesystem::remove(answers);
    app::ServeOptions options = RunningServer::withSite({});
    options.idle = std::chrono::seconds(2);
    options.answers = answers;
    app::Server server(options, core::Language::English);
    std::string reason;
    std::thread running([&] { reason = server.run(); });
    {
        app::LiveClient presenter("127.0.0.1", server.port());
        presenter.send(writeMessage(Present{server.token()}));
        Crowd crowd(server.port(), 1);
        crowd.connect(0);
        crowd.send(0, writeMessage(Join{server.code(), "Mai"}));
        presenter.send(writeMessage(kQuestion));
        ASSERT_TRUE(crowd.waitFor([&] { return messagesOf<Ask>(crowd.received(0)).size() == 1; }));
        crowd.send(0, writeMessage(Answer{3, 2}));
        // The student's answers do not keep the session alive; two silent seconds end it.
        ASSERT_TRUE(crowd.waitFor([&] { return messagesOf<End>(crowd.received(0)).size() == 1; }, std::chrono::seconds(10)));
    }
    running.join();
    EXPECT_NE(reason.find("the presenter was idle"), std::string::npos) << reason;
    std::ifstream in(answers, std::ios::binary);
    const std::string csv{std::istreambuf_iterator<char>(in), {}};
    EXPECT_EQ(csv, "name,question,text,answer,right\r\nMai,3,Is there a cutoff at C?,β-cutoff,\r\n");
    std::filesystem::remove(answers);
}

TEST(LiveRoom, ThePagesAreServedAndNothingOutsideTheSite) {
    RunningServer running;
    const std::uint16_t port = running.server.port();
    EXPECT_EQ(get(port, "/").second, "<!doctype html><title>site</title>");
    const auto [status, join] = get(port, "/join?code=ABC");
    EXPECT_EQ(status, 200U);
    EXPECT_NE(join.find("/join.js"), std::string::npos);
    const std::string script = get(port, "/join.js").second;
    EXPECT_NE(script.find("textContent"), std::string::npos);
    // The page's words, from the catalogue, in the three languages.
    for (const char* join : {"\"join\":\"Join\"", "\"join\":\"加入\"", "\"join\":\"Tham gia\""})
        EXPECT_NE(script.find(join), std::string::npos) << join;
    EXPECT_EQ(get(port, "/qr.svg").second.rfind("<svg", 0), 0U);
    for (const char* outside : {"/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/.hidden", "/nothing.html", "/%00"})
        EXPECT_EQ(get(port, outside).first, 404U) << outside;
}

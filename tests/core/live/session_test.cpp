// The live session's rules (live/session.h), without sockets: who may do what, what a late or
// returning student sees, the tallies, the drops, the idle end, the CSV.
#include <gtest/gtest.h>

#include <map>
#include <string>
#include <vector>

#include "live/answers_csv.h"
#include "live/messages.h"
#include "live/session.h"

using namespace ablab::core::live;

namespace {

constexpr ConnectionId kPresenter = 1;
const Clock::time_point kStart{};

// A session and what each connection has been sent, parsed.
struct Room {
    Session session{SessionSetup{"ACD347", "tok", "http://127.0.0.1:8080/join", {"101", "010", "101"}, SessionRules{}},
                    [n = 0u]() mutable { return ++n * 2654435761u; }, kStart};
    std::map<ConnectionId, std::vector<ServerMessage>> inbox;
    std::vector<ConnectionId> closed;
    Clock::time_point now = kStart;

    void take(const Outbox& out) {
        for (const Delivery& d : out.deliveries)
            for (const ConnectionId to : d.to) {
                auto parsed = parseServerMessage(*d.text);
                ASSERT_TRUE(parsed) << *d.text;
                inbox[to].push_back(*parsed);
            }
        closed.insert(closed.end(), out.closes.begin(), out.closes.end());
    }
    void send(ConnectionId from, const std::string& text) {
        now += std::chrono::seconds(1);  // within every rate
        take(session.receive(from, text, now));
    }
    void open(ConnectionId id) { session.connect(id, now); }
    void present() {
        open(kPresenter);
        send(kPresenter, writeMessage(Present{"tok"}));
    }
    Joined join(ConnectionId id, const std::string& name) {
        open(id);
        send(id, writeMessage(Join{"acd347", name}));
        return std::get<Joined>(inbox[id].at(0));
    }
    template <class M>
    std::vector<M> received(ConnectionId id) const {
        std::vector<M> found;
        if (!inbox.count(id)) return found;
        for (const ServerMessage& m : inbox.at(id))
            if (const M* x = std::get_if<M>(&m)) found.push_back(*x);
        return found;
    }
    Tally lastTally() const { return received<Tally>(kPresenter).back(); }
};

const Ask kQuestion{5, "Is there a cutoff at C?", {"no", "α-cutoff", "β-cutoff"}};

}  // namespace

TEST(LiveSession, OnlyTheTokenMakesAPresenter) {
    Room room;
    room.open(2);
    room.send(2, writeMessage(Present{"wrong"}));
    EXPECT_EQ(room.received<Refused>(2).at(0).reason, "token");
    EXPECT_EQ(room.closed, std::vector<ConnectionId>{2});
    room.present();
    const SessionInfo info = room.received<SessionInfo>(kPresenter).at(0);
    EXPECT_EQ(info.code, "ACD347");
    EXPECT_EQ(info.join, "http://127.0.0.1:8080/join");
    EXPECT_EQ(info.qr.size(), 3U);
}

TEST(LiveSession, EveryStudentSeesEveryStepAndTheQuestionWithoutItsAnswer) {
    Room room;
    room.present();
    for (ConnectionId id = 10; id < 15; ++id) room.join(id, "s" + std::to_string(id));
    room.send(kPresenter, writeMessage(Step{1, "B is entered", "fig", "#s=1"}));
    room.send(kPresenter, writeMessage(Step{2, "B1 is 3", "fig", "#s=2"}));
    room.send(kPresenter, writeMessage(kQuestion));
    for (ConnectionId id = 10; id < 15; ++id) {
        const auto steps = room.received<Step>(id);
        ASSERT_EQ(steps.size(), 2U);
        EXPECT_EQ(steps[1].sentence, "B1 is 3");
        const auto asks = room.received<Ask>(id);
        ASSERT_EQ(asks.size(), 1U);
        EXPECT_EQ(asks[0].choices, kQuestion.choices);
        EXPECT_EQ(asks[0].yours, -1);
        EXPECT_TRUE(room.received<Reveal>(id).empty());
    }
}

TEST(LiveSession, TalliesAreExactAndANewAnswerReplacesTheOld) {
    Room room;
    room.present();
    for (ConnectionId id = 10; id < 16; ++id) room.join(id, "s");
    room.send(kPresenter, writeMessage(kQuestion));
    EXPECT_EQ(room.lastTally().answered, 0);
    EXPECT_EQ(room.lastTally().students, 6);
    for (ConnectionId id = 10; id < 15; ++id) room.send(id, writeMessage(Answer{5, static_cast<std::int64_t>(id % 3)}));
    EXPECT_EQ(room.lastTally().counts, (std::vector<std::int64_t>{1, 2, 2}));  // 12, 10 13, 11 14
    room.send(12, writeMessage(Answer{5, 2}));
    EXPECT_EQ(room.lastTally().counts, (std::vector<std::int64_t>{0, 2, 3}));
    EXPECT_EQ(room.lastTally().answered, 5);
    room.take(room.session.disconnect(15));
    EXPECT_EQ(room.lastTally().students, 5);
    EXPECT_EQ(room.lastTally().answered, 5);
}

TEST(LiveSession, AStudentCannotStepAskCloseRevealOrEnd) {
    Room room;
    room.present();
    room.join(10, "s");
    room.join(11, "t");
    room.send(kPresenter, writeMessage(kQuestion));
    const std::size_t before = room.inbox[11].size();
    for (const std::string& text :
         {writeMessage(Step{9, "fake", "x", "#"}), writeMessage(Ask{6, "fake", {"a", "b"}}), writeMessage(Close{5}),
          writeMessage(Reveal{5, 0, "fake"}), writeMessage(End{}), writeMessage(Present{"tok"}),
          writeMessage(Join{"ACD347", "again"}), writeMessage(Answer{4, 0}), writeMessage(Answer{5, 3})})
        room.send(10, text);
    EXPECT_EQ(room.inbox[11].size(), before);  // the other student saw nothing
    EXPECT_EQ(room.session.dropped().forbidden, 9U);
    EXPECT_EQ(room.lastTally().answered, 0);
    EXPECT_EQ(room.session.record().students.size(), 2U);
    room.send(10, writeMessage(Answer{5, 1}));  // still answers
    EXPECT_EQ(room.lastTally().counts, (std::vector<std::int64_t>{0, 1, 0}));
}

TEST(LiveSession, AnswersStopAtTheCloseAndTheRevealSaysEachTheirOwn) {
    Room room;
    room.present();
    room.join(10, "s");
    room.join(11, "t");
    room.join(12, "u");
    room.send(kPresenter, writeMessage(kQuestion));
    room.send(10, writeMessage(Answer{5, 1}));
    room.send(11, writeMessage(Answer{5, 2}));
    room.send(kPresenter, writeMessage(Close{5}));
    EXPECT_EQ(room.received<Close>(12).size(), 1U);
    room.send(12, writeMessage(Answer{5, 1}));
    EXPECT_EQ(room.lastTally().answered, 2);
    room.send(kPresenter, writeMessage(Reveal{5, 1, "α ≥ β at C"}));
    EXPECT_EQ(room.received<Reveal>(10).at(0).yours, 1);
    EXPECT_EQ(room.received<Reveal>(11).at(0).yours, 2);
    EXPECT_EQ(room.received<Reveal>(12).at(0).yours, -1);
    EXPECT_EQ(room.received<Reveal>(12).at(0).verdict, "α ≥ β at C");
}

TEST(LiveSession, ALateOrReturningStudentCatchesUpAtOnce) {
    Room room;
    room.present();
    const Joined first = room.join(10, "Lan");
    room.send(kPresenter, writeMessage(Step{7, "seven", "fig", "#7"}));
    room.send(kPresenter, writeMessage(kQuestion));
    room.send(10, writeMessage(Answer{5, 2}));
    room.take(room.session.disconnect(10));
    room.send(kPresenter, writeMessage(Step{8, "eight", "fig", "#8"}));

    room.join(20, "late");
    EXPECT_EQ(room.received<Step>(20).at(0).sentence, "eight");
    EXPECT_EQ(room.received<Ask>(20).at(0).yours, -1);

    room.open(30);
    room.send(30, writeMessage(Rejoin{"ACD347", first.id, first.key}));
    EXPECT_EQ(room.received<Joined>(30).at(0).id, first.id);
    EXPECT_EQ(room.received<Step>(30).at(0).sentence, "eight");
    EXPECT_EQ(room.received<Ask>(30).at(0).yours, 2);
    EXPECT_EQ(room.session.record().students.size(), 2U);
    EXPECT_EQ(room.lastTally().counts, (std::vector<std::int64_t>{0, 0, 1}));
    room.send(kPresenter, writeMessage(Reveal{5, 2, "v"}));
    room.open(31);
    room.send(31, writeMessage(Rejoin{"ACD347", first.id, first.key}));
    EXPECT_EQ(room.received<Reveal>(31).at(0).yours, 2);
    EXPECT_EQ(room.closed, std::vector<ConnectionId>{30});  // one student, one connection
}

TEST(LiveSession, ARejoinNeedsItsKeyAndAJoinTheCode) {
    Room room;
    room.present();
    const Joined lan = room.join(10, "Lan");
    room.open(11);
    room.send(11, writeMessage(Rejoin{"ACD347", lan.id, "00000000000000000000000000000000"}));
    EXPECT_EQ(room.received<Refused>(11).at(0).reason, "id");
    room.send(11, writeMessage(Rejoin{"ACD347", 99, lan.key}));
    EXPECT_EQ(room.received<Refused>(11).at(1).reason, "id");
    room.send(11, writeMessage(Join{"XXXXXX", "Mai"}));
    EXPECT_EQ(room.received<Refused>(11).at(2).reason, "code");
    room.send(11, writeMessage(Join{"ACD347", " \x01\u202e "}));
    EXPECT_EQ(room.received<Refused>(11).at(3).reason, "name");
    room.send(11, writeMessage(Join{"ACD347", "  Mai\x07  "}));
    EXPECT_EQ(room.session.record().students.at(1).name, "Mai");
}

TEST(LiveSession, OversizedMalformedAndTooFastMessagesAreDroppedAndCounted) {
    Room room;
    room.present();
    room.join(10, "s");
    room.join(11, "t");
    room.send(kPresenter, writeMessage(kQuestion));
    const std::size_t before = room.inbox[kPresenter].size();
    room.send(10, std::string(2000, '{'));
    room.send(10, "{\"type\":\"answer\"");
    room.send(10, R"({"type":"answer","question":5,"choice":1,"also":"x"})");
    EXPECT_EQ(room.session.dropped().oversized, 1U);
    EXPECT_EQ(room.session.dropped().malformed, 2U);
    // A burst at one instant, the bucket full: the first few pass, the rest are dropped.
    room.now += std::chrono::seconds(10);
    for (int i = 0; i < 50; ++i) room.take(room.session.receive(10, writeMessage(Answer{5, i % 3}), room.now));
    EXPECT_EQ(room.session.dropped().tooFast, 50U - 8U);
    EXPECT_EQ(room.inbox[kPresenter].size(), before + 8U);
    EXPECT_EQ(room.lastTally().answered, 1);
    room.send(11, writeMessage(Answer{5, 0}));  // the other student is not held back
    EXPECT_EQ(room.lastTally().answered, 2);
}

TEST(LiveSession, ItIsIdleAfterTheIdleTimeOfNoPresenterMessage) {
    Room room;
    room.present();
    room.join(10, "s");
    EXPECT_FALSE(room.session.idle(room.now + std::chrono::minutes(29)));
    room.now += std::chrono::minutes(20);
    room.send(10, writeMessage(Answer{1, 0}));  // students do not keep it alive
    EXPECT_TRUE(room.session.idle(room.now + std::chrono::minutes(11)));
    room.send(kPresenter, writeMessage(Step{1, "s", "l", "#"}));
    EXPECT_FALSE(room.session.idle(room.now + std::chrono::minutes(11)));
    room.take(room.session.end());
    EXPECT_EQ(room.received<End>(10).size(), 1U);
    EXPECT_EQ(room.received<End>(kPresenter).size(), 1U);
    room.open(12);
    room.send(12, writeMessage(Join{"ACD347", "after"}));
    EXPECT_EQ(room.received<Refused>(12).at(0).reason, "ended");
}

TEST(LiveSession, TheCsvHasNamesAsTypedAnswersAndRightnessOnly) {
    Room room;
    room.present();
    room.join(10, "=HYPERLINK(\"x\")");
    room.join(11, "Lê, Văn");
    room.join(12, "no answer");
    room.send(kPresenter, writeMessage(kQuestion));
    room.send(10, writeMessage(Answer{5, 1}));
    room.send(11, writeMessage(Answer{5, 2}));
    room.send(kPresenter, writeMessage(Reveal{5, 1, "v"}));
    room.send(kPresenter, writeMessage(Ask{6, "Next leaf?", {"B1", "B2"}}));
    room.send(11, writeMessage(Answer{6, 0}));
    EXPECT_EQ(answersCsv(room.session.record()),
              "name,question,text,answer,right\r\n"
              "\"'=HYPERLINK(\"\"x\"\")\",5,Is there a cutoff at C?,α-cutoff,yes\r\n"
              "\"Lê, Văn\",5,Is there a cutoff at C?,β-cutoff,no\r\n"
              "\"Lê, Văn\",6,Next leaf?,B1,\r\n");
}

TEST(LiveSession, ALatePresenterSeesTheTally) {
    Room room;
    room.join(10, "s");
    room.present();
    EXPECT_EQ(room.received<SessionInfo>(kPresenter).at(0).students, 1);
    room.send(kPresenter, writeMessage(kQuestion));
    room.send(10, writeMessage(Answer{5, 0}));
    room.open(2);
    room.send(2, writeMessage(Present{"tok"}));
    EXPECT_EQ(room.received<Tally>(2).at(0).counts, (std::vector<std::int64_t>{1, 0, 0}));
}

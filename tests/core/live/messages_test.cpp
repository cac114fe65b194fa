// The live channel's messages (live/messages.h): each shape round-trips, and a text that is not
// exactly a shape its sender may send is nothing.
#include <gtest/gtest.h>

#include <string>

#include "live/messages.h"

using namespace ablab::core::live;

namespace {

template <class Message, class Variant>
Message as(const std::optional<Variant>& parsed) {
    if (!parsed || !std::holds_alternative<Message>(*parsed)) {
        ADD_FAILURE() << "not the message expected";
        return Message{};
    }
    return std::get<Message>(*parsed);
}

}  // namespace

TEST(LiveMessages, PresenterMessagesRoundTrip) {
    const Step step{12, "α rises to 3 at B", "AIMA fig. 5.2", "#aima-fig5.2&step=12"};
    const Step read = as<Step>(parsePresenterMessage(writeMessage(step)));
    EXPECT_EQ(read.step, 12);
    EXPECT_EQ(read.sentence, step.sentence);
    EXPECT_EQ(read.lesson, step.lesson);
    EXPECT_EQ(read.link, step.link);

    const Ask ask{3, "Is there a cutoff at C?", {"no cutoff", "α-cutoff", "β-cutoff"}};
    const Ask asked = as<Ask>(parsePresenterMessage(writeMessage(ask)));
    EXPECT_EQ(asked.question, 3);
    EXPECT_EQ(asked.choices, ask.choices);
    EXPECT_EQ(asked.yours, -1);
    EXPECT_EQ(writeMessage(ask).find("yours"), std::string::npos);

    EXPECT_EQ(as<Close>(parsePresenterMessage(R"({"type":"close","question":3})")).question, 3);
    const Reveal reveal = as<Reveal>(parsePresenterMessage(R"({"type":"reveal","question":3,"right":1,"verdict":"α ≥ β"})"));
    EXPECT_EQ(reveal.right, 1);
    EXPECT_EQ(reveal.verdict, "α ≥ β");
    EXPECT_EQ(as<Present>(parsePresenterMessage(R"({"type":"present","token":"abc"})")).token, "abc");
    as<End>(parsePresenterMessage(R"({"type":"end"})"));
}

TEST(LiveMessages, StudentMessagesRoundTrip) {
    const Join join = as<Join>(parseStudentMessage(writeMessage(Join{"ACD3", "Lan \"the\" <b>"})));
    EXPECT_EQ(join.name, "Lan \"the\" <b>");
    const Rejoin rejoin = as<Rejoin>(parseStudentMessage(writeMessage(Rejoin{"ACD3", 7, "k"})));
    EXPECT_EQ(rejoin.id, 7);
    const Answer answer = as<Answer>(parseStudentMessage(writeMessage(Answer{4, 2})));
    EXPECT_EQ(answer.question, 4);
    EXPECT_EQ(answer.choice, 2);
}

TEST(LiveMessages, ServerMessagesRoundTrip) {
    const SessionInfo info =
        as<SessionInfo>(parseServerMessage(writeMessage(SessionInfo{"ACD347", "http://x/join", {"01", "10"}, 5})));
    EXPECT_EQ(info.qr.size(), 2U);
    EXPECT_EQ(info.students, 5);
    const Tally tally = as<Tally>(parseServerMessage(writeMessage(Tally{2, 3, 4, {1, 2, 0}})));
    EXPECT_EQ(tally.counts, (std::vector<std::int64_t>{1, 2, 0}));
    EXPECT_EQ(as<Joined>(parseServerMessage(writeMessage(Joined{9, "key"}))).id, 9);
    EXPECT_EQ(as<Refused>(parseServerMessage(writeMessage(Refused{"code"}))).reason, "code");
    EXPECT_EQ(as<Ask>(parseServerMessage(writeMessage(Ask{1, "q", {"a", "b"}, 1}))).yours, 1);
    EXPECT_EQ(as<Reveal>(parseServerMessage(writeMessage(Reveal{1, 0, "v", 1}))).yours, 1);
}

TEST(LiveMessages, AnythingButTheShapesIsNothing) {
    for (const char* text : {
             "",
             "not json",
             "[]",
             "3",
             R"({"type":"join"})",
             R"({"type":"join","code":"A"})",
             R"({"type":"join","code":"A","name":"x","extra":1})",
             R"({"type":"join","code":3,"name":"x"})",
             R"({"type":"answer","question":1,"choice":1.5})",
             R"({"type":"answer","question":1,"choice":-1})",
             R"({"type":"answer","question":1,"choice":true})",
             R"({"type":"answer","question":-1,"choice":0})",
             R"({"type":"answer","question":1,"choice":16})",
             R"({"type":"answer","question":99999999999,"choice":0})",
             R"({"type":"answer","question":18446744073709551615,"choice":0})",
             R"({"type":"rejoin","code":"A","id":0,"key":"k"})",
             R"({"type":"step","step":1,"sentence":"s","lesson":"l","link":"#"})",
             R"({"type":"Answer","question":1,"choice":0})",
             R"({"question":1,"choice":0})",
             R"({"type":null})",
             "{\"type\":\"answer\",\"question\":1,\"choice\":0}x",
         })
        EXPECT_FALSE(parseStudentMessage(text).has_value()) << text;
    EXPECT_FALSE(parsePresenterMessage(R"({"type":"ask","question":1,"text":"q","choices":["only one"]})"));
    EXPECT_FALSE(parsePresenterMessage(R"({"type":"ask","question":1,"text":"q","choices":["a","b"],"yours":0})"));
    EXPECT_FALSE(parsePresenterMessage(R"({"type":"ask","question":1,"text":"q","choices":["a",2]})"));
    EXPECT_FALSE(parsePresenterMessage(R"({"type":"step","step":1,"sentence":"s","lesson":"l","link":"http://evil"})"));
    EXPECT_FALSE(parsePresenterMessage(R"({"type":"join","code":"A","name":"x"})"));
    EXPECT_FALSE(parsePresenterMessage(R"({"type":"end","now":1})"));
}

TEST(LiveMessages, AStudentTextOverOneKibibyteIsNothing) {
    const std::string name(kStudentMessageBytes, 'a');
    EXPECT_FALSE(parseStudentMessage(writeMessage(Join{"A", name})).has_value());
    EXPECT_TRUE(parseStudentMessage(writeMessage(Join{"A", std::string(900, 'a')})).has_value());
}

TEST(LiveMessages, WritingTextThatIsNotUtf8DoesNotThrow) {
    const std::string text = writeMessage(Step{1, "bad \xff byte", "l", "#"});
    EXPECT_TRUE(parsePresenterMessage(text).has_value());
}

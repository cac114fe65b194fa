// The window as a live session's presenter (state/live_class.h): what the room is sent, in
// which order, and how the room's answers come back as the class's answer.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "files/tree_file.h"
#include "state/app_state.h"
#include "state/live_class.h"

using namespace ablab;

namespace {

app::AppState aima() {
    const std::string lesson = ABLAB_SOURCE_DIR "/trees/aima-fig5.2.json";
    return app::makeAppState(core::loadTreeFile(core::Language::English, lesson), lesson);
}

// The messages sent since the last call, parsed; the outbox emptied as the transport does.
std::vector<nlohmann::json> sent(app::LiveClass& live) {
    std::vector<nlohmann::json> out;
    for (const std::string& text : live.outbox) out.push_back(nlohmann::json::parse(text));
    live.outbox.clear();
    return out;
}

std::string tally(std::size_t question, std::vector<std::size_t> counts) {
    std::size_t answered = 0;
    for (std::size_t n : counts) answered += n;
    return nlohmann::json{{"type", "tally"}, {"question", question}, {"answered", answered}, {"students", 30}, {"counts", counts}}
        .dump();
}

}  // namespace

TEST(LiveClass, PresentingSendsTheTokenThenEveryStepTheWindowShows) {
    app::AppState state = aima();
    state.step = 5;
    app::startPresenting(state, state.live, "http://127.0.0.1:8080", "tok3n");
    EXPECT_TRUE(state.predict.active) << "the room is asked predict mode's questions";
    EXPECT_EQ(state.step, 0u);
    app::syncLiveClass(state, state.live);
    std::vector<nlohmann::json> out = sent(state.live);
    ASSERT_EQ(out.size(), 2u);
    EXPECT_EQ(out[0], (nlohmann::json{{"type", "present"}, {"token", "tok3n"}}));
    EXPECT_EQ(out[1]["type"], "step");
    EXPECT_EQ(out[1]["step"], 0);
    EXPECT_FALSE(out[1]["sentence"].get<std::string>().empty());
    // Nothing new, nothing sent; a step forward is sent once.
    app::syncLiveClass(state, state.live);
    EXPECT_TRUE(sent(state.live).empty());
    app::stepForward(state);
    app::syncLiveClass(state, state.live);
    out = sent(state.live);
    ASSERT_EQ(out.size(), 1u);
    EXPECT_EQ(out[0]["step"], state.step);
}

TEST(LiveClass, AQuestionIsAskedClosedAndRevealedWithTheRoomsAnswer) {
    app::AppState state = aima();
    state.predict.options.asked[static_cast<std::size_t>(core::QuestionKind::Returned)] = false;
    app::startPresenting(state, state.live, "http://127.0.0.1:8080", "t");
    app::syncLiveClass(state, state.live);
    EXPECT_FALSE(app::closeAnswers(state.live)) << "nothing asked yet";
    EXPECT_FALSE(app::revealToTheRoom(state, state.live));
    app::stepToEnd(state);  // stops at the first question
    const core::Question* open = app::openQuestion(state, state.predict);
    ASSERT_NE(open, nullptr);
    ASSERT_FALSE(core::isLong(open->kind));
    const std::size_t index = static_cast<std::size_t>(open - state.predict.questions.data());
    const std::size_t right = open->right, revealAt = open->revealAt;
    ASSERT_GE(open->choices.size(), 2u);
    const std::size_t wrong = right == 0 ? 1 : 0;
    app::syncLiveClass(state, state.live);
    sent(state.live);

    ASSERT_TRUE(app::askTheRoom(state, state.live));
    EXPECT_FALSE(app::askTheRoom(state, state.live)) << "asked once";
    std::vector<nlohmann::json> out = sent(state.live);
    ASSERT_EQ(out.size(), 1u);
    EXPECT_EQ(out[0]["type"], "ask");
    EXPECT_EQ(out[0]["question"], index);
    EXPECT_EQ(out[0]["choices"].size(), open->choices.size());
    EXPECT_FALSE(out[0].contains("right")) << "the phones never hold the answer before the reveal";
    EXPECT_EQ(out[0]["text"], core::questionText(state.view.wording(), *state.run->trace, *open));

    // Most of the room says the wrong choice: the window records the room's answer.
    std::vector<std::size_t> counts(open->choices.size(), 0);
    counts[wrong] = 12;
    counts[right] = 5;
    app::receiveFromServer(core::Language::English, state.live, tally(index, counts));
    ASSERT_TRUE(state.live.tally);
    EXPECT_EQ(state.live.tally->answered, 17u);
    EXPECT_EQ(state.live.students, 30u);
    ASSERT_TRUE(app::closeAnswers(state.live));
    out = sent(state.live);
    ASSERT_EQ(out.size(), 1u);
    EXPECT_EQ(out[0], (nlohmann::json{{"type", "close"}, {"question", index}}));

    ASSERT_TRUE(app::revealToTheRoom(state, state.live));
    EXPECT_EQ(state.predict.answers[index], wrong);
    EXPECT_EQ(state.step, revealAt) << "the run plays on to the step that answers";
    out = sent(state.live);
    ASSERT_EQ(out.size(), 2u);
    EXPECT_EQ(out[0]["type"], "step");
    EXPECT_EQ(out[0]["step"], revealAt);
    EXPECT_EQ(out[1]["type"], "reveal");
    EXPECT_EQ(out[1]["question"], index);
    EXPECT_EQ(out[1]["right"], right);
    EXPECT_FALSE(app::revealToTheRoom(state, state.live)) << "revealed once";
}

TEST(LiveClass, AQuestionNobodyAnsweredRevealsTheRightAnswer) {
    app::AppState state = aima();
    app::startPresenting(state, state.live, "http://127.0.0.1:8080", "t");
    app::stepToEnd(state);
    const core::Question* open = app::openQuestion(state, state.predict);
    ASSERT_NE(open, nullptr);
    const std::size_t index = static_cast<std::size_t>(open - state.predict.questions.data());
    ASSERT_TRUE(app::askTheRoom(state, state.live));
    ASSERT_TRUE(app::revealToTheRoom(state, state.live));
    EXPECT_EQ(state.predict.answers[index], state.predict.questions[index].right);
}

TEST(LiveClass, ANodesReturnIsRevealedToTheRoomAsItReturns) {
    app::AppState state = aima();
    app::startPresenting(state, state.live, "http://127.0.0.1:8080", "t");
    app::stepToEnd(state);
    const core::Question* open = app::openQuestion(state, state.predict);
    ASSERT_NE(open, nullptr);
    ASSERT_TRUE(core::isLong(open->kind)) << "AIMA's first question: what B returns";
    const std::size_t index = static_cast<std::size_t>(open - state.predict.questions.data());
    const std::size_t revealAt = open->revealAt, askedAt = open->askedAt;
    ASSERT_TRUE(app::askTheRoom(state, state.live));
    ASSERT_TRUE(app::revealToTheRoom(state, state.live));
    EXPECT_EQ(state.step, askedAt) << "B's search is still to come";
    auto reveals = [&] {
        std::size_t n = 0;
        for (const nlohmann::json& message : sent(state.live)) n += message["type"] == "reveal";
        return n;
    };
    EXPECT_EQ(reveals(), 0u);
    app::answerRightUpTo(state, state.predict, revealAt - 1);
    app::syncLiveClass(state, state.live);
    EXPECT_EQ(reveals(), 0u);
    app::answerRightUpTo(state, state.predict, revealAt);
    app::syncLiveClass(state, state.live);
    ASSERT_EQ(state.step, revealAt);
    EXPECT_EQ(reveals(), 1u) << "B has returned: question " << index << " is revealed";
}

TEST(LiveClass, TheRoomsAnswerIsTheMostGivenAndTheFirstOfEquals) {
    EXPECT_EQ(app::roomsAnswer({0, 0, 0, {}}), std::nullopt);
    EXPECT_EQ(app::roomsAnswer({0, 0, 4, {0, 0, 0}}), std::nullopt);
    EXPECT_EQ(app::roomsAnswer({0, 5, 9, {1, 3, 1}}), 1u);
    EXPECT_EQ(app::roomsAnswer({0, 6, 9, {3, 0, 3}}), 0u);
}

TEST(LiveClass, WhatTheServerSaysOfTheSessionIsKeptAndNonsenseIgnored) {
    app::LiveClass live;
    app::receiveFromServer(core::Language::English, live,
                           R"({"type":"session","code":"K7QM","join":"http://10.0.0.2:8080/join",)"
                           R"("qr":["101","010","101"],"students":3})");
    EXPECT_EQ(live.code, "K7QM");
    EXPECT_EQ(live.join, "http://10.0.0.2:8080/join");
    EXPECT_EQ(live.qr.size(), 3u);
    EXPECT_EQ(live.students, 3u);
    const std::uint64_t revision = live.revision;
    app::receiveFromServer(core::Language::English, live, "not json");
    app::receiveFromServer(core::Language::English, live, R"({"type":"tally","question":"one"})");
    app::receiveFromServer(core::Language::English, live, R"({"type":"step","step":4})");
    app::receiveFromServer(core::Language::English, live, R"([1,2])");
    EXPECT_EQ(live.revision, revision);
    EXPECT_EQ(live.code, "K7QM");
    EXPECT_FALSE(live.tally);
}

TEST(LiveClass, AnotherRunForgetsWhatTheRoomWasAskedAndStartsAtItsFirstStep) {
    app::AppState state = aima();
    app::startPresenting(state, state.live, "http://127.0.0.1:8080", "t");
    app::stepToEnd(state);
    ASSERT_TRUE(app::askTheRoom(state, state.live));
    sent(state.live);
    core::SearchOptions minimax = state.options;
    minimax.algorithm = core::Algorithm::Minimax;
    app::setOptions(state, minimax);
    app::syncPredicting(state, state.predict);  // as the frame does, before the room's side
    app::syncLiveClass(state, state.live);
    EXPECT_FALSE(state.live.asked);
    std::vector<nlohmann::json> out = sent(state.live);
    ASSERT_FALSE(out.empty());
    EXPECT_EQ(out.back()["type"], "step");
    EXPECT_EQ(out.back()["step"], 0);
}

TEST(LiveClass, TheClickersOneKeyAsksClosesThenReveals) {
    app::AppState state = aima();
    state.predict.options.asked[static_cast<std::size_t>(core::QuestionKind::Returned)] = false;
    app::startPresenting(state, state.live, "http://127.0.0.1:8080", "t");
    EXPECT_FALSE(app::nextRoomMove(state, state.live)) << "step 0 asks nothing";
    EXPECT_EQ(app::roomSentence(state, state.live), "");
    app::stepToEnd(state);
    const std::size_t askedAt = state.step;
    const std::size_t revealAt = app::openQuestion(state, state.predict)->revealAt;
    EXPECT_EQ(app::roomSentence(state, state.live), "Press → to ask the room.");
    ASSERT_TRUE(app::nextRoomMove(state, state.live));
    EXPECT_TRUE(state.live.asked);
    state.live.students = 30;
    EXPECT_EQ(app::roomSentence(state, state.live), "0 of 30 have answered: → shows their answers.");
    ASSERT_TRUE(app::nextRoomMove(state, state.live));
    EXPECT_TRUE(state.live.closed);
    EXPECT_EQ(state.step, askedAt);
    EXPECT_EQ(app::roomSentence(state, state.live), "→ reveals the answer.");
    ASSERT_TRUE(app::nextRoomMove(state, state.live));
    EXPECT_EQ(state.step, revealAt);
}

TEST(LiveClass, AChannelThatOpensAgainIntroducesThePresenterAnew) {
    app::AppState state = aima();
    app::startPresenting(state, state.live, "http://127.0.0.1:8080", "t");
    app::channelOpened(state.live);
    app::syncLiveClass(state, state.live);
    EXPECT_EQ(sent(state.live).size(), 2u) << "present, then the step";
    app::channelClosed(core::Language::English, state.live);
    EXPECT_FALSE(state.live.connected);
    EXPECT_FALSE(state.live.problem.empty());
    app::channelOpened(state.live);
    app::syncLiveClass(state, state.live);
    std::vector<nlohmann::json> out = sent(state.live);
    ASSERT_EQ(out.size(), 2u);
    EXPECT_EQ(out[0], (nlohmann::json{{"type", "present"}, {"token", "t"}}));
    EXPECT_EQ(out[1]["type"], "step");
    EXPECT_TRUE(state.live.problem.empty());
}

TEST(LiveClass, StepsWaitingForTheChannelKeepOnlyTheLatest) {
    app::AppState state = aima();
    state.predict.options.asked.fill(false);  // no question stops the steps
    app::startPresenting(state, state.live, "http://127.0.0.1:8080", "t");
    for (int i = 0; i < 12; ++i) {
        app::stepForward(state);
        app::syncLiveClass(state, state.live);
    }
    std::vector<nlohmann::json> out = sent(state.live);
    ASSERT_EQ(out.size(), 2u) << "present, then one step";
    EXPECT_EQ(out[1]["step"], 12);
}

TEST(LiveClass, TheServersAddressIsReadAsAblabServePrintsIt) {
    const auto address = [](std::string_view text) {
        const std::optional<app::ServerAddress> a = app::serverAddress(text);
        return a ? a->host + " " + std::to_string(a->port) : std::string("none");
    };
    EXPECT_EQ(address("http://127.0.0.1:8080"), "127.0.0.1 8080");
    EXPECT_EQ(address("http://10.0.0.2:9000/"), "10.0.0.2 9000");
    EXPECT_EQ(address("localhost"), "localhost 8080");
    EXPECT_EQ(address("lab-pc.example.edu:81"), "lab-pc.example.edu 81");
    for (const char* bad : {"", "https://10.0.0.2:8443", "http://:8080", "10.0.0.2:0", "10.0.0.2:70000", "10.0.0.2:80x",
                            "http://a b:80", "http://host/path:80"})
        EXPECT_EQ(address(bad), "none") << bad;
}

TEST(LiveClass, ARefusedTokenIsSaidInTheLanguageAndStopsTheChannel) {
    app::LiveClass live;
    app::receiveFromServer(core::Language::Chinese, live, R"({"type":"refused","reason":"token"})");
    EXPECT_TRUE(live.refused);
    EXPECT_NE(live.problem.find("ablab serve"), std::string::npos);
    EXPECT_EQ(live.problem.find("copy it again"), std::string::npos) << "in Chinese, not English: " << live.problem;
}

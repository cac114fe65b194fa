#include "state/live_class.h"

#include <algorithm>
#include <charconv>
#include <variant>

#include "live/messages.h"
#include "search/explain.h"
#include "state/app_state.h"
#include "text/translate.h"

namespace ablab::app {

namespace {

// What is sent, in core/live's words (live/messages.h, the protocol written once). A step
// waiting behind another step replaces it: the room needs only the latest, and a channel that
// stays closed while the teacher steps on keeps the outbox as short as the questions asked.
template <typename Message>
void send(LiveClass& live, const Message& message) {
    std::string text = core::live::writeMessage(message);
    const auto isStep = [](const std::string& sent) {
        const auto parsed = core::live::parsePresenterMessage(sent);
        return parsed && std::holds_alternative<core::live::Step>(*parsed);
    };
    if (std::is_same_v<Message, core::live::Step> && !live.outbox.empty() && isStep(live.outbox.back()))
        live.outbox.back() = std::move(text);
    else live.outbox.push_back(std::move(text));
    ++live.revision;
}

// The index of the predict question open at the current step, or none.
std::optional<std::size_t> openQuestionIndex(const AppState& state) {
    const core::Question* open = openQuestion(state, state.predict);
    if (!open) return std::nullopt;
    return static_cast<std::size_t>(open - state.predict.questions.data());
}

// What the phones show above the question: the trace's sentence for the step. Not the status
// line's words while predicting, which judge the room's answer ("Right: …") where each phone
// judges its own.
std::string stepWords(const AppState& state, std::size_t step) {
    return core::explainStep(state.view.wording(), *state.run->trace, step);
}

void sendStep(AppState& state, LiveClass& live) {
    live.stepSent = state.step;
    live.runSent = state.run->revision;
    send(live, core::live::Step{static_cast<std::int64_t>(state.step), stepWords(state, state.step),
                                core::runTitle(state.view.language, *state.run->trace), ""});
}

void sendReveal(const AppState& state, LiveClass& live, std::size_t index) {
    const core::Question& question = state.predict.questions[index];
    send(live, core::live::Reveal{static_cast<std::int64_t>(index), static_cast<std::int64_t>(question.right),
                                  core::explainStep(state.view.wording(), *state.run->trace, question.revealAt)});
}

}  // namespace

void startPresenting(AppState& state, LiveClass& live, std::string server, std::string token) {
    LiveClass fresh;
    fresh.showJoin = true;
    fresh.typedServer = std::move(live.typedServer);
    fresh.typedToken = std::move(live.typedToken);
    live = std::move(fresh);
    live.active = true;
    live.server = std::move(server);
    live.token = std::move(token);
    if (!state.predict.active || state.predict.runRevision != state.run->revision) startPredicting(state, state.predict);
    live.runSent = state.run->revision;  // the room starts on this run; stepSent is none, so its step goes first
    send(live, core::live::Present{live.token});
}

void stopPresenting(LiveClass& live) {
    if (live.active) send(live, core::live::End{});
    live.active = false;
    live.asked.reset();
    live.closed = false;
    live.revealPending.clear();
    ++live.revision;
}

void channelOpened(LiveClass& live) {
    if (live.openedBefore && live.active) {
        send(live, core::live::Present{live.token});
        live.stepSent.reset();
    }
    live.openedBefore = live.connected = true;
    live.problem.clear();
    ++live.revision;
}

void channelClosed(core::Language language, LiveClass& live) {
    live.connected = false;
    if (live.active) live.problem = core::translate(language, "The live session's server is out of reach; trying again.");
    ++live.revision;
}

void receiveFromServer(core::Language language, LiveClass& live, std::string_view text) {
    const std::optional<core::live::ServerMessage> message = core::live::parseServerMessage(text);
    if (!message) return;  // not one of the server's shapes
    if (const auto* session = std::get_if<core::live::SessionInfo>(&*message)) {
        live.code = session->code;
        live.join = session->join;
        live.qr = session->qr;
        live.students = static_cast<std::size_t>(session->students);
    } else if (const auto* tally = std::get_if<core::live::Tally>(&*message)) {
        RoomTally room{static_cast<std::size_t>(tally->question),
                       static_cast<std::size_t>(tally->answered),
                       static_cast<std::size_t>(tally->students),
                       {}};
        for (const std::int64_t count : tally->counts) room.counts.push_back(static_cast<std::size_t>(count));
        live.students = room.students;
        live.tally = std::move(room);
    } else if (const auto* refused = std::get_if<core::live::Refused>(&*message)) {
        live.problem =
            refused->reason == "token"
                ? core::translate(language, "The server did not take this token: copy it again from what `ablab serve` printed.")
            : refused->reason == "ended" ? core::translate(language, "The session has ended.")
                                         : refused->reason;
        live.refused = true;
    } else {
        return;  // what the room is sent, echoed: nothing for the presenter
    }
    ++live.revision;
}

void syncLiveClass(AppState& state, LiveClass& live) {
    if (!live.active) return;
    if (!state.predict.active) startPredicting(state, state.predict);
    const bool newRun = live.runSent != state.run->revision;
    if (newRun) {  // another tree or an edit: what the room was asked is gone with the old run
        live.asked.reset();
        live.closed = false;
        live.revealPending.clear();
        live.tally.reset();
    }
    if (newRun || live.stepSent != state.step) {
        if (state.step > 0 && live.stepSent == std::size_t{0}) live.showJoin = false;  // the lesson has begun
        sendStep(state, live);
    }
    // A reveal goes out as its step plays (a node's return is revealed as it returns).
    auto due = [&](std::size_t index) { return state.predict.questions[index].revealAt <= state.step; };
    for (std::size_t index : live.revealPending)
        if (due(index)) sendReveal(state, live, index);
    std::erase_if(live.revealPending, due);
}

bool askTheRoom(AppState& state, LiveClass& live) {
    if (!live.active) return false;
    const std::optional<std::size_t> open = openQuestionIndex(state);
    if (!open || live.asked == open) return false;
    const core::Question& question = state.predict.questions[*open];
    core::live::Ask ask{
        static_cast<std::int64_t>(*open), core::questionText(state.view.wording(), *state.run->trace, question), {}};
    for (const core::Choice& choice : question.choices) ask.choices.push_back(choice.text);
    live.asked = open;
    live.closed = false;
    live.tally = RoomTally{*open, 0, live.students, std::vector<std::size_t>(ask.choices.size(), 0)};
    send(live, ask);
    return true;
}

bool closeAnswers(LiveClass& live) {
    if (!live.active || !live.asked || live.closed) return false;
    live.closed = true;
    send(live, core::live::Close{static_cast<std::int64_t>(*live.asked)});
    return true;
}

bool revealToTheRoom(AppState& state, LiveClass& live) {
    if (!live.active || !live.asked || openQuestionIndex(state) != live.asked) return false;
    const std::size_t index = *live.asked;
    if (!live.closed) closeAnswers(live);
    const core::Question& question = state.predict.questions[index];
    std::optional<std::size_t> chosen;
    if (live.tally && live.tally->question == index) chosen = roomsAnswer(*live.tally);
    // Nobody answered: the window shows the right answer, as a teacher would say it.
    const std::size_t answer = chosen && *chosen < question.choices.size() ? *chosen : question.right;
    live.asked.reset();
    live.closed = false;
    live.revealPending.push_back(index);
    answerQuestion(state, state.predict, answer);
    syncLiveClass(state, live);
    return true;
}

bool nextRoomMove(AppState& state, LiveClass& live) {
    if (!live.active || !openQuestionIndex(state)) return false;
    if (live.asked != openQuestionIndex(state)) return askTheRoom(state, live);
    if (!live.closed) return closeAnswers(live);
    return revealToTheRoom(state, live);
}

std::string roomSentence(const AppState& state, const LiveClass& live) {
    const core::Language language = state.view.language;
    const std::optional<std::size_t> open = openQuestionIndex(state);
    if (!live.active || !open) return {};
    if (live.asked != open) return core::translate(language, "Press → to ask the room.");
    if (live.closed) return core::translate(language, "→ reveals the answer.");
    const std::size_t answered = live.tally && live.tally->question == *open ? live.tally->answered : 0;
    return core::translate(language, "{answered} of {students} have answered: → shows their answers.",
                           {{"answered", std::to_string(answered)}, {"students", std::to_string(live.students)}});
}

std::optional<ServerAddress> serverAddress(std::string_view server) {
    if (server.starts_with("http://")) server.remove_prefix(7);
    else if (server.find("://") != std::string_view::npos) return std::nullopt;
    while (server.ends_with('/')) server.remove_suffix(1);
    ServerAddress address;
    const std::size_t colon = server.rfind(':');
    address.host = std::string(server.substr(0, colon));
    address.port = core::live::kDefaultPort;
    if (colon != std::string_view::npos) {
        const std::string_view digits = server.substr(colon + 1);
        unsigned port = 0;
        const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), port);
        if (error != std::errc{} || end != digits.data() + digits.size() || port == 0 || port > 65535) return std::nullopt;
        address.port = static_cast<std::uint16_t>(port);
    }
    if (address.host.empty() || address.host.find_first_of("/ ") != std::string::npos) return std::nullopt;
    return address;
}

std::optional<std::size_t> roomsAnswer(const RoomTally& tally) {
    const auto most = std::max_element(tally.counts.begin(), tally.counts.end());
    if (most == tally.counts.end() || *most == 0) return std::nullopt;
    return static_cast<std::size_t>(most - tally.counts.begin());
}

}  // namespace ablab::app

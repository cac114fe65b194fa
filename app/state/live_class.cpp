#include "state/live_class.h"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "search/explain.h"
#include "state/app_state.h"
#include "text/translate.h"

namespace ablab::app {

namespace {

// A step waiting behind another step replaces it: the room needs only the latest, and a channel
// that stays closed while the teacher steps on keeps the outbox as short as the questions asked.
void send(LiveClass& live, const nlohmann::json& message) {
    auto isStep = [](const nlohmann::json& m) { return m.is_object() && m.value("type", "") == "step"; };
    if (isStep(message) && !live.outbox.empty() && isStep(nlohmann::json::parse(live.outbox.back(), nullptr, false)))
        live.outbox.back() = message.dump();
    else live.outbox.push_back(message.dump());
    ++live.revision;
}

// The index of the predict question open at the current step, or none.
std::optional<std::size_t> openQuestionIndex(const AppState& state) {
    const core::Question* open = openQuestion(state, state.predict);
    if (!open) return std::nullopt;
    return static_cast<std::size_t>(open - state.predict.questions.data());
}

// What the phones show under the question: the status line's words for the step.
std::string stepWords(const AppState& state, std::size_t step) {
    if (std::optional<std::string> predicting = predictSentence(state, state.predict, step)) return *predicting;
    return core::explainStep(state.view.wording(), *state.run->trace, step);
}

void sendStep(AppState& state, LiveClass& live) {
    live.stepSent = state.step;
    live.runSent = state.run->revision;
    send(live, {{"type", "step"},
                {"step", state.step},
                {"sentence", stepWords(state, state.step)},
                {"lesson", core::runTitle(state.view.language, *state.run->trace)},
                {"link", ""}});
}

void sendReveal(const AppState& state, LiveClass& live, std::size_t index) {
    const core::Question& question = state.predict.questions[index];
    send(live, {{"type", "reveal"},
                {"question", index},
                {"right", question.right},
                {"verdict", core::explainStep(state.view.wording(), *state.run->trace, question.revealAt)}});
}

}  // namespace

void startPresenting(AppState& state, LiveClass& live, std::string server, std::string token) {
    LiveClass fresh;
    fresh.typedServer = std::move(live.typedServer);
    fresh.typedToken = std::move(live.typedToken);
    live = std::move(fresh);
    live.active = true;
    live.server = std::move(server);
    live.token = std::move(token);
    if (!state.predict.active || state.predict.runRevision != state.run->revision) startPredicting(state, state.predict);
    live.runSent = state.run->revision;  // the room starts on this run; stepSent is none, so its step goes first
    send(live, {{"type", "present"}, {"token", live.token}});
}

void stopPresenting(LiveClass& live) {
    if (live.active) send(live, {{"type", "end"}});
    live.active = false;
    live.asked.reset();
    live.closed = false;
    live.revealPending.clear();
    ++live.revision;
}

void channelOpened(LiveClass& live) {
    if (live.openedBefore && live.active) {
        send(live, {{"type", "present"}, {"token", live.token}});
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

void receiveFromServer(LiveClass& live, std::string_view text) {
    const nlohmann::json message = nlohmann::json::parse(text, nullptr, false);
    if (!message.is_object() || !message.contains("type") || !message["type"].is_string()) return;
    const std::string type = message["type"];
    try {
        if (type == "session") {
            live.code = message.value("code", "");
            live.join = message.value("join", "");
            live.qr = message.value("qr", std::vector<std::string>{});
            live.students = message.value("students", std::size_t{0});
        } else if (type == "tally") {
            RoomTally tally;
            tally.question = message.at("question").get<std::size_t>();
            tally.answered = message.value("answered", std::size_t{0});
            tally.students = message.value("students", std::size_t{0});
            tally.counts = message.value("counts", std::vector<std::size_t>{});
            live.students = tally.students;
            live.tally = std::move(tally);
        } else if (type == "error") {
            live.problem = message.value("error", "");
        } else {
            return;
        }
    } catch (const nlohmann::json::exception&) {
        return;  // a field of the wrong kind: the server is ours, so it is not worth a sentence
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
    if (newRun || live.stepSent != state.step) sendStep(state, live);
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
    std::vector<std::string> choices;
    for (const core::Choice& choice : question.choices) choices.push_back(choice.text);
    live.asked = open;
    live.closed = false;
    live.tally = RoomTally{*open, 0, live.students, std::vector<std::size_t>(choices.size(), 0)};
    send(live, {{"type", "ask"},
                {"question", *open},
                {"text", core::questionText(state.view.wording(), *state.run->trace, question)},
                {"choices", choices}});
    return true;
}

bool closeAnswers(LiveClass& live) {
    if (!live.active || !live.asked || live.closed) return false;
    live.closed = true;
    send(live, {{"type", "close"}, {"question", *live.asked}});
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

std::optional<std::size_t> roomsAnswer(const RoomTally& tally) {
    const auto most = std::max_element(tally.counts.begin(), tally.counts.end());
    if (most == tally.counts.end() || *most == 0) return std::nullopt;
    return static_cast<std::size_t>(most - tally.counts.begin());
}

}  // namespace ablab::app

#include "state/live_class.h"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "search/explain.h"
#include "state/app_state.h"

namespace ablab::app {

namespace {

void send(LiveClass& live, const nlohmann::json& message) {
    live.outbox.push_back(message.dump());
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

void startPresenting(AppState& state, LiveClass& live, std::string token) {
    live = LiveClass{};
    live.active = true;
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

std::optional<std::size_t> roomsAnswer(const RoomTally& tally) {
    const auto most = std::max_element(tally.counts.begin(), tally.counts.end());
    if (most == tally.counts.end() || *most == 0) return std::nullopt;
    return static_cast<std::size_t>(most - tally.counts.begin());
}

}  // namespace ablab::app

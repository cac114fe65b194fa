#include "state/predict.h"

#include <algorithm>

#include "state/app_state.h"
#include "text/translate.h"

namespace ablab::app {

namespace {

bool askedOfThisRun(const AppState& state, const Predicting& predicting) {
    return predicting.active && predicting.runRevision == state.run->revision;
}

// The index of the question open at `step`, or none.
std::optional<std::size_t> openAt(const Predicting& predicting, std::size_t step) {
    for (std::size_t i = 0; i < predicting.questions.size(); ++i)
        if (predicting.questions[i].askedAt == step && !predicting.answers[i]) return i;
    return std::nullopt;
}

}  // namespace

void startPredicting(AppState& state, Predicting& predicting) {
    if (state.practice.active) {
        state.practice.active = false;
        ++state.practice.revision;
    }
    predicting.active = true;
    predicting.questions = core::predictQuestions(state.view.wording(), *state.run->trace, predicting.options);
    predicting.answers.assign(predicting.questions.size(), std::nullopt);
    predicting.runRevision = state.run->revision;
    predicting.selectedBefore = state.selected;
    ++predicting.revision;
    state.playback.playing = false;
    state.step = 0;
}

void stopPredicting(Predicting& predicting) {
    predicting.active = false;
    predicting.questions.clear();
    predicting.answers.clear();
    ++predicting.revision;
}

void syncPredicting(AppState& state, Predicting& predicting) {
    if (!predicting.active) return;
    if (state.practice.active) return stopPredicting(predicting);
    if (predicting.runRevision != state.run->revision) return startPredicting(state, predicting);
    if (state.selected == predicting.selectedBefore) return;
    predicting.selectedBefore = state.selected;
    answerWithNode(state, predicting, state.selected);
}

bool answerWithNode(AppState& state, Predicting& predicting, core::NodeId leaf) {
    predicting.selectedBefore = state.selected;
    if (!askedOfThisRun(state, predicting)) return false;
    const std::optional<std::size_t> open = openAt(predicting, state.step);
    if (!open || leaf == core::kNoNode || predicting.questions[*open].kind != core::QuestionKind::NextLeaf ||
        !state.run->tree->isLeaf(leaf))
        return false;
    core::Question& question = predicting.questions[*open];
    auto at = std::find_if(question.choices.begin(), question.choices.end(),
                           [&](const core::Choice& choice) { return choice.node == leaf; });
    if (at == question.choices.end()) {
        question.choices.push_back({std::string(state.run->tree->label(leaf)), leaf});
        at = question.choices.end() - 1;
    }
    return answerQuestion(state, predicting, static_cast<std::size_t>(at - question.choices.begin()));
}

const core::Question* openQuestion(const AppState& state, const Predicting& predicting) {
    if (!askedOfThisRun(state, predicting)) return nullptr;
    const std::optional<std::size_t> open = openAt(predicting, state.step);
    return open ? &predicting.questions[*open] : nullptr;
}

std::size_t stepAllowed(const AppState& state, std::size_t from, std::size_t wanted) {
    const Predicting& predicting = state.predict;
    if (!askedOfThisRun(state, predicting) || wanted <= from) return wanted;
    for (std::size_t i = 0; i < predicting.questions.size(); ++i) {
        const std::size_t at = predicting.questions[i].askedAt;
        if (!predicting.answers[i] && at >= from && at < wanted) return at;
    }
    return wanted;
}

bool answerQuestion(AppState& state, Predicting& predicting, std::size_t choice) {
    if (!askedOfThisRun(state, predicting)) return false;
    const std::optional<std::size_t> open = openAt(predicting, state.step);
    if (!open || choice >= predicting.questions[*open].choices.size()) return false;
    predicting.answers[*open] = choice;
    ++predicting.revision;
    const core::Question& question = predicting.questions[*open];
    // On to the reveal, stopping at any question on the way (a node entered meanwhile).
    if (!core::isLong(question.kind)) stepTo(state, question.revealAt);
    return true;
}

void answerRightUpTo(AppState& state, Predicting& predicting, std::size_t step) {
    while (stepTo(state, step) < step)
        if (const core::Question* question = openQuestion(state, predicting);
            !question || !answerQuestion(state, predicting, question->right))
            return;
}

std::optional<std::string> predictSentence(const AppState& state, const Predicting& predicting, std::size_t step) {
    if (!askedOfThisRun(state, predicting)) return std::nullopt;
    const core::Wording wording = state.view.wording();
    const core::Trace& trace = *state.run->trace;
    // The verdicts on what this step revealed, then the question it asks next.
    std::string said;
    for (std::size_t i = 0; i < predicting.questions.size(); ++i)
        if (predicting.answers[i] && predicting.questions[i].revealAt == step)
            (said += said.empty() ? "" : " ") +=
                core::verdictText(wording, trace, predicting.questions[i], *predicting.answers[i]);
    if (const std::optional<std::size_t> open = openAt(predicting, step))
        (said += said.empty() ? "" : " ") += core::questionText(wording, trace, predicting.questions[*open]);
    if (said.empty()) return std::nullopt;
    return said;
}

std::string predictScore(core::Language language, const Predicting& predicting) {
    std::size_t answered = 0, right = 0;
    for (std::size_t i = 0; i < predicting.questions.size(); ++i) {
        if (!predicting.answers[i]) continue;
        ++answered;
        right += *predicting.answers[i] == predicting.questions[i].right;
    }
    return core::translate(language, "{right} of {answered} right",
                           {{"right", std::to_string(right)}, {"answered", std::to_string(answered)}});
}

}  // namespace ablab::app

#pragma once
// Predict mode in the window: stepping stops before each of core's questions (teaching/predict.h)
// until the student answers (a choice's number key or button, or a click on the leaf asked
// for), then plays on to the step that answers it and says whether they were right and why.
// While predicting, the window holds back what the run has not played, as practice does (no
// step count of the run, no timeline or cutoff ticks, no totals, no later events).
//
// Plain data beside the AppState and plain functions over both, tested without a window
// (tests/app/state/predict_mode_test.cpp).
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "model/tree.h"
#include "teaching/predict.h"

namespace ablab::app {

struct AppState;

struct Predicting {
    bool active = false;
    core::PredictOptions options;
    std::vector<core::Question> questions;            // the run's, in step order
    std::uint64_t runRevision = 0;                    // the run they were asked of
    std::vector<std::optional<std::size_t>> answers;  // by question: the choice the student gave
    core::NodeId selectedBefore = core::kNoNode;      // the canvas's selection a frame ago
    std::uint64_t revision = 0;                       // counts every change: what the window's words are kept by
};

// Starts predicting on the current run: the questions asked of it, no answers, step 0,
// playback stopped, practice left.
void startPredicting(AppState& state, Predicting& predicting);
void stopPredicting(Predicting& predicting);

// Keeps the questions those of the run shown (an edit, another tree, other options ask anew
// from step 0), and takes a click on a leaf as the answer to "which leaf is next?". Once a frame.
void syncPredicting(AppState& state, Predicting& predicting);

// A node chosen on the tree (a click, the page's outline): when the open question asks which
// leaf is next and `node` is a leaf, it is the answer, one of the choices or not. Returns
// whether it answered.
bool answerWithNode(AppState& state, Predicting& predicting, core::NodeId node);

// The question asked at the current step and not yet answered: stepping forward waits for it.
const core::Question* openQuestion(const AppState& state, const Predicting& predicting);

// The furthest step at or before `wanted` that stepping forward from `from` may reach: the
// first unanswered question's step on the way. Every way forward (keys, buttons, playback, the
// page) goes through it (state/app_state.cpp's stepTo).
std::size_t stepAllowed(const AppState& state, std::size_t from, std::size_t wanted);

// The student's answer to the open question: recorded, and the run plays on to the step that
// answers it (a return question stays open while the node is searched: the run does not move).
// Returns false when no question is open or the choice is not one of its.
bool answerQuestion(AppState& state, Predicting& predicting, std::size_t choice);

// Goes to `step` as a class would that answered every question on the way right (a screenshot of
// the question at a step, a test); stops at a question asked at `step` itself.
void answerRightUpTo(AppState& state, Predicting& predicting, std::size_t step);

// What the status line says while predicting, or nullopt for the step's own sentence: at a
// step that answered questions the verdict on each, then the question open at it.
std::optional<std::string> predictSentence(const AppState& state, const Predicting& predicting, std::size_t step);

// "3 of 4 right" (of the questions answered so far).
std::string predictScore(core::Language language, const Predicting& predicting);

}  // namespace ablab::app

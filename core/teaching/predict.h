#pragma once
// Predict mode: the run stops before the events worth asking about and asks what happens next,
// as the notes' authors stop a lecture to ask "is this subtree cut?". The student answers,
// then the run plays on to the event that answers and says whether they were right.
//
// Every question is read off the recorded trace, so its right answer is what the search did:
//
//   NextLeaf      after a leaf is evaluated: which leaf is evaluated next?
//   WindowChange  a child has returned: does α or β at its parent change, and to what?
//   Cutoff        the same moment: is there a cutoff at the parent: none, α or β, deep or not?
//   NeverLooked   the same moment: which of the parent's children are never looked at?
//   Returned      a node whose children are all leaves is entered: what value does it return?
//
// A question is multiple choice (a phone answers it with one tap, the window with a click on the
// tree or a number key): its choices hold the right one and the ones a student is likely to
// give instead (the other bound, the cutoff a level off, the value of another child). A node's
// return is asked as it is entered and revealed as it returns: the questions of its search are
// asked meanwhile (isLong). The others are revealed a few events later, and never overlap: the
// next is asked at or after the step that revealed the last.
#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "model/tree.h"
#include "search/trace.h"
#include "text/wording.h"

namespace ablab::core {

enum class QuestionKind : std::uint8_t { NextLeaf, WindowChange, Cutoff, NeverLooked, Returned };
inline constexpr QuestionKind kQuestionKinds[] = {QuestionKind::NextLeaf, QuestionKind::WindowChange, QuestionKind::Cutoff,
                                                  QuestionKind::NeverLooked, QuestionKind::Returned};
// "next-leaf", "window", "cutoff", "never-looked", "returned": the --ask values, the live channel's.
std::string_view questionKindCode(QuestionKind kind);
bool parseQuestionKind(std::string_view code, QuestionKind& out);

struct PredictOptions {
    std::array<bool, std::size(kQuestionKinds)> asked{true, true, true, true, true};  // by kind
    // Ask at one occasion in `every` (1: at each); a lecture tree has one of each kind or more.
    std::size_t every = 1;
};

struct Choice {
    std::string text;       // "α rises to 3", "C2, C3", "≤ 2", "B2"
    NodeId node = kNoNode;  // NextLeaf: the leaf, so that a click on the tree answers
};

struct Question {
    QuestionKind kind = QuestionKind::NextLeaf;
    std::size_t askedAt = 0;   // the step shown while asking: nothing after it has been played
    std::size_t revealAt = 0;  // the step that answers: the event the question is about played
    NodeId node = kNoNode;     // whom it asks about: the parent, the node returning; NextLeaf: none
    NodeId child = kNoNode;    // WindowChange, Cutoff, NeverLooked: the child that just returned
    std::vector<Choice> choices;
    std::size_t right = 0;  // the index of the right choice
};

// Whether a question of this kind stays open while others are asked: Returned.
bool isLong(QuestionKind kind);

// The questions of a run, in step order. α-β's family only asks about windows and cutoffs
// (usesWindow); minimax's runs ask about leaves and values.
std::vector<Question> predictQuestions(const Wording& wording, const Trace& trace, const PredictOptions& options);

// The question as the status line asks it: "B1 returned 3 to B: does α or β at B change?".
std::string questionText(const Wording& wording, const Trace& trace, const Question& question);

// After the student chose `chosen`: "Right: α-cutoff (α-cutoff at C: …)." or "Not quite: you said
// no cutoff, it is α-cutoff (…).", with what the revealed step says in brackets
// (search/explain.h's explainStep at revealAt), the sentence of the trace.
std::string verdictText(const Wording& wording, const Trace& trace, const Question& question, std::size_t chosen);

}  // namespace ablab::core

#pragma once
// Practice mode: the student works α-β out on the tree and the window grades it.
//
// Inner values are hidden; the student types each inner node's value (or bound, "≥ 5" /
// "≤ 2"), marks the roots of the subtrees they think are pruned and, if they like, α and β
// per node. Check turns what they typed into a core::Answer and grades it with
// core::gradeAnswer, both ways (missed and wrong prunes, wrong values, wrong windows); Hint
// plays one more event of the normal stepping; Show solution leaves practice at the last step.
//
// Practice is plain data beside the AppState and every operation a plain function over both,
// so the whole mode is tested without a window (tests/practice_mode_test.cpp).
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "teaching/exercise.h"
#include "teaching/grading.h"
#include "picture/scene.h"
#include "search/search_options.h"
#include "model/tree.h"

namespace ablab::app {

// Declared, not included, so that app_state.h may hold a Practice (AppState::practice).
struct AppState;

// What the student wrote at one node, as typed, so a half-typed "≥" stays in its box.
struct PracticeEntry {
    std::string value;        // "5", "≥ 5", ">= 5", "≤ 2", "<= 2"; "" = not answered. Inner nodes only.
    bool pruned = false;      // marked as the root of a pruned subtree
    std::string alpha, beta;  // the window when the node returns; "" = not answered. Inner nodes only.
};

struct Practice {
    bool active = false;
    std::shared_ptr<const core::Tree> tree;  // the tree the entries belong to (ids are its node ids)
    core::SearchOptions options;             // the option set the answers are graded under
    bool optionsFixed = false;               // the tree states its options ("Options: …"): they stay
    std::string optionsText;                 // core::optionsSentence(options), shown on the exercise
    std::vector<PracticeEntry> entries;      // by node id
    bool answerAlphaBeta = false;            // the student answers α/β too, and they are graded
    std::optional<core::Grade> grade;        // the last Check
    std::vector<std::size_t> mistakes;       // indices of grade->items that are wrong, in the order of
                                             // the search: the first event where the answer goes wrong first
    bool gradeStale = false;                 // entries changed since the last Check
    std::size_t hints = 0;                   // events revealed since practice started: Hint, explanations
    // Grading a student's answer file (enterAnswer): the teacher sees every mistake with the
    // expected answer. Practising, Check only judges what the student entered; an expected
    // answer is shown for a mistake the student asks to explain, and that counts as a hint.
    bool teacherView = false;
    std::vector<std::uint8_t> explained;  // by index of grade->items: the student asked why

    core::ExerciseParams params;                   // the "New exercise" form (seed included)
    std::optional<core::ExerciseParams> exercise;  // what generated the tree; nullopt for any other tree
    bool confirmDiscard = false;                   // a new exercise waits for "drop unsaved edits?"
    // Counts every change to what practiceMarks reads (entries, grade, explanations, active):
    // the canvas rebuilds its marks only when it moves, so an idle frame builds no strings.
    std::uint64_t revision = 0;
};

// Starts practising on the current tree: entries cleared, step 0, playback stopped. The options
// are the tree's stated ones (an exercise's "Options: …") or else the current strict / fail-hard
// / shallow / move-limit ones, always α-β without negamax (the grader reads MAX's values).
void startPractice(AppState& state, Practice& practice);

// A random exercise from `params` installed as the tree (openTree: history cleared, any unsaved
// edits dropped; ask first), its options set, and practice started on it. Parameters that give
// no exercise leave everything as it was, put the reason in state.message and return false.
bool newExercise(AppState& state, Practice& practice, const core::ExerciseParams& params);

// Keeps practice consistent with changes made elsewhere; call once a frame. An edit, undo or
// redo of the tree carries the entries to the same places in the new tree; another tree opened
// starts practice again on it. Options changed in the toolbar are put back when the exercise
// states its own, and otherwise become the practice's (the last grade is then stale).
void syncPractice(AppState& state, Practice& practice);

// Why an entry cannot be graded as written, or "" when it can. Bounds are values too; α and β
// are plain numbers or ±inf.
std::string entryProblem(const core::Tree& tree, core::NodeId n, const PracticeEntry& entry);

// The setters keep the text as typed (so the box shows it) and return entryProblem() for the
// new text: "" when it reads, otherwise the message to show beside the box. A leaf has no value
// or window to enter; those are refused and leave the entry as it was.
std::string setValueEntry(const AppState& state, Practice& practice, core::NodeId n, std::string text);
std::string setAlphaEntry(const AppState& state, Practice& practice, core::NodeId n, std::string text);
std::string setBetaEntry(const AppState& state, Practice& practice, core::NodeId n, std::string text);
void setPrunedMark(Practice& practice, core::NodeId n, bool pruned);
void togglePrunedMark(Practice& practice, core::NodeId n);

// What the student entered, as an answer file would say it. nullopt when an entry does not read,
// with `problem` (if given) naming the node: "C: '≥' is not a value; …". When α/β are answered,
// a node with only one of them given has the other at its starting value (α = -∞, β = ∞).
std::optional<core::Answer> practiceAnswer(const AppState& state, const Practice& practice, std::string* problem = nullptr);

// Grades the entries against the search under the practice's options and keeps the grade in
// practice.grade, its mistakes in the order of the search in practice.mistakes. Refuses (the
// reason in state.message, the grade unchanged, false) while an entry does not read.
bool checkPractice(AppState& state, Practice& practice);

// Fills the entries in from an answer file's answer (a student's homework) and checks it:
// practice mode as a teacher's grading view. Starts practice on the current tree first.
void enterAnswer(AppState& state, Practice& practice, const core::Answer& answer);

// Plays the next event of the normal stepping, and only that one; returns the new step.
std::size_t hint(AppState& state, Practice& practice);

// Leaves practice mode at the last step: the normal stepping view, the whole solution shown.
void showSolution(AppState& state, Practice& practice);

// Goes to the step that shows a mistake's explanation (the event it is read from), or leaves the
// step alone when it has none. Practising, every event this plays counts as a hint. Returns the
// new step.
std::size_t showMistakeStep(AppState& state, Practice& practice, const core::GradeItem& item);

// ---------------------------------------------------------------------------------------------
// What the last Check shows

// Whether the Check's verdict on this item may be shown: in the teacher's view always;
// practising, only for what the student entered (a verdict on a node left blank would say
// whether it is searched or pruned).
bool gradeItemShown(const Practice& practice, const core::GradeItem& item);
// The indices of practice.mistakes that may be shown, in the same order.
std::vector<std::size_t> shownMistakes(const Practice& practice);
// Whether the expected answer and the reason of grade item `index` may be shown: in the
// teacher's view, or once the student asked to explain it.
bool mistakeExplained(const Practice& practice, std::size_t index);
// The student asks why item `index` is wrong: it is explained from now on and, the first time,
// counted as a hint.
void explainMistake(Practice& practice, std::size_t index);
// The score line: "3 of 4 of your answers are right: 1 mistake", "… right, but the answer is
// not complete", "fully right"; the teacher's view counts every item.
std::string gradeSummary(core::Language language, const Practice& practice);
// The heading of mistake `index`: "C, value: expected ≤ 2, given 5" when explained, else
// "C, value: 5 is wrong".
std::string mistakeHeading(const AppState& state, const Practice& practice, std::size_t index);

// ---------------------------------------------------------------------------------------------
// What other panels hold back

// Practising, no panel says more than the task. A lecture tree's description walks through its
// solution ("B backs up 3 … an α-cutoff"), the Compare panel gives every algorithm's value and
// leaf count, an export draws or tabulates the whole run, and reordering children (best first,
// worst first, moving one) sorts the exercise by the values the student is to find. Each asks
// here: "" when it may show its content or act, else the one line it shows instead.
enum class HeldBack : std::uint8_t { Description, Comparison, Export, Reordering };
std::string heldBackWhilePractising(const AppState& state, HeldBack what);

// ---------------------------------------------------------------------------------------------
// For the canvas

enum class Verdict : std::uint8_t {
    Unchecked,  // no Check yet, or nothing about this node was graded
    Right,      // every graded part at this node is right
    Wrong,      // some graded part at this node is wrong
};

struct NodeMark {
    bool hideValue = false;     // an inner node whose value the stepping has not shown yet
    std::string entry;          // the student's value, trimmed, for hidden values; "" if none
    bool markedPruned = false;  // the student marked it as the root of a pruned subtree
    Verdict verdict = Verdict::Unchecked;
    std::string reason;  // the first mistake's explanation at this node, for a tooltip
};

// One mark per node id of state.run->tree while practising; empty otherwise. Verdicts follow
// gradeItemShown.
std::vector<NodeMark> practiceMarks(const AppState& state, const Practice& practice);

// The scene of the current step as practice shows it: a hidden value replaced by what the
// student wrote (or nothing), and the edge into every node the student marked pruned cut.
void applyPracticeMarks(core::Scene& scene, const std::vector<NodeMark>& marks);

// Nodes with a wrong verdict, ascending: outline them (core::PaintOptions::outlined).
std::vector<core::NodeId> wrongNodes(const std::vector<NodeMark>& marks);

}  // namespace ablab::app

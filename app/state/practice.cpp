#include "state/practice.h"

#include <algorithm>
#include <cstdio>
#include <string_view>

#include "teaching/answer.h"
#include "state/app_state.h"
#include "text/trimmed.h"
#include "model/tree_edit.h"
#include "search/search.h"
#include "text/translate.h"

namespace ablab::app {

namespace {

bool blank(std::string_view s) { return core::trimmed(s).empty(); }

// α-β as practice grades it: an exercise's stated options exactly; on any other tree the
// current variant (strict, fail-hard, shallow, move limit), but always α-β in MAX's values.
core::SearchOptions practiceOptionsFor(const core::Tree& tree, core::SearchOptions current, bool& fixed) {
    if (const std::optional<core::SearchOptions> stated = core::exerciseOptions(tree)) {
        fixed = true;
        return *stated;
    }
    fixed = false;
    // α-β is what is practised; on a tree with chance nodes, Star1, α-β's own form for them,
    // with its leaf bounds stated (the tree's own range unless --bounds gave others).
    current.algorithm = tree.hasChanceNodes() ? core::Algorithm::Star1 : core::Algorithm::AlphaBeta;
    if (current.algorithm == core::Algorithm::Star1) current.leafBounds = core::leafBoundsFor(tree, current);
    current.negamax = false;
    return current;
}

void adoptOptions(AppState& state, Practice& practice, const core::SearchOptions& options, bool fixed) {
    setOptions(state, options);
    practice.options = options;
    practice.optionsFixed = fixed;
    practice.optionsText = core::optionsSentence(state.view.language, options);
}

std::string valueProblem(const core::Tree& tree, core::NodeId n, std::string_view text) {
    if (tree.isLeaf(n) && !blank(text))
        return std::string(tree.label(n)) + " is a leaf: its value, " + core::formatValue(tree.value(n)) +
               ", is given in the tree";
    core::AnswerValue v;
    if (blank(text) || core::parseAnswerValue(text, v)) return "";
    return std::string(tree.label(n)) + ": '" + std::string(text) +
           "' is not a value; write a number such as 5, or a bound such as ≥ 5, >= 5, ≤ 2 or <= 2";
}

std::string windowProblem(const core::Tree& tree, core::NodeId n, std::string_view which, std::string_view text) {
    if (tree.isLeaf(n) && !blank(text)) return std::string(tree.label(n)) + " is a leaf: it has no window to answer";
    core::AnswerValue v;
    if (blank(text) || (core::parseAnswerValue(text, v) && v.bound == core::Bound::Exact)) return "";
    return std::string(tree.label(n)) + ": " + std::string(which) + " '" + std::string(text) +
           "' is not a number; write a number such as 3, or inf or -inf";
}

core::Value windowValue(std::string_view text, core::Value otherwise) {
    core::AnswerValue v;
    return !blank(text) && core::parseAnswerValue(text, v) ? v.value : otherwise;
}

// Entries are by node id of practice.tree; a setter on anything else is refused.
std::string checkTarget(const AppState& state, const Practice& practice, core::NodeId n) {
    if (!practice.active) return core::translate(state.view.language, "start practice first");
    if (practice.tree != state.run->tree || n >= practice.entries.size())
        return core::translate(state.view.language, "select a node of the tree first");
    return "";
}

void entriesChanged(Practice& practice) {
    ++practice.revision;
    if (practice.grade) practice.gradeStale = true;
}

std::string setWindowEntry(const AppState& state, Practice& practice, core::NodeId n, std::string text, bool alpha) {
    if (std::string problem = checkTarget(state, practice, n); !problem.empty()) return problem;
    std::string problem = windowProblem(*state.run->tree, n, alpha ? "α" : "β", text);
    if (state.run->tree->isLeaf(n) && !problem.empty()) return problem;
    std::string& slot = alpha ? practice.entries[n].alpha : practice.entries[n].beta;
    if (slot != text) entriesChanged(practice);
    slot = std::move(text);
    return problem;
}

// The exercise generator's messages name command-line options; the window has fields instead.
std::string formWording(std::string message) {
    for (std::size_t at = 0; (at = message.find("--", at)) != std::string::npos;) message.erase(at, 2);
    return message;
}

bool holds(const std::vector<AppState::Version>& stack, const std::shared_ptr<const core::Tree>& tree) {
    return std::any_of(stack.begin(), stack.end(), [&](const AppState::Version& v) { return v.tree == tree; });
}

}  // namespace

void startPractice(AppState& state, Practice& practice) {
    if (practice.tree != state.run->tree) practice.exercise.reset();
    bool fixed = false;
    const core::SearchOptions options = practiceOptionsFor(*state.run->tree, state.options, fixed);
    adoptOptions(state, practice, options, fixed);
    practice.active = true;
    practice.tree = state.run->tree;
    practice.entries.assign(state.run->tree->size(), PracticeEntry{});
    practice.grade.reset();
    practice.mistakes.clear();
    practice.gradeStale = false;
    practice.hints = 0;
    practice.teacherView = false;
    practice.explained.clear();
    practice.confirmDiscard = false;
    ++practice.revision;
    state.playback.playing = false;
    state.playback.carry = 0;
    stepToStart(state);
}

bool newExercise(AppState& state, Practice& practice, const core::ExerciseParams& params) {
    practice.params = params;
    practice.confirmDiscard = false;
    try {
        openTree(state, core::makeExercise(state.view.language, params), "");
    } catch (const core::ExerciseError& e) {
        state.message = core::translate(state.view.language, "New exercise: {problem}", {{"problem", formWording(e.what())}});
        return false;
    }
    setOptions(state, core::exerciseSearchOptions(params));
    startPractice(state, practice);
    practice.exercise = params;
    return true;
}

void syncPractice(AppState& state, Practice& practice) {
    if (!practice.active) return;
    if (state.run->tree != practice.tree) {
        if (!holds(state.undoStack, practice.tree) && !holds(state.redoStack, practice.tree)) {
            startPractice(state, practice);  // another tree was opened: practise on it
            return;
        }
        // An edit, undo or redo: every entry stays with the node at the same place.
        const core::Tree& before = *practice.tree;
        const core::Tree& after = *state.run->tree;
        std::vector<PracticeEntry> entries(after.size());
        const std::vector<core::NodeId> newAt = core::samePlaces(before, after);
        for (core::NodeId n = 0; n < before.size() && n < practice.entries.size(); ++n) {
            const core::NodeId m = newAt[n];
            if (m == core::kNoNode) continue;
            entries[m] = std::move(practice.entries[n]);
            if (after.isLeaf(m)) entries[m].value.clear(), entries[m].alpha.clear(), entries[m].beta.clear();
        }
        practice.entries = std::move(entries);
        practice.tree = state.run->tree;
        practice.exercise.reset();  // no longer the tree the seed makes
        practice.grade.reset();
        practice.mistakes.clear();
        practice.explained.clear();
        practice.gradeStale = false;
        ++practice.revision;
    }
    if (state.options != practice.options) {
        if (practice.optionsFixed) {
            setOptions(state, practice.options);
            state.message = core::translate(
                state.view.language,
                "This exercise is graded under its own options ({options}); Show solution leaves practice, then they can change",
                {{"options", practice.optionsText}});
        } else {
            bool fixed = false;
            const core::SearchOptions options = practiceOptionsFor(*state.run->tree, state.options, fixed);
            adoptOptions(state, practice, options, fixed);
            entriesChanged(practice);
        }
    }
}

std::string entryProblem(const core::Tree& tree, core::NodeId n, const PracticeEntry& entry) {
    if (n >= tree.size()) return "no node " + std::to_string(n) + " in this tree";
    if (std::string p = valueProblem(tree, n, entry.value); !p.empty()) return p;
    if (std::string p = windowProblem(tree, n, "α", entry.alpha); !p.empty()) return p;
    return windowProblem(tree, n, "β", entry.beta);
}

std::string setValueEntry(const AppState& state, Practice& practice, core::NodeId n, std::string text) {
    if (std::string problem = checkTarget(state, practice, n); !problem.empty()) return problem;
    std::string problem = valueProblem(*state.run->tree, n, text);
    if (state.run->tree->isLeaf(n) && !problem.empty()) return problem;
    if (practice.entries[n].value != text) entriesChanged(practice);
    practice.entries[n].value = std::move(text);
    return problem;
}

std::string setAlphaEntry(const AppState& state, Practice& practice, core::NodeId n, std::string text) {
    return setWindowEntry(state, practice, n, std::move(text), true);
}

std::string setBetaEntry(const AppState& state, Practice& practice, core::NodeId n, std::string text) {
    return setWindowEntry(state, practice, n, std::move(text), false);
}

void setPrunedMark(Practice& practice, core::NodeId n, bool pruned) {
    if (n >= practice.entries.size() || practice.entries[n].pruned == pruned) return;
    practice.entries[n].pruned = pruned;
    entriesChanged(practice);
}

void togglePrunedMark(Practice& practice, core::NodeId n) {
    if (n < practice.entries.size()) setPrunedMark(practice, n, !practice.entries[n].pruned);
}

std::optional<core::Answer> practiceAnswer(const AppState& state, const Practice& practice, std::string* problem) {
    const core::Tree& tree = *state.run->tree;
    if (practice.tree != state.run->tree || practice.entries.size() != tree.size()) {
        if (problem) *problem = "the entries belong to another tree";
        return std::nullopt;
    }
    core::Answer answer;
    if (practice.answerAlphaBeta) answer.alphaBeta.emplace();
    for (core::NodeId n = 0; n < tree.size(); ++n) {
        const PracticeEntry& entry = practice.entries[n];
        if (std::string p = entryProblem(tree, n, entry); !p.empty()) {
            if (problem) *problem = std::move(p);
            return std::nullopt;
        }
        core::AnswerValue v;
        if (!blank(entry.value) && core::parseAnswerValue(entry.value, v)) answer.values[n] = v;
        if (entry.pruned) answer.pruned.push_back(n);  // ascending: n grows
        if (practice.answerAlphaBeta && (!blank(entry.alpha) || !blank(entry.beta)))
            (*answer.alphaBeta)[n] =
                core::AlphaBeta{windowValue(entry.alpha, -core::kInfinity), windowValue(entry.beta, core::kInfinity)};
    }
    return answer;
}

bool checkPractice(AppState& state, Practice& practice) {
    syncPractice(state, practice);
    if (!practice.active) {
        state.message = core::translate(state.view.language, "Check: {problem}",
                                        {{"problem", core::translate(state.view.language, "start practice first")}});
        return false;
    }
    std::string problem;
    const std::optional<core::Answer> answer = practiceAnswer(state, practice, &problem);
    if (!answer) {
        state.message = core::translate(state.view.language, "Check: {problem}", {{"problem", problem}});
        return false;
    }
    practice.grade = core::gradeAnswer(state.view.wording(), *state.run->trace, *answer);
    const std::vector<core::GradeItem>& items = practice.grade->items;
    practice.mistakes.clear();
    for (std::size_t i = 0; i < items.size(); ++i)
        if (!items[i].right) practice.mistakes.push_back(i);
    std::stable_sort(practice.mistakes.begin(), practice.mistakes.end(),
                     [&](std::size_t a, std::size_t b) { return items[a].event < items[b].event; });
    practice.explained.assign(items.size(), 0);
    practice.gradeStale = false;
    ++practice.revision;
    state.message.clear();
    return true;
}

std::size_t hint(AppState& state, Practice& practice) {
    syncPractice(state, practice);
    state.playback.playing = false;
    if (state.step >= state.run->trace->stepCount()) {
        state.message = core::translate(state.view.language, "Hint: the search is over; there is no next event");
        return state.step;
    }
    if (practice.active) ++practice.hints;
    return stepForward(state);
}

void showSolution(AppState& state, Practice& practice) {
    practice.active = false;
    ++practice.revision;
    practice.confirmDiscard = false;
    state.playback.playing = false;
    stepToEnd(state);
}

std::size_t showMistakeStep(AppState& state, Practice& practice, const core::GradeItem& item) {
    if (item.event == core::kNever) return state.step;
    state.playback.playing = false;
    const std::size_t target = std::min(static_cast<std::size_t>(item.event) + 1, state.run->trace->stepCount());
    if (practice.active && target > state.step) practice.hints += target - state.step;
    return stepTo(state, target);
}

bool gradeItemShown(const Practice& practice, const core::GradeItem& item) { return practice.teacherView || !item.given.empty(); }

std::vector<std::size_t> shownMistakes(const Practice& practice) {
    std::vector<std::size_t> out;
    if (!practice.grade) return out;
    for (const std::size_t i : practice.mistakes)
        if (i < practice.grade->items.size() && gradeItemShown(practice, practice.grade->items[i])) out.push_back(i);
    return out;
}

bool mistakeExplained(const Practice& practice, std::size_t index) {
    return practice.teacherView || (index < practice.explained.size() && practice.explained[index] != 0);
}

void explainMistake(Practice& practice, std::size_t index) {
    if (!practice.grade || index >= practice.grade->items.size() || mistakeExplained(practice, index)) return;
    practice.explained.resize(practice.grade->items.size(), 0);
    practice.explained[index] = 1;
    ++practice.hints;
    ++practice.revision;
}

std::string gradeSummary(core::Language language, const Practice& practice) {
    if (!practice.grade) return "";
    const core::Grade& grade = *practice.grade;
    char points[96], mistakes[64];
    std::snprintf(points, sizeof points, core::translate(language, "%zu of %zu points"), grade.points, grade.total());
    std::snprintf(mistakes, sizeof mistakes,
                  grade.mistakes() == 1 ? core::translate(language, "%zu mistake") : core::translate(language, "%zu mistakes"),
                  grade.mistakes());
    if (grade.fullyRight()) return std::string(points) + ": " + core::translate(language, "fully right");
    if (practice.teacherView) return std::string(points) + ": " + mistakes;
    std::size_t given = 0, right = 0;
    for (const core::GradeItem& item : grade.items) {
        if (!gradeItemShown(practice, item)) continue;
        ++given;
        right += item.right ? 1 : 0;
    }
    const char* pattern = given == 1 ? core::translatable("{right} of {given} of your answers is right")
                                     : core::translatable("{right} of {given} of your answers are right");
    const std::string head =
        core::translate(language, pattern, {{"right", std::to_string(right)}, {"given", std::to_string(given)}});
    if (right == given) return core::translate(language, "{head}, but the answer is not complete", {{"head", head}});
    const std::size_t m = given - right;
    char wrong[64];
    std::snprintf(wrong, sizeof wrong,
                  m == 1 ? core::translate(language, "%zu mistake") : core::translate(language, "%zu mistakes"), m);
    return head + ": " + wrong;
}

std::string mistakeHeading(const AppState& state, const Practice& practice, std::size_t index) {
    if (!practice.grade || index >= practice.grade->items.size()) return "";
    const core::GradeItem& item = practice.grade->items[index];
    const std::string label(item.node < state.run->tree->size() ? state.run->tree->label(item.node) : "?");
    const std::string part(core::answerPartName(item.part));
    const std::string given = item.given.empty() ? core::translate(state.view.language, "nothing") : item.given;
    if (mistakeExplained(practice, index)) {
        char heading[256];
        std::snprintf(heading, sizeof heading, core::translate(state.view.language, "%s, %.*s: expected %s, given %s"),
                      label.c_str(), static_cast<int>(part.size()), part.data(), item.expected.c_str(), given.c_str());
        return heading;
    }
    return label + ", " + part + ": " + given + " is wrong";
}

std::vector<NodeMark> practiceMarks(const AppState& state, const Practice& practice) {
    std::vector<NodeMark> marks;
    if (!practice.active) return marks;
    const core::Tree& tree = *state.run->tree;
    marks.resize(tree.size());
    const bool entriesFit = practice.tree == state.run->tree && practice.entries.size() == tree.size();
    for (core::NodeId n = 0; n < tree.size(); ++n) {
        NodeMark& mark = marks[n];
        if (!tree.isLeaf(n)) {
            // Hidden: what the stepping view would not show at this step either.
            const core::NodeState s = state.run->trace->stateAt(n, state.step);
            const bool shown = s.status == core::NodeStatus::Done || (s.status == core::NodeStatus::OnPath && s.hasValue);
            mark.hideValue = !shown;
        }
        if (!entriesFit) continue;
        if (mark.hideValue) mark.entry = std::string(core::trimmed(practice.entries[n].value));
        mark.markedPruned = practice.entries[n].pruned;
    }
    if (entriesFit && practice.grade) {
        const std::vector<core::GradeItem>& items = practice.grade->items;
        for (std::size_t i = 0; i < items.size(); ++i) {
            const core::GradeItem& item = items[i];
            if (item.node >= marks.size() || !gradeItemShown(practice, item)) continue;
            NodeMark& mark = marks[item.node];
            if (!item.right && mark.verdict != Verdict::Wrong) {
                mark.verdict = Verdict::Wrong;
                mark.reason = mistakeExplained(practice, i)
                                  ? item.reason
                                  : core::translate(state.view.language,
                                                    "wrong: Explain in the Practice panel says why (counts as a hint)");
            } else if (item.right && mark.verdict == Verdict::Unchecked) {
                mark.verdict = Verdict::Right;
            }
        }
    }
    return marks;
}

void applyPracticeMarks(core::Scene& scene, const std::vector<NodeMark>& marks) {
    for (core::SceneNode& node : scene.nodes)
        if (node.id < marks.size() && marks[node.id].hideValue) {
            node.value = marks[node.id].entry;
            node.entered = !node.value.empty();
        }
    for (core::SceneEdge& edge : scene.edges)
        if (edge.child < marks.size() && marks[edge.child].markedPruned) edge.cut = true;
}

std::vector<core::NodeId> wrongNodes(const std::vector<NodeMark>& marks) {
    std::vector<core::NodeId> out;
    for (core::NodeId n = 0; n < marks.size(); ++n)
        if (marks[n].verdict == Verdict::Wrong) out.push_back(n);
    return out;
}

void enterAnswer(AppState& state, Practice& practice, const core::Answer& answer) {
    startPractice(state, practice);
    for (const auto& [node, value] : answer.values) setValueEntry(state, practice, node, core::answerValueText(value));
    for (const core::NodeId node : answer.pruned) setPrunedMark(practice, node, true);
    if (answer.alphaBeta) {
        practice.answerAlphaBeta = true;
        for (const auto& [node, window] : *answer.alphaBeta) {
            setAlphaEntry(state, practice, node, core::formatValue(window.alpha));
            setBetaEntry(state, practice, node, core::formatValue(window.beta));
        }
    }
    checkPractice(state, practice);
    practice.teacherView = true;
    ++practice.revision;
}

std::string heldBackWhilePractising(const AppState& state, HeldBack what) {
    if (!state.practice.active) return "";
    switch (what) {
    case HeldBack::Description:
        return core::translate(state.view.language,
                               "The lesson's notes show once you leave practice: they explain the solution.");
    case HeldBack::Comparison:
        return core::translate(state.view.language,
                               "The comparison shows once you leave practice: it gives every algorithm's result.");
    case HeldBack::Export:
        return core::translate(state.view.language, "Export works once you leave practice: it would write the solution.");
    case HeldBack::Reordering:
        return core::translate(state.view.language,
                               "Reordering the children works once you leave practice: it would tell which moves are better.");
    }
    return "";
}

}  // namespace ablab::app

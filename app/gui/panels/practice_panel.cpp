// Practice mode: a new exercise from a seed, the student's answer node by node, Check, Hint and
// Show solution, and after Check the score with every mistake explained. Everything it shows
// lives in the AppState and the Practice; a frame without input allocates nothing here.
#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <random>
#include <string>
#include <string_view>

#include "gui/panels/panels.h"
#include "gui/touch_style.h"
#include "gui/translated_label.h"
#include "text/translate.h"

namespace ablab::app {

namespace {

const ImVec4 kProblemColour{0.84f, 0.37f, 0.0f, 1.0f};  // vermillion, as the status line's messages
const ImVec4 kRightColour{0.0f, 0.45f, 0.70f, 1.0f};    // blue: colour-blind safe against vermillion

// A text box over one entry field; returns true with the new text when the student typed.
bool entryBox(const char* id, const char* hint, const std::string& text, float width, std::string& edited) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%s", text.c_str());
    ImGui::SetNextItemWidth(width);
    if (!ImGui::InputTextWithHint(id, hint, buffer, sizeof buffer)) return false;
    edited = buffer;
    return true;
}

// The last Check's verdict on node n: 0 nothing graded, 1 right, -1 wrong.
int verdictOf(const Practice& practice, core::NodeId n) {
    if (!practice.grade) return 0;
    int verdict = 0;
    for (const core::GradeItem& item : practice.grade->items) {
        if (item.node != n || !gradeItemShown(practice, item)) continue;
        if (!item.right) return -1;
        verdict = 1;
    }
    return verdict;
}

void drawNewExercise(AppState& state, Practice& practice) {
    core::ExerciseParams& p = practice.params;
    int depth = static_cast<int>(p.depth), branching = static_cast<int>(p.branching);
    ImGui::SetNextItemWidth(140);
    if (ImGui::SliderInt(translatedLabel(state.view.language, "depth", "depth").text, &depth,
                         static_cast<int>(core::kMinExerciseDepth), static_cast<int>(core::kMaxExerciseDepth)))
        p.depth = static_cast<std::uint32_t>(depth);
    ImGui::SetNextItemWidth(140);
    if (ImGui::SliderInt(translatedLabel(state.view.language, "branching", "branching").text, &branching,
                         static_cast<int>(core::kMinExerciseBranching), static_cast<int>(core::kMaxExerciseBranching)))
        p.branching = static_cast<std::uint32_t>(branching);
    int values[2] = {p.low, p.high};
    ImGui::SetNextItemWidth(140);
    if (ImGui::InputInt2(translatedLabel(state.view.language, "values LO:HI", "values").text, values))
        p.low = values[0], p.high = values[1];
    ImGui::Checkbox(translatedLabel(state.view.language, "ties", "ties").text, &p.ties);
    ImGui::SameLine();
    ImGui::Checkbox(translatedLabel(state.view.language, "uneven shape", "uneven").text, &p.uneven);
    if (ImGui::RadioButton(translatedLabel(state.view.language, "ties prune (α ≥ β)", "ties prune").text, !p.strict))
        p.strict = false;
    ImGui::SameLine();
    if (ImGui::RadioButton(translatedLabel(state.view.language, "strict (α > β)", "strict").text, p.strict)) p.strict = true;
    if (ImGui::RadioButton("fail-soft", !p.failHard)) p.failHard = false;
    ImGui::SameLine();
    if (ImGui::RadioButton("fail-hard", p.failHard)) p.failHard = true;
    ImGui::SetNextItemWidth(140);
    ImGui::InputScalar(translatedLabel(state.view.language, "seed", "seed").text, ImGuiDataType_U64, &p.seed);
    ImGui::SameLine();
    if (ImGui::Button(core::translate(state.view.language, "random seed")))
        p.seed = std::random_device{}() % 100000;  // short enough to say aloud

    if (practice.confirmDiscard) {
        ImGui::TextColored(kProblemColour, "%s",
                           core::translate(state.view.language, "The tree has unsaved edits. Drop them for the exercise?"));
        if (ImGui::Button(core::translate(state.view.language, "drop them"))) newExercise(state, practice, p);
        ImGui::SameLine();
        if (ImGui::Button(core::translate(state.view.language, "keep editing"))) practice.confirmDiscard = false;
    } else if (ImGui::Button(translatedLabel(state.view.language, "New exercise", "new exercise button").text)) {
        if (state.dirty) practice.confirmDiscard = true;
        else newExercise(state, practice, p);
    }
}

// The exercise: which seed, which options, how many hints so far.
void drawExerciseInfo(const AppState& state, const Practice& practice) {
    const core::TreeInfo& info = state.run->tree->info();
    if (practice.exercise) {
        ImGui::Text(core::translate(state.view.language, "Seed %llu"), static_cast<unsigned long long>(practice.exercise->seed));
        ImGui::SameLine();
        if (inlineButton(core::translate(state.view.language, "copy command")))
            ImGui::SetClipboardText(core::practiceCommand(*practice.exercise).c_str());
        ImGui::TextWrapped("%s", info.title.in(state.view.language).c_str());
    } else {
        ImGui::TextWrapped(
            core::translate(state.view.language, "Practising on %s"),
            info.title.empty() ? core::translate(state.view.language, "this tree") : info.title.in(state.view.language).c_str());
    }
    ImGui::TextWrapped("%s", practice.optionsText.c_str());
    ImGui::TextDisabled(core::translate(state.view.language, "Hints used: %zu"), practice.hints);
}

// The selected node's answer: value or bound, pruned mark, and α, β when those are answered.
void drawSelectedEntry(AppState& state, Practice& practice) {
    const core::Tree& tree = *state.run->tree;
    const core::NodeId n = state.selected;
    if (n == core::kNoNode || n >= practice.entries.size()) {
        ImGui::TextDisabled("%s", core::translate(state.view.language, "Click a node on the tree to answer for it."));
        return;
    }
    PracticeEntry& entry = practice.entries[n];
    std::string edited;
    bool editing = false;
    if (tree.isLeaf(n)) {
        ImGui::Text(core::translate(state.view.language, "%s: leaf, value %s (given)"), std::string(tree.label(n)).c_str(),
                    core::formatValue(tree.value(n)).c_str());
    } else {
        ImGui::Text("%s: %s", std::string(tree.label(n)).c_str(),
                    tree.player(n) == core::Player::Max ? core::translate(state.view.language, "MAX node")
                                                        : core::translate(state.view.language, "MIN node"));
        if (entryBox("value##selected", "5, ≥ 5, <= 2", entry.value, 120, edited)) setValueEntry(state, practice, n, edited);
        editing |= ImGui::IsItemActive();
    }
    bool pruned = entry.pruned;
    if (ImGui::Checkbox(translatedLabel(state.view.language, "pruned (root of a pruned subtree)", "pruned mark").text, &pruned))
        setPrunedMark(practice, n, pruned);
    if (practice.answerAlphaBeta && !tree.isLeaf(n)) {
        if (entryBox("α##selected", "-inf", entry.alpha, 80, edited)) setAlphaEntry(state, practice, n, edited);
        editing |= ImGui::IsItemActive();
        ImGui::SameLine();
        if (entryBox("β##selected", "inf", entry.beta, 80, edited)) setBetaEntry(state, practice, n, edited);
        editing |= ImGui::IsItemActive();
    }
    // Half-typed text is not an error yet: the problem shows once the box is left.
    if (!editing) {
        const std::string problem = entryProblem(tree, n, entry);
        if (!problem.empty()) ImGui::TextColored(kProblemColour, "%s", problem.c_str());
    }
}

// Every node with its entry; leaves for their pruned marks. Only the visible rows are built.
void drawEntryTable(AppState& state, Practice& practice) {
    const core::Tree& tree = *state.run->tree;
    const bool windows = practice.answerAlphaBeta;
    const int columns = windows ? 6 : 4;
    const ImGuiTableFlags flags = ImGuiTableFlags_ScrollY | ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV;
    if (!ImGui::BeginTable("entries", columns, flags, {0, 240})) return;
    ImGui::TableSetupScrollFreeze(0, 1);
    ImGui::TableSetupColumn(core::translate(state.view.language, "node"));
    ImGui::TableSetupColumn(core::translate(state.view.language, "value"));
    ImGui::TableSetupColumn(core::translate(state.view.language, "pruned"));
    if (windows) {
        ImGui::TableSetupColumn("α");
        ImGui::TableSetupColumn("β");
    }
    ImGui::TableSetupColumn(core::translate(state.view.language, "check"));
    tableHeadersRow(columns);
    ImGuiListClipper clipper;
    clipper.Begin(static_cast<int>(std::min(tree.size(), practice.entries.size())));
    std::string edited;
    while (clipper.Step()) {
        for (int row = clipper.DisplayStart; row < clipper.DisplayEnd; ++row) {
            const auto n = static_cast<core::NodeId>(row);
            PracticeEntry& entry = practice.entries[n];
            ImGui::PushID(row);
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::SetCursorPosX(ImGui::GetCursorPosX() + 10.0f * static_cast<float>(tree.depth(n)));
            if (ImGui::Selectable(std::string(tree.label(n)).c_str(), state.selected == n, ImGuiSelectableFlags_None,
                                  {0, listRowHeight()}))
                state.selected = n;
            ImGui::TableNextColumn();
            if (tree.isLeaf(n)) {
                ImGui::TextDisabled("%s", core::formatValue(tree.value(n)).c_str());
            } else if (entryBox("##value", "?", entry.value, -1, edited)) {
                setValueEntry(state, practice, n, edited);
            }
            ImGui::TableNextColumn();
            bool pruned = entry.pruned;
            if (n != core::Tree::root() && ImGui::Checkbox("##pruned", &pruned)) setPrunedMark(practice, n, pruned);
            if (windows) {
                ImGui::TableNextColumn();
                if (!tree.isLeaf(n) && entryBox("##alpha", "", entry.alpha, -1, edited))
                    setAlphaEntry(state, practice, n, edited);
                ImGui::TableNextColumn();
                if (!tree.isLeaf(n) && entryBox("##beta", "", entry.beta, -1, edited)) setBetaEntry(state, practice, n, edited);
            }
            ImGui::TableNextColumn();
            const std::string problem = entryProblem(tree, n, entry);
            if (!problem.empty()) {
                ImGui::TextColored(kProblemColour, "%s", core::translate(state.view.language, "unreadable"));
                if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", problem.c_str());
            } else if (const int verdict = verdictOf(practice, n); verdict != 0) {
                if (verdict > 0) ImGui::TextColored(kRightColour, "%s", core::translate(state.view.language, "right"));
                else ImGui::TextColored(kProblemColour, "%s", core::translate(state.view.language, "wrong"));
            }
            ImGui::PopID();
        }
    }
    ImGui::EndTable();
}

// The score, and the mistakes in the order of the search. Practising, a mistake's expected
// answer and reason show only once the student asks (counted as a hint); the teacher grading
// an answer file sees them all.
void drawGrade(AppState& state, Practice& practice) {
    const core::Grade& grade = *practice.grade;
    const std::string summary = gradeSummary(state.view.language, practice);
    if (grade.fullyRight()) ImGui::TextColored(kRightColour, "%s", summary.c_str());
    else ImGui::TextColored(kProblemColour, "%s", summary.c_str());
    if (practice.gradeStale)
        ImGui::TextDisabled("%s", core::translate(state.view.language, "Entries changed since; Check again."));
    for (const std::size_t index : shownMistakes(practice)) {
        const core::GradeItem& item = grade.items[index];
        if (item.node >= state.run->tree->size()) continue;
        ImGui::PushID(static_cast<int>(index));
        if (ImGui::Selectable(mistakeHeading(state, practice, index).c_str(), state.selected == item.node,
                              ImGuiSelectableFlags_None, {0, listRowHeight()}))
            state.selected = item.node;
        ImGui::Indent();
        if (!mistakeExplained(practice, index)) {
            if (inlineButton(core::translate(state.view.language, "explain (counts as a hint)"))) explainMistake(practice, index);
        } else {
            ImGui::TextWrapped("%s", item.reason.c_str());
            if (ImGui::IsItemClicked()) state.selected = item.node;
            if (item.event != core::kNever) {
                char button[48];
                std::snprintf(button, sizeof button, core::translate(state.view.language, "show step %u"), item.event + 1);
                if (inlineButton(button)) {
                    state.selected = item.node;
                    showMistakeStep(state, practice, item);
                }
            }
        }
        ImGui::Unindent();
        ImGui::PopID();
    }
}

}  // namespace

void drawPracticePanel(AppState& state, Practice& practice) {
    syncPractice(state, practice);
    if (!practice.active) {
        ImGui::TextWrapped(
            "%s",
            core::translate(state.view.language,
                            "Work α-β out yourself: inner values are hidden; enter them, mark the pruned subtrees, then Check."));
        if (ImGui::Button(core::translate(state.view.language, "Practise on this tree"))) startPractice(state, practice);
    }
    if (ImGui::TreeNodeEx(translatedLabel(state.view.language, "New exercise", "new exercise").text,
                          treeNodeFrameFlags() | (practice.active ? 0 : ImGuiTreeNodeFlags_DefaultOpen))) {
        drawNewExercise(state, practice);
        ImGui::TreePop();
    }
    if (!practice.active) return;

    ImGui::Separator();
    drawExerciseInfo(state, practice);
    if (ImGui::Checkbox(translatedLabel(state.view.language, "answer α and β too", "answer bounds").text,
                        &practice.answerAlphaBeta) &&
        practice.grade)
        practice.gradeStale = true;
    ImGui::Separator();
    drawSelectedEntry(state, practice);
    ImGui::Separator();
    if (ImGui::Button(translatedLabel(state.view.language, "Check", "check").text)) checkPractice(state, practice);
    ImGui::SameLine();
    if (ImGui::Button(translatedLabel(state.view.language, "Hint", "hint").text)) hint(state, practice);
    ImGui::SameLine();
    if (ImGui::Button(core::translate(state.view.language, "Show solution"))) {
        showSolution(state, practice);
        return;
    }
    if (practice.grade) drawGrade(state, practice);
    ImGui::Separator();
    drawEntryTable(state, practice);
}

}  // namespace ablab::app

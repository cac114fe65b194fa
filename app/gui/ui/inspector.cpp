// The selected node: what it is, its window and value now, why it was pruned, and the edits a
// student makes to it. Every edit goes through applyEdit, so it is undoable and outlines what
// changed.
#include <imgui.h>

#include <cstdlib>
#include <random>
#include <string>

#include "explain.h"
#include "panels.h"
#include "tree_edit.h"

namespace ablab::app {

namespace {

const char* statusName(core::NodeStatus s) {
    switch (s) {
    case core::NodeStatus::Unvisited: return "not visited yet";
    case core::NodeStatus::OnPath: return "being searched (on the path)";
    case core::NodeStatus::Done: return "finished";
    case core::NodeStatus::Pruned: return "pruned";
    case core::NodeStatus::Skipped: return "skipped by the move limit";
    }
    return "";
}

}  // namespace

void drawInspector(AppState& state, double now) {
    if (state.selected == core::kNoNode || state.selected >= state.tree->size()) {
        ImGui::TextDisabled("Click a node to inspect or edit it.");
    } else {
        const core::Tree& tree = *state.tree;
        const core::NodeId n = state.selected;
        const core::NodeState s = state.trace->stateAt(n, state.step);
        ImGui::Text("%s: %s", tree.label(n).c_str(),
                    tree.isLeaf(n) ? "leaf" : tree.player(n) == core::Player::Max ? "MAX node" : "MIN node");
        ImGui::Text("status: %s", statusName(s.status));
        if (s.status != core::NodeStatus::Unvisited)
            ImGui::Text("window (α, β) = (%s, %s)", core::formatValue(s.alpha).c_str(), core::formatValue(s.beta).c_str());
        if (s.hasValue) ImGui::Text("value so far: %s", core::formatValue(s.value).c_str());
        if (!tree.note(n).empty()) ImGui::TextWrapped("note: %s", std::string(tree.note(n)).c_str());
        if (const std::uint32_t cut = state.trace->prunedBy(n); cut != core::kNever) {
            const core::Event& e = state.trace->events()[cut];
            ImGui::TextWrapped("why pruned: at step %u, %s — %s", cut + 1, tree.label(e.node).c_str(),
                               core::explain(tree, e, state.options).c_str());
        }

        ImGui::Separator();
        if (tree.isLeaf(n)) {
            // The value box edits on Enter; the run is recomputed at once.
            char buffer[32];
            std::snprintf(buffer, sizeof buffer, "%s", core::formatValuePlain(tree.value(n)).c_str());
            ImGui::SetNextItemWidth(120);
            if (ImGui::InputText("value", buffer, sizeof buffer, ImGuiInputTextFlags_EnterReturnsTrue)) {
                const std::string text = buffer;
                char* end = nullptr;
                const double v = text == "inf" || text == "+inf" ? core::kInfinity
                                 : text == "-inf"                 ? -core::kInfinity
                                                                  : std::strtod(text.c_str(), &end);
                if (end && *end != '\0') state.message = "a leaf value is a number, inf or -inf, not '" + text + "'";
                else applyEdit(state, now, [&](const core::Tree& t) { return core::withLeafValue(t, n, v); });
            }
        }
        if (ImGui::Button("add child")) applyEdit(state, now, [&](const core::Tree& t) { return core::withChildAdded(t, n, 0); });
        ImGui::SameLine();
        if (ImGui::Button("delete")) {
            if (applyEdit(state, now, [&](const core::Tree& t) { return core::withSubtreeDeleted(t, n); })) state.selected = core::kNoNode;
        }
        ImGui::SameLine();
        if (ImGui::Button("move left")) {
            const std::uint32_t index = tree.childIndex(n);
            if (applyEdit(state, now, [&](const core::Tree& t) { return core::withChildMoved(t, n, -1); }))
                state.selected = state.tree->children(tree.parent(n))[index - 1];  // the parent keeps its id
        }
        ImGui::SameLine();
        if (ImGui::Button("move right")) {
            const std::uint32_t index = tree.childIndex(n);
            if (applyEdit(state, now, [&](const core::Tree& t) { return core::withChildMoved(t, n, +1); }))
                state.selected = state.tree->children(tree.parent(n))[index + 1];
        }
        if (!tree.isLeaf(n)) {
            const char* players[] = {"alternate", "MAX", "MIN"};
            const auto override = tree.playerOverride(n);
            int chosen = !override ? 0 : *override == core::Player::Max ? 1 : 2;
            ImGui::SetNextItemWidth(120);
            if (ImGui::Combo("player", &chosen, players, 3)) {
                const std::optional<core::Player> p =
                    chosen == 0 ? std::nullopt : std::optional<core::Player>(chosen == 1 ? core::Player::Max : core::Player::Min);
                applyEdit(state, now, [&](const core::Tree& t) { return core::withPlayerOverride(t, n, p); });
            }
        }
    }

    ImGui::Separator();
    ImGui::TextUnformatted("whole tree:");
    if (ImGui::Button("randomize leaves")) {
        const std::uint64_t seed = std::random_device{}() % 10000;
        if (applyEdit(state, now, [&](const core::Tree& t) { return core::withRandomLeaves(t, seed, -9, 9); }))
            state.message = "leaves randomized with seed " + std::to_string(seed);
    }
    ImGui::SameLine();
    if (ImGui::Button("best first")) applyEdit(state, now, [](const core::Tree& t) { return core::withChildrenSorted(t, true); });
    ImGui::SameLine();
    if (ImGui::Button("worst first")) applyEdit(state, now, [](const core::Tree& t) { return core::withChildrenSorted(t, false); });
    const bool minFirst = state.tree->firstPlayer() == core::Player::Min;
    ImGui::SameLine();
    if (ImGui::Button(minFirst ? "root: MIN" : "root: MAX"))
        applyEdit(state, now, [&](const core::Tree& t) { return core::withFirstPlayer(t, minFirst ? core::Player::Max : core::Player::Min); });
    if (ImGui::Button("undo (Ctrl+Z)")) undo(state, now);
    ImGui::SameLine();
    if (ImGui::Button("redo (Ctrl+Y)")) redo(state, now);
}

}  // namespace ablab::app

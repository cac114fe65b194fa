// The selected node: what it is, its window and value now, why it was pruned, and the edits a
// student makes to it. Every edit goes through applyEdit, so it is undoable and outlines what
// changed.
#include <imgui.h>

#include <array>
#include <cmath>
#include <cstdlib>
#include <random>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include "games/tictactoe.h"
#include "picture/board_drawing.h"
#include "picture/paint.h"
#include "gui/draw_list_painter.h"
#include "gui/panel_caches.h"
#include "gui/beside_if_fits.h"
#include "gui/panels/panels.h"
#include "gui/translated_label.h"
#include "text/translate.h"
#include "state/leaf_typing.h"
#include "state/panel_text.h"
#include "state/practice.h"
#include "state/reordering.h"
#include "state/view_theme.h"
#include "picture/scene.h"
#include "model/tree_edit.h"

namespace ablab::app {

namespace {

// The node's position as the canvas draws it (core::drawBoard, in the window's theme), at the
// panel's text size, so that it can be read however far the canvas is zoomed out. `openLines`
// (tic-tac-toe) are struck through the board in `lineColor`: the rows, columns and diagonals
// still open.
void drawPosition(core::Language language, std::string_view board, const core::Theme& theme,
                  const std::vector<std::array<int, 3>>& openLines = {}, core::Color lineColor = {}) {
    const core::BoardGrid grid = core::boardGrid(board);
    if (grid.empty()) {
        ImGui::TextWrapped(core::translate(language, "position: %.*s"), static_cast<int>(board.size()), board.data());
        return;
    }
    const float cell = std::round(ImGui::GetFontSize() * 1.6f);
    DrawListPainter painter(ImGui::GetWindowDrawList(), ImGui::GetCursorScreenPos());
    ImGui::Dummy({cell * static_cast<float>(grid.cols), cell * static_cast<float>(grid.rows)});
    core::drawBoard(painter, core::BoardBox{{0, 0}, cell, grid}, board, theme, false);
    auto centre = [&](int square) {
        return core::Point{cell * (static_cast<float>(square % grid.cols) + 0.5f),
                           cell * (static_cast<float>(square / grid.cols) + 0.5f)};
    };
    lineColor.a = 170;
    const core::Stroke stroke{lineColor, std::max(1.5f, cell * 0.07f), core::LineStyle::Solid};
    for (const auto& line : openLines) painter.line(centre(line[0]), centre(line[2]), stroke);
}

// 朱福喜's f(p) for a tic-tac-toe position: the lines still open for X on one board, for O on
// another, and f(p) = 5 − 6 = −1 under them.
void drawOpenLines(core::Language language, std::string_view text, const core::Theme& theme) {
    const std::string formula = core::ticTacToeOpenLinesFormula(text);
    if (formula.empty()) return;
    const core::TicTacToeBoard board = core::parseTicTacToePosition(language, text);
    const auto forX = core::ticTacToeOpenLineSquares(board, 'X'), forO = core::ticTacToeOpenLineSquares(board, 'O');
    ImGui::BeginGroup();
    ImGui::Text(core::translate(language, "open for X: %zu"), forX.size());
    drawPosition(language, text, theme, forX, theme.alpha);
    ImGui::EndGroup();
    ImGui::SameLine(0, ImGui::GetFontSize() * 1.5f);
    ImGui::BeginGroup();
    ImGui::Text(core::translate(language, "open for O: %zu"), forO.size());
    drawPosition(language, text, theme, forO, theme.beta);
    ImGui::EndGroup();
    ImGui::TextUnformatted(formula.c_str());
}

}  // namespace

void drawInspector(AppState& state, PanelCaches& caches, double now) {
    const std::string reorderHeld = heldBackWhilePractising(state, HeldBack::Reordering);
    if (state.selected == core::kNoNode || state.selected >= state.run->tree->size()) {
        ImGui::TextDisabled("%s", core::translate(state.view.language, "Click a node to inspect or edit it."));
    } else {
        const core::Tree& tree = *state.run->tree;
        const core::NodeId n = state.selected;
        // The text is the panel's model (state/panel_text.h), built when what it depends on changes.
        const auto& lines = caches.inspectorLines.get(
            {state.run->revision, state.step, n, holdsBackWhatIsAhead(state), state.view.language, state.view.notation},
            [&] { return inspectorLines(state); });
        for (const std::string& line : lines) ImGui::TextWrapped("%s", line.c_str());
        if (!tree.board(n).empty()) {
            const core::Theme theme = windowTheme(state.view);
            drawPosition(state.view.language, tree.board(n), theme);
            drawOpenLines(state.view.language, tree.board(n), theme);
        }
        ImGui::Separator();
        if (tree.isLeaf(n)) {
            // The value box edits on Enter; the run is recomputed at once. A click in it selects
            // the old value, so what is typed replaces it (typing 5 over 2 gives 5, not 25).
            char buffer[32];
            std::snprintf(buffer, sizeof buffer, "%s", core::formatValuePlain(tree.value(n)).c_str());
            ImGui::SetNextItemWidth(120);
            if (ImGui::InputText(translatedLabel(state.view.language, "value", "value").text, buffer, sizeof buffer,
                                 ImGuiInputTextFlags_EnterReturnsTrue | ImGuiInputTextFlags_AutoSelectAll)) {
                const std::string text = buffer;
                if (const std::optional<core::Value> v = parseLeafValue(text))
                    applyEdit(state, now, [&](const core::Tree& t) { return core::withLeafValue(t, n, *v); });
                else
                    state.message = core::translate(state.view.language, "a leaf value is a number, inf or -inf, not '{text}'",
                                                    {{"text", text}});
            }
        }
        if (ImGui::Button(core::translate(state.view.language, "add child")))
            applyEdit(state, now, [&](const core::Tree& t) { return core::withChildAdded(t, n, 0); });
        besideIfFits(core::translate(state.view.language, "delete"));
        if (ImGui::Button(core::translate(state.view.language, "delete"))) {
            if (applyEdit(state, now, [&](const core::Tree& t) { return core::withSubtreeDeleted(t, n); }))
                state.selected = core::kNoNode;
        }
        // Practising, reordering is refused (state/reordering.h): its buttons are greyed.
        ImGui::BeginDisabled(!reorderHeld.empty());
        besideIfFits(core::translate(state.view.language, "move left"));
        if (ImGui::Button(core::translate(state.view.language, "move left"))) moveChild(state, now, n, -1);
        besideIfFits(core::translate(state.view.language, "move right"));
        if (ImGui::Button(core::translate(state.view.language, "move right"))) moveChild(state, now, n, +1);
        ImGui::EndDisabled();
        if (!tree.isLeaf(n)) {
            const char* players[] = {core::translate(state.view.language, "alternate"), "MAX", "MIN"};
            const auto override = tree.playerOverride(n);
            int chosen = !override ? 0 : *override == core::Player::Max ? 1 : 2;
            ImGui::SetNextItemWidth(120);
            if (ImGui::Combo(translatedLabel(state.view.language, "player", "player").text, &chosen, players, 3)) {
                const std::optional<core::Player> p =
                    chosen == 0 ? std::nullopt : std::optional<core::Player>(chosen == 1 ? core::Player::Max : core::Player::Min);
                applyEdit(state, now, [&](const core::Tree& t) { return core::withPlayerOverride(t, n, p); });
            }
        }
    }

    ImGui::Separator();
    ImGui::TextUnformatted(core::translate(state.view.language, "whole tree:"));
    if (ImGui::Button(core::translate(state.view.language, "randomize leaves"))) {
        const std::uint64_t seed = std::random_device{}() % 10000;
        if (applyEdit(state, now, [&](const core::Tree& t) { return core::withRandomLeaves(t, seed, -9, 9); }))
            state.message =
                core::translate(state.view.language, "leaves randomized with seed {seed}", {{"seed", std::to_string(seed)}});
    }
    ImGui::BeginDisabled(!reorderHeld.empty());
    besideIfFits(core::translate(state.view.language, "best first"));
    if (ImGui::Button(core::translate(state.view.language, "best first"))) sortChildren(state, now, true);
    besideIfFits(core::translate(state.view.language, "worst first"));
    if (ImGui::Button(core::translate(state.view.language, "worst first"))) sortChildren(state, now, false);
    ImGui::EndDisabled();
    const bool minFirst = state.run->tree->firstPlayer() == core::Player::Min;
    if (ImGui::Button(minFirst ? translatedLabel(state.view.language, "root: MIN", "root player").text
                               : translatedLabel(state.view.language, "root: MAX", "root player").text))
        applyEdit(state, now, [&](const core::Tree& t) {
            return core::withFirstPlayer(t, minFirst ? core::Player::Max : core::Player::Min);
        });
    besideIfFits(core::translate(state.view.language, "undo (Ctrl+Z)"));
    if (ImGui::Button(core::translate(state.view.language, "undo (Ctrl+Z)"))) undo(state, now);
    besideIfFits(core::translate(state.view.language, "redo (Ctrl+Y)"));
    if (ImGui::Button(core::translate(state.view.language, "redo (Ctrl+Y)"))) redo(state, now);
    if (!reorderHeld.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
        ImGui::TextWrapped("%s", reorderHeld.c_str());
        ImGui::PopStyleColor();
    }
}

}  // namespace ablab::app

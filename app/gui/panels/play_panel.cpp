// The Play panel: start a game against the engine and choose how it is played — the game, who
// moves first (先手 / 后手, đi trước / đi sau), the engine's algorithm, how deep it looks, the
// evaluation and the move order. A change of any of them starts a new game, since the moves
// already played were answered under the old ones. The board itself is beside the tree
// (play_board.cpp).
#include <imgui.h>

#include <algorithm>
#include <string>

#include "gui/panels/panels.h"
#include "gui/translated_label.h"
#include "state/play_session.h"
#include "text/translate.h"

namespace ablab::app {

namespace {

constexpr const char* kGameNames[] = {core::translatable("tic-tac-toe"), core::translatable("connect four"),
                                      core::translatable("gomoku (7 × 7)"), core::translatable("Nim")};
constexpr const char* kAlgorithmNames[] = {core::translatable("α-β"), core::translatable("minimax"), "NegaScout", "MTD(f)",
                                           core::translatable("iterative deepening")};

// A combo over `names`, translated; returns whether the choice changed.
bool choiceCombo(core::Language language, const char* label, const char* const* names, int count, int& chosen) {
    bool changed = false;
    if (ImGui::BeginCombo(label, core::translate(language, names[chosen]))) {
        for (int i = 0; i < count; ++i)
            if (ImGui::Selectable(core::translate(language, names[i]), i == chosen)) {
                changed = i != chosen;
                chosen = i;
            }
        ImGui::EndCombo();
    }
    return changed;
}

// Depth 0 on the slider stands for "to the end of the game".
bool depthSlider(core::Language language, PlaySession& session) {
    int depth = static_cast<int>(session.depth.value_or(0));
    const int most = static_cast<int>(std::min<std::uint32_t>(deepestPlayDepth(session.game), 12));
    const char* format = depth == 0 ? core::translate(language, "to the end") : "%d";
    if (!ImGui::SliderInt(translatedLabel(language, "depth", "play-depth").text, &depth, 0, most, format)) return false;
    std::optional<std::uint32_t> wanted;
    if (depth > 0) wanted = static_cast<std::uint32_t>(depth);
    // Connect four and gomoku to the end would be millions of nodes: they keep a horizon.
    if (!wanted && (session.game == PlayGame::ConnectFour || session.game == PlayGame::Gomoku)) wanted = 1;
    if (wanted == session.depth) return false;
    session.depth = wanted;
    return true;
}

}  // namespace

void drawPlayPanel(AppState& state, PlaySession& session) {
    const core::Language language = state.view.language;
    if (!session.active) {
        ImGui::TextWrapped(
            "%s", core::translate(
                      language, "Play against the engine on a board; the tree behind every reply is the search, step by step."));
    } else if (ImGui::Button(core::translate(language, "Stop playing"))) {
        stopPlaying(session);
        return;
    }
    // The search behind the reply on screen, kept: a tree document that opens as a lesson
    // (File's Save as, the name offered).
    const PlayedMove* reply = lastReply(session);
    if (session.active && reply && reply->run == state.run &&
        ImGui::Button(core::translate(language, "Save this reply as a lesson…"))) {
        requestSaveAs(state);
        state.files.saveAsPath = replyLessonName(session);
    }
    const float width = 12 * ImGui::GetFontSize();
    int game = static_cast<int>(session.game);
    ImGui::SetNextItemWidth(width);
    if (choiceCombo(language, translatedLabel(language, "game", "play-game").text, kGameNames, 4, game)) {
        chooseGame(state, session, static_cast<PlayGame>(game));
        return;
    }
    bool changed = false;
    int first = session.studentFirst ? 0 : 1;
    changed |= ImGui::RadioButton(translatedLabel(language, "You move first (X)", "play-first").text, &first, 0);
    changed |= ImGui::RadioButton(translatedLabel(language, "The engine moves first", "play-second").text, &first, 1);
    session.studentFirst = first == 0;

    int algorithm = static_cast<int>(session.algorithm);
    ImGui::SetNextItemWidth(width);
    if (choiceCombo(language, translatedLabel(language, "engine", "play-algorithm").text, kAlgorithmNames, 5, algorithm)) {
        session.algorithm = static_cast<PlayAlgorithm>(algorithm);
        changed = true;
    }
    ImGui::SetNextItemWidth(width);
    changed |= depthSlider(language, session);
    bool best = session.order == core::MoveOrder::Score;
    if (ImGui::Checkbox(translatedLabel(language, "best-looking moves first", "play-order").text, &best)) {
        session.order = best ? core::MoveOrder::Score : core::MoveOrder::File;
        changed = true;
    }
    // The table is α-β's and minimax's (search/transposition_table.h): offered with them.
    if (session.algorithm == PlayAlgorithm::AlphaBeta || session.algorithm == PlayAlgorithm::Minimax)
        changed |= ImGui::Checkbox(translatedLabel(language, "transposition table", "play-table").text, &session.table);
    if (session.game == PlayGame::TicTacToe) {
        bool winLoss = session.eval == core::TicTacToeEval::WinLoss;
        if (ImGui::Checkbox(translatedLabel(language, "win/loss only (else f(p) = open lines)", "play-eval").text, &winLoss)) {
            session.eval = winLoss ? core::TicTacToeEval::WinLoss : core::TicTacToeEval::OpenLines;
            changed = true;
        }
        changed |= ImGui::Checkbox(translatedLabel(language, "fold symmetric moves", "play-symmetry").text, &session.symmetry);
    }
    if (session.game == PlayGame::Gomoku) {
        int k = static_cast<int>(session.moveLimit);
        ImGui::SetNextItemWidth(width);
        if (ImGui::SliderInt(translatedLabel(language, "moves searched (K)", "play-k").text, &k, 1,
                             static_cast<int>(core::kGomokuMaxMoveLimit))) {
            session.moveLimit = static_cast<std::uint32_t>(k);
            changed = true;
        }
    }
    if (!session.active) {
        if (ImGui::Button(core::translate(language, "Play"))) newGame(state, session);
    } else if (changed) {
        newGame(state, session);
    }
}

}  // namespace ablab::app

#include <imgui.h>

#include <algorithm>
#include <memory>
#include <string>
#include <tuple>
#include <vector>

#include "games/tictactoe.h"
#include "gui/panel_caches.h"
#include "gui/panels/panels.h"
#include "text/translate.h"
#include "state/panel_text.h"
#include "state/play_session.h"

namespace ablab::app {

namespace {

// Playing, the reply on screen: what move ordering and the transposition table pay at the
// position the engine answered, in leaves and nodes, for the same position searched five ways
// (asked for: a connect-four position takes a few hundred milliseconds; kept on the reply).
// Playing with iterative deepening: each iteration's search, its leaves and nodes, one click
// from the canvas (the one on screen marked).
void drawIterations(AppState& state) {
    const core::Language language = state.view.language;
    const std::vector<core::DeepeningStep> iterations = iterationsOnScreen(state, state.play);
    if (iterations.empty()) return;
    ImGui::TextUnformatted(core::translate(language, "iterative deepening, one search per depth:"));
    for (std::size_t i = 0; i < iterations.size(); ++i) {
        const core::DeepeningStep& it = iterations[i];
        const std::string row = core::translate(language, "depth {depth}: {move}, value {value}; {leaves} leaves, {nodes} nodes",
                                                {{"depth", std::to_string(it.depth)},
                                                 {"move", it.move},
                                                 {"value", core::formatValue(it.value)},
                                                 {"leaves", std::to_string(it.leaves)},
                                                 {"nodes", std::to_string(it.nodes)}});
        ImGui::PushID(static_cast<int>(i));
        if (ImGui::Selectable(row.c_str(), it.run == state.run)) showIteration(state, state.play, i);
        ImGui::PopID();
    }
}

void drawReplyComparison(AppState& state) {
    PlaySession& session = state.play;
    const core::Language language = state.view.language;
    const PlayedMove* reply = lastReply(session);
    if (!session.active || !reply || reply->run != state.run) return;
    if (reply->orderings.empty()) {
        if (ImGui::Button(core::translate(language, "Compare move orders and the table here"))) compareOrderings(state, session);
        return;
    }
    std::size_t mostLeaves = 1, mostNodes = 1;
    for (const PlayedMove::Ordering& row : reply->orderings) {
        mostLeaves = std::max(mostLeaves, row.leaves);
        mostNodes = std::max(mostNodes, row.nodes);
    }
    const ImVec4 nodeColour = ImGui::GetStyleColorVec4(ImGuiCol_PlotHistogram);
    for (const PlayedMove::Ordering& row : reply->orderings) {
        ImGui::TextUnformatted(core::translate(language, row.name));
        const std::string leaves = core::translate(language, "{count} leaves", {{"count", std::to_string(row.leaves)}});
        ImGui::ProgressBar(static_cast<float>(row.leaves) / static_cast<float>(mostLeaves), {-1, 0}, leaves.c_str());
        const std::string nodes = core::translate(language, "{count} nodes", {{"count", std::to_string(row.nodes)}});
        ImGui::PushStyleColor(ImGuiCol_PlotHistogram, ImVec4(nodeColour.x * 0.6f, nodeColour.y * 0.8f, nodeColour.z, 1));
        ImGui::ProgressBar(static_cast<float>(row.nodes) / static_cast<float>(mostNodes), {-1, 0}, nodes.c_str());
        ImGui::PopStyleColor();
    }
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    ImGui::TextWrapped("%s", core::translate(language, "searched by α-β at the position the engine answered"));
    ImGui::PopStyleColor();
}

}  // namespace

void drawStatistics(AppState& state, PanelCaches& caches) {
    // The text is the panel's model (state/panel_text.h); practising, it has no totals of the end.
    const auto& lines = caches.statisticsLines.get(
        {state.run->revision, state.step, holdsBackWhatIsAhead(state), state.view.language, state.view.notation},
        [&] { return statisticsLines(state); });
    for (const std::string& line : lines) ImGui::TextUnformatted(line.c_str());
    if (const double best =
            caches.bestCaseLeaves.get(state.run->structureRevision, [&] { return bestCaseLeaves(*state.run->tree); });
        best > 0)
        ImGui::Text(core::translate(state.view.language, "best case for this uniform tree: %.0f leaves"), best);
    // A tic-tac-toe tree: the whole game from its root beside n! (Nguyễn Văn Linh's "n! nodes").
    // Keyed by the structure: the root's board.
    const std::string& game = caches.ticTacToeGames.get({state.run->structureRevision, state.view.language}, [&] {
        try {
            return core::describeTicTacToeGameCount(state.view.language,
                                                    core::countTicTacToeGames(core::parseTicTacToePosition(
                                                        state.view.language, state.run->tree->board(core::Tree::root()))));
        } catch (const core::GameError&) {
            return std::string();  // not a tic-tac-toe position
        }
    });
    if (!game.empty()) ImGui::TextWrapped("%s", game.c_str());
    drawIterations(state);
    drawReplyComparison(state);
}

}  // namespace ablab::app

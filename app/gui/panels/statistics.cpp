#include <imgui.h>

#include <memory>
#include <string>
#include <tuple>
#include <vector>

#include "games/tictactoe.h"
#include "gui/panel_caches.h"
#include "gui/panels/panels.h"
#include "text/translate.h"
#include "state/panel_text.h"

namespace ablab::app {

void drawStatistics(const AppState& state, PanelCaches& caches) {
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
}

}  // namespace ablab::app

#include <imgui.h>

#include <cmath>

#include "games/tictactoe.h"
#include "gui/memo.h"
#include "gui/panels/panels.h"
#include "text/translate.h"

namespace ablab::app {

namespace {

// b^⌈d/2⌉ + b^⌊d/2⌋ − 1 for a uniform tree (every inner node b children, every leaf at depth
// d), the leaves perfect ordering evaluates (Knuth & Moore); 0 when the tree is not uniform.
double bestCaseLeaves(const core::Tree& tree) {
    const std::size_t b = tree.childCount(core::Tree::root());
    const std::uint32_t d = tree.height();
    for (core::NodeId n = 0; n < tree.size(); ++n) {
        if (tree.isLeaf(n) ? tree.depth(n) != d : tree.childCount(n) != b) return 0;
    }
    return std::pow(static_cast<double>(b), std::ceil(d / 2.0)) + std::pow(static_cast<double>(b), std::floor(d / 2.0)) - 1;
}

}  // namespace

void drawStatistics(const AppState& state) {
    const core::TraceStats now = state.trace->statsAt(state.step), total = state.trace->stats();
    ImGui::Text(core::translate("leaves evaluated: %zu of %zu (%zu by the end)"), now.leavesEvaluated, now.leavesInTree, total.leavesEvaluated);
    ImGui::Text(core::translate("cutoffs: %zu α, %zu β, %zu deep"), now.alphaCutoffs, now.betaCutoffs, now.deepCutoffs);
    ImGui::Text(core::translate("nodes pruned by the end: %zu"), total.prunedNodes);
    static Memo<std::uint64_t, double> bestCaseMemo;  // a pass over the whole tree
    if (const double best = bestCaseMemo.get(state.runRevision, [&] { return bestCaseLeaves(*state.tree); }); best > 0)
        ImGui::Text(core::translate("best case for this uniform tree: %.0f leaves"), best);
    // A tic-tac-toe tree: the whole game from its root beside n! (Nguyễn Văn Linh's "n! nodes").
    static Memo<std::uint64_t, std::string> gameMemo;
    const std::string& game = gameMemo.get(state.runRevision, [&] {
        try {
            return core::describeTicTacToeGameCount(
                core::countTicTacToeGames(core::parseTicTacToePosition(state.tree->board(core::Tree::root()))));
        } catch (const core::GameError&) {
            return std::string();  // not a tic-tac-toe position
        }
    });
    if (!game.empty()) ImGui::TextWrapped("%s", game.c_str());
}

}  // namespace ablab::app

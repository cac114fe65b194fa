#pragma once
// What the canvas, the controls and the side panels computed from an AppState, kept until the
// state they came from changes (gui/memo.h): one plain struct, owned beside the AppState it
// caches (gui.cpp, web_main's runGui, the bench) and passed to every panel that draws from it,
// as Tracy's View keeps its caches. Nothing in it is state of its own: drop it and the next
// frame draws the same pixels, only slower. Two states (two windows) have two of these, so
// neither can show the other's words.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "gui/memo.h"
#include "gui/paint_key.h"
#include "model/tree.h"
#include "picture/scene.h"
#include "search/comparison.h"
#include "search/search_options.h"
#include "state/panel_text.h"
#include "state/practice.h"
#include "text/notation.h"
#include "text/translate.h"

namespace ablab::app {

// A row of SSS*'s OPEN list, as the panel shows it.
struct SssRow {
    std::string node, solved, merit;
};

struct PanelCaches {
    // Most keys start with the run's revision (unique in the process) and the step; then what
    // else the words depend on.
    using StepKey = std::tuple<std::uint64_t, std::size_t, core::Language, core::Notation>;
    using PractisingStepKey = std::tuple<std::uint64_t, std::size_t, bool, core::Language, core::Notation>;

    // The canvas (canvas.cpp): the step's focus + context view (by run, step, columns and the
    // subtrees opened), the scene in view, and practising, the student's marks on it.
    Memo<std::tuple<std::uint64_t, std::size_t, float, std::size_t>, core::FocusView> focusView;
    Memo<SceneKey, core::Scene> scene;
    Memo<std::tuple<std::uint64_t, std::uint64_t, std::size_t>, std::vector<NodeMark>> practiceMarks;
    // The controls (controls.cpp): the status line's sentence and height, and Star1's L and U, a pass over
    // every leaf.
    // (run, step, practising, predict mode's revision, language, notation)
    Memo<std::tuple<std::uint64_t, std::size_t, bool, std::uint64_t, core::Language, core::Notation>, std::string> statusLine;
    // The height the status line keeps through a run: by run, practising, predict mode's
    // revision, language, notation, the line's width, its text size and the glyphs its font
    // holds (a glyph that arrives changes the words' widths).
    Memo<std::tuple<std::uint64_t, bool, std::uint64_t, core::Language, core::Notation, float, float, int>, float>
        statusLineHeight;
    Memo<std::uint64_t, core::LeafBounds> star1Bounds;
    // Statistics: its lines, the best case of a uniform tree (a pass over the whole tree, by
    // structure) and a tic-tac-toe root's count of games.
    Memo<PractisingStepKey, std::vector<std::string>> statisticsLines;
    Memo<std::uint64_t, double> bestCaseLeaves;
    Memo<std::pair<std::uint64_t, core::Language>, std::string> ticTacToeGames;
    // The inspector's lines for the selected node.
    Memo<std::tuple<std::uint64_t, std::size_t, core::NodeId, bool, core::Language, core::Notation>, std::vector<std::string>>
        inspectorLines;
    // The event log's rows in view: the run, the first and the end row.
    Memo<std::tuple<std::uint64_t, int, int, core::Language, core::Notation>, std::vector<std::string>> eventRows;
    // The pseudocode with its lit line, and the step whose lit line was last seen in view.
    Memo<StepKey, std::vector<PseudocodeLine>> pseudocodeLines;
    // (the document's opening, the step): a lesson opened at the step the last one was seen at
    // has its own panels, which have not seen it yet.
    std::pair<std::uint64_t, std::size_t> pseudocodeSeenAt{0, static_cast<std::size_t>(-1)};
    // Every algorithm run to the end on the tree, once per tree and option set.
    Memo<std::pair<std::shared_ptr<const core::Tree>, core::SearchOptions>, core::Comparison> comparison;
    // The (α, β) line: what it shows, and the finite leaf values' range (a pass over the tree).
    Memo<StepKey, IntervalView> intervalView;
    Memo<std::uint64_t, std::pair<double, double>> intervalRange;
    // SSS*'s OPEN list at the step.
    Memo<std::tuple<std::uint64_t, std::size_t, core::Language>, std::vector<SssRow>> sssOpenRows;
};

}  // namespace ablab::app

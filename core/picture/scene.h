#pragma once
// What step k of a run looks like, independent of how it is drawn: node positions, shapes,
// labels, α/β, statuses, cutoff marks and the caption. The canvas and every exporter render a
// Scene, so the picture on a slide and the picture on the screen cannot disagree.
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "picture/focus_view.h"
#include "picture/layout.h"
#include "search/trace.h"
#include "text/wording.h"

namespace ablab::core {

enum class NodeShape : std::uint8_t {
    MaxTriangle,    // ▲ (CS61B's convention, the default)
    MinTriangle,    // ▼
    MaxSquare,      // □, as other lecture notes draw MAX
    MinCircle,      // ○, and a chance node beside triangles, as AIMA draws it
    ChanceDiamond,  // ◇ a chance node where MIN is the circle
    Leaf,           // a box with the value inside
};

enum class EdgeStyle : std::uint8_t {
    Normal,
    Path,     // on the path from the root to the current node (the call stack)
    Chosen,   // on the chosen line of play, drawn thick at the end
    Pruned,   // into a pruned subtree: grey and dashed
    Skipped,  // into a subtree skipped by --move-limit: dotted
};

struct SceneNode {
    NodeId id = kNoNode;
    float x = 0, y = 0;  // layout units (see layout.h)
    NodeShape shape = NodeShape::Leaf;
    NodeStatus status = NodeStatus::Unvisited;
    bool current = false;  // where the last event happened
    bool onPath = false;
    bool chosen = false;
    std::string label;
    bool cited = false;       // the step's sentence names this node: its label must be drawn
    std::string value;        // "3", "≤ 2", "≥ 5"; for leaves their value even before evaluation
    bool entered = false;     // practice: `value` is what the student typed, not the run's
    std::string alpha, beta;  // shown beside nodes on the path; empty otherwise
    std::string board;        // the game position ("X.O/.X./..O"); empty when the tree has none
    // A summary stands for its whole subtree, which the scene leaves out: a collapsed node, or
    // a subtree too narrow to draw node by node. Its leaves so far: evaluated, pruned (or
    // skipped), and the rest not reached yet.
    bool summary = false;
    bool collapsed = false;             // collapsed by the user (not just narrow)
    float spanLeft = 0, spanRight = 0;  // the subtree's horizontal extent, layout units
    float spanBottom = 0;               // the y of its deepest node, layout units
    std::uint32_t leaves = 0, leavesEvaluated = 0, leavesPruned = 0;
    // In a focus view (picture/focus_view.h), a node that stands for its whole subtree: drawn as
    // itself, with a mark below it for what it folds and `foldedWords` saying what the class
    // needs there ("6 pruned"); its value is its own.
    bool folded = false;
    std::string foldedWords;
};

struct SceneEdge {
    NodeId parent = kNoNode, child = kNoNode;
    EdgeStyle style = EdgeStyle::Normal;
    bool cut = false;    // the edge a cutoff cut: marked with a stroke across it
    std::string window;  // "(3, ∞)": the window passed down, when asked for
    std::string label;   // the edge's own label (a move, a CS188 action), when labels are shown
};

struct SceneCutoff {
    NodeId node = kNoNode;
    NodeId cause = kNoNode;  // kNoNode: the initial window
    CutoffKind kind = CutoffKind::None;
    bool deep = false;
    std::string title;  // "α-cutoff", "deep β-cutoff"
};

struct SceneOptions {
    bool labels = true;
    bool alphaBeta = true;
    bool values = true;
    bool caption = true;
    bool windowOnEdges = false;
    bool squareCircleShapes = false;
    // Tic-tac-toe boards show the lines still open for X and for O (朱福喜's f(p)), as the
    // window's View panel and `ablab export --show-open-lines` ask.
    bool openLines = false;
    // Level of detail: an inner node whose leaves are packed narrower than this (layout units)
    // is one summary mark; 0 draws every node. A one-child chain down to one leaf has no width
    // and is never summarized. Needs the layout's subtree extents.
    float summarizeBelow = 0;
    // Nodes the user collapsed (indexed by NodeId, nonzero = collapsed); empty for none.
    std::span<const std::uint8_t> collapsed;
    // The focus + context view of this step (picture/focus_view.h): when it folds anything, the
    // scene is its nodes at its layout's positions, and the layout buildScene is given serves
    // only for what the whole tree would be.
    const FocusView* focus = nullptr;
};

// A region in layout units; nodes outside it are left out of the scene (culling).
struct SceneRegion {
    float left, top, right, bottom;
};

struct Scene {
    std::vector<SceneNode> nodes;
    std::vector<SceneEdge> edges;
    std::optional<SceneCutoff> cutoff;  // at the step of a cutoff event
    std::string caption;                // the current event in the lecture's words
    std::string stepText;               // "step 12 of 29"
    float width = 0, height = 0;        // the layout's extent in layout units
    bool openLines = false;             // SceneOptions::openLines
};

// The shape of a board written as rows separated by '/', all of one length: the square in row r
// and column c is board[r * (cols + 1) + c]. {0, 0} when the text is no such grid or is larger
// than kMaxBoardSide either way, so that it is shown as text instead of drawn.
struct BoardGrid {
    int rows = 0, cols = 0;
    // Nim's heaps ("3,4,5"): a row per heap, as many objects as it holds, no squares.
    bool heaps = false;
    bool empty() const { return rows == 0; }
};
inline constexpr int kMaxBoardSide = 8;
BoardGrid boardGrid(std::string_view board);

// A value as the picture writes it: typeset, with the minus sign (U+2212) of its caption, where
// files and traces keep the hyphen-minus they are written with (formatValue).
std::string drawnValue(Value v);

Scene buildScene(const Wording& wording, const Trace& trace, const TreeLayout& layout, std::size_t step,
                 const SceneOptions& options = {}, const std::optional<SceneRegion>& region = std::nullopt);

// The chosen line of play at the end of the run: from the root, the best move at every node
// (the first child whose value reached the node's value). It ends at a leaf, at a chance node,
// and at a node the transposition table answered, whose subtree was never searched; with
// `throughTable` it goes on from there along the line of the node that filed the position
// (the same position, so the same moves): the engine's expected line of play, no longer a path
// of the tree.
std::vector<NodeId> chosenPath(const Trace& trace, bool throughTable = false);

}  // namespace ablab::core

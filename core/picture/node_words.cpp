#include "picture/paint_parts.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace ablab::core::painting {

namespace {

// The nodes the class must see first: where the last event happened, and at a cutoff the cut
// node and the ancestor whose bound caused it.
bool inFocus(const Scene& scene, const SceneNode& n) {
    return n.current || (scene.cutoff && (n.id == scene.cutoff->node || n.id == scene.cutoff->cause));
}

// How a node is drawn by its status: pruned and skipped ones grey, the current node and the
// path marked, the nodes not reached yet plainly but clearly.
struct NodeLook {
    Color fill;
    Stroke outline;
    Color text;   // of its value
    Color label;  // of its name
};

NodeLook nodeLook(const SceneNode& n, const Theme& theme, const Geometry& gn) {
    const bool greyed = n.status == NodeStatus::Pruned || n.status == NodeStatus::Skipped;
    // Nodes not reached yet are drawn plainly but clearly, apart from pruned ones (grey, dashed).
    const Color unreached = mix(theme.faint, theme.ink, 0.45f);
    NodeLook look{theme.unvisitedFill, Stroke{unreached, Style::outline.at(gn.r), LineStyle::Solid}, theme.ink,
                  greyed ? theme.prunedInk : unreached};
    if (greyed) {
        look.fill = theme.prunedFill;
        look.outline = {theme.prunedInk, Style::outline.at(gn.r),
                        n.status == NodeStatus::Pruned ? LineStyle::Dashed : LineStyle::Dotted};
        look.text = theme.prunedInk;
    } else if (n.current) {
        look.fill = theme.currentFill;
        look.outline = {theme.ink, Style::currentOutline.at(gn.r), LineStyle::Solid};
    } else if (n.onPath) {
        look.fill = theme.pathFill;
        look.outline = {theme.path, Style::pathOutline.at(gn.r), LineStyle::Solid};
    } else if (n.status == NodeStatus::Done) {
        look.fill = theme.doneFill;
        look.outline.color = theme.ink;
    }
    return look;
}

// A node's board, with its open lines and the notes' number over them where the scene shows
// them. No word goes over a position.
void drawNodeBoard(const Scene& scene, const SceneNode& n, const DrawnShape& s, const Theme& theme, const Geometry& gn,
                   const Fonts& fonts, Painter& painter, TextPlacer& placer, LabelPlacement& words) {
    const auto box = boardBox(n, s.c, gn);
    if (!box) return;
    const bool greyed = n.status == NodeStatus::Pruned || n.status == NodeStatus::Skipped;
    drawBoard(painter, *box, n.board, theme, greyed);
    const float width = box->cell * static_cast<float>(box->grid.cols), height = box->cell * static_cast<float>(box->grid.rows);
    if (scene.openLines && !greyed) {
        drawOpenLines(painter, *box, n.board, theme);
        // The number the notes compute from those lines, over the position.
        const std::string formula = openLinesFormula(n.board);
        if (!formula.empty())
            words.add(formula, fonts.label, fonts.readable, false, theme.ink, Rank::Note)
                .at({box->topLeft.x + width / 2, box->topLeft.y - 0.45f * fonts.label}, TextAnchor::Center)
                .at({box->topLeft.x - 0.3f * fonts.label, box->topLeft.y + height / 2}, TextAnchor::Right)
                .at({box->topLeft.x + width + 0.3f * fonts.label, box->topLeft.y + height / 2}, TextAnchor::Left);
    }
    placer.reserve({box->topLeft.x, box->topLeft.y, box->topLeft.x + width, box->topLeft.y + height});
}

// The node's value: inside its shape, a little smaller if it must; beside it only where it
// cannot fit. A practising student's own entry is drawn in the path's blue, apart from the
// run's values.
void addValueWord(const Scene& scene, const SceneNode& n, const DrawnShape& s, const Theme& theme, const Geometry& gn,
                  const Fonts& fonts, Color textColor, LabelPlacement& words) {
    const Point c = s.c;
    const float r = gn.r, gap = 0.35f * fonts.value;
    Word& w = words.add(n.value, s.valueSize, std::min(s.valueSize, fonts.readable), true, n.entered ? theme.path : textColor,
                        inFocus(scene, n) ? Rank::Focus : Rank::Value);
    w.shrinkInPlace = !s.compact;
    if (s.compact) {
        // Below the disc; where the neighbours' values stand too close, a row lower.
        const float below = s.bounds.bottom + 2.0f + (inkHeight(n.value).ascent - kBaselineDrop) * s.valueSize;
        w.at({c.x, below}, TextAnchor::Center)
            .at({c.x, below + 1.1f * s.valueSize}, TextAnchor::Center)
            .at({c.x, below + 2.2f * s.valueSize}, TextAnchor::Center);
        // At the picture's edge, flush with the disc's inner side, on any of the rows: the
        // last leaf's neighbour may hold the first row, and a centred value would stand
        // past the edge on every row.
        for (const float row : {0.0f, 1.1f, 2.2f})
            w.at({c.x + s.r, below + row * s.valueSize}, TextAnchor::Right)
                .at({c.x - s.r, below + row * s.valueSize}, TextAnchor::Left);
    } else if (n.folded) {
        // A folded subtree's value (a bound, "≥ 61", is wider than its node) may stand under the
        // triangle that stands for the subtree, whose value it is.
        const FoldedMarkShape mark = foldedMarkShape(s, gn);
        w.at({c.x, c.y + valueOffset(n.shape, r)}, TextAnchor::Center)
            .at({s.bounds.right + gap, c.y}, TextAnchor::Left)
            .at({s.bounds.left - gap, c.y}, TextAnchor::Right)
            .at({c.x, mark.top + mark.depth + 0.8f * fonts.value}, TextAnchor::Center);
    } else {
        w.at({c.x, c.y + valueOffset(n.shape, r)}, TextAnchor::Center)
            .at({s.bounds.right + gap, c.y}, TextAnchor::Left)
            .at({s.bounds.left - gap, c.y}, TextAnchor::Right)
            .at({c.x, s.bounds.bottom + 0.8f * fonts.value}, TextAnchor::Center);
    }
}

// A name is placed with the current node's and the cause's words when it is theirs, right after
// them when the step's sentence cites it, and after values otherwise.
Rank labelRank(const Scene& scene, const SceneNode& n) {
    return inFocus(scene, n) ? Rank::Focus : n.cited ? Rank::Cited : Rank::Label;
}

// The node's name: a leaf's below it, an inner node's to its upper left, as the notes write them.
void addLabelWord(const Scene& scene, const SceneNode& n, const DrawnShape& s, const Geometry& gn, const Fonts& fonts,
                  Color labelColor, Painter& painter, LabelPlacement& words) {
    const Point c = s.c;
    const float r = gn.r;
    if (n.shape == NodeShape::Leaf && fonts.leafLabels) {
        // Below the box, or below the value's one or two rows under a compact leaf.
        const float drop = (0.76f - kBaselineDrop) * fonts.label;
        Word& w = words.add(n.label, fonts.label, fonts.readable, false, labelColor, labelRank(scene, n));
        if (s.compact)
            w.at({c.x, s.bounds.bottom + 2.0f + 1.05f * s.valueSize + drop}, TextAnchor::Center)
                .at({c.x, s.bounds.bottom + 2.0f + 2.15f * s.valueSize + drop}, TextAnchor::Center);
        else
            w.at({c.x, s.bounds.bottom + 0.15f * r + drop}, TextAnchor::Center)
                .at({c.x, s.bounds.bottom + 0.15f * r + drop + 0.5f * fonts.label}, TextAnchor::Center);
    } else if (n.shape != NodeShape::Leaf) {
        // To the upper left, clear of a MIN triangle's wide top, as the notes write names;
        // where an edge or a word stands there, lower or above, and on the right only
        // where no neighbour stands close enough to be taken for its owner.
        // A name the step's sentence cites may stand closer to a neighbour: a name read beside
        // the wrong node is less harm than the name the class is told to look at missing.
        const float side = Style::labelBeside * r;
        const float width = painter.textWidth(n.label, fonts.label, false);
        const float reach = n.cited ? side + width + 0.5f * r : 2 * (side + width) + r;
        Word& w = words.add(n.label, fonts.label, fonts.readable, false, labelColor, labelRank(scene, n));
        w.at({c.x - side, c.y - r}, TextAnchor::Right).at({c.x, s.bounds.top - 0.7f * fonts.label}, TextAnchor::Center);
        if (s.roomRight >= reach) w.at({c.x + side, c.y - r}, TextAnchor::Left);
        if (s.roomLeft >= reach)
            w.at({c.x - side, c.y + 0.9f * r}, TextAnchor::Right).at({c.x - 1.9f * r, c.y - 0.2f * r}, TextAnchor::Right);
        if (s.roomRight >= reach)
            w.at({c.x + side, c.y + 0.9f * r}, TextAnchor::Left).at({c.x + 1.9f * r, c.y - 0.2f * r}, TextAnchor::Left);
        // Last, a line higher: where α or β stands beside the node, its name above them; a name
        // the class must find (the current node's, the cause's, one the sentence cites) also two
        // lines higher, over a raised β and the edge coming in.
        w.at({c.x - side, c.y - r - 1.2f * fonts.label}, TextAnchor::Right)
            .at({c.x + side, c.y - r - 1.2f * fonts.label}, TextAnchor::Left);
        if (n.cited || inFocus(scene, n))
            w.at({c.x + side, c.y - r - 2.4f * fonts.label}, TextAnchor::Left)
                .at({c.x - side, c.y - r - 2.4f * fonts.label}, TextAnchor::Right);
        // A folded subtree's root among close neighbours (seven moves of connect four): under
        // the triangle that stands for its subtree, or under its value there.
        if (n.folded) {
            const FoldedMarkShape mark = foldedMarkShape(s, gn);
            const float under = mark.top + mark.depth + 0.8f * fonts.label;
            w.at({c.x, under}, TextAnchor::Center).at({c.x, under + 1.15f * fonts.value}, TextAnchor::Center);
        }
    }
}

// The node's window, α on the left and β on the right: beside the node; raised to its shoulder
// where a neighbour or an edge stands close, above it, or outside a ring around it.
void addBoundWords(const Scene& scene, const SceneNode& n, const DrawnShape& s, const Theme& theme, const Geometry& gn,
                   const Fonts& fonts, LabelPlacement& words) {
    const Point c = s.c;
    const float r = gn.r;
    const Rank rank = inFocus(scene, n) ? Rank::Focus : Rank::Bound;
    for (const float side : {-1.0f, 1.0f}) {
        const TextAnchor away = side < 0 ? TextAnchor::Right : TextAnchor::Left;
        words
            .add((side < 0 ? "α=" : "β=") + (side < 0 ? n.alpha : n.beta), fonts.bound, fonts.readable, true,
                 side < 0 ? theme.alpha : theme.beta, rank)
            .at({c.x + side * Style::boundBeside * r, c.y + 0.15f * r}, away)
            .at({c.x + side * 1.05f * r, c.y - 0.85f * r}, away)
            .at({c.x + side * 0.1f * r, c.y - 1.5f * r}, away)
            .at({c.x + side * Style::boundBeyondRings * r, c.y + 0.15f * r}, away)
            .at({c.x + side * 1.1f * r, c.y + 1.25f * r}, away)
            .at({c.x + side * Style::boundBeyondRings * r, c.y - 1.0f * r}, away)
            .at({c.x + side * 0.2f * r, c.y - 2.1f * r}, away)
            .at({c.x + side * Style::boundBeyondRings * r, c.y + 1.2f * r}, away);
    }
}

}  // namespace

// A node's shape, its board and its words (placed later, by rank).
void drawNode(const Scene& scene, const SceneNode& n, const DrawnShape& s, const Theme& theme, const Geometry& gn,
              const Fonts& fonts, Painter& painter, TextPlacer& placer, LabelPlacement& words) {
    NodeLook look = nodeLook(n, theme, gn);
    drawNodeBoard(scene, n, s, theme, gn, fonts, painter, placer, words);
    if (s.compact) {
        look.outline.width = std::min(look.outline.width, 0.4f * s.r + 0.5f);
        painter.circle(s.c, s.r, look.fill, look.outline);
    } else if (n.shape == NodeShape::MinCircle) {
        painter.circle(s.c, s.r, look.fill, look.outline);
    } else {
        painter.polygon(s.outline, look.fill, look.outline);
    }
    if (!n.value.empty()) addValueWord(scene, n, s, theme, gn, fonts, look.text, words);
    // The current node's and the cause's names after their α and β, which keep the places
    // beside the node (labelRank says when each name is placed).
    if (inFocus(scene, n)) {
        if (!n.alpha.empty()) addBoundWords(scene, n, s, theme, gn, fonts, words);
        if (!n.label.empty()) addLabelWord(scene, n, s, gn, fonts, look.label, painter, words);
    } else {
        if (!n.label.empty()) addLabelWord(scene, n, s, gn, fonts, look.label, painter, words);
        if (!n.alpha.empty()) addBoundWords(scene, n, s, theme, gn, fonts, words);
    }
}

// What is written on edges: the edge's own label (a move) and the window passed down, beside
// the edge on its outer side, or on the other side, a little up or down it.
void addEdgeWords(const Scene& scene, const Theme& theme, const Geometry& g, const Placed& at, const Fonts& fonts,
                  LabelPlacement& words) {
    for (const SceneEdge& e : scene.edges) {
        const DrawnShape *parent = at.shapeOf(e.parent), *child = at.shapeOf(e.child);
        if (!parent || !child || (e.window.empty() && e.label.empty())) continue;
        const Point a = parent->c, b = child->c;
        const SceneNode& node = scene.nodes[static_cast<std::size_t>(at.slot[e.child])];
        // Nearer the parent where the child's board sits on the lower half of the edge.
        const float middle = boardBox(node, b, g.of(node)) ? 0.4f : 0.5f;
        // On the edge's outer side only (a word on the inner side reads as the next edge's),
        // stepping away from the edge until the word is clear of it: a shallow edge needs its
        // word above it, a steep one beside it.
        const float length = std::max(1.0f, std::hypot(b.x - a.x, b.y - a.y));
        Point outward{(b.y - a.y) / length, -(b.x - a.x) / length};
        if ((b.x < a.x) == (outward.x > 0)) outward = {-outward.x, -outward.y};
        const TextAnchor anchor = outward.x < -0.05f  ? TextAnchor::Right
                                  : outward.x > 0.05f ? TextAnchor::Left
                                                      : TextAnchor::Center;
        auto beside = [&](const std::string& text, float t, Color color, Rank rank) {
            Word& w = words.add(text, std::max(fonts.label * 0.9f, fonts.readable), fonts.readable, false, color, rank);
            for (const float dt : {0.0f, -0.12f, 0.12f})
                for (const float d : {0.25f, 0.55f, 0.9f}) {
                    const Point m{a.x + (b.x - a.x) * (t + dt), a.y + (b.y - a.y) * (t + dt)};
                    w.at({m.x + outward.x * d * g.r, m.y + outward.y * d * g.r}, anchor);
                }
        };
        if (!e.label.empty())
            beside(e.label, e.window.empty() ? middle : middle - 0.12f,
                   e.style == EdgeStyle::Pruned || e.style == EdgeStyle::Skipped ? theme.prunedInk : theme.ink, Rank::Label);
        if (!e.window.empty()) beside(e.window, e.label.empty() ? middle : middle + 0.12f, theme.faint, Rank::Note);
    }
}

}  // namespace ablab::core::painting

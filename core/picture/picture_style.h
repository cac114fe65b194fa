#pragma once
// The proportions paintScene draws with, written once. Lengths are in node radii unless a
// member says otherwise; a line's width grows with the node and never falls below a number of
// pixels that still shows on a projector.
#include <algorithm>

namespace ablab::core {

// A line's width: `perRadius` node radii, at least `least` pixels.
struct LineWidth {
    float perRadius, least;
    constexpr float at(float radius) const { return std::max(least, radius * perRadius); }
};

struct PictureStyle {
    // [measure] How large values and nodes may grow.
    // A node's radius in a roomy lecture tree, in the smaller of the sibling and level distances.
    static constexpr float naturalRadius = 0.27f;
    // A node's radius at most this share of a sibling distance: neighbours never touch.
    static constexpr float radiusRowShare = 0.45f;
    // A value's size to its node's radius: the node grows with its value and holds it inside.
    static constexpr float valuePerRadius = 0.78f;
    // An inner node's value ("≤ 12", the longest) to its radius, where the inner node grows to hold it.
    static constexpr float innerValuePerRadius = 0.6f;
    // The share of a sibling distance a row of leaf values may fill: the rest keeps them apart.
    static constexpr float valueRowShare = 0.92f;
    // The share of the level distance a node's radius or a value may take, so levels never run together.
    static constexpr float levelShare = 0.3f;
    // An inner node's radius at most this share of the distance to its nearest neighbour on its level.
    static constexpr float innerNeighbourShare = 0.42f;
    // A compact leaf's value sits in one of two staggered rows: nearly two sibling distances wide.
    static constexpr float compactValueRow = 1.6f;
    // The leaves' names are shown when the widest fits this share of a sibling distance.
    static constexpr float leafLabelRowShare = 0.95f;

    // [strokes] Edges, from the thinnest to the thickest the class must follow.
    static constexpr LineWidth edge{0.07f, 1.5f};        // an edge not on the path (pruned ones dashed)
    static constexpr LineWidth pathEdge{0.16f, 3.0f};    // the call stack, down to the current node
    static constexpr LineWidth chosenEdge{0.26f, 5.0f};  // the principal variation, at the end

    // [rings] Around a node an edit changed, the selected one, or a student's mistake.
    static constexpr float ringInner = 1.45f, ringOuter = 1.7f;  // an edit's or a mistake's ring
    static constexpr LineWidth mistakeRing{0.14f, 3.0f};         // the inner of a mistake's two rings
    static constexpr LineWidth mistakeOuterRing{0.06f, 1.5f};    // its outer ring, so it is not told by colour alone
    static constexpr LineWidth markRing{0.12f, 2.5f};            // an edit's or the selection's ring
    // Around a plain mark, too small to read: rings a class can still see, in pixels.
    static constexpr float mistakeMarkRing = 1.6f, mistakeMarkRingLeast = 5.0f, mistakeMarkRingWidth = 2.5f;
    static constexpr float unreadableRing = 2.0f, unreadableRingLeast = 8.0f;

    // [shapes] A node's outline: plain, on the path, current (the widest, which a leaf's box leaves room for).
    static constexpr LineWidth outline{0.08f, 1.5f};
    static constexpr LineWidth pathOutline{0.13f, 2.5f};
    static constexpr LineWidth currentOutline{0.17f, 3.0f};
    static constexpr float plainMarkOutline = 0.5f;  // pixels: a mark's outline in its own fill

    // [cut marks] Two strokes across a cut edge and the dashed arc to the cause, in the cutoff's ink.
    static constexpr float cutStrokes[2] = {0.40f, 0.48f};  // where along the edge it is struck through
    static constexpr float cutStrokeHalfLength = 0.45f;
    static constexpr LineWidth cutoffLine{0.12f, 2.5f};                  // the strokes and the arc
    static constexpr float arcBows[5] = {2.2f, 1.4f, 3.2f, 0.8f, 4.6f};  // the arc's bulges tried, best first
    static constexpr float arcEnd = 0.16f;                               // the dot where the arc meets the cause
    static constexpr LineWidth cutoffFrame{0.1f, 2.0f};                  // the box around the cutoff's name

    // [words] Places beside a node, and the status line along the bottom of an export.
    static constexpr float boundBeside = 1.35f;       // α left and β right of the node
    static constexpr float boundBeyondRings = 1.95f;  // the same, outside the rings
    static constexpr float labelBeside = 1.3f;        // an inner node's name
    // The caption's size: a share of the picture's height, kept between a readable and a modest size.
    static constexpr float captionPerHeight = 0.038f, captionLeast = 12.0f, captionMost = 48.0f;
    static constexpr float stepCounterPerCaption = 0.8f;  // the step counter is smaller than the caption
    static constexpr float captionMargin = 0.6f;          // in caption sizes, from the picture's edges
    static constexpr float captionBaseline = 1.1f;        // in caption sizes, above the bottom edge
    // A caption in two lines: each at most this share of the one-line size, so that both fit the
    // room fitViewport keeps below the tree (0.09 of the height, 2.4 one-line sizes), a line apart with room for Vietnamese
    // marks.
    static constexpr float captionTwoLinesMost = 0.66f, captionLineSpacing = 1.35f;
    static constexpr float stepCounterBaseline = 1.0f;  // in caption sizes, below the top edge
    // [focus] The size rule: every word the picture draws is at least this share of its height
    // (16 px at 720 rows, 24 at 1080). A focus view (focus_view.h) keeps a sibling distance of
    // this many word sizes, so that a value, its node and the α and β beside the path fit in it;
    // more where game positions sit on the nodes.
    static constexpr float wordPerHeight = 16.0f / 720.0f, wordLeast = 10.0f;
    static constexpr float focusUnitWords = 3.4f, focusBoardUnitWords = 5.0f;
    static constexpr float wordPixels(float height) { return std::max(wordLeast, height * wordPerHeight); }
    // The caption's size in pixels for a picture `height` pixels high (before the text scale).
    static constexpr float captionPixels(float height) {
        return std::clamp(height * captionPerHeight, captionLeast, captionMost);
    }
    // The room fitViewport keeps below the tree for the caption: 0.09 of the height, two lines;
    // an upright picture (a phone's), whose lines are short, room for kMostCaptionLines lines at
    // the size rule's size, so that a long sentence takes more lines rather than smaller type.
    static constexpr int kMostCaptionLines = 5;
    static constexpr float captionLinesHeight(int lines) {  // in caption sizes, the first line's ascent included
        return captionBaseline + 0.85f + captionLineSpacing * static_cast<float>(lines - 1);
    }
    static constexpr float captionRoom(float width, float height) {
        const float room = std::max(28.0f, height * 0.09f);
        return width < height ? std::max(room, wordPixels(height) * captionLinesHeight(kMostCaptionLines)) : room;
    }
};

}  // namespace ablab::core

#pragma once
// A Painter that draws a slide of native, editable PowerPoint shapes: each node a preset
// triangle, box, circle or diamond, each edge a connector, each word a text box, the cutoff's
// bowed line one freeform. paintScene decides where everything goes, as for the SVG, so the
// slide and the picture agree in every position, colour, size and font.
#include <string>
#include <vector>

#include "export/slide_shape.h"
#include "picture/paint.h"

namespace ablab::core {

// What the painter is told about the picture so that a lecturer clicking a shape sees what it
// is: where paintScene centres each node and draws each edge, in pixels, with their names.
struct SlideLegend {
    struct NodeMark {
        Point centre;
        std::string name;  // "node A"
    };
    struct EdgeMark {
        Point from, to;    // the parent's and the child's centres
        std::string name;  // "edge A–B"
    };
    std::vector<NodeMark> nodes;
    std::vector<EdgeMark> edges;
};

class DeckPainter final : public Painter {
public:
    // `measurer` (see wordMeasurer) measures the words where the program has one.
    DeckPainter(Language language, SlideLegend legend, const Painter* measurer);

    void line(Point a, Point b, const Stroke& stroke) override;
    void polygon(std::span<const Point> points, std::optional<Color> fill, const Stroke& stroke) override;
    void circle(Point centre, float radius, std::optional<Color> fill, const Stroke& stroke) override;
    void text(Point at, std::string_view text, float size, bool bold, Color color, TextAnchor anchor) override;
    // The measurer's width; without one, the SVG's estimate with a Chinese character a whole em
    // wide as Noto Sans CJK sets it, so that a box drawn around Chinese words holds them.
    float textWidth(std::string_view text, float size, bool bold) const override;

    // The shapes painted so far, bottom to top; the painter starts afresh.
    std::vector<SlideShape> take();

private:
    // A node's own shape: filled, and centred on the node (a triangle around its centre).
    std::string nodeName(Point centre, float top, float bottom, bool filled);
    void endChain();

    Language m_language;
    SlideLegend m_legend;
    const Painter* m_measurer;
    std::vector<bool> m_nodeDrawn, m_edgeDrawn;
    std::vector<SlideShape> m_shapes;
    // Lines that are no edge, joined end to end in one stroke (the cutoff's bow, 16 segments
    // to paintScene) become one freeform.
    std::vector<Point> m_chain;
    Stroke m_chainStroke;
};

}  // namespace ablab::core

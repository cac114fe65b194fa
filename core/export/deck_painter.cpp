#include "export/deck_painter.h"

#include <algorithm>
#include <cmath>

#include "text/display_width.h"
#include "text/translate.h"
#include "text/utf8.h"

namespace ablab::core {

namespace {

// paintScene computes a node's centre once and draws every shape of the node from it: a
// hundredth of a pixel is equality.
bool same(float a, float b) { return std::abs(a - b) < 0.01f; }
bool same(Point a, Point b) { return same(a.x, b.x) && same(a.y, b.y); }
bool sameStroke(const Stroke& a, const Stroke& b) { return a.color == b.color && a.width == b.width && a.style == b.style; }

struct Box {
    float left, top, right, bottom;
};
Box boxAround(std::span<const Point> points) {
    Box box{points[0].x, points[0].y, points[0].x, points[0].y};
    for (const Point& p : points)
        box = {std::min(box.left, p.x), std::min(box.top, p.y), std::max(box.right, p.x), std::max(box.bottom, p.y)};
    return box;
}

void placeIn(SlideShape& shape, const Box& box) {
    shape.left = box.left;
    shape.top = box.top;
    shape.width = box.right - box.left;
    shape.height = box.bottom - box.top;
}

// The preset that draws `points` exactly, or "" where none does.
std::string presetOf(std::span<const Point> p, const Box& box, bool& flipV) {
    const float midX = (box.left + box.right) / 2, midY = (box.top + box.bottom) / 2;
    if (p.size() == 3) {
        // An isosceles triangle standing on a level base: ▲, or ▼ flipped.
        for (std::size_t apex = 0; apex < 3; ++apex) {
            const Point& a = p[apex];
            const Point& b = p[(apex + 1) % 3];
            const Point& c = p[(apex + 2) % 3];
            if (same(b.y, c.y) && same(a.x, (b.x + c.x) / 2) && !same(a.y, b.y)) {
                flipV = a.y > b.y;
                return "triangle";
            }
        }
        return "";
    }
    if (p.size() != 4) return "";
    const bool rectangle = std::all_of(p.begin(), p.end(), [&](Point q) {
        return (same(q.x, box.left) || same(q.x, box.right)) && (same(q.y, box.top) || same(q.y, box.bottom));
    });
    if (rectangle) return "rect";
    const bool diamond = std::all_of(p.begin(), p.end(), [&](Point q) {
        return (same(q.x, midX) && (same(q.y, box.top) || same(q.y, box.bottom))) ||
               (same(q.y, midY) && (same(q.x, box.left) || same(q.x, box.right)));
    });
    return diamond ? "diamond" : "";
}

// Whether p lies on the line from `from` to `to`, between the fractions lo and hi of its length:
// paintScene draws an edge from the parent's border to the child's, on the line between centres.
bool onEdge(Point p, Point from, Point to, float lo, float hi) {
    const float dx = to.x - from.x, dy = to.y - from.y, length2 = dx * dx + dy * dy;
    if (length2 <= 0) return same(p, from);
    const float t = ((p.x - from.x) * dx + (p.y - from.y) * dy) / length2;
    const float across = std::abs((p.x - from.x) * dy - (p.y - from.y) * dx) / std::sqrt(length2);
    return across < 0.75f && t >= lo - 1e-3f && t <= hi + 1e-3f;
}

}  // namespace

DeckPainter::DeckPainter(Language language, SlideLegend legend, const Painter* measurer)
    : m_language(language),
      m_legend(std::move(legend)),
      m_measurer(measurer),
      m_nodeDrawn(m_legend.nodes.size()),
      m_edgeDrawn(m_legend.edges.size()) {}

std::string DeckPainter::nodeName(Point centre, float top, float bottom, bool filled) {
    if (filled)
        for (std::size_t i = 0; i < m_legend.nodes.size(); ++i) {
            const Point c = m_legend.nodes[i].centre;
            if (!m_nodeDrawn[i] && same(centre.x, c.x) && c.y >= top && c.y <= bottom) {
                m_nodeDrawn[i] = true;
                return m_legend.nodes[i].name;
            }
        }
    return translate(m_language, "shape");
}

void DeckPainter::line(Point a, Point b, const Stroke& stroke) {
    for (std::size_t i = 0; i < m_legend.edges.size(); ++i) {
        const SlideLegend::EdgeMark& edge = m_legend.edges[i];
        if (m_edgeDrawn[i] || !onEdge(a, edge.from, edge.to, 0.0f, 0.5f) || !onEdge(b, edge.from, edge.to, 0.5f, 1.0f)) continue;
        endChain();
        m_edgeDrawn[i] = true;
        SlideShape shape;
        shape.kind = SlideShapeKind::Connector;
        shape.name = edge.name;
        const Point ends[] = {a, b};
        placeIn(shape, boxAround(ends));
        // A connector runs from its box's top left to its bottom right unless flipped.
        shape.flipH = (b.x < a.x) != (b.y < a.y);
        shape.stroke = stroke;
        m_shapes.push_back(std::move(shape));
        return;
    }
    if (!m_chain.empty() && same(m_chain.back(), a) && sameStroke(m_chainStroke, stroke)) {
        m_chain.push_back(b);
        return;
    }
    endChain();
    m_chain = {a, b};
    m_chainStroke = stroke;
}

void DeckPainter::endChain() {
    if (m_chain.empty()) return;
    SlideShape shape;
    shape.name = translate(m_language, "line");
    shape.stroke = m_chainStroke;
    placeIn(shape, boxAround(m_chain));
    if (m_chain.size() == 2) {
        shape.geometry = "line";
        shape.flipH = (m_chain[1].x < m_chain[0].x) != (m_chain[1].y < m_chain[0].y);
    } else {
        shape.kind = SlideShapeKind::Freeform;
        shape.points = std::move(m_chain);
    }
    m_chain.clear();
    m_shapes.push_back(std::move(shape));
}

void DeckPainter::polygon(std::span<const Point> points, std::optional<Color> fill, const Stroke& stroke) {
    endChain();
    if (points.empty()) return;
    const Box box = boxAround(points);
    SlideShape shape;
    placeIn(shape, box);
    shape.geometry = presetOf(points, box, shape.flipV);
    if (shape.geometry.empty()) {
        shape.kind = SlideShapeKind::Freeform;
        shape.points.assign(points.begin(), points.end());
        shape.closed = true;
    }
    shape.fill = fill;
    shape.stroke = stroke;
    shape.name = nodeName({(box.left + box.right) / 2, 0}, box.top, box.bottom, fill.has_value());
    m_shapes.push_back(std::move(shape));
}

void DeckPainter::circle(Point centre, float radius, std::optional<Color> fill, const Stroke& stroke) {
    endChain();
    SlideShape shape;
    shape.geometry = "ellipse";
    placeIn(shape, {centre.x - radius, centre.y - radius, centre.x + radius, centre.y + radius});
    shape.fill = fill;
    shape.stroke = stroke;
    shape.name = nodeName(centre, centre.y, centre.y, fill.has_value());
    m_shapes.push_back(std::move(shape));
}

void DeckPainter::text(Point at, std::string_view text, float size, bool bold, Color color, TextAnchor anchor) {
    endChain();
    SlideShape shape;
    shape.kind = SlideShapeKind::Text;
    shape.name = std::string(text);
    shape.text = std::string(text);
    shape.size = size;
    shape.bold = bold;
    shape.color = color;
    shape.anchor = anchor;
    // Room to spare either side: the text does not wrap, and its anchor is what must match.
    // The box is centred on `at`, where a line of DejaVu Sans set in it has its baseline
    // kBaselineDrop below.
    const float width = textWidth(text, size, bold) * 1.2f + size, height = size * 1.3f;
    shape.left = anchor == TextAnchor::Center ? at.x - width / 2 : anchor == TextAnchor::Left ? at.x : at.x - width;
    shape.top = at.y - height / 2;
    shape.width = width;
    shape.height = height;
    m_shapes.push_back(std::move(shape));
}

float DeckPainter::textWidth(std::string_view text, float size, bool bold) const {
    if (m_measurer) return m_measurer->textWidth(text, size, bold);
    std::size_t wide = 0;
    for (std::size_t i = 0; i < text.size();) wide += isWide(nextCodePoint(text, i));
    // The estimate counts every character (bold) 0.64 em wide.
    return Painter::textWidth(text, size, bold) + static_cast<float>(wide) * size * (1.0f - (bold ? 0.64f : 0.58f));
}

std::vector<SlideShape> DeckPainter::take() {
    endChain();
    std::fill(m_nodeDrawn.begin(), m_nodeDrawn.end(), false);
    std::fill(m_edgeDrawn.begin(), m_edgeDrawn.end(), false);
    return std::exchange(m_shapes, {});
}

}  // namespace ablab::core

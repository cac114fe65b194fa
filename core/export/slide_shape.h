#pragma once
// A native PowerPoint shape as data, and how DrawingML writes it. The deck's painter turns each
// Painter call into one of these; the deck writes them into slides, and compares them (by the
// XML they become) to find what changed from one step to the next.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "export/font_families.h"
#include "export/xml_writer.h"
#include "picture/paint.h"
#include "text/translate.h"

namespace ablab::core {

enum class SlideShapeKind : std::uint8_t {
    Preset,     // p:sp with a:prstGeom: a node's triangle, box, circle or diamond, a ring, a line
    Freeform,   // p:sp with a:custGeom: the cutoff's bowed line, a polygon no preset draws
    Connector,  // p:cxnSp: an edge of the tree
    Text,       // a text box (p:sp txBox) holding one line, or paragraphs when `wrap`
    Table,      // a:tbl in a p:graphicFrame: the handout's trace table
};

struct SlideShape {
    SlideShapeKind kind = SlideShapeKind::Preset;
    std::string name;                                // what PowerPoint's selection pane lists: "node A", "edge A–B"
    std::string geometry;                            // Preset: "triangle", "rect", "ellipse", "diamond", "line"
    float left = 0, top = 0, width = 0, height = 0;  // pixels
    bool flipH = false, flipV = false;
    std::vector<Point> points;  // Freeform: its outline in pixels
    bool closed = false;        // Freeform: a polygon rather than a polyline
    std::optional<Color> fill;
    std::optional<Stroke> stroke;  // none: no outline
    // Text: each line of `text` a paragraph, set at `size` pixels in `color`.
    std::string text;
    float size = 0;
    bool bold = false;
    Color color;
    TextAnchor anchor = TextAnchor::Center;
    bool wrap = false;  // wrapped within the box (the title slide's description); else one line
    // Table: rows of cells (the first the header, bold), each column `columns[i]` pixels wide,
    // the text at `size` in `color`.
    std::vector<std::vector<std::string>> rows;
    std::vector<float> columns;
};

// Slide pixels to English Metric Units, the unit of every DrawingML coordinate. The slide is
// 13.333 inches wide whatever the picture's width, so one pixel of a 1280-pixel picture is
// 9525 EMU (96 per inch), and a font's pixel size becomes points in the same proportion.
struct SlideScale {
    double emuPerPixel = 9525;
    long long emu(float pixels) const;
    int hundredthsOfPoint(float pixels) const;  // a:rPr's sz
};

// A colour as DrawingML's a:srgbClr writes it: "RRGGBB", upper-case hex, no alpha.
std::string drawingColour(Color c);

// The language PowerPoint spell-checks a run's text in: "en-US", "zh-CN", "vi-VN".
std::string_view drawingLanguage(Language language);

// Writes `shape` as a p:sp or p:cxnSp numbered `id` (unique in its slide).
void writeSlideShape(Language language, XmlWriter& xml, const SlideShape& shape, int id, const SlideScale& scale);

// The shape's XML with id 0: equal for two shapes exactly when they look the same.
std::string slideShapeKey(const SlideShape& shape, const SlideScale& scale);

// a:rPr's font children: DejaVu Sans for Latin script, Noto Sans CJK SC for Chinese, each with
// the family (sans-serif) a reader who lacks it substitutes (font_families.h). A run with no
// Chinese names DejaVu Sans as its East Asian font too (slide_shape.cpp's writeRun says why).
void writeRunFonts(XmlWriter& xml, std::string_view eastAsianFont = kChineseFont);

}  // namespace ablab::core

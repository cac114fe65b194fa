#include "export/slide_shape.h"

#include <algorithm>
#include <cmath>

#include "export/font_families.h"
#include "text/display_width.h"
#include "text/utf8.h"
#include "text/translate.h"

namespace ablab::core {

long long SlideScale::emu(float pixels) const { return std::llround(static_cast<double>(pixels) * emuPerPixel); }

int SlideScale::hundredthsOfPoint(float pixels) const {
    // 12700 EMU to the point; PowerPoint accepts 1 to 4000 points.
    return std::clamp(static_cast<int>(std::lround(static_cast<double>(pixels) * emuPerPixel / 127.0)), 100, 400000);
}

std::string_view drawingLanguage(Language language) {
    switch (language) {
    case Language::English: return "en-US";
    case Language::Chinese: return "zh-CN";
    case Language::Vietnamese: return "vi-VN";
    }
    return "en-US";
}

std::string drawingColour(Color c) {
    static constexpr char digits[] = "0123456789ABCDEF";
    std::string text;
    for (std::uint8_t part : {c.r, c.g, c.b}) {
        text += digits[part >> 4];
        text += digits[part & 15];
    }
    return text;
}

namespace {

void writeSolidFill(XmlWriter& xml, Color c) {
    xml.open("a:solidFill");
    if (c.a == 255) {
        xml.leaf("a:srgbClr", {{"val", drawingColour(c)}});
    } else {
        xml.open("a:srgbClr", {{"val", drawingColour(c)}});
        xml.leaf("a:alpha", {{"val", std::to_string(std::lround(c.a * 100000.0 / 255.0))}});
        xml.close();
    }
    xml.close();
}

void writeFill(XmlWriter& xml, const std::optional<Color>& fill) {
    if (fill) writeSolidFill(xml, *fill);
    else xml.leaf("a:noFill");
}

// The same dashes as every other back end (dashPattern), in DrawingML's unit: thousandths of
// a percent of the line's width.
void writeOutline(XmlWriter& xml, const std::optional<Stroke>& stroke, const SlideScale& scale) {
    if (!stroke || stroke->width <= 0) {
        xml.open("a:ln").leaf("a:noFill").close();
        return;
    }
    const auto dash = dashPattern(*stroke);
    xml.open("a:ln", {{"w", std::to_string(scale.emu(stroke->width))}, {"cap", dash ? "flat" : "rnd"}});
    writeSolidFill(xml, stroke->color);
    if (dash) {
        const double width = std::max(stroke->width, 0.01f);
        xml.open("a:custDash");
        xml.leaf("a:ds", {{"d", std::to_string(std::lround(dash->on / width * 100000))},
                          {"sp", std::to_string(std::lround(dash->off / width * 100000))}});
        xml.close();
    }
    xml.leaf("a:round");
    xml.close();
}

void writeTransform(XmlWriter& xml, const SlideShape& s, const SlideScale& scale) {
    xml.open("a:xfrm", {{"flipH", s.flipH ? "1" : "0"}, {"flipV", s.flipV ? "1" : "0"}});
    xml.leaf("a:off", {{"x", std::to_string(scale.emu(s.left))}, {"y", std::to_string(scale.emu(s.top))}});
    xml.leaf("a:ext", {{"cx", std::to_string(scale.emu(s.width))}, {"cy", std::to_string(scale.emu(s.height))}});
    xml.close();
}

void writePresetGeometry(XmlWriter& xml, std::string_view preset) {
    xml.open("a:prstGeom", {{"prst", preset}}).leaf("a:avLst").close();
}

// The outline relative to the shape's box, in EMU, so the path's own size is the box's.
void writeFreeformGeometry(XmlWriter& xml, const SlideShape& s, const SlideScale& scale) {
    const std::string w = std::to_string(scale.emu(s.width)), h = std::to_string(scale.emu(s.height));
    xml.open("a:custGeom");
    xml.leaf("a:avLst").leaf("a:gdLst").leaf("a:ahLst").leaf("a:cxnLst");
    xml.leaf("a:rect", {{"l", "0"}, {"t", "0"}, {"r", "r"}, {"b", "b"}});
    xml.open("a:pathLst").open("a:path", {{"w", w}, {"h", h}});
    for (std::size_t i = 0; i < s.points.size(); ++i) {
        xml.open(i == 0 ? "a:moveTo" : "a:lnTo");
        xml.leaf("a:pt", {{"x", std::to_string(scale.emu(s.points[i].x - s.left))},
                          {"y", std::to_string(scale.emu(s.points[i].y - s.top))}});
        xml.close();
    }
    if (s.closed) xml.leaf("a:close");
    xml.close().close().close();
}

void writeRunPiece(Language language, XmlWriter& xml, std::string_view text, const std::string& size, bool bold, Color color,
                   bool wide) {
    xml.open("a:r");
    xml.open("a:rPr", {{"lang", drawingLanguage(language)}, {"sz", size}, {"b", bold ? "1" : "0"}, {"dirty", "0"}});
    writeSolidFill(xml, color);
    writeRunFonts(xml, wide ? kChineseFont : kLatinFont);
    xml.close();
    xml.element("a:t", text);
    xml.close();
}

// Pango (the PNG) sets every character DejaVu Sans has in DejaVu Sans, and only the rest (汉字,
// fullwidth punctuation) in Noto Sans CJK SC. Impress would set the symbols between Chinese
// words ("=", "(", "∩") in the East Asian font, which is wider, and the line would drift from
// the picture's; so each stretch of one kind is a run of its own, and the narrow ones name
// DejaVu Sans for every script.
void writeRun(Language language, XmlWriter& xml, std::string_view text, const std::string& size, bool bold, Color color) {
    std::size_t start = 0, i = 0;
    bool wide = false;
    while (i < text.size()) {
        const std::size_t at = i;
        const bool w = isWide(nextCodePoint(text, i));
        if (at == 0) wide = w;
        else if (w != wide) {
            writeRunPiece(language, xml, text.substr(start, at - start), size, bold, color, wide);
            start = at;
            wide = w;
        }
    }
    writeRunPiece(language, xml, text.substr(start), size, bold, color, wide);
}

void writeTextBody(Language language, XmlWriter& xml, const SlideShape& s, const SlideScale& scale) {
    xml.open("p:txBody");
    xml.open("a:bodyPr", {{"wrap", s.wrap ? "square" : "none"},
                          {"lIns", "0"},
                          {"tIns", "0"},
                          {"rIns", "0"},
                          {"bIns", "0"},
                          {"anchor", s.wrap ? "t" : "ctr"},
                          {"rtlCol", "0"}});
    xml.leaf("a:noAutofit").close();
    xml.leaf("a:lstStyle");
    const std::string_view align = s.anchor == TextAnchor::Center ? "ctr" : s.anchor == TextAnchor::Left ? "l" : "r";
    const std::string size = std::to_string(scale.hundredthsOfPoint(s.size));
    std::string_view rest = s.text;
    while (true) {
        const std::size_t newline = rest.find('\n');
        const std::string_view line = rest.substr(0, newline);
        xml.open("a:p");
        xml.open("a:pPr", {{"algn", align}}).open("a:lnSpc").leaf("a:spcPct", {{"val", "100000"}}).close().close();
        writeRun(language, xml, line, size, s.bold, s.color);
        xml.close();
        if (newline == std::string_view::npos) break;
        rest.remove_prefix(newline + 1);
    }
    xml.close();
}

void writeTable(Language language, XmlWriter& xml, const SlideShape& s, int id, const SlideScale& scale) {
    xml.open("p:graphicFrame");
    xml.open("p:nvGraphicFramePr").leaf("p:cNvPr", {{"id", std::to_string(id)}, {"name", s.name}});
    xml.open("p:cNvGraphicFramePr").leaf("a:graphicFrameLocks", {{"noGrp", "1"}}).close();
    xml.leaf("p:nvPr").close();
    xml.open("p:xfrm");
    xml.leaf("a:off", {{"x", std::to_string(scale.emu(s.left))}, {"y", std::to_string(scale.emu(s.top))}});
    xml.leaf("a:ext", {{"cx", std::to_string(scale.emu(s.width))}, {"cy", std::to_string(scale.emu(s.height))}});
    xml.close();
    xml.open("a:graphic").open("a:graphicData", {{"uri", "http://schemas.openxmlformats.org/drawingml/2006/table"}});
    xml.open("a:tbl").leaf("a:tblPr", {{"firstRow", "1"}, {"bandRow", "1"}});
    xml.open("a:tblGrid");
    for (float w : s.columns) xml.leaf("a:gridCol", {{"w", std::to_string(scale.emu(w))}});
    xml.close();
    const std::string size = std::to_string(scale.hundredthsOfPoint(s.size));
    const float rowHeight = s.rows.empty() ? 0 : s.height / static_cast<float>(s.rows.size());
    for (std::size_t r = 0; r < s.rows.size(); ++r) {
        xml.open("a:tr", {{"h", std::to_string(scale.emu(rowHeight))}});
        for (std::size_t c = 0; c < s.columns.size(); ++c) {
            xml.open("a:tc").open("a:txBody").leaf("a:bodyPr").leaf("a:lstStyle").open("a:p");
            writeRun(language, xml, c < s.rows[r].size() ? s.rows[r][c] : std::string(), size, r == 0, s.color);
            xml.close().close();
            xml.open("a:tcPr", {{"marL", "45720"}, {"marR", "45720"}, {"marT", "0"}, {"marB", "0"}});
            if (s.fill && r % 2 == 0) writeSolidFill(xml, *s.fill);
            else xml.leaf("a:noFill");
            xml.close().close();
        }
        xml.close();
    }
    xml.close().close().close().close();
}

}  // namespace

void writeRunFonts(XmlWriter& xml, std::string_view eastAsianFont) {
    // pitchFamily 34: variable pitch, swiss (sans-serif); charset -122: GB2312, simplified Chinese.
    xml.leaf("a:latin", {{"typeface", kLatinFont}, {"pitchFamily", "34"}, {"charset", "0"}});
    xml.leaf("a:ea",
             {{"typeface", eastAsianFont}, {"pitchFamily", "34"}, {"charset", eastAsianFont == kChineseFont ? "-122" : "0"}});
    xml.leaf("a:cs", {{"typeface", kLatinFont}, {"pitchFamily", "34"}, {"charset", "0"}});
}

void writeSlideShape(Language language, XmlWriter& xml, const SlideShape& s, int id, const SlideScale& scale) {
    if (s.kind == SlideShapeKind::Table) {
        writeTable(language, xml, s, id, scale);
        return;
    }
    const std::string idText = std::to_string(id);
    if (s.kind == SlideShapeKind::Connector) {
        xml.open("p:cxnSp");
        xml.open("p:nvCxnSpPr").leaf("p:cNvPr", {{"id", idText}, {"name", s.name}}).leaf("p:cNvCxnSpPr").leaf("p:nvPr").close();
        xml.open("p:spPr");
        writeTransform(xml, s, scale);
        writePresetGeometry(xml, "straightConnector1");
        writeOutline(xml, s.stroke, scale);
        xml.close().close();
        return;
    }
    xml.open("p:sp");
    xml.open("p:nvSpPr").leaf("p:cNvPr", {{"id", idText}, {"name", s.name}});
    if (s.kind == SlideShapeKind::Text) xml.leaf("p:cNvSpPr", {{"txBox", "1"}});
    else xml.leaf("p:cNvSpPr");
    xml.leaf("p:nvPr").close();
    xml.open("p:spPr");
    writeTransform(xml, s, scale);
    if (s.kind == SlideShapeKind::Freeform) writeFreeformGeometry(xml, s, scale);
    else writePresetGeometry(xml, s.kind == SlideShapeKind::Text ? "rect" : s.geometry);
    writeFill(xml, s.kind == SlideShapeKind::Text ? std::nullopt : s.fill);
    writeOutline(xml, s.kind == SlideShapeKind::Text ? std::nullopt : s.stroke, scale);
    xml.close();
    if (s.kind == SlideShapeKind::Text) writeTextBody(language, xml, s, scale);
    xml.close();
}

std::string slideShapeKey(const SlideShape& shape, const SlideScale& scale) {
    XmlWriter xml(XmlWriter::Start::Fragment);
    // Every shape of a deck is in its one language, so the key leaves the language out.
    writeSlideShape(Language::English, xml, shape, 0, scale);
    return xml.finish();
}

}  // namespace ablab::core

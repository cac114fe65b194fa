#pragma once
// The scene check: what a student would call a collision, found from what a painter was asked
// to draw — a word with a line, an outline, a ring or another word through its ink. The tests
// run it over every lesson, size and language; it names the word and what met it.
#include <string>
#include <vector>

#include "picture/paint.h"
#include "picture/text_placer.h"

namespace ablab::core {

// Records every stroke and word paintScene draws, measuring words with another painter (Pango's
// real fonts for the canvas and PNG, the estimate for SVG).
class InkRecorder final : public Painter {
public:
    explicit InkRecorder(const Painter& measure) : m_measure(measure) {}
    void line(Point a, Point b, const Stroke& stroke) override;
    void polygon(std::span<const Point> points, std::optional<Color> fill, const Stroke& stroke) override;
    void circle(Point centre, float radius, std::optional<Color> fill, const Stroke& stroke) override;
    void text(Point at, std::string_view text, float size, bool bold, Color color, TextAnchor anchor) override;
    float textWidth(std::string_view text, float size, bool bold) const override;

    struct Written {
        std::string text;
        float size = 0;
        TextBox ink;
    };
    const std::vector<Written>& words() const { return m_words; }

    // Every word that meets a stroke or another word, as "'β=2' meets a line (412,80)–(470,160)".
    std::vector<std::string> collisions() const;
    // Every word whose ink leaves the canvas (0,0)–(width,height), cut off at its edge, as
    // "'O e5' at (-3,40) leaves the canvas".
    std::vector<std::string> clipped(float width, float height) const;

private:
    const Painter& m_measure;
    std::vector<InkSegment> m_segments;
    std::vector<InkRing> m_rings;
    std::vector<Written> m_words;
};

}  // namespace ablab::core

#pragma once
// The canvas's shapes drawn by our own shaders (shaders/canvas.*), one instance per shape,
// instead of ImDrawList's anti-aliased triangles: under software GL a node then costs four
// vertices rather than dozens, and a frame that shows what the last one showed uploads
// nothing. Words stay with ImGui, which draws them over the shapes.
//
// paintScene still decides every shape and word: CanvasBatch is one more Painter, so the
// canvas and the exporters cannot disagree.
#include <imgui.h>

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "gui/fonts.h"
#include "gui/paint_key.h"
#include "picture/paint.h"

namespace ablab::app {

// One shape, as the vertex shader reads it.
struct ShapeInstance {
    float points[8];  // p0 … p3; a circle: centre and radius (points[2])
    float strokeWidth;
    float dashOn, dashOff;
    float kind;            // 0 segment, 1 circle, 2 triangle, 3 quadrilateral, 4 axis-aligned rectangle
    std::uint8_t fill[4];  // RGBA
    std::uint8_t stroke[4];
};

// A scene painted into shapes and words, ready to draw again and again.
class CanvasBatch final : public core::Painter {
public:
    explicit CanvasBatch(const Fonts& fonts) : m_fonts(&fonts) {}

    void line(core::Point a, core::Point b, const core::Stroke& stroke) override;
    void polygon(std::span<const core::Point> points, std::optional<core::Color> fill, const core::Stroke& stroke) override;
    void circle(core::Point centre, float radius, std::optional<core::Color> fill, const core::Stroke& stroke) override;
    void text(core::Point at, std::string_view text, float size, bool bold, core::Color color, core::TextAnchor anchor) override;
    float textWidth(std::string_view text, float size, bool bold) const override;

    void clear();
    const std::vector<ShapeInstance>& shapes() const { return m_shapes; }
    // Adds the words to an ImGui draw list (every frame: ImGui rebuilds its lists each frame).
    // The shapes and words are in pixels relative to (offsetX, offsetY).
    void drawTexts(ImDrawList* list, float offsetX, float offsetY) const;

private:
    struct Text {
        core::Point at;
        std::string text;
        float size;
        bool bold;
        core::Color color;
        core::TextAnchor anchor;
    };
    const Fonts* m_fonts;
    std::vector<ShapeInstance> m_shapes;
    std::vector<Text> m_texts;
};

// The GL side: the program, the instance buffer, and the draw, run from inside ImGui's
// rendering as a draw-list callback so that it lands between the canvas background and the
// words. Needs a current OpenGL 3.3 context for its whole life.
class CanvasRenderer {
public:
    explicit CanvasRenderer(const Fonts& fonts);  // throws std::runtime_error if the shaders do not build
    ~CanvasRenderer();
    CanvasRenderer(const CanvasRenderer&) = delete;
    CanvasRenderer& operator=(const CanvasRenderer&) = delete;

    // What the canvas paints into; upload() after painting.
    CanvasBatch& batch() { return m_batch; }
    // Whether the GPU buffer already holds the picture `key` names: then the frame paints and
    // uploads nothing.
    bool holds(const PaintKey& key) const { return m_holds && *m_holds == key; }
    // Copies the batch's shapes to the GPU, as the picture `key` names.
    void upload(const PaintKey& key);
    // Queues the draw of the uploaded shapes on `list`, moved by (offsetX, offsetY) pixels and
    // clipped to the list's current clip rectangle.
    void queueDraw(ImDrawList* list, float offsetX, float offsetY);
    float offsetX() const { return m_offsetX; }  // as the last queueDraw placed the shapes
    float offsetY() const { return m_offsetY; }
    // How many times upload() ran: a frame whose draw lists match the last one's still shows
    // something new when the shapes changed (platform::showsSomethingNew).
    std::uint64_t uploads() const { return m_uploads; }

private:
    static void drawCallback(const ImDrawList* list, const ImDrawCmd* command);

    struct Program {
        unsigned id = 0;
        int viewUniform = -1, offsetUniform = -1;
    };
    // Shapes in a row that one program draws.
    struct DrawRun {
        std::size_t first, count, program;
    };
    static constexpr std::size_t kPrograms = 8;  // segment, circle, polygon, rectangle; each solid and dashed

    CanvasBatch m_batch;
    std::array<Program, kPrograms> m_programs;
    std::vector<DrawRun> m_runs;
    unsigned m_vertexArray = 0, m_buffer = 0;
    float m_offsetX = 0, m_offsetY = 0;
    std::size_t m_count = 0, m_capacity = 0;
    std::uint64_t m_uploads = 0;
    std::optional<PaintKey> m_holds;  // what the buffer holds; nothing before the first upload
};

}  // namespace ablab::app

#include "gui/canvas_renderer.h"

#include "platform/gl.h"
#include "platform/platform.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <stdexcept>

#include "shaders.h"  // generated from shaders/ at build time

namespace ablab::app {

namespace {

enum ShapeKind { kSegment = 0, kCircle = 1, kTriangle = 2, kQuadrilateral = 3 };

void setColor(std::uint8_t (&out)[4], core::Color c) { out[0] = c.r, out[1] = c.g, out[2] = c.b, out[3] = c.a; }

ShapeInstance makeShape(ShapeKind kind, const core::Stroke& stroke, std::optional<core::Color> fill) {
    ShapeInstance s{};
    s.kind = static_cast<float>(kind);
    s.strokeWidth = stroke.width;
    if (const auto dash = core::dashPattern(stroke)) s.dashOn = dash->on, s.dashOff = dash->off;
    setColor(s.stroke, stroke.color);
    if (fill) setColor(s.fill, *fill);
    return s;
}

// ImGui sizes a font by its line height; painters size text by the em. DejaVu's line height is
// 1.164 em and its ascent 0.928 em.
constexpr float kLineHeightPerEm = 1.164f;
constexpr float kAscentPerEm = 0.928f;

// When a shader did not compile or the program did not link (`status` false), deletes it and
// throws `what` followed by GL's log. Shaders and programs have the same three calls for this.
template <class GetStatus, class GetLog, class Delete>
void throwOnFailure(unsigned object, GLenum status, GetStatus getStatus, GetLog getLog, Delete remove, const std::string& what) {
    GLint ok = 0;
    getStatus(object, status, &ok);
    if (ok) return;
    char log[2048] = {};
    getLog(object, sizeof log, nullptr, log);
    remove(object);
    throw std::runtime_error(what + log);
}

unsigned compile(GLenum type, const char* desktopSource, const char* name) {
    const std::string text = platform::shaderSource(desktopSource);
    const char* source = text.c_str();
    const unsigned shader = glCreateShader(type);
    glShaderSource(shader, 1, &source, nullptr);
    glCompileShader(shader);
    throwOnFailure(shader, GL_COMPILE_STATUS, glGetShaderiv, glGetShaderInfoLog, glDeleteShader,
                   std::string("shaders/") + name + " does not compile: ");
    return shader;
}

}  // namespace

void CanvasBatch::line(core::Point a, core::Point b, const core::Stroke& stroke) {
    ShapeInstance s = makeShape(kSegment, stroke, std::nullopt);
    s.points[0] = a.x, s.points[1] = a.y, s.points[2] = b.x, s.points[3] = b.y;
    m_shapes.push_back(s);
}

void CanvasBatch::polygon(std::span<const core::Point> points, std::optional<core::Color> fill, const core::Stroke& stroke) {
    if (points.size() < 3) return;
    if (points.size() <= 4) {
        ShapeInstance s = makeShape(points.size() == 3 ? kTriangle : kQuadrilateral, stroke, fill);
        for (std::size_t i = 0; i < 4; ++i) {
            const core::Point p = points[std::min(i, points.size() - 1)];
            s.points[2 * i] = p.x, s.points[2 * i + 1] = p.y;
        }
        m_shapes.push_back(s);
        return;
    }
    // Larger polygons: the fill as a fan of triangles, the outline as segments.
    if (fill) {
        const core::Stroke none{*fill, 0, core::LineStyle::Solid};
        for (std::size_t i = 1; i + 1 < points.size(); ++i) polygon(std::array{points[0], points[i], points[i + 1]}, fill, none);
    }
    if (stroke.width > 0)
        for (std::size_t i = 0; i < points.size(); ++i) line(points[i], points[(i + 1) % points.size()], stroke);
}

void CanvasBatch::circle(core::Point centre, float radius, std::optional<core::Color> fill, const core::Stroke& stroke) {
    ShapeInstance s = makeShape(kCircle, stroke, fill);
    s.points[0] = centre.x, s.points[1] = centre.y, s.points[2] = radius;
    m_shapes.push_back(s);
}

void CanvasBatch::text(core::Point at, std::string_view text, float size, bool bold, core::Color color, core::TextAnchor anchor) {
    m_texts.push_back({at, std::string(text), size, bold, color, anchor});
}

float CanvasBatch::textWidth(std::string_view text, float size, bool bold) const {
    const float pixels = size * kLineHeightPerEm;
    return m_fonts->pick(pixels, bold)->CalcTextSizeA(pixels, 1e9f, 0, text.data(), text.data() + text.size()).x;
}

void CanvasBatch::clear() {
    m_shapes.clear();
    m_texts.clear();
}

void CanvasBatch::drawTexts(ImDrawList* list, float offsetX, float offsetY) const {
    for (const Text& t : m_texts) {
        const float pixels = t.size * kLineHeightPerEm;
        ImFont* font = m_fonts->pick(pixels, t.bold);
        const char* begin = t.text.data();
        const char* end = begin + t.text.size();
        const float width = font->CalcTextSizeA(pixels, 1e9f, 0, begin, end).x;
        float x = t.at.x + offsetX;
        if (t.anchor == core::TextAnchor::Center) x -= width / 2;
        if (t.anchor == core::TextAnchor::Right) x -= width;
        // The baseline where the exporters put it: kBaselineDrop em below `at`.
        const float top = t.at.y + offsetY + t.size * core::kBaselineDrop - t.size * kAscentPerEm;
        list->AddText(font, pixels, {x, top}, IM_COL32(t.color.r, t.color.g, t.color.b, t.color.a), begin, end);
    }
}

CanvasRenderer::CanvasRenderer(const Fonts& fonts) : m_batch(fonts) {
    const unsigned vertex = compile(GL_VERTEX_SHADER, kCanvasVertexShader, "canvas.vert");
    const unsigned fragment = compile(GL_FRAGMENT_SHADER, kCanvasFragmentShader, "canvas.frag");
    m_program = glCreateProgram();
    glAttachShader(m_program, vertex);
    glAttachShader(m_program, fragment);
    glLinkProgram(m_program);
    glDeleteShader(vertex);
    glDeleteShader(fragment);
    throwOnFailure(m_program, GL_LINK_STATUS, glGetProgramiv, glGetProgramInfoLog, glDeleteProgram,
                   "shaders/canvas.* do not link: ");
    m_viewUniform = glGetUniformLocation(m_program, "uView");
    m_offsetUniform = glGetUniformLocation(m_program, "uOffset");

    glGenVertexArrays(1, &m_vertexArray);
    glGenBuffers(1, &m_buffer);
    glBindVertexArray(m_vertexArray);
    glBindBuffer(GL_ARRAY_BUFFER, m_buffer);
    const auto stride = static_cast<GLsizei>(sizeof(ShapeInstance));
    auto attribute = [&](GLuint index, GLint size, GLenum type, GLboolean normalized, std::size_t offset) {
        glEnableVertexAttribArray(index);
        glVertexAttribPointer(index, size, type, normalized, stride, reinterpret_cast<const void*>(offset));
        glVertexAttribDivisor(index, 1);
    };
    attribute(0, 4, GL_FLOAT, GL_FALSE, offsetof(ShapeInstance, points));
    attribute(1, 4, GL_FLOAT, GL_FALSE, offsetof(ShapeInstance, points) + 4 * sizeof(float));
    attribute(2, 4, GL_FLOAT, GL_FALSE, offsetof(ShapeInstance, strokeWidth));
    attribute(3, 4, GL_UNSIGNED_BYTE, GL_TRUE, offsetof(ShapeInstance, fill));
    attribute(4, 4, GL_UNSIGNED_BYTE, GL_TRUE, offsetof(ShapeInstance, stroke));
    glBindVertexArray(0);
    glBindBuffer(GL_ARRAY_BUFFER, 0);
}

CanvasRenderer::~CanvasRenderer() {
    glDeleteBuffers(1, &m_buffer);
    glDeleteVertexArrays(1, &m_vertexArray);
    glDeleteProgram(m_program);
}

void CanvasRenderer::upload(const PaintKey& key) {
    m_holds = key;
    const std::vector<ShapeInstance>& shapes = m_batch.shapes();
    glBindBuffer(GL_ARRAY_BUFFER, m_buffer);
    const auto bytes = static_cast<GLsizeiptr>(shapes.size() * sizeof(ShapeInstance));
    if (shapes.size() > m_capacity) {
        glBufferData(GL_ARRAY_BUFFER, bytes, shapes.data(), GL_DYNAMIC_DRAW);
        m_capacity = shapes.size();
    } else if (!shapes.empty()) {
        glBufferSubData(GL_ARRAY_BUFFER, 0, bytes, shapes.data());
    }
    glBindBuffer(GL_ARRAY_BUFFER, 0);
    m_count = shapes.size();
    ++m_uploads;
}

void CanvasRenderer::queueDraw(ImDrawList* list, float offsetX, float offsetY) {
    m_offsetX = offsetX;
    m_offsetY = offsetY;
    list->AddCallback(drawCallback, this);
    // ImGui's backend set up its own GL state; have it set it up again for what follows.
    list->AddCallback(ImDrawCallback_ResetRenderState, nullptr);
}

void CanvasRenderer::drawCallback(const ImDrawList*, const ImDrawCmd* command) {
    const auto& self = *static_cast<const CanvasRenderer*>(command->UserCallbackData);
    if (self.m_count == 0) return;
    const ImDrawData* data = ImGui::GetDrawData();
    const ImVec2 origin = data->DisplayPos, size = data->DisplaySize, scale = data->FramebufferScale;
    const ImVec4 clip = command->ClipRect;
    glEnable(GL_SCISSOR_TEST);
    glScissor(static_cast<GLint>((clip.x - origin.x) * scale.x), static_cast<GLint>((size.y - (clip.w - origin.y)) * scale.y),
              static_cast<GLsizei>((clip.z - clip.x) * scale.x), static_cast<GLsizei>((clip.w - clip.y) * scale.y));
    glEnable(GL_BLEND);
    glBlendEquation(GL_FUNC_ADD);
    glBlendFuncSeparate(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA, GL_ONE, GL_ONE_MINUS_SRC_ALPHA);
    glDisable(GL_DEPTH_TEST);
    glDisable(GL_CULL_FACE);
    glUseProgram(self.m_program);
    glUniform4f(self.m_viewUniform, origin.x, origin.y, size.x, size.y);
    glUniform2f(self.m_offsetUniform, self.m_offsetX, self.m_offsetY);
    glBindVertexArray(self.m_vertexArray);
    glDrawArraysInstanced(GL_TRIANGLE_STRIP, 0, 4, static_cast<GLsizei>(self.m_count));
    glBindVertexArray(0);
}

}  // namespace ablab::app

#include "gui/canvas_renderer.h"

#include "platform/gl.h"
#include "platform/platform.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <iterator>
#include <stdexcept>

#include "shaders.h"  // generated from shaders/ at build time

namespace ablab::app {

namespace {

enum ShapeKind { kSegment = 0, kCircle = 1, kTriangle = 2, kQuadrilateral = 3, kRectangle = 4 };

// Four corners going round an axis-aligned rectangle, which the shader measures at once.
bool isAxisAlignedRectangle(std::span<const core::Point> p) {
    if (p.size() != 4) return false;
    const bool rowFirst = p[0].y == p[1].y && p[1].x == p[2].x && p[2].y == p[3].y && p[3].x == p[0].x;
    const bool columnFirst = p[0].x == p[1].x && p[1].y == p[2].y && p[2].x == p[3].x && p[3].y == p[0].y;
    return rowFirst || columnFirst;
}

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

// `defines` go just after the first line, which names the dialect.
unsigned compile(GLenum type, const char* desktopSource, const std::string& defines, const char* name) {
    std::string text = platform::shaderSource(desktopSource);
    const std::size_t firstLineEnd = text.find('\n');
    text.insert(firstLineEnd == std::string::npos ? text.size() : firstLineEnd + 1, defines);
    const char* source = text.c_str();
    const unsigned shader = glCreateShader(type);
    glShaderSource(shader, 1, &source, nullptr);
    glCompileShader(shader);
    throwOnFailure(shader, GL_COMPILE_STATUS, glGetShaderiv, glGetShaderInfoLog, glDeleteShader,
                   std::string("shaders/") + name + " does not compile: ");
    return shader;
}

// The fragment shader is built once for each kind of shape, solid and dashed (shaders/canvas.frag
// says why): triangles and quadrilaterals share one.
constexpr ShapeKind kProgramShapes[] = {kSegment, kCircle, kQuadrilateral, kRectangle};

// The program that draws `s`: its kind's place in kProgramShapes, solid or dashed.
std::size_t programOf(const ShapeInstance& s) {
    auto kind = static_cast<ShapeKind>(static_cast<int>(s.kind));
    if (kind == kTriangle) kind = kQuadrilateral;
    const auto shape = static_cast<std::size_t>(std::find(std::begin(kProgramShapes), std::end(kProgramShapes), kind) -
                                                std::begin(kProgramShapes));
    return 2 * shape + (s.dashOn > 0 ? 1 : 0);
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
        const ShapeKind kind = points.size() == 3 ? kTriangle : isAxisAlignedRectangle(points) ? kRectangle : kQuadrilateral;
        ShapeInstance s = makeShape(kind, stroke, fill);
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
    static_assert(kPrograms == 2 * std::size(kProgramShapes), "each kind of shape, solid and dashed");
    const unsigned vertex = compile(GL_VERTEX_SHADER, kCanvasVertexShader, "", "canvas.vert");
    for (std::size_t i = 0; i < kPrograms; ++i) {
        const std::string defines = "#define SHAPE " + std::to_string(static_cast<int>(kProgramShapes[i / 2])) +
                                    "\n#define DASHED " + std::to_string(i % 2) + "\n";
        const unsigned fragment = compile(GL_FRAGMENT_SHADER, kCanvasFragmentShader, defines, "canvas.frag");
        Program& program = m_programs[i];
        program.id = glCreateProgram();
        glAttachShader(program.id, vertex);
        glAttachShader(program.id, fragment);
        glLinkProgram(program.id);
        glDeleteShader(fragment);
        throwOnFailure(program.id, GL_LINK_STATUS, glGetProgramiv, glGetProgramInfoLog, glDeleteProgram,
                       "shaders/canvas.* do not link: ");
        program.viewUniform = glGetUniformLocation(program.id, "uView");
        program.offsetUniform = glGetUniformLocation(program.id, "uOffset");
    }
    glDeleteShader(vertex);

    glGenVertexArrays(1, &m_vertexArray);
    glGenBuffers(1, &m_buffer);
    glBindVertexArray(m_vertexArray);
    for (GLuint index = 0; index < 5; ++index) {
        glEnableVertexAttribArray(index);
        glVertexAttribDivisor(index, 1);
    }
    glBindVertexArray(0);
}

CanvasRenderer::~CanvasRenderer() {
    glDeleteBuffers(1, &m_buffer);
    glDeleteVertexArrays(1, &m_vertexArray);
    for (const Program& program : m_programs) glDeleteProgram(program.id);
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
    // Consecutive shapes of one program are drawn together, in the order they were painted.
    m_runs.clear();
    for (std::size_t i = 0; i < shapes.size(); ++i) {
        const std::size_t program = programOf(shapes[i]);
        if (m_runs.empty() || m_runs.back().program != program) m_runs.push_back({i, 0, program});
        ++m_runs.back().count;
    }
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
    glBindVertexArray(self.m_vertexArray);
    glBindBuffer(GL_ARRAY_BUFFER, self.m_buffer);
    const auto stride = static_cast<GLsizei>(sizeof(ShapeInstance));
    for (const DrawRun& run : self.m_runs) {
        const Program& program = self.m_programs[run.program];
        glUseProgram(program.id);
        glUniform4f(program.viewUniform, origin.x, origin.y, size.x, size.y);
        glUniform2f(program.offsetUniform, self.m_offsetX, self.m_offsetY);
        // GL 3.3 and WebGL 2 have no first instance to draw from: the attributes start there.
        const std::size_t first = run.first * sizeof(ShapeInstance);
        auto attribute = [&](GLuint index, GLint count, GLenum type, GLboolean normalized, std::size_t offset) {
            glVertexAttribPointer(index, count, type, normalized, stride, reinterpret_cast<const void*>(first + offset));
        };
        attribute(0, 4, GL_FLOAT, GL_FALSE, offsetof(ShapeInstance, points));
        attribute(1, 4, GL_FLOAT, GL_FALSE, offsetof(ShapeInstance, points) + 4 * sizeof(float));
        attribute(2, 4, GL_FLOAT, GL_FALSE, offsetof(ShapeInstance, strokeWidth));
        attribute(3, 4, GL_UNSIGNED_BYTE, GL_TRUE, offsetof(ShapeInstance, fill));
        attribute(4, 4, GL_UNSIGNED_BYTE, GL_TRUE, offsetof(ShapeInstance, stroke));
        glDrawArraysInstanced(GL_TRIANGLE_STRIP, 0, 4, static_cast<GLsizei>(run.count));
    }
    glBindBuffer(GL_ARRAY_BUFFER, 0);
    glBindVertexArray(0);
}

}  // namespace ablab::app

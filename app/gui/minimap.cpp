#include "gui/minimap.h"

#include "platform/gl.h"
#include <imgui.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "picture/paint.h"

namespace ablab::app {

Minimap::Minimap() {
    glGenTextures(1, &m_texture);
    glBindTexture(GL_TEXTURE_2D, m_texture);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
    glBindTexture(GL_TEXTURE_2D, 0);
}

Minimap::~Minimap() { glDeleteTextures(1, &m_texture); }

void Minimap::rebuild(const AppState& state) {
    // Count, per pixel, the nodes evaluated and pruned by the end of the run.
    const core::Tree& tree = *state.run->tree;
    const core::Trace& trace = *state.run->trace;
    std::vector<std::array<std::uint32_t, 2>> counts(static_cast<std::size_t>(kWidth) * kHeight, {0, 0});
    const float sx = (kWidth - 1) / std::max(state.run->layout->width, 1.0f);
    const float sy = (kHeight - 1) / std::max(state.run->layout->height, 1.0f);
    // Each node fills its level's band of rows, so that a tree of ten levels is not ten lines.
    const int band = std::max(1, static_cast<int>(sy));
    for (core::NodeId n = 0; n < tree.size(); ++n) {
        const int px = static_cast<int>(state.run->layout->x[n] * sx + 0.5f),
                  py = static_cast<int>(state.run->layout->y[n] * sy + 0.5f);
        const bool cut = trace.prunedBy(n) != core::kNever || trace.skippedBy(n) != core::kNever;
        if (!cut && trace.finishedAt(n) == core::kNever) continue;
        for (int row = py; row < std::min(py + band, kHeight); ++row)
            ++counts[static_cast<std::size_t>(row) * kWidth + static_cast<std::size_t>(px)][cut ? 1 : 0];
    }
    // Evaluated in the theme's path blue, pruned in its grey, mixed in between.
    const core::Theme theme = core::themeOf(windowThemeName(state.view));
    const core::Color evaluated = theme.path, pruned = theme.prunedInk;
    std::vector<std::uint8_t> pixels(counts.size() * 4, 0);
    for (std::size_t i = 0; i < counts.size(); ++i) {
        const auto [good, cut] = counts[i];
        if (good + cut == 0) continue;
        const float t = static_cast<float>(cut) / static_cast<float>(good + cut);
        pixels[4 * i + 0] = static_cast<std::uint8_t>(evaluated.r + (pruned.r - evaluated.r) * t);
        pixels[4 * i + 1] = static_cast<std::uint8_t>(evaluated.g + (pruned.g - evaluated.g) * t);
        pixels[4 * i + 2] = static_cast<std::uint8_t>(evaluated.b + (pruned.b - evaluated.b) * t);
        pixels[4 * i + 3] = 255;
    }
    glBindTexture(GL_TEXTURE_2D, m_texture);
    glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, kWidth, kHeight, 0, GL_RGBA, GL_UNSIGNED_BYTE, pixels.data());
    glBindTexture(GL_TEXTURE_2D, 0);
    m_trace = state.run->trace;
    m_theme = windowThemeName(state.view);
}

void Minimap::draw(AppState& state, float width) {
    if (m_trace != state.run->trace || m_theme != windowThemeName(state.view)) rebuild(state);
    const float height = width * kHeight / kWidth;
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ImDrawList* list = ImGui::GetWindowDrawList();
    const core::Color background = core::themeOf(m_theme).background;
    list->AddRectFilled(at, {at.x + width, at.y + height}, IM_COL32(background.r, background.g, background.b, 255));
    ImGui::Image(reinterpret_cast<ImTextureID>(static_cast<std::uintptr_t>(m_texture)), {width, height});
    // Layout units to minimap pixels, as rebuild() mapped them.
    const float sx = width * (kWidth - 1) / kWidth / std::max(state.run->layout->width, 1.0f);
    const float sy = height * (kHeight - 1) / kHeight / std::max(state.run->layout->height, 1.0f);
    const CanvasView& c = state.canvas;
    const ImVec2 a{at.x + std::clamp(c.viewLeft * sx, 0.0f, width), at.y + std::clamp(c.viewTop * sy, 0.0f, height)};
    const ImVec2 b{at.x + std::clamp(c.viewRight * sx, 0.0f, width), at.y + std::clamp(c.viewBottom * sy, 0.0f, height)};
    list->AddRect(a, {std::max(b.x, a.x + 2), std::max(b.y, a.y + 2)}, IM_COL32(213, 94, 0, 255), 0, 0, 2);
    list->AddRect(at, {at.x + width, at.y + height}, IM_COL32(160, 160, 160, 255));
    // Clicking or dragging on it centres the canvas there.
    if (ImGui::IsItemHovered() && ImGui::IsMouseDown(ImGuiMouseButton_Left)) {
        const ImVec2 mouse = ImGui::GetIO().MousePos;
        state.canvas.centreRequested = true;
        state.canvas.centreX = (mouse.x - at.x) / sx;
        state.canvas.centreY = (mouse.y - at.y) / sy;
    }
}

}  // namespace ablab::app

#include "gui/minimap.h"

#include "platform/gl.h"
#include <imgui.h>

#include <algorithm>
#include <cstdint>
#include <vector>

#include "picture/theme.h"

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
    const std::vector<std::uint8_t> pixels = m_picture.pixels(state);
    glBindTexture(GL_TEXTURE_2D, m_texture);
    glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, MinimapPicture::kWidth, MinimapPicture::kHeight, 0, GL_RGBA, GL_UNSIGNED_BYTE,
                 pixels.data());
    glBindTexture(GL_TEXTURE_2D, 0);
    m_trace = state.run->trace;
    m_theme = windowThemeName(state.view);
    m_shownEvents = MinimapPicture::shownEvents(state);
}

void Minimap::draw(AppState& state, float width) {
    constexpr float kWidth = MinimapPicture::kWidth, kHeight = MinimapPicture::kHeight;
    if (m_trace != state.run->trace || m_theme != windowThemeName(state.view) ||
        m_shownEvents != MinimapPicture::shownEvents(state))
        rebuild(state);
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

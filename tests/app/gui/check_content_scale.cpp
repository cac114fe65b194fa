// The window follows its monitor's content scale (moved to a screen of another scale, or the
// browser zoomed): at twice the scale the panels' font is set at twice its size, the spacing
// doubles, and the next frame draws with a texture of the rebuilt atlas. The same scale again
// changes nothing. Needs a display (Xvfb) and OpenGL: it is the real window.
#include <GLFW/glfw3.h>
#include <backends/imgui_impl_glfw.h>
#include <backends/imgui_impl_opengl3.h>
#include <imgui.h>

#include <cmath>
#include <cstdio>

#include "expectations.h"
#include "gui/window.h"

namespace {

bool near(float a, float b) { return std::abs(a - b) < 0.01f * std::abs(b); }

void drawOneFrame() {
    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplGlfw_NewFrame();
    ImGui::NewFrame();
    ImGui::Begin("panel");
    static bool ticked = false;
    ImGui::Checkbox("a check box", &ticked);
    ImGui::End();
    ImGui::Render();
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
}

}  // namespace

int main() {
    using namespace ablab;
    using check::expect, check::failures;
    app::Window window(640, 360, false);
    window.applyStyle(false);
    drawOneFrame();  // makes the atlas's texture
    const float scale = window.contentScale();
    const float fontSize = window.fonts().ui->FontSize;
    const float spacing = ImGui::GetStyle().ItemSpacing.y;
    const auto glyphHeight = [&] {
        const ImFontGlyph* a = window.fonts().ui->FindGlyph('A');
        return a ? a->Y1 - a->Y0 : 0.0f;
    };
    const float letterHeight = glyphHeight();

    expect(!window.followContentScale(scale), "the same scale is no change");
    expect(near(window.fonts().ui->FontSize, fontSize), "the same scale keeps the font");

    expect(window.followContentScale(2 * scale), "twice the scale is a change");
    window.applyStyle(false);
    expect(near(window.contentScale(), 2 * scale), "the window reports the new scale");
    expect(near(window.fonts().ui->FontSize, 2 * fontSize), "the panels' font is twice the size");
    expect(near(ImGui::GetStyle().ItemSpacing.y, 2 * spacing), "the spacing is twice as wide");
    drawOneFrame();
    expect(ImGui::GetIO().Fonts->TexID != ImTextureID{}, "the frame after the change has a texture");
    // Rasterised glyphs are whole pixels: twice the height within a pixel or two.
    expect(std::abs(glyphHeight() - 2 * letterHeight) <= 2 && letterHeight > 0,
           "the atlas holds the letters at twice their height");

    expect(window.followContentScale(scale), "back on the first screen");
    expect(near(window.fonts().ui->FontSize, fontSize), "the font is back at its size");
    if (failures == 0) std::printf("the window follows its content scale\n");
    return failures == 0 ? 0 : 1;
}

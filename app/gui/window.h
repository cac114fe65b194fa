#pragma once
// One GLFW window with an OpenGL 3.3 core context, Dear ImGui on it, and our fonts, set up in
// the order ImGui's example_glfw_opengl3 uses and torn down in reverse. The interactive window,
// the screenshots, the smoke test and `ablab bench` all start from one of these.
#include <memory>
#include <string>

#include "gui/canvas_renderer.h"
#include "gui/fonts.h"
#include "gui/minimap.h"

struct GLFWwindow;

namespace ablab::app {

class Window {
public:
    // Throws std::runtime_error when there is no display or no OpenGL 3.3.
    Window(int width, int height, bool visible, const std::string& title = "ablab — Alpha-Beta Lab");
    ~Window();
    Window(const Window&) = delete;
    Window& operator=(const Window&) = delete;

    GLFWwindow* handle() const { return m_window; }
    const Fonts& fonts() const { return m_fontAtlas->fonts(); }
    // Makes the fonts hold every character of `tree` and of `language`, the
    // sentences at the size of a status line `statusLinePixels` high, rebuilding the atlas and
    // its texture when they do not. Call before a frame; on an unchanged tree, language and size
    // it does nothing (no allocation).
    void coverGlyphs(const std::shared_ptr<const core::Tree>& tree, core::Language language, float statusLinePixels);
    CanvasRenderer& canvasRenderer() { return *m_canvasRenderer; }
    Minimap& minimap() { return *m_minimap; }
    // The monitor's content scale (1 on an ordinary screen, 2 on a 4K screen set to 200 %).
    float contentScale() const { return m_contentScale; }
    // Follows the monitor's content scale as the window moves between screens (or the browser
    // zooms): at a new scale the interface font is rebuilt at its size. Returns whether it
    // changed, when the caller applies the style again.
    bool followContentScale(float scale);
    // ImGui's colours and spacing for a light or dark theme, scaled by the content scale.
    void applyStyle(bool dark) const;

private:
    // Builds the atlas again when it lacks glyphs of `needed`, or the CJK font has just arrived.
    void rebuildFor(const NeededGlyphs& needed, bool cjkArrived);
    // After the first frame has made the atlas's texture, a rebuilt atlas needs a new one.
    void uploadRebuiltAtlas();

    GLFWwindow* m_window = nullptr;
    std::unique_ptr<FontAtlas> m_fontAtlas;  // after the ImGui context, and gone before it
    std::shared_ptr<const core::Tree> m_coveredTree;
    core::Language m_coveredLanguage = core::Language::English;
    std::size_t m_coveredSentenceSize = 0;
    bool m_awaitingCjk = false;  // the atlas lacks Chinese glyphs the tree or language needs
    float m_contentScale = 1;
    std::unique_ptr<CanvasRenderer> m_canvasRenderer;  // GL objects: released before the context
    std::unique_ptr<Minimap> m_minimap;
};

}  // namespace ablab::app

#include "gui/window.h"

#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>
#include <backends/imgui_impl_glfw.h>
#include <backends/imgui_impl_opengl3.h>
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <iterator>
#include <stdexcept>

#include "platform/gl.h"
#include "platform/platform.h"

namespace ablab::app {

namespace {

// GLFW's own reason for the last failure ("X11: Failed to open display :99"), which says more
// than our guess; GLFW 3.2 (the browser's) cannot tell it.
std::string glfwReason() {
#if GLFW_VERSION_MAJOR > 3 || (GLFW_VERSION_MAJOR == 3 && GLFW_VERSION_MINOR >= 3)
    const char* description = nullptr;
    if (glfwGetError(&description) != GLFW_NO_ERROR && description) return std::string(" (") + description + ")";
#endif
    return {};
}

}  // namespace

Window::Window(int width, int height, bool visible, const std::string& title) {
    if (!glfwInit()) throw std::runtime_error("cannot open a window: GLFW could not start (is there a display?)" + glfwReason());
    glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
    glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3);
    glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
    glfwWindowHint(GLFW_VISIBLE, visible ? GLFW_TRUE : GLFW_FALSE);
#ifdef GLFW_SCALE_TO_MONITOR  // GLFW 3.3; the browser's (emscripten's) GLFW is 3.2
    glfwWindowHint(GLFW_SCALE_TO_MONITOR, GLFW_TRUE);
#endif
    m_window = glfwCreateWindow(width, height, title.c_str(), nullptr, nullptr);
    if (!m_window) {
        const std::string reason = glfwReason();
        glfwTerminate();
        throw std::runtime_error("cannot open a window: no OpenGL 3.3 context" + reason);
    }
    glfwMakeContextCurrent(m_window);
    glfwSwapInterval(1);
    platform::loadGl();

    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGui::GetIO().IniFilename = nullptr;  // ablab keeps its own settings (settings.h)
    m_contentScale = platform::contentScale(m_window);
    m_fontAtlas = std::make_unique<FontAtlas>(kInterfacePixels * m_contentScale);
    ImGui_ImplGlfw_InitForOpenGL(m_window, true);
    ImGui_ImplOpenGL3_Init(platform::glslVersion());
    m_canvasRenderer = std::make_unique<CanvasRenderer>(m_fontAtlas->fonts());
    m_minimap = std::make_unique<Minimap>();
}

Window::~Window() {
    m_canvasRenderer.reset();
    m_minimap.reset();
    ImGui_ImplOpenGL3_Shutdown();
    ImGui_ImplGlfw_Shutdown();
    m_fontAtlas.reset();
    ImGui::DestroyContext();
    glfwDestroyWindow(m_window);
    glfwTerminate();
}

void Window::coverGlyphs(const std::shared_ptr<const core::Tree>& tree, core::Language language, float statusLinePixels) {
    // Chinese glyphs wait for their font in the browser (FontAtlas::cjkFilesReady); until it is
    // there they draw as "?", and the frame it arrives the atlas is built again with it.
    const bool cjkArrived = m_awaitingCjk && m_fontAtlas->cjkFilesReady();
    const std::size_t sentenceSize = Fonts::sentenceSizeFor(statusLinePixels);
    if (tree == m_coveredTree && language == m_coveredLanguage && sentenceSize == m_coveredSentenceSize && !cjkArrived) return;
    m_coveredTree = tree;
    m_coveredLanguage = language;
    m_coveredSentenceSize = sentenceSize;
    NeededGlyphs needed = glyphsFor(*tree, m_coveredLanguage);
    needed.sentenceSize = sentenceSize;
    rebuildFor(needed, cjkArrived);
    // Once arrived, the font is tried once: a file that does not map leaves the "?".
    m_awaitingCjk = !cjkArrived && needsCjk(needed) && !m_fontAtlas->hasCjk();
}

void Window::rebuildFor(const NeededGlyphs& needed, bool cjkArrived) {
    if (m_fontAtlas->covers(needed) && !cjkArrived) return;
    // Keep what the atlas has: switching back and forth between two trees rebuilds once.
    const NeededGlyphs& have = m_fontAtlas->glyphs();
    NeededGlyphs all;
    all.sentenceSize = needed.sentenceSize;
    std::set_union(needed.canvas.begin(), needed.canvas.end(), have.canvas.begin(), have.canvas.end(),
                   std::back_inserter(all.canvas));
    std::set_union(needed.sentences.begin(), needed.sentences.end(), have.sentences.begin(), have.sentences.end(),
                   std::back_inserter(all.sentences));
    std::set_union(needed.interface.begin(), needed.interface.end(), have.interface.begin(), have.interface.end(),
                   std::back_inserter(all.interface));
    m_fontAtlas->rebuild(std::move(all));
    uploadRebuiltAtlas();
}

void Window::uploadRebuiltAtlas() {
    if (ImGui::GetIO().Fonts->TexID == ImTextureID{}) return;  // the first frame makes it
    ImGui_ImplOpenGL3_DestroyFontsTexture();
    ImGui_ImplOpenGL3_CreateFontsTexture();
}

bool Window::followContentScale(float scale) {
    // A scale is a ratio of screens (1, 1.25, 1.5, 2…): a hundredth apart is the same one.
    if (!(scale > 0) || std::abs(scale - m_contentScale) < 0.01f) return false;
    m_contentScale = scale;
    m_fontAtlas->resizeInterface(kInterfacePixels * m_contentScale);
    uploadRebuiltAtlas();
    return true;
}

void Window::applyStyle(bool dark) const {
    ImGuiStyle style;
    if (dark) ImGui::StyleColorsDark(&style);
    else ImGui::StyleColorsLight(&style);
    // The step counter and the hints are small text: at least 4.5:1 on the light panels (WCAG
    // 2.1 AA: #666666 is 5.0:1 there; ImGui's own #999999 is 2.6:1). The dark style's grey already is.
    if (!dark) style.Colors[ImGuiCol_TextDisabled] = ImVec4(0.40f, 0.40f, 0.40f, 1.0f);
    style.WindowPadding = {10, 8};
    style.ItemSpacing = {8, 6};
    style.FrameBorderSize = 1;  // check boxes and text boxes stay visible on a washed-out projector
    style.ScaleAllSizes(m_contentScale);
    ImGui::GetStyle() = style;
}

}  // namespace ablab::app

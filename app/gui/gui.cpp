// The window, read top to bottom like ImGui's example_glfw_opengl3: window → context →
// backends → loop → cleanup in reverse. The app state is the single source of truth; every
// frame is drawn from it.
#include "gui.h"

#include <glad/gl.h>
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>
#include <backends/imgui_impl_glfw.h>
#include <backends/imgui_impl_opengl3.h>
#include <imgui.h>
#include <stb/stb_image_write.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <stdexcept>
#include <vector>

#include "app_state.h"
#include "canvas.h"
#include "cli/arguments.h"
#include "controls.h"
#include "fonts.h"
#include "ui/panels.h"

namespace ablab::app {

bool displayAvailable() {
    const char* display = std::getenv("DISPLAY");
    return display && *display;
}

namespace {

std::size_t stepFromOption(const AppState& state, const std::string& text) {
    if (text == "end") return state.trace->stepCount();
    if (text.rfind("cutoff:", 0) == 0) {
        const std::size_t k = std::stoul(text.substr(7));
        const auto cutoffs = state.trace->cutoffEvents();
        if (k == 0 || k > cutoffs.size())
            throw UsageError("--step " + text + ": this run has " + std::to_string(cutoffs.size()) + " cutoffs");
        return cutoffs[k - 1] + 1;
    }
    return std::min<std::size_t>(std::stoul(text), state.trace->stepCount());
}

void drawFrame(AppState& state, const Fonts& fonts, double now) {
    const ImGuiViewport* viewport = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(viewport->Pos);
    ImGui::SetNextWindowSize(viewport->Size);
    ImGui::Begin("ablab", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                     ImGuiWindowFlags_NoBringToFrontOnFocus);
    if (!state.view.presentation) drawToolbar(state);
    drawStatusLine(state, fonts);
    if (!state.view.presentation) drawTimeline(state);
    if (!state.message.empty()) ImGui::TextColored({0.84f, 0.37f, 0.0f, 1.0f}, "%s", state.message.c_str());
    if (state.view.presentation) {
        drawCanvas(state, fonts, now);
    } else {
        // The canvas on the left, the panels on the right.
        const float panelWidth = std::min(420.0f, ImGui::GetContentRegionAvail().x * 0.34f);
        ImGui::BeginChild("tree", {ImGui::GetContentRegionAvail().x - panelWidth - 8, 0});
        drawCanvas(state, fonts, now);
        ImGui::EndChild();
        ImGui::SameLine();
        ImGui::BeginChild("panels", {panelWidth, 0}, true);
        if (ImGui::CollapsingHeader("File")) drawFilePanel(state);
        if (ImGui::CollapsingHeader("Node", ImGuiTreeNodeFlags_DefaultOpen)) drawInspector(state, now);
        if (ImGui::CollapsingHeader("Window (α, β)", ImGuiTreeNodeFlags_DefaultOpen)) drawIntervalLine(state);
        if (ImGui::CollapsingHeader("Pseudocode", ImGuiTreeNodeFlags_DefaultOpen)) drawPseudocode(state);
        if (ImGui::CollapsingHeader("Statistics", ImGuiTreeNodeFlags_DefaultOpen)) drawStatistics(state);
        if (ImGui::CollapsingHeader("Events")) drawEventLog(state);
        ImGui::EndChild();
    }
    drawDiscardDialog(state);
    ImGui::End();
}

void applyStyle(const AppState& state) {
    if (state.view.darkTheme) ImGui::StyleColorsDark();
    else ImGui::StyleColorsLight();
    ImGui::GetStyle().WindowPadding = {10, 8};
    ImGui::GetStyle().ItemSpacing = {8, 6};
}

// Renders the current state into a framebuffer object and reads the pixels back (RGBA, rows
// bottom-up): no window needs to be visible, and the pixels are exactly what the window shows.
// Throws on any OpenGL error.
std::vector<unsigned char> renderOffscreen(AppState& state, const Fonts& fonts, int width, int height) {
    GLuint framebuffer = 0, texture = 0;
    glGenFramebuffers(1, &framebuffer);
    glBindFramebuffer(GL_FRAMEBUFFER, framebuffer);
    glGenTextures(1, &texture);
    glBindTexture(GL_TEXTURE_2D, texture);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, width, height, 0, GL_RGBA, GL_UNSIGNED_BYTE, nullptr);
    glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, texture, 0);
    const bool complete = glCheckFramebufferStatus(GL_FRAMEBUFFER) == GL_FRAMEBUFFER_COMPLETE;

    std::vector<unsigned char> pixels(static_cast<std::size_t>(width) * static_cast<std::size_t>(height) * 4);
    if (complete) {
        // Two frames: ImGui sizes windows from the previous frame.
        for (int frame = 0; frame < 2; ++frame) {
            ImGui_ImplOpenGL3_NewFrame();
            ImGui_ImplGlfw_NewFrame();
            ImGui::GetIO().DisplaySize = {static_cast<float>(width), static_cast<float>(height)};
            ImGui::GetIO().DisplayFramebufferScale = {1, 1};
            ImGui::NewFrame();
            drawFrame(state, fonts, 0);
            ImGui::Render();
            glViewport(0, 0, width, height);
            glClearColor(1, 1, 1, 1);
            glClear(GL_COLOR_BUFFER_BIT);
            ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
        }
        glPixelStorei(GL_PACK_ALIGNMENT, 1);
        glReadPixels(0, 0, width, height, GL_RGBA, GL_UNSIGNED_BYTE, pixels.data());
    }
    const GLenum error = glGetError();
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    glDeleteTextures(1, &texture);
    glDeleteFramebuffers(1, &framebuffer);
    if (!complete) throw std::runtime_error("the offscreen framebuffer is not complete");
    if (error != GL_NO_ERROR) throw std::runtime_error("OpenGL error " + std::to_string(error));
    return pixels;
}

void writeScreenshot(AppState& state, const Fonts& fonts, int width, int height, const std::string& path) {
    const std::vector<unsigned char> pixels = renderOffscreen(state, fonts, width, height);
    // OpenGL's rows run bottom-up; PNG's top-down.
    stbi_flip_vertically_on_write(1);
    const std::string temp = path + ".tmp";
    if (!stbi_write_png(temp.c_str(), width, height, 4, pixels.data(), width * 4) || std::rename(temp.c_str(), path.c_str()) != 0) {
        std::remove(temp.c_str());
        throw std::runtime_error(path + ": cannot write the screenshot");
    }
}

// Steps every tree in a folder to the end under every option set, drawing every step, and
// fails on the first OpenGL error: the test that no tree and no option breaks the window.
int runSmoke(AppState& state, const Fonts& fonts, const std::string& folder) {
    std::vector<std::filesystem::path> files;
    for (const auto& entry : std::filesystem::directory_iterator(folder))
        if (entry.path().extension() == ".json" && entry.path().filename() != "schema.json" &&
            entry.path().filename() != "index.json")
            files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    std::size_t frames = 0;
    for (const auto& file : files) {
        openTree(state, loadTreeArgument(file.string()), file.string());
        for (int algorithm = 0; algorithm < 3; ++algorithm)
            for (int flags = 0; flags < 8; ++flags) {
                core::SearchOptions options;
                options.algorithm = static_cast<core::Algorithm>(algorithm);
                options.strict = flags & 1;
                options.failHard = flags & 2;
                options.shallow = flags & 4;
                if (algorithm != 0 && flags != 0) continue;  // the flags only change α-β
                setOptions(state, options);
                for (std::size_t step = 0; step <= state.trace->stepCount(); ++step) {
                    stepTo(state, step);
                    state.selected = static_cast<core::NodeId>(step % state.tree->size());
                    renderOffscreen(state, fonts, 480, 270);
                    ++frames;
                }
            }
    }
    std::printf("smoke: %zu trees, %zu frames, no OpenGL error\n", files.size(), frames);
    return 0;
}

}  // namespace

int runGui(const GuiOptions& options) {
    AppState state = makeAppState(loadTreeArgument(options.file), options.file);
    state.view.presentation = options.presentation;
    if (options.screenshot) stepTo(state, stepFromOption(state, options.step));

    // Window.
    if (!glfwInit()) throw std::runtime_error("cannot open a window: GLFW could not start (is there a display?)");
    glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
    glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3);
    glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
    if (options.screenshot || options.smokeFolder) glfwWindowHint(GLFW_VISIBLE, GLFW_FALSE);
    GLFWwindow* window = glfwCreateWindow(options.width, options.height, "ablab — Alpha-Beta Lab", nullptr, nullptr);
    if (!window) {
        glfwTerminate();
        throw std::runtime_error("cannot open a window: no OpenGL 3.3 context");
    }
    glfwMakeContextCurrent(window);
    glfwSwapInterval(1);
    gladLoadGL(glfwGetProcAddress);

    // Context and backends.
    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGui::GetIO().IniFilename = nullptr;
    float scale = 1;
    glfwGetWindowContentScale(window, &scale, nullptr);
    const Fonts fonts = loadFonts(18.0f * std::max(scale, 1.0f));
    applyStyle(state);
    ImGui_ImplGlfw_InitForOpenGL(window, true);
    // A file dropped on the window opens (after asking, if there are unsaved edits).
    glfwSetWindowUserPointer(window, &state);
    glfwSetDropCallback(window, [](GLFWwindow* w, int count, const char** paths) {
        if (count > 0) requestOpen(*static_cast<AppState*>(glfwGetWindowUserPointer(w)), paths[0]);
    });
    ImGui_ImplOpenGL3_Init("#version 330 core");

    int status = 0;
    try {
        if (options.smokeFolder) {
            status = runSmoke(state, fonts, *options.smokeFolder);
        } else if (options.screenshot) {
            writeScreenshot(state, fonts, options.width, options.height, *options.screenshot);
        } else {
            // Loop.
            double previous = glfwGetTime();
            while (!state.files.quit) {
                if (glfwWindowShouldClose(window)) {
                    // Closing with unsaved edits asks first.
                    glfwSetWindowShouldClose(window, GLFW_FALSE);
                    if (state.dirty) state.files.pendingQuit = true;
                    else break;
                }
                glfwWaitEventsTimeout(state.playback.playing ? 0.01 : 0.5);
                const double now = glfwGetTime();
                advancePlayback(state, now - previous);
                previous = now;
                ImGui_ImplOpenGL3_NewFrame();
                ImGui_ImplGlfw_NewFrame();
                ImGui::NewFrame();
                if (handleKeys(state, now)) {
                    state.view.presentation = !state.view.presentation;
                    GLFWmonitor* monitor = glfwGetPrimaryMonitor();
                    const GLFWvidmode* mode = monitor ? glfwGetVideoMode(monitor) : nullptr;
                    if (state.view.presentation && mode)
                        glfwSetWindowMonitor(window, monitor, 0, 0, mode->width, mode->height, mode->refreshRate);
                    else if (!state.view.presentation)
                        glfwSetWindowMonitor(window, nullptr, 80, 80, options.width, options.height, GLFW_DONT_CARE);
                }
                drawFrame(state, fonts, now);
                ImGui::Render();
                int width, height;
                glfwGetFramebufferSize(window, &width, &height);
                glViewport(0, 0, width, height);
                glClearColor(1, 1, 1, 1);
                glClear(GL_COLOR_BUFFER_BIT);
                ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
                glfwSwapBuffers(window);
            }
        }
    } catch (...) {
        status = -1;
        ImGui_ImplOpenGL3_Shutdown();
        ImGui_ImplGlfw_Shutdown();
        ImGui::DestroyContext();
        glfwDestroyWindow(window);
        glfwTerminate();
        throw;
    }

    // Cleanup, in reverse.
    ImGui_ImplOpenGL3_Shutdown();
    ImGui_ImplGlfw_Shutdown();
    ImGui::DestroyContext();
    glfwDestroyWindow(window);
    glfwTerminate();
    return status;
}

}  // namespace ablab::app

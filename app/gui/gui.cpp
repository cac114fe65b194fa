// The interactive window, screenshots and the smoke test. The app state is the single source
// of truth; every frame is drawn from it (frame.cpp).
#include "gui/gui.h"

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

#include "files/staged_files.h"
#include "teaching/answer.h"
#include "state/app_state.h"
#include "cli/arguments.h"
#include "gui/controls.h"
#include "gui/frame.h"
#include "state/loading.h"
#include "state/recovery.h"
#include "gui/offscreen.h"
#include "state/settings.h"
#include "state/tick.h"
#include "cli/run_main.h"
#include "gui/panels/panels.h"
#include "gui/window.h"
#include "platform/gl.h"
#include "platform/platform.h"

namespace ablab::app {

namespace {

// Two frames: ImGui sizes windows from the previous frame.
void renderSettled(Offscreen& target, AppState& state, Window& window) {
    window.coverGlyphs(state.run->tree, state.view.language, statusLineTextSize(state.view, static_cast<float>(target.height())));
    for (int frame = 0; frame < 2; ++frame) target.renderFrame([&] { drawFrame(state, window, 0); });
}

void writeScreenshot(AppState& state, Window& window, int width, int height, const std::string& path, core::Replace replace) {
    Offscreen target(width, height);
    renderSettled(target, state, window);
    const std::vector<unsigned char> pixels = target.readPixels();
    // OpenGL's rows run bottom-up; PNG's top-down.
    stbi_flip_vertically_on_write(1);
    core::StagedFiles staged(state.view.language);
    const std::string temp = staged.stage(path, replace);
    if (!stbi_write_png(temp.c_str(), width, height, 4, pixels.data(), width * 4))
        throw std::runtime_error(path + ": cannot write the screenshot");
    staged.commit();
}

// Steps every tree in a folder to the end under every option set, drawing every step, and
// fails on the first OpenGL error: the test that no tree and no option breaks the window.
int runSmoke(AppState& state, Window& window, const std::string& folder) {
    std::vector<std::filesystem::path> files;
    for (const auto& entry : std::filesystem::directory_iterator(folder))
        if (entry.path().extension() == ".json" && entry.path().filename() != "schema.json" &&
            entry.path().filename() != "index.json")
            files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    Offscreen target(480, 270);
    std::size_t frames = 0;
    for (const auto& file : files) {
        openTree(state, loadTreeArgument(state.view.language, file.string()), file.string());
        for (int algorithm = 0; algorithm < 3; ++algorithm)
            for (int flags = 0; flags < 8; ++flags) {
                core::SearchOptions options;
                options.algorithm = static_cast<core::Algorithm>(algorithm);
                options.strict = flags & 1;
                options.failHard = flags & 2;
                options.shallow = flags & 4;
                if (algorithm != 0 && flags != 0) continue;  // the flags only change α-β
                setOptions(state, options);
                for (std::size_t step = 0; step <= state.run->trace->stepCount(); ++step) {
                    stepTo(state, step);
                    state.selected = static_cast<core::NodeId>(step % state.run->tree->size());
                    renderSettled(target, state, window);
                    ++frames;
                }
            }
    }
    std::printf("smoke: %zu trees, %zu frames, no OpenGL error\n", files.size(), frames);
    return 0;
}

// The interactive loop. Waits for events rather than spinning: an idle window redraws twice a
// second, and playing redraws at 100 Hz.
// SIGTERM or SIGHUP (a logout, `kill`): the loop ends at its next turn (at most half a second),
// keeping unsaved edits for recovery and saving the settings, instead of the process vanishing
// (runMain's handler, cli/run_main.h, tells the loop).
void runInteractive(Window& window, AppState& state, int& width, int& height) {
    GLFWwindow* handle = window.handle();
    endAtNextTurnOnSignals();
    std::optional<RecoveryKeeper> recovery;
    if (const auto file = recoveryPath()) recovery.emplace(*file);
    glfwSetWindowUserPointer(handle, &state);
    // A file dropped on the window opens (after asking, if there are unsaved edits).
    glfwSetDropCallback(handle, [](GLFWwindow* w, int count, const char** paths) {
        if (count > 0) requestOpen(*static_cast<AppState*>(glfwGetWindowUserPointer(w)), paths[0]);
    });
    bool darkTheme = state.view.darkTheme;
    double previous = glfwGetTime();
    Loading loading;
    platform::runMainLoop([&] {
        if (state.files.quit) {  // closed with the edits saved or dropped, as the user answered
            if (recovery) recovery->forget();
            return false;
        }
        if (recovery) recovery->keep(state, glfwGetTime(), endRequested());
        if (endRequested()) return false;
        if (glfwWindowShouldClose(handle)) {
            // Closing with unsaved edits asks first.
            glfwSetWindowShouldClose(handle, GLFW_FALSE);
            requestQuit(state);
        }
        platform::waitEvents(state.playback.playing || busy(state, loading) ? 0.01 : 0.5);
        const double now = glfwGetTime();
        // The state moves on (loads, exports, a waiting answer, playback); then the frame draws it.
        tick(state, loading, now - previous);
        previous = now;
        // What the browser's page asked since the last frame (its controls, its outline), done here.
        platform::serveRequests(state, now);
        if (window.followContentScale(platform::contentScale(handle)) || darkTheme != state.view.darkTheme)
            window.applyStyle(darkTheme = state.view.darkTheme);
        // The display size of the last frame: a window just resized has its sentences at the
        // new size from the next frame on, drawn scaled until then.
        window.coverGlyphs(state.run->tree, state.view.language, statusLineTextSize(state.view, ImGui::GetIO().DisplaySize.y));
        ImGui_ImplOpenGL3_NewFrame();
        ImGui_ImplGlfw_NewFrame();
        ImGui::NewFrame();
        if (handleKeys(state, now)) platform::togglePresentation(handle, state, width, height);
        drawFrame(state, window, now, &loading);
        ImGui::Render();
        // The browser draws only a frame that differs from the last one it drew (platform.h).
        if (platform::showsSomethingNew(*ImGui::GetDrawData(), window.canvasRenderer())) {
            int framebufferWidth, framebufferHeight;
            glfwGetFramebufferSize(handle, &framebufferWidth, &framebufferHeight);
            glViewport(0, 0, framebufferWidth, framebufferHeight);
            glClearColor(1, 1, 1, 1);
            glClear(GL_COLOR_BUFFER_BIT);
            ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
            glfwSwapBuffers(handle);
        }
        platform::afterFrame(handle, state);
        return true;
    });
    if (!state.view.presentation) glfwGetWindowSize(handle, &width, &height);
}

}  // namespace

int runScreenshots(const ChosenWording& chosen, const std::vector<GuiOptions>& pictures) {
    if (pictures.empty()) return 0;
    const core::Language language = chosen.wording.language;
    // One state for every picture, each file opened into it as the window opens one: the
    // panels' caches key on its run's revision, which only grows.
    AppState state = makeAppState(loadTreeArgument(language, pictures.front().file), pictures.front().file);
    state.view.language = language;
    state.view.notation = chosen.wording.notation;
    Window window(pictures.front().width, pictures.front().height, false);
    window.applyStyle(state.view.darkTheme);
    for (const GuiOptions& picture : pictures) {
        if (state.practice.active) showSolution(state, state.practice);
        state.options = core::SearchOptions{};
        openTree(state, loadTreeArgument(language, picture.file), picture.file);
        state.view.presentation = picture.presentation;
        if (picture.practice) startPractice(state, state.practice);
        if (!picture.answer.empty())
            enterAnswer(state, state.practice, core::loadAnswerFile(state.view.language, picture.answer, *state.run->tree));
        if (picture.search) setOptions(state, *picture.search);
        try {
            stepTo(state, resolveStep(language, picture.step, *state.run->trace));
        } catch (const UsageError& e) {  // a step this picture's run does not have: say which picture
            throw UsageError(*picture.screenshot + ": " + e.what());
        }
        writeScreenshot(state, window, picture.width, picture.height, *picture.screenshot,
                        picture.force ? core::Replace::Allowed : core::Replace::Never);
    }
    return 0;
}

int runGui(const ChosenWording& chosen, const GuiOptions& options) {
    const core::Language language = chosen.wording.language;  // of what goes wrong before the window opens
    // The window opens at once on the default tree and loads a FILE in the background; the
    // headless modes load it first, as they draw it at once.
    const bool headless = options.screenshot || options.smokeFolder;
    // The browser has no threads to load on: it loads first too, and opens a link at its step.
    const bool loadFirst = headless || !platform::kLoadsInBackground;
    AppState state = makeAppState(loadTreeArgument(language, loadFirst ? options.file : ""), loadFirst ? options.file : "");
    if (!loadFirst) state.files.toLoad = options.file;
    state.view.presentation = options.presentation;
    if (options.practice) startPractice(state, state.practice);
    if (!options.answer.empty() && headless)
        enterAnswer(state, state.practice, core::loadAnswerFile(language, options.answer, *state.run->tree));
    if (!options.answer.empty() && !headless) state.files.pendingAnswer = options.answer;

    state.view.language = language;  // from --lang or the environment
    state.view.notation = chosen.wording.notation;
    // Only the interactive window remembers settings: screenshots and tests stay reproducible.
    int width = options.width, height = options.height;
    const auto settingsFile = headless ? std::nullopt : settingsPath();
    if (settingsFile) {
        std::string problem;
        const Settings settings = loadSettings(*settingsFile, problem, chosen.wording);
        applySettings(state, settings);
        state.message = problem;
        state.files.recent = settings.lastFile;
        width = settings.windowWidth;
        height = settings.windowHeight;
        // --lang and --notation on the command line win over what was remembered.
        if (chosen.languageGiven) state.view.language = chosen.wording.language;
        if (chosen.notationGiven) state.view.notation = chosen.wording.notation;
    }
    // Options on the command line win over the remembered ones.
    if (options.search) setOptions(state, *options.search);
    // A screenshot, or a link opened in the browser, starts at its step of the final run.
    if (loadFirst) stepTo(state, resolveStep(language, options.step, *state.run->trace));

    Window window(width, height, !headless);
    window.applyStyle(state.view.darkTheme);
    if (options.smokeFolder) return runSmoke(state, window, *options.smokeFolder);
    if (options.screenshot) {
        writeScreenshot(state, window, options.width, options.height, *options.screenshot,
                        options.force ? core::Replace::Allowed : core::Replace::Never);
        return 0;
    }
    if (settingsFile)
        if (const auto file = recoveryPath()) offerRecovery(state, *file);
    runInteractive(window, state, width, height);
    if (settingsFile) {
        try {
            saveSettings(settingsOf(state, width, height), *settingsFile);
        } catch (const std::exception& e) {
            std::fprintf(stderr, "ablab: the settings were not saved: %s\n", e.what());
        }
    }
    return 0;
}

}  // namespace ablab::app

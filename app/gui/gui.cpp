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
#include <memory>
#include <optional>
#include <stdexcept>
#include <vector>

#include "files/staged_files.h"
#include "teaching/answer.h"
#include "state/app_state.h"
#include "cli/arguments.h"
#include "gui/controls.h"
#include "gui/frame.h"
#include "state/loading.h"
#include "state/play_session.h"
#include "state/recovery.h"
#include "gui/offscreen.h"
#include "gui/panel_caches.h"
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
void renderSettled(Offscreen& target, AppState& state, PanelCaches& caches, Window& window) {
    window.coverGlyphs(state.run->tree, state.view.language, statusLineTextSize(state.view, static_cast<float>(target.height())));
    for (int frame = 0; frame < 2; ++frame) target.renderFrame([&] { drawFrame(state, caches, window, 0); });
}

void writeScreenshot(AppState& state, PanelCaches& caches, Window& window, int width, int height, const std::string& path,
                     core::Replace replace) {
    Offscreen target(width, height);
    renderSettled(target, state, caches, window);
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
int runSmoke(AppState& state, PanelCaches& caches, Window& window, const std::string& folder) {
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
                    renderSettled(target, state, caches, window);
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

// The interactive window and everything its loop works on, kept together where the loop's
// owner (runGui) puts them: on the heap, since the browser's loop outlives the call that starts
// it (platform.h), so nothing it uses may live on a stack.
struct Interactive {
    Interactive(AppState shown, int deskWidth, int deskHeight)
        : state(std::move(shown)), window(deskWidth, deskHeight, true), width(deskWidth), height(deskHeight) {
        window.applyStyle(darkTheme = state.view.darkTheme);
    }

    AppState state;
    PanelCaches caches;  // what the frames computed from `state`
    Window window;
    // What the platform keeps between frames (files offered, keys held over a frame, …), made
    // for this window and state: a file dropped on the window opens in it.
    platform::PlatformPtr platform = platform::makePlatform(window.handle(), state);
    Loading loading;
    std::optional<RecoveryKeeper> recovery;
    int width, height;  // the desk's window size, kept while presenting full screen
    bool darkTheme = false;
    double previous = glfwGetTime();
};

// One turn of the interactive loop: the state moves on, the frame is drawn from it. False once
// the window should close.
bool runTurn(Interactive& loop) {
    AppState& state = loop.state;
    Window& window = loop.window;
    GLFWwindow* handle = window.handle();
    if (state.files.quit) {  // closed with the edits saved or dropped, as the user answered
        if (loop.recovery) loop.recovery->forget();
        return false;
    }
    if (loop.recovery) loop.recovery->keep(state, glfwGetTime(), endRequested());
    if (endRequested()) return false;
    if (glfwWindowShouldClose(handle)) {
        // Closing with unsaved edits asks first.
        glfwSetWindowShouldClose(handle, GLFW_FALSE);
        requestQuit(state);
    }
    // Presenting a live class, the room's answers come in between events: a tenth of a second.
    platform::waitEvents(state.playback.playing || busy(state, loop.loading) ? 0.01 : state.live.active ? 0.1 : 0.5);
    const double now = glfwGetTime();
    // The state moves on (loads, exports, a waiting answer, playback); then the frame draws it.
    tick(state, loop.loading, now - loop.previous);
    loop.previous = now;
    // What the browser's page asked since the last frame (its controls, its outline), done here.
    platform::serveRequests(*loop.platform, now);
    if (window.followContentScale(platform::contentScale(handle)) || loop.darkTheme != state.view.darkTheme)
        window.applyStyle(loop.darkTheme = state.view.darkTheme);
    // The display size of the last frame: a window just resized has its sentences at the
    // new size from the next frame on, drawn scaled until then.
    window.coverGlyphs(state.run->tree, state.view.language, statusLineTextSize(state.view, ImGui::GetIO().DisplaySize.y));
    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplGlfw_NewFrame();
    ImGui::NewFrame();
    if (handleKeys(state, now)) platform::togglePresentation(*loop.platform, loop.width, loop.height);
    drawFrame(state, loop.caches, window, now, &loop.loading);
    ImGui::Render();
    // The browser draws only a frame that differs from the last one it drew (platform.h).
    if (platform::showsSomethingNew(*loop.platform, *ImGui::GetDrawData(), window.canvasRenderer())) {
        int framebufferWidth, framebufferHeight;
        glfwGetFramebufferSize(handle, &framebufferWidth, &framebufferHeight);
        glViewport(0, 0, framebufferWidth, framebufferHeight);
        glClearColor(1, 1, 1, 1);
        glClear(GL_COLOR_BUFFER_BIT);
        ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
        glfwSwapBuffers(handle);
    }
    platform::afterFrame(*loop.platform);
    return true;
}

// Runs the loop until the window closes: on the desktop it returns then; in the browser never.
void runInteractive(Interactive& loop) {
    endAtNextTurnOnSignals();
    if (const auto file = recoveryPath()) loop.recovery.emplace(*file);
    platform::runMainLoop(*loop.platform, [turnOf = &loop] { return runTurn(*turnOf); });
    if (!loop.state.view.presentation) glfwGetWindowSize(loop.window.handle(), &loop.width, &loop.height);
}

}  // namespace

int runScreenshots(const ChosenWording& chosen, const std::vector<GuiOptions>& pictures) {
    if (pictures.empty()) return 0;
    const core::Language language = chosen.wording.language;
    // One state for every picture, each file opened into it as the window opens one: the
    // panels' caches key on its run's revision, which only grows.
    AppState state = makeAppState(loadTreeArgument(language, pictures.front().file), pictures.front().file);
    PanelCaches caches;  // what the pictures computed from `state`
    state.view.language = language;
    state.view.notation = chosen.wording.notation;
    Window window(pictures.front().width, pictures.front().height, false);
    window.applyStyle(state.view.darkTheme);
    for (const GuiOptions& picture : pictures) {
        if (state.practice.active) showSolution(state, state.practice);
        stopPredicting(state.predict);
        // Each picture opens as its own window would: its flags, else the lesson's voice.
        state.own = state.opened = {chosen.wording.notation, picture.search.value_or(core::SearchOptions{})};
        state.options = state.own.options;  // nothing changed since: no choice of the last picture's stays
        state.view.notation = state.own.notation;
        state.chosen = picture.chosen;
        if (chosen.notationGiven) state.chosen.notation = chosen.wording.notation;
        openTree(state, loadTreeArgument(language, picture.file), picture.file);
        state.view.presentation = picture.presentation;
        if (picture.practice) startPractice(state, state.practice);
        if (picture.predict) startPredicting(state, state.predict);
        if (!picture.answer.empty())
            enterAnswer(state, state.practice, core::loadAnswerFile(state.view.language, picture.answer, *state.run->tree));
        try {
            const std::size_t step = resolveStep(language, picture.step, *state.run->trace);
            // Predicting, the picture is the question at the step, the ones before it answered.
            if (state.predict.active) answerRightUpTo(state, state.predict, step);
            else stepTo(state, step);
        } catch (const UsageError& e) {  // a step this picture's run does not have: say which picture
            throw UsageError(*picture.screenshot + ": " + e.what());
        }
        if (picture.wholeView) fitWholeTree(state);
        writeScreenshot(state, caches, window, picture.width, picture.height, *picture.screenshot,
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
    AppState state;
    if (options.run) {
        state.options = options.run->options;
        openPrepared(state, {options.run, options.file, std::nullopt});
    } else {
        state = makeAppState(loadTreeArgument(language, loadFirst ? options.file : ""), loadFirst ? options.file : "");
    }
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
    core::Opening own{state.view.notation, {}};  // the defaults, unless remembered
    if (settingsFile) {
        std::string problem;
        const Settings settings = loadSettings(*settingsFile, problem, chosen.wording);
        applySettings(state, settings);
        state.message = problem;
        state.files.recent = settings.lastFile;
        width = settings.windowWidth;
        height = settings.windowHeight;
        own = {state.view.notation, settings.options};
        // --lang on the command line wins over what was remembered (--notation: below).
        if (chosen.languageGiven) state.view.language = chosen.wording.language;
    }
    // The tree opens as run/opening.h says: the command line's choices, then the lesson's voice,
    // then the options on the command line or else the remembered ones.
    if (options.search) own.options = *options.search;
    state.own = state.opened = own;
    state.chosen = options.chosen;
    if (chosen.notationGiven) state.chosen.notation = chosen.wording.notation;
    // Practice grades under the exercise's options, set as it started; flags given still win.
    if (!state.practice.active) settleOpening(state);
    else if (options.search) setOptions(state, *options.search);
    // Predict mode asks the final run.
    if (options.predict) startPredicting(state, state.predict);
    // A screenshot, or a link opened in the browser, starts at its step of the final run;
    // predicting, at the question there, those before it answered.
    if (loadFirst) {
        const std::size_t step = resolveStep(language, options.step, *state.run->trace);
        if (state.predict.active) answerRightUpTo(state, state.predict, step);
        else stepTo(state, step);
    }
    if (options.wholeView) fitWholeTree(state);
    if (!options.presentTo.empty()) startPresenting(state, state.live, options.presentTo, options.presenterToken);
    // --play GAME (or a link's play=GAME): the window opens playing, the student to move.
    if (options.play)
        if (const std::optional<PlayGame> game = parsePlayGame(*options.play)) chooseGame(state, state.play, *game);

    if (headless) {
        Window window(width, height, false);
        window.applyStyle(state.view.darkTheme);
        PanelCaches caches;
        if (options.smokeFolder) return runSmoke(state, caches, window, *options.smokeFolder);
        writeScreenshot(state, caches, window, options.width, options.height, *options.screenshot,
                        options.force ? core::Replace::Allowed : core::Replace::Never);
        return 0;
    }
    if (settingsFile)
        if (const auto file = recoveryPath()) offerRecovery(state, *file);
    // In the browser the loop lives as long as the page (platform.h's kMainLoopReturns): nothing
    // owns it there, so unwinding out of the loop frees nothing it uses.
    Interactive* const running = new Interactive(std::move(state), width, height);
    const std::unique_ptr<Interactive> loop(platform::kMainLoopReturns ? running : nullptr);
    runInteractive(*running);
    if (settingsFile) {
        try {
            saveSettings(settingsOf(running->state, running->width, running->height), *settingsFile);
        } catch (const std::exception& e) {
            std::fprintf(stderr, "ablab: the settings were not saved: %s\n", e.what());
        }
    }
    return 0;
}

}  // namespace ablab::app

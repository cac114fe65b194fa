// The JavaScript inside EM_ASM and EM_JS is not C++, and clang-format would break it ("==="
// into "== =", "=>" into "= >"): this file keeps the layout it is written in.
// clang-format off
// The browser: WebGL 2 (GLSL ES 3.00), emscripten's main loop, the browser's full screen, and
// files through the page (index.html). A file the program writes — an export, a saved tree —
// lands in emscripten's in-memory file system; afterFrame hands every such file to the user as
// a download. Settings go to the browser's local storage. Everything the page keeps between
// frames is one object, the browser platform (Platform below), made for the window and its state
// and owned beside them (gui.cpp); emscripten's main loop is handed a pointer to it, as ImGui's
// emscripten example hands its loop its state.
#include "platform/platform.h"

#include <emscripten.h>
#include <sys/stat.h>
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>
#include <nlohmann/json.hpp>

#include <array>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <optional>
#include <tuple>
#include <set>
#include <vector>
#include <string>

#include <imgui.h>

#include "files/tree_file.h"
#include "gui/canvas_renderer.h"
#include "platform/gl.h"
#include "platform/link_options.h"
#include "platform/web_files.h"
#include "platform/web_page_text.h"
#include "platform/web_unchanged_frame.h"
#include "state/app_state.h"
#include "state/export_request.h"
#include "state/file_actions.h"
#include "state/settings.h"
#include "text/translate.h"

namespace ablab::app::platform {

namespace {

namespace fs = std::filesystem;

// (time, size, inode) of a file, as last seen: a file new or changed since is one the program
// wrote. The file system's times are whole seconds, so a save of the same bytes within a second
// of the last one changes neither time nor size; but every save replaces the file by a new one
// (files/staged_files.h), a new inode.
using Stamp = std::array<std::uint64_t, 3>;

Stamp stamp(const fs::path& path) {
    struct stat info {};
    if (::stat(path.c_str(), &info) != 0) return {};
    return {static_cast<std::uint64_t>(info.st_mtime), static_cast<std::uint64_t>(info.st_size),
            static_cast<std::uint64_t>(info.st_ino)};
}

std::string readAll(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void offerDownload(const std::string& name, const std::string& bytes) {
    EM_ASM({ Module.ablabDownload(UTF8ToString($0), HEAPU8.slice($1, $1 + $2)); }, name.c_str(), bytes.data(),
           bytes.size());
}

// The canvas as a PNG, asked for by the page's button. Read right after drawing, while the
// WebGL drawing buffer still holds the frame.
void offerCanvasPng(const AppState& state) {
    if (!EM_ASM_INT({ return Module.ablabPngRequested ? 1 : 0; })) return;
    const std::string stem = state.path.empty() ? std::string("ablab") : fs::path(state.path).stem().string();
    const std::string name = stem + "-step-" + std::to_string(state.step) + ".png";
    EM_ASM({
        Module.ablabPngRequested = false;
        const name = UTF8ToString($0);
        Module.canvas.toBlob(blob => Module.ablabDownload(name, blob), 'image/png');
    }, name.c_str());
}

// The screen's pixels per CSS pixel (2 on most phones and laptops' retina screens), at most 4.
double pixelRatio() {
    return EM_ASM_DOUBLE({ return Math.min(4, Math.max(1, window.devicePixelRatio || 1)); });
}

// The canvas fills the page's stage (page.css sizes it in CSS pixels); the GLFW window, and so
// the canvas's drawing buffer, follows it in the screen's own pixels, so that a high-density
// screen gets sharp lines and text set at its size (contentScale scales the fonts and widgets).
void followPageSize(GLFWwindow* window) {
    const double ratio = pixelRatio();
    const int width = static_cast<int>(EM_ASM_INT({ return Module.ablabStageSize()[0]; }) * ratio + 0.5);
    const int height = static_cast<int>(EM_ASM_INT({ return Module.ablabStageSize()[1]; }) * ratio + 0.5);
    int current[2];
    glfwGetWindowSize(window, &current[0], &current[1]);
    if (width > 0 && height > 0 && (width != current[0] || height != current[1])) glfwSetWindowSize(window, width, height);
}

// What "copy link" puts in the link, as JSON: the tree document (the page deflates it; left out
// when `withTree` is false, as for the address that follows each step), the lesson's name when
// the tree is a lesson of the library as it came, and the rest of the link (platform::writeLink:
// the step and every option that changes what is seen). `document` names the document's
// version (its file and revision), so the page deflates a tree once for every step of it;
// `fromLink`: it is the tree the page's link carried, unedited; `dirty`: it has unsaved edits.
std::string linkOf(const AppState& state, bool withTree) {
    const fs::path path(state.path);
    const bool lesson = !state.dirty && path.parent_path() == "/trees";
    const std::string name = state.path.empty() ? std::string() : path.stem().string();
    LinkState shown;
    shown.name = lesson ? std::string() : name;
    shown.step = state.step;
    shown.language = state.view.language;
    shown.notation = state.view.notation;
    shown.search = state.options;
    shown.view = state.view;
    shown.practice = state.practice.active;
    shown.predict = state.predict.active;
    if (state.play.active) shown.play = std::string(playGameCode(state.play.game));
    nlohmann::json link{{"lesson", lesson ? name : std::string()},
                          {"name", name},
                          {"step", state.step},
                          {"fragment", writeLink(shown)},
                          {"options", linkOptionsText(state.options)},
                          {"algorithm", std::string(ablab::core::algorithmName(state.options.algorithm))},
                          {"lang", std::string(ablab::core::languageCode(state.view.language))},
                          {"document", state.path + "@" + std::to_string(state.documentRevision)},
                          {"fromLink", !state.dirty && path.parent_path() == kLinkFolder},
                          {"dirty", state.dirty}};
    if (withTree) link["tree"] = ablab::core::serializeTree(*state.run->tree);
    return link.dump();
}

// The Export panel's "export" for this step in `format` ("svg", "tikz", "csv", …), as the
// panel does it; the file comes to the user as a download. For the page's tests, which cannot
// click inside the canvas's widgets by name. Returns the panel's one-line report.
std::string exportStep(AppState& state, const std::string& format) {
    ExportBox& box = state.exportBox;
    if (!ablab::core::parseExportFormat(format, box.format) || !ablab::core::exportFormatAvailable(box.format))
        return format + " is not an export format of this build";
    box.steps = ExportBox::Steps::Current;
    box.path.clear();
    return runExport(state, box, true);
}

// What the page's text (web_page_text.cpp) shows: told whenever it changed.
using PageShown = std::tuple<std::uint64_t, std::size_t, bool, std::uint64_t, core::Language, core::Notation>;

}  // namespace

// The browser platform: what the page's window keeps between its frames.
class Platform {
public:
    Platform(GLFWwindow* window, AppState& state) : m_window(window), m_state(state) {
        // Its callbacks find it here: the keys (onKey). The page catches dropped files itself
        // (page.js), before the canvas's handler would see them.
        glfwSetWindowUserPointer(window, this);
        // Rebuilt as the page loads; what is there now came with the page, not from the program.
        for (const char* folder : kWritableFolders) {
            std::error_code error;
            for (const auto& entry : fs::directory_iterator(folder, error))
                if (entry.is_regular_file()) m_seen[entry.path().string()] = stamp(entry.path());
        }
    }

    // emscripten calls this once per animation frame, with the pointer it was handed.
    static void loopIteration(void* platform) { static_cast<Platform*>(platform)->runFrame(); }

    void runMainLoop(std::function<bool()> frame) {
        m_frame = std::move(frame);
        // Never returns: emscripten leaves this call by throwing, and its C++ exception support
        // puts the stack pointer back above every caller's frame on the way out. So what the
        // frames use (this object, the window, the state) lives on the heap (gui.cpp), and
        // the loop is handed only a pointer to it.
        emscripten_set_main_loop_arg(loopIteration, this, 0, true);
    }

    void togglePresentation() {
        m_state.view.presentation = !m_state.view.presentation;
        m_fullscreenAsked = m_state.view.presentation;
        if (m_state.view.presentation) EM_ASM({ Module.ablabFullscreen(true); });
        else EM_ASM({ Module.ablabFullscreen(false); });
    }

    bool showsSomethingNew(const ImDrawData& frame, const CanvasRenderer& canvas) {
        // A PNG of the canvas reads the drawing buffer, which holds only a frame drawn this time.
        const bool pngAsked = EM_ASM_INT({ return Module.ablabPngRequested ? 1 : 0; });
        m_drawn = drawsAnew(m_lastDrawn, frame, canvas, pngAsked);
        return m_drawn;
    }

    void serveRequests(double now);
    void afterFrame();

private:
    void runFrame() {
        const double start = emscripten_get_now();
        if (!m_frame()) emscripten_cancel_main_loop();
        // What the page's tests and measurements read: the frame's time, whether it was drawn,
        // the tree, the step, the canvas's zoom and pan.
        EM_ASM({ Module.ablabFrame($0, $1, $2, $3, $4, $5, $6); }, emscripten_get_now() - start, m_drawn ? 1 : 0, m_shownNodes,
               m_shownStep, m_shownZoom, m_shownPanX, m_shownPanY);
    }

    std::string serve(double now, const std::string& kind, const nlohmann::json& args);
    void offerWrittenFiles();
    void sendToTheRoom(LiveClass& live);
    void keepSettings();
    void tellPageOfChanges();
    void releaseHeldKeys();
    static void onKey(GLFWwindow* window, int key, int scancode, int action, int mods);

    GLFWwindow* m_window;
    AppState& m_state;
    std::function<bool()> m_frame;
    unsigned m_frames = 0;
    bool m_fullscreenAsked = false;
    bool m_liveOpen = false;  // presenting a live class: the page's socket is open or opening
    // The last frame drawn, and whether this one was drawn or, showing nothing new, skipped.
    DrawnFrame m_lastDrawn;
    bool m_drawn = false;
    // What the last frame showed, for the page's tests and measurements (Module.ablabFrame): a
    // snapshot the frame publishes, never the state itself.
    double m_shownNodes = 0, m_shownStep = 0, m_shownZoom = 1, m_shownPanX = 0, m_shownPanY = 0;
    // Every file in the folders the program may write to, as last seen (Stamp).
    std::map<std::string, Stamp> m_seen;
    // A key pressed and released between two frames (a presenter clicker, a quick tap) would
    // never be seen down by Dear ImGui 1.86, which reads the keys once a frame: such a release
    // waits for the end of the next frame (onKey wraps the callback ImGui's GLFW backend set).
    GLFWkeyfun m_imguiKeyCallback = nullptr;
    std::set<int> m_pressedSinceFrame;
    std::vector<std::array<int, 3>> m_heldReleases;  // key, scancode, mods
    std::string m_storedSettings;                    // as last put in local storage
    std::optional<PageShown> m_told;                 // what the page's text was last told of
};

void Platform::offerWrittenFiles() {
    for (const char* folder : kWritableFolders) {
        std::error_code error;
        for (const auto& entry : fs::directory_iterator(folder, error)) {
            if (!entry.is_regular_file()) continue;
            const std::string path = entry.path().string();
            const auto now = stamp(entry.path());
            const auto seen = m_seen.find(path);
            if (seen != m_seen.end() && seen->second == now) continue;
            if (path.ends_with(".tmp")) continue;  // an atomic save in progress
            m_seen[path] = now;
            offerDownload(entry.path().filename().string(), readAll(entry.path()));
            // Exports leave nothing behind, so the next one need not ask to replace it; the open
            // tree's own file stays (it is what a save writes).
            if (path != m_state.path) {
                fs::remove(entry.path(), error);
                m_seen.erase(path);
            }
        }
    }
}

// Settings to local storage whenever they change; read back by web_main.cpp at the start.
void Platform::keepSettings() {
    const auto path = settingsPath();
    if (!path) return;
    int width, height;
    glfwGetWindowSize(m_window, &width, &height);
    const std::string text = serializeSettings(settingsOf(m_state, width, height));
    if (text == m_storedSettings) return;
    m_storedSettings = text;
    EM_ASM({ try { localStorage.setItem('ablab.settings', UTF8ToString($0)); } catch (e) {} }, text.c_str());
}

void Platform::onKey(GLFWwindow* window, int key, int scancode, int action, int mods) {
    Platform& platform = *static_cast<Platform*>(glfwGetWindowUserPointer(window));
    if (action == GLFW_PRESS) platform.m_pressedSinceFrame.insert(key);
    if (action == GLFW_RELEASE && platform.m_pressedSinceFrame.contains(key)) {
        platform.m_heldReleases.push_back({key, scancode, mods});
        return;
    }
    if (platform.m_imguiKeyCallback) platform.m_imguiKeyCallback(window, key, scancode, action, mods);
}

void Platform::releaseHeldKeys() {
    if (!m_imguiKeyCallback) m_imguiKeyCallback = glfwSetKeyCallback(m_window, onKey);
    for (const auto& [key, scancode, mods] : m_heldReleases)
        if (m_imguiKeyCallback) m_imguiKeyCallback(m_window, key, scancode, GLFW_RELEASE, mods);
    m_heldReleases.clear();
    m_pressedSinceFrame.clear();
}

// The page's text (web_page_text.cpp) follows the window: told whenever what it shows changed.
void Platform::tellPageOfChanges() {
    const PageShown now{m_state.run->revision, m_state.step, m_state.practice.active, m_state.practice.revision,
                        m_state.view.language, m_state.view.notation};
    if (m_told == now) return;
    m_told = now;
    EM_ASM({ if (Module.ablabChanged) Module.ablabChanged(); });
}

// One request of the page: what it asked (its kind and arguments), done on the state, and the
// answer its promise resolves with ("" for none).
std::string Platform::serve(double now, const std::string& kind, const nlohmann::json& args) {
    AppState& state = m_state;
    if (kind == "page-text") return pageText(state);
    if (kind == "outline") return outline(state, args);
    if (kind == "library") return library(state);
    if (kind == "command") pageCommand(state, args.value("name", std::string()));
    if (kind == "practice-entry")
        return practiceEntry(state, args.value("node", -1LL), args.value("text", std::string()), args.value("pruned", false));
    if (kind == "edit-leaf") return editLeaf(state, now, args.value("node", -1LL), args.value("text", std::string()));
    if (kind == "link") return linkOf(state, args.value("tree", true));
    if (kind == "export") return exportStep(state, args.value("format", std::string()));
    if (kind == "pan") {
        // Two fingers moving together (page.js): the canvas follows them, as a drag moves it.
        state.canvas.panX += args.value("x", 0.0f);
        state.canvas.panY += args.value("y", 0.0f);
        state.canvas.move.start = -1;  // the hand wins over the camera
    }
    // The live class's channel (page.js's liveChannel): what the server said, and whether the
    // socket is open.
    if (kind == "live-message") receiveFromServer(state.view.language, state.live, args.value("text", std::string()));
    if (kind == "live-open") {
        if (args.value("open", false)) channelOpened(state.live);
        else channelClosed(state.view.language, state.live);
    }
    if (kind == "open-file") {
        // A file the page wrote into the file system (the file input, a drop): opened as the
        // File panel would, asking first when there are unsaved edits.
        const std::string path = args.value("path", std::string());
        m_seen[path] = stamp(path);
        requestOpen(state, path);
    }
    return {};
}

void Platform::serveRequests(double now) {
    // The page's queue (page.js's ask), taken whole; each request's promise stays in the page,
    // resolved here by its place in the queue.
    const int bytes = EM_ASM_INT({
        Module.ablabServing = Module.ablabRequests.splice(0);
        if (Module.ablabServing.length === 0) return 0;
        Module.ablabServingText = JSON.stringify(Module.ablabServing.map(request => [request.kind, request.args]));
        return lengthBytesUTF8(Module.ablabServingText) + 1;
    });
    if (bytes == 0) return;
    std::string text(static_cast<std::size_t>(bytes), '\0');
    EM_ASM({ stringToUTF8(Module.ablabServingText, $0, $1); }, text.data(), bytes);
    text.resize(text.find('\0'));
    const nlohmann::json requests = nlohmann::json::parse(text, nullptr, false);
    for (std::size_t i = 0; requests.is_array() && i < requests.size(); ++i) {
        const nlohmann::json& request = requests[i];
        const std::string answer = request.size() == 2 && request[0].is_string()
                                       ? serve(now, request[0].get<std::string>(), request[1])
                                       : std::string();
        EM_ASM({ Module.ablabServing[$0].resolve(UTF8ToString($1)); }, static_cast<int>(i), answer.c_str());
    }
    EM_ASM({ Module.ablabServing = null; Module.ablabServingText = null; });
}

void Platform::afterFrame() {
    AppState& state = m_state;
    m_shownNodes = static_cast<double>(state.run->tree->size());
    m_shownStep = static_cast<double>(state.step);
    m_shownZoom = static_cast<double>(state.canvas.zoom);
    m_shownPanX = static_cast<double>(state.canvas.panX);
    m_shownPanY = static_cast<double>(state.canvas.panY);
    // For tests/web/measure.mjs: a drawn frame then lasts until the GPU process has drawn it, as
    // the desktop's `ablab bench` times its frames with glFinish. WebGL's finish does not wait
    // in Chromium; reading a pixel back does.
    if (m_drawn && EM_ASM_INT({ return Module.ablabFinishFrames ? 1 : 0; })) {
        unsigned char pixel[4];
        glReadPixels(0, 0, 1, 1, GL_RGBA, GL_UNSIGNED_BYTE, pixel);
    }
    // Esc leaves the browser's full screen: leave presentation mode with it.
    if (m_fullscreenAsked && !EM_ASM_INT({ return document.fullscreenElement ? 1 : 0; }) && m_frames % 30 == 29) {
        m_fullscreenAsked = false;
        state.view.presentation = false;
    }
    tellPageOfChanges();
    releaseHeldKeys();
    followPageSize(m_window);
    offerCanvasPng(state);
    if (state.path.size() && !m_seen.contains(state.path)) m_seen[state.path] = stamp(state.path);
    offerWrittenFiles();
    sendToTheRoom(state.live);
    if (++m_frames % 30 == 0) keepSettings();
}

// The presenter's messages go out through the page's WebSocket, opened on the first (page.js
// queues them until it is open); stopping presenting closes it.
void Platform::sendToTheRoom(LiveClass& live) {
    for (const std::string& message : live.outbox)
        EM_ASM({ Module.ablabLiveSend(UTF8ToString($0), UTF8ToString($1)); }, live.server.c_str(), message.c_str());
    live.outbox.clear();
    if (!live.active && m_liveOpen) EM_ASM({ Module.ablabLiveClose(); });
    m_liveOpen = live.active;
}

void PlatformDeleter::operator()(Platform* platform) const { delete platform; }

PlatformPtr makePlatform(GLFWwindow* window, AppState& state) { return PlatformPtr(new Platform(window, state)); }

const char* glslVersion() { return "#version 300 es"; }

std::string shaderSource(const char* source) {
    const std::string text = source;
    const std::size_t firstLineEnd = text.find('\n');
    return "#version 300 es\nprecision highp float;\nprecision highp int;\n" +
           (firstLineEnd == std::string::npos ? std::string() : text.substr(firstLineEnd + 1));
}

FontFiles fontFiles() {
    // Subsets of the desktop's fonts, one face each (cmake/AblabWeb.cmake): DejaVu and the
    // language names come in ablab.data, the CJK files when cjkFontsReady() has fetched them.
    return {"/fonts/DejaVuSans.ttf", "/fonts/DejaVuSans-Bold.ttf", "/fonts/NotoSansCJKsc-Regular.otf",
            "/fonts/NotoSansCJKsc-Bold.otf", 0, "/fonts/NotoSansCJKsc-language-names.otf"};
}

namespace {

void cjkFileArrived(unsigned, void* fetch, const char*) {
    if (--static_cast<CjkFetch*>(fetch)->pending == 0) EM_ASM({ Module.ablabStats.cjkFont = true; });
}
void cjkFileFailed(unsigned, void* fetch, int status) {
    --static_cast<CjkFetch*>(fetch)->pending;  // the page goes on without Chinese glyphs, drawn as "?"
    std::fprintf(stderr, "ablab: could not fetch a CJK font (HTTP %d); Chinese characters show as ?\n", status);
}

}  // namespace

bool cjkFontsReady(CjkFetch& fetch) {
    if (fetch.pending < 0) {
        fetch.pending = 2;
        // Beside index.html in the site (cmake/AblabWeb.cmake), into the file system where
        // fontFiles() names them.
        const FontFiles files = fontFiles();
        emscripten_async_wget2(files.cjkRegular + 1, files.cjkRegular, "GET", "", &fetch, cjkFileArrived, cjkFileFailed, nullptr);
        emscripten_async_wget2(files.cjkBold + 1, files.cjkBold, "GET", "", &fetch, cjkFileArrived, cjkFileFailed, nullptr);
    }
    return fetch.pending == 0;
}

void loadGl() {}

float contentScale(GLFWwindow*) { return static_cast<float>(pixelRatio()); }

bool hasPageControls() { return true; }

bool pointsByTouch() {
    return EM_ASM_INT({ return window.matchMedia && matchMedia('(hover: none) and (pointer: coarse)').matches ? 1 : 0; });
}

bool prefersReducedMotion() {
    return EM_ASM_INT({ return window.matchMedia && matchMedia('(prefers-reduced-motion: reduce)').matches ? 1 : 0; });
}

void runMainLoop(Platform& platform, std::function<bool()> frame) { platform.runMainLoop(std::move(frame)); }

void waitEvents(double) {}

void togglePresentation(Platform& platform, int&, int&) { platform.togglePresentation(); }

bool showsSomethingNew(Platform& platform, const ImDrawData& frame, const CanvasRenderer& canvas) {
    return platform.showsSomethingNew(frame, canvas);
}

void serveRequests(Platform& platform, double now) { platform.serveRequests(now); }

void afterFrame(Platform& platform) { platform.afterFrame(); }

}  // namespace ablab::app::platform
// clang-format on

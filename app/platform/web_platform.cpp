// The JavaScript inside EM_ASM and EM_JS is not C++, and clang-format would break it ("==="
// into "== =", "=>" into "= >"): this file keeps the layout it is written in.
// clang-format off
// The browser: WebGL 2 (GLSL ES 3.00), emscripten's main loop, the browser's full screen, and
// files through the page (index.html). A file the program writes — an export, a saved tree —
// lands in emscripten's in-memory file system; afterFrame hands every such file to the user as
// a download. Settings go to the browser's local storage.
#include "platform/platform.h"

#include <emscripten.h>
#include <emscripten/stack.h>
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
#include "state/app_state.h"
#include "state/export_request.h"
#include "state/file_actions.h"
#include "state/settings.h"
#include "text/translate.h"

namespace ablab::app::platform {

namespace {

namespace fs = std::filesystem;

std::function<bool()> g_frame;
bool g_fullscreenAsked = false;
unsigned g_frames = 0;
bool g_drawn = false;  // whether the last frame was drawn or, showing nothing new, skipped
// What the last frame showed, for the page's tests and measurements (Module.ablabFrame): a
// snapshot the frame publishes, never the state itself.
struct Shown {
    double nodes = 0, step = 0;
};
Shown g_shown;

// (time, size, inode) of every file in the folders the program may write to, as last seen: a
// file new or changed since is one the program wrote. The file system's times are whole
// seconds, so a save of the same bytes within a second of the last one changes neither time
// nor size; but every save replaces the file by a new one (files/staged_files.h), a new inode.
using Stamp = std::array<std::uint64_t, 3>;
std::map<std::string, Stamp> g_seen;

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

void offerWrittenFiles(const AppState& state) {
    for (const char* folder : kWritableFolders) {
        std::error_code error;
        for (const auto& entry : fs::directory_iterator(folder, error)) {
            if (!entry.is_regular_file()) continue;
            const std::string path = entry.path().string();
            const auto now = stamp(entry.path());
            const auto seen = g_seen.find(path);
            if (seen != g_seen.end() && seen->second == now) continue;
            if (path.ends_with(".tmp")) continue;  // an atomic save in progress
            g_seen[path] = now;
            offerDownload(entry.path().filename().string(), readAll(entry.path()));
            // Exports leave nothing behind, so the next one need not ask to replace it; the open
            // tree's own file stays (it is what a save writes).
            if (path != state.path) {
                fs::remove(entry.path(), error);
                g_seen.erase(path);
            }
        }
    }
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

// Everything a drawn frame is made of, byte for byte: ImGui's draw lists and commands, the
// display, the font atlas, and the canvas's shapes (drawn by a callback, so counted by their
// uploads and placed by their offset). Two frames with the same bytes draw the same pixels.
// The buffers keep their capacity: an unchanged frame allocates nothing.
std::vector<unsigned char> g_drawnFrame, g_builtFrame;
bool g_mustDraw = true;

template <typename T>
void appendBytes(std::vector<unsigned char>& out, const T* data, std::size_t count) {
    const auto* bytes = reinterpret_cast<const unsigned char*>(data);
    out.insert(out.end(), bytes, bytes + count * sizeof(T));
}

void describeFrame(std::vector<unsigned char>& out, const ImDrawData& frame, const CanvasRenderer& canvas) {
    out.clear();
    const ImFontAtlas& atlas = *ImGui::GetIO().Fonts;
    const float display[] = {frame.DisplayPos.x, frame.DisplayPos.y, frame.DisplaySize.x, frame.DisplaySize.y,
                             frame.FramebufferScale.x, frame.FramebufferScale.y, canvas.offsetX(), canvas.offsetY()};
    const std::uint64_t counts[] = {canvas.uploads(), static_cast<std::uint64_t>(frame.CmdListsCount),
                                    reinterpret_cast<std::uintptr_t>(atlas.TexID),
                                    static_cast<std::uint64_t>(atlas.TexWidth), static_cast<std::uint64_t>(atlas.TexHeight)};
    appendBytes(out, display, std::size(display));
    appendBytes(out, counts, std::size(counts));
    for (int i = 0; i < frame.CmdListsCount; ++i) {
        const ImDrawList& list = *frame.CmdLists[i];
        const std::uint64_t sizes[] = {static_cast<std::uint64_t>(list.CmdBuffer.Size),
                                       static_cast<std::uint64_t>(list.VtxBuffer.Size),
                                       static_cast<std::uint64_t>(list.IdxBuffer.Size)};
        appendBytes(out, sizes, std::size(sizes));
        for (const ImDrawCmd& command : list.CmdBuffer) {
            const std::uint64_t fields[] = {reinterpret_cast<std::uintptr_t>(command.TextureId), command.VtxOffset,
                                            command.IdxOffset, command.ElemCount,
                                            reinterpret_cast<std::uintptr_t>(command.UserCallback),
                                            reinterpret_cast<std::uintptr_t>(command.UserCallbackData)};
            appendBytes(out, &command.ClipRect, 1);
            appendBytes(out, fields, std::size(fields));
        }
        appendBytes(out, list.VtxBuffer.Data, static_cast<std::size_t>(list.VtxBuffer.Size));
        appendBytes(out, list.IdxBuffer.Data, static_cast<std::size_t>(list.IdxBuffer.Size));
    }
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

// Settings to local storage whenever they change; read back by web_main.cpp at the start.
void keepSettings(GLFWwindow* window, const AppState& state) {
    static std::string stored;
    const auto path = settingsPath();
    if (!path) return;
    int width, height;
    glfwGetWindowSize(window, &width, &height);
    const std::string text = serializeSettings(settingsOf(state, width, height));
    if (text == stored) return;
    stored = text;
    EM_ASM({ try { localStorage.setItem('ablab.settings', UTF8ToString($0)); } catch (e) {} }, text.c_str());
}

// A key pressed and released between two frames (a presenter clicker, a quick tap) would never
// be seen down by Dear ImGui 1.86, which reads the keys once a frame: such a release waits for
// the end of the next frame. Wraps the key callback ImGui's GLFW backend installed.
GLFWkeyfun g_imguiKeyCallback = nullptr;
std::set<int> g_pressedSinceFrame;
std::vector<std::array<int, 3>> g_heldReleases;  // key, scancode, mods

void onKey(GLFWwindow* window, int key, int scancode, int action, int mods) {
    if (action == GLFW_PRESS) g_pressedSinceFrame.insert(key);
    if (action == GLFW_RELEASE && g_pressedSinceFrame.contains(key)) {
        g_heldReleases.push_back({key, scancode, mods});
        return;
    }
    if (g_imguiKeyCallback) g_imguiKeyCallback(window, key, scancode, action, mods);
}

void releaseHeldKeys(GLFWwindow* window) {
    if (!g_imguiKeyCallback) g_imguiKeyCallback = glfwSetKeyCallback(window, onKey);
    for (const auto& [key, scancode, mods] : g_heldReleases)
        if (g_imguiKeyCallback) g_imguiKeyCallback(window, key, scancode, GLFW_RELEASE, mods);
    g_heldReleases.clear();
    g_pressedSinceFrame.clear();
}

// emscripten_set_main_loop leaves its caller by throwing; with C++ exceptions on, every
// frame on the way out resets the stack pointer to where it was, above the frames of runGui and
// runInteractive that the loop still uses. Each frame therefore runs below them.
extern "C" void stackRestore(std::uintptr_t pointer);  // compiler-rt's setter of the stack pointer
std::uintptr_t g_liveStackEnd = 0;

__attribute__((noinline)) void runFrame() {
    const double start = emscripten_get_now();
    if (!g_frame()) emscripten_cancel_main_loop();
    // What the page's tests and measurements read: the frame's time, whether it was drawn,
    // the tree, the step.
    EM_ASM({ Module.ablabFrame($0, $1, $2, $3); }, emscripten_get_now() - start, g_drawn ? 1 : 0, g_shown.nodes, g_shown.step);
}

// No locals of its own, so no frame that would put the stack pointer back on return: it stays
// below the live frames for everything else the page calls (events, the page's buttons).
void loopIteration() {
    stackRestore(g_liveStackEnd);
    runFrame();
}

// The page's text (web_page_text.cpp) follows the window: told whenever what it shows changed.
void tellPageOfChanges(const AppState& state) {
    using Shown = std::tuple<std::uint64_t, std::size_t, bool, std::uint64_t, core::Language, core::Notation>;
    static Shown told{};
    static bool toldOnce = false;
    const Shown now{state.run->revision, state.step, state.practice.active, state.practice.revision, state.view.language,
                    state.view.notation};
    if (toldOnce && now == told) return;
    told = now;
    toldOnce = true;
    EM_ASM({ if (Module.ablabChanged) Module.ablabChanged(); });
}

// What "copy link" puts in the link, as JSON: the tree document (the page deflates it), the
// lesson's name when the tree is a lesson of the library as it came, and the rest of the link
// (platform::writeLink: the step and every option that changes what is seen).
std::string linkOf(const AppState& state) {
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
    return nlohmann::json{{"tree", ablab::core::serializeTree(*state.run->tree)},
                          {"lesson", lesson ? name : std::string()},
                          {"name", name},
                          {"step", state.step},
                          {"fragment", writeLink(shown)},
                          {"options", linkOptionsText(state.options)},
                          {"algorithm", std::string(ablab::core::algorithmName(state.options.algorithm))},
                          {"lang", std::string(ablab::core::languageCode(state.view.language))}}
        .dump();
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

// One request of the page: what it asked (its kind and arguments), done on the state, and the
// answer its promise resolves with ("" for none).
std::string serve(AppState& state, double now, const std::string& kind, const nlohmann::json& args) {
    if (kind == "page-text") return pageText(state);
    if (kind == "outline") return outline(state, args);
    if (kind == "command") pageCommand(state, args.value("name", std::string()));
    if (kind == "edit-leaf") return editLeaf(state, now, args.value("node", -1LL), args.value("text", std::string()));
    if (kind == "link") return linkOf(state);
    if (kind == "export") return exportStep(state, args.value("format", std::string()));
    if (kind == "open-file") {
        // A file the page wrote into the file system (the file input, a drop): opened as the
        // File panel would, asking first when there are unsaved edits.
        const std::string path = args.value("path", std::string());
        g_seen[path] = stamp(path);
        requestOpen(state, path);
    }
    return {};
}

}  // namespace

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

// -1: not asked for yet; otherwise how many of the two files are still on their way.
int g_cjkFilesPending = -1;

void cjkFileArrived(const char*) {
    if (--g_cjkFilesPending == 0) EM_ASM({ Module.ablabStats.cjkFont = true; });
}
void cjkFileFailed(const char* file) {
    --g_cjkFilesPending;  // the page goes on without Chinese glyphs, drawn as "?"
    std::fprintf(stderr, "ablab: could not fetch %s; Chinese characters show as ?\n", file);
}

}  // namespace

bool cjkFontsReady() {
    if (g_cjkFilesPending < 0) {
        g_cjkFilesPending = 2;
        // Beside index.html in the site (cmake/AblabWeb.cmake), into the file system where
        // fontFiles() names them.
        const FontFiles files = fontFiles();
        emscripten_async_wget(files.cjkRegular + 1, files.cjkRegular, cjkFileArrived, cjkFileFailed);
        emscripten_async_wget(files.cjkBold + 1, files.cjkBold, cjkFileArrived, cjkFileFailed);
    }
    return g_cjkFilesPending == 0;
}

void loadGl() {}

float contentScale(GLFWwindow*) { return static_cast<float>(pixelRatio()); }

bool prefersReducedMotion() {
    return EM_ASM_INT({ return window.matchMedia && matchMedia('(prefers-reduced-motion: reduce)').matches ? 1 : 0; });
}

void runMainLoop(const std::function<bool()>& frame) {
    g_frame = frame;
    g_liveStackEnd = emscripten_stack_get_current();
    // Rebuilt as the page loads; what is there now came with the page, not from the program.
    for (const char* folder : kWritableFolders) {
        std::error_code error;
        for (const auto& entry : fs::directory_iterator(folder, error))
            if (entry.is_regular_file()) g_seen[entry.path().string()] = stamp(entry.path());
    }
    emscripten_set_main_loop(loopIteration, 0, true);
}

void waitEvents(double) {}

void togglePresentation(GLFWwindow*, AppState& state, int&, int&) {
    state.view.presentation = !state.view.presentation;
    g_fullscreenAsked = state.view.presentation;
    if (state.view.presentation) EM_ASM({ Module.ablabFullscreen(true); });
    else EM_ASM({ Module.ablabFullscreen(false); });
}

bool showsSomethingNew(const ImDrawData& frame, const CanvasRenderer& canvas) {
    describeFrame(g_builtFrame, frame, canvas);
    // A PNG of the canvas reads the drawing buffer, which holds only a frame drawn this time.
    const bool pngAsked = EM_ASM_INT({ return Module.ablabPngRequested ? 1 : 0; });
    if (!g_mustDraw && !pngAsked && g_builtFrame == g_drawnFrame) {
        g_drawn = false;
        return false;
    }
    g_mustDraw = false;
    g_drawnFrame.swap(g_builtFrame);
    g_drawn = true;
    return true;
}

void serveRequests(AppState& state, double now) {
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
                                       ? serve(state, now, request[0].get<std::string>(), request[1])
                                       : std::string();
        EM_ASM({ Module.ablabServing[$0].resolve(UTF8ToString($1)); }, static_cast<int>(i), answer.c_str());
    }
    EM_ASM({ Module.ablabServing = null; Module.ablabServingText = null; });
}

void afterFrame(GLFWwindow* window, AppState& state) {
    g_shown = {static_cast<double>(state.run->tree->size()), static_cast<double>(state.step)};
    // For tests/web/measure.mjs: a drawn frame then lasts until the GPU process has drawn it, as
    // the desktop's `ablab bench` times its frames with glFinish. WebGL's finish does not wait
    // in Chromium; reading a pixel back does.
    if (g_drawn && EM_ASM_INT({ return Module.ablabFinishFrames ? 1 : 0; })) {
        unsigned char pixel[4];
        glReadPixels(0, 0, 1, 1, GL_RGBA, GL_UNSIGNED_BYTE, pixel);
    }
    // Esc leaves the browser's full screen: leave presentation mode with it.
    if (g_fullscreenAsked && !EM_ASM_INT({ return document.fullscreenElement ? 1 : 0; }) && g_frames % 30 == 29) {
        g_fullscreenAsked = false;
        state.view.presentation = false;
    }
    tellPageOfChanges(state);
    releaseHeldKeys(window);
    followPageSize(window);
    offerCanvasPng(state);
    if (state.path.size() && !g_seen.contains(state.path)) g_seen[state.path] = stamp(state.path);
    offerWrittenFiles(state);
    if (++g_frames % 30 == 0) keepSettings(window, state);
}

}  // namespace ablab::app::platform
// clang-format on

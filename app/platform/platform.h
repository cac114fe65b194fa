#pragma once
// What differs between the desktop window and the browser page, and nothing else: the GL
// loader and shader dialect, the main loop, full screen, and how files reach the user. The
// panels and the canvas are the same code in both (desktop_platform.cpp, web_platform.cpp).
#include <functional>
#include <string>

struct GLFWwindow;
struct ImDrawData;

namespace ablab::app {

struct AppState;
class CanvasRenderer;

namespace platform {

// Whether trees load on a background thread while the window draws (the desktop); the browser
// build has no threads, so it loads a tree before drawing it.
#ifdef __EMSCRIPTEN__
inline constexpr bool kLoadsInBackground = false;
#else
inline constexpr bool kLoadsInBackground = true;
#endif

// ImGui's GLSL version line: "#version 330 core" on the desktop, "#version 300 es" in the browser.
const char* glslVersion();
// Our shaders (shaders/) start with the desktop's #version line; this is the source with that
// line replaced by the platform's (and, in the browser, the default precisions ES needs).
std::string shaderSource(const char* source);

// The window's fonts: DejaVu Sans (Latin, Greek, Vietnamese) with Noto Sans CJK SC merged in
// for Chinese. The desktop reads Debian's files, whose CJK collection holds Simplified Chinese
// as face 2; the browser reads the subsets cmake/AblabWeb.cmake packs into ablab.data.
struct FontFiles {
    const char* regular;
    const char* bold;
    const char* cjkRegular;
    const char* cjkBold;
    int cjkFace;  // the face of the CJK files to use
    // The browser's: the few hanzi of the languages' own names (简体中文) for the View panel's
    // language list, drawn from this small file until the CJK files are fetched. Null on the desktop.
    const char* cjkLanguageNames = nullptr;
};
FontFiles fontFiles();
// Whether the CJK files can be read now. The desktop's always can (when fonts-noto-cjk is
// installed). The browser fetches its two CJK subsets (1.3 MB compressed, more than the rest of
// the page) only for a page that needs a Chinese character: the first call starts the fetch,
// and the window asks again each frame until they are there.
bool cjkFontsReady();

// Loads the GL functions for the current context (glad on the desktop; nothing in the browser).
void loadGl();
// The monitor's content scale: 1 on an ordinary screen, 2 on a 4K screen set to 200 %.
float contentScale(GLFWwindow* window);

// Calls `frame` until it returns false. The desktop loops here; the browser calls it once per
// animation frame and never returns, so the caller's locals stay alive for good.
void runMainLoop(const std::function<bool()>& frame);
// Sleeps until an event or `seconds` pass (the desktop); the browser paces the frames itself.
void waitEvents(double seconds);

// Whether the reader asked for less motion (the browser's prefers-reduced-motion): a phone's
// panel sheet then appears at once instead of sliding up. The desktop has no such wish to read.
bool prefersReducedMotion();

// F5: presentation mode, full screen (the monitor on the desktop, the browser's full screen).
void togglePresentation(GLFWwindow* window, AppState& state, int& deskWidth, int& deskHeight);

// Whether the frame ImGui just built (its draw lists, and the canvas's shapes drawn from a
// callback inside them) shows anything the last drawn frame did not. The desktop draws every
// frame it builds (it builds one only after an event). The browser builds one every animation
// frame and skips drawing an unchanged one: under software WebGL every drawn frame costs the
// page's compositor a full presentation.
bool showsSomethingNew(const ImDrawData& frame, const CanvasRenderer& canvas);

// Before each interactive frame is drawn: what the browser's page asked of the window since the
// last frame (its own controls and outline, a file it was given, a link to copy, an export),
// done on the state by the loop that owns it, each request answered. The page never touches
// the state between frames. Nothing on the desktop, whose window is its only input.
void serveRequests(AppState& state, double now);

// After each interactive frame: the browser hands written files to the user as downloads,
// keeps the settings in local storage and follows the page's size. Nothing on the desktop.
void afterFrame(GLFWwindow* window, AppState& state);

}  // namespace platform
}  // namespace ablab::app

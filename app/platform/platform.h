#pragma once
// What differs between the desktop window and the browser page, and nothing else: the GL
// loader and shader dialect, the main loop, full screen, and how files reach the user. The
// panels and the canvas are the same code in both (desktop_platform.cpp, web_platform.cpp).
#include <functional>
#include <memory>
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
// Whether runMainLoop returns when the window closes (the desktop). The browser's never does:
// emscripten leaves it by unwinding the stack, and WebAssembly's exceptions run every caller's
// destructors on the way out, so what the frames use must not be owned by a caller.
#ifdef __EMSCRIPTEN__
inline constexpr bool kMainLoopReturns = false;
#else
inline constexpr bool kMainLoopReturns = true;
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
// How far the browser's fetch of the CJK files has got, kept by the fonts that wait for them.
struct CjkFetch {
    int pending = -1;  // -1: not asked for yet; otherwise how many of the two files are on their way
};
// Whether the CJK files can be read now. The desktop's always can (when fonts-noto-cjk is
// installed). The browser fetches its two CJK subsets (1.3 MB compressed, more than the rest of
// the page) only for a page that needs a Chinese character: the first call starts the fetch,
// and the window asks again each frame until they are there. `fetch` must outlive the fetch.
bool cjkFontsReady(CjkFetch& fetch);

// Loads the GL functions for the current context (glad on the desktop; nothing in the browser).
void loadGl();
// The monitor's content scale: 1 on an ordinary screen, 2 on a 4K screen set to 200 %.
float contentScale(GLFWwindow* window);

// The platform's side of one interactive window: what it keeps between frames. Nothing on the
// desktop but the state a dropped file opens in; in the browser, the page's bookkeeping (files
// offered as downloads, keys held over a frame, what the page was last told, the last frame
// drawn). Made for a window and the state it shows, and owned beside them by the loop's owner
// (gui.cpp), which passes it to the functions below.
class Platform;
struct PlatformDeleter {
    void operator()(Platform* platform) const;
};
using PlatformPtr = std::unique_ptr<Platform, PlatformDeleter>;
PlatformPtr makePlatform(GLFWwindow* window, AppState& state);

// Calls `frame` until it returns false. The desktop loops here; the browser calls it once per
// animation frame and never returns (emscripten_set_main_loop_arg), so what `frame` uses must
// not live on the caller's stack.
void runMainLoop(Platform& platform, std::function<bool()> frame);
// Sleeps until an event or `seconds` pass (the desktop); the browser paces the frames itself.
void waitEvents(double seconds);

// Whether the reader asked for less motion (the browser's prefers-reduced-motion): a phone's
// panel sheet then appears at once instead of sliding up. The desktop has no such wish to read.
bool prefersReducedMotion();

// Whether the reader points with a finger (the browser's hover: none and pointer: coarse): a
// phone or a tablet, with no → key to start a run with. The desktop is pointed at with a mouse.
bool pointsByTouch();

// Whether a page around the window steps, counts and chooses with controls of its own (the
// browser's index.html, in a column beside a phone on its side): the window may then leave its
// timeline out. The desktop's window is all there is.
bool hasPageControls();

// F5: presentation mode, full screen (the monitor on the desktop, the browser's full screen).
void togglePresentation(Platform& platform, int& deskWidth, int& deskHeight);

// Whether the frame ImGui just built (its draw lists, and the canvas's shapes drawn from a
// callback inside them) shows anything the last drawn frame did not. The desktop draws every
// frame it builds (it builds one only after an event). The browser builds one every animation
// frame and skips drawing an unchanged one (web_unchanged_frame.h says what that buys).
bool showsSomethingNew(Platform& platform, const ImDrawData& frame, const CanvasRenderer& canvas);

// Before each interactive frame is drawn: what the browser's page asked of the window since the
// last frame (its own controls and outline, a file it was given, a link to copy, an export),
// done on the state by the loop that owns it, each request answered. The page never touches
// the state between frames. On the desktop, only what a live class's server said (its channel).
void serveRequests(Platform& platform, double now);

// After each interactive frame: the browser hands written files to the user as downloads,
// keeps the settings in local storage and follows the page's size; both send what a live
// class's presenter queued for the server.
void afterFrame(Platform& platform);

}  // namespace platform
}  // namespace ablab::app

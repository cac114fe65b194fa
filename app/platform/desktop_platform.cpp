// The desktop: glad, GLSL 3.30 core, a blocking loop that sleeps between events, and F5 on the
// monitor the window is on.
#include "platform/platform.h"

#include <glad/gl.h>
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

#include <unistd.h>

#include <algorithm>
#include <string>

#include "platform/desktop_live_channel.h"
#include "state/app_state.h"
#include "state/file_actions.h"

namespace ablab::app::platform {

const char* glslVersion() { return "#version 330 core"; }

std::string shaderSource(const char* source) { return source; }  // written for this dialect

FontFiles fontFiles() {
    // fonts-dejavu-core and fonts-noto-cjk (fc-query lists the collection's faces).
    return {"/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
            "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
            "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
            "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc",
            2,
            nullptr};
}

bool cjkFontsReady(CjkFetch&) {
    const FontFiles files = fontFiles();
    return access(files.cjkRegular, R_OK) == 0 && access(files.cjkBold, R_OK) == 0;  // asked each frame: no allocation
}

void loadGl() { gladLoadGL(glfwGetProcAddress); }

float contentScale(GLFWwindow* window) {
    float scale = 1;
    glfwGetWindowContentScale(window, &scale, nullptr);
    return std::clamp(scale, 1.0f, 4.0f);
}

bool prefersReducedMotion() { return false; }
bool hasPageControls() { return false; }

bool pointsByTouch() { return false; }

// The desktop keeps only what its callbacks need: the window and the state a file dropped on it
// opens in.
class Platform {
public:
    Platform(GLFWwindow* window, AppState& state) : m_window(window), m_state(&state) {
        glfwSetWindowUserPointer(window, this);
        // A file dropped on the window opens (after asking, if there are unsaved edits).
        glfwSetDropCallback(window, [](GLFWwindow* w, int count, const char** paths) {
            if (count > 0) requestOpen(*static_cast<Platform*>(glfwGetWindowUserPointer(w))->m_state, paths[0]);
        });
    }
    GLFWwindow* window() const { return m_window; }
    AppState& state() const { return *m_state; }
    DesktopLiveChannel& liveChannel() { return m_live; }

private:
    GLFWwindow* m_window;
    AppState* m_state;
    DesktopLiveChannel m_live;  // presenting a live class: the channel to `ablab serve`
};

void PlatformDeleter::operator()(Platform* platform) const { delete platform; }

PlatformPtr makePlatform(GLFWwindow* window, AppState& state) { return PlatformPtr(new Platform(window, state)); }

void runMainLoop(Platform&, std::function<bool()> frame) {
    while (frame()) {
    }
}

void waitEvents(double seconds) { glfwWaitEventsTimeout(seconds); }

void togglePresentation(Platform& platform, int& deskWidth, int& deskHeight) {
    AppState& state = platform.state();
    GLFWwindow* window = platform.window();
    state.view.presentation = !state.view.presentation;
    GLFWmonitor* monitor = glfwGetPrimaryMonitor();
    const GLFWvidmode* mode = monitor ? glfwGetVideoMode(monitor) : nullptr;
    if (state.view.presentation && mode) {
        glfwGetWindowSize(window, &deskWidth, &deskHeight);
        glfwSetWindowMonitor(window, monitor, 0, 0, mode->width, mode->height, mode->refreshRate);
    } else if (!state.view.presentation) {
        glfwSetWindowMonitor(window, nullptr, 80, 80, deskWidth, deskHeight, GLFW_DONT_CARE);
    }
}

bool showsSomethingNew(Platform&, const ImDrawData&, const CanvasRenderer&) { return true; }

void serveRequests(Platform& platform, double now) { platform.liveChannel().receive(platform.state(), now); }

void afterFrame(Platform& platform) { platform.liveChannel().send(platform.state(), glfwGetTime()); }

}  // namespace ablab::app::platform

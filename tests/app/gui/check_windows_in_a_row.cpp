// The X server xvfb.sh starts outlives windows opened and closed one after another, as
// check_focus_view and killed_mid_edit.sh open them. Without -noreset, Xvfb resets whenever its
// last client leaves, and a glfwInit during that reset finds no display: measured, one run in three
// failed, at the 44th or the 69th window.
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

#include <cstdio>

int main() {
    constexpr int kWindows = 100;
    for (int i = 0; i < kWindows; ++i) {
        if (!glfwInit()) {
            const char* description = nullptr;
            glfwGetError(&description);
            std::printf("window %d of %d: GLFW could not start (%s)\n", i + 1, kWindows, description ? description : "?");
            return 1;
        }
        glfwWindowHint(GLFW_VISIBLE, GLFW_FALSE);
        GLFWwindow* window = glfwCreateWindow(64, 64, "in a row", nullptr, nullptr);
        if (!window) {
            std::printf("window %d of %d: not created\n", i + 1, kWindows);
            glfwTerminate();
            return 1;
        }
        glfwDestroyWindow(window);
        glfwTerminate();
    }
    std::printf("%d windows opened one after another under one X server\n", kWindows);
    return 0;
}

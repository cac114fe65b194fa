#include "gui/offscreen.h"

#include "platform/gl.h"
#include <backends/imgui_impl_glfw.h>
#include <backends/imgui_impl_opengl3.h>
#include <imgui.h>

#include <stdexcept>
#include <string>

namespace ablab::app {

namespace {

void throwOnGlError(const char* what) {
    if (const GLenum error = glGetError(); error != GL_NO_ERROR)
        throw std::runtime_error(std::string("OpenGL error ") + std::to_string(error) + " " + what);
}

}  // namespace

Offscreen::Offscreen(int width, int height) : m_width(width), m_height(height) {
    glGenFramebuffers(1, &m_framebuffer);
    glBindFramebuffer(GL_FRAMEBUFFER, m_framebuffer);
    glGenTextures(1, &m_texture);
    glBindTexture(GL_TEXTURE_2D, m_texture);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, width, height, 0, GL_RGBA, GL_UNSIGNED_BYTE, nullptr);
    glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, m_texture, 0);
    const bool complete = glCheckFramebufferStatus(GL_FRAMEBUFFER) == GL_FRAMEBUFFER_COMPLETE;
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    if (!complete) {
        glDeleteTextures(1, &m_texture);
        glDeleteFramebuffers(1, &m_framebuffer);
        throw std::runtime_error("the offscreen framebuffer is not complete");
    }
    throwOnGlError("making the offscreen framebuffer");
}

Offscreen::~Offscreen() {
    glDeleteTextures(1, &m_texture);
    glDeleteFramebuffers(1, &m_framebuffer);
}

void Offscreen::beginFrame() {
    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplGlfw_NewFrame();
    ImGui::GetIO().DisplaySize = {static_cast<float>(m_width), static_cast<float>(m_height)};
    ImGui::GetIO().DisplayFramebufferScale = {1, 1};
    ImGui::NewFrame();
}

void Offscreen::endFrame(bool finish) {
    ImGui::Render();
    glBindFramebuffer(GL_FRAMEBUFFER, m_framebuffer);
    glViewport(0, 0, m_width, m_height);
    glClearColor(1, 1, 1, 1);
    glClear(GL_COLOR_BUFFER_BIT);
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
    if (finish) glFinish();
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    throwOnGlError("drawing a frame");
}

std::vector<unsigned char> Offscreen::readPixels() const {
    std::vector<unsigned char> pixels(static_cast<std::size_t>(m_width) * static_cast<std::size_t>(m_height) * 4);
    glBindFramebuffer(GL_FRAMEBUFFER, m_framebuffer);
    glPixelStorei(GL_PACK_ALIGNMENT, 1);
    glReadPixels(0, 0, m_width, m_height, GL_RGBA, GL_UNSIGNED_BYTE, pixels.data());
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    throwOnGlError("reading the pixels back");
    return pixels;
}

}  // namespace ablab::app

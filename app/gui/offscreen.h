#pragma once
// A framebuffer object to draw ImGui frames into without showing them: screenshots, the smoke
// test and `ablab bench` render here, and the pixels read back are exactly what the window
// would show.
#include <vector>

namespace ablab::app {

class Offscreen {
public:
    // Throws std::runtime_error when the framebuffer cannot be made.
    Offscreen(int width, int height);
    ~Offscreen();
    Offscreen(const Offscreen&) = delete;
    Offscreen& operator=(const Offscreen&) = delete;

    // One whole frame: ImGui's NewFrame at this size, `draw` (the ImGui calls), Render, and
    // the GL draw into the framebuffer. With `finish`, waits until GL has drawn it (under
    // software GL that is where the rasterising time goes). Throws on an OpenGL error.
    template <typename Draw>
    void renderFrame(Draw&& draw, bool finish = false) {
        beginFrame();
        draw();
        endFrame(finish);
    }
    // RGBA, rows bottom-up as OpenGL returns them.
    std::vector<unsigned char> readPixels() const;

    int width() const { return m_width; }
    int height() const { return m_height; }

private:
    void beginFrame();
    void endFrame(bool finish);

    int m_width, m_height;
    unsigned m_framebuffer = 0, m_texture = 0;
};

}  // namespace ablab::app

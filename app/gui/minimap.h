#pragma once
// The whole tree in a thumbnail, each pixel shaded by what happened to the nodes under it by
// the end of the run (evaluated, pruned, or a mix; practising, by the current step:
// state/minimap_picture.h), with the canvas's view drawn on it as a rectangle; clicking it
// moves the view there. Made once per run (and practising, per step) into a texture, so it
// costs nothing per frame however big the tree.
#include <cstddef>
#include <memory>

#include "state/app_state.h"
#include "state/minimap_picture.h"
#include "state/view_theme.h"

namespace ablab::app {

class Minimap {
public:
    Minimap();
    ~Minimap();
    Minimap(const Minimap&) = delete;
    Minimap& operator=(const Minimap&) = delete;

    // Draws the minimap into the current ImGui window, `width` pixels wide.
    void draw(AppState& state, float width);

private:
    void rebuild(const AppState& state);

    MinimapPicture m_picture;
    unsigned m_texture = 0;
    std::shared_ptr<const core::Trace> m_trace;        // the run the texture shows
    core::ThemeName m_theme = core::ThemeName::Light;  // in the window's theme of then
    std::size_t m_shownEvents = 0;                     // MinimapPicture::shownEvents of then
};

}  // namespace ablab::app

#pragma once
// An animated GIF from RGBA frames (giflib 5). One palette serves every frame: the 256 most
// frequent colours at 5 bits per channel, so the flat fills of a tree drawing come out exact
// and anti-aliased edges take the nearest entry.
#include <cstdint>
#include <functional>
#include <span>
#include <string>

namespace ablab::core {

struct GifAnimation {
    int width = 0, height = 0;
    std::size_t frameCount = 0;
    // Draws frame i into `rgba` (width × height × 4 bytes, R G B A, row by row). It is called
    // twice per frame, once to choose the palette and once to encode, so that a long run never
    // has to sit in memory as pixels.
    std::function<void(std::size_t frame, std::span<std::uint8_t> rgba)> render;
    // How long frame i stays, in hundredths of a second.
    std::function<int(std::size_t frame)> delay;
};

// Writes the animation to `path` (a staged file), looping forever. Throws std::runtime_error
// naming `target`, the file the user asked for; on failure nothing is left at `path`.
void writeGif(const std::string& path, const GifAnimation& animation, const std::string& target);

}  // namespace ablab::core

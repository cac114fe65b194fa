#pragma once
// The window: `ablab [FILE]` and `ablab --screenshot OUT.png [FILE] …`.
#include <optional>
#include <string>

namespace ablab::app {

struct GuiOptions {
    std::string file;                       // empty: the default lecture tree
    std::optional<std::string> screenshot;  // render offscreen into this PNG and quit
    std::string step = "0";                 // N, end or cutoff:K (screenshots)
    int width = 1280, height = 720;
    bool presentation = false;
    bool practice = false;  // start in practice mode (screenshots of it, or a class that starts there)
    std::string answer;     // a student's answer file: shown checked, mistakes on the tree (implies practice)
    std::optional<std::string> smokeFolder;  // --smoke DIR: draw every step of every tree offscreen
};

// True when an X display is there to open a window on.
bool displayAvailable();

// Runs the window until it is closed (or writes the screenshot). Returns the exit status.
int runGui(const GuiOptions& options);

}  // namespace ablab::app

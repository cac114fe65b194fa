#pragma once
// `ablab [FILE]`, `ablab --screenshot OUT.png [FILE] …` and `ablab --smoke DIR`: the options of
// the window, parsed here without any GL so that the command line can decide, with no display,
// to print the trace instead, and the window program can read the very same options.
#include <memory>
#include <optional>
#include <span>
#include <string>

#include "cli/step_option.h"
#include "run/opening.h"
#include "run/run.h"
#include "search/search_options.h"

namespace ablab::app {

struct WindowOptions {
    std::string file;                                   // empty: the default lecture tree
    std::optional<std::string> screenshot;              // render offscreen into this PNG and quit
    StepOption step{StepOption::Kind::Number, 0, "0"};  // N, end or cutoff:K (screenshots)
    bool force = false;                                 // --force: a screenshot may replace a file
    int width = 1280, height = 720;
    bool presentation = false;
    bool wholeView = false;  // --view whole: the whole tree (F), not the step's focus view
    bool practice = false;   // start in practice mode (screenshots of it, or a class that starts there)
    bool predict = false;    // start in predict mode (a screenshot: the question at --step)
    // --present SERVER --token T: present to a live class (`ablab serve` prints both).
    std::string presentTo, presenterToken;
    // --play GAME: start playing tictactoe, connect4, gomoku or nim against the engine.
    std::optional<std::string> play;
    std::string answer;                         // a student's answer file: shown checked, mistakes on the tree (implies practice)
    std::optional<std::string> smokeFolder;     // --smoke DIR: draw every step of every tree offscreen
    std::optional<core::SearchOptions> search;  // --algorithm and the other search options, if given
    // Which of them were given, to win over a lesson's voice (run/opening.h); the browser's link
    // states its whole option set.
    core::ExplicitChoices chosen;
    // The run of FILE, when the caller has made it already (the browser, which needed its steps
    // to read the link): the window opens it rather than reading and searching FILE again.
    std::shared_ptr<const core::Run> run;
};

// UsageError on an unknown option, a bad --step or a second FILE.
WindowOptions parseWindowOptions(core::Language language, std::span<char* const> args);

// True when an X display is there to open a window on.
bool displayAvailable();

}  // namespace ablab::app

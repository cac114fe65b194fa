// ablab-window: the window, started by `ablab [FILE]` and `ablab --screenshot …` when there is
// a display. Its options are the command line's (cli/window_options.h). The pixel tests also run
// it as `ablab-window --screenshots LIST`: each line of LIST is one picture's options, its PNG
// first (`OUT.png [FILE] [--step S] [--size WxH] [--presentation] …`, separated by spaces), all
// drawn in one process.
#include <sstream>
#include <string>
#include <vector>

#include "cli/arguments.h"
#include "cli/run_main.h"
#include "cli/window_options.h"
#include "files/input_file.h"
#include "files/staged_files.h"
#include "gui/gui.h"

namespace {

using ablab::app::GuiOptions;

std::vector<GuiOptions> readScreenshotList(ablab::core::Language language, const std::string& path) {
    const ablab::core::InputText list = ablab::core::readInputFileAs<ablab::app::UsageError>(path, "screenshot list");
    std::vector<GuiOptions> pictures;
    std::istringstream lines(list.text);
    std::string line;
    for (int number = 1; std::getline(lines, line); ++number) {
        std::vector<std::string> words{"--screenshot"};
        std::istringstream split(line);
        for (std::string word; split >> word;) words.push_back(word);
        if (words.size() == 1) continue;  // an empty line
        std::vector<char*> args;
        for (std::string& word : words) args.push_back(word.data());
        try {
            pictures.push_back(ablab::app::parseWindowOptions(language, args));
        } catch (const ablab::app::UsageError& e) {
            throw ablab::app::UsageError(list.name + ":" + std::to_string(number) + ": " + e.what());
        }
    }
    return pictures;
}

int runWindow(const ablab::app::ChosenWording& chosen, std::span<char* const> args) {
    const ablab::core::Language language = chosen.wording.language;
    if (args.size() == 2 && std::string_view(args[0]) == "--screenshots")
        return ablab::app::runScreenshots(chosen, readScreenshotList(language, args[1]));
    const GuiOptions options = ablab::app::parseWindowOptions(language, args);
    // The window saves over the file it opened: that is what saving is. Its pictures and smoke
    // runs are commands like the others and keep runMain's rule: no file they read is replaced.
    if (!options.screenshot && !options.smokeFolder) ablab::core::allowWritingInputs();
    return ablab::app::runGui(chosen, options);
}

}  // namespace

int main(int argc, char** argv) { return ablab::app::runMain(argc, argv, runWindow); }

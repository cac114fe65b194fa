#include "cli/window_command.h"

#include <filesystem>
#include <iostream>
#include <string>
#include <system_error>
#include <vector>

#include "cli/arguments.h"
#include "cli/sibling_program.h"
#include "cli/trace_command.h"
#include "cli/window_options.h"
#include "files/staged_files.h"
#include "text/translate.h"

namespace ablab::app {

int runWindowCommand(const ChosenWording& chosen, std::span<char* const> args) {
    const core::Language language = chosen.wording.language;
    WindowOptions options = parseWindowOptions(language, args);
    // Refused here too, so that it is refused with or without a display, before any drawing.
    std::error_code error;
    if (options.screenshot && !options.force &&
        std::filesystem::exists(std::filesystem::symlink_status(*options.screenshot, error)))
        throw UsageError(core::alreadyExistsMessage(language, *options.screenshot));
    if (!displayAvailable()) {
        if (options.screenshot || options.smokeFolder)
            throw UsageError(core::translate(language, "--screenshot and --smoke need an X display: run them under xvfb-run -a"));
        std::cerr << "ablab: "
                  << core::translate(language, "no display (DISPLAY is not set), so no window: here is the trace instead")
                  << '\n';
        std::vector<char*> traceArgs;
        if (!options.file.empty()) traceArgs.push_back(options.file.data());
        return runTraceCommand(chosen, traceArgs);
    }
    return execSiblingProgram(chosen, "ablab-window", args);
}

}  // namespace ablab::app

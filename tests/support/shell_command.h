#pragma once
// Shell command lines run for their output or exit status, by the tests that drive ablab or a
// checking tool (rsvg-convert, pdfinfo, pdflatex) through the shell.
#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace ablab::testing {

// What a shell command line prints on standard output (add 2>&1 for its errors too).
inline std::string outputOf(const std::string& command) {
    FILE* pipe = popen(command.c_str(), "r");
    if (!pipe) return "popen failed";
    std::string out;
    std::array<char, 4096> buffer;
    std::size_t got;
    while ((got = fread(buffer.data(), 1, buffer.size(), pipe)) > 0) out.append(buffer.data(), got);
    pclose(pipe);
    return out;
}

// What a shell command line exits with; -1 if it did not exit (a signal ended it).
inline int statusOf(const std::string& command) {
    const int status = std::system(command.c_str());
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

// Whether a tool a test checks its output with is installed; the check is skipped where not.
inline bool haveTool(const std::string& name) { return statusOf("command -v " + name + " >/dev/null 2>&1") == 0; }

}  // namespace ablab::testing

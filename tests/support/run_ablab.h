#pragma once
// Runs the built ablab with shell-quoted arguments, for the command-line tests; stderr joins
// stdout, as a user in a terminal would see it.
#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <string>

#include "support/shell_command.h"

namespace ablab::testing {

// The program the tests run: the build's own ablab.
inline const std::string kAblab = ABLAB_EXECUTABLE;

struct CommandResult {
    int status = -1;
    std::string out;
};

inline CommandResult runAblab(const std::string& arguments) {
    CommandResult result;
    FILE* pipe = popen((kAblab + " " + arguments + " 2>&1").c_str(), "r");
    if (!pipe) return result;
    std::array<char, 4096> buffer;
    std::size_t got;
    while ((got = fread(buffer.data(), 1, buffer.size(), pipe)) > 0) result.out.append(buffer.data(), got);
    const int status = pclose(pipe);
    result.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return result;
}

}  // namespace ablab::testing

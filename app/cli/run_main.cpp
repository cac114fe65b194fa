#include "cli/run_main.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <new>
#include <string_view>
#include <vector>

#include "cli/arguments.h"
#include "files/tree_file.h"
#include "text/translate.h"

namespace ablab::app {

namespace {

// A closed standard stream (`ablab trace >&-`) would let the next file ablab opens take its
// number, and the trace would land in that file. A read-only /dev/null holds the number
// instead: reads see the end, writes fail with EBADF and are reported.
void holdClosedStandardStreams() {
    for (const int fd : {STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO}) {
        if (::fcntl(fd, F_GETFD) != -1 || errno != EBADF) continue;
        const int held = ::open("/dev/null", O_RDONLY);
        if (held >= 0 && held != fd) {
            ::dup2(held, fd);
            ::close(held);
        }
    }
}

bool g_languageGiven = false;

// Applies and removes every "--lang CODE": the option is the same for every command, so no
// command parses it. The environment's language holds until then, for the message about it.
std::vector<char*> takeLanguageOption(std::span<char* const> args) {
    core::setLanguage(core::languageFromEnvironment());
    std::vector<char*> rest;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (std::string_view(args[i]) != "--lang") {
            rest.push_back(args[i]);
            continue;
        }
        if (i + 1 == args.size()) throw UsageError(core::translate("--lang needs a value"));
        core::Language language = core::Language::English;
        if (!core::parseLanguage(args[i + 1], language))
            throw UsageError(core::translate("--lang expects en, zh or vi, got '{value}'", {{"value", args[i + 1]}}));
        core::setLanguage(language);
        g_languageGiven = true;
        ++i;
    }
    return rest;
}

int cannotWriteOutput(int error) {
    std::cerr << "ablab: cannot write to standard output: " << std::strerror(error) << '\n';
    return 1;
}

}  // namespace

bool languageGivenOnCommandLine() { return g_languageGiven; }

int runMain(int argc, char** argv, ProgramBody body) {
    holdClosedStandardStreams();
    // A write that fails (a full disk, a closed pipe) throws at once, while errno still says why.
    std::cout.exceptions(std::ios::badbit);
    try {
        const std::vector<char*> args = takeLanguageOption(std::span<char* const>(argv + 1, static_cast<std::size_t>(argc - 1)));
        const int status = body(args);
        errno = 0;
        std::cout.flush();
        if (std::fflush(stdout) != 0 || std::ferror(stdout)) return cannotWriteOutput(errno);
        return status;
    } catch (const std::ios_base::failure&) {
        const int error = errno;
        std::cout.exceptions(std::ios::goodbit);
        std::cout.clear();
        return cannotWriteOutput(error ? error : EIO);
    } catch (const UsageError& e) {
        std::cerr << "ablab: " << e.what() << '\n';
        return 2;
    } catch (const core::TreeFileError& e) {
        std::cerr << "ablab: " << e.what() << '\n';
        return 2;
    } catch (const std::bad_alloc&) {
        std::cerr << "ablab: " << core::translate("out of memory") << '\n';
        return 1;
    } catch (const std::exception& e) {
        std::cerr << "ablab: " << e.what() << '\n';
        return 1;
    }
}

}  // namespace ablab::app

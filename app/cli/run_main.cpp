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
#include "text/notation.h"
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
bool g_notationGiven = false;

// Applies and removes every "--lang CODE" and "--notation NAME": the options are the same for
// every command, so no command parses them. The environment's language holds until then, for
// the messages about them.
std::vector<char*> takeWordingOptions(std::span<char* const> args) {
    core::setLanguage(core::languageFromEnvironment());
    std::vector<char*> rest;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string_view arg(args[i]);
        if (arg != "--lang" && arg != "--notation") {
            rest.push_back(args[i]);
            continue;
        }
        if (i + 1 == args.size()) throw UsageError(core::translate("{option} needs a value", {{"option", std::string(arg)}}));
        const std::string_view value(args[++i]);
        if (arg == "--lang") {
            core::Language language = core::Language::English;
            if (!core::parseLanguage(value, language))
                throw UsageError(core::translate("--lang expects en, zh or vi, got '{value}'", {{"value", std::string(value)}}));
            core::setLanguage(language);
            g_languageGiven = true;
        } else {
            core::Notation notation = core::Notation::Aima;
            if (!core::parseNotation(value, notation))
                throw UsageError(core::translate("--notation expects aima, horowitz-sahni, nilsson or nguyen-van-linh, got '{value}'",
                                                 {{"value", std::string(value)}}));
            core::setNotation(notation);
            g_notationGiven = true;
        }
    }
    return rest;
}

int cannotWriteOutput(int error) {
    std::cerr << "ablab: " << core::translate("cannot write to standard output: {reason}", {{"reason", std::strerror(error)}}) << '\n';
    return 1;
}

}  // namespace

bool languageGivenOnCommandLine() { return g_languageGiven; }
bool notationGivenOnCommandLine() { return g_notationGiven; }

int runMain(int argc, char** argv, ProgramBody body) {
    holdClosedStandardStreams();
    // A write that fails (a full disk, a closed pipe) throws at once, while errno still says why.
    std::cout.exceptions(std::ios::badbit);
    try {
        const std::vector<char*> args = takeWordingOptions(std::span<char* const>(argv + 1, static_cast<std::size_t>(argc - 1)));
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

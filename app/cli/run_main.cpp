#include "cli/run_main.h"

#include <fcntl.h>
#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <new>
#include <string>
#include <string_view>
#include <vector>

#include "cli/arguments.h"
#include "files/staged_files.h"
#include "files/tree_file.h"
#include "text/notation.h"
#include "text/translate.h"
#include "text/visible_text.h"

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

// The process's signal handlers, installed here, once, for every program (the core installs
// none). A signal that ends a program must not leave the files it was writing half-done beside
// their targets: the handler removes them (files/staged_files.h, async-signal-safe), then lets
// the signal end the process as it would have (its exit status says which signal). The window's
// loop asks for SIGTERM and SIGHUP instead (endAtNextTurnOnSignals): it ends at its next turn,
// keeping unsaved edits for recovery. Why a handler rather than blocking the signals while a
// file is staged: a long export (hundreds of GIF frames) must still stop at once on Ctrl-C.
// What a handler reads must be reachable without arguments, hence these two process-wide flags.
std::atomic<bool> g_loopEndsOnSignals{false};
volatile std::sig_atomic_t g_endRequested = 0;

extern "C" void onEndingSignal(int signal) {
    if ((signal == SIGTERM || signal == SIGHUP) && g_loopEndsOnSignals.load()) {
        g_endRequested = 1;
        return;
    }
    core::removeStagedFilesNow();
    ::signal(signal, SIG_DFL);
    ::raise(signal);  // delivered, by default, as soon as the handler returns
}

void installSignalHandlers() {
    for (const int signal : core::kEndingSignals) {
        struct sigaction old {};
        if (::sigaction(signal, nullptr, &old) != 0 || old.sa_handler != SIG_DFL) continue;  // ignored (nohup) or taken
        struct sigaction action {};
        action.sa_handler = onEndingSignal;
        sigemptyset(&action.sa_mask);
        ::sigaction(signal, &action, nullptr);
    }
}

// Reads and removes every "--lang CODE" and "--notation NAME" into `chosen`: the options are the
// same for every command, so no command parses them. The environment's language, which `chosen`
// holds until then, says what is wrong with them.
std::vector<char*> takeWordingOptions(std::span<char* const> args, ChosenWording& chosen) {
    std::vector<char*> rest;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string_view arg(args[i]);
        if (arg != "--lang" && arg != "--notation") {
            rest.push_back(args[i]);
            continue;
        }
        if (i + 1 == args.size())
            throw UsageError(core::translate(chosen.wording.language, "{option} needs a value", {{"option", std::string(arg)}}));
        const std::string_view value(args[++i]);
        if (arg == "--lang") {
            core::Language language = core::Language::English;
            if (!core::parseLanguage(value, language))
                throw UsageError(core::translate(chosen.wording.language, "--lang expects en, zh or vi, got '{value}'",
                                                 {{"value", std::string(value)}}));
            chosen.wording.language = language;
            chosen.languageGiven = true;
        } else {
            core::Notation notation = core::Notation::Aima;
            if (!core::parseNotation(value, notation))
                throw UsageError(
                    core::translate(chosen.wording.language,
                                    "--notation expects aima, horowitz-sahni, nilsson, nguyen-van-linh or multya, got '{value}'",
                                    {{"value", std::string(value)}}));
            chosen.wording.notation = notation;
            chosen.notationGiven = true;
        }
    }
    return rest;
}

// An error is one line of at most kMostErrorCharacters characters, "ablab: " included, whatever
// the input put in it: a file name with a newline, a label of a megabyte. What would act instead of showing (a newline,
// ESC, U+202E) is shown as visibleText escapes it, and a longer line ends in "…" at a character
// boundary (UTF-8 is never cut inside a character).
constexpr std::size_t kMostErrorCharacters = 200;
constexpr std::string_view kErrorPrefix = "ablab: ";

std::string oneLine(std::string_view message) {
    constexpr std::size_t kMostMessageCharacters = kMostErrorCharacters - kErrorPrefix.size();
    const std::string visible = core::visibleText(message);
    std::string line;
    std::size_t characters = 0;
    for (std::size_t i = 0; i < visible.size();) {
        // visibleText's output is UTF-8: a lead byte says how long its character is.
        const auto byte = static_cast<unsigned char>(visible[i]);
        const std::size_t length = std::min<std::size_t>(byte >= 0xF0   ? 4
                                                         : byte >= 0xE0 ? 3
                                                         : byte >= 0xC0 ? 2
                                                                        : 1,
                                                         visible.size() - i);
        if (characters + 1 >= kMostMessageCharacters && i + length < visible.size()) {
            line += "…";
            break;
        }
        line.append(visible, i, length);
        ++characters;
        i += length;
    }
    return line;
}

void reportError(std::string_view message) { std::cerr << kErrorPrefix << oneLine(message) << '\n'; }

int cannotWriteOutput(core::Language language, int error) {
    std::cerr << "ablab: "
              << core::translate(language, "cannot write to standard output: {reason}", {{"reason", std::strerror(error)}})
              << '\n';
    return 1;
}

}  // namespace

void endAtNextTurnOnSignals() { g_loopEndsOnSignals.store(true); }

bool endRequested() { return g_endRequested != 0; }

int runMain(int argc, char** argv, ProgramBody body) {
    holdClosedStandardStreams();
    installSignalHandlers();
    // No program writes over a file it read (files/staged_files.h), unless it is the window
    // saving what it opened, which says so.
    core::refuseWritingInputs();
    // A write that fails (a full disk, a closed pipe) throws at once, while errno still says why.
    std::cout.exceptions(std::ios::badbit);
    ChosenWording chosen;
    chosen.wording.language = core::languageFromEnvironment();
    const core::Language& language = chosen.wording.language;  // of the errors below
    try {
        const std::vector<char*> args =
            takeWordingOptions(std::span<char* const>(argv + 1, static_cast<std::size_t>(argc - 1)), chosen);
        const int status = body(chosen, args);
        errno = 0;
        std::cout.flush();
        if (std::fflush(stdout) != 0 || std::ferror(stdout)) return cannotWriteOutput(language, errno);
        return status;
    } catch (const std::ios_base::failure&) {
        const int error = errno;
        std::cout.exceptions(std::ios::goodbit);
        std::cout.clear();
        return cannotWriteOutput(language, error ? error : EIO);
    } catch (const UsageError& e) {
        reportError(e.what());
        return 2;
    } catch (const core::TreeFileError& e) {
        reportError(e.what());
        return 2;
    } catch (const core::TargetRefused& e) {
        reportError(e.what());
        return 2;
    } catch (const std::bad_alloc&) {
        reportError(core::translate(language, "out of memory"));
        return 1;
    } catch (const std::exception& e) {
        reportError(e.what());
        return 1;
    }
}

}  // namespace ablab::app

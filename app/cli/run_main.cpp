#include "cli/run_main.h"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
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
                throw UsageError(core::translate(
                    chosen.wording.language, "--notation expects aima, horowitz-sahni, nilsson or nguyen-van-linh, got '{value}'",
                    {{"value", std::string(value)}}));
            chosen.wording.notation = notation;
            chosen.notationGiven = true;
        }
    }
    return rest;
}

// An error is one line of at most kMostErrorCharacters characters, whatever the input put in it: a
// file name with a newline, a label of a megabyte. Control characters are shown escaped, and a
// longer line ends in "…" at a character boundary (UTF-8 is never cut inside a character).
constexpr std::size_t kMostErrorCharacters = 200;

std::string oneLine(std::string_view message) {
    std::string line;
    std::size_t characters = 0;
    for (std::size_t i = 0; i < message.size();) {
        const auto byte = static_cast<unsigned char>(message[i]);
        std::size_t length = 1;
        if (byte >= 0xF0) length = 4;
        else if (byte >= 0xE0) length = 3;
        else if (byte >= 0xC0) length = 2;
        length = std::min(length, message.size() - i);
        std::string shown;
        if (byte == '\n') shown = "\\n";
        else if (byte == '\r') shown = "\\r";
        else if (byte == '\t') shown = "\\t";
        else if (byte < 0x20 || byte == 0x7F) {
            static constexpr char kHex[] = "0123456789abcdef";
            shown = std::string("\\x") + kHex[byte >> 4] + kHex[byte & 15];
        } else shown = std::string(message.substr(i, length));
        if (characters + 1 >= kMostErrorCharacters && i + length < message.size()) {
            line += "…";
            break;
        }
        line += shown;
        ++characters;
        i += length;
    }
    return line;
}

void reportError(std::string_view message) { std::cerr << "ablab: " << oneLine(message) << '\n'; }

int cannotWriteOutput(core::Language language, int error) {
    std::cerr << "ablab: "
              << core::translate(language, "cannot write to standard output: {reason}", {{"reason", std::strerror(error)}})
              << '\n';
    return 1;
}

}  // namespace

int runMain(int argc, char** argv, ProgramBody body) {
    holdClosedStandardStreams();
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

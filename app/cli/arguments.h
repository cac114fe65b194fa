#pragma once
// Command-line parsing shared by the ablab subcommands.
#include <initializer_list>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>

#include "cli/run_main.h"
#include "files/tree_formats.h"
#include "search/search_options.h"
#include "model/tree.h"

namespace ablab::app {

// Bad command-line use: reported in one line, exit status 2.
class UsageError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// A cursor over argv that knows which option it is reading, for error messages.
class Arguments {
public:
    // Its complaints are said in `language`.
    Arguments(std::span<char* const> args, core::Language language) : m_args(args), m_language(language) {}
    core::Language language() const { return m_language; }
    bool done() const { return m_index >= m_args.size(); }
    std::string_view peek() const { return m_args[m_index]; }
    std::string_view take() { return m_args[m_index++]; }
    // The value after an option such as --format; UsageError if it is missing.
    std::string_view valueOf(std::string_view option);
    // The whole number after `option`, from `minimum` to `maximum`. Every numeric option is
    // read here, so each says its range and quotes what was typed, whatever was typed: a word
    // ("got 'x'") or a number too large for any type ("'999999999999' is out of range").
    std::uint64_t wholeNumberOf(std::string_view option, std::uint64_t minimum, std::uint64_t maximum);

private:
    std::span<char* const> m_args;
    core::Language m_language;
    std::size_t m_index = 0;
};

// An option that only switches something on (--strict, --force, …).
struct FlagOption {
    std::string_view name;
    bool& on;
};

// Sets the flag `arg` names among `flags`; returns false if it names none of them.
bool takeFlag(std::string_view arg, std::initializer_list<FlagOption> flags);

// Reads --out PATH (not empty) or --force if `arg` is one; returns false if it is not.
bool takeOutputOption(std::string_view arg, Arguments& args, std::string& out, bool& force);

// What `command` says of an option it does not know.
UsageError unknownOption(core::Language language, std::string_view arg, std::string_view command);

// Takes `arg`, which no option of `command` claimed, as the one tree file `command` reads; an
// unknown option or a second file is a UsageError.
void takeTreeFile(core::Language language, std::string_view arg, std::string_view command, std::string& file, bool& haveFile);

// Reads one algorithm option (--algorithm, --strict, --fail-hard, --shallow, --negamax,
// --move-limit) if `arg` is one; returns false if it is not.
bool takeSearchOption(std::string_view arg, Arguments& args, core::SearchOptions& options);

// The notation and options `tree` opens in (run/opening.h): the flags of `argv` that were
// given, then the tree's voice, then `options` and `chosen`'s notation. `options` becomes
// the options in effect; the notation is returned. An algorithm named is refused later, by
// core::refusal, if it cannot search the tree.
core::Notation openTreeAs(std::span<char* const> argv, const ChosenWording& chosen, const core::Tree& tree,
                          core::SearchOptions& options);

// --size WIDTHxHEIGHT: each side an integer from minimumSide to maximumSide; UsageError
// otherwise.
void parseSizeOption(core::Language language, std::string_view text, int& width, int& height, int minimumSide = 64,
                     int maximumSide = 8192);

// --view focus|whole (export, screenshots): true for whole; UsageError otherwise.
bool parseWholeView(core::Language language, std::string_view name);

// Reads --input-format json|cs188|sexpr|aima or --branching B if `arg` is one; returns false
// if it is not.
bool takeInputOption(std::string_view arg, Arguments& args, core::TreeReadOptions& options);

// The tree named on the command line ("-" for stdin), or the default lecture tree.
core::Tree loadTreeArgument(core::Language language, const std::string& path, const core::TreeReadOptions& options = {});

}  // namespace ablab::app

#include "cli/arguments.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>

#include "files/default_tree.h"
#include "files/tree_file.h"
#include "run/opening.h"
#include "text/translate.h"

namespace ablab::app {

std::string_view Arguments::valueOf(std::string_view option) {
    if (done()) throw UsageError(core::translate(m_language, "{option} needs a value", {{"option", std::string(option)}}));
    return take();
}

std::uint64_t Arguments::wholeNumberOf(std::string_view option, std::uint64_t minimum, std::uint64_t maximum) {
    const std::string_view text = valueOf(option);
    const auto say = [&](const char* english) {
        return UsageError(core::translate(m_language, english,
                                          {{"option", std::string(option)},
                                           {"value", std::string(text)},
                                           {"minimum", std::to_string(minimum)},
                                           {"maximum", std::to_string(maximum)}}));
    };
    // Digits, perhaps after a minus sign, are a number: in the range or out of it.
    const bool minus = text.starts_with('-');
    const std::string_view digits = minus ? text.substr(1) : text;
    if (digits.empty() || digits.find_first_not_of("0123456789") != std::string_view::npos)
        throw say(core::translatable("{option} expects a whole number from {minimum} to {maximum}, got '{value}'"));
    std::uint64_t value = 0;
    const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
    if (ec != std::errc{} || (minus && value != 0) || value < minimum || value > maximum)
        throw say(
            core::translatable("{option}: '{value}' is out of range; it expects a whole number from {minimum} to {maximum}"));
    return value;
}

bool takeFlag(std::string_view arg, std::initializer_list<FlagOption> flags) {
    for (const FlagOption& flag : flags)
        if (arg == flag.name) return flag.on = true;
    return false;
}

bool takeOutputOption(std::string_view arg, Arguments& args, std::string& out, bool& force) {
    if (arg == "--out") {
        out = args.valueOf(arg);
        if (out.empty()) throw UsageError(core::translate(args.language(), "--out needs a file name"));
        return true;
    }
    return takeFlag(arg, {{"--force", force}});
}

UsageError unknownOption(core::Language language, std::string_view arg, std::string_view command) {
    return UsageError(core::translate(language, "unknown option '{option}' for {command}",
                                      {{"option", std::string(arg)}, {"command", std::string(command)}}));
}

void takeTreeFile(core::Language language, std::string_view arg, std::string_view command, std::string& file, bool& haveFile) {
    if (arg.size() > 1 && arg[0] == '-') throw unknownOption(language, arg, command);
    if (haveFile)
        throw UsageError(core::translate(language, "{command} takes one tree file, got a second: '{file}'",
                                         {{"command", std::string(command)}, {"file", std::string(arg)}}));
    file = arg;
    haveFile = true;
}

namespace {

// --bounds LO,HI: Star1's L and U, finite, LO < HI.
core::LeafBounds parseLeafBounds(core::Language language, std::string_view text) {
    core::LeafBounds bounds;
    const std::size_t comma = text.find(',');
    const auto number = [&](std::string_view part, double& out) {
        auto [end, ec] = std::from_chars(part.data(), part.data() + part.size(), out);
        return !part.empty() && ec == std::errc{} && end == part.data() + part.size() && std::isfinite(out);
    };
    if (comma == std::string_view::npos || !number(text.substr(0, comma), bounds.low) ||
        !number(text.substr(comma + 1), bounds.high) || bounds.low >= bounds.high)
        throw UsageError(core::translate(language,
                                         "--bounds expects LO,HI, two finite numbers with LO < HI (e.g. -10,10), got '{value}'",
                                         {{"value", std::string(text)}}));
    return bounds;
}

}  // namespace

bool takeSearchOption(std::string_view arg, Arguments& args, core::SearchOptions& options) {
    if (arg == "--algorithm") {
        const std::string_view name = args.valueOf(arg);
        if (!core::parseAlgorithm(name, options.algorithm))
            throw UsageError(core::translate(
                args.language(),
                "--algorithm expects alphabeta, minimax, minimax-levels, negascout (pvs), mtdf, mt-sss, sss, expectiminimax or star1, got '{value}'",
                {{"value", std::string(name)}}));
    } else if (arg == "--first-guess") {
        const std::string_view text = args.valueOf(arg);
        auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), options.firstGuess);
        if (text.empty() || ec != std::errc{} || end != text.data() + text.size() || !std::isfinite(options.firstGuess))
            throw UsageError(core::translate(args.language(), "--first-guess expects a number, got '{value}'",
                                             {{"value", std::string(text)}}));
    } else if (arg == "--bounds") {
        options.leafBounds = parseLeafBounds(args.language(), args.valueOf(arg));
    } else if (takeFlag(arg, {{"--strict", options.strict},
                              {"--fail-hard", options.failHard},
                              {"--shallow", options.shallow},
                              {"--negamax", options.negamax},
                              {"--table", options.transpositions}})) {
    } else if (arg == "--move-limit") {
        options.moveLimit = static_cast<std::uint32_t>(args.wholeNumberOf(arg, 1, std::numeric_limits<std::uint32_t>::max()));
    } else if (arg == "--order") {
        const std::string_view name = args.valueOf(arg);
        if (!core::parseMoveOrder(name, options.order))
            throw UsageError(
                core::translate(args.language(), "--order expects file or score, got '{value}'", {{"value", std::string(name)}}));
    } else {
        return false;
    }
    return true;
}

core::Notation openTreeAs(std::span<char* const> argv, const ChosenWording& chosen, const core::Tree& tree,
                          core::SearchOptions& options) {
    const bool named =
        std::any_of(argv.begin(), argv.end(), [](const char* arg) { return std::string_view(arg) == "--algorithm"; });
    core::ExplicitChoices explicitly = core::explicitChoices(options, named);
    if (chosen.notationGiven) explicitly.notation = chosen.wording.notation;
    const core::Opening opening = core::openingFor(tree, {chosen.wording.notation, options}, explicitly);
    options = opening.options;
    return opening.notation;
}

bool parseWholeView(core::Language language, std::string_view name) {
    if (name != "focus" && name != "whole")
        throw UsageError(
            core::translate(language, "--view expects focus or whole, got '{value}'", {{"value", std::string(name)}}));
    return name == "whole";
}

void parseSizeOption(core::Language language, std::string_view text, int& width, int& height, int minimumSide, int maximumSide) {
    const auto fail = [&] {
        return UsageError(core::translate(
            language, "--size expects WIDTHxHEIGHT in pixels, each {minimum} to {maximum} (e.g. 1280x720), got '{value}'",
            {{"minimum", std::to_string(minimumSide)}, {"maximum", std::to_string(maximumSide)}, {"value", std::string(text)}}));
    };
    const std::size_t x = text.find('x');
    if (x == std::string_view::npos) throw fail();
    auto number = [&](std::string_view part, int& out) {
        auto [end, ec] = std::from_chars(part.data(), part.data() + part.size(), out);
        if (part.empty() || ec != std::errc{} || end != part.data() + part.size() || out < minimumSide || out > maximumSide)
            throw fail();
    };
    number(text.substr(0, x), width);
    number(text.substr(x + 1), height);
}

bool takeInputOption(std::string_view arg, Arguments& args, core::TreeReadOptions& options) {
    if (arg == "--input-format") {
        const std::string_view name = args.valueOf(arg);
        core::TreeFormat format;
        if (!core::parseTreeFormat(name, format))
            throw UsageError(core::translate(args.language(), "--input-format expects json, cs188, sexpr or aima, got '{value}'",
                                             {{"value", std::string(name)}}));
        options.format = format;
    } else if (arg == "--branching") {
        options.branching = static_cast<std::uint32_t>(args.wholeNumberOf(arg, 2, std::numeric_limits<std::uint32_t>::max()));
    } else {
        return false;
    }
    if (options.branching != 0 && options.format && *options.format != core::TreeFormat::Aima)
        throw UsageError(core::translate(args.language(), "--branching belongs to AIMA lists, not --input-format {format}",
                                         {{"format", std::string(core::treeFormatName(*options.format))}}));
    return true;
}

core::Tree loadTreeArgument(core::Language language, const std::string& path, const core::TreeReadOptions& options) {
    if (path.empty()) {
        if (options.format || options.branching != 0)
            throw UsageError(core::translate(language, "--input-format and --branching describe a tree file; name one"));
        return core::defaultTree();
    }
    return core::loadTreeFile(language, path, options);
}

}  // namespace ablab::app

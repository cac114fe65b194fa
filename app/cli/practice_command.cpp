#include "cli/practice_command.h"

#include <charconv>
#include <filesystem>
#include <iostream>
#include <limits>
#include <memory>

#include "teaching/answer.h"
#include "cli/arguments.h"
#include "teaching/exercise.h"
#include "files/staged_files.h"
#include "run/run.h"
#include "search/trace.h"
#include "files/tree_file.h"
#include "text/translate.h"

namespace ablab::app {

namespace {

void parseValues(core::Language language, std::string_view text, int& low, int& high) {
    const auto fail = [&] {
        return UsageError(core::translate(language,
                                          "--values expects LO:HI, two whole numbers such as 0:30 or -9:9, got '{value}'",
                                          {{"value", std::string(text)}}));
    };
    const std::size_t colon = text.find(':');
    if (colon == std::string_view::npos) throw fail();
    auto number = [&](std::string_view part, int& out) {
        auto [end, ec] = std::from_chars(part.data(), part.data() + part.size(), out);
        if (part.empty() || ec != std::errc{} || end != part.data() + part.size()) throw fail();
    };
    number(text.substr(0, colon), low);
    number(text.substr(colon + 1), high);
}

// Whether two spellings name one file ("ex.json", "./ex.json", a link to it): the same file if
// both exist, else the same path once "." and ".." and links in the folders are resolved.
bool sameFile(const std::string& a, const std::string& b) {
    std::error_code ec;
    if (std::filesystem::equivalent(a, b, ec)) return true;
    const auto absoluteA = std::filesystem::weakly_canonical(std::filesystem::absolute(a, ec), ec);
    const auto absoluteB = std::filesystem::weakly_canonical(std::filesystem::absolute(b, ec), ec);
    return absoluteA == absoluteB;
}

}  // namespace

int runPracticeCommand(const ChosenWording& chosen, std::span<char* const> argv) {
    const core::Language language = chosen.wording.language;
    Arguments args(argv, language);
    core::ExerciseParams params;
    bool haveSeed = false, force = false;
    std::string out, key;
    while (!args.done()) {
        const std::string_view arg = args.take();
        if (arg == "--seed") {
            params.seed = args.wholeNumberOf(arg, 0, std::numeric_limits<std::uint64_t>::max());
            haveSeed = true;
        } else if (arg == "--depth") {
            params.depth = static_cast<std::uint32_t>(args.wholeNumberOf(arg, core::kMinExerciseDepth, core::kMaxExerciseDepth));
        } else if (arg == "--branching") {
            params.branching =
                static_cast<std::uint32_t>(args.wholeNumberOf(arg, core::kMinExerciseBranching, core::kMaxExerciseBranching));
        } else if (arg == "--values") {
            parseValues(language, args.valueOf(arg), params.low, params.high);
        } else if (takeFlag(arg, {{"--uneven", params.uneven},
                                  {"--ties", params.ties},
                                  {"--strict", params.strict},
                                  {"--fail-hard", params.failHard}}) ||
                   takeOutputOption(arg, args, out, force)) {
        } else if (arg == "--key") {
            key = args.valueOf(arg);
            if (key.empty()) throw UsageError(core::translate(language, "--key needs a file name"));
        } else {
            throw unknownOption(language, arg, "ablab practice");
        }
    }
    if (!haveSeed)
        throw UsageError(
            core::translate(language, "ablab practice needs --seed N: the same seed gives everyone the same exercise"));
    if (!out.empty() && !key.empty() && sameFile(out, key))
        throw UsageError(out == key ? core::translate(language, "--out and --key name the same file, '{file}'", {{"file", out}})
                                    : core::translate(language, "--out and --key name the same file: '{out}' and '{key}'",
                                                      {{"out", out}, {"key", key}}));

    auto exercise = std::make_shared<const core::Tree>([&] {
        try {
            return core::makeExercise(language, params);
        } catch (const core::ExerciseError& e) {
            throw UsageError(e.what());
        }
    }());
    const std::string exerciseText = core::serializeTree(*exercise);
    std::string keyText;
    if (!key.empty()) {
        const auto run = core::makeRun(exercise, core::exerciseSearchOptions(params));
        keyText = core::serializeAnswer(core::answerKey(*run->trace), *exercise);
    }

    std::error_code ec;
    for (const std::string* path : {&out, &key})
        if (!path->empty() && !force && std::filesystem::exists(std::filesystem::symlink_status(*path, ec)))
            throw UsageError(core::alreadyExistsMessage(language, *path));
    // Both files appear together or not at all.
    const core::Replace replace = force ? core::Replace::Allowed : core::Replace::Never;
    core::StagedFiles staged(language);
    if (!out.empty()) staged.stageText(out, exerciseText, replace);
    if (!key.empty()) staged.stageText(key, keyText, replace);
    staged.commit();
    if (out.empty()) std::cout << exerciseText;
    return 0;
}

}  // namespace ablab::app

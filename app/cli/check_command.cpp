#include "cli/check_command.h"

#include <algorithm>
#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>
#include <vector>

#include "teaching/answer.h"
#include "cli/arguments.h"
#include "teaching/exercise.h"
#include "teaching/grading.h"
#include "run/run.h"
#include "search/trace.h"
#include "search/trace_format.h"
#include "files/tree_file.h"
#include "text/table_cells.h"
#include "text/translate.h"
#include "text/visible_text.h"

namespace ablab::app {

namespace {

// Terminal columns of a UTF-8 string (α, ≤, ∞ are one column each).
std::size_t columns(const std::string& s) {
    return static_cast<std::size_t>(std::count_if(s.begin(), s.end(), [](char c) { return (c & 0xC0) != 0x80; }));
}

std::string pad(const std::string& s, std::size_t width) { return s + std::string(width - std::min(width, columns(s)), ' '); }

// The answer files named on the command line; a folder stands for the .json files in it, by name.
// Every .json entry but a folder counts, a link to nothing or a FIFO included: grading reports
// each that cannot be read in its own line, as it does a file named on the command line.
std::vector<std::string> answerFiles(core::Language language, const std::vector<std::string>& named,
                                     const std::string& exercise) {
    std::vector<std::string> files;
    std::error_code ec;
    for (const std::string& path : named) {
        if (!std::filesystem::is_directory(path, ec)) {
            files.push_back(path);
            continue;
        }
        std::vector<std::string> inFolder;
        for (const auto& entry : std::filesystem::directory_iterator(path, ec)) {
            if (entry.path().extension() != ".json" || entry.is_directory(ec)) continue;
            if (std::filesystem::equivalent(entry.path(), exercise, ec)) continue;  // the exercise may sit beside the answers
            inFolder.push_back(entry.path().string());
        }
        if (inFolder.empty())
            throw UsageError(core::translate(language, "{file}: a folder with no .json answer files in it", {{"file", path}}));
        std::sort(inFolder.begin(), inFolder.end());
        files.insert(files.end(), inFolder.begin(), inFolder.end());
    }
    return files;
}

void printReport(core::Language language, std::ostream& out, const std::string& file, const core::Answer& answer,
                 const core::Grade& grade, const core::Tree& tree) {
    out << core::visibleText(file);
    if (!answer.student.empty()) out << " (" << core::oneLine(answer.student) << ")";
    const std::string points = std::to_string(grade.points), total = std::to_string(grade.total());
    if (grade.fullyRight())
        out << core::translate(language, ": {points} of {total} points, fully right", {{"points", points}, {"total", total}})
            << '\n';
    else if (grade.mistakes() == 1)
        out << core::translate(language, ": {points} of {total} points, 1 mistake", {{"points", points}, {"total", total}})
            << '\n';
    else
        out << core::translate(language, ": {points} of {total} points, {count} mistakes",
                               {{"points", points}, {"total", total}, {"count", std::to_string(grade.mistakes())}})
            << '\n';

    struct Row {
        std::string node, part, expected, given, result;
    };
    using core::translate;
    std::vector<Row> rows{{translate(language, "node"), translate(language, "part"), translate(language, "expected"),
                           translate(language, "given"), translate(language, "result")}};
    // "pruned", "searched", "no value", "no window" are words (core/teaching/grading.cpp marks
    // them translatable), said in the reader's language; values and windows have no entry and stay.
    const auto word = [language](const std::string& text) {
        return text.empty() ? text : std::string(translate(language, text.c_str()));
    };
    for (const core::GradeItem& item : grade.items)
        rows.push_back({core::oneLine(tree.label(item.node)), translate(language, core::answerPartName(item.part).data()),
                        word(item.expected), item.given.empty() ? "—" : core::oneLine(word(item.given)),
                        item.right ? translate(language, "right")
                                   : translate(language, "wrong: {reason}", {{"reason", core::oneLine(item.reason)}})});
    std::size_t width[4] = {0, 0, 0, 0};
    for (const Row& r : rows) {
        width[0] = std::max(width[0], columns(r.node));
        width[1] = std::max(width[1], columns(r.part));
        width[2] = std::max(width[2], columns(r.expected));
        width[3] = std::max(width[3], columns(r.given));
    }
    for (const Row& r : rows)
        out << "  " << pad(r.node, width[0]) << "  " << pad(r.part, width[1]) << "  " << pad(r.expected, width[2]) << "  "
            << pad(r.given, width[3]) << "  " << r.result << '\n';
}

}  // namespace

int runCheckCommand(const ChosenWording& chosen, std::span<char* const> argv) {
    const core::Wording& wording = chosen.wording;
    const core::Language language = wording.language;
    Arguments args(argv, language);
    bool strict = false, failHard = false, csv = false;
    std::vector<std::string> files;
    while (!args.done()) {
        const std::string_view arg = args.take();
        if (takeFlag(arg, {{"--strict", strict}, {"--fail-hard", failHard}})) {
        } else if (arg == "--summary") {
            const std::string_view format = args.valueOf(arg);
            if (format != "csv")
                throw UsageError(
                    core::translate(language, "--summary expects csv, got '{value}'", {{"value", std::string(format)}}));
            csv = true;
        } else if (arg.size() > 1 && arg[0] == '-') {
            throw unknownOption(language, arg, "ablab check");
        } else {
            files.emplace_back(arg);
        }
    }
    if (files.size() < 2)
        throw UsageError(core::translate(
            language, "ablab check needs an exercise and at least one answer: ablab check EXERCISE.json ANSWER.json..."));
    const std::string exerciseFile = files.front();
    files.erase(files.begin());
    if (std::count(files.begin(), files.end(), "-") + (exerciseFile == "-" ? 1 : 0) > 1)
        throw UsageError(core::translate(language, "standard input ('-') can be read only once"));

    auto tree = std::make_shared<const core::Tree>(core::loadTreeFile(language, exerciseFile));
    // The exercise states its options; the command line can turn strict and fail-hard on.
    const std::optional<core::SearchOptions> stated = core::exerciseOptions(*tree);
    core::SearchOptions options = stated.value_or(core::SearchOptions{});
    options.strict = options.strict || strict;
    options.failHard = options.failHard || failHard;
    if (stated && !(options == *stated))
        std::cerr << "ablab: "
                  << core::translate(language,
                                     R"(note: {file} says "{stated}"; grading with "{chosen}" as the command line asks)",
                                     {{"file", exerciseFile},
                                      {"stated", core::optionsSentence(language, *stated)},
                                      {"chosen", core::optionsSentence(language, options)}})
                  << '\n';
    const auto run = core::makeRun(tree, options);
    const core::Trace& trace = *run->trace;

    const std::vector<std::string> answers = answerFiles(language, files, exerciseFile);
    std::cout << core::visibleText(exerciseFile);
    if (!tree->info().title.empty()) std::cout << ": " << core::oneLine(tree->info().title.in(language));
    std::cout << "\n" << core::optionsSentence(language, options) << "\n";

    std::string summary = "file,student,score,total,mistakes\n";
    bool anyWrong = false, anyBad = false;
    for (const std::string& file : answers) {
        try {
            const core::Answer answer = core::loadAnswerFile(language, file, *tree);
            const core::Grade grade = core::gradeAnswer(wording, trace, answer);
            std::cout << '\n';
            printReport(language, std::cout, file, answer, grade, *tree);
            anyWrong = anyWrong || !grade.fullyRight();
            summary += core::csvCell(file) + "," + core::csvCell(answer.student) + "," + std::to_string(grade.points) + "," +
                       std::to_string(grade.total()) + "," + std::to_string(grade.mistakes()) + "\n";
        } catch (const core::TreeFileError& e) {
            // One unreadable file does not stop the rest of the class being graded.
            std::cout.flush();
            std::cerr << "ablab: " << core::visibleText(e.what()) << '\n';
            anyBad = true;
            summary += core::csvCell(file) + ",,,,\n";
        }
    }
    if (csv) std::cout << '\n' << summary;
    return anyBad ? 2 : anyWrong ? 1 : 0;
}

}  // namespace ablab::app

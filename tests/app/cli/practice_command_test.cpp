// `ablab practice` and `ablab check` from the command line: files written together and never
// over an existing one, reports and scores, a folder graded in one call with a CSV summary,
// exit statuses 0, 1 and 2.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <unistd.h>

#include "teaching/exercise.h"
#include "support/run_ablab.h"
#include "files/tree_file.h"
#include "support/temporary_folder.h"
#include "support/aima.h"

using ablab::testing::kAimaFile;
using ablab::testing::readFile;

namespace {

using ablab::testing::runAblab;
using Result = ablab::testing::CommandResult;

std::filesystem::path tempFolder(const std::string& name) {
    auto folder = std::filesystem::temp_directory_path() / ("ablab-practice-" + std::to_string(::getpid()) + "-" + name);
    std::filesystem::remove_all(folder);
    std::filesystem::create_directories(folder);
    return folder;
}

void writeFile(const std::filesystem::path& path, const std::string& text) { std::ofstream(path) << text; }

// The subcommands are dispatched from app/main.cpp; until they are, these tests have nothing to run.
bool dispatched() {
    static const bool yes = runAblab("practice --seed 1").out.find("unknown command") == std::string::npos;
    return yes;
}

#define REQUIRE_DISPATCH() \
    if (!dispatched()) GTEST_SKIP() << "ablab practice/check are not dispatched from app/main.cpp yet"

}  // namespace

TEST(PracticeCommand, WritesTheExerciseToStandardOutput) {
    REQUIRE_DISPATCH();
    const Result r = runAblab("practice --seed 4711 --depth 2 --uneven --ties --strict");
    ASSERT_EQ(r.status, 0) << r.out;
    const ablab::core::Tree tree = ablab::core::parseTree(ablab::core::Language::English, r.out, "stdout");
    EXPECT_EQ(tree.info().title.in(ablab::core::Language::English),
              "Practice exercise, seed 4711: depth 2, branching 3, values 0:30, uneven, ties");
    EXPECT_EQ(tree.info().title.in(ablab::core::Language::Chinese),
              "练习题，种子 4711：深度 2，分支数 3，取值 0:30，不等深，有相等值");
    ablab::core::ExerciseParams p;
    p.seed = 4711;
    p.depth = 2;
    p.uneven = p.ties = p.strict = true;
    EXPECT_EQ(r.out, ablab::core::serializeTree(ablab::core::makeExercise(ablab::core::Language::English, p)));
}

TEST(PracticeCommand, WritesExerciseAndKeyAndRefusesToOverwriteWithoutForce) {
    REQUIRE_DISPATCH();
    const auto folder = tempFolder("files");
    const std::string ex = (folder / "ex.json").string(), key = (folder / "key.json").string();
    const Result made = runAblab("practice --seed 7 --out " + ex + " --key " + key);
    ASSERT_EQ(made.status, 0) << made.out;
    EXPECT_EQ(made.out, "");
    const std::string exercise = readFile(ex), answers = readFile(key);

    writeFile(key, "keep me");
    const Result refused = runAblab("practice --seed 8 --out " + ex + " --key " + key);
    EXPECT_EQ(refused.status, 2);
    EXPECT_EQ(refused.out, "ablab: " + ex + ": already exists; add --force to replace it\n");
    EXPECT_EQ(readFile(ex), exercise);  // neither file is touched
    EXPECT_EQ(readFile(key), "keep me");

    ASSERT_EQ(runAblab("practice --seed 7 --out " + ex + " --key " + key + " --force").status, 0);
    EXPECT_EQ(readFile(key), answers);
    const Result checked = runAblab("check " + ex + " " + key);
    EXPECT_EQ(checked.status, 0) << checked.out;
    EXPECT_NE(checked.out.find(key + ": 28 of 28 points, fully right\n"), std::string::npos) << checked.out;
    std::filesystem::remove_all(folder);
}

TEST(PracticeCommand, BadOptionsExitWithStatusTwo) {
    REQUIRE_DISPATCH();
    EXPECT_EQ(runAblab("practice").out, "ablab: ablab practice needs --seed N: the same seed gives everyone the same exercise\n");
    EXPECT_EQ(runAblab("practice --seed x").out,
              "ablab: --seed expects a whole number from 0 to 18446744073709551615, got 'x'\n");
    EXPECT_EQ(runAblab("practice --seed 1 --values 3").out,
              "ablab: --values expects LO:HI, two whole numbers such as 0:30 or -9:9, got '3'\n");
    EXPECT_EQ(runAblab("practice --seed 1 --depth 9").out,
              "ablab: --depth: '9' is out of range; it expects a whole number from 2 to 8\n");
    EXPECT_EQ(runAblab("practice --seed 1 --out a.json --key a.json").out,
              "ablab: --out and --key name the same file, 'a.json'\n");
    const Result unknown = runAblab("practice --seed 1 --colour");
    EXPECT_EQ(unknown.status, 2);
    EXPECT_EQ(unknown.out, "ablab: unknown option '--colour' for ablab practice\n");
}

TEST(CheckCommand, ReportsEveryNodeWithTheReasonForEachMistake) {
    REQUIRE_DISPATCH();
    const auto folder = tempFolder("report");
    const auto answer = folder / "ada.json";
    writeFile(answer, R"({"student": "Ada", "values": {"A": 3, "B": 3, "C": 2, "D": 2}, "pruned": ["C3"]})");
    const Result r = runAblab("check " + kAimaFile + " " + answer.string());
    EXPECT_EQ(r.status, 1);
    EXPECT_EQ(
        r.out,
        kAimaFile +
            ": AIMA Figure 5.2: a two-ply game tree\n"
            "Options: ties prune (α ≥ β cuts), fail-soft.\n"
            "\n" +
            answer.string() +
            " (Ada): 4 of 6 points, 2 mistakes\n"
            "  node  part    expected  given   result\n"
            "  A     value   3         3       right\n"
            "  B     value   3         3       right\n"
            "  C     value   ≤ 2       2       wrong: C is ≤ 2, not 2: after C1 = 2, C is ≤ 2 ≤ α = 3 (from A) — an α-cutoff prunes C2, C3, so C returns ≤ 2\n"
            "  C2    pruned  pruned    —       wrong: C2 is pruned: after C1 = 2, C is ≤ 2 ≤ α = 3 (from A) — an α-cutoff\n"
            "  C3    pruned  pruned    pruned  right\n"
            "  D     value   2         2       right\n");
    std::filesystem::remove_all(folder);
}

TEST(CheckCommand, GradesAFolderWithACsvSummary) {
    REQUIRE_DISPATCH();
    const auto folder = tempFolder("class");
    const auto answers = folder / "answers";
    std::filesystem::create_directories(answers);
    writeFile(answers / "1-right.json",
              R"({"student": "Ada", "values": {"A": 3, "B": 3, "C": "≤ 2", "D": 2}, "pruned": ["C2", "C3"]})");
    writeFile(answers / "2-wrong.json",
              R"({"student": "Lovelace, A.", "values": {"A": 3, "B": 3, "C": "≤ 2", "D": 2}, "pruned": ["C2", "D2"]})");
    const std::string glob = answers.string() + "/*.json";

    const Result wrong = runAblab("check " + kAimaFile + " " + glob + " --summary csv");
    EXPECT_EQ(wrong.status, 1) << wrong.out;
    const std::string csv = "file,student,score,total,mistakes\n" + (answers / "1-right.json").string() + ",Ada,6,6,0\n" +
                            (answers / "2-wrong.json").string() + ",\"Lovelace, A.\",5,7,2\n";
    EXPECT_EQ(wrong.out.substr(wrong.out.size() - csv.size()), csv) << wrong.out;
    // The folder itself stands for its .json files.
    EXPECT_EQ(runAblab("check " + kAimaFile + " " + answers.string() + " --summary csv").out, wrong.out);

    writeFile(answers / "3-bad.json", R"({"values": {"Q": 1}})");
    const Result bad = runAblab("check " + kAimaFile + " " + glob + " --summary csv");
    EXPECT_EQ(bad.status, 2);
    EXPECT_NE(bad.out.find("ablab: " + (answers / "3-bad.json").string() + ": /values/Q: no node is labelled \"Q\"\n"),
              std::string::npos)
        << bad.out;
    EXPECT_NE(bad.out.find((answers / "3-bad.json").string() + ",,,,\n"), std::string::npos) << bad.out;
    EXPECT_NE(bad.out.find("Lovelace"), std::string::npos);  // the others are still graded

    std::filesystem::remove(answers / "3-bad.json");
    std::filesystem::remove(answers / "2-wrong.json");
    EXPECT_EQ(runAblab("check " + kAimaFile + " " + glob).status, 0);
    std::filesystem::remove_all(folder);
}

TEST(CheckCommand, TheExercisesOptionsApplyAndFlagsCanTurnMoreOn) {
    REQUIRE_DISPATCH();
    const auto folder = tempFolder("options");
    const std::string ex = (folder / "ex.json").string(), key = (folder / "key.json").string();
    ASSERT_EQ(runAblab("practice --seed 3 --strict --fail-hard --ties --out " + ex + " --key " + key).status, 0);
    EXPECT_EQ(runAblab("check " + ex + " " + key).status, 0);  // graded strict and fail-hard, as stated
    const Result soft = runAblab("check " + (folder / "ex.json").string() + " " + key + " --fail-hard --strict");
    EXPECT_EQ(soft.status, 0) << soft.out;
    EXPECT_EQ(soft.out.find("note"), std::string::npos);

    ASSERT_EQ(runAblab("practice --seed 3 --ties --out " + ex + " --key " + key + " --force").status, 0);
    const Result strict = runAblab("check " + ex + " " + key + " --strict");
    EXPECT_EQ(strict.status, 1) << strict.out;  // a tie prunes in the key, not under --strict
    EXPECT_NE(strict.out.find("ablab: note: " + ex +
                              " says \"Options: ties prune (α ≥ β cuts), fail-soft.\"; grading with \"Options: strict "
                              "(only α > β cuts), fail-soft.\" as the command line asks\n"),
              std::string::npos)
        << strict.out;
    std::filesystem::remove_all(folder);
}

TEST(CheckCommand, BadInputExitsWithStatusTwo) {
    REQUIRE_DISPATCH();
    EXPECT_EQ(runAblab("check " + kAimaFile).out,
              "ablab: ablab check needs an exercise and at least one answer: ablab check EXERCISE.json ANSWER.json...\n");
    EXPECT_EQ(runAblab("check " + kAimaFile + " x.json --summary xml").out, "ablab: --summary expects csv, got 'xml'\n");
    EXPECT_EQ(runAblab("check " + kAimaFile + " x.json --negamax").out, "ablab: unknown option '--negamax' for ablab check\n");
    const Result missing = runAblab("check /nonexistent/ex.json x.json");
    EXPECT_EQ(missing.status, 2);
    EXPECT_EQ(missing.out, "ablab: /nonexistent/ex.json: cannot open: No such file or directory\n");
    const Result answer = runAblab("check " + kAimaFile + " /nonexistent/a.json");
    EXPECT_EQ(answer.status, 2);
    EXPECT_NE(answer.out.find("ablab: /nonexistent/a.json: cannot open: No such file or directory\n"), std::string::npos);
}

// Sixteen runs at once writing the same exercise and key, a few times over: the files left are
// always one run's pair (core's StagedFilesTest.GroupsCommittedAtOnceOntoTheSameTargetsNeverMix
// races the renames harder).
TEST(PracticeCommand, RunsAtOnceLeaveAConsistentExerciseAndKey) {
    const auto folder = tempFolder("concurrent");
    const std::string ex = (folder / "ex.json").string(), key = (folder / "key.json").string();
    for (int trial = 0; trial < 3; ++trial) {
        const std::string runs = "for s in $(seq 1 16); do " + ablab::testing::kAblab + " practice --seed $s --depth 2 --out " +
                                 ex + " --key " + key + " --force || echo failed & done; wait";
        EXPECT_EQ(ablab::testing::outputOf("bash -c '" + runs + "' 2>&1"), "") << trial;
        const Result checked = runAblab("check " + ex + " " + key);
        EXPECT_EQ(checked.status, 0) << trial << ": " << checked.out;
    }
    std::filesystem::remove_all(folder);
}

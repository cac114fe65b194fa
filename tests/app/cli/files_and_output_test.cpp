// What ablab writes: standard output that fails is an error (exit 1), files are never
// overwritten without --force, --force keeps a file's mode and writes through a link, and a
// signal in the middle of an export leaves no temporary file behind.
#include <gtest/gtest.h>
#include <signal.h>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>
#include <thread>

#include "files/staged_files.h"
#include "support/run_ablab.h"
#include "support/temporary_folder.h"

namespace fs = std::filesystem;

extern char** environ;

using ablab::testing::kAblab;

namespace {

using ablab::testing::runAblab;
using Result = ablab::testing::CommandResult;

// Runs a shell script; its standard output and error are returned together.
std::string shell(const std::string& script) { return ablab::testing::outputOf("bash -c '" + script + "' 2>&1"); }

using ablab::testing::readFile;

class FilesAndOutput : public ablab::testing::TemporaryFolderTest {
protected:
    // ablab run in `dir`; "status N" is appended.
    std::string inDir(const std::string& arguments) const {
        return shell("cd " + dir.string() + " && { " + kAblab + " " + arguments + "; echo \"status $?\"; }");
    }
    bool anyTemporary() const {
        for (const auto& entry : fs::directory_iterator(dir))
            if (entry.path().filename().string().find(".tmp-") != std::string::npos) return true;
        return false;
    }
};

}  // namespace

TEST_F(FilesAndOutput, AFullOrClosedStandardOutputIsAnError) {
    const char* commands[] = {"trace", "trace --format json", "export --format csv --out -", "practice --seed 1",
                              "game tictactoe --position XOX/OXO/... "};
    for (const char* command : commands) {
        EXPECT_EQ(inDir(std::string(command) + " > /dev/full"),
                  "ablab: cannot write to standard output: No space left on device\nstatus 1\n")
            << command;
        EXPECT_EQ(inDir(std::string(command) + " >&-"), "ablab: cannot write to standard output: Bad file descriptor\nstatus 1\n")
            << command;
    }
    // A closed standard output is not taken over by a file ablab opens.
    EXPECT_EQ(inDir("practice --seed 1 --out ex.json >&-"), "status 0\n");
    EXPECT_TRUE(readFile(dir / "ex.json").starts_with("{\n  \"title\": {\"en\": \"Practice exercise, seed 1"));
}

TEST_F(FilesAndOutput, OneFileUnderTwoSpellingsIsRefused) {
    EXPECT_EQ(inDir("practice --seed 1 --out ex.json --key ./ex.json"),
              "ablab: --out and --key name the same file: 'ex.json' and './ex.json'\nstatus 2\n");
    fs::create_directories(dir / "sub");
    EXPECT_EQ(inDir("practice --seed 1 --out sub/../ex.json --key ex.json"),
              "ablab: --out and --key name the same file: 'sub/../ex.json' and 'ex.json'\nstatus 2\n");
    EXPECT_FALSE(fs::exists(dir / "ex.json"));
}

TEST_F(FilesAndOutput, ForceKeepsTheModeAndWritesThroughALink) {
    { std::ofstream(dir / "ex.json") << "mine"; }
    fs::permissions(dir / "ex.json", fs::perms::owner_read | fs::perms::owner_write);
    EXPECT_EQ(inDir("practice --seed 1 --out ex.json"), "ablab: ex.json: already exists; add --force to replace it\nstatus 2\n");
    EXPECT_EQ(readFile(dir / "ex.json"), "mine");
    EXPECT_EQ(inDir("practice --seed 1 --out ex.json --force"), "status 0\n");
    EXPECT_EQ(fs::status(dir / "ex.json").permissions(), fs::perms::owner_read | fs::perms::owner_write);
    EXPECT_NE(readFile(dir / "ex.json"), "mine");

    // A link is followed: its target is replaced, the link stays.
    { std::ofstream(dir / "real.json") << "old"; }
    fs::create_symlink("real.json", dir / "link.json");
    EXPECT_EQ(inDir("game tictactoe --position XOX/OXO/... --out link.json"),
              "ablab: link.json: already exists; add --force to replace it\nstatus 2\n");
    EXPECT_TRUE(inDir("game tictactoe --position XOX/OXO/... --out link.json --force").ends_with("status 0\n"));
    EXPECT_TRUE(fs::is_symlink(dir / "link.json"));
    EXPECT_TRUE(readFile(dir / "real.json").starts_with("{"));

    // A link to nothing is not followed.
    fs::create_symlink("missing.json", dir / "dangling.json");
    EXPECT_EQ(inDir("game tictactoe --position XOX/OXO/... --out dangling.json --force"),
              "ablab: dangling.json: is a link to a file that does not exist; not followed\nstatus 1\n");
    EXPECT_FALSE(fs::exists(dir / "missing.json"));
    EXPECT_FALSE(anyTemporary());
}

TEST_F(FilesAndOutput, StagedFilesNeverReplaceWithoutForce) {
    const std::string target = (dir / "t.txt").string();
    {
        ablab::core::StagedFiles staged(ablab::core::Language::English);
        staged.stageText(target, "first", ablab::core::Replace::Never);
        // Someone else creates the file between the check and the rename.
        { std::ofstream(target) << "theirs"; }
        EXPECT_THROW(staged.commit(), std::runtime_error);
    }
    EXPECT_EQ(readFile(target), "theirs");
    EXPECT_FALSE(anyTemporary());
    {
        ablab::core::StagedFiles staged(ablab::core::Language::English);
        EXPECT_THROW(staged.stage(target, ablab::core::Replace::Never), std::runtime_error);
        staged.stageText(target, "mine", ablab::core::Replace::Allowed);
        staged.commit();
    }
    EXPECT_EQ(readFile(target), "mine");
    EXPECT_FALSE(anyTemporary());
}

TEST_F(FilesAndOutput, ASignalDuringAnExportLeavesNoTemporaryFile) {
    // A 3-ply uniform tree of branching 6 under minimax: several hundred GIF frames, seconds of work.
    std::string tree = "[";
    for (int a = 0; a < 6; ++a) {
        tree += (a ? ",[" : "[");
        for (int b = 0; b < 6; ++b) {
            tree += (b ? ",[" : "[");
            for (int c = 0; c < 6; ++c) tree += (c ? "," : "") + std::to_string((a * 7 + b * 5 + c * 3) % 11);
            tree += "]";
        }
        tree += "]";
    }
    tree += "]";
    { std::ofstream(dir / "big.json") << tree; }

    for (const int signal : {SIGTERM, SIGINT}) {
        const std::string out = (dir / "run.gif").string();
        const std::string file = (dir / "big.json").string();
        const char* argv[] = {kAblab.c_str(), "export",  file.c_str(), "--format",  "gif",
                              "--algorithm",  "minimax", "--out",      out.c_str(), nullptr};
        pid_t pid = 0;
        ASSERT_EQ(::posix_spawn(&pid, kAblab.c_str(), nullptr, nullptr, const_cast<char**>(argv), environ), 0);
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
        while (!anyTemporary() && std::chrono::steady_clock::now() < deadline)
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        ASSERT_TRUE(anyTemporary()) << "the export never staged its file";
        ::kill(pid, signal);
        int status = 0;
        ASSERT_EQ(::waitpid(pid, &status, 0), pid);
        EXPECT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == signal) << "status " << status;
        EXPECT_FALSE(anyTemporary()) << "signal " << signal;
        EXPECT_FALSE(fs::exists(out));
    }
}

TEST_F(FilesAndOutput, AScreenshotDoesNotOverwriteWithoutForce) {
    { std::ofstream(dir / "shot.png") << "mine"; }
    EXPECT_EQ(inDir("--screenshot shot.png"), "ablab: shot.png: already exists; add --force to replace it\nstatus 2\n");
    EXPECT_EQ(readFile(dir / "shot.png"), "mine");
}

TEST_F(FilesAndOutput, OneStepParserForEveryCommand) {
    const std::pair<const char*, const char*> cases[] = {
        {"--screenshot x.png --step banana",
         "ablab: --step expects a step number (0, 1, …), end, cutoff:K (K from 1), got 'banana'\n"},
        {"--screenshot x.png --step -1", "ablab: --step expects a step number (0, 1, …), end, cutoff:K (K from 1), got '-1'\n"},
        {"--screenshot x.png --step cutoff:0",
         "ablab: --step expects a step number (0, 1, …), end, cutoff:K (K from 1), got 'cutoff:0'\n"},
        {"--screenshot x.png --step all", "ablab: --step expects a step number (0, 1, …), end, cutoff:K (K from 1), got 'all'\n"},
        {"export --format svg --step banana",
         "ablab: --step expects a step number (0, 1, …), end, cutoff:K (K from 1), all or cutoffs, got 'banana'\n"},
        {"export --format svg --step -1",
         "ablab: --step expects a step number (0, 1, …), end, cutoff:K (K from 1), all or cutoffs, got '-1'\n"},
        {"export --format svg --step 99 --out -", "ablab: --step 99 is past the end: this run has steps 0 to 22\n"},
        {"export --format svg --step cutoff:2 --out -", "ablab: --step cutoff:2: this run has 1 cutoff\n"},
    };
    for (const auto& [arguments, message] : cases) {
        const std::string got =
            shell("cd " + dir.string() + " && env -u DISPLAY " + kAblab + " " + arguments + "; echo \"status $?\"");
        EXPECT_EQ(got, std::string(message) + "status 2\n") << arguments;
    }
    // cutoff:K is the step just after the K-th cutoff: AIMA Figure 5.2's α-cutoff is event 12.
    const Result svg = runAblab("export --format svg --step cutoff:1 --out -");
    EXPECT_EQ(svg.status, 0);
    EXPECT_EQ(svg.out, runAblab("export --format svg --step 12 --out -").out);
}

TEST_F(FilesAndOutput, EverySubcommandHasItsOwnHelp) {
    for (const char* command : {"trace", "convert", "export", "game", "practice", "check", "compare", "bench", "serve"}) {
        const Result help = runAblab(std::string(command) + " --help");
        EXPECT_EQ(help.status, 0) << command;
        EXPECT_TRUE(help.out.starts_with("usage: ablab " + std::string(command) + " ")) << help.out;
        EXPECT_EQ(help.out.find("ablab trace", 1) == std::string::npos, std::string(command) != "trace") << help.out;
    }
    const Result all = runAblab("--help");
    EXPECT_EQ(all.status, 0);
    for (const char* command : {"trace", "convert", "export", "game", "practice", "check", "compare", "bench", "serve"})
        EXPECT_NE(all.out.find("ablab " + std::string(command) + " "), std::string::npos) << command;
    const Result unknown = runAblab("frobnicate");
    EXPECT_EQ(unknown.status, 2);
    EXPECT_EQ(unknown.out, "ablab: unknown command 'frobnicate' (ablab --help lists the commands)\n");
}

TEST_F(FilesAndOutput, NegamaxOnAMinRootAgreesWithItsExitEvent) {
    const std::string tree = std::string(ABLAB_SOURCE_DIR) + "/trees/min-rooted-mdx.json";
    const Result json = runAblab("trace " + tree + " --negamax --format json");
    ASSERT_EQ(json.status, 0) << json.out;
    const auto doc = nlohmann::json::parse(json.out);
    ASSERT_EQ(doc["nodes"][0]["player"], "min");
    const auto& last = doc["events"].back();
    ASSERT_EQ(last["type"], "exit");
    ASSERT_EQ(last["node"], 0);
    EXPECT_EQ(doc["root_value"], last["value"]);
    const Result plain = runAblab("trace " + tree + " --format json");
    EXPECT_EQ(nlohmann::json::parse(plain.out)["root_value"].get<double>(), -doc["root_value"].get<double>());

    const Result table = runAblab("trace " + tree + " --negamax");
    const std::string exitText = last["text"].get<std::string>();  // "A returns -3"
    const std::string value = exitText.substr(exitText.rfind(' ') + 1);
    EXPECT_NE(table.out.find("root value " + value), std::string::npos) << table.out;
}

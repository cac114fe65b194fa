// StagedFiles: any number of staged files is removed by a main's signal handler through
// removeStagedFilesNow, and the core installs no handler of its own; a group
// of files appears together or not at all, and two groups committed at once onto the same
// targets never interleave; new files get 0666 minus the umask, which staging never changes
// (other threads create files meanwhile).
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <filesystem>
#include <fstream>
#include <latch>
#include <string>
#include <thread>
#include <vector>

#include "files/staged_files.h"
#include "support/temporary_folder.h"

namespace fs = std::filesystem;

// This test program's umask(): the system call, counted. The core library is linked into the
// program, so its calls come here too.
std::atomic<int> g_umaskCalls{0};
extern "C" mode_t umask(mode_t mask) noexcept {
    ++g_umaskCalls;
    return static_cast<mode_t>(::syscall(SYS_umask, mask));
}
using ablab::core::Replace;
using ablab::core::StagedFiles;
using ablab::testing::readFile;

namespace {

class StagedFilesTest : public ablab::testing::TemporaryFolderTest {
protected:
    std::size_t leftovers() const {
        std::size_t n = 0;
        for (const auto& entry : fs::directory_iterator(dir)) {
            const std::string name = entry.path().filename().string();
            if (name.find(".tmp-") != std::string::npos || name.find(".old-") != std::string::npos) ++n;
        }
        return n;
    }
};

}  // namespace

// What a program's main installs for kEndingSignals (app/cli/run_main.cpp does the same).
extern "C" void removeStagedAndEnd(int signal) {
    ablab::core::removeStagedFilesNow();
    ::signal(signal, SIG_DFL);
    ::raise(signal);
}

TEST_F(StagedFilesTest, ASignalRemovesEveryStagedFileHoweverMany) {
    // A picture sequence may stage 2,000 files; the signal comes before the commit.
    const pid_t child = ::fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
        for (const int signal : ablab::core::kEndingSignals) ::signal(signal, removeStagedAndEnd);
        StagedFiles staged(ablab::core::Language::English);
        for (int i = 0; i < 2000; ++i) staged.stageText((dir / ("s-" + std::to_string(i) + ".svg")).string(), "<svg/>");
        ::raise(SIGTERM);
        ::_exit(0);  // not reached
    }
    int status = 0;
    ASSERT_EQ(::waitpid(child, &status, 0), child);
    EXPECT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == SIGTERM) << status;
    EXPECT_EQ(leftovers(), 0u);
}

TEST_F(StagedFilesTest, StagingInstallsNoSignalHandler) {
    std::vector<void (*)(int)> before;
    for (const int signal : ablab::core::kEndingSignals) {
        struct sigaction now {};
        ASSERT_EQ(::sigaction(signal, nullptr, &now), 0);
        before.push_back(now.sa_handler);
    }
    {
        StagedFiles staged(ablab::core::Language::English);
        staged.stageText((dir / "a.svg").string(), "<svg/>");
        staged.commit();
    }
    std::size_t i = 0;
    for (const int signal : ablab::core::kEndingSignals) {
        struct sigaction now {};
        ASSERT_EQ(::sigaction(signal, nullptr, &now), 0);
        EXPECT_EQ(now.sa_handler, before[i++]) << "signal " << signal;
    }
}

TEST_F(StagedFilesTest, AGroupWhoseSecondRenameFailsLeavesTheFirstTargetAsItWas) {
    const fs::path exercise = dir / "exercise.json", key = dir / "key.json", fresh = dir / "fresh.json";
    std::ofstream(exercise) << "old exercise";
    {
        StagedFiles staged(ablab::core::Language::English);
        staged.stageText(exercise.string(), "new exercise", Replace::Allowed);
        staged.stageText(fresh.string(), "new file", Replace::Allowed);
        staged.stageText(key.string(), "new key", Replace::Allowed);
        // Something takes the key's name before the commit: a folder no file can replace.
        fs::create_directories(key / "inside");
        EXPECT_THROW(staged.commit(), std::runtime_error);
    }
    EXPECT_EQ(readFile(exercise), "old exercise");
    EXPECT_FALSE(fs::exists(fresh));
    EXPECT_EQ(leftovers(), 0u);

    // Without --force the same: the second target appeared meanwhile and is not replaced.
    fs::remove_all(key);
    {
        StagedFiles staged(ablab::core::Language::English);
        staged.stageText(fresh.string(), "new file", Replace::Never);
        staged.stageText(key.string(), "new key", Replace::Never);
        std::ofstream(key) << "theirs";
        EXPECT_THROW(staged.commit(), ablab::core::TargetRefused);
    }
    EXPECT_FALSE(fs::exists(fresh));
    EXPECT_EQ(readFile(key), "theirs");
    EXPECT_EQ(leftovers(), 0u);

    // And when nothing fails, all are in place and no second name is left.
    {
        StagedFiles staged(ablab::core::Language::English);
        staged.stageText(exercise.string(), "new exercise", Replace::Allowed);
        staged.stageText(key.string(), "new key", Replace::Allowed);
        staged.commit();
    }
    EXPECT_EQ(readFile(exercise), "new exercise");
    EXPECT_EQ(readFile(key), "new key");
    EXPECT_EQ(leftovers(), 0u);
}

TEST_F(StagedFilesTest, GroupsCommittedAtOnceOntoTheSameTargetsNeverMix) {
    // `ablab practice --out ex.json --key key.json --force` or `ablab export --step all` run
    // several times at once: whichever run is last, the files it writes together must all be its
    // own. Threads stand for the runs; a group of many files makes their renames overlap.
    // In memory where there is a tmpfs: fsync costs nothing there, so many rounds fit in a second.
    std::string pattern = (fs::exists("/dev/shm") ? fs::path("/dev/shm") : dir).string() + "/ablab-groups-XXXXXX";
    ASSERT_NE(::mkdtemp(pattern.data()), nullptr);
    const fs::path folder = pattern;
    constexpr int kRounds = 40, kWriters = 3, kFiles = 64;
    const auto target = [&](int file) { return (folder / ("picture-" + std::to_string(file) + ".svg")).string(); };
    int mixed = 0;
    for (int round = 0; round < kRounds; ++round) {
        std::latch start(kWriters);
        std::vector<std::thread> writers;
        for (int writer = 0; writer < kWriters; ++writer)
            writers.emplace_back([&, writer] {
                StagedFiles staged(ablab::core::Language::English);
                for (int file = 0; file < kFiles; ++file) staged.stageText(target(file), "writer " + std::to_string(writer));
                start.arrive_and_wait();
                staged.commit();
            });
        for (std::thread& writer : writers) writer.join();
        for (int file = 1; file < kFiles; ++file)
            if (readFile(target(file)) != readFile(target(0))) {
                ++mixed;
                break;
            }
    }
    EXPECT_EQ(mixed, 0) << "of " << kRounds << " rounds";
    EXPECT_EQ(std::distance(fs::directory_iterator(folder), fs::directory_iterator()), kFiles);  // no temporary left
    fs::remove_all(folder);
}

TEST_F(StagedFilesTest, StagingNeverChangesTheProcessUmask) {
    // Every umask() call in this program is counted (at the top of this file): setting the umask to read it,
    // as staging once did, briefly gives every other thread's new files mode 0666.
    const mode_t previous = ::umask(022);
    g_umaskCalls = 0;
    for (int i = 0; i < 20; ++i) {
        StagedFiles staged(ablab::core::Language::English);
        staged.stageText((dir / ("mine-" + std::to_string(i))).string(), "y");
        staged.commit();
    }
    EXPECT_EQ(g_umaskCalls.load(), 0);
    // And a new file still gets 0666 minus the umask, which the kernel applies.
    struct stat info {};
    ASSERT_EQ(::stat((dir / "mine-0").c_str(), &info), 0);
    EXPECT_EQ(info.st_mode & 0777, 0644u);
    ::umask(previous);
}

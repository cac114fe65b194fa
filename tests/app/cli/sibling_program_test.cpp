// The helper programs (ablab-raster, ablab-window, ablab-bench) are run from the folder ablab's
// own executable is in, or not at all: never from the current folder or PATH, whatever they
// hold under the helper's name.
#include <gtest/gtest.h>
#include <sys/stat.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "cli/sibling_program.h"
#include "support/run_ablab.h"
#include "support/sanitized_build.h"
#include "support/shell_command.h"
#include "support/temporary_folder.h"

namespace fs = std::filesystem;

using ablab::app::programBeside;
using ablab::testing::kAblab;

TEST(SiblingProgram, IsFoundBesideTheExecutableOnly) {
    EXPECT_EQ(programBeside("/opt/ablab/build/ablab", "ablab-raster"), fs::path("/opt/ablab/build/ablab-raster"));
    // What /proc/self/exe says of a program rebuilt while it runs.
    EXPECT_EQ(programBeside("/opt/ablab/build/ablab (deleted)", "ablab-window"), fs::path("/opt/ablab/build/ablab-window"));
    // Not known: /proc/self/exe could not be read, or named no folder an execv could trust.
    EXPECT_EQ(programBeside("", "ablab-raster"), std::nullopt);
    EXPECT_EQ(programBeside("ablab", "ablab-raster"), std::nullopt);
    EXPECT_EQ(programBeside("build/ablab", "ablab-raster"), std::nullopt);
}

namespace {

class SiblingWithoutProc : public ablab::testing::TemporaryFolderTest {
protected:
    void SetUp() override {
        TemporaryFolderTest::SetUp();
        // AddressSanitizer reads /proc itself (its leak checker stops ablab with status 1 where
        // /proc is empty): the normal build runs this test.
        if (ablab::testing::kSanitized) GTEST_SKIP() << "the sanitizers need /proc";
        // A mount namespace of its own with an empty /proc: where /proc/self/exe cannot be read.
        if (ablab::testing::outputOf("unshare --mount sh -c 'mount -t tmpfs none /proc && echo yes' 2>/dev/null") != "yes\n")
            GTEST_SKIP() << "unshare --mount is not allowed here";
        // The current folder holds programs under the helpers' names; running one leaves a mark.
        for (const char* helper : {"ablab-raster", "ablab-window"}) {
            const fs::path script = dir / helper;
            std::ofstream(script) << "#!/bin/sh\ntouch " << (dir / "ran").string() << "\n";
            fs::permissions(script, fs::perms::owner_all);
        }
        std::ofstream(dir / "t.json") << "[[3,12],[2,4]]";
    }

    // ablab run in `dir` with no /proc; "status N" after its output.
    std::string withoutProc(const std::string& arguments) const {
        return ablab::testing::outputOf("cd " + dir.string() + " && unshare --mount sh -c 'mount -t tmpfs none /proc; " +
                                        arguments + "; echo status $?' 2>&1");
    }

    static std::string refusal(const std::string& helper) {
        return "ablab: cannot start " + helper +
               ": /proc/self/exe does not say which folder ablab is in (No such file or directory), and ablab runs " + helper +
               " only from there\nstatus 2\n";
    }
};

}  // namespace

TEST_F(SiblingWithoutProc, NoProgramOfTheCurrentFolderIsRun) {
    EXPECT_EQ(withoutProc(kAblab + " export t.json --format png --out o.png"), refusal("ablab-raster"));
    // The window, asked for with a display named (none is needed to refuse).
    EXPECT_EQ(withoutProc("DISPLAY=:99 " + kAblab + " t.json"), refusal("ablab-window"));
    EXPECT_FALSE(fs::exists(dir / "ran"));
    EXPECT_FALSE(fs::exists(dir / "o.png"));
}

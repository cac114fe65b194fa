// A write that fails is an error and leaves nothing half-written: a PDF export onto a full disk
// (a small tmpfs mounted by the test) exits 1 naming the target, and a good file it would have
// replaced stays as it was. No command writes over a file it reads, under any name. A target
// ablab refuses is exit status 2 for every command.
#include <gtest/gtest.h>
#include <sys/mount.h>

#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>

#include "support/run_ablab.h"
#include "support/shell_command.h"
#include "support/temporary_folder.h"

namespace fs = std::filesystem;
using ablab::testing::kAblab;
using ablab::testing::outputOf;
using ablab::testing::readFile;
using ablab::testing::runAblab;

namespace {

const std::string kTree = ABLAB_SOURCE_DIR "/trees/aima-fig5.2.json";

class VerifiedWrites : public ablab::testing::TemporaryFolderTest {
protected:
    void TearDown() override {
        if (m_mounted) ::umount2(m_mounted->c_str(), MNT_DETACH);
        TemporaryFolderTest::TearDown();
    }
    // A 200 KiB file system at `folder`, or "" when mounting is refused (no privilege here).
    bool mountSmallDisk(const fs::path& folder) {
        fs::create_directories(folder);
        if (::mount("tmpfs", folder.c_str(), "tmpfs", 0, "size=200k") != 0) return false;
        m_mounted = folder;
        return true;
    }
    bool anyTemporary(const fs::path& folder) const {
        for (const auto& entry : fs::directory_iterator(folder))
            if (entry.path().filename().string().find(".tmp-") != std::string::npos) return true;
        return false;
    }

private:
    std::optional<fs::path> m_mounted;
};

}  // namespace

TEST_F(VerifiedWrites, APdfExportOntoAFullDiskFailsAndKeepsTheOldFile) {
    const fs::path disk = dir / "disk";
    const bool mounted = mountSmallDisk(disk);
    // Without the privilege to mount, a file size limit (ulimit -f) makes the same write fail
    // part way, through the same error path (EFBIG instead of ENOSPC).
    if (!mounted) std::cerr << "note: mounting a tmpfs was refused; a file size limit stands in for the full disk\n";
    const std::string limit = mounted ? "" : "trap '' XFSZ; ulimit -f 100; ";
    const std::string reason = mounted ? "No space left on device" : "File too large";
    const fs::path good = disk / "o.pdf";
    ASSERT_EQ(runAblab("export " + kTree + " --format pdf --out " + good.string()).status, 0);
    const std::string goodPdf = readFile(good);
    ASSERT_GT(goodPdf.size(), std::size_t{40000});
    // Fill the disk until less than the PDF fits.
    if (mounted) {
        const std::size_t filler = 200 * 1024 - goodPdf.size() - 20 * 1024;
        std::ofstream(disk / "filler", std::ios::binary) << std::string(filler, 'x');
    }

    const std::string fresh = (disk / "new.pdf").string();
    EXPECT_EQ(
        outputOf("bash -c \"" + limit + kAblab + " export " + kTree + " --format pdf --out " + fresh + "\" 2>&1; echo status $?"),
        "ablab: " + fresh + ": cannot write PDF: " + reason + "\nstatus 1\n");
    EXPECT_FALSE(fs::exists(fresh));

    // With --force, the good file is not replaced by a broken one.
    EXPECT_EQ(outputOf("bash -c \"" + limit + kAblab + " export " + kTree + " --format pdf --force --out " + good.string() +
                       "\" 2>&1; echo status $?"),
              "ablab: " + good.string() + ": cannot write PDF: " + reason + "\nstatus 1\n");
    EXPECT_EQ(readFile(good), goodPdf);
    EXPECT_FALSE(anyTemporary(disk));
}

TEST_F(VerifiedWrites, NoCommandReplacesAFileItReads) {
    const fs::path tree = dir / "t.json";
    fs::copy_file(kTree, tree);
    const std::string original = readFile(tree);
    fs::create_symlink(tree, dir / "link.json");
    const std::string other = (dir / "." / "t.json").string();
    const std::string refused = ": is a file this command reads; write the result to another file\n";
    for (const std::string& out : {tree.string(), other, (dir / "link.json").string()}) {
        auto result = runAblab("export " + tree.string() + " --format svg --force --out " + out);
        EXPECT_EQ(result.out, "ablab: " + out + refused) << out;
        EXPECT_EQ(result.status, 2);
        result = runAblab("convert " + tree.string() + " --to json --force --out " + out);
        EXPECT_EQ(result.out, "ablab: " + out + refused) << out;
        EXPECT_EQ(result.status, 2);
    }
    // A hard link is the same file under another name.
    fs::create_hard_link(tree, dir / "hard.json");
    const auto result = runAblab("export " + (dir / "hard.json").string() + " --format csv --force --out " + tree.string());
    EXPECT_EQ(result.out, "ablab: " + tree.string() + refused);
    EXPECT_EQ(readFile(tree), original);
}

TEST_F(VerifiedWrites, AnExistingTargetIsExitStatusTwoForEveryCommand) {
    const std::string out = (dir / "taken.txt").string();
    std::ofstream(out) << "mine";
    for (const std::string& command :
         {"export " + kTree + " --format csv --out " + out, "export " + kTree + " --format pdf --out " + out,
          "convert " + kTree + " --to sexpr --out " + out, "practice --seed 1 --out " + out,
          "game tictactoe --position XOX/OXO/... --out " + out}) {
        EXPECT_EQ(runAblab(command).status, 2) << command;
    }
    EXPECT_EQ(readFile(out), "mine");
}

TEST_F(VerifiedWrites, AFileNameWithANewlineStaysOnOneErrorLine) {
    const auto result = runAblab("trace '" + dir.string() + "/two\nlines.json'");
    EXPECT_EQ(result.status, 2);
    EXPECT_EQ(result.out, "ablab: " + dir.string() + "/two\\nlines.json: cannot open: No such file or directory\n");
}

TEST_F(VerifiedWrites, AGifWriteErrorNamesTheTargetNotTheTemporaryFile) {
    const fs::path disk = dir / "disk";
    const bool mounted = mountSmallDisk(disk);
    const std::string limit = mounted ? "" : "trap '' XFSZ; ulimit -f 20; ";
    if (mounted) std::ofstream(disk / "filler", std::ios::binary) << std::string(190 * 1024, 'x');
    const std::string gif = (disk / "run.gif").string();
    const std::string said =
        outputOf("bash -c \"" + limit + kAblab + " export " + kTree + " --format gif --out " + gif + "\" 2>&1; echo status $?");
    EXPECT_EQ(said.rfind("ablab: " + gif + ": cannot write GIF", 0), 0u) << said;
    EXPECT_EQ(said.find(".tmp-"), std::string::npos) << said;
    EXPECT_NE(said.find("status 1"), std::string::npos) << said;
}

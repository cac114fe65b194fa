// The window's own program never writes a screenshot over a file it read: the tree it draws,
// under any name or through a link, or the student's answer it shows. Each is one line and exit
// status 2, and the file is left as it was. Run under Xvfb, as the pixel tests are.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "support/shell_command.h"
#include "support/temporary_folder.h"

namespace fs = std::filesystem;

namespace {

using ablab::testing::readFile;

class ScreenshotInputs : public ablab::testing::TemporaryFolderTest {
protected:
    void SetUp() override {
        TemporaryFolderTest::SetUp();
        fs::copy_file(ABLAB_SOURCE_DIR "/trees/aima-fig5.2.json", dir / "lesson.json");
        fs::create_symlink("lesson.json", dir / "link.json");
        std::ofstream(dir / "answer.json") << R"({"student": "Ada", "values": {"A": 3}})";
        lesson = readFile(dir / "lesson.json");
    }

    // Each command line run in `dir` under one X server, its output and then "status N".
    std::string underXvfb(const std::string& script) const {
        return ablab::testing::outputOf("cd " + dir.string() + " && " + ABLAB_XVFB + " sh -c '" + script + "' 2>&1");
    }

    std::string lesson;
};

const std::string kWindow = ABLAB_WINDOW_EXECUTABLE;
const std::string kAblab = ABLAB_EXECUTABLE;

std::string refused(const std::string& file) {
    return "ablab: " + file + ": is a file this command reads; write the result to another file\nstatus 2\n";
}

}  // namespace

TEST_F(ScreenshotInputs, TheWindowNeverWritesAScreenshotOverWhatItRead) {
    const std::string out = underXvfb(kWindow + " --screenshot lesson.json lesson.json --force; echo status $?; " + kWindow +
                                      " --screenshot link.json lesson.json --force; echo status $?; " + kWindow +
                                      " --screenshot ./lesson.json lesson.json --force; echo status $?; " + kWindow +
                                      " --screenshot answer.json lesson.json --answer answer.json --force; echo status $?; " +
                                      kWindow + " --screenshot new.png lesson.json --answer answer.json; echo status $?");
    EXPECT_EQ(out,
              refused("lesson.json") + refused("link.json") + refused("./lesson.json") + refused("answer.json") + "status 0\n");
    EXPECT_TRUE(readFile(dir / "lesson.json") == lesson);
    EXPECT_TRUE(fs::is_symlink(dir / "link.json"));
    EXPECT_TRUE(readFile(dir / "answer.json") == R"({"student": "Ada", "values": {"A": 3}})");
    EXPECT_EQ(readFile(dir / "new.png").substr(1, 3), "PNG");  // another file is written as ever
}

TEST_F(ScreenshotInputs, NeitherDoesTheCommandLineThatStartsIt) {
    // `ablab --screenshot …` hands its arguments to the window's program, which checks them.
    const std::string out = underXvfb(kAblab + " --screenshot link.json lesson.json --force; echo status $?");
    EXPECT_EQ(out, refused("link.json"));
    EXPECT_TRUE(readFile(dir / "lesson.json") == lesson);
}

TEST_F(ScreenshotInputs, NorDoesAListOfPictures) {
    // `ablab-window --screenshots LIST`: every picture's inputs and the list itself.
    std::ofstream(dir / "list.txt") << "first.png lesson.json\nlesson.json lesson.json --force\n";
    std::ofstream(dir / "other.txt") << "other.txt lesson.json --force\n";
    const std::string out =
        underXvfb(kWindow + " --screenshots list.txt; echo status $?; " + kWindow + " --screenshots other.txt; echo status $?");
    EXPECT_EQ(out, refused("lesson.json") + refused("other.txt"));
    // Compared whole, not printed: a screenshot written over them would fill the log.
    EXPECT_TRUE(readFile(dir / "lesson.json") == lesson);
    EXPECT_TRUE(readFile(dir / "list.txt") == "first.png lesson.json\nlesson.json lesson.json --force\n");
    EXPECT_TRUE(readFile(dir / "other.txt") == "other.txt lesson.json --force\n");
}

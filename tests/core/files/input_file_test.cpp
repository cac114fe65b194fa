// readInputFile: a file's bytes read into memory are the file's, however big; the cap is the
// last byte read, not the file's size at open (a file that grows meanwhile is refused too).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "files/input_file.h"
#include "support/temporary_folder.h"

using namespace ablab::core;

namespace {

class InputFile : public ablab::testing::TemporaryFolderTest {
protected:
    std::string write(const std::string& name, const std::string& text) const {
        const std::string path = (dir / name).string();
        std::ofstream(path, std::ios::binary) << text;
        return path;
    }
};

// Bytes that differ from page to page, so that a page read from the wrong place shows.
std::string numberedBytes(std::size_t n) {
    std::string text(n, ' ');
    for (std::size_t i = 0; i < n; ++i) text[i] = static_cast<char>('a' + (i / 4096 + i) % 26);
    return text;
}

}  // namespace

TEST_F(InputFile, HoldsTheFilesBytesHoweverBig) {
    for (const std::size_t bytes : {std::size_t{0}, std::size_t{1}, std::size_t{4096}, std::size_t{3} << 20}) {
        const std::string text = numberedBytes(bytes);
        const InputText input = readInputFile(write("bytes", text), "tree file");
        EXPECT_EQ(input.text, text) << bytes;
    }
}

TEST_F(InputFile, AFileOfTheCapIsReadAndOneByteMoreIsRefused) {
    const std::string atCap = write("at-cap", numberedBytes(2048));
    EXPECT_EQ(readInputFile(atCap, "tree file", 2048).text.size(), 2048u);
    const std::string over = write("over", numberedBytes(2049));
    try {
        readInputFile(over, "tree file", 2048);
        ADD_FAILURE() << "a file over the cap was read";
    } catch (const std::runtime_error& e) {
        EXPECT_EQ(std::string(e.what()), over + ": larger than 2 KiB; ablab reads tree files up to 2 KiB");
    }
}

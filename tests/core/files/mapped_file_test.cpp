// A big input read where it lies: the same bytes as the file, the same tree as a copy gives,
// and a file that shrinks under its reader is noticed instead of ending the process.
#include <gtest/gtest.h>

#include <fcntl.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "files/input_file.h"
#include "files/mapped_file.h"
#include "files/tree_file.h"
#include "support/temporary_folder.h"

using namespace ablab::core;

class MappedInput : public ablab::testing::TemporaryFolderTest {
protected:
    std::filesystem::path write(const std::string& name, const std::string& text) {
        const auto path = dir / name;
        std::ofstream(path, std::ios::binary) << text;
        return path;
    }
};

namespace {

// Bytes that differ from page to page, so that a page read from the wrong place shows.
std::string numberedBytes(std::size_t n) {
    std::string text(n, ' ');
    for (std::size_t i = 0; i < n; ++i) text[i] = static_cast<char>('a' + (i / 4096 + i) % 26);
    return text;
}

}  // namespace

#if defined(__linux__)

TEST_F(MappedInput, HoldsTheFilesBytes) {
    const std::string text = numberedBytes(3 * 4096 + 100);
    const auto path = write("bytes", text);
    const int fd = ::open(path.c_str(), O_RDONLY);
    ASSERT_GE(fd, 0);
    const auto mapped = MappedFile::map(fd, text.size());
    ::close(fd);  // the mapping outlives the descriptor
    ASSERT_NE(mapped, nullptr);
    EXPECT_EQ(mapped->text(), text);
    EXPECT_FALSE(mapped->changedWhileRead());
}

TEST_F(MappedInput, AFileThatShrinksWhileReadIsNoticedNotACrash) {
    const std::size_t page = static_cast<std::size_t>(::sysconf(_SC_PAGESIZE));
    const std::string text = numberedBytes(4 * page);
    const auto path = write("shrinks", text);
    const int fd = ::open(path.c_str(), O_RDONLY);
    ASSERT_GE(fd, 0);
    const auto mapped = MappedFile::map(fd, text.size());
    ::close(fd);
    ASSERT_NE(mapped, nullptr);
    std::filesystem::resize_file(path, page);  // another program rewrites it in place
    const std::string_view seen = mapped->text();
    EXPECT_EQ(seen.substr(0, page), std::string_view(text).substr(0, page));
    // Past the new end the pages are gone: zeros are read there, and the change is told.
    EXPECT_EQ(seen[3 * page + 7], '\0');
    EXPECT_EQ(seen[2 * page], '\0');
    EXPECT_TRUE(mapped->changedWhileRead());
}

TEST_F(MappedInput, ABigTreeFileReadInPlaceIsTheTreeItsTextGives) {
    std::string text = "[";
    for (int i = 0; text.size() < kMappedInputBytes + 4096; ++i) text += (i ? ", [" : "[") + std::to_string(i) + ", 2.5]";
    text += "]";
    const auto path = write("big.json", text);
    const InputText input = readInputFile(path.string(), "tree file", kMaxInputBytes, {}, InPlace::IfBig);
    EXPECT_NE(input.mapped, nullptr);
    EXPECT_TRUE(input.text.empty());
    EXPECT_EQ(input.bytes(), text);
    EXPECT_TRUE(sameTree(loadTreeFile(Language::English, path.string()), parseTree(Language::English, text, "big.json")));
    // A small file, and any file read without InPlace, is copied as before.
    EXPECT_EQ(readInputFile(path.string(), "tree file").mapped, nullptr);
    const auto small = write("small.json", "[1, 2]");
    const InputText copied = readInputFile(small.string(), "tree file", kMaxInputBytes, {}, InPlace::IfBig);
    EXPECT_EQ(copied.mapped, nullptr);
    EXPECT_EQ(copied.bytes(), "[1, 2]");
}

TEST_F(MappedInput, ATreeFileThatShrankWhileReadIsRefusedByName) {
    std::string text = "[";
    for (int i = 0; text.size() < 2 * kMappedInputBytes; ++i) text += (i ? ", " : "") + std::to_string(i % 100);
    text += "]";
    const auto path = write("shrinks.json", text);
    const InputText input = readInputFile(path.string(), "tree file", kMaxInputBytes, {}, InPlace::IfBig);
    ASSERT_NE(input.mapped, nullptr);
    std::filesystem::resize_file(path, kMappedInputBytes / 2);  // rewritten in place, shorter, while ablab reads it
    try {
        parseInputTree(Language::English, input);
        ADD_FAILURE() << "a tree was made of a file that shrank under its reader";
    } catch (const TreeFileError& e) {
        EXPECT_EQ(std::string(e.what()), path.string() + ": the file changed while it was read; open it again");
    }
}

#endif

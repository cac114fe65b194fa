// A file's stamp changes with any byte of it, however far in, even when its size and its
// modification time stay what they were; the same bytes give the same stamp.
#include <gtest/gtest.h>
#include <fcntl.h>
#include <sys/stat.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "files/file_stamp.h"
#include "support/temporary_folder.h"

using namespace ablab::core;

class FileStampTest : public ablab::testing::TemporaryFolderTest {};

namespace {

void writeBytes(const std::filesystem::path& path, const std::string& bytes) { std::ofstream(path, std::ios::binary) << bytes; }

}  // namespace

TEST_F(FileStampTest, AnyByteChangesItEvenAtTheSameSizeAndTime) {
    const std::filesystem::path path = dir / "tree.json";
    std::string bytes(200'000, 'a');  // past three blocks of 64 KiB
    writeBytes(path, bytes);
    const FileStamp first = stampOf(path.string());
    ASSERT_TRUE(first.exists);
    EXPECT_EQ(first.size, bytes.size());
    EXPECT_EQ(stampOf(path.string()), first);  // the same bytes: the same stamp

    struct stat before {};
    ASSERT_EQ(::stat(path.c_str(), &before), 0);
    for (const std::size_t at : {std::size_t{0}, std::size_t{70'000}, bytes.size() - 1}) {
        std::string changed = bytes;
        changed[at] = 'b';
        writeBytes(path, changed);
        const timespec times[2] = {before.st_atim, before.st_mtim};  // the old time back
        ASSERT_EQ(::utimensat(AT_FDCWD, path.c_str(), times, 0), 0);
        const FileStamp now = stampOf(path.string());
        EXPECT_EQ(now.size, first.size) << at;
        EXPECT_EQ(now.modifiedNanoseconds, first.modifiedNanoseconds) << at;
        EXPECT_NE(now.hash, first.hash) << "a byte changed at " << at;
    }
    writeBytes(path, bytes);
    EXPECT_EQ(stampOf(path.string()).hash, first.hash);
    EXPECT_FALSE(stampOf((dir / "missing.json").string()).exists);
}

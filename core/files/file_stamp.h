#pragma once
// What a file on disk was when ablab last read or wrote it: its size, its modification time
// and a hash of its bytes. Saving compares the file with its stamp first, so that another
// window's (or another program's) save in between is noticed instead of silently replaced.
// The hash catches a change that keeps the size and, on a coarse clock, the time.
#include <cstdint>
#include <string>

namespace ablab::core {

struct FileStamp {
    bool exists = false;
    std::uint64_t size = 0;
    std::int64_t modifiedNanoseconds = 0;
    std::uint64_t hash = 0;  // of the bytes, 64 KiB at a time
    bool operator==(const FileStamp&) const = default;
};

// The file's stamp now; exists is false when it cannot be read (gone, or not a regular file).
FileStamp stampOf(const std::string& path);

}  // namespace ablab::core

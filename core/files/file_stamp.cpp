#include "files/file_stamp.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <functional>
#include <string_view>

namespace ablab::core {

FileStamp stampOf(const std::string& path) {
    FileStamp stamp;
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY);
    if (fd < 0) return stamp;
    struct stat info {};
    if (::fstat(fd, &info) != 0 || !S_ISREG(info.st_mode)) {
        ::close(fd);
        return stamp;
    }
    // Each full block of 64 KiB hashed by the standard library's hash of a string (eight bytes a
    // step), the blocks' hashes chained by FNV-1a. A byte at a time took 60 ms of a 32 MB tree's
    // opening, on the window's thread. Blocks are filled before they are hashed, so the hash
    // does not depend on how the reads happen to be cut.
    std::uint64_t hash = 14695981039346656037ull;
    char buffer[1 << 16];
    for (bool end = false; !end;) {
        std::size_t filled = 0;
        while (filled < sizeof buffer) {
            const ssize_t got = ::read(fd, buffer + filled, sizeof buffer - filled);
            if (got < 0 && errno == EINTR) continue;
            if (got < 0) {
                ::close(fd);
                return stamp;
            }
            if (got == 0) {
                end = true;
                break;
            }
            filled += static_cast<std::size_t>(got);
        }
        hash = (hash ^ std::hash<std::string_view>{}(std::string_view(buffer, filled))) * 1099511628211ull;
    }
    ::close(fd);
    stamp.exists = true;
    stamp.size = static_cast<std::uint64_t>(info.st_size);
    stamp.modifiedNanoseconds = static_cast<std::int64_t>(info.st_mtim.tv_sec) * 1'000'000'000 + info.st_mtim.tv_nsec;
    stamp.hash = hash;
    return stamp;
}

}  // namespace ablab::core

#include "files/file_stamp.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>

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
    std::uint64_t hash = 14695981039346656037ull;
    unsigned char buffer[1 << 16];
    for (;;) {
        const ssize_t got = ::read(fd, buffer, sizeof buffer);
        if (got < 0 && errno == EINTR) continue;
        if (got < 0) {
            ::close(fd);
            return stamp;
        }
        if (got == 0) break;
        for (ssize_t i = 0; i < got; ++i) hash = (hash ^ buffer[i]) * 1099511628211ull;
    }
    ::close(fd);
    stamp.exists = true;
    stamp.size = static_cast<std::uint64_t>(info.st_size);
    stamp.modifiedNanoseconds = static_cast<std::int64_t>(info.st_mtim.tv_sec) * 1'000'000'000 + info.st_mtim.tv_nsec;
    stamp.hash = hash;
    return stamp;
}

}  // namespace ablab::core

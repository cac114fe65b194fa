#include "files/input_file.h"

#include "files/line_ends.h"
#include "files/staged_files.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstring>

namespace ablab::core {

namespace {

std::string article(std::string_view kind) { return kind.front() == 'a' ? "an " : "a "; }

// What a non-regular file is, for the message that refuses it.
std::string fileTypeName(mode_t mode) {
    if (S_ISDIR(mode)) return "a folder";
    if (S_ISFIFO(mode)) return "a FIFO (named pipe)";
    if (S_ISCHR(mode)) return "a character device";
    if (S_ISBLK(mode)) return "a block device";
    if (S_ISSOCK(mode)) return "a socket";
    return "not a regular file";
}

std::string sizeText(std::size_t bytes) {
    if (bytes >= (std::size_t{1} << 30)) return std::to_string(bytes >> 30) + " GiB";
    if (bytes >= (std::size_t{1} << 20)) return std::to_string(bytes >> 20) + " MiB";
    return std::to_string(bytes >> 10) + " KiB";
}

std::string tooLarge(const std::string& name, std::string_view kind, std::size_t maxBytes, std::string_view reason) {
    return name + ": larger than " + sizeText(maxBytes) + "; ablab reads " + std::string(kind) + "s up to " + sizeText(maxBytes) +
           (reason.empty() ? "" : " " + std::string(reason));
}

// Whether a stream could still become a text ablab reads, from its start: JSON, an
// S-expression ("(", ";"), an AIMA list ("#", "["), a CS188 test file (`key: …` lines) or a
// notebook's `leaves = […]`. A first character none of them starts with (`/dev/zero`'s NUL)
// ends reading at once; a first line that is a bare word (`yes`'s "y") too. Everything else is
// read to its end or the cap: a reader that stops early refuses a good file it cut short.
enum class StreamStart : std::uint8_t { Undecided, Plausible, Hopeless };

// Only this much of a first line is looked at: a key or a literal comes early, and judging a
// stream must not cost more than one look at its start.
constexpr std::size_t kFirstLineLooked = 4096;

StreamStart judgeStart(std::string_view text) {
    if (kByteOrderMark.starts_with(text)) return StreamStart::Undecided;  // the mark, or part of it, so far
    text = withoutByteOrderMark(text);
    const std::size_t first = text.find_first_not_of(" \t\r\n");
    if (first == std::string_view::npos) return text.size() > kFirstLineLooked ? StreamStart::Plausible : StreamStart::Undecided;
    const char c = text[first];
    if (std::string_view("[{\"-+.0123456789(;#").find(c) != std::string_view::npos) return StreamStart::Plausible;
    const bool word = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
    if (!word) return StreamStart::Hopeless;
    const std::string_view start = text.substr(first, kFirstLineLooked);
    const std::string_view line = start.substr(0, lineEndFrom(start, 0));
    if (line.size() == start.size() && start.size() < kFirstLineLooked) return StreamStart::Undecided;  // the line goes on
    if (line.find_first_of(":=") != std::string_view::npos) return StreamStart::Plausible;
    // JSON's literals may open a document that goes on over the next lines.
    for (const std::string_view literal : {"true", "false", "null"})
        if (line.starts_with(literal)) return StreamStart::Plausible;
    return StreamStart::Hopeless;
}

// Reads `fd` to the end with read() straight into the string, less a byte-order mark. The
// string starts at the file's size plus one byte (so that a file read whole is seen to end
// without growing it) and grows by doubling up to the cap and no further: memory stays within
// the cap plus one byte. A pipe's read() returns what it holds, so standard input is judged
// from its first chunk.
std::string readAll(int fd, const std::string& name, std::string_view kind, std::size_t sizeHint, std::size_t maxBytes,
                    std::string_view reason) {
    std::string text;
    text.reserve(std::min(sizeHint, maxBytes) + 1);
    text.resize(text.capacity());
    std::size_t filled = 0;
    StreamStart start = StreamStart::Undecided;
    for (;;) {
        if (filled == text.size()) text.resize(std::min(maxBytes + 1, 2 * text.size()));
        const ssize_t got = ::read(fd, text.data() + filled, text.size() - filled);
        if (got < 0) {
            if (errno == EINTR) continue;
            throw std::runtime_error(name + ": cannot read: " + std::strerror(errno));
        }
        if (got == 0) break;
        filled += static_cast<std::size_t>(got);
        if (filled > maxBytes) throw std::runtime_error(tooLarge(name, kind, maxBytes, reason));
        if (start == StreamStart::Undecided) {
            start = judgeStart(std::string_view(text.data(), filled));
            if (start == StreamStart::Hopeless) break;  // the parser reports the syntax error
        }
    }
    text.resize(filled);
    if (text.starts_with(kByteOrderMark)) text.erase(0, kByteOrderMark.size());
    return text;
}

}  // namespace

InputText readInputFile(const std::string& path, std::string_view kind, std::size_t maxBytes, std::string_view reason) {
    if (path == "-") return {readAll(STDIN_FILENO, "<stdin>", kind, 1 << 16, maxBytes, reason), "<stdin>"};
    // O_NONBLOCK: opening a FIFO with no writer must not wait for one; it is refused below.
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY);
    if (fd < 0) {
        if (errno == EISDIR) throw std::runtime_error(path + ": is a folder, not " + article(kind) + std::string(kind));
        throw std::runtime_error(path + ": cannot open: " + std::strerror(errno));
    }
    struct stat info {};
    if (::fstat(fd, &info) != 0) {
        const int saved = errno;
        ::close(fd);
        throw std::runtime_error(path + ": cannot open: " + std::strerror(saved));
    }
    if (!S_ISREG(info.st_mode)) {
        ::close(fd);
        if (S_ISDIR(info.st_mode)) throw std::runtime_error(path + ": is a folder, not " + article(kind) + std::string(kind));
        throw std::runtime_error(path + ": is " + fileTypeName(info.st_mode) + ", not " + article(kind) + std::string(kind));
    }
    noteInputFile(static_cast<std::uint64_t>(info.st_dev), static_cast<std::uint64_t>(info.st_ino));
    if (static_cast<std::uint64_t>(info.st_size) > maxBytes) {
        ::close(fd);
        throw std::runtime_error(tooLarge(path, kind, maxBytes, reason));
    }
    const auto size = static_cast<std::size_t>(info.st_size);
    try {
        std::string text = readAll(fd, path, kind, size, maxBytes, reason);
        ::close(fd);
        return {std::move(text), path};
    } catch (...) {
        ::close(fd);
        throw;
    }
}

}  // namespace ablab::core

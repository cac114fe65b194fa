#include "files/staged_files.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <stdexcept>

namespace ablab::core {

StagedFiles::~StagedFiles() {
    for (const auto& [temp, target] : m_files) ::unlink(temp.c_str());
}

std::string StagedFiles::stage(const std::string& target) {
    const std::filesystem::path path(target);
    const std::filesystem::path folder = path.has_parent_path() ? path.parent_path() : std::filesystem::path(".");
    std::string temp = (folder / ("." + path.filename().string() + ".tmp-XXXXXX")).string();
    const int fd = ::mkstemp(temp.data());
    if (fd < 0) throw std::runtime_error(target + ": cannot write: " + std::strerror(errno));
    ::close(fd);
    ::chmod(temp.c_str(), 0644);
    m_files.emplace_back(temp, target);
    return temp;
}

void StagedFiles::stageText(const std::string& target, std::string_view contents) {
    const std::string temp = stage(target);
    const int fd = ::open(temp.c_str(), O_WRONLY | O_TRUNC | O_CLOEXEC);
    if (fd < 0) throw std::runtime_error(target + ": cannot write: " + std::strerror(errno));
    std::size_t written = 0;
    while (written < contents.size()) {
        const ssize_t n = ::write(fd, contents.data() + written, contents.size() - written);
        if (n < 0) {
            if (errno == EINTR) continue;
            const int saved = errno;
            ::close(fd);
            throw std::runtime_error(target + ": cannot write: " + std::strerror(saved));
        }
        written += static_cast<std::size_t>(n);
    }
    if (::close(fd) != 0) throw std::runtime_error(target + ": cannot write: " + std::strerror(errno));
}

void StagedFiles::commit() {
    for (auto& [temp, target] : m_files) {
        // Data first, then the name: after a crash a target is either old or complete.
        if (const int fd = ::open(temp.c_str(), O_RDONLY | O_CLOEXEC); fd >= 0) {
            ::fsync(fd);
            ::close(fd);
        }
    }
    while (!m_files.empty()) {
        const auto& [temp, target] = m_files.front();
        if (::rename(temp.c_str(), target.c_str()) != 0)
            throw std::runtime_error(target + ": cannot replace: " + std::strerror(errno));
        m_files.erase(m_files.begin());
    }
}

}  // namespace ablab::core

#include "files/staged_files.h"

#include <fcntl.h>
#include <pthread.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <mutex>
#include <stdexcept>

#include "text/translate.h"

namespace ablab::core {

namespace {

// [SECTION] Temporaries removed when a signal ends the process. The handler may only call
// async-signal-safe functions: it walks a fixed table of C strings and unlinks them.
constexpr std::size_t kTempSlots = 512;
std::atomic<char*> g_temps[kTempSlots];

extern "C" void removeTempsAndDie(int signal) {
    for (auto& slot : g_temps)
        if (char* path = slot.load()) ::unlink(path);
    ::signal(signal, SIG_DFL);
    ::raise(signal);
}

void installSignalCleanup() {
    static std::once_flag once;
    std::call_once(once, [] {
        for (const int signal : {SIGINT, SIGTERM, SIGHUP, SIGQUIT}) {
            struct sigaction old {};
            if (::sigaction(signal, nullptr, &old) != 0 || old.sa_handler != SIG_DFL) continue;  // ignored (nohup) or taken
            struct sigaction action {};
            action.sa_handler = removeTempsAndDie;
            sigemptyset(&action.sa_mask);
            ::sigaction(signal, &action, nullptr);
        }
    });
}

void registerTemp(const std::string& path) {
    installSignalCleanup();
    char* copy = ::strdup(path.c_str());
    if (!copy) return;
    for (auto& slot : g_temps) {
        char* expected = nullptr;
        if (slot.compare_exchange_strong(expected, copy)) return;
    }
    std::free(copy);  // more than kTempSlots files at once: the destructor still removes them
}

void unregisterTemp(const std::string& path) {
    for (auto& slot : g_temps) {
        char* held = slot.load();
        if (held && path == held && slot.compare_exchange_strong(held, nullptr)) {
            std::free(held);
            return;
        }
    }
}

// [SECTION] Targets.

std::runtime_error cannotWrite(const std::string& target, int error) {
    return std::runtime_error(target + ": cannot write: " + std::strerror(error));
}

// The file to replace: the target, or what a link there points to.
std::string resolveTarget(const std::string& target, Replace replace) {
    struct stat link {};
    if (::lstat(target.c_str(), &link) != 0) {
        if (errno == ENOENT) return target;
        throw cannotWrite(target, errno);
    }
    if (replace == Replace::Never) throw std::runtime_error(alreadyExistsMessage(target));
    struct stat file {};
    if (::stat(target.c_str(), &file) != 0)
        throw std::runtime_error(target + ": is a link to a file that does not exist; not followed");
    if (!S_ISREG(file.st_mode)) throw std::runtime_error(target + ": is not a regular file; not replaced");
    if (!S_ISLNK(link.st_mode)) return target;
    std::error_code error;
    const std::filesystem::path real = std::filesystem::canonical(target, error);
    if (error) throw cannotWrite(target, error.value());
    return real.string();
}

// The permission bits a replaced file keeps, or those a new file gets.
mode_t modeFor(const std::string& target) {
    struct stat file {};
    if (::stat(target.c_str(), &file) == 0) return file.st_mode & 07777;
    const mode_t mask = ::umask(0);
    ::umask(mask);
    return 0666 & ~mask;
}

}  // namespace

std::string alreadyExistsMessage(const std::string& target) {
    return translate("{file}: already exists; add --force to replace it", {{"file", target}});
}

StagedFiles::~StagedFiles() {
    for (const Staged& f : m_files) {
        ::unlink(f.temp.c_str());
        unregisterTemp(f.temp);
    }
}

std::string StagedFiles::stage(const std::string& target, Replace replace) {
    const std::string real = resolveTarget(target, replace);
    const std::filesystem::path path(real);
    const std::filesystem::path folder = path.has_parent_path() ? path.parent_path() : std::filesystem::path(".");
    std::string temp = (folder / ("." + path.filename().string() + ".tmp-XXXXXX")).string();
    // The file and its registration appear together: a signal between the two would leave it.
    installSignalCleanup();
    sigset_t cleanupSignals, previous;
    sigemptyset(&cleanupSignals);
    for (const int signal : {SIGINT, SIGTERM, SIGHUP, SIGQUIT}) sigaddset(&cleanupSignals, signal);
    ::pthread_sigmask(SIG_BLOCK, &cleanupSignals, &previous);
    const int fd = ::mkostemp(temp.data(), O_CLOEXEC);
    const int openError = errno;
    if (fd >= 0) registerTemp(temp);
    ::pthread_sigmask(SIG_SETMASK, &previous, nullptr);
    if (fd < 0) throw cannotWrite(target, openError);
    m_files.push_back({temp, real, replace});
    if (::fchmod(fd, modeFor(real)) != 0) {
        const int saved = errno;
        ::close(fd);
        throw cannotWrite(target, saved);
    }
    ::close(fd);
    return temp;
}

void StagedFiles::stageText(const std::string& target, std::string_view contents, Replace replace) {
    const std::string temp = stage(target, replace);
    const int fd = ::open(temp.c_str(), O_WRONLY | O_TRUNC | O_CLOEXEC);
    if (fd < 0) throw cannotWrite(target, errno);
    std::size_t written = 0;
    while (written < contents.size()) {
        const ssize_t n = ::write(fd, contents.data() + written, contents.size() - written);
        if (n < 0) {
            if (errno == EINTR) continue;
            const int saved = errno;
            ::close(fd);
            throw cannotWrite(target, saved);
        }
        written += static_cast<std::size_t>(n);
    }
    if (::close(fd) != 0) throw cannotWrite(target, errno);
}

namespace {

// renameat2 with RENAME_NOREPLACE: fails with EEXIST instead of replacing. The browser build's C
// library has no renameat2; there one process owns the in-memory file system, so a check
// before the rename cannot go stale.
int renameNoReplace(const char* from, const char* to) {
#ifdef RENAME_NOREPLACE
    return ::renameat2(AT_FDCWD, from, AT_FDCWD, to, RENAME_NOREPLACE);
#else
    if (::access(to, F_OK) == 0) {
        errno = EEXIST;
        return -1;
    }
    return ::rename(from, to);
#endif
}

}  // namespace

void StagedFiles::commit() {
    for (const Staged& f : m_files) {
        // Data first, then the name: after a crash a target is either old or complete.
        if (const int fd = ::open(f.temp.c_str(), O_RDONLY | O_CLOEXEC); fd >= 0) {
            ::fsync(fd);
            ::close(fd);
        }
    }
    while (!m_files.empty()) {
        const Staged& f = m_files.front();
        if (f.replace == Replace::Never) {
            // The check in stage() could be stale by now: renameat2 refuses to replace.
            if (renameNoReplace(f.temp.c_str(), f.target.c_str()) != 0) {
                if (errno == EEXIST) throw std::runtime_error(alreadyExistsMessage(f.target));
                if (errno != EINVAL && errno != ENOSYS) throw std::runtime_error(f.target + ": cannot replace: " + std::strerror(errno));
                // A file system without RENAME_NOREPLACE: link() also refuses an existing name.
                if (::link(f.temp.c_str(), f.target.c_str()) != 0) {
                    if (errno == EEXIST) throw std::runtime_error(alreadyExistsMessage(f.target));
                    throw std::runtime_error(f.target + ": cannot replace: " + std::strerror(errno));
                }
                ::unlink(f.temp.c_str());
            }
        } else if (::rename(f.temp.c_str(), f.target.c_str()) != 0) {
            throw std::runtime_error(f.target + ": cannot replace: " + std::strerror(errno));
        }
        unregisterTemp(f.temp);
        m_files.erase(m_files.begin());
    }
}

}  // namespace ablab::core

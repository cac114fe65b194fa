#include "files/staged_files.h"

#include <fcntl.h>
#include <pthread.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <mutex>
#include <new>
#include <random>
#include <stdexcept>

#include "text/translate.h"

namespace ablab::core {

namespace {

// [SECTION] Temporaries removed when a signal ends the process. The core installs no handler
// (the program's main owns signals: app/cli/run_main.cpp); it keeps the temporaries where the
// main's handler can remove them with async-signal-safe calls only: a list of fixed tables of
// C strings, walked and unlinked by removeStagedFilesNow(). A table that fills up gets a next
// one (allocated while the signals are blocked, never freed), so any number of staged files is
// tracked: a sequence of 2,000 pictures leaves none behind. The list is process-wide because a
// signal is: a handler has no other way to find it.
constexpr std::size_t kSlotsPerTable = 256;
struct TempTable {
    std::atomic<char*> slots[kSlotsPerTable] = {};
    std::atomic<TempTable*> next{nullptr};
};
TempTable g_temps;

// The cleanup signals held off while a file and its registration appear or go together.
class CleanupSignalsBlocked {
public:
    CleanupSignalsBlocked() {
        sigset_t cleanupSignals;
        sigemptyset(&cleanupSignals);
        for (const int signal : kEndingSignals) sigaddset(&cleanupSignals, signal);
        ::pthread_sigmask(SIG_BLOCK, &cleanupSignals, &m_previous);
    }
    ~CleanupSignalsBlocked() { ::pthread_sigmask(SIG_SETMASK, &m_previous, nullptr); }
    CleanupSignalsBlocked(const CleanupSignalsBlocked&) = delete;
    CleanupSignalsBlocked& operator=(const CleanupSignalsBlocked&) = delete;

private:
    sigset_t m_previous;
};

void registerTemp(const std::string& path) {
    char* copy = ::strdup(path.c_str());
    if (!copy) throw std::bad_alloc();
    for (TempTable* table = &g_temps;;) {
        for (auto& slot : table->slots) {
            char* expected = nullptr;
            if (slot.compare_exchange_strong(expected, copy)) return;
        }
        TempTable* next = table->next.load();
        if (!next) {
            auto* fresh = new TempTable;
            if (table->next.compare_exchange_strong(next, fresh)) next = fresh;
            else delete fresh;  // another thread added one first: `next` is that one
        }
        table = next;
    }
}

void unregisterTemp(const std::string& path) {
    for (TempTable* table = &g_temps; table; table = table->next.load())
        for (auto& slot : table->slots) {
            char* held = slot.load();
            if (held && path == held && slot.compare_exchange_strong(held, nullptr)) {
                std::free(held);
                return;
            }
        }
}

// A name beside `base` no other file has: `pattern` ends with "XXXXXX", which is filled with
// random letters until `create` succeeds or fails for another reason than EEXIST.
template <typename Create>
int withUniqueName(std::string& pattern, Create create) {
    static constexpr char kLetters[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    // Seeded afresh for each name (files are staged seldom): no state kept per thread or process.
    std::mt19937_64 random{std::random_device{}() ^ static_cast<std::uint64_t>(::getpid())};
    const std::size_t at = pattern.size() - 6;
    for (int attempt = 0; attempt < 1000; ++attempt) {
        for (std::size_t i = 0; i < 6; ++i) pattern[at + i] = kLetters[random() % (sizeof kLetters - 1)];
        const int result = create(pattern.c_str());
        if (result >= 0 || errno != EEXIST) return result;
    }
    errno = EEXIST;
    return -1;
}

// [SECTION] Inputs a command line must not replace.
std::atomic<bool> g_refuseInputs{false};
std::mutex g_inputsMutex;
std::vector<std::pair<std::uint64_t, std::uint64_t>> g_inputs;

bool isInputFile(const struct stat& file) {
    if (!g_refuseInputs.load()) return false;
    const std::lock_guard lock(g_inputsMutex);
    const std::pair<std::uint64_t, std::uint64_t> identity{file.st_dev, file.st_ino};
    return std::find(g_inputs.begin(), g_inputs.end(), identity) != g_inputs.end();
}

// [SECTION] Targets.

std::runtime_error cannotWrite(const std::string& target, int error) {
    return std::runtime_error(target + ": cannot write: " + std::strerror(error));
}

// The file to replace: the target, or what a link there points to.
std::string resolveTarget(Language language, const std::string& target, Replace replace) {
    struct stat link {};
    if (::lstat(target.c_str(), &link) != 0) {
        if (errno == ENOENT) return target;
        throw cannotWrite(target, errno);
    }
    struct stat file {};
    const bool linkTarget = ::stat(target.c_str(), &file) == 0;
    if (linkTarget && isInputFile(file))
        throw TargetRefused(
            translate(language, "{file}: is a file this command reads; write the result to another file", {{"file", target}}));
    if (replace == Replace::Never) throw TargetRefused(alreadyExistsMessage(language, target));
    if (!linkTarget) throw std::runtime_error(target + ": is a link to a file that does not exist; not followed");
    if (!S_ISREG(file.st_mode)) throw std::runtime_error(target + ": is not a regular file; not replaced");
    if (!S_ISLNK(link.st_mode)) return target;
    std::error_code error;
    const std::filesystem::path real = std::filesystem::canonical(target, error);
    if (error) throw cannotWrite(target, error.value());
    return real.string();
}

// The temporary file for `real`, created exclusively. A replaced file's permission bits are
// copied (fchmod is not subject to the umask); a new file is created 0666 and the kernel takes
// the umask off, so the process's umask is only read, never changed.
int createTemp(std::string& temp, const std::string& real) {
    struct stat old {};
    const bool replacing = ::stat(real.c_str(), &old) == 0;
    const int fd = withUniqueName(
        temp, [&](const char* name) { return ::open(name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, replacing ? 0600 : 0666); });
    if (fd >= 0 && replacing && ::fchmod(fd, old.st_mode & 07777) != 0) {
        const int saved = errno;
        ::close(fd);
        ::unlink(temp.c_str());
        errno = saved;
        return -1;
    }
    return fd;
}

}  // namespace

void removeStagedFilesNow() noexcept {
    for (TempTable* table = &g_temps; table; table = table->next.load())
        for (auto& slot : table->slots)
            if (char* path = slot.load()) ::unlink(path);
}

std::string alreadyExistsMessage(Language language, const std::string& target) {
    return translate(language, "{file}: already exists; add --force to replace it", {{"file", target}});
}

StagedFiles::~StagedFiles() {
    for (const Staged& f : m_files) {
        ::unlink(f.temp.c_str());
        unregisterTemp(f.temp);
    }
}

std::string StagedFiles::stage(const std::string& target, Replace replace) {
    const std::string real = resolveTarget(m_language, target, replace);
    const std::filesystem::path path(real);
    const std::filesystem::path folder = path.has_parent_path() ? path.parent_path() : std::filesystem::path(".");
    std::string temp = (folder / ("." + path.filename().string() + ".tmp-XXXXXX")).string();
    int fd = -1, openError = 0;
    {
        // The file and its registration appear together: a signal between the two would leave it.
        const CleanupSignalsBlocked blocked;
        fd = createTemp(temp, real);
        openError = errno;
        if (fd >= 0) {
            try {
                registerTemp(temp);
            } catch (...) {
                ::close(fd);
                ::unlink(temp.c_str());
                throw;
            }
        }
    }
    if (fd < 0) throw cannotWrite(target, openError);
    m_files.push_back({temp, real, replace});
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

// Makes a staged file's data durable before its name changes: after a crash a target is either
// old or complete. A failing fsync (EIO, ENOSPC on a network file system) is a failed write.
void syncData(const std::string& temp, const std::string& target) {
    const int fd = ::open(temp.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) throw cannotWrite(target, errno);
    const bool synced = ::fsync(fd) == 0 || errno == EINVAL || errno == EROFS;  // EINVAL: no syncing here (a special file system)
    const int saved = errno;
    ::close(fd);
    if (!synced) throw cannotWrite(target, saved);
}

// A second name for a target about to be replaced, so that a group whose later rename fails
// can put it back: "" when there is nothing there to keep.
std::string keepOldContents(const std::string& target) {
    const std::filesystem::path path(target);
    const std::filesystem::path folder = path.has_parent_path() ? path.parent_path() : std::filesystem::path(".");
    std::string kept = (folder / ("." + path.filename().string() + ".old-XXXXXX")).string();
    const CleanupSignalsBlocked blocked;
    if (withUniqueName(kept, [&](const char* name) { return ::link(target.c_str(), name); }) != 0) {
        if (errno == ENOENT) return "";
        throw std::runtime_error(target + ": cannot replace: " + std::strerror(errno));
    }
    registerTemp(kept);
    return kept;
}

// One group's renames at a time. Two runs writing the same files at once (`ablab practice --out
// ex.json --key key.json --force` twice) would otherwise interleave their renames and leave one
// run's exercise beside the other run's key. A commit holds an exclusive flock() on every folder
// it renames into, taken in one order (by device and inode) so that two groups over the same
// folders never wait for each other. The lock belongs to the open folder, not the process, so the
// threads of one process exclude each other too, and the kernel drops it however the process
// ends. A folder that cannot be opened for reading (mode 0300) or locked (a file system without
// flock) is renamed into unlocked, as before: refusing to write there would be worse.
class FolderLocks {
public:
    explicit FolderLocks(const std::vector<std::string>& targets) {
        std::vector<std::string> names;  // each folder once: 2,000 pictures in one are one lock
        for (const std::string& target : targets) {
            const std::filesystem::path path(target);
            names.push_back(path.has_parent_path() ? path.parent_path().string() : ".");
        }
        std::sort(names.begin(), names.end());
        names.erase(std::unique(names.begin(), names.end()), names.end());
        m_folders.reserve(names.size());  // no push_back below can throw and leave a folder open
        for (const std::string& name : names) {
            const int fd = ::open(name.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
            struct stat info {};
            if (fd < 0) continue;
            // Another spelling of a folder already held: a second flock() through another open
            // file of it would wait for the first forever.
            if (::fstat(fd, &info) != 0 || std::any_of(m_folders.begin(), m_folders.end(), [&](const Folder& f) {
                    return f.device == info.st_dev && f.inode == info.st_ino;
                })) {
                ::close(fd);
                continue;
            }
            m_folders.push_back({fd, info.st_dev, info.st_ino});
        }
        std::sort(m_folders.begin(), m_folders.end(),
                  [](const Folder& a, const Folder& b) { return std::pair(a.device, a.inode) < std::pair(b.device, b.inode); });
        for (const Folder& folder : m_folders)
            while (::flock(folder.fd, LOCK_EX) != 0 && errno == EINTR) {
            }
    }
    ~FolderLocks() {
        for (const Folder& folder : m_folders) ::close(folder.fd);  // closing the folder releases its lock
    }
    FolderLocks(const FolderLocks&) = delete;
    FolderLocks& operator=(const FolderLocks&) = delete;

private:
    struct Folder {
        int fd;
        dev_t device;
        ino_t inode;
    };
    std::vector<Folder> m_folders;
};

void renameOnto(Language language, const std::string& temp, const std::string& target, Replace replace) {
    if (replace == Replace::Allowed) {
        if (::rename(temp.c_str(), target.c_str()) != 0)
            throw std::runtime_error(target + ": cannot replace: " + std::strerror(errno));
        return;
    }
    // The check in stage() could be stale by now: renameNoReplace refuses to replace.
    if (renameNoReplace(temp.c_str(), target.c_str()) == 0) return;
    if (errno == EEXIST) throw TargetRefused(alreadyExistsMessage(language, target));
    throw std::runtime_error(target + ": cannot replace: " + std::strerror(errno));
}

}  // namespace

void StagedFiles::commit() {
    for (const Staged& f : m_files) syncData(f.temp, f.target);
    std::vector<std::string> targets;
    for (const Staged& f : m_files) targets.push_back(f.target);
    const FolderLocks locked(targets);
    // One file: rename() is all-or-nothing by itself. Several: each replaced target keeps a
    // second name until all are in place, and a failure puts every earlier one back.
    const bool group = m_files.size() > 1;
    struct Placed {
        std::string target, kept;
    };
    std::vector<Placed> placed;
    std::size_t done = 0;
    try {
        for (; done < m_files.size(); ++done) {
            const Staged& f = m_files[done];
            const std::string kept = group && f.replace == Replace::Allowed ? keepOldContents(f.target) : "";
            try {
                renameOnto(m_language, f.temp, f.target, f.replace);
            } catch (...) {
                if (!kept.empty()) {
                    ::unlink(kept.c_str());
                    unregisterTemp(kept);
                }
                throw;
            }
            unregisterTemp(f.temp);
            placed.push_back({f.target, kept});
        }
    } catch (...) {
        for (auto it = placed.rbegin(); it != placed.rend(); ++it) {
            if (it->kept.empty()) ::unlink(it->target.c_str());  // it was new
            else if (::rename(it->kept.c_str(), it->target.c_str()) == 0) unregisterTemp(it->kept);
        }
        m_files.erase(m_files.begin(), m_files.begin() + static_cast<std::ptrdiff_t>(done));
        throw;
    }
    for (const Placed& p : placed)
        if (!p.kept.empty()) {
            ::unlink(p.kept.c_str());
            unregisterTemp(p.kept);
        }
    m_files.clear();
}

// renameat2 with RENAME_NOREPLACE: fails with EEXIST instead of replacing. The browser build's C
// library has no renameat2; there one process owns the in-memory file system, so a check
// before the rename cannot go stale.
int renameNoReplace(const char* from, const char* to) {
#ifdef RENAME_NOREPLACE
    if (::renameat2(AT_FDCWD, from, AT_FDCWD, to, RENAME_NOREPLACE) == 0) return 0;
    if (errno != EINVAL && errno != ENOSYS) return -1;
    // A file system without RENAME_NOREPLACE: link() also refuses an existing name.
    if (::link(from, to) != 0) return -1;
    ::unlink(from);
    return 0;
#else
    if (::access(to, F_OK) == 0) {
        errno = EEXIST;
        return -1;
    }
    return ::rename(from, to);
#endif
}

void refuseWritingInputs() { g_refuseInputs.store(true); }

void allowWritingInputs() {
    g_refuseInputs.store(false);
    const std::lock_guard lock(g_inputsMutex);
    g_inputs.clear();
}

void noteInputFile(std::uint64_t device, std::uint64_t inode) {
    if (!g_refuseInputs.load()) return;
    const std::lock_guard lock(g_inputsMutex);
    g_inputs.emplace_back(device, inode);
}

}  // namespace ablab::core

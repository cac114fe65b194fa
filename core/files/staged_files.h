#pragma once
// Files that appear all at once or not at all: every file ablab writes goes through here. Each
// is written to a temporary file created exclusively (a unique name, O_EXCL) in its target's
// folder; commit() renames them into place together: if one rename fails, the targets already
// renamed get their old contents back (or disappear, if they were new). Until then, or if
// anything fails, the targets are untouched, and the temporaries are removed on every exit path
// the process controls: the destructor (errors, exceptions) and the signals that end a program
// (kEndingSignals), whose handler, the program's main's, calls removeStagedFilesNow() before the
// signal ends the process. kill -9 cannot be caught; its leftovers are named `.NAME.tmp-XXXXXX`.
// Two commits into the same folders (two runs of one command at once) take turns: each holds
// the folders' lock (flock) for all its renames, so one run's files never end up beside another's.
//
// Replacing a file keeps its permission bits (a 0600 file stays 0600); a new file gets
// 0666 minus the umask, applied by the kernel (the process's umask is never changed: other
// threads create files too). A target that is a symbolic link is followed: the file the link
// points to is replaced and the link stays. A link to nothing, a folder or a device is refused.
#include <csignal>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "text/translate.h"

namespace ablab::core {

enum class Replace : std::uint8_t {
    Never,   // a target that exists is an error, checked again at the rename (no race)
    Allowed  // --force
};

// A target ablab will not write: it exists and may not be replaced, or it is a file this
// command reads. The user's choice of file, not a failure of the disk: exit status 2.
class TargetRefused : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

class StagedFiles {
public:
    // The refusals (an existing target, an input as a target) are said in `language`.
    explicit StagedFiles(Language language) : m_language(language) {}
    StagedFiles(const StagedFiles&) = delete;
    StagedFiles& operator=(const StagedFiles&) = delete;
    ~StagedFiles();

    // Creates an empty temporary file beside `target` and returns its path, to be written by
    // whatever writes files (cairo, giflib, an ofstream). Throws TargetRefused ("PATH: already
    // exists; add --force to replace it", "PATH: is an input of this command; …") or
    // std::runtime_error naming the target ("PATH: cannot write: …").
    std::string stage(const std::string& target, Replace replace = Replace::Allowed);
    // Text written and staged in one go.
    void stageText(const std::string& target, std::string_view contents, Replace replace = Replace::Allowed);
    // Makes every staged file durable (fsync, whose failure is an error) and renames them onto
    // their targets, all or none.
    void commit();

private:
    struct Staged {
        std::string temp, target;
        Replace replace;
    };
    std::vector<Staged> m_files;
    Language m_language;
};

// The signals that end a program which a handler may catch: while a file and its record here
// appear or go together, they are blocked, so that a handler never misses a temporary.
inline constexpr int kEndingSignals[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};
// Unlinks every temporary staged and not yet committed or removed, in every StagedFiles of the
// process. Async-signal-safe (it only reads atomics and calls unlink): for the handler of
// kEndingSignals that a program's main installs (app/cli/run_main.cpp); the core installs none.
// What it removed stays recorded: it is for a process about to end.
void removeStagedFilesNow() noexcept;

// The message for a target that exists when it may not be replaced.
std::string alreadyExistsMessage(Language language, const std::string& target);

// rename() that fails with EEXIST instead of replacing `to` (renameat2's RENAME_NOREPLACE, or
// link() where the file system has no such rename). Returns 0 or -1 with errno set.
int renameNoReplace(const char* from, const char* to);

// A run reads its inputs and writes its outputs; it must never replace what it read (`ablab
// export t.json --out t.json --force`, `ablab --screenshot t.json t.json --force`). After this
// call every regular file readInputFile reads is remembered by identity (device and inode:
// another spelling or a link is caught too) and stage() refuses it as a target. runMain calls
// it first thing, so every program of ablab, whatever its entry point, keeps the rule.
void refuseWritingInputs();
// The interactive window alone lifts the rule: saving over the file it opened is what saving is.
void allowWritingInputs();
// Called by readInputFile for every regular file it opens.
void noteInputFile(std::uint64_t device, std::uint64_t inode);

}  // namespace ablab::core

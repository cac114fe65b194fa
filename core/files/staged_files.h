#pragma once
// Files that appear all at once or not at all: every file ablab writes goes through here. Each
// is written to a temporary file created exclusively (mkstemp: a unique name, O_EXCL) in its
// target's folder; commit() renames them into place. Until then, or if anything fails, the
// targets are untouched, and the temporaries are removed on every exit path the process
// controls: the destructor (errors, exceptions) and SIGINT, SIGTERM, SIGHUP and SIGQUIT (a
// handler unlinks the temporaries still registered, then lets the signal end the process).
// kill -9 cannot be caught; its leftovers are named `.NAME.tmp-XXXXXX`.
//
// Replacing a file keeps its permission bits (a 0600 file stays 0600); a new file gets
// 0666 minus the umask. A target that is a symbolic link is followed: the file the link points
// to is replaced and the link stays. A link to nothing, a folder or a device is refused.
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace ablab::core {

enum class Replace : std::uint8_t {
    Never,   // a target that exists is an error, checked again at the rename (no race)
    Allowed  // --force
};

class StagedFiles {
public:
    StagedFiles() = default;
    StagedFiles(const StagedFiles&) = delete;
    StagedFiles& operator=(const StagedFiles&) = delete;
    ~StagedFiles();

    // Creates an empty temporary file beside `target` and returns its path, to be written by
    // whatever writes files (cairo, giflib, an ofstream). Throws std::runtime_error naming the
    // target: "PATH: already exists; add --force to replace it", "PATH: cannot write: …".
    std::string stage(const std::string& target, Replace replace = Replace::Allowed);
    // Text written and staged in one go.
    void stageText(const std::string& target, std::string_view contents, Replace replace = Replace::Allowed);
    // Renames every staged file onto its target.
    void commit();

private:
    struct Staged {
        std::string temp, target;
        Replace replace;
    };
    std::vector<Staged> m_files;
};

// The message for a target that exists when it may not be replaced.
std::string alreadyExistsMessage(const std::string& target);

}  // namespace ablab::core

#pragma once
// Files that appear all at once or not at all. Each is written to a temporary file beside its
// target; commit() renames them into place. Until then, or if anything fails, the targets are
// untouched and the destructor removes the temporaries: a failed export leaves nothing
// half-written.
#include <string>
#include <utility>
#include <vector>

namespace ablab::core {

class StagedFiles {
public:
    StagedFiles() = default;
    StagedFiles(const StagedFiles&) = delete;
    StagedFiles& operator=(const StagedFiles&) = delete;
    ~StagedFiles();

    // Creates an empty temporary file beside `target` and returns its path, to be written by
    // whatever writes files (cairo, giflib, an ofstream). Throws std::runtime_error.
    std::string stage(const std::string& target);
    // Text written and staged in one go.
    void stageText(const std::string& target, std::string_view contents);
    // Renames every staged file onto its target.
    void commit();

private:
    std::vector<std::pair<std::string, std::string>> m_files;  // temporary, target
};

}  // namespace ablab::core

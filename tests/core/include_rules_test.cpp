// The house's rules, read from the sources themselves: core never includes the front end, its
// folders include only the folders below them (core/*/README.md says which), and every include
// across folders names its folder.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <string>

namespace fs = std::filesystem;

namespace {

// What each folder of core may include besides itself: the dependency order of the library.
// text/ (languages, the message catalogue, display widths) sits below everything.
const std::map<std::string, std::set<std::string>> kMayInclude{
    {"text", {}},
    {"model", {"text"}},
    {"files", {"text", "model"}},
    {"search", {"text", "model"}},
    {"picture", {"text", "model", "search", "games"}},  // boards on nodes: tic-tac-toe's open lines
    {"export", {"text", "model", "files", "search", "picture"}},
    {"teaching", {"text", "model", "files", "search"}},
    {"games", {"text", "model", "search"}},
};

}  // namespace

TEST(IncludeRules, CoreFoldersIncludeOnlyWhatTheyMay) {
    const fs::path core = fs::path(ABLAB_SOURCE_DIR) / "core";
    const std::regex quoted(R"(^\s*#\s*include\s+\"([^\"]+)\")");
    const std::regex frontEnd(R"(^\s*#\s*include\s+<(imgui|GLFW|glad|backends)/?)");
    std::size_t files = 0;
    for (const auto& entry : fs::recursive_directory_iterator(core)) {
        const fs::path path = entry.path();
        if (!entry.is_regular_file() || (path.extension() != ".h" && path.extension() != ".cpp" && path.extension() != ".in"))
            continue;
        const std::string folder = fs::relative(path, core).begin()->string();
        ASSERT_TRUE(kMayInclude.count(folder)) << path << ": a folder of core this test does not know; add its rule";
        ++files;
        std::ifstream in(path);
        std::string line;
        for (int number = 1; std::getline(in, line); ++number) {
            std::smatch match;
            EXPECT_FALSE(std::regex_search(line, frontEnd)) << path << ":" << number << ": core draws no window";
            if (!std::regex_search(line, match, quoted)) continue;
            const std::string target = match[1];
            const std::size_t slash = target.find('/');
            ASSERT_NE(slash, std::string::npos) << path << ":" << number << ": include \"" << target << "\" names no folder";
            const std::string included = target.substr(0, slash);
            EXPECT_TRUE(included == folder || kMayInclude.at(folder).count(included))
                << path << ":" << number << ": " << folder << "/ may not include " << target;
        }
    }
    EXPECT_GT(files, 40u);
}

// The house's rules, read from the sources themselves: core never includes the front end, its
// folders include only what their README's "May include:" line names, and every include across
// folders names its folder.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace fs = std::filesystem;

namespace {

// What each folder of core may include besides itself — the dependency order of the library —
// as its README says it, in one line: "May include: text, model." ("nothing else in core" for
// text/, which sits below everything). The READMEs are the rule; this test holds the code to them.
std::map<std::string, std::set<std::string>> rulesFromReadmes(const fs::path& core) {
    std::map<std::string, std::set<std::string>> rules;
    for (const auto& entry : fs::directory_iterator(core)) {
        if (!entry.is_directory()) continue;
        const std::string folder = entry.path().filename().string();
        std::ifstream in(entry.path() / "README.md");
        std::string line;
        while (std::getline(in, line) && line.find("May include:") == std::string::npos) {
        }
        const std::size_t at = line.find("May include:");
        EXPECT_NE(at, std::string::npos) << folder << "/README.md has no line \"May include: …\"";
        std::set<std::string>& may = rules[folder];
        if (at == std::string::npos) continue;
        std::string list = line.substr(at + std::string("May include:").size());
        if (list.find("nothing") != std::string::npos) continue;
        std::replace(list.begin(), list.end(), ',', ' ');
        std::replace(list.begin(), list.end(), '.', ' ');
        std::istringstream words(list);
        for (std::string name; words >> name;) may.insert(name);
    }
    for (const auto& [folder, may] : rules)
        for (const std::string& name : may)
            EXPECT_TRUE(rules.count(name)) << folder << "/README.md names no folder of core: " << name;
    return rules;
}

}  // namespace

TEST(IncludeRules, CoreFoldersIncludeOnlyWhatTheyMay) {
    const fs::path core = fs::path(ABLAB_SOURCE_DIR) / "core";
    const std::map<std::string, std::set<std::string>> mayInclude = rulesFromReadmes(core);
    // The rules are an order, bottom to top: peel off the folders that include only folders
    // already peeled; a cycle leaves some behind.
    std::set<std::string> ordered;
    for (bool progress = true; progress;) {
        progress = false;
        for (const auto& [folder, may] : mayInclude) {
            if (ordered.count(folder) || !std::includes(ordered.begin(), ordered.end(), may.begin(), may.end())) continue;
            ordered.insert(folder);
            progress = true;
        }
    }
    EXPECT_EQ(ordered.size(), mayInclude.size()) << "the READMEs' \"May include:\" lines form a cycle";
    EXPECT_TRUE(mayInclude.at("text").empty());
    const std::regex quoted(R"(^\s*#\s*include\s+\"([^\"]+)\")");
    const std::regex frontEnd(R"(^\s*#\s*include\s+<(imgui|GLFW|glad|backends)/?)");
    std::size_t files = 0;
    for (const auto& entry : fs::recursive_directory_iterator(core)) {
        const fs::path path = entry.path();
        if (!entry.is_regular_file() || (path.extension() != ".h" && path.extension() != ".cpp" && path.extension() != ".in"))
            continue;
        const std::string folder = fs::relative(path, core).begin()->string();
        ASSERT_TRUE(mayInclude.count(folder)) << path << ": a folder of core this test does not know; add its rule";
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
            EXPECT_TRUE(included == folder || mayInclude.at(folder).count(included))
                << path << ":" << number << ": " << folder << "/ may not include " << target;
        }
    }
    EXPECT_GT(files, 40u);
}

namespace {

struct Include {
    fs::path file;
    int line = 0;
    std::string target;  // what is between the quotes: "gui/gui.h"
};

// Every quoted include in the C++ sources under `folder`.
std::vector<Include> includesUnder(const fs::path& folder) {
    const std::regex quoted(R"(^\s*#\s*include\s+\"([^\"]+)\")");
    std::vector<Include> found;
    for (const auto& entry : fs::recursive_directory_iterator(folder)) {
        const fs::path path = entry.path();
        if (!entry.is_regular_file() || (path.extension() != ".h" && path.extension() != ".cpp")) continue;
        std::ifstream in(path);
        std::string line;
        for (int number = 1; std::getline(in, line); ++number) {
            std::smatch match;
            if (std::regex_search(line, match, quoted)) found.push_back({path, number, match[1]});
        }
    }
    return found;
}

std::size_t filesIn(const std::vector<Include>& includes) {
    std::set<fs::path> files;
    for (const Include& include : includes) files.insert(include.file);
    return files.size();
}

}  // namespace

// The app's state is what the window, the browser page and the tests all drive; it knows nothing
// of how it is drawn (gui/) or of the command line that may start it (cli/), so that tests/app/state
// checks it without either.
TEST(IncludeRules, AppStateIncludesNeitherTheWindowNorTheCommandLine) {
    const std::vector<Include> includes = includesUnder(fs::path(ABLAB_SOURCE_DIR) / "app" / "state");
    for (const Include& include : includes)
        EXPECT_FALSE(include.target.starts_with("gui/") || include.target.starts_with("cli/"))
            << include.file << ":" << include.line << ": state/ may not include " << include.target;
    EXPECT_GT(filesIn(includes), 10u);  // the folder was read
}

// The window's code is the same on the desktop and in the browser: what differs is behind the
// platform's interface, and the window reaches the platform only through it.
TEST(IncludeRules, TheWindowReachesThePlatformOnlyThroughItsInterface) {
    const std::set<std::string> interface {
        "platform/platform.h",
            // The GL header: glad's OpenGL 3.3 on the desktop, GLES 3 in the browser. It is part of
            // what the platform offers (platform/README.md), kept apart from platform.h so that a
            // file drawing with GL does not also see the main loop and the file dialogs.
            "platform/gl.h",
    };
    const std::vector<Include> includes = includesUnder(fs::path(ABLAB_SOURCE_DIR) / "app" / "gui");
    for (const Include& include : includes) {
        if (!include.target.starts_with("platform/")) continue;
        EXPECT_TRUE(interface.count(include.target))
            << include.file << ":" << include.line << ": gui/ reaches the platform only through platform.h, not "
            << include.target;
    }
    EXPECT_GT(filesIn(includes), 20u);  // the folder was read
}

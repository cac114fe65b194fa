// The language and the notation are passed, never set (text/wording.h): read from the sources
// themselves, no function sets or fetches a process-wide or per-thread language or notation, and
// nothing in core/ or app/ is thread_local, the form such a setting took before.
#include <gtest/gtest.h>

#include <cstddef>
#include <filesystem>
#include <fstream>
#include <regex>
#include <string>

namespace fs = std::filesystem;

TEST(NoGlobalWording, NoSetOrCurrentLanguageOrNotationAndNothingThreadLocal) {
    const std::regex forbidden(
        R"(\bthread_local\b|\b(set|current)(Language|Notation)\s*\(|\binCurrentWording\b|\b(setlocale|std::locale::global)\s*\()");
    std::size_t files = 0;
    for (const char* folder : {"core", "app"}) {
        for (const auto& entry : fs::recursive_directory_iterator(fs::path(ABLAB_SOURCE_DIR) / folder)) {
            const fs::path path = entry.path();
            if (!entry.is_regular_file() || (path.extension() != ".h" && path.extension() != ".cpp" && path.extension() != ".in"))
                continue;
            ++files;
            std::ifstream in(path);
            std::string line;
            for (int number = 1; std::getline(in, line); ++number) {
                const std::string code = line.substr(0, line.find("//"));  // a comment may name what is gone
                EXPECT_FALSE(std::regex_search(code, forbidden))
                    << path.string() << ":" << number << ": the wording is passed to whoever writes, never kept aside: " << line;
            }
        }
    }
    EXPECT_GT(files, 200u);  // both folders were read
}

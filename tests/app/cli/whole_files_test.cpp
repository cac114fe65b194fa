// Every reader reads its whole input, whatever the format and however slowly standard input
// arrives: a file ablab convert wrote is read back, not cut at its first 64 KiB.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "support/run_ablab.h"
#include "support/shell_command.h"
#include "support/temporary_folder.h"

namespace fs = std::filesystem;
using ablab::testing::runAblab;

namespace {

class WholeFiles : public ablab::testing::TemporaryFolderTest {
protected:
    // A uniform tree (AIMA lists hold no other) far over 64 KiB in every format: 8^5 leaves.
    fs::path bigJson() const {
        const fs::path path = dir / "big.json";
        std::ofstream out(path);
        int leaf = 0;
        const auto subtree = [&](const auto& self, int depth) -> void {
            if (depth == 0) {
                out << (leaf++ * 37) % 101;
                return;
            }
            out << '[';
            for (int child = 0; child < 8; ++child) {
                if (child) out << ", ";
                self(self, depth - 1);
            }
            out << ']';
        };
        subtree(subtree, 5);
        out << '\n';
        return path;
    }
};

}  // namespace

TEST_F(WholeFiles, EveryFormatConvertWritesIsReadBackWhole) {
    const fs::path json = bigJson();
    ASSERT_GT(fs::file_size(json), std::uintmax_t{1} << 17);
    for (const char* format : {"cs188", "sexpr", "aima"}) {
        const fs::path out = dir / (std::string("big.") + format);
        ASSERT_EQ(runAblab("convert " + json.string() + " --to " + format + " --out " + out.string()).status, 0) << format;
        ASSERT_GT(fs::file_size(out), std::uintmax_t{1} << 16) << format;
        const auto read = runAblab("trace " + out.string() + " --input-format " + format + " --algorithm minimax");
        EXPECT_EQ(read.status, 0) << format << ": " << read.out.substr(0, 300);
        // The same value at the root: all 12,000 leaves were read.
        const auto fromStdin =
            ablab::testing::outputOf("cat " + out.string() + " | " + ABLAB_EXECUTABLE + " trace - --input-format " + format +
                                     " --algorithm minimax --format csv 2>&1; echo status $?");
        EXPECT_NE(fromStdin.find("status 0"), std::string::npos) << format << ": " << fromStdin.substr(0, 300);
    }
}

TEST_F(WholeFiles, ASlowWriterOnStandardInputIsReadToTheEnd) {
    // The first read sees only "(root " (or "# branching: 2"); the rest comes a moment later.
    const std::string ablab = ABLAB_EXECUTABLE;
    EXPECT_EQ(ablab::testing::outputOf("{ printf '(root '; sleep 0.5; printf '(B 3 12) (C 2 8))\\n'; } | " + ablab +
                                       " trace - --format csv >/dev/null 2>&1; echo status $?"),
              "status 0\n");
    EXPECT_EQ(ablab::testing::outputOf("{ printf '# branching: 2\\n'; sleep 0.5; printf '[3, 12, 8, 2]\\n'; } | " + ablab +
                                       " trace - --format csv >/dev/null 2>&1; echo status $?"),
              "status 0\n");
}

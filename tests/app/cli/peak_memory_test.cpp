// Memory follows the input: a hostile file of a few megabytes that ablab refuses costs at most
// four times its size above what a tiny file costs, and its error is one line of at most 200
// characters with exit status 2. Peak memory is the child's own (wait4's ru_maxrss), so earlier
// tests in this process do not count.
#include <gtest/gtest.h>
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "support/sanitized_build.h"
#include "support/temporary_folder.h"

namespace fs = std::filesystem;

namespace {

// A sanitizer's shadow memory is no one's input: the peak is not compared in those builds.
using ablab::testing::kSanitized;

struct Measured {
    int status = -1;
    std::string out;            // standard output and error
    std::size_t peakBytes = 0;  // the child's largest resident set
};

// Runs ablab with `arguments` (no shell), its output to a file, and takes its peak memory.
Measured runMeasured(const std::vector<std::string>& arguments, const fs::path& outFile) {
    Measured result;
    const pid_t pid = ::fork();
    if (pid == 0) {
        const int fd = ::open(outFile.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
        if (fd < 0) ::_exit(127);
        ::dup2(fd, STDOUT_FILENO);
        ::dup2(fd, STDERR_FILENO);
        std::vector<char*> argv{const_cast<char*>(ABLAB_EXECUTABLE)};
        for (const std::string& a : arguments) argv.push_back(const_cast<char*>(a.c_str()));
        argv.push_back(nullptr);
        ::execv(ABLAB_EXECUTABLE, argv.data());
        ::_exit(127);
    }
    int status = 0;
    rusage usage{};
    if (pid < 0 || ::wait4(pid, &status, 0, &usage) != pid) return result;
    result.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    result.peakBytes = static_cast<std::size_t>(usage.ru_maxrss) * 1024;  // kilobytes on Linux
    std::ifstream in(outFile, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    result.out = text.str();
    return result;
}

class PeakMemory : public ablab::testing::TemporaryFolderTest {
protected:
    fs::path write(const std::string& name, const std::string& text) const {
        const fs::path path = dir / name;
        std::ofstream(path, std::ios::binary) << text;
        return path;
    }

    // What ablab needs for a three-node tree: the program, its libraries, the catalogue and the
    // fonts it loads. Measured here, in the same build, so the bound is not a guess.
    std::size_t base() {
        const fs::path tiny = write("tiny.json", "[1, 2]");
        const Measured m = runMeasured({"trace", tiny.string()}, dir / "tiny.out");
        EXPECT_EQ(m.status, 0) << m.out;
        return m.peakBytes;
    }

    // `arguments` refuse `input` in one line of at most 200 characters, exit 2, within four times
    // the input above the base; the error begins with the input's name and `start`.
    void expectRefusedWithin(const std::vector<std::string>& arguments, const fs::path& input, const std::string& start) {
        const Measured m = runMeasured(arguments, dir / "refused.out");
        SCOPED_TRACE(input.filename().string());
        EXPECT_EQ(m.status, 2) << m.out.substr(0, 300);
        ASSERT_TRUE(m.out.ends_with('\n')) << m.out.substr(0, 300);
        // The error is the last line (check prints the tree's title before it reads the answer).
        const std::size_t lineStart = m.out.rfind('\n', m.out.size() - 2) + 1;  // npos + 1 == 0
        const std::string error = m.out.substr(lineStart, m.out.size() - 1 - lineStart);
        EXPECT_EQ(m.out.find("ablab: "), lineStart) << "one error line: " << m.out.substr(0, 300);
        EXPECT_LE(error.size(), 200u) << error.substr(0, 300);
        EXPECT_EQ(error.rfind("ablab: " + input.string() + start, 0), 0u) << error.substr(0, 300);
        if (kSanitized) return;
        const std::size_t bound = m_base + 4 * fs::file_size(input);
        EXPECT_LE(m.peakBytes, bound) << "peak " << (m.peakBytes >> 10) << " KiB, base " << (m_base >> 10) << " KiB, input "
                                      << (fs::file_size(input) >> 10) << " KiB";
    }

    void SetUp() override {
        TemporaryFolderTest::SetUp();
        m_base = base();
    }
    std::size_t m_base = 0;
};

std::string repeated(std::string_view piece, std::size_t times, std::string_view separator = "") {
    std::string out;
    out.reserve(times * (piece.size() + separator.size()));
    for (std::size_t i = 0; i < times; ++i) {
        if (i) out += separator;
        out += piece;
    }
    return out;
}

}  // namespace

TEST_F(PeakMemory, BracketsNeverClosedBuildNothing) {
    // Four million "[": four million nodes (500 MB) were built before the end showed the error.
    const fs::path json = write("open.json", std::string(4'000'000, '['));
    expectRefusedWithin({"trace", json.string()}, json,
                        ":1:4000001: syntax error: unexpected end of input; 4000000 arrays or objects are never closed");
    // The same nesting closed but wrong at the bottom: a JSON pointer cut to one line.
    const fs::path sexpr = write("open.sexp", std::string(3'000'000, '('));
    expectRefusedWithin({"trace", sexpr.string()}, sexpr, ":1:3000000: this ( is never closed (3000000 unclosed)");
    const fs::path aima = write("open.aima", std::string(3'000'000, '['));
    expectRefusedWithin({"trace", aima.string()}, aima, ":1:2: an AIMA list is flat");
}

TEST_F(PeakMemory, AnErrorAtTheBottomOfADeepDocumentIsOneShortLine) {
    // Valid JSON, wrong at the bottom: the nodes above are built (the tree's own cost), the line is short.
    constexpr std::size_t kDepth = 100'000;
    const fs::path json = write("deep.json", std::string(kDepth, '[') + "\"x\"" + std::string(kDepth, ']'));
    const Measured m = runMeasured({"trace", json.string()}, dir / "deep.out");
    EXPECT_EQ(m.status, 2);
    EXPECT_EQ(m.out.find('\n'), m.out.size() - 1);
    EXPECT_LE(m.out.size() - 1, 200u) << m.out;
    EXPECT_NE(m.out.find(": /…/0/0/0"), std::string::npos) << m.out;
}

TEST_F(PeakMemory, AFlatExpectBlockIsRefusedAtAFixedCount) {
    // 1.5 million values (3 MB) were kept as 1.5 million JSON values: 16 to 32 bytes each.
    const fs::path array = write("expect.json", R"({"root": [1, 2], "expect": [)" + repeated("1", 1'500'000, ",") + "]}");
    expectRefusedWithin({"trace", array.string()}, array,
                        R"(: /expect: the "expect" block holds more than 100000 values, the most ablab keeps)");
    std::string members;
    for (int i = 0; i < 400'000; ++i) members += (i ? ",\"k" : "\"k") + std::to_string(i) + "\":1";
    const fs::path object = write("expect-object.json", R"({"root": [1, 2], "expect": {)" + members + "}}");
    expectRefusedWithin({"trace", object.string()}, object,
                        R"(: /expect: the "expect" block holds more than 100000 values, the most ablab keeps)");
}

TEST_F(PeakMemory, AnAnswerLargerThanItsTreeCanNeedIsRefusedUnread) {
    const fs::path tree = fs::path(ABLAB_SOURCE_DIR) / "trees" / "aima-fig5.2.json";
    // Two million names of one leaf: a 10 MB JSON document of strings, 60 MB as a DOM.
    const fs::path answer = write("answer.json", R"({"pruned": [)" + repeated(R"("C2")", 2'000'000, ",") + "]}");
    expectRefusedWithin({"check", tree.string(), answer.string()}, answer,
                        ": larger than 69 KiB; ablab reads answer files up to 69 KiB for a tree of 13 nodes");
    // An answer of ordinary size is read as before.
    const fs::path small = write("small.json", R"({"values": {"B": 3}, "pruned": ["C2"]})");
    const Measured m = runMeasured({"check", tree.string(), small.string()}, dir / "small.out");
    EXPECT_EQ(m.status, 1) << m.out;  // read and graded: some values are missing
}

TEST_F(PeakMemory, AnAimaListWithoutItsBranchingKeepsNoLeaves) {
    // 1.5 million leaves and no branching factor: refused after counting, before keeping them.
    const fs::path aima = write("flat.aima", "[" + repeated("1", 1'500'000, ",") + "]");
    expectRefusedWithin({"trace", aima.string()}, aima, ":1:1: an AIMA list needs its branching factor");
    const fs::path uneven = write("uneven.aima", "# branching: 2\n[" + repeated("1", 1'500'000, ",") + "]");
    expectRefusedWithin({"trace", uneven.string()}, uneven, ":2:1: 1500000 leaves are no power of the branching factor 2");
}

TEST_F(PeakMemory, ACs188FileOfShortWordsOrFieldsKeepsNoListOfThem) {
    const std::string head = "num_agents: \"2\"\nstart_state: \"s\"\n";
    // 1.5 million two-byte words in win_states were first listed, sixteen bytes each.
    const fs::path words = write("words.test", head + "win_states: \"" + repeated("a", 1'500'000, " ") +
                                                   "\"\nsuccessors: \"\"\"\n\"\"\"\nevaluation: \"\"\"\n\"\"\"\n");
    expectRefusedWithin({"trace", words.string()}, words,
                        ":2: state 's' is a leaf (it has no successors) but has no evaluation line");
    // 300,000 short fields: a hundred bytes each.
    std::string fields = head;
    for (int i = 0; i < 300'000; ++i) fields += "k" + std::to_string(i) + ": \"v\"\n";
    const fs::path many = write("fields.test", fields);
    expectRefusedWithin({"trace", many.string()}, many, ":1001: more than 1000 fields; a CS188 test file has a dozen or so");
}

// What the readers refused wrongly or accepted wrongly: bytes that are not UTF-8 text, a NUL,
// a byte-order mark on standard input, a number too large for a double, a depth that overflows, a branching factor whose powers
// overflow; and a tree with chance nodes traced without an algorithm named.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "support/run_ablab.h"
#include "support/temporary_folder.h"

namespace fs = std::filesystem;
using ablab::testing::runAblab;

namespace {

class ReaderEdges : public ablab::testing::TemporaryFolderTest {
protected:
    std::string write(const std::string& name, const std::string& text) const {
        const fs::path path = dir / name;
        std::ofstream(path, std::ios::binary) << text;
        return path.string();
    }
};

}  // namespace

TEST_F(ReaderEdges, BytesThatAreNotUtf8AreAFileLineErrorInEveryFormat) {
    const std::string reason = " is not UTF-8; save the file as UTF-8 text\n";
    const std::string sexpr = write("b.sexp", "; title: bad \x8d byte\n(1 2)\n");
    for (const std::string& command :
         {"convert " + sexpr + " --to json", "trace " + sexpr, "compare " + sexpr + " --format json"}) {
        const auto result = runAblab(command);
        EXPECT_EQ(result.out, "ablab: " + sexpr + ":1:14: byte 0x8d" + reason) << command;
        EXPECT_EQ(result.status, 2) << command;
    }
    const std::string aima = write("b.aima", "# title: caf\xe9\n# branching: 2\n[1, 2]\n");
    auto result = runAblab("convert " + aima + " --to json");
    EXPECT_EQ(result.out, "ablab: " + aima + ":1:13: byte 0xe9" + reason);
    EXPECT_EQ(result.status, 2);
    const std::string cs188 = write("b.test", "class: \"GraphGameTreeTest\"\ntitle: \"x\xff\"\nstart_state: \"A\"\n");
    result = runAblab("convert " + cs188 + " --to json");
    EXPECT_EQ(result.out, "ablab: " + cs188 + ":2:10: byte 0xff" + reason);
    EXPECT_EQ(result.status, 2);
    // A label in an S-expression, and an overlong encoding of "/".
    const std::string label = write("l.sexp", "(root (B\xc0\xaf 1 2) 3)\n");
    result = runAblab("convert " + label + " --to json");
    EXPECT_EQ(result.out, "ablab: " + label + ":1:9: byte 0xc0" + reason);
}

TEST_F(ReaderEdges, ANulByteIsNotTheEndOfTheFile) {
    const std::string json = write("nul.json", std::string("[1,2]\0[3]", 9));
    const auto result = runAblab("trace " + json);
    EXPECT_EQ(result.out, "ablab: " + json + ":1:6: a NUL byte; ablab reads text files, which have none\n");
    EXPECT_EQ(result.status, 2);
}

TEST_F(ReaderEdges, ANumberTooLargeForADoubleIsNoLabel) {
    const std::string sexpr = write("big.sexp", "(1e400 1)\n");
    const auto result = runAblab("trace " + sexpr);
    EXPECT_EQ(result.out, "ablab: " + sexpr +
                              R"(:1:2: number 1e400 is out of range; write "inf" or "-inf" for a won or lost position)"
                              "\n");
    EXPECT_EQ(result.status, 2);
    // A label that merely looks like a number is written so that it reads back as a label.
    EXPECT_EQ(runAblab("trace " + write("small.sexp", "(1e-400 (B 1 2))\n")).status, 0);
}

// Standard input is judged by its start as it arrives (`yes` stops at once): a byte-order mark
// is no start that dooms it, and is skipped as from a file.
TEST_F(ReaderEdges, AByteOrderMarkOnStandardInputIsSkippedAndReadToTheEnd) {
    const std::string sexpr = write("marked.sexp", "\xEF\xBB\xBF((3 12 8) (2 4 6) (14 5 2))\n");
    const auto small = runAblab("trace - < " + sexpr);
    EXPECT_EQ(small.status, 0) << small.out;
    EXPECT_NE(small.out.find("root value 3,"), std::string::npos) << small.out;
    // Past the first chunk of 64 KiB: a stream given up at its start would end in a syntax error.
    std::string leaves = "\xEF\xBB\xBF[1";
    while (leaves.size() < (std::size_t{200} << 10)) leaves += ", 2";
    const auto big = runAblab("convert - --to json < " + write("marked.json", leaves + "]"));
    EXPECT_EQ(big.status, 0) << big.out.substr(0, 300);
    EXPECT_EQ(big.out, leaves.substr(3) + "]") << big.out.substr(0, 300);  // the document as written, less the mark
}

TEST_F(ReaderEdges, ACs188DepthTooLargeIsRefusedNotOverflowed) {
    const std::string test = write("deep.test",
                                   "class: \"GraphGameTreeTest\"\nalg: \"MinimaxAgent\"\ndepth: \"4611686018427387904\"\n"
                                   "num_agents: \"4\"\nstart_state: \"A\"\nsuccessors: \"\"\"\nA Left B\nA Right C\n\"\"\"\n"
                                   "evaluation: \"\"\"\nB 1\nC 2\n\"\"\"\n");
    const auto result = runAblab("trace " + test);
    EXPECT_EQ(result.out, "ablab: " + test + ":3: depth expects 0 to 5000000, got 4611686018427387904\n");
    EXPECT_EQ(result.status, 2);
}

TEST_F(ReaderEdges, AnAimaBranchingErrorListsTheTruePowers) {
    const std::string aima = write("wide.aima", "[1, 2, 3]\n");
    const auto result = runAblab("trace " + aima + " --branching 4000000000");
    EXPECT_NE(result.out.find("4000000000, 16000000000000000000, 64000000000000000000000000000"), std::string::npos)
        << result.out;
    EXPECT_EQ(result.status, 2);
}

TEST_F(ReaderEdges, ATreeWithChanceNodesIsSearchedByExpectiminimaxUnlessToldOtherwise) {
    const std::string tree = ABLAB_SOURCE_DIR "/trees/aima-chance-pruning.json";
    auto result = runAblab("trace " + tree);
    EXPECT_EQ(result.status, 0) << result.out;
    EXPECT_NE(result.out.find("expectiminimax"), std::string::npos) << result.out;
    result = runAblab("export " + tree + " --format csv --out " + (dir / "t.csv").string());
    EXPECT_EQ(result.status, 0) << result.out;
    // Named, alpha-beta is still refused: it cannot search chance nodes.
    result = runAblab("trace " + tree + " --algorithm alphabeta");
    EXPECT_EQ(result.status, 2);
    EXPECT_NE(result.out.find("cannot search chance nodes"), std::string::npos) << result.out;
}

TEST_F(ReaderEdges, CutoffPicturesIntoAFolderGetTheTreesName) {
    const std::string tree = ABLAB_SOURCE_DIR "/trees/aima-fig5.2.json";
    fs::create_directories(dir / "seq");
    const auto result = runAblab("export " + tree + " --format svg --step cutoffs --out " + (dir / "seq").string() + "/");
    EXPECT_EQ(result.status, 0) << result.out;
    for (const auto& entry : fs::directory_iterator(dir / "seq")) {
        const std::string name = entry.path().filename().string();
        EXPECT_EQ(name.rfind("aima-fig5.2-", 0), 0u) << name;
        EXPECT_EQ(entry.path().extension(), ".svg") << name;
    }
    EXPECT_FALSE(fs::is_empty(dir / "seq"));
}

// `ablab convert`, and --input-format / --branching on trace and export: what is written, what
// is said about what a format cannot hold, and exit status 2 with one line for bad input.
#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "files/tree_file.h"
#include "support/run_ablab.h"

namespace fs = std::filesystem;
using ablab::testing::runAblab;

namespace {

const std::string kData = ABLAB_SOURCE_DIR "/tests/data/cs188/";

std::string readText(const fs::path& path) {
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

// Standard output alone: the tests' runAblab joins standard error to it.
std::string standardOutput(const std::string& arguments) {
    FILE* pipe = popen((std::string(ABLAB_EXECUTABLE) + " " + arguments + " 2>/dev/null").c_str(), "r");
    std::string out;
    if (!pipe) return out;
    char buffer[4096];
    std::size_t got;
    while ((got = fread(buffer, 1, sizeof buffer, pipe)) > 0) out.append(buffer, got);
    pclose(pipe);
    return out;
}

struct Folder {
    fs::path path = fs::temp_directory_path() / ("ablab-convert-" + std::to_string(::getpid()));
    Folder() { fs::create_directories(path); }
    ~Folder() { fs::remove_all(path); }
    std::string file(const std::string& name) const { return (path / name).string(); }
    std::string write(const std::string& name, const std::string& text) const {
        std::ofstream(path / name) << text;
        return file(name);
    }
};

}  // namespace

TEST(ConvertCommand, Cs188ToJsonAndBackKeepsTheTree) {
    Folder folder;
    const auto toJson = runAblab("convert " + kData + "two-ghosts.test --to json --out " + folder.file("g.json"));
    ASSERT_EQ(toJson.status, 0) << toJson.out;
    EXPECT_EQ(toJson.out, "note: not used from " + kData +
                              "two-ghosts.test: alg \"MinimaxAgent\" (ablab runs the one you choose); 1 state below "
                              "depth 1, where the search stops (deeper)\nwrote " +
                              folder.file("g.json") + "\n");
    const std::string json = readText(folder.file("g.json"));
    EXPECT_NE(json.find(R"("label": "la", "edge_label": "Up", "player": "min")"), std::string::npos) << json;

    const auto back = runAblab("convert " + folder.file("g.json") + " --to cs188 --out " + folder.file("g.test"));
    ASSERT_EQ(back.status, 0) << back.out;
    EXPECT_EQ(back.out, "wrote " + folder.file("g.test") + "\n");
    const std::string test = readText(folder.file("g.test"));
    EXPECT_NE(test.find("num_agents: \"3\""), std::string::npos);
    EXPECT_NE(test.find("la North la1\n"), std::string::npos);
    // The same search either way, as the trace shows it.
    EXPECT_EQ(standardOutput("trace " + folder.file("g.test") + " --strict --format csv"),
              standardOutput("trace " + kData + "two-ghosts.test --strict --format csv"));
}

TEST(ConvertCommand, NeverOverwritesWithoutForce) {
    Folder folder;
    const std::string out = folder.file("t.sexp");
    ASSERT_EQ(runAblab("convert " + kData + "tie.test --to sexpr --out " + out).status, 0);
    std::ofstream(out) << "keep me";
    const auto refused = runAblab("convert " + kData + "tie.test --to sexpr --out " + out);
    EXPECT_EQ(refused.status, 2);
    EXPECT_EQ(refused.out, "ablab: " + out + ": already exists; add --force to replace it\n");
    EXPECT_EQ(readText(out), "keep me");
    const auto forced = runAblab("convert " + kData + "tie.test --to sexpr --out " + out + " --force");
    EXPECT_EQ(forced.status, 0) << forced.out;
    const std::string text = readText(out);
    EXPECT_TRUE(text.starts_with(";         root\n")) << text;  // the diagram, as comments
    EXPECT_TRUE(text.ends_with("\n(root (a 3 5) (b 3 1))\n")) << text;
    EXPECT_EQ(std::distance(fs::directory_iterator(folder.path), fs::directory_iterator()), 1);  // no temporary left
}

TEST(ConvertCommand, SaysWhatTheTargetCannotHoldAndRefusesWhatItCannotPlay) {
    const auto lossy = runAblab("convert " + kData + "one-ghost.test --to aima");
    EXPECT_EQ(lossy.status, 0);
    EXPECT_NE(lossy.out.find("note: an AIMA list has no place for 13 labels (start, west, w1, …); 12 edge labels (West, Left, "
                             "Down, …)\n"),
              std::string::npos)
        << lossy.out;
    EXPECT_NE(lossy.out.find("# branching: 3\n"), std::string::npos) << lossy.out;
    EXPECT_TRUE(lossy.out.ends_with("\n[5, 9, 7, 4, 11, 2, 10, 3, 6]\n")) << lossy.out;

    const auto uneven = runAblab("convert " + kData + "win-lose.test --to aima");
    EXPECT_EQ(uneven.status, 2);
    EXPECT_NE(uneven.out.find("ablab: " + kData +
                              "win-lose.test: cannot write an AIMA list: leaf caught is 1 plies deep and "
                              "others 4; an AIMA list holds a uniform tree (convert --to json, cs188 or sexpr)\n"),
              std::string::npos)
        << uneven.out;

    const auto minRoot = runAblab("convert " ABLAB_SOURCE_DIR "/trees/min-rooted-mdx.json --to cs188");
    EXPECT_EQ(minRoot.status, 2);
    EXPECT_EQ(minRoot.out, "ablab: " ABLAB_SOURCE_DIR
                           "/trees/min-rooted-mdx.json: cannot write a CS188 test file: the root A is "
                           "MIN; in CS188 the start state is Pacman's (MAX)\n");
}

TEST(ConvertCommand, NotesShowTheLabelsTheyQuoteWithoutObeyingThem) {
    Folder folder;
    const std::string tree = folder.write(
        "odd.json",
        R"({"root": {"children": [{"label": "B\u001b[2J\r", "children": [1, 2]}, {"label": "C\n\u202e", "children": [3, 4]}]}})");
    const auto result = runAblab("convert " + tree + " --to aima");
    EXPECT_EQ(result.status, 0) << result.out;
    EXPECT_NE(result.out.find("note: an AIMA list has no place for 2 labels (B\\x1b[2J\\r, C\\n\\u202e)\n"), std::string::npos)
        << result.out;
    EXPECT_EQ(result.out.find('\x1b'), std::string::npos) << result.out;
    EXPECT_EQ(result.out.find('\r'), std::string::npos) << result.out;
    // And a CS188 file's state names, in what the reader did not use.
    const std::string cs188 = folder.write("odd.test",
                                           "class: \"GraphGameTreeTest\"\nalg: \"x\u202e\"\ndepth: \"1\"\nnum_agents: \"2\"\n"
                                           "start_state: \"A\"\nwin_states: \"\"\nlose_states: \"\"\n"
                                           "successors: \"\"\"\nA l B\nA r C\n\"\"\"\nevaluation: \"\"\"\nB 1\nC 2\n\"\"\"\n");
    const auto notes = runAblab("convert " + cs188 + " --to json");
    EXPECT_NE(notes.out.find("note: not used from " + cs188 + ": alg \"x\\u202e\""), std::string::npos) << notes.out;
}

TEST(ConvertCommand, BadUseIsOneLineAndExitTwo) {
    EXPECT_EQ(runAblab("convert").out, "ablab: ablab convert needs a tree file (- for standard input)\n");
    EXPECT_EQ(runAblab("convert x.json").out, "ablab: ablab convert needs --to json, cs188, sexpr or aima\n");
    EXPECT_EQ(runAblab("convert x.json --to yaml").out, "ablab: --to expects json, cs188, sexpr or aima, got 'yaml'\n");
    EXPECT_EQ(runAblab("convert x.json --to json --input-format xml").status, 2);
    EXPECT_EQ(runAblab("convert - --to json --branching 1 < /dev/null").out,
              "ablab: --branching: '1' is out of range; it expects a whole number from 2 to 4294967295\n");
    EXPECT_EQ(runAblab("convert /nonexistent.test --to json").out,
              "ablab: /nonexistent.test: cannot open: No such file or directory\n");
    Folder folder;
    const auto unbalanced = runAblab("convert - --to json < " + folder.write("u.txt", "((3 12 8) (2 4 6)"));
    EXPECT_EQ(unbalanced.status, 2);
    EXPECT_EQ(unbalanced.out, "ablab: <stdin>:1:1: this ( is never closed (1 unclosed)\n");
}

TEST(InputFormat, TraceAndExportReadEveryFormat) {
    // The strict proposal goes to standard error, so the JSON stays clean.
    const auto proposal = runAblab("trace " + kData + "tie.test --format json");
    EXPECT_EQ(proposal.out.rfind("note: CS188 prunes only when α > β: turn on strict (--strict); not used: alg "
                                 "\"AlphaBetaAgent\" (ablab runs the one you choose)\n{",
                                 0),
              0u)
        << proposal.out;
    EXPECT_EQ(nlohmann::json::parse(standardOutput("trace " + kData + "tie.test --format json"))["root_value"], 3);
    const auto strict = runAblab("trace " + kData + "tie.test --strict");
    EXPECT_EQ(strict.out.find("turn on strict"), std::string::npos);
    EXPECT_NE(strict.out.find("root value 3, best move a; 4 of 4 leaves evaluated"), std::string::npos) << strict.out;

    Folder folder;
    const auto aima = runAblab("trace - --branching 3 --format csv < " + folder.write("a.txt", "[3, 12, 8, 2, 4, 6, 14, 5, 2]"));
    EXPECT_EQ(aima.status, 0);
    EXPECT_EQ(aima.out, runAblab("trace --format csv").out);  // AIMA Figure 5.2 itself
    const auto sexpr =
        runAblab("trace --input-format sexpr --format csv " + folder.write("s.txt", "((3 12 8) (2 4 6) (14 5 2))"));
    EXPECT_EQ(sexpr.out, aima.out);
    EXPECT_EQ(runAblab("trace - --input-format aima < " + folder.write("n.txt", "[3, 12, 8]")).out,
              "ablab: <stdin>:1:1: an AIMA list needs its branching factor: add --branching B (or a '# branching: B' line)\n");
    EXPECT_EQ(runAblab("trace --input-format cs188").out,
              "ablab: --input-format and --branching describe a tree file; name one\n");
    EXPECT_EQ(runAblab("trace x --input-format json --branching 3").out,
              "ablab: --branching belongs to AIMA lists, not --input-format json\n");

    const auto svg = runAblab("export " + kData + "one-ghost.test --format svg --strict --out " + folder.file("g.svg"));
    EXPECT_EQ(svg.status, 0) << svg.out;
    const std::string picture = readText(folder.file("g.svg"));
    EXPECT_NE(picture.find(">West</text>"), std::string::npos);  // the actions are drawn on the edges
    EXPECT_NE(picture.find(">Right</text>"), std::string::npos);
}

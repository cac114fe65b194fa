// `ablab export` run as a user runs it: every format written where it belongs, no overwriting
// without --force, and exit 2 with one line on misuse.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <utility>
#include <vector>

#include "support/shell_command.h"
#include "support/temporary_folder.h"

using ablab::testing::pdfPages;
using ablab::testing::readFile;
using ablab::testing::statusOf;
namespace fs = std::filesystem;

namespace {

using Export = ablab::testing::TemporaryFolderTest;

// What the command printed, standard output and standard error apart.
struct SeparateStreams {
    int status;
    std::string out, err;
};

// Runs ablab in `dir` with `args`.
SeparateStreams runInFolder(const std::string& args, const fs::path& dir) {
    const std::string out = (dir / "stdout.txt").string(), err = (dir / "stderr.txt").string();
    const int status =
        statusOf("cd '" + dir.string() + "' && '" ABLAB_EXECUTABLE "' " + args + " >'" + out + "' 2>'" + err + "'");
    SeparateStreams r{status, readFile(out), readFile(err)};
    fs::remove(out);
    fs::remove(err);
    return r;
}

}  // namespace

TEST_F(Export, TheCommandWritesEveryFormat) {
    const std::string tree = "'" ABLAB_SOURCE_DIR "/trees/aima-fig5.2.json'";
    for (const char* format : {"svg", "png", "pdf", "gif", "tikz", "csv", "markdown", "latex", "json"}) {
        const SeparateStreams r = runInFolder("export " + tree + " --format " + format, dir);
        EXPECT_EQ(r.status, 0) << format << ": " << r.err;
    }
    EXPECT_EQ(listing(), (std::vector<std::string>{"aima-fig5.2-table.tex", "aima-fig5.2.csv", "aima-fig5.2.gif",
                                                   "aima-fig5.2.json", "aima-fig5.2.md", "aima-fig5.2.pdf", "aima-fig5.2.png",
                                                   "aima-fig5.2.svg", "aima-fig5.2.tex"}));
    EXPECT_EQ(pdfPages(dir / "aima-fig5.2.pdf"), 23u);  // pdf, gif and tikz default to --step all
    // Options reach the picture: no labels, no caption, another size.
    const SeparateStreams bare =
        runInFolder("export --format svg --step 12 --no-labels --no-caption --no-alpha-beta --size 800x600 --out -", dir);
    ASSERT_EQ(bare.status, 0) << bare.err;
    EXPECT_NE(bare.out.find("viewBox=\"0 0 800 600\""), std::string::npos);
    EXPECT_EQ(bare.out.find(">B1</text>"), std::string::npos);
    EXPECT_EQ(bare.out.find("α=3"), std::string::npos);
    EXPECT_EQ(bare.out.find("prunes"), std::string::npos);
    EXPECT_NE(bare.out.find(">12</text>"), std::string::npos);  // values stay
}

TEST_F(Export, TheCommandRefusesToOverwriteWithoutForce) {
    std::ofstream(dir / "ablab.csv") << "mine";
    const SeparateStreams refused = runInFolder("export --format csv", dir);
    EXPECT_EQ(refused.status, 2);  // the user's choice of file, as for convert, practice and game
    EXPECT_NE(refused.err.find("ablab.csv exists"), std::string::npos) << refused.err;
    EXPECT_EQ(readFile(dir / "ablab.csv"), "mine");
    EXPECT_EQ(runInFolder("export --format csv --force", dir).status, 0);
    EXPECT_TRUE(readFile(dir / "ablab.csv").starts_with("step,"));
}

TEST_F(Export, WritesAPowerPointDeckNamedAfterTheTree) {
    const SeparateStreams r =
        runInFolder("export " ABLAB_SOURCE_DIR "/trees/aima-fig5.2.json --format pptx --step cutoffs --build --handout", dir);
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(r.out, "wrote aima-fig5.2.pptx\n");
    // A zip archive whose first part says what the deck holds.
    const std::string deck = readFile(dir / "aima-fig5.2.pptx");
    EXPECT_TRUE(deck.starts_with("PK\x03\x04")) << deck.substr(0, 4);
    EXPECT_NE(deck.find("[Content_Types].xml"), std::string::npos);
    EXPECT_EQ(runInFolder("export " ABLAB_SOURCE_DIR "/trees/aima-fig5.2.json --format pptx", dir).status,
              2);  // exists: refused, as every command refuses it
}

TEST_F(Export, BadOptionsGetOneLineAndExitTwo) {
    const std::pair<const char*, const char*> cases[] = {
        {"export --format bmp",
         "ablab: --format expects svg, png, pdf, gif, tikz, pptx, csv, markdown, latex or json, got 'bmp'\n"},
        {"export", "ablab: ablab export needs --format svg, png, pdf, gif, tikz, pptx, csv, markdown, latex or json\n"},
        {"export --format svg --step 99", "ablab: --step 99 is past the end: this run has steps 0 to 22\n"},
        {"export --format svg --step soon",
         "ablab: --step expects a step number (0, 1, …), end, cutoff:K (K from 1), all or cutoffs, got 'soon'\n"},
        {"export --format png --size 10x10",
         "ablab: --size expects WIDTHxHEIGHT in pixels, each 160 to 8192 (e.g. 1280x720), got '10x10'\n"},
        {"export --format png --theme sepia", "ablab: --theme expects light, dark or projector, got 'sepia'\n"},
        {"export --format csv --no-labels",
         "ablab: --no-labels applies to pictures (svg, png, pdf, gif, tikz, pptx), not to csv tables\n"},
        {"export --format png --out -", "ablab: --out - (standard output) works for text formats only, not png\n"},
        {"export --format svg --colour", "ablab: unknown option '--colour' for ablab export\n"},
        {"export --format svg --out", "ablab: --out needs a value\n"},
        {"export --format pdf --handout", "ablab: --handout applies to pptx decks, not to pdf\n"},
        {"export --format svg --build", "ablab: --build applies to pptx decks, not to svg\n"},
        {"export --format svg --layout stages", "ablab: --layout applies to pdf, not to svg\n"},
        {"export --format pdf --layout grid", "ablab: --layout expects slides or stages, got 'grid'\n"},
        {"export --format pptx --out -", "ablab: --out - (standard output) works for text formats only, not pptx\n"},
    };
    for (const auto& [args, message] : cases) {
        const SeparateStreams r = runInFolder(args, dir);
        EXPECT_EQ(r.status, 2) << args;
        EXPECT_EQ(r.err, message) << args;
    }
    EXPECT_TRUE(listing().empty());
}

// Round trips through every format: each tree of the lecture library and 1,000 random trees,
// written in a format and read back, keep their shape, values, players, and the labels, edge
// labels and texts the format has a place for; a tree the format cannot hold is refused for the
// reason an independent check gives. And which format a file is recognised as.
#include <gtest/gtest.h>

#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <random>
#include <string>
#include <vector>

#include "files/tree_file.h"
#include "files/tree_formats.h"
#include "support/oracle.h"

using namespace ablab::core;
namespace fs = std::filesystem;

namespace {

struct Kept {
    bool labels = true;       // every node's label
    bool innerLabels = true;  // inner nodes' labels (S-expressions name only lists)
    bool edgeLabels = true;
    bool notes = true;
    bool texts = true;  // title, source, description
};

Kept keptBy(TreeFormat format) {
    switch (format) {
    case TreeFormat::Json: return {};
    case TreeFormat::Cs188: return {true, true, true, false, true};
    case TreeFormat::Sexpr: return {false, true, false, false, true};
    case TreeFormat::Aima: return {false, false, false, false, true};
    }
    return {};
}

// Whether a format can write n's label as it is, judged here: CS188 state names are single
// words without '#' or '"', each naming one state; an S-expression's names are words that do
// not read as numbers.
bool keepableLabel(const Tree& tree, NodeId n, TreeFormat format) {
    const std::string_view label = tree.label(n);
    const bool word = !label.empty() && label.find_first_of(" \t\n#\"();,") == std::string::npos;
    if (format == TreeFormat::Cs188) {
        for (NodeId other = 0; other < n; ++other)
            if (tree.label(other) == label) return false;
        return word;
    }
    if (format == TreeFormat::Sexpr) return word && !std::isdigit(static_cast<unsigned char>(label[0])) && label != "inf";
    return true;
}

// The same game: shape, leaf values, the players of inner nodes; and what the format keeps.
void expectSameTree(const Tree& a, const Tree& b, TreeFormat format) {
    const Kept kept = keptBy(format);
    ASSERT_EQ(a.size(), b.size());
    for (NodeId n = 0; n < a.size(); ++n) {
        ASSERT_EQ(a.parent(n), b.parent(n)) << n;
        if (a.isLeaf(n)) {
            ASSERT_EQ(a.value(n), b.value(n)) << a.label(n);
        } else {
            ASSERT_EQ(a.player(n), b.player(n)) << a.label(n);
        }
        if ((kept.labels || (kept.innerLabels && !a.isLeaf(n))) && keepableLabel(a, n, format)) {
            ASSERT_EQ(a.label(n), b.label(n)) << n;
        }
        if (kept.edgeLabels && !a.edgeLabel(n).empty()) {
            ASSERT_EQ(a.edgeLabel(n), b.edgeLabel(n)) << a.label(n);
        }
        if (kept.notes) {
            ASSERT_EQ(a.note(n, Language::English), b.note(n, Language::English)) << a.label(n);
        }
    }
    if (kept.texts) {
        // One text per field: the English (the other languages are reported as left out).
        EXPECT_EQ(a.info().title.in(Language::English), b.info().title.in(Language::English));
        EXPECT_EQ(a.info().source.in(Language::English), b.info().source.in(Language::English));
        EXPECT_EQ(a.info().description.in(Language::English), b.info().description.in(Language::English));
    }
}

// Whether CS188 can play the tree: MAX at the root and at every ply ≡ 0 (mod n) for some n,
// MIN at every other ply, judged here by trying every n.
bool cs188CanPlay(const Tree& tree) {
    if (tree.player(Tree::root()) != Player::Max) return false;
    for (std::uint32_t agents = 1; agents <= tree.height() + 1; ++agents) {
        bool fits = true;
        for (NodeId n = 0; n < tree.size() && fits; ++n)
            if (!tree.isLeaf(n)) fits = (tree.player(n) == Player::Max) == (tree.depth(n) % agents == 0);
        if (fits) return true;
    }
    return false;
}

bool playersAlternate(const Tree& tree) {
    for (NodeId n = 1; n < tree.size(); ++n)
        if (!tree.isLeaf(n) && tree.player(n) == tree.player(tree.parent(n))) return false;
    return true;
}

bool uniform(const Tree& tree) {
    if (tree.isLeaf(Tree::root()) || tree.childCount(Tree::root()) < 2) return false;
    for (NodeId n = 0; n < tree.size(); ++n) {
        if (tree.isLeaf(n) && tree.depth(n) != tree.height()) return false;
        if (!tree.isLeaf(n) && tree.childCount(n) != tree.childCount(Tree::root())) return false;
    }
    return true;
}

bool canHold(const Tree& tree, TreeFormat format) {
    switch (format) {
    case TreeFormat::Json: return true;
    case TreeFormat::Cs188: return cs188CanPlay(tree);
    case TreeFormat::Sexpr: return playersAlternate(tree);
    case TreeFormat::Aima: return uniform(tree) && playersAlternate(tree);
    }
    return false;
}

constexpr TreeFormat kFormats[] = {TreeFormat::Json, TreeFormat::Cs188, TreeFormat::Sexpr, TreeFormat::Aima};

// Writes the tree, reads it back as its content says (no format named), and compares. Returns
// whether the format held it.
bool roundTrip(const Tree& tree, TreeFormat format, std::string* leftOut = nullptr) {
    WrittenTree written;
    try {
        written = writeTreeText(Language::English, tree, format);
    } catch (const TreeFileError& e) {
        EXPECT_FALSE(canHold(tree, format)) << treeFormatName(format) << " refused: " << e.what();
        EXPECT_EQ(std::string(e.what()).rfind("cannot write ", 0), 0u) << e.what();
        return false;
    }
    EXPECT_TRUE(canHold(tree, format)) << treeFormatName(format) << " wrote what it cannot hold:\n" << written.text;
    if (leftOut) *leftOut = written.leftOut;
    const TreeFormat recognized = recognizeTreeFormat("", written.text, {});
    EXPECT_EQ(recognized, format) << written.text;
    const Tree again = parseTreeText(Language::English, written.text, "again", recognized);
    SCOPED_TRACE(std::string(treeFormatName(format)) + ":\n" + written.text);
    expectSameTree(tree, again, format);
    // Written again, the text is the same: nothing drifts.
    EXPECT_EQ(writeTreeText(Language::English, again, format).text, written.text);
    return true;
}

// A random tree from the oracle's generator, dressed with labels, edge labels, notes and texts
// now and then, as a converted course file would be.
Tree dressed(const Tree& plain, std::mt19937_64& random) {
    std::uniform_real_distribution<double> chance(0, 1);
    TreeBuilder b;
    b.setFirstPlayer(plain.firstPlayer());
    const bool named = chance(random) < 0.5, moves = chance(random) < 0.5;
    if (chance(random) < 0.5) {
        b.info().title = "Random tree " + std::to_string(random() % 1000);
        b.info().source = "ablab's tests";
        b.info().description = "line one\n\n  indented line three";
    }
    for (NodeId n = 0; n < plain.size(); ++n) {
        b.addNode(plain.parent(n));
        b.setValue(n, plain.value(n));
        b.setPlayerOverride(n, plain.playerOverride(n));
        // Ending in "_x" or "_y", no explicit label is ever an automatic one (those append a
        // letter or digit to their parent's).
        if (named && chance(random) < 0.5) b.setLabel(n, "n" + std::to_string(n) + (chance(random) < 0.5 ? "_x" : "_y"));
        if (moves && n != Tree::root())
            b.setEdgeLabel(n, chance(random) < 0.5 ? "Left" + std::to_string(n) : "Stop" + std::to_string(n));
    }
    return std::move(b).build();
}

}  // namespace

TEST(TreeFormats, EveryLibraryTreeRoundTripsThroughEveryFormatThatCanHoldIt) {
    std::vector<std::string> files;
    for (const auto& entry : fs::directory_iterator(fs::path(ABLAB_SOURCE_DIR) / "trees")) {
        const std::string name = entry.path().filename().string();
        if (entry.path().extension() == ".json" && name != "schema.json" && name != "index.json")
            files.push_back(entry.path().string());
    }
    std::sort(files.begin(), files.end());
    ASSERT_GE(files.size(), 20u);
    int held[4] = {};
    for (const std::string& file : files) {
        SCOPED_TRACE(file);
        const Tree tree = loadTreeFile(Language::English, file);
        for (TreeFormat format : kFormats) held[static_cast<int>(format)] += roundTrip(tree, format);
    }
    EXPECT_EQ(held[0], static_cast<int>(files.size()));
    // What the formats can say: most lecture trees alternate and start with MAX.
    EXPECT_GE(held[static_cast<int>(TreeFormat::Cs188)], 15);
    EXPECT_GE(held[static_cast<int>(TreeFormat::Sexpr)], 18);
    EXPECT_GE(held[static_cast<int>(TreeFormat::Aima)], 8);
}

TEST(TreeFormats, LibraryTreesSayWhatTheyCouldNotKeep) {
    const Tree aima = loadTreeFile(Language::English, ABLAB_SOURCE_DIR "/trees/aima-fig5.2.json");
    std::string leftOut;
    ASSERT_TRUE(roundTrip(aima, TreeFormat::Aima, &leftOut));
    EXPECT_EQ(leftOut, "the expect block; the zh and vi texts of the title and description");
    const Tree ghosts = loadTreeFile(Language::English, ABLAB_SOURCE_DIR "/trees/pacman-two-ghosts.json");
    ASSERT_TRUE(roundTrip(ghosts, TreeFormat::Cs188, &leftOut));
    EXPECT_EQ(leftOut, "2 notes (B, C); the expect block; the zh and vi texts of the title and description");
    // An exercise's grading options have a place only in the JSON document.
    const Tree exercise =
        parseTree(Language::English, R"({"exercise_options": {"strict": true}, "root": [[3, 12], [2, 4]]})", "ex.json");
    for (const TreeFormat format : {TreeFormat::Cs188, TreeFormat::Sexpr, TreeFormat::Aima}) {
        EXPECT_EQ(writeTreeText(Language::English, exercise, format).leftOut, "the exercise options (how answers are graded)");
        ASSERT_TRUE(roundTrip(exercise, format, &leftOut));
    }
    EXPECT_NE(writeTreeText(Language::English, ghosts, TreeFormat::Cs188).text.find("num_agents: \"3\""), std::string::npos);
    try {
        writeTreeText(Language::English, ghosts, TreeFormat::Sexpr);
        ADD_FAILURE() << "an S-expression cannot hold two MIN plies in a row";
    } catch (const TreeFileError& e) {
        EXPECT_STREQ(e.what(),
                     "cannot write an S-expression: B1 plays min like its parent, and S-expressions alternate "
                     "players (convert --to json or cs188)");
    }
    const Tree minRoot = loadTreeFile(Language::English, ABLAB_SOURCE_DIR "/trees/min-rooted-mdx.json");
    EXPECT_FALSE(roundTrip(minRoot, TreeFormat::Cs188));
    EXPECT_TRUE(roundTrip(minRoot, TreeFormat::Sexpr));  // "; first_player: min"
}

TEST(TreeFormats, AThousandRandomTreesRoundTrip) {
    std::mt19937_64 random(18);
    int held[4] = {};
    for (int t = 0; t < 1000; ++t) {
        const Tree tree = dressed(ablab::testing::randomTree(random), random);
        for (TreeFormat format : kFormats) {
            SCOPED_TRACE(serializeTree(tree));
            held[static_cast<int>(format)] += roundTrip(tree, format);
            if (::testing::Test::HasFatalFailure()) return;
        }
    }
    // The generator makes every kind: some trees each format holds, some it cannot.
    EXPECT_EQ(held[0], 1000);
    for (TreeFormat format : {TreeFormat::Cs188, TreeFormat::Sexpr})
        EXPECT_TRUE(held[static_cast<int>(format)] > 100 && held[static_cast<int>(format)] < 1000) << treeFormatName(format);
}

TEST(TreeFormats, AThousandRandomUniformTreesRoundTripAsAimaLists) {
    std::mt19937_64 random(27);
    for (int t = 0; t < 1000; ++t) {
        const std::uint32_t branching = 2 + random() % 3, depth = 1 + random() % 4;
        std::vector<Value> leaves(static_cast<std::size_t>(std::pow(branching, depth)));
        for (Value& v : leaves) v = static_cast<int>(random() % 41) - 20 + (random() % 4 == 0 ? 0.5 : 0.0);
        if (random() % 8 == 0) leaves[random() % leaves.size()] = random() % 2 ? kInfinity : -kInfinity;
        TreeBuilder b;
        b.setFirstPlayer(random() % 3 == 0 ? Player::Min : Player::Max);
        addUniformTree(b, branching, depth, leaves);
        const Tree tree = std::move(b).build();
        for (TreeFormat format : kFormats) {
            ASSERT_EQ(roundTrip(tree, format), format != TreeFormat::Cs188 || tree.player(Tree::root()) == Player::Max);
            ASSERT_FALSE(::testing::Test::HasFailure()) << treeFormatName(format) << ": " << serializeTree(tree);
        }
    }
}

TEST(TreeFormats, TheFormatIsRecognisedFromContentThenExtension) {
    const TreeReadOptions none;
    EXPECT_EQ(recognizeTreeFormat("x.json", "[[3, 12, 8], [2, 4, 6]]", none), TreeFormat::Json);
    EXPECT_EQ(recognizeTreeFormat("x.txt", "{\"root\": [1, 2]}", none), TreeFormat::Json);
    EXPECT_EQ(recognizeTreeFormat("x.txt", "((3 12 8) (2 4 6))", none), TreeFormat::Sexpr);
    EXPECT_EQ(recognizeTreeFormat("x.txt", "; a lecture tree\n((3 12 8) (2 4 6))", none), TreeFormat::Sexpr);
    EXPECT_EQ(recognizeTreeFormat("x.txt", "# q2\nclass: \"GraphGameTreeTest\"\n", none), TreeFormat::Cs188);
    EXPECT_EQ(recognizeTreeFormat("x", "start_state: \"a\"", none), TreeFormat::Cs188);
    EXPECT_EQ(recognizeTreeFormat("x.txt", "# branching: 3\n[3, 12, 8]", none), TreeFormat::Aima);
    EXPECT_EQ(recognizeTreeFormat("x.txt", "leaves = [3, 12, 8, 2]", none), TreeFormat::Aima);
    EXPECT_EQ(recognizeTreeFormat("x.aima", "[3, 12, 8, 2, 4, 6, 14, 5, 2]", none), TreeFormat::Aima);
    EXPECT_EQ(recognizeTreeFormat("x.test", "", none), TreeFormat::Cs188);
    EXPECT_EQ(recognizeTreeFormat("x.SEXP", "3", none), TreeFormat::Sexpr);
    EXPECT_EQ(recognizeTreeFormat("-", "[3, 12, 8, 2]", none), TreeFormat::Json);  // a shorthand tree
    TreeReadOptions branching;
    branching.branching = 2;
    EXPECT_EQ(recognizeTreeFormat("x.json", "[3, 12, 8, 2]", branching), TreeFormat::Aima);
    TreeReadOptions chosen;
    chosen.format = TreeFormat::Sexpr;
    EXPECT_EQ(recognizeTreeFormat("x.test", "class: \"GraphGameTreeTest\"", chosen), TreeFormat::Sexpr);
}

TEST(TreeFormats, SavingKeepsTheFileFormatAndRefusesToDropAnything) {
    const fs::path folder = fs::temp_directory_path() / ("ablab-formats-" + std::to_string(::getpid()));
    fs::create_directories(folder);
    const Tree ghosts = loadTreeFile(Language::English, ABLAB_SOURCE_DIR "/tests/data/cs188/two-ghosts.test");
    const std::string saved = (folder / "two-ghosts.test").string();
    saveTreeFile(Language::English, ghosts, saved);
    const Tree again = loadTreeFile(Language::English, saved);
    expectSameTree(ghosts, again, TreeFormat::Cs188);
    EXPECT_TRUE(again.info().proposesStrict);  // still a CS188 file

    // An AIMA list has no place for labels: saving one there would lose them.
    const Tree labelled = parseTree(Language::English, R"({"root": [{"label": "left", "children": [1, 2]}, [3, 4]]})", "t");
    try {
        saveTreeFile(Language::English, labelled, (folder / "t.aima").string());
        ADD_FAILURE() << "saved without its label";
    } catch (const TreeFileError& e) {
        EXPECT_EQ(std::string(e.what()),
                  (folder / "t.aima").string() + ": an AIMA list has no place for 1 label (left); save as .json to keep them");
    }
    EXPECT_FALSE(fs::exists(folder / "t.aima"));
    fs::remove_all(folder);
}

// The lecture library (trees/): every example loads, says what it is, and does what its
// "expect" block says with the options it names. The block's format is in trees/README.md.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "search/event.h"
#include "search/explain.h"
#include "search/search.h"
#include "search/trace.h"
#include "files/tree_file.h"
#include "text/notation.h"
#include "text/translate.h"
#include "support/by_label.h"
#include "run/opening.h"
#include "run/run.h"

namespace {

using json = nlohmann::json;
using namespace ablab::core;
using ablab::testing::labelsOf;
namespace fs = std::filesystem;

fs::path treesDir() { return fs::path(ABLAB_SOURCE_DIR) / "trees"; }

std::vector<std::string> exampleFiles() {
    std::vector<std::string> names;
    for (const auto& entry : fs::directory_iterator(treesDir())) {
        const std::string name = entry.path().filename().string();
        if (entry.path().extension() == ".json" && name != "schema.json" && name != "index.json") names.push_back(name);
    }
    std::sort(names.begin(), names.end());
    return names;
}

std::string readText(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

Value valueOf(const json& j) {
    if (j.is_string()) {
        const std::string s = j.get<std::string>();
        if (s == "inf" || s == "+inf") return kInfinity;
        if (s == "-inf") return -kInfinity;
        ADD_FAILURE() << "not a value: " << j.dump();
        return 0;
    }
    return j.get<Value>();
}

SearchOptions optionsOf(const json& j, const std::string& where) {
    SearchOptions options;
    for (const auto& [key, value] : j.items()) {
        if (key == "algorithm") {
            EXPECT_TRUE(parseAlgorithm(value.get<std::string>(), options.algorithm)) << where << ": algorithm " << value;
        } else if (key == "strict") {
            options.strict = value.get<bool>();
        } else if (key == "fail_hard") {
            options.failHard = value.get<bool>();
        } else if (key == "shallow") {
            options.shallow = value.get<bool>();
        } else if (key == "negamax") {
            options.negamax = value.get<bool>();
        } else if (key == "move_limit") {
            options.moveLimit = value.get<std::uint32_t>();
        } else if (key == "first_guess") {
            options.firstGuess = valueOf(value);
        } else if (key == "bounds") {
            options.leafBounds = LeafBounds{valueOf(value.at(0)), valueOf(value.at(1))};
        } else if (key == "order") {
            EXPECT_TRUE(parseMoveOrder(value.get<std::string>(), options.order)) << where << ": order " << value;
        } else {
            ADD_FAILURE() << where << ": unknown option key \"" << key << "\"";
        }
    }
    return options;
}

// What node n returned in the trace, as the expect block writes it: "3", "≤ 2", "≥ 8".
// A node searched more than once (a re-search, another pass) is read at its last return.
std::string exitOf(const Trace& trace, NodeId n) {
    const auto events = trace.events();
    for (auto it = events.rbegin(); it != events.rend(); ++it) {
        const Event& e = *it;
        if (e.node != n) continue;
        if (e.type == EventType::Leaf) return formatValue(e.value);
        if (e.type == EventType::Exit) {
            const std::string prefix = e.bound == Bound::Upper ? "≤ " : e.bound == Bound::Lower ? "≥ " : "";
            return prefix + formatValue(e.value);
        }
    }
    return "(never returned)";
}

NodeId uniqueLabel(const Tree& tree, const std::string& label, const std::string& where) {
    NodeId found = kNoNode;
    for (NodeId n = 0; n < tree.size(); ++n) {
        if (tree.label(n) != label) continue;
        if (found != kNoNode) {
            ADD_FAILURE() << where << ": label \"" << label << "\" names more than one node";
            return kNoNode;
        }
        found = n;
    }
    if (found == kNoNode) ADD_FAILURE() << where << ": no node is labelled \"" << label << "\"";
    return found;
}

std::vector<std::string> stringsOf(const json& j) { return j.get<std::vector<std::string>>(); }

// The "cutoffs" key: every cutoff of the run, in order, as the notes name it — where it
// happened, α or β, whose bound caused it (null: the initial window), deep or not, and
// which subtrees it pruned.
void checkCutoffs(const Trace& trace, const json& expected, const std::string& at) {
    const Tree& tree = trace.tree();
    const auto cutoffs = trace.cutoffEvents();
    ASSERT_EQ(cutoffs.size(), expected.size()) << at << ": how many cutoffs";
    for (std::size_t i = 0; i < cutoffs.size(); ++i) {
        const Event& e = trace.events()[cutoffs[i]];
        const json& want = expected[i];
        const std::string where = at + " #" + std::to_string(i);
        EXPECT_EQ(tree.label(e.node), want.at("node").get<std::string>()) << where;
        EXPECT_EQ(e.cutoff == CutoffKind::Alpha ? "alpha" : "beta", want.at("kind").get<std::string>()) << where;
        if (want.contains("deep")) {
            EXPECT_EQ(e.deep, want["deep"].get<bool>()) << where;
        }
        if (want.contains("cause")) {
            const std::string cause = e.cause == kNoNode ? "null" : json(tree.label(e.cause)).dump();
            EXPECT_EQ(cause, want["cause"].dump()) << where << " cause";
        }
        if (want.contains("pruned")) {
            std::vector<std::string> pruned;
            const auto children = tree.children(e.node);
            for (std::uint32_t c = e.prunedFrom; c < searchedChildCount(tree, e.node, trace.options()); ++c)
                pruned.emplace_back(tree.label(children[c]));
            EXPECT_EQ(pruned, stringsOf(want["pruned"])) << where;
        }
    }
}

// The "sentences" key: what the status line says at the notes' key steps, golden, in each
// language the case gives, under the notation it names ("aima" when it names none).
void checkSentences(const Trace& trace, const json& sentences, const std::string& at) {
    ASSERT_TRUE(sentences.is_array()) << at << ": sentences is an array";
    for (const json& golden : sentences) {
        const std::size_t step = golden.at("step").get<std::size_t>();
        ASSERT_LE(step, trace.stepCount()) << at << ": step " << step;
        Notation notation = Notation::Aima;
        if (golden.contains("notation")) {
            ASSERT_TRUE(parseNotation(golden["notation"].get<std::string>(), notation))
                << at << ": notation " << golden["notation"];
        }
        bool anyLanguage = false;
        for (Language language : kLanguages) {
            const std::string code(languageCode(language));
            if (!golden.contains(code)) continue;
            anyLanguage = true;
            const std::string said = explainStep(Wording{language, notation}, trace, step);
            EXPECT_EQ(said, golden[code].get<std::string>())
                << at << " step " << step << " " << notationCode(notation) << " " << code;
        }
        EXPECT_TRUE(anyLanguage) << at << " step " << step << ": a golden sentence needs a language";
    }
}

// The counts of the trace's statistics an expect case may state, by key.
constexpr std::pair<std::string_view, std::size_t TraceStats::*> kStatedCounts[] = {
    {"evaluated_leaves", &TraceStats::leavesEvaluated},
    {"deep_cutoffs", &TraceStats::deepCutoffs},
    {"alpha_cutoffs", &TraceStats::alphaCutoffs},
    {"beta_cutoffs", &TraceStats::betaCutoffs},
    {"probes", &TraceStats::probes},
    {"researches", &TraceStats::researches},
    {"passes", &TraceStats::passes},
    {"table_hits", &TraceStats::tableHits},
};

void checkCase(const std::shared_ptr<const Tree>& tree, const json& expected, const std::string& where) {
    ASSERT_TRUE(expected.is_object()) << where << ": a case is an object";
    ASSERT_TRUE(expected.contains("options")) << where << ": a case needs \"options\"";
    for (const char* key : {"root_value", "evaluated_leaves", "pruned"})
        EXPECT_TRUE(expected.contains(key)) << where << ": a case needs \"" << key << "\"";
    const auto run = makeRun(tree, optionsOf(expected["options"], where));
    const Trace& trace = *run->trace;
    const TraceStats stats = trace.stats();
    for (const auto& [key, value] : expected.items()) {
        const std::string at = where + " " + key;
        const auto count = std::find_if(std::begin(kStatedCounts), std::end(kStatedCounts),
                                        [&name = key](const auto& stated) { return stated.first == name; });
        if (key == "options") {
            continue;
        } else if (count != std::end(kStatedCounts)) {
            EXPECT_EQ(stats.*count->second, value.get<std::size_t>()) << at;
        } else if (key == "root_value") {
            EXPECT_EQ(trace.rootValue(), valueOf(value)) << at;
        } else if (key == "pruned") {
            EXPECT_EQ(labelsOf(*tree, trace.prunedRoots()), stringsOf(value)) << at;
        } else if (key == "skipped") {
            EXPECT_EQ(labelsOf(*tree, trace.skippedRoots()), stringsOf(value)) << at;
        } else if (key == "evaluated") {
            EXPECT_EQ(labelsOf(*tree, trace.evaluatedLeaves()), stringsOf(value)) << at;
        } else if (key == "best_move") {
            ASSERT_GE(trace.bestMove(), 0) << at << ": the root is a leaf";
            EXPECT_EQ(tree->label(tree->children(Tree::root())[static_cast<std::size_t>(trace.bestMove())]),
                      value.get<std::string>())
                << at;
        } else if (key == "cutoffs") {
            checkCutoffs(trace, value, at);
        } else if (key == "sentences") {
            checkSentences(trace, value, at);
        } else if (key == "exits") {
            for (const auto& [label, returned] : value.items()) {
                const NodeId n = uniqueLabel(*tree, label, at);
                if (n != kNoNode) {
                    EXPECT_EQ(exitOf(trace, n), returned.get<std::string>()) << at << " " << label;
                }
            }
        } else {
            ADD_FAILURE() << where << ": unknown key \"" << key << "\" in an expect case";
        }
    }
}

class LectureLibrary : public ::testing::TestWithParam<std::string> {};

TEST_P(LectureLibrary, LoadsAndDescribesItself) {
    const fs::path path = treesDir() / GetParam();
    const Tree tree = parseTree(Language::English, readText(path), GetParam());  // throws TreeFileError if invalid
    EXPECT_FALSE(tree.info().title.empty()) << "title";
    EXPECT_FALSE(tree.info().source.empty()) << "source";
    const std::string& description = tree.info().description.in(Language::English);
    EXPECT_FALSE(description.empty()) << "description";
    // A paragraph a teacher reads aloud: the course notes' examples follow the notes step by step.
    EXPECT_GE(std::count(description.begin(), description.end(), '.'), 2) << "at least two sentences: " << description;
    EXPECT_LE(description.size(), 1400u) << "one paragraph: " << description;
    ASSERT_FALSE(tree.info().expectJson.empty()) << "an expect block";
}

TEST_P(LectureLibrary, DoesWhatItsExpectBlockSays) {
    auto tree = std::make_shared<const Tree>(loadTreeFile(Language::English, (treesDir() / GetParam()).string()));
    const json expect = json::parse(tree->info().expectJson);
    ASSERT_TRUE(expect.is_array()) << "expect is an array of cases";
    ASSERT_FALSE(expect.empty());
    bool sawDefault = false;
    for (std::size_t i = 0; i < expect.size(); ++i) {
        const std::string where =
            GetParam() + " case " + std::to_string(i) + " " + expect[i].value("options", json::object()).dump();
        sawDefault = sawDefault || (expect[i].contains("options") && expect[i]["options"].empty());
        checkCase(tree, expect[i], where);
    }
    EXPECT_TRUE(sawDefault) << "every example has a case for the default options";
}

// A lesson opens in its voice (run/opening.h) over the defaults: one of its cases pins the
// trace a student sees first.
TEST_P(LectureLibrary, HasACaseForTheOptionsItOpensIn) {
    auto tree = std::make_shared<const Tree>(loadTreeFile(Language::English, (treesDir() / GetParam()).string()));
    const SearchOptions opening = openingFor(*tree, {}, {}).options;
    const json expect = json::parse(tree->info().expectJson);
    const SearchOptions inEffect = makeRun(tree, opening)->options;  // a chance tree's α-β is expectiminimax
    bool stated = false;
    for (const json& c : expect) {
        const SearchOptions options = optionsOf(c.value("options", json::object()), GetParam());
        stated = stated || options == opening || makeRun(tree, options)->options == inEffect;
    }
    EXPECT_TRUE(stated) << "no case for " << describe(opening);
}

TEST_P(LectureLibrary, SurvivesSaveAndLoad) {
    const Tree tree = loadTreeFile(Language::English, (treesDir() / GetParam()).string());
    const Tree again = parseTree(Language::English, serializeTree(tree), "saved");
    ASSERT_EQ(again.size(), tree.size());
    EXPECT_EQ(again.info().expectJson, tree.info().expectJson);
    for (NodeId n = 0; n < tree.size(); ++n) {
        EXPECT_EQ(again.label(n), tree.label(n));
        EXPECT_EQ(again.board(n), tree.board(n));
        EXPECT_EQ(again.player(n), tree.player(n));
    }
}

INSTANTIATE_TEST_SUITE_P(Trees, LectureLibrary, ::testing::ValuesIn(exampleFiles()),
                         [](const ::testing::TestParamInfo<std::string>& info) {
                             std::string name = info.param.substr(0, info.param.size() - 5);
                             for (char& c : name)
                                 if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
                             return name;
                         });

// Each lesson of the four course notes opens in its notes' notation and procedure.
TEST(LectureLibraryVoices, EachLessonOfTheFourNotesNamesItsOwn) {
    struct Notes {
        std::string prefix;
        Notation notation;
    };
    const Notes notes[] = {{"zhu-", Notation::Nilsson},
                           {"hs-", Notation::HorowitzSahni},
                           {"nvl-", Notation::NguyenVanLinh},
                           {"essay-", Notation::Multya}};
    std::size_t lessons = 0;
    for (const std::string& name : exampleFiles()) {
        for (const Notes& n : notes) {
            if (!name.starts_with(n.prefix)) continue;
            ++lessons;
            const Tree tree = loadTreeFile(Language::English, (treesDir() / name).string());
            EXPECT_EQ(tree.info().voice.notation, n.notation) << name;
            EXPECT_TRUE(tree.info().voice.algorithm) << name << " names its procedure";
        }
    }
    EXPECT_EQ(lessons, 7u);
    // The notes' procedures, as the lessons open: 朱福喜's 例1.25 in his three phases, 王多强's
    // 算法7.12 (VEB: shallow cutoffs), the essay's abSearch (negamax, fail-hard).
    const auto opening = [](const char* name) {
        return openingFor(loadTreeFile(Language::English, (treesDir() / name).string()), {}, {}).options;
    };
    EXPECT_EQ(opening("zhu-tictactoe-k2-minimax.json").algorithm, Algorithm::MinimaxLevels);
    EXPECT_TRUE(opening("hs-p11-alpha-beta-cutoffs.json").shallow);
    const SearchOptions abSearch = opening("essay-gomoku-absearch.json");
    EXPECT_TRUE(abSearch.negamax && abSearch.failHard);
}

TEST(LectureLibraryIndex, ListsEveryExampleOnce) {
    const json index = json::parse(readText(treesDir() / "index.json"));
    ASSERT_TRUE(index.contains("lessons"));
    std::vector<std::string> listed;
    for (const json& lesson : index["lessons"]) {
        EXPECT_TRUE(lesson.contains("title"));
        for (const json& file : lesson["examples"]) listed.push_back(file.get<std::string>());
    }
    std::multiset<std::string> counted(listed.begin(), listed.end());
    for (const std::string& name : counted) EXPECT_EQ(counted.count(name), 1u) << name << " is listed more than once";
    const std::vector<std::string> files = exampleFiles();
    for (const std::string& name : files) EXPECT_EQ(counted.count(name), 1u) << name << " is not in index.json";
    for (const std::string& name : listed)
        EXPECT_TRUE(std::find(files.begin(), files.end(), name) != files.end()) << "index.json lists a missing " << name;
    EXPECT_GE(files.size(), 20u);
    ASSERT_FALSE(listed.empty());
    EXPECT_EQ(listed.front(), "aima-fig5.2.json") << "the default tree opens the first lesson";
}

TEST(LectureLibraryIndex, PerfectOrderingMeetsTheMinimalTree) {
    // b^⌈d/2⌉ + b^⌊d/2⌋ − 1 with b = 3, d = 4 (Knuth & Moore 1975).
    auto tree = std::make_shared<const Tree>(loadTreeFile(Language::English, (treesDir() / "ordering-perfect.json").string()));
    EXPECT_EQ(tree->leafCount(), 81u);
    EXPECT_EQ((*makeRun(tree, {})->trace).stats().leavesEvaluated, 9u + 9u - 1u);
}

}  // namespace

// The Pseudocode panel's lines (core/teaching/pseudocode.h): every algorithm in every notation
// speaks the reader's language (the procedures' names, the formulas and the notes' own keywords
// stay as written), and the line lit is the one that produced the event, at a chance node too.
#include "teaching/pseudocode.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <memory>
#include <set>
#include <string>

#include "files/tree_file.h"
#include "search/explain.h"
#include "search/trace.h"
#include "support/english_words.h"
#include "text/translate.h"
#include "run/run.h"

using namespace ablab::core;

namespace {

// Words only the prose of the lines uses, never a formula or a keyword the notes keep
// (return, IF … THEN, is_leaf, Search(n, mode), LOOP1, VALUE(n), FIRST(OPEN) stay as written).
const std::set<std::string> kProse{"leaf",     "child", "children", "prune", "probe",     "table",       "live",   "solved",
                                   "each",     "the",   "with",     "store", "while",     "further",     "fails",  "evaluate",
                                   "expand",   "node",  "every",    "side",  "outcome",   "probability", "chance", "terminal",
                                   "generate", "tip",   "pruning",  "cut",   "unexamined"};

// A word in capitals is a keyword the notes write so (EXPAND(n), REMOVE(n, OPEN)), not prose.
std::vector<std::string> proseWords(const std::string& text) {
    std::vector<std::string> words;
    for (const ablab::testing::FoundWord& w : ablab::testing::englishWordsIn(text, kProse, true)) {
        const std::string as = text.substr(w.at, w.word.size());
        if (std::none_of(as.begin(), as.end(), [](char c) { return std::islower(static_cast<unsigned char>(c)) != 0; })) continue;
        words.push_back(w.word);
    }
    return words;
}

std::vector<SearchOptions> everyForm() {
    std::vector<SearchOptions> forms;
    for (Algorithm a : kAllAlgorithms)
        for (int flags = 0; flags < 16; ++flags) {
            SearchOptions o;
            o.algorithm = a;
            o.negamax = flags & 1;
            o.strict = flags & 2;
            o.failHard = flags & 4;
            o.shallow = flags & 8;
            o.moveLimit = flags == 15 ? 2 : 0;
            forms.push_back(o);
        }
    return forms;
}

}  // namespace

TEST(Pseudocode, EveryAlgorithmInEveryNotationSpeaksTheReadersLanguage) {
    std::size_t lines = 0;
    for (Language language : {Language::Chinese, Language::Vietnamese}) {
        for (Notation notation : kNotations)
            for (const SearchOptions& o : everyForm())
                for (const PseudocodeLine& line : pseudocodeFor(Wording{language, notation}, o)) {
                    EXPECT_FALSE(line.text.empty());
                    EXPECT_TRUE(proseWords(line.text).empty())
                        << algorithmName(o.algorithm) << " in " << notationCode(notation) << ": " << line.text;
                    ++lines;
                }
    }
    EXPECT_GT(lines, 5000u);
    // The finder finds the English it looks for.
    EXPECT_EQ(proseWords("  if n is a leaf: return VALUE(n)"), std::vector<std::string>{"leaf"});
    EXPECT_TRUE(proseWords("  nếu n là nút lá: trả về VALUE(n)").empty());
}

TEST(Pseudocode, UnderNegamaxTheAimaFormIsNegamaxAndTheNotesKeepTheirOwn) {
    SearchOptions o;
    o.negamax = true;
    EXPECT_EQ(pseudocodeFor(Wording{Language::English, Notation::Aima}, o).front().text,
              "function NEGAMAX(n, α, β)   (values from the side to move)");
    EXPECT_EQ(pseudocodeFor(Wording{Language::English, Notation::HorowitzSahni}, o).front().text, "procedure AB(X, h, LB, D)");
    // The algorithms beyond α-β have one form, their paper's.
    o.algorithm = Algorithm::NegaScout;
    EXPECT_EQ(pseudocodeFor(Wording{Language::English, Notation::Aima}, o).front().text, "function NEGASCOUT(n, α, β)");
}

TEST(Pseudocode, TheLitLineProducedTheEventAtAChanceNodeToo) {
    auto tree = std::make_shared<const Tree>(
        loadTreeFile(Language::English, std::string(ABLAB_SOURCE_DIR) + "/trees/aima-chance-pruning.json"));
    SearchOptions o;
    o.algorithm = Algorithm::Star1;
    o.leafBounds = LeafBounds{-2, 2};
    const auto run = makeRun(tree, o);
    const Trace& trace = *run->trace;
    const std::vector<PseudocodeLine> lines = pseudocodeFor(Wording{Language::English, Notation::Aima}, o);
    std::size_t chanceCutoffs = 0, playerCutoffs = 0;
    for (const Event& e : trace.events()) {
        std::vector<std::string> lit;
        for (const PseudocodeLine& line : lines)
            if (produced(line, *tree, &e)) lit.push_back(line.text);
        if (e.type != EventType::Cutoff) continue;
        ASSERT_EQ(lit.size(), 1u) << tree->label(e.node);
        if (tree->isChance(e.node)) {
            // C2 fails low: even U for the rest keeps it ≤ α.
            EXPECT_EQ(lit.front(), "    if v ≤ A: return S + U·rest");
            ++chanceCutoffs;
        } else {
            EXPECT_EQ(lit.front(), "    if α ≥ β: prune the other children");
            ++playerCutoffs;
        }
    }
    EXPECT_EQ(chanceCutoffs, 1u);
    EXPECT_EQ(playerCutoffs, 1u);
    // Before the first step nothing is lit.
    for (const PseudocodeLine& line : lines) EXPECT_FALSE(produced(line, *tree, nullptr));
}

namespace {

std::vector<std::string> nonChanceLibrary() {
    std::vector<std::string> files;
    for (const auto& entry : std::filesystem::directory_iterator(std::filesystem::path(ABLAB_SOURCE_DIR) / "trees")) {
        const std::string name = entry.path().filename().string();
        if (entry.path().extension() != ".json" || name == "schema.json" || name == "index.json") continue;
        if (loadTreeFile(Language::English, entry.path().string()).hasChanceNodes()) continue;
        files.push_back(entry.path().string());
    }
    std::sort(files.begin(), files.end());
    return files;
}

}  // namespace

// Each step lights one line, the one that produced its event: at a cutoff exactly one, the
// rule that cut (朱福喜's α剪枝 line at an α cut, his β剪枝 line at a β cut; Linh's Vp ≥ Vq
// line; Horowitz–Sahni's "if ans ≥ D then return ans", which also makes the cut node's return),
// in every notation, with and without negamax, and never two lines at once for any event.
TEST(Pseudocode, EachStepLightsOneLineTheRuleThatCut) {
    std::size_t cutoffs = 0, nilssonAlpha = 0, nilssonBeta = 0, cutReturns = 0;
    for (const std::string& file : nonChanceLibrary()) {
        auto tree = std::make_shared<const Tree>(loadTreeFile(Language::English, file));
        for (const Algorithm algorithm : {Algorithm::AlphaBeta, Algorithm::Minimax, Algorithm::MinimaxLevels})
            for (int flags = 0; flags < 4; ++flags) {
                SearchOptions o;
                o.algorithm = algorithm;
                o.negamax = flags & 1;
                o.shallow = flags & 2;
                const auto run = makeRun(tree, o);
                const Trace& trace = *run->trace;
                for (const Notation notation : kNotations) {
                    const std::vector<PseudocodeLine> lines = pseudocodeFor(Wording{Language::English, notation}, o);
                    for (std::size_t i = 0; i < trace.stepCount(); ++i) {
                        const Event shown = shownEvent(notation, trace, i);
                        const Event previous = i > 0 ? shownEvent(notation, trace, i - 1) : Event{};
                        std::vector<std::string> lit;
                        for (const PseudocodeLine& line : lines)
                            if (produced(line, *tree, &shown, i > 0 ? &previous : nullptr)) lit.push_back(line.text);
                        const std::string where = file + " " + std::string(notationCode(notation)) +
                                                  (o.negamax ? " negamax" : "") + (o.shallow ? " shallow" : "") + " step " +
                                                  std::to_string(i + 1);
                        EXPECT_LE(lit.size(), 1u) << where << ": " << (lit.size() > 1 ? lit[0] + " | " + lit[1] : "");
                        // Horowitz–Sahni's cut returns from its own line; any other return from the last.
                        if (notation == Notation::HorowitzSahni && shown.type == EventType::Exit && notesCover(algorithm)) {
                            const bool cutsReturn = i > 0 && previous.type == EventType::Cutoff && previous.node == shown.node;
                            ASSERT_EQ(lit.size(), 1u) << where;
                            EXPECT_EQ(lit.front().starts_with("    if ans ≥ D then return ans endif"), cutsReturn)
                                << where << ": " << lit.front();
                            if (cutsReturn) ++cutReturns;
                        }
                        if (shown.type != EventType::Cutoff) continue;
                        ++cutoffs;
                        ASSERT_EQ(lit.size(), 1u) << where;
                        if (notation == Notation::Nilsson && !o.negamax) {
                            const bool alpha = shown.cutoff == CutoffKind::Alpha;
                            EXPECT_TRUE(lit.front().starts_with(alpha ? "α-pruning" : "β-pruning"))
                                << where << ": " << lit.front();
                            ++(alpha ? nilssonAlpha : nilssonBeta);
                        }
                        if (notation == Notation::HorowitzSahni) {
                            EXPECT_TRUE(lit.front().starts_with("    if ans ≥ D then return ans"))
                                << where << ": " << lit.front();
                        }
                        if (notation == Notation::NguyenVanLinh && !o.negamax) {
                            EXPECT_TRUE(lit.front().starts_with("    Vp ≥ Vq (P MAX) or Vp ≤ Vq (P MIN)"))
                                << where << ": " << lit.front();
                        }
                    }
                }
            }
    }
    EXPECT_GT(cutoffs, 100u);
    EXPECT_GT(cutReturns, 10u);
    EXPECT_GT(nilssonAlpha, 0u);
    EXPECT_GT(nilssonBeta, 0u);
}

// Under --negamax every notation but Horowitz–Sahni's (whose procedures are negamax already)
// shows NEGAMAX, as the canvas and the status line switch; the levels line is max(−v); with the
// moves taken by score the essay's abSearch, with "the K best by score".
TEST(Pseudocode, UnderNegamaxEveryNotationSwitchesWithTheCanvas) {
    SearchOptions o;
    o.negamax = true;
    for (const Notation notation : {Notation::Nilsson, Notation::NguyenVanLinh, Notation::Aima})
        EXPECT_EQ(pseudocodeFor(Wording{Language::English, notation}, o).front().text,
                  "function NEGAMAX(n, α, β)   (values from the side to move)");
    o.algorithm = Algorithm::MinimaxLevels;
    const std::vector<PseudocodeLine> levels = pseudocodeFor(Wording{Language::English, Notation::Nilsson}, o);
    EXPECT_TRUE(std::any_of(levels.begin(), levels.end(),
                            [](const PseudocodeLine& l) { return l.text.find("max(−v1, …, −vd)") != std::string::npos; }));
    o.algorithm = Algorithm::AlphaBeta;
    o.order = MoveOrder::Score;
    o.moveLimit = 8;
    o.failHard = true;
    const std::vector<PseudocodeLine> essay = pseudocodeFor(Wording{Language::English, Notation::Aima}, o);
    EXPECT_EQ(essay.front().text, "int abSearch(floor, alpha, beta, isBlackNow, searchResult)");
    EXPECT_TRUE(std::any_of(essay.begin(), essay.end(),
                            [](const PseudocodeLine& l) { return l.text == "  for now in possibleMove, the 8 best by score:"; }));
    EXPECT_TRUE(std::any_of(essay.begin(), essay.end(),
                            [](const PseudocodeLine& l) { return l.text == "    if (tmpScore >= beta) return beta"; }));
    // Without negamax the AIMA form names the order and the limit the same way.
    o.negamax = false;
    const std::vector<PseudocodeLine> aima = pseudocodeFor(Wording{Language::English, Notation::Aima}, o);
    EXPECT_TRUE(
        std::any_of(aima.begin(), aima.end(), [](const PseudocodeLine& l) { return l.text == "  (only the 8 best by score)"; }));
}

// Horowitz–Sahni's procedures as the notes write them, line for line: VE(X, h); VEB(X, h, D)
// with its first child before the loop, for i ← 2 to d and the test ans ≥ D before each call;
// AB(X, h, LB, D), which stops at h = 0 as VEB does ("if X是终局或 h =0 then return e(X) endif").
TEST(Pseudocode, HorowitzSahniAsTheNotesWriteIt) {
    auto texts = [](const SearchOptions& o) {
        std::vector<std::string> out;
        for (const PseudocodeLine& line : pseudocodeFor(Wording{Language::English, Notation::HorowitzSahni}, o))
            out.push_back(line.text);
        return out;
    };
    const std::string form = "  // V(X) in negamax form, for the side to move at X; e(X) is A's evaluation";
    const std::string d = "  // D = −B: minus the largest value X's parent knows so far";
    SearchOptions o;
    o.shallow = true;
    EXPECT_EQ(texts(o),
              (std::vector<std::string>{"procedure VEB(X, h, D)", form, d, "  if X is terminal or h = 0 then return e(X) endif",
                                        "  ans ← −VEB(X1, h−1, ∞)", "  for i ← 2 to d do",
                                        "    if ans ≥ D then return ans endif   // the α-β cutoff rule",
                                        "    ans ← max(ans, −VEB(Xi, h−1, −ans))", "  repeat", "  return ans", "end VEB"}));
    o.shallow = false;
    EXPECT_EQ(texts(o),
              (std::vector<std::string>{"procedure AB(X, h, LB, D)", form, "  // LB: a lower bound on V(X)", d,
                                        "  if X is terminal or h = 0 then return e(X) endif", "  ans ← LB", "  for i ← 1 to d do",
                                        "    if ans ≥ D then return ans endif   // the α-β cutoff rule",
                                        "    ans ← max(ans, −AB(Xi, h−1, −D, −ans))", "  repeat", "  return ans", "end AB"}));
    // The two procedures' leaf test is the same line, in every language; the comments light nothing.
    for (const Language language : {Language::English, Language::Chinese, Language::Vietnamese}) {
        SearchOptions veb;
        veb.shallow = true;
        const std::vector<PseudocodeLine> vebLines = pseudocodeFor(Wording{language, Notation::HorowitzSahni}, veb),
                                          abLines = pseudocodeFor(Wording{language, Notation::HorowitzSahni}, SearchOptions{});
        EXPECT_EQ(vebLines[3].text, abLines[4].text);
        EXPECT_EQ(vebLines[3].lights, std::vector<EventType>{EventType::Leaf});
        EXPECT_TRUE(vebLines[1].lights.empty());
    }
    o.algorithm = Algorithm::Minimax;
    EXPECT_EQ(texts(o).front(), "procedure VE(X, h)");
    EXPECT_EQ(texts(o)[1], form);
}

// Under the essay's notation its α-β is its own abSearch, in the tree's order unless moves are
// scored; minimax, which the essay writes no procedure for, stays MINIMAX.
TEST(Pseudocode, TheEssaysNotationShowsItsAbSearch) {
    const Wording essay{Language::English, Notation::Multya};
    const std::vector<PseudocodeLine> ab = pseudocodeFor(essay, SearchOptions{});
    ASSERT_FALSE(ab.empty());
    EXPECT_EQ(ab.front().text, "int abSearch(floor, alpha, beta, isBlackNow, searchResult)");
    EXPECT_TRUE(std::any_of(ab.begin(), ab.end(),
                            [](const PseudocodeLine& line) { return line.text == "  for now in possibleMove, left to right:"; }));
    // The essay's own lines, its last ply's branch with them (issue 43: it had gone), and what
    // ablab does otherwise said on the line, not rewritten quietly.
    std::vector<std::string> lines;
    for (const PseudocodeLine& line : ab) lines.push_back(line.text);
    for (const char* own :
         {"    if (floor == 1):", "      tmpScore = evaluateScore(); restoreLastStep()",
          "    if (someoneWin()): saveSearchResult(); restoreLastStep(); return evaluateScore()",
          "    tmpScore = -abSearch(floor - 1, -beta, -alpha, !isBlackNow, tempSearchResult)", "  return alpha"})
        EXPECT_NE(std::find(lines.begin(), lines.end(), own), lines.end()) << own;
    EXPECT_NE(
        std::find(lines.begin(), lines.end(), "    if (tmpScore >= beta) return tmpScore   (fail-soft: the essay returns beta)"),
        lines.end());
    SearchOptions failHard;
    failHard.failHard = true;
    const std::vector<PseudocodeLine> own = pseudocodeFor(essay, failHard);
    EXPECT_TRUE(std::any_of(own.begin(), own.end(),
                            [](const PseudocodeLine& l) { return l.text == "    if (tmpScore >= beta) return beta"; }));
    SearchOptions minimax;
    minimax.algorithm = Algorithm::Minimax;
    EXPECT_EQ(pseudocodeFor(essay, minimax).front().text, "function MINIMAX(n)");
}

// The Pseudocode panel's lines (core/teaching/pseudocode.h): every algorithm in every notation
// speaks the reader's language (the procedures' names, the formulas and the notes' own keywords
// stay as written), and the line lit is the one that produced the event, at a chance node too.
#include "teaching/pseudocode.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <set>
#include <string>

#include "files/tree_file.h"
#include "search/trace.h"
#include "support/english_words.h"
#include "text/translate.h"

using namespace ablab::core;

namespace {

// Words only the prose of the lines uses, never a formula or a keyword the notes keep
// (return, IF … THEN, is_leaf, Search(n, mode), LOOP1, VALUE(n), FIRST(OPEN) stay as written).
const std::set<std::string> kProse{"leaf",  "child", "children", "prune", "probe", "table", "live",     "solved",
                                   "each",  "the",   "with",     "store", "while", "further",  "fails", "evaluate", "expand", "node", "every", "side", "outcome", "probability",
                                   "chance", "terminal", "generate", "tip", "pruning", "cut", "unexamined"};

std::vector<std::string> proseWords(const std::string& text) {
    std::vector<std::string> words;
    for (const ablab::testing::FoundWord& w : ablab::testing::englishWordsIn(text, kProse, true)) words.push_back(w.word);
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

struct InLanguage {
    explicit InLanguage(Language language) { setLanguage(language); }
    ~InLanguage() { setLanguage(Language::English); }
};

}  // namespace

TEST(Pseudocode, EveryAlgorithmInEveryNotationSpeaksTheReadersLanguage) {
    std::size_t lines = 0;
    for (Language language : {Language::Chinese, Language::Vietnamese}) {
        InLanguage in(language);
        for (Notation notation : kNotations)
            for (const SearchOptions& o : everyForm())
                for (const PseudocodeLine& line : pseudocodeFor(o, notation)) {
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
    EXPECT_EQ(pseudocodeFor(o, Notation::Aima).front().text, "function NEGAMAX(n, α, β)   (values from the side to move)");
    EXPECT_EQ(pseudocodeFor(o, Notation::HorowitzSahni).front().text, "procedure AB(X, LB, D)");
    // The algorithms beyond α-β have one form, their paper's.
    o.algorithm = Algorithm::NegaScout;
    EXPECT_EQ(pseudocodeFor(o, Notation::Aima).front().text, "function NEGASCOUT(n, α, β)");
}

TEST(Pseudocode, TheLitLineProducedTheEventAtAChanceNodeToo) {
    auto tree = std::make_shared<const Tree>(loadTreeFile(std::string(ABLAB_SOURCE_DIR) + "/trees/aima-chance-pruning.json"));
    SearchOptions o;
    o.algorithm = Algorithm::Star1;
    o.leafBounds = LeafBounds{-2, 2};
    const Trace trace = Trace::record(tree, o);
    const std::vector<PseudocodeLine> lines = pseudocodeFor(o, Notation::Aima);
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

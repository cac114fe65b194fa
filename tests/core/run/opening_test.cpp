// Which notation and options a tree opens in (run/opening.h): an explicit choice over the
// lesson's voice, the voice over the defaults and what was remembered, one member at a time.
#include <gtest/gtest.h>

#include "files/tree_file.h"
#include "run/opening.h"

using namespace ablab::core;

namespace {

Tree voiced(const char* members) {
    return parseTree(Language::English, std::string("{") + members + R"(, "root": [[3, 12], [2, 4]]})", "voiced");
}

}  // namespace

TEST(Opening, TheLessonsVoiceWinsOverTheDefaultsAndTheRemembered) {
    const Tree hs = voiced(R"("notation": "horowitz-sahni", "algorithm": "alphabeta", "shallow": true)");
    const Opening defaults = openingFor(hs, {}, {});
    EXPECT_EQ(defaults.notation, Notation::HorowitzSahni);
    EXPECT_EQ(defaults.options.algorithm, Algorithm::AlphaBeta);
    EXPECT_TRUE(defaults.options.shallow);
    // Remembered: Linh's notation, minimax, strict and fail-hard. The voice names the notation,
    // the algorithm and shallow; strict and fail-hard it leaves to what was remembered.
    Opening remembered{Notation::NguyenVanLinh, {}};
    remembered.options.algorithm = Algorithm::Minimax;
    remembered.options.strict = remembered.options.failHard = true;
    remembered.options.moveLimit = 2;
    const Opening opened = openingFor(hs, remembered, {});
    EXPECT_EQ(opened.notation, Notation::HorowitzSahni);
    EXPECT_EQ(opened.options.algorithm, Algorithm::AlphaBeta);
    EXPECT_TRUE(opened.options.shallow);
    EXPECT_TRUE(opened.options.strict);
    EXPECT_TRUE(opened.options.failHard);
    EXPECT_EQ(opened.options.moveLimit, 2u);
    // A voice that says false turns a remembered variant off.
    const Opening off = openingFor(voiced(R"("strict": false)"), remembered, {});
    EXPECT_FALSE(off.options.strict);
    EXPECT_EQ(off.options.algorithm, Algorithm::Minimax);
    EXPECT_EQ(off.notation, Notation::NguyenVanLinh);
}

TEST(Opening, StarOnesLessonOpensWithTheBoundsItsLeavesLieWithin) {
    const Tree star1 = voiced(R"("algorithm": "star1", "bounds": [-10, 10])");
    EXPECT_EQ(openingFor(star1, {}, {}).options.leafBounds, (LeafBounds{-10, 10}));
    // Bounds given explicitly (--bounds, a link's bounds=) win; naming another algorithm keeps
    // the lesson's bounds, a fact of its leaves.
    SearchOptions wider;
    wider.algorithm = Algorithm::Star1;
    wider.leafBounds = LeafBounds{-20, 20};
    EXPECT_EQ(openingFor(star1, {}, explicitChoices(wider, true)).options.leafBounds, (LeafBounds{-20, 20}));
    SearchOptions named;
    named.algorithm = Algorithm::Star1;
    EXPECT_EQ(openingFor(star1, {}, explicitChoices(named, true)).options.leafBounds, (LeafBounds{-10, 10}));
    EXPECT_FALSE(openingFor(voiced(R"("algorithm": "star1")"), {}, {}).options.leafBounds);
}

TEST(Opening, AnExplicitChoiceWinsOverTheVoice) {
    const Tree hs = voiced(R"("notation": "horowitz-sahni", "algorithm": "minimax-levels", "shallow": true, "negamax": true)");
    ExplicitChoices chosen;
    chosen.notation = Notation::Aima;
    const Opening notation = openingFor(hs, {}, chosen);
    EXPECT_EQ(notation.notation, Notation::Aima);
    EXPECT_EQ(notation.options.algorithm, Algorithm::MinimaxLevels);  // the rest is still the voice's
    EXPECT_TRUE(notation.options.negamax);
    // --strict alone: added to the voice's procedure.
    SearchOptions strict;
    strict.strict = true;
    const Opening flag = openingFor(hs, {}, explicitChoices(strict, false));
    EXPECT_EQ(flag.options.algorithm, Algorithm::MinimaxLevels);
    EXPECT_TRUE(flag.options.strict);
    EXPECT_TRUE(flag.options.shallow);
    // --algorithm alphabeta: plain α-β, the voice's variants set aside with its procedure.
    const Opening named = openingFor(hs, {}, explicitChoices(SearchOptions{}, true));
    EXPECT_EQ(named.options.algorithm, Algorithm::AlphaBeta);
    EXPECT_FALSE(named.options.shallow);
    EXPECT_FALSE(named.options.negamax);
    EXPECT_EQ(named.notation, Notation::HorowitzSahni);
    // A link states its whole option set: every member explicit.
    SearchOptions link;
    link.failHard = true;
    const Opening linked = openingFor(hs, {}, everyChoice(link));
    EXPECT_EQ(linked.options, link);
}

TEST(Opening, ATreeWithChanceNodesOpensInExpectiminimaxUnlessSomethingNamesAnother) {
    const Tree chance = parseTree(Language::English, R"({"root": {"player": "chance", "children": [1, 3]}})", "chance");
    EXPECT_EQ(openingFor(chance, {}, {}).options.algorithm, Algorithm::Expectiminimax);
    Opening star1;
    star1.options.algorithm = Algorithm::Star1;
    EXPECT_EQ(openingFor(chance, star1, {}).options.algorithm, Algorithm::Star1);  // the student's Star1 stays
    const Tree voicedChance =
        parseTree(Language::English, R"({"algorithm": "star1", "root": {"player": "chance", "children": [1, 3]}})", "chance");
    EXPECT_EQ(openingFor(voicedChance, {}, {}).options.algorithm, Algorithm::Star1);
    SearchOptions minimax;
    minimax.algorithm = Algorithm::Minimax;
    EXPECT_EQ(openingFor(chance, {}, explicitChoices(minimax, true)).options.algorithm, Algorithm::Minimax);
    // A tree without a voice or chance nodes opens in what it was given.
    const Tree plain = parseTree(Language::English, "[[3, 12], [2, 4]]", "plain");
    Opening given{Notation::Nilsson, minimax};
    EXPECT_EQ(openingFor(plain, given, {}), given);
}

// The page's link, read and written in one place (app/platform/link_options.h): every lesson of
// the library opens by its name, every key a link can carry reads back as written, and nothing a
// link says is dropped without a notice saying what opened instead.
#include <gtest/gtest.h>

#include <filesystem>
#include <set>
#include <string>

#include <nlohmann/json.hpp>

#include "platform/link_options.h"

using namespace ablab;
using namespace ablab::app;
using namespace ablab::app::platform;
namespace fs = std::filesystem;

namespace {

// The lecture library as the page sees it: trees/NAME.json.
bool libraryHas(std::string_view name) {
    return fs::is_regular_file(fs::path(ABLAB_SOURCE_DIR) / "trees" / (std::string(name) + ".json"));
}

Link read(std::string_view fragment, core::Language fallback = core::Language::English) {
    return parseLink(fragment, libraryHas, fallback);
}

std::vector<std::string> lessonNames() {
    std::vector<std::string> names;
    for (const auto& entry : fs::directory_iterator(fs::path(ABLAB_SOURCE_DIR) / "trees"))
        if (entry.path().extension() == ".json" && entry.path().stem() != "schema" && entry.path().stem() != "index")
            names.push_back(entry.path().stem().string());
    return names;
}

}  // namespace

TEST(LinkOptions, EveryLessonOpensByItsNameWithOrWithoutJson) {
    const auto names = lessonNames();
    ASSERT_GT(names.size(), 30u);
    for (const std::string& name : names) {
        for (const std::string& written : {name, name + ".json"}) {
            const Link link = read("tree=" + written + "&step=5&lang=zh");
            EXPECT_EQ(link.tree.kind, LinkTree::Kind::Lesson) << written;
            EXPECT_EQ(link.tree.text, name);
            EXPECT_EQ(link.step.number, 5u);
            EXPECT_EQ(link.language, core::Language::Chinese);
            EXPECT_TRUE(link.notices.empty()) << written << ": " << link.notices.front();
        }
    }
}

TEST(LinkOptions, ALessonBeginningWithZIsALessonNotACompressedTree) {
    const Link link = read("#tree=zhu-min-node-minus-infinity&step=5&lang=zh");
    EXPECT_EQ(link.tree.kind, LinkTree::Kind::Lesson);
    EXPECT_EQ(link.tree.text, "zhu-min-node-minus-infinity");
}

TEST(LinkOptions, CompressedTreesHaveAPrefixNoLessonNameCanTake) {
    EXPECT_FALSE(isLessonName("z:abc"));
    const Link link = read("tree=z:q1ZKzs_PKVKyUlAqLkksKS1WqAUA");
    EXPECT_EQ(link.tree.kind, LinkTree::Kind::Compressed);
    EXPECT_EQ(link.tree.text, "q1ZKzs_PKVKyUlAqLkksKS1WqAUA");
    // The older form, "z" with no colon, still reads when no lesson has that name.
    const Link older = read("tree=zq1ZKzs_PKVKyUlAqLkksKS1WqAUA");
    EXPECT_EQ(older.tree.kind, LinkTree::Kind::Compressed);
    EXPECT_EQ(older.tree.text, "q1ZKzs_PKVKyUlAqLkksKS1WqAUA");
}

TEST(LinkOptions, TheShorthandAndADocumentAreTreesInTheLink) {
    const Link shorthand = read("tree=" + percentDecode("%5B%5B3%2C12%2C8%5D%2C%5B2%2C4%2C6%5D%5D"));
    EXPECT_EQ(shorthand.tree.kind, LinkTree::Kind::Document);
    EXPECT_EQ(shorthand.tree.text, "[[3,12,8],[2,4,6]]");
    const Link encoded = read("tree=%5B%5B3%2C12%5D%5D&name=mine");
    EXPECT_EQ(encoded.tree.text, "[[3,12]]");
    EXPECT_EQ(encoded.name, "mine");
    // A name that is no file name is not used.
    EXPECT_EQ(read("tree=[[1]]&name=../etc/passwd").name, "");
}

TEST(LinkOptions, AnUnknownLessonSaysSoAndNamesWhatOpened) {
    const Link link = read("tree=nosuchtree");
    EXPECT_EQ(link.tree.kind, LinkTree::Kind::Default);
    ASSERT_EQ(link.notices.size(), 1u);
    EXPECT_NE(link.notices[0].find("nosuchtree"), std::string::npos);
    EXPECT_NE(link.notices[0].find("AIMA figure 5.2"), std::string::npos);
}

TEST(LinkOptions, NoticesAreInTheLinksLanguage) {
    const Link chinese = read("tree=nosuchtree&lang=zh");
    ASSERT_EQ(chinese.notices.size(), 1u);
    EXPECT_EQ(chinese.notices[0].find("The link"), std::string::npos) << chinese.notices[0];
    const Link vietnamese = read("step=banana", core::Language::Vietnamese);
    ASSERT_EQ(vietnamese.notices.size(), 1u);
    EXPECT_EQ(vietnamese.notices[0].find("The link"), std::string::npos) << vietnamese.notices[0];
}

TEST(LinkOptions, StepsReadAndBadOnesGoToTheNearestWithANotice) {
    EXPECT_EQ(read("step=12").step.number, 12u);
    EXPECT_EQ(read("step=end").step.kind, LinkStep::Kind::End);
    const Link cutoff = read("step=cutoff:2");
    EXPECT_EQ(cutoff.step.kind, LinkStep::Kind::Cutoff);
    EXPECT_EQ(cutoff.step.number, 2u);
    for (const char* bad : {"step=-1", "step=banana", "step=", "step=cutoff:0", "step=1e3"}) {
        const Link link = read(bad);
        EXPECT_EQ(link.step.kind, LinkStep::Kind::Number) << bad;
        EXPECT_EQ(link.step.number, 0u) << bad;
        ASSERT_EQ(link.notices.size(), 1u) << bad;
        EXPECT_NE(link.notices[0].find("step 0"), std::string::npos) << link.notices[0];
    }
}

TEST(LinkOptions, AStepPastTheEndOrAMissingCutoffIsTheLastStepWithANotice) {
    std::vector<std::string> notices;
    EXPECT_EQ(resolveLinkStep({LinkStep::Kind::Number, 7}, 20, {}, notices, core::Language::English), 7u);
    EXPECT_TRUE(notices.empty());
    EXPECT_EQ(resolveLinkStep({LinkStep::Kind::Number, 999}, 20, {}, notices, core::Language::English), 20u);
    ASSERT_EQ(notices.size(), 1u);
    EXPECT_NE(notices[0].find("999"), std::string::npos);
    EXPECT_NE(notices[0].find("0 to 20"), std::string::npos);
    EXPECT_EQ(resolveLinkStep(read("step=99999999999999999999999").step, 20, {}, notices, core::Language::English), 20u);
    EXPECT_EQ(notices.size(), 2u);
    notices.clear();
    EXPECT_EQ(resolveLinkStep({LinkStep::Kind::Cutoff, 2}, 20, {9, 14}, notices, core::Language::English), 14u);
    EXPECT_TRUE(notices.empty());
    EXPECT_EQ(resolveLinkStep({LinkStep::Kind::Cutoff, 3}, 20, {9, 14}, notices, core::Language::English), 20u);
    ASSERT_EQ(notices.size(), 1u);
    EXPECT_NE(notices[0].find("cutoff 3, but this run has 2"), std::string::npos) << notices[0];
    EXPECT_EQ(resolveLinkStep({LinkStep::Kind::End, 0}, 20, {}, notices, core::Language::English), 20u);
}

TEST(LinkOptions, EveryAlgorithmAndItsOptionsRead) {
    for (const core::Algorithm algorithm : core::kAllAlgorithms) {
        const Link link = read("algorithm=" + std::string(core::algorithmName(algorithm)));
        EXPECT_EQ(link.search.algorithm, algorithm);
        EXPECT_TRUE(link.searchGiven);
        EXPECT_TRUE(link.notices.empty());
    }
    const Link star1 = read("tree=star1-chance-cutoff&algorithm=star1&bounds=-10,10");
    ASSERT_TRUE(star1.search.leafBounds);
    EXPECT_EQ(star1.search.leafBounds->low, -10);
    EXPECT_EQ(star1.search.leafBounds->high, 10);
    const Link mtdf = read("algorithm=mtdf&first-guess=2.5&move-limit=3&order=score");
    EXPECT_EQ(mtdf.search.firstGuess, 2.5);
    EXPECT_EQ(mtdf.search.moveLimit, 3u);
    EXPECT_EQ(mtdf.search.order, core::MoveOrder::Score);
    const Link flags = read("options=strict,failhard,shallow,negamax");
    EXPECT_TRUE(flags.search.strict && flags.search.failHard && flags.search.shallow && flags.search.negamax);
    // Older links carried the algorithm among the options.
    EXPECT_EQ(read("options=minimax").search.algorithm, core::Algorithm::Minimax);
}

TEST(LinkOptions, BadOptionsAreNamedAndTheGoodOnesKept) {
    const struct {
        const char* fragment;
        const char* named;
    } cases[] = {{"algorithm=quantum", "quantum"},
                 {"options=strict,wobbly", "wobbly"},
                 {"bounds=5,1", "5,1"},
                 {"bounds=x", "x"},
                 {"first-guess=lots", "lots"},
                 {"move-limit=-2", "-2"},
                 {"order=random", "random"},
                 {"lang=fr", "fr"},
                 {"notation=knuth", "knuth"},
                 {"view=neon", "neon"},
                 {"practice=maybe", "maybe"},
                 {"predict=2", "2"},
                 {"play=chess", "chess"},
                 {"colour=red", "colour"}};
    for (const auto& c : cases) {
        const Link link = read(c.fragment);
        ASSERT_EQ(link.notices.size(), 1u) << c.fragment;
        EXPECT_NE(link.notices[0].find(c.named), std::string::npos) << link.notices[0];
    }
    EXPECT_TRUE(read("options=strict,wobbly").search.strict);
    EXPECT_FALSE(read("bounds=5,1").search.leafBounds);
}

TEST(LinkOptions, AWholeCompressedTreeIsNotReadOutInANotice) {
    const Link link = read("tree=" + std::string(500, 'q') + "!");
    ASSERT_EQ(link.notices.size(), 1u);
    EXPECT_LT(link.notices[0].size(), 300u);
}

// nlohmann refuses to write a string that is not UTF-8, and the page wrote its notices as JSON
// before the window started: a notice quoting what the link decoded to must be text.
TEST(LinkOptions, EscapesThatAreNoTextAreQuotedAsTheLinkWroteThem) {
    const std::pair<std::string_view, std::string_view> links[] = {
        {"tree=aima-fig5.2&step=%FF", "\"%FF\""},  {"lang=%C3", "\"%C3\""},       {"foo%FF=1", "\"foo%FF\""},
        {"tree=%D6%D0%CE%C4", "\"%D6%D0%CE%C4\""}, {"step=%00%1F", "\"%00%1F\""}, {"step=%E4%B8%AD%FF", "\"中%FF\""}};
    for (const auto& [fragment, quoted] : links) {
        const Link link = read(fragment);
        ASSERT_EQ(link.notices.size(), 1u) << fragment;
        EXPECT_NE(link.notices[0].find(quoted), std::string::npos) << fragment << ": " << link.notices[0];
        EXPECT_NO_THROW(static_cast<void>(nlohmann::json(link.notices).dump())) << fragment;
    }
}

TEST(LinkOptions, ALinkTooLongIsReadForItsLanguageOnly) {
    const std::string fragment = "tree=zhu-alphabeta-nodes-1-8&step=3&lang=zh&pad=" + std::string(kMostLinkBytes, 'x');
    const Link link = read(fragment);
    EXPECT_EQ(link.tree.kind, LinkTree::Kind::Default);
    EXPECT_EQ(link.step.number, 0u);
    ASSERT_TRUE(link.language);
    EXPECT_EQ(*link.language, core::Language::Chinese);
    ASSERT_EQ(link.notices.size(), 1u);
    EXPECT_NE(link.notices[0].find(std::to_string(fragment.size())), std::string::npos) << link.notices[0];
    EXPECT_TRUE(read(fragment.substr(0, kMostLinkBytes)).notices.size() == 1u);  // "pad" is no key, but read
}

TEST(LinkOptions, WhatIsWrittenReadsBackTheSame) {
    LinkState state;
    state.tree = "z:q1ZKzs_PKVKyUlAqLkksKS1WqAUA";
    state.name = "my-tree";
    state.step = 9;
    state.language = core::Language::Vietnamese;
    state.notation = core::Notation::Nilsson;
    state.search.algorithm = core::Algorithm::Star1;
    state.search.strict = true;
    state.search.negamax = true;
    state.search.leafBounds = core::LeafBounds{-2.5, 10};
    state.search.firstGuess = -3;
    state.search.moveLimit = 4;
    state.search.order = core::MoveOrder::Score;
    state.view.darkTheme = true;
    state.view.windowOnEdges = true;
    state.view.presentation = true;
    state.practice = true;
    state.predict = true;
    const std::string written = writeLink(state);
    const Link link = read(written);
    EXPECT_TRUE(link.notices.empty()) << written << ": " << link.notices.front();
    EXPECT_EQ(link.tree.kind, LinkTree::Kind::Compressed);
    EXPECT_EQ("z:" + link.tree.text, state.tree);
    EXPECT_EQ(link.name, state.name);
    EXPECT_EQ(link.step.number, 9u);
    EXPECT_EQ(link.language, core::Language::Vietnamese);
    EXPECT_EQ(link.notation, core::Notation::Nilsson);
    EXPECT_EQ(link.search, state.search);
    EXPECT_TRUE(link.presentation);
    EXPECT_TRUE(link.practice);
    EXPECT_TRUE(link.predict);
    EXPECT_EQ(link.play, "");
    // While playing, the link is the game's alone: it reopens a new game of its kind.
    LinkState playing = state;
    playing.play = "connect4";
    EXPECT_EQ(writeLink(playing), "lang=vi&notation=nilsson&play=connect4");
    EXPECT_EQ(read(writeLink(playing)).play, "connect4");
    EXPECT_TRUE(read(writeLink(playing)).notices.empty());
    EXPECT_FALSE(read("tree=aima-fig5.2").predict);
    EXPECT_EQ(read("tree=aima-fig5.2").play, "");
    Settings settings;
    applyLink(link, settings);
    EXPECT_EQ(settings.options, state.search);
    EXPECT_TRUE(settings.view.darkTheme);
    EXPECT_TRUE(settings.view.windowOnEdges);
    EXPECT_FALSE(settings.view.squareCircleShapes);
    EXPECT_EQ(settings.view.language, core::Language::Vietnamese);
    // The other defaults are left out; the language, notation and algorithm never are, since
    // the one who opens the link may remember others.
    LinkState plain;
    plain.tree = "aima-fig5.2";
    plain.step = 12;
    EXPECT_EQ(writeLink(plain), "tree=aima-fig5.2&step=12&lang=en&notation=aima&algorithm=alphabeta");
}

// A student who once chose minimax and Chinese opens a teacher's α-β link: step 12 is the
// α-cutoff of the α-β run, not a step of minimax's. The reader's own language and view stay.
TEST(LinkOptions, ALinkThatNamesATreeSaysTheWholeSearch) {
    Settings settings;
    settings.options.algorithm = core::Algorithm::Minimax;
    settings.options.strict = true;
    settings.view.darkTheme = true;
    settings.view.language = core::Language::Chinese;
    applyLink(read("tree=aima-fig5.2&step=12"), settings);
    EXPECT_EQ(settings.options, core::SearchOptions{});
    EXPECT_TRUE(settings.view.darkTheme);
    EXPECT_EQ(settings.view.language, core::Language::Chinese);
    applyLink(read("tree=aima-fig5.2&options=shallow"), settings);
    EXPECT_EQ(settings.options.algorithm, core::Algorithm::AlphaBeta);
    EXPECT_TRUE(settings.options.shallow);
    EXPECT_FALSE(settings.options.strict);
}

TEST(LinkOptions, ALinkThatNamesNoTreeLeavesTheRememberedSettings) {
    Settings settings;
    settings.options.algorithm = core::Algorithm::Minimax;
    settings.view.darkTheme = true;
    settings.view.language = core::Language::Chinese;
    applyLink(read("notation=nilsson"), settings);
    EXPECT_EQ(settings.options.algorithm, core::Algorithm::Minimax);
    EXPECT_TRUE(settings.view.darkTheme);
    EXPECT_EQ(settings.view.language, core::Language::Chinese);
    EXPECT_EQ(settings.view.notation, core::Notation::Nilsson);
}

TEST(LinkOptions, APresenterTokenIsReadButNeverWritten) {
    EXPECT_EQ(read("tree=aima-fig5.2&present=K7q-m_9").presenterToken, "K7q-m_9");
    for (const char* bad : {"present=", "present=a%20b", "present=%3Cscript%3E"}) {
        const Link link = read(std::string("tree=aima-fig5.2&") + bad);
        EXPECT_EQ(link.presenterToken, "") << bad;
        ASSERT_EQ(link.notices.size(), 1u) << bad;
        EXPECT_NE(link.notices[0].find("presenter token"), std::string::npos) << link.notices[0];
    }
    LinkState state;
    EXPECT_EQ(writeLink(state).find("present="), std::string::npos) << "a copied link never carries the token";
}

// The translate API over the compiled-in catalogues, and display widths for terminal tables.
#include <gtest/gtest.h>

#include <cstdlib>
#include <memory>

#include "files/tree_file.h"
#include "search/trace.h"
#include "teaching/grading.h"
#include "text/catalogue.h"
#include "text/display_width.h"
#include "text/notation.h"
#include "text/translate.h"
#include "run/run.h"

using namespace ablab::core;

TEST(Translate, EnglishIsTheMessageItself) {
    const char* message = "root value {value}";
    EXPECT_EQ(translate(Language::English, message), message);
    EXPECT_EQ(translate(Language::English, message, {{"value", "3"}}), "root value 3");
}

TEST(Translate, ChineseAndVietnameseComeFromTheCatalogues) {
    {
        EXPECT_STREQ(translate(Language::Chinese, "α-cutoff"), "α剪枝");
        EXPECT_EQ(translate(Language::Chinese, "best value at {node} so far: {value} (from {child})",
                            {{"node", "A"}, {"value", "3"}, {"child", "B"}}),
                  "A 目前的最佳值：3（来自 B）");
    }
    {
        EXPECT_EQ(translate(Language::Vietnamese, "best value at {node} so far: {value} (from {child})",
                            {{"node", "A"}, {"value", "3"}, {"child", "B"}}),
                  "giá trị tốt nhất đến giờ của A: 3 (từ B)");
    }
}

TEST(Translate, PlaceholdersFollowTheTranslationsOrder) {
    // English puts the cutoff before the node; Chinese puts the node first.
    EXPECT_EQ(translate(Language::Chinese, "{cutoff} at {node}: {test} (from {cause}); prunes {pruned}",
                        {{"cutoff", "α剪枝"}, {"node", "C"}, {"test", "2 ≤ α = 3"}, {"cause", "A"}, {"pruned", "C2, C3"}}),
              "C 处α剪枝：2 ≤ α = 3（来自 A）；剪去 C2, C3");
}

TEST(Translate, AMessageMissingFromTheCatalogueStaysEnglish) {
    const char* message = "a sentence no catalogue holds";
    EXPECT_EQ(translate(Language::Chinese, message), message);
    EXPECT_EQ(translate(Language::Chinese, "{a} and {b}", {{"a", "1"}}), "1 and {b}");  // an unknown name is left as written
}

TEST(Translate, CataloguesAreSortedForBinarySearch) {
    for (const char* code : {"zh", "vi"}) {
        const auto entries = catalogueEntries(code);
        ASSERT_GT(entries.size(), 50u) << code;
        for (std::size_t i = 1; i < entries.size(); ++i) EXPECT_LT(entries[i - 1].english, entries[i].english) << code;
    }
    EXPECT_TRUE(catalogueEntries("en").empty());
}

TEST(Translate, LanguageCodesAndTheEnvironment) {
    Language language = Language::English;
    EXPECT_TRUE(parseLanguage("vi", language));
    EXPECT_EQ(language, Language::Vietnamese);
    EXPECT_FALSE(parseLanguage("fr", language));
    EXPECT_FALSE(parseLanguage("ZH", language));

    const auto saved = [](const char* name) {
        const char* v = std::getenv(name);
        return v ? std::string(v) : std::string();
    };
    const std::string all = saved("LC_ALL"), messages = saved("LC_MESSAGES"), lang = saved("LANG");
    unsetenv("LC_ALL");
    unsetenv("LC_MESSAGES");
    setenv("LANG", "zh_CN.UTF-8", 1);
    EXPECT_EQ(languageFromEnvironment(), Language::Chinese);
    setenv("LC_MESSAGES", "vi_VN.UTF-8", 1);  // LC_MESSAGES comes before LANG
    EXPECT_EQ(languageFromEnvironment(), Language::Vietnamese);
    setenv("LC_ALL", "C.UTF-8", 1);  // LC_ALL before both
    EXPECT_EQ(languageFromEnvironment(), Language::English);
    for (auto [name, value] : {std::pair{"LC_ALL", all}, {"LC_MESSAGES", messages}, {"LANG", lang}}) {
        if (value.empty()) unsetenv(name);
        else setenv(name, value.c_str(), 1);
    }
}

TEST(DisplayWidth, WideCharactersTakeTwoColumnsAndMarksNone) {
    EXPECT_EQ(displayWidth("abc"), 3u);
    EXPECT_EQ(displayWidth("α ≤ β = ∞"), 9u);
    EXPECT_EQ(displayWidth("节点1"), 5u);
    EXPECT_EQ(displayWidth("（来自 A）"), 10u);    // fullwidth brackets
    EXPECT_EQ(displayWidth("nút Đ ế ữ"), 9u);      // precomposed Vietnamese
    EXPECT_EQ(displayWidth("e\u0302\u0301"), 1u);  // ế written as e + two combining marks
    EXPECT_EQ(displayWidth(""), 0u);
}

TEST(DisplayWidth, PaddingCountsColumns) {
    EXPECT_EQ(padToWidth("节点", 6), "节点  ");
    EXPECT_EQ(padToWidth("nút", 5), "nút  ");
    EXPECT_EQ(padToWidth("toolong", 3), "toolong");
}

TEST(Notation, CodesRoundTripAndUnknownOnesAreRefused) {
    for (Notation notation : kNotations) {
        Notation parsed = Notation::Aima;
        EXPECT_TRUE(parseNotation(notationCode(notation), parsed));
        EXPECT_EQ(parsed, notation);
    }
    Notation parsed = Notation::Nilsson;
    EXPECT_FALSE(parseNotation("AIMA", parsed));
    EXPECT_EQ(parsed, Notation::Nilsson);
}

TEST(Translate, PracticeFeedbackSpeaksTheChosenLanguage) {
    auto tree = std::make_shared<const Tree>(loadTreeFile(Language::English, ABLAB_SOURCE_DIR "/trees/aima-fig5.2.json"));
    const auto run = makeRun(tree, {});
    const Trace& trace = *run->trace;
    NodeId c2 = kNoNode;
    for (NodeId n = 0; n < tree->size(); ++n)
        if (tree->label(n) == "C2") c2 = n;
    ASSERT_NE(c2, kNoNode);
    EXPECT_EQ(whyPruned(Wording{}, trace, c2), "C2 is pruned: after C1 = 2, C is ≤ 2 ≤ α = 3 (from A) — an α-cutoff");
    EXPECT_EQ(whyPruned(Wording{Language::Chinese, Notation::Aima}, trace, c2),
              "C2 被剪去：得到 C1 = 2 后，C ≤ 2 ≤ α = 3（来自 A）—— α剪枝");
    EXPECT_EQ(whyPruned(Wording{Language::Vietnamese, Notation::Aima}, trace, c2),
              "C2 bị cắt: sau C1 = 2, C ≤ 2 ≤ α = 3 (từ A) — một lần cắt tỉa α");
}

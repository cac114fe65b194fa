// The phrasebook: translate() remembered, and sentences appended where they go.
#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "text/catalogue.h"
#include "text/phrasebook.h"
#include "text/translate.h"

using namespace ablab::core;

// Every message of the catalogues, asked for twice (the second time from memory), in every
// language: more messages than the phrasebook remembers, so the ones it cannot keep are looked
// up each time and still come out right.
TEST(Phrasebook, SaysWhatTranslateSaysForEveryMessage) {
    const auto entries = catalogueEntries("zh");
    ASSERT_GT(entries.size(), 200u);
    for (const auto& [language, memory] :
         {std::pair{Language::English, Phrasebook::Memory::Kept}, std::pair{Language::Chinese, Phrasebook::Memory::Kept},
          std::pair{Language::Vietnamese, Phrasebook::Memory::Kept}, std::pair{Language::Chinese, Phrasebook::Memory::None}}) {
        Phrasebook words(language, memory);
        EXPECT_EQ(words.language(), language);
        for (int round = 0; round < 2; ++round)
            for (const CatalogueEntry& entry : entries) {
                const char* english = entry.english.data();  // a literal of the generated source: '\0'-ended
                ASSERT_EQ(words.translate(english), std::string_view(translate(language, english))) << english;
            }
    }
}

TEST(Phrasebook, AppendsTheSentenceWithItsArgumentsInTheTranslationsOrder) {
    const char* message = "{cutoff} at {node}: {test} (from {cause}); prunes {pruned}";
    for (const Language language : kLanguages) {
        Phrasebook words(language);
        for (int round = 0; round < 2; ++round) {
            std::string out = "12  ";
            words.translate(out, message,
                            {{"cutoff", "α"}, {"node", "C"}, {"test", "2 ≤ α = 3"}, {"cause", "A"}, {"pruned", "C2, C3"}});
            EXPECT_EQ(
                out, "12  " + translate(
                                  language, message,
                                  {{"cutoff", "α"}, {"node", "C"}, {"test", "2 ≤ α = 3"}, {"cause", "A"}, {"pruned", "C2, C3"}}));
        }
    }
    // A brace that names no argument stays as written, as translate() leaves it.
    Phrasebook words(Language::English);
    std::string out;
    words.translate(out, "root value {value}", {{"node", "A"}});
    EXPECT_EQ(out, "root value {value}");
}

// Patterns read once and kept (splitPattern) say what translate() says of them as it reads them,
// however their braces fall: an argument not given, a brace never closed, one opened twice.
TEST(Phrasebook, AKeptPatternReadsAsTranslateReadsIt) {
    for (const char* pattern :
         {"{a} and {b}", "{a}{a}{b}", "{a{b}", "{a} {", "} {b} {c}", "{}", "plain", "", "{b}x{a", "x{ab}y", "{c}"}) {
        const std::string expected = translate(Language::English, pattern, {{"a", "1"}, {"b", "two"}, {"ab", "3"}});
        std::vector<PatternPiece> pieces;
        splitPattern(pattern, pieces);
        const ArgumentView arguments[] = {{"a", "1"}, {"b", "two"}, {"ab", "3"}};
        std::string kept = "<", read = "<";
        appendSubstituted(kept, pattern, pieces, arguments);
        appendSubstituted(read, pattern, arguments);
        EXPECT_EQ(kept, "<" + expected) << pattern;
        EXPECT_EQ(read, "<" + expected) << pattern;
    }
    EXPECT_EQ(translate(Language::English, "{a{b}", {{"b", "2"}}), "{a2");
    // An argument given twice: the last one, as translate() has always taken it.
    EXPECT_EQ(translate(Language::English, "{a}", {{"a", "1"}, {"a", "2"}}), "2");
    const ArgumentView twice[] = {{"a", "1"}, {"a", "2"}};
    std::vector<PatternPiece> pieces;
    splitPattern("{a}", pieces);
    std::string out;
    appendSubstituted(out, "{a}", pieces, twice);
    EXPECT_EQ(out, "2");
    EXPECT_EQ(translate(Language::English, "{c} {a}", {{"a", "1"}}), "{c} 1");
}

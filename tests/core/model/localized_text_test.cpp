// Texts in several languages: a tree file's title, description, source and notes given as
// {"en": …, "zh": …, "vi": …}, read, shown in the chosen language (English where one is missing),
// written back in the form they were read, and every place that shows them.
#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "export/export.h"
#include "files/lecture_library.h"
#include "files/tree_file.h"
#include "files/tree_formats.h"
#include "model/tree_edit.h"
#include "search/trace.h"
#include "search/trace_format.h"
#include "support/text_runs.h"
#include "support/temporary_folder.h"
#include "run/run.h"

using namespace ablab::core;
using ablab::testing::readFile;
namespace fs = std::filesystem;

namespace {

constexpr const char* kDocument = R"({
  "title": {"en": "Two plies", "zh": "两层博弈树", "vi": "Cây hai tầng"},
  "description": {"en": "Watch C.", "zh": "注意 C。"},
  "source": "Russell & Norvig",
  "root": [
    {"label": "B", "children": [3, 12, 8]},
    {"label": "C", "note": {"en": "cut here", "zh": "在此剪枝", "vi": "bị cắt ở đây"}, "children": [2, 4, 6]},
    {"label": "D", "note": "plain", "children": [14, 5, 2]}
  ]
}
)";

std::string localizedTextError(const std::string& text) {
    try {
        parseTree(Language::English, text, "t.json");
    } catch (const TreeFileError& e) {
        return e.what();
    }
    return "(no error)";
}

NodeId childLabelled(const Tree& tree, const std::string& label) {
    for (NodeId n : tree.children(Tree::root()))
        if (tree.label(n) == label) return n;
    return kNoNode;
}

}  // namespace

TEST(LocalizedText, EachReaderSeesTheirLanguageAndEnglishWhereOneIsMissing) {
    const Tree tree = parseTree(Language::English, kDocument, "t.json");
    const NodeId c = childLabelled(tree, "C"), d = childLabelled(tree, "D");
    EXPECT_EQ(tree.info().title.in(Language::English), "Two plies");
    EXPECT_EQ(tree.note(c, Language::English), "cut here");
    {
        EXPECT_EQ(tree.info().title.in(Language::Chinese), "两层博弈树");
        EXPECT_EQ(tree.info().description.in(Language::Chinese), "注意 C。");
        EXPECT_EQ(tree.info().source.in(Language::Chinese), "Russell & Norvig");  // one string for every reader
        EXPECT_EQ(tree.note(c, Language::Chinese), "在此剪枝");
        EXPECT_EQ(tree.note(d, Language::Chinese), "plain");
    }
    {
        EXPECT_EQ(tree.info().title.in(Language::Vietnamese), "Cây hai tầng");
        EXPECT_EQ(tree.info().description.in(Language::Vietnamese), "Watch C.");  // no "vi": the English
        EXPECT_EQ(tree.note(c, Language::Vietnamese), "bị cắt ở đây");
    }
}

TEST(LocalizedText, WithoutEnglishTheFirstLanguageGivenStandsIn) {
    const Tree tree = parseTree(Language::English, R"({"title": {"vi": "Ví dụ 3-7", "zh": "例3-7"}, "root": [1, 2]})", "t.json");
    EXPECT_EQ(tree.info().title.in(Language::English), "例3-7");  // zh comes before vi
    EXPECT_EQ(tree.info().title.in(Language::Vietnamese), "Ví dụ 3-7");
}

TEST(LocalizedText, BadLanguageObjectsSayWhereAndWhatWasExpected) {
    EXPECT_EQ(localizedTextError(R"({"title": {"en": "a", "fr": "b"}, "root": [1]})"),
              R"(t.json: /title: unknown key "fr"; expected one of en, zh, vi)");
    EXPECT_EQ(localizedTextError(R"({"title": {"en": "a", "en": "b"}, "root": [1]})"), R"(t.json: /title: duplicate key "en")");
    EXPECT_EQ(localizedTextError(R"({"title": {"zh": 3}, "root": [1]})"), "t.json: /title/zh: expected a string, got number 3");
    EXPECT_EQ(localizedTextError(R"({"title": {"zh": {"en": "x"}}, "root": [1]})"),
              "t.json: /title/zh: expected a string, got an object");
    EXPECT_EQ(localizedTextError(R"({"description": {}, "root": [1]})"),
              R"(t.json: /description: expected a text in at least one of "en", "zh", "vi")");
    EXPECT_EQ(localizedTextError(R"({"title": ["a"], "root": [1]})"),
              R"(t.json: /title: expected a string or an object of languages {"en": …, "zh": …, "vi": …}, got an array)");
    EXPECT_EQ(localizedTextError(R"({"root": [{"note": {"vi": null}, "value": 1}]})"),
              "t.json: /root/0/note/vi: expected a string, got null");
    EXPECT_EQ(localizedTextError(R"({"root": [{"label": {"en": "B"}, "value": 1}]})"),
              "t.json: /root/0/label: expected a string, got an object");
}

TEST(LocalizedText, AnUnchangedFileIsWrittenBackByteForByte) {
    const Tree tree = parseTree(Language::English, kDocument, "t.json");
    EXPECT_EQ(serializeTree(tree), kDocument);
}

TEST(LocalizedText, AnEditedFileKeepsEveryLanguage) {
    const Tree tree = parseTree(Language::English, kDocument, "t.json");
    const NodeId leaf = tree.children(childLabelled(tree, "B"))[0];
    const Tree edited = withLeafValue(tree, leaf, 30);
    const std::string saved = serializeTree(edited);
    EXPECT_NE(saved, kDocument);
    EXPECT_NE(saved.find(R"("title": {"en": "Two plies", "zh": "两层博弈树", "vi": "Cây hai tầng"})"), std::string::npos)
        << saved;
    const Tree again = parseTree(Language::English, saved, "saved");
    EXPECT_TRUE(sameTree(again, edited));
    EXPECT_EQ(again.note(childLabelled(again, "C"), Language::Chinese), "在此剪枝");
}

TEST(LocalizedText, ATreeMadeInMemoryIsWrittenWithItsLanguagesAsObjects) {
    TreeBuilder builder;
    builder.addNode(kNoNode);
    const NodeId leaf = builder.addNode(0);
    builder.setValue(leaf, 7);
    LocalizedText note("seven");
    note.set(Language::Vietnamese, "bảy");
    builder.setNote(leaf, note);
    builder.info().title = "plain title";
    builder.info().description.set(Language::Chinese, "只有中文");
    const Tree tree = std::move(builder).build();
    const std::string saved = serializeTree(tree);
    EXPECT_NE(saved.find(R"("title": "plain title")"), std::string::npos) << saved;
    EXPECT_NE(saved.find(R"("description": {"zh": "只有中文"})"), std::string::npos) << saved;
    EXPECT_NE(saved.find(R"("note": {"en": "seven", "vi": "bảy"})"), std::string::npos) << saved;
    EXPECT_TRUE(sameTree(parseTree(Language::English, saved, "saved"), tree));
}

TEST(LocalizedText, SameTreeSeesAChangeInAnyLanguage) {
    const Tree tree = parseTree(Language::English, kDocument, "t.json");
    std::string changed = kDocument;
    changed.replace(changed.find("在此剪枝"), std::string("在此剪枝").size(), "在此截断");
    EXPECT_FALSE(sameTree(parseTree(Language::English, changed, "t.json"), tree));
    std::string title = kDocument;
    title.replace(title.find("Cây hai tầng"), std::string("Cây hai tầng").size(), "Cây");
    EXPECT_FALSE(sameTree(parseTree(Language::English, title, "t.json"), tree));
}

TEST(LocalizedText, OneLanguageFormatsWriteTheEnglishAndNameWhatTheyLeaveOut) {
    const Tree tree = parseTree(Language::English, kDocument, "t.json");
    const WrittenTree sexpr = writeTreeText(Language::Chinese, tree, TreeFormat::Sexpr);
    EXPECT_NE(sexpr.text.find("title: Two plies"), std::string::npos) << sexpr.text;
    EXPECT_EQ(sexpr.text.find("两层"), std::string::npos) << sexpr.text;
    // What it leaves out is said in the reader's language.
    EXPECT_NE(sexpr.leftOut.find("标题和说明的 zh和vi 文本"), std::string::npos) << sexpr.leftOut;
    {
        EXPECT_NE(writeTreeText(Language::English, tree, TreeFormat::Sexpr)
                      .leftOut.find("the zh and vi texts of the title and description"),
                  std::string::npos);
    }
    {
        EXPECT_NE(writeTreeText(Language::Vietnamese, tree, TreeFormat::Sexpr)
                      .leftOut.find("các văn bản zh và vi của tiêu đề và mô tả"),
                  std::string::npos);
    }
}

TEST(LocalizedText, TheTraceAndTheExportsSpeakTheChosenLanguage) {
    auto tree = std::make_shared<const Tree>(parseTree(Language::English, kDocument, "t.json"));
    const auto run = makeRun(tree, {});
    const Trace& trace = *run->trace;
    std::ostringstream table;
    writeTrace(Wording{Language::Chinese, Notation::Aima}, table, trace, TraceFormat::Table);
    EXPECT_EQ(table.str().rfind("两层博弈树 — ", 0), 0u) << table.str().substr(0, 80);
    ExportOptions options;
    options.wording.language = Language::Chinese;
    options.format = ExportFormat::Tikz;
    EXPECT_NE(exportText(*run, options).find("两层博弈树"), std::string::npos);
}

TEST(LocalizedText, TheExamplesMenuReadsLessonsAndTitlesInEveryLanguage) {
    const fs::path folder = fs::temp_directory_path() / ("ablab-lessons-" + std::to_string(::getpid()));
    fs::create_directories(folder);
    std::ofstream(folder / "two.json") << kDocument;
    std::ofstream(folder / "index.json") << R"({"lessons": [
        {"title": {"en": "First cutoffs", "zh": "初识剪枝"}, "examples": ["two.json", "missing.json"]},
        {"title": "Plain", "examples": ["two.json"]}]})";
    const std::vector<Lesson> lessons = readLectureLibrary(folder.string());
    fs::remove_all(folder);
    ASSERT_EQ(lessons.size(), 2u);
    ASSERT_EQ(lessons[0].examples.size(), 1u);  // a file that cannot be read is left out
    EXPECT_EQ(lessons[0].examples[0].path, (folder / "two.json").string());
    EXPECT_EQ(lessons[0].title.in(Language::Chinese), "初识剪枝");
    EXPECT_EQ(lessons[0].examples[0].title.in(Language::Chinese), "两层博弈树");
    EXPECT_EQ(lessons[1].title.in(Language::Chinese), "Plain");
}

namespace {

const fs::path kTrees = fs::path(ABLAB_SOURCE_DIR) / "trees";

// The numbers a text says ("5", "−1" counts as 1, "5.2"), each as often as it says it.
std::multiset<std::string> numbersIn(const std::string& text) {
    std::multiset<std::string> numbers;
    const auto digit = [&](std::size_t at) { return std::isdigit(static_cast<unsigned char>(text[at])) != 0; };
    // A point goes on a number only when a digit follows it: "5.2" is one number, "5." ends one.
    const auto goesOn = [&](std::size_t at) { return digit(at) || (text[at] == '.' && at + 1 < text.size() && digit(at + 1)); };
    ablab::testing::forEachRun(text, digit, goesOn,
                               [&](std::size_t i, std::size_t end) { numbers.insert(text.substr(i, end - i)); });
    return numbers;
}

// The command-line options a text names ("--strict").
std::set<std::string> optionsIn(const std::string& text) {
    std::set<std::string> options;
    for (std::size_t at = text.find("--"); at != std::string::npos; at = text.find("--", at + 2)) {
        std::size_t end = at + 2;
        while (end < text.size() && (std::islower(static_cast<unsigned char>(text[end])) || text[end] == '-')) ++end;
        if (end > at + 2) options.insert(text.substr(at, end - at));
    }
    return options;
}

std::string asciiLower(std::string text) {
    for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return text;
}

// A translation says what the English says: every number as often (a translation may add one,
// "3×3"), the same options, and the notes' own words for what the English names.
void expectTranslated(const LocalizedText& text, const std::string& where) {
    const std::string& english = text.given(Language::English);
    ASSERT_FALSE(english.empty()) << where << ": no English";
    struct Term {
        const char* english;
        Language language;
        const char* word;
    };
    static const Term kTerms[] = {
        {"α-cutoff", Language::Chinese, "α剪枝"},
        {"β-cutoff", Language::Chinese, "β剪枝"},
        {"α-cutoff", Language::Vietnamese, "cắt tỉa α"},
        {"β-cutoff", Language::Vietnamese, "cắt tỉa β"},
        {"backed-up value", Language::Chinese, "倒推值"},
        {"MAX node", Language::Chinese, "极大节点"},
        {"MIN node", Language::Chinese, "极小节点"},
        {"MAX node", Language::Vietnamese, "nút MAX"},
        {"MIN node", Language::Vietnamese, "nút MIN"},
        {"α截断", Language::Chinese, "α截断"},
        {"β截断", Language::Chinese, "β截断"},
        {"leaf", Language::Chinese, "叶节点"},
        {"leaf", Language::Vietnamese, "nút lá"},
    };
    for (Language language : {Language::Chinese, Language::Vietnamese}) {
        const std::string& translated = text.given(language);
        const std::string at = where + " (" + std::string(languageCode(language)) + ")";
        ASSERT_FALSE(translated.empty()) << at << ": no translation";
        const std::multiset<std::string> numbers = numbersIn(translated);
        for (const std::string& number : numbersIn(english))
            EXPECT_GE(numbers.count(number), numbersIn(english).count(number))
                << at << ": the number " << number << " is missing";
        EXPECT_EQ(optionsIn(translated), optionsIn(english)) << at;
        for (const Term& term : kTerms) {
            if (term.language == language && english.find(term.english) != std::string::npos) {
                EXPECT_NE(asciiLower(translated).find(asciiLower(term.word)), std::string::npos)
                    << at << ": says " << term.english << " without " << term.word;
            }
        }
    }
}

}  // namespace

TEST(LocalizedText, EveryLibraryTreeSpeaksEnglishChineseAndVietnamese) {
    std::size_t trees = 0, notes = 0;
    for (const auto& entry : fs::directory_iterator(kTrees)) {
        const std::string name = entry.path().filename().string();
        if (entry.path().extension() != ".json" || name == "schema.json" || name == "index.json") continue;
        const Tree tree = parseTree(Language::English, readFile(entry.path()), name);
        ++trees;
        expectTranslated(tree.info().title, name + " title");
        expectTranslated(tree.info().description, name + " description");
        for (NodeId n = 0; n < tree.size(); ++n)
            if (const LocalizedText* note = tree.noteTexts(n)) {
                expectTranslated(*note, name + " note of " + std::string(tree.label(n)));
                ++notes;
            }
    }
    EXPECT_GE(trees, 31u);
    EXPECT_GE(notes, 8u);
}

TEST(LocalizedText, EveryLessonOfTheLibraryIsNamedInEveryLanguage) {
    const std::vector<Lesson> lessons = readLectureLibrary(kTrees.string());
    ASSERT_GE(lessons.size(), 13u);
    std::size_t examples = 0;
    for (const Lesson& lesson : lessons) {
        for (Language language : kLanguages)
            EXPECT_FALSE(lesson.title.given(language).empty()) << lesson.title.in(Language::English);
        examples += lesson.examples.size();
    }
    EXPECT_GE(examples, 31u);  // every file of the index read
}

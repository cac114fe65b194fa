// `ablab export --format pptx`: the deck unzipped and read back. The package has the parts and
// links PowerPoint requires; each step's slide is drawn in native shapes, one preset shape per
// node and one connector per edge of the scene; its speaker notes are the step's status line in
// each language; labels that XML reserves or that carry bidi marks and emoji come back as typed;
// a build slide's clicks show the run's events in order.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <memory>
#include <fstream>
#include <set>

#include "export/export.h"
#include "picture/scene.h"
#include "export/xml_writer.h"
#include "files/tree_file.h"
#include "picture/focus_view.h"
#include "search/explain.h"
#include "search/trace_format.h"
#include "support/pptx_reader.h"
#include "support/shell_command.h"
#include "support/temporary_folder.h"
#include "text/translate.h"
#include "support/aima.h"
#include "run/run.h"

using namespace ablab::core;
using ablab::testing::aimaRun;
using ablab::testing::attributeOf;
using ablab::testing::elementsNamed;
using ablab::testing::paragraphsOf;
using ablab::testing::readDeck;
namespace fs = std::filesystem;

namespace {

using Deck = std::map<std::string, std::string>;

class PptxDeck : public ablab::testing::TemporaryFolderTest {
protected:
    ExportOptions deckOptions(StepChoice steps, const std::string& name) const {
        ExportOptions o;
        o.format = ExportFormat::Pptx;
        o.steps = steps;
        o.out = (dir / name).string();
        return o;
    }
    Deck exportDeck(const ablab::core::Run& run, const ExportOptions& options) const {
        exportRun(run, options);
        return readDeck(options.out);
    }
};

const StepChoice kEveryCutoff{StepChoice::Cutoffs, 0};

std::string slidePath(std::size_t n) { return "ppt/slides/slide" + std::to_string(n) + ".xml"; }
std::string notesPath(std::size_t n) { return "ppt/notesSlides/notesSlide" + std::to_string(n) + ".xml"; }

// The notes placeholder's paragraphs, joined by newlines.
std::string notesOf(const Deck& deck, std::size_t slide) {
    for (const std::string& sp : elementsNamed(deck.at(notesPath(slide)), "p:sp"))
        if (sp.find("type=\"body\"") != std::string::npos) {
            std::string text;
            for (const std::string& p : paragraphsOf(sp)) text += (text.empty() ? "" : "\n") + p;
            return text;
        }
    return "(no notes placeholder)";
}

// A relationship's target as a part path, resolved from the folder of the part that names it.
std::string resolve(const std::string& relsPath, const std::string& target) {
    // "ppt/slides/_rels/slide1.xml.rels" belongs to "ppt/slides/slide1.xml".
    fs::path folder = fs::path(relsPath).parent_path().parent_path();
    return (folder / target).lexically_normal().generic_string();
}

std::map<std::string, std::string> relationshipTargets(const Deck& deck, const std::string& relsPath) {
    std::map<std::string, std::string> targets;  // type's last word → part
    for (const std::string& r : elementsNamed(deck.at(relsPath), "Relationship")) {
        const std::string type = attributeOf(r, "Type");
        targets[type.substr(type.rfind('/') + 1) + "#" + attributeOf(r, "Id")] = resolve(relsPath, attributeOf(r, "Target"));
    }
    return targets;
}

std::vector<std::string> targetsOfType(const Deck& deck, const std::string& relsPath, const std::string& type) {
    std::vector<std::string> found;
    for (const auto& [key, part] : relationshipTargets(deck, relsPath))
        if (key.substr(0, key.find('#')) == type) found.push_back(part);
    return found;
}

}  // namespace

// [SECTION] the package ---------------------------------------------------------------------------

TEST_F(PptxDeck, HasThePartsAndLinksPowerPointRequires) {
    const auto run = aimaRun();
    const Trace& trace = *run->trace;
    const Deck deck = exportDeck(*run, deckOptions(kEveryCutoff, "aima.pptx"));
    ASSERT_FALSE(deck.empty());
    const std::size_t steps = selectSteps(Language::English, trace, kEveryCutoff).size();
    const std::size_t slides = steps + 1;  // and the title slide

    // Every part but the relationships has its content type; none is named that does not exist.
    const std::string& types = deck.at("[Content_Types].xml");
    std::set<std::string> typed;
    for (const std::string& o : elementsNamed(types, "Override")) typed.insert(attributeOf(o, "PartName").substr(1));
    for (const auto& [path, contents] : deck) {
        if (path == "[Content_Types].xml" || path.ends_with(".rels")) continue;
        EXPECT_TRUE(typed.contains(path)) << path << " has no content type";
    }
    for (const std::string& part : typed) EXPECT_TRUE(deck.contains(part)) << part << " is typed but missing";
    EXPECT_NE(types.find("presentationml.presentation.main+xml"), std::string::npos);

    // Every relationship leads to a part of the package.
    for (const auto& [path, contents] : deck) {
        if (!path.ends_with(".rels")) continue;
        for (const auto& [type, part] : relationshipTargets(deck, path)) {
            EXPECT_TRUE(deck.contains(part)) << path << " → " << part;
        }
    }

    EXPECT_EQ(targetsOfType(deck, "_rels/.rels", "officeDocument"), std::vector<std::string>{"ppt/presentation.xml"});
    const std::string presentationRels = "ppt/_rels/presentation.xml.rels";
    const auto masters = targetsOfType(deck, presentationRels, "slideMaster");
    ASSERT_EQ(masters.size(), 1u);
    const auto layouts = targetsOfType(deck, "ppt/slideMasters/_rels/slideMaster1.xml.rels", "slideLayout");
    ASSERT_EQ(layouts.size(), 1u);
    EXPECT_NE(deck.at(layouts[0]).find("<p:sldLayout"), std::string::npos);
    EXPECT_EQ(targetsOfType(deck, presentationRels, "notesMaster").size(), 1u);
    EXPECT_EQ(targetsOfType(deck, presentationRels, "theme").size(), 1u);
    EXPECT_EQ(targetsOfType(deck, presentationRels, "slide").size(), slides);

    // The slide list names each slide's relationship, with ids PowerPoint accepts (≥ 256).
    const std::string& presentation = deck.at("ppt/presentation.xml");
    const auto slideIds = elementsNamed(presentation, "p:sldId");
    ASSERT_EQ(slideIds.size(), slides);
    for (const std::string& id : slideIds) EXPECT_GE(std::stol(attributeOf(id, "id")), 256);
    // 16:9 by default.
    const std::string size = elementsNamed(presentation, "p:sldSz").at(0);
    EXPECT_EQ(std::stoll(attributeOf(size, "cx")) * 9, std::stoll(attributeOf(size, "cy")) * 16);

    for (std::size_t n = 1; n <= slides; ++n) {
        // Notes linked both ways, and the slide to its layout.
        const std::string slideRels = "ppt/slides/_rels/slide" + std::to_string(n) + ".xml.rels";
        EXPECT_EQ(targetsOfType(deck, slideRels, "notesSlide"), std::vector<std::string>{notesPath(n)});
        EXPECT_EQ(targetsOfType(deck, slideRels, "slideLayout"), layouts);
        const std::string notesRels = "ppt/notesSlides/_rels/notesSlide" + std::to_string(n) + ".xml.rels";
        EXPECT_EQ(targetsOfType(deck, notesRels, "slide"), std::vector<std::string>{slidePath(n)});
        EXPECT_EQ(targetsOfType(deck, notesRels, "notesMaster").size(), 1u);
        // Every shape has an id of its own in the slide, and a name.
        std::set<std::string> ids;
        for (const std::string& c : elementsNamed(deck.at(slidePath(n)), "p:cNvPr")) {
            EXPECT_TRUE(ids.insert(attributeOf(c, "id")).second) << "slide " << n << " repeats id " << attributeOf(c, "id");
            if (attributeOf(c, "id") != "1") {
                EXPECT_FALSE(attributeOf(c, "name").empty()) << "slide " << n;
            }
        }
    }
}

TEST_F(PptxDeck, EveryPartIsWellFormedXml) {
    if (!ablab::testing::haveTool("python3")) GTEST_SKIP() << "python3 not installed";
    ExportOptions options = deckOptions(kEveryCutoff, "aima.pptx");
    options.handout = true;
    options.build = true;
    exportRun(*aimaRun(), options);
    // Python's own zip and XML readers, apart from everything the exporter uses.
    EXPECT_EQ(ablab::testing::statusOf("python3 -c 'import sys, zipfile, xml.dom.minidom as m\n"
                                       "z = zipfile.ZipFile(sys.argv[1])\n"
                                       "assert z.testzip() is None\n"
                                       "[m.parseString(z.read(n)) for n in z.namelist()]' '" +
                                       options.out + "'"),
              0);
}

// [SECTION] native shapes -------------------------------------------------------------------------

TEST_F(PptxDeck, EachStepIsDrawnInNativeShapesOnePerNodeAndEdge) {
    const auto run = aimaRun();
    const Trace& trace = *run->trace;
    const ExportOptions options = deckOptions(kEveryCutoff, "aima.pptx");
    const Deck deck = exportDeck(*run, options);
    const TreeLayout layout = layoutTree(trace.tree());
    const std::vector<std::size_t> steps = selectSteps(Language::English, trace, kEveryCutoff);
    for (std::size_t k = 0; k < steps.size(); ++k) {
        SCOPED_TRACE("step " + std::to_string(steps[k]));
        const std::string& slide = deck.at(slidePath(k + 2));
        EXPECT_EQ(slide.find("<p:pic"), std::string::npos) << "no pictures: shapes";
        const StepPicture picture = stepPicture(trace, layout, steps[k], options);
        std::set<NodeId> inScene;
        std::multiset<std::string> expectedNodes;
        for (const SceneNode& n : picture.scene.nodes) {
            inScene.insert(n.id);
            if (!n.summary) expectedNodes.insert("node " + std::string(trace.tree().label(n.id)));
        }
        std::size_t expectedEdges = 0;
        for (const SceneEdge& e : picture.scene.edges) expectedEdges += inScene.contains(e.parent) && inScene.contains(e.child);

        const auto connectors = elementsNamed(slide, "p:cxnSp");
        EXPECT_EQ(connectors.size(), expectedEdges);
        for (const std::string& c : connectors) {
            EXPECT_NE(c.find("prst=\"straightConnector1\""), std::string::npos);
            EXPECT_TRUE(attributeOf(c, "name").starts_with("edge ")) << attributeOf(c, "name");
        }
        std::multiset<std::string> nodes;
        for (const std::string& sp : elementsNamed(slide, "p:sp")) {
            const bool preset = sp.find("<a:prstGeom") != std::string::npos,
                       freeform = sp.find("<a:custGeom") != std::string::npos;
            EXPECT_TRUE(preset != freeform) << sp.substr(0, 200);
            const std::string name = attributeOf(sp, "name");
            if (!name.starts_with("node ")) continue;
            nodes.insert(name);
            const std::string shape = attributeOf(sp, "prst");
            EXPECT_TRUE(shape == "triangle" || shape == "rect" || shape == "ellipse" || shape == "diamond")
                << name << ": " << shape;
        }
        EXPECT_EQ(nodes, expectedNodes);
        // The values, labels and α/β are text boxes: the leaves' values are all there.
        std::multiset<std::string> texts;
        for (const std::string& sp : elementsNamed(slide, "p:sp"))
            if (sp.find("txBox=\"1\"") != std::string::npos)
                for (const std::string& p : paragraphsOf(sp)) texts.insert(p);
        for (const char* leaf : {"12", "8", "4", "6", "14", "5"}) EXPECT_TRUE(texts.contains(leaf)) << leaf;
        EXPECT_TRUE(texts.contains(explainStep(Wording{}, trace, steps[k]))) << "the caption";
    }
}

// Every leaf's value is on every slide of every lesson's deck, however crowded its row: a value
// at the picture's edge whose neighbour takes the row beside it moves to a row below, and is
// never left out (ordering-perfect's last leaf, 71, was).
TEST_F(PptxDeck, EveryLeafValueOfEveryLessonIsOnEverySlide) {
    std::size_t checked = 0;
    for (const auto& entry : fs::directory_iterator(ABLAB_SOURCE_DIR "/trees")) {
        const std::string stem = entry.path().stem().string();
        if (entry.path().extension() != ".json" || stem == "index" || stem == "schema") continue;
        const auto tree = std::make_shared<const Tree>(loadTreeFile(Language::English, entry.path().string()));
        const auto run = makeRun(tree, {});
        const Trace& trace = *run->trace;
        const Deck deck = exportDeck(*run, deckOptions(kEveryCutoff, stem + ".pptx"));
        const std::vector<std::size_t> steps = selectSteps(Language::English, trace, kEveryCutoff);
        const TreeLayout& layout = *run->layout;
        for (std::size_t k = 0; k < steps.size(); ++k) {
            SCOPED_TRACE(stem + ", step " + std::to_string(steps[k]));
            // The leaves the slide shows: all of them, unless the focus view folds some away.
            const FocusView view = focusAtSize(trace, layout, steps[k], 1280, 720);
            std::multiset<std::string> leafValues;
            for (NodeId n = 0; n < tree->size(); ++n)
                if (tree->isLeaf(n) && drawsNode(view, n)) leafValues.insert(drawnValue(tree->value(n)));
            std::multiset<std::string> texts;
            for (const std::string& sp : elementsNamed(deck.at(slidePath(k + 2)), "p:sp"))
                if (sp.find("txBox=\"1\"") != std::string::npos)
                    for (const std::string& p : paragraphsOf(sp)) texts.insert(p);
            // As many boxes with each value as there are leaves worth it (inner nodes may add more).
            for (const std::string& value : std::set<std::string>(leafValues.begin(), leafValues.end()))
                EXPECT_GE(texts.count(value), leafValues.count(value)) << "the leaf value " << value;
            ++checked;
        }
    }
    EXPECT_GT(checked, 50u) << "the lessons' cutoff slides";
}

TEST_F(PptxDeck, MinTrianglesAreFlippedTrianglesAndSquareViewsUseSquaresAndCircles) {
    const auto run = aimaRun();
    const Deck triangles = exportDeck(*run, deckOptions({StepChoice::End, 0}, "triangles.pptx"));
    for (const std::string& sp : elementsNamed(triangles.at(slidePath(2)), "p:sp")) {
        const std::string name = attributeOf(sp, "name");
        if (name == "node A") {
            EXPECT_NE(sp.find("flipV=\"0\""), std::string::npos);  // MAX: ▲
        }
        if (name == "node B") {
            EXPECT_NE(sp.find("flipV=\"1\""), std::string::npos);  // MIN: ▼
        }
    }
    ExportOptions squares = deckOptions({StepChoice::End, 0}, "squares.pptx");
    squares.scene.squareCircleShapes = true;
    const Deck deck = exportDeck(*run, squares);
    std::map<std::string, std::string> shapeOf;
    for (const std::string& sp : elementsNamed(deck.at(slidePath(2)), "p:sp"))
        shapeOf[attributeOf(sp, "name")] = attributeOf(sp, "prst");
    EXPECT_EQ(shapeOf["node A"], "rect");
    EXPECT_EQ(shapeOf["node B"], "ellipse");
    EXPECT_EQ(shapeOf["node B1"], "rect");
}

// [SECTION] speaker notes -----------------------------------------------------------------------

TEST_F(PptxDeck, SpeakerNotesAreEachStepsStatusLineInEveryLanguage) {
    for (const Language language : kLanguages) {
        SCOPED_TRACE(std::string(languageCode(language)));
        const auto run = aimaRun();
        const Trace& trace = *run->trace;
        ExportOptions options = deckOptions(kEveryCutoff, std::string(languageCode(language)) + ".pptx");
        options.wording.language = language;
        const Deck deck = exportDeck(*run, options);
        const std::vector<std::size_t> steps = selectSteps(language, trace, kEveryCutoff);
        EXPECT_EQ(notesOf(deck, 1), runTitle(language, trace));
        for (std::size_t k = 0; k < steps.size(); ++k)
            EXPECT_EQ(notesOf(deck, k + 2), explainStep(Wording{language, Notation::Aima}, trace, steps[k]));
        // Spell-checked in the language they are written in.
        const std::string lang = language == Language::English ? "en-US" : language == Language::Chinese ? "zh-CN" : "vi-VN";
        EXPECT_NE(deck.at(notesPath(2)).find("lang=\"" + lang + "\""), std::string::npos);
    }
}

TEST_F(PptxDeck, NamesItsFontsWithAFallback) {
    const Deck deck = exportDeck(*aimaRun(), deckOptions({StepChoice::End, 0}, "fonts.pptx"));
    const std::string& slide = deck.at(slidePath(2));
    const auto latin = elementsNamed(slide, "a:latin"), eastAsian = elementsNamed(slide, "a:ea");
    ASSERT_FALSE(latin.empty());
    ASSERT_EQ(latin.size(), eastAsian.size());
    // No Chinese on this slide: every run is set in DejaVu Sans, whatever script Impress counts a
    // symbol to, as Pango sets it in the PNG.
    for (std::size_t i = 0; i < latin.size(); ++i) {
        EXPECT_EQ(attributeOf(latin[i], "typeface"), "DejaVu Sans");
        EXPECT_EQ(attributeOf(eastAsian[i], "typeface"), "DejaVu Sans");
    }
    // The family a reader without the font substitutes: variable pitch, sans-serif.
    EXPECT_EQ(attributeOf(latin[0], "pitchFamily"), "34");
    EXPECT_NE(deck.at("ppt/theme/theme1.xml").find("<a:font script=\"Hans\" typeface=\"Noto Sans CJK SC\"/>"), std::string::npos);
}

TEST_F(PptxDeck, ChineseWordsAreTheirOwnRunsInNotoSansCjk) {
    auto tree = std::make_shared<const Tree>(parseTree(
        Language::English,
        R"({"root": {"label": "根=A", "children": [{"label": "甲", "value": 1}, {"label": "x", "value": 2}]}})", "test"));
    const Deck deck = exportDeck(*makeRun(tree, {}), deckOptions({StepChoice::End, 0}, "chinese.pptx"));
    const std::string& slide = deck.at(slidePath(2));
    // "根=A" is two runs: 根 in Noto Sans CJK SC, "=A" in DejaVu Sans (Pango's choice for each).
    const std::size_t root = slide.find("<a:t>根</a:t>");
    ASSERT_NE(root, std::string::npos) << "the Chinese part of a word is a run of its own";
    const std::size_t rest = slide.find("<a:t>=A</a:t>", root);
    ASSERT_NE(rest, std::string::npos);
    const std::size_t runStart = slide.rfind("<a:r>", root);
    EXPECT_NE(slide.substr(runStart, root - runStart).find("<a:ea typeface=\"Noto Sans CJK SC\""), std::string::npos);
    EXPECT_NE(slide.substr(root, rest - root).find("<a:ea typeface=\"DejaVu Sans\""), std::string::npos);
}

// [SECTION] labels are text -------------------------------------------------------------------------

TEST_F(PptxDeck, LabelsWithMarkupBidiMarksAndEmojiComeBackAsTyped) {
    // "<A&\"B\">", a right-to-left override and mark, a tree emoji, an apostrophe, and a control
    // character XML cannot hold (written as a space).
    const std::string typed = "<A&\"B\">'\u202E\u200F\U0001F333\x01z";
    const std::string shown = "<A&\"B\">'\u202E\u200F\U0001F333 z";
    auto tree = std::make_shared<const Tree>(parseTree(
        Language::English,
        R"({"root": {"label": "<A&\"B\">'\u202e\u200f\ud83c\udf33\u0001z", "children": [{"label": "x<y", "value": 1}, {"label": "🙂&", "value": 2}]}})",
        "test"));
    ASSERT_EQ(tree->label(Tree::root()), typed);
    const auto run = makeRun(tree, {});
    const Trace& trace = *run->trace;
    ExportOptions options = deckOptions(StepChoice{StepChoice::All, 0}, "escaped.pptx");
    options.handout = true;
    const Deck deck = exportDeck(*run, options);
    ASSERT_FALSE(deck.empty());
    std::multiset<std::string> names, texts;
    for (std::size_t n = 2; n <= trace.stepCount() + 2; ++n)
        for (const std::string& sp : elementsNamed(deck.at(slidePath(n)), "p:sp")) {
            names.insert(attributeOf(sp, "name"));
            for (const std::string& p : paragraphsOf(sp)) texts.insert(p);
        }
    EXPECT_TRUE(names.contains("node " + shown));
    EXPECT_TRUE(names.contains("node x<y"));
    EXPECT_TRUE(names.contains("node 🙂&"));
    EXPECT_TRUE(texts.contains(shown));
    EXPECT_TRUE(texts.contains("x<y"));
    EXPECT_TRUE(texts.contains("🙂&"));
    // The handout's table holds them too.
    const std::string handout = deck.at(slidePath(trace.stepCount() + 3));
    EXPECT_NE(handout.find("&lt;A&amp;&quot;B&quot;&gt;"), std::string::npos);
}

TEST(XmlEscape, KeepsTextAndReplacesWhatXmlCannotHold) {
    EXPECT_EQ(xmlEscape("a<b & \"c\" > d"), "a&lt;b &amp; &quot;c&quot; &gt; d");
    EXPECT_EQ(xmlEscape("tab\tnew\nline"), "tab\tnew\nline");
    EXPECT_EQ(xmlEscape("bell\x07"
                        "end"),
              "bell end");
    EXPECT_EQ(xmlEscape("\u202E\u200F\U0001F333 α 节 ế"), "\u202E\u200F\U0001F333 α 节 ế");
    EXPECT_EQ(xmlEscape("\xEF\xBF\xBE"), "\uFFFD");            // U+FFFE
    EXPECT_EQ(xmlEscape("bad \xC3 byte"), "bad \uFFFD byte");  // a lead byte alone
    EXPECT_EQ(xmlEscape("\xED\xA0\x80"), "\uFFFD");            // an encoded surrogate
    EXPECT_EQ(xmlEscape("\uFFFD"), "\uFFFD");
}

TEST(XmlWriter, EscapesEveryValueAndClosesWhatIsOpen) {
    XmlWriter xml(XmlWriter::Start::Fragment);
    xml.open("a", {{"v", "\"<&>\""}}).element("b", "<i>").leaf("c", {{"w", "1"}});
    EXPECT_EQ(xml.finish(), "<a v=\"&quot;&lt;&amp;&gt;&quot;\"><b>&lt;i&gt;</b><c w=\"1\"/></a>");
}

// [SECTION] builds and handouts -------------------------------------------------------------------

TEST_F(PptxDeck, BuildSlidesShowOneEventPerClickInOrder) {
    const auto run = aimaRun();
    const Trace& trace = *run->trace;
    ExportOptions options = deckOptions(kEveryCutoff, "build.pptx");
    options.build = true;
    const Deck deck = exportDeck(*run, options);
    const std::vector<std::size_t> steps = selectSteps(Language::English, trace, kEveryCutoff);
    for (std::size_t k = 0; k < steps.size(); ++k) {
        SCOPED_TRACE("slide of step " + std::to_string(steps[k]));
        const std::string& slide = deck.at(slidePath(k + 2));
        const std::size_t from = k == 0 ? 0 : steps[k - 1];
        const std::size_t clicks = steps[k] - from;
        EXPECT_EQ(ablab::testing::count(slide, "nodeType=\"clickEffect\""), clicks);
        // Every animated shape is on the slide.
        std::set<std::string> ids;
        for (const std::string& c : elementsNamed(slide, "p:cNvPr")) ids.insert(attributeOf(c, "id"));
        for (const std::string& target : elementsNamed(slide, "p:spTgt")) EXPECT_TRUE(ids.contains(attributeOf(target, "spid")));
        // The caption of each step appears on its click: the notes read them in order.
        std::string expected;
        for (std::size_t s = from + 1; s <= steps[k]; ++s)
            expected += (expected.empty() ? "" : "\n") + explainStep(Wording{}, trace, s);
        EXPECT_EQ(notesOf(deck, k + 2), expected);
        // Shapes that appear on a click start hidden: entrance effects; the old caption leaves.
        EXPECT_NE(slide.find("presetClass=\"entr\""), std::string::npos);
        EXPECT_NE(slide.find("presetClass=\"exit\""), std::string::npos);
    }
}

TEST_F(PptxDeck, HandoutSlidesHoldTheTraceTable) {
    const auto run = aimaRun();
    const Trace& trace = *run->trace;
    ExportOptions options = deckOptions({StepChoice::End, 0}, "handout.pptx");
    options.handout = true;
    const Deck deck = exportDeck(*run, options);
    std::vector<std::vector<std::string>> rows;
    for (std::size_t n = 3; deck.contains(slidePath(n)); ++n) {
        const auto tables = elementsNamed(deck.at(slidePath(n)), "a:tbl");
        ASSERT_EQ(tables.size(), 1u);
        for (const std::string& tr : elementsNamed(tables[0], "a:tr")) {
            std::vector<std::string> cells;
            for (const std::string& tc : elementsNamed(tr, "a:tc")) cells.push_back(paragraphsOf(tc).at(0));
            if (cells.at(0) != "Step") rows.push_back(cells);
        }
        EXPECT_EQ(notesOf(deck, n), traceSummary(Wording{}, trace));
    }
    ASSERT_EQ(rows.size(), trace.stepCount());
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const TraceRow r = traceRow(Wording{}, trace, i);
        EXPECT_EQ(rows[i], (std::vector<std::string>{r.step, r.node, r.event, r.alpha, r.beta, r.value, r.text}));
    }
}

// [SECTION] the guarantees of every export -----------------------------------------------------------

TEST_F(PptxDeck, NeverOverwritesWithoutForce) {
    const auto run = aimaRun();
    ExportOptions options = deckOptions({StepChoice::End, 0}, "kept.pptx");
    { std::ofstream(options.out) << "mine"; }
    EXPECT_THROW(exportRun(*run, options), TargetRefused);
    EXPECT_EQ(ablab::testing::readFile(options.out), "mine");
    options.force = true;
    exportRun(*run, options);
    EXPECT_FALSE(readDeck(options.out).empty());
    EXPECT_EQ(listing(), std::vector<std::string>{"kept.pptx"});  // no temporary left behind
}

TEST_F(PptxDeck, AWriteThatFailsIsAnError) {
    ExportOptions options = deckOptions({StepChoice::End, 0}, "no-such-folder/deck.pptx");
    EXPECT_THROW(exportRun(*aimaRun(), options), ExportError);
}

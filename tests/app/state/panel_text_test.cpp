// What the side panels say, without a window: practising on any library tree shows nothing the
// student is asked (values, bounds, prunes, α/β, events not yet played, statistics of the end),
// neither in a panel nor on the canvas; under --negamax every panel shows the canvas's view; a
// pruned node was never searched; in Chinese and Vietnamese no panel has English words left.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "files/tree_file.h"
#include "picture/scene.h"
#include "search/explain.h"
#include "search/trace_format.h"
#include "text/notation.h"
#include "state/app_state.h"
#include "state/panel_text.h"
#include "state/practice.h"
#include "support/english_words.h"
#include "text/translate.h"

using namespace ablab;
using core::NodeId;

namespace {

std::vector<std::filesystem::path> libraryTrees() {
    std::vector<std::filesystem::path> files;
    for (const auto& entry : std::filesystem::directory_iterator(std::filesystem::path(ABLAB_SOURCE_DIR) / "trees")) {
        const std::string name = entry.path().filename().string();
        if (entry.path().extension() == ".json" && name != "index.json" && name != "schema.json") files.push_back(entry.path());
    }
    std::sort(files.begin(), files.end());
    return files;
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// Every text the panels show with `n` selected, and the practice panel's grade texts.
std::vector<std::string> panelTexts(app::AppState& state, NodeId n) {
    state.selected = n;
    std::vector<std::string> texts = app::inspectorLines(state);
    for (std::string& line : app::statisticsLines(state)) texts.push_back(std::move(line));
    for (std::size_t i = 0; i < app::eventRowCount(state); ++i) texts.push_back(app::eventRow(state, i));
    texts.push_back(app::intervalView(state).caption);
    for (const app::PseudocodeLine& line : app::pseudocodeLines(state)) texts.push_back(line.text);
    texts.push_back(app::stepCounterText(state));
    texts.push_back(app::gradeSummary(state.view.language, state.practice));
    for (const std::size_t i : app::shownMistakes(state.practice)) texts.push_back(app::mistakeHeading(state, state.practice, i));
    return texts;
}

// The canvas's scene as the window paints it while practising, with every overlay on.
core::Scene practiceScene(const app::AppState& state) {
    core::SceneOptions options;
    options.windowOnEdges = true;
    core::Scene scene = core::buildScene(core::Wording{}, *state.run->trace, (*state.run->layout), state.step, options);
    app::applyPracticeMarks(scene, app::practiceMarks(state, state.practice));
    return scene;
}

// Nothing on screen may tell more than the `state.step` events played by hints.
void expectNothingAhead(app::AppState& state, const std::string& where) {
    const core::Trace& trace = *state.run->trace;
    const core::Tree& tree = *state.run->tree;
    const std::size_t step = state.step;
    SCOPED_TRACE(where + " at step " + std::to_string(step));
    EXPECT_EQ(app::eventRowCount(state), step);
    EXPECT_EQ(app::eventRow(state, step), "");
    EXPECT_FALSE(contains(app::stepCounterText(state), " of "));
    for (NodeId n = 0; n < tree.size(); ++n) {
        for (const std::string& text : panelTexts(state, n)) {
            EXPECT_FALSE(contains(text, "by the end")) << text;
            EXPECT_FALSE(contains(text, "expected")) << text;
        }
        // The Node panel tells about the selected node only what the played events told.
        const bool cutPlayed = trace.prunedBy(n) < step;
        const bool searched = trace.enteredAt(n) < step;
        for (const std::string& text : app::inspectorLines(state)) {
            if (!cutPlayed) {
                EXPECT_FALSE(contains(text, "pruned:") || contains(text, "never searched")) << tree.label(n) << ": " << text;
            }
            if (!searched) {
                EXPECT_FALSE(contains(text, "window (α, β)") || contains(text, "value so far")) << tree.label(n) << ": " << text;
            }
            if (!tree.isLeaf(n) && trace.finishedAt(n) >= step) {
                EXPECT_FALSE(text.starts_with("value: ")) << tree.label(n) << ": " << text;
            }
        }
    }
    // Events not yet played light no pseudocode line.
    if (step == 0)
        for (const app::PseudocodeLine& line : app::pseudocodeLines(state)) {
            EXPECT_FALSE(line.lit) << line.text;
        }

    const core::Scene scene = practiceScene(state);
    if (step == 0) {
        EXPECT_FALSE(scene.cutoff.has_value());
    }
    for (const core::SceneNode& node : scene.nodes) {
        const NodeId n = node.id;
        if (!tree.isLeaf(n) && trace.enteredAt(n) >= step) {
            EXPECT_EQ(node.value, "") << tree.label(n);
        }
        if (!tree.isLeaf(n) && trace.finishedAt(n) >= step) {
            EXPECT_FALSE(contains(node.value, "≤") || contains(node.value, "≥")) << tree.label(n) << " " << node.value;
        }
        if (trace.enteredAt(n) >= step) {
            EXPECT_TRUE(node.alpha.empty() && node.beta.empty()) << tree.label(n);
        }
        if (trace.prunedBy(n) >= step) {
            EXPECT_NE(node.status, core::NodeStatus::Pruned) << tree.label(n);
        }
        EXPECT_FALSE(node.chosen && step < trace.stepCount()) << tree.label(n);
    }
    for (const core::SceneEdge& edge : scene.edges) {
        if (trace.prunedBy(edge.child) >= step) {
            EXPECT_NE(edge.style, core::EdgeStyle::Pruned) << tree.label(edge.child);
            EXPECT_FALSE(edge.cut) << tree.label(edge.child);  // nothing marked by the student either
        }
        if (trace.enteredAt(edge.child) >= step) {
            EXPECT_EQ(edge.window, "") << tree.label(edge.child);
        }
    }
}

}  // namespace

TEST(PanelText, PractisingOnEveryLibraryTreeShowsNothingTheStudentIsAsked) {
    const std::vector<std::filesystem::path> files = libraryTrees();
    ASSERT_GE(files.size(), 20u);
    for (const auto& file : files) {
        app::AppState state = app::makeAppState(core::loadTreeFile(core::Language::English, file.string()), file.string());
        stepToEnd(state);  // a teacher stepped to the end before the class practised
        app::startPractice(state, state.practice);
        ASSERT_EQ(state.step, 0u);
        expectNothingAhead(state, file.filename().string());

        // Check on an empty answer judges nothing the student did not enter: no verdict on the
        // tree says which nodes are searched or pruned, and the score counts no missed item.
        ASSERT_TRUE(app::checkPractice(state, state.practice)) << state.message;
        EXPECT_TRUE(app::wrongNodes(app::practiceMarks(state, state.practice)).empty()) << file;
        EXPECT_TRUE(app::shownMistakes(state.practice).empty()) << file;
        EXPECT_EQ(app::gradeSummary(state.view.language, state.practice),
                  "0 of 0 of your answers are right, but the answer is not complete")
            << file;
        expectNothingAhead(state, file.filename().string() + " after Check");

        // Each hint shows one more event, and nothing beyond it.
        const std::size_t hints = std::min<std::size_t>(state.run->trace->stepCount(), 40);
        for (std::size_t h = 1; h <= hints; ++h) {
            ASSERT_EQ(app::hint(state, state.practice), h);
            if (h % 3 == 0 || h == hints) expectNothingAhead(state, file.filename().string());
        }
        EXPECT_EQ(state.practice.hints, hints);
    }
}

TEST(PanelText, AMistakeIsExplainedOnlyWhenAskedAndThatCountsAsAHint) {
    app::AppState state = app::makeAppState(core::parseTree(core::Language::English, "[[3,12,8],[2,4,6],[14,5,2]]", "aima"));
    app::startPractice(state, state.practice);
    const NodeId c = 5;  // A, B, B1, B2, B3, C
    ASSERT_EQ(state.run->tree->label(c), "C");
    ASSERT_EQ(app::setValueEntry(state, state.practice, c, "4"), "");
    ASSERT_TRUE(app::checkPractice(state, state.practice));
    const std::vector<std::size_t> shown = app::shownMistakes(state.practice);
    ASSERT_EQ(shown.size(), 1u);
    EXPECT_EQ(app::mistakeHeading(state, state.practice, shown[0]), "C, value: 4 is wrong");
    EXPECT_FALSE(contains(app::practiceMarks(state, state.practice)[c].reason, "≤ 2"));
    EXPECT_EQ(state.practice.hints, 0u);
    app::explainMistake(state.practice, shown[0]);
    app::explainMistake(state.practice, shown[0]);  // asking twice counts once
    EXPECT_EQ(state.practice.hints, 1u);
    EXPECT_EQ(app::mistakeHeading(state, state.practice, shown[0]), "C, value: expected ≤ 2, given 4");
    EXPECT_TRUE(contains(app::practiceMarks(state, state.practice)[c].reason, "C is ≤ 2, not 4"));
}

TEST(PanelText, WithNegamaxEveryPanelShowsTheCanvasView) {
    for (const char* name : {"aima-fig5.2.json", "min-rooted-mdx.json", "deep-beta-cutoff.json"}) {
        SCOPED_TRACE(name);
        core::SearchOptions options;
        options.negamax = true;
        app::AppState state = app::makeAppState(
            core::loadTreeFile(core::Language::English, std::string(ABLAB_SOURCE_DIR) + "/trees/" + name), name, options);
        const core::Tree& tree = *state.run->tree;
        EXPECT_TRUE(app::pseudocodeLines(state).front().text.starts_with("function NEGAMAX"));
        for (std::size_t step = 1; step <= state.run->trace->stepCount(); ++step) {
            app::stepTo(state, step);
            const core::Event raw = state.run->trace->events()[step - 1];
            const core::Event shown = app::shownEvent(state, step - 1);
            // The Window panel: the current node's window as the canvas draws it beside the node.
            const app::IntervalView window = app::intervalView(state);
            const core::NodeState rawState = state.run->trace->stateAt(window.node, step);
            const bool min = tree.player(window.node) == core::Player::Min;
            EXPECT_EQ(window.alpha, min ? -rawState.beta : rawState.alpha);
            EXPECT_EQ(window.beta, min ? -rawState.alpha : rawState.beta);
            const core::Scene scene = core::buildScene(core::Wording{}, *state.run->trace, (*state.run->layout), step);
            for (const core::SceneNode& node : scene.nodes)
                if (node.id == window.node && !node.alpha.empty()) {
                    EXPECT_EQ(node.alpha, core::drawnValue(window.alpha));
                    EXPECT_EQ(node.beta, core::drawnValue(window.beta));
                }
            // The pseudocode lights the line of the shown event: at MIN a β update is NEGAMAX's α update.
            if (raw.type == core::EventType::BetaUpdate && min) {
                EXPECT_EQ(shown.type, core::EventType::AlphaUpdate);
                for (const app::PseudocodeLine& line : app::pseudocodeLines(state))
                    EXPECT_EQ(line.lit, line.text == "    α ← max(α, v)") << line.text;
            }
            // The Node panel: the window and value in the same view; the Events panel's row too.
            state.selected = window.node;
            const std::vector<std::string> lines = app::inspectorLines(state);
            const std::string expected =
                "window (α, β) = (" + core::formatValue(window.alpha) + ", " + core::formatValue(window.beta) + ")";
            EXPECT_NE(std::find(lines.begin(), lines.end(), expected), lines.end()) << expected;
            EXPECT_TRUE(app::eventRow(state, step - 1).ends_with(core::explain(core::Wording{}, tree, shown, state.options)));
        }
    }
}

TEST(PanelText, APrunedNodeWasNeverSearched) {
    app::AppState state = app::makeAppState(core::parseTree(core::Language::English, "[[3,12,8],[2,4,6],[14,5,2]]", "aima"));
    app::stepToEnd(state);
    state.selected = 7;  // C2
    ASSERT_EQ(state.run->tree->label(state.selected), "C2");
    const std::vector<std::string> lines = app::inspectorLines(state);
    for (const std::string& line : lines) {
        EXPECT_FALSE(contains(line, "window (α, β)")) << line;
    }
    EXPECT_NE(std::find(lines.begin(), lines.end(), "never searched: it has no window and no value"), lines.end());
    EXPECT_TRUE(
        std::any_of(lines.begin(), lines.end(), [](const std::string& l) { return l.starts_with("why pruned: at step 12, C"); }));
    // Outside practice the Node panel explains a cutoff still ahead (a teacher explaining what comes).
    app::stepToStart(state);
    const std::vector<std::string> ahead = app::inspectorLines(state);
    EXPECT_TRUE(std::any_of(ahead.begin(), ahead.end(), [](const std::string& l) { return l.starts_with("why pruned:"); }));
}

// Every panel's text for every node at every step, practising and not, with and without
// negamax, in Chinese and Vietnamese: no English word of the panels' vocabulary is left.
TEST(PanelText, EveryPanelSpeaksTheChosenLanguage) {
    const std::set<std::string> english{"values",  "given",  "never", "searched", "window", "leaves", "evaluated", "status",
                                        "cutoffs", "pruned", "why",   "step",     "so",     "far",    "deep",      "side",
                                        "move",    "the",    "of",    "by",       "end",    "leaf"};
    for (const core::Language language : {core::Language::Chinese, core::Language::Vietnamese})
        for (const bool negamax : {false, true})
            for (const bool practising : {false, true}) {
                core::SearchOptions options;
                options.negamax = negamax;
                app::AppState state =
                    app::makeAppState(core::loadTreeFile(language, std::string(ABLAB_SOURCE_DIR) + "/trees/aima-fig5.2.json"),
                                      "aima-fig5.2.json", options);
                state.view.language = language;
                if (practising) app::startPractice(state, state.practice);
                for (std::size_t step = 0; step <= state.run->trace->stepCount(); step += 4) {
                    app::stepTo(state, step);
                    for (NodeId n = 0; n < state.run->tree->size(); ++n)
                        for (const std::string& text : panelTexts(state, n)) {
                            const auto found = ablab::testing::englishWordsIn(text, english);
                            EXPECT_TRUE(found.empty()) << core::languageCode(language) << (negamax ? " negamax" : "")
                                                       << (practising ? " practising" : "") << ": " << text;
                        }
                }
            }
}

// A notation is a whole voice: every panel's text, the status line, the trace table's event
// column, the summary, the canvas's cutoff tag and the buttons speak the chosen notes' words
// and none of another notation's (no 剪枝 under Horowitz–Sahni's 截断, no α/β cut names
// under Nguyễn Văn Linh, who has only his Vp ≥ Vq rule), in every language, with and without
// negamax.
TEST(PanelText, EveryPanelSpeaksOneNotationsWords) {
    struct Voice {
        core::Notation notation;
        std::vector<std::string> foreign;  // words of the other notations
    };
    const std::vector<Voice> voices = {
        {core::Notation::HorowitzSahni,
         {"剪枝", "pruning", "α-cutoff", "β-cutoff", "cắt tỉa α", "cắt tỉa β", "cắt tỉa sâu", "Vp", "临时值", "giá trị tạm"}},
        {core::Notation::Nilsson, {"截断", "Vp", "临时值", "giá trị tạm", "cắt α", "cắt β"}},
        {core::Notation::NguyenVanLinh,
         {"α剪枝", "β剪枝", "α截断", "β截断", "α-cutoff", "β-cutoff", "α-pruning", "β-pruning", "α cutoff", "β cutoff",
          "cắt tỉa α", "cắt tỉa β", "cắt α", "cắt β", "倒推值", "giá trị đưa lên"}},
        {core::Notation::Aima, {"截断", "Vp", "临时值", "giá trị tạm", "cắt α", "cắt β"}},
    };
    std::size_t texts = 0;
    for (const Voice& voice : voices)
        for (const core::Language language : core::kLanguages)
            for (const char* name :
                 {"aima-fig5.2.json", "deep-alpha-cutoff.json", "zhu-alphabeta-nodes-1-8.json", "nvl-vi-du-3-7.json"})
                for (const bool negamax : {false, true}) {
                    core::SearchOptions options;
                    options.negamax = negamax;
                    app::AppState state = app::makeAppState(
                        core::loadTreeFile(language, std::string(ABLAB_SOURCE_DIR) + "/trees/" + name), name, options);
                    state.view.language = language;
                    state.view.notation = voice.notation;
                    const std::string where = std::string(core::notationCode(voice.notation)) + " " +
                                              std::string(core::languageCode(language)) + " " + name +
                                              (negamax ? " negamax" : "");
                    std::vector<std::string> said = {
                        core::traceSummary(core::Wording{language, voice.notation}, *state.run->trace)};
                    for (const core::CutWord word :
                         {core::CutWord::Previous, core::CutWord::Next, core::CutWord::Keys, core::CutWord::EmptyWindow})
                        said.push_back(core::cutWord(core::Wording{language, voice.notation}, word));
                    for (std::size_t step = 0; step <= state.run->trace->stepCount(); ++step) {
                        app::stepTo(state, step);
                        said.push_back(core::explainStep(core::Wording{language, voice.notation}, *state.run->trace, step));
                        if (step > 0)
                            said.push_back(
                                core::traceRow(core::Wording{language, voice.notation}, *state.run->trace, step - 1).event);
                        const core::Scene scene = core::buildScene(core::Wording{language, voice.notation}, *state.run->trace,
                                                                   (*state.run->layout), step);
                        if (scene.cutoff) said.push_back(scene.cutoff->title);
                        // A node's note is the lesson's own text, written in the notes it follows.
                        for (NodeId n = 0; n < state.run->tree->size(); ++n)
                            for (std::string& text : panelTexts(state, n))
                                if (state.run->tree->note(n, language).empty() ||
                                    !contains(text, std::string(state.run->tree->note(n, language))))
                                    said.push_back(std::move(text));
                    }
                    // The lesson's title is its author's, in the notes it follows.
                    const std::string title = state.run->tree->info().title.in(language);
                    for (const std::string& text : said) {
                        if (!title.empty() && contains(text, title)) continue;
                        for (const std::string& word : voice.foreign)
                            EXPECT_FALSE(contains(text, word)) << where << ": \"" << word << "\" in " << text;
                        ++texts;
                    }
                }
    EXPECT_GT(texts, 10000u);
}

// The Horowitz–Sahni notation tells the cuts in MAX/MIN values, as its notes do ("在算出V(P41)=3
// 后"): at the return of P41 (a MIN position) the table's value column, the sentence, the canvas
// and the Node panel all say 3; only the Pseudocode panel gives the negamax ans = −3, labelled.
TEST(PanelText, HorowitzSahniShowsTheNotesMaxMinValuesAndLabelsTheNegamaxOnes) {
    app::AppState state = app::makeAppState(
        core::loadTreeFile(core::Language::English, std::string(ABLAB_SOURCE_DIR) + "/trees/hs-p11-alpha-beta-cutoffs.json"),
        "hs-p11-alpha-beta-cutoffs.json");
    ASSERT_EQ(state.view.notation, core::Notation::HorowitzSahni);
    const core::Tree& tree = *state.run->tree;
    bool sawP41 = false;
    for (std::size_t i = 0; i < state.run->trace->stepCount(); ++i) {
        const core::Event& raw = state.run->trace->events()[i];
        if (raw.type != core::EventType::Exit || tree.label(raw.node) != "P41") continue;
        sawP41 = true;
        const core::TraceRow row =
            core::traceRow(core::Wording{core::Language::English, core::Notation::HorowitzSahni}, *state.run->trace, i);
        EXPECT_EQ(row.value, "3");
        EXPECT_EQ(row.text, "return V(P41) = 3");
        app::stepTo(state, i + 1);
        const core::Scene scene = core::buildScene(core::Wording{core::Language::English, core::Notation::HorowitzSahni},
                                                   *state.run->trace, (*state.run->layout), i + 1);
        for (const core::SceneNode& node : scene.nodes) {
            if (node.id == raw.node) {
                EXPECT_EQ(node.value, "3");
            }
        }
        state.selected = raw.node;
        const std::vector<std::string> inspector = app::inspectorLines(state);
        EXPECT_EQ(inspector.front(), "P41: MIN node");
        EXPECT_TRUE(std::find(inspector.begin(), inspector.end(), "value: 3") != inspector.end());
        const std::vector<app::PseudocodeLine> panel = app::pseudocodeLines(state);
        ASSERT_FALSE(panel.empty());
        EXPECT_EQ(panel.back().text, "in negamax form (V(X) for the side to move): X = P41, h = 1, ans = -3, D = ∞");
        EXPECT_FALSE(panel.back().lit);
        const auto lit = std::find_if(panel.begin(), panel.end(), [](const app::PseudocodeLine& l) { return l.lit; });
        ASSERT_NE(lit, panel.end());
        EXPECT_EQ(lit->text, "  return ans");
        EXPECT_EQ(app::intervalView(state).caption, "window at P41");
    }
    EXPECT_TRUE(sawP41);
}

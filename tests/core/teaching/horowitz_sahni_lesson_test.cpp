// 王多强's lesson (trees/hs-p11-alpha-beta-cutoffs.json) as a student opens it, in its own notation
// and procedure (run/opening.h): the notes tell the two cuts in MAX/MIN values ("在算出V(P41)=3 后",
// "P23的β值就变成-1") and write VEB in negamax form. At each of the notes' events the status line,
// the canvas and the trace table speak the first, the Pseudocode panel the second, labelled so
// (issue 43, item 2).
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "files/tree_file.h"
#include "picture/scene.h"
#include "run/opening.h"
#include "run/run.h"
#include "search/explain.h"
#include "search/trace_format.h"
#include "teaching/pseudocode.h"
#include "text/notation.h"

using namespace ablab::core;

namespace {

struct HsLesson {
    Opening opening;
    std::shared_ptr<const Run> run;
    const Trace& trace() const { return *run->trace; }
    const Tree& tree() const { return *run->tree; }
    Wording wording(Language language) const { return Wording{language, opening.notation}; }
};

// The lesson opened with nothing chosen but `chosen` (the window's or the command line's flags).
HsLesson openHsLesson(const ExplicitChoices& chosen = {}) {
    auto tree = std::make_shared<const Tree>(
        loadTreeFile(Language::Chinese, std::string(ABLAB_SOURCE_DIR) + "/trees/hs-p11-alpha-beta-cutoffs.json"));
    HsLesson lesson;
    lesson.opening = openingFor(*tree, {}, chosen);
    lesson.run = makeRun(tree, lesson.opening.options);
    return lesson;
}

NodeId hsNode(const Tree& tree, std::string_view label) {
    for (NodeId n = 0; n < tree.size(); ++n)
        if (tree.label(n) == label) return n;
    ADD_FAILURE() << "no node " << label;
    return kNoNode;
}

// The step (1-based, as the status line counts) of the event of `type` at `label`; 0 if none.
std::size_t hsStepOf(const Trace& trace, EventType type, std::string_view label) {
    for (std::size_t i = 0; i < trace.stepCount(); ++i)
        if (trace.events()[i].type == type && trace.tree().label(trace.events()[i].node) == label) return i + 1;
    return 0;
}

SceneNode hsDrawn(const HsLesson& lesson, std::size_t step, std::string_view label) {
    const Scene scene = buildScene(lesson.wording(Language::Chinese), lesson.trace(), *lesson.run->layout, step);
    const NodeId n = hsNode(lesson.tree(), label);
    for (const SceneNode& node : scene.nodes)
        if (node.id == n) return node;
    ADD_FAILURE() << label << " is not drawn at step " << step;
    return {};
}

// The Pseudocode panel at `step`: the lit line, and the variables line under the procedure.
std::string hsLitLine(const HsLesson& lesson, Language language, std::size_t step) {
    const Event shown = shownEvent(lesson.opening.notation, lesson.trace(), step - 1);
    const Event previous = step > 1 ? shownEvent(lesson.opening.notation, lesson.trace(), step - 2) : Event{};
    std::string lit;
    for (const PseudocodeLine& line : pseudocodeFor(lesson.wording(language), lesson.opening.options))
        if (produced(line, lesson.tree(), &shown, step > 1 ? &previous : nullptr)) lit += line.text;
    return lit;
}

// The notes write "V(P41)=3"; ablab spaces its equations: "V(P41) = 3".
std::string hsSpaced(std::string quote) {
    const std::size_t eq = quote.find('=');
    return quote.substr(0, eq) + " = " + quote.substr(eq + 1);
}

// The canvas writes a negative number with U+2212, the sentences and the table with '-'.
std::string hsDrawnNumber(std::string text) { return text[0] == '-' ? "−" + text.substr(1) : text; }

bool hsHas(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }
bool hsStartsWith(const std::string& text, const std::string& start) { return text.starts_with(start); }

}  // namespace

TEST(HorowitzSahniLesson, OpensInItsOwnNotationWithVeb) {
    const HsLesson lesson = openHsLesson();
    EXPECT_EQ(lesson.opening.notation, Notation::HorowitzSahni);
    EXPECT_EQ(lesson.opening.options.algorithm, Algorithm::AlphaBeta);
    EXPECT_TRUE(lesson.opening.options.shallow);
    EXPECT_FALSE(lesson.opening.options.negamax);
}

// "在算出V(P41)=3 后，就知道V(P33)至少是3": P41's return says V(P41) = 3 on the status line, in
// the table and on the canvas; the Pseudocode panel, in negamax form and saying so, has ans = −3.
TEST(HorowitzSahniLesson, AfterVOfP41TheNotesValueIsOnEveryScreenAndTheNegamaxOneIsLabelled) {
    const std::string note = "在算出V(P41)=3 后";
    const std::string v = hsSpaced(note.substr(note.find("V("), std::string("V(P41)=3").size()));  // "V(P41) = 3"
    const std::string value = v.substr(v.rfind(' ') + 1);                                          // "3"
    const HsLesson lesson = openHsLesson();
    const std::size_t step = hsStepOf(lesson.trace(), EventType::Exit, "P41");
    ASSERT_GT(step, 0u);
    const std::string status = explainStep(lesson.wording(Language::Chinese), lesson.trace(), step);
    EXPECT_EQ(status, "返回 " + v);
    EXPECT_EQ(explainStep(lesson.wording(Language::English), lesson.trace(), step), "return " + v);
    const TraceRow row = traceRow(lesson.wording(Language::Chinese), lesson.trace(), step - 1);
    EXPECT_EQ(row.value, value);
    EXPECT_EQ(row.beta, value);  // P41 is a MIN position: its β value is its value so far
    EXPECT_EQ(row.text, status);
    EXPECT_EQ(hsDrawn(lesson, step, "P41").value, value);
    // The panel: the procedure's return, and its variables in negamax form, labelled.
    EXPECT_EQ(hsLitLine(lesson, Language::English, step), "  return ans");
    const std::string variables = procedureVariables(lesson.wording(Language::English), lesson.trace(), step);
    EXPECT_TRUE(hsHas(variables, "in negamax form")) << variables;
    EXPECT_TRUE(hsHas(variables, "X = P41, h = 1, ans = -" + value)) << variables;
    EXPECT_TRUE(hsHas(procedureVariables(lesson.wording(Language::Chinese), lesson.trace(), step), "负极大值形式"));
    // "一旦确定V(P41)=3，则P33的α值就变成3": the next step, in words and on the canvas.
    const std::string next = explainStep(lesson.wording(Language::Chinese), lesson.trace(), step + 1);
    EXPECT_EQ(next, "P33 处：α 值 ← max(α 值, V(P41)) = " + value);
    EXPECT_EQ(hsDrawn(lesson, step + 1, "P33").alpha, value);
    EXPECT_EQ(hsDrawn(lesson, step + 1, "P33").value, value);
    // The negamax number appears on no screen but the panel's: not in the sentence, the row or the canvas.
    for (const std::string& text : {status, next, row.value, row.alpha, row.beta, hsDrawn(lesson, step, "P41").value})
        EXPECT_FALSE(hsHas(text, "-" + value) || hsHas(text, "−" + value)) << text;
}

// "一旦确定V(P35)=-1，则P23的β值就变成-1，而V(P43)≥P23的β值，所以就不用再去生成P44、P45的值":
// at the β cut the status line, the canvas's ▽P23 and the table give P23's β value −1; VEB's
// test ans ≥ D is said in negamax form, labelled, and the panel lights it.
TEST(HorowitzSahniLesson, AtTheBetaCutP23sBetaValueIsTheNotesMinusOneEverywhere) {
    const std::string note = "P23的β值就变成-1";
    const std::string beta = note.substr(note.rfind("变成") + std::string("变成").size());  // "-1"
    const HsLesson lesson = openHsLesson();
    const std::size_t step = hsStepOf(lesson.trace(), EventType::Cutoff, "P36");
    ASSERT_GT(step, 0u);
    const Event& cut = lesson.trace().events()[step - 1];
    EXPECT_EQ(cut.cutoff, CutoffKind::Beta);
    EXPECT_EQ(lesson.tree().label(cut.cause), "P23");
    const std::string status = explainStep(lesson.wording(Language::Chinese), lesson.trace(), step);
    EXPECT_TRUE(hsStartsWith(status, "P36 处β截断：" + hsSpaced("V(P43)=0") + " ≥ P23 的 β 值 " + beta + "；不再生成 P44、P45"))
        << status;
    EXPECT_TRUE(hsHas(status, "（按负极大值形式，VEB 的检验：ans = 0 ≥ D = " + beta + "）")) << status;
    // The canvas: ▽P23 on the path with β = −1, its value so far −1 (from P35), over ▲P36 with α = 0.
    const SceneNode p23 = hsDrawn(lesson, step, "P23");
    EXPECT_EQ(p23.beta, hsDrawnNumber(beta));
    EXPECT_EQ(p23.value, hsDrawnNumber(beta));
    EXPECT_EQ(hsDrawn(lesson, step, "P36").alpha, "0");
    EXPECT_EQ(hsDrawn(lesson, step, "P36").beta, hsDrawnNumber(beta));
    // The table: α and β columns hold MAX/MIN values, named so in the header.
    const TraceRow row = traceRow(lesson.wording(Language::Chinese), lesson.trace(), step - 1);
    EXPECT_EQ(row.alpha, "0");
    EXPECT_EQ(row.beta, beta);
    EXPECT_EQ(row.text.substr(0, status.size()), status);
    std::ostringstream table;
    writeTrace(lesson.wording(Language::Chinese), table, lesson.trace(), TraceFormat::Table);
    const std::string header = table.str().substr(table.str().find('\n') + 1);
    EXPECT_TRUE(hsStartsWith(header, "步  节点  事件    α   β   值")) << header.substr(0, 80);
    // The panel lights VEB's test and shows its negamax variables: ans = B = 0, D = −B of P23 = −1.
    EXPECT_TRUE(hsStartsWith(hsLitLine(lesson, Language::English, step), "    if ans ≥ D then return ans endif"));
    // P36 returns at the next step, from that line, not from the loop's end: the line running.
    EXPECT_EQ(lesson.trace().events()[step].type, EventType::Exit);
    EXPECT_TRUE(hsStartsWith(hsLitLine(lesson, Language::English, step + 1), "    if ans ≥ D then return ans endif"));
    EXPECT_EQ(procedureVariables(lesson.wording(Language::English), lesson.trace(), step),
              "in negamax form (V(X) for the side to move): X = P36, h = 2, ans = 0, D = " + beta);
}

// The α cut the same way: "V(P55)≤P33的α值", P33's α value 3 on the canvas over ▽P42.
TEST(HorowitzSahniLesson, AtTheAlphaCutP33sAlphaValueIsThree) {
    const HsLesson lesson = openHsLesson();
    const std::size_t step = hsStepOf(lesson.trace(), EventType::Cutoff, "P42");
    ASSERT_GT(step, 0u);
    const std::string status = explainStep(lesson.wording(Language::Chinese), lesson.trace(), step);
    EXPECT_TRUE(hsStartsWith(status, "P42 处α截断：V(P55) = 2 ≤ P33 的 α 值 3；不再生成 P56")) << status;
    EXPECT_EQ(hsDrawn(lesson, step, "P33").alpha, "3");
    EXPECT_EQ(hsDrawn(lesson, step, "P42").value, "2");
    EXPECT_EQ(hsDrawn(lesson, step, "P42").alpha, "3");
    // The Window panel shows that window, α = 3 over β = 2, empty: it names α ≥ β, and B ≥ D as negamax.
    EXPECT_EQ(std::string(cutWord(lesson.wording(Language::English), CutWord::EmptyWindow)),
              "empty: α ≥ β, an α/β cutoff (B ≥ D in negamax form)");
    EXPECT_EQ(std::string(cutWord(lesson.wording(Language::Chinese), CutWord::EmptyWindow)),
              "空：α ≥ β，截断（负极大值形式中为 B ≥ D）");
}

// No MIN triangle carries a negamax value: at the end every inner node shows the MAX/MIN value of
// its children, ▽P21 the smaller of 5 and −2.
TEST(HorowitzSahniLesson, EveryInnerNodeShowsItsMaxMinValue) {
    const HsLesson lesson = openHsLesson();
    const Trace& trace = lesson.trace();
    const Tree& tree = lesson.tree();
    EXPECT_EQ(hsDrawn(lesson, trace.stepCount(), "P21").value, "−2");
    std::size_t checked = 0;
    for (NodeId n = 0; n < tree.size(); ++n) {
        const NodeState state = trace.stateAt(n, trace.stepCount());
        if (tree.isLeaf(n) || state.status != NodeStatus::Done || state.bound != Bound::Exact) continue;
        const bool max = tree.player(n) == Player::Max;
        Value best = max ? -kInfinity : kInfinity;
        for (const NodeId c : tree.children(n)) {
            const NodeState child = trace.stateAt(c, trace.stepCount());
            if (child.status != NodeStatus::Done || child.bound != Bound::Exact) continue;
            const Value v = tree.isLeaf(c) ? tree.value(c) : child.value;
            best = max ? std::max(best, v) : std::min(best, v);
        }
        const std::string drawn = hsDrawn(lesson, trace.stepCount(), tree.label(n)).value;
        EXPECT_EQ(drawn, hsDrawnNumber(formatValue(best))) << tree.label(n);
        ++checked;
    }
    EXPECT_GE(checked, 6u);
}

// What the lesson's description says of --negamax is true: P41 then shows −3, the value for MIN,
// everywhere; the table names its window columns B and D.
TEST(HorowitzSahniLesson, UnderNegamaxP41ShowsMinusThreeAsTheDescriptionSays) {
    const HsLesson plain = openHsLesson();
    EXPECT_TRUE(hsHas(plain.tree().info().description.in(Language::English),
                      "With --negamax every view is in negamax form and P41 shows −3"));
    SearchOptions negamax;
    negamax.negamax = true;
    const HsLesson lesson = openHsLesson(explicitChoices(negamax, false));
    ASSERT_TRUE(lesson.opening.options.negamax);
    EXPECT_TRUE(lesson.opening.options.shallow);
    const std::size_t step = hsStepOf(lesson.trace(), EventType::Exit, "P41");
    EXPECT_EQ(explainStep(lesson.wording(Language::English), lesson.trace(), step), "return V(P41) = -3");
    EXPECT_EQ(hsDrawn(lesson, step, "P41").value, "−3");
    std::ostringstream table;
    writeTrace(lesson.wording(Language::English), table, lesson.trace(), TraceFormat::Table);
    const std::string header = table.str().substr(table.str().find('\n') + 1);
    EXPECT_TRUE(hsStartsWith(header, "step  node  event     B   D   value")) << header.substr(0, 80);
}

// A leaf is a finished game (终局) or a position at h = 0, which e(X) evaluates; in negamax form
// the leaf where the other player moves is −e(X), which the notes' "return e(X)" leaves unsaid:
// said once, and the panel says it at every such leaf.
TEST(HorowitzSahniLesson, LeavesSayWhyTheyAreLeavesAndWhereENeedsItsSign) {
    const HsLesson lesson = openHsLesson();
    const Wording english = lesson.wording(Language::English);
    EXPECT_EQ(explainStep(english, lesson.trace(), hsStepOf(lesson.trace(), EventType::Leaf, "P51")),
              "P51 is at h = 0, as far ahead as the search looks: V(P51) = e(P51) = 8");
    EXPECT_EQ(explainStep(english, lesson.trace(), hsStepOf(lesson.trace(), EventType::Leaf, "P31")),
              "P31 is a terminal position: V(P31) = e(P31) = 5");
    // VE over the whole tree: P44 (4 in the file) at a MIN position.
    SearchOptions ve;
    ve.algorithm = Algorithm::Minimax;
    const HsLesson plain = openHsLesson(explicitChoices(ve, true));
    EXPECT_EQ(explainStep(english, plain.trace(), hsStepOf(plain.trace(), EventType::Leaf, "P44")),
              "P44 is a terminal position: V(P44) = e(P44) = 4");
    const std::size_t p44 = hsStepOf(plain.trace(), EventType::Leaf, "P44");
    EXPECT_EQ(procedureVariables(english, plain.trace(), p44),
              "in negamax form (V(X) for the side to move): X = P44, h = 1, V(X) = −e(X) = -4 (e(X) is A's evaluation, 4 in the "
              "file)");
    ve.negamax = true;
    const HsLesson negamax = openHsLesson(explicitChoices(ve, true));
    const std::size_t p43 = hsStepOf(negamax.trace(), EventType::Leaf, "P43"),
                      p44n = hsStepOf(negamax.trace(), EventType::Leaf, "P44");
    EXPECT_TRUE(hsHas(explainStep(english, negamax.trace(), p43), "(e(X) is A's evaluation, 0 in the file"));
    EXPECT_EQ(explainStep(english, negamax.trace(), p44n), "P44 is a terminal position: V(P44) = −e(P44) = -4");
}

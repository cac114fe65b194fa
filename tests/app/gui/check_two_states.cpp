// Two windows' worth of state drawn alternately in one window, each with its own caches (the
// panels' caches live beside their AppState, gui/panel_caches.h): every panel's text is its
// own tree's, and drawing one state again makes nothing its caches already hold, however often
// the other was drawn in between. Caches shared between the two would hold the tree drawn last
// and remake everything at every switch. Needs a display (Xvfb) and OpenGL: it is the real
// window's frame.
#include <cstdio>
#include <string>
#include <vector>

#include "expectations.h"
#include "files/tree_file.h"
#include "gui/controls.h"
#include "gui/frame.h"
#include "gui/offscreen.h"
#include "gui/panel_caches.h"
#include "gui/window.h"
#include "state/app_state.h"
#include "state/panel_text.h"

namespace {

using namespace ablab;

struct Shown {
    app::AppState state;
    app::PanelCaches caches;
};

Shown open(const std::string& file, std::size_t step, core::NodeId selected) {
    const std::string path = std::string(ABLAB_SOURCE_DIR) + "/trees/" + file;
    Shown shown{app::makeAppState(core::loadTreeFile(core::Language::English, path), path), {}};
    app::stepTo(shown.state, step);
    shown.state.selected = selected;  // the inspector shows a node
    return shown;
}

// Two frames, as the screenshots draw them: ImGui sizes windows from the previous frame.
void draw(Shown& shown, app::Window& window, app::Offscreen& target) {
    window.coverGlyphs(shown.state.run->tree, shown.state.view.language,
                       app::statusLineTextSize(shown.state.view, static_cast<float>(target.height())));
    for (int frame = 0; frame < 2; ++frame) target.renderFrame([&] { app::drawFrame(shown.state, shown.caches, window, 0); });
}

// How many values each of a state's caches has made.
std::vector<std::uint64_t> madeCounts(const app::PanelCaches& c) {
    return {c.scene.made(),          c.statusLine.made(),      c.statisticsLines.made(), c.bestCaseLeaves.made(),
            c.inspectorLines.made(), c.pseudocodeLines.made(), c.intervalView.made(),    c.intervalRange.made()};
}

std::vector<std::string> texts(const std::vector<app::PseudocodeLine>& lines) {
    std::vector<std::string> out;
    for (const app::PseudocodeLine& line : lines) out.push_back(line.text);
    return out;
}

// Whether each panel's cache holds what its state's panel model says, and not the other's.
void expectOwnTexts(const Shown& shown, const Shown& other, const char* which) {
    using check::expect;
    const app::PanelCaches& c = shown.caches;
    std::printf("checking the caches of %s\n", which);
    expect(c.statisticsLines.held() && *c.statisticsLines.held() == app::statisticsLines(shown.state),
           "the Statistics panel's lines are its own tree's");
    expect(c.statisticsLines.held() && *c.statisticsLines.held() != app::statisticsLines(other.state),
           "... and not the other tree's");
    expect(c.inspectorLines.held() && *c.inspectorLines.held() == app::inspectorLines(shown.state),
           "the Node panel's lines are its own selected node's");
    expect(c.inspectorLines.held() && *c.inspectorLines.held() != app::inspectorLines(other.state), "... and not the other's");
    expect(c.pseudocodeLines.held() && texts(*c.pseudocodeLines.held()) == texts(app::pseudocodeLines(shown.state)),
           "the Pseudocode panel's lines are its own run's");
    expect(c.statusLine.held() && other.caches.statusLine.held() && *c.statusLine.held() != *other.caches.statusLine.held(),
           "the status lines differ");
    expect(c.scene.held() && c.scene.held()->nodes.size() == shown.state.canvas.nodesInView,
           "the canvas's scene is the one it drew");
    expect(c.scene.held() && c.scene.held()->nodes.size() <= shown.state.run->tree->size(), "... of its own tree, no bigger");
}

}  // namespace

int main() {
    using check::expect, check::failures;
    app::Window window(1280, 720, false);
    window.applyStyle(false);
    app::Offscreen target(1280, 720);
    // Two trees of different sizes and searches, each at a step of its own with a node selected.
    Shown first = open("aima-fig5.2.json", 5, 2);
    Shown second = open("deep-alpha-cutoff.json", 9, 1);
    expect(first.state.run->tree->size() != second.state.run->tree->size(), "two different trees");

    draw(first, window, target);
    draw(second, window, target);
    const std::vector<std::uint64_t> firstMade = madeCounts(first.caches), secondMade = madeCounts(second.caches);
    for (int round = 0; round < 3; ++round) {
        draw(first, window, target);
        draw(second, window, target);
    }
    expect(madeCounts(first.caches) == firstMade, "drawn again after the other, the first state makes nothing anew");
    expect(madeCounts(second.caches) == secondMade, "... nor does the second");
    expect(first.caches.statisticsLines.made() == 1 && second.caches.statisticsLines.made() == 1,
           "each state's Statistics lines were made once");
    expectOwnTexts(first, second, "the first state");
    expectOwnTexts(second, first, "the second state");

    // A step of one state remakes its own texts only.
    app::stepTo(first.state, 6);
    draw(first, window, target);
    expect(first.caches.statusLine.made() == firstMade[1] + 1, "a step makes the first state's status line again");
    expect(madeCounts(second.caches) == secondMade, "... and leaves the second state's caches as they were");
    expectOwnTexts(first, second, "the first state after a step");
    if (failures == 0) std::printf("two states drawn alternately keep their own caches\n");
    return failures == 0 ? 0 : 1;
}

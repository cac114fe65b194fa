// The window's canvas draws the step's focus + context view (picture/focus_view.h), as the
// exports do: over every lesson, at step 0, every cutoff and the end, at 1280×720, 1920×1080
// and 390×844, at the desk and presenting, the scene the canvas drew holds the root, the
// current node and, at a cutoff, the cut node's cause; no two nodes of a level closer than a
// sibling distance. Presenting the level-by-level lesson keeps OPEN and CLOSED beside the tree.
// On the lessons too big to read whole (ordering-random), F draws the whole
// tree until the next step, a click on a folded glyph opens it where it stands and a right
// click folds it again. Needs a display (Xvfb) and OpenGL: it is the real window's frame.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <string>
#include <vector>

#include <imgui_internal.h>

#include "expectations.h"
#include "files/tree_file.h"
#include "gui/controls.h"
#include "gui/frame.h"
#include "gui/offscreen.h"
#include "gui/panel_caches.h"
#include "gui/window.h"
#include "state/app_state.h"

namespace {

using namespace ablab;
using check::expect;

struct Size {
    int width, height;
};

// Two frames, as the screenshots draw them: ImGui sizes windows from the previous frame.
void draw(app::AppState& state, app::PanelCaches& caches, app::Window& window, app::Offscreen& target) {
    for (int frame = 0; frame < 2; ++frame) target.renderFrame([&] { app::drawFrame(state, caches, window, 0); });
}

bool drawn(const core::Scene& scene, core::NodeId n) {
    return std::any_of(scene.nodes.begin(), scene.nodes.end(), [&](const core::SceneNode& s) { return s.id == n; });
}

const core::SceneNode* sceneNode(const core::Scene& scene, core::NodeId n) {
    for (const core::SceneNode& s : scene.nodes)
        if (s.id == n) return &s;
    return nullptr;
}

// Two nodes on one level less than 0.99 sibling distances apart would overprint each other.
bool apart(const core::Scene& scene) {
    for (std::size_t i = 0; i < scene.nodes.size(); ++i)
        for (std::size_t j = i + 1; j < scene.nodes.size(); ++j)
            if (std::abs(scene.nodes[i].y - scene.nodes[j].y) < 0.01f && std::abs(scene.nodes[i].x - scene.nodes[j].x) < 0.99f)
                return false;
    return true;
}

// The steps a class stops at: the start, every cutoff (the step just after it) and the end.
std::vector<std::size_t> stopsOf(const core::Trace& trace) {
    std::vector<std::size_t> steps{0};
    for (const std::uint32_t e : trace.cutoffEvents()) steps.push_back(e + 1);
    steps.push_back(trace.stepCount());
    return steps;
}

void checkLesson(const std::string& path, app::Window& window, app::Offscreen& target, Size size, bool presenting) {
    app::AppState state = app::makeAppState(core::loadTreeFile(core::Language::English, path), path);
    app::PanelCaches caches;
    state.view.presentation = presenting;
    const std::string name = std::filesystem::path(path).stem().string();
    for (const std::size_t step : stopsOf(*state.run->trace)) {
        app::stepTo(state, step);
        draw(state, caches, window, target);
        const core::Scene* scene = caches.scene.held();
        const std::string where = name + " step " + std::to_string(step) + " at " + std::to_string(size.width) + "x" +
                                  std::to_string(size.height) + (presenting ? " presenting" : " at the desk");
        bool ok = scene && drawn(*scene, core::Tree::root());
        if (ok && step > 0 && step <= state.run->trace->stepCount()) {
            const core::Event& event = state.run->trace->events()[step - 1];
            ok = drawn(*scene, event.node) && (event.cause == core::kNoNode || drawn(*scene, event.cause));
        }
        if (!ok) std::printf("%s: the root, the current node or the cutoff's cause is not drawn\n", where.c_str());
        expect(ok, "the canvas draws the root, the current node and the cutoff's cause");
        const bool separate = scene && apart(*scene);
        if (!separate) std::printf("%s: two nodes of one level overprint\n", where.c_str());
        expect(separate, "no two nodes of a level closer than a sibling distance");
    }
}

// On a lesson too big to read whole: F, a click on a glyph and a right click.
void checkFoldingByHand(app::Window& window, app::Offscreen& target) {
    const std::string path = std::string(ABLAB_SOURCE_DIR) + "/trees/ordering-random.json";
    app::AppState state = app::makeAppState(core::loadTreeFile(core::Language::English, path), path);
    app::PanelCaches caches;
    state.view.presentation = true;
    app::stepTo(state, state.run->trace->cutoffEvents().front() + 1);
    draw(state, caches, window, target);
    const core::Scene focused = *caches.scene.held();
    const auto glyph =
        std::find_if(focused.nodes.begin(), focused.nodes.end(), [](const core::SceneNode& n) { return n.folded; });
    expect(glyph != focused.nodes.end(), "ordering-random at its first cutoff is folded: a glyph is drawn");
    expect(focused.nodes.size() < state.run->tree->size() / 2, "... and well under half its nodes are drawn");
    if (glyph == focused.nodes.end()) return;
    const core::NodeId folded = glyph->id;

    app::fitWholeTree(state);  // F
    draw(state, caches, window, target);
    const core::Scene& whole = *caches.scene.held();
    expect(std::none_of(whole.nodes.begin(), whole.nodes.end(), [](const core::SceneNode& n) { return n.folded; }),
           "F draws the whole tree: nothing folded");
    app::stepTo(state, state.step + 1);
    draw(state, caches, window, target);
    expect(std::any_of(caches.scene.held()->nodes.begin(), caches.scene.held()->nodes.end(),
                       [](const core::SceneNode& n) { return n.folded; }),
           "the next step folds again");
    app::stepTo(state, state.step - 1);

    app::toggleOpened(state.canvas, folded);  // what a click on the glyph does
    draw(state, caches, window, target);
    const core::SceneNode* opened = sceneNode(*caches.scene.held(), folded);
    expect(opened && !opened->folded, "a click on a glyph opens it");
    const core::NodeId firstChild = state.run->tree->children(folded).front();
    expect(drawn(*caches.scene.held(), firstChild), "... its children drawn");
    app::stepTo(state, state.step + 1);
    draw(state, caches, window, target);
    expect(drawn(*caches.scene.held(), firstChild), "... and kept open at the next step");
    app::stepTo(state, state.step - 1);
    app::toggleOpened(state.canvas, folded);  // a right click on it
    draw(state, caches, window, target);
    const core::SceneNode* closed = sceneNode(*caches.scene.held(), folded);
    if (!closed || !closed->folded)
        std::printf("node %u at step %zu: %s\n", folded, state.step, closed ? "drawn open" : "not drawn");
    expect(closed && closed->folded, "a right click folds it again");
}

// Whether a window (or child window) whose name holds `name` was drawn in the last frame.
bool windowDrawn(const char* name) {
    for (const ImGuiWindow* w : GImGui->Windows)
        if (w->Active && std::strstr(w->Name, name)) return true;
    return false;
}

// Presenting the level-by-level lesson keeps OPEN and CLOSED beside the tree, as the desk does.
void checkOpenClosedPresented(app::Window& window, app::Offscreen& target) {
    const std::string path = std::string(ABLAB_SOURCE_DIR) + "/trees/zhu-tictactoe-k2-minimax.json";
    app::AppState state = app::makeAppState(core::loadTreeFile(core::Language::English, path), path);
    app::PanelCaches caches;
    core::SearchOptions levels;
    levels.algorithm = core::Algorithm::MinimaxLevels;
    app::setOptions(state, levels);
    app::stepTo(state, 10);
    for (const bool presenting : {false, true}) {
        state.view.presentation = presenting;
        window.coverGlyphs(state.run->tree, state.view.language,
                           app::statusLineTextSize(state.view, static_cast<float>(target.height())));
        draw(state, caches, window, target);
        expect(windowDrawn("open-closed"),
               presenting ? "OPEN and CLOSED are shown presenting" : "OPEN and CLOSED are shown at the desk");
    }
    // Not for the other algorithms, which have no such lists.
    app::setOptions(state, core::SearchOptions{});
    draw(state, caches, window, target);
    expect(!windowDrawn("open-closed"), "no OPEN and CLOSED for alpha-beta");
}

}  // namespace

int main() {
    const Size sizes[] = {{1280, 720}, {1920, 1080}, {390, 844}};
    std::vector<std::string> lessons;
    for (const auto& entry : std::filesystem::directory_iterator(std::string(ABLAB_SOURCE_DIR) + "/trees")) {
        const std::string file = entry.path().filename().string();
        if (entry.path().extension() == ".json" && file != "schema.json" && file != "index.json")
            lessons.push_back(entry.path().string());
    }
    std::sort(lessons.begin(), lessons.end());
    expect(lessons.size() > 30, "the library's lessons are found");
    for (const Size size : sizes) {
        app::Window window(size.width, size.height, false);
        window.applyStyle(false);
        app::Offscreen target(size.width, size.height);
        for (const std::string& lesson : lessons)
            for (const bool presenting : {false, true}) checkLesson(lesson, window, target, size, presenting);
        if (size.width == 1280) checkFoldingByHand(window, target);
        if (size.width == 1280) checkOpenClosedPresented(window, target);
    }
    if (check::failures == 0)
        std::printf("every lesson's canvas draws the root, the current node and the cause, folded where it must\n");
    return check::failures == 0 ? 0 : 1;
}

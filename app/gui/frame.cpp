#include "gui/frame.h"

#include <imgui.h>

#include <algorithm>
#include <array>
#include <functional>
#include <iterator>
#include <functional>
#include <span>
#include <string_view>

#include "gui/canvas.h"
#include "gui/controls.h"
#include "gui/panels/panels.h"
#include "gui/touch_style.h"
#include "gui/translated_label.h"
#include "platform/platform.h"
#include "state/panel_text.h"

namespace ablab::app {

namespace {

constexpr double kMessageSeconds = 4.0, kMessageFadeSeconds = 1.0;

// The last error or notice, along the bottom of the window over the canvas: it takes no room
// from the layout (a click lands where it was aimed), fades after a few seconds and is never
// projected.
void drawMessage(AppState& state, double now) {
    if (state.message.empty()) return;
    if (state.message != state.messageShown) {
        state.messageShown = state.message;
        state.messageSince = now;
    }
    const double age = now - state.messageSince;
    if (age > kMessageSeconds + kMessageFadeSeconds) {
        state.message.clear();
        state.messageShown.clear();
        return;
    }
    if (state.view.presentation) return;
    const float opacity = age < kMessageSeconds ? 1.0f : static_cast<float>(1 - (age - kMessageSeconds) / kMessageFadeSeconds);
    const ImGuiViewport* viewport = ImGui::GetMainViewport();
    const float pad = ImGui::GetFontSize() * 0.5f;
    const float wrap = viewport->Size.x * 0.6f;
    const ImVec2 text = ImGui::CalcTextSize(state.message.c_str(), nullptr, false, wrap);
    const ImVec2 corner{viewport->Pos.x + pad, viewport->Pos.y + viewport->Size.y - text.y - 3 * pad};
    ImDrawList* list = ImGui::GetForegroundDrawList();
    list->AddRectFilled(corner, {corner.x + text.x + 2 * pad, corner.y + text.y + 2 * pad},
                        IM_COL32(255, 244, 229, static_cast<int>(240 * opacity)), pad * 0.5f);
    list->AddText(ImGui::GetFont(), ImGui::GetFontSize(), {corner.x + pad, corner.y + pad},
                  IM_COL32(166, 72, 0, static_cast<int>(255 * opacity)), state.message.c_str(), nullptr, wrap);
}

// The panels, in the order the desk's column lists them as headers and a phone's sheet bar as
// tabs: one list for both layouts.
struct Panel {
    const char* english;  // the header's or the tab's name
    const char* id;       // its ImGui ID, the same in every language
    bool (*shown)(const AppState&);
    bool (*openAtFirst)(const AppState&);  // the desk's header is open until the user closes it
    void (*draw)(AppState&, PanelCaches&, Window&, double now);
};

bool always(const AppState&) { return true; }
bool never(const AppState&) { return false; }

const Panel kPanels[] = {
    {core::translatable("File"), "file", always, never, [](AppState& s, PanelCaches&, Window&, double) { drawFilePanel(s); }},
    {core::translatable("Export"), "export", always, never,
     [](AppState& s, PanelCaches&, Window&, double) { drawExportPanel(s); }},
    {core::translatable("Practice"), "practice", always, [](const AppState& s) { return s.practice.active; },
     [](AppState& s, PanelCaches&, Window&, double) { drawPracticePanel(s, s.practice); }},
    // Playing, the board beside the tree has the buttons a game needs; the choices wait here.
    {core::translatable("Play"), "play", always, never,
     [](AppState& s, PanelCaches&, Window&, double) { drawPlayPanel(s, s.play); }},
    {core::translatable("Predict"), "predict", always, [](const AppState& s) { return s.predict.active; },
     [](AppState& s, PanelCaches&, Window&, double) { drawPredictPanel(s, s.predict); }},
    {core::translatable("Live class"), "live", always, [](const AppState& s) { return s.live.active; },
     [](AppState& s, PanelCaches&, Window&, double) { drawLivePanel(s, s.live); }},
    // Big trees need the minimap and Find more than small ones.
    {core::translatable("Navigate"), "navigate", always, [](const AppState& s) { return s.run->tree->size() > 500; },
     [](AppState& s, PanelCaches&, Window& w, double) { drawNavigatePanel(s, w.minimap()); }},
    {core::translatable("Node"), "node", always, always,
     [](AppState& s, PanelCaches& c, Window&, double now) { drawInspector(s, c, now); }},
    {core::translatable("Window (α, β)"), "window", always, always,
     [](AppState& s, PanelCaches& c, Window&, double) { drawIntervalLine(s, c); }},
    {core::translatable("Pseudocode"), "pseudocode", always, always,
     [](AppState& s, PanelCaches& c, Window&, double) { drawPseudocode(s, c); }},
    {core::translatable("SSS* OPEN list"), "sss-open",
     [](const AppState& s) { return s.run->trace->options().algorithm == core::Algorithm::Sss; }, always,
     [](AppState& s, PanelCaches& c, Window&, double) { drawSssOpenList(s, c); }},
    {core::translatable("Statistics"), "statistics", always, always,
     [](AppState& s, PanelCaches& c, Window&, double) { drawStatistics(s, c); }},
    // Compare runs every algorithm: only when asked.
    {core::translatable("Compare"), "compare", always, never,
     [](AppState& s, PanelCaches& c, Window&, double) { drawComparePanel(s, c); }},
    {core::translatable("Events"), "events", always, never,
     [](AppState& s, PanelCaches& c, Window&, double) { drawEventLog(s, c); }},
    {core::translatable("View"), "view", always, never, [](AppState& s, PanelCaches&, Window&, double) { drawViewPanel(s); }},
};

// Panels that appear only in a phone's sheet bar. The search options are the desk's toolbar's
// second half (a phone's width holds the step buttons only); practising, neither is shown.
const Panel kSearchOptionsSheet{core::translatable("Algorithm"), "search-options",
                                [](const AppState& s) { return !s.practice.active; }, always,
                                [](AppState& s, PanelCaches& c, Window&, double) { drawSearchOptions(s, c); }};
// OPEN and CLOSED: on the desk, the box above the column.
const Panel kOpenClosedSheet{core::translatable("OPEN and CLOSED"), "open-closed",
                             [](const AppState& s) { return s.run->trace->openClosed() != nullptr; }, always,
                             [](AppState& s, PanelCaches&, Window&, double) { drawOpenClosed(s); }};

// A panel's name in the notes' words: Nguyễn Văn Linh's have no window, only the temporary
// values Vp and Vq the window panel then shows.
const char* panelTitle(const AppState& state, const Panel& panel) {
    if (std::string_view(panel.id) == "window" && state.view.notation == core::Notation::NguyenVanLinh)
        return core::translatable("Vp and Vq (temporary values)");
    return panel.english;
}

// A phone held upright, measured in CSS pixels (the room over the screen's scale): narrower than
// a desk's column and tree side by side, and taller than wide.
bool isUpright(ImVec2 room, float contentScale) { return room.x < 640 * contentScale && room.y > room.x; }
// A phone on its side (844 × 390 and the like, less the page's column): too short for the desk's
// toolbar, status line and timeline above a tree, whose rows would take the whole height. In the
// browser, whose page beside it steps and counts, it gets the phone's layout without the
// timeline, the tree over the most of it; a desktop window this short keeps the desk's.
bool isSideways(ImVec2 room, float contentScale) { return room.y < 500 * contentScale && room.x > room.y; }

constexpr float kSheetShare = 0.6f;  // of the tree's height, the lower part a sheet covers
constexpr double kSlideSeconds = 0.2;
constexpr float kTabPage = 0.75f;  // of the tab bar's width, what an arrow pages it by: a tab cut at the edge shows whole

// Touch has no scroll wheel and ImGui 1.86 no drag-to-scroll: a drag on the window scrolls it,
// as a finger expects. `overWidgets`: a drag that starts on a widget scrolls too (the tab bar,
// all buttons, whose tap wasTap tells from a drag); elsewhere a widget keeps its own drags
// (a slider, a text box).
void scrollWithDrag(bool sideways, bool overWidgets) {
    if (!ImGui::IsWindowHovered(ImGuiHoveredFlags_AllowWhenBlockedByActiveItem) || !ImGui::IsMouseDragging(ImGuiMouseButton_Left))
        return;
    if (!overWidgets && ImGui::IsAnyItemActive()) return;
    const ImVec2 delta = ImGui::GetIO().MouseDelta;
    if (sideways) ImGui::SetScrollX(ImGui::GetScrollX() - delta.x);
    else ImGui::SetScrollY(ImGui::GetScrollY() - delta.y);
}

// Whether the left button's press ended as a tap, not a drag that scrolled.
bool wasTap(float contentScale) {
    const float most = 10 * contentScale;
    return ImGui::GetIO().MouseDragMaxDistanceSqr[ImGuiMouseButton_Left] < most * most;
}

// A panel's sheet, as the window's storage keeps which one is open: the same in every window of
// the ID stack (ImGui's IDs are not), never 0.
int sheetKey(const Panel& panel) { return static_cast<int>(std::hash<std::string_view>{}(panel.id) | 1); }

// A phone held upright: the tree takes the screen. Under it, a bar of tabs, one per panel; a tab
// opens its panel as a sheet that slides up over the tree's lower part, and closes it again (so
// does the sheet's ▼). Closed, nothing lies over the tree. Which sheet is open is the window's
// own widget state (ImGui's storage, as a header's open or closed is), not the app's.
void drawPhoneLayout(AppState& state, PanelCaches& caches, Window& window, double now) {
    const float scale = window.contentScale();
    const ImGuiStyle& style = ImGui::GetStyle();
    const float tabHeight = std::max(ImGui::GetFrameHeight(), kTouchTarget * scale);
    ImVec2 room = ImGui::GetContentRegionAvail();
    // Playing, the board sits over the tree, as tall as its width makes it, leaving the tree at
    // least 30 % of the height.
    if (state.play.active) {
        const float boardHeight = std::min(playBoardHeight(state, room.x), (room.y - tabHeight) * 0.7f);
        ImGui::BeginChild("board", {room.x, boardHeight}, true);
        drawPlayBoard(state, window.fonts());
        ImGui::EndChild();
        room.y -= boardHeight + style.ItemSpacing.y;
    }
    const float treeHeight = room.y - tabHeight - style.ItemSpacing.y;
    ImGui::BeginChild("tree", {room.x, treeHeight});
    drawCanvas(state, caches, window.canvasRenderer(), now, scale);
    const ImVec2 treeMin = ImGui::GetWindowPos();
    ImGui::EndChild();

    // Read here and written back at the end: a reference into the storage would not survive an insertion.
    ImGuiStorage& storage = *ImGui::GetStateStorage();  // the whole window's
    const ImGuiID openKey = ImGui::GetID("##open sheet"), openedAtKey = ImGui::GetID("##sheet opened at"),
                  practisingKey = ImGui::GetID("##sheet practising");
    int openSheet = storage.GetInt(openKey, 0);  // the open panel's key, 0 for none
    float openedAt = storage.GetFloat(openedAtKey, 0);
    const bool wasPractising = storage.GetBool(practisingKey, false);
    const auto open = [&](const Panel& panel) {
        openSheet = sheetKey(panel);
        openedAt = static_cast<float>(now);
    };
    // An array, not a vector: an idle frame allocates nothing.
    std::array<const Panel*, std::size(kPanels) + 2> shownPanels{};
    std::size_t count = 0;
    if (kSearchOptionsSheet.shown(state)) shownPanels[count++] = &kSearchOptionsSheet;
    if (kOpenClosedSheet.shown(state)) shownPanels[count++] = &kOpenClosedSheet;
    for (const Panel& panel : kPanels)
        if (panel.shown(state)) shownPanels[count++] = &panel;
    const std::span<const Panel* const> sheets(shownPanels.data(), count);
    // What the desk opens by itself opens its sheet: Ctrl+O the File panel, practice its panel.
    for (const Panel* panel : sheets) {
        const std::string_view id = panel->id;
        if ((id == "file" && state.files.focusPath) || (id == "practice" && state.practice.active && !wasPractising))
            open(*panel);
    }
    storage.SetBool(practisingKey, state.practice.active);

    // The bar: one row of tabs between two arrows that page it sideways when they do not all fit
    // (a tap is all a browser's touch gives the window: emscripten's GLFW passes no touch moves,
    // so a drag scrolls the bar only with a mouse).
    const float arrow = tabHeight;
    const ImVec2 barStart = ImGui::GetCursorPos();
    float pageBy = 0;
    // ← and →: in the fonts' fixed set (fonts.cpp), so drawn at every size.
    if (ImGui::Button("\xe2\x86\x90##tabs back", {arrow, tabHeight})) pageBy = -kTabPage;  // ←
    ImGui::SameLine(barStart.x + room.x - arrow);
    if (ImGui::Button("\xe2\x86\x92##tabs on", {arrow, tabHeight})) pageBy = kTabPage;  // →
    ImGui::SetCursorPos({barStart.x + arrow + style.ItemSpacing.x, barStart.y});
    const float barWidth = room.x - 2 * (arrow + style.ItemSpacing.x);
    ImGui::BeginChild("sheet tabs", {barWidth, tabHeight}, false, ImGuiWindowFlags_NoScrollbar);
    if (pageBy != 0) ImGui::SetScrollX(ImGui::GetScrollX() + pageBy * barWidth);
    for (const Panel* panel : sheets) {
        const bool isOpen = openSheet == sheetKey(*panel);
        if (panel != sheets.front()) ImGui::SameLine();
        ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(isOpen ? ImGuiCol_ButtonActive : ImGuiCol_Button));
        if (ImGui::Button(translatedLabel(state.view.language, panelTitle(state, *panel), panel->id).text, {0, tabHeight}) &&
            wasTap(scale)) {
            if (isOpen) openSheet = 0;
            else open(*panel);
        }
        ImGui::PopStyleColor();
    }
    scrollWithDrag(true, true);
    ImGui::EndChild();
    const Panel* shown = nullptr;
    for (const Panel* panel : sheets)
        if (openSheet == sheetKey(*panel)) shown = panel;
    // No panel shown: none asked for, or its panel is gone (SSS*'s list after another algorithm).
    if (!shown) openSheet = 0;
    storage.SetInt(openKey, openSheet);
    storage.SetFloat(openedAtKey, openedAt);
    if (!shown) return;

    // The sheet, over the tree's lower part, rising out of the bar (at once when the reader
    // asks for less motion).
    const float height = treeHeight * kSheetShare;
    const double age = now - openedAt;
    const float slid = age >= kSlideSeconds || age < 0 || platform::prefersReducedMotion()
                           ? 1.0f
                           : static_cast<float>(1 - (1 - age / kSlideSeconds) * (1 - age / kSlideSeconds));
    ImGui::SetNextWindowPos({treeMin.x, treeMin.y + treeHeight - height * slid});
    // Down to the tab bar (no strip of tree under it), never over it: it grows up out of the bar.
    ImGui::SetNextWindowSize({room.x, height * slid + style.ItemSpacing.y});
    ImGui::Begin("##sheet", nullptr,
                 ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove |
                     ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse);
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(core::translate(state.view.language, shown->english));
    const float close = tabHeight;
    ImGui::SameLine(ImGui::GetWindowContentRegionMax().x - close);
    if (ImGui::Button("\xe2\x96\xbc##close sheet", {close, close})) storage.SetInt(openKey, 0);  // ▼
    ImGui::Separator();
    shown->draw(state, caches, window, now);
    scrollWithDrag(false, false);
    ImGui::End();
}

// Presenting: the canvas takes the window. A level-by-level lesson keeps OPEN and CLOSED beside
// it, at the size the room reads the tree at, since they are what that lesson is about.
void drawPresentedLayout(AppState& state, PanelCaches& caches, Window& window, double now) {
    if (state.play.active) {
        // A game projected: the board and the tree behind the reply, side by side.
        const ImVec2 room = ImGui::GetContentRegionAvail();
        const float boardWidth = std::min(playBoardWidth(state, room.y), room.x * 0.5f);
        ImGui::BeginChild("board", ImVec2{boardWidth, 0}, true);
        drawPlayBoard(state, window.fonts());
        ImGui::EndChild();
        ImGui::SameLine();
        ImGui::BeginChild("tree", ImVec2{0, 0});
        drawCanvas(state, caches, window.canvasRenderer(), now, window.contentScale());
        ImGui::EndChild();
        return;
    }
    if (!state.run->trace->openClosed()) {
        drawCanvas(state, caches, window.canvasRenderer(), now, window.contentScale());
        return;
    }
    const ImVec2 room = ImGui::GetContentRegionAvail();
    const float boxWidth = std::min(room.x * 0.3f, 560.0f * interfaceScale());
    ImGui::BeginChild("tree", ImVec2{room.x - boxWidth - 8, 0});
    drawCanvas(state, caches, window.canvasRenderer(), now, window.contentScale());
    ImGui::EndChild();
    ImGui::SameLine();
    ImGui::PushFont(window.fonts().pick(0.75f * statusLineTextSize(state.view, ImGui::GetIO().DisplaySize.y), false));
    drawOpenClosedBox(state, boxWidth, room.y);
    ImGui::PopFont();
}

// The canvas on the left, the panels in a column on the right, each under a header.
void drawDeskLayout(AppState& state, PanelCaches& caches, Window& window, double now) {
    const ImVec2 room = ImGui::GetContentRegionAvail();
    const float panelWidth = std::min(420.0f, room.x * 0.34f);
    // Playing, the board comes first, the tree behind the engine's reply beside it.
    const float boardWidth = state.play.active ? std::min(playBoardWidth(state, room.y), (room.x - panelWidth) * 0.6f) : 0;
    if (state.play.active) {
        ImGui::BeginChild("board", ImVec2{boardWidth, 0}, true);
        drawPlayBoard(state, window.fonts());
        ImGui::EndChild();
        ImGui::SameLine();
    }
    ImGui::BeginChild("tree", ImVec2{room.x - panelWidth - boardWidth - (state.play.active ? 16 : 8), 0});
    drawCanvas(state, caches, window.canvasRenderer(), now, window.contentScale());
    ImGui::EndChild();
    ImGui::SameLine();
    ImGui::BeginGroup();
    ImGui::PushStyleColor(ImGuiCol_ChildBg, ImGui::GetStyleColorVec4(ImGuiCol_WindowBg));
    // OPEN and CLOSED are the heart of the level-by-level lesson: beside the tree, above the
    // panels, never scrolled away by them (at most half the column).
    if (state.run->trace->openClosed()) drawOpenClosedBox(state, panelWidth, ImGui::GetContentRegionAvail().y * 0.5f);
    // A lesson opened gets panels of its own, as a window opened on it would: from the top
    // with their headers as they first open, not scrolled where the last lesson's were.
    ImGui::PushID(static_cast<int>(state.openedRevision));
    ImGui::BeginChild("panels", {panelWidth, 0}, true);
    ImGui::PopStyleColor();
    for (const Panel& panel : kPanels) {
        if (!panel.shown(state)) continue;
        if (std::string_view(panel.id) == "file" && state.files.focusPath) ImGui::SetNextItemOpen(true);  // Ctrl+O
        if (ImGui::CollapsingHeader(translatedLabel(state.view.language, panelTitle(state, panel), panel.id).text,
                                    panel.openAtFirst(state) ? ImGuiTreeNodeFlags_DefaultOpen : 0))
            panel.draw(state, caches, window, now);
    }
    ImGui::EndChild();
    ImGui::PopID();
    ImGui::EndGroup();
}

}  // namespace

void drawFrame(AppState& state, PanelCaches& caches, Window& window, double now, const Loading* loading) {
    const Fonts& fonts = window.fonts();
    syncPractice(state, state.practice);
    syncPredicting(state, state.predict);
    syncLiveClass(state, state.live);  // after predicting's: the room follows the questions the window asks
    const ImGuiViewport* viewport = ImGui::GetMainViewport();
    // Decided before the window: on a phone its widgets are touch targets, its edge narrow.
    const bool sideways = platform::hasPageControls() && isSideways(viewport->Size, window.contentScale());
    const bool phone = (isUpright(viewport->Size, window.contentScale()) || sideways) && !state.view.presentation;
    const int touchStyles = phone ? pushTouchStyle(window.contentScale()) : 0;
    ImGui::SetNextWindowPos(viewport->Pos);
    ImGui::SetNextWindowSize(viewport->Size);
    // In the light and projector themes the canvas is white, the clear colour: the window is
    // drawn without a background and only the side panels get one. Software GL pays for every
    // full-screen fill, and a window background under the canvas would be one per frame.
    const bool onClearColour = !state.view.darkTheme || state.view.presentation;
    ImGui::Begin("ablab", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                     ImGuiWindowFlags_NoBringToFrontOnFocus |
                     (onClearColour ? ImGuiWindowFlags_NoBackground : ImGuiWindowFlags_None));
    // Practising, stepping would give the answers away: Hint is the way forward.
    const bool stepping = !state.practice.active;
    if (phone) {
        // The tree takes the screen: the page's bar under it steps (index.html), the search
        // options are a sheet, and the step counter moves into the timeline, so the sentence has
        // the whole width (and fewer lines).
        drawStatusLine(state, caches, fonts, !stepping);
        drawPredictChoices(state, fonts);
        // On its side the height is too short for a timeline too: the page's column beside the
        // canvas steps and counts, and a swipe steps.
        if (stepping && !sideways && timelineShown(state)) {
            drawPlayButton(state);
            ImGui::SameLine();
            drawTimeline(state, true);
        }
        drawPhoneLayout(state, caches, window, now);
    } else {
        if (!state.view.presentation && stepping) drawToolbar(state, caches);
        drawStatusLine(state, caches, fonts);
        drawPredictChoices(state, fonts);
        if (!state.view.presentation && timelineShown(state)) drawTimeline(state);
        if (state.view.presentation) drawPresentedLayout(state, caches, window, now);
        else drawDeskLayout(state, caches, window, now);
    }
    drawJoinCard(state, fonts);
    drawMessage(state, now);
    if (loading && loading->progress) {
        // Loading a big tree: a bar over the canvas; everything else keeps working.
        const ImVec2 size = ImGui::GetMainViewport()->Size;
        ImGui::SetNextWindowPos({size.x / 2, size.y / 2}, ImGuiCond_Always, {0.5f, 0.5f});
        ImGui::Begin("Loading", nullptr,
                     ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings);
        ImGui::Text(core::translate(state.view.language, "Opening %s: %s…"), loading->path.c_str(),
                    core::translate(state.view.language, loading->progress->phaseName()));
        ImGui::ProgressBar(loading->progress->fraction(), {420, 0});
        ImGui::End();
    }
    // The file questions are modal and begin last. ImGui 1.86 asserts when a window appears
    // after a modal in the frame the modal first appears (it looks for the modal to put the
    // new window behind among those active the frame before): a lesson's progress window and
    // the recovery offer would otherwise meet on the first frame.
    drawDiscardDialog(state);
    ImGui::End();
    ImGui::PopStyleVar(touchStyles);
}

}  // namespace ablab::app

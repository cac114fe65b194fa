#include "gui/frame.h"

#include <imgui.h>

#include <algorithm>

#include "gui/canvas.h"
#include "gui/controls.h"
#include "gui/panels/panels.h"
#include "gui/translated_label.h"

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

}  // namespace

void drawFrame(AppState& state, Window& window, double now, const Loading* loading) {
    const Fonts& fonts = window.fonts();
    syncPractice(state, state.practice);
    const ImGuiViewport* viewport = ImGui::GetMainViewport();
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
    if (!state.view.presentation && stepping) drawToolbar(state);
    drawStatusLine(state, fonts);
    if (!state.view.presentation && stepping) drawTimeline(state);
    if (state.view.presentation) {
        drawCanvas(state, window.canvasRenderer(), now, window.contentScale());
    } else {
        // The canvas on the left, the panels on the right; on a phone held upright (a narrow,
        // tall window) the canvas across the whole width above the panels, which scroll.
        const ImVec2 room = ImGui::GetContentRegionAvail();
        const bool upright = room.x < 640 && room.y > room.x;
        const float panelWidth = upright ? room.x : std::min(420.0f, room.x * 0.34f);
        ImGui::BeginChild("tree", upright ? ImVec2{room.x, room.y * 0.55f} : ImVec2{room.x - panelWidth - 8, 0});
        drawCanvas(state, window.canvasRenderer(), now, window.contentScale());
        ImGui::EndChild();
        if (!upright) ImGui::SameLine();
        ImGui::BeginGroup();
        ImGui::PushStyleColor(ImGuiCol_ChildBg, ImGui::GetStyleColorVec4(ImGuiCol_WindowBg));
        // OPEN and CLOSED are the heart of the level-by-level lesson: beside the tree, above the
        // panels, never scrolled away by them (at most half the column).
        if (state.run->trace->openClosed()) drawOpenClosedBox(state, panelWidth, ImGui::GetContentRegionAvail().y * 0.5f);
        ImGui::BeginChild("panels", {panelWidth, 0}, true);
        ImGui::PopStyleColor();
        if (state.files.focusPath) ImGui::SetNextItemOpen(true);  // Ctrl+O
        if (ImGui::CollapsingHeader(translatedLabel("File", "file").text)) drawFilePanel(state);
        if (ImGui::CollapsingHeader(translatedLabel("Export", "export").text)) drawExportPanel(state);
        if (ImGui::CollapsingHeader(translatedLabel("Practice", "practice").text, state.practice.active ? ImGuiTreeNodeFlags_DefaultOpen : 0))
            drawPracticePanel(state, state.practice);
        // Big trees need the minimap and Find more than small ones.
        if (ImGui::CollapsingHeader(translatedLabel("Navigate", "navigate").text, state.run->tree->size() > 500 ? ImGuiTreeNodeFlags_DefaultOpen : 0))
            drawNavigatePanel(state, window.minimap());
        if (ImGui::CollapsingHeader(translatedLabel("Node", "node").text, ImGuiTreeNodeFlags_DefaultOpen)) drawInspector(state, now);
        if (ImGui::CollapsingHeader(translatedLabel("Window (α, β)", "window").text, ImGuiTreeNodeFlags_DefaultOpen)) drawIntervalLine(state);
        if (ImGui::CollapsingHeader(translatedLabel("Pseudocode", "pseudocode").text, ImGuiTreeNodeFlags_DefaultOpen)) drawPseudocode(state);
        if (state.run->trace->options().algorithm == core::Algorithm::Sss &&
            ImGui::CollapsingHeader(translatedLabel("SSS* OPEN list", "sss-open").text, ImGuiTreeNodeFlags_DefaultOpen))
            drawSssOpenList(state);
        if (ImGui::CollapsingHeader(translatedLabel("Statistics", "statistics").text, ImGuiTreeNodeFlags_DefaultOpen)) drawStatistics(state);
        if (ImGui::CollapsingHeader(translatedLabel("Compare", "compare").text)) drawComparePanel(state);  // runs every algorithm: only when asked
        if (ImGui::CollapsingHeader(translatedLabel("Events", "events").text)) drawEventLog(state);
        if (ImGui::CollapsingHeader(translatedLabel("View", "view").text)) drawViewPanel(state);
        ImGui::EndChild();
        ImGui::EndGroup();
    }
    drawMessage(state, now);
    drawDiscardDialog(state);
    if (loading && loading->progress) {
        // Loading a big tree: a bar over the canvas; everything else keeps working.
        const ImVec2 size = ImGui::GetMainViewport()->Size;
        ImGui::SetNextWindowPos({size.x / 2, size.y / 2}, ImGuiCond_Always, {0.5f, 0.5f});
        ImGui::Begin("Loading", nullptr,
                     ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings);
        ImGui::Text(core::translate("Opening %s: %s…"), loading->path.c_str(), core::translate(loading->progress->phaseName()));
        ImGui::ProgressBar(loading->progress->fraction(), {420, 0});
        ImGui::End();
    }
    ImGui::End();
}

}  // namespace ablab::app

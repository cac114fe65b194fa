// The Live panel: join a live session (`ablab serve`, docs/live.md) as its presenter, and show the
// room how to join: the address, the session code and the QR code, large enough for the back row
// to scan. The questions and the room's answers are under the status line (gui/controls.h's
// drawPredictChoices), where the class looks.
#include <imgui.h>
#include <imgui_stdlib.h>

#include <cmath>

#include "gui/controls.h"
#include "gui/fonts.h"
#include "gui/panels/panels.h"
#include "gui/translated_label.h"
#include "state/app_state.h"
#include "state/live_class.h"
#include "text/translate.h"

namespace ablab::app {

namespace {

// The QR code's rows ('1' dark), each module a square of `module` pixels on a white margin of
// four modules, as the standard asks for a reader to find it.
void drawQrCode(const std::vector<std::string>& rows, float module) {
    const float side = (static_cast<float>(rows.size()) + 8) * module;
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ImDrawList* list = ImGui::GetWindowDrawList();
    list->AddRectFilled(at, {at.x + side, at.y + side}, IM_COL32_WHITE);
    for (std::size_t y = 0; y < rows.size(); ++y)
        for (std::size_t x = 0; x < rows[y].size(); ++x)
            if (rows[y][x] == '1') {
                const ImVec2 min{at.x + (static_cast<float>(x) + 4) * module, at.y + (static_cast<float>(y) + 4) * module};
                list->AddRectFilled(min, {min.x + module, min.y + module}, IM_COL32_BLACK);
            }
    ImGui::Dummy({side, side});
}

}  // namespace

void drawLivePanel(AppState& state, LiveClass& live) {
    const core::Language language = state.view.language;
    if (!live.active) {
        ImGui::TextWrapped(
            "%s", core::translate(language, "Ask the whole room: start `ablab serve`, then join it here with its token."));
        ImGui::InputText(translatedLabel(language, "server", "server").text, &live.typedServer);
        ImGui::InputText(translatedLabel(language, "token", "token").text, &live.typedToken, ImGuiInputTextFlags_Password);
        ImGui::BeginDisabled(live.typedServer.empty() || live.typedToken.empty());
        if (ImGui::Button(core::translate(language, "Present to the room")))
            startPresenting(state, live, live.typedServer, live.typedToken);
        ImGui::EndDisabled();
        if (!live.problem.empty()) ImGui::TextWrapped("%s", live.problem.c_str());
        return;
    }
    if (!live.connected) ImGui::TextDisabled("%s", core::translate(language, "Joining the session…"));
    if (!live.code.empty()) {
        ImGui::TextWrapped(
            "%s",
            core::translate(language, "Join at {join} with the code {code}", {{"join", live.join}, {"code", live.code}}).c_str());
        // About a sixth of the window's height: a phone's camera reads it across a lecture room.
        const float module = std::max(3.0f, ImGui::GetIO().DisplaySize.y / 6 / (static_cast<float>(live.qr.size()) + 8));
        if (!live.qr.empty()) drawQrCode(live.qr, module);
    }
    ImGui::TextUnformatted(
        core::translate(language, "{students} in the room", {{"students", std::to_string(live.students)}}).c_str());
    ImGui::TextUnformatted(predictScore(language, state.predict).c_str());
    // The token is never drawn: the panel is on the projector, and whoever reads the token
    // presents. The answers' address is the one `ablab serve` printed.
    if (!live.code.empty())
        ImGui::TextWrapped("%s",
                           core::translate(language, "The answers: {server}/answers.csv with the token `ablab serve` printed",
                                           {{"server", live.server}})
                               .c_str());
    if (!live.problem.empty()) ImGui::TextWrapped("%s", live.problem.c_str());
    if (ImGui::Button(core::translate(language, live.showJoin ? core::translatable("Put the join card away (J)")
                                                              : core::translatable("Show how to join (J)"))))
        live.showJoin = !live.showJoin;
    if (ImGui::Button(core::translate(language, "Stop presenting"))) stopPresenting(live);
}

void drawJoinCard(AppState& state, const Fonts& fonts) {
    LiveClass& live = state.live;
    if (!live.active || live.code.empty()) return;
    if (!live.showJoin) return;
    const core::Language language = state.view.language;
    const ImVec2 size = ImGui::GetMainViewport()->Size;
    // Half the window's height for the code: a phone's camera reads it from the back of a
    // lecture room; the code and the address in the status line's size beside it.
    const float module = std::max(3.0f, std::floor(size.y * 0.5f / (static_cast<float>(live.qr.size()) + 8)));
    ImGui::SetNextWindowPos({size.x / 2, size.y / 2}, ImGuiCond_Always, {0.5f, 0.5f});
    ImGui::Begin("join-card", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings |
                     ImGuiWindowFlags_NoFocusOnAppearing);
    drawQrCode(live.qr, module);
    ImGui::SameLine();
    ImGui::BeginGroup();
    ImFont* font = fonts.sentenceFont();
    ImGui::PushFont(font);
    ImGui::SetWindowFontScale(statusLineTextSize(state.view, size.y) / font->FontSize);
    ImGui::TextUnformatted(core::translate(language, "Join the class:"));
    ImGui::SetWindowFontScale(2 * statusLineTextSize(state.view, size.y) / font->FontSize);
    ImGui::TextUnformatted(live.code.c_str());
    ImGui::SetWindowFontScale(0.8f * statusLineTextSize(state.view, size.y) / font->FontSize);
    ImGui::TextUnformatted(live.join.c_str());
    ImGui::TextUnformatted(
        core::translate(language, "{students} in the room", {{"students", std::to_string(live.students)}}).c_str());
    ImGui::TextDisabled("%s", core::translate(language, "→ starts the lesson; J shows this again"));
    ImGui::SetWindowFontScale(1.0f);
    ImGui::PopFont();
    ImGui::EndGroup();
    ImGui::End();
}

}  // namespace ablab::app

// Export: the current run, as the canvas shows it, into a picture, a sequence, slides or a
// table (the formats of `ablab export`). A file that exists is replaced only after asking.
#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <string>

#include "state/export_request.h"
#include "gui/panels/panels.h"

namespace ablab::app {

void drawExportPanel(AppState& state) {
    ExportBox& box = state.exportBox;
    const char* formats[] = {"SVG (one step)", "PNG", "PDF (a page per step)", "GIF (animated)", "TikZ / Beamer",
                             "CSV table", "Markdown table", "LaTeX table", "JSON"};
    int format = static_cast<int>(box.format);
    ImGui::SetNextItemWidth(220);
    if (ImGui::Combo("format", &format, formats, IM_ARRAYSIZE(formats))) box.format = static_cast<core::ExportFormat>(format);

    const bool picture = core::isPicture(box.format);
    if (picture) {
        const char* steps[] = {"this step", "the end", "every step", "the cutoffs"};
        int chosen = static_cast<int>(box.steps);
        ImGui::SetNextItemWidth(220);
        if (ImGui::Combo("steps", &chosen, steps, IM_ARRAYSIZE(steps))) box.steps = static_cast<ExportBox::Steps>(chosen);
        int size[2] = {box.width, box.height};
        ImGui::SetNextItemWidth(220);
        if (ImGui::InputInt2("size (px)", size)) {
            box.width = std::clamp(size[0], 64, 8192);
            box.height = std::clamp(size[1], 64, 8192);
        }
        const char* themes[] = {"light", "dark", "projector"};
        int theme = static_cast<int>(box.theme);
        ImGui::SetNextItemWidth(220);
        if (ImGui::Combo("theme", &theme, themes, IM_ARRAYSIZE(themes))) box.theme = static_cast<core::ThemeName>(theme);
        ImGui::Checkbox("labels", &box.scene.labels);
        ImGui::SameLine();
        ImGui::Checkbox("α/β", &box.scene.alphaBeta);
        ImGui::SameLine();
        ImGui::Checkbox("values", &box.scene.values);
        ImGui::SameLine();
        ImGui::Checkbox("caption", &box.scene.caption);
    }

    ImGui::SetNextItemWidth(-1);
    ImGui::InputTextWithHint("##export-path", suggestedExportPath(state, box).c_str(), &box.path);
    if (box.running.valid()) {
        // The export draws on a thread of its own; the window keeps answering meanwhile.
        const core::ExportProgress& progress = *box.progress;
        const std::size_t total = std::max<std::size_t>(progress.pictures, 1);
        ImGui::ProgressBar(static_cast<float>(progress.picturesDrawn) / static_cast<float>(total), ImVec2(-1, 0),
                           progress.pictures > 1 ? (std::to_string(progress.picturesDrawn) + " of " +
                                                    std::to_string(progress.pictures) + " pictures").c_str()
                                                 : "exporting");
        return;
    }
    if (ImGui::Button("export")) state.message = startExport(state, box, false);
    if (!box.toReplace.empty()) {
        ImGui::SameLine();
        if (ImGui::Button("replace")) state.message = startExport(state, box, true);
        ImGui::SameLine();
        if (ImGui::Button("keep them")) {
            box.toReplace.clear();
            state.message = "nothing was exported";
        }
    }
}

}  // namespace ablab::app

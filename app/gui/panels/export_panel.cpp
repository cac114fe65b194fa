// Export: the current run, as the canvas shows it, into a picture, a sequence, slides or a
// table (the formats of `ablab export`). A file that exists is replaced only after asking.
#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <string>

#include "state/export_request.h"
#include "state/practice.h"
#include "gui/panels/panels.h"
#include "gui/touch_style.h"
#include "gui/translated_label.h"
#include "text/translate.h"

namespace ablab::app {

void drawExportPanel(AppState& state) {
    ExportBox& box = state.exportBox;
    if (const std::string held = heldBackWhilePractising(state, HeldBack::Export); !held.empty() && !box.running.valid()) {
        ImGui::TextWrapped("%s", held.c_str());
        return;
    }
    const char* formats[] = {core::translate("SVG (one step)"),
                             "PNG",
                             core::translate("PDF (a page per step)"),
                             core::translate("GIF (animated)"),
                             "TikZ / Beamer",
                             core::translate("PowerPoint (a slide per step)"),
                             core::translate("CSV table"),
                             core::translate("Markdown table"),
                             core::translate("LaTeX table"),
                             "JSON"};
    // Only the formats this build writes: the browser's has no PNG, PDF, GIF or PowerPoint (its
    // page saves the canvas as a PNG instead).
    if (!core::exportFormatAvailable(box.format)) box.format = core::ExportFormat::Svg;
    ImGui::SetNextItemWidth(220);
    if (ImGui::BeginCombo(translatedLabel("format", "format").text, formats[static_cast<int>(box.format)])) {
        for (int i = 0; i < IM_ARRAYSIZE(formats); ++i) {
            const auto format = static_cast<core::ExportFormat>(i);
            if (core::exportFormatAvailable(format) &&
                ImGui::Selectable(formats[i], format == box.format, ImGuiSelectableFlags_None, {0, listRowHeight()}))
                box.format = format;
        }
        ImGui::EndCombo();
    }

    const bool picture = core::isPicture(box.format);
    if (picture) {
        const char* steps[] = {core::translate("this step"), core::translate("the end"), core::translate("every step"),
                               core::translate("the cutoffs")};
        int chosen = static_cast<int>(box.steps);
        ImGui::SetNextItemWidth(220);
        if (ImGui::Combo(translatedLabel("steps", "steps").text, &chosen, steps, IM_ARRAYSIZE(steps)))
            box.steps = static_cast<ExportBox::Steps>(chosen);
        int size[2] = {box.width, box.height};
        ImGui::SetNextItemWidth(220);
        if (ImGui::InputInt2(translatedLabel("size (px)", "size").text, size)) {
            box.width = std::clamp(size[0], 64, 8192);
            box.height = std::clamp(size[1], 64, 8192);
        }
        const char* themes[] = {core::translate("light"), core::translate("dark"), core::translate("projector")};
        int theme = static_cast<int>(box.theme);
        ImGui::SetNextItemWidth(220);
        if (ImGui::Combo(translatedLabel("theme", "theme").text, &theme, themes, IM_ARRAYSIZE(themes)))
            box.theme = static_cast<core::ThemeName>(theme);
        ImGui::Checkbox(translatedLabel("labels", "labels").text, &box.scene.labels);
        ImGui::SameLine();
        ImGui::Checkbox("α/β", &box.scene.alphaBeta);
        ImGui::SameLine();
        ImGui::Checkbox(translatedLabel("values", "values").text, &box.scene.values);
        ImGui::SameLine();
        ImGui::Checkbox(translatedLabel("caption", "caption").text, &box.scene.caption);
    }
    if (box.format == core::ExportFormat::Pptx) {
        ImGui::Checkbox(translatedLabel("trace table at the end", "handout").text, &box.handout);
        ImGui::SameLine();
        ImGui::Checkbox(translatedLabel("one event per click", "build").text, &box.build);
    }

    ImGui::SetNextItemWidth(-1);
    ImGui::InputTextWithHint("##export-path", suggestedExportPath(state, box).c_str(), &box.path);
    if (box.running.valid()) {
        // The export draws on a thread of its own; the window keeps answering meanwhile.
        const core::ExportProgress& progress = *box.progress;
        const std::size_t total = std::max<std::size_t>(progress.pictures, 1);
        ImGui::ProgressBar(static_cast<float>(progress.picturesDrawn) / static_cast<float>(total), ImVec2(-1, 0),
                           progress.pictures > 1 ? core::translate("{drawn} of {total} pictures",
                                                                   {{"drawn", std::to_string(progress.picturesDrawn)},
                                                                    {"total", std::to_string(progress.pictures)}})
                                                       .c_str()
                                                 : core::translate("exporting"));
        return;
    }
    if (ImGui::Button(translatedLabel("export", "export").text)) state.message = startExport(state, box, false);
    if (!box.toReplace.empty()) {
        ImGui::SameLine();
        if (ImGui::Button(core::translate("replace"))) state.message = startExport(state, box, true);
        ImGui::SameLine();
        if (ImGui::Button(core::translate("keep them"))) {
            box.toReplace.clear();
            state.message = core::translate("nothing was exported");
        }
    }
}

}  // namespace ablab::app

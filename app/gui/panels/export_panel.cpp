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
    const char* formats[] = {core::translate(state.view.language, "SVG (one step)"),
                             "PNG",
                             core::translate(state.view.language, "PDF (a page per step)"),
                             core::translate(state.view.language, "GIF (animated)"),
                             "TikZ / Beamer",
                             core::translate(state.view.language, "PowerPoint (a slide per step)"),
                             core::translate(state.view.language, "CSV table"),
                             core::translate(state.view.language, "Markdown table"),
                             core::translate(state.view.language, "LaTeX table"),
                             "JSON"};
    // Only the formats this build writes: the browser's has no PNG, PDF, GIF or PowerPoint (its
    // page saves the canvas as a PNG instead).
    if (!core::exportFormatAvailable(box.format)) box.format = core::ExportFormat::Svg;
    ImGui::SetNextItemWidth(220);
    if (ImGui::BeginCombo(translatedLabel(state.view.language, "format", "format").text, formats[static_cast<int>(box.format)])) {
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
        const char* steps[] = {core::translate(state.view.language, "this step"), core::translate(state.view.language, "the end"),
                               core::translate(state.view.language, "every step"),
                               core::translate(state.view.language, "the cutoffs")};
        int chosen = static_cast<int>(box.steps);
        ImGui::SetNextItemWidth(220);
        if (ImGui::Combo(translatedLabel(state.view.language, "steps", "steps").text, &chosen, steps, IM_ARRAYSIZE(steps)))
            box.steps = static_cast<ExportBox::Steps>(chosen);
        int size[2] = {box.width, box.height};
        ImGui::SetNextItemWidth(220);
        if (ImGui::InputInt2(translatedLabel(state.view.language, "size (px)", "size").text, size)) {
            box.width = std::clamp(size[0], 64, 8192);
            box.height = std::clamp(size[1], 64, 8192);
        }
        const char* themes[] = {core::translate(state.view.language, "light"), core::translate(state.view.language, "dark"),
                                core::translate(state.view.language, "projector")};
        int theme = static_cast<int>(box.theme);
        ImGui::SetNextItemWidth(220);
        if (ImGui::Combo(translatedLabel(state.view.language, "theme", "theme").text, &theme, themes, IM_ARRAYSIZE(themes)))
            box.theme = static_cast<core::ThemeName>(theme);
        ImGui::Checkbox(translatedLabel(state.view.language, "labels", "labels").text, &box.scene.labels);
        ImGui::SameLine();
        ImGui::Checkbox("α/β", &box.scene.alphaBeta);
        ImGui::SameLine();
        ImGui::Checkbox(translatedLabel(state.view.language, "values", "values").text, &box.scene.values);
        ImGui::SameLine();
        ImGui::Checkbox(translatedLabel(state.view.language, "caption", "caption").text, &box.scene.caption);
    }
    if (box.format == core::ExportFormat::Pdf)
        ImGui::Checkbox(translatedLabel(state.view.language, "six steps to a page (a handout)", "stages").text, &box.stages);
    if (box.format == core::ExportFormat::Pptx) {
        ImGui::Checkbox(translatedLabel(state.view.language, "trace table at the end", "handout").text, &box.handout);
        ImGui::SameLine();
        ImGui::Checkbox(translatedLabel(state.view.language, "one event per click", "build").text, &box.build);
    }

    ImGui::SetNextItemWidth(-1);
    ImGui::InputTextWithHint("##export-path", suggestedExportPath(state, box).c_str(), &box.path);
    if (box.running.valid()) {
        // The export draws on a thread of its own; the window keeps answering meanwhile.
        const core::ExportProgress& progress = *box.progress;
        const std::size_t total = std::max<std::size_t>(progress.pictures, 1);
        ImGui::ProgressBar(static_cast<float>(progress.picturesDrawn) / static_cast<float>(total), ImVec2(-1, 0),
                           progress.pictures > 1 ? core::translate(state.view.language, "{drawn} of {total} pictures",
                                                                   {{"drawn", std::to_string(progress.picturesDrawn)},
                                                                    {"total", std::to_string(progress.pictures)}})
                                                       .c_str()
                                                 : core::translate(state.view.language, "exporting"));
        return;
    }
    if (ImGui::Button(translatedLabel(state.view.language, "export", "export").text))
        state.message = startExport(state, box, false);
    if (!box.toReplace.empty()) {
        ImGui::SameLine();
        if (ImGui::Button(core::translate(state.view.language, "replace"))) state.message = startExport(state, box, true);
        ImGui::SameLine();
        if (ImGui::Button(core::translate(state.view.language, "keep them"))) {
            box.toReplace.clear();
            state.message = core::translate(state.view.language, "nothing was exported");
        }
    }
}

}  // namespace ablab::app

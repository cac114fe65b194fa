// The Predict panel: start and stop predict mode, which kinds of question are asked and how
// often, and the score so far. The questions themselves are asked under the status line
// (gui/controls.h's drawPredictChoices), where the class looks.
#include <imgui.h>

#include "gui/panels/panels.h"
#include "gui/translated_label.h"
#include "state/predict.h"
#include "text/translate.h"

namespace ablab::app {

namespace {

// The kinds' names on their check boxes, in core's order (teaching/predict.h's kQuestionKinds).
constexpr const char* kKindNames[] = {
    core::translatable("which leaf is next"),  core::translatable("does α or β change"),
    core::translatable("is there a cutoff"),   core::translatable("which children are never looked at"),
    core::translatable("what a node returns"),
};
static_assert(std::size(kKindNames) == std::size(core::kQuestionKinds));

}  // namespace

void drawPredictPanel(AppState& state, Predicting& predicting) {
    const core::Language language = state.view.language;
    if (!predicting.active) {
        ImGui::TextWrapped(
            "%s", core::translate(language, "Say what happens next: stepping stops before each question until you answer it."));
        if (ImGui::Button(core::translate(language, "Predict on this tree"))) startPredicting(state, predicting);
    } else {
        ImGui::TextUnformatted(predictScore(language, predicting).c_str());
        if (ImGui::Button(core::translate(language, "Stop predicting"))) stopPredicting(predicting);
    }
    // A change of what is asked asks the run anew, from step 0.
    bool changed = false;
    ImGui::TextUnformatted(core::translate(language, "Ask:"));
    for (std::size_t k = 0; k < std::size(kKindNames); ++k)
        changed |=
            ImGui::Checkbox(translatedLabel(language, kKindNames[k], core::questionKindCode(core::kQuestionKinds[k]).data()).text,
                            &predicting.options.asked[k]);
    int every = static_cast<int>(predicting.options.every);
    ImGui::SetNextItemWidth(8 * ImGui::GetFontSize());
    if (ImGui::SliderInt(translatedLabel(language, "ask one time in", "every").text, &every, 1, 5)) {
        predicting.options.every = static_cast<std::size_t>(every);
        changed = true;
    }
    if (changed && predicting.active) startPredicting(state, predicting);
}

}  // namespace ablab::app

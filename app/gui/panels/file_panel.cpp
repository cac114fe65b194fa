// Files: open a path (typed, dropped on the window, or from the Examples list), save (Ctrl+S,
// atomically), save as, or type a shorthand tree. What each button does, and every question it
// asks, is in state/file_actions.h; this file only draws them.
#include <imgui.h>
#include <imgui_stdlib.h>

#include "files/lecture_library.h"
#include "files/tree_file.h"
#include "gui/beside_if_fits.h"
#include "gui/panels/panels.h"
#include "gui/touch_style.h"
#include "gui/translated_label.h"
#include "gui/wrapped_text.h"
#include "state/file_actions.h"
#include "state/practice.h"
#include "state/recovery.h"
#include "text/translate.h"

namespace ablab::app {

void drawFilePanel(AppState& state) {
    if (!state.files.examplesRead) {
        state.files.examples = core::readLectureLibrary(ABLAB_TREES_DIR);
        state.files.examplesRead = true;
    }
    // Lessons and titles in the chosen language (English where a file gives no other).
    if (ImGui::BeginCombo(core::translate("examples"), core::translate("open a lecture example"), ImGuiComboFlags_HeightLarge)) {
        for (const core::Lesson& lesson : state.files.examples) {
            ImGui::TextDisabled("%s", lesson.title.text().c_str());
            ImGui::Indent();
            for (const core::LectureExample& example : lesson.examples) {
                ImGui::PushID(example.path.c_str());
                if (ImGui::Selectable(example.title.text().c_str(), false, ImGuiSelectableFlags_None, {0, listRowHeight()}))
                    requestOpen(state, example.path);
                ImGui::PopID();
            }
            ImGui::Unindent();
        }
        ImGui::EndCombo();
    }
    if (state.run->tree && !state.run->tree->info().title.empty()) {
        textWrappedInAnyLanguage(state.run->tree->info().title.text());
        if (const std::string held = heldBackWhilePractising(state, HeldBack::Description); !held.empty())
            textWrappedInAnyLanguage(held, true);
        else textWrappedInAnyLanguage(state.run->tree->info().description.text(), true);
    }
    ImGui::TextDisabled("%s", core::translate("tree:"));
    ImGui::SameLine();
    ImGui::TextUnformatted(state.path.empty() ? core::translate("untitled") : state.path.c_str());
    ImGui::SameLine();
    ImGui::TextDisabled("%s", state.readOnly       ? core::translate("(read-only)")
                              : state.dirty        ? core::translate("unsaved edits")
                              : state.path.empty() ? ""
                                                   : core::translate("saved"));
    if (state.files.focusPath) {
        ImGui::SetKeyboardFocusHere();
        state.files.focusPath = false;
    }
    if (ImGui::InputTextWithHint(core::translate("path"), core::translate("a file to open"), &state.files.path,
                                 ImGuiInputTextFlags_EnterReturnsTrue))
        requestOpen(state, state.files.path);
    if (ImGui::Button(core::translate("open (Ctrl+O)"))) requestOpen(state, state.files.path);
    besideIfFits(core::translate("new"));
    if (ImGui::Button(core::translate("new"))) requestNew(state);
    besideIfFits(core::translate("save (Ctrl+S)"));
    if (ImGui::Button(core::translate("save (Ctrl+S)"))) requestSave(state);
    besideIfFits(core::translate("save as…"));
    if (ImGui::Button(core::translate("save as…"))) requestSaveAs(state);
    if (!state.files.recent.empty() && state.files.recent != state.path) {
        ImGui::TextDisabled("%s", core::translate("last time:"));
        ImGui::SameLine();
        if (inlineButton(state.files.recent.c_str())) requestOpen(state, state.files.recent);
    }

    ImGui::InputTextWithHint(translatedLabel("tree", "shorthand").text, "[[3, 12, 8], [2, 4, 6]]", &state.files.shorthand);
    besideIfFits(core::translate("use"));
    if (ImGui::Button(core::translate("use"))) requestTypedTree(state, state.files.shorthand);  // a new untitled tree
}

void drawDiscardDialog(AppState& state) {
    using Stage = FileBox::Stage;
    FileBox& files = state.files;
    if (files.stage == Stage::Idle) return;
    // The popup's ID stays the same in every language (###), so switching language keeps it open.
    const LabelText titleText = files.stage == Stage::ConfirmDiscard  ? translatedLabel("Unsaved edits", "discard")
                                : files.stage == Stage::SaveAs        ? translatedLabel("Save as", "saveas")
                                : files.stage == Stage::ChangedOnDisk ? translatedLabel("Changed on disk", "changed")
                                : files.stage == Stage::OfferRecovery ? translatedLabel("Unsaved edits from last time", "recover")
                                                                      : translatedLabel("Replace the file?", "replace");
    const char* title = titleText.text;
    if (!ImGui::IsPopupOpen(title)) ImGui::OpenPopup(title);
    if (!ImGui::BeginPopupModal(title, nullptr, ImGuiWindowFlags_AlwaysAutoResize)) return;
    const Stage shown = files.stage;
    switch (shown) {
    case Stage::ConfirmDiscard:
        ImGui::TextUnformatted(core::translate("This tree has edits that are not saved. Drop them?"));
        if (ImGui::Button(core::translate("save first"))) saveFirstAndContinue(state);
        ImGui::SameLine();
        if (ImGui::Button(core::translate("drop them"))) dropEditsAndContinue(state);
        ImGui::SameLine();
        if (ImGui::Button(core::translate("cancel"))) cancelFileQuestion(state);
        break;
    case Stage::SaveAs:
        ImGui::TextUnformatted(core::translate("Save the tree as a new file:"));
        if (!state.message.empty()) ImGui::TextColored({0.84f, 0.37f, 0.0f, 1.0f}, "%s", state.message.c_str());
        if (ImGui::IsWindowAppearing()) ImGui::SetKeyboardFocusHere();
        ImGui::SetNextItemWidth(420);
        if (ImGui::InputTextWithHint("##saveas", "path/to/tree.json", &files.saveAsPath, ImGuiInputTextFlags_EnterReturnsTrue) ||
            ImGui::Button(core::translate("save")))
            saveAs(state, files.saveAsPath);
        ImGui::SameLine();
        if (ImGui::Button(core::translate("cancel"))) cancelFileQuestion(state);
        break;
    case Stage::ConfirmReplace:
        ImGui::TextUnformatted(
            core::translate("{path} exists. Replace it with this tree?", {{"path", files.saveAsPath}}).c_str());
        if (ImGui::Button(core::translate("replace"))) replaceAndContinue(state);
        ImGui::SameLine();
        if (ImGui::Button(core::translate("choose another name"))) files.stage = Stage::SaveAs;
        ImGui::SameLine();
        if (ImGui::Button(core::translate("cancel"))) cancelFileQuestion(state);
        break;
    case Stage::ChangedOnDisk:
        ImGui::TextUnformatted(
            core::translate("{path} changed on disk since it was opened here (another window or program saved it).",
                            {{"path", state.path}})
                .c_str());
        if (ImGui::Button(core::translate("keep both"))) keepBothVersions(state);
        ImGui::SameLine();
        if (ImGui::Button(core::translate("overwrite"))) overwriteChangedFile(state);
        ImGui::SameLine();
        if (ImGui::Button(core::translate("reload it"))) reloadChangedFile(state);
        ImGui::SameLine();
        if (ImGui::Button(core::translate("cancel"))) cancelFileQuestion(state);
        break;
    case Stage::OfferRecovery:
        ImGui::TextUnformatted(core::translate("The window ended with edits to {path} that were not saved. Recover them?",
                                               {{"path", files.thenPath.empty() ? core::translate("untitled") : files.thenPath}})
                                   .c_str());
        if (ImGui::Button(core::translate("recover"))) recoverEdits(state);
        ImGui::SameLine();
        if (ImGui::Button(core::translate("discard them"))) discardRecovery(state);
        break;
    case Stage::Idle: break;
    }
    if (files.stage != shown) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
}

}  // namespace ablab::app

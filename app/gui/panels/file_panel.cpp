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
    if (ImGui::BeginCombo(core::translate(state.view.language, "examples"),
                          core::translate(state.view.language, "open a lecture example"), ImGuiComboFlags_HeightLarge)) {
        for (const core::Lesson& lesson : state.files.examples) {
            ImGui::TextDisabled("%s", lesson.title.in(state.view.language).c_str());
            ImGui::Indent();
            for (const core::LectureExample& example : lesson.examples) {
                ImGui::PushID(example.path.c_str());
                if (ImGui::Selectable(example.title.in(state.view.language).c_str(), false, ImGuiSelectableFlags_None,
                                      {0, listRowHeight()}))
                    requestOpen(state, example.path);
                ImGui::PopID();
            }
            ImGui::Unindent();
        }
        ImGui::EndCombo();
    }
    if (state.run->tree && !state.run->tree->info().title.empty()) {
        textWrappedInAnyLanguage(state.run->tree->info().title.in(state.view.language));
        if (const std::string held = heldBackWhilePractising(state, HeldBack::Description); !held.empty())
            textWrappedInAnyLanguage(held, true);
        else textWrappedInAnyLanguage(state.run->tree->info().description.in(state.view.language), true);
    }
    ImGui::TextDisabled("%s", core::translate(state.view.language, "tree:"));
    ImGui::SameLine();
    ImGui::TextUnformatted(state.path.empty() ? core::translate(state.view.language, "untitled") : state.path.c_str());
    ImGui::SameLine();
    ImGui::TextDisabled("%s", state.readOnly       ? core::translate(state.view.language, "(read-only)")
                              : state.dirty        ? core::translate(state.view.language, "unsaved edits")
                              : state.path.empty() ? ""
                                                   : core::translate(state.view.language, "saved"));
    if (state.files.focusPath) {
        ImGui::SetKeyboardFocusHere();
        state.files.focusPath = false;
    }
    if (ImGui::InputTextWithHint(core::translate(state.view.language, "path"),
                                 core::translate(state.view.language, "a file to open"), &state.files.path,
                                 ImGuiInputTextFlags_EnterReturnsTrue))
        requestOpen(state, state.files.path);
    if (ImGui::Button(core::translate(state.view.language, "open (Ctrl+O)"))) requestOpen(state, state.files.path);
    besideIfFits(core::translate(state.view.language, "new"));
    if (ImGui::Button(core::translate(state.view.language, "new"))) requestNew(state);
    besideIfFits(core::translate(state.view.language, "save (Ctrl+S)"));
    if (ImGui::Button(core::translate(state.view.language, "save (Ctrl+S)"))) requestSave(state);
    besideIfFits(core::translate(state.view.language, "save as…"));
    if (ImGui::Button(core::translate(state.view.language, "save as…"))) requestSaveAs(state);
    if (!state.files.recent.empty() && state.files.recent != state.path) {
        ImGui::TextDisabled("%s", core::translate(state.view.language, "last time:"));
        ImGui::SameLine();
        if (inlineButton(state.files.recent.c_str())) requestOpen(state, state.files.recent);
    }

    ImGui::InputTextWithHint(translatedLabel(state.view.language, "tree", "shorthand").text, "[[3, 12, 8], [2, 4, 6]]",
                             &state.files.shorthand);
    besideIfFits(core::translate(state.view.language, "use"));
    if (ImGui::Button(core::translate(state.view.language, "use")))
        requestTypedTree(state, state.files.shorthand);  // a new untitled tree
}

void drawDiscardDialog(AppState& state) {
    using Stage = FileBox::Stage;
    FileBox& files = state.files;
    if (files.stage == Stage::Idle) return;
    // The popup's ID stays the same in every language (###), so switching language keeps it open.
    const LabelText titleText =
        files.stage == Stage::ConfirmDiscard  ? translatedLabel(state.view.language, "Unsaved edits", "discard")
        : files.stage == Stage::SaveAs        ? translatedLabel(state.view.language, "Save as", "saveas")
        : files.stage == Stage::ChangedOnDisk ? translatedLabel(state.view.language, "Changed on disk", "changed")
        : files.stage == Stage::OfferRecovery ? translatedLabel(state.view.language, "Unsaved edits from last time", "recover")
                                              : translatedLabel(state.view.language, "Replace the file?", "replace");
    const char* title = titleText.text;
    if (!ImGui::IsPopupOpen(title)) ImGui::OpenPopup(title);
    if (!ImGui::BeginPopupModal(title, nullptr, ImGuiWindowFlags_AlwaysAutoResize)) return;
    const Stage shown = files.stage;
    switch (shown) {
    case Stage::ConfirmDiscard:
        ImGui::TextUnformatted(core::translate(state.view.language, "This tree has edits that are not saved. Drop them?"));
        if (ImGui::Button(core::translate(state.view.language, "save first"))) saveFirstAndContinue(state);
        ImGui::SameLine();
        if (ImGui::Button(core::translate(state.view.language, "drop them"))) dropEditsAndContinue(state);
        ImGui::SameLine();
        if (ImGui::Button(core::translate(state.view.language, "cancel"))) cancelFileQuestion(state);
        break;
    case Stage::SaveAs:
        ImGui::TextUnformatted(core::translate(state.view.language, "Save the tree as a new file:"));
        if (!state.message.empty()) ImGui::TextColored({0.84f, 0.37f, 0.0f, 1.0f}, "%s", state.message.c_str());
        if (ImGui::IsWindowAppearing()) ImGui::SetKeyboardFocusHere();
        ImGui::SetNextItemWidth(420);
        if (ImGui::InputTextWithHint("##saveas", "path/to/tree.json", &files.saveAsPath, ImGuiInputTextFlags_EnterReturnsTrue) ||
            ImGui::Button(core::translate(state.view.language, "save")))
            saveAs(state, files.saveAsPath);
        ImGui::SameLine();
        if (ImGui::Button(core::translate(state.view.language, "cancel"))) cancelFileQuestion(state);
        break;
    case Stage::ConfirmReplace:
        ImGui::TextUnformatted(
            core::translate(state.view.language, "{path} exists. Replace it with this tree?", {{"path", files.saveAsPath}})
                .c_str());
        if (ImGui::Button(core::translate(state.view.language, "replace"))) replaceAndContinue(state);
        ImGui::SameLine();
        if (ImGui::Button(core::translate(state.view.language, "choose another name"))) files.stage = Stage::SaveAs;
        ImGui::SameLine();
        if (ImGui::Button(core::translate(state.view.language, "cancel"))) cancelFileQuestion(state);
        break;
    case Stage::ChangedOnDisk:
        ImGui::TextUnformatted(
            core::translate(state.view.language,
                            "{path} changed on disk since it was opened here (another window or program saved it).",
                            {{"path", state.path}})
                .c_str());
        if (ImGui::Button(core::translate(state.view.language, "keep both"))) keepBothVersions(state);
        ImGui::SameLine();
        if (ImGui::Button(core::translate(state.view.language, "overwrite"))) overwriteChangedFile(state);
        ImGui::SameLine();
        if (ImGui::Button(core::translate(state.view.language, "reload it"))) reloadChangedFile(state);
        ImGui::SameLine();
        if (ImGui::Button(core::translate(state.view.language, "cancel"))) cancelFileQuestion(state);
        break;
    case Stage::OfferRecovery:
        ImGui::TextUnformatted(
            core::translate(
                state.view.language, "The window ended with edits to {path} that were not saved. Recover them?",
                {{"path", !files.recovery || files.recovery->path.empty() ? core::translate(state.view.language, "untitled")
                                                                          : files.recovery->path}})
                .c_str());
        if (ImGui::Button(core::translate(state.view.language, "recover"))) recoverEdits(state);
        ImGui::SameLine();
        if (ImGui::Button(core::translate(state.view.language, "discard them"))) discardRecovery(state);
        break;
    case Stage::Idle: break;
    }
    if (files.stage != shown) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
}

}  // namespace ablab::app

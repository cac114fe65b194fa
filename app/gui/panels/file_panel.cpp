// Files: open a path (typed, dropped on the window, or from the Examples list), save (Ctrl+S,
// atomically), save as, or type a shorthand tree. What each button does, and every question it
// asks, is in state/file_actions.h; this file only draws them.
#include <imgui.h>
#include <imgui_stdlib.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <nlohmann/json.hpp>

#include "files/tree_file.h"
#include "gui/panels/panels.h"
#include "state/file_actions.h"
#include "text/translate.h"

namespace ablab::app {

namespace {

// The lecture library in lesson order, from trees/index.json beside the sources.
std::vector<std::pair<std::string, std::string>> examples() {
    std::vector<std::pair<std::string, std::string>> list;
    const std::filesystem::path folder = ABLAB_TREES_DIR;
    std::ifstream in(folder / "index.json");
    if (!in) return list;
    const auto index = nlohmann::json::parse(in, nullptr, false);
    if (index.is_discarded()) return list;
    // index.json: {"lessons": [{"title": …, "files": [...]}, …]} or a plain list of files.
    std::function<void(const nlohmann::json&)> collect = [&](const nlohmann::json& j) {
        if (j.is_string() && j.get<std::string>().ends_with(".json")) {
            const auto file = folder / j.get<std::string>();
            try {
                list.emplace_back(core::loadTreeFile(file.string()).info().title, file.string());
            } catch (const std::exception&) {
            }
        } else if (j.is_array() || j.is_object()) {
            for (const auto& item : j) collect(item);
        }
    };
    collect(index);
    return list;
}

}  // namespace

void drawFilePanel(AppState& state) {
    if (!state.files.examplesRead) {
        state.files.examples = examples();
        state.files.examplesRead = true;
    }
    if (ImGui::BeginCombo(core::translate("examples"), core::translate("open a lecture example"))) {
        for (const auto& [title, file] : state.files.examples)
            if (ImGui::Selectable(title.c_str())) requestOpen(state, file);
        ImGui::EndCombo();
    }
    ImGui::TextDisabled("tree:");
    ImGui::SameLine();
    ImGui::TextUnformatted(state.path.empty() ? "untitled" : state.path.c_str());
    ImGui::SameLine();
    ImGui::TextDisabled("%s", state.readOnly ? "(read-only)" : state.dirty ? core::translate("unsaved edits") : state.path.empty() ? "" : core::translate("saved"));
    if (state.files.focusPath) {
        ImGui::SetKeyboardFocusHere();
        state.files.focusPath = false;
    }
    if (ImGui::InputTextWithHint(core::translate("path"), "a file to open", &state.files.path, ImGuiInputTextFlags_EnterReturnsTrue))
        requestOpen(state, state.files.path);
    if (ImGui::Button(core::translate("open (Ctrl+O)"))) requestOpen(state, state.files.path);
    ImGui::SameLine();
    if (ImGui::Button(core::translate("new"))) requestNew(state);
    ImGui::SameLine();
    if (ImGui::Button(core::translate("save (Ctrl+S)"))) requestSave(state);
    ImGui::SameLine();
    if (ImGui::Button("save as…")) requestSaveAs(state);
    if (!state.files.recent.empty() && state.files.recent != state.path) {
        ImGui::TextDisabled("%s", core::translate("last time:"));
        ImGui::SameLine();
        if (ImGui::SmallButton(state.files.recent.c_str())) requestOpen(state, state.files.recent);
    }

    ImGui::InputTextWithHint("tree", "[[3, 12, 8], [2, 4, 6]]", &state.files.shorthand);
    ImGui::SameLine();
    if (ImGui::Button(core::translate("use"))) requestTypedTree(state, state.files.shorthand);  // a new untitled tree
}

void drawDiscardDialog(AppState& state) {
    using Stage = FileBox::Stage;
    FileBox& files = state.files;
    const char* title = files.stage == Stage::ConfirmDiscard ? core::translate("Unsaved edits")
                        : files.stage == Stage::SaveAs       ? "Save as"
                        : files.stage == Stage::ConfirmReplace ? "Replace the file?"
                                                               : nullptr;
    if (!title) return;
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
        ImGui::TextUnformatted("Save the tree as a new file:");
        if (!state.message.empty()) ImGui::TextColored({0.84f, 0.37f, 0.0f, 1.0f}, "%s", state.message.c_str());
        if (ImGui::IsWindowAppearing()) ImGui::SetKeyboardFocusHere();
        ImGui::SetNextItemWidth(420);
        if (ImGui::InputTextWithHint("##saveas", "path/to/tree.json", &files.saveAsPath, ImGuiInputTextFlags_EnterReturnsTrue) ||
            ImGui::Button("save"))
            saveAs(state, files.saveAsPath);
        ImGui::SameLine();
        if (ImGui::Button(core::translate("cancel"))) cancelFileQuestion(state);
        break;
    case Stage::ConfirmReplace:
        ImGui::Text("%s exists. Replace it with this tree?", files.saveAsPath.c_str());
        if (ImGui::Button("replace")) replaceAndContinue(state);
        ImGui::SameLine();
        if (ImGui::Button("choose another name")) files.stage = Stage::SaveAs;
        ImGui::SameLine();
        if (ImGui::Button(core::translate("cancel"))) cancelFileQuestion(state);
        break;
    case Stage::Idle: break;
    }
    if (files.stage != shown) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
}

}  // namespace ablab::app

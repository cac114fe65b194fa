// Files: open a path (typed, dropped on the window, or from the Examples list), save (Ctrl+S,
// atomically), or type a shorthand tree. Unsaved edits are never dropped without asking, and a
// file that fails to load shows its error while the current tree stays.
#include <imgui.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <nlohmann/json.hpp>

#include "cli/arguments.h"
#include "gui/panels/panels.h"
#include "gui/translated_label.h"
#include "text/translate.h"
#include "files/tree_file.h"

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

// Hands the file to the window's background loader; the current tree stays until it is ready.
void openNow(AppState& state, const std::string& path) {
    if (path.empty()) {
        state.message = core::translate("type a file name in the path box first");
        return;
    }
    state.files.toLoad = path;
    state.files.path = path;
}

}  // namespace

void requestOpen(AppState& state, const std::string& path) {
    if (state.dirty) state.files.pendingOpen = path;
    else openNow(state, path);
}

namespace {

// A new tree is the smallest one with a cutoff, ready to be edited into the one wanted.
void startNewTree(AppState& state) {
    openTree(state, core::parseTree("[[4, 6], [3, 1]]", "a new tree"), "");
    state.files.path.clear();
}

}  // namespace

void requestNew(AppState& state) {
    if (state.dirty) state.files.pendingNew = true;
    else startNewTree(state);
}

void saveTree(AppState& state) {
    const std::string path = state.files.path.empty() ? state.path : state.files.path;
    if (path.empty()) {
        state.message = core::translate("type a file name in the path box first");
        return;
    }
    try {
        core::saveTreeFile(*state.tree, path);
        markSaved(state, path);
        state.message = core::translate("saved {file}", {{"file", path}});
    } catch (const std::exception& e) {
        state.message = e.what();
    }
}

void drawFilePanel(AppState& state) {
    if (!state.files.examplesRead) {
        state.files.examples = examples();
        state.files.examplesRead = true;
    }
    if (ImGui::BeginCombo(translatedLabel("examples", "examples").text, core::translate("open a lecture example"))) {
        for (const auto& [title, file] : state.files.examples)
            if (ImGui::Selectable(title.c_str())) requestOpen(state, file);
        ImGui::EndCombo();
    }
    char path[1024];
    std::snprintf(path, sizeof path, "%s", state.files.path.c_str());
    if (state.files.focusPath) {
        ImGui::SetKeyboardFocusHere();
        state.files.focusPath = false;
    }
    if (ImGui::InputText(translatedLabel("path", "path").text, path, sizeof path, ImGuiInputTextFlags_EnterReturnsTrue)) {
        state.files.path = path;
        requestOpen(state, state.files.path);
    } else if (ImGui::IsItemEdited()) {
        state.files.path = path;
    }
    if (ImGui::Button(core::translate("open (Ctrl+O)"))) requestOpen(state, state.files.path);
    ImGui::SameLine();
    if (ImGui::Button(core::translate("new"))) requestNew(state);
    ImGui::SameLine();
    if (ImGui::Button(core::translate("save (Ctrl+S)"))) saveTree(state);
    ImGui::SameLine();
    ImGui::TextDisabled("%s", state.dirty ? core::translate("unsaved edits") : core::translate("saved"));
    if (!state.files.recent.empty() && state.files.recent != state.path) {
        ImGui::TextDisabled("%s", core::translate("last time:"));
        ImGui::SameLine();
        if (ImGui::SmallButton(state.files.recent.c_str())) requestOpen(state, state.files.recent);
    }

    char text[2048];
    std::snprintf(text, sizeof text, "%s", state.files.shorthand.c_str());
    if (ImGui::InputText(translatedLabel("tree", "tree box").text, text, sizeof text)) state.files.shorthand = text;
    ImGui::SameLine();
    if (ImGui::Button(core::translate("use"))) {
        try {
            core::Tree typed = core::parseTree(state.files.shorthand, "the tree box");
            replaceTree(state, std::move(typed), ImGui::GetTime());  // undoable, like any edit
        } catch (const std::exception& e) {
            state.message = e.what();
        }
    }
}

void drawDiscardDialog(AppState& state) {
    if (!state.files.pendingOpen.empty() || state.files.pendingQuit || state.files.pendingNew)
        ImGui::OpenPopup("###unsaved edits");
    if (ImGui::BeginPopupModal(translatedLabel("Unsaved edits", "unsaved edits").text, nullptr, ImGuiWindowFlags_AlwaysAutoResize)) {
        ImGui::TextUnformatted(core::translate("This tree has edits that are not saved. Drop them?"));
        if (ImGui::Button(core::translate("save first"))) {
            saveTree(state);
            if (state.dirty) {  // the save failed: keep everything
                state.files.pendingOpen.clear();
                state.files.pendingQuit = false;
                state.files.pendingNew = false;
            }
        }
        ImGui::SameLine();
        if (ImGui::Button(core::translate("drop them")) || !state.dirty) {
            const std::string next = state.files.pendingOpen;
            state.files.pendingOpen.clear();
            const bool startNew = state.files.pendingNew;
            if (state.files.pendingQuit) state.files.quit = true;
            state.files.pendingQuit = state.files.pendingNew = false;
            if (!next.empty()) openNow(state, next);
            if (startNew) startNewTree(state);
            ImGui::CloseCurrentPopup();
        }
        ImGui::SameLine();
        if (ImGui::Button(core::translate("cancel"))) {
            state.files.pendingOpen.clear();
            state.files.pendingQuit = state.files.pendingNew = false;
            ImGui::CloseCurrentPopup();
        }
        ImGui::EndPopup();
    }
}

}  // namespace ablab::app

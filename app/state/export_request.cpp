#include "state/export_request.h"

#include <filesystem>

namespace ablab::app {

core::ExportOptions exportOptionsOf(const AppState& state, const ExportBox& box) {
    core::ExportOptions options;
    options.format = box.format;
    switch (box.steps) {
    case ExportBox::Steps::Current: options.steps = {core::StepChoice::Step, state.step}; break;
    case ExportBox::Steps::End: options.steps = {core::StepChoice::End, 0}; break;
    case ExportBox::Steps::All: options.steps = {core::StepChoice::All, 0}; break;
    case ExportBox::Steps::Cutoffs: options.steps = {core::StepChoice::Cutoffs, 0}; break;
    }
    options.out = box.path.empty() ? suggestedExportPath(state, box) : box.path;
    options.width = box.width;
    options.height = box.height;
    options.theme = box.theme;
    options.scene = box.scene;
    options.scene.windowOnEdges = state.view.windowOnEdges;
    options.scene.squareCircleShapes = state.view.squareCircleShapes;
    return options;
}

std::string suggestedExportPath(const AppState& state, const ExportBox& box) {
    namespace fs = std::filesystem;
    const fs::path tree = state.path.empty() ? fs::path("ablab") : fs::path(state.path);
    std::string name = tree.stem().string();
    switch (box.steps) {
    case ExportBox::Steps::Current: name += "-step-" + std::to_string(state.step); break;
    case ExportBox::Steps::End: name += "-end"; break;
    case ExportBox::Steps::All: name += "-all"; break;
    case ExportBox::Steps::Cutoffs: name += "-cutoffs"; break;
    }
    return (tree.parent_path() / (name + "." + std::string(core::extensionOf(box.format)))).string();
}

std::string runExport(const AppState& state, ExportBox& box, bool replace) {
    box.toReplace.clear();
    try {
        core::ExportOptions options = exportOptionsOf(state, box);
        if (!replace) {
            for (const std::string& target : core::exportTargets(*state.trace, options))
                if (std::filesystem::exists(target)) box.toReplace.push_back(target);
            if (!box.toReplace.empty())
                return box.toReplace.size() == 1 ? box.toReplace.front() + " exists: replace it?"
                                                 : std::to_string(box.toReplace.size()) + " files exist: replace them?";
        }
        options.force = true;
        const std::vector<std::string> written = core::exportTrace(*state.trace, options);
        if (written.empty()) return "nothing was exported";
        return written.size() == 1 ? "exported " + written.front()
                                   : "exported " + std::to_string(written.size()) + " files: " + written.front() + " …";
    } catch (const std::exception& e) {
        return e.what();
    }
}

}  // namespace ablab::app

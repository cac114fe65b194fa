#include "state/export_request.h"

#include <chrono>
#include <filesystem>
#include <future>

#include "state/background.h"
#include "state/practice.h"
#include "text/translate.h"

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
    options.handout = box.handout;
    options.build = box.build;
    options.stages = box.stages && box.format == core::ExportFormat::Pdf;
    options.scene.windowOnEdges = state.view.windowOnEdges;
    options.scene.squareCircleShapes = state.view.squareCircleShapes;
    options.scene.openLines = state.view.openLines;  // exports draw what the canvas shows
    // The export's words, taken now: its thread never reads the window's view.
    options.wording = state.view.wording();
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

std::string startExport(const AppState& state, ExportBox& box, bool replace) {
    box.toReplace.clear();
    if (box.running.valid()) return core::translate(state.view.language, "an export is still running");
    if (std::string held = heldBackWhilePractising(state, HeldBack::Export); !held.empty()) return held;
    try {
        core::ExportOptions options = exportOptionsOf(state, box);
        const std::vector<std::string> targets = core::exportTargets(*state.run->trace, options);
        if (!replace) {
            for (const std::string& target : targets)
                if (std::filesystem::exists(target)) box.toReplace.push_back(target);
            if (!box.toReplace.empty())
                return box.toReplace.size() == 1
                           ? core::translate(state.view.language, "{path} exists: replace it?", {{"path", box.toReplace.front()}})
                           : core::translate(state.view.language, "{count} files exist: replace them?",
                                             {{"count", std::to_string(box.toReplace.size())}});
        }
        // Not asked: created exclusively, so a file that appears meanwhile is not replaced (the
        // export then says so, and the next Export asks). Asked: the user agreed to replace.
        options.force = replace;
        // The thread holds the run it draws, on the window's layout of it (shared, laid out once
        // whichever thread asks first): the window may edit or open another tree meanwhile.
        box.progress = std::make_shared<core::ExportProgress>();
        options.progress = box.progress.get();
        box.running = std::async(kBackgroundLaunch, [run = state.run, progress = box.progress, options] {
            try {
                const std::vector<std::string> written = core::exportRun(*run, options);
                if (written.empty()) return std::string(core::translate(options.wording.language, "nothing was exported"));
                return written.size() == 1
                           ? core::translate(options.wording.language, "exported {path}", {{"path", written.front()}})
                           : core::translate(options.wording.language, "exported {count} files: {first} …",
                                             {{"count", std::to_string(written.size())}, {"first", written.front()}});
            } catch (const std::exception& e) {
                return std::string(e.what());
            }
        });
        return targets.size() == 1 ? core::translate(state.view.language, "exporting {path} …", {{"path", targets.front()}})
                                   : core::translate(state.view.language, "exporting {count} files …",
                                                     {{"count", std::to_string(targets.size())}});
    } catch (const std::exception& e) {
        return e.what();
    }
}

std::optional<std::string> pollExport(ExportBox& box) {
    if (!box.running.valid() || box.running.wait_for(std::chrono::seconds(0)) == std::future_status::timeout) return std::nullopt;
    box.progress.reset();
    return box.running.get();
}

std::string runExport(const AppState& state, ExportBox& box, bool replace) {
    const std::string started = startExport(state, box, replace);
    if (!box.running.valid()) return started;
    box.running.wait();
    return *pollExport(box);
}

}  // namespace ablab::app

// The page's program: the window of gui/main.cpp, started by index.html. The page passes what a
// link carries as arguments — the tree (written to /link), `--step N` and `--options …` — and
// the settings kept in local storage come back into the settings file before the window reads
// it. Then runGui runs as on the desktop; its main loop never returns (platform/platform.h).
#include <emscripten.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "cli/run_main.h"
#include "cli/window_options.h"
#include "files/tree_file.h"
#include "gui/gui.h"
#include "platform/link_options.h"
#include "platform/web_files.h"
#include "state/settings.h"

namespace {

namespace fs = std::filesystem;
using namespace ablab::app;

void restoreSettings(const fs::path& path) {
    const int bytes = EM_ASM_INT({
        try { Module.ablabSettings = localStorage.getItem('ablab.settings'); } catch (e) {}
        return Module.ablabSettings ? lengthBytesUTF8(Module.ablabSettings) : -1;
    });
    if (bytes < 0) return;
    std::string text(static_cast<std::size_t>(bytes) + 1, '\0');
    EM_ASM({ stringToUTF8(Module.ablabSettings, $0, $1); }, text.data(), text.size());
    text.resize(static_cast<std::size_t>(bytes));
    fs::create_directories(path.parent_path());
    std::ofstream(path) << text;
}

// A link's options win over the remembered ones (and are remembered from then on).
void applyLinkOptions(const fs::path& path, const std::string& text) {
    std::string problem;
    Settings settings = loadSettings(path, problem);
    if (!platform::parseLinkOptions(text, settings.options)) {
        std::fprintf(stderr, "ablab: the link's options \"%s\" are not known; the tree opens with the usual ones\n",
                     text.c_str());
        return;
    }
    saveSettings(settings, path);
}

int runPage(std::span<char* const> args) {
    std::vector<char*> windowArgs;
    std::string linkOptions;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (std::string(args[i]) == "--options" && i + 1 < args.size()) linkOptions = args[++i];
        else windowArgs.push_back(args[i]);
    }
    WindowOptions options = parseWindowOptions(windowArgs);
    if (const auto settings = settingsPath()) {
        restoreSettings(*settings);
        if (!linkOptions.empty()) applyLinkOptions(*settings, linkOptions);
    }
    // A link whose tree does not read opens the lecture tree instead, and says why.
    if (!options.file.empty()) {
        try {
            ablab::core::loadTreeFile(options.file);
        } catch (const std::exception& e) {
            std::fprintf(stderr, "ablab: the link's tree does not open: %s\n", e.what());
            options.file.clear();
            options.step = StepOption{StepOption::Kind::Number, 0, "0"};
        }
    }
    return runGui(options);
}

}  // namespace

int main(int argc, char** argv) {
    // emscripten starts with a umask of 0777, so new files would be made unwritable; a desktop's.
    ::umask(022);
    for (const char* folder : platform::kWritableFolders) fs::create_directories(folder);
    if (chdir(platform::kDownloadFolder) != 0) std::perror(platform::kDownloadFolder);
    return runMain(argc, argv, runPage);
}

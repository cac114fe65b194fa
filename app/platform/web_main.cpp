// The JavaScript inside EM_ASM and EM_JS is not C++, and clang-format would break it ("==="
// into "== =", "=>" into "= >"): this file keeps the layout it is written in.
// clang-format off
// The page's program: the window of gui/main.cpp, started by index.html with the link as it is
// (`--link FRAGMENT`), read by platform/link_options.h. The settings kept in local storage come
// back into the settings file, the link's choices over them, before the window reads it; what
// the link got wrong goes to the page as notices. Then runGui runs as on the desktop; its main
// loop never returns (platform/platform.h).
#include <emscripten.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <fstream>
#include <string>
#include <vector>

#include "cli/run_main.h"
#include "cli/window_options.h"
#include "files/staged_files.h"
#include "files/tree_file.h"
#include "gui/gui.h"
#include "platform/link_options.h"
#include "platform/web_files.h"
#include "state/settings.h"
#include "files/default_tree.h"
#include "run/run.h"
#include "search/search.h"
#include "search/trace.h"
#include "text/translate.h"

#include <nlohmann/json.hpp>

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

bool lessonExists(std::string_view name) {
    std::error_code error;
    return fs::is_regular_file(fs::path("/trees") / (std::string(name) + ".json"), error);
}

// Where a tree the link carries is written for the program to open: /link/NAME.json.
std::string linkTreePath(const platform::Link& link) {
    return std::string(platform::kLinkFolder) + "/" + (link.name.empty() ? std::string("link") : link.name) + ".json";
}

// Every notice goes to the page, which shows it over the canvas until it is dismissed.
void showNotices(const std::vector<std::string>& notices) {
    if (notices.empty()) return;
    // Every notice is text (link_options.h quotes what is not); a reader's message that quotes
    // a byte that is not still shows, with U+FFFD in its place, rather than throw here, before
    // the window, and leave a blank page.
    const std::string json = nlohmann::json(notices).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    EM_ASM({ Module.ablabNotices(JSON.parse(UTF8ToString($0))); }, json.c_str());
}

int runPage(const ChosenWording& chosen, std::span<char* const> args) {
    // The page is the interactive window: saving over the file it opened is what saving is.
    ablab::core::allowWritingInputs();
    std::vector<char*> windowArgs;
    std::string fragment;  // the link, as the page passed it (ablab_read_link, then --link)
    bool unpacked = true;  // false: the page could not inflate the link's compressed tree
    bool tooLarge = false;  // the page stopped inflating it at kMostLinkTreeBytes
    std::size_t tooLong = 0;  // the length of a link the page did not pass, longer than kMostLinkBytes
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string_view arg(args[i]);
        if (arg == "--link" && i + 1 < args.size()) fragment = args[++i];
        else if (arg == "--link-unreadable") unpacked = false;
        else if (arg == "--link-too-large") unpacked = false, tooLarge = true;
        else if (arg == "--link-too-long" && i + 1 < args.size()) tooLong = std::strtoull(args[++i], nullptr, 10);
        else windowArgs.push_back(args[i]);
    }
    WindowOptions options = parseWindowOptions(chosen.wording.language, windowArgs);
    const auto settingsFile = settingsPath();
    Settings settings;
    if (settingsFile) {
        restoreSettings(*settingsFile);
        std::string problem;
        settings = loadSettings(*settingsFile, problem, chosen.wording);
    }
    platform::Link link = platform::parseLink(fragment, lessonExists, settings.view.language);
    const ablab::core::Language language = link.language.value_or(settings.view.language);
    std::vector<std::string>& notices = link.notices;
    if (tooLong > 0) notices.insert(notices.begin(), platform::linkTooLongNotice(tooLong, language));
    using Kind = platform::LinkTree::Kind;
    if (link.tree.kind == Kind::Lesson) options.file = "/trees/" + link.tree.text + ".json";
    if (link.tree.kind == Kind::Document) {
        options.file = linkTreePath(link);
        std::ofstream(options.file) << link.tree.text;
    }
    if (link.tree.kind == Kind::Compressed) {
        options.file = linkTreePath(link);
        if (tooLarge) {
            notices.push_back(platform::linkTreeTooLargeNotice(language));
            options.file.clear();
        } else if (!unpacked || !fs::exists(options.file)) {
            notices.push_back(ablab::core::translate(language,
                ablab::core::translatable("The link's compressed tree does not unpack (it is not deflated base64url data); the default tree (AIMA figure 5.2) opened instead."),
                {}));
            options.file.clear();
        }
    }
    // A tree that does not read opens the lecture tree instead, and says why.
    std::shared_ptr<const ablab::core::Tree> tree;
    if (!options.file.empty()) {
        try {
            // The reader's error in the reader's language.
            tree = std::make_shared<const ablab::core::Tree>(ablab::core::loadTreeFile(language, options.file));
        } catch (const std::exception& e) {
            notices.push_back(ablab::core::translate(language,
                ablab::core::translatable("The link's tree does not read: {reason}. The default tree (AIMA figure 5.2) opened instead."),
                {{"reason", e.what()}}));
            options.file.clear();
        }
    }
    if (!tree) tree = std::make_shared<const ablab::core::Tree>(ablab::core::defaultTree());
    platform::applyLink(link, settings);
    // The run the window will show. Options a link gives that this tree cannot be searched with
    // (Star1's bounds that a leaf lies outside, α-β through chance nodes) give way to the usual
    // ones, said so. (The search itself turns to expectiminimax where it must, quietly, as for a
    // lesson with chance nodes opened with the remembered α-β.)
    const std::string refused = link.searchGiven ? ablab::core::refusal(language, *tree, settings.options) : std::string();
    if (!refused.empty()) {
        notices.push_back(ablab::core::translate(language,
            ablab::core::translatable("The link's options do not fit this tree ({reason}); the usual options are used instead."),
            {{"reason", refused}}));
        settings.options = {};
    }
    // The lesson opens in its voice (run/opening.h): what the link states wins over it, and it
    // over the remembered settings. A link states its whole option set, as "copy link" writes it.
    ablab::core::ExplicitChoices linkChoices;
    if (link.searchGiven && refused.empty()) linkChoices = ablab::core::everyChoice(settings.options);
    if (link.notation) linkChoices.notation = *link.notation;
    const ablab::core::Opening opening =
        ablab::core::openingFor(*tree, {settings.view.notation, settings.options}, linkChoices);
    const auto run = ablab::core::makeRun(tree, opening.options);
    const ablab::core::Trace* trace = run->trace.get();
    if (settingsFile) saveSettings(settings, *settingsFile);
    // The step, on that run: past the end is the last step, said so.
    std::vector<std::size_t> cutoffSteps;
    for (const std::uint32_t event : trace->cutoffEvents()) cutoffSteps.push_back(event + 1);
    const std::size_t step = platform::resolveLinkStep(link.step, trace->stepCount(), cutoffSteps, notices, language);
    options.step = StepOption{StepOption::Kind::Number, step, std::to_string(step)};
    // All of them, Star1's bounds and MTD(f)'s first guess too, which the settings do not keep.
    if (link.searchGiven || link.treeGiven) options.search = settings.options;
    options.presentation = link.presentation;
    options.practice = link.practice;
    options.predict = link.predict;
    if (!link.presenterToken.empty()) {  // to the server the page came from (docs/live.md)
        options.presentTo = emscripten_run_script_string("location.origin");
        options.presenterToken = link.presenterToken;
    }
    if (!link.play.empty()) options.play = link.play;
    options.chosen = linkChoices;
    options.run = run;  // searched once: the window opens this run
    showNotices(notices);
    return runGui(chosen, options);
}

}  // namespace

// Called by the page before the program starts: what the page must do before it can (inflate a
// compressed tree into the file the program then opens), as JSON. The same reader as runPage's.
extern "C" EMSCRIPTEN_KEEPALIVE const char* ablab_read_link(const char* fragment) {
    static std::string plan;
    const platform::Link link = platform::parseLink(fragment, lessonExists, ablab::core::Language::English);
    nlohmann::json out = nlohmann::json::object();
    if (link.tree.kind == platform::LinkTree::Kind::Compressed) {
        out["inflate"] = link.tree.text;
        out["file"] = linkTreePath(link);
    }
    plan = out.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    return plan.c_str();
}

// The page asks before it passes the link (a string through ccall goes on the stack): the
// longest link the program reads and the most a "z:" tree may unpack to (link_options.h).
extern "C" EMSCRIPTEN_KEEPALIVE const char* ablab_link_limits() {
    static const std::string limits =
        nlohmann::json{{"link", platform::kMostLinkBytes}, {"tree", platform::kMostLinkTreeBytes}}.dump();
    return limits.c_str();
}

int main(int argc, char** argv) {
    // emscripten starts with a umask of 0777, so new files would be made unwritable; a desktop's.
    ::umask(022);
    for (const char* folder : platform::kWritableFolders) fs::create_directories(folder);
    if (chdir(platform::kDownloadFolder) != 0) std::perror(platform::kDownloadFolder);
    return runMain(argc, argv, runPage);
}
// clang-format on

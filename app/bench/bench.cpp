// Measures, in one run on one tree: loading, laying out and evaluating it; a median frame of
// the real window at the end of the run next to an empty ImGui frame of the same size (the two
// side by side make a noisy, software-rendered machine comparable with itself); a frame while
// panning; an edit of one leaf (re-evaluate and re-lay-out); and the heap allocations of idle
// frames, which should be none.
#include "bench/bench.h"

#include <imgui.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <unistd.h>

#include "bench/allocation_counter.h"
#include "state/app_state.h"
#include "cli/arguments.h"
#include "gui/controls.h"
#include "gui/frame.h"
#include "picture/layout.h"
#include "state/loading.h"
#include "state/play_session.h"
#include "gui/offscreen.h"
#include "search/trace.h"
#include "files/tree_file.h"
#include "text/translate.h"
#include "model/tree_edit.h"
#include "gui/window.h"

namespace ablab::app {

namespace {

using Clock = std::chrono::steady_clock;

double millisecondsSince(Clock::time_point start) {
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// This process's resident memory now, in kB (Linux: /proc/self/statm).
long residentKilobytes() {
    long pages = 0, resident = 0;
    if (FILE* f = std::fopen("/proc/self/statm", "r")) {
        if (std::fscanf(f, "%ld %ld", &pages, &resident) != 2) resident = 0;
        std::fclose(f);
    }
    return resident * (sysconf(_SC_PAGESIZE) / 1024);
}

double median(std::vector<double> values) {
    if (values.empty()) return 0;
    std::sort(values.begin(), values.end());
    const std::size_t mid = values.size() / 2;
    return values.size() % 2 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
}

// Times one whole frame (ImGui, then GL drawing to the end with glFinish), in milliseconds.
template <typename Draw>
double timeFrame(Offscreen& target, Draw&& draw) {
    const auto start = Clock::now();
    target.renderFrame(draw, true);
    return millisecondsSince(start);
}

// Zooms into the middle of the tree until about `wanted` nodes are in view (the canvas
// reports how many it drew), by bisecting the zoom on a log scale.
std::size_t zoomToNodeCount(AppState& state, PanelCaches& caches, Offscreen& target, Window& window, std::size_t wanted) {
    // Nodes of the tree whose position is in the canvas's view (not the marks drawn: level of
    // detail draws a narrow subtree as one).
    auto inViewAt = [&](float zoom) {
        state.canvas = CanvasView{};
        fitWholeTree(state);
        state.canvas.zoom = zoom;
        target.renderFrame([&] { drawFrame(state, caches, window, 0); });
        const CanvasView& c = state.canvas;
        std::size_t count = 0;
        for (core::NodeId n = 0; n < state.run->tree->size(); ++n)
            count += state.run->layout->x[n] >= c.viewLeft && state.run->layout->x[n] <= c.viewRight &&
                     state.run->layout->y[n] >= c.viewTop && state.run->layout->y[n] <= c.viewBottom;
        return count;
    };
    float low = 1, high = 1;
    while (inViewAt(high) > wanted && high < 1e6f) low = high, high *= 4;
    for (int i = 0; i < 16 && high / low > 1.02f; ++i) {
        const float mid = std::sqrt(low * high);
        (inViewAt(mid) > wanted ? low : high) = mid;
    }
    return inViewAt(high);
}

struct BenchOptions {
    std::string file;
    int frames = 60;
    int width = 1920, height = 1080;
    std::size_t viewNodes = 0;  // 0: fit the whole tree
    bool presentation = false;  // F5's view: the canvas, the status line and the step counter
    core::SearchOptions search;
    std::optional<std::string> play;  // --play GAME: the Play mode's reply and the frame after it, no FILE
};

BenchOptions parseBenchOptions(core::Language language, std::span<char* const> argv) {
    BenchOptions options;
    Arguments args(argv, language);
    while (!args.done()) {
        const std::string_view arg = args.take();
        if (takeSearchOption(arg, args, options.search)) continue;
        if (arg == "--frames") {
            options.frames = static_cast<int>(args.wholeNumberOf(arg, 1, 100000));
        } else if (arg == "--size") {
            parseSizeOption(language, args.valueOf(arg), options.width, options.height);
        } else if (arg == "--presentation") {
            options.presentation = true;
        } else if (arg == "--play") {
            options.play = std::string(args.valueOf(arg));
            if (!parsePlayGame(*options.play))
                throw UsageError("--play expects tictactoe, connect4, gomoku or nim, got '" + *options.play + "'");
        } else if (arg == "--view") {
            const std::string view(args.valueOf(arg));
            if (view == "fit") {
                options.viewNodes = 0;
            } else if (view.rfind("nodes:", 0) == 0 && view.size() > 6 &&
                       view.find_first_not_of("0123456789", 6) == std::string::npos && view.size() < 16) {
                options.viewNodes = std::stoul(view.substr(6));
                if (options.viewNodes == 0) throw UsageError("--view nodes:K needs K ≥ 1");
            } else {
                throw UsageError("--view expects fit or nodes:K, got '" + view + "'");
            }
        } else if (arg.size() > 1 && arg[0] == '-') {
            throw UsageError("ablab bench: unknown option '" + std::string(arg) + "'");
        } else if (!options.file.empty()) {
            throw UsageError("ablab bench measures one tree, got a second: '" + std::string(arg) + "'");
        } else {
            options.file = arg;
        }
    }
    if (options.file.empty() && !options.play)
        throw UsageError("usage: ablab bench FILE|--play GAME [--frames N] [--size WxH] [--view fit|nodes:K] [--presentation]");
    return options;
}

// The tree loaded and its run made as the window makes them (a loading thread's run, laid out
// before the window draws it), each phase timed as it starts.
struct OpenTimes {
    double loadMs = 0, layoutMs = 0, evaluateMs = 0;
    double memoryMb = 0;  // what the tree, its layout and its trace hold, before any window exists
};

OpenTimes openTimed(core::Language language, const BenchOptions& options, AppState& state) {
    OpenTimes times;
    const long rssBefore = residentKilobytes();
    auto start = Clock::now();
    core::Tree loaded = loadTreeArgument(language, options.file);
    times.loadMs = millisecondsSince(start);
    PreparedTree prepared;
    prepared.path = options.file;
    start = Clock::now();
    prepared.run =
        core::makeRun(std::make_shared<const core::Tree>(std::move(loaded)), options.search, nullptr, [&](core::RunPhase phase) {
            if (phase == core::RunPhase::Evaluating) {
                times.layoutMs = millisecondsSince(start);
                start = Clock::now();
            }
        });
    times.evaluateMs = millisecondsSince(start);
    openPrepared(state, std::move(prepared));
    times.memoryMb = static_cast<double>(residentKilobytes() - rssBefore) / 1024.0;
    return times;
}

// Scrubbing: jumping to random steps, the state of every node on the path at each. The slowest.
double slowestScrubMs(AppState& state) {
    std::vector<double> scrubTimes;
    std::uint64_t seed = 12345;
    for (int i = 0; i < 200; ++i) {
        seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
        const auto scrubStart = Clock::now();
        stepTo(state, static_cast<std::size_t>(seed >> 33) % (state.run->trace->stepCount() + 1));
        for (core::NodeId n = state.run->trace->currentNode(state.step); n != core::kNoNode; n = state.run->tree->parent(n))
            (void)state.run->trace->stateAt(n, state.step);
        (void)state.run->trace->statsAt(state.step);
        scrubTimes.push_back(millisecondsSince(scrubStart));
    }
    return *std::max_element(scrubTimes.begin(), scrubTimes.end());
}

// The window's frame at rest, next to an empty ImGui frame and to the canvas's shapes alone.
struct StillFrames {
    std::vector<double> app, empty, baseline;
    std::size_t marksDrawn = 0;
};

StillFrames timeStillFrames(AppState& state, PanelCaches& caches, Window& window, Offscreen& target, int frames) {
    auto drawApp = [&] { drawFrame(state, caches, window, 0); };
    auto drawEmpty = [] {
        ImGui::SetNextWindowPos({0, 0});
        ImGui::SetNextWindowSize(ImGui::GetIO().DisplaySize);
        ImGui::Begin("empty", nullptr, ImGuiWindowFlags_NoDecoration);
        ImGui::End();
    };
    // Warm up both (font atlas upload, ImGui's buffers), then alternate so that drift in the
    // machine's speed affects both alike.
    for (int i = 0; i < 3; ++i) timeFrame(target, drawEmpty), timeFrame(target, drawApp);
    StillFrames still;
    const float lastOffsetX = window.canvasRenderer().offsetX(), lastOffsetY = window.canvasRenderer().offsetY();
    still.marksDrawn = state.canvas.nodesInView;
    // The baseline: only the canvas's instanced, culled shapes (what the frame just painted),
    // in an otherwise empty frame: no panels, no words.
    auto drawBaseline = [&] {
        ImGui::SetNextWindowPos({0, 0});
        ImGui::SetNextWindowSize(ImGui::GetIO().DisplaySize);
        ImGui::Begin("baseline", nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoBackground);
        window.canvasRenderer().queueDraw(ImGui::GetWindowDrawList(), lastOffsetX, lastOffsetY);
        ImGui::End();
    };
    for (int i = 0; i < frames; ++i) {
        still.empty.push_back(timeFrame(target, drawEmpty));
        still.app.push_back(timeFrame(target, drawApp));
        still.baseline.push_back(timeFrame(target, drawBaseline));
    }
    return still;
}

// Idle: the same picture again and again, which should allocate nothing.
std::uint64_t idleAllocations(AppState& state, PanelCaches& caches, Window& window, Offscreen& target, int frames) {
    const std::uint64_t before = allocationCount();
    for (int i = 0; i < frames; ++i) target.renderFrame([&] { drawFrame(state, caches, window, 0); }, true);
    return allocationCount() - before;
}

// Panning: the view moves a few pixels every frame, back and forth.
std::vector<double> timePanning(AppState& state, PanelCaches& caches, Window& window, Offscreen& target, int frames) {
    const CanvasView resting = state.canvas;
    std::vector<double> panFrames;
    for (int i = 0; i < frames; ++i) {
        state.canvas.panX = resting.panX + static_cast<float>((i % 20 < 10 ? i % 10 : 10 - i % 10) * 12);
        panFrames.push_back(timeFrame(target, [&] { drawFrame(state, caches, window, 0); }));
    }
    state.canvas = resting;
    return panFrames;
}

// The camera easing to a found node (issue 13): from the whole tree to `leaf` at a readable
// scale over a quarter of a second, a new zoom (a new scene and paint) every frame, the clock
// advancing 1/60 s per frame.
std::vector<double> timeEasing(AppState& state, PanelCaches& caches, Window& window, Offscreen& target, core::NodeId leaf,
                               int frames) {
    const CanvasView resting = state.canvas;
    std::vector<double> easeFrames;
    for (int round = 0; round < std::max(1, frames / 16); ++round) {
        fitWholeTree(state);
        state.canvas.focus = leaf;
        double clock = 1.0 + round;
        for (int f = 0; f < 16; ++f, clock += 1.0 / 60)
            easeFrames.push_back(timeFrame(target, [&] { drawFrame(state, caches, window, clock); }));
    }
    state.canvas = resting;
    return easeFrames;
}

// Editing `leaf`: a new value, re-evaluated, and the next frame drawn (what a student waits for
// between typing the value and seeing its effect). Reported with and without that frame: under
// a software rasteriser the whole-tree frame alone takes longer than the 16 ms the edit is
// meant to fit in.
struct EditTimes {
    std::vector<double> withFrame, work;
};

EditTimes timeEdits(AppState& state, PanelCaches& caches, Window& window, Offscreen& target, core::NodeId leaf, int frames) {
    EditTimes times;
    for (int i = 0; i < std::min(frames, 5); ++i) {
        const auto editStart = Clock::now();
        replaceTree(state, core::withLeafValue(*state.run->tree, leaf, state.run->tree->value(leaf) + (i % 2 ? -1 : 1)), 0);
        const double edited = millisecondsSince(editStart);
        times.work.push_back(edited);
        times.withFrame.push_back(edited + timeFrame(target, [&] { drawFrame(state, caches, window, 0); }));
    }
    return times;
}

// Opening a Chinese lecture tree in the Chinese interface (issue 15): the atlas, built for the
// tree above in its language, rebuilt with the Chinese glyphs; process CPU time, as Mesa's
// software renderer converts the texture on the same clock.
struct AtlasTimes {
    double cpuMs = 0, wallMs = 0;
};

AtlasTimes timeChineseAtlas(const AppState& state, Window& window, int height) {
    auto chinese = std::make_shared<const core::Tree>(
        core::parseTree(core::Language::Chinese,
                        R"({"title": {"en": "t", "zh": "博弈树"}, "description": {"en": "d", "zh": "极大节点的倒推值"},
            "root": {"label": "根节点", "children": [{"label": "极小甲", "children": [3, 12]}, {"label": "极小乙", "children": [2, 4]}]}})",
                        "bench"));
    timespec cpuStart{}, cpuEnd{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &cpuStart);
    const auto atlasStart = Clock::now();
    window.coverGlyphs(chinese, core::Language::Chinese, statusLineTextSize(state.view, static_cast<float>(height)));
    AtlasTimes times;
    times.wallMs = millisecondsSince(atlasStart);
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &cpuEnd);
    times.cpuMs =
        static_cast<double>(cpuEnd.tv_sec - cpuStart.tv_sec) * 1e3 + static_cast<double>(cpuEnd.tv_nsec - cpuStart.tv_nsec) / 1e6;
    return times;
}

// A leaf in the middle of the tree, the one the edit and the camera go to.
core::NodeId middleLeaf(const core::Tree& tree) {
    auto n = static_cast<core::NodeId>(tree.size() / 2);
    while (!tree.isLeaf(n)) ++n;  // preorder: a leaf follows every inner node
    return n;
}

// Play mode (issue 41), as the student waits for it: their move at the centre, the engine's
// reply as the window makes it (playMove: the reply searched, recorded and made the window's
// run), and the first frame after it, which lays the reply's tree out and draws the board
// beside it; then the frame at rest. Each round starts a new game, so that every reply's tree is
// laid out afresh.
int runPlayBench(const ChosenWording& chosen, const BenchOptions& options) {
    const PlayGame game = *parsePlayGame(*options.play);
    AppState state;
    state.view.language = chosen.wording.language;
    state.view.notation = chosen.wording.notation;
    state.view.presentation = options.presentation;
    PanelCaches caches;
    Window window(options.width, options.height, false);
    window.applyStyle(false);
    Offscreen target(options.width, options.height);
    auto drawApp = [&] { drawFrame(state, caches, window, 0); };
    const core::Move centre = game == PlayGame::TicTacToe     ? core::Move{4, 1}
                              : game == PlayGame::ConnectFour ? core::Move{3, 1}
                              : game == PlayGame::Gomoku      ? core::Move{24, 1}
                                                              : core::Move{0, 1};
    chooseGame(state, state.play, game);
    for (int i = 0; i < 3; ++i) timeFrame(target, drawApp);  // the fonts and the start position drawn
    std::vector<double> replies, firstFrames, both;
    for (int round = 0; round < std::max(3, std::min(options.frames, 10)); ++round) {
        newGame(state, state.play);
        timeFrame(target, drawApp);
        const auto start = Clock::now();
        if (const std::optional<std::string> refused = playMove(state, state.play, centre)) throw UsageError(*refused);
        replies.push_back(millisecondsSince(start));
        firstFrames.push_back(timeFrame(target, drawApp));
        both.push_back(replies.back() + firstFrames.back());
    }
    std::vector<double> still;
    for (int i = 0; i < options.frames; ++i) still.push_back(timeFrame(target, drawApp));
    const PlayedMove* reply = lastReply(state.play);
    const nlohmann::ordered_json report = {
        {"play", *options.play},
        {"move", state.play.moves.front().name},
        {"reply", reply ? reply->name : std::string()},
        {"tree_nodes", state.run->tree->size()},
        {"events", state.run->trace->stepCount()},
        {"size", std::to_string(options.width) + "x" + std::to_string(options.height)},
        {"rounds", replies.size()},
        {"reply_ms_median", median(replies)},
        {"first_frame_ms_median", median(firstFrames)},
        {"reply_and_first_frame_ms_median", median(both)},
        {"reply_and_first_frame_ms_max", *std::max_element(both.begin(), both.end())},
        {"frame_ms_median", median(still)},
    };
    std::printf("%s\n", report.dump().c_str());
    return 0;
}

}  // namespace

int runBenchCommand(const ChosenWording& chosen, std::span<char* const> argv) {
    const core::Language language = chosen.wording.language;
    const BenchOptions options = parseBenchOptions(language, argv);
    if (options.play) return runPlayBench(chosen, options);

    AppState state;
    PanelCaches caches;  // what the frames computed from `state`
    const OpenTimes open = openTimed(language, options, state);
    const std::size_t nodes = state.run->tree->size(), events = state.run->trace->stepCount();
    const double scrubMsMax = slowestScrubMs(state);
    stepToEnd(state);
    fitWholeTree(state);  // the whole-tree frame: F's view, not the focus view a step shows
    state.view.presentation = options.presentation;
    state.view.language = language;
    state.view.notation = chosen.wording.notation;

    countImGuiAllocations();
    Window window(options.width, options.height, false);
    window.applyStyle(false);
    Offscreen target(options.width, options.height);
    const std::size_t nodesInView =
        options.viewNodes > 0 ? zoomToNodeCount(state, caches, target, window, options.viewNodes) : state.run->tree->size();
    const StillFrames still = timeStillFrames(state, caches, window, target, options.frames);
    const std::uint64_t idle = idleAllocations(state, caches, window, target, options.frames);
    const std::vector<double> panFrames = timePanning(state, caches, window, target, options.frames);
    const core::NodeId leaf = middleLeaf(*state.run->tree);
    const std::vector<double> easeFrames = timeEasing(state, caches, window, target, leaf, options.frames);
    const EditTimes edits = timeEdits(state, caches, window, target, leaf, options.frames);
    const AtlasTimes atlas = timeChineseAtlas(state, window, options.height);

    const double frameMs = median(still.app), emptyMs = median(still.empty), panMs = median(panFrames);
    const nlohmann::ordered_json report = {
        {"file", options.file},
        {"nodes", nodes},
        {"load_ms", open.loadMs},
        {"layout_ms", open.layoutMs},
        {"evaluate_ms", open.evaluateMs},
        {"events", events},
        {"size", std::to_string(options.width) + "x" + std::to_string(options.height)},
        {"view", options.viewNodes ? "nodes:" + std::to_string(options.viewNodes) : std::string("fit")},
        {"presentation", options.presentation},
        {"nodes_in_view", nodesInView},
        {"marks_drawn", still.marksDrawn},
        {"frames", options.frames},
        {"frame_ms_median", frameMs},
        {"empty_frame_ms_median", emptyMs},
        {"frame_over_empty", emptyMs > 0 ? frameMs / emptyMs : 0},
        {"baseline_frame_ms_median", median(still.baseline)},
        {"pan_frame_ms_median", panMs},
        {"pan_fps", panMs > 0 ? 1000 / panMs : 0},
        {"ease_frame_ms_median", median(easeFrames)},
        {"ease_frame_ms_max", *std::max_element(easeFrames.begin(), easeFrames.end())},
        {"edit_ms_median", median(edits.withFrame)},
        {"edit_work_ms_median", median(edits.work)},
        {"idle_frame_allocations", idle},
        {"memory_mb", open.memoryMb},
        {"scrub_ms_max", scrubMsMax},
        {"atlas_rebuild_zh_cpu_ms", atlas.cpuMs},
        {"atlas_rebuild_zh_wall_ms", atlas.wallMs},
    };
    std::printf("%s\n", report.dump().c_str());
    return 0;
}

}  // namespace ablab::app

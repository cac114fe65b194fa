// The rectangles of the window's widgets as Dear ImGui laid them out in the last frame, for the
// page's tests: whether every touch target on a phone is a fingertip tall, and how much of the
// screen the tree gets, measured on what ImGui itself hit-tests rather than on pixels. The
// browser build compiles ImGui with IMGUI_ENABLE_TEST_ENGINE (cmake/AblabWeb.cmake), so its
// source calls the hooks below for every interactive item it adds; they record only once the
// page has asked (ablab_item_rects), into a recorder the ImGui context owns (its TestEngine
// slot, which is what that slot is for), published at the end of each frame.
#include <emscripten.h>
#include <imgui.h>
#include <imgui_internal.h>
#include <nlohmann/json.hpp>

#include <cstdarg>
#include <string>
#include <vector>

namespace {

struct ItemRect {
    ImGuiID id;
    const char* kind;        // "widget", "child" (a child window's own item) or "scrollbar"
    ImGuiWindow* window;     // the window it is in, named as ImGui names it: "ablab/tree_8D3A2F11", "##sheet"
    std::string label;       // the widget's label, when it gives one (buttons, check boxes, sliders…)
    std::string name;        // the label as the code wrote it, its ## part too ("##timeline", "File###file")
    bool checkable = false;  // a check box or a radio button
    ImRect rect;             // in the window's pixels (the screen's, not CSS pixels)
};

struct Recorder {
    std::vector<ItemRect> building;  // this frame's, so far
    std::string published;           // the last whole frame's, as JSON
};

Recorder* recorderOf(ImGuiContext* context) { return static_cast<Recorder*>(context->TestEngine); }

const char* kindOf(ImGuiContext& g, ImGuiID id) {
    ImGuiWindow* window = g.CurrentWindow;
    if (id == ImGui::GetWindowScrollbarID(window, ImGuiAxis_X) || id == ImGui::GetWindowScrollbarID(window, ImGuiAxis_Y))
        return "scrollbar";
    for (ImGuiWindow* child : g.Windows)
        if (child->ParentWindow == window && child->ChildId == id && (child->Flags & ImGuiWindowFlags_ChildWindow))
            return "child";
    return "widget";
}

void publish(ImGuiContext* context, ImGuiContextHook*) {
    Recorder& recorder = *recorderOf(context);
    nlohmann::json items = nlohmann::json::array();
    for (const ItemRect& item : recorder.building) {
        // Not on the screen: a window begun but left empty (ImGui's implicit "Debug" window).
        if (!item.window->Active) continue;
        items.push_back({{"id", item.id},
                         {"kind", item.kind},
                         {"window", item.window->Name},
                         {"label", item.label},
                         {"name", item.name},
                         {"checkable", item.checkable},
                         {"x", item.rect.Min.x},
                         {"y", item.rect.Min.y},
                         {"w", item.rect.GetWidth()},
                         {"h", item.rect.GetHeight()}});
    }
    const ImVec2 display = context->IO.DisplaySize;
    recorder.published = nlohmann::json{{"width", display.x}, {"height", display.y}, {"items", items}}.dump();
    recorder.building.clear();
}

// The windows an item points to live as long as the context: a frame's items are published at its end.
void forget(ImGuiContext* context, ImGuiContextHook*) {
    delete recorderOf(context);
    context->TestEngine = nullptr;
    context->TestEngineHookItems = false;
}

}  // namespace

// The hooks ImGui's source declares (imgui_internal.h) when built with IMGUI_ENABLE_TEST_ENGINE.
void ImGuiTestEngineHook_ItemAdd(ImGuiContext* context, const ImRect& rect, ImGuiID id) {
    Recorder* recorder = recorderOf(context);
    if (!recorder || id == 0 || !context->CurrentWindow) return;
    // A widget that calls ButtonBehavior after ItemAdd reports itself twice: once is enough.
    if (!recorder->building.empty() && recorder->building.back().id == id) return;
    recorder->building.push_back({id, kindOf(*context, id), context->CurrentWindow, {}, {}, false, rect});
}

void ImGuiTestEngineHook_ItemInfo(ImGuiContext* context, ImGuiID id, const char* label, ImGuiItemStatusFlags flags) {
    Recorder* recorder = recorderOf(context);
    if (!recorder) return;
    for (auto item = recorder->building.rbegin(); item != recorder->building.rend(); ++item)
        if (item->id == id) {
            item->label = label ? std::string(label, ImGui::FindRenderedTextEnd(label)) : std::string();
            item->name = label ? label : "";
            item->checkable = (flags & ImGuiItemStatusFlags_Checkable) != 0;
            return;
        }
}

void ImGuiTestEngineHook_Log(ImGuiContext*, const char*, ...) {}

const char* ImGuiTestEngine_FindItemDebugLabel(ImGuiContext*, ImGuiID) { return nullptr; }

extern "C" {

// The last frame's items, as JSON: {width, height (the window's pixels), items: [{kind, window,
// label, name, checkable, x, y, w, h}]}. The first call starts the recording and returns no items:
// ask again after a frame.
EMSCRIPTEN_KEEPALIVE const char* ablab_item_rects() {
    ImGuiContext* context = ImGui::GetCurrentContext();
    if (!context) return "{}";
    if (!context->TestEngine) {
        context->TestEngine = new Recorder;
        context->TestEngineHookItems = true;
        ImGuiContextHook endFrame;
        endFrame.Type = ImGuiContextHookType_EndFramePost;
        endFrame.Callback = publish;
        ImGui::AddContextHook(context, &endFrame);
        ImGuiContextHook shutdown;
        shutdown.Type = ImGuiContextHookType_Shutdown;
        shutdown.Callback = forget;
        ImGui::AddContextHook(context, &shutdown);
        return "{}";
    }
    return recorderOf(context)->published.c_str();
}

}  // extern "C"

#include "platform/web_unchanged_frame.h"

#include <imgui.h>

#include <cstdint>
#include <iterator>

#include "gui/canvas_renderer.h"

namespace ablab::app::platform {

namespace {

template <typename T>
void appendBytes(std::vector<unsigned char>& out, const T* data, std::size_t count) {
    const auto* bytes = reinterpret_cast<const unsigned char*>(data);
    out.insert(out.end(), bytes, bytes + count * sizeof(T));
}

// Everything a drawn frame is made of, byte for byte: two frames with the same bytes draw the
// same pixels.
void describeFrame(std::vector<unsigned char>& out, const ImDrawData& frame, const CanvasRenderer& canvas) {
    out.clear();
    const ImFontAtlas& atlas = *ImGui::GetIO().Fonts;
    const float display[] = {frame.DisplayPos.x,       frame.DisplayPos.y,       frame.DisplaySize.x, frame.DisplaySize.y,
                             frame.FramebufferScale.x, frame.FramebufferScale.y, canvas.offsetX(),    canvas.offsetY()};
    const std::uint64_t counts[] = {canvas.uploads(), static_cast<std::uint64_t>(frame.CmdListsCount),
                                    reinterpret_cast<std::uintptr_t>(atlas.TexID), static_cast<std::uint64_t>(atlas.TexWidth),
                                    static_cast<std::uint64_t>(atlas.TexHeight)};
    appendBytes(out, display, std::size(display));
    appendBytes(out, counts, std::size(counts));
    for (int i = 0; i < frame.CmdListsCount; ++i) {
        const ImDrawList& list = *frame.CmdLists[i];
        const std::uint64_t sizes[] = {static_cast<std::uint64_t>(list.CmdBuffer.Size),
                                       static_cast<std::uint64_t>(list.VtxBuffer.Size),
                                       static_cast<std::uint64_t>(list.IdxBuffer.Size)};
        appendBytes(out, sizes, std::size(sizes));
        for (const ImDrawCmd& command : list.CmdBuffer) {
            const std::uint64_t fields[] = {reinterpret_cast<std::uintptr_t>(command.TextureId),
                                            command.VtxOffset,
                                            command.IdxOffset,
                                            command.ElemCount,
                                            reinterpret_cast<std::uintptr_t>(command.UserCallback),
                                            reinterpret_cast<std::uintptr_t>(command.UserCallbackData)};
            appendBytes(out, &command.ClipRect, 1);
            appendBytes(out, fields, std::size(fields));
        }
        appendBytes(out, list.VtxBuffer.Data, static_cast<std::size_t>(list.VtxBuffer.Size));
        appendBytes(out, list.IdxBuffer.Data, static_cast<std::size_t>(list.IdxBuffer.Size));
    }
}

}  // namespace

bool drawsAnew(DrawnFrame& last, const ImDrawData& frame, const CanvasRenderer& canvas, bool always) {
    describeFrame(last.built, frame, canvas);
    if (last.any && !always && last.built == last.drawn) return false;
    last.drawn.swap(last.built);
    last.any = true;
    return true;
}

}  // namespace ablab::app::platform

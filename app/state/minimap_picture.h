#pragma once
// The minimap's picture, without GL: the whole tree in kWidth × kHeight pixels, each shaded by
// what happened to the nodes under it by the end of the run (evaluated in the theme's path
// blue, pruned in its grey, a mix in between, nothing transparent). Practising, only by the
// current step (what Hint played): the end's pruned regions would show where the cutoffs are.
// gui/minimap.h uploads it.
#include <cstddef>
#include <cstdint>
#include <vector>

#include "state/app_state.h"

namespace ablab::app {

class MinimapPicture {
public:
    static constexpr int kWidth = 512, kHeight = 128;

    // RGBA, row by row from the top, for the state's run in the window's theme. Where each node
    // falls is the structure's alone, so it is kept across runs that share a layout: after an
    // edit of a leaf value the pixels are counted again, the nodes are not placed again.
    std::vector<std::uint8_t> pixels(const AppState& state);
    // The events the picture shows: all of the run's, or practising those played so far. The
    // picture is drawn again when this changes.
    static std::size_t shownEvents(const AppState& state);

private:
    struct Cell {
        std::uint16_t row, column;
    };
    void place(const core::Run& run);

    std::vector<Cell> m_cellOf;     // each node's top cell
    int m_band = 1;                 // and the rows below it that it fills too
    std::uint64_t m_placedFor = 0;  // the structureRevision placed
};

}  // namespace ablab::app

#pragma once
// `ablab export --format pptx`: a run as a PowerPoint deck a lecturer can restyle, translate and
// correct. A title slide (the tree's title, description and source); one slide per chosen step
// drawn in native shapes by the same paintScene as every picture (deck_painter.h), its speaker
// notes the step's status line; with `build`, each slide starts at the previous chosen step and
// shows one event per click; with `handout`, the trace table on the last slides.
#include <span>
#include <string>
#include <vector>

#include "export/export.h"
#include "export/pptx_package.h"

namespace ablab::core {

// The deck's slides (pptx_package.h writes them).
std::vector<DeckSlide> deckSlides(const Trace& trace, const TreeLayout& layout, std::span<const std::size_t> steps,
                                  const ExportOptions& options);

// The deck's file, zipped (zip_archive.h). Throws ExportError when it would be too big.
std::string pptxDeck(const Trace& trace, const TreeLayout& layout, std::span<const std::size_t> steps,
                     const ExportOptions& options);

}  // namespace ablab::core

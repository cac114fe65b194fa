#pragma once
// PNG, PDF and GIF: the formats drawn with cairo (and giflib). They are a link-time choice,
// not a compile-time one, because Debian's libcairo pulls in libX11 and libxcb: `ablab`, the
// command line, links raster_absent.cpp and hands these formats to `ablab-raster` (the same
// command line linked with raster_cairo.cpp); the browser build has no cairo at all. Every
// other program links raster_cairo.cpp. CMake names the two ablab::raster and ablab::no_raster.
#include <memory>
#include <span>
#include <string>

#include "export/export.h"

namespace ablab::core {

// False where this program was linked without cairo.
bool rasterExportAvailable();

// A painter that only measures words, with Pango as the PNG's painter does; null in a program
// without cairo. A deck's painter measures with it, so that paintScene places every word of a
// slide where it places it in the PNG of the same step.
std::unique_ptr<Painter> wordMeasurer();

// Each writes `path` (a staged file: see StagedFiles) and throws ExportError naming `target`.
void writePngFile(const std::string& path, const Trace& trace, const TreeLayout& layout, std::size_t step,
                  const ExportOptions& options, const std::string& target);
void writePdfFile(const std::string& path, const Trace& trace, const TreeLayout& layout, std::span<const std::size_t> steps,
                  const ExportOptions& options, const std::string& target);
void writeGifFile(const std::string& path, const Trace& trace, const TreeLayout& layout, std::span<const std::size_t> steps,
                  const ExportOptions& options, const std::string& target);

}  // namespace ablab::core

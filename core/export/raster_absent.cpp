// A program linked without cairo (see raster.h): PNG, PDF and GIF are refused with a message,
// and exportFormatAvailable leaves them out of the menus.
#include "export/raster.h"
#include "text/translate.h"

namespace ablab::core {

namespace {

[[noreturn]] void refuse(Language language, std::string_view format, const std::string& target) {
    throw ExportError(translate(language, "{file}: {format} is not available in this build of ablab (it has no cairo)",
                                {{"file", target}, {"format", std::string(format)}}));
}

}  // namespace

bool rasterExportAvailable() { return false; }

std::unique_ptr<Painter> wordMeasurer() { return nullptr; }

void writePngFile(const std::string&, const Trace&, const TreeLayout&, std::size_t, const ExportOptions& options,
                  const std::string& target) {
    refuse(options.wording.language, "PNG", target);
}

void writePdfFile(const std::string&, const Trace&, const TreeLayout&, std::span<const std::size_t>, const ExportOptions& options,
                  const std::string& target) {
    refuse(options.wording.language, "PDF", target);
}

void writeGifFile(const std::string&, const Trace&, const TreeLayout&, std::span<const std::size_t>, const ExportOptions& options,
                  const std::string& target) {
    refuse(options.wording.language, "GIF", target);
}

void writePaintingPng(Language language, const std::string&, int, int, Color, const std::function<void(Painter&)>&,
                      const std::string& target) {
    refuse(language, "PNG", target);
}

std::vector<std::uint8_t> renderRgba(const Trace&, const TreeLayout&, std::size_t, const ExportOptions& options) {
    refuse(options.wording.language, "PNG", options.out);
}

}  // namespace ablab::core

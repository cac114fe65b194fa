#pragma once
// The fonts every export asks for, in order: DejaVu Sans for Latin, Greek, Vietnamese and the
// lecture's symbols, then Noto Sans CJK SC (Debian's fonts-noto-cjk) for Chinese, then whatever
// sans-serif the reader has. Pango (PNG, PDF, GIF) and SVG viewers read the list; a PowerPoint
// deck names the first two as its Latin and East Asian fonts, with "a sans-serif" as the
// family a reader without them substitutes.
#include <string_view>

namespace ablab::core {

inline constexpr std::string_view kLatinFont = "DejaVu Sans";
inline constexpr std::string_view kChineseFont = "Noto Sans CJK SC";
inline constexpr const char* kExportFontFamilies = "DejaVu Sans, Noto Sans CJK SC, sans-serif";
static_assert(std::string_view(kExportFontFamilies).starts_with(kLatinFont) &&
                  std::string_view(kExportFontFamilies).substr(kLatinFont.size() + 2).starts_with(kChineseFont),
              "the list names the deck's two fonts first");

}  // namespace ablab::core

#pragma once
// The fonts every export asks for, in order: DejaVu Sans for Latin, Greek, Vietnamese and the
// lecture's symbols, then Noto Sans CJK SC (Debian's fonts-noto-cjk) for Chinese, then whatever
// sans-serif the reader has. Pango (PNG, PDF, GIF) and SVG viewers both read this list.
namespace ablab::core {

inline constexpr const char* kExportFontFamilies = "DejaVu Sans, Noto Sans CJK SC, sans-serif";

}  // namespace ablab::core

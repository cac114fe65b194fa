#include "export/tikz_writer.h"

#include <charconv>
#include <cstdio>
#include <utility>

#include "text/utf8.h"

namespace ablab::core {

namespace {

constexpr float kPointsPerCentimetre = 28.4528f;

std::string threeDecimals(float v) {
    char buffer[32];
    const float rounded = static_cast<float>(static_cast<long>(v * 1000.0f + (v < 0 ? -0.5f : 0.5f))) / 1000.0f;
    auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, rounded == 0 ? 0.0f : rounded);
    return ec == std::errc{} ? std::string(buffer, end) : std::string("0");
}

std::uint32_t packed(Color c) { return std::uint32_t{c.r} << 16 | std::uint32_t{c.g} << 8 | c.b; }

// Chinese characters and the fullwidth punctuation around them: xeCJK sets them.
bool isCjk(char32_t cp) {
    return (cp >= 0x2E80 && cp <= 0x9FFF) || (cp >= 0xF900 && cp <= 0xFAFF) || (cp >= 0xFF00 && cp <= 0xFFEF) ||
           (cp >= 0x20000 && cp <= 0x3FFFD);
}

const char* mathFor(char32_t cp) {
    switch (cp) {
    case U'α': return "\\alpha";
    case U'β': return "\\beta";
    case U'∞': return "\\infty";
    case U'≤': return "\\leq";
    case U'≥': return "\\geq";
    case U'→': return "\\rightarrow";
    case U'←': return "\\leftarrow";
    case U'⇒': return "\\Rightarrow";
    case U'−': return "-";
    case U'±': return "\\pm";
    case U'×': return "\\times";
    case U'·': return "\\cdot";
    case U'▲': return "\\blacktriangle";
    case U'▼': return "\\blacktriangledown";
    default: return nullptr;
    }
}

const char* textFor(char32_t cp) {
    switch (cp) {
    case U'#': return "\\#";
    case U'$': return "\\$";
    case U'%': return "\\%";
    case U'&': return "\\&";
    case U'_': return "\\_";
    case U'{': return "\\{";
    case U'}': return "\\}";
    case U'~': return "\\textasciitilde{}";
    case U'^': return "\\textasciicircum{}";
    case U'\\': return "\\textbackslash{}";
    case U'<': return "\\textless{}";
    case U'>': return "\\textgreater{}";
    case U'|': return "\\textbar{}";
    case U'…': return "\\ldots{}";
    case U'—': return "---";
    case U'–': return "--";
    case U'‘': return "`";
    case U'’': return "'";
    case U'“': return "``";
    case U'”': return "''";
    case U'\n': return " ";
    default: return nullptr;
    }
}

}  // namespace

std::string tikzColorName(std::uint32_t rgb) {
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "ab%06X", static_cast<unsigned>(rgb & 0xFFFFFF));
    return buffer;
}

std::string latexEscape(std::string_view text) {
    std::string out;
    for (std::size_t i = 0; i < text.size();) {
        const std::size_t start = i;
        const char32_t cp = nextCodePoint(text, i);
        // A minus sign before a number or ∞ ("-3", "-∞") is set as math, not as a hyphen.
        const bool minus = cp == U'-' && i < text.size() &&
                           ((text[i] >= '0' && text[i] <= '9') || text.substr(i).starts_with("∞")) &&
                           (start == 0 || text[start - 1] == ' ' || text[start - 1] == '(' || text[start - 1] == '=');
        if (const char* math = minus ? "-" : mathFor(cp)) {
            // Neighbouring symbols share one math group: "$\alpha\leq$".
            if (out.size() >= 1 && out.back() == '$' && (out.size() < 2 || out[out.size() - 2] != '\\')) out.pop_back();
            else out += '$';
            out += math;
            out += '$';
        } else if (const char* t = textFor(cp)) {
            out += t;
        } else if (cp >= 0x20 && cp < 0x7F) {  // not DEL, which pdflatex refuses ("invalid character")
            out += static_cast<char>(cp);
        } else if (cp >= 0xC0 && cp <= 0xFF && cp != 0xD0 && cp != 0xDE && cp != 0xF0 && cp != 0xFE && cp != 0xF7) {
            // Accented Latin letters: pdflatex's utf8 input builds them from the OT1 fonts
            // (T1 would need cm-super, which Debian's base TeX packages do not bring).
            out.append(text.substr(start, i - start));
        } else if (isCjk(cp) || (cp >= 0x100 && cp <= 0x24F) || (cp >= 0x300 && cp <= 0x36F) || (cp >= 0x1E00 && cp <= 0x1EFF)) {
            // Vietnamese letters beyond Latin-1 (ế ữ Đ) and Chinese: kept as they are. pdflatex
            // cannot set them, so the document then asks for xelatex (tikzBeamerSource).
            out.append(text.substr(start, i - start));
        } else {
            out += '?';
        }
    }
    return out;
}

namespace {

// Whether an escaped text holds letters pdflatex cannot set (latexEscape keeps only letters
// beyond Latin-1), and Chinese among them, which needs xeCJK.
struct UnicodeNeeds {
    bool beyondLatin1 = false, cjk = false;
};

void scanUnicode(std::string_view escaped, UnicodeNeeds& needs) {
    for (std::size_t i = 0; i < escaped.size();) {
        const char32_t cp = nextCodePoint(escaped, i);
        needs.beyondLatin1 = needs.beyondLatin1 || cp >= 0x100;
        needs.cjk = needs.cjk || isCjk(cp);
    }
}

}  // namespace

std::string TikzPainter::point(Point p) const {
    return "(" + threeDecimals(p.x * m_scale) + "," + threeDecimals((m_height - p.y) * m_scale) + ")";
}

std::string TikzPainter::color(Color c) {
    m_colors.insert(packed(c));
    std::string name = tikzColorName(packed(c));
    if (c.a != 255) name += "!" + threeDecimals(c.a * 100.0f / 255.0f);
    return name;
}

std::string TikzPainter::strokeOptions(const Stroke& stroke) {
    const float points = [&] { return stroke.width * m_scale * kPointsPerCentimetre; }();
    std::string text = "draw=" + color(stroke.color) + ", line width=" + threeDecimals(points) + "pt, line join=round";
    if (const auto dash = dashPattern(stroke)) {
        text += ", dash pattern=on " + threeDecimals(dash->on * m_scale * kPointsPerCentimetre) + "pt off " +
                threeDecimals(dash->off * m_scale * kPointsPerCentimetre) + "pt";
    } else {
        text += ", line cap=round";
    }
    return text;
}

void TikzPainter::line(Point a, Point b, const Stroke& stroke) {
    m_body += "\\path[" + strokeOptions(stroke) + "] " + point(a) + " -- " + point(b) + ";\n";
}

void TikzPainter::polygon(std::span<const Point> points, std::optional<Color> fill, const Stroke& stroke) {
    if (points.empty()) return;
    std::string options = strokeOptions(stroke);
    if (fill) options = "fill=" + color(*fill) + ", " + options;
    m_body += "\\path[" + options + "] ";
    for (const Point& p : points) m_body += point(p) + " -- ";
    m_body += "cycle;\n";
}

void TikzPainter::circle(Point centre, float radius, std::optional<Color> fill, const Stroke& stroke) {
    std::string options = strokeOptions(stroke);
    if (fill) options = "fill=" + color(*fill) + ", " + options;
    m_body += "\\path[" + options + "] " + point(centre) + " circle[radius=" + threeDecimals(radius * m_scale) + "];\n";
}

void TikzPainter::text(Point at, std::string_view text, float size, bool bold, Color c, TextAnchor anchor) {
    // Anchored at the baseline like the other back ends, so digits sit where the SVG puts them.
    const char* anchorName = anchor == TextAnchor::Center ? "base" : anchor == TextAnchor::Left ? "base west" : "base east";
    const float points = size * m_scale * kPointsPerCentimetre;
    // Set at 10 pt and scaled: pdflatex's Computer Modern comes in a few design sizes only.
    m_body += "\\node[anchor=" + std::string(anchorName) + ", inner sep=0pt, text=" + color(c) +
              ", font=\\fontsize{10}{12}\\selectfont" + (bold ? "\\bfseries" : "") + ", scale=" + threeDecimals(points / 10) +
              "] at " + point({at.x, at.y + size * kBaselineDrop}) + " {" + latexEscape(text) + "};\n";
}

std::string TikzPainter::take() { return std::exchange(m_body, std::string()); }

std::string tikzBeamerSource(const TikzDocument& d) {
    UnicodeNeeds needs;
    const std::string title = latexEscape(d.title);
    scanUnicode(title, needs);
    for (const std::string& overlay : d.overlays) scanUnicode(overlay, needs);
    std::string tex;
    if (!needs.beyondLatin1) {
        tex =
            "% Made by ablab. Compile with pdflatex; each slide of the frame shows the next step.\n"
            "\\documentclass[aspectratio=169]{beamer}\n"
            "\\usepackage[utf8]{inputenc}\n";
    } else {
        // Vietnamese and Chinese need Unicode fonts: xelatex with fontspec (DejaVu Sans, as the
        // other exports), and xeCJK with Noto Sans CJK SC when there is Chinese.
        tex =
            "% Made by ablab. The text holds characters pdflatex cannot set: compile with xelatex\n"
            "% (Debian: texlive-xetex";
        tex += needs.cjk ? ", texlive-lang-chinese and fonts-noto-cjk" : " and fonts-dejavu-core";
        tex +=
            "); each slide of the frame shows the next step.\n"
            "\\documentclass[aspectratio=169]{beamer}\n"
            "\\usepackage{fontspec}\n"
            "\\setsansfont{DejaVu Sans}\n";
        if (needs.cjk) tex += "\\usepackage{xeCJK}\n\\setCJKsansfont{Noto Sans CJK SC}\n\\setCJKmainfont{Noto Sans CJK SC}\n";
    }
    tex +=
        "\\usepackage{amssymb}\n"
        "\\usepackage{tikz}\n"
        "\\setbeamertemplate{navigation symbols}{}\n"
        "\\setbeamersize{text margin left=0.4cm, text margin right=0.4cm}\n"
        "\\hypersetup{pdftitle={" +
        title + "}}\n";
    std::set<std::uint32_t> colors = d.colors;
    colors.insert(packed(d.background));
    for (std::uint32_t rgb : colors) {
        char hex[8];
        std::snprintf(hex, sizeof hex, "%06X", static_cast<unsigned>(rgb));
        tex += "\\definecolor{" + tikzColorName(rgb) + "}{HTML}{" + hex + "}\n";
    }
    const float scale = tikzCentimetresPerPixel(d.width);
    tex += "\\begin{document}\n\\begin{frame}[plain]\n\\centering\n\\begin{tikzpicture}\n";
    // The background fixes the picture's size, so no slide jumps when the next step is shown.
    tex += "\\fill[" + tikzColorName(packed(d.background)) + "] (0,0) rectangle (" + threeDecimals(d.width * scale) + "," +
           threeDecimals(d.height * scale) + ");\n";
    for (std::size_t k = 0; k < d.overlays.size(); ++k)
        tex += "\\only<" + std::to_string(k + 1) + ">{%\n" + d.overlays[k] + "}%\n";
    tex += "\\end{tikzpicture}\n\\end{frame}\n\\end{document}\n";
    return tex;
}

}  // namespace ablab::core

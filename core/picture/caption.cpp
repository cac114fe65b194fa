#include "picture/paint_parts.h"

#include <algorithm>
#include <string>
#include <vector>

#include "text/line_breaks.h"
#include "text/trimmed.h"
#include "text/utf8.h"

namespace ablab::core::painting {

namespace {

// The size at which `text` fits `room` on one line, no larger than `size`: measured again after
// each shrink, since hinted glyphs do not scale exactly with their size.
float sizeToFit(const Painter& target, std::string_view text, float size, float room) {
    for (int round = 0; round < 4; ++round) {
        const float width = target.textWidth(text, size, false);
        if (width <= room) break;
        size *= room / width * 0.99f;
    }
    return size;
}

// Where a caption too long for one line is best cut in two: of the allowed breaks (a space, or
// between 汉字), those between phrases first (text/line_breaks.h: never inside "(3, +∞)" nor
// beside a lone "∅"), and of those the one that leaves the longer half the shortest.
std::size_t middleBreak(const Painter& target, std::string_view text, float size) {
    std::size_t best = 0;
    BreakBadness bestBadness = BreakBadness::InsideBracket;
    float bestWidth = target.textWidth(text, size, false);
    char32_t previous = 0;
    for (std::size_t i = 0; i < text.size();) {
        const std::size_t at = i;
        const char32_t c = nextCodePoint(text, i);
        if (at > 0 && lineBreakAllowed(previous, c)) {
            const BreakBadness badness = breakBadness(text, at);
            const float longer = std::max(target.textWidth(trimmed(text.substr(0, at)), size, false),
                                          target.textWidth(trimmed(text.substr(at)), size, false));
            if (best == 0 || badness < bestBadness || (badness == bestBadness && longer < bestWidth))
                best = at, bestBadness = badness, bestWidth = longer;
        }
        previous = c;
    }
    return best;
}

// The caption in more lines than two, where two would set it below the size rule (an upright,
// phone-sized picture): the fewest lines, up to kMostCaptionLines, that hold it at `least` or
// more in `room`, each line as large as the room fitViewport keeps allows. Empty when no
// number of lines does.
struct CaptionLines {
    float size = 0;
    std::vector<std::string_view> lines;
};
CaptionLines manyLines(const Painter& target, std::string_view text, float least, float width, float height) {
    for (int k = 3; k <= Style::kMostCaptionLines; ++k) {
        const float size = Style::captionRoom(width, height) / Style::captionLinesHeight(k);
        if (size < least) break;
        CaptionLines set{size, {}};
        // Between phrases first (text/line_breaks.h), measured by the picture's own fonts.
        breakLines(
            text, width - size * (2 * Style::captionMargin),
            [&](std::string_view glyph) { return target.textWidth(glyph, size, false); },
            [&](std::string_view line) { set.lines.push_back(trimmed(line)); });
        if (static_cast<int>(set.lines.size()) <= k) return set;
    }
    return {};
}

}  // namespace

// [words] The status line along the bottom and the step counter at the top right: always shown,
// so fixed before any other word is placed.
void fixCaption(const Scene& scene, const Theme& theme, const PaintOptions& options, Painter& target, TextPlacer& placer,
                LabelPlacement& words) {
    const float captionFont = Style::captionPixels(options.canvasHeight) * options.fontScale;
    if (!scene.caption.empty()) {
        // A long caption is set smaller rather than cut off at the picture's edge; when one line
        // would be set much smaller than two, it takes two (in the room fitViewport keeps for it).
        const float room = options.canvasWidth - captionFont * (2 * Style::captionMargin);
        const float left = options.canvasLeft + captionFont * Style::captionMargin;
        const std::string_view text = scene.caption;
        const float oneLine = sizeToFit(target, text, captionFont, room);
        const std::size_t cut = oneLine < captionFont * Style::captionTwoLinesMost ? middleBreak(target, text, captionFont) : 0;
        const std::string_view first = trimmed(text.substr(0, cut)), second = trimmed(text.substr(cut));
        const float twoLines = cut == 0 ? 0.0f
                                        : std::min(sizeToFit(target, first, captionFont * Style::captionTwoLinesMost, room),
                                                   sizeToFit(target, second, captionFont * Style::captionTwoLinesMost, room));
        const auto fixLine = [&](std::string_view line, float size, float baseline) {
            Word caption;
            caption.text = std::string(line);
            caption.size = size;
            caption.color = theme.ink;
            caption.at({left, baseline}, TextAnchor::Left);
            words.fix(std::move(caption), placer, target);
        };
        // Below the size rule in two lines: more lines, where the picture keeps room for them.
        const float least = Style::wordPixels(options.canvasHeight) * options.fontScale;
        const CaptionLines many = std::max(oneLine, twoLines) < least
                                      ? manyLines(target, text, least, options.canvasWidth, options.canvasHeight)
                                      : CaptionLines{};
        if (!many.lines.empty()) {
            const float bottomBaseline = options.canvasTop + options.canvasHeight - many.size * Style::captionBaseline;
            for (std::size_t i = 0; i < many.lines.size(); ++i)
                fixLine(many.lines[i], many.size,
                        bottomBaseline - many.size * Style::captionLineSpacing * static_cast<float>(many.lines.size() - 1 - i));
        } else if (twoLines > oneLine) {
            const float bottomBaseline = options.canvasTop + options.canvasHeight - twoLines * Style::captionBaseline;
            fixLine(first, twoLines, bottomBaseline - twoLines * Style::captionLineSpacing);
            fixLine(second, twoLines, bottomBaseline);
        } else {
            fixLine(text, oneLine, options.canvasTop + options.canvasHeight - captionFont * Style::captionBaseline);
        }
    }
    Word counter;
    counter.text = scene.stepText;
    counter.size = captionFont * Style::stepCounterPerCaption;
    counter.color = theme.faint;
    counter.at({options.canvasLeft + options.canvasWidth - captionFont * Style::captionMargin,
                options.canvasTop + captionFont * Style::stepCounterBaseline},
               TextAnchor::Right);
    words.fix(std::move(counter), placer, target);
}

}  // namespace ablab::core::painting

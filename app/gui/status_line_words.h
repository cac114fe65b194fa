#pragma once
// The status line's own words, besides the explanation of the step (core's, a sentence): drawn
// at the status line's size, so the font atlas holds their glyphs at the sentence sizes too
// (gui/fonts.cpp's glyphsFor), not only at the panels' size as the other words of app/.
#include "text/translate.h"

namespace ablab::app {

inline constexpr const char* kPracticePrompt =
    core::translatable("Practice: give every inner node its value, mark the pruned subtrees, then Check");
inline constexpr const char* kStepCounter = core::translatable("step %zu of %zu");
inline constexpr const char* kPracticeStepCounter = core::translatable("step %zu");
// Step 0 on a touch screen, which has no → key: the page's own step button.
inline constexpr const char* kTapToStart = core::translatable("Tap ▶: {run}");
inline constexpr const char* kStatusLineWords[] = {kPracticePrompt, kStepCounter, kPracticeStepCounter, kTapToStart};

}  // namespace ablab::app

#pragma once
// The controls around the canvas: the toolbar (stepping, play, algorithm and options), the
// status line in the lecture's words, and the timeline with a tick at every cutoff.
#include "state/app_state.h"
#include "gui/fonts.h"
#include "gui/panel_caches.h"

namespace ablab::app {

// The step buttons, then the search options on the same line where they fit.
void drawToolbar(AppState& state, PanelCaches& caches);
// Its two halves, apart on a phone: the page's own bar steps there (index.html), the options
// are a sheet.
void drawStepButtons(AppState& state);
void drawSearchOptions(AppState& state, PanelCaches& caches);  // speed, algorithm and its options
// Play or pause: among the step buttons at the desk, beside the timeline on a phone.
void drawPlayButton(AppState& state);
// `withCounter`: the step counter ("step 12 of 22") at the right end of the first line; a phone
// shows it in the timeline instead, so the sentence has the whole width.
// The status line's sentence for `step`, as the window draws it and the page's live region
// reads it: the practice prompt at step 0 while practising, an invitation to tap the page's ▶
// on a touch screen (`touch`), else the step's explanation (core's explainStep).
std::string statusSentence(const AppState& state, std::size_t step, bool touch);
// Predicting, under the status line: the open question's choices as numbered buttons (the
// digit keys choose them too), at a size read from the back row. While no question is open the
// row stays, empty, so that the tree below does not jump as questions come and go.
void drawPredictChoices(AppState& state, const Fonts& fonts);
void drawStatusLine(AppState& state, PanelCaches& caches, const Fonts& fonts, bool withCounter = true);
// The status line's text height in a window `displayHeight` pixels high: a share of the height,
// never smaller than the desk sizes (the atlas rasterises the sentences at it, Window::coverGlyphs).
float statusLineTextSize(const ViewOptions& view, float displayHeight);
// `withCounter`: the slider's text is the step counter, not only the step.
void drawTimeline(AppState& state, bool withCounter = false);
// The view toggles: node shapes, windows on edges, theme, text size.
void drawViewPanel(AppState& state);
// The keys a presenter clicker sends (→ ← PageDown PageUp), and the rest of the shortcuts.
// Returns true when F5 asked for presentation mode to be toggled.
bool handleKeys(AppState& state, double now);

}  // namespace ablab::app

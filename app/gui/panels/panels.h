#pragma once
// The side panels, one function each; all read and change only the AppState, and those that
// keep what they computed keep it in the state's caches (gui/panel_caches.h).
#include "gui/panel_caches.h"
#include "state/app_state.h"
#include "state/file_actions.h"
#include "state/practice.h"

namespace ablab::app {

class Minimap;
struct Fonts;

void drawStatistics(AppState& state, PanelCaches& caches);
void drawOpenClosed(const AppState& state);  // minimax-levels: the notes' OPEN and CLOSED lists
// The same lists in a box of their own at the top of the side column, `width` wide and as tall as
// they are (up to `most`), so they stay in view whatever the panels below scroll to.
void drawOpenClosedBox(const AppState& state, float width, float most);
void drawSssOpenList(const AppState& state,
                     PanelCaches& caches);  // sss: Stockman's OPEN list of (node, live/solved, merit) states
void drawIntervalLine(const AppState& state, PanelCaches& caches);  // the (α, β) window of the current node, shrinking
void drawPseudocode(const AppState& state, PanelCaches& caches);
void drawComparePanel(const AppState& state, PanelCaches& caches);  // every algorithm on this tree, as a bar chart
void drawEventLog(AppState& state, PanelCaches& caches);
void drawInspector(AppState& state, PanelCaches& caches, double now);  // the selected node: why, and edits
void drawFilePanel(AppState& state);
void drawDiscardDialog(AppState& state);  // the File panel's questions: drop unsaved edits, save as, replace
void drawExportPanel(AppState& state);    // the run as pictures, slides or tables, asking before replacing files
void drawNavigatePanel(AppState& state, Minimap& minimap);       // find, focus, follow, minimap
void drawPracticePanel(AppState& state, Practice& practice);     // practice mode: entries, Check, Hint, new exercises
void drawPredictPanel(AppState& state, Predicting& predicting);  // predict mode: start, what is asked, the score
void drawLivePanel(AppState& state, LiveClass& live);            // a live class: join as presenter, how the room joins
struct Fonts;
void drawJoinCard(AppState& state, const Fonts& fonts);     // over the canvas: the QR code and the code, for the room
void drawPlayPanel(AppState& state, PlaySession& session);  // play mode: the game, who starts, the engine
// Play mode's board beside the tree: what happened, the board to click, Undo, Redo, New game.
void drawPlayBoard(AppState& state, const Fonts& fonts);
// How wide the board wants to be in a column `height` high: its cells as large as they read well.
float playBoardWidth(const AppState& state, float height);
// How tall it wants to be in a column `width` wide (a phone's: the board over the tree).
float playBoardHeight(const AppState& state, float width);

}  // namespace ablab::app

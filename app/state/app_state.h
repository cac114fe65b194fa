#pragma once
// Everything the front end shows, owned in one place and redrawn from it every frame.
// Stepping, editing, undo and option changes are plain functions over AppState, so they are
// tested without a window (tests/app/state/).
#include <future>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "files/file_stamp.h"
#include "export/export.h"
#include "files/lecture_library.h"
#include "picture/layout.h"
#include "run/opening.h"
#include "run/run.h"
#include "picture/paint.h"
#include "state/focus_motion.h"
#include "state/play_session.h"
#include "state/practice.h"
#include "state/live_class.h"
#include "state/predict.h"
#include "search/search_options.h"
#include "search/trace.h"
#include "model/tree.h"
#include "text/wording.h"

namespace ablab::app {

struct ViewOptions {
    bool squareCircleShapes = false;  // MAX □ / MIN ○ instead of MAX ▲ / MIN ▼
    bool windowOnEdges = false;       // the (α, β) window each edge passed down
    bool openLines = false;           // tic-tac-toe boards show the lines open for X and O (f(p))
    bool presentation = false;        // F5: canvas, status line and step counter only
    bool darkTheme = false;
    float fontScale = 1.0f;                             // Ctrl + / Ctrl −
    core::Language language = core::Language::English;  // the interface's; --lang, else the settings, else LANG
    core::Notation notation = core::Notation::Aima;     // whose words the explanations use

    // What every panel, picture and job of the window is written in.
    core::Wording wording() const { return {language, notation}; }

    bool operator==(const ViewOptions&) const = default;
};

// Pan and zoom of the canvas, relative to "the whole tree fits the canvas".
struct CanvasView {
    float zoom = 1.0f;
    float panX = 0, panY = 0;             // pixels
    std::size_t nodesInView = 0;          // set by the canvas each frame: how many nodes it drew
    core::NodeId focus = core::kNoNode;   // frame this node's subtree on the next frame
    bool follow = false;                  // keep the current node in view while stepping
    std::string find;                     // the Find box: a label or a path
    std::vector<std::uint8_t> collapsed;  // per node: its subtree drawn as one mark (empty: none)
    std::size_t collapsedRevision = 0;    // bumped on every collapse or expand
    bool centreRequested = false;         // the minimap asked to centre the view on (centreX, centreY)
    float centreX = 0, centreY = 0;       // layout units
    // Set by the canvas each frame: the part of the tree in view, in layout units.
    float viewLeft = 0, viewTop = 0, viewRight = 0, viewBottom = 0;
    // The camera easing (state/camera.h): the layout point at the canvas pixel (x, y) glides
    // from `from` to `to` and the zoom from fromZoom to toZoom, from `start` (seconds; < 0:
    // not moving).
    struct Move {
        core::Point from, to;
        float fromZoom = 1, toZoom = 1, x = 0, y = 0;
        double start = -1;
    } move;
    std::size_t presentedStep = static_cast<std::size_t>(-1);  // the step the presenting camera framed
    // The focus + context view (picture/focus_view.h) is what a step shows of a tree too big to
    // read whole; F shows the whole tree instead, until the next step.
    std::size_t wholeAtStep = static_cast<std::size_t>(-1);
    // Subtrees the teacher opened with a click on their glyph: shown with their children at
    // every step, until folded again (a right click) or the tree changes. Ascending.
    std::vector<core::NodeId> opened;
    std::size_t openedRevision = 0;  // bumped on every open or fold
    FocusMotion focusMotion;         // the glide from the last focus view to this one
};

// The File panel's state. Every question about files (drop unsaved edits? which name? replace
// that file?) is one stage of a small state machine, and what waits for the answer is one
// `then` (state/file_actions.h moves between them):
//
//   Idle ── open / new / use / quit with unsaved edits ──▶ ConfirmDiscard ── drop ──▶ then, Idle
//   Idle ── save an untitled or read-only tree, or Save as ──▶ SaveAs ── a new name ──▶ save, then, Idle
//   ConfirmDiscard ── save first ──▶ save (SaveAs when it has no name yet) ──▶ then, Idle
//   SaveAs ── a file that exists ──▶ ConfirmReplace ── replace ──▶ save, then, Idle
//   any question ── cancel ──▶ Idle, nothing done
struct FileBox {
    enum class Stage { Idle, ConfirmDiscard, SaveAs, ConfirmReplace, ChangedOnDisk, OfferRecovery };
    enum class Then { Nothing, Open, New, UseTyped, Quit };
    Stage stage = Stage::Idle;
    Then then = Then::Nothing;
    std::string thenPath;                        // Then::Open: the file to open
    std::shared_ptr<const core::Tree> thenTree;  // Then::UseTyped: the tree typed
    std::string path;                            // the path box: a file to open; names the open file or is empty
    std::string saveAsPath;                      // the Save as box
    std::string shorthand;                       // the tree box
    bool quit = false;                           // confirmed: close the window
    std::vector<core::Lesson> examples;          // the lecture library in lesson order
    bool examplesRead = false;
    std::string toLoad;         // a file the window should load in the background (loading.h)
    std::string pendingAnswer;  // an answer file to check once the tree it answers has loaded
    bool focusPath = false;     // Ctrl+O: open the File panel with the cursor in the path box
    std::string recent;         // the file open when ablab last closed, offered to reopen
    // Unsaved edits of a window that ended uncleanly (state/recovery.h). They are asked about
    // (OfferRecovery) once the tree named on the command line has loaded and no other question
    // is open, and kept here until answered: a load or another question meanwhile only delays
    // the offer, never drops it.
    struct RecoveryOffer {
        std::shared_ptr<const core::Tree> tree;
        std::string path;  // the file the edits belong to; "" for an untitled tree
        std::string file;  // the recovery file
    };
    std::optional<RecoveryOffer> recovery;
};

struct Playback {
    bool playing = false;
    float eventsPerSecond = 2.0f;
    double carry = 0;  // fractional events not yet played
};

// Nodes whose outcome an edit changed (pruned ↔ evaluated, value), outlined for a while.
struct ChangeHighlight {
    std::vector<core::NodeId> nodes;
    double until = 0;  // in the clock passed to the edit functions (seconds)
};

// The Export panel: what to export; export_request.h does it.
struct ExportBox {
    core::ExportFormat format = core::ExportFormat::Png;
    // Which steps: the one on screen, the end, every step, or the cutoffs.
    enum class Steps { Current, End, All, Cutoffs } steps = Steps::Current;
    std::string path;  // empty: beside the tree, named after it and the step
    int width = 1920, height = 1080;
    core::ThemeName theme = core::ThemeName::Light;
    core::SceneOptions scene;
    bool handout = false, build = false;  // a deck's trace-table slides and click-by-click builds
    bool stages = false;                  // a PDF's steps six to a page, as AIMA's Figure 5.5 (a handout)
    std::vector<std::string> toReplace;   // files that exist: the panel asks before replacing them
    // The export running off the window's thread, if any: its report and how far it got.
    std::future<std::string> running;
    std::shared_ptr<core::ExportProgress> progress;
};

struct AppState {
    // The tree on screen, searched, laid out and recorded (core/run/run.h); replaced whole by
    // every open, edit, undo and option change, never changed in place.
    std::shared_ptr<const core::Run> run;
    std::string path;       // the file the tree is saved in; empty while untitled (default, typed, generated)
    bool readOnly = false;  // `path` is one of the library's files (or not writable): saving asks for a new name
    // Every version of the document (an open, each edit) has a number of its own; undo and redo
    // bring a version's number back with its tree, so the document is dirty exactly when its
    // number is not the one last opened or saved.
    std::uint64_t documentRevision = 0;
    std::uint64_t savedRevision = 0;
    // Which opening of a document this is (a number of the same series, changed by an open, not
    // by an edit): a lesson opened gets side panels of its own (gui/frame.cpp).
    std::uint64_t openedRevision = 0;
    core::FileStamp savedStamp;   // `path` on disk as last opened or saved: a save checks it first
    bool dirty = false;           // documentRevision != savedRevision: ask before dropping it
    core::SearchOptions options;  // as chosen; run->options are those in effect
    // Who chose the notation and the options a tree opens in (run/opening.h): what the command
    // line or the link named explicitly wins over a lesson's voice; the student's own choices
    // (the defaults, the remembered settings, what they change in the window) give way to it.
    // `opened` is what the last open set, so that what the student changed since is told apart
    // from what the lesson said (ownChoices).
    core::ExplicitChoices chosen;
    core::Opening own;
    core::Opening opened;
    std::size_t step = 0;  // events applied: 0 … trace->stepCount()
    Playback playback;
    ViewOptions view;
    CanvasView canvas;
    FileBox files;
    core::NodeId selected = core::kNoNode;
    // A value typed at the selected leaf on the canvas, not yet entered (state/leaf_typing.h):
    // its text, the leaf and the run it was typed on.
    struct LeafTyping {
        std::string text;
        core::NodeId leaf = core::kNoNode;
        std::uint64_t revision = 0;
    } typing;
    ChangeHighlight changed;
    ExportBox exportBox;
    struct Version {
        std::shared_ptr<const core::Tree> tree;
        std::uint64_t revision = 0;  // its documentRevision
    };
    std::vector<Version> undoStack, redoStack;
    Practice practice;         // practice mode: the student's answer, the last Check, the exercise
    Predicting predict;        // predict mode: the questions asked of the run, the answers given
    LiveClass live;            // presenting a live session: the room follows the step, answers the questions
    PlaySession play;          // play mode: a game against the engine, the search behind each reply
    std::string message;       // the last error or notice, shown in the window (a failed load, a bad edit)
    std::string messageShown;  // the message the window shows, and since when (a few seconds, then cleared)
    double messageSince = 0;
};

// Whether the window keeps what the run has not played out of sight: while practising (the
// student works the answers out) and while predicting (the student says what happens next).
bool holdsBackWhatIsAhead(const AppState& state);

// Zoom and pan back to the whole tree (F), keeping what is collapsed and followed; until the
// next step the canvas draws the whole tree, not the focus view.
void fitWholeTree(AppState& state);

// Whether the canvas draws the whole tree at this step (F was pressed at it), not the focus view.
bool showsWholeTree(const AppState& state);

// A click on a folded glyph opens it; a right click on an opened node folds it again.
void toggleOpened(CanvasView& canvas, core::NodeId n);

// A fresh state on `tree` (step 0, empty history).
AppState makeAppState(core::Tree tree, std::string path = {}, core::SearchOptions options = {});

// Replaces the tree as if opened from a file: history cleared, step 0, not dirty; in the
// notation and options run/opening.h gives it (the explicit choices, its voice, the own ones).
void openTree(AppState& state, core::Tree tree, std::string path);

// The student's own notation and options: `own`, with what they changed since the last open.
// What the window remembers, and what a tree without a voice opens in.
core::Opening ownChoices(const AppState& state);

// Opens the current tree again in its voice, after `own` or `chosen` changed (the window's
// start: the remembered settings and the command line are known after the first tree).
void settleOpening(AppState& state);

// Records that the current tree is what `path` now holds (after opening or saving it): the
// path box names it, and a library file is read-only.
void markSaved(AppState& state, std::string path);

// Re-runs the search with other options; the step is kept (clamped to the new trace).
void setOptions(AppState& state, const core::SearchOptions& options);

// Stepping. Each returns the new step.
std::size_t stepForward(AppState& state);
std::size_t stepBack(AppState& state);
std::size_t stepToStart(AppState& state);
std::size_t stepToEnd(AppState& state);
std::size_t stepToNextCutoff(AppState& state);
std::size_t stepToPreviousCutoff(AppState& state);
std::size_t stepTo(AppState& state, std::size_t step);
// Plays `seconds` of playback at the set speed; stops at the end.
void advancePlayback(AppState& state, double seconds);

// Applies an edited tree: pushes the old one on the undo stack, clears redo, re-runs the search
// keeping the step (clamped), marks the state dirty, and outlines until `now + 3 s` every node
// whose outcome changed. An edit that throws std::invalid_argument leaves the state as it was
// and puts the reason in `message`; returns whether it applied.
template <typename Edit>
bool applyEdit(AppState& state, double now, Edit&& edit);
void replaceTree(AppState& state, core::Tree edited, double now);
// A number no other version of a document in this process has (AppState::documentRevision).
std::uint64_t newDocumentRevision();

bool undo(AppState& state, double now);
bool redo(AppState& state, double now);

// Nodes of `after` whose outcome differs from the node at the same path in `before`: pruned ↔
// evaluated, a different final value or bound, or nodes that are new; in ascending order.
// When the two trees share their structure (a value edited) only the nodes either search
// reached, and the subtrees hanging from them, are looked at.
std::vector<core::NodeId> changedOutcomes(const core::Trace& before, const core::Trace& after);

template <typename Edit>
bool applyEdit(AppState& state, double now, Edit&& edit) {
    try {
        replaceTree(state, edit(*state.run->tree), now);
        return true;
    } catch (const std::invalid_argument& e) {
        state.message = e.what();
        return false;
    }
}

}  // namespace ablab::app

#pragma once
// The page's link, read in one place: index.html#tree=aima-fig5.2&step=12&lang=zh&… Every key a
// link may carry is read here, and "copy link" writes them here (writeLink), so a link reopens
// exactly what was on screen. Nothing in a link stops the page: whatever is wrong is named in a
// notice, in the reader's language, saying what opened instead.
//
//   tree=NAME        a lesson of the lecture library (trees/NAME.json; ".json" may follow)
//   tree=z:DATA      a tree document, raw-deflated, base64url ("z:" can begin no lesson name);
//                    the older form, "z" + DATA with no colon, still reads when no lesson has the name
//   tree=[[3,12],…]  the shorthand, a nested JSON array (or a whole JSON document, "{…}")
//   name=NAME        the file name a tree carried in the link goes by (its saves and exports)
//   step=N | end | cutoff:K
//   lang=en|zh|vi   notation=aima|horowitz-sahni|nilsson|nguyen-van-linh|multya
//   algorithm=alphabeta|minimax|…   options=strict,failhard,shallow,negamax (older links: an
//   algorithm's name among them)    bounds=LO,HI (Star1's leaf bounds)   first-guess=X (MTD(f))
//   move-limit=K   order=file|score
//   view=dark,squares,edge-windows,open-lines   presentation=1   practice=1   predict=1
//   present=TOKEN (read only: the presenter's token of `ablab serve`)
//   play=tictactoe|connect4|gomoku|nim   (a game against the engine, from its start; a link
//                    written while playing carries only it, the language and the notation)
#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "search/search_options.h"
#include "state/settings.h"
#include "text/notation.h"
#include "text/translate.h"

namespace ablab::app::platform {

struct LinkTree {
    enum class Kind { Default, Lesson, Compressed, Document };
    Kind kind = Kind::Default;
    std::string text;  // Lesson: its name; Compressed: the base64url data; Document: the JSON text
};

struct LinkStep {
    enum class Kind { Number, End, Cutoff };
    Kind kind = Kind::Number;
    std::size_t number = 0;  // Number: the step; Cutoff: K, from 1
};

struct Link {
    LinkTree tree;
    std::string name;  // for a Compressed or Document tree; "" when the link named none
    LinkStep step;
    std::optional<core::Language> language;
    std::optional<core::Notation> notation;
    core::SearchOptions search;  // the defaults when the link gave none
    bool searchGiven = false;    // the link set the algorithm or one of its options
    // The link named a tree (tree=, even one that did not open): then its search is the link's,
    // the defaults for what it leaves out, never the remembered one, since a step (12, cutoff:1)
    // means something only in one run. The reader's language, notation and view are still theirs
    // where the link says nothing of them.
    bool treeGiven = false;
    std::optional<bool> darkTheme, squareCircleShapes, windowOnEdges, openLines;
    bool presentation = false;
    bool practice = false;
    bool predict = false;
    // present=TOKEN: the page presents a live class to the server it was served by
    // (`ablab serve` prints the address). Read, never written: a copied link does not carry it.
    std::string presenterToken;
    std::string play;  // play=GAME: the game's code (state/play_session.h), "" for none
    // What was wrong, one sentence each, in the link's language (else the fallback's).
    std::vector<std::string> notices;
};

// The longest link read (the part after "#"), and the most a "z:" tree may unpack to: a link
// is a few kilobytes, a lesson of the library at most 12 KB of JSON, and what a save keeps byte
// for byte (files/tree_file.h's kMaxKeptDocumentBytes) is the most a link's tree may be. The
// page checks both before the program reads the link (page.js), so that a 1.3 MB link or a
// 13 KB one that inflates to a gigabyte is a notice, not a page that never starts.
inline constexpr std::size_t kMostLinkBytes = std::size_t{1} << 20;
inline constexpr std::size_t kMostLinkTreeBytes = std::size_t{4} << 20;

// The notices for a link over kMostLinkBytes (`length` its size) and for a "z:" tree that
// unpacks to more than kMostLinkTreeBytes, in `language`.
std::string linkTooLongNotice(std::size_t length, core::Language language);
std::string linkTreeTooLargeNotice(core::Language language);

// Whether the lecture library has a lesson of this name (trees/NAME.json).
using LessonExists = std::function<bool(std::string_view name)>;

// Reads the part after "#" (or "" for none). `fallback` is the language of the notices when
// the link names none or a bad one. A link longer than kMostLinkBytes is read for its lang=
// only, and says so. Every notice is UTF-8 text whatever the link's %-escapes decode to: a
// value that is not (step=%FF, GBK's "%D6%D0") is quoted as the link wrote it.
Link parseLink(std::string_view fragment, const LessonExists& lessonExists, core::Language fallback);

// A lesson name: letters, digits, "_", "." and "-" only, so that no name can begin "z:".
bool isLessonName(std::string_view text);
inline constexpr std::string_view kCompressedPrefix = "z:";

// The step a link asked for in a run of `last + 1` steps (cutoffs: the steps of its cutoffs),
// clamped to the nearest one the run has; a notice says so when it had to clamp.
std::size_t resolveLinkStep(const LinkStep& step, std::size_t last, const std::vector<std::size_t>& cutoffSteps,
                            std::vector<std::string>& notices, core::Language language);

// The link's choices over the remembered settings: the link wins where it says something, and
// a link that names a tree says the whole search (Link::treeGiven).
void applyLink(const Link& link, Settings& settings);

// What is on screen, as a link. `tree` is the tree part ("aima-fig5.2" or "z:DATA"), written
// by the caller (the page deflates); everything else that changes what is seen is here.
struct LinkState {
    std::string tree, name;
    std::size_t step = 0;
    core::Language language = core::Language::English;
    core::Notation notation = core::Notation::Aima;
    core::SearchOptions search;
    ViewOptions view;
    bool practice = false;
    bool predict = false;
    std::string play;  // the game being played, "" for none
};
// The fragment without "#": keys in a fixed order, values percent-encoded. The language, the
// notation and the algorithm are always written (the one reading the link may remember others,
// and a lesson may name its own); the other keys only when they are not the defaults.
std::string writeLink(const LinkState& state);

// The search options' flags as a link writes them ("strict,shallow"), and back; false, and
// `options` unchanged, on a word it does not know.
std::string linkOptionsText(const core::SearchOptions& options);
bool parseLinkOptions(std::string_view text, core::SearchOptions& options);

// "%41+b" → "A b", as a browser's URLSearchParams reads a fragment.
std::string percentDecode(std::string_view text);

}  // namespace ablab::app::platform

#pragma once
// Events in the lecture's words: "α-cutoff at C: 2 ≤ α = 3 (from A); prunes C2, C3".
#include <string>

#include "search/event.h"
#include "search/search_options.h"
#include "search/trace.h"
#include "search/value_texts.h"
#include "text/phrasebook.h"
#include "text/wording.h"
#include "model/tree.h"

namespace ablab::core {

// The event as --negamax reports it: every value from the side to move at the event's node,
// so at a MIN node values are negated and the window (α, β) becomes (−β, −α). This is the same
// search written the way the Horowitz–Sahni notes write the VEB/AB procedures.
Event negamaxView(const Tree& tree, const Event& e);
// A node's state the same way: at a MIN node the value and bound flip and (α, β) becomes (−β, −α).
NodeState negamaxView(const Tree& tree, NodeId n, const NodeState& state);

// Whether the course notes' notations speak of `algorithm` (minimax, level by level, and α-β);
// the algorithms beyond them are explained and written as their papers do, whatever the notation.
bool notesCover(Algorithm algorithm);

// Whether every view shows a run's values from the side to move: under --negamax, in every
// notation. Horowitz–Sahni's notes tell their cuts in MAX/MIN values (V(P41) = 3) though their
// procedures are negamax: only the Pseudocode panel speaks those, labelled (teaching/pseudocode.h).
bool fromSideToMove(Notation notation, const SearchOptions& options);
// Whether a node that returned a bound shows it as one ("≤ 2"): not in the notes that set a pruned
// node's value to that bound (朱福喜: 该节点最终的倒推值就确定为这个值; Linh: giá trị tạm trở thành
// giá trị của nó), which show "2" on the canvas, in the table and in the panels.
bool showsBounds(Notation notation, const SearchOptions& options);
// An event of a run with `options` in the form every view shows it (negamaxView when fromSideToMove).
Event shownForm(Notation notation, const Tree& tree, const Event& e, const SearchOptions& options);

// One sentence for an event (already in its shown form, shownForm), in the wording's language and
// notation (text/notation.h).
std::string explain(const Wording& wording, const Tree& tree, const Event& e, const SearchOptions& options);

// Event `index` of the run as every view shows it: from the side to move when fromSideToMove.
Event shownEvent(Notation notation, const Trace& trace, std::size_t index);
// Node n's state at `step` as every view shows it, in the same form.
NodeState shownState(Notation notation, const Trace& trace, NodeId n, std::size_t step);
// A leaf's given value as every view shows it (negated at a MIN leaf when fromSideToMove).
Value shownLeafValue(Notation notation, const Trace& trace, NodeId leaf);

// The sentence for event `index` of the run (explain of its shown form), with what the notes
// say beside it that only the run knows: Nguyễn Văn Linh's temporary values before and after
// (max(−∞, 1) = 1, and a parent's value that stays: max(1, 0) = 1). Every view that puts an
// event in words (the status line, the trace table, the event log) says this one.
std::string explainEvent(const Wording& wording, const Trace& trace, std::size_t index);
// What a writer of event after event (the trace table) keeps from one to the next: each
// sentence's template looked up once, each value's text made once.
struct SentenceMemory {
    explicit SentenceMemory(Language language, Phrasebook::Memory memory = Phrasebook::Memory::Kept) : words(language, memory) {}
    Phrasebook words;
    ValueTexts values;
};
// The same sentence appended to `out`, with `memory` of wording.language: nothing is allocated
// for a sentence.
void appendExplanation(std::string& out, SentenceMemory& memory, const Wording& wording, const Trace& trace, std::size_t index);

// What step `step` of the run says, wherever a step is put in words (the status line, the
// canvas's caption, the event log): step 0 invites the viewer to start the run (runTitle); any other step explains
// the event that led to it.
std::string explainStep(const Wording& wording, const Trace& trace, std::size_t step);

// What the run is, as a slide's first caption says it: "α-β search on AIMA Figure 5.2".
std::string runTitle(Language language, const Trace& trace);

// "AIMA Figure 5.2", or "this tree" for an untitled one.
std::string titleOrThisTree(Language language, const Tree& tree);

// "α-cutoff", "deep β-cutoff", … in the wording's language and notation (α截断 in Horowitz–Sahni's,
// α剪枝 in Nilsson's, Linh's Vp ≥ Vq rule in his).
std::string cutoffName(const Wording& wording, const Event& e);
// The same from a phrasebook of the reader's language.
std::string_view cutoffName(Phrasebook& words, Notation notation, const Event& e);
// Every name cutoffName gives, in English (the catalogue's msgids): the canvas's tag draws them
// bold, so its font holds their letters in every language (gui/fonts.cpp).
inline constexpr const char* kCutoffNames[] = {"α-cutoff",
                                               "β-cutoff",
                                               "deep α-cutoff",
                                               "deep β-cutoff",
                                               "α cutoff",
                                               "β cutoff",
                                               "deep α cutoff",
                                               "deep β cutoff",
                                               "α-pruning",
                                               "β-pruning",
                                               "deep α-pruning",
                                               "deep β-pruning",
                                               "Vp ≥ Vq pruning",
                                               "Vp ≤ Vq pruning",
                                               "Vp ≥ Vq pruning, extended",
                                               "Vp ≤ Vq pruning, extended",
                                               "empty interval"};

// The value column: "3", "≤ 2", "≥ 5", or "" before a node has a value.
std::string valueText(const Event& e);
// The same appended to `out`, the value's text from `values`.
void appendValueText(std::string& out, ValueTexts& values, const Event& e);

// "C2, C3" (at most `shown` labels, then "… (N subtrees)").
std::string childList(Language language, const Tree& tree, NodeId n, std::uint32_t from, std::uint32_t to, std::size_t shown = 6);

}  // namespace ablab::core

#pragma once
// Grading an answer against the search, both ways: missed prunes and wrong prunes, wrong
// values and bounds, wrong windows. Each mistake is explained from the first event where the
// answer goes wrong, in the lecture's words:
//
//   C2 is pruned: after C1 = 2, C is ≤ 2 ≤ α = 3 (from A) — an α-cutoff
//   C3 is evaluated: no cutoff at C, because 4 > α = 3
//
// The grade is a list of items, one point each, ordered by node (preorder) and then by part,
// so a window can draw each node's verdict and a terminal can print a report.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "teaching/answer.h"
#include "search/trace.h"
#include "text/wording.h"

namespace ablab::core {

enum class AnswerPart : std::uint8_t {
    Value,      // a searched inner node's value or bound
    Pruned,     // the root of a pruned subtree, or a node marked pruned that was searched
    AlphaBeta,  // a searched inner node's window (α, β) when it returns
};
std::string_view answerPartName(AnswerPart part);  // "value", "pruned", "α, β"

struct GradeItem {
    NodeId node = kNoNode;
    AnswerPart part = AnswerPart::Value;
    bool right = false;
    std::string expected;  // "≤ 2", "3", "pruned", "searched", "(3, 2)", "no value"
    std::string given;     // what the answer says; "" when it says nothing
    std::string reason;    // why the expected answer is right; "" for a right item
    // The event the reason is read from, kNever if none: the GUI shows step event + 1.
    std::uint32_t event = kNever;
};

struct Grade {
    std::vector<GradeItem> items;
    std::size_t points = 0;  // items right

    std::size_t total() const { return items.size(); }
    std::size_t mistakes() const { return items.size() - points; }
    bool fullyRight() const { return points == items.size(); }
};

// Grades `answer` against the search `trace` recorded (the trace's options are the exercise's:
// ties prune or strict, fail-soft or fail-hard).
//
// The items: the value of every searched inner node; every pruned root (right when that node
// itself is marked; a mark on a node inside it is true but does not find the cutoff); every
// searched node marked pruned, unless a marked ancestor already stands for it (a wrong prune);
// when the answer gives α/β at all, the window of every searched inner node; and every value
// or window the answer gives for a node that has none (a pruned node, a leaf with another
// value). So `total` grows by one for each such extra claim.
Grade gradeAnswer(const Wording& wording, const Trace& trace, const Answer& answer);

// The explanations on their own, for hints and tests.
// Why `n`, inside a pruned subtree, is pruned: "C2 is pruned: after C1 = 2, C is ≤ 2 ≤ α = 3 (from A) — an α-cutoff".
std::string whyPruned(const Wording& wording, const Trace& trace, NodeId n);
// Why a searched node `n` is not pruned: "C3 is evaluated: no cutoff at C, because 4 > α = 3".
std::string whySearched(const Wording& wording, const Trace& trace, NodeId n);

}  // namespace ablab::core

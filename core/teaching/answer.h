#pragma once
// A student's answer to an α-β exercise: inner values (or bounds), the pruned subtrees, and
// optionally the window (α, β) of each node when it returns. Read from and written to the
// answer file format of docs/formats/answer-format.md; the GUI's practice mode fills one in directly.
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "search/event.h"
#include "model/tree.h"
#include "files/tree_file.h"

namespace ablab::core {

class Trace;

// An answer file that cannot be used: one line naming the file, where (line:column for JSON
// syntax, a JSON pointer such as /values/C for shape) and what was expected. A TreeFileError,
// so the command line reports it the same way (exit status 2).
class AnswerFileError : public TreeFileError {
public:
    using TreeFileError::TreeFileError;
};

// A value as a student writes it: 3, or a bound "≤ 2" (Bound::Upper) / "≥ 5" (Bound::Lower).
struct AnswerValue {
    Value value = 0;
    Bound bound = Bound::Exact;
    bool operator==(const AnswerValue&) const = default;
};

// "3", "≤ 2", "≥ -∞": as ablab prints values (valueText() of an exit event).
std::string answerValueText(const AnswerValue& v);
// Reads "3", "-1.5", "inf", "-∞", "≤ 2", "<= 2", "≥ 5", ">=5". False if the text is none of these.
bool parseAnswerValue(std::string_view text, AnswerValue& out);

struct AlphaBeta {
    Value alpha = -kInfinity;
    Value beta = kInfinity;
    bool operator==(const AlphaBeta&) const = default;
};

// "(3, 2)", "(-∞, ∞)".
std::string alphaBetaText(const AlphaBeta& w);

struct Answer {
    std::string student;                                   // "" when the file does not say
    std::map<NodeId, AnswerValue> values;                  // by node id (preorder)
    std::vector<NodeId> pruned;                            // marked pruned; ascending, no repeats
    std::optional<std::map<NodeId, AlphaBeta>> alphaBeta;  // nullopt: α/β not answered (not graded)

    bool operator==(const Answer&) const = default;
};

// Reads an answer to an exercise on `tree`; labels are resolved against it. `name` is what
// error messages call the source. Throws AnswerFileError.
Answer parseAnswer(std::string_view text, const std::string& name, const Tree& tree);
// Reads a file, or standard input when path is "-"; one larger than answerByteLimit(tree) is
// refused unread (docs/formats/answer-format.md, "Size").
Answer loadAnswerFile(Language language, const std::string& path, const Tree& tree);
// The most bytes an answer to `tree` can need, however written: a fixed allowance plus a few
// hundred bytes and six times its label for each node.
std::size_t answerByteLimit(const Tree& tree);

// The answer file, pretty-printed, nodes in preorder: what parseAnswer() reads back.
std::string serializeAnswer(const Answer& answer, const Tree& tree);

// The right answer to the search `trace` recorded: every searched inner node's returned value
// (a bound where α-β leaves one), the roots of the pruned subtrees and, with `withAlphaBeta`,
// every searched inner node's window when it returns.
Answer answerKey(const Trace& trace, bool withAlphaBeta = true);

}  // namespace ablab::core

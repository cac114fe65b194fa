#pragma once
// `--step`, read the same way by every command that takes it: a step number, end, cutoff:K (the
// step just after the K-th cutoff), and for commands that make several pictures all and
// cutoffs. Bad text or a step the run does not have is a UsageError: one line, exit status 2.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "search/trace.h"

namespace ablab::app {

struct StepOption {
    enum class Kind : std::uint8_t { Number, End, Cutoff, All, Cutoffs } kind = Kind::End;
    std::size_t number = 0;  // Number: the step; Cutoff: K (1 is the first cutoff)
    std::string text;        // as typed, for messages
};

// Which forms a command accepts.
enum class StepForms : std::uint8_t {
    One,       // N, end, cutoff:K
    OneOrMany  // also all and cutoffs
};

StepOption parseStepOption(core::Language language, std::string_view text, StepForms forms);

// The step a one-step option names in this run (0 … stepCount). UsageError when it is past the
// end, or names a cutoff the run does not have. Not for all / cutoffs.
std::size_t resolveStep(core::Language language, const StepOption& option, const core::Trace& trace);

}  // namespace ablab::app

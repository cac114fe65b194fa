#include "cli/step_option.h"

#include <charconv>

#include "cli/arguments.h"
#include "text/translate.h"

namespace ablab::app {

namespace {

bool wholeNumber(std::string_view text, std::size_t& out) {
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return !text.empty() && ec == std::errc{} && end == text.data() + text.size();
}

}  // namespace

StepOption parseStepOption(core::Language language, std::string_view text, StepForms forms) {
    const bool many = forms == StepForms::OneOrMany;
    StepOption option;
    option.text = text;
    if (text == "end") {
        option.kind = StepOption::Kind::End;
    } else if (many && text == "all") {
        option.kind = StepOption::Kind::All;
    } else if (many && text == "cutoffs") {
        option.kind = StepOption::Kind::Cutoffs;
    } else if (text.rfind("cutoff:", 0) == 0 && wholeNumber(text.substr(7), option.number) && option.number > 0) {
        option.kind = StepOption::Kind::Cutoff;
    } else if (wholeNumber(text, option.number)) {
        option.kind = StepOption::Kind::Number;
    } else {
        throw UsageError(
            many
                ? core::translate(
                      language, "--step expects a step number (0, 1, …), end, cutoff:K (K from 1), all or cutoffs, got '{value}'",
                      {{"value", std::string(text)}})
                : core::translate(language, "--step expects a step number (0, 1, …), end, cutoff:K (K from 1), got '{value}'",
                                  {{"value", std::string(text)}}));
    }
    return option;
}

std::size_t resolveStep(core::Language language, const StepOption& option, const core::Trace& trace) {
    const std::size_t last = trace.stepCount();
    switch (option.kind) {
    case StepOption::Kind::End: return last;
    case StepOption::Kind::Number:
        if (option.number > last)
            throw UsageError(core::translate(language, "--step {step} is past the end: this run has steps 0 to {last}",
                                             {{"step", option.text}, {"last", std::to_string(last)}}));
        return option.number;
    case StepOption::Kind::Cutoff: {
        const auto cutoffs = trace.cutoffEvents();
        if (option.number > cutoffs.size())
            throw UsageError(cutoffs.size() == 1
                                 ? core::translate(language, "--step {step}: this run has {count} cutoff",
                                                   {{"step", option.text}, {"count", "1"}})
                                 : core::translate(language, "--step {step}: this run has {count} cutoffs",
                                                   {{"step", option.text}, {"count", std::to_string(cutoffs.size())}}));
        return cutoffs[option.number - 1] + 1;
    }
    case StepOption::Kind::All:
    case StepOption::Kind::Cutoffs: break;
    }
    throw UsageError(
        core::translate(language, "--step {step} names several steps; this command shows one", {{"step", option.text}}));
}

}  // namespace ablab::app

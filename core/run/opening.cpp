#include "run/opening.h"

namespace ablab::core {

namespace {

struct VariantMember {
    std::optional<bool> LessonVoice::*voice;
    bool SearchOptions::*option;
};
constexpr VariantMember kVariants[] = {{&LessonVoice::strict, &SearchOptions::strict},
                                       {&LessonVoice::failHard, &SearchOptions::failHard},
                                       {&LessonVoice::shallow, &SearchOptions::shallow},
                                       {&LessonVoice::negamax, &SearchOptions::negamax}};

}  // namespace

ExplicitChoices explicitChoices(const SearchOptions& options, bool algorithmNamed) {
    ExplicitChoices chosen;
    if (algorithmNamed) chosen.algorithm = options.algorithm;
    for (const VariantMember& v : kVariants)
        if (options.*v.option) chosen.*v.voice = true;  // a flag can only switch a variant on
    chosen.bounds = options.leafBounds;
    return chosen;
}

ExplicitChoices everyChoice(const SearchOptions& options) {
    ExplicitChoices chosen;
    chosen.algorithm = options.algorithm;
    for (const VariantMember& v : kVariants) chosen.*v.voice = options.*v.option;
    chosen.bounds = options.leafBounds;
    return chosen;
}

Opening openingFor(const Tree& tree, const Opening& otherwise, const ExplicitChoices& chosen) {
    const LessonVoice& voice = tree.info().voice;
    Opening opening = otherwise;
    opening.notation = chosen.notation.value_or(voice.notation.value_or(otherwise.notation));
    if (chosen.algorithm) opening.options.algorithm = *chosen.algorithm;
    else if (voice.algorithm) opening.options.algorithm = *voice.algorithm;
    else if (tree.hasChanceNodes() && otherwise.options.algorithm != Algorithm::Star1)
        opening.options.algorithm = Algorithm::Expectiminimax;
    // The voice's variants belong to its procedure: an algorithm named explicitly sets them aside.
    const bool voiceVariants = !chosen.algorithm;
    for (const VariantMember& v : kVariants) {
        if (const std::optional<bool>& mine = chosen.*v.voice) opening.options.*v.option = *mine;
        else if (const std::optional<bool>& lessons = voice.*v.voice; lessons && voiceVariants)
            opening.options.*v.option = *lessons;
    }
    // What the leaves lie within is a fact of the lesson's tree, whichever algorithm searches it.
    if (chosen.bounds) opening.options.leafBounds = chosen.bounds;
    else if (voice.bounds) opening.options.leafBounds = voice.bounds;
    return opening;
}

}  // namespace ablab::core

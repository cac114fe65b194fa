#include "text/notation.h"

#include "text/translate.h"
#include "text/wording.h"

namespace ablab::core {

std::string_view notationCode(Notation notation) {
    switch (notation) {
    case Notation::Aima: return "aima";
    case Notation::HorowitzSahni: return "horowitz-sahni";
    case Notation::Nilsson: return "nilsson";
    case Notation::NguyenVanLinh: return "nguyen-van-linh";
    case Notation::Multya: return "multya";
    }
    return "aima";
}

std::string_view notationName(Notation notation) {
    switch (notation) {
    case Notation::Aima: return "AIMA";
    case Notation::HorowitzSahni: return "Horowitz–Sahni";
    case Notation::Nilsson: return "Nilsson / 朱福喜";
    case Notation::NguyenVanLinh: return "Nguyễn Văn Linh";
    case Notation::Multya: return "Multya (區間)";
    }
    return "AIMA";
}

bool parseNotation(std::string_view code, Notation& out) {
    for (Notation notation : kNotations) {
        if (code == notationCode(notation)) {
            out = notation;
            return true;
        }
    }
    return false;
}

const char* cutWord(const Wording& wording, CutWord word) {
    const Language language = wording.language;
    // One English word per notation where the notes' languages have one each: AIMA's "cut"
    // (剪枝), Horowitz–Sahni's "α/β cutoff" (截断), Nilsson's "pruning" (剪枝), Linh's "prune"
    // (cắt tỉa, with the rule it applies).
    switch (wording.notation) {
    case Notation::HorowitzSahni:
        switch (word) {
        case CutWord::Previous: return translate(language, "< α/β cutoff");
        case CutWord::Next: return translate(language, "α/β cutoff >");
        case CutWord::Keys: return translate(language, "F fit · F5 presentation · C / Shift+C next / previous α/β cutoff");
        // The window is in MAX/MIN values, or NEGAMAX's under --negamax; VEB and AB test B ≥ D.
        case CutWord::EmptyWindow: return translate(language, "empty: α ≥ β, an α/β cutoff (B ≥ D in negamax form)");
        }
        break;
    case Notation::Nilsson:
        switch (word) {
        case CutWord::Previous: return translate(language, "< pruning");
        case CutWord::Next: return translate(language, "pruning >");
        case CutWord::Keys: return translate(language, "F fit · F5 presentation · C / Shift+C next / previous pruning");
        case CutWord::EmptyWindow: return translate(language, "empty: α ≥ β, pruning");
        }
        break;
    case Notation::NguyenVanLinh:
        switch (word) {
        case CutWord::Previous: return translate(language, "< prune");
        case CutWord::Next: return translate(language, "prune >");
        case CutWord::Keys:
            return translate(language, "F fit · F5 presentation · C / Shift+C next / previous place where children are pruned");
        case CutWord::EmptyWindow: return translate(language, "empty: the unexamined children are pruned");
        }
        break;
    case Notation::Aima:
    case Notation::Multya: break;  // the essay says 剪枝, as AIMA's translators do
    }
    switch (word) {
    case CutWord::Previous: return translate(language, "< cut");
    case CutWord::Next: return translate(language, "cut >");
    case CutWord::Keys: return translate(language, "F fit · F5 presentation · C / Shift+C next / previous cutoff");
    case CutWord::EmptyWindow: return translate(language, "empty: cutoff");
    }
    return "";
}

std::string cutCounts(const Wording& wording, std::size_t alpha, std::size_t beta, std::size_t deep) {
    const char* sentence = nullptr;
    switch (wording.notation) {
    case Notation::HorowitzSahni: sentence = translatable("α cutoffs: {alpha}, β cutoffs: {beta}, deep cutoffs: {deep}"); break;
    case Notation::Nilsson: sentence = translatable("α-pruning: {alpha}, β-pruning: {beta}, deep pruning: {deep}"); break;
    case Notation::NguyenVanLinh:
        sentence = translatable(
            "children pruned by Vp ≥ Vq: {alpha} times, by Vp ≤ Vq: {beta} times, of which beyond the parent (an extension): {deep}");
        break;
    case Notation::Aima: sentence = translatable("cutoffs: {alpha} α, {beta} β, {deep} deep"); break;
    // The essay counts no kinds of cut: an interval found empty stops a node, whichever end closed it.
    case Notation::Multya:
        return translate(wording.language, "empty intervals: {count} (a node stopped early each time)",
                         {{"count", std::to_string(alpha + beta)}});
    }
    return translate(wording.language, sentence,
                     {{"alpha", std::to_string(alpha)}, {"beta", std::to_string(beta)}, {"deep", std::to_string(deep)}});
}

}  // namespace ablab::core

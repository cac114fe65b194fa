#include "text/notation.h"

#include "text/translate.h"

namespace ablab::core {

namespace {

// Each thread its own, like the language (text/translate.cpp).
thread_local Notation g_notation = Notation::Aima;

}  // namespace

std::string_view notationCode(Notation notation) {
    switch (notation) {
    case Notation::Aima: return "aima";
    case Notation::HorowitzSahni: return "horowitz-sahni";
    case Notation::Nilsson: return "nilsson";
    case Notation::NguyenVanLinh: return "nguyen-van-linh";
    }
    return "aima";
}

std::string_view notationName(Notation notation) {
    switch (notation) {
    case Notation::Aima: return "AIMA";
    case Notation::HorowitzSahni: return "Horowitz–Sahni";
    case Notation::Nilsson: return "Nilsson / 朱福喜";
    case Notation::NguyenVanLinh: return "Nguyễn Văn Linh";
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

Notation currentNotation() { return g_notation; }
void setNotation(Notation notation) { g_notation = notation; }

const char* cutWord(CutWord word) {
    // One English word per notation where the notes' languages have one each: AIMA's "cut"
    // (剪枝), Horowitz–Sahni's "α/β cutoff" (截断), Nilsson's "pruning" (剪枝), Linh's "prune"
    // (cắt tỉa, with the rule it applies).
    switch (currentNotation()) {
    case Notation::HorowitzSahni:
        switch (word) {
        case CutWord::Previous: return translate("< α/β cutoff");
        case CutWord::Next: return translate("α/β cutoff >");
        case CutWord::Keys: return translate("F fit · F5 presentation · C / Shift+C next / previous α/β cutoff");
        case CutWord::EmptyWindow: return translate("empty: B ≥ D, an α/β cutoff");
        }
        break;
    case Notation::Nilsson:
        switch (word) {
        case CutWord::Previous: return translate("< pruning");
        case CutWord::Next: return translate("pruning >");
        case CutWord::Keys: return translate("F fit · F5 presentation · C / Shift+C next / previous pruning");
        case CutWord::EmptyWindow: return translate("empty: α ≥ β, pruning");
        }
        break;
    case Notation::NguyenVanLinh:
        switch (word) {
        case CutWord::Previous: return translate("< prune");
        case CutWord::Next: return translate("prune >");
        case CutWord::Keys:
            return translate("F fit · F5 presentation · C / Shift+C next / previous place where children are pruned");
        case CutWord::EmptyWindow: return translate("empty: the unexamined children are pruned");
        }
        break;
    case Notation::Aima: break;
    }
    switch (word) {
    case CutWord::Previous: return translate("< cut");
    case CutWord::Next: return translate("cut >");
    case CutWord::Keys: return translate("F fit · F5 presentation · C / Shift+C next / previous cutoff");
    case CutWord::EmptyWindow: return translate("empty: cutoff");
    }
    return "";
}

std::string cutCounts(std::size_t alpha, std::size_t beta, std::size_t deep) {
    const char* sentence = nullptr;
    switch (currentNotation()) {
    case Notation::HorowitzSahni: sentence = translatable("α cutoffs: {alpha}, β cutoffs: {beta}, deep cutoffs: {deep}"); break;
    case Notation::Nilsson: sentence = translatable("α-pruning: {alpha}, β-pruning: {beta}, deep pruning: {deep}"); break;
    case Notation::NguyenVanLinh:
        sentence = translatable(
            "children pruned by Vp ≥ Vq: {alpha} times, by Vp ≤ Vq: {beta} times, of which beyond the parent (an extension): {deep}");
        break;
    case Notation::Aima: sentence = translatable("cutoffs: {alpha} α, {beta} β, {deep} deep"); break;
    }
    return translate(sentence,
                     {{"alpha", std::to_string(alpha)}, {"beta", std::to_string(beta)}, {"deep", std::to_string(deep)}});
}

}  // namespace ablab::core

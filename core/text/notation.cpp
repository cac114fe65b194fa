#include "text/notation.h"

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

}  // namespace ablab::core

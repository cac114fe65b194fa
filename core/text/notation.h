#pragma once
// Which textbook's words the explanations, the status line and the pseudocode use. The search is
// the same; only the sentences change, as each set of course notes writes them:
//   AIMA            ALPHA-BETA-SEARCH, MAX-VALUE / MIN-VALUE, α-cutoff and β-cutoff
//   Horowitz–Sahni  VE / VEB / AB, V(X) in negamax form, B the best so far, D = −B (截断)
//   Nilsson / 朱福喜 backed-up values (倒推值), α-pruning / β-pruning (α剪枝 / β剪枝) by ancestors
//   Nguyễn Văn Linh Search(n, mode), temporary values (giá trị tạm), the rule Vp ≥ Vq
//   Multya's essay  intervals (區間) passed down and intersected, leaves opened (打開葉子), abSearch
// Like the language, passed to whoever writes the words (text/wording.h), never set for a process.
#include <cstdint>
#include <cstddef>
#include <string>
#include <string_view>

namespace ablab::core {

enum class Notation : std::uint8_t { Aima, HorowitzSahni, Nilsson, NguyenVanLinh, Multya };
inline constexpr Notation kNotations[] = {Notation::Aima, Notation::HorowitzSahni, Notation::Nilsson, Notation::NguyenVanLinh,
                                          Notation::Multya};

// "aima", "horowitz-sahni", "nilsson", "nguyen-van-linh", "multya": the --notation values.
std::string_view notationCode(Notation notation);
// "AIMA", "Horowitz–Sahni", "Nilsson / 朱福喜", "Nguyễn Văn Linh", "Multya (區間)": names on the menu.
std::string_view notationName(Notation notation);
bool parseNotation(std::string_view code, Notation& out);

struct Wording;

// The interface's words for the cuts, in the wording's notation and language, so the buttons,
// the keys' hint, the window panel, the statistics and the summary name them as the notes do:
// 剪枝 (AIMA, Nilsson / 朱福喜), 截断 (Horowitz–Sahni), cắt tỉa with Linh's Vp ≥ Vq rule.
enum class CutWord : std::uint8_t {
    Previous,     // the button stepping back to the previous cut: "< cut"
    Next,         // … forward: "cut >"
    Keys,         // the keys' hint: "F fit · F5 presentation · C / Shift+C next / previous cutoff"
    EmptyWindow,  // the window panel when the window is empty: "empty: cutoff"
};
const char* cutWord(const Wording& wording, CutWord word);
// "cutoffs: 1 α, 0 β, 0 deep" in the notation's words (Linh: the Vp ≥ Vq and Vp ≤ Vq cuts).
std::string cutCounts(const Wording& wording, std::size_t alpha, std::size_t beta, std::size_t deep);

}  // namespace ablab::core

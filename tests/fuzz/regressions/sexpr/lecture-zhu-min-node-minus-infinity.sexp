; title: 朱福喜 §1.8.3: a MIN node whose first child is −∞
; source: 朱福喜, 朱三元: 博弈 (game playing), §1.8.3 α-β剪枝算法: the MIN node that generates A, B, C, D although F(A) = −∞.
; Minimax would generate all four children A, B, C, D of the MIN node M, evaluate each and back up −∞. But once A is generated and evaluated at F(A) = −∞ (a win for MIN), M's value is settled: nothing is below −∞, so generating B, C and D is wasted work. In α-β terms M's β falls to −∞ ≤ α: ablab reports an α-cutoff at M against the initial window, and prunes B, C, D. Under --strict (cut only when α > β) the tie −∞ = −∞ does not cut and B, C, D are searched. The values of B, C, D and of N are assumed; the notes give none.
(S (M -inf 2 5 1) (N 3 6))

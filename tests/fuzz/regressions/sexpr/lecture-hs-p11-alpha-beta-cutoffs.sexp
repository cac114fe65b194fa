; title: 王多强 (Horowitz–Sahni): the α截断 at P42 and the β截断 at P36
; source: 王多强, 算法设计与分析 (Algorithm Design and Analysis), chapter 7: game trees in the style of Horowitz & Sahni, the α截断 and β截断 examples on positions P11 … P56 (procedures VE, VEB, AB).
; The game tree of positions P11 … P56, rebuilt from the notes (the figure is missing): the shape follows VE(P11, 4)'s order P31, P32, P21, P51, P52, P53, P41, P54, P55, P56, P42, P33, …, P37, P24, P11, and only V(P41) = 3, V(P55) = 2, V(P35) = −1 and V(P43) = 0 are the notes' own; every other leaf value is assumed, chosen so that no other cutoff happens. α截断: once V(P41) = 3, the MAX position P33 has α = 3; at the MIN position P42, V(P55) = 2 ≤ 3, so P56 is cut. β截断: once V(P35) = −1, the MIN position P23 has β = −1; at the MAX position P36, V(P43) = 0 ≥ −1, so P44 and P45 are cut. Both cutoffs use the parent's bound, so VEB (--shallow, D = −B) and AB cut the same 3 leaves. The notes define V(X) in negamax form but tell these cutoffs in MAX/MIN values, which is how they are read here: with --negamax, P41 shows −3, the value for MIN, the side to move there.
(P11
  (P21 5 -2)
  (P22 (P33 (P41 8 3 6) (P42 7 2 9)) -3)
  (P23 -1 (P36 0 4 -5))
  (P24 -4))

; title: Three plies: an α-cutoff and a β-cutoff
; source: Constructed for this library: the smallest balanced binary tree with one cutoff of each kind.
; At three plies both kinds of cutoff appear. Inside B, MIN has β = 4 from B1; B2's first leaf is 7, so B2 is worth at least 7 and its second leaf is cut (a β-cutoff at a MAX node). Back at the root α = 4, and C1 comes back as at most 1: C is worth at most 1, so C2 is never searched (an α-cutoff at a MIN node).
(((4 2) (7 9)) ((1 0) (6 5)))

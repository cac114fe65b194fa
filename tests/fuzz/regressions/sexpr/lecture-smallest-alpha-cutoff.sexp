; title: The smallest α-cutoff: max{4, min{3, 1}}
; source: The interval view of α-β (the lecture's essay on windows): max{4, min{3, 1}}, built as the smallest tree with an α-cutoff.
; MAX already has 4 from B, so the window at C is (4, ∞). C's first leaf is 3: C is worth at most 3, which MAX will never prefer to 4, so C's second leaf is not needed — whatever it is, max{4, min{3, x}} = 4. In intervals: C's value lies in [-∞, 3], entirely below α = 4.
(4 (3 1))

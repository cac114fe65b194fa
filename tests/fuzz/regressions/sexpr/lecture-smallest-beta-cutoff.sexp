; title: The smallest β-cutoff: min{2, max{5, 7}}
; source: Constructed as the mirror image of max{4, min{3, 1}}: the smallest tree with a β-cutoff.
; first_player: min
; The mirror image of the smallest α-cutoff, with MIN at the root. MIN already has 2 from B, so the window at C is (-∞, 2). C's first leaf is 5: C is worth at least 5, which MIN will never prefer to 2, so C's second leaf is cut — a β-cutoff at a MAX node.
(2 (5 7))

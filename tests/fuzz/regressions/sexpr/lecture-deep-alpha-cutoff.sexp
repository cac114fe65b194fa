; title: Deep cutoffs: the bound comes from the great-grandparent
; source: Constructed after Knuth & Moore, "An analysis of alpha-beta pruning", Artificial Intelligence 6 (1975): deep cutoffs are what full α-β adds to their procedure F1 (ablab --shallow).
; B gives the root α = 5. Deep inside C, the MIN node C1a sees its first leaf 3 — but its own parent C1 has no useful bound yet. α = 5 travels down from the root, three levels up: 3 ≤ 5, so C1a is cut off — a deep α-cutoff, and the same happens at C2b. Run it with --shallow (only the parent's bound, Knuth–Moore's F1): the deep cutoffs disappear and two more leaves are evaluated.
(
  (((5 6) (7 4)) ((8 9) (6 5)))
  (((3 9) (6 8)) ((7 1) (4 6))))

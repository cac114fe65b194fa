; title: Ties: prune on α = β or not?
; source: Constructed from AIMA Figure 5.2. The two Berkeley courses disagree on ties: CS61B's α-β practice tool prunes on them, CS188's Project 2 autograder requires not pruning on equality (ablab --strict).
; AIMA Figure 5.2 with C's first leaf changed to 3. After B, α = 3; C's first leaf makes C worth at most 3 — equal to α, not below it. By default ablab cuts when α ≥ β (C can no longer be better for MAX) and prunes C2 and C3; with --strict it cuts only when α > β and evaluates them. The root value is 3 either way; only the work differs.
((3 12 8) (3 4 6) (14 5 2))

; title: Fail-soft and fail-hard: what a cut-off node returns
; source: Constructed for this library; fail-soft after Fishburn (1983) and the Chess Programming Wiki pages "Fail-Soft" and "Fail-Hard".
; B2 is cut off after its first leaf 8, C after C1 returns at most 3. Fail-soft (the default) returns the best value actually seen — B2 ≥ 8, C1 = 3 (searched to the end, so exact), C ≤ 3 — a tighter bound on the true value. Fail-hard (--fail-hard) clamps each value into the window: B2 ≥ 5, C1 ≤ 5, C ≤ 5. The root value and the pruned leaves are the same; only the bounds differ.
(((5 4) (8 9)) ((2 3) (7 6)))

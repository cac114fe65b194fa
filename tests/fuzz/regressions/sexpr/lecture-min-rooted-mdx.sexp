; title: MIN at the root: min(max(3, 12, 8), max(20, x, y), max(13, z, w))
; source: Middlesex University, CSD3939 lecture notes "Alpha-Beta Pruning" (cwa.mdx.ac.uk/csd3939/lect12Advers/alphaBeta.html): min(max(3,12,8), max(20,x,y), max(13,z,w)) = 12; the leaves x, y, z, w are given values here (4, 6, 5, 11).
; first_player: min
; The same idea with the players swapped. MIN gets 12 from B, so β = 12 at the root. C's first leaf 20 already makes C worth at least 20 and D's first leaf 13 makes D worth at least 13 — both more than 12 — so x, y, z and w are never looked at: β-cutoffs at MAX nodes. The answer is 12 whatever the pruned leaves are.
((3 12 8) (20 4 6) (13 5 11))

; title: Searching only the first moves: --move-limit
; source: Constructed for this library, to contrast a forward-pruning (beam) limit with α-β cutoffs.
; With --move-limit 2 every node searches only its first two moves. C's third reply (1) is never seen, so C is overrated at 6, and D — the real best move, worth 8 — is never considered: the root value drops from 8 to 6. Skipped is not pruned: α-β's cutoffs never change the answer, a move limit can.
((3 9) (6 7 1) (8 10))

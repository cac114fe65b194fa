; title: AIMA Figure 5.2: a two-ply game tree
; source: Russell & Norvig, Artificial Intelligence: A Modern Approach, Figure 5.2 (4th ed.; Figure 5.5 in the 3rd)
; The classic first example of α-β. B backs up 3, so the root's α becomes 3. At C the first leaf is 2: C can be worth at most 2, MAX already has 3, so C's other leaves are never looked at — an α-cutoff. D has to be searched to the end because its first leaves (14, 5) are above 3.
((3 12 8) (2 4 6) (14 5 2))

; title: Move ordering (3/3): random order
; source: Constructed: the leaves are 1…81 shuffled (Python random, seed 7), b = 3, d = 4; the perfect and worst orders sort every node's children by minimax value. The 17 leaves are Knuth & Moore's minimal tree, b^⌈d/2⌉ + b^⌊d/2⌋ − 1 (Artificial Intelligence 6, 1975; see also AIMA §5.3 on move ordering).
; The same leaves in the order they were drawn. α-β lands between the extremes: 51 of 81 leaves here. Compare the first move searched at each node with the perfect order to see which cutoffs were missed.
(
  (
    ((33 1 45) (25 50 6) (21 40 70))
    ((43 30 17) (29 34 49) (81 39 62))
    ((48 11 14) (72 22 16) (32 79 2)))
  (
    ((44 74 23) (18 55 24) (75 78 64))
    ((46 80 52) (58 35 77) (27 19 66))
    ((63 3 57) (60 26 67) (59 61 38)))
  (
    ((68 41 15) (73 37 53) (4 71 36))
    ((76 31 9) (54 56 12) (5 28 65))
    ((8 47 13) (69 10 7) (51 20 42))))

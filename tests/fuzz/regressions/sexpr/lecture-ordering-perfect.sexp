; title: Move ordering (1/3): perfect order, 17 of 81 leaves
; source: Constructed: the leaves are 1…81 shuffled (Python random, seed 7), b = 3, d = 4; the perfect and worst orders sort every node's children by minimax value. The 17 leaves are Knuth & Moore's minimal tree, b^⌈d/2⌉ + b^⌊d/2⌋ − 1 (Artificial Intelligence 6, 1975; see also AIMA §5.3 on move ordering).
; The same game as the next two examples, with every node's best move searched first. α-β now evaluates only b^⌈d/2⌉ + b^⌊d/2⌋ − 1 = 9 + 9 − 1 = 17 of the 81 leaves: the first move at each node is enough to refute all the others. With --shallow the deep cutoffs are lost and 21 leaves are needed.
(
  (
    ((38 59 61) (26 60 67) (3 57 63))
    ((46 52 80) (35 58 77) (19 27 66))
    ((64 75 78) (23 44 74) (18 24 55)))
  (
    ((16 22 72) (11 14 48) (2 32 79))
    ((21 40 70) (6 25 50) (1 33 45))
    ((39 62 81) (29 34 49) (17 30 43)))
  (
    ((12 54 56) (9 31 76) (5 28 65))
    ((20 42 51) (8 13 47) (7 10 69))
    ((37 53 73) (15 41 68) (4 36 71))))

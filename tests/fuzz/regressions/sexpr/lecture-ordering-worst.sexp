; title: Move ordering (2/3): worst order, no pruning
; source: Constructed: the leaves are 1…81 shuffled (Python random, seed 7), b = 3, d = 4; the perfect and worst orders sort every node's children by minimax value. The 17 leaves are Knuth & Moore's minimal tree, b^⌈d/2⌉ + b^⌊d/2⌋ − 1 (Artificial Intelligence 6, 1975; see also AIMA §5.3 on move ordering).
; The same leaves with every node's worst move first: each new child improves on the ones before, so the window never closes and α-β evaluates all 81 leaves, exactly as plain minimax does. Pruning depends entirely on the order in which moves are tried.
(
  (
    ((71 36 4) (68 41 15) (73 53 37))
    ((69 10 7) (47 13 8) (51 42 20))
    ((65 28 5) (76 31 9) (56 54 12)))
  (
    ((43 30 17) (49 34 29) (81 62 39))
    ((45 33 1) (50 25 6) (70 40 21))
    ((79 32 2) (48 14 11) (72 22 16)))
  (
    ((55 24 18) (74 44 23) (78 75 64))
    ((66 27 19) (77 58 35) (80 52 46))
    ((63 57 3) (67 60 26) (61 59 38))))

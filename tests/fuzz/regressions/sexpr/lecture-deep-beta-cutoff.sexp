; title: A deep β-cutoff, with MIN at the root
; source: Constructed as the mirror image of deep-alpha-cutoff.json (Knuth & Moore 1975, deep cutoffs).
; first_player: min
; The deep α-cutoff example with the players swapped and every value negated. B gives the MIN root β = -5; deep inside C the MAX node C1a finds -3 ≥ β = -5, a bound set three levels up, and stops — a deep β-cutoff. With --shallow, C1a only knows its parent's bound and searches on.
(
  (((-5 -6) (-7 -4)) ((-8 -9) (-6 -5)))
  (((-3 -9) (-6 -8)) ((-7 -1) (-4 -6))))

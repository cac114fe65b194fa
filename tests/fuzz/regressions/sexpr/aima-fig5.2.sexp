; title: AIMA Figure 5.2
; first_player: max
;; B backs up 3
(A (B 3 12 8) (C 2 4 6) (D 14 5 2))

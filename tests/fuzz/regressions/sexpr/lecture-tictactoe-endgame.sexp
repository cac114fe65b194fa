; title: Tic-tac-toe: an endgame searched to the end
; source: Constructed for this library from the position in the ablab game documentation. Generated with: ablab game tictactoe --position X.O/.X./..O
; X (a1, b2) to move against O (c1, c3). O threatens c2, so every X move but the block loses: those lines end at -∞. After X c2 the game is drawn with best play, so the root is worth 0. With the whole game below the root, f(p) is never used: only +∞, -∞ and 0.
(
  (
    (((inf) (0)) (-inf (0)) inf)
    -inf
    ((-inf) ((inf) -inf) inf)
    ((-inf -inf) ((0) -inf) ((0) -inf)))
  (
    (inf inf (-inf (inf)))
    -inf
    ((-inf) inf ((inf) -inf))
    ((-inf -inf) inf inf))
  (
    (inf ((0) (inf)) ((0) (inf)))
    (((inf) (0)) ((0)) ((0) (inf)))
    (((inf) -inf) inf ((inf)))
    (((0) -inf) inf ((inf) (0))))
  (
    (inf ((0) (inf)) ((0) -inf))
    ((-inf (0)) ((0)))
    -inf)
  (
    ((-inf (inf)) ((0) (inf)) ((0) -inf))
    (inf ((0) (inf)) ((0) -inf))
    -inf
    (inf ((inf) -inf) ((inf)))))

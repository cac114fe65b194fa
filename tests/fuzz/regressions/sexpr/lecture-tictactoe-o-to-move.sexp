; title: Tic-tac-toe: O to move, a MIN root
; source: Nilsson, Problem-Solving Methods in Artificial Intelligence (1971) and Principles of Artificial Intelligence (1980): tic-tac-toe with e(p) = (lines open for MAX) − (lines open for MIN) and symmetric positions merged. Generated with: ablab game tictactoe --position .../.X./... --depth 2
; first_player: min
; X has taken the centre; O (MIN) moves at the root and looks two plies ahead with f(p). O's corner reply holds X to 3, its edge reply allows 4, so O takes a corner — the classic answer to a centre opening.
((2 3 2 3) (4 3 4 3))

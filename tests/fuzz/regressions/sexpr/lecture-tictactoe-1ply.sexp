; title: Tic-tac-toe: one ply, f(p) alone
; source: Nilsson, Problem-Solving Methods in Artificial Intelligence (1971) and Principles of Artificial Intelligence (1980): tic-tac-toe with e(p) = (lines open for MAX) − (lines open for MIN) and symmetric positions merged. Generated with: ablab game tictactoe --depth 1
; X's first move, with symmetric moves merged: corner, edge, centre. Each is valued by f(p) = lines still open for X − lines still open for O: the corner leaves 8 − 5 = 3, the edge 8 − 6 = 2, the centre 8 − 4 = 4. One ply of lookahead picks the centre.
(3 2 4)

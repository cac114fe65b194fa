; title: An uneven tree with one-child nodes
; source: Constructed for this library: leaves at depths 2, 3 and 4 and four one-child nodes.
; Real game trees are not uniform: leaves sit at different depths and some positions have a single move. A one-child node (B1, C, D1, D1a) simply passes its child's value up; it can never cut anything, because a cutoff needs siblings left to prune. D still gets an α-cutoff at D2 = 1 ≤ α = 4, which prunes D3.
(((4) 9) (2) (((6)) 1 8))

; title: The essay's gomoku: abSearch over the best-scored moves
; source: Multya, Alpha-Beta剪枝的原理的深入理解(无图预警) (cnblogs, 2023): the gomoku abSearch with fail-hard returns and the 8 best-scored moves. Generated with: ablab game gomoku --depth 3 --move-limit 3
; X to move on a 7 × 7 board (X on d4, O on e3). Candidate moves are the empty squares next to a stone, each scored by five-tuple line patterns; as the essay's abSearch does with 8, only the best few are searched, best first: here 3 per node and 3 plies (27 leaves; the essay's 8 would give up to 8³ = 512, see ablab game gomoku). Every child carries its score. Run it with --negamax --fail-hard to follow the essay's text: the same 13 leaves, value 49. The essay's code never tests its last ply against β, so it evaluates 21 leaves for the same value; ablab follows the text. The pattern weights are ablab's (the essay does not print its own).
(
  ((36 33 9) (306 186 36) (109 70 46))
  ((49 49 33) (279 187 63) (279 187 187))
  ((36 33 25) (279 187 187) (279 187 187)))

; title: Won and lost positions: ±∞ leaves
; source: Constructed for this library: -∞ is a lost position for MAX, +∞ a won one.
; B looks good (3) until MIN's second reply, a win for MIN: B is worth -∞. C wins by force whatever MIN does, so the root's α becomes +∞ — no move can ever be better, α = ∞ ≥ β = ∞, and D is cut off without a look. With --strict (∞ > ∞ is false) D is entered and cut only after its first leaf.
((3 -inf) (inf inf) (4 7))

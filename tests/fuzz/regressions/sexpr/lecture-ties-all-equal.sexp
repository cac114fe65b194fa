; title: A flat position: every leaf is 5
; source: Constructed for this library: the shape of AIMA Figure 5.2 with all leaves equal.
; When every leaf has the same value, each cutoff test is a tie. The default rule (α ≥ β) cuts C and D after their first leaf: 5 of 9 leaves. With --strict nothing is ever cut and all 9 are evaluated. Worth showing before asking students which rule their textbook uses.
((5 5 5) (5 5 5) (5 5 5))

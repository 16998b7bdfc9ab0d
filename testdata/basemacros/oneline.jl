# Statements separated by ; on one line are expanded one by one (Julia's
# toplevel): a macro defined by the first is usable in the next, as in
# kiln -e 'macro m(x) x end; println(@m 1)'.
macro m(x) x end; println(@m 1)
macro twice(ex) :($(esc(ex)); $(esc(ex))) end; @twice print("a"); println()

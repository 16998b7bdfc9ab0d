# A keyword named twice in one call is an error of Julia's lowering
# (julia-syntax.scm lower-named-tuple; test/syntax.jl issue #16937:
# "keyword argument \"w\" repeated in call to \"f\""), reported with its
# location before the statement runs.
f(; a=1) = a
f(; a=1, b=2, a=3)

# `1.:` is the float 1.0 followed by `:` (JuliaSyntax's lexer reports `1.+`
# as ambiguous, but not `1.:`).
r = -1.:.1:1.
println(typeof(r))
println(length(r))
println(first(r), " ", last(r))
println(r[11])
q = 1.:3
println(collect(q))

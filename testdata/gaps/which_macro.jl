# @which and the @code_* macros come from InteractiveUtils, which a Julia
# script must load (Julia 1.10's client.jl loads it only for the REPL);
# @which gives the Method a call dispatches to.
using InteractiveUtils
f(x::Int) = x + 1
f(x::AbstractFloat) = x / 2
g(a, b::String) = a
m = @which f(1)
println(typeof(m), " ", m.name, " ", m.line, " ", m.module, " ", basename(string(m.file)))
m2 = @which f(2.5)
println(m2.name, " ", m2.line, " ", m2 === m)
println((@which g(1, "s")).line)
println(which(f, (Float32,)) === m2)
println(m === which(f, Tuple{Int}))

# Redefining a constant at top level (Julia 1.10 jl_checked_assignment in
# src/module.c): the same value (===) is silent; another value of the same
# type warns on stderr ("WARNING: redefinition of constant Main.C. This may
# fail, ...") and proceeds; a value of another type, or replacing a type,
# throws "invalid redefinition of constant Main.C".
const C = 2
const C = 2
println(C)
const C = 3
println(C)
const V = [1, 2]
const V = [1, 2]
println(V)
const S = "a"
const S = "b"
println(S)
try
    @eval const S = :b
catch e
    println(e)
end
println(S)
const C = 2.0
println("not reached")

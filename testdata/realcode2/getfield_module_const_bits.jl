# getfield/getproperty of a module with a name known only at run time, for
# constants that are not boxed objects (Julia's jl_get_global returns the
# binding's value whatever its kind): a struct instance (LinearAlgebra.I
# shows as UniformScaling{Bool}(true)), tuples, Bool, Char, Int8, floats,
# strings, types and functions.
module K
struct P
    x::Int
    y::Float64
end
const sp = P(1, 2.5)
const tp = (1, 'a', true, 0x05)
const bt = true
const ch = 'λ'
const fl = 1.5
const it = 42
const st = "str"
const ty = Vector{Int}
f(x) = x + 1
const i8 = Int8(-3)
const nested = (P(3, 4.0), (Int32(7), 2.0f0))
const nt = (a = 1, b = 'c')
end
for n in (:sp, :tp, :bt, :ch, :fl, :it, :st, :ty, :f, :i8, :nested, :nt)
    v = getproperty(K, n)
    w = getfield(K, n)
    println(n, " => ", repr(v), " :: ", typeof(v), " ", v === w)
end
get_in(m, s) = getfield(m, s)
println(get_in(K, Symbol("s", "p")).y, " ", get_in(K, :tp)[2], " ", get_in(K, :f)(1))
using LinearAlgebra
s = :I
println(isdefined(LinearAlgebra, s))
println(getfield(LinearAlgebra, s))
println(getproperty(LinearAlgebra, s) * 3)
try
    getfield(K, :nope)
catch e
    println(typeof(e), " ", e.var)
end

# Base.Cartesian's other macros (Julia 1.10, base/cartesian.jl) and the
# substitution rules of `d -> expr`: d becomes the integer, a `_d` part of
# a name takes the number (i_d → i_2, x_d_d → x_2_2, but not id or i_dd),
# `x_{d±k}` resolves, constant arithmetic and comparisons fold.
using Base.Cartesian

A = [10 20 30; 40 50 60]
i_1, i_2 = 2, 3
println(@nref 2 A i)
println(@nref 2 A d -> 3 - d)
println(@macroexpand @nref 3 B i)
show(@macroexpand Base.Cartesian.@nref 3 A i); println()
show(macroexpand(Main, :(@ntuple 2 d -> x_{d+1}))); println()

@nexprs 3 j -> (x_j = 10j)
println((x_1, x_2, x_3))
y = zeros(Int, 4); v = collect(1:10); j = 5
@nexprs 4 i -> y[i] = v[i + j]
println(y)

println(@ntuple 3 k -> k + 1)
println(@ntuple 2 i)
println(@ntuple 4 d -> d^2 - 1)
println(@ntuple 3 d -> div(7, d))
println(@ntuple 2 d -> 1 / d)

f(args...) = args
a_1, a_2, a_3 = :p, :q, :r
println(@ncall 3 f a)
b = 0; c = [7, 8]
println(@ncall 2 f :pre b i -> c[i])
println(@ncall 0 f :only a)

g(a, b; kw...) = (a, b, values(kw))
kws = (x = 1, y = 2)
println(@ncallkw 2 g kws i -> 10i)
h(; kw...) = length(kw)
empty = NamedTuple()
println(@ncallkw 0 h empty a)

t = (5, 6, 7)
@nextract 3 e t
println(e_1 + e_2 + e_3)
@nextract 3 w d -> t[4 - d]
println((w_1, w_2, w_3))

println(@nall 2 d -> i_d > 1)
println(@nall 2 d -> i_d > 2)
println(@nany 2 d -> i_d > 2)
println(@nany 2 d -> i_d > 3)
# short-circuit: the second condition is not evaluated
println(@nall 2 d -> (println("check ", d); false))
println(@nany 2 d -> (println("check ", d); true))

function nifdemo(i_1, i_2, i_3)
    @nif 3 d -> (i_d > 5) d -> "dim $d too big" d -> "all ok"
end
println(nifdemo(1, 9, 1))
println(nifdemo(1, 1, 1))
println(nifdemo(7, 9, 9))
# without an else expression the last branch is the operation for N
pick(i_1, i_2) = @nif 2 d -> i_d == 0 d -> d
println(pick(0, 0), pick(1, 0), pick(1, 1))

# subscripts and renaming
x_1_1 = "x_1_1"; z_3 = "z_3"; id = "id"; i_dd = "i_dd"
println(@ntuple 1 d -> x_d_d)
println(@ntuple 1 d -> z_{2d+1})
println(@ntuple 2 d -> (id, i_dd))
q_1_x = "q_1_x"; q_2_x = "q_2_x"
println(@ntuple 2 d -> q_d_x)
println(@ntuple 2 d -> i_{d - 0} === nothing)

# nested uses: the tuple of the sizes, an inner @nref in @nexprs
C = reshape(collect(1:24), 2, 3, 4)
println(@ntuple 3 d -> size(C, d))
@nexprs 3 d -> (s_d = @nref 3 C k -> k == d ? 2 : 1)
println((s_1, s_2, s_3))
function nested(C)
    tot = 0
    @nloops 3 i C begin
        tot += (@nall 3 d -> i_d == 1) ? (@nref 3 C i) : 0
    end
    tot
end
println(nested(C))

# the internal helpers that packages call
println(Base.Cartesian.inlineanonymous(:(d -> A_d[d + 1]), 3))
println(Base.Cartesian.inlineanonymous(:x, 4))
println(Base.Cartesian.lreplace(:(i_d + d), :d, 2))
println(Base.Cartesian.exprresolve(:(f(2 * 3, x + 0, 1 < 2 ? a : b))))

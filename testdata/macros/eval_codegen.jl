# eval, @eval and Core.eval at top level (Julia 1.10: every module's
# eval(x) is Core.eval(Module, x); @eval ex is eval(quote ex end) with $
# interpolation), including the code generation loops packages use.
struct V
    x::Int
end
for op in (:+, :-, :*)
    @eval Base.$op(a::V, b::V) = V($op(a.x, b.x))
end
println(V(3) + V(4), " ", V(3) - V(4), " ", V(3) * V(4))

for (name, val) in ((:one_, 1), (:two_, 2))
    @eval $name() = $val
end
println(one_(), " ", two_())

for T in (Int, Float64)
    @eval describe(x::$T) = string($(string(T)), ": ", x)
end
println(describe(1), " | ", describe(2.5))

fname = Symbol("made_", "up")
@eval function $fname(x)
    return x + 100
end
println(made_up(1))

println(eval(:(1 + 2)), " ", eval(5), " ", eval("s"), " ", eval(:(:sym)))
eval(:(y = 10))
println(y)
ex = Expr(:call, :*, 6, 7)
println(eval(ex))
println(Core.eval(Main, :(y + 1)))

module N
end
Core.eval(N, :(z = 5))
@eval N w = z + 1
println(N.z, " ", N.w)

@eval begin
    f1() = "f1"
    f2() = "f2"
end
println(f1(), f2())

ex = Meta.parse("3 * (4 + 1)")
println(ex, " ", typeof(ex), " ", eval(ex))
println(Meta.parse("x"), " ", Meta.parse("1.5"), " ", Meta.parse("f(a, b...)"))
eval(Meta.parse("square(x) = x^2"))
println(square(9))

counter = 0
for i in 1:3
    @eval counter += $i
end
println(counter)

function run_eval(n)
    return eval(:($n * 2))
end
println(run_eval(21))

# A method that eval defines inside a function is reached through
# Base.invokelatest (Julia's world-age rule).
function define_and_call()
    eval(:(late_fn(x) = x + 1))
    return Base.invokelatest(late_fn, 41)
end
println(define_and_call(), " ", late_fn(1))

# Behaviour that Julia 1.10's test/enums.jl, test/keywordargs.jl and
# test/operators.jl check, in Kiln's own words (the expected output is
# Julia 1.10's). Sources relied on: Julia's base/Enums.jl (`show` of an
# invalid value, `<invalid #11>`; enums are primitive types, so
# `reinterpret` works both ways), julia-syntax.scm (expand-arrow's
# `(x=1; y=2) -> …`; the arguments of a keyword call evaluated left to
# right, issue #9535; keyword names in a macro's result are not renamed),
# base/operators.jl (ComposedFunction's Core.Typeof fields, `!!f === f`,
# curried `∋(x)`/`∌(x)`/`∉(x)`), base/pair.jl (`reverse` of a Pair) and
# base/reflection.jl (`invoke` with keywords through Core.kwcall).

@enum Fruit apple orange kiwi
@enum UI8::UInt8 ten=0x0A thr=0x03

# A macro is the function var"@m"(__source__, __module__, args...).
macro twice(ex)
    :(2 * $ex)
end
println(var"@twice"(LineNumberNode(1), @__MODULE__, :(a + 1)))
try
    var"@enum"(LineNumberNode(1), @__MODULE__, :Foo)
catch e
    println(e)
end

# Enums reinterpreted from and to their bits.
show(stdout, MIME"text/plain"(), reinterpret(Fruit, Int32(11))); println()
show(stdout, MIME"text/plain"(), reinterpret(UI8, 0xff)); println()
println(reinterpret(Fruit, Int32(2)) === kiwi)
println(reinterpret(Int32, orange), " ", reinterpret(UInt32, kiwi))

# A keyword's name in a call a macro returns is kept.
kwid(; x = 1) = x
macro callkw()
    quote
        x = 2
        kwid(x = 3)
    end
end
println(@callkw)

# Anonymous functions with a block of arguments.
f1 = (x=1; y=2) -> (x, y)
println(f1(), f1(10), f1(y=20), f1(20, y=30))
g1 = (x=1;) -> (x, x)
println(g1(), g1(2))

# A default value for a vararg of a method with keywords.
vd(xs::Int...=1; k = 2) = (xs, k)
println(vd(), " ", vd(7, 8), " ", vd(; k = 1))
vs(xs... = ["a", "b"]...; debug = false) = (xs, debug)
println(vs(), " ", vs(; debug = true), " ", vs("c"))
va(a = 1, xs... = 2; k = 3) = (a, xs, k)
println(va(), " ", va(5), " ", va(5, 6, 7; k = 0))

# Positional arguments and the keywords among them evaluate left to right.
let counter = 0
    next() = (counter += 1)
    h(args...; kws...) = (args, values(kws))
    println(h(next(), a = next(), next(), b = next(); c = next()))
end

# A keyword typed by a static parameter that the positional argument's
# type determines through a bound.
f30792(a::C; b::R = R(1)) where {R <: Real, C <: Union{R, Complex{R}}} = R
println(f30792(2im), " ", f30792(2im, b = 3))
try
    f30792(2im, b = 3.0)
catch e
    println(sprint(showerror, e))
end

# invoke with keyword arguments.
f7045(x::Float64; y = true) = y ? 1 : invoke(f7045, Tuple{Real}, x, y = y)
f7045(x::Real; y = true) = y ? 2 : 3
println(f7045(1), f7045(1.0), f7045(1, y = false), f7045(1.0, y = false))

# Composition, negation, curried membership, Pair reversal.
c = uppercase ∘ first
println(c("abc"))
show(stdout, MIME"text/plain"(), c); println()
println(fieldtypes(typeof(Float64 ∘ Int)))
println((Float64 ∘ Int)(2.0))
println(!!isnan === isnan, " ", repr(!(cos ∘ !sin)))
kwf(a; b, c) = a + b + c
println((abs2 ∘ kwf)(1, b = 2, c = 3))
hneg = (-) ∘ (-) ∘ sum
println(hneg((1, 2, 3); init = 0.0))
println(∋(5)([5, 1]), " ", ∌(0)(1:10), " ", ∉(3)((1, 2)))
println(reverse(1 => "a"), " ", typeof(reverse(Pair{String,Int}("a", 1))))

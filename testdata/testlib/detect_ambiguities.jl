# Test.detect_ambiguities, Test.detect_unbound_args and Base.isambiguous,
# as Julia 1.10's stdlib/Test/src/Test.jl and base/reflection.jl define
# them: a pair is reported when the signatures of two methods (one of
# them in the given modules) intersect, neither is more specific, and no
# third method that covers the intersection is more specific than either
# (Julia's test/ambiguous.jl: Ambig1-5 and Ambig48312 below); with
# ambiguous_bottom=false an intersection with a Union{} parameter (the
# Complex{<:Integer}/Complex{<:Rational} example of isambiguous's
# docstring) does not count. detect_unbound_args reports a `where`
# variable that the argument types do not determine (has_unbound_vars,
# constrains_param): unused, or only the element type of a Vararg, unless
# another method takes the calls with no vararg arguments.
using Test

module Amb
f(x::Int, y) = 1
f(x, y::Int) = 2
g(x::Integer) = 1
g(x::Int) = 2
end

module Resolved
f(x::Int, y) = 1
f(x, y::Int) = 2
f(x::Int, y::Int) = 3
end

module Clean
h(x) = 1
h(x::Int) = 2
h(x::Int, y::Int) = 3
end

# Julia's test/ambiguous.jl example: 2 and 3 are ambiguous, and 3 and 5
module Five
ambig(x, y) = 1
ambig(x::Integer, y) = 2
ambig(x, y::Integer) = 3
ambig(x::Int, y::Int) = 4
ambig(x::Number, y) = 5
end

# the counts of Julia's test/ambiguous.jl
module Ambig1
ambig(x, y) = 1
ambig(x::Integer, y) = 2
ambig(x, y::Integer) = 3
end
module Ambig2
ambig(x, y) = 1
ambig(x::Integer, y) = 2
ambig(x, y::Integer) = 3
ambig(x::Number, y) = 4
end
module Ambig4
ambig(x, y) = 1
ambig(x::Int, y) = 2
ambig(x, y::Int) = 3
ambig(x::Int, y::Int) = 4
end
module Ambig5
ambig(x::Int8, y) = 1
ambig(x::Integer, y) = 2
ambig(x, y::Int) = 3
end
module Ambig48312
ambig(::Integer, ::Int) = 1
ambig(::Int, ::Integer) = 2
ambig(::Signed, ::Int) = 3
ambig(::Int, ::Signed) = 4
end
module Amb3
amb_3(::Int8, ::Int8) = 1
amb_3(::Int16, ::Int16) = 2
amb_3(::Integer, ::Integer) = 3
amb_3(::Integer, x) = 4
amb_3(x, ::Integer) = 5
end

module Outer
p(x) = 1
module Inner
q(x::Integer, y) = 1
q(x, y::Integer) = 2
end
end

module Unions
u(x::Union{Char, Int16}) = 'r'
u(x::Union{Char, Int32}) = 's'
end

module Bottom
foo(x::Complex{<:Integer}) = 1
foo(x::Complex{<:Rational}) = 2
end

# Base's methods count as the module's own (S == x: ambiguous with x == missing and x == ::WeakRef)
module Ext
struct S end
Base.:(==)(a::S, b) = true
end

sigs(ambs) = sort([string(m1.name, " ", m1.line, " / ", m2.name, " ", m2.line) for (m1, m2) in ambs])

a = detect_ambiguities(Amb)
println(typeof(a), " ", length(a))
m1, m2 = a[1]
println(m1.module, " ", m1.line, " ", m2.line)
show(stdout, m1); println()
show(stdout, m2); println()
println(Base.isambiguous(m1, m2), " ", Base.isambiguous(m2, m1), " ", Base.isambiguous(m1, m1))
println(m1.sig)
println(detect_ambiguities(Resolved))
println(detect_ambiguities(Clean) == [])
println(sigs(detect_ambiguities(Five)))
println([length(detect_ambiguities(M)) for M in (Ambig1, Ambig2, Ambig4, Ambig5, Ambig48312)])
println(sigs(detect_ambiguities(Ambig48312)))
let ms = sort(collect(methods(Amb3.amb_3)), by = m -> m.line)
    println(Base.isambiguous(ms[4], ms[5]), " ", Base.isambiguous(ms[3], ms[4]))
end
println(isempty(detect_ambiguities(Outer)))
println(sigs(detect_ambiguities(Outer; recursive=true)))
println(length(detect_ambiguities(Unions)))
println(length(detect_ambiguities(Bottom)), " ", length(detect_ambiguities(Bottom; ambiguous_bottom=true)))
b1, b2 = collect(methods(Bottom.foo))
println(Base.isambiguous(b1, b2), " ", Base.isambiguous(b1, b2; ambiguous_bottom=true))
e = detect_ambiguities(Ext)
println(length(e), " ", sort([string(e[1][1].module), string(e[1][2].module)]))

module Unbound
h(x::Int) where T = 1
ok(x::T) where T = 2
va(xs::Vararg{T}) where T = 3
va2(xs::T...) where T = 4
va2() = 0
va3(x::T, xs::T...) where T = 5
n(t::NTuple{N, Int}) where N = N
end
u = detect_unbound_args(Unbound)
println(length(u))
for m in u
    println(m.name, " ", m.line)
end
println(first(methods(Unbound.h)))
println(detect_unbound_args(Clean))

module Stale
export missing_thing
x = 1
end
println(detect_ambiguities(Stale))
println(detect_unbound_args(Stale; allowed_undefineds = Set([GlobalRef(Stale, :missing_thing)])))

@testset "detect" begin
    @test isempty(detect_ambiguities(Clean))
    @test isempty(detect_ambiguities(Resolved))
    @test detect_ambiguities(Five; recursive=true) != []
    @test isempty(detect_unbound_args(Clean))
    @test length(detect_unbound_args(Unbound)) == 2
end

# Kiln's own Base: the scan finishes (its result is not checked here)
println(detect_ambiguities(Core, Base) isa Vector{Tuple{Method,Method}})
println(detect_unbound_args(Base; recursive=true) isa Vector{Method})

# Idioms that registered packages' sources and test suites use (found by
# running NaNMath.jl, Reexport.jl, UnPack.jl, TensorCore.jl, ArgCheck.jl and
# StaticArraysCore.jl under Kiln); each line's expected output follows
# Julia 1.10's semantics.
using Base.Meta

# f(args...; kw...) with nothing in kw is a plain call (Julia's
# kwcall-unless-empty), so it reaches functions without keywords.
inc(x) = x + 1
fwd(args...; kw...) = inc(args...; kw...)
println(fwd(1), " ", inc(2; NamedTuple()...))

# @deprecate, Base.@deprecate_binding and Base.@pure define what they name.
@deprecate oldinc(x) inc(x)
@deprecate oldinc2 inc
Base.@deprecate_binding OldInt Int
Base.@pure pureadd(a, b) = a + b
println(oldinc(1), " ", oldinc2(2), " ", OldInt, " ", pureadd(2, 3))

# Base.Meta exports isexpr; Expr(:meta, ...) statements from macros do nothing.
macro marked(ex)
    Expr(:block, Expr(:meta, :begin_marker), esc(ex), Expr(:meta, :end_marker))
end
@marked z = 40 + 2
println(isexpr(:(f(x)), :call), " ", isexpr(:(a + b), :ref), " ", z)

# $ in a quoted using/import path.
name = :Inner
println(:(using .$name), " | ", :(import .$name: a, b), " | ", :(using Main.$name))

# Pre-release versions.
println(v"1.5-", " ", v"1.5-" < v"1.5.0-rc1" < v"1.5", " ", VERSION > v"1.5-", " ", v"1.2.3-rc1+b2")

# names and isexported: a module exports its own name, and names lists
# what it exports even when another module defines it.
module Inner
const a = 1
export a
end
module Outer
using ..Inner
export a
end
println(names(Outer), " ", Base.isexported(Inner, :Inner), " ", Base.isexported(Outer, :a), " ", Base.isexported(Outer, :b))

# ccall((name, library), ...) and Base.libm_name.
println(ccall((:hypot, Base.libm_name), Float64, (Float64, Float64), 3.0, 4.0), " ", Base.libm_name isa String)

# A product's shape is its iterators' shapes one after the other.
A = [1 2; 3 4]
c = [x * y for x in A, y in (1, 10)]
println(size(c), " ", c[:, :, 2], " ", Base.IteratorSize(Iterators.product(A, 1:3)))
println(size([x for x in 1:3, y in Iterators.filter(isodd, 1:4)]))
println(eachindex([1, 2], [3, 4], [5, 6]))

# A method defined while a top-level block runs is seen by the calls after it.
struct Pt
    x
end
getx(p) = p.x
let p = Pt(1)
    Base.getproperty(::Pt, s::Symbol) = 99
    println(getx(p))
end

# Core's names, visible in a baremodule.
baremodule Bare
const e = Expr(:call, :f, 1)
const q = QuoteNode(:x)
end
println(Bare.e, " ", Bare.q.value)

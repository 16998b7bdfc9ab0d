# How errors print (Julia 1.10's base/errorshow.jl), the behaviour checked
# by Julia's test/errorshow.jl (development copies in forks,
# JohnCobbler/julia 253c064 and zeronito/julia 2f2bba8, read with Julia
# 1.10's messages where they differ). Expected output: Julia 1.10's.

errstr(f) = try f(); "no error" catch e; sprint(showerror, e) end

# the catch variable assigns a local of the enclosing scope (the test
# file's @except_str macro: `let err = nothing; try … catch err end`)
let err = nothing
    try
        error("caught")
    catch err
    end
    println(err)
end
function catch_into_local()
    e = 1
    try
        sqrt(-1.0)
    catch e
    end
    return e
end
println(typeof(catch_into_local()))
let
    try
        error("x")
    catch fresh
        println(typeof(fresh))
    end
    println(@isdefined(fresh))
end

# SystemError with extrainfo
println(errstr(() -> systemerror("reason", Cint(2))))
println(errstr(() -> systemerror("reason", Cint(2), extrainfo="addend")))
println(errstr(() -> systemerror("reason", false)), " ", errstr(() -> systemerror("reason", true; extrainfo=1))[1:23])

# show_method_candidates: matched and !Matched arguments, a constructor of
# a type variable's types as (::Type{T})
method_c1(x::Float64, s::AbstractString...) = true
method_c3(x::Float64, y::Float64) = true
method_c5(::Type{Float64}) = true
struct PR16155
    a::Int64
    b
end
(::Type{T})(arg::Any) where {T<:PR16155} = "replace call-to-convert method from sysimg"
function nomethodsfunc end
firstline(s) = (i = findfirst('\n', s); i === nothing ? s : s[1:i-1])
function candidates(ex, kw...)
    buf = IOBuffer()
    Base.show_method_candidates(buf, ex, kw...)
    s = String(take!(buf))
    # the candidates without their locations
    return join(filter(l -> !startswith(l, "   @ "), split(s, '\n')), '\n')
end
println(candidates(MethodError(method_c1, (1, 1, ""))))
println(candidates(MethodError(method_c1, (1., "", ""))))
println(candidates(MethodError(method_c3, (1.,))))
println(candidates(MethodError(method_c5, (Int32,))))
println(repr(candidates(MethodError(nomethodsfunc, (1, 1, 1)))))
println(candidates(MethodError(PR16155, (Int64(3), 2.0, Int64(3)))))
println(occursin("(::Type{T})(::T) where T<:Number", candidates(MethodError(Complex{T} where T<:Integer, (1.2,)))))
method_c8(a, b; y=1, w=1) = a
println(candidates(MethodError(method_c8, (1, 1)), pairs((x = 1, y = 2, z = 1, w = 1))))

# BoundsError, TypeError and others
struct Bounded  # not an AbstractArray
    bound::Int
end
Base.getindex(b::Bounded, i) = checkindex(Bool, 1:b.bound, i) || throw(BoundsError(b, i))
Base.summary(io::IO, b::Bounded) = print(io, "$(b.bound)-size Bounded")
println(errstr(() -> (1, 2, 3)[4]))
println(errstr(() -> [5, 4, 3][-2, 1]))
println(errstr(() -> [5, 4, 3][1:5]))
println(errstr(() -> [5, 4, 3][trues(6, 7)]))
println(errstr(() -> Bounded(2)[3]))
println(errstr(() -> 0::AbstractFloat))
println(errstr(() -> Vector{Any}(undef, 1)[1]))
println(errstr(() -> read(IOBuffer(), UInt8)))
println(errstr(() -> Dict()[:doesnotexist]))
println(errstr(() -> mod(1, 0)))

# DomainError: a message only when one was given; arrays compact and limited
println(repr(errstr(() -> throw(DomainError(2)))), " ", isdefined(DomainError(2), :msg))
println(errstr(() -> throw(DomainError(2, "two"))))
A = zeros(10, 10); A[2, 1] = 1; A[1, 2] = -1
println(errstr(() -> throw(DomainError(A, "not symmetric"))))

# MethodError: callables that are not named functions print as (::T)(…);
# abstract types without constructors; a function shadowing Base's
struct FunctionLike <: Function end
module EnclosingModule
    abstract type AbstractTypeNoConstructors end
end
module TestMethodShadow
    struct Foo; x; end
    +(a::Foo, b::Foo) = Foo(a.x + b.x)
    ==(a::Foo, b::Foo) = Foo(a.x == b.x)
    div(a::Foo, b::Foo) = Foo(div(a.x, b.x))
end
println(errstr(() -> FunctionLike()()))
println(startswith(errstr(() -> (x -> x)(1, 2)), "MethodError: no method matching (::var\"#"))
println(errstr(() -> throw(MethodError(EnclosingModule.AbstractTypeNoConstructors, ()))))
for (func, str) in ((TestMethodShadow.:+, ":+"), (TestMethodShadow.:(==), ":(==)"), (TestMethodShadow.:div, "div"))
    ex = try
        foo = TestMethodShadow.Foo(3)
        func(foo, foo)
    catch e
        e
    end::MethodError
    println(occursin("You may have intended to import Base.$str", sprint(showerror, ex)))
end
println(errstr(() -> sin("a")) |> firstline)

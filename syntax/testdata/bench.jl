# Benchmark input for BenchmarkParse: seven copies of a geometry module
# with varied Julia syntax, and a main program.

"""
    Geometry1

Points, shapes and a few numeric kernels (part 1 of the benchmark input).
"""
module Geometry1

using Printf
import Base: +, -, *, show, length
export Point1, area, perimeter, kernel1

abstract type Shape1 end

struct Point1{T<:Real}
    x::T
    y::T
end

mutable struct Counter1
    n::Int
    hits::Vector{Int}
    Counter1() = new(0, Int[])
end

struct Circle1 <: Shape1
    c::Point1{Float64}
    r::Float64
end

struct Rect1 <: Shape1
    lo::Point1{Float64}
    hi::Point1{Float64}
    function Rect1(lo, hi)
        lo.x <= hi.x && lo.y <= hi.y || throw(ArgumentError("empty rectangle"))
        new(lo, hi)
    end
end

+(a::Point1, b::Point1) = Point1(a.x + b.x, a.y + b.y)
-(a::Point1, b::Point1) = Point1(a.x - b.x, a.y - b.y)
*(k::Real, a::Point1) = Point1(k * a.x, k * a.y)
Base.:(==)(a::Point1, b::Point1) = a.x == b.x && a.y == b.y

area(c::Circle1) = pi * c.r^2
area(r::Rect1) = (r.hi.x - r.lo.x) * (r.hi.y - r.lo.y)
perimeter(c::Circle1) = 2pi * c.r
perimeter(r::Rect1) = 2 * ((r.hi.x - r.lo.x) + (r.hi.y - r.lo.y))

function show(io::IO, p::Point1)
    print(io, "Point1(", p.x, ", ", p.y, ")")
end

function kernel1(xs::Vector{Float64}; scale = 1.0, shift::Float64 = 0.0)
    n = length(xs)
    acc = 0.0
    @inbounds for i in 1:n
        v = xs[i] * scale + shift
        if v > 0.5
            acc += v^2
        elseif v < -0.5
            acc -= abs(v)
        else
            acc += sin(v) * cos(v) / (1 + v * v)
        end
    end
    s = sum(x -> x^2, xs)
    m = maximum(abs(x) for x in xs if !isnan(x))
    return acc + s / max(m, 1e-12)
end

function sieve1(n::Int)
    isprime = trues(n)
    isprime[1] = false
    for i = 2:isqrt(n)
        isprime[i] || continue
        for j = i*i:i:n
            isprime[j] = false
        end
    end
    [i for i in 1:n if isprime[i]]
end

function matmul1(A::Matrix{Float64}, B::Matrix{Float64})
    m, k = size(A)
    k2, n = size(B)
    k == k2 || error("dimension mismatch: $k vs $(k2)")
    C = zeros(m, n)
    for j = 1:n, p = 1:k
        b = B[p, j]
        for i = 1:m
            C[i, j] = muladd(A[i, p], b, C[i, j])
        end
    end
    C
end

function collatz1(n::Integer)
    steps = 0
    while n != 1
        n = iseven(n) ? n ÷ 2 : 3n + 1
        steps += 1
    end
    steps
end

function report1(io::IO, shapes::Vector{<:Shape1})
    total = 0.0
    for (i, s) in enumerate(shapes)
        a = area(s)
        total += a
        @printf(io, "%3d %-8s %10.4f\n", i, string(typeof(s)), a)
    end
    println(io, "total area: ", round(total; digits = 3))
    d = Dict{String,Int}()
    for s in shapes
        k = s isa Circle1 ? "circle" : "rect"
        d[k] = get(d, k, 0) + 1
    end
    for (k, v) in sort(collect(d); by = first)
        println(io, "$k => $v")
    end
    nothing
end

const TABLE1 = [0x01 0x02 0x03; 0x10 0x20 0x30]
const NAMES1 = ("alpha", "beta", "gamma")
let cache = Dict{Int,Int}(), c = Counter1()
    global function fibm1(n)
        n < 2 && return n
        get!(cache, n) do
            c.n += 1
            fibm1(n - 1) + fibm1(n - 2)
        end
    end
end

try
    Rect1(Point1(1.0, 1.0), Point1(0.0, 0.0))
catch err
    err isa ArgumentError || rethrow()
finally
    nothing
end

end # module Geometry1

"""
    Geometry2

Points, shapes and a few numeric kernels (part 2 of the benchmark input).
"""
module Geometry2

using Printf
import Base: +, -, *, show, length
export Point2, area, perimeter, kernel2

abstract type Shape2 end

struct Point2{T<:Real}
    x::T
    y::T
end

mutable struct Counter2
    n::Int
    hits::Vector{Int}
    Counter2() = new(0, Int[])
end

struct Circle2 <: Shape2
    c::Point2{Float64}
    r::Float64
end

struct Rect2 <: Shape2
    lo::Point2{Float64}
    hi::Point2{Float64}
    function Rect2(lo, hi)
        lo.x <= hi.x && lo.y <= hi.y || throw(ArgumentError("empty rectangle"))
        new(lo, hi)
    end
end

+(a::Point2, b::Point2) = Point2(a.x + b.x, a.y + b.y)
-(a::Point2, b::Point2) = Point2(a.x - b.x, a.y - b.y)
*(k::Real, a::Point2) = Point2(k * a.x, k * a.y)
Base.:(==)(a::Point2, b::Point2) = a.x == b.x && a.y == b.y

area(c::Circle2) = pi * c.r^2
area(r::Rect2) = (r.hi.x - r.lo.x) * (r.hi.y - r.lo.y)
perimeter(c::Circle2) = 2pi * c.r
perimeter(r::Rect2) = 2 * ((r.hi.x - r.lo.x) + (r.hi.y - r.lo.y))

function show(io::IO, p::Point2)
    print(io, "Point2(", p.x, ", ", p.y, ")")
end

function kernel2(xs::Vector{Float64}; scale = 1.0, shift::Float64 = 0.0)
    n = length(xs)
    acc = 0.0
    @inbounds for i in 1:n
        v = xs[i] * scale + shift
        if v > 0.5
            acc += v^2
        elseif v < -0.5
            acc -= abs(v)
        else
            acc += sin(v) * cos(v) / (1 + v * v)
        end
    end
    s = sum(x -> x^2, xs)
    m = maximum(abs(x) for x in xs if !isnan(x))
    return acc + s / max(m, 1e-12)
end

function sieve2(n::Int)
    isprime = trues(n)
    isprime[1] = false
    for i = 2:isqrt(n)
        isprime[i] || continue
        for j = i*i:i:n
            isprime[j] = false
        end
    end
    [i for i in 1:n if isprime[i]]
end

function matmul2(A::Matrix{Float64}, B::Matrix{Float64})
    m, k = size(A)
    k2, n = size(B)
    k == k2 || error("dimension mismatch: $k vs $(k2)")
    C = zeros(m, n)
    for j = 1:n, p = 1:k
        b = B[p, j]
        for i = 1:m
            C[i, j] = muladd(A[i, p], b, C[i, j])
        end
    end
    C
end

function collatz2(n::Integer)
    steps = 0
    while n != 1
        n = iseven(n) ? n ÷ 2 : 3n + 1
        steps += 1
    end
    steps
end

function report2(io::IO, shapes::Vector{<:Shape2})
    total = 0.0
    for (i, s) in enumerate(shapes)
        a = area(s)
        total += a
        @printf(io, "%3d %-8s %10.4f\n", i, string(typeof(s)), a)
    end
    println(io, "total area: ", round(total; digits = 3))
    d = Dict{String,Int}()
    for s in shapes
        k = s isa Circle2 ? "circle" : "rect"
        d[k] = get(d, k, 0) + 1
    end
    for (k, v) in sort(collect(d); by = first)
        println(io, "$k => $v")
    end
    nothing
end

const TABLE2 = [0x01 0x02 0x03; 0x10 0x20 0x30]
const NAMES2 = ("alpha", "beta", "gamma")
let cache = Dict{Int,Int}(), c = Counter2()
    global function fibm2(n)
        n < 2 && return n
        get!(cache, n) do
            c.n += 1
            fibm2(n - 1) + fibm2(n - 2)
        end
    end
end

try
    Rect2(Point2(1.0, 1.0), Point2(0.0, 0.0))
catch err
    err isa ArgumentError || rethrow()
finally
    nothing
end

end # module Geometry2

"""
    Geometry3

Points, shapes and a few numeric kernels (part 3 of the benchmark input).
"""
module Geometry3

using Printf
import Base: +, -, *, show, length
export Point3, area, perimeter, kernel3

abstract type Shape3 end

struct Point3{T<:Real}
    x::T
    y::T
end

mutable struct Counter3
    n::Int
    hits::Vector{Int}
    Counter3() = new(0, Int[])
end

struct Circle3 <: Shape3
    c::Point3{Float64}
    r::Float64
end

struct Rect3 <: Shape3
    lo::Point3{Float64}
    hi::Point3{Float64}
    function Rect3(lo, hi)
        lo.x <= hi.x && lo.y <= hi.y || throw(ArgumentError("empty rectangle"))
        new(lo, hi)
    end
end

+(a::Point3, b::Point3) = Point3(a.x + b.x, a.y + b.y)
-(a::Point3, b::Point3) = Point3(a.x - b.x, a.y - b.y)
*(k::Real, a::Point3) = Point3(k * a.x, k * a.y)
Base.:(==)(a::Point3, b::Point3) = a.x == b.x && a.y == b.y

area(c::Circle3) = pi * c.r^2
area(r::Rect3) = (r.hi.x - r.lo.x) * (r.hi.y - r.lo.y)
perimeter(c::Circle3) = 2pi * c.r
perimeter(r::Rect3) = 2 * ((r.hi.x - r.lo.x) + (r.hi.y - r.lo.y))

function show(io::IO, p::Point3)
    print(io, "Point3(", p.x, ", ", p.y, ")")
end

function kernel3(xs::Vector{Float64}; scale = 1.0, shift::Float64 = 0.0)
    n = length(xs)
    acc = 0.0
    @inbounds for i in 1:n
        v = xs[i] * scale + shift
        if v > 0.5
            acc += v^2
        elseif v < -0.5
            acc -= abs(v)
        else
            acc += sin(v) * cos(v) / (1 + v * v)
        end
    end
    s = sum(x -> x^2, xs)
    m = maximum(abs(x) for x in xs if !isnan(x))
    return acc + s / max(m, 1e-12)
end

function sieve3(n::Int)
    isprime = trues(n)
    isprime[1] = false
    for i = 2:isqrt(n)
        isprime[i] || continue
        for j = i*i:i:n
            isprime[j] = false
        end
    end
    [i for i in 1:n if isprime[i]]
end

function matmul3(A::Matrix{Float64}, B::Matrix{Float64})
    m, k = size(A)
    k2, n = size(B)
    k == k2 || error("dimension mismatch: $k vs $(k2)")
    C = zeros(m, n)
    for j = 1:n, p = 1:k
        b = B[p, j]
        for i = 1:m
            C[i, j] = muladd(A[i, p], b, C[i, j])
        end
    end
    C
end

function collatz3(n::Integer)
    steps = 0
    while n != 1
        n = iseven(n) ? n ÷ 2 : 3n + 1
        steps += 1
    end
    steps
end

function report3(io::IO, shapes::Vector{<:Shape3})
    total = 0.0
    for (i, s) in enumerate(shapes)
        a = area(s)
        total += a
        @printf(io, "%3d %-8s %10.4f\n", i, string(typeof(s)), a)
    end
    println(io, "total area: ", round(total; digits = 3))
    d = Dict{String,Int}()
    for s in shapes
        k = s isa Circle3 ? "circle" : "rect"
        d[k] = get(d, k, 0) + 1
    end
    for (k, v) in sort(collect(d); by = first)
        println(io, "$k => $v")
    end
    nothing
end

const TABLE3 = [0x01 0x02 0x03; 0x10 0x20 0x30]
const NAMES3 = ("alpha", "beta", "gamma")
let cache = Dict{Int,Int}(), c = Counter3()
    global function fibm3(n)
        n < 2 && return n
        get!(cache, n) do
            c.n += 1
            fibm3(n - 1) + fibm3(n - 2)
        end
    end
end

try
    Rect3(Point3(1.0, 1.0), Point3(0.0, 0.0))
catch err
    err isa ArgumentError || rethrow()
finally
    nothing
end

end # module Geometry3

"""
    Geometry4

Points, shapes and a few numeric kernels (part 4 of the benchmark input).
"""
module Geometry4

using Printf
import Base: +, -, *, show, length
export Point4, area, perimeter, kernel4

abstract type Shape4 end

struct Point4{T<:Real}
    x::T
    y::T
end

mutable struct Counter4
    n::Int
    hits::Vector{Int}
    Counter4() = new(0, Int[])
end

struct Circle4 <: Shape4
    c::Point4{Float64}
    r::Float64
end

struct Rect4 <: Shape4
    lo::Point4{Float64}
    hi::Point4{Float64}
    function Rect4(lo, hi)
        lo.x <= hi.x && lo.y <= hi.y || throw(ArgumentError("empty rectangle"))
        new(lo, hi)
    end
end

+(a::Point4, b::Point4) = Point4(a.x + b.x, a.y + b.y)
-(a::Point4, b::Point4) = Point4(a.x - b.x, a.y - b.y)
*(k::Real, a::Point4) = Point4(k * a.x, k * a.y)
Base.:(==)(a::Point4, b::Point4) = a.x == b.x && a.y == b.y

area(c::Circle4) = pi * c.r^2
area(r::Rect4) = (r.hi.x - r.lo.x) * (r.hi.y - r.lo.y)
perimeter(c::Circle4) = 2pi * c.r
perimeter(r::Rect4) = 2 * ((r.hi.x - r.lo.x) + (r.hi.y - r.lo.y))

function show(io::IO, p::Point4)
    print(io, "Point4(", p.x, ", ", p.y, ")")
end

function kernel4(xs::Vector{Float64}; scale = 1.0, shift::Float64 = 0.0)
    n = length(xs)
    acc = 0.0
    @inbounds for i in 1:n
        v = xs[i] * scale + shift
        if v > 0.5
            acc += v^2
        elseif v < -0.5
            acc -= abs(v)
        else
            acc += sin(v) * cos(v) / (1 + v * v)
        end
    end
    s = sum(x -> x^2, xs)
    m = maximum(abs(x) for x in xs if !isnan(x))
    return acc + s / max(m, 1e-12)
end

function sieve4(n::Int)
    isprime = trues(n)
    isprime[1] = false
    for i = 2:isqrt(n)
        isprime[i] || continue
        for j = i*i:i:n
            isprime[j] = false
        end
    end
    [i for i in 1:n if isprime[i]]
end

function matmul4(A::Matrix{Float64}, B::Matrix{Float64})
    m, k = size(A)
    k2, n = size(B)
    k == k2 || error("dimension mismatch: $k vs $(k2)")
    C = zeros(m, n)
    for j = 1:n, p = 1:k
        b = B[p, j]
        for i = 1:m
            C[i, j] = muladd(A[i, p], b, C[i, j])
        end
    end
    C
end

function collatz4(n::Integer)
    steps = 0
    while n != 1
        n = iseven(n) ? n ÷ 2 : 3n + 1
        steps += 1
    end
    steps
end

function report4(io::IO, shapes::Vector{<:Shape4})
    total = 0.0
    for (i, s) in enumerate(shapes)
        a = area(s)
        total += a
        @printf(io, "%3d %-8s %10.4f\n", i, string(typeof(s)), a)
    end
    println(io, "total area: ", round(total; digits = 3))
    d = Dict{String,Int}()
    for s in shapes
        k = s isa Circle4 ? "circle" : "rect"
        d[k] = get(d, k, 0) + 1
    end
    for (k, v) in sort(collect(d); by = first)
        println(io, "$k => $v")
    end
    nothing
end

const TABLE4 = [0x01 0x02 0x03; 0x10 0x20 0x30]
const NAMES4 = ("alpha", "beta", "gamma")
let cache = Dict{Int,Int}(), c = Counter4()
    global function fibm4(n)
        n < 2 && return n
        get!(cache, n) do
            c.n += 1
            fibm4(n - 1) + fibm4(n - 2)
        end
    end
end

try
    Rect4(Point4(1.0, 1.0), Point4(0.0, 0.0))
catch err
    err isa ArgumentError || rethrow()
finally
    nothing
end

end # module Geometry4

"""
    Geometry5

Points, shapes and a few numeric kernels (part 5 of the benchmark input).
"""
module Geometry5

using Printf
import Base: +, -, *, show, length
export Point5, area, perimeter, kernel5

abstract type Shape5 end

struct Point5{T<:Real}
    x::T
    y::T
end

mutable struct Counter5
    n::Int
    hits::Vector{Int}
    Counter5() = new(0, Int[])
end

struct Circle5 <: Shape5
    c::Point5{Float64}
    r::Float64
end

struct Rect5 <: Shape5
    lo::Point5{Float64}
    hi::Point5{Float64}
    function Rect5(lo, hi)
        lo.x <= hi.x && lo.y <= hi.y || throw(ArgumentError("empty rectangle"))
        new(lo, hi)
    end
end

+(a::Point5, b::Point5) = Point5(a.x + b.x, a.y + b.y)
-(a::Point5, b::Point5) = Point5(a.x - b.x, a.y - b.y)
*(k::Real, a::Point5) = Point5(k * a.x, k * a.y)
Base.:(==)(a::Point5, b::Point5) = a.x == b.x && a.y == b.y

area(c::Circle5) = pi * c.r^2
area(r::Rect5) = (r.hi.x - r.lo.x) * (r.hi.y - r.lo.y)
perimeter(c::Circle5) = 2pi * c.r
perimeter(r::Rect5) = 2 * ((r.hi.x - r.lo.x) + (r.hi.y - r.lo.y))

function show(io::IO, p::Point5)
    print(io, "Point5(", p.x, ", ", p.y, ")")
end

function kernel5(xs::Vector{Float64}; scale = 1.0, shift::Float64 = 0.0)
    n = length(xs)
    acc = 0.0
    @inbounds for i in 1:n
        v = xs[i] * scale + shift
        if v > 0.5
            acc += v^2
        elseif v < -0.5
            acc -= abs(v)
        else
            acc += sin(v) * cos(v) / (1 + v * v)
        end
    end
    s = sum(x -> x^2, xs)
    m = maximum(abs(x) for x in xs if !isnan(x))
    return acc + s / max(m, 1e-12)
end

function sieve5(n::Int)
    isprime = trues(n)
    isprime[1] = false
    for i = 2:isqrt(n)
        isprime[i] || continue
        for j = i*i:i:n
            isprime[j] = false
        end
    end
    [i for i in 1:n if isprime[i]]
end

function matmul5(A::Matrix{Float64}, B::Matrix{Float64})
    m, k = size(A)
    k2, n = size(B)
    k == k2 || error("dimension mismatch: $k vs $(k2)")
    C = zeros(m, n)
    for j = 1:n, p = 1:k
        b = B[p, j]
        for i = 1:m
            C[i, j] = muladd(A[i, p], b, C[i, j])
        end
    end
    C
end

function collatz5(n::Integer)
    steps = 0
    while n != 1
        n = iseven(n) ? n ÷ 2 : 3n + 1
        steps += 1
    end
    steps
end

function report5(io::IO, shapes::Vector{<:Shape5})
    total = 0.0
    for (i, s) in enumerate(shapes)
        a = area(s)
        total += a
        @printf(io, "%3d %-8s %10.4f\n", i, string(typeof(s)), a)
    end
    println(io, "total area: ", round(total; digits = 3))
    d = Dict{String,Int}()
    for s in shapes
        k = s isa Circle5 ? "circle" : "rect"
        d[k] = get(d, k, 0) + 1
    end
    for (k, v) in sort(collect(d); by = first)
        println(io, "$k => $v")
    end
    nothing
end

const TABLE5 = [0x01 0x02 0x03; 0x10 0x20 0x30]
const NAMES5 = ("alpha", "beta", "gamma")
let cache = Dict{Int,Int}(), c = Counter5()
    global function fibm5(n)
        n < 2 && return n
        get!(cache, n) do
            c.n += 1
            fibm5(n - 1) + fibm5(n - 2)
        end
    end
end

try
    Rect5(Point5(1.0, 1.0), Point5(0.0, 0.0))
catch err
    err isa ArgumentError || rethrow()
finally
    nothing
end

end # module Geometry5

"""
    Geometry6

Points, shapes and a few numeric kernels (part 6 of the benchmark input).
"""
module Geometry6

using Printf
import Base: +, -, *, show, length
export Point6, area, perimeter, kernel6

abstract type Shape6 end

struct Point6{T<:Real}
    x::T
    y::T
end

mutable struct Counter6
    n::Int
    hits::Vector{Int}
    Counter6() = new(0, Int[])
end

struct Circle6 <: Shape6
    c::Point6{Float64}
    r::Float64
end

struct Rect6 <: Shape6
    lo::Point6{Float64}
    hi::Point6{Float64}
    function Rect6(lo, hi)
        lo.x <= hi.x && lo.y <= hi.y || throw(ArgumentError("empty rectangle"))
        new(lo, hi)
    end
end

+(a::Point6, b::Point6) = Point6(a.x + b.x, a.y + b.y)
-(a::Point6, b::Point6) = Point6(a.x - b.x, a.y - b.y)
*(k::Real, a::Point6) = Point6(k * a.x, k * a.y)
Base.:(==)(a::Point6, b::Point6) = a.x == b.x && a.y == b.y

area(c::Circle6) = pi * c.r^2
area(r::Rect6) = (r.hi.x - r.lo.x) * (r.hi.y - r.lo.y)
perimeter(c::Circle6) = 2pi * c.r
perimeter(r::Rect6) = 2 * ((r.hi.x - r.lo.x) + (r.hi.y - r.lo.y))

function show(io::IO, p::Point6)
    print(io, "Point6(", p.x, ", ", p.y, ")")
end

function kernel6(xs::Vector{Float64}; scale = 1.0, shift::Float64 = 0.0)
    n = length(xs)
    acc = 0.0
    @inbounds for i in 1:n
        v = xs[i] * scale + shift
        if v > 0.5
            acc += v^2
        elseif v < -0.5
            acc -= abs(v)
        else
            acc += sin(v) * cos(v) / (1 + v * v)
        end
    end
    s = sum(x -> x^2, xs)
    m = maximum(abs(x) for x in xs if !isnan(x))
    return acc + s / max(m, 1e-12)
end

function sieve6(n::Int)
    isprime = trues(n)
    isprime[1] = false
    for i = 2:isqrt(n)
        isprime[i] || continue
        for j = i*i:i:n
            isprime[j] = false
        end
    end
    [i for i in 1:n if isprime[i]]
end

function matmul6(A::Matrix{Float64}, B::Matrix{Float64})
    m, k = size(A)
    k2, n = size(B)
    k == k2 || error("dimension mismatch: $k vs $(k2)")
    C = zeros(m, n)
    for j = 1:n, p = 1:k
        b = B[p, j]
        for i = 1:m
            C[i, j] = muladd(A[i, p], b, C[i, j])
        end
    end
    C
end

function collatz6(n::Integer)
    steps = 0
    while n != 1
        n = iseven(n) ? n ÷ 2 : 3n + 1
        steps += 1
    end
    steps
end

function report6(io::IO, shapes::Vector{<:Shape6})
    total = 0.0
    for (i, s) in enumerate(shapes)
        a = area(s)
        total += a
        @printf(io, "%3d %-8s %10.4f\n", i, string(typeof(s)), a)
    end
    println(io, "total area: ", round(total; digits = 3))
    d = Dict{String,Int}()
    for s in shapes
        k = s isa Circle6 ? "circle" : "rect"
        d[k] = get(d, k, 0) + 1
    end
    for (k, v) in sort(collect(d); by = first)
        println(io, "$k => $v")
    end
    nothing
end

const TABLE6 = [0x01 0x02 0x03; 0x10 0x20 0x30]
const NAMES6 = ("alpha", "beta", "gamma")
let cache = Dict{Int,Int}(), c = Counter6()
    global function fibm6(n)
        n < 2 && return n
        get!(cache, n) do
            c.n += 1
            fibm6(n - 1) + fibm6(n - 2)
        end
    end
end

try
    Rect6(Point6(1.0, 1.0), Point6(0.0, 0.0))
catch err
    err isa ArgumentError || rethrow()
finally
    nothing
end

end # module Geometry6

"""
    Geometry7

Points, shapes and a few numeric kernels (part 7 of the benchmark input).
"""
module Geometry7

using Printf
import Base: +, -, *, show, length
export Point7, area, perimeter, kernel7

abstract type Shape7 end

struct Point7{T<:Real}
    x::T
    y::T
end

mutable struct Counter7
    n::Int
    hits::Vector{Int}
    Counter7() = new(0, Int[])
end

struct Circle7 <: Shape7
    c::Point7{Float64}
    r::Float64
end

struct Rect7 <: Shape7
    lo::Point7{Float64}
    hi::Point7{Float64}
    function Rect7(lo, hi)
        lo.x <= hi.x && lo.y <= hi.y || throw(ArgumentError("empty rectangle"))
        new(lo, hi)
    end
end

+(a::Point7, b::Point7) = Point7(a.x + b.x, a.y + b.y)
-(a::Point7, b::Point7) = Point7(a.x - b.x, a.y - b.y)
*(k::Real, a::Point7) = Point7(k * a.x, k * a.y)
Base.:(==)(a::Point7, b::Point7) = a.x == b.x && a.y == b.y

area(c::Circle7) = pi * c.r^2
area(r::Rect7) = (r.hi.x - r.lo.x) * (r.hi.y - r.lo.y)
perimeter(c::Circle7) = 2pi * c.r
perimeter(r::Rect7) = 2 * ((r.hi.x - r.lo.x) + (r.hi.y - r.lo.y))

function show(io::IO, p::Point7)
    print(io, "Point7(", p.x, ", ", p.y, ")")
end

function kernel7(xs::Vector{Float64}; scale = 1.0, shift::Float64 = 0.0)
    n = length(xs)
    acc = 0.0
    @inbounds for i in 1:n
        v = xs[i] * scale + shift
        if v > 0.5
            acc += v^2
        elseif v < -0.5
            acc -= abs(v)
        else
            acc += sin(v) * cos(v) / (1 + v * v)
        end
    end
    s = sum(x -> x^2, xs)
    m = maximum(abs(x) for x in xs if !isnan(x))
    return acc + s / max(m, 1e-12)
end

function sieve7(n::Int)
    isprime = trues(n)
    isprime[1] = false
    for i = 2:isqrt(n)
        isprime[i] || continue
        for j = i*i:i:n
            isprime[j] = false
        end
    end
    [i for i in 1:n if isprime[i]]
end

function matmul7(A::Matrix{Float64}, B::Matrix{Float64})
    m, k = size(A)
    k2, n = size(B)
    k == k2 || error("dimension mismatch: $k vs $(k2)")
    C = zeros(m, n)
    for j = 1:n, p = 1:k
        b = B[p, j]
        for i = 1:m
            C[i, j] = muladd(A[i, p], b, C[i, j])
        end
    end
    C
end

function collatz7(n::Integer)
    steps = 0
    while n != 1
        n = iseven(n) ? n ÷ 2 : 3n + 1
        steps += 1
    end
    steps
end

function report7(io::IO, shapes::Vector{<:Shape7})
    total = 0.0
    for (i, s) in enumerate(shapes)
        a = area(s)
        total += a
        @printf(io, "%3d %-8s %10.4f\n", i, string(typeof(s)), a)
    end
    println(io, "total area: ", round(total; digits = 3))
    d = Dict{String,Int}()
    for s in shapes
        k = s isa Circle7 ? "circle" : "rect"
        d[k] = get(d, k, 0) + 1
    end
    for (k, v) in sort(collect(d); by = first)
        println(io, "$k => $v")
    end
    nothing
end

const TABLE7 = [0x01 0x02 0x03; 0x10 0x20 0x30]
const NAMES7 = ("alpha", "beta", "gamma")
let cache = Dict{Int,Int}(), c = Counter7()
    global function fibm7(n)
        n < 2 && return n
        get!(cache, n) do
            c.n += 1
            fibm7(n - 1) + fibm7(n - 2)
        end
    end
end

try
    Rect7(Point7(1.0, 1.0), Point7(0.0, 0.0))
catch err
    err isa ArgumentError || rethrow()
finally
    nothing
end

end # module Geometry7

using .Geometry1
shapes = Shape1[Circle1(Point1(0.0, 0.0), 1.0), Rect1(Point1(0.0, 0.0), Point1(2.0, 3.0))]
report1(stdout, shapes)
xs = [sin(0.1i) for i = 1:1000]
println(kernel1(xs; scale = 2.0))
println(length(sieve1(10_000)), " primes")
A = rand(4, 4); B = rand(4, 4)
C = matmul1(A, B)
@assert size(C) == (4, 4) "bad size"
println(maximum(collatz1(n) for n in 1:1000))

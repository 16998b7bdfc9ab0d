abstract type Shape end
abstract type Poly{N} <: Shape end
struct Point{T<:Real} <: Shape
    x::T
    y::T
end
mutable struct Counter
    n::Int
    Counter() = new(0)
    Counter(n) = new(n)
end
struct Wrap{T}
    v::T
    Wrap{T}(v) where {T} = new(v)
    Wrap{T}(v, w) where {T} = new{T}(v)
end
module M
x = 1
end
using Printf
using Base.Iterators: take, cycle as cyc
import LinearAlgebra
export f, g

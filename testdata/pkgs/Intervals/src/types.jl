"""
    IntervalError(lo, hi)

Thrown when an interval would be empty (`lo > hi`).
"""
struct IntervalError{T} <: Exception
    lo::T
    hi::T
end

function Base.showerror(io::IO, e::IntervalError)
    print(io, "IntervalError: the interval [", e.lo, ", ", e.hi, "] is empty")
end

"""
    Interval(lo, hi)
    lo .. hi

The closed interval `[lo, hi]`.
"""
struct Interval{T<:Real} <: Number
    lo::T
    hi::T
    function Interval{T}(lo::Real, hi::Real) where {T<:Real}
        lo <= hi || throw(IntervalError(promote(lo, hi)...))
        return new{T}(lo, hi)
    end
end

Interval(lo::T, hi::T) where {T<:Real} = Interval{T}(lo, hi)
Interval(lo::Real, hi::Real) = Interval(promote(lo, hi)...)
Interval(x::Real) = Interval(x, x)
Interval{T}(x::Real) where {T<:Real} = Interval{T}(x, x)
..(a::Real, b::Real) = Interval(a, b)

lo(a::Interval) = a.lo
hi(a::Interval) = a.hi
width(a::Interval) = a.hi - a.lo
mid(a::Interval) = (a.lo + a.hi) / 2

Base.show(io::IO, a::Interval) = print(io, a.lo, "..", a.hi)
function Base.show(io::IO, ::MIME"text/plain", a::Interval{T}) where {T}
    print(io, "Interval{", T, "}: [", a.lo, ", ", a.hi, "]")
end

Base.promote_rule(::Type{Interval{T}}, ::Type{Interval{S}}) where {T<:Real,S<:Real} =
    Interval{promote_type(T, S)}
Base.promote_rule(::Type{Interval{T}}, ::Type{S}) where {T<:Real,S<:Real} =
    Interval{promote_type(T, S)}
Base.convert(::Type{Interval{T}}, a::Interval{T}) where {T<:Real} = a
Base.convert(::Type{Interval{T}}, a::Interval) where {T<:Real} = Interval{T}(a.lo, a.hi)
Base.convert(::Type{Interval{T}}, x::Real) where {T<:Real} = Interval{T}(x)

Base.zero(::Type{Interval{T}}) where {T} = Interval(zero(T))
Base.one(::Type{Interval{T}}) where {T} = Interval(one(T))

Base.in(x::Real, a::Interval) = a.lo <= x <= a.hi
Base.issubset(a::Interval, b::Interval) = b.lo <= a.lo && a.hi <= b.hi
Base.isapprox(a::Interval, b::Interval; kwargs...) =
    isapprox(a.lo, b.lo; kwargs...) && isapprox(a.hi, b.hi; kwargs...)

"""
    hull(a, b)

The smallest interval containing both.
"""
hull(a::Interval, b::Interval) = Interval(min(a.lo, b.lo), max(a.hi, b.hi))

"""
    widen_by(a, w)

`a` widened by `w` on each side; a negative `w` warns and is taken as 0.
"""
function widen_by(a::Interval, w::Real)
    if w < 0
        @warn "negative widening ignored" w
        return a
    end
    return Interval(a.lo - w, a.hi + w)
end

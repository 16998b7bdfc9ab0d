"""
    Poly{T<:Number}(coeffs)

The polynomial `coeffs[1] + coeffs[2]*x + …`; trailing zero coefficients
are dropped (the zero polynomial keeps one).
"""
struct Poly{T<:Number}
    coeffs::Vector{T}
    function Poly{T}(c::AbstractVector) where {T<:Number}
        v = collect(T, c)
        n = length(v)
        while n > 1 && iszero(v[n])
            n -= 1
        end
        isempty(v) ? new{T}(T[zero(T)]) : new{T}(v[1:n])
    end
end

Poly(c::AbstractVector{T}) where {T<:Number} = Poly{T}(c)
Poly(x::Number) = Poly([x])
Poly{T}(x::Number) where {T<:Number} = Poly{T}([x])

coeffs(p::Poly) = p.coeffs

"""
    degree(p)

The degree of `p`; the zero polynomial has degree -1.
"""
degree(p::Poly) = (length(p.coeffs) == 1 && iszero(p.coeffs[1])) ? -1 : length(p.coeffs) - 1

# Coefficient of x^i (0 past the end), as p[i] in Polynomials.jl.
Base.getindex(p::Poly{T}, i::Integer) where {T} = i < length(p.coeffs) ? p.coeffs[i+1] : zero(T)
Base.firstindex(::Poly) = 0
Base.lastindex(p::Poly) = length(p.coeffs) - 1

# Iteration yields the coefficients, lowest first.
Base.length(p::Poly) = length(p.coeffs)
Base.eltype(::Type{Poly{T}}) where {T} = T
Base.iterate(p::Poly, state::Int=1) = state > length(p.coeffs) ? nothing : (p.coeffs[state], state + 1)

Base.:(==)(p::Poly, q::Poly) = p.coeffs == q.coeffs
Base.hash(p::Poly, h::UInt) = hash(p.coeffs, hash(:Poly, h))
Base.isapprox(p::Poly, q::Poly; kwargs...) =
    length(p) == length(q) && all(isapprox(a, b; kwargs...) for (a, b) in zip(p, q))

Base.zero(::Type{Poly{T}}) where {T} = Poly{T}(T[])
Base.one(::Type{Poly{T}}) where {T} = Poly{T}([one(T)])
Base.zero(p::Poly) = zero(typeof(p))
Base.one(p::Poly) = one(typeof(p))

# Promotion: Poly{Int} with Poly{Float64} or with a Float64 is a Poly{Float64}.
Base.promote_rule(::Type{Poly{T}}, ::Type{Poly{S}}) where {T,S} = Poly{promote_type(T, S)}
Base.promote_rule(::Type{Poly{T}}, ::Type{S}) where {T,S<:Number} = Poly{promote_type(T, S)}
Base.convert(::Type{Poly{T}}, p::Poly{T}) where {T} = p
Base.convert(::Type{Poly{T}}, p::Poly) where {T} = Poly{T}(p.coeffs)
Base.convert(::Type{Poly{T}}, x::Number) where {T} = Poly{T}([x])

# A polynomial is callable: p(x) evaluates it by Horner's rule.
(p::Poly)(x) = evalpoly(x, p.coeffs)

"""
    derivative(p)
"""
function derivative(p::Poly{T}) where {T}
    n = length(p.coeffs)
    n == 1 && return zero(p)
    return Poly{T}([k * p.coeffs[k+1] for k in 1:n-1])
end

"""
    integrate(p, c=0)

The antiderivative of `p` with constant term `c`; the coefficients are
divided, so a `Poly{Int}` integrates to a `Poly{Float64}`.
"""
function integrate(p::Poly{T}, c::Number=0) where {T}
    S = typeof(one(T) / 1)
    v = Vector{promote_type(S, typeof(c))}(undef, length(p.coeffs) + 1)
    v[1] = c
    for (k, a) in enumerate(p.coeffs)
        v[k+1] = a / k
    end
    return Poly(v)
end

# Arithmetic. Mixed element types go through promote, as Base's Number
# types do.

function Base.:+(p::Poly{T}, q::Poly{T}) where {T}
    n = max(length(p), length(q))
    return Poly{T}([p[i] + q[i] for i in 0:n-1])
end
Base.:+(p::Poly, q::Poly) = +(promote(p, q)...)
Base.:+(p::Poly, x::Number) = +(promote(p, x)...)
Base.:+(x::Number, p::Poly) = p + x

Base.:-(p::Poly{T}) where {T} = Poly{T}(-p.coeffs)
Base.:-(p::Poly, q::Poly) = p + (-q)
Base.:-(p::Poly, x::Number) = p + (-x)
Base.:-(x::Number, p::Poly) = x + (-p)

function Base.:*(p::Poly{T}, q::Poly{T}) where {T}
    r = zeros(T, length(p) + length(q) - 1)
    for (i, a) in enumerate(p.coeffs), (j, b) in enumerate(q.coeffs)
        r[i+j-1] += a * b
    end
    return Poly{T}(r)
end
Base.:*(p::Poly, q::Poly) = *(promote(p, q)...)
Base.:*(x::Number, p::Poly) = Poly(x .* p.coeffs)
Base.:*(p::Poly, x::Number) = x * p
Base.:/(p::Poly, x::Number) = Poly(p.coeffs ./ x)

function Base.:^(p::Poly, n::Integer)
    n < 0 && throw(DomainError(n, "a polynomial's power must be non-negative"))
    r = one(p)
    for _ in 1:n
        r *= p
    end
    return r
end

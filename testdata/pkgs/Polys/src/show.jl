# Display: `1 + 2x - x^2` (show) and `Poly{Int64}: 1 + 2x - x^2` (text/plain).

# One term c*x^k; a coefficient of 1 is left out before x.
function printterm(io::IO, c, k::Int, first::Bool)
    if !first
        neg = c isa Real && c < 0
        print(io, neg ? " - " : " + ")
        neg && (c = -c)
    end
    (k == 0 || !isone(c)) && print(io, c)
    k >= 1 && print(io, "x")
    k >= 2 && print(io, "^", k)
    return nothing
end

function Base.show(io::IO, p::Poly)
    if degree(p) < 0
        print(io, zero(eltype(p)))
        return
    end
    first = true
    for (i, c) in enumerate(p.coeffs)
        iszero(c) && continue
        printterm(io, c, i - 1, first)
        first = false
    end
end

function Base.show(io::IO, ::MIME"text/plain", p::Poly{T}) where {T}
    print(io, "Poly{", T, "}: ")
    show(io, p)
end

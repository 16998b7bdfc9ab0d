# The default outer constructor T(fields...) exists when every type
# parameter occurs in a field type or in the bound of a later parameter
# (Julia's rule), as QuadGK's BatchIntegrand{Y,X,Ty<:AbstractVector{Y},...}
# relies on.

struct Batch{Y,X,Ty<:AbstractVector{Y},Tx<:AbstractVector{X},F}
    f!::F
    y::Ty
    x::Tx
    max_batch::Int
end
b = Batch(sin, Float64[], Nothing[], 4)
println(typeof(b))
println(b.max_batch, " ", eltype(b.y), " ", eltype(b.x))
println(typeof(Batch(cos, 1:3, [1.0f0], 2)))

struct Grid{T<:Real, A<:AbstractArray{T}}
    data::A
end
println(typeof(Grid([1, 2])))
println(typeof(Grid([1.5 2.5])))

# a parameter that occurs nowhere: no outer constructor
struct Tagged{T,Tag}
    x::T
end
try
    Tagged(1)
catch e
    println(typeof(e))
end
println(Tagged{Int,:a}(2.0).x)

# Base.@_propagate_inbounds_meta and Base.@_pure_meta, which StaticArrays
# imports (Julia 1.10 base/essentials.jl: Expr(:meta, :inline,
# :propagate_inbounds)), in a method body and in generated code.
import Base: @_propagate_inbounds_meta, @_pure_meta, @_inline_meta
struct W <: AbstractVector{Int}
    v::Vector{Int}
end
Base.size(w::W) = size(w.v)
function Base.getindex(w::W, i::Int)
    @_propagate_inbounds_meta
    return w.v[i]
end
f(w) = @inbounds w[5]
g(x) = (@_pure_meta; x + 1)
@generated function h(x)
    quote
        @_inline_meta
        x * 2
    end
end
w = W([1, 2, 3])
println(w[2], " ", g(1), " ", h(3))
try
    w[4]
catch e
    println(typeof(e))
end

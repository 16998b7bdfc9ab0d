# Base.promote_op and Core.Compiler.return_type (Julia 1.10
# base/promotion.jl: promote_op(f, S::Type...) = _return_type(f,
# TupleOrBottom(S...)); Union{} for an argument type Union{} or a call that
# cannot return), folded at compile time when the types are known.
using Test
println(Base.promote_op(+, Int, Float64))
println(Core.Compiler.return_type(sin, Tuple{Float64}))
println(Core.Compiler.return_type(Tuple{typeof(sin), Float64}))
println(Base.promote_op(*, Int, Union{}))
println(Core.Compiler.return_type(x -> x > 0 ? x : nothing, Tuple{Int}))
println(Base.promote_op(error, String))
println(Base.promote_op(zero, Type{Int}))
f(T, S) = Base.promote_op(+, T, S)
println(f(Base.inferencebarrier(Int8), Base.inferencebarrier(Int16)))
# generic code sizing its result by the element type f gives
function mapvec(f, v::AbstractVector{T}) where {T}
    out = similar(v, Base.promote_op(f, T))
    for i in eachindex(v)
        out[i] = f(v[i])
    end
    return out
end
r = @inferred mapvec(x -> x / 2, [1, 2, 3])
println(r, " ", typeof(r))
println(typeof(mapvec(string, 1:2)))

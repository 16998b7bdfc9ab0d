# `where` in a type expression whose bound or body is known only at run
# time, and Core.TypeVar/Core.UnionAll called directly: Julia's lowering
# turns `A where T<:S` into `let T = Core.TypeVar(:T, S); Core.UnionAll(T,
# A) end` (julia-syntax.scm, expand-wheres), built at run time by
# jl_new_typevar and jl_type_unionall (src/jltypes.c), whose TypeErrors are
# reproduced here.
bounds = Any[Real, Integer, AbstractString]
pick(i) = bounds[i]

for i in 1:3
    S = pick(i)
    V = Vector{T} where T<:S
    println(V, ": ", [1] isa V, " ", [1.5] isa V, " ", ["a"] isa V)
end

lower_and_upper(lb, ub) = Vector{T} where lb<:T<:ub
W = lower_and_upper(pick(2), pick(1))
println(W, " ", Vector{Int} <: W, " ", Vector{Integer} <: W, " ", Vector{Signed} <: W)

tv = TypeVar(:T, pick(1))
println(tv, " ", typeof(tv), " ", tv.name, " ", tv.lb, " ", tv.ub)
U = UnionAll(tv, Dict{Symbol, tv})
println(U, " ", Dict{Symbol, Float64} <: U, " ", Dict{Symbol, String} <: U)
println(TypeVar(:X), " ", TypeVar(:X, Int, Number), " ", TypeVar(:X, Integer, Any))

m(x) = (Tuple{T, T} where T<:typeof(x))
println(m(1), " ", (1, 2) isa m(1), " ", (1, 2.0) isa m(1))

for bad in (() -> TypeVar(:T, pick(1) === Real ? 1 : Int), () -> UnionAll(TypeVar(:T), bounds[1] === Real ? 2 : Int))
    try
        bad()
    catch e
        println(sprint(showerror, e))
    end
end

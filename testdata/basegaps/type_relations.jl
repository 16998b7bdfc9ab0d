# typeintersect, Base.issingletontype, Base.unwrap_unionall,
# Base.rewrap_unionall and isconcretetype, as Julia 1.10 (reflection.jl,
# essentials.jl: issingletontype is isdefined(T, :instance); rewrap_unionall
# puts a type back inside the `where`s of another, dropping those whose
# variable it does not use, as the UnionAll constructor does).
println(typeintersect(Integer, Signed))
println(typeintersect(Int, String))
println(typeintersect(Union{Int,String}, Number))
println(typeintersect(Real, Union{Int,Float64,String}))
println(typeintersect(Vector{<:Real}, AbstractVector{Int}))
println(typeintersect(Tuple{Int,Any}, Tuple{Any,String}))
println(typeintersect(Any, Float32))
println(Base.issingletontype(Nothing), Base.issingletontype(Int), Base.issingletontype(typeof(sin)), Base.issingletontype(Type{Int}), Base.issingletontype(Val{3}))
mutable struct E end
struct F end
println(Base.issingletontype(E), Base.issingletontype(F), Base.issingletontype(Vector), Base.issingletontype(Tuple{}))
u = Base.unwrap_unionall(Vector)
println(u)
println(Base.unwrap_unionall(Int), " ", Base.unwrap_unionall(1))
println(Base.rewrap_unionall(u, Vector) === Vector)
println(Base.rewrap_unionall(Int, Vector))
println(Base.unwrap_unionall(Dict))
println(isconcretetype(Int), isconcretetype(Vector), isconcretetype(Vector{Int}), isconcretetype(Real), isconcretetype(Union{Int,String}))
f(x::T) where {T} = typeintersect(T, Signed)
println(f(1), " ", f(0x01))

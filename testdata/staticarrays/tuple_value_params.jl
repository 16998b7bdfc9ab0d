# Tuple types with value parameters (Tuple{2, 3}), as StaticArrays uses for
# sizes. Julia 1.10 rules relied on (src/subtype.c, src/jltypes.c):
# apply_type accepts any values as Tuple parameters; an element is <: Any
# whatever it is, a value is <: no other type, values compare with egal;
# Tuple{2} is not concrete (jl_precompute_memoized_dt).

struct SA{S<:Tuple,T,N}
    x::T
end

const V2 = SA{Tuple{2},Float64,1}
println(V2)
println(Tuple{2, 3})
println(Tuple{2, Int}, " ", Tuple{:a, 'c', 1.5})

# equality and hashing
T23 = Tuple{2, 3}
println(T23 == Tuple{2, 3}, " ", T23 === Tuple{2, 3}, " ", T23 == Tuple{3, 2})
d = Dict{Any,Int}(Tuple{2} => 1, Tuple{3} => 2, Tuple{2, 3} => 3)
println(d[Tuple{2}], d[Tuple{3}], d[T23])

# subtyping
println(Tuple{2} <: Tuple, " ", Tuple{2} <: Tuple{Int}, " ", Tuple{2} <: Tuple{Vararg{Int}})
println(Tuple{2} <: Tuple{Any}, " ", Tuple{2} <: Tuple{2}, " ", Tuple{2} <: Tuple{3}, " ", Tuple{Int} <: Tuple{2})
println(Tuple{2, 3} <: NTuple{2,Any}, " ", Tuple{2, 3} <: Tuple{2, Vararg}, " ", Tuple{Int, 2} <: Tuple{Integer, Any})
println(typeintersect(Tuple{2}, Tuple{Any}), " ", typeintersect(Tuple{2}, Tuple{3}), " ", typeintersect(Tuple{2}, Tuple{Int}))
println(isconcretetype(Tuple{2}), " ", isconcretetype(V2), " ", fieldcount(T23))
# a tuple type's fields are its parameters (builtins.c get_fieldtype)
println(fieldtype(Tuple{2, 3}, 1), " ", fieldtypes(T23), " ", fieldtypes(Tuple{Int, 2}), " ", fieldtypes(Tuple{Int, Float64}))

# run-time construction
mk(n) = Tuple{n, n + 1}
println(mk(3), " ", mk(3) === Tuple{3, 4})
m = 5
println(SA{Tuple{m},Int,1})

# parameters, splatting
println(T23.parameters, " ", length(T23.parameters), " ", T23.parameters[2])
println(Tuple{T23.parameters...}, " ", tuple(T23.parameters...))
println(Tuple{reverse(tuple(T23.parameters...))...})

# dispatch binds S
g(::Type{SA{S,T,N}}) where {S,T,N} = (S, T, N)
println(g(V2))
h(::SA{S}) where {S<:Tuple} = S.parameters
println(h(SA{Tuple{4, 5},Int,2}(1)))
k(::SA{Tuple{2}}) = "two"
k(::SA{Tuple{3}}) = "three"
k(::SA) = "other"
println(k(SA{Tuple{2},Int,1}(0)), " ", k(SA{Tuple{3},Int,1}(0)), " ", k(SA{Tuple{4},Int,1}(0)))
firstdim(::SA{Tuple{N,M}}) where {N,M} = N * 10 + M
println(firstdim(SA{Tuple{2, 7},Int,2}(0)))

# @generated functions see the values
@generated function elems(::Type{S}) where {S<:Tuple}
    n = prod(S.parameters)
    return :($n)
end
println(elems(Tuple{2, 3}), " ", elems(Tuple{4}))

# a bare Vararg in Tuple{...} is Vararg{Any} (StaticArraysCore's
# tuple_minimum(::Type{T}) where {T<:Tuple{Any,Vararg}})
tmin(::Type{Tuple{}}) = 0
tmin(::Type{T}) where {T<:Tuple{Any,Vararg}} = minimum(tuple(T.parameters...))
println(tmin(Tuple{}), " ", tmin(Tuple{4, 2, 7}), " ", Tuple{Int} <: Tuple{Any,Vararg}, " ", Tuple{} <: Tuple{Any,Vararg})
println(Tuple{Any,Vararg} == Tuple{Any,Vararg{Any}}, " ", Tuple{Int,Vararg} == Tuple{Int,Any})

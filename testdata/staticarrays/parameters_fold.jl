# T.parameters of a type known at compile time is a constant
# Core.SimpleVector, and length, getindex, iterate, first, last and
# splatting (tuple(S.parameters...)) fold on it, as in Julia 1.10, where
# getfield of a constant DataType is constant and the svec operations
# (base/essentials.jl: length, getindex, iterate of SimpleVector) are
# foldable. StaticArraysCore's Size(::Type{SA}) where SA<:StaticArray{S}
# is Size(tuple(S.parameters...)) in a plain function: a constant here, so
# a loop that asks for sizes does not allocate. cmd/kiln's
# TestInferredParameters checks the inference of the functions below.

struct Size{S} end
Size(s::Tuple) = Size{s}()
abstract type SA{S<:Tuple,T,N} end
struct SV{S<:Tuple,T,N} <: SA{S,T,N}
    data::NTuple{N,T}
end
Size(::Type{X}) where {S,X<:SA{S}} = Size(tuple(S.parameters...))
Size(x::SA) = Size(typeof(x))
len(::Size{s}) where {s} = prod(s)

size_of(::Type{SV{S,T,N}}) where {S,T,N} = tuple(S.parameters...)
sizeof_sv(v::SV{S}) where {S} = size_of(typeof(v))
nparams(::Type{T}) where {T} = length(T.parameters)
firstparam(::Type{T}) where {T} = T.parameters[1]
lastparam(::Type{T}) where {T} = T.parameters[end]
params(::Type{T}) where {T} = T.parameters
function sumparams(::Type{T}) where {T}
    s = 0
    for p in T.parameters
        s += p
    end
    s
end
ends(::Type{T}) where {T} = (first(T.parameters), last(T.parameters))

function sizeloop(v, n)
    s = 0
    for i in 1:n
        s += len(Size(v)) + length(size_of(typeof(v)))
    end
    s
end

v = SV{Tuple{3},Float64,3}((1.0, 2.0, 3.0))
w = SV{Tuple{2,5},Int,10}(Tuple(1:10))
println(Size(v), " ", Size(w))
println(sizeof_sv(v), " ", sizeof_sv(w))
println(nparams(Tuple{2,5}), " ", nparams(Dict{Int,String}), " ", nparams(Int))
println(firstparam(Tuple{2,5}), " ", lastparam(Tuple{2,5}), " ", firstparam(Vector{Float32}))
println(sumparams(Tuple{1,2,3,4}), " ", ends(Tuple{7,8,9}))
println(sizeloop(w, 10))
sizeloop(w, 10)
println(@allocated(sizeloop(w, 1_000_000)) == @allocated(sizeloop(w, 10)))

# the constant SimpleVector as a value: returned, stored, printed
ps = params(Dict{Symbol,Vector{Int}})
println(ps, " ", typeof(ps), " ", length(ps), " ", ps[2], " ", first(ps), " ", last(ps))
for p in params(Tuple{Int,:a,'c',2.5,Union{Int,Nothing}})
    println(repr(p))
end
println(collect(params(Tuple{1,Int})), " ", map(string, params(Pair{Int,Float64})))
println(params(Int), " ", isempty(params(Int)), " ", params(Tuple{}) == params(Int))
println(params(NamedTuple{(:a, :b),Tuple{Int,Int}}))
holder = Any[params(Tuple{4,5})]
println(holder[1] == params(Tuple{4,5}), " ", holder)

# a type known only at run time: the same values, computed then
dyn(T) = T.parameters
ts = Any[Tuple{3}, Pair{Int,String}]
for T in ts
    println(dyn(T), " ", length(dyn(T)), " ", tuple(dyn(T)...))
end
println(firstparam(Vector{Int}))
# a UnionAll has no parameters field (Julia: "type UnionAll has no field parameters")
try
    nparams(Vector)
catch e
    println(e)
end

# T.types folds the same way: the field types, none for an abstract type,
# a tuple type's parameters (Julia: Tuple{2, 3}.types is svec(2, 3))
struct P3{T}
    a::T
    b::Vector{T}
    c::Int
end
ftypes(::Type{T}) where {T} = T.types
nfields_of(::Type{T}) where {T} = length(T.types)
dtypes(T) = T.types
for T in Any[P3{Float32}, Tuple{Int,Float64}, Integer, Pair{Int,String}, Tuple{2,3}, Tuple{}]
    println(ftypes(T), " ", ftypes(T) == dtypes(T))
end
println(nfields_of(P3{Int}))

# A small StaticArrays-like SArray written for Kiln's tests (not
# StaticArrays.jl's code): the size is a Tuple type of values, Tuple{3} or
# Tuple{2, 2}, as SArray{Tuple{3}, Float64, 1, 3} in StaticArrays.
# Julia 1.10 semantics relied on: apply_type accepts non-type parameters for
# Tuple (jltypes.c), Tuple{2} is not concrete, and `S.parameters` is the
# svec of the values.

struct Size{S} end
Size(::Type{S}) where {S<:Tuple} = Size{tuple(S.parameters...)}()
Size(s::Int...) = Size{s}()

struct SArray{S<:Tuple,T,N,L} <: AbstractArray{T,N}
    data::NTuple{L,T}
    function SArray{S,T,N,L}(x::NTuple{L,T}) where {S<:Tuple,T,N,L}
        new{S,T,N,L}(x)
    end
end

const SVector{N,T} = SArray{Tuple{N},T,1,N}
const SMatrix{N,M,T,L} = SArray{Tuple{N,M},T,2,L}

SVector(x::NTuple{N,T}) where {N,T} = SVector{N,T}(x)
SVector(xs::T...) where {T} = SVector(xs)
SMatrix{N,M}(x::NTuple{L,T}) where {N,M,L,T} = SMatrix{N,M,T,L}(x)

Size(::Type{<:SArray{S}}) where {S} = Size(S)
Size(a::SArray) = Size(typeof(a))

@generated function _size(::Type{S}) where {S<:Tuple}
    return tuple(S.parameters...)
end
Base.size(a::SArray{S}) where {S} = _size(S)
Base.length(a::SArray{S,T,N,L}) where {S,T,N,L} = L
Base.IndexStyle(::Type{<:SArray}) = IndexLinear()
Base.@propagate_inbounds Base.getindex(a::SArray, i::Int) = a.data[i]

similar_type(::Type{SArray{S,T,N,L}}, ::Type{T2}) where {S,T,N,L,T2} = SArray{S,T2,N,L}
similar_type(::Type{A}, ::Type{T2}, ::Size{sz}) where {A<:SArray,T2,sz} =
    SArray{Tuple{sz...},T2,length(sz),prod(sz)}

@generated function Base.:+(a::SArray{S,Ta,N,L}, b::SArray{S,Tb,N,L}) where {S,Ta,Tb,N,L}
    exprs = [:(a.data[$i] + b.data[$i]) for i in 1:L]
    return :(SArray{S,promote_type(Ta, Tb),N,L}(tuple($(exprs...))))
end

@generated function Base.:*(s::Number, a::SArray{S,T,N,L}) where {S,T,N,L}
    exprs = [:(s * a.data[$i]) for i in 1:L]
    return :(SArray{S,promote_type(typeof(s), T),N,L}(tuple($(exprs...))))
end

# matrix * matrix and matrix * vector, unrolled from the sizes
@generated function Base.:*(a::SArray{Sa,Ta,2}, b::SArray{Sb,Tb}) where {Sa,Ta,Sb,Tb}
    m, k = Sa.parameters
    kb = Sb.parameters[1]
    k == kb || return :(throw(DimensionMismatch("sizes do not match")))
    n = length(Sb.parameters) == 1 ? 1 : Sb.parameters[2]
    exprs = Expr[]
    for j in 1:n, i in 1:m
        terms = [:(a.data[$(i + (p - 1) * m)] * b.data[$(p + (j - 1) * k)]) for p in 1:k]
        push!(exprs, reduce((x, y) -> :($x + $y), terms))
    end
    S = length(Sb.parameters) == 1 ? Tuple{m} : Tuple{m,n}
    N = length(Sb.parameters) == 1 ? 1 : 2
    return :(SArray{$S,promote_type(Ta, Tb),$N,$(m * n)}(tuple($(exprs...))))
end

function Base.show(io::IO, ::MIME"text/plain", a::SArray{Tuple{N},T}) where {N,T}
    print(io, N, "-element SVector{", N, ", ", T, "} with indices SOneTo(", N, "):")
    for x in a.data
        print(io, "\n ", x)
    end
end

v = SVector(1.0, 2.0, 3.0)
w = SVector(0.5, 0.25, 0.125)
println(typeof(v), " ", typeof(v) === SArray{Tuple{3},Float64,1,3})
println(v + w)
println(size(v), " ", length(v), " ", v[2])
println(Size(v), " ", Size(typeof(v)))
display(v + w)
println()
A = SMatrix{2,2}((1.0, 2.0, 3.0, 4.0))
println(typeof(A))
println(size(A))
println(A * A)
println(A * SVector(1.0, 1.0))
println(typeof(A * SVector(1, 1)))
println(2 * v)
println(similar_type(typeof(v), Int))
println(similar_type(typeof(v), Int, Size(2, 3)))
println(Tuple{2} <: Tuple, " ", Tuple{2} <: Tuple{Int}, " ", Tuple{2} <: Tuple{Vararg{Int}})
println(SArray{Tuple{3}} <: SArray, " ", typeof(v) <: AbstractVector{Float64})
println(sum(v), " ", collect(v))
println(A * SMatrix{2,1}((1, 2)))
B = SMatrix{2,3}((1, 2, 3, 4, 5, 6))
println(A * B)
try
    B * A
catch e
    println(typeof(e))
end
# the size parameter reaches @generated code and dispatch
sizestr(::SArray{Tuple{N}}) where {N} = "vector of $N"
sizestr(::SArray{Tuple{N,M}}) where {N,M} = "$N×$M matrix"
println(sizestr(v), ", ", sizestr(A), ", ", sizestr(B))

# adds of SVector{3, Float64} do not allocate: a million iterations allocate
# what ten do (the boxed result of the call)
function addloop(v, w, n)
    s = v
    for i in 1:n
        s = s + w
    end
    s.data[1] + s.data[3]
end
addloop(v, w, 10)
println(@allocated(addloop(v, w, 1_000_000)) == @allocated(addloop(v, w, 10)))
println(addloop(v, w, 1000))

# This file is a part of Kiln's Base library.
#
# reinterpretarray.jl — reinterpret(T, A) and reinterpret(reshape, T, A) of
# arrays: a view of the memory of an array of bits elements as elements of
# another bits type, as Julia 1.10's ReinterpretArray (base/reinterpretarray.jl):
# the same parameters, sizes, errors and printing. Elements are read and
# written byte by byte from the parent's elements (directly in an Array's
# memory, through a small buffer of parent elements for other parents).
# Element types with padding are not checked (Julia's PaddingError).

struct ReinterpretArray{T,N,S,A<:AbstractArray{S},IsReshaped} <: AbstractArray{T,N}
    parent::A
    readable::Bool
    writable::Bool
end

@noinline _ra_throwbits(S::Type, T::Type, U::Type) =
    throw(ArgumentError(string("cannot reinterpret `", S, "` as `", T, "`, type `", U, "` is not a bits type")))
@noinline _ra_throwsize0(S::Type, T::Type, msg) =
    throw(ArgumentError(string("cannot reinterpret a zero-dimensional `", S, "` array to `", T, "` which is of a ", msg, " size")))
@noinline _ra_thrownonint(S::Type, T::Type, dim) =
    throw(ArgumentError(string("cannot reinterpret an `", S, "` array to `", T, "` whose first dimension has size `", dim,
                               "`.\nThe resulting array would have non-integral first dimension.\n")))
@noinline _ra_throwaxes1(S::Type, T::Type, ax1) =
    throw(ArgumentError(string("cannot reinterpret a `", S, "` array to `", T, "` when the first axis is ", ax1, ". Try reshaping first.")))
@noinline _ra_throwintmult(S::Type, T::Type) =
    throw(ArgumentError(string("`reinterpret(reshape, T, a)` requires that one of `sizeof(T)` (got ", sizeof(T),
                               ") and `sizeof(eltype(a))` (got ", sizeof(S), ") be an integer multiple of the other")))
@noinline _ra_throwsize1(a::AbstractArray, T::Type) =
    throw(ArgumentError(string("`reinterpret(reshape, ", T, ", a)` where `eltype(a)` is ", eltype(a),
                               " requires that `axes(a, 1)` (got ", axes(a, 1), ") be equal to 1:",
                               sizeof(T) ÷ sizeof(eltype(a)), " (from the ratio of element sizes)")))

function reinterpret(::Type{T}, a::AbstractArray{S,N}) where {T,S,N}
    T === S && return a
    isbitstype(T) || _ra_throwbits(S, T, T)
    isbitstype(S) || _ra_throwbits(S, T, S)
    (N != 0 || sizeof(T) == sizeof(S)) || _ra_throwsize0(S, T, "different")
    if N != 0 && sizeof(S) != sizeof(T)
        ax1 = axes(a)[1]
        dim = length(ax1)
        rem(dim * sizeof(S), sizeof(T)) == 0 || _ra_thrownonint(S, T, dim)
        first(ax1) == 1 || _ra_throwaxes1(S, T, ax1)
    end
    return ReinterpretArray{T,N,S,typeof(a),false}(a, true, true)
end
reinterpret(::Type{T}, a::ReinterpretArray{U,N,S,A,false}) where {T,U,N,S,A} = reinterpret(T, a.parent)

function reinterpret(::typeof(reshape), ::Type{T}, a::AbstractArray{S}) where {T,S}
    T === S && return a
    isbitstype(T) || _ra_throwbits(S, T, T)
    isbitstype(S) || _ra_throwbits(S, T, S)
    if sizeof(S) == sizeof(T)
        N = ndims(a)
    elseif sizeof(S) > sizeof(T)
        rem(sizeof(S), sizeof(T)) == 0 || _ra_throwintmult(S, T)
        N = ndims(a) + 1
    else
        rem(sizeof(T), sizeof(S)) == 0 || _ra_throwintmult(S, T)
        N = ndims(a) - 1
        N > -1 || _ra_throwsize0(S, T, "larger")
        axes(a, 1) == OneTo(sizeof(T) ÷ sizeof(S)) || _ra_throwsize1(a, T)
    end
    return ReinterpretArray{T,N,S,typeof(a),true}(a, true, true)
end
reinterpret(::typeof(reshape), ::Type{T}, a::ReinterpretArray{U,N,S,A,true}) where {T,U,N,S,A} =
    reinterpret(reshape, T, a.parent)

parent(a::ReinterpretArray) = a.parent

function size(a::ReinterpretArray{T,N,S,A,false}) where {T,N,S,A}
    N == 0 && return ()
    psize = size(a.parent)
    return (div(psize[1] * sizeof(S), sizeof(T)), tail(psize)...)
end
function size(a::ReinterpretArray{T,N,S,A,true}) where {T,N,S,A}
    psize = size(a.parent)
    sizeof(S) > sizeof(T) && return (div(sizeof(S), sizeof(T)), psize...)
    sizeof(S) < sizeof(T) && return tail(psize)
    return psize
end

IndexStyle(::Type{ReinterpretArray{T,N,S,A,false}}) where {T,N,S,A} = IndexStyle(A)
IndexStyle(::Type{ReinterpretArray{T,N,S,A,true}}) where {T,N,S,A} =
    sizeof(T) < sizeof(S) ? IndexCartesian() : IndexStyle(A)

similar(a::ReinterpretArray, ::Type{T}, dims::Tuple{Vararg{Int}}) where {T} = similar(a.parent, T, dims)

# The byte offset of element (i, tail...) of a in the column tail of its
# parent (or, with no tail, in the parent's linear memory).
_ra_offset(::ReinterpretArray{T,N,S,A,false}, i::Int) where {T,N,S,A} = (i - 1) * sizeof(T)

# Reading and writing sizeof(T) bytes at byte offset off of the elements of
# p along its first dimension (at the trailing indices J).
function _ra_load(::Type{T}, p::Array{S}, off::Int, J::Tuple) where {T,S}
    k, r = divrem(off, sizeof(S))
    return unsafe_load(Ptr{T}(pointer(p, _ra_linear(p, k + 1, J)) + r))
end
function _ra_store!(p::Array{S}, v::T, off::Int, J::Tuple) where {T,S}
    k, r = divrem(off, sizeof(S))
    unsafe_store!(Ptr{T}(pointer(p, _ra_linear(p, k + 1, J)) + r), v)
    return nothing
end
_ra_linear(p::Array, i::Int, J::Tuple{}) = i
_ra_linear(p::Array, i::Int, J::Tuple) = LinearIndices(p)[i, J...]
function _ra_load(::Type{T}, p::AbstractArray{S}, off::Int, J::Tuple) where {T,S}
    k, r = divrem(off, sizeof(S))
    m = cld(r + sizeof(T), sizeof(S))
    buf = Vector{S}(undef, m)
    for j in 1:m
        @inbounds buf[j] = p[k + j, J...]
    end
    return unsafe_load(Ptr{T}(pointer(buf) + r))
end
function _ra_store!(p::AbstractArray{S}, v::T, off::Int, J::Tuple) where {T,S}
    k, r = divrem(off, sizeof(S))
    m = cld(r + sizeof(T), sizeof(S))
    buf = Vector{S}(undef, m)
    for j in 1:m
        buf[j] = p[k + j, J...]
    end
    unsafe_store!(Ptr{T}(pointer(buf) + r), v)
    for j in 1:m
        p[k + j, J...] = buf[j]
    end
    return nothing
end

getindex(a::ReinterpretArray{T,0,S,A,false}) where {T,S,A} = reinterpret(T, a.parent[])
function getindex(a::ReinterpretArray{T,N,S,A,false}, i::Int) where {T,N,S,A}
    checkbounds(a, i)
    if N <= 1 || IndexStyle(a) isa IndexLinear
        return _ra_load(T, a.parent, (i - 1) * sizeof(T), ())
    end
    I = Tuple(CartesianIndices(a)[i])
    return _ra_load(T, a.parent, (I[1] - 1) * sizeof(T), tail(I))
end
function getindex(a::ReinterpretArray{T,N,S,A,false}, i::Int, j::Int, K::Int...) where {T,N,S,A}
    checkbounds(a, i, j, K...)
    return _ra_load(T, a.parent, (i - 1) * sizeof(T), (j, K...))
end
function setindex!(a::ReinterpretArray{T,N,S,A,false}, v, i::Int) where {T,N,S,A}
    checkbounds(a, i)
    x = convert(T, v)
    if N <= 1 || IndexStyle(a) isa IndexLinear
        _ra_store!(a.parent, x, (i - 1) * sizeof(T), ())
    else
        I = Tuple(CartesianIndices(a)[i])
        _ra_store!(a.parent, x, (I[1] - 1) * sizeof(T), tail(I))
    end
    return a
end
function setindex!(a::ReinterpretArray{T,N,S,A,false}, v, i::Int, j::Int, K::Int...) where {T,N,S,A}
    checkbounds(a, i, j, K...)
    _ra_store!(a.parent, convert(T, v), (i - 1) * sizeof(T), (j, K...))
    return a
end

# reinterpret(reshape, ...): the first index is the element within a parent
# element (a wider parent), or the parent's first index is the part of an
# element (a narrower parent).
function _ra_reshaped(a::ReinterpretArray{T,N,S,A,true}, I::Tuple) where {T,N,S,A}
    if sizeof(S) > sizeof(T)
        return (I[2], (I[1] - 1) * sizeof(T), tail(tail(I)))
    elseif sizeof(S) < sizeof(T)
        return (1, 0, I)
    end
    return (I[1], 0, tail(I))
end
function getindex(a::ReinterpretArray{T,N,S,A,true}, I::Int...) where {T,N,S,A}
    checkbounds(a, I...)
    J = length(I) == N ? I : Tuple(CartesianIndices(a)[I...])
    k, off, rest = _ra_reshaped(a, J)
    return _ra_load(T, a.parent, (k - 1) * sizeof(S) + off, rest)
end
function setindex!(a::ReinterpretArray{T,N,S,A,true}, v, I::Int...) where {T,N,S,A}
    checkbounds(a, I...)
    J = length(I) == N ? I : Tuple(CartesianIndices(a)[I...])
    k, off, rest = _ra_reshaped(a, J)
    _ra_store!(a.parent, convert(T, v), (k - 1) * sizeof(S) + off, rest)
    return a
end

function showarg(io::IO, r::ReinterpretArray{T,N,S,A,false}, toplevel::Bool) where {T,N,S,A}
    print(io, "reinterpret(", T, ", ")
    showarg(io, parent(r), false)
    print(io, ')')
    return nothing
end
function showarg(io::IO, r::ReinterpretArray{T,N,S,A,true}, toplevel::Bool) where {T,N,S,A}
    print(io, "reinterpret(reshape, ", T, ", ")
    showarg(io, parent(r), false)
    print(io, ')')
    toplevel && print(io, " with eltype ", eltype(r))
    return nothing
end

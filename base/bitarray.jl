# This file is a part of Kiln's Base library.
#
# bitarray.jl — BitArray{N} (BitVector, BitMatrix): arrays of Bool packed
# 64 to a UInt64 chunk, as Julia 1.10's base/bitarray.jl. trues/falses
# and Bool-valued broadcasts (`x .> 0`) make them; they print as other
# Bool arrays (`Bool[1, 0]`) and their types as `BitVector`/`BitMatrix`.

mutable struct BitArray{N} <: AbstractArray{Bool,N}
    chunks::Vector{UInt64}
    len::Int
    dims::NTuple{N,Int}
end
const BitVector = BitArray{1}
const BitMatrix = BitArray{2}

_num_chunks(n::Int) = (n + 63) >> 6
function _bitarray_new(dims::NTuple{N,Int}) where {N}
    n = 1
    for d in dims
        d < 0 && throw(ArgumentError(string("dimension size must be ≥ 0, got ", d, " for dimension ", n)))
        n *= d
    end
    chunks = Array{UInt64,1}(undef, _num_chunks(n))
    fill!(chunks, UInt64(0))
    return BitArray{N}(chunks, n, dims)
end

(::Type{BitArray{1}})(::UndefInitializer, n::Integer) = _bitarray_new((Int(n),))
(::Type{BitArray{2}})(::UndefInitializer, m::Integer, n::Integer) = _bitarray_new((Int(m), Int(n)))
(::Type{BitArray{3}})(::UndefInitializer, m::Integer, n::Integer, p::Integer) = _bitarray_new((Int(m), Int(n), Int(p)))
(::Type{BitArray{N}})(::UndefInitializer, dims::NTuple{N,Integer}) where {N} = _bitarray_new(map(Int, dims))
(::Type{BitArray})(::UndefInitializer, dims::Integer...) = _bitarray_new(map(Int, dims))
(::Type{BitArray})(::UndefInitializer, dims::Tuple{Vararg{Integer}}) = _bitarray_new(map(Int, dims))
(::Type{BitArray})(A::AbstractArray{<:Any,N}) where {N} = _bitarray_from(A)
(::Type{BitArray{N}})(A::AbstractArray{<:Any,N}) where {N} = _bitarray_from(A)
function _bitarray_from(A::AbstractArray)
    B = _bitarray_new(size(A))
    i = 1
    for x in A
        B[i] = convert(Bool, x)
        i += 1
    end
    return B
end

trues(n::Integer) = fill!(BitArray{1}(undef, n), true)
trues(m::Integer, n::Integer) = fill!(BitArray{2}(undef, m, n), true)
trues(dims::Tuple{Vararg{Integer}}) = fill!(BitArray(undef, dims), true)
trues(dims::Integer...) = trues(dims)
falses(n::Integer) = BitArray{1}(undef, n)
falses(m::Integer, n::Integer) = BitArray{2}(undef, m, n)
falses(dims::Tuple{Vararg{Integer}}) = BitArray(undef, dims)
falses(dims::Integer...) = falses(dims)

length(B::BitArray) = B.len
size(B::BitArray{1}) = (B.len,)
size(B::BitArray) = B.dims
axes(B::BitArray) = map(OneTo, size(B))
isassigned(B::BitArray, i::Integer) = 1 <= i <= B.len
eltype(::Type{<:BitArray}) = Bool

@inline function _unsafe_bitget(B::BitArray, i::Int)
    c = @inbounds B.chunks[((i - 1) >> 6) + 1]
    return (c >> ((i - 1) & 63)) & UInt64(1) == UInt64(1)
end
@inline function _unsafe_bitset!(B::BitArray, x::Bool, i::Int)
    k = ((i - 1) >> 6) + 1
    m = UInt64(1) << ((i - 1) & 63)
    c = @inbounds B.chunks[k]
    @inbounds B.chunks[k] = x ? (c | m) : (c & ~m)
    return B
end

@inline function getindex(B::BitArray, i::Int)
    @boundscheck ((1 <= i) & (i <= B.len)) || throw_boundserror(B, (i,))
    return _unsafe_bitget(B, i)
end
@inline function setindex!(B::BitArray, x, i::Int)
    @boundscheck ((1 <= i) & (i <= B.len)) || throw_boundserror(B, (i,))
    return _unsafe_bitset!(B, convert(Bool, x), i)
end
getindex(B::BitArray, i::Integer) = B[Int(i)]
setindex!(B::BitArray, x, i::Integer) = (B[Int(i)] = x; B)
function getindex(B::BitArray{2}, i::Integer, j::Integer)
    m = B.dims[1]
    (1 <= i <= m && 1 <= j <= B.dims[2]) || throw_boundserror(B, (i, j))
    return _unsafe_bitget(B, Int(i) + (Int(j) - 1) * m)
end
function setindex!(B::BitArray{2}, x, i::Integer, j::Integer)
    m = B.dims[1]
    (1 <= i <= m && 1 <= j <= B.dims[2]) || throw_boundserror(B, (i, j))
    return _unsafe_bitset!(B, convert(Bool, x), Int(i) + (Int(j) - 1) * m)
end
function getindex(B::BitArray{3}, i::Integer, j::Integer, k::Integer)
    m, n, p = B.dims
    (1 <= i <= m && 1 <= j <= n && 1 <= k <= p) || throw_boundserror(B, (i, j, k))
    return _unsafe_bitget(B, Int(i) + (Int(j) - 1) * m + (Int(k) - 1) * m * n)
end
function setindex!(B::BitArray{3}, x, i::Integer, j::Integer, k::Integer)
    m, n, p = B.dims
    (1 <= i <= m && 1 <= j <= n && 1 <= k <= p) || throw_boundserror(B, (i, j, k))
    return _unsafe_bitset!(B, convert(Bool, x), Int(i) + (Int(j) - 1) * m + (Int(k) - 1) * m * n)
end
getindex(B::BitArray{1}, i::Integer, j::Integer) = j == 1 ? B[i] : throw_boundserror(B, (i, j))

function fill!(B::BitArray, x)
    v = convert(Bool, x) ? ~UInt64(0) : UInt64(0)
    c = B.chunks
    for k in 1:length(c)
        @inbounds c[k] = v
    end
    _clear_tail!(B)
    return B
end
# The bits past the end of the last chunk stay 0 (count and == rely on it).
function _clear_tail!(B::BitArray)
    r = B.len & 63
    if r != 0
        k = length(B.chunks)
        @inbounds B.chunks[k] &= (UInt64(1) << r) - UInt64(1)
    end
    return B
end

copy(B::BitArray{N}) where {N} = BitArray{N}(copy(B.chunks), B.len, B.dims)
similar(B::BitArray) = _bitarray_new(size(B))
similar(B::BitArray, ::Type{Bool}) = _bitarray_new(size(B))
similar(B::BitArray, ::Type{Bool}, dims::Tuple{Vararg{Int}}) = _bitarray_new(dims)
similar(B::BitArray, ::Type{T}) where {T} = Array{T}(undef, size(B))

function count(B::BitArray; dims=:, init=0)
    dims isa Colon || return _mapreducedim(x -> Int(x), +, B, dims, init)
    n = init
    for c in B.chunks
        n += count_ones(c)
    end
    return n
end
# Julia's findall(B::BitArray) for a BitVector: the set bits
# of each chunk by trailing_zeros.
function findall(B::BitArray{1})
    r = Array{Int,1}(undef, count(B))
    j = 0
    base = 0
    for c in B.chunks
        while c != 0
            j += 1
            r[j] = base + trailing_zeros(c) + 1
            c &= c - 1
        end
        base += 64
    end
    return r
end
function ==(A::BitArray, B::BitArray)
    size(A) == size(B) || return false
    return A.chunks == B.chunks
end

function resize!(B::BitArray{1}, n::Integer)
    n = Int(n)
    n < 0 && throw(ArgumentError("new length must be ≥ 0"))
    old = B.len
    nc = _num_chunks(n)
    oc = length(B.chunks)
    resize!(B.chunks, nc)
    for k in oc+1:nc
        @inbounds B.chunks[k] = UInt64(0)
    end
    B.len = n
    B.dims = (n,)
    n < old && _clear_tail!(B)
    return B
end

# deleteat!(B, i) and deleteat!(B, r) of a BitVector (Julia 1.10's
# bitarray.jl): the later bits move down, the vector shrinks.
function deleteat!(B::BitVector, i::Integer)
    i = Int(i)
    n = length(B)
    1 <= i <= n || throw(BoundsError(B, i))
    for k in i:n-1
        @inbounds B[k] = B[k+1]
    end
    return resize!(B, n - 1)
end
function deleteat!(B::BitVector, r::AbstractUnitRange{<:Integer})
    n = length(B)
    i_f, i_l = Int(first(r)), Int(last(r))
    i_l < i_f && return B
    (1 <= i_f && i_l <= n) || throw(BoundsError(B, r))
    d = i_l - i_f + 1
    for k in i_f:n-d
        @inbounds B[k] = B[k+d]
    end
    return resize!(B, n - d)
end
function push!(B::BitArray{1}, x)
    resize!(B, B.len + 1)
    @inbounds B[B.len] = x
    return B
end
function pop!(B::BitArray{1})
    isempty(B) && throw(ArgumentError("array must be non-empty"))
    x = B[B.len]
    resize!(B, B.len - 1)
    return x
end
function append!(B::BitArray{1}, items)
    for x in items
        push!(B, x)
    end
    return B
end
empty!(B::BitArray{1}) = resize!(B, 0)

# Broadcasting: a Bool result is a BitArray, as Julia's
# similar(bc::Broadcasted{DefaultArrayStyle{N}}, ::Type{Bool}).
similar(bc::Broadcasted{DefaultArrayStyle{N}}, ::Type{Bool}) where {N} = _bitarray_new(map(Int, _lengths(axes(bc))))
# A Bool-valued broadcast's result (copy of a Broadcasted) from index i on,
# a chunk at a time; a value that is not a Bool widens the result as
# _copy_linear! does (Julia's copyto_nonleaf!).
function _copy_linear!(dest::BitArray, bc, i::Int, n::Int)
    chunks = dest.chunks
    k = ((i - 1) >> 6) + 1
    while i <= n
        last = min(n, k << 6)
        @inbounds c = chunks[k]
        while i <= last
            @inbounds v = _lget(bc, i)
            if v isa Bool
                c |= UInt64(v) << ((i - 1) & 63)
                i += 1
            else
                @inbounds chunks[k] = c
                new = similar(bc, promote_typejoin(Bool, typeof(v)))
                for j in 1:i-1
                    @inbounds new[j] = dest[j]
                end
                @inbounds new[i] = v
                return _copy_linear!(new, bc, i + 1, n)
            end
        end
        @inbounds chunks[k] = c
        k += 1
    end
    return dest
end
# A broadcast into a BitArray fills a chunk of 64 results at a time, as
# Julia's copyto!(dest::BitArray, bc::Broadcasted{Nothing}) fills a Bool
# cache and packs it (dumpbitcache): each chunk written once, in order.
function _copyto_linear!(dest::BitArray, bc::Broadcasted)
    n = length(dest)
    chunks = dest.chunks
    i = 0
    k = 0
    @inbounds while i < n
        m = min(64, n - i)
        c = UInt64(0)
        for j in 0:m-1
            c |= UInt64(convert(Bool, _lget(bc, i + j + 1))::Bool) << j
        end
        k += 1
        chunks[k] = c
        i += m
    end
    return dest
end
_aligned(ax, B::BitArray) = axes(B) == ax
_linear_dest(::BitArray) = true

# As Julia's: fast linear indexing (eachindex gives linear indices).
IndexStyle(::Type{<:BitArray}) = IndexLinear()

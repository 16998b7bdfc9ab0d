# This file is a part of Kiln's Base library.
#
# collections2.jl — more of Julia 1.10's array and collection functions:
# CartesianIndex/CartesianIndices/LinearIndices (base/multidimensional.jl,
# base/indices.jl), eachrow/eachcol/eachslice (base/slicearray.jl),
# permutedims, reverse(A; dims), circshift, dropdims, only, symdiff,
# unique!, searchsorted, findmax/findmin/argmax/argmin over any iterable
# (base/reduce.jl).

# ---- CartesianIndex ----------------------------------------------------------------------------------

struct CartesianIndex{N}
    I::NTuple{N,Int}
end
# a number or a character indexed by the 0-dimensional CartesianIndex() is itself
getindex(x::Union{Number,AbstractChar}, ::CartesianIndex{0}) = x
CartesianIndex(I::Integer...) = CartesianIndex(map(Int, I))
CartesianIndex() = CartesianIndex(())
Tuple(c::CartesianIndex) = c.I
length(::CartesianIndex{N}) where {N} = N
getindex(c::CartesianIndex, i::Integer) = c.I[i]
==(a::CartesianIndex, b::CartesianIndex) = a.I == b.I
isless(a::CartesianIndex, b::CartesianIndex) = isless(reverse(a.I), reverse(b.I))
hash(c::CartesianIndex, h::UInt) = hash(c.I, hash(:CartesianIndex, h))
+(a::CartesianIndex{N}, b::CartesianIndex{N}) where {N} = CartesianIndex(map(+, a.I, b.I))
-(a::CartesianIndex{N}, b::CartesianIndex{N}) where {N} = CartesianIndex(map(-, a.I, b.I))
*(a::Integer, b::CartesianIndex) = CartesianIndex(map(x -> Int(a) * x, b.I))
oneunit(::CartesianIndex{N}) where {N} = CartesianIndex(ntuple(i -> 1, Val(N)))
zero(::CartesianIndex{N}) where {N} = CartesianIndex(ntuple(i -> 0, Val(N)))
zero(::Type{CartesianIndex{N}}) where {N} = CartesianIndex(ntuple(i -> 0, Val(N)))
# "CartesianIndex" and the tuple's show (Julia's multidimensional.jl):
# CartesianIndex(2, 3), CartesianIndex(2,), CartesianIndex().
show(io::IO, c::CartesianIndex) = (print(io, "CartesianIndex"); show(io, c.I))
broadcastable(c::CartesianIndex) = Ref(c)

getindex(A::AbstractArray, c::CartesianIndex) = A[c.I...]
setindex!(A::AbstractArray, x, c::CartesianIndex) = (A[c.I...] = x; A)
getindex(A::Array, c::CartesianIndex) = A[c.I...]
setindex!(A::Array, x, c::CartesianIndex) = (A[c.I...] = x; A)
# A[I] for an array of CartesianIndex (A[findall(pred, A)], a vector of
# picked positions): the elements at those positions, in I's shape.
function getindex(A::AbstractArray, I::AbstractArray{<:CartesianIndex})
    B = similar(A, eltype(A), size(I))
    k = 1
    for c in I
        checkbounds(Bool, A, c.I...) || throw_boundserror(A, (I,))
        B[k] = A[c.I...]
        k += 1
    end
    return B
end
function setindex!(A::AbstractArray, X, I::AbstractArray{<:CartesianIndex})
    X isa AbstractArray || _setindex_scalar_error()
    length(X) == length(I) || throw(DimensionMismatch(string("tried to assign ", length(X), " elements to ", length(I), " destinations")))
    k = 1
    for x in X
        c = I[k]
        checkbounds(Bool, A, c.I...) || throw_boundserror(A, (I,))
        A[c.I...] = x
        k += 1
    end
    return A
end
-(c::CartesianIndex) = CartesianIndex(map(-, c.I))
*(b::CartesianIndex, a::Integer) = a * b
min(a::CartesianIndex{N}, b::CartesianIndex{N}) where {N} = CartesianIndex(map(min, a.I, b.I))
max(a::CartesianIndex{N}, b::CartesianIndex{N}) where {N} = CartesianIndex(map(max, a.I, b.I))
get(A::AbstractArray, c::CartesianIndex, default) = get(A, c.I, default)

# checkbounds with any other mix of indices, as Julia's checkbounds_indices
# and checkindex (abstractarray.jl, multidimensional.jl): the indices are
# checked against the axes one by one; a CartesianIndex, an array of them or
# an n-dimensional mask takes as many axes as it has dimensions; indices
# past the dimensions must be 1, axes past the indices of length 1 (no
# partial linear indexing: checkbounds(Bool, zeros(5,4,3), 1, 12) is false).
checkbounds(::Type{Bool}, A::AbstractArray, I...) = checkbounds_indices(Bool, axes(A), I)
checkbounds(::Type{Bool}, A::AbstractArray, i::Union{CartesianIndex, AbstractArray{<:CartesianIndex}}) =
    checkbounds_indices(Bool, axes(A), (i,))
checkbounds(A::AbstractArray, I...) = checkbounds(Bool, A, I...) ? nothing : throw_boundserror(A, I)
checkbounds_indices(::Type{Bool}, IA::Tuple, I::Tuple) =
    checkindex(Bool, IA[1], I[1])::Bool & checkbounds_indices(Bool, tail(IA), tail(I))
checkbounds_indices(::Type{Bool}, ::Tuple{}, I::Tuple) =
    checkindex(Bool, OneTo(1), I[1])::Bool & checkbounds_indices(Bool, (), tail(I))
checkbounds_indices(::Type{Bool}, IA::Tuple, ::Tuple{}) = all(x -> length(x) == 1, IA)
checkbounds_indices(::Type{Bool}, ::Tuple{}, ::Tuple{}) = true
checkbounds_indices(::Type{Bool}, IA::Tuple, I::Tuple{CartesianIndex,Vararg{Any}}) =
    checkbounds_indices(Bool, IA, (I[1].I..., tail(I)...))
checkbounds_indices(::Type{Bool}, IA::Tuple{}, I::Tuple{CartesianIndex,Vararg{Any}}) =
    checkbounds_indices(Bool, IA, (I[1].I..., tail(I)...))
function checkbounds_indices(::Type{Bool}, IA::Tuple, I::Tuple{AbstractArray{CartesianIndex{N}},Vararg{Any}}) where {N}
    IA1, IArest = _split_axes(IA, Val(N))
    return checkindex(Bool, IA1, I[1]) & checkbounds_indices(Bool, IArest, tail(I))
end
checkbounds_indices(::Type{Bool}, IA::Tuple{}, I::Tuple{AbstractArray{CartesianIndex{N}},Vararg{Any}}) where {N} =
    checkindex(Bool, (), I[1]) & checkbounds_indices(Bool, (), tail(I))
# a mask as Julia's LogicalIndex: one of one dimension must match its axis,
# one of more dimensions (a vector of CartesianIndex) lie within its axes
checkbounds_indices(::Type{Bool}, IA::Tuple, I::Tuple{AbstractArray{Bool},Vararg{Any}}) = _chk_logical(IA, I)
checkbounds_indices(::Type{Bool}, IA::Tuple{}, I::Tuple{AbstractArray{Bool},Vararg{Any}}) = _chk_logical(IA, I)
function _chk_logical(IA::Tuple, I::Tuple)
    mask = I[1]
    if mask isa AbstractVector
        ax = isempty(IA) ? OneTo(1) : IA[1]
        return checkindex(Bool, ax, mask)::Bool & checkbounds_indices(Bool, isempty(IA) ? () : tail(IA), tail(I))
    end
    IA1, IArest = _split_axes(IA, Val(ndims(mask)))
    return checkbounds_indices(Bool, IA1, axes(mask)) & checkbounds_indices(Bool, IArest, tail(I))
end
function checkindex(::Type{Bool}, inds::Tuple, I::AbstractArray{<:CartesianIndex})
    b = true
    for i in I
        b &= checkbounds_indices(Bool, inds, (i,))
    end
    return b
end
# the first N of a tuple of axes and the rest (Julia's IteratorsMD.split)
_split_axes(t::Tuple, ::Val{N}) where {N} = _split1(t, ntuple(_ -> true, Val(N))), _splitrest(t, ntuple(_ -> true, Val(N)))
_split1(t::Tuple, ref::Tuple) = (t[1], _split1(tail(t), tail(ref))...)
_split1(::Tuple{}, ::Tuple{}) = ()
_split1(::Tuple{}, ref::Tuple) = ()
_split1(t::Tuple, ::Tuple{}) = ()
_splitrest(t::Tuple, ref::Tuple) = _splitrest(tail(t), tail(ref))
_splitrest(::Tuple{}, ::Tuple{}) = ()
_splitrest(t::Tuple, ::Tuple{}) = t
_splitrest(::Tuple{}, ref::Tuple) = ()

# ---- CartesianIndices, LinearIndices --------------------------------------------------------------------

struct CartesianIndices{N,R<:Tuple} <: AbstractArray{CartesianIndex{N},N}
    indices::R
end
CartesianIndices(dims::Tuple{Vararg{Integer}}) = _cartesian_indices(map(n -> OneTo(Int(n)), dims))
CartesianIndices(inds::Tuple{Vararg{AbstractUnitRange{Int}}}) = _cartesian_indices(inds)
# a mix of lengths and ranges (Julia's Tuple{Vararg{Union{Integer,AbstractUnitRange}}})
CartesianIndices(inds::Tuple{Vararg{Union{Integer,AbstractUnitRange{<:Integer}}}}) = _cartesian_indices(map(_index_range, inds))
_index_range(n::Integer) = OneTo(Int(n))
_index_range(r::AbstractUnitRange{Int}) = r
_index_range(r::OneTo) = OneTo(Int(last(r)))
_index_range(r::AbstractUnitRange{<:Integer}) = UnitRange{Int}(r)
CartesianIndices(::Tuple{}) = _cartesian_indices(())
CartesianIndices(A::AbstractArray) = _cartesian_indices(axes(A))
# keys of an array of any dimension (a vector has its own, in array.jl), as Julia's
keys(A::AbstractArray) = CartesianIndices(A)
CartesianIndices(dims::Integer...) = CartesianIndices(dims)
_cartesian_indices(inds::R) where {R<:Tuple} = CartesianIndices{length(inds),R}(inds)
size(C::CartesianIndices) = map(length, C.indices)
axes(C::CartesianIndices) = map(axes1, C.indices)
length(C::CartesianIndices) = prod(size(C))
function getindex(C::CartesianIndices{N}, I::Vararg{Int,N}) where {N}
    return CartesianIndex(map((r, i) -> r[i], C.indices, I))
end
getindex(C::CartesianIndices{1}, i::Int) = CartesianIndex((C.indices[1][i],))
getindex(C::CartesianIndices{0}, i::Int) = (i == 1 || throw_boundserror(C, (i,)); CartesianIndex())
function getindex(C::CartesianIndices, i::Int)
    (1 <= i <= length(C)) || throw_boundserror(C, (i,))
    J = _lin2cart(size(C), i - 1)
    # the j-th element of each range (from its own first index: a Slice's is its first value)
    return CartesianIndex(map((r, j) -> r[first(axes1(r)) + j - 1], C.indices, J))
end
function iterate(C::CartesianIndices)
    any(isempty, C.indices) && return nothing
    I = map(first, C.indices)
    return (CartesianIndex(I), I)
end
function iterate(C::CartesianIndices, I)
    J = _next_index(I, C.indices)
    J === nothing && return nothing
    return (CartesianIndex(J), J)
end
(::Colon)(I::CartesianIndex{N}, J::CartesianIndex{N}) where {N} = CartesianIndices(map((i, j) -> i:j, I.I, J.I))
# membership by the ranges, not by a walk over the indices (Julia's
# multidimensional.jl): `I in CartesianIndices(grid)` is a bounds test.
in(c::CartesianIndex{N}, C::CartesianIndices{N}) where {N} = all(map(in, c.I, C.indices))
in(c::CartesianIndex, C::CartesianIndices) = false
show(io::IO, C::CartesianIndices) = (print(io, "CartesianIndices("); show(io, map(_xform_index, C.indices)); print(io, ")"))
_xform_index(r) = r
_xform_index(r::OneTo) = r.stop

struct LinearIndices{N,R<:Tuple} <: AbstractArray{Int,N}
    indices::R
end
LinearIndices(A::AbstractArray) = _linear_indices(axes(A))
LinearIndices(dims::Tuple{Vararg{Integer}}) = _linear_indices(map(n -> OneTo(Int(n)), dims))
LinearIndices(inds::Tuple{Vararg{AbstractUnitRange{Int}}}) = _linear_indices(inds)
LinearIndices(inds::Tuple{Vararg{Union{Integer,AbstractUnitRange{<:Integer}}}}) = _linear_indices(map(_index_range, inds))
LinearIndices(::Tuple{}) = _linear_indices(())
_linear_indices(inds::R) where {R<:Tuple} = LinearIndices{length(inds),R}(inds)
size(L::LinearIndices) = map(length, L.indices)
length(L::LinearIndices) = prod(size(L))
# (Julia's: the axes are the array's; the values count from 1, except
# that a vector's linear indices are its own axis)
axes(L::LinearIndices) = map(axes1, L.indices)
getindex(L::LinearIndices, i::Int) = (checkbounds(Bool, L, i) || throw_boundserror(L, (i,)); i)
function getindex(L::LinearIndices{N}, I::Vararg{Int,N}) where {N}
    sz = size(L)
    _sub_inbounds(axes(L), I) || throw_boundserror(L, I)
    return _cart2lin(sz, map((i, r) -> i - first(r) + 1, I, L.indices))
end
getindex(L::LinearIndices{1}, i::Int) = (checkbounds(Bool, L, i) || throw_boundserror(L, (i,)); i)
getindex(L::LinearIndices, c::CartesianIndex) = L[c.I...]
# a range of linear indices is a range (Julia's getindex(::LinearIndices, ::AbstractRange))
function getindex(L::LinearIndices, r::AbstractRange{<:Integer})
    checkbounds(L, r)
    return L isa LinearIndices{1} ? L.indices[1][r] : (1:length(L))[r]
end
# one-dimensional LinearIndices iterate over their axis, which need not
# start at 1 (Julia's indices.jl special-cases them for OffsetArrays)
iterate(L::LinearIndices{1}) = iterate(axes1(L.indices[1]))
iterate(L::LinearIndices{1}, s::Int) = iterate(axes1(L.indices[1]), s)
iterate(L::LinearIndices, i::Int=1) = i > length(L) ? nothing : (i, i + 1)
# a vector's linear indices, else 1:length(A)
_lin_keys(A::AbstractVector) = axes1(A)
_lin_keys(A) = 1:length(A)
_cart2lin(::Tuple{}, ::Tuple{}) = 1
_cart2lin(sz::Tuple, I::Tuple) = getfield(I, 1) + getfield(sz, 1) * (_cart2lin(tail(sz), tail(I)) - 1)

# ---- slices: eachrow, eachcol, eachslice ----------------------------------------------------------------

"""
The rows (`eachrow`), columns (`eachcol`) or slices (`eachslice`) of an
array as a vector of views.
"""
struct Slices{P,D,S} <: AbstractArray{S,1}
    parent::P
end
eachrow(A::AbstractMatrix{T}) where {T} = Slices{typeof(A),1,SubArray{T,1,typeof(A),Tuple{Int,Slice{OneTo{Int}}},true}}(A)
eachcol(A::AbstractMatrix{T}) where {T} = Slices{typeof(A),2,SubArray{T,1,typeof(A),Tuple{Slice{OneTo{Int}},Int},true}}(A)
eachrow(A::AbstractVector{T}) where {T} = Slices{typeof(A),1,SubArray{T,0,typeof(A),Tuple{Int},true}}(A)
eachcol(A::AbstractVector{T}) where {T} = Slices{typeof(A),2,SubArray{T,1,typeof(A),Tuple{Slice{OneTo{Int}}},true}}(A)
function eachslice(A::AbstractMatrix; dims)
    d = dims isa Tuple ? (length(dims) == 1 ? dims[1] : throw(ArgumentError("eachslice of several dimensions is not supported by Kiln"))) : dims
    d == 1 && return eachrow(A)
    d == 2 && return eachcol(A)
    throw(DimensionMismatch(string("A doesn't have ", d, " dimensions")))
end
function eachslice(A::AbstractArray{T,3}; dims) where {T}
    d = dims isa Tuple ? (length(dims) == 1 ? dims[1] : throw(ArgumentError("eachslice of several dimensions is not supported by Kiln"))) : dims
    d == 3 && return Slices{typeof(A),3,SubArray{T,2,typeof(A),Tuple{Slice{OneTo{Int}},Slice{OneTo{Int}},Int},true}}(A)
    d == 2 && return Slices{typeof(A),-2,SubArray{T,2,typeof(A),Tuple{Slice{OneTo{Int}},Int,Slice{OneTo{Int}}},false}}(A)
    d == 1 && return Slices{typeof(A),-1,SubArray{T,2,typeof(A),Tuple{Int,Slice{OneTo{Int}},Slice{OneTo{Int}}},false}}(A)
    throw(DimensionMismatch(string("A doesn't have ", d, " dimensions")))
end
# The slices of a 3-d array along its first two dimensions (D = -1, -2
# tell them from a matrix's rows and columns).
size(s::Slices{P,-1}) where {P} = (size(s.parent, 1),)
size(s::Slices{P,-2}) where {P} = (size(s.parent, 2),)
getindex(s::Slices{P,-1}, i::Int) where {P} = view(s.parent, i, :, :)
getindex(s::Slices{P,-2}, i::Int) where {P} = view(s.parent, :, i, :)
size(s::Slices{P,D}) where {P,D} = (size(s.parent, D),)
length(s::Slices) = size(s)[1]
getindex(s::Slices{P,1}, i::Int) where {P<:AbstractMatrix} = view(s.parent, i, :)
getindex(s::Slices{P,2}, i::Int) where {P<:AbstractMatrix} = view(s.parent, :, i)
getindex(s::Slices{P,1}, i::Int) where {P<:AbstractVector} = view(s.parent, i)
getindex(s::Slices{P,2}, i::Int) where {P<:AbstractVector} = view(s.parent, :)
getindex(s::Slices{P,3}, i::Int) where {P} = view(s.parent, :, :, i)
parent(s::Slices) = s.parent

# ---- permutedims, reverse(dims), circshift, dropdims -------------------------------------------------------

function permutedims(A::AbstractMatrix{T}) where {T}
    m, n = size(A)
    B = Array{T,2}(undef, n, m)
    for j in 1:n, i in 1:m
        B[j, i] = A[i, j]
    end
    return B
end
function permutedims(v::AbstractVector{T}) where {T}
    B = Array{T,2}(undef, 1, length(v))
    for i in 1:length(v)
        B[1, i] = v[i]
    end
    return B
end
function permutedims(A::AbstractMatrix, perm)
    p = (perm...,)
    p == (1, 2) && return copy(A)
    p == (2, 1) && return permutedims(A)
    throw(ArgumentError(string("no valid permutation of dimensions")))
end
function permutedims(A::AbstractArray{T,3}, perm) where {T}
    p = (Int(perm[1]), Int(perm[2]), Int(perm[3]))
    (length(perm) == 3 && sort([p...]) == [1, 2, 3]) || throw(ArgumentError("no valid permutation of dimensions"))
    sz = size(A)
    B = Array{T,3}(undef, sz[p[1]], sz[p[2]], sz[p[3]])
    for k in 1:sz[3], j in 1:sz[2], i in 1:sz[1]
        I = (i, j, k)
        B[I[p[1]], I[p[2]], I[p[3]]] = A[i, j, k]
    end
    return B
end
# Any number of dimensions: B[I[p[1]], I[p[2]], …] = A[I].
function permutedims(A::AbstractArray{T,N}, perm) where {T,N}
    length(perm) == N || throw(ArgumentError("no valid permutation of dimensions"))
    p = ntuple(d -> Int(perm[d]), Val(N))
    sort([p...]) == collect(1:N) || throw(ArgumentError("no valid permutation of dimensions"))
    sz = size(A)
    B = Array{T,N}(undef, map(d -> sz[d], p))
    for I in CartesianIndices(A)
        J = I.I
        B[map(d -> J[d], p)...] = A[I]
    end
    return B
end

# reverse(A; dims) and reverse!(A; dims) as Julia 1.10's arraymath.jl:
# dims an integer, a tuple of distinct dimensions of A, or `:`; others are
# "invalid dimensions (d,) in reverse!".
function reverse(A::AbstractArray; dims=:)
    dims isa Colon && return _reverse_all(A)
    return _reverse_dims!(copyto!(similar(A), A), dims)
end
reverse!(A::AbstractArray; dims=:) = _reverse_dims!(A, dims)
_reverse_dims!(A::AbstractArray, d::Integer) = _reverse_dims!(A, (Int(d),))
_reverse_dims!(A::AbstractArray, ::Colon) = _reverse_dims!(A, ntuple(identity, ndims(A)))
function _reverse_dims!(A::AbstractArray, dims::Tuple)
    N = ndims(A)
    M = length(dims)
    dimrev = ntuple(k -> k in dims, N)
    nrev = 0
    for b in dimrev
        nrev += b
    end
    (N < M || M != nrev) && throw(ArgumentError(string("invalid dimensions ", map(Int, dims), " in reverse!")))
    (M == 0 || isempty(A)) && return A
    B = copy(A)
    sz = size(A)
    for I in CartesianIndices(A)
        t = Tuple(I)
        A[CartesianIndex(ntuple(k -> dimrev[k] ? sz[k] + 1 - t[k] : t[k], N))] = B[I]
    end
    return A
end
_reverse_all(A::AbstractVector) = reverse(A)
function _reverse_all(A::AbstractArray)
    B = similar(A)
    n = length(A)
    for i in 1:n
        B[i] = A[n + 1 - i]
    end
    return B
end
_flip_at(I::Tuple, d::Int, n::Int) = _flip_at1(I, d, n, 1)
_flip_at1(::Tuple{}, d::Int, n::Int, k::Int) = ()
_flip_at1(I::Tuple, d::Int, n::Int, k::Int) = (k == d ? n + 1 - getfield(I, 1) : getfield(I, 1), _flip_at1(tail(I), d, n, k + 1)...)

function circshift(a::AbstractVector, k::Integer)
    n = length(a)
    b = similar(a)
    n == 0 && return b
    s = mod(Int(k), n)
    for i in 1:n
        b[mod(i - 1 + s, n) + 1] = a[i]
    end
    return b
end
# Any number of dimensions: element I moves to I + shifts, wrapping around
# (an integer shifts the first dimension), as Julia's circshift.
function circshift(A::AbstractArray, shifts)
    N = ndims(A)
    sh = shifts isa Integer ? (shifts,) : shifts
    sz = size(A)
    B = similar(A)
    isempty(A) && return B
    for I in CartesianIndices(A)
        J = ntuple(d -> d <= length(sh) ? mod(I[d] - 1 + Int(sh[d]), sz[d]) + 1 : I[d], N)
        B[J...] = A[I]
    end
    return B
end
function circshift(A::AbstractMatrix, shifts)
    s = shifts isa Integer ? (Int(shifts), 0) : (Int(shifts[1]), length(shifts) > 1 ? Int(shifts[2]) : 0)
    m, n = size(A)
    B = similar(A)
    (m == 0 || n == 0) && return B
    for j in 1:n, i in 1:m
        B[mod(i - 1 + s[1], m) + 1, mod(j - 1 + s[2], n) + 1] = A[i, j]
    end
    return B
end

function dropdims(A::AbstractArray; dims)
    ds = dims isa Integer ? (Int(dims),) : map(Int, (dims...,))
    for d in ds
        (1 <= d <= ndims(A)) || throw(ArgumentError("dropped dims must be in range 1:ndims(A)"))
        size(A, d) == 1 || throw(ArgumentError("dropped dims must all be size 1"))
    end
    keep = Int[]
    for d in 1:ndims(A)
        d in ds || push!(keep, size(A, d))
    end
    length(keep) == 0 && throw(ArgumentError("0-dimensional arrays are not supported by Kiln"))
    length(keep) == 1 && return reshape(A, keep[1])
    length(keep) == 2 && return reshape(A, keep[1], keep[2])
    return reshape(A, keep[1], keep[2], keep[3])
end

# ---- only, symdiff, unique!, searchsorted ------------------------------------------------------------------

function only(x)
    y = iterate(x)
    y === nothing && throw(ArgumentError("Collection is empty, must contain exactly 1 element"))
    iterate(x, y[2]) === nothing || throw(ArgumentError("Collection has multiple elements, must contain exactly 1 element"))
    return y[1]
end

# Julia's abstractset.jl: each collection toggles the elements it holds
# (a vector's repeated element toggles again: symdiff does not uniquify); a
# vector or other iterable gives a vector, in order of first appearance.
symdiff(itr, itrs...) = symdiff!(Array{promote_type(eltype(itr), map(eltype, itrs)...),1}(undef, 0), itr, itrs...)
function symdiff!(s::AbstractSet, itr)
    for x in itr
        x in s ? delete!(s, x) : push!(s, x)
    end
    return s
end
function symdiff!(v::AbstractVector{T}, itrs...) where {T}
    keep = symdiff!(Set{T}(), v, itrs...)
    out = T[]
    for it in (v, itrs...), x in it
        if x in keep
            delete!(keep, x)
            push!(out, x)
        end
    end
    resize!(v, length(out))
    copyto!(v, out)
    return v
end
# Julia's abstractset.jl: the symmetric difference of a set is a set of
# its kind (emptymutable), and filter keeps the elements in one.
symdiff(s::AbstractSet, sets...) = symdiff!(emptymutable(s, _set_eltype(s, sets...)), s, sets...)
symdiff!(s::AbstractSet, itrs...) = (for x in itrs; symdiff!(s, x); end; s)
function filter(pred, s::AbstractSet)
    res = emptymutable(s)
    for x in s
        pred(x) && push!(res, x)
    end
    return res
end

function unique!(f, a::AbstractVector)
    u = unique(f, a)
    resize!(a, length(u))
    copyto!(a, u)
    return a
end
function unique!(a::AbstractVector)
    u = unique(a)
    resize!(a, length(u))
    copyto!(a, u)
    return a
end

# ---- findmax & co over any iterable (generators, pairs of a Dict) -------------------------------------------

function findmax(itr)
    y = iterate(itr)
    y === nothing && throw(ArgumentError("collection must be non-empty"))
    return _findmax_iter(itr, y, isless)
end
function findmin(itr)
    y = iterate(itr)
    y === nothing && throw(ArgumentError("collection must be non-empty"))
    return _findmax_iter(itr, y, (a, b) -> isless(b, a))
end
# The best value and its index (its position when the iterable has no keys).
function _findmax_iter(itr, y, better)
    k = 1
    m = y[1]
    mi = 1
    y = iterate(itr, y[2])
    while y !== nothing
        k += 1
        x = y[1]
        # A NaN is the answer once met, as Julia's isgreater/isless make it.
        if m == m && (better(m, x) || x != x)
            m = x
            mi = k
        end
        y = iterate(itr, y[2])
    end
    return (m, mi)
end
argmax(itr) = findmax(itr)[2]
argmin(itr) = findmin(itr)[2]
# A dictionary's (and a named tuple's) index is its key: Julia's
# findmax(f, domain) folds over pairs(domain), giving (f(value), key).
findmax(d::Union{AbstractDict,NamedTuple}) = _findmax_keyed(identity, d, isless)
findmin(d::Union{AbstractDict,NamedTuple}) = _findmax_keyed(identity, d, (a, b) -> isless(b, a))
findmax(f, d::Union{AbstractDict,NamedTuple}) = _findmax_keyed(f, d, isless)
findmin(f, d::Union{AbstractDict,NamedTuple}) = _findmax_keyed(f, d, isgreater)
function _findmax_keyed(f, d, better)
    y = iterate(pairs(d))
    y === nothing && throw(ArgumentError("collection must be non-empty"))
    m = f(y[1].second)
    mk = y[1].first
    y = iterate(pairs(d), y[2])
    while y !== nothing
        x = f(y[1].second)
        if m == m && (better(m, x) || x != x)
            m = x
            mk = y[1].first
        end
        y = iterate(pairs(d), y[2])
    end
    return (m, mk)
end

# ---- positions in arrays of several dimensions are CartesianIndexes ------------------------------------

_cart(A::AbstractArray, i::Int) = CartesianIndex(_lin2cart(size(A), i - 1))
const _MultiDimArray = Union{AbstractArray{<:Any,2},AbstractArray{<:Any,3}}
const _MultiDimBool = Union{AbstractArray{Bool,2},AbstractArray{Bool,3}}
function findall(A::_MultiDimBool)
    r = CartesianIndex{ndims(A)}[]
    for i in 1:length(A)
        A[i] && push!(r, _cart(A, i))
    end
    return r
end
function findall(f::Function, A::_MultiDimArray)
    r = CartesianIndex{ndims(A)}[]
    for i in 1:length(A)
        f(A[i]) && push!(r, _cart(A, i))
    end
    return r
end
findmax(A::_MultiDimArray; dims=:) =
    dims isa Colon ? (p = _findmax_lin(A, isless); (p[1], _cart(A, p[2]))) : _findminmax_dims(identity, isless, A, dims)
findmin(A::_MultiDimArray; dims=:) =
    dims isa Colon ? (p = _findmax_lin(A, _isgreater); (p[1], _cart(A, p[2]))) : _findminmax_dims(identity, isgreater, A, dims)
argmax(A::_MultiDimArray; dims=:) = findmax(A; dims=dims)[2]
argmin(A::_MultiDimArray; dims=:) = findmin(A; dims=dims)[2]
function _findmax_lin(A, better)
    isempty(A) && throw(ArgumentError("collection must be non-empty"))
    ks = _lin_keys(A)
    m = A[first(ks)]
    mi = first(ks)
    for i in first(ks)+1:last(ks)
        x = A[i]
        # A NaN is the answer once met, as Julia's isgreater/isless make it.
        if m == m && (better(m, x) || x != x)
            m = x
            mi = i
        end
    end
    return (m, mi)
end
findfirst(A::_MultiDimBool) = (i = findfirst(identity, vec(A)); i === nothing ? nothing : _cart(A, i))
# The keys of a matrix are CartesianIndices: findfirst/findlast answer one.
function findfirst(f::Function, A::_MultiDimArray)
    for i in 1:length(A)
        f(A[i]) && return _cart(A, i)
    end
    return nothing
end
function findlast(f::Function, A::_MultiDimArray)
    for i in length(A):-1:1
        f(A[i]) && return _cart(A, i)
    end
    return nothing
end
findlast(A::_MultiDimBool) = findlast(identity, A)
findall(pred::Fix2{typeof(in)}, A::_MultiDimArray) = (bset = Set(pred.x); findall(x -> x in bset, A))
# findnext/findprev from a CartesianIndex: the search runs on linear
# indices and answers a CartesianIndex (Julia's keys of a matrix).
function findnext(f::Function, A::AbstractArray, start::CartesianIndex)
    i = findnext(f, vec(A), LinearIndices(A)[start])
    return i === nothing ? nothing : CartesianIndices(A)[i]
end
function findprev(f::Function, A::AbstractArray, start::CartesianIndex)
    i = findprev(f, vec(A), LinearIndices(A)[start])
    return i === nothing ? nothing : CartesianIndices(A)[i]
end

# ---- Iterators.partition, Iterators.peel ---------------------------------------------------------------

struct PartitionIterator{T}
    c::T
    n::Int
end
_partition(c, n::Integer) = n < 1 ? throw(ArgumentError("cannot create partitions of length $n")) : PartitionIterator(c, Int(n))
length(p::PartitionIterator) = cld(length(p.c), p.n)
IteratorSize(::Type{<:PartitionIterator}) = HasLength()
IteratorEltype(::Type{<:PartitionIterator}) = EltypeUnknown()
# Arrays are partitioned into views, ranges into ranges (as Julia).
function iterate(p::PartitionIterator{<:AbstractArray}, i::Int=1)
    i > length(p.c) && return nothing
    j = min(i + p.n - 1, length(p.c))
    return (view(p.c, i:j), j + 1)
end
function iterate(p::PartitionIterator{<:AbstractRange}, i::Int=1)
    i > length(p.c) && return nothing
    j = min(i + p.n - 1, length(p.c))
    return (p.c[i:j], j + 1)
end
# Strings are partitioned into SubStrings of n characters.
function iterate(p::PartitionIterator{<:AbstractString}, state::Int=firstindex(p.c))
    state > ncodeunits(p.c) && return nothing
    r = min(nextind(p.c, state, p.n - 1), lastindex(p.c))
    return (SubString(p.c, state, r), nextind(p.c, r))
end
function iterate(p::PartitionIterator, st=nothing)
    y = st === nothing ? iterate(p.c) : iterate(p.c, st)
    y === nothing && return nothing
    chunk = [y[1]]
    while length(chunk) < p.n
        y = iterate(p.c, y[2])
        y === nothing && return (chunk, nothing => nothing)
        push!(chunk, y[1])
    end
    return (chunk, y[2])
end
iterate(p::PartitionIterator, st::Pair{Nothing,Nothing}) = nothing

function _peel(itr)
    y = iterate(itr)
    y === nothing && return nothing
    return (y[1], Rest(itr, y[2]))
end

# A Broadcasted indexed by a CartesianIndex, and Broadcast.newindex
# (Julia's broadcast.jl).
getindex(bc::Broadcasted, I::CartesianIndex) = bc[Tuple(I)...]
IndexStyle(bc::Broadcasted) = IndexStyle(typeof(bc))
IndexStyle(::Type{<:Broadcasted{<:Any,<:Tuple{Any}}}) = IndexLinear()
IndexStyle(::Type{<:Broadcasted{<:Any}}) = IndexCartesian()
Broadcast.newindex(I::CartesianIndex, keep, Idefault) = CartesianIndex(_newindex(I.I, keep, Idefault))
Broadcast.newindex(i::Integer, keep::Tuple, idefault) = ifelse(getfield(keep, 1), i, getfield(idefault, 1))
Broadcast.newindex(i::Integer, keep::Tuple{}, idefault) = CartesianIndex(())
broadcastable(x::CartesianIndex) = Ref(x)
_ci_parts(c::CartesianIndex) = c.I

# @views of A[CartesianIndex(…)]: the element (Julia's base/views.jl).
maybeview(A::AbstractArray, I::Union{Number,CartesianIndex}...) = getindex(A, I...)

# ---- mapslices ---------------------------------------------------------------------------------------

# mapslices(f, A; dims) as Julia's abstractarray.jl: f is applied to each
# slice of A that spans the dimensions dims (a vector for one dimension, a
# matrix for two, ...); a scalar result leaves those dimensions of length
# 1, an array result takes their place.
function mapslices(f, A::AbstractArray; dims)
    N = ndims(A)
    ds = dims isa Integer ? [Int(dims)] : sort!(unique!([Int(d) for d in dims]))
    isempty(ds) && return map(f, A)
    for d in ds
        d >= 1 || throw(ArgumentError(string("mapslices: dimension must be ≥ 1, got ", d)))
        d > N && throw(ArgumentError(string("mapslices does not accept dimensions > ndims(A) = ", N, ", got ", d)))
    end
    other = [d for d in 1:N if !(d in ds)]
    # one slice when dims covers every dimension
    others = isempty(other) ? Any[nothing] : CartesianIndices(((size(A, d) for d in other)...,))
    idx = Vector{Any}(undef, N)
    results = Any[]
    for oi in others
        for (j, d) in enumerate(other)
            idx[d] = oi[j]
        end
        for d in ds
            idx[d] = Colon()
        end
        push!(results, f(A[idx...]))
    end
    r1 = results[1]
    rsize = r1 isa AbstractArray ? size(r1) : ()
    # dimensions of the result beyond the slice's must be of length 1
    if length(rsize) > length(ds)
        n = length(ds)
        any(k -> rsize[k] > 1, n+1:length(rsize)) &&
            throw(DimensionMismatch(string("mapslices cannot assign slice f(x) of size ", rsize, " into output of size ", rsize[1:n])))
        rsize = rsize[1:n]
    end
    outsize = collect(size(A))
    for (j, d) in enumerate(ds)
        outsize[d] = j <= length(rsize) ? rsize[j] : 1
    end
    T = typeof(r1 isa AbstractArray ? first(r1) : r1)
    for r in results
        T = promote_type(T, r isa AbstractArray ? eltype(r) : typeof(r))
    end
    out = Array{T}(undef, outsize...)
    for (k, oi) in enumerate(others)
        for (j, d) in enumerate(other)
            idx[d] = oi[j]
        end
        r = results[k]
        if r isa AbstractArray
            size(r)[1:min(ndims(r), length(rsize))] == rsize || throw(DimensionMismatch("mapslices: the results of f differ in size"))
            for ri in CartesianIndices(r)
                for (j, d) in enumerate(ds)
                    idx[d] = j <= length(rsize) ? ri[j] : 1
                end
                out[idx...] = r[ri]
            end
        else
            rsize == () || throw(DimensionMismatch("mapslices: the results of f differ in size"))
            for d in ds
                idx[d] = 1
            end
            out[idx...] = r
        end
    end
    return out
end

# ---- pairs of an array (Julia's iterators.jl; Base.Pairs is in dict.jl) -------------------------------

pairs(::IndexLinear, A::AbstractArray) = Pairs(A, LinearIndices(A))
pairs(::IndexCartesian, A::AbstractArray) = Pairs(A, CartesianIndices(axes(A)))
pairs(A::AbstractVector) = pairs(IndexLinear(), A)
pairs(A::AbstractArray) = pairs(IndexCartesian(), A)
# A vector's linear indices are 1:n: counting them directly keeps
# `for (i, x) in pairs(v)` a plain loop.
function iterate(v::Pairs{Int,V,<:LinearIndices{1}}, i::Int=first(axes1(v.data))) where {V}
    i > last(axes1(v.data)) && return nothing
    return (Pair{Int,V}(i, @inbounds v.data[i]), i + 1)
end

# As Julia's: fast linear indexing (eachindex gives linear indices).
IndexStyle(::Type{<:LinearIndices}) = IndexLinear()

# ---- PermutedDimsArray ------------------------------------------------------------------------------

"""
`PermutedDimsArray(A, perm)`: a lazy view of A with its dimensions
permuted (Julia's base/permuteddimsarray.jl): `B[i...]` is
`A[i[invperm(perm)]...]`, writes go through to A.
"""
struct PermutedDimsArray{T,N,perm,iperm,AA<:AbstractArray} <: AbstractArray{T,N}
    parent::AA
end
function PermutedDimsArray(data::AbstractArray{T,N}, perm) where {T,N}
    length(perm) == N || throw(ArgumentError(string(perm, " is not a valid permutation of dimensions 1:", N)))
    p = (map(Int, Tuple(perm))...,)
    isperm(p) || throw(ArgumentError(string(perm, " is not a valid permutation of dimensions 1:", N)))
    ip = invperm(p)
    return PermutedDimsArray{T,N,p,ip,typeof(data)}(data)
end
parent(A::PermutedDimsArray) = A.parent
size(A::PermutedDimsArray{T,N,perm}) where {T,N,perm} = map(d -> size(A.parent, d), perm)
axes(A::PermutedDimsArray{T,N,perm}) where {T,N,perm} = map(d -> axes(A.parent, d), perm)
IndexStyle(::Type{<:PermutedDimsArray}) = IndexCartesian()
_permuted_index(I::Tuple, iperm::Tuple) = map(d -> I[d], iperm)
getindex(A::PermutedDimsArray{T,N,perm,iperm}, I::Vararg{Int,N}) where {T,N,perm,iperm} =
    A.parent[_permuted_index(I, iperm)...]
function setindex!(A::PermutedDimsArray{T,N,perm,iperm}, x, I::Vararg{Int,N}) where {T,N,perm,iperm}
    A.parent[_permuted_index(I, iperm)...] = x
    return A
end
similar(A::PermutedDimsArray, ::Type{S}, d::NTuple{N,Int}) where {S,N} = similar(A.parent, S, d)
function showarg(io::IO, A::PermutedDimsArray{T,N,perm}, toplevel) where {T,N,perm}
    print(io, "PermutedDimsArray(")
    showarg(io, parent(A), false)
    print(io, ", ", perm, ')')
    toplevel && print(io, " with eltype ", eltype(A))
    return nothing
end

# ---- index conversion and small AbstractArray functions (Julia's abstractarray.jl) ----------------

# _sub2ind / _ind2sub: the linear index of cartesian indices I and back,
# over dimensions (lengths) or axes; in one dimension only a OneTo axis is
# unambiguous, other axes are Julia's ArgumentError.
_sub2ind(::Tuple{}) = 1
_sub2ind(A::AbstractArray, I...) = _sub2ind(axes(A), I...)
_sub2ind(dims::Tuple, I::Integer...) = _sub2ind_recurse(dims, 1, 1, I...)
_sub2ind(inds::Tuple{AbstractUnitRange}, I::Integer...) =
    throw(ArgumentError("Linear indexing is not defined for one-dimensional arrays"))
_sub2ind(inds::Tuple{OneTo}, I::Integer...) = _sub2ind_recurse(inds, 1, 1, I...)
_sub2ind(inds::Tuple{OneTo}, i::Integer) = i
_sub2ind_recurse(::Any, L, ind) = ind
_sub2ind_recurse(::Tuple{}, L, ind, i::Integer, I::Integer...) = _sub2ind_recurse((), L, ind + (i - 1) * L, I...)
_sub2ind_recurse(inds::Tuple, L, ind, i::Integer, I::Integer...) =
    _sub2ind_recurse(tail(inds), L * _ax_len(inds[1]), ind + (i - _ax_first(inds[1])) * L, I...)
_ax_len(d::Integer) = Int(d)
_ax_len(r) = length(r)
_ax_first(d::Integer) = 1
_ax_first(r) = first(r)
_ind2sub(A::AbstractArray, ind) = _ind2sub(axes(A), ind)
_ind2sub(::Tuple{}, ind::Integer) = (ind == 1 || throw(BoundsError()); ())
_ind2sub(dims::Tuple, ind::Integer) = _ind2sub_recurse(dims, ind - 1)
_ind2sub(inds::Tuple{AbstractUnitRange}, ind::Integer) =
    throw(ArgumentError("Linear indexing is not defined for one-dimensional arrays"))
_ind2sub(inds::Tuple{OneTo}, ind::Integer) = (ind,)
_ind2sub_recurse(::Tuple{}, ind) = (ind + 1,)
_ind2sub_recurse(inds::Tuple{Any}, ind) = (ind + _ax_first(inds[1]),)
function _ind2sub_recurse(inds::Tuple, ind)
    l = _ax_len(inds[1])
    indnext = div(ind, l)
    return (ind - l * indnext + _ax_first(inds[1]), _ind2sub_recurse(tail(inds), indnext)...)
end

# to_shape: dimensions as similar takes them (integers as Int, OneTo as its length)
to_shape(::Tuple{}) = ()
to_shape(dims::Tuple{Vararg{Int}}) = dims
to_shape(dims::Tuple) = map(to_shape, dims)
to_shape(i::Int) = i
to_shape(i::Integer) = Int(i)
to_shape(r::OneTo) = Int(last(r))
to_shape(r::AbstractUnitRange) = r

# map over numbers is the call itself; map(f) is f()
map(f) = f()
map(f, x::Number, ys::Number...) = f(x, ys...)

# map and map! over three or more arrays, elementwise as Julia's
function map(f, a::AbstractArray, b::AbstractArray, c::AbstractArray, ds::AbstractArray...)
    As = (a, b, c, ds...)
    n = minimum(map(length, As))
    n == 0 && return Vector{Core._default_eltype(f, Tuple{map(eltype, As)...})}()
    return collect(Generator(i -> f(map(A -> A[i], As)...), 1:n))
end
function map!(f, dest::AbstractArray, a::AbstractArray, b::AbstractArray, c::AbstractArray, ds::AbstractArray...)
    As = (a, b, c, ds...)
    for i in 1:min(length(dest), minimum(map(length, As)))
        dest[i] = f(map(A -> A[i], As)...)
    end
    return dest
end

# values of an array is the array; next and previous cartesian index
values(A::AbstractArray) = A
nextind(A::AbstractArray, c::CartesianIndex) = _nextcart(c.I, axes(A))
prevind(A::AbstractArray, c::CartesianIndex) = _prevcart(c.I, axes(A))
function _nextcart(I::Tuple, ax::Tuple)
    J = [I...]
    for d in 1:length(J)
        if J[d] < last(ax[d]) || d == length(J)
            J[d] += 1
            return CartesianIndex((J...,))
        end
        J[d] = first(ax[d])
    end
    return CartesianIndex((J...,))
end
function _prevcart(I::Tuple, ax::Tuple)
    J = [I...]
    for d in 1:length(J)
        if J[d] > first(ax[d]) || d == length(J)
            J[d] -= 1
            return CartesianIndex((J...,))
        end
        J[d] = last(ax[d])
    end
    return CartesianIndex((J...,))
end

# unary + and * of an array of numbers are the array; an array is real if its elements are
+(x::AbstractArray{<:Number}) = x
*(x::AbstractArray{<:Number,2}) = x
isreal(x::AbstractArray) = all(isreal, x)

# map of a set or a dictionary is Julia's error
map(f, ::AbstractSet) = error("map is not defined on sets")
map(f, ::AbstractDict) = error("map is not defined on dictionaries")

# the index style of several arrays: linear only if all are
IndexStyle(A::AbstractArray, B::AbstractArray...) = IndexStyle(IndexStyle(A), map(IndexStyle, B)...)
IndexStyle(::IndexLinear, ::IndexLinear) = IndexLinear()
IndexStyle(::IndexStyle, ::IndexStyle) = IndexCartesian()
IndexStyle(a::IndexStyle, b::IndexStyle, c::IndexStyle, d::IndexStyle...) = IndexStyle(IndexStyle(a, b), c, d...)
IndexStyle(a::IndexStyle) = a

# a Ref is a 0-dimensional container
getindex(b::Ref, ::CartesianIndex{0}) = b[]
setindex!(b::Ref, x, ::CartesianIndex{0}) = (b[] = x; b)

# pushfirst! of several values to any collection (Julia's abstractarray.jl)
pushfirst!(A, a, b, c...) = pushfirst!(pushfirst!(A, b, c...), a)

# Base.isstored: in bounds (an array stores every element)
isstored(A::AbstractArray{<:Any,N}, I::Vararg{Integer,N}) where {N} = (checkbounds(A, I...); true)

checkindex(::Type{Bool}, inds::Tuple, I::CartesianIndices) = all(checkindex.(Bool, inds, I.indices))
# the first and last of index arrays, from their ranges (first(A) of an
# array reads A at first(eachindex(A)), which for these is themselves)
first(C::CartesianIndices) = CartesianIndex(map(first, C.indices))
last(C::CartesianIndices) = CartesianIndex(map(last, C.indices))
first(L::LinearIndices) = 1
last(L::LinearIndices) = length(L)
# map! with no source collection (Julia's error)
map!(f, dest::AbstractArray) = throw(ArgumentError("map! requires at least one \"source\" argument"))

# A at an index of eachindex(A): a Cartesian one as its integers (an array
# type's own getindex(A, i::Int, j::Int))
_at_index(a::AbstractArray, i) = a[i]
_at_index(a::AbstractArray, I::CartesianIndex) = a[Tuple(I)...]

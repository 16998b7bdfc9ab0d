# This file is a part of Kiln's Base library.
#
# subarray.jl — views: SubArray{T,N,P,I,L}, view, @view (lowered to view
# with `end` as in indexing), as Julia's base/subarray.jl and
# base/indices.jl (Slice). A view shares its parent's memory: writing
# through it (also `x[2:3] .= 0`, which is materialize!(dotview(x, 2:3), …))
# writes the parent. Indices may be integers (the dimension is dropped),
# ranges, vectors of integers and colons (Base.Slice of the parent's axis).

"""
`Slice(ax)`: the indices of a whole dimension (what `:` becomes in a view).
"""
struct Slice{T<:AbstractUnitRange} <: AbstractUnitRange{Int}
    indices::T
end
first(s::Slice) = first(s.indices)
last(s::Slice) = last(s.indices)
length(s::Slice) = length(s.indices)
size(s::Slice) = (length(s.indices),)
axes(s::Slice) = (s.indices,)
getindex(s::Slice, i::Int) = i
getindex(s::Slice, i::Integer) = Int(i)
iterate(s::Slice) = iterate(s.indices)
iterate(s::Slice, st) = iterate(s.indices, st)
show(io::IO, s::Slice) = (print(io, "Base.Slice("); show(io, s.indices); print(io, ")"))
_show_index(io::IO, s::Slice) = _show_index(io, s.indices)
==(a::Slice, b::Slice) = a.indices == b.indices

"""
    IdentityUnitRange(range::AbstractUnitRange)

A range whose indices are its values, `r[i] == i` (what OffsetArrays-style
axes build on), as Julia's base/indices.jl.
"""
struct IdentityUnitRange{T<:AbstractUnitRange} <: AbstractUnitRange{Int}
    indices::T
end
IdentityUnitRange(S::IdentityUnitRange) = S
axes(S::IdentityUnitRange) = (S,)
axes1(S::IdentityUnitRange) = S
first(S::IdentityUnitRange) = first(S.indices)
last(S::IdentityUnitRange) = last(S.indices)
size(S::IdentityUnitRange) = (length(S.indices),)
length(S::IdentityUnitRange) = length(S.indices)
getindex(S::IdentityUnitRange, i::Integer) = (checkbounds(S, i); Int(i))
getindex(S::IdentityUnitRange, i::AbstractUnitRange{<:Integer}) = (checkbounds(S, i); i)
getindex(S::IdentityUnitRange, i::StepRange{<:Integer}) = (checkbounds(S, i); i)
iterate(S::IdentityUnitRange) = iterate(S.indices)
iterate(S::IdentityUnitRange, st) = iterate(S.indices, st)
show(io::IO, r::IdentityUnitRange) = (print(io, "Base.IdentityUnitRange("); show(io, r.indices); print(io, ")"))

struct SubArray{T,N,P<:AbstractArray,I<:Tuple,L} <: AbstractArray{T,N}
    parent::P
    indices::I
end

# The summary of a view, as Julia's subarray.jl writes it:
# "2×2 view(::Matrix{Int64}, 2:3, :) with eltype Int64".
_indsstring(i::Slice) = string(i.indices)   # show.jl's inds2string
function showarg(io::IO, a::SubArray, toplevel)
    print(io, "view(")
    showarg(io, a.parent, false)
    for i in a.indices
        print(io, ", ")
        i isa Slice ? print(io, ":") : print(io, i)
    end
    print(io, ")")
    toplevel && print(io, " with eltype ", eltype(a))
    return nothing
end

# ---- view ---------------------------------------------------------------------------------------

# A CartesianIndex among the indices stands for its integers (Julia's
# to_indices): A[1, CartesianIndex(2, 3)] is A[1, 2, 3].
_has_ci(::Tuple{}) = false
_has_ci(I::Tuple) = getfield(I, 1) isa CartesianIndex || _has_ci(tail(I))
_flatten_ci(::Tuple{}) = ()
_flatten_ci(I::Tuple) = (_ci_parts(getfield(I, 1))..., _flatten_ci(tail(I))...)
_ci_parts(i) = (i,)

function view(A::AbstractArray, I...)
    _has_ci(I) && return view(A, _flatten_ci(I)...)
    # a mask of several dimensions among other indices (img[mask, 2]):
    # A reshaped so that the mask's dimensions are one, the mask a vector
    _has_nd_mask(I) && return view(_merge_nd_mask(A, I)...)
    # a single index array of several dimensions: the view has its shape
    (length(I) == 1 && _nd_index(getfield(I, 1))) && return reshape(view(A, vec(getfield(I, 1))), size(getfield(I, 1)))
    J = _view_indices(A, I, 1, length(I))
    # indices that share A's memory are copied first (Julia's view), so
    # that writing through the view cannot change its own indices
    J = map(i -> unalias(A, i), J)
    checkbounds_view(A, J)
    return _subarray(A, J)
end
_subarray(A::AbstractArray{T}, J::Tuple) where {T} =
    SubArray{T,_view_ndims(J),typeof(A),typeof(J),_linear_idx(J)}(A, J)

# Colons become Slices of the parent's axis (of its length for a single
# index); other indices stay.
_view_indices(A, ::Tuple{}, d::Int, n::Int) = ()
_view_indices(A, I::Tuple, d::Int, n::Int) = (_view_index(A, getfield(I, 1), d, n), _view_indices(A, tail(I), d + 1, n)...)
# (Julia's: the Slice of the parent's own axis, which may start other than at 1)
_view_index(A, ::Colon, d::Int, n::Int) = Slice(n == 1 ? eachindex(IndexLinear(), A) : axes(A, d))
_view_index(A, i::Integer, d::Int, n::Int) = Int(i)
_view_index(A, r::AbstractRange{<:Integer}, d::Int, n::Int) = r
_view_index(A, v::AbstractVector{<:Integer}, d::Int, n::Int) = v
_view_index(A, v::AbstractArray{<:Integer}, d::Int, n::Int) = vec(v)  # (Kiln: the view has one dimension for it)
_nd_index(i) = i isa AbstractArray{<:Integer} && !(i isa AbstractArray{Bool}) && ndims(i) > 1
_view_index(A, b::Bool, d::Int, n::Int) = throw(ArgumentError(string("invalid index: ", b, " of type Bool")))
# Logical indexing (x[x .> 2] .= 0): the positions of the true entries.
_view_index(A, m::AbstractVector{Bool}, d::Int, n::Int) = _logical_index(A, m, d, n)
_view_index(A, m::AbstractArray{Bool}, d::Int, n::Int) = _logical_index(A, m, d, n)
function _logical_index(A, m, d::Int, n::Int)
    len = n == 1 ? length(A) : size(A, d)
    (n == 1 && ndims(m) > 1 ? size(m) == size(A) : length(m) == len) || throw_boundserror(A, (m,))
    idx = Int[]
    i = 0
    for b in m
        i += 1
        b && push!(idx, i)
    end
    return idx
end

_view_ndims(::Tuple{}) = 0
_view_ndims(J::Tuple) = _view_dim(getfield(J, 1)) + _view_ndims(tail(J))
_view_dim(::Integer) = 0
_view_dim(::AbstractVector) = 1

# Julia's L parameter (viewindexing): whether a linear index maps to the
# parent by an offset and a stride: leading integers, then slices, then a
# unit range, then integers; or one range among integers.
_linear_idx(::Tuple{}) = true
_linear_idx(J::Tuple) = _lin1(getfield(J, 1), tail(J))
_lin1(::Integer, rest::Tuple) = _linear_idx(rest)
_lin1(::AbstractRange, rest::Tuple) = _all_ints(rest)
_lin1(::Slice, rest::Tuple) = _lin_after_slice(rest)
_lin1(x, rest::Tuple) = false
_lin_after_slice(::Tuple{}) = true
_lin_after_slice(rest::Tuple) = _lin_after_slice1(getfield(rest, 1), tail(rest))
_lin_after_slice1(::Slice, rest::Tuple) = _lin_after_slice(rest)
_lin_after_slice1(::AbstractUnitRange, rest::Tuple) = _all_ints(rest)
_lin_after_slice1(::Integer, rest::Tuple) = _all_ints(rest)
_lin_after_slice1(x, rest::Tuple) = false
_all_ints(::Tuple{}) = true
_all_ints(J::Tuple) = getfield(J, 1) isa Integer && _all_ints(tail(J))

function checkbounds_view(A::AbstractArray, J::Tuple)
    _view_inbounds(A, J, 1, length(J)) || throw_boundserror(A, _bounds_display(J))
    return nothing
end
_view_inbounds(A, ::Tuple{}, d::Int, n::Int) = true
function _view_inbounds(A, J::Tuple, d::Int, n::Int)
    ax = n == 1 && d == 1 ? eachindex(IndexLinear(), A) : axes(A, d)
    return _index_in(getfield(J, 1), ax) && _view_inbounds(A, tail(J), d + 1, n)
end
_index_in(s::Slice, ax) = true
_index_in(i, ax) = checkindex(Bool, ax, i)
_bounds_display(J::Tuple) = _bounds_elems(J)
_bounds_elems(::Tuple{}) = ()
_bounds_elems(J::Tuple) = (_bounds_elem(getfield(J, 1)), _bounds_elems(tail(J))...)
_bounds_elem(s::Slice) = s.indices
_bounds_elem(x) = x

view(A::SubArray, I...) = view(A.parent, _reindex_view(A.indices, _view_indices(A, I, 1, length(I)))...)
# Indices of a view of a view, in the parent.
_reindex_view(::Tuple{}, J::Tuple) = ()
_reindex_view(idx::Tuple, J::Tuple) = _reindex_view1(getfield(idx, 1), tail(idx), J)
_reindex_view1(i::Integer, rest::Tuple, J::Tuple) = (i, _reindex_view(rest, J)...)
_reindex_view1(r::AbstractVector, rest::Tuple, J::Tuple) = (_sub_index(r, getfield(J, 1)), _reindex_view(rest, tail(J))...)
_sub_index(r::AbstractVector, i::Integer) = r[i]
_sub_index(r::AbstractVector, s::Slice) = r
_sub_index(r::AbstractVector, v::AbstractVector) = r[v]

# What A[I...] is inside @views (and in dotted assignments), as Julia's
# base/views.jl: like getindex, but a view for slicing operations (while
# remaining equivalent to getindex for scalar indices and non-array types).
maybeview(A, I...) = getindex(A, I...)
maybeview(A::AbstractArray, I...) = view(A, I...)
maybeview(A::AbstractArray, I::Number...) = getindex(A, I...)
maybeview(A) = getindex(A)
maybeview(A::AbstractArray) = getindex(A)

# ---- the array interface ---------------------------------------------------------------------------

parent(S::SubArray) = S.parent
parentindices(S::SubArray) = S.indices
size(S::SubArray) = _view_size(S.indices)
_view_size(::Tuple{}) = ()
_view_size(J::Tuple) = _view_size1(getfield(J, 1), tail(J))
_view_size1(::Integer, rest::Tuple) = _view_size(rest)
_view_size1(r::AbstractVector, rest::Tuple) = (length(r), _view_size(rest)...)
length(S::SubArray) = prod(size(S))
# As Julia's: each vector index contributes its own axis (a Slice the
# parent's axis), so a view keeps offset axes of its parent.
axes(S::SubArray) = _view_axes(S.indices)
_view_axes(::Tuple{}) = ()
_view_axes(J::Tuple) = _view_axes1(getfield(J, 1), tail(J))
_view_axes1(::Integer, rest::Tuple) = _view_axes(rest)
_view_axes1(r::AbstractVector, rest::Tuple) = (axes1(r), _view_axes(rest)...)
eltype(::Type{<:SubArray{T}}) where {T} = T

# The parent's indices for the view's indices I (one per view dimension).
_reindex(::Tuple{}, I::Tuple) = ()
_reindex(J::Tuple, I::Tuple) = _reindex1(getfield(J, 1), tail(J), I)
_reindex1(j::Integer, rest::Tuple, I::Tuple) = (j, _reindex(rest, I)...)
@propagate_inbounds _reindex1(r::AbstractVector, rest::Tuple, I::Tuple) = (r[getfield(I, 1)], _reindex(rest, tail(I))...)
_reindex1(s::Slice, rest::Tuple, I::Tuple) = (getfield(I, 1), _reindex(rest, tail(I))...)

@inline function _subget(S::SubArray, I::Tuple)
    @boundscheck _sub_checkbounds(S, I)
    return @inbounds S.parent[_reindex(S.indices, I)...]
end
@inline function _subset!(S::SubArray, x, I::Tuple)
    @boundscheck _sub_checkbounds(S, I)
    @inbounds S.parent[_reindex(S.indices, I)...] = x
    return S
end
@propagate_inbounds getindex(S::SubArray{T,1}, i::Int) where {T} = _subget(S, (i,))
@propagate_inbounds getindex(S::SubArray{T,2}, i::Int, j::Int) where {T} = _subget(S, (i, j))
@propagate_inbounds getindex(S::SubArray{T,3}, i::Int, j::Int, k::Int) where {T} = _subget(S, (i, j, k))
@propagate_inbounds setindex!(S::SubArray{T,1}, x, i::Int) where {T} = _subset!(S, x, (i,))
@propagate_inbounds setindex!(S::SubArray{T,2}, x, i::Int, j::Int) where {T} = _subset!(S, x, (i, j))
@propagate_inbounds setindex!(S::SubArray{T,3}, x, i::Int, j::Int, k::Int) where {T} = _subset!(S, x, (i, j, k))
getindex(S::SubArray{T,0}) where {T} = _subget(S, ())
setindex!(S::SubArray{T,0}, x) where {T} = _subset!(S, x, ())
# A linear index into a view of several dimensions.
@inline function getindex(S::SubArray, i::Int)
    @boundscheck ((1 <= i) & (i <= length(S))) || throw_boundserror(S, (i,))
    return @inbounds _subget(S, _sub_cart(S, i))
end
@inline function setindex!(S::SubArray, x, i::Int)
    @boundscheck ((1 <= i) & (i <= length(S))) || throw_boundserror(S, (i,))
    @inbounds _subset!(S, x, _sub_cart(S, i))
    return S
end
# the Cartesian index (along axes(S)) of the i-th element
_sub_cart(S::SubArray, i::Int) = map((ax, j) -> first(ax) + j - 1, axes(S), _lin2cart(size(S), i - 1))
getindex(S::SubArray{T,1}, i::Integer) where {T} = S[Int(i)]
getindex(S::SubArray{T,2}, i::Integer, j::Integer) where {T} = S[Int(i), Int(j)]
setindex!(S::SubArray{T,1}, x, i::Integer) where {T} = (S[Int(i)] = x; S)
setindex!(S::SubArray{T,2}, x, i::Integer, j::Integer) where {T} = (S[Int(i), Int(j)] = x; S)
getindex(S::SubArray, r::AbstractVector{<:Integer}) = [S[i] for i in r]
# a Bool vector is a mask (Julia's logical indexing), not indices 0 and 1
getindex(S::SubArray, I::AbstractVector{Bool}) = _getindex_logical(S, I)
getindex(S::SubArray{T,1}, ::Colon) where {T} = copy(S)
isassigned(S::SubArray, i::Integer) = checkbounds(Bool, S, i)

_sub_checkbounds(S::SubArray, I::Tuple) = _sub_inbounds(axes(S), I) || throw_boundserror(S, I)
_sub_inbounds(::Tuple{}, ::Tuple{}) = true
_sub_inbounds(ax::Tuple, I::Tuple) = checkindex(Bool, getfield(ax, 1), getfield(I, 1)) && _sub_inbounds(tail(ax), tail(I))

iterate(S::SubArray, i::Int=1) = i > length(S) ? nothing : (_sub_nth(S, i), i + 1)
_sub_nth(S::SubArray{T,1}, i::Int) where {T} = S[first(axes1(S)) + i - 1]
_sub_nth(S::SubArray, i::Int) = S[i]
# A view of an array of another type (a BitArray, an offset array) copies
# into an array like its parent (similar, with the view's axes), as
# Julia's copy(V) = V.parent[V.indices...].
_copy_like_parent(S::SubArray) = copyto!(similar(parent(S), eltype(S), map(_slice_shape, axes(S))), S)
copy(S::SubArray{T,1}) where {T} = parent(S) isa Array ? copyto!(Array{T,1}(undef, length(S)), S) : _copy_like_parent(S)
copy(S::SubArray{T,2}) where {T} = parent(S) isa Array ? _copy_sub2!(Array{T,2}(undef, size(S, 1), size(S, 2)), S) : _copy_like_parent(S)
function _copy_sub2!(dest, S)
    ro = first(axes(S, 1)) - 1
    co = first(axes(S, 2)) - 1
    for j in 1:size(S, 2), i in 1:size(S, 1)
        dest[i, j] = S[i + ro, j + co]
    end
    return dest
end
function copy(S::SubArray{T,3}) where {T}
    parent(S) isa Array || return _copy_like_parent(S)
    dest = Array{T,3}(undef, size(S, 1), size(S, 2), size(S, 3))
    o = map(ax -> first(ax) - 1, axes(S))
    for k in 1:size(S, 3), j in 1:size(S, 2), i in 1:size(S, 1)
        dest[i, j, k] = _subget(S, (i + o[1], j + o[2], k + o[3]))
    end
    return dest
end
copy(S::SubArray{T,0}) where {T} = _subget(S, ())
similar(S::SubArray, ::Type{T}, d::Tuple{Vararg{Int}}) where {T} = similar(parent(S), T, d)

# Slicing a 3-d array (A[:, :, k], A[1, :, 2:3]) copies a view.
const _SliceIndex = Union{Colon,AbstractVector{<:Integer},Integer}
getindex(A::Array{T,3}, i::_SliceIndex, j::_SliceIndex, k::_SliceIndex) where {T} = copy(view(A, i, j, k))
# Any other mix of integers, colons, ranges and vectors of integers
# (A[:, :], A[1, 2:3, :], A[[1, 3], :, 2], arrays of four or more
# dimensions): a copy of the view, as Julia's _getindex; integer indices
# drop their dimension. (Untyped indices, as Julia's getindex(A::AbstractArray,
# I...): a user's getindex(a::MyArray, inds...) is then more specific, not
# ambiguous; an index of another kind is Julia's "invalid index" error.)
function getindex(A::AbstractArray, I...)
    for i in I
        i isa Union{Colon,Integer,AbstractArray,CartesianIndex} || throw(ArgumentError(string("invalid index: ", repr(i), " of type ", typeof(i))))
    end
    _all_ints(I) && return _getindex_ints(A, I)
    _has_ci(I) && return A[_flatten_ci(I)...]
    _has_nd_mask(I) && return getindex(_merge_nd_mask(A, I)...)
    # an index array of abstract element type (A[Any[1, 2]], A[[]]): its integers
    _any_abstract_index(I) && return A[map(_concrete_index, I)...]
    v = view(A, I...)
    # Julia's index_shape: an index array of several dimensions gives
    # the result its dimensions, a 0-dimensional one none
    shp = _any_nd_index(I) ? _index_result_shape(v, I) : size(v)
    A isa Array && return shp == size(v) ? copy(v) : reshape(copy(v), shp)
    # Julia's _getindex: the result is similar(A, T, shape), so an array
    # type of the user's that defines similar slices into its own type.
    return copyto!(similar(A, eltype(A), shp), v)
end
_any_abstract_index(I::Tuple) = any(i -> i isa AbstractArray && !(eltype(i) <: Union{Integer,CartesianIndex}), I)
_concrete_index(i) = i
function _concrete_index(i::AbstractArray)
    eltype(i) <: Union{Integer,CartesianIndex} && return i
    isempty(i) && return Array{Int}(undef, size(i))
    r = map(identity, i)
    eltype(r) <: Union{Integer,CartesianIndex} || throw(ArgumentError(string("invalid index: ", repr(i), " of type ", typeof(i))))
    return r
end
_any_nd_index(I::Tuple) = any(i -> i isa AbstractArray && !(i isa AbstractArray{Bool}) && ndims(i) != 1, I)
function _index_result_shape(v, I::Tuple)
    shp = ()
    k = 1
    for i in I
        if i isa Integer
        elseif i isa AbstractArray && !(i isa AbstractArray{Bool}) && ndims(i) != 1
            shp = (shp..., size(i)...)
            k += 1
        else
            shp = (shp..., size(v, k))
            k += 1
        end
    end
    return shp
end

# A[I...] = X for any mix of integers, colons, ranges, vectors of integers
# and Bool masks (A[1:2, 2:3] = B, A[:, :, k] = M, A[mask, :] = X): X's
# elements in column-major order into the view of those indices, after
# Julia's setindex_shape_check; a single value is an ArgumentError.
# (Untyped indices, as getindex above.)
function setindex!(A::AbstractArray, X, I...)
    _all_ints(I) && return _setindex_ints!(A, X, I)
    _has_ci(I) && return setindex!(A, X, _flatten_ci(I)...)
    return _setindex_multi!(A, X, I)
end
function _setindex_multi!(A::AbstractArray, X, I::Tuple)
    v = view(A, map(i -> _nd_index(i) ? vec(i) : i, I)...)
    X isa AbstractArray || _setindex_scalar_error()
    X = unalias(A, X)
    _setindex_shape_check(X, map(_index_len, v.indices))
    k = 1
    for x in X
        v[k] = x
        k += 1
    end
    return A
end
_index_len(i::Integer) = 1
_index_len(r) = length(r)
# Integer indices the array type does not take directly, as _getindex_ints.
function _setindex_ints!(A::AbstractArray, X, I::Tuple)
    _all_Int(I) || return setindex!(A, X, map(Int, I)...)
    _is_canonical_index(A, I) && throw(CanonicalIndexError("setindex!", typeof(A)))
    N = ndims(A)
    n = length(I)
    if n == 0
        # A[] = x of a one-element array (Julia's _setindex!(::IndexLinear, A, x))
        length(A) == 1 || throw_boundserror(A, I)
        return setindex!(A, X, firstindex(A))
    elseif n == 1 && N != 1
        i = getfield(I, 1)
        (1 <= i <= length(A)) || throw_boundserror(A, I)
        IndexStyle(A) isa IndexCartesian && return setindex!(A, X, _lin2cart_axes(A, i)...)
    elseif n == N && N != 1
        if IndexStyle(A) isa IndexLinear
            _view_inbounds(A, I, 1, n) || throw_boundserror(A, I)
            return setindex!(A, X, _linear_index(A, I))
        end
    elseif n > N
        for d in N+1:n
            I[d] == 1 || throw_boundserror(A, I)
        end
        return setindex!(A, X, ntuple(d -> I[d], N)...)
    elseif 1 < n < N
        tailsz = ntuple(d -> size(A, n - 1 + d), N - n + 1)
        k = I[n]
        (1 <= k <= prod(tailsz)) || throw_boundserror(A, I)
        return setindex!(A, X, ntuple(d -> I[d], n - 1)..., _lin2cart(tailsz, k - 1)...)
    end
    throw(CanonicalIndexError("setindex!", typeof(A)))
end

# Julia's IndexStyle: whether an array type's canonical element access is by
# one linear index (Array, ranges) or by one index per dimension (the
# default for other AbstractArrays).
abstract type IndexStyle end
struct IndexLinear <: IndexStyle end
struct IndexCartesian <: IndexStyle end
IndexStyle(A::AbstractArray) = IndexStyle(typeof(A))
IndexStyle(::Type{<:AbstractArray}) = IndexCartesian()
IndexStyle(::Type{<:Array}) = IndexLinear()
IndexStyle(::Type{<:AbstractRange}) = IndexLinear()
# As Julia's: the Base arrays with fast linear indexing.
IndexStyle(::Type{<:SubArray{T,N,P,I,true}}) where {T,N,P,I} = IndexLinear()
IndexStyle(::Type{<:CodeUnits}) = IndexLinear()
# Julia's eachindex: an array's linear indices when its IndexStyle is
# IndexLinear, else its CartesianIndices (a user's array type that defines
# only getindex(A, i, j), or getindex(v, i) without IndexStyle).
# any other collection: its keys (Julia's abstractarray.jl `eachindex(itrs...) = keys(itrs...)`:
# a Dict's KeySet, a NamedTuple's names, a number's OneTo(1))
eachindex(itrs...) = keys(itrs...)
eachindex(a::AbstractArray) = _eachindex(IndexStyle(a), a)
_eachindex(::IndexLinear, a::AbstractArray) = OneTo(length(a))
# a vector's linear indices are its axis (Julia's eachindex(A::AbstractVector))
_eachindex(::IndexLinear, a::AbstractVector) = axes1(a)
eachindex(a::AbstractVector) = axes1(a)
_eachindex(::IndexCartesian, a::AbstractArray) = CartesianIndices(axes(a))
# eachindex(IndexLinear(), A) / eachindex(IndexCartesian(), A): the indices
# of that style whatever A's own (Julia's eachindex(::IndexStyle, A)).
eachindex(s::IndexLinear, a::AbstractArray) = _eachindex(s, a)
eachindex(s::IndexCartesian, a::AbstractArray) = _eachindex(s, a)
# of several arrays, which must have the same indices
function eachindex(s::IndexLinear, a::AbstractArray, b::AbstractArray...)
    for x in b
        length(x) == length(a) || throw(DimensionMismatch(string("all inputs to eachindex must have the same indices, got ", eachindex(a), " and ", eachindex(x))))
    end
    return OneTo(length(a))
end
function eachindex(s::IndexCartesian, a::AbstractArray, b::AbstractArray...)
    for x in b
        axes(x) == axes(a) || throw(DimensionMismatch(string("all inputs to eachindex must have the same indices, got ", eachindex(a), " and ", eachindex(x))))
    end
    return CartesianIndices(axes(a))
end
function eachindex(a::AbstractArray, b::AbstractArray)
    length(a) == length(b) || throw(DimensionMismatch(string("all inputs to eachindex must have the same indices, got ", eachindex(a), " and ", eachindex(b))))
    return IndexStyle(a) isa IndexLinear && IndexStyle(b) isa IndexLinear ? OneTo(length(a)) : CartesianIndices(axes(a))
end
function eachindex(a::AbstractArray, b::AbstractArray, cs::AbstractArray...)
    eachindex(a, b)
    for c in cs
        eachindex(a, c)
    end
    all(c -> IndexStyle(c) isa IndexLinear, cs) || return CartesianIndices(axes(a))
    return eachindex(a, b)
end

# Integer indices the array type does not take directly: other integer
# types become Int, a linear index into an IndexCartesian array (or
# cartesian indices into an IndexLinear one) is converted, trailing 1s are
# dropped and a last index over several trailing dimensions is spread over
# them, as Julia's to_indices/_getindex; an array type that defines neither
# form gets Julia's "getindex not defined" error.
function _getindex_ints(A::AbstractArray, I::Tuple)
    _all_Int(I) || return A[map(Int, I)...]
    _is_canonical_index(A, I) && throw(CanonicalIndexError("getindex", typeof(A)))
    N = ndims(A)
    n = length(I)
    if n == 0
        # Julia's _getindex(::IndexLinear, A) after checkbounds(A): A[] of a one-element array
        length(A) == 1 || throw_boundserror(A, I)
        return A[firstindex(A)]
    elseif n == 1 && N != 1
        i = getfield(I, 1)
        (1 <= i <= length(A)) || throw_boundserror(A, I)
        IndexStyle(A) isa IndexCartesian && return A[_lin2cart_axes(A, i)...]
    elseif n == N && N != 1
        if IndexStyle(A) isa IndexLinear
            _view_inbounds(A, I, 1, n) || throw_boundserror(A, I)
            return A[_linear_index(A, I)]
        end
    elseif n > N
        for d in N+1:n
            I[d] == 1 || throw_boundserror(A, I)
        end
        return A[ntuple(d -> I[d], N)...]
    elseif 1 < n < N
        tailsz = ntuple(d -> size(A, n - 1 + d), N - n + 1)
        k = I[n]
        (1 <= k <= prod(tailsz)) || throw_boundserror(A, I)
        return A[ntuple(d -> I[d], n - 1)..., _lin2cart(tailsz, k - 1)...]
    end
    throw(CanonicalIndexError("getindex", typeof(A)))
end
# Julia's error_if_canonical_getindex: the indices are the array type's own
# (one for IndexLinear, one per dimension for IndexCartesian), which it
# should have defined.
_is_canonical_index(A::AbstractArray, I::Tuple) = IndexStyle(A) isa IndexLinear ? length(I) == 1 : length(I) == ndims(A)
# The Cartesian index (along A's axes) of linear index i (counted from 1).
_lin2cart_axes(A::AbstractArray, i::Int) = map((ax, j) -> first(ax) + j - 1, axes(A), _lin2cart(size(A), i - 1))
# The linear index of the in-bounds cartesian index I (one per dimension).
function _linear_index(A::AbstractArray, I::Tuple)
    k = 0
    stride = 1
    for d in 1:ndims(A)
        k += (I[d] - first(axes(A, d))) * stride
        stride *= size(A, d)
    end
    return k + 1
end
_all_Int(::Tuple{}) = true
_all_Int(I::Tuple) = getfield(I, 1) isa Int && _all_Int(tail(I))
function fill!(S::SubArray, x)
    for i in 1:length(S)
        S[i] = x
    end
    return S
end
function copyto!(dest::SubArray, src::AbstractArray)
    length(src) <= length(dest) || throw(BoundsError(dest, (length(src),)))
    src = unalias(dest, src)
    i = 1
    for x in src
        dest[i] = x
        i += 1
    end
    return dest
end

# Broadcasting writes a view in place; its style is its dimension's.
BroadcastStyle(::Type{<:SubArray{T,N}}) where {T,N} = DefaultArrayStyle{N}()
_aligned(ax, A::SubArray) = ndims(A) == 1 && length(ax) == 1 && axes(A) == ax

# A[mask] for a Bool array mask of A's shape: the elements where it is true
# (a vector, in column-major order).
function getindex(A::AbstractArray, m::AbstractArray{Bool})
    size(m) == size(A) || throw_boundserror(A, (m,))
    # Counted first, then filled: no growing of the result.
    B = similar(A, eltype(A), (count(m),))
    k = 0
    i = 0
    for b in m
        i += 1
        if b
            k += 1
            @inbounds B[k] = A[i]
        end
    end
    return B
end
function setindex!(A::AbstractArray, x, m::AbstractArray{Bool})
    size(m) == size(A) || throw_boundserror(A, (m,))
    v = view(A, m)
    if x isa AbstractArray
        copyto!(v, x)
    else
        fill!(v, x)
    end
    return A
end

# ---- ReshapedArray ---------------------------------------------------------------------------------

"""
`ReshapedArray`: what `reshape` makes of an array that is not an Array (a
range, a view): the parent's elements, in column-major order, seen with
other dimensions, sharing the parent (writes go through), as Julia's
base/reshapedarray.jl. Its summary is "reshape(::UnitRange{Int64}, 2, 3)
with eltype Int64". (Julia's fourth parameter holds multiplicative
inverses for parents indexed by Cartesian indices; Kiln's is always
Tuple{}, as Julia's for parents with linear indexing.)
"""
struct ReshapedArray{T,N,P<:AbstractArray,MI<:Tuple} <: AbstractArray{T,N}
    parent::P
    dims::NTuple{N,Int}
    mi::MI
end
ReshapedArray(parent::AbstractArray{T}, dims::NTuple{N,Int}) where {T,N} =
    ReshapedArray{T,N,typeof(parent),Tuple{}}(parent, dims, ())
ReshapedArray(parent::AbstractArray{T}, dims::NTuple{N,Int}, mi::Tuple) where {T,N} =
    ReshapedArray{T,N,typeof(parent),typeof(mi)}(parent, dims, mi)
size(R::ReshapedArray) = R.dims
length(R::ReshapedArray) = length(R.parent)
parent(R::ReshapedArray) = R.parent
IndexStyle(::Type{<:ReshapedArray}) = IndexLinear()
# The parent's linear index of R[I...].
function _reshaped_lin(R::ReshapedArray, I::Tuple)
    k = 0
    stride = 1
    dims = R.dims
    for d in 1:length(I)
        i = I[d]
        n = d <= length(dims) ? dims[d] : 1
        (1 <= i <= n) || throw_boundserror(R, I)
        k += (i - 1) * stride
        stride *= n
    end
    return k + 1
end
function getindex(R::ReshapedArray, i::Int)
    (1 <= i <= length(R)) || throw_boundserror(R, (i,))
    return R.parent[_reshaped_parent_index(R.parent, i)]
end
getindex(R::ReshapedArray, i::Int, j::Int, I::Int...) = R[_reshaped_lin(R, (i, j, I...))]
function setindex!(R::ReshapedArray, x, i::Int)
    (1 <= i <= length(R)) || throw_boundserror(R, (i,))
    R.parent[_reshaped_parent_index(R.parent, i)] = x
    return R
end
setindex!(R::ReshapedArray, x, i::Int, j::Int, I::Int...) = (R[_reshaped_lin(R, (i, j, I...))] = x; R)
# A parent indexed by Cartesian indices gets them from the linear index.
_reshaped_parent_index(P::AbstractArray, i::Int) = IndexStyle(P) isa IndexLinear || ndims(P) <= 1 ? i : CartesianIndex(_lin2cart(size(P), i - 1))
function showarg(io::IO, R::ReshapedArray, toplevel)
    print(io, "reshape(")
    showarg(io, R.parent, false)
    for d in R.dims
        print(io, ", ", d)
    end
    print(io, ")")
    toplevel && print(io, " with eltype ", eltype(R))
    return nothing
end
BroadcastStyle(::Type{<:ReshapedArray{T,N}}) where {T,N} = DefaultArrayStyle{N}()
copy(R::ReshapedArray) = _copy_elements!(similar(R), R)
vec(R::ReshapedArray) = reshape(R, length(R))

# Views of ranges are ranges (Julia's subarray.jl)
view(r1::OneTo, r2::OneTo) = getindex(r1, r2)
view(r1::AbstractUnitRange, r2::AbstractUnitRange{<:Integer}) = getindex(r1, r2)
view(r1::AbstractUnitRange, r2::StepRange{<:Integer}) = getindex(r1, r2)
view(r1::StepRange, r2::AbstractRange{<:Integer}) = getindex(r1, r2)
view(r1::StepRangeLen, r2::OrdinalRange{<:Integer}) = getindex(r1, r2)
view(r1::LinRange, r2::OrdinalRange{<:Integer}) = getindex(r1, r2)
view(r::AbstractRange, c::Colon) = r

# ---- aliasing (Julia's abstractarray.jl) -----------------------------------------------------------

"""
`Base.mightalias(A, B)`: whether A and B might share memory, from their
`dataids` (an Array's data pointer, a view's parent and indices, a
reshape's parent; ranges none). Views of one parent compare their
indices. `Base.unalias(dest, A)` is A, or a copy of A when it might
alias dest: indexed assignment and broadcasting into an array copy such
a source first, as Julia's, so `a[b] = a` reads the old values.
"""
mightalias(A::AbstractArray, B::AbstractArray) = !isbits(A) && !isbits(B) && !_isdisjoint(dataids(A), dataids(B))
mightalias(A, B) = false
function mightalias(A::SubArray, B::SubArray)
    _parentsmatch(A, B) || return !_isdisjoint(dataids(A), dataids(B))
    return _indicesmightoverlap(A.indices, B.indices) ||
        !_isdisjoint(dataids(A.parent), _ids_of(B.indices)) ||
        !_isdisjoint(dataids(B.parent), _ids_of(A.indices))
end
_parentsmatch(A::SubArray, B::SubArray) = _parentsmatch(A.parent, B.parent) ||
    (length(A.indices) == 1 && length(B.indices) == 1 && A.parent isa Array && B.parent isa Array &&
     pointer(A.parent) == pointer(B.parent) && length(A.parent) == length(B.parent))
_parentsmatch(A::AbstractArray, B::AbstractArray) = A === B
_parentsmatch(A::Array, B::Array) = pointer(A) == pointer(B) && size(A) == size(B)
_indicesmightoverlap(::Tuple{}, ::Tuple{}) = true
function _indicesmightoverlap(A::Tuple, B::Tuple)
    length(A) == length(B) || return true
    return _idxoverlap(getfield(A, 1), getfield(B, 1)) && _indicesmightoverlap(tail(A), tail(B))
end
_idxoverlap(a::Real, b::Real) = a == b
_idxoverlap(a::AbstractRange, b::AbstractRange) =
    isempty(a) || isempty(b) ? false : !(maximum(a) < minimum(b) || maximum(b) < minimum(a))
_idxoverlap(a, b) = true
_isdisjoint(as::Tuple, bs::Tuple) = !any(a -> any(==(a), bs), as)
_ids_of(::Tuple{}) = ()
_ids_of(t::Tuple) = (dataids(getfield(t, 1))..., _ids_of(tail(t))...)
dataids(A::Array) = (UInt(pointer(A)),)
dataids(::AbstractRange) = ()
dataids(A::AbstractArray) = (UInt(objectid(A)),)
dataids(A::SubArray) = (dataids(A.parent)..., _ids_of(A.indices)...)
dataids(A::ReshapedArray) = dataids(A.parent)
dataids(x) = ()
unalias(dest, A::AbstractArray) = mightalias(dest, A) ? unaliascopy(A) : A
unalias(dest, A::AbstractRange) = A
unalias(dest, A) = A
unaliascopy(A::AbstractArray) = copy(A)

# An n-dimensional Bool mask among several indices (Julia's LogicalIndex of
# CartesianIndex{N}) selects along N of A's dimensions: those are merged
# into one (a reshape sharing A's memory) and the mask is made a vector.
_has_nd_mask(I::Tuple) = length(I) > 1 && any(i -> i isa AbstractArray{Bool} && ndims(i) > 1, I)
function _merge_nd_mask(A::AbstractArray, I::Tuple)
    k = findfirst(i -> i isa AbstractArray{Bool} && ndims(i) > 1, I)
    m = I[k]
    N = ndims(m)
    sz = size(A)
    d = k - 1
    (d + N <= length(sz) && ntuple(j -> sz[d + j], N) == size(m)) || throw_boundserror(A, I)
    newsz = (ntuple(j -> sz[j], d)..., prod(size(m)), ntuple(j -> sz[d + N + j], length(sz) - d - N)...)
    return (reshape(A, newsz), ntuple(j -> I[j], k - 1)..., vec(m), ntuple(j -> I[k + j], length(I) - k)...)
end

# This file is a part of Kiln's Base library.
#
# concat.jl — cat along any dimensions and stack, as Julia 1.10's
# base/abstractarray.jl (cat/_cat_t/dims2cat/cat_size_shape/__cat, and
# stack/_typed_stack/_stack_size_check from Julia 1.9). vcat and hcat of
# vectors and matrices are array.jl's; of arrays with more dimensions they
# come here.

# The dimensions to concatenate along, as a tuple of Bools (dims2cat).
_dims2cat(::Val{dims}) where {dims} = _dims2cat(dims)
function _dims2cat(dims)
    for d in dims
        d isa Integer || throw(ArgumentError(string("cat: dims must be integers, got ", dims)))
        d <= 0 && throw(ArgumentError(string("All cat dimensions must be positive integers, but got ", dims)))
    end
    m = maximum(dims)
    return ntuple(d -> d in dims, m)
end

_cat_size(x) = ()
_cat_size(x::AbstractArray) = size(x)
_cat_size(x::Tuple) = (length(x),)
_cat_dim(sz::Tuple, d::Int) = d <= length(sz) ? sz[d] : 1

# The result's size (cat_size_shape): along a cat dimension the sizes add,
# along the others every argument must agree with the first (_cs).
function _cat_shape(catdims::Tuple, X::Tuple)
    N = length(catdims)
    for x in X
        N = max(N, length(_cat_size(x)))
    end
    shape = zeros(Int, N)
    first = true
    for x in X
        sz = _cat_size(x)
        for d in 1:N
            s = _cat_dim(sz, d)
            if d <= length(catdims) && catdims[d]
                shape[d] += s
            elseif first
                shape[d] = s
            elseif shape[d] != s
                throw(DimensionMismatch(string("mismatch in dimension ", d, " (expected ", shape[d], " got ", s, ")")))
            end
        end
        first = false
    end
    return (shape...,)
end

"""
    cat(A...; dims)

Concatenate the arrays (and numbers) `A` along the dimensions `dims`: an
integer, or several for a block-diagonal result.
"""
cat(X...; dims) = _cat_t(dims, _cat_eltypes(X...), X...)

function _cat_t(dims, ::Type{T}, X...) where {T}
    catdims = _dims2cat(dims)
    shape = _cat_shape(catdims, X)
    A = Array{T}(undef, shape)
    # several cat dimensions leave zeros off the diagonal blocks
    count(catdims) > 1 && fill!(A, zero(T))
    N = length(shape)
    offsets = zeros(Int, N)
    for x in X
        sz = _cat_size(x)
        xsz = ntuple(d -> _cat_dim(sz, d), N)
        if x isa AbstractArray
            k = 1
            for I in CartesianIndices(xsz)
                J = I.I
                A[ntuple(d -> J[d] + offsets[d], N)...] = x[k]
                k += 1
            end
        elseif x isa Tuple
            for i in 1:length(x)
                A[ntuple(d -> (d == 1 ? i : 1) + offsets[d], N)...] = x[i]
            end
        else
            A[ntuple(d -> 1 + offsets[d], N)...] = x
        end
        for d in 1:length(catdims)
            catdims[d] && (offsets[d] += xsz[d])
        end
    end
    return A
end

# Whether some argument has more than two dimensions (or is a matrix),
# decided from the argument types alone, so that vcat/hcat of a mix of
# scalars and vectors infer one result type ([x; v] is a Vector{T}).
_cat_has_nd(X::Tuple) = _cat_any_nd(X...)
_cat_any_nd() = false
_cat_any_nd(x, xs...) = _cat_nd(x) ? true : _cat_any_nd(xs...)
_cat_nd(x) = false
_cat_nd(x::AbstractArray{<:Any,N}) where {N} = N > 2
_cat_any_matrix() = false
_cat_any_matrix(x, xs...) = x isa AbstractMatrix ? true : _cat_any_matrix(xs...)

"""
    stack(iter; dims=:)
    stack(f, iter; dims=:)

Combine a collection of arrays (or tuples) of equal size into one array,
along one new dimension (Julia 1.9).
"""
stack(iter; dims=:) = _stack(dims, iter)
stack(f, iter; dims=:) = _stack(dims, f(x) for x in iter)
stack(f, xs, yzs...; dims=:) = _stack(dims, f(xy...) for xy in zip(xs, yzs...))

# Julia 1.10's stack (abstractarray.jl): the element type is inferred
# (Julia's @default_eltype, written out here: Base cannot use Julia
# macros), so that stack of a concretely typed collection infers.
_stack(dims::Union{Integer, Colon}, iter) = _stack(dims, IteratorSize(iter), iter)
_stack(dims, ::IteratorSize, iter) = _stack(dims, collect(iter))
function _stack(dims, ::Union{HasShape, HasLength}, iter)
    S = promote_typejoin_union(iter isa Generator && iter.f isa Type ? iter.f : _default_eltype_of(iter))
    T = S != Union{} ? eltype(S) : Any  # Union{} occurs for e.g. stack(1,2), postpone the error
    if isconcretetype(T)
        _typed_stack(dims, T, S, iter)
    else  # Need to look inside, but shouldn't run an expensive iterator twice:
        array = iter isa Union{Tuple, AbstractArray} ? iter : collect(iter)
        isempty(array) && return _empty_stack(dims, T, S, iter)
        T2 = mapreduce(eltype, promote_type, array)
        _typed_stack(dims, T2, eltype(array), array)
    end
end

function _typed_stack(::Colon, ::Type{T}, ::Type{S}, A, Aax=_iterator_axes(A)) where {T, S}
    xit = iterate(A)
    nothing === xit && return _empty_stack(:, T, S, A)
    x1, _ = xit
    ax1 = _iterator_axes(x1)
    B = similar(_ensure_array(x1), T, ax1..., Aax...)
    off = firstindex(B)
    len = length(x1)
    while xit !== nothing
        x, state = xit
        _stack_size_check(x, ax1)
        copyto!(B, off, x)
        off += len
        xit = iterate(A, state)
    end
    B
end

_iterator_axes(x) = _iterator_axes(x, IteratorSize(x))
_iterator_axes(x, ::HasLength) = (OneTo(length(x)),)
_iterator_axes(x, ::IteratorSize) = axes(x)

# For some dims values, stack(A; dims) == stack(vec(A)), and the : path will be faster
_typed_stack(dims::Integer, ::Type{T}, ::Type{S}, A) where {T,S} =
    _typed_stack(dims, T, S, IteratorSize(S), A)
_typed_stack(dims::Integer, ::Type{T}, ::Type{S}, ::HasLength, A) where {T,S} =
    _typed_stack(dims, T, S, HasShape{1}(), A)
function _typed_stack(dims::Integer, ::Type{T}, ::Type{S}, ::HasShape{N}, A) where {T,S,N}
    if dims == N+1
        _typed_stack(:, T, S, A, (_vec_axis(A),))
    else
        _dim_stack(dims, T, S, A)
    end
end
_typed_stack(dims::Integer, ::Type{T}, ::Type{S}, ::IteratorSize, A) where {T,S} =
    _dim_stack(dims, T, S, A)

_vec_axis(A, ax=_iterator_axes(A)) = length(ax) == 1 ? only(ax) : OneTo(prod(length, ax; init=1))

function _dim_stack(dims::Integer, ::Type{T}, ::Type{S}, A) where {T,S}
    xit = Iterators.peel(A)
    nothing === xit && return _empty_stack(dims, T, S, A)
    x1, xrest = xit
    ax1 = _iterator_axes(x1)
    N1 = length(ax1)+1
    dims in 1:N1 || throw(ArgumentError(string("cannot stack slices ndims(x) = ", N1-1, " along dims = ", dims)))

    newaxis = _vec_axis(A)
    outax = ntuple(d -> d==dims ? newaxis : ax1[d - (d>dims)], N1)
    B = similar(_ensure_array(x1), T, outax...)

    if dims == 1
        _dim_stack!(Val(1), B, x1, xrest)
    elseif dims == 2
        _dim_stack!(Val(2), B, x1, xrest)
    else
        _dim_stack!(Val(dims), B, x1, xrest)
    end
    B
end

function _dim_stack!(::Val{dims}, B::AbstractArray, x1, xrest) where {dims}
    before = ntuple(d -> Colon(), dims - 1)
    after = ntuple(d -> Colon(), ndims(B) - dims)

    i = firstindex(B, dims)
    copyto!(view(B, before..., i, after...), x1)

    for x in xrest
        _stack_size_check(x, _iterator_axes(x1))
        i += 1
        @inbounds copyto!(view(B, before..., i, after...), x)
    end
end

@inline function _stack_size_check(x, ax1::Tuple)
    if _iterator_axes(x) != ax1
        uax1 = map(UnitRange, ax1)
        uaxN = map(UnitRange, axes(x))
        throw(DimensionMismatch(
            string("stack expects uniform slices, got axes(x) == ", uaxN, " while first had ", uax1)))
    end
end

_ensure_array(x::AbstractArray) = x
_ensure_array(x) = 1:0  # passed to similar, makes stack's output an Array

_empty_stack(_...) = throw(ArgumentError("`stack` on an empty collection is not allowed"))

# ---- n-dimensional array literals ---------------------------------------------------------------

# [a;; b], [1 2;;; 3 4], [1;2;;3;4] (Julia's hvncat): lowering turns the
# literal into nested _ncat calls, one per level of semicolons, each
# concatenating its parts along that dimension (lower/expr.go ncat), so
# [1;; 2] is a 1×2 Matrix and [1;;; 2] a 1×1×2 Array. A typed literal
# T[...] converts the elements to T.
_ncat(d::Int, xs...) = cat(xs...; dims=d)
function _typed_ncat(::Type{T}, a::AbstractArray) where {T}
    b = Array{T}(undef, size(a))
    return copyto!(b, a)
end

"""
    hvncat(dim::Int, values...)
    hvncat(dims::Tuple{Vararg{Int}}, row_first::Bool, values...)

The values concatenated along dimension `dim`, as the literal `[a;; b]`
(`dim` 2) does; or laid out in a block of `dims[k]` values along each
dimension `k`, listed along the first dimension first (along the second
when `row_first`), as Julia's hvncat. The form with a tuple of shape
tuples (unbalanced blocks) is not supported.
"""
hvncat(dim::Int, xs...) = _ncat(dim, xs...)
hvncat(dims::Tuple{Vararg{Int}}, row_first::Bool, xs...) = _hvncat_dims(dims, row_first, xs...)
# () is both an empty dims tuple and an empty shape tuple: the dims form
hvncat(dims::Tuple{}, row_first::Bool, xs...) = _hvncat_dims(dims, row_first, xs...)
function _hvncat_dims(dims::Tuple{Vararg{Int}}, row_first::Bool, xs...)
    all(>(0), dims) || throw(ArgumentError("`dims` argument must contain positive integers"))
    n = prod(dims)
    n == length(xs) || throw(ArgumentError(string("argument count does not match specified shape (expected ", n, ", got ", length(xs), ")")))
    N = length(dims)
    # the dimensions from the one that varies fastest in xs to the slowest
    order = row_first && N >= 2 ? [2; 1; collect(3:N)] : collect(1:N)
    return _hvncat_level(collect(Any, xs), dims, order, N)
end
function _hvncat_level(xs::Vector{Any}, dims, order::Vector{Int}, level::Int)
    d = order[level]
    level == 1 && return _ncat(d, xs...)
    k = div(length(xs), dims[d])
    parts = [_hvncat_level(xs[(i-1)*k+1:i*k], dims, order, level - 1) for i in 1:dims[d]]
    return _ncat(d, parts...)
end
hvncat(shape::Tuple{Vararg{Tuple}}, row_first::Bool, xs...) =
    throw(ArgumentError("hvncat(shape::Tuple{Vararg{Tuple}}, row_first, values...) is not supported; use cat(values...; dims)"))

# no values: an empty Vector (Julia's cat(; dims), typed_hcat(T), typed_vcat(T))
cat(; dims) = Any[]
typed_hcat(::Type{T}) where {T} = Vector{T}()
typed_vcat(::Type{T}) where {T} = Vector{T}()

# hvcat(nbc, values...): nbc block columns per row (Julia's abstractarray.jl)
function hvcat(nbc::Integer, as...)
    n = length(as)
    mod(n, nbc) != 0 &&
        throw(ArgumentError(string("number of arrays ", n, " is not a multiple of the requested number of block columns ", nbc)))
    nbr = div(n, nbc)
    return hvcat(ntuple(_ -> Int(nbc), nbr), as...)
end
# rows with splats ([t...; 3 4]): lowering passes each row as a tuple
hvcat_rows(rows::Tuple...) = hvcat(map(length, rows), _flatten_rows(rows)...)
typed_hvcat_rows(::Type{T}, rows::Tuple...) where {T} = typed_hvcat(T, map(length, rows), _flatten_rows(rows)...)
_flatten_rows(::Tuple{}) = ()
_flatten_rows(rows::Tuple) = (rows[1]..., _flatten_rows(tail(rows))...)

# typed_hvncat(T, …): hvncat with the values converted to T (T[a;; b])
function typed_hvncat(::Type{T}, dim::Int, xs...) where {T}
    dim < 0 && throw(ArgumentError(string("concatenation dimension must be nonnegative: ", dim)))
    if dim == 0
        length(xs) == 1 || throw(ArgumentError("a 0-dimensional array may only contain exactly one element"))
        x = xs[1]
        return x isa AbstractArray ? _typed_ncat(T, x) : fill(convert(T, x))
    end
    isempty(xs) && return Array{T,dim}(undef, ntuple(_ -> 0, dim))
    return _typed_ncat(T, hvncat(dim, xs...))
end
function typed_hvncat(::Type{T}, dims::Tuple{Vararg{Int}}, row_first::Bool, xs...) where {T}
    isempty(dims) && length(xs) != 1 && throw(ArgumentError("a 0-dimensional array may only contain exactly one element"))
    if isempty(dims)
        x = xs[1]
        return x isa AbstractArray ? _typed_ncat(T, x) : fill(convert(T, x))
    end
    return _typed_ncat(T, hvncat(dims, row_first, xs...))
end

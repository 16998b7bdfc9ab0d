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
stack(iter; dims=:) = _stack(dims, collect(iter))
stack(f, iter; dims=:) = stack(f(x) for x in iter; dims=dims)
stack(f, xs, yzs...; dims=:) = stack(f(xy...) for xy in zip(xs, yzs...); dims=dims)

_stack_eltype(x) = eltype(x)
_stack_eltype(x::Tuple) = _cat_eltypes(x...)
function _stack_slices(xs)
    isempty(xs) && throw(ArgumentError("stack of an empty collection is not supported by Kiln"))
    T = Union{}
    for x in xs
        T = promote_type(T, _stack_eltype(x))
    end
    ax1 = _stack_axes(xs[1])
    for x in xs
        ax = _stack_axes(x)
        ax == ax1 || throw(DimensionMismatch(string("stack expects uniform slices, got axes(x) == ", ax, " while first had ", ax1)))
    end
    return T, map(length, ax1)
end
_stack_axes(x) = axes(x)
_stack_axes(x::Tuple) = (OneTo(length(x)),)

function _stack(::Colon, xs::AbstractArray)
    T, sz = _stack_slices(xs)
    B = Array{T}(undef, (sz..., size(xs)...))
    k = 1
    for x in xs
        for y in x
            B[k] = y
            k += 1
        end
    end
    return B
end
function _stack(dims::Integer, xs::AbstractArray)
    T, sz = _stack_slices(xs)
    N = length(sz)
    1 <= dims <= N + 1 || throw(ArgumentError(string("cannot stack slices ndims(x) = ", N, " along dims = ", dims)))
    n = length(xs)
    shape = ntuple(d -> d < dims ? sz[d] : d == dims ? n : sz[d - 1], N + 1)
    B = Array{T}(undef, shape)
    for (j, x) in enumerate(xs)
        k = 1
        for I in CartesianIndices(sz)
            J = I.I
            B[ntuple(d -> d < dims ? J[d] : d == dims ? j : J[d - 1], N + 1)...] = _stack_get(x, k)
            k += 1
        end
    end
    return B
end
_stack_get(x, k) = x[k]

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

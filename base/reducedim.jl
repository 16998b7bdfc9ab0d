# This file is a part of Kiln's Base library.
#
# reducedim.jl — reductions over dimensions (`sum(A; dims=1)`,
# `maximum(A, dims=(1, 2))`, `mapreduce(f, op, A; dims)`, `any`/`all`/
# `count` with `dims`), `cumsum`/`cumprod` with `dims`, as Julia 1.10's
# base/reducedim.jl and base/accumulate.jl: the result keeps the array's
# dimensions, with length 1 along the reduced ones. sum/prod/maximum/
# minimum/reduce/mapreduce forward their keywords to mapfoldl (reduce.jl);
# an array with `dims` is reduced here.

function mapfoldl(f, op, A::AbstractArray; dims=:, init=_NoInit())
    dims isa Colon && return _mapfoldl_iter(f, op, A, init)
    return _mapreducedim(f, op, A, dims, init)
end

# The size of the result: 1 along each reduced dimension.
_reduced_size(sz::Tuple, d::Integer) = _reduced_size(sz, (d,))
function _reduced_size(sz::Tuple, dims)
    for d in dims
        d isa Integer || throw(ArgumentError(string("reduced dimension(s) must be integers, got ", dims)))
        d >= 1 || throw(ArgumentError(string("region dimension(s) must be ≥ 1, got ", d)))
    end
    return _reduced_size1(sz, dims, 1)
end
_reduced_size1(::Tuple{}, dims, k::Int) = ()
_reduced_size1(sz::Tuple, dims, k::Int) = (k in dims ? 1 : getfield(sz, 1), _reduced_size1(tail(sz), dims, k + 1)...)

# The index of the result an element at I reduces into, and whether I is
# the first element of its slice (all reduced coordinates 1): column-major
# order reaches it before the rest of the slice.
# With the first index F along the array's axes (which may start other
# than at 1), the result keeps those axes (Julia's reduced_indices): its
# index along a reduced dimension is the first one there.
_reduced_index(I::Tuple{}, rsz::Tuple{}, F::Tuple{}) = ()
_reduced_index(I::Tuple, rsz::Tuple, F::Tuple) = (getfield(rsz, 1) == 1 ? getfield(F, 1) : getfield(I, 1), _reduced_index(tail(I), tail(rsz), tail(F))...)
_slice_first(I::Tuple{}, rsz::Tuple{}, F::Tuple{}) = true
_slice_first(I::Tuple, rsz::Tuple, F::Tuple) = (getfield(rsz, 1) != 1 || getfield(I, 1) == getfield(F, 1)) && _slice_first(tail(I), tail(rsz), tail(F))
# The result array: an Array for axes that start at 1, else
# similar(A, T, reduced_indices(axes(A), dims)), as Julia's reducedim_initarray.
_reducedim_dest(A, ::Type{T}, rsz, ax::Tuple{Vararg{OneTo}}, dims) where {T} = Array{T}(undef, rsz)
_reducedim_dest(A, ::Type{T}, rsz, ax, dims) where {T} = similar(A, T, reduced_indices(ax, dims))
# Julia's reduced_indices / reduced_index (reducedim.jl): a reduced axis
# keeps only its first index.
reduced_indices(a::AbstractArray, region) = reduced_indices(axes(a), region)
reduced_indices(ax::Tuple, d::Int) = _reduced_axes(ax, (d,), 1)
reduced_indices(ax::Tuple, region) = _reduced_axes(ax, region, 1)
_reduced_axes(::Tuple{}, region, k::Int) = ()
_reduced_axes(ax::Tuple, region, k::Int) = (k in region ? reduced_index(getfield(ax, 1)) : getfield(ax, 1), _reduced_axes(tail(ax), region, k + 1)...)
reduced_index(i::OneTo{T}) where {T} = OneTo(one(T))
reduced_index(i::Slice) = Slice(first(i.indices):first(i.indices))
reduced_index(i::AbstractUnitRange) = throw(ArgumentError(string("No method is implemented for reducing index range of type ", typeof(i), ". Please implement reduced_index for this index type or report this as an issue.")))
_reduced_index(I::Tuple{}, rsz::Tuple{}) = ()
_reduced_index(I::Tuple, rsz::Tuple) = (getfield(rsz, 1) == 1 ? 1 : getfield(I, 1), _reduced_index(tail(I), tail(rsz))...)
_slice_first(I::Tuple{}, rsz::Tuple{}) = true
_slice_first(I::Tuple, rsz::Tuple) = (getfield(rsz, 1) != 1 || getfield(I, 1) == 1) && _slice_first(tail(I), tail(rsz))

# A matrix reduced along one dimension: plain loops over columns (the
# general method below walks tuples of indices).
function _mapreducedim(f, op, A::Array{T,2}, dims::Integer, init) where {T}
    _reducedim_abstract(op, T, init) && return _mapreducedim_typed(f, op, A, dims)
    (dims == 1 || dims == 2) && !isempty(A) || return _mapreducedim_nd(f, op, A, dims, init)
    m, n = size(A)
    if dims == 1
        x = f(@inbounds A[1, 1])
        v = init isa _NoInit ? reduce_first(op, x) : op(init, x)
        R = Array{typeof(v),2}(undef, 1, n)
        for j in 1:n
            if m > 16
                # Julia's _mapreducedim!: a long column is reduced by the
                # pairwise mapreduce_impl (arrayfuncs.jl), as sum(v) is.
                acc = mapreduce_impl(f, op, A, (j - 1) * m + 1, j * m, pairwise_blocksize(f, op))
                init isa _NoInit || (acc = op(init, acc))
            else
                x = f(@inbounds A[1, j])
                acc = init isa _NoInit ? reduce_first(op, x) : op(init, x)
                for i in 2:m
                    acc = op(acc, f(@inbounds A[i, j]))
                end
            end
            @inbounds R[1, j] = acc
        end
        return R
    end
    x = f(@inbounds A[1, 1])
    v = init isa _NoInit ? reduce_first(op, x) : op(init, x)
    R = Array{typeof(v),2}(undef, m, 1)
    for i in 1:m
        x = f(@inbounds A[i, 1])
        @inbounds R[i, 1] = init isa _NoInit ? reduce_first(op, x) : op(init, x)
    end
    for j in 2:n, i in 1:m
        @inbounds R[i, 1] = op(R[i, 1], f(A[i, j]))
    end
    return R
end
_mapreducedim(f, op, A::AbstractArray{T}, dims, init) where {T} =
    _reducedim_abstract(op, T, init) ? _mapreducedim_typed(f, op, A, dims) : _mapreducedim_nd(f, op, A, dims, init)

# The element type of sum/prod/maximum/minimum with dims of an array whose
# element type is not concrete is Julia 1.10's (reducedim.jl's
# reducedim_init): not the first value's type. sum(Any[1 2.5; 3 4], dims=1)
# is [4.0 6.5] (a Float64 matrix: the zero of the whole sum starts every
# slice), maximum of it Any[3 4].
_reducedim_abstract(op, ::Type{T}, init) where {T} = init isa _NoInit && !isconcretetype(T) &&
    (op === (+) || op === add_sum || op === (*) || op === mul_prod || op === max || op === min)
_promote_union(T::Union) = promote_type(_promote_union(T.a), _promote_union(T.b))
_promote_union(T) = T
_realtype(::Type{<:Complex}) = Real
_realtype(::Type{Complex{T}}) where {T<:Real} = T
_realtype(T::Type) = T
_realtype(::Union{typeof(abs),typeof(abs2)}, T) = _realtype(T)
_realtype(::Any, T) = T
function _mapreducedim_typed(f, op, A::AbstractArray, dims)
    T = _realtype(f, _promote_union(eltype(A)))
    if op === max || op === min
        isempty(A) && return _mapreducedim_nd(f, op, A, dims, _NoInit())
        v = f(first(A))
        return _mapreducedim_nd(f, op, A, dims, _NoInit(), v isa T ? T : typeof(v))
    end
    fv = op === (+) || op === add_sum ? zero : one
    if T !== Any && applicable(zero, T)
        x = f(zero(T))
        z = op(fv(x), fv(x))
        return _mapreducedim_nd(f, op, A, dims, z, z isa T ? T : typeof(z))
    end
    z = fv(fv === zero ? sum(f, A) : prod(f, A))
    return _mapreducedim_nd(f, op, A, dims, z, typeof(z))
end

# Tr: the result's element type where it is not the first value's.
function _mapreducedim_nd(f, op, A::AbstractArray{T}, dims, init, Tr=nothing) where {T}
    sz = size(A)
    rsz = _reduced_size(sz, dims)
    if length(A) == 0
        prod(rsz) == 0 && return Array{Tr === nothing ? _reducedim_empty_type(f, op, T, init) : Tr}(undef, rsz)
        v0 = init isa _NoInit ? _mapreduce_empty(f, op, T) : init
        return fill!(Array{Tr === nothing ? typeof(v0) : Tr}(undef, rsz), v0)
    end
    ax = axes(A)
    I = _first_index(ax)
    x = f(A[I...])
    v = init isa _NoInit ? reduce_first(op, x) : op(init, x)
    R = _reducedim_dest(A, Tr === nothing ? typeof(v) : Tr, rsz, ax, dims)
    F = _first_index(ax)
    R[_reduced_index(I, rsz, F)...] = v
    I = _next_index(I, ax)
    while I !== nothing
        J = _reduced_index(I, rsz, F)
        x = f(A[I...])
        if _slice_first(I, rsz, F)
            R[J...] = init isa _NoInit ? reduce_first(op, x) : op(init, x)
        else
            R[J...] = op(R[J...], x)
        end
        I = _next_index(I, ax)
    end
    return R
end
_reducedim_empty_type(f, op, ::Type{T}, init::_NoInit) where {T} = T <: Number && f === identity ? typeof(reduce_first(op, zero(T))) : T
_reducedim_empty_type(f, op, ::Type{T}, init) where {T} = typeof(init)

# extrema(A; dims) / extrema(f, A; dims): an array of (min, max) tuples
# (Julia's reducedim.jl reduces (x, x) pairs with _extrema_rf).
_extrema_pair(a::Tuple, b::Tuple) = (min(getfield(a, 1), getfield(b, 1)), max(getfield(a, 2), getfield(b, 2)))
function _extrema_dims(f, A::AbstractArray, dims)
    isempty(A) && _empty_reduce_error()
    return _mapreducedim(x -> (y = f(x); (y, y)), _extrema_pair, A, dims, _NoInit())
end
extrema(f, A::AbstractArray; dims=:) = dims isa Colon ? _extrema_f_all(f, A) : _extrema_dims(f, A, dims)

any(A::AbstractArray; dims=:) = dims isa Colon ? any(identity, A) : _mapreducedim(identity, |, A, dims, false)
all(A::AbstractArray; dims=:) = dims isa Colon ? all(identity, A) : _mapreducedim(identity, &, A, dims, true)
any(f, A::AbstractArray; dims=:) = dims isa Colon ? _any_iter(f, A) : _mapreducedim(f, |, A, dims, false)
all(f, A::AbstractArray; dims=:) = dims isa Colon ? _all_iter(f, A) : _mapreducedim(f, &, A, dims, true)
count(f, A::AbstractArray; dims=:, init=0) =
    dims isa Colon ? _count_iter(f, A, init) : _mapreducedim(x -> Int(f(x)::Bool), +, A, dims, init)
count(A::AbstractArray{Bool}; dims=:, init=0) = count(identity, A; dims=dims, init=init)
function _count_iter(f, A, init)
    n = init
    for x in A
        n += f(x)::Bool
    end
    return n
end

# diff(A; dims): differences of neighbours along one dimension (the
# result is one shorter there), as Julia's multidimensional.jl.
diff(A::AbstractArray; dims::Integer) = _diff_dims(A, Int(dims))
function _diff_dims(A::AbstractArray, d::Int)
    N = ndims(A)
    1 <= d <= N || throw(ArgumentError(string("dimension ", d, " out of range (1:", N, ")")))
    sz = size(A)
    lo = ntuple(k -> k == d ? (1:sz[k]-1) : (1:sz[k]), N)
    hi = ntuple(k -> k == d ? (2:sz[k]) : (1:sz[k]), N)
    return view(A, hi...) .- view(A, lo...)
end

# ---- cumulative sums along a dimension -------------------------------------------------------------

cumsum(A::AbstractArray; dims::Integer) = _accumulate_dim(add_sum, A, Int(dims))
cumprod(A::AbstractArray; dims::Integer) = _accumulate_dim(mul_prod, A, Int(dims))
cumsum(v::AbstractVector; dims::Integer=1) = dims == 1 ? _cumsum_vec(add_sum, v) : copy(v)
cumprod(v::AbstractVector; dims::Integer=1) = dims == 1 ? _cumsum_vec(mul_prod, v) : copy(v)
function _cumsum_vec(op, a::AbstractVector{T}) where {T}
    n = length(a)
    n == 0 && return similar(a, typeof(reduce_first(op, op === add_sum ? zero(T) : one(T))))
    i1 = firstindex(a)
    s = reduce_first(op, a[i1])
    # (the result has a's indices: similar, as Julia's accumulate)
    r = a isa Array ? _vec(typeof(s), n) : similar(a, typeof(s))
    o = firstindex(r) - i1
    r[i1 + o] = s
    for i in i1+1:i1+n-1
        s = op(s, a[i])
        r[i + o] = s
    end
    return r
end
function _accumulate_dim(op, A::AbstractArray{T}, d::Int) where {T}
    d >= 1 || throw(ArgumentError(string("dimension must be ≥ 1, got ", d)))
    isempty(A) && return Array{typeof(reduce_first(op, op === add_sum ? zero(T) : one(T)))}(undef, size(A))
    ax = axes(A)
    I = _first_index(ax)
    v = reduce_first(op, A[I...])
    R = Array{typeof(v)}(undef, size(A))
    while I !== nothing
        if d > length(I) || I[d] == 1
            R[I...] = reduce_first(op, A[I...])
        else
            R[I...] = op(R[_dec_at(I, d)...], A[I...])
        end
        I = _next_index(I, ax)
    end
    return R
end
function _accumulate_dims(op, A::AbstractArray, dims::Integer, init)
    init === _no_init && return _accumulate_dim(op, A, Int(dims))
    d = Int(dims)
    d >= 1 || throw(ArgumentError(string("dimension must be ≥ 1, got ", d)))
    isempty(A) && return Array{typeof(op(init, zero(eltype(A))))}(undef, size(A))
    R = Array{typeof(op(init, first(A)))}(undef, size(A))
    for I in CartesianIndices(A)
        t = Tuple(I)
        R[I] = d > length(t) || t[d] == 1 ? op(init, A[I]) : op(R[_dec_at(t, d)...], A[I])
    end
    return R
end
_dec_at(I::Tuple, d::Int) = _dec_at1(I, d, 1)
_dec_at1(::Tuple{}, d::Int, k::Int) = ()
_dec_at1(I::Tuple, d::Int, k::Int) = (k == d ? getfield(I, 1) - 1 : getfield(I, 1), _dec_at1(tail(I), d, k + 1)...)

# ---- sort along a dimension ------------------------------------------------------------------------

# sort(A; dims) / sort!(A; dims): every slice along `dims` sorted on its
# own (the keywords as sort!'s), as Julia's sort.jl.
sort(A::AbstractArray; dims::Integer, kws...) = sort!(copymutable(A); dims=dims, kws...)
function sort!(A::AbstractArray; dims::Integer, kws...)
    d = Int(dims)
    N = ndims(A)
    1 <= d <= N || throw(ArgumentError(string("dimension out of range")))
    sz = size(A)
    rsz = ntuple(k -> k == d ? 1 : sz[k], N)
    for J in CartesianIndices(rsz)
        I = ntuple(k -> k == d ? (1:sz[d]) : J[k], N)
        sort!(view(A, I...); kws...)
    end
    return A
end

# sortslices(A; dims, kws...): the rows (dims=1) or columns (dims=2) of a
# matrix reordered as sorting them, compared lexicographically (isless of
# vectors) unless lt/by/rev/order say otherwise, as Julia's sort.jl.
function sortslices(A::AbstractMatrix; dims, kws...)
    d = dims isa Tuple ? (length(dims) == 1 ? Int(dims[1]) : 0) : Int(dims)
    (d == 1 || d == 2) || throw(ArgumentError("sortslices of a matrix needs dims=1 or dims=2"))
    slices = d == 1 ? [A[i, :] for i in 1:size(A, 1)] : [A[:, j] for j in 1:size(A, 2)]
    p = sortperm(slices; kws...)
    return d == 1 ? A[p, :] : A[:, p]
end
sortslices(v::AbstractVector; dims, kws...) = sort(v; kws...)

# unique(A; dims=d): the first of each distinct slice along d (equal by
# isequal, as Julia's multidimensional.jl), in order.
function _unique_dims(A::AbstractArray, dims)
    d = Int(dims)
    N = ndims(A)
    1 <= d <= N || throw(ArgumentError(string("dimension out of range")))
    sz = size(A)
    keep = Int[]
    seen = Set{Any}()
    for k in 1:sz[d]
        s = A[ntuple(j -> j == d ? (k:k) : (1:sz[j]), N)...]
        if !(s in seen)
            push!(seen, s)
            push!(keep, k)
        end
    end
    return A[ntuple(j -> j == d ? keep : (1:sz[j]), N)...]
end

# sortperm(A; dims): for each slice along dims, the linear indices of A
# that sort it, placed where the slice lies (Julia 1.9's sort.jl).
function sortperm(A::AbstractArray; dims::Integer, kws...)
    d = Int(dims)
    N = ndims(A)
    1 <= d <= N || throw(ArgumentError(string("dimension out of range")))
    sz = size(A)
    L = LinearIndices(A)
    P = Array{Int}(undef, sz)
    rsz = ntuple(k -> k == d ? 1 : sz[k], N)
    for J in CartesianIndices(rsz)
        I = ntuple(k -> k == d ? (1:sz[d]) : J[k], N)
        p = sortperm(view(A, I...); kws...)
        lin = view(L, I...)
        dest = view(P, I...)
        for k in 1:length(p)
            dest[k] = lin[p[k]]
        end
    end
    return P
end

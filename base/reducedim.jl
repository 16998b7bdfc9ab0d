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
        d isa Integer || throw(ArgumentError("reduced dimension(s) must be integers"))
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
reduced_indices(ax::Tuple, d::Int) = (_check_valid_region(d); _reduced_axes(ax, (d,), 1))
reduced_indices(ax::Tuple, region) = (_check_valid_region(region); _reduced_axes(ax, region, 1))
function _check_valid_region(region)
    for d in region
        isa(d, Integer) || throw(ArgumentError("reduced dimension(s) must be integers"))
        Int(d) < 1 && throw(ArgumentError(string("region dimension(s) must be ≥ 1, got ", d)))
    end
end
_reduced_axes(::Tuple{}, region, k::Int) = ()
_reduced_axes(ax::Tuple, region, k::Int) = (k in region ? reduced_index(getfield(ax, 1)) : getfield(ax, 1), _reduced_axes(tail(ax), region, k + 1)...)
reduced_index(i::OneTo{T}) where {T} = OneTo(one(T))
reduced_index(i::Slice) = Slice(first(i.indices):first(i.indices))
reduced_index(i::AbstractUnitRange) = throw(ArgumentError(string("No method is implemented for reducing index range of type ", typeof(i), ". Please implement reduced_index for this index type or report this as an issue.")))
_reduced_index(I::Tuple{}, rsz::Tuple{}) = ()
_reduced_index(I::Tuple, rsz::Tuple) = (getfield(rsz, 1) == 1 ? 1 : getfield(I, 1), _reduced_index(tail(I), tail(rsz))...)
_slice_first(I::Tuple{}, rsz::Tuple{}) = true
_slice_first(I::Tuple, rsz::Tuple) = (getfield(rsz, 1) != 1 || getfield(I, 1) == 1) && _slice_first(tail(I), tail(rsz))

# A sum or product of a concrete element type starts each slot at Julia's
# reducedim_init: op(zero(x), zero(x)) for x = f(zero(T)) (one for a
# product), so the result's type is that of the whole sum (a user type
# whose zero is another type: sum([Variable(:x)], dims=1) is an AffExpr).
function _mapreducedim(f, op, A::AbstractArray{T}, dims, init) where {T}
    if init isa _NoInit && (op === add_sum || op === mul_prod) && isconcretetype(T) && !(T <: Number) && applicable(zero, T)
        fv = op === add_sum ? zero : one
        x = f(zero(T))
        return _mapreducedim1(f, op, A, dims, op(fv(x), fv(x)))
    end
    return _mapreducedim1(f, op, A, dims, init)
end

# A matrix reduced along one dimension: plain loops over columns (the
# general method below walks tuples of indices).
function _mapreducedim1(f, op, A::Array{T,2}, dims::Integer, init) where {T}
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
_mapreducedim1(f, op, A::AbstractArray{T}, dims, init) where {T} =
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
_reducedim_empty_type(f, op, ::Type{T}, init::_NoInit) where {T} =
    f === identity ? (T <: Number ? typeof(reduce_first(op, zero(T))) : T) : promote_op(f, T)
_reducedim_empty_type(f, op, ::Type{T}, init) where {T} = typeof(init)

# extrema(A; dims) / extrema(f, A; dims): an array of (min, max) tuples
# (Julia's reducedim.jl reduces (x, x) pairs with _extrema_rf).
_extrema_pair(a::Tuple, b::Tuple) = (min(getfield(a, 1), getfield(b, 1)), max(getfield(a, 2), getfield(b, 2)))
function _extrema_dims(f, A::AbstractArray{T}, dims, init) where {T}
    init isa _NoInit && isempty(A) && _empty_reduce_error()
    if init isa _NoInit && !isconcretetype(T)
        # Elements of several types (Union{Int, Missing}): the result
        # holds pairs of any of them, as Julia's reducedim_init.
        S = f === identity ? T : promote_op(f, T)
        return _mapreducedim_nd(_extrema_map(f), _extrema_pair, A, dims, init, Tuple{S,S})
    end
    return _mapreducedim(_extrema_map(f), _extrema_pair, A, dims, init)
end
extrema(f, A::AbstractArray; dims=:, init=_NoInit()) = dims isa Colon ?
    (init isa _NoInit ? _extrema_f_all(f, A) : _mapfoldl_iter(_extrema_map(f), _extrema_pair, A, init)) :
    _extrema_dims(f, A, dims, init)

any(A::AbstractArray; dims=:) = dims isa Colon ? any(identity, A) : _mapreducedim(identity, |, A, dims, false)
all(A::AbstractArray; dims=:) = dims isa Colon ? all(identity, A) : _mapreducedim(identity, &, A, dims, true)
any(f, A::AbstractArray; dims=:) = dims isa Colon ? _any_iter(f, A) : _mapreducedim(f, |, A, dims, false)
all(f, A::AbstractArray; dims=:) = dims isa Colon ? _all_iter(f, A) : _mapreducedim(f, &, A, dims, true)
count(f, A::AbstractArray; dims=:, init=0) =
    dims isa Colon ? _count_iter(f, A, init) : _mapreducedim(_bool(f), add_sum, A, dims, init)
count(A::AbstractArray; dims=:, init=0) = count(identity, A; dims=dims, init=init)
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
    # an abstract element type (Any, Real) is the result's, as the type
    # Julia's promote_op infers for it
    isconcretetype(T) || return op === add_sum ? accumulate_pairwise!(op, similar(a, T), a) : _cumsum_into!(op, similar(a, T), a)
    n == 0 && return similar(a, typeof(reduce_first(op, op === add_sum ? zero(T) : one(T))))
    i1 = firstindex(a)
    s = reduce_first(op, a[i1])
    # (the result has a's indices: similar, as Julia's accumulate)
    r = a isa Array ? _vec(typeof(s), n) : similar(a, typeof(s))
    o = firstindex(r) - i1
    r[i1 + o] = s
    # a sum of floats (or of values of unknown arithmetic) is accumulated
    # pairwise, as Julia's cumsum (accumulate_pairwise!): cumsum([0.1, 0.2,
    # 0.3])[3] is 0.1 + (0.2 + 0.3) == 0.6
    if op === add_sum && o == 0 && _pairwise_style(ArithmeticStyle(eltype(r)))
        n > 1 && _accumulate_pairwise!(op, r, a, s, i1 + 1, n - 1)
        return r
    end
    for i in i1+1:i1+n-1
        s = op(s, a[i])
        r[i + o] = s
    end
    return r
end
_pairwise_style(::ArithmeticStyle) = false
_pairwise_style(::ArithmeticRounds) = true
_pairwise_style(::ArithmeticUnknown) = true
# Julia's accumulate.jl: the running values of op over v, pairwise
# (c[i] is op(s, op(v[i1], …, v[i])) for the halves' prefix s).
function accumulate_pairwise!(op, result::AbstractVector, v::AbstractVector)
    li = LinearIndices(v)
    li != LinearIndices(result) && throw(DimensionMismatch("input and output array sizes and indices must match"))
    n = length(li)
    n == 0 && return result
    i1 = first(li)
    result[i1] = v1 = reduce_first(op, v[i1])
    n == 1 && return result
    _accumulate_pairwise!(op, result, v, v1, i1 + 1, n - 1)
    return result
end
function accumulate_pairwise(op, v::AbstractVector{T}) where {T}
    out = similar(v, promote_op(op, T, T))
    return accumulate_pairwise!(op, out, v)
end
function _accumulate_pairwise!(op, c::AbstractVector, v::AbstractVector, s, i1, n)
    if n < 128
        s_ = v[i1]
        c[i1] = op(s, s_)
        for i in i1+1:i1+n-1
            s_ = op(s_, v[i])
            c[i] = op(s, s_)
        end
    else
        n2 = n >> 1
        s_ = _accumulate_pairwise!(op, c, v, s, i1, n2)
        s_ = op(s_, _accumulate_pairwise!(op, c, v, op(s, s_), i1 + n2, n - n2))
    end
    return s_
end
function _cumsum_into!(op, r::AbstractVector, a::AbstractVector)
    isempty(a) && return r
    i1 = firstindex(a)
    o = firstindex(r) - i1
    s = reduce_first(op, a[i1])
    r[i1 + o] = s
    for i in i1+1:lastindex(a)
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
    (d == 1 || d == 2) || return _sortslices(A, dims; kws...)
    slices = d == 1 ? [A[i, :] for i in 1:size(A, 1)] : [A[:, j] for j in 1:size(A, 2)]
    p = sortperm(slices; kws...)
    return d == 1 ? A[p, :] : A[:, p]
end
sortslices(v::AbstractVector; dims, kws...) = sort(v; kws...)
# Any number of dimensions, as Julia's sort.jl _sortslices: the slices
# that span the dimensions not in dims (views, compared lexicographically),
# taken in the order of dims, sorted and placed back.
sortslices(A::AbstractArray; dims, kws...) = _sortslices(A, dims; kws...)
function _sortslices(A::AbstractArray, dims; kws...)
    N = ndims(A)
    ds = dims isa Integer ? (Int(dims),) : map(Int, Tuple(dims))
    neg = Tuple(filter(i -> !(i in ds), 1:N))
    axs = Iterators.product(ntuple(i -> i in ds ? axes(A, i) : (:,), N)...)
    itspace = vec(permutedims(collect(axs), (ds..., neg...)))
    vecs = map(its -> view(A, its...), itspace)
    p = sortperm(vecs; kws...)
    B = similar(A)
    for (x, its) in zip(p, itspace)
        B[its...] = vecs[x]
    end
    return B
end

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

# ---- in-place reductions: sum!, prod!, maximum!, minimum!, extrema!, count!, findmin!, findmax! ----

# Julia's check_reducedims (reducedim.jl): R may have fewer dimensions than
# A, and along each dimension of A it has length 1 or A's axis there.
function _check_reducedims(R::AbstractArray, A::AbstractArray)
    ndims(R) <= ndims(A) || throw(DimensionMismatch(string("cannot reduce ", ndims(A), "-dimensional array to ", ndims(R), " dimensions")))
    for i in 1:ndims(A)
        Ri, Ai = axes(R, i), axes(A, i)
        length(Ri) == 1 || Ri == Ai || throw(DimensionMismatch(string("reduction on array with indices ", axes(A), " with output with indices ", axes(R))))
    end
    return nothing
end
# The index of R that the element of A at I (a tuple) reduces into: R's
# first index along a dimension where R has length 1, I's elsewhere.
_rdest_index(I::Tuple, ::Tuple{}) = ()
_rdest_index(I::Tuple, axR::Tuple) = (length(getfield(axR, 1)) == 1 ? first(getfield(axR, 1)) : getfield(I, 1), _rdest_index(tail(I), tail(axR))...)
# The length of the leading slice when R reduces A along its leading
# dimensions only (Julia's check_reducedims' answer), else 0.
function _leading_reduced_length(R::AbstractArray, A::AbstractArray)
    lsiz = 1
    had_nonreduc = false
    for i in 1:ndims(A)
        if length(axes(R, i)) == 1
            if size(A, i) > 1
                had_nonreduc && return 0
                lsiz *= size(A, i)
            end
        else
            had_nonreduc = true
        end
    end
    return lsiz
end

# Julia's mapreducedim!: R[J] = op(R[J], f(A[I])) for every element, in
# A's storage order; leading slices of 16 or more elements of an Array are
# reduced pairwise (mapreduce_impl), as Julia's _mapreducedim! does.
function mapreducedim!(f, op, R::AbstractArray, A::AbstractArray)
    _check_reducedims(R, A)
    isempty(A) && return R
    lsiz = _leading_reduced_length(R, A)
    if A isa Array && R isa Array && lsiz > 16
        bs = pairwise_blocksize(f, op)
        for j in 1:length(R)
            base = (j - 1) * lsiz
            @inbounds R[j] = op(R[j], mapreduce_impl(f, op, A, base + 1, base + lsiz, bs))
        end
        return R
    end
    axR = axes(R)
    for I in CartesianIndices(A)
        J = _rdest_index(Tuple(I), axR)
        @inbounds R[J...] = op(R[J...], f(A[Tuple(I)...]))
    end
    return R
end
reducedim!(op, R::AbstractArray, A::AbstractArray) = mapreducedim!(identity, op, R, A)

# Julia's initarray!: the start of each slot of R — zero or one for a sum
# or product, the first slice of f.(A) for max, min and extrema (mapfirst!).
_initarray!(R::AbstractArray{T}, f, ::typeof(add_sum), init::Bool, A) where {T} = (init && fill!(R, zero(T)); R)
_initarray!(R::AbstractArray{T}, f, ::typeof(mul_prod), init::Bool, A) where {T} = (init && fill!(R, one(T)); R)
_initarray!(R::AbstractArray, f, ::Union{typeof(max),typeof(min),typeof(_extrema_pair)}, init::Bool, A) =
    (init && _mapfirst!(f, R, A); R)
function _mapfirst!(f, R::AbstractArray, A::AbstractArray)
    _check_reducedims(R, A)
    axR = axes(R)
    t = ntuple(d -> d <= ndims(R) && length(axR[d]) != 1 ? axes(A, d) : (first(axes(A, d)):first(axes(A, d))), ndims(A))
    isempty(A) && return R
    S = view(A, t...)
    for (k, x) in zip(eachindex(R), S)
        @inbounds R[k] = f(x)
    end
    return R
end
_extrema_map(f) = x -> (y = f(x); (y, y))

sum!(f, r::AbstractArray, A::AbstractArray; init::Bool=true) = mapreducedim!(f, add_sum, _initarray!(r, f, add_sum, init, A), A)
prod!(f, r::AbstractArray, A::AbstractArray; init::Bool=true) = mapreducedim!(f, mul_prod, _initarray!(r, f, mul_prod, init, A), A)
maximum!(f, r::AbstractArray, A::AbstractArray; init::Bool=true) = mapreducedim!(f, max, _initarray!(r, f, max, init, A), A)
minimum!(f, r::AbstractArray, A::AbstractArray; init::Bool=true) = mapreducedim!(f, min, _initarray!(r, f, min, init, A), A)
extrema!(f, r::AbstractArray, A::AbstractArray; init::Bool=true) =
    mapreducedim!(_extrema_map(f), _extrema_pair, _initarray!(r, _extrema_map(f), _extrema_pair, init, A), A)
sum!(r::AbstractArray, A::AbstractArray; init::Bool=true) = sum!(identity, r, A; init=init)
prod!(r::AbstractArray, A::AbstractArray; init::Bool=true) = prod!(identity, r, A; init=init)
maximum!(r::AbstractArray, A::AbstractArray; init::Bool=true) = maximum!(identity, r, A; init=init)
minimum!(r::AbstractArray, A::AbstractArray; init::Bool=true) = minimum!(identity, r, A; init=init)
extrema!(r::AbstractArray, A::AbstractArray; init::Bool=true) = extrema!(identity, r, A; init=init)
# count! takes Bool values only (a TypeError otherwise), as Julia's _bool(f).
_bool(f) = x -> f(x)::Bool
count!(f, r::AbstractArray, A::AbstractArray; init::Bool=true) =
    mapreducedim!(_bool(f), add_sum, _initarray!(r, f, add_sum, init, A), A)
count!(r::AbstractArray, A::AbstractArray; init::Bool=true) = count!(identity, r, A; init=init)

# findmin!/findmax! and findmin/findmax(f, A; dims): Julia's findminmax!,
# whose comparison is isgreater (findmin) or isless (findmax), so that NaN
# and missing win; an index slot still zero takes the slice's first element.
function _findminmax!(f, op, Rval::AbstractArray, Rind::AbstractArray, A::AbstractArray)
    (isempty(Rval) || isempty(A)) && return (Rval, Rind)
    _check_reducedims(Rval, A)
    for i in 1:ndims(A)
        axes(Rval, i) == axes(Rind, i) || throw(DimensionMismatch("Find-reduction: outputs must have the same indices"))
    end
    axR = axes(Rval)
    ks = keys(A)
    zi = zero(eltype(ks))
    for (I, k) in zip(CartesianIndices(A), ks)
        J = _rdest_index(Tuple(I), axR)
        v = f(A[Tuple(I)...])
        if Rind[J...] == zi || op(Rval[J...], v)
            Rval[J...] = v
            Rind[J...] = k
        end
    end
    return (Rval, Rind)
end
findmin!(rval::AbstractArray, rind::AbstractArray, A::AbstractArray; init::Bool=true) =
    _findminmax!(identity, isgreater, init && !isempty(A) ? fill!(rval, first(A)) : rval, fill!(rind, zero(eltype(keys(A)))), A)
findmax!(rval::AbstractArray, rind::AbstractArray, A::AbstractArray; init::Bool=true) =
    _findminmax!(identity, isless, init && !isempty(A) ? fill!(rval, first(A)) : rval, fill!(rind, zero(eltype(keys(A)))), A)
function _findminmax_dims(f, op, A::AbstractArray, region)
    ri = reduced_indices(axes(A), region)
    Ti = eltype(keys(A))
    if isempty(A)
        prod(map(length, ri)) != 0 && throw(ArgumentError("collection slices must be non-empty"))
        return (similar(A, promote_op(f, eltype(A)), ri), similar(A, Ti, ri))
    end
    # The element type (f's inferred result type), or the first value's
    # (Julia's _findminmax_inittype uses the element type's real type).
    v0 = f(first(A))
    T = f === identity ? eltype(A) : promote_op(f, eltype(A))
    Tr = v0 isa T ? T : typeof(v0)
    return _findminmax!(f, op, fill!(similar(A, Tr, ri), v0), fill!(similar(A, Ti, ri), zero(Ti)), A)
end

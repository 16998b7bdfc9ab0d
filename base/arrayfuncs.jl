# This file is a part of Kiln's Base library.
#
# arrayfuncs.jl — functions over arrays: Julia's pairwise reductions
# (sum, prod, reduce, maximum, minimum), map, filter, reverse, find*,
# cumsum, unique, elementwise arithmetic, and sorting (a stable merge sort
# with insertion sort for short runs, which gives the same results as
# Julia 1.10's stable default algorithm); as Julia's base/reduce.jl,
# base/array.jl, base/accumulate.jl, base/sort.jl.

# ---- reductions (pairwise, as Julia's mapreduce_impl) --------------------------------------------------

pairwise_blocksize(f, op) = 1024

# (A is an array or, as Julia's AbstractArrayOrBroadcasted, a Broadcasted
# with one axis.)
function mapreduce_impl(f, op, A, ifirst::Int, ilast::Int, blksize::Int)
    if ifirst == ilast
        @inbounds a1 = A[ifirst]
        return reduce_first(op, f(a1))
    elseif ilast - ifirst < blksize
        # As Julia's: a @simd block, so a floating-point sum vectorizes
        # (and adds in the vectorizer's order, as Julia's does).
        @inbounds a1 = A[ifirst]
        @inbounds a2 = A[ifirst + 1]
        v = op(f(a1), f(a2))
        @simd for i = ifirst + 2 : ilast
            @inbounds ai = A[i]
            v = op(v, f(ai))
        end
        return v
    else
        imid = ifirst + ((ilast - ifirst) >> 1)
        v1 = mapreduce_impl(f, op, A, ifirst, imid, blksize)
        v2 = mapreduce_impl(f, op, A, imid + 1, ilast, blksize)
        return op(v1, v2)
    end
end

# Julia's five-argument mapreduce_impl: max and min as _minmax_impl.
mapreduce_impl(f, op, A::AbstractArray, ifirst::Int, ilast::Int) =
    (op === max || op === min) ? _minmax_impl(f, op, A, ifirst, ilast) : mapreduce_impl(f, op, A, ifirst, ilast, pairwise_blocksize(f, op))

# reduce(vcat, A) and reduce(hcat, A) of arrays: one concatenation of all
# of them into an array of the promoted element type, iterating over A
# (Julia's abstractarray.jl _typed_vcat/_typed_hcat of a vector of
# arrays): not vcat(A...), a call with length(A) arguments compiled for
# each length.
function reduce(::typeof(vcat), A::AbstractVector{<:AbstractVecOrMat})
    isempty(A) && return _reduce_empty(vcat, eltype(A))
    return _reduce_vcat(mapreduce(eltype, promote_type, A), A)
end
function reduce(::typeof(hcat), A::AbstractVector{<:AbstractVecOrMat})
    isempty(A) && return _reduce_empty(hcat, eltype(A))
    return _reduce_hcat(mapreduce(eltype, promote_type, A), A)
end
function _reduce_vcat(::Type{T}, V::AbstractVector{<:AbstractVector}) where {T}
    n = 0
    for Vk in V
        n += Int(length(Vk))::Int
    end
    a = similar(V[firstindex(V)], T, n)
    pos = firstindex(a)
    for Vk in V
        for x in Vk
            @inbounds a[pos] = x
            pos += 1
        end
    end
    return a
end
function _reduce_vcat(::Type{T}, A::AbstractVector) where {T}
    nrows = 0
    ncols = size(A[firstindex(A)], 2)
    for Ak in A
        size(Ak, 2) == ncols || throw(DimensionMismatch(string("number of columns of each array must match (got ", map(x -> size(x, 2), A), ")")))
        nrows += size(Ak, 1)::Int
    end
    B = similar(A[firstindex(A)], T, nrows, ncols)
    pos = 0
    for Ak in A
        m = size(Ak, 1)
        for j in 1:ncols, i in 1:m
            B[pos + i, j] = Ak[i, j]
        end
        pos += m
    end
    return B
end
function _reduce_hcat(::Type{T}, A::AbstractVector) where {T}
    nrows = size(A[firstindex(A)], 1)
    ncols = 0
    for Aj in A
        size(Aj, 1) == nrows || throw(DimensionMismatch(string("number of rows of each array must match (got ", map(x -> size(x, 1), A), ")")))
        ncols += ndims(Aj) == 2 ? size(Aj, 2) : 1
    end
    B = similar(A[firstindex(A)], T, nrows, ncols)
    pos = 0
    for Ak in A
        m = ndims(Ak) == 2 ? size(Ak, 2) : 1
        for j in 1:m, i in 1:nrows
            B[i, pos + j] = Ak[i, j]
        end
        pos += m
    end
    return B
end

# float of an array: itself when its elements are floats, else a copy
# with float elements (Julia's float.jl).
float(A::AbstractArray{<:AbstractFloat}) = A
function float(A::AbstractArray{T}) where {T}
    isconcretetype(T) || error("`float` not defined on abstractly-typed arrays; please convert to a more specific type")
    return copyto!(similar(A, typeof(float(zero(T)))), A)
end

function _mapreduce_arr(f, op, A::AbstractArray)
    n = Int(length(A))::Int   # (a range's length may be a BigInt)
    i0 = firstindex(A)
    if n == 0
        return _mapreduce_empty(f, op, eltype(A))
    elseif n == 1
        return reduce_first(op, f(A[i0]))
    elseif n < 16
        s = op(f(A[i0]), f(A[i0 + 1]))
        i = i0 + 2
        while i < i0 + n
            s = op(s, f(A[i]))
            i += 1
        end
        return s
    elseif op === max || op === min
        return _minmax_impl(f, op, A, i0, i0 + n - 1)
    else
        return mapreduce_impl(f, op, A, i0, i0 + n - 1, pairwise_blocksize(f, op))
    end
end

# maximum and minimum of 16 or more elements, as Julia 1.10's mapreduce_impl
# for max and min: independent running results (Julia keeps four; eight
# here, two vector registers' worth, which hides the latency of the
# compare-and-select chain) updated by _minmax_step, a comparison and
# select without max's NaN and signed-zero work. A NaN sticks in the result
# it reaches, so a NaN anywhere makes the result NaN; -0.0 and 0.0 compare
# equal there, so which of them a result of zero is is settled at the end by
# a second scan for the zero of the right sign.
function _minmax_impl(f, op, A::AbstractArray, ifirst::Int, ilast::Int)
    @inbounds r1 = reduce_first(op, f(A[ifirst]))
    r2 = r3 = r4 = r5 = r6 = r7 = r8 = r1
    i = ifirst + 1
    while i + 7 <= ilast
        @inbounds begin
            r1 = _minmax_step(op, r1, f(A[i]))
            r2 = _minmax_step(op, r2, f(A[i + 1]))
            r3 = _minmax_step(op, r3, f(A[i + 2]))
            r4 = _minmax_step(op, r4, f(A[i + 3]))
            r5 = _minmax_step(op, r5, f(A[i + 4]))
            r6 = _minmax_step(op, r6, f(A[i + 5]))
            r7 = _minmax_step(op, r7, f(A[i + 6]))
            r8 = _minmax_step(op, r8, f(A[i + 7]))
        end
        i += 8
    end
    r = op(op(op(r1, r2), op(r3, r4)), op(op(r5, r6), op(r7, r8)))
    while i <= ilast
        @inbounds r = op(r, f(A[i]))
        i += 1
    end
    if _wrongzero(op, r)
        for j in ifirst:ilast
            @inbounds x = f(A[j])
            _wrongzero(op === max ? min : max, x) && return x
        end
    end
    return r
end
@inline _minmax_step(op, x, y) = op(x, y)
@inline _minmax_step(::typeof(max), x::T, y::T) where {T<:Union{Float32,Float64}} = ifelse(isnan(x), x, ifelse(y < x, x, y))
@inline _minmax_step(::typeof(min), x::T, y::T) where {T<:Union{Float32,Float64}} = ifelse(isnan(x), x, ifelse(x < y, x, y))
# A zero result that may be the wrong one of -0.0 and 0.0: -0.0 for max
# (0.0 wins when both occur), 0.0 for min.
_wrongzero(op, x) = false
_wrongzero(::typeof(max), x::Union{Float32,Float64}) = iszero(x) & signbit(x)
_wrongzero(::typeof(min), x::Union{Float32,Float64}) = iszero(x) & !signbit(x)

# With keywords, a whole array without init is still reduced pairwise
# (sum(A, dims=:) == sum(A), as Julia's mapreduce); dims or init go to
# reducedim.jl / mapfoldl.
_reduce_kw(f, op, a, dims, init) =
    (dims isa Colon && init isa _NoInit) ? _mapreduce_arr(f, op, a) : mapfoldl(f, op, a; dims=dims, init=init)
sum(a::AbstractArray; dims=:, init=_NoInit()) = _reduce_kw(identity, add_sum, a, dims, init)
sum(f, a::AbstractArray; dims=:, init=_NoInit()) = _reduce_kw(f, add_sum, a, dims, init)
prod(a::AbstractArray; dims=:, init=_NoInit()) = _reduce_kw(identity, mul_prod, a, dims, init)
prod(f, a::AbstractArray; dims=:, init=_NoInit()) = _reduce_kw(f, mul_prod, a, dims, init)
maximum(a::AbstractArray; dims=:, init=_NoInit()) = _reduce_kw(identity, max, a, dims, init)
maximum(f, a::AbstractArray; dims=:, init=_NoInit()) = _reduce_kw(f, max, a, dims, init)
minimum(a::AbstractArray; dims=:, init=_NoInit()) = _reduce_kw(identity, min, a, dims, init)
minimum(f, a::AbstractArray; dims=:, init=_NoInit()) = _reduce_kw(f, min, a, dims, init)
reduce(op, a::AbstractArray; dims=:, init=_NoInit()) = _reduce_kw(identity, op, a, dims, init)
mapreduce(f, op, a::AbstractArray; dims=:, init=_NoInit()) = _reduce_kw(f, op, a, dims, init)

# The linear scans are _findmax_lin (collections2.jl), which matrices share.
findmax(a::AbstractArray; dims=:) = dims isa Colon ? _findmax_lin(a, isless) : _findminmax_dims(identity, isless, a, dims)
findmin(a::AbstractArray; dims=:) = dims isa Colon ? _findmax_lin(a, _isgreater) : _findminmax_dims(identity, isgreater, a, dims)
_isgreater(a, b) = isless(b, a)
# Julia 1.10's isunordered and isgreater (operators.jl): the order of
# findmin(f, domain) and argmin(f, domain), where NaN and missing win.
isunordered(x) = false
isunordered(x::AbstractFloat) = isnan(x)
isgreater(x, y) = isunordered(x) || isunordered(y) ? isless(x, y) : isless(y, x)
findmax(f, a::AbstractArray; dims=:) = dims isa Colon ? _findmax_f(f, a) : _findminmax_dims(f, isless, a, dims)
function _findmax_f(f, a::AbstractArray)
    isempty(a) && throw(ArgumentError("collection must be non-empty"))
    ks = _lin_keys(a)
    m = f(a[first(ks)])
    mi = first(ks)
    for i in first(ks)+1:last(ks)
        x = f(a[i])
        if isless(m, x)
            m = x
            mi = i
        end
    end
    return (m, mi)
end
findmin(f, a::AbstractArray; dims=:) = dims isa Colon ? _findmin_f(f, a) : _findminmax_dims(f, isgreater, a, dims)
function _findmin_f(f, a::AbstractArray)
    isempty(a) && throw(ArgumentError("collection must be non-empty"))
    ks = _lin_keys(a)
    m = f(a[first(ks)])
    mi = first(ks)
    for i in first(ks)+1:last(ks)
        x = f(a[i])
        if isgreater(m, x)
            m = x
            mi = i
        end
    end
    return (m, mi)
end
argmax(a::AbstractArray; dims=:) = findmax(a; dims=dims)[2]
argmin(a::AbstractArray; dims=:) = findmin(a; dims=dims)[2]
argmax(f, itr) = (y = iterate(itr); best = y[1]; bv = f(best); y = iterate(itr, y[2]);
    while y !== nothing; v = f(y[1]); isless(bv, v) && (best = y[1]; bv = v); y = iterate(itr, y[2]); end; best)
argmin(f, itr) = (y = iterate(itr); best = y[1]; bv = f(best); y = iterate(itr, y[2]);
    while y !== nothing; v = f(y[1]); isgreater(bv, v) && (best = y[1]; bv = v); y = iterate(itr, y[2]); end; best)

function extrema(a::AbstractArray; dims=:, init=_NoInit())
    dims isa Colon || return _extrema_dims(identity, a, dims, init)   # reducedim.jl
    init isa _NoInit || return _mapfoldl_iter(_extrema_map(identity), _extrema_pair, a, init)
    isempty(a) && _empty_reduce_error()
    lo = hi = a[1]
    for i in 2:length(a)
        x = a[i]
        lo = min(lo, x)
        hi = max(hi, x)
    end
    return (lo, hi)
end

# ---- map, filter, foreach ------------------------------------------------------------------------------

# Julia's map(f, A::AbstractArray) is collect_similar(A, Generator(f, A)):
# the result is similar(A, T, axes(A)) with T the first result's type
# (widened as later results need), so an array type with its own similar
# keeps its type (and a BitArray mapped to Bools is a BitArray).
map(f, a::Union{Array,AbstractRange}) = collect(Generator(f, a))
function map(f, a::AbstractArray)
    g = Generator(f, a)
    y = iterate(g)
    y === nothing && return similar(a, _empty_eltype(g), size(a))
    v1, st = y
    dest = similar(a, typeof(v1), size(a))
    dest[1] = v1
    return _map_similar_to!(dest, g, 2, st)
end
# (a function barrier for each element type, as Julia's collect_to!)
function _map_similar_to!(dest::AbstractArray{T}, g, i::Int, st) where {T}
    y = iterate(g, st)
    while y !== nothing
        el, st = y
        if el isa T
            dest[i] = el
            i += 1
        else
            new = similar(dest, promote_typejoin(T, typeof(el)))
            for k in 1:i-1
                new[k] = dest[k]
            end
            new[i] = el
            return _map_similar_to!(new, g, i + 1, st)
        end
        y = iterate(g, st)
    end
    return dest
end
function map(f, a::AbstractArray, b::AbstractArray)
    n = min(length(a), length(b))
    # Empty: the inferred type of f on the element types (Julia's
    # collect of an empty Generator: map(+, Int[], Float64[]) is Float64[]).
    n == 0 && return _map2_shape(_vec(Core._default_eltype(f, Tuple{eltype(a), eltype(b)}), 0), a, b)
    v1 = f(a[1], b[1])
    dest = _vec(typeof(v1), n)
    dest[1] = v1
    r = _map2_to!(dest, f, a, b, 2, n)
    # Arrays of one shape give that shape (map(f, A, B) of matrices is a
    # matrix, as Julia's collect of their zip).
    return _map2_shape(r, a, b)
end
_map2_shape(r, a, b) = ndims(a) > 1 && size(a) == size(b) ? reshape(r, size(a)) : r
function _map2_to!(dest::Array{T,1}, f, a, b, i::Int, n::Int) where {T}
    while i <= n
        el = f(a[i], b[i])
        if el isa T
            dest[i] = el
            i += 1
        else
            new = _vec(promote_typejoin(T, typeof(el)), n)
            copyto!(new, 1, dest, 1, i - 1)
            new[i] = el
            return _map2_to!(new, f, a, b, i + 1, n)
        end
    end
    return dest
end
map(f, itr) = collect(Generator(f, itr))
map(f, a, b) = collect(Generator(t -> f(t[1], t[2]), zip(a, b)))
function map!(f, dest::AbstractArray, a::AbstractArray)
    for i in 1:min(length(dest), length(a))
        dest[i] = f(a[i])
    end
    return dest
end
function map!(f, dest::AbstractArray, a::AbstractArray, b::AbstractArray)
    for i in 1:min(length(dest), length(a), length(b))
        dest[i] = f(a[i], b[i])
    end
    return dest
end

# As Julia's filter of an Array: each element is stored at the next free
# slot of a result of the full length, which advances when f keeps it,
# then the result is cut to size (no push! per element).
function filter(f, a::Array{T,1}) where {T}
    n = length(a)
    b = Array{T,1}(undef, n)
    j = 1
    i = 1
    while i <= n
        x = Core._arrayref(a, i)
        Core._arrayset(b, x, j)
        j = ifelse(f(x)::Bool, j + 1, j)
        i += 1
    end
    resize!(b, j - 1)
    return b
end
function filter(f, a::AbstractArray)
    b = Array{eltype(a),1}(undef, 0)
    for x in a
        f(x)::Bool && push!(b, x)
    end
    return b
end
function filter(f, t::Tuple)
    return _filter_tuple(f, t...)
end
_filter_tuple(f) = ()
_filter_tuple(f, x, xs...) = f(x) ? (x, _filter_tuple(f, xs...)...) : _filter_tuple(f, xs...)

foreach(f, a, b) = (for (x, y) in zip(a, b); f(x, y); end; nothing)
foreach(f) = (f(); nothing)
foreach(f, a, b, cs...) = (for xs in zip(a, b, cs...); f(xs...); end; nothing)

# ---- reverse, find -----------------------------------------------------------------------------------

# (along the vector's own indices, firstindex(a):lastindex(a))
function reverse(a::AbstractVector)
    n = length(a)
    b = similar(a)
    fa = firstindex(a)
    fb = firstindex(b)
    for k in 0:n-1
        b[fb + k] = a[fa + n - 1 - k]
    end
    return b
end
function reverse!(a::AbstractVector)
    i = firstindex(a)
    j = lastindex(a)
    while i < j
        a[i], a[j] = a[j], a[i]
        i += 1
        j -= 1
    end
    return a
end

# Julia's reverseind: the index in `v` of the i-th element of reverse(v).
reverseind(a::AbstractVector, i::Integer) = (li = LinearIndices(a); first(li) + last(li) - i)

# Julia's base/array.jl: reverse the part start:stop only.
function reverse!(v::AbstractVector, start::Integer, stop::Integer=lastindex(v))
    s, n = Int(start), Int(stop)
    if n > s
        (1 <= s <= length(v)) || throw(BoundsError(v, s))
        (1 <= n <= length(v)) || throw(BoundsError(v, n))
        while s < n
            v[s], v[n] = v[n], v[s]
            s += 1
            n -= 1
        end
    end
    return v
end
function reverse(A::AbstractVector, start::Integer, stop::Integer=lastindex(A))
    s, n = Int(start), Int(stop)
    B = similar(A)
    for i in 1:s-1
        B[i] = A[i]
    end
    for i in s:n
        B[i] = A[n+s-i]
    end
    for i in n+1:lastindex(A)
        B[i] = A[i]
    end
    return B
end

function findfirst(f::Function, a::AbstractArray)
    for i in _lin_keys(a)
        f(a[i]) && return i
    end
    return nothing
end
function findfirst(a::AbstractArray{Bool})
    for i in _lin_keys(a)
        a[i] && return i
    end
    return nothing
end
function findlast(f::Function, a::AbstractArray)
    i = last(_lin_keys(a))
    while i >= first(_lin_keys(a))
        f(a[i]) && return i
        i -= 1
    end
    return nothing
end
function findlast(a::AbstractArray{Bool})
    i = last(_lin_keys(a))
    while i >= first(_lin_keys(a))
        a[i] && return i
        i -= 1
    end
    return nothing
end
function findnext(f::Function, a::AbstractArray, start::Integer)
    i = Int(start)
    while i <= last(_lin_keys(a))
        f(a[i]) && return i
        i += 1
    end
    return nothing
end
function findprev(f::Function, a::AbstractArray, start::Integer)
    i = Int(start)
    while i >= first(_lin_keys(a))
        f(a[i]) && return i
        i -= 1
    end
    return nothing
end
# Julia's findnext(A, start) = findnext(identity, A, start) (base/array.jl):
# the next true element of a Bool array (a TypeError for other elements).
findnext(a::AbstractArray, start::Integer) = findnext(identity, a, start)
findprev(a::AbstractArray, start::Integer) = findprev(identity, a, start)
function findall(f::Function, a::AbstractArray)
    r = Array{Int,1}(undef, 0)
    for i in _lin_keys(a)
        f(a[i]) && push!(r, i)
    end
    return r
end
# Julia's array.jl: findall(in(b), a) tests membership in a Set of b
# (isequal, so NaN is found); findall of a number, a Bool or a dictionary.
findall(pred::Fix2{typeof(in)}, a::AbstractArray) = _findall_in(pred, a)
findall(pred::Fix2{typeof(in)}, a::Array{<:Any,1}) = _findall_in(pred, a)
_findall_in(pred, a) = (bset = Set(pred.x); findall(x -> x in bset, a))
findall(f::Function, x::Number) = f(x) ? [1] : Int[]
findall(x::Bool) = x ? [1] : Int[]
findall(d::AbstractDict) = findall(identity, d)
findfirst(d::AbstractDict) = findfirst(identity, d)
findfirst(x::Bool) = x ? 1 : nothing
findlast(x::Bool) = x ? 1 : nothing
# findall(A) of an array whose elements are not declared Bool: Julia's
# TypeError for the first element that is not a Bool.
function findall(a::AbstractArray)
    for x in a
        x isa Bool || throw(TypeError(:findall, "", Bool, x))
    end
    return findall(identity, a)
end
# As Julia's findall(testf::F, A::AbstractArray) = findall(testf.(A))
# (array.jl): the predicate's results, a BitVector when they are Bool, and
# their set bits found a chunk at a time.
findall(f::Function, a::Array{<:Any,1}) = findall(f.(a))
# Julia's findall(A::AbstractArray{Bool}): the count first, then the
# result filled without growing it.
function findall(a::AbstractArray{Bool})
    r = Array{Int,1}(undef, count(a))
    j = 0
    for i in _lin_keys(a)
        if a[i]
            j += 1
            r[j] = i
        end
    end
    return r
end
# Julia's generic findall(A): the keys whose values are true (a TypeError
# for a value that is not a Bool).
findall(A) = collect(first(p) for p in pairs(A) if last(p))
function findfirst(f::Function, itr)
    i = 1
    for x in itr
        f(x) && return i
        i += 1
    end
    return nothing
end

# As Julia's in(x, itr) = any(y -> y == x, itr): missing when no element
# is == x but some comparison is missing (2 in [1, missing]).
function in(x, a::Array)
    n = length(a)
    i = 1
    anymissing = false
    while i <= n
        v = Core._arrayref(a, i) == x
        if ismissing(v)
            anymissing = true
        elseif v
            return true
        end
        i += 1
    end
    return anymissing ? missing : false
end

function count(f, a::AbstractArray; init=0)
    n = init
    for x in a
        n += f(x)::Bool
    end
    return n
end
count(a::AbstractArray{Bool}) = count(identity, a)

# ---- cumulative ----------------------------------------------------------------------------------------
# cumsum and cumprod (also of vectors) are reducedim.jl's (_cumsum_vec).

# accumulate(op, a; init): the running values from init (Julia's
# base/accumulate.jl); other iterables collect Iterators.accumulate.
# With dims, the running values along that dimension (reducedim.jl).
accumulate(op, a::AbstractVector; dims=nothing, init=_no_init) =
    dims !== nothing && dims != 1 ? _accumulate_dims(op, a, dims, init) :
    init === _no_init ? _accumulate(op, a) :
    isempty(a) ? Array{promote_op(op, typeof(init), eltype(a)),1}(undef, 0) : collect(Accumulate(op, a, init))
accumulate(op, itr; dims=nothing, init=_no_init) =
    dims === nothing ? collect(Accumulate(op, itr, init)) : _accumulate_dims(op, itr, dims, init)
# A tuple's running values are a tuple (Julia's accumulate.jl: afoldl over
# the elements with BottomRF, so the first is reduce_first(op, x1) without
# init and op(init, x1) with it).
function accumulate(op, xs::Tuple; init=_no_init)
    isempty(xs) && return ()
    if init === _no_init
        a = reduce_first(op, xs[1])
        return _accumulate_tuple(op, (a,), a, tail(xs))
    end
    return _accumulate_tuple(op, (), init, xs)
end
_accumulate_tuple(op, ys::Tuple, acc, ::Tuple{}) = ys
@inline function _accumulate_tuple(op, ys::Tuple, acc, xs::Tuple)
    a = op(acc, xs[1])
    return _accumulate_tuple(op, (ys..., a), a, tail(xs))
end
# cumsum/cumprod of any other iterable (Julia's accumulate.jl: `cumsum(itr)
# = accumulate(add_sum, itr)`): a tuple gives a tuple, a generator a vector.
cumsum(itr) = accumulate(add_sum, itr)
cumprod(itr) = accumulate(mul_prod, itr)
function _accumulate(op, a::AbstractVector)
    n = length(a)
    n == 0 && return Array{eltype(a),1}(undef, 0)
    s = a[1]
    r = _vec(typeof(s), n)
    r[1] = s
    for i in 2:n
        s = op(s, a[i])
        r[i] = s
    end
    return r
end
function diff(a::AbstractVector; dims::Integer=1)
    dims == 1 || return _diff_dims(a, Int(dims))   # reducedim.jl
    n = length(a)
    n <= 1 && return Array{eltype(a),1}(undef, 0)
    d1 = a[2] - a[1]
    r = _vec(typeof(d1), n - 1)
    for i in 1:n-1
        r[i] = a[i + 1] - a[i]
    end
    return r
end

# Julia's set.jl: the first of each isequal class, found through a Set
# (hash and isequal) rather than by comparing with every kept element.
# An iterator without a concrete eltype (a generator) gets the type of
# its first element, widened with promote_typejoin as Julia's _unique_from.
function unique(itr; dims=:)
    dims isa Colon || return _unique_dims(itr, dims)   # reducedim.jl
    if IteratorEltype(itr) isa HasEltype
        T = eltype(itr)
        out = Array{T,1}(undef, 0)
        seen = Set{T}()
        for x in itr
            if !(x in seen)
                push!(seen, x)
                push!(out, x)
            end
        end
        return out
    end
    T = _empty_eltype(itr)
    y = iterate(itr)
    y === nothing && return Array{T,1}(undef, 0)
    x = y[1]
    R = isconcretetype(T) ? T : typeof(x)
    out = Array{R,1}(undef, 0)
    push!(out, x)
    seen = Set{R}()
    push!(seen, x)
    return _unique_from(itr, out, seen, y[2])
end
# Julia's set.jl unique_from: a later element of another type widens the
# result (promote_typejoin) whether or not it is new.
function _unique_from(itr, out::Vector{T}, seen, i) where {T}
    while true
        y = iterate(itr, i)
        y === nothing && break
        x = y[1]
        i = y[2]
        if !(x isa T)
            R = promote_typejoin(typeof(x), T)
            seenR = convert(Set{R}, seen)
            outR = convert(Vector{R}, out)
            if !(x in seenR)
                push!(seenR, x)
                push!(outR, x)
            end
            return _unique_from(itr, outR, seenR, i)
        end
        if !(x in seen)
            push!(seen, x)
            push!(out, x)
        end
    end
    return out
end
# unique(f, itr): the first element of each class of equal f(x)
function unique(f, itr)
    out = Array{eltype(itr),1}(undef, 0)
    seen = Set{Any}()
    for x in itr
        y = f(x)
        if !(y in seen)
            push!(seen, y)
            push!(out, x)
        end
    end
    return out
end
# get(A, i, default): A[i] when i is in bounds (Julia's abstractarray.jl)
get(A::AbstractArray, i::Integer, default) = checkbounds(Bool, A, i) ? A[i] : default
# (I::Tuple{Vararg{Int}} is Julia's Dims, not yet defined here.)
get(A::AbstractArray, I::Tuple{}, default) = checkbounds(Bool, A) ? A[] : default
get(A::AbstractArray, I::Tuple{Vararg{Int}}, default) = checkbounds(Bool, A, I...) ? A[I...] : default
# Julia's get(A, I, default) with ranges or vectors of indices: an array of
# I's shape (of default's type) holding A's elements where I is inside A
get(A::AbstractArray, I::AbstractRange, default) = _get_block(A, (I,), default)
get(A::AbstractArray, I::Tuple{AbstractVector{<:Integer},Vararg{AbstractVector{<:Integer}}}, default) = _get_block(A, I, default)
get(A::AbstractArray, I::AbstractVector{<:AbstractVector{<:Integer}}, default) = _get_block(A, Tuple(I), default)
function _get_block(A::AbstractArray, I::Tuple, default)
    X = similar(A, typeof(default), map(length, I))
    for c in CartesianIndices(X)
        J = ntuple(d -> I[d][c[d]], length(I))
        X[c] = checkbounds(Bool, A, J...) ? A[J...] : default
    end
    return X
end
# Julia 1.10's get(f, A, i) (abstractarray.jl): f() when i is out of bounds.
get(f::Callable, A::AbstractArray, i::Integer) = checkbounds(Bool, A, i) ? A[i] : f()
get(f::Callable, A::AbstractArray, I::Tuple{}) = checkbounds(Bool, A) ? A[] : f()
get(f::Callable, A::AbstractArray, I::Tuple{Vararg{Int}}) = checkbounds(Bool, A, I...) ? A[I...] : f()
function allunique(itr)
    seen = Array{eltype(itr),1}(undef, 0)
    for x in itr
        for y in seen
            isequal(x, y) && return false
        end
        push!(seen, x)
    end
    return true
end

# (at the array's first and last linear index, which for a vector may be
# other than 1 and length(a))
first(a::AbstractArray) = isempty(a) ? throw(BoundsError(a, (1,))) : _at_index(a, first(eachindex(a)))
last(a::AbstractArray) = isempty(a) ? throw(BoundsError(a, (0,))) : _at_index(a, last(eachindex(a)))
first(v::AbstractVector, n::Integer) = n < 0 ? throw(ArgumentError("Number of elements must be nonnegative")) : v[range(firstindex(v), length=min(n, checked_length(v)))]
last(v::AbstractVector, n::Integer) = n < 0 ? throw(ArgumentError("Number of elements must be nonnegative")) : v[range(stop=lastindex(v), length=min(n, checked_length(v)))]
first(itr) = (y = iterate(itr); y === nothing ? throw(ArgumentError("collection must be non-empty")) : y[1])
# Julia's abstractarray.jl/iterators: the first n of any iterator, collected.
first(itr, n::Integer) = collect(Iterators.take(itr, n))
last(itr, n::Integer) = reverse!(collect(Iterators.take(Iterators.reverse(itr), n)))

# ---- elementwise arithmetic ------------------------------------------------------------------------

function _elementwise(op, a::AbstractArray, b::AbstractArray)
    size(a) == size(b) || throw(DimensionMismatch(string("dimensions must match: a has dims ", axes(a), ", b has dims ", axes(b), ", mismatch at 1")))
    n = length(a)
    n == 0 && return similar(a, promote_type(eltype(a), eltype(b)))
    v1 = op(a[1], b[1])
    r = similar(a, typeof(v1))
    r[1] = v1
    return _elementwise!(r, op, a, b, 2, n)
end
# (the element type widens as broadcast's when a later result does not fit)
function _elementwise!(r::AbstractArray{T}, op, a, b, i::Int, n::Int) where {T}
    while i <= n
        v = op(a[i], b[i])
        if v isa T
            r[i] = v
        else
            new = similar(r, promote_typejoin(T, typeof(v)))
            for k in 1:i-1
                new[k] = r[k]
            end
            new[i] = v
            return _elementwise!(new, op, a, b, i + 1, n)
        end
        i += 1
    end
    return r
end
# As Julia's broadcast of op: the element type is the first result's,
# widened (promote_typejoin) when a later result does not fit it
# (Real[2, 2.0, 4//2] / 2 is a Vector{Real}); an empty result has the
# inferred element type.
function _scalarwise(op, a::AbstractArray, x, left::Bool)
    n = length(a)
    n == 0 && return similar(a, left ? Core._default_eltype(op, Tuple{typeof(x), eltype(a)}) : Core._default_eltype(op, Tuple{eltype(a), typeof(x)}))
    v1 = left ? op(x, a[1]) : op(a[1], x)
    r = similar(a, typeof(v1))
    r[1] = v1
    return _scalarwise!(r, op, a, x, left, 2, n)
end
function _scalarwise!(r::AbstractArray{T}, op, a, x, left::Bool, i::Int, n::Int) where {T}
    while i <= n
        v = left ? op(x, a[i]) : op(a[i], x)
        if v isa T
            r[i] = v
        else
            new = similar(r, promote_typejoin(T, typeof(v)))
            for k in 1:i-1
                new[k] = r[k]
            end
            new[i] = v
            return _scalarwise!(new, op, a, x, left, i + 1, n)
        end
        i += 1
    end
    return r
end
+(a::AbstractArray, b::AbstractArray) = _elementwise(+, a, b)
-(a::AbstractArray, b::AbstractArray) = _elementwise(-, a, b)
# Unary minus elementwise, as Julia's broadcast of -: -x of each element
# (not 0 - x, which loses the sign of -0.0 and widens Int8 to Int).
function -(a::AbstractArray)
    n = length(a)
    n == 0 && return similar(a)
    v1 = -a[1]
    r = similar(a, typeof(v1))
    r[1] = v1
    # an element of another type widens the result (a Matrix{Period})
    return _scalarwise!(r, _negfirst, a, nothing, false, 2, n)
end
_negfirst(x, _) = -x
*(x::Number, a::AbstractArray) = _scalarwise(*, a, x, true)
*(a::AbstractArray, x::Number) = _scalarwise(*, a, x, false)
/(a::AbstractArray, x::Number) = _scalarwise(/, a, x, false)
\(x::Number, a::AbstractArray) = _scalarwise(\, a, x, true)

# matrix products, adjoint and transpose: linalg.jl

# ---- sorting -------------------------------------------------------------------------------------------

# The orderings of Julia 1.10's Base.Order (base/ordering.jl); the module
# Order (below) holds their names, and the driver prints the types as
# Base.Order's. The sort functions' keywords make one with ord(lt, by, rev,
# order).
abstract type Ordering end
struct ForwardOrdering <: Ordering end
struct ReverseOrdering{Fwd<:Ordering} <: Ordering
    fwd::Fwd
end
# reversing a reversed ordering gives the ordering back
ReverseOrdering(rev::ReverseOrdering) = rev.fwd
ReverseOrdering() = ReverseOrdering(ForwardOrdering())
reverse(o::Ordering) = ReverseOrdering(o)
const DirectOrdering = Union{ForwardOrdering,ReverseOrdering{ForwardOrdering}}
const Forward = ForwardOrdering()
const Reverse = ReverseOrdering(Forward)
# compare by(a) and by(b) with order
struct By{T,O} <: Ordering
    by::T
    order::O
end
By(by) = By(by, Forward)
# compare with the function lt(a, b)
struct Lt{T} <: Ordering
    lt::T
end
# order the indices i of data by data[i] with order, equal ones by i
struct Perm{O<:Ordering,V<:AbstractVector} <: Ordering
    order::O
    data::V
end

"""
    lt(o::Ordering, a, b)

Whether `a` comes before `b` in the ordering `o`.
"""
lt(o::ForwardOrdering, a, b) = isless(a, b)
lt(o::ReverseOrdering, a, b) = lt(o.fwd, b, a)
lt(o::By, a, b) = lt(o.order, o.by(a), o.by(b))
lt(o::Lt, a, b) = o.lt(a, b)
function lt(p::Perm, a::Integer, b::Integer)
    da = p.data[a]
    db = p.data[b]
    return (lt(p.order, da, db)::Bool) | (!(lt(p.order, db, da)::Bool) & (a < b))
end

_ord(f::typeof(isless), by, order::Ordering) = _by(by, order)
_ord(f::typeof(isless), by, order::ForwardOrdering) = _by(by, order)
_ord(f::typeof(isless), by, order::ReverseOrdering{ForwardOrdering}) = _by(by, order)
_ord(f, by, order::ForwardOrdering) = _by(by, Lt(f))
_ord(f, by, order::ReverseOrdering{ForwardOrdering}) = reverse(_by(by, Lt(f)))
_ord(f, by, order::Ordering) = error("Passing both lt= and order= arguments is ambiguous; please pass order=Forward or order=Reverse (or leave default)")
_by(by, order::Ordering) = By(by, order)
_by(::typeof(identity), order::Ordering) = order

"""
    ord(lt, by, rev::Union{Bool,Nothing}, order::Ordering=Forward)

The ordering that the sort functions' keywords `lt`, `by`, `rev` and
`order` describe.
"""
ord(f, by, rev::Nothing, order::Ordering=Forward) = _ord(f, by, order)
function ord(f, by, rev::Bool, order::Ordering=Forward)
    o = _ord(f, by, order)
    return rev ? ReverseOrdering(o) : o
end

# a comparison "a goes before b" from the keywords
struct _SortLt{O<:Ordering}
    o::O
end
(c::_SortLt)(a, b) = lt(c.o, a, b)
_sortlt(f, by, rev, order) = _SortLt(ord(f, by, rev, order))

# The algorithms of Julia 1.10's Base.Sort, as the `alg` keyword takes
# them. InsertionSort is insertion sort; PartialQuickSort(k) a quicksort
# that sorts only as much as puts positions k in place (the others are
# left in an unspecified order, as Julia's); the others use Kiln's stable
# merge sort (a QuickSort result may order equal elements differently from
# Julia's, which does not promise an order for them; ScratchQuickSort is
# stable in Julia too). PartialQuickSort and ScratchQuickSort, whose
# bounds may be missing, are in arraymore.jl.
abstract type Algorithm end
struct InsertionSortAlg <: Algorithm end
struct MergeSortAlg <: Algorithm end
struct QuickSortAlg <: Algorithm end
const InsertionSort = InsertionSortAlg()
const MergeSort = MergeSortAlg()
const QuickSort = QuickSortAlg()
const DEFAULT_STABLE = MergeSort
const DEFAULT_UNSTABLE = QuickSort

# (over v's own indices, which may start other than at 1)
_sort_alg!(v::AbstractVector, o, ::InsertionSortAlg) = _insertion_sort!(v, o, Int(firstindex(v)), Int(lastindex(v)))
_sort_alg!(v::AbstractVector, o, ::Algorithm) = _sort!(v, o, Int(firstindex(v)), Int(lastindex(v)))

# the `scratch` keyword (a buffer Julia's algorithms may use) is accepted
# and not needed
function sort!(v::AbstractVector; alg::Algorithm=DEFAULT_STABLE, lt=isless, by=identity, rev=nothing, order=Forward, scratch=nothing)
    _sort_alg!(v, _sortlt(lt, by, rev, order), alg)
    return v
end
sort(v::AbstractVector; kws...) = sort!(copymutable(v); kws...)
sort(t::Tuple; kws...) = (sort!(collect(t); kws...)...,)
# Julia's positional entry points: v[lo:hi] (or all of v) sorted with the
# algorithm and ordering given
function sort!(v::AbstractVector, lo::Integer, hi::Integer, a::Algorithm, o::Ordering)
    _sort_alg!(view(v, lo:hi), _SortLt(o), a)
    return v
end
sort!(v::AbstractVector, a::Algorithm, o::Ordering) = sort!(v, firstindex(v), lastindex(v), a, o)

# PartialQuickSort: quicksort that recurses only into the parts that hold
# positions klo:khi (Julia's partition: a median-of-three pivot, Hoare's
# scheme)
function _pqsort!(v::AbstractVector, o, lo::Int, hi::Int, klo::Int, khi::Int)
    while lo < hi
        if hi - lo <= 20
            return _insertion_sort!(v, o, lo, hi)
        end
        j = _partition!(v, o, lo, hi)
        if j > klo && j < khi
            _pqsort!(v, o, lo, j - 1, klo, khi)
            lo = j + 1
        elseif j > klo
            hi = j - 1
        elseif j < khi
            lo = j + 1
        else
            break
        end
    end
    return v
end
function _partition!(v::AbstractVector, o, lo::Int, hi::Int)
    mi = lo + ((hi - lo) >>> 0x01)
    # v[mi] <= v[lo] <= v[hi], so that the pivot is in place at lo
    if o(v[lo], v[mi])
        v[mi], v[lo] = v[lo], v[mi]
    end
    if o(v[hi], v[lo])
        if o(v[hi], v[mi])
            v[hi], v[lo], v[mi] = v[lo], v[mi], v[hi]
        else
            v[hi], v[lo] = v[lo], v[hi]
        end
    end
    pivot = v[lo]
    i, j = lo, hi
    while true
        i += 1
        j -= 1
        while i < hi && o(v[i], pivot)
            i += 1
        end
        while j > lo && o(pivot, v[j])
            j -= 1
        end
        i >= j && break
        v[i], v[j] = v[j], v[i]
    end
    v[j], v[lo] = pivot, v[j]
    return j
end

function _insertion_sort!(v::AbstractVector, o, lo::Int, hi::Int)
    i = lo + 1
    while i <= hi
        x = v[i]
        j = i
        while j > lo
            y = v[j - 1]
            o(x, y) || break
            v[j] = y
            j -= 1
        end
        v[j] = x
        i += 1
    end
    return v
end

function _sort!(v::AbstractVector, o, lo::Int, hi::Int)
    if hi - lo < 20
        return _insertion_sort!(v, o, lo, hi)
    end
    t = Array{eltype(v),1}(undef, (hi - lo + 2) >> 1)
    _merge_sort!(v, o, lo, hi, t)
    return v
end
# stable top-down merge sort; t holds the left half while merging
function _merge_sort!(v::AbstractVector, o, lo::Int, hi::Int, t)
    if hi - lo < 20
        _insertion_sort!(v, o, lo, hi)
        return v
    end
    m = (lo + hi) >>> 1
    _merge_sort!(v, o, lo, m, t)
    _merge_sort!(v, o, m + 1, hi, t)
    # already in order?
    o(v[m + 1], v[m]) || return v
    n = m - lo + 1
    for k in 1:n
        t[k] = v[lo + k - 1]
    end
    i = 1
    j = m + 1
    k = lo
    while i <= n && j <= hi
        if o(v[j], t[i])
            v[k] = v[j]
            j += 1
        else
            v[k] = t[i]
            i += 1
        end
        k += 1
    end
    while i <= n
        v[k] = t[i]
        k += 1
        i += 1
    end
    return v
end

function issorted(itr; lt=isless, by=identity, rev=nothing, order=Forward)
    o = _sortlt(lt, by, rev, order)
    y = iterate(itr)
    y === nothing && return true
    prev = y[1]
    y = iterate(itr, y[2])
    while y !== nothing
        o(y[1], prev) && return false
        prev = y[1]
        y = iterate(itr, y[2])
    end
    return true
end

function sortperm(v::AbstractVector; alg::Algorithm=DEFAULT_UNSTABLE, lt=isless, by=identity, rev=nothing, order=Forward, scratch=nothing)
    o = _sortlt(lt, by, rev, order)
    # the permutation of v's indices (its own, as Julia's
    # copymutable(LinearIndices(v)), where they do not start at 1)
    p = has_offset_axes(v) ? copymutable(LinearIndices(v)) : collect(1:length(v))
    _sort_alg!(p, _PermLt(o, v), alg)
    return p
end
struct _PermLt{O,V}
    o::O
    v::V
end
(p::_PermLt)(i, j) = p.o(p.v[i], p.v[j])

function partialsort(v::AbstractVector, k::Integer; kws...)
    return sort(v; kws...)[k]
end

# Julia 1.10's binary searches (base/sort.jl): over v[lo:hi] in the
# ordering o, and with the sort functions' keywords. The results are of
# keytype(v) whatever the type of lo and hi.

# the midpoint of lo and hi, rounded down, without overflow
midpoint(lo::T, hi::T) where T<:Integer = lo + ((hi - lo) >>> 0x01)
midpoint(lo::Integer, hi::Integer) = midpoint(promote(lo, hi)...)

# the index of the first value of v[lo:hi] not before x (hi+1 when x
# comes after all of them)
function searchsortedfirst(v::AbstractVector, x, lo::T, hi::T, o::Ordering)::keytype(v) where T<:Integer
    hi = hi + T(1)
    len = hi - lo
    @inbounds while len != 0
        half_len = len >>> 0x01
        m = lo + half_len
        if lt(o, v[m], x)
            lo = m + 1
            len -= half_len + 1
        else
            hi = m
            len = half_len
        end
    end
    return lo
end
# the index of the last value of v[lo:hi] not after x (lo-1 when x comes
# before all of them)
function searchsortedlast(v::AbstractVector, x, lo::T, hi::T, o::Ordering)::keytype(v) where T<:Integer
    u = T(1)
    lo = lo - u
    hi = hi + u
    @inbounds while lo < hi - u
        m = midpoint(lo, hi)
        if lt(o, x, v[m])
            hi = m
        else
            lo = m
        end
    end
    return lo
end
# the range of the indices of the values of v[ilo:ihi] equivalent to x (an
# empty range at x's insertion point when there are none)
function searchsorted(v::AbstractVector, x, ilo::T, ihi::T, o::Ordering)::UnitRange{keytype(v)} where T<:Integer
    u = T(1)
    lo = ilo - u
    hi = ihi + u
    @inbounds while lo < hi - u
        m = midpoint(lo, hi)
        if lt(o, v[m], x)
            lo = m
        elseif lt(o, x, v[m])
            hi = m
        else
            a = searchsortedfirst(v, x, max(lo, ilo), m, o)
            b = searchsortedlast(v, x, m, min(hi, ihi), o)
            return a:b
        end
    end
    return (lo + 1):(hi - 1)
end
# lo and hi of different integer types (Julia promotes them through its
# AbstractVector methods' T; a range whose length is not an Int has a
# lastindex of another type than its firstindex)
searchsortedfirst(v::AbstractVector, x, lo::Integer, hi::Integer, o::Ordering) = searchsortedfirst(v, x, promote(lo, hi)..., o)
searchsortedlast(v::AbstractVector, x, lo::Integer, hi::Integer, o::Ordering) = searchsortedlast(v, x, promote(lo, hi)..., o)
searchsorted(v::AbstractVector, x, lo::Integer, hi::Integer, o::Ordering) = searchsorted(v, x, promote(lo, hi)..., o)

# ranges of reals in the orderings isless gives (Julia 1.10): found from
# the first element and the step, whichever way the range goes
function searchsortedlast(a::AbstractRange{<:Real}, x::Real, o::DirectOrdering)::keytype(a)
    require_one_based_indexing(a)
    f, h, l = first(a), step(a), last(a)
    if lt(o, x, f)
        0
    elseif h == 0 || !lt(o, x, l)
        length(a)
    else
        n = round(Integer, (x - f) / h + 1)
        lt(o, x, a[n]) ? n - 1 : n
    end
end
function searchsortedfirst(a::AbstractRange{<:Real}, x::Real, o::DirectOrdering)::keytype(a)
    require_one_based_indexing(a)
    f, h, l = first(a), step(a), last(a)
    if !lt(o, f, x)
        1
    elseif h == 0 || lt(o, l, x)
        length(a) + 1
    else
        n = round(Integer, (x - f) / h + 1)
        lt(o, a[n], x) ? n + 1 : n
    end
end
function searchsortedlast(a::AbstractRange{<:Integer}, x::Real, o::DirectOrdering)::keytype(a)
    require_one_based_indexing(a)
    f, h, l = first(a), step(a), last(a)
    if lt(o, x, f)
        0
    elseif h == 0 || !lt(o, x, l)
        length(a)
    else
        if o isa ForwardOrdering
            fld(floor(Integer, x) - f, h) + 1
        else
            fld(ceil(Integer, x) - f, h) + 1
        end
    end
end
function searchsortedfirst(a::AbstractRange{<:Integer}, x::Real, o::DirectOrdering)::keytype(a)
    require_one_based_indexing(a)
    f, h, l = first(a), step(a), last(a)
    if !lt(o, f, x)
        1
    elseif h == 0 || lt(o, l, x)
        length(a) + 1
    else
        if o isa ForwardOrdering
            cld(ceil(Integer, x) - f, h) + 1
        else
            cld(floor(Integer, x) - f, h) + 1
        end
    end
end
searchsorted(a::AbstractRange{<:Real}, x::Real, o::DirectOrdering) =
    searchsortedfirst(a, x, o):searchsortedlast(a, x, o)

searchsortedfirst(v::AbstractVector, x, o::Ordering) = searchsortedfirst(v, x, firstindex(v), lastindex(v), o)
searchsortedlast(v::AbstractVector, x, o::Ordering) = searchsortedlast(v, x, firstindex(v), lastindex(v), o)
searchsorted(v::AbstractVector, x, o::Ordering) = searchsorted(v, x, firstindex(v), lastindex(v), o)
searchsortedfirst(v::AbstractVector, x; lt=isless, by=identity, rev::Union{Bool,Nothing}=nothing, order::Ordering=Forward) =
    searchsortedfirst(v, x, ord(lt, by, rev, order))
searchsortedlast(v::AbstractVector, x; lt=isless, by=identity, rev::Union{Bool,Nothing}=nothing, order::Ordering=Forward) =
    searchsortedlast(v, x, ord(lt, by, rev, order))
searchsorted(v::AbstractVector, x; lt=isless, by=identity, rev::Union{Bool,Nothing}=nothing, order::Ordering=Forward) =
    searchsorted(v, x, ord(lt, by, rev, order))

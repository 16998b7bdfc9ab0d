# This file is a part of Kiln's Base library.
#
# Statistics.jl — the standard library module Statistics, evaluated when a
# program first loads it (`using Statistics`): mean, median, middle, var,
# std, varm, stdm, cov, cor and quantile: a port of the Statistics package
# that Julia 1.10 ships (JuliaStats/Statistics.jl src/Statistics.jl), with
# the same summation orders (Base's pairwise sum, products of centred data
# through BLAS). Differences: quantile sorts fully where Statistics sorts
# partially (the same order statistics), and centralize_sumabs2! is written
# over CartesianIndices rather than Base's broadcast index helpers.

module Statistics

export cor, cov, std, stdm, var, varm, mean!, mean,
    median!, median, middle, quantile!, quantile

# ---- mean ------------------------------------------------------------------------------------------------

mean(itr) = mean(identity, itr)

# Julia's Base.mapreduce_empty_iter(f, +, itr, IteratorEltype(itr)): the empty
# sum of the element type, an error for an iterator of unknown element type.
_mean_empty_iter(f, itr, ::Base.HasEltype) = Base._mapreduce_empty(f, +, eltype(itr))
_mean_empty_iter(f, itr, ::Base.EltypeUnknown) =
    throw(ArgumentError("reducing over an empty collection of unknown element type is not allowed.\nYou may be able to prevent this error by supplying an `init` value to the reducer."))

function mean(f, itr)
    y = iterate(itr)
    if y === nothing
        return _mean_empty_iter(f, itr, Base.IteratorEltype(itr)) / 0
    end
    count = 1
    value, state = y
    f_value = f(value) / 1
    total = Base.reduce_first(+, f_value)
    y = iterate(itr, state)
    while y !== nothing
        value, state = y
        total += _mean_promote(total, f(value))
        count += 1
        y = iterate(itr, state)
    end
    return total / count
end

mean(f, A::AbstractArray; dims=:) = _mean(f, A, dims)

function mean(f::Number, itr::Number)
    f_value = try
        f(itr)
    catch err
        if err isa MethodError && err.f === f && err.args == (itr,)
            rethrow(ArgumentError("mean(f, itr) requires a function and an iterable.\nPerhaps you meant middle(x, y)?"))
        else
            rethrow(err)
        end
    end
    Base.reduce_first(+, f_value) / 1
end

function mean!(R::AbstractArray, A::AbstractArray)
    sum!(R, A; init=true)
    x = max(1, length(R)) // length(A)
    R .= R .* x
    return R
end

mean(A::AbstractArray; dims=:) = _mean(identity, A, dims)

_mean_promote(x::T, y::S) where {T,S} = convert(promote_type(T, S), y)

# x -> _mean_promote(x1, f(x)) of Statistics' _mean, as a callable struct
# (through _mean_promote, which packages extend: FixedPointNumbers'
# `_mean_promote(x::Real, y::FixedPoint)` sums in Float64)
struct _MeanPromote{T,F}
    f::F
    x1::T
end
(p::_MeanPromote{T})(x) where {T} = _mean_promote(p.x1, p.f(x))

function _mean(f, A::AbstractArray, dims)
    isempty(A) && return sum(f, A, dims=dims) / 0
    if dims isa Colon
        n = length(A)
    else
        n = mapreduce(i -> size(A, i), *, unique(dims); init=1)
    end
    x1 = f(first(A)) / 1
    # where the promotion is the identity this is sum(A), summed in the same
    # order as Julia's (Kiln's sum of a function's values may associate differently)
    result = (f === identity && typeof(x1) === eltype(A)) ?
        sum(A, dims=dims) : sum(_MeanPromote{typeof(x1),typeof(f)}(f, x1), A, dims=dims)
    if dims isa Colon
        return result / n
    else
        return result ./= n
    end
end

function mean(r::AbstractRange{T}) where T
    isempty(r) && return zero(T) / 0
    return first(r) / 2 + last(r) / 2
end

# ---- variances --------------------------------------------------------------------------------------------

# faster computation of real(conj(x)*y)
realXcY(x::Real, y::Real) = x * y
realXcY(x::Complex, y::Complex) = real(x) * real(y) + imag(x) * imag(y)
realXcY(x::Number, y::Number) = real(conj(x) * y)

var(iterable; corrected::Bool=true, mean=nothing) = _var(iterable, corrected, mean)

function _var(iterable, corrected::Bool, mean)
    y = iterate(iterable)
    if y === nothing
        T = eltype(iterable)
        # When `zero` cannot be called we throw an error
        if T === Union{} || !(T <: Number)
            throw(ArgumentError("cannot compute variance of an empty iterator with eltype $T"))
        end
        return oftype((abs2(zero(T)) + abs2(zero(T))) / 2, NaN)
    end
    count = 1
    value, state = y
    y = iterate(iterable, state)
    if mean === nothing
        # Welford's algorithm (Knuth, TAOCP vol. 2, p. 232)
        M = value / 1
        S = real(zero(M))
        while y !== nothing
            value, state = y
            y = iterate(iterable, state)
            count += 1
            new_M = M + (value - M) / count
            S = S + realXcY(value - M, value - new_M)
            M = new_M
        end
        return S / (count - Int(corrected))
    elseif isa(mean, Number)
        sum2 = abs2(value - mean::Number)
        while y !== nothing
            value, state = y
            y = iterate(iterable, state)
            count += 1
            sum2 += abs2(value - mean)
        end
        return sum2 / (count - Int(corrected))
    else
        throw(ArgumentError("invalid value of mean, $(mean)::$(typeof(mean))"))
    end
end

struct _CentralizedAbs2{M}
    m::M
end
(c::_CentralizedAbs2)(x) = abs2.(x - c.m)
centralize_sumabs2(A::AbstractArray, m) = mapreduce(_CentralizedAbs2(m), +, A)
centralize_sumabs2(A::AbstractArray, m, ifirst::Int, ilast::Int) =
    Base.mapreduce_impl(_CentralizedAbs2(m), +, A, ifirst, ilast, 1024)

# Statistics' centralize_sumabs2! (after Base's _mapreducedim!): the sums of
# abs2(A - means) over the singleton dimensions of R, contiguous columns
# summed pairwise as Base's mapreduce.
function centralize_sumabs2!(R::AbstractArray{S}, A::AbstractArray, means::AbstractArray) where S
    lsiz = _check_reducedims(R, A)
    for i in 1:max(ndims(R), ndims(means))
        if axes(means, i) != axes(R, i)
            throw(DimensionMismatch("dimension $i of `mean` should have indices $(axes(R, i)), but got $(axes(means, i))"))
        end
    end
    isempty(R) || fill!(R, zero(S))
    isempty(A) && return R
    if A isa Array && lsiz > 16
        nslices = div(length(A), lsiz)
        ibase = 0
        for i = 1:nslices
            R[i] = centralize_sumabs2(A, means[i], ibase + 1, ibase + lsiz)
            ibase += lsiz
        end
        return R
    end
    szR = size(R)
    NR = ndims(R)
    for IA in CartesianIndices(A)
        IR = CartesianIndex(ntuple(d -> szR[d] == 1 ? 1 : IA[d], NR))
        R[IR] += abs2(A[IA] - means[IR])
    end
    return R
end

# Base.check_reducedims: R's dimensions are 1 or A's; the length of the
# leading reduced run (the slices summed contiguously).
function _check_reducedims(R::AbstractArray, A::AbstractArray)
    ndims(R) <= max(ndims(A), 1) || ndims(R) <= ndims(A) ||
        throw(DimensionMismatch("cannot reduce $(ndims(A))-dimensional array to $(ndims(R)) dimensions"))
    lsiz = 1
    had_nonreduc = false
    for i in 1:max(ndims(A), ndims(R))
        sRi = size(R, i)
        sAi = size(A, i)
        if sRi == 1
            if sAi > 1
                had_nonreduc && (lsiz = 0)
                lsiz *= sAi
            end
        else
            sRi == sAi || throw(DimensionMismatch("reduction on array with indices $(axes(A)) with output with indices $(axes(R))"))
            had_nonreduc = true
        end
    end
    return lsiz
end

function varm!(R::AbstractArray{S}, A::AbstractArray, m::AbstractArray; corrected::Bool=true) where S
    if isempty(A)
        fill!(R, convert(S, NaN))
    else
        rn = div(length(A), length(R)) - Int(corrected)
        centralize_sumabs2!(R, A, m)
        R .= R .* (1 // rn)
    end
    return R
end

varm(A::AbstractArray, m::AbstractArray; corrected::Bool=true, dims=:) = _varm(A, m, corrected, dims)

# Base.reducedim_init(t -> abs2(t)/2, +, A, region)
function _var_init(A::AbstractArray, region)
    for d in region
        d isa Integer || throw(ArgumentError("reduced dimension(s) must be integers"))
        d < 1 && throw(ArgumentError("region dimension(s) must be ≥ 1, got $d"))
    end
    T = Base._promote_union(eltype(A))
    if T !== Any && applicable(zero, T)
        x = abs2(zero(T)) / 2
        z = x + x
        Tr = z isa T ? T : typeof(z)
    else
        z = zero(sum(t -> abs2(t) / 2, A))
        Tr = typeof(z)
    end
    return fill!(Array{Tr}(undef, Base._reduced_size(size(A), region)), z)
end

_varm(A::AbstractArray{T}, m, corrected::Bool, region) where {T} =
    varm!(_var_init(A, region), A, m; corrected=corrected)

varm(A::AbstractArray, m; corrected::Bool=true) = _varm(A, m, corrected, :)

function _varm(A::AbstractArray{T}, m, corrected::Bool, ::Colon) where T
    n = length(A)
    n == 0 && return oftype((abs2(zero(T)) + abs2(zero(T))) / 2, NaN)
    return centralize_sumabs2(A, m) / (n - Int(corrected))
end

var(A::AbstractArray; corrected::Bool=true, mean=nothing, dims=:) = _var(A, corrected, mean, dims)

function _var(A::AbstractArray, corrected::Bool, mean, dims)
    if mean === nothing
        mean = Statistics.mean(A, dims=dims)
    end
    return varm(A, mean; corrected=corrected, dims=dims)
end

function _var(A::AbstractArray, corrected::Bool, mean, ::Colon)
    if mean === nothing
        mean = Statistics.mean(A)
    end
    return real(varm(A, mean; corrected=corrected))
end

varm(iterable, m; corrected::Bool=true) = _var(iterable, corrected, m)

## variances over ranges

# as Julia's Statistics (m::AbstractArray: else ambiguous with varm(A, m::AbstractArray))
varm(v::AbstractRange, m::AbstractArray; corrected::Bool=true) = _range_varm(v, m, corrected)
varm(v::AbstractRange, m; corrected::Bool=true) = _range_varm(v, m, corrected)
function _range_varm(v::AbstractRange, m, corrected::Bool)
    l = length(v)
    l <= 1 && return _var(v, corrected, m)
    vv = if m === nothing
        s = step(v)
        abs2(s) * (l + 1) * l / 12
    else
        range_varm(v, m)
    end
    return corrected ? vv : vv * (l - 1) / l
end

function range_varm(v::AbstractRange, m)
    f = first(v) - m
    s = step(v)
    l = length(v)
    return abs2(f) * l / (l - 1) + realXcY(f, s) * l + abs2(s) * l * (2 * l - 1) / 6
end

# ---- standard deviation -----------------------------------------------------------------------------------

function sqrt!(A::AbstractArray)
    for i in eachindex(A)
        A[i] = sqrt(A[i])
    end
    A
end

std(A::AbstractArray; corrected::Bool=true, mean=nothing, dims=:) = _std(A, corrected, mean, dims)

_std(A::AbstractArray, corrected::Bool, mean, dims) =
    sqrt.(var(A; corrected=corrected, mean=mean, dims=dims))
_std(A::AbstractArray, corrected::Bool, mean, ::Colon) =
    sqrt.(var(A; corrected=corrected, mean=mean))
_std(A::AbstractArray{<:AbstractFloat}, corrected::Bool, mean, dims) =
    sqrt!(var(A; corrected=corrected, mean=mean, dims=dims))
_std(A::AbstractArray{<:AbstractFloat}, corrected::Bool, mean, ::Colon) =
    sqrt.(var(A; corrected=corrected, mean=mean))

std(iterable; corrected::Bool=true, mean=nothing) =
    sqrt(var(iterable, corrected=corrected, mean=mean))

stdm(A::AbstractArray, m::AbstractArray; corrected::Bool=true, dims=:) =
    _std(A, corrected, m, dims)

stdm(iterable, m; corrected::Bool=true) =
    sqrt(var(iterable, corrected=corrected, mean=m))

# ---- covariance -------------------------------------------------------------------------------------------

_conj(x::AbstractArray{<:Real}) = x
_conj(x::AbstractArray) = conj(x)

_getnobs(x::AbstractVector, vardim::Int) = length(x)
_getnobs(x::AbstractMatrix, vardim::Int) = size(x, vardim)

function _getnobs(x::AbstractVecOrMat, y::AbstractVecOrMat, vardim::Int)
    n = _getnobs(x, vardim)
    _getnobs(y, vardim) == n || throw(DimensionMismatch("dimensions of x and y mismatch"))
    return n
end

_vmean(x::AbstractVector, vardim::Int) = mean(x)
_vmean(x::AbstractMatrix, vardim::Int) = mean(x, dims=vardim)

unscaled_covzm(x::AbstractVector{<:Number}) = sum(abs2, x)
unscaled_covzm(x::AbstractVector) = sum(t -> t * t', x)
unscaled_covzm(x::AbstractMatrix, vardim::Int) = (vardim == 1 ? _conj(x' * x) : x * x')

function unscaled_covzm(x::AbstractVector, y::AbstractVector)
    (isempty(x) || isempty(y)) &&
        throw(ArgumentError("covariance only defined for non-empty vectors"))
    return *(adjoint(y), x)
end
unscaled_covzm(x::AbstractVector, y::AbstractMatrix, vardim::Int) =
    (vardim == 1 ? *(transpose(x), _conj(y)) : *(transpose(x), transpose(_conj(y))))
unscaled_covzm(x::AbstractMatrix, y::AbstractVector, vardim::Int) =
    (c = vardim == 1 ? *(transpose(x), _conj(y)) : x * _conj(y); reshape(c, length(c), 1))
unscaled_covzm(x::AbstractMatrix, y::AbstractMatrix, vardim::Int) =
    (vardim == 1 ? *(transpose(x), _conj(y)) : *(x, adjoint(y)))

covzm(x::AbstractVector; corrected::Bool=true) = unscaled_covzm(x) / (length(x) - Int(corrected))
function covzm(x::AbstractMatrix, vardim::Int=1; corrected::Bool=true)
    C = unscaled_covzm(x, vardim)
    T = promote_type(typeof(first(C) / 1), eltype(C))
    A = convert(AbstractMatrix{T}, C)
    b = 1 // (size(x, vardim) - corrected)
    A .= A .* b
    return A
end
covzm(x::AbstractVector, y::AbstractVector; corrected::Bool=true) =
    unscaled_covzm(x, y) / (length(x) - Int(corrected))
function covzm(x::AbstractVecOrMat, y::AbstractVecOrMat, vardim::Int=1; corrected::Bool=true)
    C = unscaled_covzm(x, y, vardim)
    T = promote_type(typeof(first(C) / 1), eltype(C))
    A = convert(AbstractArray{T}, C)
    b = 1 // (_getnobs(x, y, vardim) - corrected)
    A .= A .* b
    return A
end

struct _Minus{M}
    m::M
end
(d::_Minus)(t) = t - d.m

# x .- xmean; an array other than an Array (a sparse matrix: Statistics 1.10 has a
# sparse cov of its own, X'X - n*x̄*x̄') is made dense first, and so are its means
_centered(x::AbstractArray, m) = _dense(x) .- _dense(m)
_dense(x) = x isa AbstractArray && !(x isa Array) ? collect(x) : x

# map(t -> t - xmean, x) rather than x .- xmean, for vectors of vectors
covm(x::AbstractVector, xmean; corrected::Bool=true) =
    covzm(map(_Minus(xmean), x); corrected=corrected)
covm(x::AbstractMatrix, xmean, vardim::Int=1; corrected::Bool=true) =
    covzm(_centered(x, xmean), vardim; corrected=corrected)
covm(x::AbstractVector, xmean, y::AbstractVector, ymean; corrected::Bool=true) =
    covzm(map(_Minus(xmean), x), map(_Minus(ymean), y); corrected=corrected)
covm(x::AbstractVecOrMat, xmean, y::AbstractVecOrMat, ymean, vardim::Int=1; corrected::Bool=true) =
    covzm(_centered(x, xmean), _centered(y, ymean), vardim; corrected=corrected)

cov(x::AbstractVector; corrected::Bool=true) = covm(x, mean(x); corrected=corrected)

cov(X::AbstractMatrix; dims::Int=1, corrected::Bool=true) =
    covm(X, _vmean(X, dims), dims; corrected=corrected)

function cov(x::AbstractVector, y::AbstractVector; corrected::Bool=true)
    if x === y
        cov(x; corrected=corrected)
    else
        covm(x, mean(x), y, mean(y); corrected=corrected)
    end
end

function cov(X::AbstractVecOrMat, Y::AbstractVecOrMat; dims::Int=1, corrected::Bool=true)
    if X === Y
        cov(X; dims=dims, corrected=corrected)
    else
        covm(X, _vmean(X, dims), Y, _vmean(Y, dims), dims; corrected=corrected)
    end
end

# ---- correlation ------------------------------------------------------------------------------------------

clampcor(x::Real) = clamp(x, -1, 1)
clampcor(x) = x

function _diagsqrt(C::AbstractMatrix)
    n = min(size(C, 1), size(C, 2))
    return [sqrt(C[i, i]) for i in 1:n]
end

function cov2cor!(C::AbstractMatrix{T}, xsd::AbstractArray=_diagsqrt(C)) where T
    nx = length(xsd)
    size(C) == (nx, nx) || throw(DimensionMismatch("inconsistent dimensions"))
    for j = 1:nx
        for i = 1:j-1
            C[i, j] = adjoint(C[j, i])
        end
        C[j, j] = oneunit(T)
        for i = j+1:nx
            C[i, j] = clampcor(C[i, j] / (xsd[i] * xsd[j]))
        end
    end
    return C
end
function cov2cor!(C::AbstractMatrix, xsd, ysd::AbstractArray)
    nx, ny = size(C)
    length(ysd) == ny || throw(DimensionMismatch("inconsistent dimensions"))
    for (j, y) in enumerate(ysd)
        for i in 1:nx
            C[i, j] = clampcor(C[i, j] / (xsd * y))
        end
    end
    return C
end
function cov2cor!(C::AbstractMatrix, xsd::AbstractArray, ysd)
    nx, ny = size(C)
    length(xsd) == nx || throw(DimensionMismatch("inconsistent dimensions"))
    for j in 1:ny
        for (i, x) in enumerate(xsd)
            C[i, j] = clampcor(C[i, j] / (x * ysd))
        end
    end
    return C
end
function cov2cor!(C::AbstractMatrix, xsd::AbstractArray, ysd::AbstractArray)
    nx, ny = size(C)
    (length(xsd) == nx && length(ysd) == ny) ||
        throw(DimensionMismatch("inconsistent dimensions"))
    for (i, x) in enumerate(xsd)
        for (j, y) in enumerate(ysd)
            C[i, j] = clampcor(C[i, j] / (x * y))
        end
    end
    return C
end

corzm(x::AbstractVector{T}) where {T} =
    T === Missing ? missing : one(float(nonmissingtype(T)))
function corzm(x::AbstractMatrix, vardim::Int=1)
    c = unscaled_covzm(x, vardim)
    return cov2cor!(c)
end
corzm(x::AbstractVector, y::AbstractMatrix, vardim::Int=1) =
    cov2cor!(unscaled_covzm(x, y, vardim), sqrt(sum(abs2, x)), sqrt!(sum(abs2, y, dims=vardim)))
corzm(x::AbstractMatrix, y::AbstractVector, vardim::Int=1) =
    cov2cor!(unscaled_covzm(x, y, vardim), sqrt!(sum(abs2, x, dims=vardim)), sqrt(sum(abs2, y)))
corzm(x::AbstractMatrix, y::AbstractMatrix, vardim::Int=1) =
    cov2cor!(unscaled_covzm(x, y, vardim), sqrt!(sum(abs2, x, dims=vardim)), sqrt!(sum(abs2, y, dims=vardim)))

corm(x::AbstractVector{T}, xmean) where {T} =
    T === Missing ? missing : one(float(nonmissingtype(T)))
corm(x::AbstractMatrix, xmean, vardim::Int=1) = corzm(_centered(x, xmean), vardim)
function corm(x::AbstractVector, mx, y::AbstractVector, my)
    n = length(x)
    length(y) == n || throw(DimensionMismatch("inconsistent lengths"))
    n > 0 || throw(ArgumentError("correlation only defined for non-empty vectors"))
    xx = zero(sqrt(abs2(one(x[1]))))
    yy = zero(sqrt(abs2(one(y[1]))))
    xy = zero(x[1] * y[1]')
    for i in eachindex(x, y)
        xi = x[i] - mx
        yi = y[i] - my
        xx += abs2(xi)
        yy += abs2(yi)
        xy += xi * yi'
    end
    return clampcor(xy / max(xx, yy) / sqrt(min(xx, yy) / max(xx, yy)))
end

corm(x::AbstractVecOrMat, xmean, y::AbstractVecOrMat, ymean, vardim::Int=1) =
    corzm(_centered(x, xmean), _centered(y, ymean), vardim)

cor(x::AbstractVector{T}) where {T} =
    T === Missing ? missing : one(float(nonmissingtype(T)))

cor(X::AbstractMatrix; dims::Int=1) = corm(X, _vmean(X, dims), dims)

function cor(x::AbstractVector, y::AbstractVector)
    if x === y
        cor(x)
    else
        corm(x, mean(x), y, mean(y))
    end
end

function cor(x::AbstractVecOrMat, y::AbstractVecOrMat; dims::Int=1)
    if x === y
        cor(x; dims=dims)
    else
        corm(x, _vmean(x, dims), y, _vmean(y, dims), dims)
    end
end

# ---- median, middle ---------------------------------------------------------------------------------------

middle(x::Union{Bool,Int8,Int16,Int32,Int64,Int128,UInt8,UInt16,UInt32,UInt64,UInt128}) = Float64(x)
middle(x::AbstractFloat) = x
middle(x::Number) = (x + zero(x)) / 1
middle(x::Number, y::Number) = x / 2 + y / 2
middle(a::AbstractArray) = ((v1, v2) = extrema(a); middle(v1, v2))
function middle(a::AbstractRange)
    isempty(a) && throw(ArgumentError("middle of an empty range is undefined."))
    return middle(first(a), last(a))
end

function median!(v::AbstractVector)
    isempty(v) && throw(ArgumentError("median of an empty array is undefined, $(repr(v))"))
    eltype(v) >: Missing && any(ismissing, v) && return missing
    any(x -> x isa Number && isnan(x), v) && return convert(eltype(v), NaN)
    inds = axes(v, 1)
    n = length(inds)
    mid = div(first(inds) + last(inds), 2)
    if isodd(n)
        return middle(partialsort!(v, mid))
    else
        m = partialsort!(v, mid:mid+1)
        return middle(m[1], m[2])
    end
end
median!(v::AbstractArray) = median!(vec(v))

median(itr) = median!(collect(itr))
median(v::AbstractArray; dims=:) = _median(v, dims)
_median(v::AbstractArray, dims) = mapslices(median!, v, dims=dims)
_median(v::AbstractArray{T}, ::Colon) where {T} = median!(copyto!(Array{T,1}(undef, length(v)), v))
median(r::AbstractRange{<:Real}) = mean(r)
median(f::Function, v) = median!(f.(v))

# ---- quantile ---------------------------------------------------------------------------------------------

function quantile!(q::AbstractArray, v::AbstractVector, p::AbstractArray;
                   sorted::Bool=false, alpha::Real=1.0, beta::Real=alpha)
    if size(p) != size(q)
        throw(DimensionMismatch("size of p, $(size(p)), must equal size of q, $(size(q))"))
    end
    isempty(q) && return q
    minp, maxp = extrema(p)
    _quantilesort!(v, sorted, minp, maxp)
    for (i, j) in zip(eachindex(p), eachindex(q))
        q[j] = _quantile(v, p[i], alpha, beta)
    end
    return q
end

struct _QuantileAt{V,A,B}
    v::V
    alpha::A
    beta::B
end
(q::_QuantileAt)(x) = _quantile(q.v, x, q.alpha, q.beta)

function quantile!(v::AbstractVector, p::Union{AbstractArray,Tuple{Vararg{Real}}};
                   sorted::Bool=false, alpha::Real=1., beta::Real=alpha)
    if !isempty(p)
        minp, maxp = extrema(p)
        _quantilesort!(v, sorted, minp, maxp)
    end
    return map(_QuantileAt(v, alpha, beta), p)
end
quantile!(a::AbstractArray, p::Union{AbstractArray,Tuple{Vararg{Real}}};
          sorted::Bool=false, alpha::Real=1.0, beta::Real=alpha) =
    quantile!(vec(a), p, sorted=sorted, alpha=alpha, beta=beta)

quantile!(q::AbstractArray, a::AbstractArray, p::Union{AbstractArray,Tuple{Vararg{Real}}};
          sorted::Bool=false, alpha::Real=1.0, beta::Real=alpha) =
    quantile!(q, vec(a), p, sorted=sorted, alpha=alpha, beta=beta)

quantile!(v::AbstractVector, p::Real; sorted::Bool=false, alpha::Real=1.0, beta::Real=alpha) =
    _quantile(_quantilesort!(v, sorted, p, p), p, alpha, beta)

# Sorts v for quantiles in [minp, maxp] (Statistics sorts partially; a full
# sort gives the same order statistics).
function _quantilesort!(v::AbstractVector, sorted::Bool, minp::Real, maxp::Real)
    isempty(v) && throw(ArgumentError("empty data vector"))
    sorted || sort!(v)
    if (sorted && (ismissing(v[end]) || (v[end] isa Number && isnan(v[end])))) ||
        any(x -> ismissing(x) || (x isa Number && isnan(x)), v)
        throw(ArgumentError("quantiles are undefined in presence of NaNs or missing values"))
    end
    return v
end

# Core quantile lookup function: assumes `v` sorted
function _quantile(v::AbstractVector, p::Real, alpha::Real, beta::Real)
    0 <= p <= 1 || throw(ArgumentError("input probability out of [0,1] range"))
    0 <= alpha <= 1 || throw(ArgumentError("alpha parameter out of [0,1] range"))
    0 <= beta <= 1 || throw(ArgumentError("beta parameter out of [0,1] range"))
    n = length(v)
    m = alpha + p * (one(alpha) - alpha - beta)
    # Statistics 1.10 (Julia 1.10's) adds n*p unfused; the fma came later
    # (Statistics 1.11) and can differ in the last bit.
    aleph = n * p + oftype(p, m)
    j = clamp(trunc(Int, aleph), 1, n - 1)
    γ = clamp(aleph - j, 0, 1)
    if n == 1
        a = v[1]
        b = v[1]
    else
        a = v[j]
        b = v[j + 1]
    end
    # When a ≉ b, b-a may overflow
    # When a ≈ b, (1-γ)*a + γ*b may not be increasing with γ due to rounding
    if isfinite(a) && isfinite(b) &&
        (!(a isa Number) || !(b isa Number) || a ≈ b)
        return a + γ * (b - a)
    else
        return (1 - γ) * a + γ * b
    end
end

quantile(itr, p; sorted::Bool=false, alpha::Real=1.0, beta::Real=alpha) =
    quantile!(collect(itr), p, sorted=sorted, alpha=alpha, beta=beta)
quantile(f::Function, v, p; sorted::Bool=false, alpha::Real=1.0, beta::Real=alpha) =
    quantile!(f.(v), p; sorted=sorted, alpha=alpha, beta=beta)
quantile(v::AbstractVector, p; sorted::Bool=false, alpha::Real=1.0, beta::Real=alpha) =
    quantile!(sorted ? v : Base.copymutable(v), p; sorted=sorted, alpha=alpha, beta=beta)

end # module Statistics

# This file is a part of Kiln's Base library.
#
# Statistics.jl — the standard library module Statistics, evaluated when a
# program first loads it (`using Statistics`): mean, median, middle, var,
# std, varm, stdm, cov, cor and quantile, following the Statistics package
# that Julia 1.10 ships (the same summation orders: mean and var of a whole
# array through Base's pairwise sum, products of centred data through BLAS
# as cov and cor do). `dims=` is supported for vectors and matrices
# (dims = 1 or 2); other dims are reported as not supported.

module Statistics

using Base: _lapack_copy

export mean, median, median!, middle, var, std, varm, stdm, cov, cor, quantile, quantile!

# ---- dims helpers ----------------------------------------------------------------------------------------

_checkdims(A::AbstractArray, dims) =
    (dims isa Integer && 1 <= dims <= 2 && ndims(A) <= 2) ||
        throw(ArgumentError(string("dims=", dims, " is not supported in Kiln's Statistics (dims = 1 or 2 of a vector or matrix)")))

# the slices of A along dims, as vectors, and the shape of the result
function _slices(A::AbstractArray, dims::Integer)
    m = size(A, 1)
    n = ndims(A) == 1 ? 1 : size(A, 2)
    out = Array{Vector{eltype(A)},1}(undef, 0)
    if dims == 1
        for j in 1:n
            v = Array{eltype(A),1}(undef, m)
            for i in 1:m
                v[i] = A[i, j]
            end
            push!(out, v)
        end
        return out, (1, n)
    end
    for i in 1:m
        v = Array{eltype(A),1}(undef, n)
        for j in 1:n
            v[j] = A[i, j]
        end
        push!(out, v)
    end
    return out, (m, 1)
end
function _reshape_result(A::AbstractArray, vals::Vector, shape)
    if ndims(A) == 1
        return vals
    end
    R = Array{eltype(vals),2}(undef, shape[1], shape[2])
    for k in 1:length(vals)
        R[k] = vals[k]
    end
    return R
end
function _along(f, A::AbstractArray, dims)
    _checkdims(A, dims)
    slices, shape = _slices(A, dims)
    first = f(slices[1])
    vals = Array{typeof(first),1}(undef, length(slices))
    vals[1] = first
    for k in 2:length(slices)
        vals[k] = f(slices[k])
    end
    return _reshape_result(A, vals, shape)
end

# ---- mean ------------------------------------------------------------------------------------------------

struct _MeanPromote{T}
end
(::_MeanPromote{T})(x) where {T} = convert(promote_type(T, typeof(x)), x)

function mean(A::AbstractArray; dims=:)
    if dims isa Colon
        isempty(A) && return sum(A) / 0
        x1 = A[1] / 1
        return sum(_MeanPromote{typeof(x1)}(), A) / length(A)
    end
    isempty(A) && throw(ArgumentError("mean over dims of an empty array is not supported in Kiln"))
    return _along(v -> mean(v), A, dims)
end
function mean(itr)
    y = iterate(itr)
    y === nothing && throw(ArgumentError("mean of empty collection undefined: " * repr(itr)))
    count = 1
    value, state = y
    total = value / 1
    y = iterate(itr, state)
    while y !== nothing
        value, state = y
        total += value
        count += 1
        y = iterate(itr, state)
    end
    return total / count
end
struct _MeanPromoteF{T,F}
    f::F
end
(p::_MeanPromoteF{T})(x) where {T} = (y = p.f(x); convert(promote_type(T, typeof(y)), y))
mean(f, A::AbstractArray) = isempty(A) ? sum(f, A) / 0 : sum(_MeanPromoteF{typeof(f(A[1]) / 1),typeof(f)}(f), A) / length(A)
function mean(f, itr)
    y = iterate(itr)
    y === nothing && throw(ArgumentError("mean of empty collection undefined: " * repr(itr)))
    count = 1
    value, state = y
    total = f(value) / 1
    y = iterate(itr, state)
    while y !== nothing
        value, state = y
        total += f(value)
        count += 1
        y = iterate(itr, state)
    end
    return total / count
end
mean(x::Number) = x / 1
function mean(r::AbstractRange{<:Real})
    isempty(r) && return oftype((first(r) + last(r)) / 2, NaN)
    return (first(r) + last(r)) / 2
end

# ---- median, middle ---------------------------------------------------------------------------------------

middle(x::Union{Bool,Int8,Int16,Int32,Int64,UInt8,UInt16,UInt32,UInt64}) = Float64(x)
middle(x::AbstractFloat) = x
middle(x::Number) = (x + zero(x)) / 1
middle(x::Number, y::Number) = x / 2 + y / 2
function middle(a::AbstractArray)
    isempty(a) && throw(ArgumentError("middle of an empty array is undefined."))
    return middle(minimum(a), maximum(a))
end

function median!(v::AbstractVector)
    isempty(v) && throw(ArgumentError(string("median of an empty array is undefined, ", repr(v))))
    if eltype(v) <: AbstractFloat || AbstractFloat <: eltype(v)
        for x in v
            x isa AbstractFloat && isnan(x) && return convert(eltype(v), NaN)
        end
    end
    n = length(v)
    sort!(v)
    mid = div(1 + n, 2)
    isodd(n) && return middle(v[mid])
    return middle(v[mid], v[mid + 1])
end
function median(v::AbstractArray; dims=:)
    dims isa Colon && return median!(_lapack_copy(eltype(v), vec(collect(v))))
    return _along(s -> median!(s), v, dims)
end
median(itr) = median!(collect(itr))

# ---- var, std ---------------------------------------------------------------------------------------------

function _sumabs2_centred(A::AbstractArray, m)
    n = length(A)
    s = abs2(A[1] - m)
    for i in 2:n
        s += abs2(A[i] - m)
    end
    return s
end
struct _AbsDev{M}
    m::M
end
(d::_AbsDev)(x) = abs2(x - d.m)

function varm(A::AbstractArray, m; corrected::Bool=true, dims=:)
    if dims isa Colon
        n = length(A)
        n == 0 && return oftype((abs2(zero(eltype(A))) + abs2(zero(eltype(A)))) / 2, NaN)
        return sum(_AbsDev(m), A) / (n - Int(corrected))
    end
    _checkdims(A, dims)
    slices, shape = _slices(A, dims)
    (m isa AbstractArray && length(m) == length(slices)) || throw(DimensionMismatch("dimensions of the means do not match the reduced dimensions"))
    vals = Array{Float64,1}(undef, length(slices))
    for k in 1:length(slices)
        s = slices[k]
        # Statistics' varm! scales by 1 // (n - corrected): a multiplication
        vals[k] = isempty(s) ? NaN : _sumabs2_centred(s, m[k]) * (1 / (length(s) - Int(corrected)))
    end
    return _reshape_result(A, vals, shape)
end
function var(A::AbstractArray; corrected::Bool=true, mean=nothing, dims=:)
    if dims isa Colon
        m = mean === nothing ? Statistics.mean(A) : mean
        return varm(A, m; corrected=corrected)
    end
    m = mean === nothing ? Statistics.mean(A; dims=dims) : mean
    return varm(A, m; corrected=corrected, dims=dims)
end
# A general iterable (it need not have a length): one pass with Welford's
# update when the mean is not given, as Statistics.jl's _var does.
function var(itr; corrected::Bool=true, mean=nothing)
    y = iterate(itr)
    if y === nothing
        T = eltype(itr)
        return oftype((abs2(zero(T)) + abs2(zero(T))) / 2, NaN)
    end
    count = 1
    value, state = y
    y = iterate(itr, state)
    if mean === nothing
        M = value / 1
        S = real(zero(M))
        while y !== nothing
            value, state = y
            y = iterate(itr, state)
            count += 1
            new_M = M + (value - M) / count
            S = S + real((value - M) * conj(value - new_M))
            M = new_M
        end
        return S / (count - Int(corrected))
    end
    S = abs2(value - mean)
    while y !== nothing
        value, state = y
        y = iterate(itr, state)
        count += 1
        S += abs2(value - mean)
    end
    return S / (count - Int(corrected))
end
var(x::Number; corrected::Bool=true, mean=nothing) = corrected ? oftype(abs2(x) / 1, NaN) : zero(abs2(x) / 1)
function std(A::AbstractArray; corrected::Bool=true, mean=nothing, dims=:)
    v = var(A; corrected=corrected, mean=mean, dims=dims)
    v isa AbstractArray && return map(sqrt, v)
    return sqrt(v)
end
std(itr; corrected::Bool=true, mean=nothing) = sqrt(var(itr; corrected=corrected, mean=mean))
std(x::Number; corrected::Bool=true, mean=nothing) = sqrt(var(x; corrected=corrected, mean=mean))
stdm(A::AbstractArray, m; corrected::Bool=true, dims=:) = (v = varm(A, m; corrected=corrected, dims=dims); v isa AbstractArray ? map(sqrt, v) : sqrt(v))

# ---- cov, cor ---------------------------------------------------------------------------------------------

_centred(x::AbstractVector, m) = (c = Array{typeof(x[1] - m),1}(undef, length(x)); for i in 1:length(x); c[i] = x[i] - m; end; c)

function cov(x::AbstractVector; corrected::Bool=true)
    c = _centred(x, mean(x))
    return sum(abs2, c) / (length(x) - Int(corrected))
end
function cov(x::AbstractVector, y::AbstractVector; corrected::Bool=true)
    length(x) == length(y) || throw(DimensionMismatch(string("dot product arguments have lengths ", length(x), " and ", length(y))))
    cx = _centred(x, mean(x))
    cy = _centred(y, mean(y))
    return (cx' * cy) / (length(x) - Int(corrected))
end
# the data minus its means along dims (the observations' dimension)
function _centred(X::AbstractMatrix, dims::Integer)
    M = mean(X; dims=dims)
    T = typeof(X[1] - M[1])
    C = Array{T,2}(undef, size(X, 1), size(X, 2))
    for j in 1:size(X, 2), i in 1:size(X, 1)
        C[i, j] = X[i, j] - (dims == 1 ? M[1, j] : M[i, 1])
    end
    return C
end
_unscaled_covzm(C::AbstractMatrix, dims::Integer) = dims == 1 ? C' * C : C * C'
function cov(X::AbstractMatrix; dims::Int=1, corrected::Bool=true)
    _checkdims(X, dims)
    C = _unscaled_covzm(_centred(X, dims), dims)
    b = 1 / (size(X, dims) - Int(corrected))    # Statistics: A .* (1 // (n - corrected))
    for i in 1:length(C)
        C[i] = C[i] * b
    end
    return C
end
_clampcor(x::Real) = clamp(x, -1, 1)
_clampcor(x) = x
function cor(x::AbstractVector, y::AbstractVector)
    n = length(x)
    length(y) == n || throw(DimensionMismatch("inconsistent lengths"))
    n > 0 || throw(ArgumentError("correlation only defined for non-empty vectors"))
    mx = mean(x)
    my = mean(y)
    xx = zero(sqrt(abs2(one(x[1]))))
    yy = zero(sqrt(abs2(one(y[1]))))
    xy = zero(x[1] * y[1]')
    for i in 1:n
        xi = x[i] - mx
        yi = y[i] - my
        xx += abs2(xi)
        yy += abs2(yi)
        xy += xi * yi'
    end
    return _clampcor(xy / max(xx, yy) / sqrt(min(xx, yy) / max(xx, yy)))
end
cor(x::AbstractVector) = one(float(eltype(x)))
function cor(X::AbstractMatrix; dims::Int=1)
    _checkdims(X, dims)
    C = _unscaled_covzm(_centred(X, dims), dims)
    nx = min(size(C, 1), size(C, 2))
    xsd = Array{Float64,1}(undef, nx)
    for i in 1:nx
        xsd[i] = sqrt(C[i, i])
    end
    for j in 1:nx
        for i in 1:j-1
            C[i, j] = adjoint(C[j, i])
        end
        C[j, j] = oneunit(eltype(C))
        for i in j+1:nx
            C[i, j] = _clampcor(C[i, j] / (xsd[i] * xsd[j]))
        end
    end
    return C
end

# ---- quantile ---------------------------------------------------------------------------------------------

function _quantilesorted(v::AbstractVector, p::Real, alpha::Real, beta::Real)
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
    if isfinite(a) && isfinite(b)
        return a + γ * (b - a)
    end
    return (1 - γ) * a + γ * b
end
function _quantile_prep!(v::AbstractVector, sorted::Bool)
    isempty(v) && throw(ArgumentError("empty data vector"))
    for x in v
        (x isa Number && isnan(x)) && throw(ArgumentError("quantiles are undefined in presence of NaNs or missing values"))
    end
    sorted || sort!(v)
    return v
end
function quantile!(v::AbstractVector, p::Real; sorted::Bool=false, alpha::Real=1.0, beta::Real=alpha)
    _quantile_prep!(v, sorted)
    return _quantilesorted(v, p, alpha, beta)
end
function quantile!(v::AbstractVector, p::AbstractArray; sorted::Bool=false, alpha::Real=1.0, beta::Real=alpha)
    _quantile_prep!(v, sorted)
    return map(q -> _quantilesorted(v, q, alpha, beta), p)
end
function quantile!(v::AbstractVector, p::Tuple; sorted::Bool=false, alpha::Real=1.0, beta::Real=alpha)
    _quantile_prep!(v, sorted)
    return map(q -> _quantilesorted(v, q, alpha, beta), p)
end
quantile(itr, p; sorted::Bool=false, alpha::Real=1.0, beta::Real=alpha) =
    quantile!(collect(itr), p; sorted=sorted, alpha=alpha, beta=beta)
quantile(v::AbstractVector, p; sorted::Bool=false, alpha::Real=1.0, beta::Real=alpha) =
    quantile!(sorted ? v : collect(v), p; sorted=sorted, alpha=alpha, beta=beta)

end # module Statistics

# This file is a part of Kiln's Base library.
#
# LinearAlgebra.jl — the standard library module LinearAlgebra, evaluated
# when a program first loads it (`using LinearAlgebra`). Adjoint/Transpose,
# matrix products, inv, \, ^ and the LU, triangular-solve and BLAS calls are
# in Base (base/linalg.jl), since Julia has them without `using`; this
# module adds the named functions (dot, norm, det, lu, qr, cholesky, eigen,
# svd, ...), UniformScaling (I), Diagonal, Symmetric and the triangular
# wrappers, following Julia 1.10's stdlib/LinearAlgebra. Factorizations call
# LAPACK (Debian's libopenblas, runtime/blas.h) for Float64 (and integer)
# matrices, as Julia does; LU and inv also for ComplexF64.

module LinearAlgebra

import Base: *, \, /, ^, +, -, ==, mul!, lupivottype, inv, adjoint, transpose, size, getindex, setindex!, show, copy,
    getproperty, iterate, length, eltype, one, zero, showarg, summary, convert, similar, isapprox, exp, sqrt, log
using Base: Adjoint, Transpose, SingularException, PosDefException, LAPACKException, Factorization, LU,
    checksquare, istriu, istril, _lu, _ptr, _bi, _bc, _lapack_type, _lapack_real, _lapack_copy,
    _dot, _matprod_type, _getri!, _ipiv32, _lu_ldiv, _trtrs!, _trtri!, replace_in_print_matrix, _centered_mark,
    _triu!, _tril!, issuccess, promote_leaf_eltypes, RowMaximum, RowNonZero, NoPivot, ZeroPivotException, _generic_lu!, _lutype, _has_lapack_lu, _materialize, _print_matrix, _MatGet

export Adjoint, Transpose, SingularException, PosDefException, LAPACKException, Factorization, LU,
    mul!, dot, ⋅, norm, opnorm, normalize, normalize!, tr, det, logdet, logabsdet, inv, lu, lu!, qr, cholesky,
    eigen, eigvals, eigvecs, eigmax, eigmin, svd, svdvals, rank, I, UniformScaling, Diagonal, diag, diagm, Symmetric,
    Hermitian, UpperTriangular, LowerTriangular, UnitUpperTriangular, UnitLowerTriangular, cross, ×, kron, axpy!, axpby!, triu, tril, triu!, tril!,
    istriu, istril, issymmetric, ishermitian, isdiag, isposdef, checksquare, issuccess, Eigen, SVD, Cholesky,
    lmul!, rmul!, adjoint, transpose, tr, pinv, nullspace, BLAS, cond, diagind,
    Tridiagonal, SymTridiagonal, Bidiagonal, ZeroPivotException, transpose!, adjoint!, ldiv!, rdiv!, rotate!, reflect!, condskeel,
    RowMaximum, RowNonZero, NoPivot

# transpose!(B, A) and adjoint!(B, A): A's (adjoint) transpose into B of
# the transposed shape (a vector is an n×1 matrix), else a DimensionMismatch.
transpose!(B::AbstractVecOrMat, A::AbstractVecOrMat) = _transpose_into!(transpose, B, A)
adjoint!(B::AbstractVecOrMat, A::AbstractVecOrMat) = _transpose_into!(adjoint, B, A)
function _transpose_into!(f, B::AbstractVecOrMat, A::AbstractVecOrMat)
    (size(B, 1) == size(A, 2) && size(B, 2) == size(A, 1)) || throw(DimensionMismatch("transpose"))
    for j in 1:size(A, 2), i in 1:size(A, 1)
        B[j, i] = f(A[i, j])
    end
    return B
end

# ---- dot, norms --------------------------------------------------------------------------------------

dot(x::Number, y::Number) = conj(x) * y
function dot(x::Vector{T}, y::Vector{T}) where {T<:Union{Float64,Float32}}
    length(x) == length(y) || throw(DimensionMismatch(string("dot product arguments have lengths ", length(x), " and ", length(y))))
    return _dot(x, y)
end
function dot(x::AbstractArray, y::AbstractArray)
    length(x) == length(y) || throw(DimensionMismatch(string("first array has length ", length(x), " which does not match the length of the second, ", length(y), ".")))
    (eltype(x) <: Number && eltype(y) <: Number) && return _dot(x, y)
    length(x) == 0 && return dot(zero(eltype(x)), zero(eltype(y)))
    s = zero(dot(first(x), first(y)))
    for (Ix, Iy) in zip(eachindex(x), eachindex(y))
        s += dot(x[Ix], y[Iy])
    end
    return s
end
const ⋅ = dot
# dot of arbitrary iterables (Julia's generic.jl)
function dot(x, y)
    ix = iterate(x)
    iy = iterate(y)
    if ix === nothing
        iy !== nothing && throw(DimensionMismatch("x and y are of different lengths!"))
        return dot(zero(eltype(x)), zero(eltype(y)))
    end
    iy === nothing && throw(DimensionMismatch("x and y are of different lengths!"))
    vx, xs = ix
    vy, ys = iy
    typeof(vx) == typeof(x) && typeof(vy) == typeof(y) && throw(ArgumentError(
        "cannot evaluate dot recursively if the type of an element is identical to that of the container"))
    s = dot(vx, vy)
    while true
        ix = iterate(x, xs)
        iy = iterate(y, ys)
        ix === nothing && break
        iy === nothing && break
        vx, xs = ix
        vy, ys = iy
        s += dot(vx, vy)
    end
    (iy === nothing && ix === nothing) || throw(DimensionMismatch("x and y are of different lengths!"))
    return s
end
# dot(x, A, y) = x' * A * y without the intermediate (Julia's generic.jl)
dot(x::Number, A::Number, y::Number) = conj(x) * A * y
function dot(x::AbstractVector, A::AbstractMatrix, y::AbstractVector)
    (length(x) == size(A, 1) && length(y) == size(A, 2)) || throw(DimensionMismatch())
    (isempty(x) || isempty(y)) && return zero(dot(zero(eltype(x)), zero(eltype(A)), zero(eltype(y))))
    s = zero(dot(first(x), first(A), first(y)))
    for j in 1:length(y)
        yj = y[j]
        if !iszero(yj)
            temp = zero(adjoint(A[1, j]) * x[1])
            for i in 1:length(x)
                temp += adjoint(A[i, j]) * x[i]
            end
            s += dot(temp, yj)
        end
    end
    return s
end
dot(x::AbstractVector, adjA::Adjoint{<:Any,<:AbstractMatrix}, y::AbstractVector) = adjoint(dot(y, parent(adjA), x))
dot(x::AbstractVector, transA::Transpose{<:Real,<:AbstractMatrix}, y::AbstractVector) = adjoint(dot(y, parent(transA), x))

# Julia 1.10's generic.jl norms: each element contributes norm(v), so arrays
# of arrays, adjoints and `missing` work; the first element's float type is
# the result's
function norm(x::Number, p::Real=2)
    afx = abs(float(x))
    if p == 0
        iszero(x) && return zero(afx)
        return isnan(x) ? afx : oneunit(afx)
    end
    return afx
end
norm(::Missing, p::Real=2) = missing
function norm(itr, p::Real=2)
    isempty(itr) && return float(norm(zero(eltype(itr))))
    v, s = iterate(itr)
    !isnothing(s) && !ismissing(v) && v == itr && throw(ArgumentError(
        "cannot evaluate norm recursively if the type of the initial element is identical to that of the container"))
    if p == 2
        return _norm2(itr)
    elseif p == 1
        return _norm1(itr)
    elseif p == Inf
        return _normInf(itr)
    elseif p == 0
        return typeof(float(norm(first(itr))))(count(!iszero, itr))
    elseif p == -Inf
        return _normMinusInf(itr)
    end
    return _normp(itr, p)
end
norm(v::Union{Adjoint{T,<:AbstractVector},Transpose{T,<:AbstractVector}}, p::Real=2) where {T} = norm(parent(v), p)
function _normInf(x)
    v, s = iterate(x)
    maxabs = norm(v)
    ismissing(maxabs) && return missing
    y = iterate(x, s)
    while y !== nothing
        v, s = y
        vnorm = norm(v)
        ismissing(vnorm) && return missing
        maxabs = ifelse(isnan(maxabs) | (maxabs > vnorm), maxabs, vnorm)
        y = iterate(x, s)
    end
    return float(maxabs)
end
function _normMinusInf(x)
    v, s = iterate(x)
    minabs = norm(v)
    ismissing(minabs) && return missing
    y = iterate(x, s)
    while y !== nothing
        v, s = y
        vnorm = norm(v)
        ismissing(vnorm) && return missing
        minabs = ifelse(isnan(minabs) | (minabs < vnorm), minabs, vnorm)
        y = iterate(x, s)
    end
    return float(minabs)
end
_norm_sqr(x) = norm(x)^2
_norm_sqr(x::Number) = abs2(x)
_norm_sqr(x::Union{T,Complex{T},Rational{T}}) where {T<:Integer} = abs2(float(x))

# BLAS nrm2/asum for Float64 arrays of 32 or more elements (NRM2_CUTOFF,
# ASUM_CUTOFF), else the generic scaled loops, as Julia.
_norm2(x::Array{Float64}) = length(x) < 32 ? _generic_norm2(x) :
    ccall(:dnrm2_, Float64, (Ref{Int32}, Ptr{Float64}, Ref{Int32}), _bi(length(x)), _ptr(x), _bi(1))
_norm2(x) = _generic_norm2(x)
_norm1(x::Array{Float64}) = length(x) < 32 ? _generic_norm1(x) :
    ccall(:dasum_, Float64, (Ref{Int32}, Ptr{Float64}, Ref{Int32}), _bi(length(x)), _ptr(x), _bi(1))
_norm1(x) = _generic_norm1(x)

function _generic_norm2(x)
    maxabs = _normInf(x)
    (ismissing(maxabs) || iszero(maxabs) || isinf(maxabs)) && return maxabs
    v, s = iterate(x)
    T = typeof(maxabs)
    if isfinite(length(x) * maxabs * maxabs) && !iszero(maxabs * maxabs)
        sm = convert(promote_type(Float64, T), _norm_sqr(v))
        y = iterate(x, s)
        while y !== nothing
            v, s = y
            sm += _norm_sqr(v)
            y = iterate(x, s)
        end
        return convert(T, sqrt(sm))
    end
    sm2 = abs2(norm(v) / maxabs)
    y = iterate(x, s)
    while y !== nothing
        v, s = y
        sm2 += (norm(v) / maxabs)^2
        y = iterate(x, s)
    end
    return convert(T, maxabs * sqrt(sm2))
end
function _generic_norm1(x)
    v, s = iterate(x)
    av = float(norm(v))
    ismissing(av) && return missing
    T = typeof(av)
    sm = convert(promote_type(Float64, T), av)
    y = iterate(x, s)
    while y !== nothing
        v, s = y
        nv = norm(v)
        ismissing(nv) && return missing
        sm += nv
        y = iterate(x, s)
    end
    return convert(T, sm)
end
function _normp(x, p)
    v, s = iterate(x)
    if p > 1 || p < -1
        maxabs = p > 1 ? _normInf(x) : _normMinusInf(x)
        (ismissing(maxabs) || iszero(maxabs) || isinf(maxabs)) && return maxabs
        T = typeof(maxabs)
    else
        nv = norm(v)
        ismissing(nv) && return missing
        maxabs = float(nv)
        T = typeof(maxabs)
    end
    spp = convert(promote_type(Float64, T), p)
    if -1 <= p <= 1 || (isfinite(length(x) * maxabs^spp) && !iszero(maxabs^spp))
        sm = convert(promote_type(Float64, T), norm(v)^spp)
        y = iterate(x, s)
        while y !== nothing
            v, s = y
            ismissing(v) && return missing
            sm += norm(v)^spp
            y = iterate(x, s)
        end
        return convert(T, sm^inv(spp))
    end
    sm2 = (norm(v) / maxabs)^spp
    y = iterate(x, s)
    while y !== nothing
        v, s = y
        ismissing(v) && return missing
        sm2 += (norm(v) / maxabs)^spp
        y = iterate(x, s)
    end
    return convert(T, maxabs * sm2^inv(spp))
end

opnorm(x::Number, p::Real=2) = norm(x, p)
function opnorm(A::AbstractMatrix, p::Real=2)
    m = size(A, 1)
    n = size(A, 2)
    if p == 2
        (m == 0 || n == 0) && return float(real(zero(eltype(A))))
        return svdvals(A)[1]
    elseif p == 1
        Tnorm = typeof(float(real(zero(eltype(A)))))
        nrm = zero(Tnorm)
        for j in 1:n
            s = zero(Tnorm)
            for i in 1:m
                s += abs(A[i, j])
            end
            nrm = max(nrm, s)
        end
        return nrm
    elseif p == Inf
        Tnorm = typeof(float(real(zero(eltype(A)))))
        nrm = zero(Tnorm)
        for i in 1:m
            s = zero(Tnorm)
            for j in 1:n
                s += abs(A[i, j])
            end
            nrm = max(nrm, s)
        end
        return nrm
    end
    throw(ArgumentError(string("invalid p-norm p=", p, ". Valid: 1, 2, Inf")))
end

# normalize: multiplies by the inverse norm (Julia's __normalize!)
function normalize!(a::AbstractArray, p::Real=2)
    nrm = norm(a, p)
    _normalize_by!(a, nrm)
    return a
end
function normalize(a::AbstractArray, p::Real=2)
    nrm = norm(a, p)
    if isempty(a)
        return Array{typeof(zero(eltype(a)) / nrm),1}(undef, 0)
    end
    T = typeof(first(a) / nrm)
    aa = similar(a, T)
    copyto!(aa, a)
    return _normalize_by!(aa, nrm)
end
normalize(x) = x / norm(x)
normalize(x, p::Real) = x / norm(x, p)
function _normalize_by!(a, nrm)
    δ = inv(prevfloat(typemax(nrm)))
    if nrm >= δ
        rmul!(a, inv(nrm))
    else
        εδ = eps(one(nrm)) / δ
        rmul!(a, εδ)
        rmul!(a, inv(nrm * εδ))
    end
    return a
end

# ---- trace, determinant ------------------------------------------------------------------------------

function tr(A::AbstractMatrix)
    n = checksquare(A)
    t = zero(eltype(A))
    for i in 1:n
        t += A[i, i]
    end
    return t
end
tr(x::Number) = x

function det(A::AbstractMatrix{T}) where {T}
    n = checksquare(A)
    if istriu(A) || istril(A)
        S = promote_type(T, typeof((one(T) * zero(T) + zero(T)) / one(T)))
        p = one(S)
        for i in 1:n
            p *= convert(S, A[i, i])
        end
        return p
    end
    return det(_lu(A; check=false))
end
det(x::Number) = x
# Issue #40128: BigInt determinants exactly, by Bareiss's fraction-free elimination
det(A::AbstractMatrix{BigInt}) = det_bareiss(A)
function det_bareiss!(M)
    n = checksquare(M)
    sign, prev = Int8(1), one(eltype(M))
    for i in 1:n-1
        if iszero(M[i, i])
            swapto = findfirst(!iszero, view(M, i+1:n, i))
            isnothing(swapto) && return zero(prev)
            sign = -sign
            swapto += i
            for j in 1:n
                M[i, j], M[swapto, j] = M[swapto, j], M[i, j]
            end
        end
        for k in i+1:n, j in i+1:n
            M[j, k] = div(M[j, k] * M[i, i] - M[j, i] * M[i, k], prev)
        end
        prev = M[i, i]
    end
    return sign * M[end, end]
end
det_bareiss(M) = det_bareiss!(copy(M))
logdet(x::Number) = log(det(x))
logabsdet(x::Real) = (log(abs(x)), sign(x))
logabsdet(x::Complex) = (log(abs(x)), sign(x))
function det(F::LU{T}) where {T}
    n = checksquare(F.factors)
    issuccess(F) || return zero(T)
    P = one(T)
    c = 0
    for i in 1:n
        P *= F.factors[i, i]
        if F.ipiv[i] != i
            c += 1
        end
    end
    s = isodd(c) ? -one(T) : one(T)
    return P * s
end
function logabsdet(F::LU{T}) where {T}
    n = checksquare(F.factors)
    c = 0
    P = one(T)
    abs_det = zero(real(T))
    for i in 1:n
        dg_ii = F.factors[i, i]
        P *= sign(dg_ii)
        if F.ipiv[i] != i
            c += 1
        end
        abs_det += log(abs(dg_ii))
    end
    s = ifelse(isodd(c), -one(real(T)), one(real(T))) * P
    return (abs_det, s)
end
logabsdet(A::AbstractMatrix) = logabsdet(_lu(A; check=false))
function logdet(A::AbstractMatrix)
    d, s = logabsdet(A)
    return d + log(s)
end

# ---- LU -----------------------------------------------------------------------------------------------

lu(A::AbstractMatrix; check::Bool=true) = _lu(A; check=check)
lu!(A::AbstractMatrix; check::Bool=true) = _lu(A; check=check)
lu(A::AbstractMatrix, ::RowMaximum; check::Bool=true) =
    _has_lapack_lu(eltype(A)) ? _lu(A; check=check) : _generic_lu!(_lapack_copy(_lutype(eltype(A)), A), RowMaximum(); check=check)
lu(A::AbstractMatrix, pivot::Union{RowNonZero,NoPivot}; check::Bool=true) =
    _generic_lu!(_lapack_copy(_lutype(eltype(A)), A), pivot; check=check)

iterate(F::LU, state=1) = state == 1 ? (F.L, 2) : state == 2 ? (F.U, 3) : state == 3 ? (F.p, 4) : nothing
size(F::Factorization, d::Integer) = size(F)[d]

function show(io::IO, ::MIME"text/plain", F::LU)
    if issuccess(F)
        summary(io, F); println(io)
        println(io, "L factor:")
        show(io, MIME"text/plain"(), F.L)
        println(io, "\nU factor:")
        show(io, MIME"text/plain"(), F.U)
    else
        print(io, "Failed factorization of type ", typeof(F))
    end
end

# ---- triangular wrappers -------------------------------------------------------------------------------

struct UpperTriangular{T,S} <: AbstractMatrix{T}
    data::S
end
struct LowerTriangular{T,S} <: AbstractMatrix{T}
    data::S
end
UpperTriangular(A::AbstractMatrix{T}) where {T} = (checksquare(A); UpperTriangular{T,typeof(A)}(A))
LowerTriangular(A::AbstractMatrix{T}) where {T} = (checksquare(A); LowerTriangular{T,typeof(A)}(A))
size(A::UpperTriangular) = size(A.data)
size(A::LowerTriangular) = size(A.data)
getindex(A::UpperTriangular{T}, i::Integer, j::Integer) where {T} = i <= j ? A.data[i, j] : zero(T)
getindex(A::LowerTriangular{T}, i::Integer, j::Integer) where {T} = i >= j ? A.data[i, j] : zero(T)
getindex(A::Union{UpperTriangular,LowerTriangular}, k::Integer) = A[rem(k - 1, size(A, 1)) + 1, div(k - 1, size(A, 1)) + 1]
Base.replace_in_print_matrix(A::UpperTriangular, i::Integer, j::Integer, s::String) = i <= j ? s : _centered_mark(s)
Base.replace_in_print_matrix(A::LowerTriangular, i::Integer, j::Integer, s::String) = i >= j ? s : _centered_mark(s)
function \(A::UpperTriangular, B::AbstractVecOrMat)
    T = _lapack_real(eltype(A), "\\")
    return _trtrs!('U', 'N', _lapack_copy(T, A.data), _lapack_copy(T, B))
end
function \(A::LowerTriangular, B::AbstractVecOrMat)
    T = _lapack_real(eltype(A), "\\")
    return _trtrs!('L', 'N', _lapack_copy(T, A.data), _lapack_copy(T, B))
end
det(A::Union{UpperTriangular,LowerTriangular}) = (p = one(eltype(A)); for i in 1:size(A, 1); p *= A.data[i, i]; end; p)
inv(A::UpperTriangular) = UpperTriangular(_triu!(_trtri!('U', _lapack_copy(_lapack_real(eltype(A), "inv"), A.data))))
inv(A::LowerTriangular) = LowerTriangular(_tril!(_trtri!('L', _lapack_copy(_lapack_real(eltype(A), "inv"), A.data))))
adjoint(A::UpperTriangular{T}) where {T<:Real} = LowerTriangular(copy(transpose(A.data)))
adjoint(A::LowerTriangular{T}) where {T<:Real} = UpperTriangular(copy(transpose(A.data)))

# Triangular with ones on the diagonal, whatever the wrapped matrix holds
# there (Julia 1.10's triangular.jl).
struct UnitUpperTriangular{T,S} <: AbstractMatrix{T}
    data::S
end
struct UnitLowerTriangular{T,S} <: AbstractMatrix{T}
    data::S
end
UnitUpperTriangular(A::AbstractMatrix{T}) where {T} = (checksquare(A); UnitUpperTriangular{T,typeof(A)}(A))
UnitLowerTriangular(A::AbstractMatrix{T}) where {T} = (checksquare(A); UnitLowerTriangular{T,typeof(A)}(A))
const _UnitTriangular = Union{UnitUpperTriangular,UnitLowerTriangular}
size(A::_UnitTriangular) = size(A.data)
getindex(A::UnitUpperTriangular{T}, i::Integer, j::Integer) where {T} = i == j ? oneunit(T) : i < j ? A.data[i, j] : zero(T)
getindex(A::UnitLowerTriangular{T}, i::Integer, j::Integer) where {T} = i == j ? oneunit(T) : i > j ? A.data[i, j] : zero(T)
getindex(A::_UnitTriangular, k::Integer) = A[rem(k - 1, size(A, 1)) + 1, div(k - 1, size(A, 1)) + 1]
Base.replace_in_print_matrix(A::UnitUpperTriangular, i::Integer, j::Integer, s::String) = i <= j ? s : _centered_mark(s)
Base.replace_in_print_matrix(A::UnitLowerTriangular, i::Integer, j::Integer, s::String) = i >= j ? s : _centered_mark(s)
# the wrapped matrix as LAPACK's T, with its diagonal set to one
function _unit_data(::Type{T}, A::_UnitTriangular) where {T}
    B = _lapack_copy(T, A.data)
    for i in 1:size(B, 1)
        B[i, i] = one(T)
    end
    return B
end
function \(A::UnitUpperTriangular, B::AbstractVecOrMat)
    T = _lapack_real(eltype(A), "\\")
    return _trtrs!('U', 'N', _unit_data(T, A), _lapack_copy(T, B))
end
function \(A::UnitLowerTriangular, B::AbstractVecOrMat)
    T = _lapack_real(eltype(A), "\\")
    return _trtrs!('L', 'N', _unit_data(T, A), _lapack_copy(T, B))
end
det(A::_UnitTriangular) = one(eltype(A))
inv(A::UnitUpperTriangular) = UnitUpperTriangular(_triu!(_trtri!('U', _unit_data(_lapack_real(eltype(A), "inv"), A))))
inv(A::UnitLowerTriangular) = UnitLowerTriangular(_tril!(_trtri!('L', _unit_data(_lapack_real(eltype(A), "inv"), A))))
istriu(A::UnitUpperTriangular) = true
istril(A::UnitLowerTriangular) = true

triu(A::AbstractMatrix, k::Integer=0) = (B = _materialize(A); for j in 1:size(B, 2), i in max(1, j - k + 1):size(B, 1); B[i, j] = zero(eltype(B)); end; B)
tril(A::AbstractMatrix, k::Integer=0) = (B = _materialize(A); for j in 1:size(B, 2), i in 1:min(j - k - 1, size(B, 1)); B[i, j] = zero(eltype(B)); end; B)
triu!(A::AbstractMatrix, k::Integer=0) = (for j in 1:size(A, 2), i in max(1, j - k + 1):size(A, 1); A[i, j] = zero(eltype(A)); end; A)
tril!(A::AbstractMatrix, k::Integer=0) = (for j in 1:size(A, 2), i in 1:min(j - k - 1, size(A, 1)); A[i, j] = zero(eltype(A)); end; A)

function issymmetric(A::AbstractMatrix)
    size(A, 1) == size(A, 2) || return false
    n = size(A, 1)
    for j in 1:n, i in j:n
        A[i, j] == transpose(A[j, i]) || return false
    end
    return true
end
issymmetric(x::Number) = x == x
function ishermitian(A::AbstractMatrix)
    size(A, 1) == size(A, 2) || return false
    n = size(A, 1)
    for j in 1:n, i in j:n
        A[i, j] == adjoint(A[j, i]) || return false
    end
    return true
end
ishermitian(x::Number) = x == conj(x)
isdiag(A::AbstractMatrix) = istriu(A) && istril(A)
isdiag(x::Number) = true

# ---- UniformScaling -----------------------------------------------------------------------------------------

struct UniformScaling{T<:Number}
    λ::T
end
const I = UniformScaling(true)
(J::UniformScaling)(n::Integer) = Diagonal(fill(J.λ, n))
eltype(::Type{UniformScaling{T}}) where {T} = T
getindex(J::UniformScaling, i::Integer, j::Integer) = ifelse(i == j, J.λ, zero(J.λ))
show(io::IO, J::UniformScaling) = print(io, "UniformScaling{", typeof(J.λ), "}(", J.λ, ")")
function show(io::IO, ::MIME"text/plain", J::UniformScaling)
    s = string(J.λ)
    J.λ isa Complex && (s = string("(", s, ")"))
    print(io, "UniformScaling{", typeof(J.λ), "}\n", s, "*I")
end
*(J::UniformScaling, x::Number) = UniformScaling(J.λ * x)
*(x::Number, J::UniformScaling) = UniformScaling(x * J.λ)
/(J::UniformScaling, x::Number) = UniformScaling(J.λ / x)
*(J1::UniformScaling, J2::UniformScaling) = UniformScaling(J1.λ * J2.λ)
+(J1::UniformScaling, J2::UniformScaling) = UniformScaling(J1.λ + J2.λ)
-(J1::UniformScaling, J2::UniformScaling) = UniformScaling(J1.λ - J2.λ)
-(J::UniformScaling) = UniformScaling(-J.λ)
*(J::UniformScaling, A::AbstractVecOrMat) = J.λ * A
*(A::AbstractMatrix, J::UniformScaling) = A * J.λ
inv(J::UniformScaling) = UniformScaling(inv(J.λ))
function _plus_diag(A::AbstractMatrix, λ, sA, sλ)
    n = checksquare(A)
    T = typeof(sA * zero(eltype(A)) + sλ * λ)
    B = Array{T,2}(undef, n, n)
    for j in 1:n, i in 1:n
        B[i, j] = sA * A[i, j]
    end
    for i in 1:n
        B[i, i] += sλ * λ
    end
    return B
end
+(A::AbstractMatrix, J::UniformScaling) = _plus_diag(A, J.λ, true, true)
+(J::UniformScaling, A::AbstractMatrix) = _plus_diag(A, J.λ, true, true)
-(A::AbstractMatrix, J::UniformScaling) = _plus_diag(A, J.λ, true, -1)
-(J::UniformScaling, A::AbstractMatrix) = _plus_diag(A, J.λ, -1, true)
==(J1::UniformScaling, J2::UniformScaling) = J1.λ == J2.λ
function ==(A::AbstractMatrix, J::UniformScaling)
    size(A, 1) == size(A, 2) || return false
    for j in 1:size(A, 2), i in 1:size(A, 1)
        A[i, j] == (i == j ? J.λ : zero(J.λ)) || return false
    end
    return true
end
==(J::UniformScaling, A::AbstractMatrix) = A == J
# isapprox against I (uniformscaling.jl): ‖A - J‖ within the tolerances of
# max(‖A‖, ‖J‖), ‖J‖ being J's norm as an n×n matrix for the norm given
# (|λ|·√n for the Frobenius norm, |λ| for opnorm).
function isapprox(J::UniformScaling, A::AbstractMatrix; atol::Real=0,
                  rtol::Real=Base._default_rtol(float(zero(eltype(A))), float(zero(J.λ)), atol),
                  nans::Bool=false, norm::Function=norm)
    n = checksquare(A)
    normJ = norm === opnorm ? abs(J.λ) :
            norm === LinearAlgebra.norm ? abs(J.λ) * sqrt(n) : norm(Diagonal(fill(J.λ, n)))
    return norm(A - J) <= max(atol, rtol * max(norm(A), normJ))
end
isapprox(A::AbstractMatrix, J::UniformScaling; kwargs...) = isapprox(J, A; kwargs...)
isapprox(J1::UniformScaling, J2::UniformScaling; atol::Real=0,
         rtol::Real=Base._default_rtol(float(zero(J1.λ)), float(zero(J2.λ)), atol), nans::Bool=false) =
    isapprox(J1.λ, J2.λ; atol=atol, rtol=rtol, nans=nans)
function (::Type{Array{T,2}})(J::UniformScaling, m::Integer, n::Integer) where {T}
    A = zeros(T, m, n)
    for i in 1:min(m, n)
        A[i, i] = J.λ
    end
    return A
end
(::Type{Array{T,2} where T})(J::UniformScaling{T}, m::Integer, n::Integer) where {T} = Array{T,2}(J, m, n)
(::Type{Array{T,2}})(J::UniformScaling, d::Tuple{Integer,Integer}) where {T} = Array{T,2}(J, d[1], d[2])
(::Type{Array{T,2} where T})(J::UniformScaling{T}, d::Tuple{Integer,Integer}) where {T} = Array{T,2}(J, d[1], d[2])

# ---- Diagonal -------------------------------------------------------------------------------------------

struct Diagonal{T,V} <: AbstractMatrix{T}
    diag::V
end
Diagonal(v::AbstractVector{T}) where {T} = Diagonal{T,typeof(v)}(v)
Diagonal(A::AbstractMatrix) = Diagonal(diag(A))
size(D::Diagonal) = (length(D.diag), length(D.diag))
getindex(D::Diagonal{T}, i::Integer, j::Integer) where {T} = i == j ? D.diag[i] : zero(T)
getindex(D::Diagonal, k::Integer) = D[rem(k - 1, size(D, 1)) + 1, div(k - 1, size(D, 1)) + 1]
Base.replace_in_print_matrix(D::Diagonal, i::Integer, j::Integer, s::String) = i == j ? s : _centered_mark(s)
show(io::IO, D::Diagonal) = (print(io, "Diagonal("); show(io, D.diag); print(io, ')'))
copy(D::Diagonal) = Diagonal(copy(D.diag))
diag(D::Diagonal) = copy(D.diag)
function *(D::Diagonal, A::AbstractMatrix)
    n = length(D.diag)
    size(A, 1) == n || throw(DimensionMismatch(string("second dimension of D, ", n, ", does not match the first of A, ", size(A, 1))))
    T = _matprod_type(D, A)
    B = Array{T,2}(undef, n, size(A, 2))
    for j in 1:size(A, 2), i in 1:n
        B[i, j] = D.diag[i] * A[i, j]
    end
    return B
end
function *(A::AbstractMatrix, D::Diagonal)
    n = length(D.diag)
    size(A, 2) == n || throw(DimensionMismatch(string("second dimension of A, ", size(A, 2), ", does not match the first of D, ", n)))
    T = _matprod_type(A, D)
    B = Array{T,2}(undef, size(A, 1), n)
    for j in 1:n, i in 1:size(A, 1)
        B[i, j] = A[i, j] * D.diag[j]
    end
    return B
end
# a row vector times a Diagonal is a row vector (Julia's diagonal.jl)
*(x::Adjoint{T,S}, D::Diagonal) where {T,S<:AbstractVector} = Adjoint(map((t, s) -> t' * s, D.diag, x.parent))
*(x::Transpose{T,S}, D::Diagonal) where {T,S<:AbstractVector} = Transpose(map((t, s) -> transpose(t) * s, D.diag, x.parent))
function *(D::Diagonal, x::AbstractVector)
    n = length(D.diag)
    length(x) == n || throw(DimensionMismatch(string("second dimension of D, ", n, ", does not match length of V, ", length(x))))
    return [D.diag[i] * x[i] for i in 1:n]
end
*(D1::Diagonal, D2::Diagonal) = (length(D1.diag) == length(D2.diag) || throw(DimensionMismatch(string("second dimension of D1, ", length(D1.diag), ", does not match first dimension of D2, ", length(D2.diag)))); Diagonal([D1.diag[i] * D2.diag[i] for i in 1:length(D1.diag)]))
*(x::Number, D::Diagonal) = Diagonal(x * D.diag)
*(D::Diagonal, x::Number) = Diagonal(D.diag * x)
+(D1::Diagonal, D2::Diagonal) = Diagonal(D1.diag + D2.diag)
-(D1::Diagonal, D2::Diagonal) = Diagonal(D1.diag - D2.diag)
function inv(D::Diagonal)
    d = D.diag
    for i in 1:length(d)
        iszero(d[i]) && throw(SingularException(i))
    end
    return Diagonal([inv(d[i]) for i in 1:length(d)])
end
function \(D::Diagonal, B::AbstractVecOrMat)
    n = length(D.diag)
    size(B, 1) == n || throw(DimensionMismatch(string("diagonal matrix is ", n, " by ", n, " but right hand side has ", size(B, 1), " rows")))
    for i in 1:n
        iszero(D.diag[i]) && throw(SingularException(i))
    end
    T = typeof(oneunit(eltype(B)) / oneunit(eltype(D)))
    X = _lapack_copy(T, B)
    for j in 1:size(X, 2), i in 1:n
        X[i + (j - 1) * n] = D.diag[i] \ X[i + (j - 1) * n]
    end
    return X
end
det(D::Diagonal) = prod(D.diag)
# in-place products with a Diagonal (Julia's diagonal.jl)
function _diag_lcheck(D::Diagonal, B)
    size(B, 1) == length(D.diag) || throw(DimensionMismatch(string("second dimension of D, ", length(D.diag), ", does not match the first of B, ", size(B, 1))))
    return nothing
end
function _diag_rcheck(A, D::Diagonal)
    size(A, 2) == length(D.diag) || throw(DimensionMismatch(string("second dimension of A, ", size(A, 2), ", does not match the first of D, ", length(D.diag))))
    return nothing
end
function _diag_ccheck(C, m, n)
    (size(C, 1) == m && size(C, 2) == n) || throw(DimensionMismatch(string("output matrix has size: ", size(C), ", but should have size ", (m, n))))
    return nothing
end
lmul!(D::Diagonal, B::AbstractVecOrMat) = (_diag_lcheck(D, B); B .= D.diag .* B; B)
rmul!(A::AbstractMatrix, D::Diagonal) = (_diag_rcheck(A, D); A .= A .* permutedims(D.diag); A)
ldiv!(D::Diagonal, B::AbstractVecOrMat) = (_diag_lcheck(D, B); B .= D.diag .\ B; B)
rdiv!(A::AbstractMatrix, D::Diagonal) = (_diag_rcheck(A, D); A .= A ./ permutedims(D.diag); A)
function mul!(C::AbstractVecOrMat, D::Diagonal, B::AbstractVecOrMat, alpha::Number, beta::Number, ::Nothing)
    _diag_lcheck(D, B)
    _diag_ccheck(C, size(B, 1), size(B, 2))
    for j in 1:size(B, 2), i in 1:size(B, 1)
        C[i, j] = iszero(beta) ? D.diag[i] * B[i, j] * alpha : D.diag[i] * B[i, j] * alpha + C[i, j] * beta
    end
    return C
end
function mul!(C::AbstractMatrix, A::AbstractMatrix, D::Diagonal, alpha::Number, beta::Number)
    _diag_rcheck(A, D)
    _diag_ccheck(C, size(A, 1), size(A, 2))
    for j in 1:size(A, 2), i in 1:size(A, 1)
        C[i, j] = iszero(beta) ? A[i, j] * D.diag[j] * alpha : A[i, j] * D.diag[j] * alpha + C[i, j] * beta
    end
    return C
end
mul!(C::AbstractMatrix, D1::Diagonal, D2::Diagonal, alpha::Number, beta::Number) =
    mul!(C, D1, _materialize(D2), alpha, beta, nothing)
mul!(C::AbstractMatrix, D::Diagonal, B::AbstractMatrix) = mul!(C, D, B, true, false)
mul!(C::AbstractVector, D::Diagonal, B::AbstractVector) = mul!(C, D, B, true, false)
mul!(C::AbstractMatrix, D::Diagonal, B::AbstractMatrix, alpha::Number, beta::Number) = mul!(C, D, B, alpha, beta, nothing)
mul!(C::AbstractVector, D::Diagonal, B::AbstractVector, alpha::Number, beta::Number) = mul!(C, D, B, alpha, beta, nothing)
mul!(C::AbstractMatrix, A::AbstractMatrix, D::Diagonal) = mul!(C, A, D, true, false)
mul!(C::AbstractMatrix, D1::Diagonal, D2::Diagonal) = mul!(C, D1, D2, true, false)
tr(D::Diagonal) = sum(D.diag)
(::Type{Array{T,2} where T})(D::Diagonal{T}) where {T} = _materialize(D)

diag(A::AbstractVector) = throw(ArgumentError("use diagm instead of diag to construct a diagonal matrix"))
function diag(A::AbstractMatrix, k::Integer=0)
    m = size(A, 1)
    n = size(A, 2)
    if k >= 0
        len = max(0, min(m, n - k))
        return [A[i, i + k] for i in 1:len]
    end
    len = max(0, min(m + k, n))
    return [A[i - k, i] for i in 1:len]
end

diagm(v::AbstractVector) = diagm(0 => v)
diagm(m::Integer, n::Integer, v::AbstractVector) = diagm(m, n, 0 => v)
diagm(kv::Pair{<:Integer,<:AbstractVector}...) = _diagm(nothing, kv...)
diagm(m::Integer, n::Integer, kv::Pair{<:Integer,<:AbstractVector}...) = _diagm((Int(m), Int(n)), kv...)
# Julia's dense.jl: the pairs' entries are added into a zero matrix of
# their promoted element type, square unless a size is given
function _diagm(sz, kv::Pair{<:Integer,<:AbstractVector}...)
    T = Union{}
    for p in kv
        T = promote_type(T, eltype(p.second))
    end
    if sz === nothing
        n = 0
        for p in kv
            n = max(n, length(p.second) + abs(Int(p.first)))
        end
        m = n
    else
        mmax = 0
        nmax = 0
        for p in kv
            mmax = max(mmax, length(p.second) - min(0, Int(p.first)))
            nmax = max(nmax, length(p.second) + max(0, Int(p.first)))
        end
        m, n = sz
        (m >= mmax && n >= nmax) || throw(DimensionMismatch(string("invalid size=", sz)))
    end
    A = zeros(T, m, n)
    for p in kv
        inds = diagind(A, p.first)
        for (i, val) in enumerate(p.second)
            A[inds[i]] += val
        end
    end
    return A
end

# ---- Symmetric ------------------------------------------------------------------------------------------

struct Symmetric{T,S} <: AbstractMatrix{T}
    data::S
    uplo::Char
end
struct Hermitian{T,S} <: AbstractMatrix{T}
    data::S
    uplo::Char
end
Symmetric(A::AbstractMatrix{T}, uplo::Symbol=:U) where {T} = (checksquare(A); Symmetric{T,typeof(A)}(A, _uplochar(uplo)))
Hermitian(A::AbstractMatrix{T}, uplo::Symbol=:U) where {T} = (checksquare(A); Hermitian{T,typeof(A)}(A, _uplochar(uplo)))
_uplochar(uplo::Symbol) = uplo === :U ? 'U' : uplo === :L ? 'L' : throw(ArgumentError(string("uplo argument must be either :U (upper) or :L (lower), got :", uplo)))
size(A::Union{Symmetric,Hermitian}) = size(A.data)
function getindex(A::Symmetric, i::Integer, j::Integer)
    if i == j
        return A.data[i, i]
    elseif (A.uplo == 'U') == (i < j)
        return A.data[i, j]
    end
    return transpose(A.data[j, i])
end
function getindex(A::Hermitian, i::Integer, j::Integer)
    if i == j
        return real(A.data[i, i])
    elseif (A.uplo == 'U') == (i < j)
        return A.data[i, j]
    end
    return adjoint(A.data[j, i])
end
getindex(A::Union{Symmetric,Hermitian}, k::Integer) = A[rem(k - 1, size(A, 1)) + 1, div(k - 1, size(A, 1)) + 1]
issymmetric(A::Symmetric) = true
ishermitian(A::Hermitian) = true
ishermitian(A::Symmetric{T}) where {T<:Real} = true
issymmetric(A::Hermitian{T}) where {T<:Real} = true
adjoint(A::Symmetric{T}) where {T<:Real} = A
transpose(A::Symmetric) = A
(::Type{Array{T,2} where T})(A::Union{Symmetric{T},Hermitian{T}}) where {T} = _materialize(A)

# ---- Cholesky -------------------------------------------------------------------------------------------

struct Cholesky{T,S} <: Factorization{T}
    factors::S
    uplo::Char
    info::Int
end
function cholesky(A::AbstractMatrix; check::Bool=true)
    n = checksquare(A)
    T = _lapack_real(eltype(A), "cholesky")
    F = _lapack_copy(T, A)
    if !ishermitian(F)
        check && throw(PosDefException(-1))
        return Cholesky{T,Matrix{T}}(F, 'U', -1)
    end
    info = Ref(Int32(0))
    ccall(:dpotrf_, Nothing, (Ref{UInt8}, Ref{Int32}, Ptr{Float64}, Ref{Int32}, Ref{Int32}, Int64),
        _bc('U'), _bi(n), _ptr(F), _bi(max(1, n)), info, 1)
    check && info[] != 0 && throw(PosDefException(Int(info[])))
    return Cholesky{T,Matrix{T}}(F, 'U', Int(info[]))
end
cholesky(A::Symmetric; check::Bool=true) = cholesky(_materialize(A); check=check)
size(C::Cholesky) = size(getfield(C, :factors))
issuccess(C::Cholesky) = getfield(C, :info) == 0
function getproperty(C::Cholesky, d::Symbol)
    if d === :U
        return UpperTriangular(_triu!(copy(getfield(C, :factors))))
    elseif d === :L
        return LowerTriangular(_tril!(copy(transpose(getfield(C, :factors)))))
    elseif d === :UL
        return UpperTriangular(_triu!(copy(getfield(C, :factors))))
    end
    return getfield(C, d)
end
function \(C::Cholesky, B::AbstractVecOrMat)
    n = size(getfield(C, :factors), 1)
    size(B, 1) == n || throw(DimensionMismatch(string("first dimension of B, ", size(B, 1), ", does not match the dimension of A, ", n)))
    X = _lapack_copy(Float64, B)
    info = Ref(Int32(0))
    ccall(:dpotrs_, Nothing, (Ref{UInt8}, Ref{Int32}, Ref{Int32}, Ptr{Float64}, Ref{Int32}, Ptr{Float64}, Ref{Int32}, Ref{Int32}, Int64),
        _bc('U'), _bi(n), _bi(size(X, 2)), _ptr(getfield(C, :factors)), _bi(max(1, n)), _ptr(X), _bi(max(1, n)), info, 1)
    return X
end
det(C::Cholesky) = (d = one(eltype(getfield(C, :factors))); for i in 1:size(C)[1]; d *= getfield(C, :factors)[i, i]; end; d * d)
logdet(C::Cholesky) = (d = 0.0; for i in 1:size(C)[1]; d += log(getfield(C, :factors)[i, i]); end; 2 * d)
inv(C::Cholesky) = C \ Matrix{Float64}(I, size(C)[1], size(C)[1])
isposdef(A::AbstractMatrix) = ishermitian(A) && issuccess(cholesky(A; check=false))
function show(io::IO, ::MIME"text/plain", C::Cholesky)
    if issuccess(C)
        summary(io, C); println(io)
        println(io, "U factor:")
        show(io, MIME"text/plain"(), C.U)
    else
        print(io, "Failed factorization of type ", typeof(C))
    end
end

# ---- QR -------------------------------------------------------------------------------------------------

# Householder QR (LAPACK dgeqrf); Q is returned as its thin explicit matrix
# (dorgqr), R as the upper triangle.
struct QR{T,S} <: Factorization{T}
    factors::S
    τ::Vector{T}
end
function qr(A::AbstractMatrix)
    T = _lapack_real(eltype(A), "qr")
    F = _lapack_copy(T, A)
    m = size(F, 1)
    n = size(F, 2)
    k = min(m, n)
    tau = zeros(Float64, k)
    info = Ref(Int32(0))
    work = zeros(Float64, 1)
    ccall(:dgeqrf_, Nothing, (Ref{Int32}, Ref{Int32}, Ptr{Float64}, Ref{Int32}, Ptr{Float64}, Ptr{Float64}, Ref{Int32}, Ref{Int32}),
        _bi(m), _bi(n), _ptr(F), _bi(max(1, m)), _ptr(tau), _ptr(work), _bi(-1), info)
    lwork = max(1, Int(work[1]))
    work = zeros(Float64, lwork)
    ccall(:dgeqrf_, Nothing, (Ref{Int32}, Ref{Int32}, Ptr{Float64}, Ref{Int32}, Ptr{Float64}, Ptr{Float64}, Ref{Int32}, Ref{Int32}),
        _bi(m), _bi(n), _ptr(F), _bi(max(1, m)), _ptr(tau), _ptr(work), _bi(lwork), info)
    return QR{T,Matrix{T}}(F, tau)
end
size(F::QR) = size(getfield(F, :factors))
function getproperty(F::QR, d::Symbol)
    A = getfield(F, :factors)
    m = size(A, 1)
    n = size(A, 2)
    k = min(m, n)
    if d === :R
        R = zeros(Float64, k, n)
        for j in 1:n, i in 1:min(j, k)
            R[i, j] = A[i, j]
        end
        return R
    elseif d === :Q
        Q = Array{Float64,2}(undef, m, k)
        for j in 1:k, i in 1:m
            Q[i, j] = A[i, j]
        end
        info = Ref(Int32(0))
        lwork = max(1, 64 * k)
        work = zeros(Float64, lwork)
        ccall(:dorgqr_, Nothing, (Ref{Int32}, Ref{Int32}, Ref{Int32}, Ptr{Float64}, Ref{Int32}, Ptr{Float64}, Ptr{Float64}, Ref{Int32}, Ref{Int32}),
            _bi(m), _bi(k), _bi(k), _ptr(Q), _bi(max(1, m)), _ptr(getfield(F, :τ)), _ptr(work), _bi(lwork), info)
        return Q
    end
    return getfield(F, d)
end
iterate(F::QR, state=1) = state == 1 ? (F.Q, 2) : state == 2 ? (F.R, 3) : nothing
function \(F::QR, B::AbstractVecOrMat)
    m = size(getfield(F, :factors), 1)
    n = size(getfield(F, :factors), 2)
    m == n || throw(ArgumentError("solving with a non-square QR factorization is not supported in Kiln"))
    return UpperTriangular(F.R) \ (transpose(F.Q) * _lapack_copy(Float64, B))
end

# ---- eigenvalues -----------------------------------------------------------------------------------------

struct Eigen{T,V,S,U} <: Factorization{T}
    values::U
    vectors::S
end
Eigen(values::AbstractVector{V}, vectors::AbstractMatrix{T}) where {T,V} = Eigen{T,V,typeof(vectors),typeof(values)}(values, vectors)
iterate(F::Eigen, state=1) = state == 1 ? (F.values, 2) : state == 2 ? (F.vectors, 3) : nothing
function show(io::IO, ::MIME"text/plain", F::Eigen)
    summary(io, F); println(io)
    println(io, "values:")
    show(io, MIME"text/plain"(), F.values)
    println(io, "\nvectors:")
    show(io, MIME"text/plain"(), F.vectors)
end

# symmetric: LAPACK dsyevr (all eigenvalues, ascending)
function _syevr!(jobz::Char, uplo::Char, A::Matrix{Float64})
    n = checksquare(A)
    w = zeros(Float64, n)
    Z = zeros(Float64, jobz == 'V' ? n : 1, jobz == 'V' ? n : 1)
    ldz = jobz == 'V' ? max(1, n) : 1
    isuppz = zeros(Int32, 2 * max(1, n))
    m = Ref(Int32(0))
    info = Ref(Int32(0))
    work = zeros(Float64, 1)
    iwork = zeros(Int32, 1)
    lwork = -1
    liwork = -1
    for pass in 1:2
        ccall(:dsyevr_, Nothing, (Ref{UInt8}, Ref{UInt8}, Ref{UInt8}, Ref{Int32}, Ptr{Float64}, Ref{Int32}, Ref{Float64}, Ref{Float64},
                Ref{Int32}, Ref{Int32}, Ref{Float64}, Ref{Int32}, Ptr{Float64}, Ptr{Float64}, Ref{Int32}, Ptr{Int32},
                Ptr{Float64}, Ref{Int32}, Ptr{Int32}, Ref{Int32}, Ref{Int32}, Int64, Int64, Int64),
            _bc(jobz), _bc('A'), _bc(uplo), _bi(n), _ptr(A), _bi(max(1, n)), Ref(0.0), Ref(0.0),
            _bi(0), _bi(0), -1.0, m, _ptr(w), _ptr(Z), _bi(ldz), _ptr(isuppz),
            _ptr(work), _bi(lwork), _ptr(iwork), _bi(liwork), info, 1, 1, 1)
        if pass == 1
            lwork = max(1, Int(work[1]))
            liwork = max(1, Int(iwork[1]))
            work = zeros(Float64, lwork)
            iwork = zeros(Int32, liwork)
        end
    end
    info[] > 0 && throw(LAPACKException(Int(info[])))
    return w, Z
end

# general: LAPACK dgeev (balanced, as Julia's geevx! with 'B')
function _geev!(jobvr::Char, A::Matrix{Float64})
    n = checksquare(A)
    wr = zeros(Float64, n)
    wi = zeros(Float64, n)
    VL = zeros(Float64, 1, 1)
    VR = zeros(Float64, jobvr == 'V' ? n : 1, jobvr == 'V' ? n : 1)
    info = Ref(Int32(0))
    work = zeros(Float64, 1)
    lwork = -1
    for pass in 1:2
        ccall(:dgeev_, Nothing, (Ref{UInt8}, Ref{UInt8}, Ref{Int32}, Ptr{Float64}, Ref{Int32}, Ptr{Float64}, Ptr{Float64},
                Ptr{Float64}, Ref{Int32}, Ptr{Float64}, Ref{Int32}, Ptr{Float64}, Ref{Int32}, Ref{Int32}, Int64, Int64),
            _bc('N'), _bc(jobvr), _bi(n), _ptr(A), _bi(max(1, n)), _ptr(wr), _ptr(wi),
            _ptr(VL), _bi(1), _ptr(VR), _bi(jobvr == 'V' ? max(1, n) : 1), _ptr(work), _bi(lwork), info, 1, 1)
        if pass == 1
            lwork = max(1, Int(work[1]))
            work = zeros(Float64, lwork)
        end
    end
    info[] > 0 && throw(LAPACKException(Int(info[])))
    return wr, wi, VR
end

_complexvec(wr, wi) = (v = Array{ComplexF64,1}(undef, length(wr)); for i in 1:length(wr); v[i] = complex(wr[i], wi[i]); end; v)
_eigsortby(λ::Real) = λ
_eigsortby(λ::Complex) = (real(λ), imag(λ))
function _issorted_eig(λ::AbstractVector)
    for i in 2:length(λ)
        isless(_eigsortby(λ[i]), _eigsortby(λ[i - 1])) && return false
    end
    return true
end
function _sorteig!(λ::AbstractVector, X::AbstractMatrix)
    _issorted_eig(λ) && return λ, X    # Julia's sorteig! permutes only unsorted values
    p = sortperm(λ; by=_eigsortby)
    return λ[p], X[:, p]
end
_sorteig!(λ::AbstractVector) = sort!(λ; by=_eigsortby)

function eigen(A::AbstractMatrix)
    T = _lapack_real(eltype(A), "eigen")
    n = checksquare(A)
    n == 0 && return Eigen(zeros(T, 0), zeros(T, 0, 0))
    AA = _lapack_copy(T, A)
    if isdiag(AA)
        return eigen(Diagonal(diag(AA)))
    end
    if issymmetric(AA)
        w, Z = _syevr!('V', 'U', AA)
        return Eigen(_sorteig!(w, Z)...)
    end
    wr, wi, VR = _geev!('V', AA)
    if all(iszero, wi)
        return Eigen(_sorteig!(wr, VR)...)
    end
    evals = _complexvec(wr, wi)
    evecs = zeros(ComplexF64, n, n)
    j = 1
    while j <= n
        if wi[j] == 0
            for i in 1:n
                evecs[i, j] = VR[i, j]
            end
        else
            for i in 1:n
                evecs[i, j] = complex(VR[i, j], VR[i, j + 1])
                evecs[i, j + 1] = complex(VR[i, j], -VR[i, j + 1])
            end
            j += 1
        end
        j += 1
    end
    return Eigen(_sorteig!(evals, evecs)...)
end
function eigen(A::Union{Symmetric,Hermitian})
    T = _lapack_real(eltype(A), "eigen")
    w, Z = _syevr!('V', A.uplo, _lapack_copy(T, A.data))
    return Eigen(_sorteig!(w, Z)...)
end
# A Diagonal's eigenvalues are its diagonal, in its order (Julia's
# diagonal.jl: eigvals(D) = copy(D.diag); eigen sorts only when given
# `sortby`), with the unit vectors.
function eigen(D::Diagonal; sortby::Union{Function,Nothing}=nothing)
    any(!isfinite, D.diag) && throw(ArgumentError("matrix contains Infs or NaNs"))
    λ = eigvals(D)
    Td = typeof(one(eltype(D)) / one(eltype(D)))
    n = length(λ)
    p = sortby === nothing ? collect(1:n) : sortperm(λ; by=sortby)
    V = zeros(Td, n, n)
    for i in 1:n
        V[p[i], i] = one(Td)
    end
    return Eigen(λ[p], V)
end
function eigvals(A::AbstractMatrix)
    T = _lapack_real(eltype(A), "eigvals")
    n = checksquare(A)
    n == 0 && return zeros(T, 0)
    AA = _lapack_copy(T, A)
    if isdiag(AA)
        return sort!(diag(AA); by=_eigsortby)
    end
    if issymmetric(AA)
        return _syevr!('N', 'U', AA)[1]
    end
    wr, wi, _ = _geev!('N', AA)
    all(iszero, wi) && return _sorteig!(wr)
    return _sorteig!(_complexvec(wr, wi))
end
eigvals(A::Union{Symmetric,Hermitian}) = _syevr!('N', A.uplo, _lapack_copy(_lapack_real(eltype(A), "eigvals"), A.data))[1]
eigvals(D::Diagonal) = copy(D.diag)
eigvals(x::Number) = [x]
eigvecs(A::AbstractMatrix) = eigen(A).vectors
# Julia's eigen.jl: the largest/smallest eigenvalue of a matrix whose
# eigenvalues are real (the `permute`/`scale` balancing keywords of
# Julia's are not supported).
function eigmax(A::Union{Number, AbstractMatrix})
    v = eigvals(A)
    eltype(v) <: Complex && throw(DomainError(A, "`A` cannot have complex eigenvalues."))
    return maximum(v)
end
function eigmin(A::Union{Number, AbstractMatrix})
    v = eigvals(A)
    eltype(v) <: Complex && throw(DomainError(A, "`A` cannot have complex eigenvalues."))
    return minimum(v)
end

# ---- singular values -----------------------------------------------------------------------------------------

struct SVD{T,Tr,M,C} <: Factorization{T}
    U::M
    S::C
    Vt::M
end
SVD(U::AbstractMatrix{T}, S::AbstractVector{Tr}, Vt::AbstractMatrix{T}) where {T,Tr} = SVD{T,Tr,typeof(U),typeof(S)}(U, S, Vt)
function getproperty(F::SVD, d::Symbol)
    d === :V && return copy(transpose(getfield(F, :Vt)))
    return getfield(F, d)
end
function show(io::IO, ::MIME"text/plain", F::SVD)
    summary(io, F); println(io)
    println(io, "U factor:")
    show(io, MIME"text/plain"(), F.U)
    println(io, "\nsingular values:")
    show(io, MIME"text/plain"(), F.S)
    println(io, "\nVt factor:")
    show(io, MIME"text/plain"(), F.Vt)
end
iterate(F::SVD, state=1) = state == 1 ? (F.U, 2) : state == 2 ? (F.S, 3) : state == 3 ? (F.V, 4) : nothing
size(F::SVD) = (size(getfield(F, :U), 1), size(getfield(F, :Vt), 2))

# LAPACK dgesdd (divide and conquer, Julia's default): job 'N' (values) or 'S' (thin)
function _gesdd!(job::Char, A::Matrix{Float64})
    m = size(A, 1)
    n = size(A, 2)
    k = min(m, n)
    S = zeros(Float64, k)
    ucols = job == 'A' ? m : k
    vrows = job == 'A' ? n : k
    U = zeros(Float64, job == 'N' ? 1 : m, job == 'N' ? 1 : ucols)
    Vt = zeros(Float64, job == 'N' ? 1 : vrows, job == 'N' ? 1 : n)
    iwork = zeros(Int32, 8 * max(1, k))
    info = Ref(Int32(0))
    work = zeros(Float64, 1)
    lwork = -1
    for pass in 1:2
        ccall(:dgesdd_, Nothing, (Ref{UInt8}, Ref{Int32}, Ref{Int32}, Ptr{Float64}, Ref{Int32}, Ptr{Float64}, Ptr{Float64}, Ref{Int32},
                Ptr{Float64}, Ref{Int32}, Ptr{Float64}, Ref{Int32}, Ptr{Int32}, Ref{Int32}, Int64),
            _bc(job), _bi(m), _bi(n), _ptr(A), _bi(max(1, m)), _ptr(S), _ptr(U), _bi(job == 'N' ? 1 : max(1, m)),
            _ptr(Vt), _bi(job == 'N' ? 1 : max(1, vrows)), _ptr(work), _bi(lwork), _ptr(iwork), info, 1)
        if pass == 1
            lwork = max(1, Int(work[1]))
            work = zeros(Float64, lwork)
        end
    end
    info[] > 0 && throw(LAPACKException(Int(info[])))
    return U, S, Vt
end
# LAPACK zgesdd for complex matrices (singular values real)
function _gesdd!(job::Char, A::Matrix{ComplexF64})
    m = size(A, 1)
    n = size(A, 2)
    k = min(m, n)
    mx = max(m, n)
    S = zeros(Float64, k)
    ucols = job == 'A' ? m : k
    vrows = job == 'A' ? n : k
    U = zeros(ComplexF64, job == 'N' ? 1 : m, job == 'N' ? 1 : ucols)
    Vt = zeros(ComplexF64, job == 'N' ? 1 : vrows, job == 'N' ? 1 : n)
    iwork = zeros(Int32, 8 * max(1, k))
    rwork = zeros(Float64, max(1, job == 'N' ? 7 * k : max(5 * k * k + 5 * k, 2 * mx * k + 2 * k * k + k)))
    info = Ref(Int32(0))
    work = zeros(ComplexF64, 1)
    lwork = -1
    for pass in 1:2
        ccall(:zgesdd_, Nothing, (Ref{UInt8}, Ref{Int32}, Ref{Int32}, Ptr{ComplexF64}, Ref{Int32}, Ptr{Float64}, Ptr{ComplexF64}, Ref{Int32},
                Ptr{ComplexF64}, Ref{Int32}, Ptr{ComplexF64}, Ref{Int32}, Ptr{Float64}, Ptr{Int32}, Ref{Int32}, Int64),
            _bc(job), _bi(m), _bi(n), _ptr(A), _bi(max(1, m)), _ptr(S), _ptr(U), _bi(job == 'N' ? 1 : max(1, m)),
            _ptr(Vt), _bi(job == 'N' ? 1 : max(1, vrows)), _ptr(work), _bi(lwork), _ptr(rwork), _ptr(iwork), info, 1)
        if pass == 1
            lwork = max(1, Int(real(work[1])))
            work = zeros(ComplexF64, lwork)
        end
    end
    info[] > 0 && throw(LAPACKException(Int(info[])))
    return U, S, Vt
end
_svd_type(::Type{T}, what) where {T<:Complex} = _lapack_type(T, what)
_svd_type(::Type{T}, what) where {T} = _lapack_real(T, what)
_svd_type(::Type{Float32}, what) = Float64
_svd_type(::Type{ComplexF32}, what) = ComplexF64
function svd(A::AbstractMatrix; full::Bool=false)
    T = _svd_type(eltype(A), "svd")
    U, S, Vt = _gesdd!(full ? 'A' : 'S', _lapack_copy(T, A))
    return SVD(U, S, Vt)
end
function svdvals(A::AbstractMatrix)
    T = _svd_type(eltype(A), "svdvals")
    (size(A, 1) == 0 || size(A, 2) == 0) && return zeros(real(T), 0)
    return convert(Vector{real(float(eltype(A)) <: Union{Float32,ComplexF32} ? float(eltype(A)) : T)}, _gesdd!('N', _lapack_copy(T, A))[2])
end
svdvals(x::Number) = abs(x)
function rank(A::AbstractMatrix; atol::Real=0.0, rtol::Real=(min(size(A, 1), size(A, 2)) * eps(Float64)) * iszero(atol))
    isempty(A) && return 0
    s = svdvals(A)
    tol = max(atol, rtol * s[1])
    return count(x -> x > tol, s)
end
rank(x::Number) = iszero(x) ? 0 : 1
rank(A::AbstractMatrix, rtol::Real) = rank(A; rtol=rtol)
rank(x::Union{AbstractVector,AbstractRange}; kw...) = all(iszero, x) ? 0 : 1
cond(x::Number) = iszero(x) ? Inf : 1.0
cond(x::Number, p) = cond(x)
function pinv(A::AbstractMatrix{T}; atol::Real=0.0, rtol::Real=(eps(real(float(oneunit(T)))) * min(size(A, 1), size(A, 2))) * iszero(atol)) where {T}
    m = size(A, 1)
    n = size(A, 2)
    Tout = typeof(zero(T) / sqrt(oneunit(T) + oneunit(T)))
    (m == 0 || n == 0) && return similar(A, Tout, (n, m))
    if isdiag(A)
        dA = diag(A)
        maxabsA = maximum(abs, dA)
        tol = max(rtol * maxabsA, atol)
        B = fill!(similar(A, Tout, (n, m)), 0)
        for i in 1:length(dA)
            B[i, i] = abs(dA[i]) > tol ? pinv(dA[i]) : zero(Tout)
        end
        return B
    end
    F = svd(A)
    S = F.S
    tol = max(rtol * maximum(S), atol)
    Sinv = zeros(eltype(S), length(S))
    for i in 1:length(S)
        S[i] > tol && (Sinv[i] = pinv(S[i]))
    end
    return F.Vt' * (Diagonal(Sinv) * F.U')
end
pinv(x::Number) = isfinite(one(x) / x) ? one(x) / x : zero(one(x) / x)
# Julia's nullspace: the right singular vectors of the singular values
# at most max(atol, σ₁ rtol), from the full SVD
function nullspace(A::AbstractMatrix; atol::Real=0.0, rtol::Real=(min(size(A, 1), size(A, 2)) * eps(Float64)) * iszero(atol))
    m = size(A, 1)
    n = size(A, 2)
    (m == 0 || n == 0) && return Matrix{Float64}(I, n, n)
    F = svd(A; full=true)
    S = F.S
    tol = max(atol, S[1] * rtol)
    indstart = count(s -> s > tol, S) + 1
    Vt = F.Vt
    N = Array{Float64,2}(undef, n, n - indstart + 1)
    for j in indstart:n, i in 1:n
        N[i, j - indstart + 1] = Vt[j, i]
    end
    return N
end
function cond(A::AbstractMatrix, p::Real=2)
    if p == 2
        v = svdvals(A)
        maxv = maximum(v)
        return iszero(maxv) ? oftype(real(maxv), Inf) : maxv / minimum(v)
    elseif p == 1 || p == Inf
        checksquare(A)
        try
            Ainv = inv(A)
            return opnorm(A, p) * opnorm(Ainv, p)
        catch e
            (e isa LAPACKException || e isa SingularException) && return convert(float(real(eltype(A))), Inf)
            rethrow()
        end
    end
    throw(ArgumentError(string("p-norm must be 1, 2 or Inf, got ", p)))
end
function diagind(m::Integer, n::Integer, k::Integer=0)
    return k <= 0 ? range(1 - k, step=m + 1, length=min(m + k, n)) : range(k * m + 1, step=m + 1, length=min(m, n - k))
end
diagind(A::AbstractMatrix, k::Integer=0) = diagind(size(A, 1), size(A, 2), k)

# ---- products and BLAS level 1 --------------------------------------------------------------------------

function cross(a::AbstractVector, b::AbstractVector)
    (length(a) == length(b) == 3) || throw(DimensionMismatch("cross product is only defined for vectors of length 3"))
    a1, a2, a3 = a[1], a[2], a[3]
    b1, b2, b3 = b[1], b[2], b[3]
    return [a2 * b3 - a3 * b2, a3 * b1 - a1 * b3, a1 * b2 - a2 * b1]
end
const × = cross

function kron(A::AbstractMatrix, B::AbstractMatrix)
    mA = size(A, 1); nA = size(A, 2); mB = size(B, 1); nB = size(B, 2)
    T = _matprod_type(A, B)
    C = Array{T,2}(undef, mA * mB, nA * nB)
    for j in 1:nA, l in 1:nB, i in 1:mA, k in 1:mB
        C[(i - 1) * mB + k, (j - 1) * nB + l] = A[i, j] * B[k, l]
    end
    return C
end
function kron(a::AbstractVector, b::AbstractVector)
    T = _matprod_type(a, b)
    c = Array{T,1}(undef, length(a) * length(b))
    for i in 1:length(a), k in 1:length(b)
        c[(i - 1) * length(b) + k] = a[i] * b[k]
    end
    return c
end
kron(a::Number, b::Number) = a * b
kron(a::Number, B::AbstractArray) = a * B
kron(A::AbstractArray, b::Number) = A * b
kron(A::AbstractMatrix, b::AbstractVector) = kron(A, reshape(b, length(b), 1))
kron(a::AbstractVector, B::AbstractMatrix) = kron(reshape(a, length(a), 1), B)

function axpy!(α, x::AbstractArray, y::AbstractArray)
    n = length(x)
    n == length(y) || throw(DimensionMismatch(string("x has length ", n, ", but y has length ", length(y))))
    iszero(α) && return y
    for (IY, IX) in zip(eachindex(y), eachindex(x))
        y[IY] += x[IX] * α
    end
    return y
end
function axpy!(α, x::AbstractArray, rx::AbstractArray{<:Integer}, y::AbstractArray, ry::AbstractArray{<:Integer})
    if length(rx) != length(ry)
        throw(DimensionMismatch(string("rx has length ", length(rx), ", but ry has length ", length(ry))))
    elseif !Base.checkindex(Bool, eachindex(IndexLinear(), x), rx)
        throw(BoundsError(x, rx))
    elseif !Base.checkindex(Bool, eachindex(IndexLinear(), y), ry)
        throw(BoundsError(y, ry))
    end
    for (IY, IX) in zip(eachindex(ry), eachindex(rx))
        y[ry[IY]] += x[rx[IX]] * α
    end
    return y
end
function axpy!(α::Number, x::Array{Float64}, y::Array{Float64})
    n = length(x)
    n == length(y) || throw(DimensionMismatch(string("x has length ", n, ", but y has length ", length(y))))
    ccall(:daxpy_, Nothing, (Ref{Int32}, Ref{Float64}, Ptr{Float64}, Ref{Int32}, Ptr{Float64}, Ref{Int32}),
        _bi(n), Ref(Float64(α)), _ptr(x), _bi(1), _ptr(y), _bi(1))
    return y
end
function axpby!(α, x::AbstractArray, β, y::AbstractArray)
    n = length(x)
    n == length(y) || throw(DimensionMismatch(string("x has length ", n, ", but y has length ", length(y))))
    iszero(α) && isone(β) && return y
    for (IX, IY) in zip(eachindex(x), eachindex(y))
        y[IY] = x[IX] * α + y[IY] * β
    end
    return y
end
# in-place scaling (Julia's generic.jl): multiplication from the given side,
# for element types whose product does not commute
function rmul!(X::AbstractArray, s::Number)
    for I in eachindex(X)
        X[I] *= s
    end
    return X
end
function lmul!(s::Number, X::AbstractArray)
    for I in eachindex(X)
        X[I] = s * X[I]
    end
    return X
end
function rdiv!(X::AbstractArray, s::Number)
    for I in eachindex(X)
        X[I] /= s
    end
    return X
end
function ldiv!(s::Number, X::AbstractArray)
    for I in eachindex(X)
        X[I] = s \ X[I]
    end
    return X
end
ldiv!(Y::AbstractArray, s::Number, X::AbstractArray) = (Y .= s .\ X)
rdiv!(Y::AbstractArray, X::AbstractArray, s::Number) = (Y .= X ./ s)
# 3- and 5-argument mul! with a scalar (Julia's generic.jl _lscale_add!/_rscale_add!)
function _scale_len_check(C, X)
    length(C) == length(X) || throw(DimensionMismatch(string("first array has length ", length(C), " which does not match the length of the second, ", length(X), ".")))
    return nothing
end
function mul!(C::AbstractArray, s::Number, X::AbstractArray, alpha::Number, beta::Number)
    if axes(C) != axes(X)
        _scale_len_check(C, X)
        for (IC, IX) in zip(eachindex(C), eachindex(X))
            C[IC] = iszero(beta) ? s * X[IX] * alpha : s * X[IX] * alpha + C[IC] * beta
        end
        return C
    end
    if isone(alpha)
        iszero(beta) ? (C .= s .* X) : (C .= s .* X .+ C .* beta)
    else
        iszero(beta) ? (C .= s .* X .* alpha) : (C .= s .* X .* alpha .+ C .* beta)
    end
    return C
end
function mul!(C::AbstractArray, X::AbstractArray, s::Number, alpha::Number, beta::Number)
    if axes(C) != axes(X)
        _scale_len_check(C, X)
        for (IC, IX) in zip(eachindex(C), eachindex(X))
            C[IC] = iszero(beta) ? X[IX] * s * alpha : X[IX] * s * alpha + C[IC] * beta
        end
        return C
    end
    if isone(alpha)
        iszero(beta) ? (C .= X .* s) : (C .= X .* s .+ C .* beta)
    else
        iszero(beta) ? (C .= X .* s .* alpha) : (C .= X .* s .* alpha .+ C .* beta)
    end
    return C
end
mul!(C::AbstractArray, s::Number, X::AbstractArray) = mul!(C, s, X, true, false)
mul!(C::AbstractArray, X::AbstractArray, s::Number) = mul!(C, X, s, true, false)

adjoint(a::AbstractArray) = error(string("adjoint not defined for ", typeof(a), ". Consider using `permutedims` for higher-dimensional arrays."))
transpose(a::AbstractArray) = error(string("transpose not defined for ", typeof(a), ". Consider using `permutedims` for higher-dimensional arrays."))
# the generic (non-BLAS) product C = A B α + C β (an internal of Julia's matmul.jl)
function _generic_matmatmul!(C::AbstractVecOrMat, A::AbstractVecOrMat, B::AbstractVecOrMat, alpha::Number, beta::Number)
    P = Base._generic_matmul!(similar(C, Base._matprod_type(A, B), (size(A, 1), size(B, 2))), A, B)
    for I in eachindex(C, P)
        C[I] = iszero(beta) ? P[I] * alpha : P[I] * alpha + C[I] * beta
    end
    return C
end
const BlasFloat = Union{Float64,Float32,ComplexF64,ComplexF32}
const BlasReal = Union{Float64,Float32}
const BlasComplex = Union{ComplexF64,ComplexF32}
const BlasInt = Int64
# the 2-norm of the entries rx of x (Julia's BLAS-backed method)
function norm(x::AbstractVector{T}, rx::AbstractRange{TI}) where {T<:BlasFloat,TI<:Integer}
    (minimum(rx) < 1 || maximum(rx) > length(x)) && throw(BoundsError(x, rx))
    return norm(view(x, rx))
end
isbanded(A::AbstractMatrix, kl::Integer, ku::Integer) = istriu(A, kl) && istril(A, ku)
function char_uplo(uplo::Symbol)
    uplo === :U && return 'U'
    uplo === :L && return 'L'
    throw(ArgumentError(string("uplo argument must be either :U (upper) or :L (lower), got :", uplo)))
end
# Givens rotation and reflection of two vectors in place (Julia's generic.jl)
function rotate!(x::AbstractVector, y::AbstractVector, c, s)
    n = length(x)
    n == length(y) || throw(DimensionMismatch(string("x has length ", length(x), ", but y has length ", length(y))))
    for i in eachindex(x, y)
        xi, yi = x[i], y[i]
        x[i] = c * xi + s * yi
        y[i] = -conj(s) * xi + c * yi
    end
    return x, y
end
function reflect!(x::AbstractVector, y::AbstractVector, c, s)
    n = length(x)
    n == length(y) || throw(DimensionMismatch(string("x has length ", length(x), ", but y has length ", length(y))))
    for i in eachindex(x, y)
        xi, yi = x[i], y[i]
        x[i] = c * xi + s * yi
        y[i] = conj(s) * xi - c * yi
    end
    return x, y
end
# apply the Householder reflector (I - τ [1; x[2:end]] [1; x[2:end]]')' to A from the left
function reflectorApply!(x::AbstractVector, τ::Number, A::AbstractVecOrMat)
    m = size(A, 1)
    n = size(A, 2)
    length(x) == m || throw(DimensionMismatch(string("reflector has length ", length(x), ", which must match the first dimension of matrix A, ", m)))
    m == 0 && return A
    for j in 1:n
        Aj, xj = view(A, 2:m, j), view(x, 2:m)
        vAj = conj(τ) * (A[1, j] + dot(xj, Aj))
        A[1, j] -= vAj
        axpy!(-vAj, xj, Aj)
    end
    return A
end
# Skeel condition number κ_S(A) = ‖ |A⁻¹| |A| ‖ (Julia's generic.jl)
function condskeel(A::AbstractMatrix, p::Real=Inf)
    opnorm(abs.(inv(A)) * abs.(A), p)
end
function condskeel(A::AbstractMatrix, x::AbstractVector, p::Real=Inf)
    norm(abs.(inv(A)) * (abs.(A) * abs.(x)), p) / norm(x, p)
end
# the speed of a double precision matrix product, in flops (Julia's peakflops)
function peakflops(n::Integer=4096; eltype::DataType=Float64, ntrials::Integer=3, parallel::Bool=false)
    t = zeros(Float64, ntrials)
    for i in 1:ntrials
        a = ones(eltype, n, n)
        t[i] = @elapsed a2 = a * a
        a2[1, 1] == n || error("a * a is wrong")
    end
    return 2 * Float64(n)^3 / minimum(t)
end

# ---- BLAS ---------------------------------------------------------------------------------------------

# LinearAlgebra.BLAS: OpenBLAS's thread count (the BLAS calls themselves are
# made by Base's linalg.jl)
module BLAS
import ..LinearAlgebra
set_num_threads(n::Integer) = (ccall(:openblas_set_num_threads, Nothing, (Int32,), Int32(n)); nothing)
get_num_threads() = Int(ccall(:openblas_get_num_threads, Int32, ()))

# The level-1/2/3 wrappers people call directly (Julia 1.10's blas.jl),
# on dense Float64/Float32/ComplexF64 arrays. The shapes are checked
# before OpenBLAS sees them, with Julia's messages.
const BlasFloat = Base.BlasFloat
_n(x) = Base._bi(Base._chkblasint(length(x)))
_ptr(x) = Base._ptr(x)

function _chktrans(t::AbstractChar)
    t == 'N' || t == 'T' || t == 'C' ||
        throw(ArgumentError(string("trans argument must be 'N' (no transpose), 'T' (transpose), or 'C' (conjugate transpose), got '", t, "'")))
    return Char(t)
end

function _chklen(x, y)
    length(x) == length(y) ||
        throw(DimensionMismatch(string("dot product arguments have lengths ", length(x), " and ", length(y))))
end

"""
    BLAS.dot(x, y)

The dot product of two Float64 or Float32 arrays (`sum(x[i] * y[i])`) by
BLAS `?dot`.
"""
dot(x::Array{Float64}, y::Array{Float64}) = (_chklen(x, y);
    ccall(:ddot_, Float64, (Ref{Int32}, Ptr{Float64}, Ref{Int32}, Ptr{Float64}, Ref{Int32}), _n(x), _ptr(x), Int32(1), _ptr(y), Int32(1)))
dot(x::Array{Float32}, y::Array{Float32}) = (_chklen(x, y);
    ccall(:sdot_, Float32, (Ref{Int32}, Ptr{Float32}, Ref{Int32}, Ptr{Float32}, Ref{Int32}), _n(x), _ptr(x), Int32(1), _ptr(y), Int32(1)))

"""
    BLAS.nrm2(x)

The 2-norm of a Float64 or Float32 array by BLAS `?nrm2`.
"""
nrm2(x::Array{Float64}) = ccall(:dnrm2_, Float64, (Ref{Int32}, Ptr{Float64}, Ref{Int32}), _n(x), _ptr(x), Int32(1))
nrm2(x::Array{Float32}) = ccall(:snrm2_, Float32, (Ref{Int32}, Ptr{Float32}, Ref{Int32}), _n(x), _ptr(x), Int32(1))

"""
    BLAS.asum(x)

The sum of the absolute values of a Float64 or Float32 array by BLAS `?asum`.
"""
asum(x::Array{Float64}) = ccall(:dasum_, Float64, (Ref{Int32}, Ptr{Float64}, Ref{Int32}), _n(x), _ptr(x), Int32(1))
asum(x::Array{Float32}) = ccall(:sasum_, Float32, (Ref{Int32}, Ptr{Float32}, Ref{Int32}), _n(x), _ptr(x), Int32(1))

"""
    BLAS.scal!(a, x)

Overwrite `x` with `a * x` by BLAS `?scal`; returns `x`.
"""
scal!(a::Real, x::Array{Float64}) = (ccall(:dscal_, Nothing, (Ref{Int32}, Ref{Float64}, Ptr{Float64}, Ref{Int32}), _n(x), Float64(a), _ptr(x), Int32(1)); x)
scal!(a::Real, x::Array{Float32}) = (ccall(:sscal_, Nothing, (Ref{Int32}, Ref{Float32}, Ptr{Float32}, Ref{Int32}), _n(x), Float32(a), _ptr(x), Int32(1)); x)

"""
    BLAS.axpy!(a, x, y)

Overwrite `y` with `a * x + y`; returns `y`.
"""
axpy!(a::Number, x::Array{T}, y::Array{T}) where {T<:BlasFloat} = LinearAlgebra.axpy!(a, x, y)

"""
    BLAS.gemv!(tA, alpha, A, x, beta, y)

Overwrite `y` with `alpha * A * x + beta * y` (`A` transposed for `tA == 'T'`,
adjoint for `'C'`) by BLAS `?gemv`; returns `y`.
"""
function gemv!(tA::AbstractChar, alpha::Number, A::Matrix{T}, x::Vector{T}, beta::Number, y::Vector{T}) where {T<:BlasFloat}
    t = _chktrans(tA)
    m, n = size(A, 1), size(A, 2)
    if t == 'N' && (length(x) != n || length(y) != m)
        throw(DimensionMismatch(string("A has dimensions ", size(A), ", X has length ", length(x), " and Y has length ", length(y))))
    elseif t == 'C' && (length(x) != m || length(y) != n)
        throw(DimensionMismatch(string("the adjoint of A has dimensions ", n, ", ", m, ", X has length ", length(x), " and Y has length ", length(y))))
    elseif t == 'T' && (length(x) != m || length(y) != n)
        throw(DimensionMismatch(string("the transpose of A has dimensions ", n, ", ", m, ", X has length ", length(x), " and Y has length ", length(y))))
    end
    Base._chkblasint(max(m, n))
    (m == 0 || n == 0) && return y  # BLAS's quick return: y is left as it is
    Base._gemv!(t, m, n, T(alpha), A, x, T(beta), y)
    return y
end
gemv(tA::AbstractChar, alpha::Number, A::Matrix{T}, x::Vector{T}) where {T<:BlasFloat} =
    gemv!(tA, alpha, A, x, zero(T), zeros(T, size(A, _chktrans(tA) == 'N' ? 1 : 2)))
gemv(tA::AbstractChar, A::Matrix{T}, x::Vector{T}) where {T<:BlasFloat} = gemv(tA, one(T), A, x)

"""
    BLAS.gemm!(tA, tB, alpha, A, B, beta, C)

Overwrite `C` with `alpha * op(A) * op(B) + beta * C` by BLAS `?gemm`, where
`op` transposes for `'T'` and takes the adjoint for `'C'`; returns `C`.
"""
function gemm!(tA::AbstractChar, tB::AbstractChar, alpha::Number, A::Matrix{T}, B::Matrix{T}, beta::Number, C::Matrix{T}) where {T<:BlasFloat}
    ta, tb = _chktrans(tA), _chktrans(tB)
    m = size(A, ta == 'N' ? 1 : 2)
    ka = size(A, ta == 'N' ? 2 : 1)
    kb = size(B, tb == 'N' ? 1 : 2)
    n = size(B, tb == 'N' ? 2 : 1)
    if ka != kb || m != size(C, 1) || n != size(C, 2)
        throw(DimensionMismatch(string("A has size (", m, ",", ka, "), B has size (", kb, ",", n, "), C has size ", size(C))))
    end
    Base._chkblasint(max(m, n, ka))
    (m == 0 || n == 0) && return C
    Base._gemm!(ta, tb, m, n, ka, T(alpha), A, max(1, size(A, 1)), B, max(1, size(B, 1)), T(beta), C)
    return C
end
gemm(tA::AbstractChar, tB::AbstractChar, alpha::Number, A::Matrix{T}, B::Matrix{T}) where {T<:BlasFloat} =
    gemm!(tA, tB, alpha, A, B, zero(T), zeros(T, size(A, _chktrans(tA) == 'N' ? 1 : 2), size(B, _chktrans(tB) == 'N' ? 2 : 1)))
gemm(tA::AbstractChar, tB::AbstractChar, A::Matrix{T}, B::Matrix{T}) where {T<:BlasFloat} = gemm(tA, tB, one(T), A, B)
end

# ---- printing of factorizations -------------------------------------------------------------------------

summary(io::IO, F::Factorization) = print(io, typeof(F))



# ---- Tridiagonal, SymTridiagonal, Bidiagonal (tridiag.jl, bidiag.jl) -----------------------------------
# Banded matrices stored as their diagonals. Entries off the band read as
# zero (shown as ⋅) and cannot be set to anything else; `\` solves in O(n):
# Tridiagonal by LU with partial pivoting as LAPACK's gttrf/gttrs,
# SymTridiagonal by LDLᵀ, Bidiagonal by substitution.

struct Tridiagonal{T,V<:AbstractVector{T}} <: AbstractMatrix{T}
    dl::V
    d::V
    du::V
    function Tridiagonal{T,V}(dl, d, du) where {T,V<:AbstractVector{T}}
        n = length(d)
        if (length(dl) != n - 1 || length(du) != n - 1) && !(n == 0 && length(dl) == 0 && length(du) == 0)
            throw(ArgumentError(string("cannot construct Tridiagonal from incompatible lengths of subdiagonal, ",
                "diagonal and superdiagonal: (", length(dl), ", ", length(d), ", ", length(du), ")")))
        end
        return new{T,V}(dl, d, du)
    end
end
Tridiagonal(dl::V, d::V, du::V) where {T,V<:AbstractVector{T}} = Tridiagonal{T,V}(dl, d, du)
function Tridiagonal(dl::AbstractVector, d::AbstractVector, du::AbstractVector)
    T = promote_type(eltype(dl), eltype(d), eltype(du))
    return Tridiagonal(collect(T, dl), collect(T, d), collect(T, du))
end
function Tridiagonal(A::AbstractMatrix)
    checksquare(A)
    return Tridiagonal(diag(A, -1), diag(A, 0), diag(A, 1))
end

struct SymTridiagonal{T,V<:AbstractVector{T}} <: AbstractMatrix{T}
    dv::V
    ev::V
    function SymTridiagonal{T,V}(dv, ev) where {T,V<:AbstractVector{T}}
        if !(length(dv) - 1 <= length(ev) <= length(dv))
            throw(DimensionMismatch(string("subdiagonal has wrong length. Has ", length(ev),
                ", but should be either ", length(dv) - 1, " or ", length(dv), ".")))
        end
        return new{T,V}(dv, ev)
    end
end
SymTridiagonal(dv::V, ev::V) where {T,V<:AbstractVector{T}} = SymTridiagonal{T,V}(dv, ev)
function SymTridiagonal(dv::AbstractVector, ev::AbstractVector)
    T = promote_type(eltype(dv), eltype(ev))
    return SymTridiagonal(collect(T, dv), collect(T, ev))
end
# Julia 1.10's tridiag.jl: only the band is checked (and a matrix that is not
# square has sub- and superdiagonals of different lengths)
function SymTridiagonal(A::AbstractMatrix)
    if (diag(A, 1) == transpose.(diag(A, -1))) && all(issymmetric.(diag(A, 0)))
        return SymTridiagonal(diag(A, 0), diag(A, 1))
    else
        throw(ArgumentError("matrix is not symmetric; cannot convert to SymTridiagonal"))
    end
end
SymTridiagonal{T}(dv::V, ev::V) where {T,V<:AbstractVector{T}} = SymTridiagonal{T,V}(dv, ev)
SymTridiagonal{T}(dv::AbstractVector, ev::AbstractVector) where {T} =
    SymTridiagonal(convert(AbstractVector{T}, dv)::AbstractVector{T}, convert(AbstractVector{T}, ev)::AbstractVector{T})
SymTridiagonal{T,V}(S::SymTridiagonal{T,V}) where {T,V<:AbstractVector{T}} = S
SymTridiagonal{T,V}(S::SymTridiagonal) where {T,V<:AbstractVector{T}} =
    SymTridiagonal(convert(V, S.dv)::V, convert(V, S.ev)::V)
SymTridiagonal{T}(S::SymTridiagonal{T}) where {T} = S
SymTridiagonal{T}(S::SymTridiagonal) where {T} =
    SymTridiagonal(convert(AbstractVector{T}, S.dv)::AbstractVector{T}, convert(AbstractVector{T}, S.ev)::AbstractVector{T})
SymTridiagonal(S::SymTridiagonal) = S

struct Bidiagonal{T,V<:AbstractVector{T}} <: AbstractMatrix{T}
    dv::V
    ev::V
    uplo::Char
    function Bidiagonal{T,V}(dv, ev, uplo::Char) where {T,V<:AbstractVector{T}}
        (uplo == 'U' || uplo == 'L') || throw(ArgumentError(string("uplo argument must be 'U' (upper) or 'L' (lower), got ", repr(uplo))))
        if length(ev) != max(length(dv) - 1, 0)
            throw(DimensionMismatch(string("length of diagonal vector is ", length(dv), ", length of off-diagonal vector is ", length(ev))))
        end
        return new{T,V}(dv, ev, uplo)
    end
end
_bidiag_uplo(uplo::Symbol) = uplo === :U ? 'U' : uplo === :L ? 'L' :
    throw(ArgumentError(string("uplo argument must be either :U (upper) or :L (lower), got ", repr(uplo))))
Bidiagonal(dv::V, ev::V, uplo::Symbol) where {T,V<:AbstractVector{T}} = Bidiagonal{T,V}(dv, ev, _bidiag_uplo(uplo))
function Bidiagonal(dv::AbstractVector, ev::AbstractVector, uplo::Symbol)
    T = promote_type(eltype(dv), eltype(ev))
    return Bidiagonal(collect(T, dv), collect(T, ev), uplo)
end
Bidiagonal(A::AbstractMatrix, uplo::Symbol) = Bidiagonal(diag(A, 0), diag(A, uplo === :U ? 1 : -1), uplo)

const _Banded = Union{Tridiagonal,SymTridiagonal,Bidiagonal}
Base.showerror(io::IO, e::ZeroPivotException) = print(io, "ZeroPivotException: factorization encountered one or more zero pivots. Consider switching to a pivoted LU factorization.")
size(A::Tridiagonal) = (length(A.d), length(A.d))
size(A::Union{SymTridiagonal,Bidiagonal}) = (length(A.dv), length(A.dv))
function getindex(A::Tridiagonal{T}, i::Integer, j::Integer) where {T}
    checkbounds(A, i, j)
    i == j && return A.d[i]
    i == j + 1 && return A.dl[j]
    i + 1 == j && return A.du[i]
    return zero(T)
end
function getindex(A::SymTridiagonal{T}, i::Integer, j::Integer) where {T}
    checkbounds(A, i, j)
    i == j && return A.dv[i]
    i == j + 1 && return A.ev[j]
    i + 1 == j && return A.ev[i]
    return zero(T)
end
function getindex(A::Bidiagonal{T}, i::Integer, j::Integer) where {T}
    checkbounds(A, i, j)
    i == j && return A.dv[i]
    A.uplo == 'U' && i + 1 == j && return A.ev[i]
    A.uplo == 'L' && i == j + 1 && return A.ev[j]
    return zero(T)
end
getindex(A::_Banded, k::Integer) = A[rem(k - 1, size(A, 1)) + 1, div(k - 1, size(A, 1)) + 1]
function setindex!(A::Tridiagonal, x, i::Integer, j::Integer)
    checkbounds(A, i, j)
    if i == j
        A.d[i] = x
    elseif i == j + 1
        A.dl[j] = x
    elseif i + 1 == j
        A.du[i] = x
    elseif !iszero(x)
        throw(ArgumentError(string("cannot set entry (", i, ", ", j, ") off the tridiagonal band to a nonzero value (", x, ")")))
    end
    return x
end
function setindex!(A::Bidiagonal, x, i::Integer, j::Integer)
    checkbounds(A, i, j)
    if i == j
        A.dv[i] = x
    elseif A.uplo == 'U' && i + 1 == j
        A.ev[i] = x
    elseif A.uplo == 'L' && i == j + 1
        A.ev[j] = x
    elseif !iszero(x)
        throw(ArgumentError(string("cannot set entry (", i, ", ", j, ") off the ",
            A.uplo == 'U' ? "upper" : "lower", " bidiagonal band to a nonzero value (", x, ")")))
    end
    return x
end
function setindex!(A::SymTridiagonal, x, i::Integer, j::Integer)
    checkbounds(A, i, j)
    i == j || throw(ArgumentError(string("cannot set off-diagonal entry (", i, ", ", j, ")")))
    A.dv[i] = x
    return x
end
Base.replace_in_print_matrix(A::Union{Tridiagonal,SymTridiagonal}, i::Integer, j::Integer, s::String) =
    abs(i - j) <= 1 ? s : _centered_mark(s)
Base.replace_in_print_matrix(A::Bidiagonal, i::Integer, j::Integer, s::String) =
    (i == j || (A.uplo == 'U' ? i + 1 == j : i == j + 1)) ? s : _centered_mark(s)
(::Type{Array{T,2} where T})(A::_Banded) = _materialize(A)
copy(A::Tridiagonal) = Tridiagonal(copy(A.dl), copy(A.d), copy(A.du))
copy(A::SymTridiagonal) = SymTridiagonal(copy(A.dv), copy(A.ev))
copy(A::Bidiagonal) = Bidiagonal(copy(A.dv), copy(A.ev), A.uplo === 'U' ? :U : :L)
function diag(A::Tridiagonal, k::Integer=0)
    k == 0 && return copy(A.d)
    k == -1 && return copy(A.dl)
    k == 1 && return copy(A.du)
    return _zero_band(A, k)
end
function diag(A::SymTridiagonal, k::Integer=0)
    k == 0 && return copy(A.dv)
    abs(k) == 1 && return A.ev[1:(length(A.dv) - 1)]
    return _zero_band(A, k)
end
function diag(A::Bidiagonal, k::Integer=0)
    k == 0 && return copy(A.dv)
    (A.uplo == 'U' ? k == 1 : k == -1) && return copy(A.ev)
    return _zero_band(A, k)
end
# A diagonal k of a banded matrix outside its band: zeros, or Julia's error
# when k is outside the matrix.
function _zero_band(A::AbstractMatrix, k::Integer)
    n = size(A, 1)
    -n <= k <= n || throw(ArgumentError(string("requested diagonal, ", k, ", must be at least ", -n, " and at most ", n, " for an ", n, "-by-", n, " matrix")))
    return zeros(eltype(A), n - abs(k))
end
issymmetric(A::SymTridiagonal) = true
issymmetric(A::Tridiagonal) = A.dl == A.du
istriu(A::Bidiagonal) = A.uplo == 'U' || all(iszero, A.ev)
istril(A::Bidiagonal) = A.uplo == 'L' || all(iszero, A.ev)
tr(A::Tridiagonal) = sum(A.d)
tr(A::Union{SymTridiagonal,Bidiagonal}) = sum(A.dv)
transpose(A::Tridiagonal) = Tridiagonal(copy(A.du), copy(A.d), copy(A.dl))
adjoint(A::Tridiagonal) = Tridiagonal(conj(A.du), conj(A.d), conj(A.dl))
transpose(A::SymTridiagonal) = A
# The determinant by the three-term recurrence (Usmani's method).
function _det_usmani(a::AbstractVector, b::AbstractVector, c::AbstractVector)
    n = length(b)
    θa = oneunit(eltype(b))
    n == 0 && return θa
    θb = b[1]
    for i in 2:n
        θb, θa = b[i] * θb - a[i - 1] * c[i - 1] * θa, θb
    end
    return θb
end
det(A::Tridiagonal) = _det_usmani(A.dl, A.d, A.du)
det(A::SymTridiagonal) = _det_usmani(A.ev, A.dv, A.ev)
det(A::Bidiagonal) = prod(A.dv)

# Products with a vector or a matrix in O(n) per column.
function _banded_mul(A::_Banded, B::AbstractVecOrMat)
    n = size(A, 1)
    size(B, 1) == n || throw(DimensionMismatch(string("second dimension of A, ", n, ", does not match first dimension of B, ", size(B, 1))))
    T = _matprod_type(A, B)
    C = B isa AbstractVector ? Array{T,1}(undef, n) : Array{T,2}(undef, n, size(B, 2))
    for j in 1:size(B, 2), i in 1:n
        s = zero(T)
        for k in max(1, i - 1):min(n, i + 1)
            s += A[i, k] * B[k, j]
        end
        C[i + (j - 1) * n] = s
    end
    return C
end
*(A::_Banded, x::AbstractVector) = _banded_mul(A, x)
*(A::_Banded, B::AbstractMatrix) = _banded_mul(A, B)
*(A::_Banded, D::Diagonal) = _banded_mul(A, D)

function \(A::Tridiagonal, B::AbstractVecOrMat)
    n = size(A, 1)
    size(B, 1) == n || throw(DimensionMismatch(string("matrix has dimensions (", n, ",", n, ") but right hand side has ", size(B, 1), " rows")))
    T = typeof(oneunit(eltype(B)) / oneunit(eltype(A)))
    dl = collect(T, A.dl); d = collect(T, A.d); du = collect(T, A.du)
    du2 = zeros(T, max(n - 2, 0))
    ipiv = collect(1:n)
    # LU with partial pivoting (LAPACK gttrf)
    for i in 1:(n - 1)
        if abs(d[i]) >= abs(dl[i])
            if !iszero(d[i])
                fact = dl[i] / d[i]
                dl[i] = fact
                d[i + 1] -= fact * du[i]
            end
        else
            fact = d[i] / dl[i]
            d[i] = dl[i]
            dl[i] = fact
            temp = du[i]
            du[i] = d[i + 1]
            d[i + 1] = temp - fact * d[i + 1]
            if i < n - 1
                du2[i] = du[i + 1]
                du[i + 1] = -fact * du[i + 1]
            end
            ipiv[i] = i + 1
        end
    end
    for i in 1:n
        iszero(d[i]) && throw(SingularException(i))
    end
    X = _lapack_copy(T, B)
    for j in 1:size(X, 2)
        o = (j - 1) * n
        # L: the row interchanges and eliminations, in order (gttrs)
        for i in 1:(n - 1)
            if ipiv[i] == i
                X[o + i + 1] -= dl[i] * X[o + i]
            else
                temp = X[o + i]
                X[o + i] = X[o + i + 1]
                X[o + i + 1] = temp - dl[i] * X[o + i]
            end
        end
        # U: back substitution with its two superdiagonals
        X[o + n] /= d[n]
        n > 1 && (X[o + n - 1] = (X[o + n - 1] - du[n - 1] * X[o + n]) / d[n - 1])
        for i in (n - 2):-1:1
            X[o + i] = (X[o + i] - du[i] * X[o + i + 1] - du2[i] * X[o + i + 2]) / d[i]
        end
    end
    return X
end
function \(S::SymTridiagonal, B::AbstractVecOrMat)
    n = size(S, 1)
    size(B, 1) == n || throw(DimensionMismatch(string("matrix has dimensions (", n, ",", n, ") but right hand side has ", size(B, 1), " rows")))
    T = typeof(oneunit(eltype(B)) / oneunit(eltype(S)))
    d = collect(T, S.dv)
    l = collect(T, S.ev[1:max(n - 1, 0)])
    # LDLᵀ (ldlt!)
    for i in 1:(n - 1)
        iszero(d[i]) && throw(ZeroPivotException(i))
        l[i] /= d[i]
        d[i + 1] -= l[i]^2 * d[i]
    end
    n > 0 && iszero(d[n]) && throw(ZeroPivotException(n))
    X = _lapack_copy(T, B)
    for j in 1:size(X, 2)
        o = (j - 1) * n
        for i in 2:n
            X[o + i] -= l[i - 1] * X[o + i - 1]
        end
        n > 0 && (X[o + n] /= d[n])
        for i in (n - 1):-1:1
            X[o + i] /= d[i]
            X[o + i] -= l[i] * X[o + i + 1]
        end
    end
    return X
end
function \(A::Bidiagonal, B::AbstractVecOrMat)
    n = size(A, 1)
    size(B, 1) == n || throw(DimensionMismatch(string("size of A is (", n, ", ", n, "), corresponding dimension of B is ", size(B, 1))))
    for i in 1:n
        iszero(A.dv[i]) && throw(SingularException(i))
    end
    T = typeof(oneunit(eltype(B)) / oneunit(eltype(A)))
    X = _lapack_copy(T, B)
    for j in 1:size(X, 2)
        o = (j - 1) * n
        if A.uplo == 'U'
            n > 0 && (X[o + n] = A.dv[n] \ X[o + n])
            for i in (n - 1):-1:1
                X[o + i] = A.dv[i] \ (X[o + i] - A.ev[i] * X[o + i + 1])
            end
        else
            n > 0 && (X[o + 1] = A.dv[1] \ X[o + 1])
            for i in 2:n
                X[o + i] = A.dv[i] \ (X[o + i] - A.ev[i - 1] * X[o + i - 1])
            end
        end
    end
    return X
end
eigvals(S::SymTridiagonal) = eigvals(Symmetric(Matrix(S)))
# Julia 1.10's tridiag.jl: the eigenvalues il:iu (ascending), or those in
# (vl, vu], by LAPACK's stegr (as LAPACK.stegr!('N', 'I'/'V', …)), in
# eigtype(T): Float64 for integers, Float32 for Float32.
eigvals(A::SymTridiagonal{T}, irange::UnitRange) where {T} =
    _stegr!('I', _stegr_copy(A)..., 0.0, 0.0, first(irange), last(irange))
eigvals(A::SymTridiagonal{T}, vl::Real, vu::Real) where {T} =
    _stegr!('V', _stegr_copy(A)..., vl, vu, 0, 0)
function _stegr_copy(A::SymTridiagonal{T}) where {T}
    S = promote_type(Float32, typeof(zero(T) / sqrt(abs2(one(T)))))
    return Vector{S}(A.dv), Vector{S}(A.ev)
end
# LAPACK ?stegr: the eigenvalues of a symmetric tridiagonal matrix, all
# (range 'A'), in (vl, vu] ('V') or the il-th to iu-th ('I')
_stegr_call!(range::Char, n, dv::Vector{Float64}, eev::Vector{Float64}, vl, vu, il, iu, m, w::Vector{Float64}, Z::Matrix{Float64},
        isuppz, work::Vector{Float64}, lwork, iwork, liwork, info) =
    ccall(:dstegr_, Nothing, (Ref{UInt8}, Ref{UInt8}, Ref{Int32}, Ptr{Float64}, Ptr{Float64}, Ref{Float64}, Ref{Float64},
            Ref{Int32}, Ref{Int32}, Ref{Float64}, Ref{Int32}, Ptr{Float64}, Ptr{Float64}, Ref{Int32}, Ptr{Int32}, Ptr{Float64},
            Ref{Int32}, Ptr{Int32}, Ref{Int32}, Ref{Int32}, Int64, Int64),
        _bc('N'), _bc(range), _bi(n), _ptr(dv), _ptr(eev), Ref(Float64(vl)), Ref(Float64(vu)),
        _bi(il), _bi(iu), Ref(zero(Float64)), m, _ptr(w), _ptr(Z), _bi(1), _ptr(isuppz), _ptr(work),
        _bi(lwork), _ptr(iwork), _bi(liwork), info, 1, 1)
_stegr_call!(range::Char, n, dv::Vector{Float32}, eev::Vector{Float32}, vl, vu, il, iu, m, w::Vector{Float32}, Z::Matrix{Float32},
        isuppz, work::Vector{Float32}, lwork, iwork, liwork, info) =
    ccall(:sstegr_, Nothing, (Ref{UInt8}, Ref{UInt8}, Ref{Int32}, Ptr{Float32}, Ptr{Float32}, Ref{Float32}, Ref{Float32},
            Ref{Int32}, Ref{Int32}, Ref{Float32}, Ref{Int32}, Ptr{Float32}, Ptr{Float32}, Ref{Int32}, Ptr{Int32}, Ptr{Float32},
            Ref{Int32}, Ptr{Int32}, Ref{Int32}, Ref{Int32}, Int64, Int64),
        _bc('N'), _bc(range), _bi(n), _ptr(dv), _ptr(eev), Ref(Float32(vl)), Ref(Float32(vu)),
        _bi(il), _bi(iu), Ref(zero(Float32)), m, _ptr(w), _ptr(Z), _bi(1), _ptr(isuppz), _ptr(work),
        _bi(lwork), _ptr(iwork), _bi(liwork), info, 1, 1)
function _stegr!(range::Char, dv::Vector{T}, ev::Vector{T}, vl::Real, vu::Real, il::Integer, iu::Integer) where {T<:Union{Float32,Float64}}
    n = length(dv)
    ne = length(ev)
    if ne == n - 1
        eev = [ev; zero(T)]
    elseif ne == n
        eev = copy(ev)
        eev[n] = zero(T)
    else
        throw(DimensionMismatch(string("ev has length ", ne, " but needs one less than or equal to dv's length, ", n, ")")))
    end
    m = Ref(Int32(0))
    w = zeros(T, n)
    Z = zeros(T, 1, 1)
    isuppz = zeros(Int32, 2 * (range == 'I' ? max(iu - il + 1, 1) : max(n, 1)))
    work = zeros(T, 1)
    iwork = zeros(Int32, 1)
    lwork = -1
    liwork = -1
    info = Ref(Int32(0))
    for pass in 1:2
        _stegr_call!(range, n, dv, eev, vl, vu, il, iu, m, w, Z, isuppz, work, lwork, iwork, liwork, info)
        info[] < 0 && throw(ArgumentError(string("invalid argument #", -Int(info[]), " to LAPACK call")))
        info[] > 0 && throw(LAPACKException(Int(info[])))
        if pass == 1
            lwork = max(1, Int(work[1]))
            liwork = max(1, Int(iwork[1]))
            work = zeros(T, lwork)
            iwork = zeros(Int32, liwork)
        end
    end
    return Int(m[]) == n ? w : w[1:Int(m[])]
end
eigen(S::SymTridiagonal) = eigen(Symmetric(Matrix(S)))

# ---- the matrix exponential (LinearAlgebra's dense.jl exp!) ------------------------------------------
# A real symmetric matrix through its eigendecomposition (symmetric.jl),
# any other by Higham's scaling and squaring (2008, "Functions of
# Matrices", SIAM): LAPACK balancing (Float64), Padé approximants of
# degree 3, 5, 7 or 9 where ‖A‖₁ ≤ 2.1, else of degree 13 on A/2^s,
# squared s times; each approximant is (V - U) \ (V + U).
exp(A::AbstractMatrix{<:Union{Integer,Rational}}) = exp(float.(A))
exp(A::AbstractMatrix{T}) where {T<:Union{Float64,Float32,ComplexF64,ComplexF32}} = _exp!(Matrix{T}(A))
function exp(A::Union{Symmetric{<:Real},Hermitian{<:Real}})
    F = eigen(A)
    return Symmetric((F.vectors * Diagonal(exp.(F.values))) * F.vectors')
end
exp(D::Diagonal) = Diagonal(exp.(D.diag))

function _exp!(A::Matrix{T}) where {T}
    n = checksquare(A)
    if T <: Real && issymmetric(A)
        return Matrix(exp(Symmetric(A)))
    end
    ilo, ihi, scale = _gebal!(A)
    nA = _opnorm1(A)
    Inn = Matrix{T}(I, n, n)
    if nA <= 2.1
        C = nA > 0.95 ? T[17643225600.0, 8821612800.0, 2075673600.0, 302702400.0, 30270240.0, 2162160.0, 110880.0, 3960.0, 90.0, 1.0] :
            nA > 0.25 ? T[17297280.0, 8648640.0, 1995840.0, 277200.0, 25200.0, 1512.0, 56.0, 1.0] :
            nA > 0.015 ? T[30240.0, 15120.0, 3360.0, 420.0, 30.0, 1.0] : T[120.0, 60.0, 12.0, 1.0]
        A2 = A * A
        P = copy(Inn)
        U = C[2] * P
        V = C[1] * P
        for k in 1:(div(length(C), 2) - 1)
            k2 = 2 * k
            P *= A2
            U += C[k2 + 2] * P
            V += C[k2 + 1] * P
        end
        U = A * U
        X = (V - U) \ (V + U)
    else
        s = log2(nA / 5.4)
        si = 0
        if s > 0
            si = ceil(Int, s)
            A ./= convert(T, 2^si)
        end
        CC = T[64764752532480000.0, 32382376266240000.0, 7771770303897600.0, 1187353796428800.0, 129060195264000.0,
               10559470521600.0, 670442572800.0, 33522128640.0, 1323241920.0, 40840800.0, 960960.0, 16380.0, 182.0, 1.0]
        A2 = A * A
        A4 = A2 * A2
        A6 = A2 * A4
        U = A * (A6 * (CC[14] .* A6 .+ CC[12] .* A4 .+ CC[10] .* A2) .+ CC[8] .* A6 .+ CC[6] .* A4 .+ CC[4] .* A2 .+ CC[2] .* Inn)
        V = A6 * (CC[13] .* A6 .+ CC[11] .* A4 .+ CC[9] .* A2) .+ CC[7] .* A6 .+ CC[5] .* A4 .+ CC[3] .* A2 .+ CC[1] .* Inn
        X = (V - U) \ (V + U)
        for _ in 1:si
            X = X * X
        end
    end
    # Undo the balancing: the scaling, then the permutations.
    for j in ilo:ihi
        scj = scale[j]
        for i in 1:n
            X[j, i] *= scj
        end
        for i in 1:n
            X[i, j] /= scj
        end
    end
    for j in (ilo - 1):-1:1
        _rcswap!(j, Int(scale[j]), X)
    end
    for j in (ihi + 1):n
        _rcswap!(j, Int(scale[j]), X)
    end
    return X
end
_opnorm1(A::AbstractMatrix) = maximum(j -> sum(i -> abs(A[i, j]), 1:size(A, 1); init=0.0), 1:size(A, 2); init=0.0)
# Swap rows i and j, then columns i and j.
function _rcswap!(i::Int, j::Int, X::Matrix)
    for k in 1:size(X, 2)
        X[i, k], X[j, k] = X[j, k], X[i, k]
    end
    for k in 1:size(X, 1)
        X[k, i], X[k, j] = X[k, j], X[k, i]
    end
end
# LAPACK dgebal ('B': permute and scale) for Float64; other element types
# are not balanced (ilo = 1, ihi = n, unit scales).
function _gebal!(A::Matrix{Float64})
    n = size(A, 1)
    ilo = Ref(Int32(0))
    ihi = Ref(Int32(0))
    scale = zeros(Float64, n)
    info = Ref(Int32(0))
    ccall(:dgebal_, Nothing, (Ref{UInt8}, Ref{Int32}, Ptr{Float64}, Ref{Int32}, Ref{Int32}, Ref{Int32}, Ptr{Float64}, Ref{Int32}, Int64),
        _bc('B'), _bi(n), _ptr(A), _bi(max(1, n)), ilo, ihi, _ptr(scale), info, 1)
    info[] < 0 && throw(ArgumentError(string("invalid argument #", -info[], " to LAPACK call")))
    return Int(ilo[]), Int(ihi[]), scale
end
_gebal!(A::Matrix) = (1, size(A, 1), ones(real(eltype(A)), size(A, 1)))

# ---- matrix square root, logarithm and real powers (Julia's dense.jl and symmetric.jl) --------
# A real symmetric (or Hermitian) matrix through its eigendecomposition:
# f(A) = V f(Λ) V'. sqrt takes eigenvalues down to -rtol·max|λ| as zero
# (a semidefinite matrix up to rounding); with a negative eigenvalue (log:
# a non-positive one) the result is complex. Any other matrix through its
# complex Schur form A = Z T Z' (LAPACK zgees): the square root of the
# triangular T by the Björck–Hammarling recurrence, the logarithm by
# inverse scaling and squaring (square roots until T is near I, then the
# series of log(I + X)), real powers as exp(p log A). A real matrix with no
# eigenvalue on the closed negative real axis has a real result.
function _herm_fun(f, A, ok::Bool)
    F = eigen(A)
    λ = F.values
    if ok
        return F.vectors * Diagonal(f.(λ)) * F.vectors'
    end
    V = complex.(F.vectors)
    return V * Diagonal(f.(complex.(λ))) * V'
end
function sqrt(A::Union{Symmetric{<:Real},Hermitian{<:Real}}; rtol::Real=eps(Float64) * size(A, 1))
    λ = eigvals(A)
    tol = isempty(λ) ? 0.0 : -maximum(abs, λ) * rtol
    if all(x -> x >= tol, λ)
        return Symmetric(_herm_fun(x -> sqrt(max(zero(x), x)), A, true))
    end
    return _herm_fun(sqrt, A, false)
end
function log(A::Union{Symmetric{<:Real},Hermitian{<:Real}})
    λ = eigvals(A)
    all(x -> x > 0, λ) && return Symmetric(_herm_fun(log, A, true))
    return _herm_fun(log, A, false)
end

# LAPACK zgees: the complex Schur form A = Z T Z' (T upper triangular).
function _zgees!(A::Matrix{ComplexF64})
    n = checksquare(A)
    w = zeros(ComplexF64, n)
    Z = zeros(ComplexF64, n, n)
    sdim = Ref(Int32(0))
    info = Ref(Int32(0))
    rwork = zeros(Float64, max(1, n))
    bwork = zeros(Int32, 1)
    work = zeros(ComplexF64, 1)
    lwork = -1
    for pass in 1:2
        ccall(:zgees_, Nothing, (Ref{UInt8}, Ref{UInt8}, Ptr{Cvoid}, Ref{Int32}, Ptr{ComplexF64}, Ref{Int32}, Ref{Int32},
                Ptr{ComplexF64}, Ptr{ComplexF64}, Ref{Int32}, Ptr{ComplexF64}, Ref{Int32}, Ptr{Float64}, Ptr{Int32}, Ref{Int32}, Int64, Int64),
            _bc('V'), _bc('N'), Base._c_null(), _bi(n), _ptr(A), _bi(max(1, n)), sdim,
            _ptr(w), _ptr(Z), _bi(max(1, n)), _ptr(work), _bi(lwork), _ptr(rwork), _ptr(bwork), info, 1, 1)
        if pass == 1
            lwork = max(1, Int(real(work[1])))
            work = zeros(ComplexF64, lwork)
        end
    end
    info[] > 0 && throw(LAPACKException(Int(info[])))
    return A, Z, w
end

# The principal square root of an upper triangular matrix.
function _sqrt_triu(T::Matrix{ComplexF64})
    n = size(T, 1)
    R = zeros(ComplexF64, n, n)
    for j in 1:n
        R[j, j] = sqrt(T[j, j])
        for i in (j - 1):-1:1
            s = T[i, j]
            for k in (i + 1):(j - 1)
                s -= R[i, k] * R[k, j]
            end
            d = R[i, i] + R[j, j]
            R[i, j] = iszero(s) ? zero(s) : s / d
        end
    end
    return R
end

# The principal logarithm of an upper triangular matrix: k square roots
# bring it within ‖T - I‖₁ ≤ 0.1, where log(I + X) = Σ (-1)^(m+1) X^m/m
# converges to rounding in at most 20 terms; log T = 2^k log T^(1/2^k).
function _log_triu(T::Matrix{ComplexF64})
    n = size(T, 1)
    any(iszero, diag(T)) && throw(ArgumentError("the logarithm of a singular matrix is not finite"))
    k = 0
    R = T
    while opnorm(R - I, 1) > 0.1
        k > 60 && throw(ArgumentError("log: the square roots of the matrix do not converge to I"))
        R = _sqrt_triu(R)
        k += 1
    end
    X = R - Matrix{ComplexF64}(I, n, n)
    P = copy(X)
    L = copy(X)
    for m in 2:40
        P = P * X
        opnorm(P, 1) / m < eps(Float64) * opnorm(L, 1) / 4 && break
        L = isodd(m) ? L + P / m : L - P / m
    end
    return L * 2.0^k
end

_realfun_ok(w) = all(x -> !(imag(x) == 0 && real(x) <= 0), w)
function _schur_fun(f, A::AbstractMatrix)
    T, Z, w = _zgees!(Matrix{ComplexF64}(A))
    return Z * f(T) * Z', w
end

function sqrt(A::Matrix{T}) where {T<:Union{Real,Complex}}
    n = checksquare(A)
    n == 0 && return copy(A)
    if T <: Real && issymmetric(A)
        S = sqrt(Symmetric(Matrix{Float64}(A)))
        return S isa Symmetric ? Matrix(S) : S
    end
    R, w = _schur_fun(_sqrt_triu, A)
    if T <: Real && all(x -> !(imag(x) == 0 && real(x) < 0), w)
        return real(R)
    end
    return R
end
function log(A::Matrix{T}) where {T<:Union{Real,Complex}}
    n = checksquare(A)
    n == 0 && return copy(A)
    if T <: Real && issymmetric(A)
        S = log(Symmetric(Matrix{Float64}(A)))
        return S isa Symmetric ? Matrix(S) : S
    end
    L, w = _schur_fun(_log_triu, A)
    return T <: Real && _realfun_ok(w) ? real(L) : L
end
function ^(A::Matrix{T}, p::Union{AbstractFloat,Rational}) where {T<:Union{Real,Complex}}
    isinteger(p) && return A^Int(p)
    n = checksquare(A)
    if T <: Real && issymmetric(A)
        S = Symmetric(Matrix{Float64}(A))
        λ = eigvals(S)
        return all(x -> x >= 0, λ) ? _herm_fun(x -> max(zero(x), x)^p, S, true) : _herm_fun(x -> x^p, S, false)
    end
    L, w = _schur_fun(_log_triu, A)
    E = exp(p * L)
    return T <: Real && _realfun_ok(w) ? real(E) : E
end

end # module LinearAlgebra

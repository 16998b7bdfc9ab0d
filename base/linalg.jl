# This file is a part of Kiln's Base library.
#
# linalg.jl — the part of Julia's LinearAlgebra that works without `using
# LinearAlgebra` (in Julia those methods are in the system image): the lazy
# Adjoint and Transpose wrappers (`A'`, `transpose`), matrix products and
# mul! through OpenBLAS (?gemm, ?gemv, ?syrk for Float32, Float64 and
# ComplexF64, with adjoint/transpose operands passed as BLAS flags), the
# generic fallbacks for other element types, and the LAPACK calls that the
# module LinearAlgebra (LinearAlgebra.jl) builds on.
#
# BLAS and LAPACK are Debian's libopenblas (runtime/blas.h): the Fortran
# interface, 32-bit integers, every argument by reference (a Ref or an
# Array's data pointer), a hidden length argument per character argument.

# ---- exceptions ----------------------------------------------------------------------------------

struct SingularException <: Exception
    info::Int
end
struct PosDefException <: Exception
    info::Int
end
struct LAPACKException <: Exception
    info::Int
end
showerror(io::IO, ex::SingularException) = print(io, "SingularException(", ex.info, ")")
showerror(io::IO, ex::LAPACKException) = print(io, "LAPACKException(", ex.info, ")")
function showerror(io::IO, ex::PosDefException)
    print(io, "PosDefException: matrix is not ")
    ex.info == -1 ? print(io, "Hermitian") : print(io, "positive definite")
    print(io, "; Factorization failed.")
end

# ---- Adjoint and Transpose -------------------------------------------------------------------------

struct Adjoint{T,S} <: AbstractMatrix{T}
    parent::S
end
struct Transpose{T,S} <: AbstractMatrix{T}
    parent::S
end
# the element type is that of adjoint of an element, as Julia's
# (promote_op: adjoint([1, missing]) has eltype Union{Missing, Int64})
Adjoint(A::AbstractArray{T}) where {T} = Adjoint{promote_op(adjoint, T),typeof(A)}(A)
Transpose(A::AbstractArray{T}) where {T} = Transpose{promote_op(transpose, T),typeof(A)}(A)

adjoint(x::Number) = conj(x)
transpose(x::Number) = x
transpose(c::AbstractChar) = c  # a matrix of characters transposes element by element (crypto-square style code)
adjoint(A::AbstractVector) = Adjoint(A)
adjoint(A::AbstractMatrix) = Adjoint(A)
transpose(A::AbstractVector) = Transpose(A)
transpose(A::AbstractMatrix) = Transpose(A)
adjoint(A::Adjoint) = A.parent
transpose(A::Transpose) = A.parent
adjoint(A::Transpose{T,S}) where {T<:Real,S} = A.parent
transpose(A::Adjoint{T,S}) where {T<:Real,S} = A.parent
parent(A::Adjoint) = A.parent
parent(A::Transpose) = A.parent
parent(A::AbstractArray) = A

size(A::Adjoint{T,S}) where {T,S<:AbstractVector} = (1, length(A.parent))
size(A::Transpose{T,S}) where {T,S<:AbstractVector} = (1, length(A.parent))
size(A::Adjoint{T,S}) where {T,S<:AbstractMatrix} = (size(A.parent, 2), size(A.parent, 1))
size(A::Transpose{T,S}) where {T,S<:AbstractMatrix} = (size(A.parent, 2), size(A.parent, 1))
size(A::Union{Adjoint,Transpose}, d::Integer) = d == 1 ? size(A)[1] : d == 2 ? size(A)[2] : d >= 3 ? 1 : throw(ArgumentError("dimension out of range"))
length(A::Union{Adjoint,Transpose}) = length(A.parent)

function getindex(A::Adjoint{T,S}, i::Integer, j::Integer) where {T,S<:AbstractVector}
    i == 1 || throw(BoundsError(A, (i, j)))
    return adjoint(A.parent[j])
end
function getindex(A::Transpose{T,S}, i::Integer, j::Integer) where {T,S<:AbstractVector}
    i == 1 || throw(BoundsError(A, (i, j)))
    return transpose(A.parent[j])
end
getindex(A::Adjoint{T,S}, i::Integer, j::Integer) where {T,S<:AbstractMatrix} = adjoint(A.parent[j, i])
getindex(A::Transpose{T,S}, i::Integer, j::Integer) where {T,S<:AbstractMatrix} = transpose(A.parent[j, i])
function getindex(A::Union{Adjoint,Transpose}, k::Integer)
    m = size(A, 1)
    (1 <= k <= length(A)) || throw(BoundsError(A, (k,)))
    return A[rem(k - 1, m) + 1, div(k - 1, m) + 1]
end
function setindex!(A::Adjoint{T,S}, x, i::Integer, j::Integer) where {T,S<:AbstractMatrix}
    A.parent[j, i] = adjoint(x)
    return A
end
function setindex!(A::Transpose{T,S}, x, i::Integer, j::Integer) where {T,S<:AbstractMatrix}
    A.parent[j, i] = transpose(x)
    return A
end
# Julia's adjtrans.jl: an adjoint (transposed) vector is a 1×n row that can be written
function setindex!(A::Adjoint{T,S}, x, i::Integer, j::Integer) where {T,S<:AbstractVector}
    i == 1 || throw(BoundsError(A, (i, j)))
    A.parent[j] = adjoint(x)
    return A
end
function setindex!(A::Transpose{T,S}, x, i::Integer, j::Integer) where {T,S<:AbstractVector}
    i == 1 || throw(BoundsError(A, (i, j)))
    A.parent[j] = transpose(x)
    return A
end
function setindex!(A::Union{Adjoint,Transpose}, x, k::Integer)
    m = size(A, 1)
    (1 <= k <= length(A)) || throw(BoundsError(A, (k,)))
    A[rem(k - 1, m) + 1, div(k - 1, m) + 1] = x
    return A
end
copy(A::Union{Adjoint,Transpose}) = _materialize(A)
similar(A::Union{Adjoint,Transpose}) = Array{eltype(A),2}(undef, size(A, 1), size(A, 2))
similar(A::Union{Adjoint,Transpose}, ::Type{S}) where {S} = Array{S,2}(undef, size(A, 1), size(A, 2))

# Julia's adjtrans.jl keeps the wrapper of an adjoint (transposed) vector
# through negation, scaling by a number, sums of two and map: the
# operation runs on the parent's entries, wrapped back as Julia's
# adjoint -> f -> adjoint does (`2 * x'` is an Adjoint; `x' * y` stays a dot).
-(A::Adjoint) = Adjoint(-A.parent)
-(A::Transpose) = Transpose(-A.parent)
const _AdjVec = Adjoint{<:Any,<:AbstractVector}
const _TrVec = Transpose{<:Any,<:AbstractVector}
*(x::Number, u::_AdjVec) = adjoint(map(e -> adjoint(x * adjoint(e)), u.parent))
*(u::_AdjVec, x::Number) = adjoint(map(e -> adjoint(adjoint(e) * x), u.parent))
/(u::_AdjVec, x::Number) = adjoint(map(e -> adjoint(adjoint(e) / x), u.parent))
*(x::Number, u::_TrVec) = transpose(map(e -> transpose(x * transpose(e)), u.parent))
*(u::_TrVec, x::Number) = transpose(map(e -> transpose(transpose(e) * x), u.parent))
/(u::_TrVec, x::Number) = transpose(map(e -> transpose(transpose(e) / x), u.parent))
function _wrapped_vec_op(op, w, u, v)
    size(u) == size(v) || return _elementwise(op, u, v)  # Julia's DimensionMismatch
    return w(map((a, b) -> w(op(w(a), w(b))), u.parent, v.parent))
end
+(u::_AdjVec, v::_AdjVec) = _wrapped_vec_op(+, adjoint, u, v)
-(u::_AdjVec, v::_AdjVec) = _wrapped_vec_op(-, adjoint, u, v)
+(u::_TrVec, v::_TrVec) = _wrapped_vec_op(+, transpose, u, v)
-(u::_TrVec, v::_TrVec) = _wrapped_vec_op(-, transpose, u, v)
map(f, u::_AdjVec) = adjoint(map(e -> adjoint(f(adjoint(e))), u.parent))
map(f, u::_TrVec) = transpose(map(e -> transpose(f(transpose(e))), u.parent))

function _materialize(A::AbstractMatrix)
    m = size(A, 1)
    n = size(A, 2)
    B = Array{eltype(A),2}(undef, m, n)
    for j in 1:n, i in 1:m
        B[i, j] = A[i, j]
    end
    return B
end

# ---- BLAS ------------------------------------------------------------------------------------------

const BlasFloat = Union{Float64,Float32,ComplexF64}
const BlasReal = Union{Float64,Float32}

_ptr(A::Array{T}) where {T} = ccall(:kiln_array_data, Ptr{T}, (Any,), A)
# Inputs passed by reference (Fortran): a plain value for a Ref{T}
# argument is passed as a pointer to a copy in the caller's frame, as
# Julia's ccall does, so a BLAS call allocates nothing.
_bi(n::Integer) = Int32(n)
_bc(c::Char) = UInt8(c)

function _chkblasint(n::Int)
    n <= 2147483647 || throw(ArgumentError(string("dimension ", n, " is too large for the 32-bit BLAS interface")))
    return n
end

# the BLAS operand of A: its storage and the transposition flag
_blasop(A::Matrix{T}) where {T} = (A, 'N')
_blasop(A::Adjoint{T,Matrix{T}}) where {T<:BlasReal} = (A.parent, 'T')
_blasop(A::Adjoint{T,Matrix{T}}) where {T<:Complex} = (A.parent, 'C')
_blasop(A::Transpose{T,Matrix{T}}) where {T} = (A.parent, 'T')
_isblasmat(A::Matrix{T}) where {T<:BlasFloat} = true
_isblasmat(A::Adjoint{T,Matrix{T}}) where {T<:BlasFloat} = true
_isblasmat(A::Transpose{T,Matrix{T}}) where {T<:BlasFloat} = true
_isblasmat(A) = false

_gemm!(tA::Char, tB::Char, m::Int, n::Int, k::Int, alpha::Float64, A::Matrix{Float64}, lda::Int, B::Matrix{Float64}, ldb::Int, beta::Float64, C::Matrix{Float64}) =
    ccall(:dgemm_, Nothing, (Ref{UInt8}, Ref{UInt8}, Ref{Int32}, Ref{Int32}, Ref{Int32}, Ref{Float64}, Ptr{Float64}, Ref{Int32}, Ptr{Float64}, Ref{Int32}, Ref{Float64}, Ptr{Float64}, Ref{Int32}, Int64, Int64),
        _bc(tA), _bc(tB), _bi(m), _bi(n), _bi(k), alpha, _ptr(A), _bi(lda), _ptr(B), _bi(ldb), beta, _ptr(C), _bi(max(1, m)), 1, 1)
_gemm!(tA::Char, tB::Char, m::Int, n::Int, k::Int, alpha::Float32, A::Matrix{Float32}, lda::Int, B::Matrix{Float32}, ldb::Int, beta::Float32, C::Matrix{Float32}) =
    ccall(:sgemm_, Nothing, (Ref{UInt8}, Ref{UInt8}, Ref{Int32}, Ref{Int32}, Ref{Int32}, Ref{Float32}, Ptr{Float32}, Ref{Int32}, Ptr{Float32}, Ref{Int32}, Ref{Float32}, Ptr{Float32}, Ref{Int32}, Int64, Int64),
        _bc(tA), _bc(tB), _bi(m), _bi(n), _bi(k), alpha, _ptr(A), _bi(lda), _ptr(B), _bi(ldb), beta, _ptr(C), _bi(max(1, m)), 1, 1)
_gemm!(tA::Char, tB::Char, m::Int, n::Int, k::Int, alpha::ComplexF64, A::Matrix{ComplexF64}, lda::Int, B::Matrix{ComplexF64}, ldb::Int, beta::ComplexF64, C::Matrix{ComplexF64}) =
    ccall(:zgemm_, Nothing, (Ref{UInt8}, Ref{UInt8}, Ref{Int32}, Ref{Int32}, Ref{Int32}, Ref{ComplexF64}, Ptr{ComplexF64}, Ref{Int32}, Ptr{ComplexF64}, Ref{Int32}, Ref{ComplexF64}, Ptr{ComplexF64}, Ref{Int32}, Int64, Int64),
        _bc(tA), _bc(tB), _bi(m), _bi(n), _bi(k), alpha, _ptr(A), _bi(lda), _ptr(B), _bi(ldb), beta, _ptr(C), _bi(max(1, m)), 1, 1)

_gemv!(tA::Char, m::Int, n::Int, alpha::Float64, A::Matrix{Float64}, x::Vector{Float64}, beta::Float64, y::Vector{Float64}) =
    ccall(:dgemv_, Nothing, (Ref{UInt8}, Ref{Int32}, Ref{Int32}, Ref{Float64}, Ptr{Float64}, Ref{Int32}, Ptr{Float64}, Ref{Int32}, Ref{Float64}, Ptr{Float64}, Ref{Int32}, Int64),
        _bc(tA), _bi(m), _bi(n), alpha, _ptr(A), _bi(max(1, m)), _ptr(x), _bi(1), beta, _ptr(y), _bi(1), 1)
_gemv!(tA::Char, m::Int, n::Int, alpha::Float32, A::Matrix{Float32}, x::Vector{Float32}, beta::Float32, y::Vector{Float32}) =
    ccall(:sgemv_, Nothing, (Ref{UInt8}, Ref{Int32}, Ref{Int32}, Ref{Float32}, Ptr{Float32}, Ref{Int32}, Ptr{Float32}, Ref{Int32}, Ref{Float32}, Ptr{Float32}, Ref{Int32}, Int64),
        _bc(tA), _bi(m), _bi(n), alpha, _ptr(A), _bi(max(1, m)), _ptr(x), _bi(1), beta, _ptr(y), _bi(1), 1)
_gemv!(tA::Char, m::Int, n::Int, alpha::ComplexF64, A::Matrix{ComplexF64}, x::Vector{ComplexF64}, beta::ComplexF64, y::Vector{ComplexF64}) =
    ccall(:zgemv_, Nothing, (Ref{UInt8}, Ref{Int32}, Ref{Int32}, Ref{ComplexF64}, Ptr{ComplexF64}, Ref{Int32}, Ptr{ComplexF64}, Ref{Int32}, Ref{ComplexF64}, Ptr{ComplexF64}, Ref{Int32}, Int64),
        _bc(tA), _bi(m), _bi(n), alpha, _ptr(A), _bi(max(1, m)), _ptr(x), _bi(1), beta, _ptr(y), _bi(1), 1)

_syrk!(tA::Char, n::Int, k::Int, A::Matrix{Float64}, C::Matrix{Float64}) =
    ccall(:dsyrk_, Nothing, (Ref{UInt8}, Ref{UInt8}, Ref{Int32}, Ref{Int32}, Ref{Float64}, Ptr{Float64}, Ref{Int32}, Ref{Float64}, Ptr{Float64}, Ref{Int32}, Int64, Int64),
        _bc('U'), _bc(tA), _bi(n), _bi(k), 1.0, _ptr(A), _bi(max(1, size(A, 1))), 0.0, _ptr(C), _bi(max(1, n)), 1, 1)
_syrk!(tA::Char, n::Int, k::Int, A::Matrix{Float32}, C::Matrix{Float32}) =
    ccall(:ssyrk_, Nothing, (Ref{UInt8}, Ref{UInt8}, Ref{Int32}, Ref{Int32}, Ref{Float32}, Ptr{Float32}, Ref{Int32}, Ref{Float32}, Ptr{Float32}, Ref{Int32}, Int64, Int64),
        _bc('U'), _bc(tA), _bi(n), _bi(k), 1.0f0, _ptr(A), _bi(max(1, size(A, 1))), 0.0f0, _ptr(C), _bi(max(1, n)), 1, 1)

_blasdims(A::Matrix, t::Char) = t == 'N' ? (size(A, 1), size(A, 2)) : (size(A, 2), size(A, 1))

# Julia's matmul2x2!/matmul3x3!: small products are written out (no BLAS),
# element by element from the operands as given.
function _matmul2x2!(C::AbstractMatrix, A::AbstractMatrix, B::AbstractMatrix)
    A11 = A[1, 1]; A12 = A[1, 2]; A21 = A[2, 1]; A22 = A[2, 2]
    B11 = B[1, 1]; B12 = B[1, 2]; B21 = B[2, 1]; B22 = B[2, 2]
    C[1, 1] = A11 * B11 + A12 * B21
    C[1, 2] = A11 * B12 + A12 * B22
    C[2, 1] = A21 * B11 + A22 * B21
    C[2, 2] = A21 * B12 + A22 * B22
    return C
end
function _matmul3x3!(C::AbstractMatrix, A::AbstractMatrix, B::AbstractMatrix)
    A11 = A[1, 1]; A12 = A[1, 2]; A13 = A[1, 3]
    A21 = A[2, 1]; A22 = A[2, 2]; A23 = A[2, 3]
    A31 = A[3, 1]; A32 = A[3, 2]; A33 = A[3, 3]
    B11 = B[1, 1]; B12 = B[1, 2]; B13 = B[1, 3]
    B21 = B[2, 1]; B22 = B[2, 2]; B23 = B[2, 3]
    B31 = B[3, 1]; B32 = B[3, 2]; B33 = B[3, 3]
    C[1, 1] = A11 * B11 + A12 * B21 + A13 * B31
    C[1, 2] = A11 * B12 + A12 * B22 + A13 * B32
    C[1, 3] = A11 * B13 + A12 * B23 + A13 * B33
    C[2, 1] = A21 * B11 + A22 * B21 + A23 * B31
    C[2, 2] = A21 * B12 + A22 * B22 + A23 * B32
    C[2, 3] = A21 * B13 + A22 * B23 + A23 * B33
    C[3, 1] = A31 * B11 + A32 * B21 + A33 * B31
    C[3, 2] = A31 * B12 + A32 * B22 + A33 * B32
    C[3, 3] = A31 * B13 + A32 * B23 + A33 * B33
    return C
end

# C = A * B through ?gemm (or ?syrk for A'A and AA'), as Julia's
# gemm_wrapper! and syrk_wrapper! do.
function _blas_matmul!(C::Matrix{T}, A::AbstractMatrix{T}, B::AbstractMatrix{T}) where {T}
    pA, tA = _blasop(A)
    pB, tB = _blasop(B)
    mA, nA = _blasdims(pA, tA)
    mB, nB = _blasdims(pB, tB)
    nA == mB || throw(DimensionMismatch(string("A has dimensions (", mA, ",", nA, ") but B has dimensions (", mB, ",", nB, ")")))
    (size(C, 1) == mA && size(C, 2) == nB) || throw(DimensionMismatch(string("C has dimensions ", size(C), ", should have (", mA, ",", nB, ")")))
    if mA == 0 || nA == 0 || nB == 0
        return fill!(C, zero(T))
    end
    if mA == nA == nB == 2
        return _matmul2x2!(C, A, B)
    elseif mA == nA == nB == 3
        return _matmul3x3!(C, A, B)
    end
    _chkblasint(max(mA, nA, nB))
    if pA === pB && T <: BlasReal && tA != tB && (tA == 'N' || tB == 'N')
        # A'A or AA': the symmetric rank-k update, upper triangle mirrored
        _syrk!(tA == 'N' ? 'N' : 'T', mA, nA, pA, C)
        for j in 1:mA, i in j+1:mA
            C[i, j] = C[j, i]
        end
        return C
    end
    _gemm!(tA, tB, mA, nB, nA, one(T), pA, max(1, size(pA, 1)), pB, max(1, size(pB, 1)), zero(T), C)
    return C
end

function _blas_matvec!(y::Vector{T}, A::AbstractMatrix{T}, x::Vector{T}) where {T}
    pA, tA = _blasop(A)
    mA, nA = _blasdims(pA, tA)
    nA == length(x) || throw(DimensionMismatch(string("second dimension of A, ", nA, ", does not match length of x, ", length(x))))
    mA == length(y) || throw(DimensionMismatch(string("first dimension of A, ", mA, ", does not match length of y, ", length(y))))
    mA == 0 && return y
    nA == 0 && return fill!(y, zero(T))
    _chkblasint(max(mA, nA))
    _gemv!(tA, size(pA, 1), size(pA, 2), one(T), pA, x, zero(T), y)
    return y
end

# generic products (Julia's _generic_matmatmul! / generic_matvecmul!)
function _generic_matmul!(C::AbstractMatrix, A::AbstractMatrix, B::AbstractMatrix)
    mA = size(A, 1)
    nA = size(A, 2)
    mB = size(B, 1)
    nB = size(B, 2)
    mB == nA || throw(DimensionMismatch(string("matrix A has dimensions (", mA, ",", nA, "), matrix B has dimensions (", mB, ",", nB, ")")))
    (size(C, 1) == mA && size(C, 2) == nB) || throw(DimensionMismatch(string("result C has dimensions ", size(C), ", needs (", mA, ",", nB, ")")))
    if mA == nA == nB == 2
        return _matmul2x2!(C, A, B)
    elseif mA == nA == nB == 3
        return _matmul3x3!(C, A, B)
    end
    for j in 1:nB, i in 1:mA
        if nA == 0
            C[i, j] = zero(eltype(C))
        else
            s = A[i, 1] * B[1, j]
            for k in 2:nA
                s += A[i, k] * B[k, j]
            end
            C[i, j] = s
        end
    end
    return C
end
function _generic_matvec!(y::AbstractVector, A::AbstractMatrix, x::AbstractVector)
    mA = size(A, 1)
    nA = size(A, 2)
    length(x) == nA || throw(DimensionMismatch(string("matrix A has dimensions (", mA, ",", nA, "), vector B has length ", length(x))))
    length(y) == mA || throw(DimensionMismatch(string("result C has length ", length(y), ", needs length ", mA)))
    for i in 1:mA
        if nA == 0
            y[i] = zero(eltype(y))
        else
            s = A[i, 1] * x[1]
            for k in 2:nA
                s += A[i, k] * x[k]
            end
            y[i] = s
        end
    end
    return y
end

# The element type of a product: that of x*y + x*y for concrete element
# types; Any when either is abstract (Julia's promote_op(matprod, T, S)
# infers no narrower type for Any or Number elements).
function _matprod_type(A, B)
    T = eltype(A)
    S = eltype(B)
    (isconcretetype(T) && isconcretetype(S)) || return Any
    # (arrays of matrices: the inferred type, as Julia's promote_op)
    (T <: Number && S <: Number) || return Core._default_eltype(_matprod_op, Tuple{T,S})
    return typeof(zero(T) * zero(S) + zero(T) * zero(S))
end
_matprod_op(x, y) = x * y + x * y

function _matmul!(C::AbstractMatrix, A::AbstractMatrix, B::AbstractMatrix)
    if C isa Matrix && _isblasmat(A) && _isblasmat(B) && eltype(A) === eltype(B) === eltype(C)
        return _blas_matmul!(C, A, B)
    end
    return _generic_matmul!(C, A, B)
end
function _matvec!(y::AbstractVector, A::AbstractMatrix, x::AbstractVector)
    if y isa Vector && x isa Vector && _isblasmat(A) && eltype(A) === eltype(x) === eltype(y)
        return _blas_matvec!(y, A, x)
    end
    return _generic_matvec!(y, A, x)
end

function *(A::AbstractMatrix, B::AbstractMatrix)
    T = _matprod_type(A, B)
    if _isblasmat(A) && _isblasmat(B) && !(eltype(A) === eltype(B))
        # mixed BLAS types: Julia promotes both (Float32 * Float64 is a dgemm)
        if T <: BlasFloat
            return _matmul!(Array{T,2}(undef, size(A, 1), size(B, 2)), _blasconvert(T, A), _blasconvert(T, B))
        end
    end
    # the destination is similar to B, as Julia's matmul.jl makes it (a
    # user's array type defining `similar` gets a product of its own type)
    return _matmul!(similar(B, T, (size(A, 1), size(B, 2))), A, B)
end
function *(A::AbstractMatrix, x::AbstractVector)
    T = _matprod_type(A, x)
    return _matvec!(similar(x, T, size(A, 1)), A, x)
end
_blasconvert(::Type{T}, A::Matrix) where {T} = convert(Array{T,2}, A)
_blasconvert(::Type{T}, A::Adjoint) where {T} = adjoint(convert(Array{T,2}, A.parent))
_blasconvert(::Type{T}, A::Transpose) where {T} = transpose(convert(Array{T,2}, A.parent))

# row vector products
*(x::Adjoint{T,S}, y::AbstractVector) where {T,S<:AbstractVector} = _vecdot_adj(x.parent, y)
*(x::Transpose{T,S}, y::AbstractVector) where {T,S<:AbstractVector} = _vecdot_tr(x.parent, y)
*(x::Adjoint{T,S}, A::AbstractMatrix) where {T,S<:AbstractVector} = adjoint(adjoint(A) * x.parent)
*(x::Transpose{T,S}, A::AbstractMatrix) where {T,S<:AbstractVector} = transpose(transpose(A) * x.parent)
function *(x::AbstractVector, y::Union{Adjoint,Transpose})
    size(y, 1) == 1 || throw(DimensionMismatch(string("matrix A has dimensions (", length(x), ",1), matrix B has dimensions ", size(y))))
    T = _matprod_type(x, y)
    C = Array{T,2}(undef, length(x), size(y, 2))
    for j in 1:size(y, 2), i in 1:length(x)
        C[i, j] = x[i] * y[1, j]
    end
    return C
end
function *(x::AbstractVector, A::AbstractMatrix)
    size(A, 1) == 1 || throw(DimensionMismatch(string("matrix A has dimensions (", length(x), ",1), matrix B has dimensions (", size(A, 1), ",", size(A, 2), ")")))
    T = _matprod_type(x, A)
    C = Array{T,2}(undef, length(x), size(A, 2))
    for j in 1:size(A, 2), i in 1:length(x)
        C[i, j] = x[i] * A[1, j]
    end
    return C
end
function _vecdot_adj(x::AbstractVector, y::AbstractVector)
    length(x) == length(y) || throw(DimensionMismatch(string("dot product arguments have lengths ", length(x), " and ", length(y))))
    return _dot(x, y)
end
function _vecdot_tr(x::AbstractVector, y::AbstractVector)
    length(x) == length(y) || throw(DimensionMismatch(string("dot product arguments have lengths ", length(x), " and ", length(y))))
    s = zero(_matprod_type(x, y))
    for i in 1:length(x)
        s += x[i] * y[i]
    end
    return s
end

# dot: BLAS ddot/sdot for Float64/Float32 vectors (as Julia), else the
# generic sum of dot(x[i], y[i]) = conj(x[i]) * y[i].
_dot(x::Vector{Float64}, y::Vector{Float64}) =
    ccall(:ddot_, Float64, (Ref{Int32}, Ptr{Float64}, Ref{Int32}, Ptr{Float64}, Ref{Int32}), _bi(length(x)), _ptr(x), _bi(1), _ptr(y), _bi(1))
_dot(x::Vector{Float32}, y::Vector{Float32}) =
    ccall(:sdot_, Float32, (Ref{Int32}, Ptr{Float32}, Ref{Int32}, Ptr{Float32}, Ref{Int32}), _bi(length(x)), _ptr(x), _bi(1), _ptr(y), _bi(1))
function _dot(x::AbstractArray, y::AbstractArray)
    n = length(x)
    n == 0 && return zero(_matprod_type(x, y))
    s = conj(x[1]) * y[1]
    for i in 2:n
        s += conj(x[i]) * y[i]
    end
    return s
end

# mul!(C, A, B) and mul!(C, A, B, α, β)
mul!(C::AbstractMatrix, A::AbstractMatrix, B::AbstractMatrix) = _matmul!(C, A, B)
mul!(y::AbstractVector, A::AbstractMatrix, x::AbstractVector) = _matvec!(y, A, x)
function mul!(C::AbstractVecOrMat, A::AbstractMatrix, B::AbstractVecOrMat, alpha::Number, beta::Number)
    P = A * B
    size(P) == size(C) || throw(DimensionMismatch(string("C has dimensions ", size(C), ", should have ", size(P))))
    for i in 1:length(C)
        C[i] = iszero(beta) ? P[i] * alpha : P[i] * alpha + C[i] * beta
    end
    return C
end

# display: `2×2 adjoint(::Matrix{Float64}) with eltype Float64:`
function showarg(io::IO, A::Adjoint, toplevel)
    print(io, "adjoint(")
    showarg(io, A.parent, false)
    print(io, ')')
    toplevel && print(io, " with eltype ", eltype(A))
    return nothing
end
function showarg(io::IO, A::Transpose, toplevel)
    print(io, "transpose(")
    showarg(io, A.parent, false)
    print(io, ')')
    toplevel && print(io, " with eltype ", eltype(A))
    return nothing
end

# ---- LAPACK: LU, triangular solves and inverses ------------------------------------------------------

abstract type Factorization{T} end

function checksquare(A)
    m = size(A, 1)
    n = size(A, 2)
    m == n || throw(DimensionMismatch(string("matrix is not square: dimensions are ", size(A))))
    return m
end
# several matrices: the vector of their sizes (Julia's checksquare(A...))
function checksquare(A...)
    sizes = Int[]
    for a in A
        size(a, 1) == size(a, 2) || throw(DimensionMismatch(string("matrix is not square: dimensions are ", size(a))))
        push!(sizes, size(a, 1))
    end
    return sizes
end

# The element type LAPACK works in for a matrix of T (Julia's lutype /
# eigtype: Float64 for integers and Float64, ComplexF64 for complex ones);
# Float32 stays Float32 (LU, inv, \ and det only); other element types are
# not supported.
_lapack_type(::Type{T}, what) where {T<:Union{Integer,Float64}} = Float64
_lapack_type(::Type{Float32}, what) = Float32
_lapack_type(::Type{Complex{T}}, what) where {T<:Union{Integer,Float64}} = ComplexF64
_lapack_type(::Type{T}, what) where {T} = throw(ArgumentError(string(what, " of a matrix with element type ", T, " is not supported in Kiln (only Float64, ComplexF64 and integer element types)")))
_lapack_real(::Type{T}, what) where {T<:Union{Integer,Float64}} = Float64
_lapack_real(::Type{T}, what) where {T} = throw(ArgumentError(string(what, " of a matrix with element type ", T, " is not supported in Kiln (only Float64 and integer element types)")))

function _lapack_copy(::Type{T}, A::AbstractMatrix) where {T}
    m = size(A, 1)
    n = size(A, 2)
    B = Array{T,2}(undef, m, n)
    for j in 1:n, i in 1:m
        B[i, j] = convert(T, A[i, j])
    end
    return B
end
function _lapack_copy(::Type{T}, x::AbstractVector) where {T}
    B = Array{T,1}(undef, length(x))
    for i in 1:length(x)
        B[i] = convert(T, x[i])
    end
    return B
end

function _getrf!(A::Matrix{Float64})
    m = size(A, 1)
    n = size(A, 2)
    ipiv = Array{Int32,1}(undef, min(m, n))
    info = Ref(Int32(0))
    ccall(:dgetrf_, Nothing, (Ref{Int32}, Ref{Int32}, Ptr{Float64}, Ref{Int32}, Ptr{Int32}, Ref{Int32}),
        _bi(m), _bi(n), _ptr(A), _bi(max(1, m)), _ptr(ipiv), info)
    return ipiv, Int(info[])
end
function _getrf!(A::Matrix{Float32})
    m = size(A, 1)
    n = size(A, 2)
    ipiv = Array{Int32,1}(undef, min(m, n))
    info = Ref(Int32(0))
    ccall(:sgetrf_, Nothing, (Ref{Int32}, Ref{Int32}, Ptr{Float32}, Ref{Int32}, Ptr{Int32}, Ref{Int32}),
        _bi(m), _bi(n), _ptr(A), _bi(max(1, m)), _ptr(ipiv), info)
    return ipiv, Int(info[])
end
function _getrf!(A::Matrix{ComplexF64})
    m = size(A, 1)
    n = size(A, 2)
    ipiv = Array{Int32,1}(undef, min(m, n))
    info = Ref(Int32(0))
    ccall(:zgetrf_, Nothing, (Ref{Int32}, Ref{Int32}, Ptr{ComplexF64}, Ref{Int32}, Ptr{Int32}, Ref{Int32}),
        _bi(m), _bi(n), _ptr(A), _bi(max(1, m)), _ptr(ipiv), info)
    return ipiv, Int(info[])
end
function _getrs!(trans::Char, A::Matrix{Float64}, ipiv::Vector{Int32}, B::Array{Float64})
    n = size(A, 1)
    info = Ref(Int32(0))
    ccall(:dgetrs_, Nothing, (Ref{UInt8}, Ref{Int32}, Ref{Int32}, Ptr{Float64}, Ref{Int32}, Ptr{Int32}, Ptr{Float64}, Ref{Int32}, Ref{Int32}, Int64),
        _bc(trans), _bi(n), _bi(size(B, 2)), _ptr(A), _bi(max(1, n)), _ptr(ipiv), _ptr(B), _bi(max(1, n)), info, 1)
    return B
end
function _getrs!(trans::Char, A::Matrix{Float32}, ipiv::Vector{Int32}, B::Array{Float32})
    n = size(A, 1)
    info = Ref(Int32(0))
    ccall(:sgetrs_, Nothing, (Ref{UInt8}, Ref{Int32}, Ref{Int32}, Ptr{Float32}, Ref{Int32}, Ptr{Int32}, Ptr{Float32}, Ref{Int32}, Ref{Int32}, Int64),
        _bc(trans), _bi(n), _bi(size(B, 2)), _ptr(A), _bi(max(1, n)), _ptr(ipiv), _ptr(B), _bi(max(1, n)), info, 1)
    return B
end
function _getrs!(trans::Char, A::Matrix{ComplexF64}, ipiv::Vector{Int32}, B::Array{ComplexF64})
    n = size(A, 1)
    info = Ref(Int32(0))
    ccall(:zgetrs_, Nothing, (Ref{UInt8}, Ref{Int32}, Ref{Int32}, Ptr{ComplexF64}, Ref{Int32}, Ptr{Int32}, Ptr{ComplexF64}, Ref{Int32}, Ref{Int32}, Int64),
        _bc(trans), _bi(n), _bi(size(B, 2)), _ptr(A), _bi(max(1, n)), _ptr(ipiv), _ptr(B), _bi(max(1, n)), info, 1)
    return B
end
function _getri!(A::Matrix{Float64}, ipiv::Vector{Int32})
    n = size(A, 1)
    lwork = max(1, 64 * n)
    work = Array{Float64,1}(undef, lwork)
    info = Ref(Int32(0))
    ccall(:dgetri_, Nothing, (Ref{Int32}, Ptr{Float64}, Ref{Int32}, Ptr{Int32}, Ptr{Float64}, Ref{Int32}, Ref{Int32}),
        _bi(n), _ptr(A), _bi(max(1, n)), _ptr(ipiv), _ptr(work), _bi(lwork), info)
    info[] > 0 && throw(SingularException(Int(info[])))
    return A
end
function _getri!(A::Matrix{Float32}, ipiv::Vector{Int32})
    n = size(A, 1)
    lwork = max(1, 64 * n)
    work = Array{Float32,1}(undef, lwork)
    info = Ref(Int32(0))
    ccall(:sgetri_, Nothing, (Ref{Int32}, Ptr{Float32}, Ref{Int32}, Ptr{Int32}, Ptr{Float32}, Ref{Int32}, Ref{Int32}),
        _bi(n), _ptr(A), _bi(max(1, n)), _ptr(ipiv), _ptr(work), _bi(lwork), info)
    info[] > 0 && throw(SingularException(Int(info[])))
    return A
end
function _getri!(A::Matrix{ComplexF64}, ipiv::Vector{Int32})
    n = size(A, 1)
    lwork = max(1, 64 * n)
    work = Array{ComplexF64,1}(undef, lwork)
    info = Ref(Int32(0))
    ccall(:zgetri_, Nothing, (Ref{Int32}, Ptr{ComplexF64}, Ref{Int32}, Ptr{Int32}, Ptr{ComplexF64}, Ref{Int32}, Ref{Int32}),
        _bi(n), _ptr(A), _bi(max(1, n)), _ptr(ipiv), _ptr(work), _bi(lwork), info)
    info[] > 0 && throw(SingularException(Int(info[])))
    return A
end
function _trtrs!(uplo::Char, trans::Char, A::Matrix{Float64}, B::Array{Float64})
    n = size(A, 1)
    size(B, 1) == n || throw(DimensionMismatch(string("B has first dimension ", size(B, 1), " but needs ", n)))
    info = Ref(Int32(0))
    ccall(:dtrtrs_, Nothing, (Ref{UInt8}, Ref{UInt8}, Ref{UInt8}, Ref{Int32}, Ref{Int32}, Ptr{Float64}, Ref{Int32}, Ptr{Float64}, Ref{Int32}, Ref{Int32}, Int64, Int64, Int64),
        _bc(uplo), _bc(trans), _bc('N'), _bi(n), _bi(size(B, 2)), _ptr(A), _bi(max(1, n)), _ptr(B), _bi(max(1, n)), info, 1, 1, 1)
    info[] > 0 && throw(SingularException(Int(info[])))
    return B
end
function _trtrs!(uplo::Char, trans::Char, A::Matrix{Float32}, B::Array{Float32})
    n = size(A, 1)
    size(B, 1) == n || throw(DimensionMismatch(string("B has first dimension ", size(B, 1), " but needs ", n)))
    info = Ref(Int32(0))
    ccall(:strtrs_, Nothing, (Ref{UInt8}, Ref{UInt8}, Ref{UInt8}, Ref{Int32}, Ref{Int32}, Ptr{Float32}, Ref{Int32}, Ptr{Float32}, Ref{Int32}, Ref{Int32}, Int64, Int64, Int64),
        _bc(uplo), _bc(trans), _bc('N'), _bi(n), _bi(size(B, 2)), _ptr(A), _bi(max(1, n)), _ptr(B), _bi(max(1, n)), info, 1, 1, 1)
    info[] > 0 && throw(SingularException(Int(info[])))
    return B
end
function _trtri!(uplo::Char, A::Matrix{Float64})
    n = size(A, 1)
    info = Ref(Int32(0))
    ccall(:dtrtri_, Nothing, (Ref{UInt8}, Ref{UInt8}, Ref{Int32}, Ptr{Float64}, Ref{Int32}, Ref{Int32}, Int64, Int64),
        _bc(uplo), _bc('N'), _bi(n), _ptr(A), _bi(max(1, n)), info, 1, 1)
    info[] > 0 && throw(SingularException(Int(info[])))
    return A
end
function _trtri!(uplo::Char, A::Matrix{Float32})
    n = size(A, 1)
    info = Ref(Int32(0))
    ccall(:strtri_, Nothing, (Ref{UInt8}, Ref{UInt8}, Ref{Int32}, Ptr{Float32}, Ref{Int32}, Ref{Int32}, Int64, Int64),
        _bc(uplo), _bc('N'), _bi(n), _ptr(A), _bi(max(1, n)), info, 1, 1)
    info[] > 0 && throw(SingularException(Int(info[])))
    return A
end

istriu(x::Number) = true
istril(x::Number) = true
function istriu(A::AbstractMatrix, k::Integer=0)
    m = size(A, 1)
    n = size(A, 2)
    for j in 1:min(n, m + k - 1)
        for i in max(1, j - k + 1):m
            iszero(A[i, j]) || return false
        end
    end
    return true
end
function istril(A::AbstractMatrix, k::Integer=0)
    m = size(A, 1)
    n = size(A, 2)
    for j in max(1, k + 2):n
        for i in 1:min(j - k - 1, m)
            iszero(A[i, j]) || return false
        end
    end
    return true
end

# LU factorization with partial pivoting (LAPACK ?getrf), as Julia's LU
struct LU{T,S,P} <: Factorization{T}
    factors::S
    ipiv::P
    info::Int
end
# F.L, F.U, F.p, F.P (defined here, not in LinearAlgebra, so that the
# system image's code reading an LU's fields stays valid after
# `using LinearAlgebra`)
function getproperty(F::LU{T}, d::Symbol) where {T}
    m = size(getfield(F, :factors), 1)
    n = size(getfield(F, :factors), 2)
    if d === :L
        k = min(m, n)
        L = zeros(T, m, k)
        for j in 1:k, i in 1:m
            L[i, j] = i == j ? one(T) : i > j ? getfield(F, :factors)[i, j] : zero(T)
        end
        return L
    elseif d === :U
        k = min(m, n)
        U = zeros(T, k, n)
        for j in 1:n, i in 1:min(j, k)
            U[i, j] = getfield(F, :factors)[i, j]
        end
        return U
    elseif d === :p
        return _ipiv2perm(getfield(F, :ipiv), m)
    elseif d === :P
        p = _ipiv2perm(getfield(F, :ipiv), m)
        P = zeros(T, m, m)
        for i in 1:m
            P[i, p[i]] = one(T)
        end
        return P
    end
    return getfield(F, d)
end
function _ipiv2perm(v::AbstractVector, maxi::Integer)
    p = collect(1:maxi)
    for i in 1:length(v)
        p[i], p[v[i]] = p[v[i]], p[i]
    end
    return p
end

# Pivoting strategies of LU (Julia's LinearAlgebra.RowMaximum, RowNonZero,
# NoPivot; LinearAlgebra exports them), and the default for an element type
struct RowMaximum end
struct RowNonZero end
struct NoPivot end
struct ZeroPivotException <: Exception
    info::Int
end
lupivottype(::Type{T}) where {T} = RowMaximum()
_lutype(::Type{T}) where {T} = typeof(zero(T) / one(T))
_has_lapack_lu(::Type{T}) where {T} = T <: Union{Integer,Float64,Float32,Complex{<:Union{Integer,Float64}}}

function _lu(A::AbstractMatrix; check::Bool=true)
    T = eltype(A)
    _has_lapack_lu(T) || return _generic_lu!(_lapack_copy(_lutype(T), A), lupivottype(T); check=check)
    return _lapack_lu(A; check=check)
end
# Julia's generic_lufact!: Gaussian elimination in the matrix's own element type
function _generic_lu!(A::AbstractMatrix{T}, pivot; check::Bool=true) where {T}
    if check
        for a in A
            isfinite(a) || throw(ArgumentError("matrix contains Infs or NaNs"))
        end
    end
    m = size(A, 1)
    n = size(A, 2)
    minmn = min(m, n)
    info = 0
    ipiv = Array{Int,1}(undef, minmn)
    for k in 1:minmn
        kp = k
        if pivot === RowMaximum() && k < m
            amax = abs(A[k, k])
            for i in k+1:m
                absi = abs(A[i, k])
                if absi > amax
                    kp = i
                    amax = absi
                end
            end
        elseif pivot === RowNonZero()
            for i in k:m
                if !iszero(A[i, k])
                    kp = i
                    break
                end
            end
        end
        ipiv[k] = kp
        if !iszero(A[kp, k])
            if k != kp
                for i in 1:n
                    tmp = A[k, i]
                    A[k, i] = A[kp, i]
                    A[kp, i] = tmp
                end
            end
            Akkinv = inv(A[k, k])
            for i in k+1:m
                A[i, k] *= Akkinv
            end
        elseif info == 0
            info = k
        end
        for j in k+1:n
            for i in k+1:m
                A[i, j] -= A[i, k] * A[k, j]
            end
        end
    end
    if check && info != 0
        pivot === NoPivot() ? throw(ZeroPivotException(info)) : throw(SingularException(info))
    end
    return LU{T,typeof(A),Vector{Int}}(A, ipiv, info)
end
# L \ (U \ (P B)) for factors without LAPACK
function _generic_lu_ldiv(F::LU{T}, B::AbstractVecOrMat) where {T}
    A = F.factors
    n = size(A, 1)
    S = typeof(zero(T) * zero(eltype(B)) + zero(T))
    X = _lapack_copy(S, B)
    nrhs = size(X, 2)
    for c in 1:nrhs
        for i in 1:length(F.ipiv)
            p = F.ipiv[i]
            if p != i
                X[i + (c - 1) * n], X[p + (c - 1) * n] = X[p + (c - 1) * n], X[i + (c - 1) * n]
            end
        end
        for i in 2:n
            s = X[i + (c - 1) * n]
            for k in 1:i-1
                s -= A[i, k] * X[k + (c - 1) * n]
            end
            X[i + (c - 1) * n] = s
        end
        for i in n:-1:1
            s = X[i + (c - 1) * n]
            for k in i+1:n
                s -= A[i, k] * X[k + (c - 1) * n]
            end
            X[i + (c - 1) * n] = A[i, i] \ s
        end
    end
    return X
end

function _lapack_lu(A::AbstractMatrix; check::Bool=true)
    T = _lapack_type(eltype(A), "lu")
    if check
        for a in A
            isfinite(a) || throw(ArgumentError("matrix contains Infs or NaNs"))
        end
    end
    F = _lapack_copy(T, A)
    ipiv, info = _getrf!(F)
    check && info > 0 && throw(SingularException(info))
    p = Array{Int,1}(undef, length(ipiv))
    for i in 1:length(ipiv)
        p[i] = Int(ipiv[i])
    end
    return LU{T,Matrix{T},Vector{Int}}(F, p, info)
end
_ipiv32(F::LU) = (v = Array{Int32,1}(undef, length(F.ipiv)); for i in 1:length(v); v[i] = Int32(F.ipiv[i]); end; v)
size(F::LU) = size(F.factors)
size(F::LU, d::Integer) = size(F.factors, d)
issuccess(F::LU) = F.info == 0

function _lu_ldiv(F::LU{T}, B::AbstractVecOrMat) where {T}
    n = checksquare(F.factors)
    size(B, 1) == n || throw(DimensionMismatch(string("B has leading dimension ", size(B, 1), ", but needs ", n)))
    issuccess(F) || throw(SingularException(F.info))
    T <: BlasFloat || return _generic_lu_ldiv(F, B)
    S = typeof(zero(T) * zero(eltype(B)) + zero(T))
    S <: BlasFloat || return _generic_lu_ldiv(F, B)
    X = _lapack_copy(S, B)
    # (a wider right-hand side than the factors: solved in its type)
    return _getrs!('N', S === T ? F.factors : _lapack_copy(S, F.factors), _ipiv32(F), X)
end
\(F::LU, B::AbstractVecOrMat) = _lu_ldiv(F, B)

# Julia's \(A::AbstractMatrix, B): a triangular matrix is solved directly,
# any other square one through LU; not square: least squares (QR with
# column pivoting), which Kiln does not have.
function \(A::AbstractMatrix, B::AbstractVecOrMat)
    m = size(A, 1)
    n = size(A, 2)
    if m == n
        if eltype(A) <: Union{Integer,BlasReal} && eltype(B) <: Union{Integer,BlasReal}
            if istril(A)
                if istriu(A)
                    return _diag_ldiv(A, B)
                end
                T = _lapack_type(promote_type(eltype(A), eltype(B)), "\\")
                return _trtrs!('L', 'N', _lapack_copy(T, A), _lapack_copy(T, B))
            end
            if istriu(A)
                T = _lapack_type(promote_type(eltype(A), eltype(B)), "\\")
                return _trtrs!('U', 'N', _lapack_copy(T, A), _lapack_copy(T, B))
            end
        end
        return _lu_ldiv(_lu(A), B)
    end
    size(B, 1) == m || throw(DimensionMismatch(string("B has leading dimension ", size(B, 1), " but needs ", m)))
    m > n || throw(ArgumentError(string("A \\ B for a matrix with fewer rows than columns (", m, "×", n, ", minimum-norm solution) is not supported in Kiln")))
    return _lstsq(A, B)
end

# Least squares for a tall A, as Julia's qr(A, ColumnNorm()) \ B: QR with
# column pivoting (dgeqp3), Q'B (dormqr), the rank estimated incrementally
# (dlaic1, rcond = min(m, n) * eps) and R \ (Q'B) permuted back.
function _lstsq(A::AbstractMatrix, B::AbstractVecOrMat)
    m = size(A, 1)
    n = size(A, 2)
    size(B, 1) == m || throw(DimensionMismatch(string("Both inputs should have the same number of rows")))
    _lapack_real(eltype(A), "least squares (A \\ B)")
    F = _lapack_copy(Float64, A)
    X = _lapack_copy(Float64, B)
    nrhs = size(X, 2)
    jpvt = zeros(Int32, n)
    tau = zeros(Float64, n)
    info = Ref(Int32(0))
    work = zeros(Float64, 1)
    lwork = -1
    for pass in 1:2
        ccall(:dgeqp3_, Nothing, (Ref{Int32}, Ref{Int32}, Ptr{Float64}, Ref{Int32}, Ptr{Int32}, Ptr{Float64}, Ptr{Float64}, Ref{Int32}, Ref{Int32}),
            _bi(m), _bi(n), _ptr(F), _bi(m), _ptr(jpvt), _ptr(tau), _ptr(work), _bi(lwork), info)
        if pass == 1
            lwork = max(1, Int(work[1]))
            work = zeros(Float64, lwork)
        end
    end
    work = zeros(Float64, 1)
    lwork = -1
    for pass in 1:2
        ccall(:dormqr_, Nothing, (Ref{UInt8}, Ref{UInt8}, Ref{Int32}, Ref{Int32}, Ref{Int32}, Ptr{Float64}, Ref{Int32}, Ptr{Float64}, Ptr{Float64}, Ref{Int32}, Ptr{Float64}, Ref{Int32}, Ref{Int32}, Int64, Int64),
            _bc('L'), _bc('T'), _bi(m), _bi(nrhs), _bi(n), _ptr(F), _bi(m), _ptr(tau), _ptr(X), _bi(m), _ptr(work), _bi(lwork), info, 1, 1)
        if pass == 1
            lwork = max(1, Int(work[1]))
            work = zeros(Float64, lwork)
        end
    end
    rcond = n * eps(Float64)
    ar = abs(F[1, 1])
    rnk = 1
    if ar == 0
        rnk = 0
    else
        xmin = [1.0]
        xmax = [1.0]
        tmin = ar
        tmax = ar
        while rnk < n
            w = [F[i, rnk + 1] for i in 1:rnk]
            tmin, smin, cmin = _laic1(2, xmin, tmin, w, F[rnk + 1, rnk + 1])
            tmax, smax, cmax = _laic1(1, xmax, tmax, w, F[rnk + 1, rnk + 1])
            tmax * rcond > tmin && break
            push!(xmin, cmin)
            push!(xmax, cmax)
            for i in 1:rnk
                xmin[i] *= smin
                xmax[i] *= smax
            end
            rnk += 1
        end
    end
    rnk == n || throw(ArgumentError(string("A \\ B for a rank-deficient A (rank ", rnk, " < ", n, " columns) is not supported in Kiln")))
    Y = zeros(Float64, n, nrhs)
    for j in 1:nrhs, i in 1:n
        Y[i, j] = X[i + (j - 1) * m]
    end
    R = Array{Float64,2}(undef, n, n)
    for j in 1:n, i in 1:n
        R[i, j] = F[i, j]
    end
    _trtrs!('U', 'N', R, Y)
    out = B isa AbstractVector ? zeros(Float64, n) : zeros(Float64, n, nrhs)
    for j in 1:nrhs, i in 1:n
        out[Int(jpvt[i]) + (j - 1) * n] = Y[i, j]
    end
    return out
end
function _laic1(job::Int, x::Vector{Float64}, sest::Float64, w::Vector{Float64}, gamma::Float64)
    sestpr = 0.0
    s = 0.0
    c = 0.0
    ccall(:dlaic1_, Nothing, (Ref{Int32}, Ref{Int32}, Ptr{Float64}, Ref{Float64}, Ptr{Float64}, Ref{Float64}, Ref{Float64}, Ref{Float64}, Ref{Float64}),
        _bi(job), _bi(length(x)), _ptr(x), sest, _ptr(w), gamma, sestpr, s, c)
    return sestpr[], s[], c[]
end
function _diag_ldiv(A::AbstractMatrix, B::AbstractVecOrMat)
    n = size(A, 1)
    size(B, 1) == n || throw(DimensionMismatch(string("diagonal matrix is ", n, " by ", n, " but right hand side has ", size(B, 1), " rows")))
    for i in 1:n
        iszero(A[i, i]) && throw(SingularException(i))
    end
    T = typeof(zero(eltype(B)) / oneunit(eltype(A)))
    X = _lapack_copy(T, B)
    for j in 1:size(X, 2), i in 1:n
        X[i + (j - 1) * n] = X[i + (j - 1) * n] / A[i, i]
    end
    return X
end
\(x::AbstractVector, y::AbstractVecOrMat) = throw(ArgumentError("x \\ y for a vector x (least squares) is not supported in Kiln"))
/(A::AbstractVecOrMat, B::AbstractMatrix) = copy(adjoint(adjoint(B) \ adjoint(A)))
copy(A::Adjoint{T,S}) where {T,S<:AbstractVector} = Adjoint(_materialize_vec_adj(A.parent))
_materialize_vec_adj(v::AbstractVector) = (w = similar(v); for i in 1:length(v); w[i] = v[i]; end; w)

function inv(A::AbstractMatrix)
    n = checksquare(A)
    _has_lapack_lu(eltype(A)) || return inv(_lu(A))
    T = _lapack_type(eltype(A), "inv")
    if T <: BlasReal && istriu(A)
        return _triu!(_trtri!('U', _lapack_copy(T, A)))
    elseif T <: BlasReal && istril(A)
        return _tril!(_trtri!('L', _lapack_copy(T, A)))
    end
    F = _lu(A)
    return _getri!(F.factors, _ipiv32(F))
end
function inv(F::LU{T}) where {T}
    T <: BlasFloat && return _getri!(copy(F.factors), _ipiv32(F))
    n = size(F.factors, 1)
    Id = zeros(T, n, n)
    for i in 1:n
        Id[i, i] = one(T)
    end
    return _lu_ldiv(F, Id)
end
_triu!(A::AbstractMatrix) = (for j in 1:size(A, 2), i in j+1:size(A, 1); A[i, j] = zero(eltype(A)); end; A)
_tril!(A::AbstractMatrix) = (for j in 1:size(A, 2), i in 1:min(j - 1, size(A, 1)); A[i, j] = zero(eltype(A)); end; A)

# Julia's LinearAlgebra is in the system image, so its methods of Base's
# functions apply without `using LinearAlgebra`: exp, log and sqrt of a
# matrix, A^p for a non-integer p. Kiln evaluates the module LinearAlgebra
# (LinearAlgebra.jl) when a program first loads it; these methods, less
# specific than LinearAlgebra's, load it at the first such call and make
# the call again in the latest world (once loaded, one that still reaches
# them has no method: Julia's MethodError).
function _linalg_call(f, args...)
    isdefined(Base, :LinearAlgebra) && throw(MethodError(f, args))
    Core.eval(Base, :(import LinearAlgebra))
    return invokelatest(f, args...)
end
exp(A::AbstractMatrix) = _linalg_call(exp, A)
log(A::AbstractMatrix) = _linalg_call(log, A)
sqrt(A::AbstractMatrix) = _linalg_call(sqrt, A)
^(A::AbstractMatrix, p::Union{AbstractFloat,Rational}) = _linalg_call(^, A, p)

# A^p for an integer p: Julia's power_by_squaring (of inv(A) for p < 0)
function ^(A::AbstractMatrix, p::Integer)
    checksquare(A)
    p < 0 && return _power_by_squaring(inv(A), -p)
    return _power_by_squaring(A, p)
end
function ^(A::AbstractMatrix{T}, p::Integer) where {T<:Integer}
    checksquare(A)
    if p < 0
        # Julia's power_by_squaring of an integer matrix: only ±I have integer inverses
        _identity_like(A) == A && return copy(A)
        throw(DomainError(p, string("Cannot raise an integer matrix x to a negative power ", p, ".",
            "\nMake x a float matrix by adding a zero decimal ", "(e.g., [2.0 1.0;1.0 0.0]^", p,
            " instead of [2 1;1 0]^", p, "), ", "or write float(x)^", p, " or Rational.(x)^", p, ".")))
    end
    return _power_by_squaring(A, p)
end
function _power_by_squaring(x::AbstractMatrix, p::Integer)
    if p == 1
        return copy(x)
    elseif p == 0
        return _identity_like(x)
    elseif p == 2
        return x * x
    end
    t = trailing_zeros(p) + 1
    p >>= t
    while (t -= 1) > 0
        x = x * x
    end
    y = x
    while p > 0
        t = trailing_zeros(p) + 1
        p >>= t
        while (t -= 1) >= 0
            x = x * x
        end
        y = y * x
    end
    return y
end
function _identity_like(x::AbstractMatrix)
    size(x, 1) == size(x, 2) || throw(DimensionMismatch("multiplicative identity defined only for square matrices"))
    n = size(x, 1)
    I = zeros(eltype(x), n, n)
    for i in 1:n
        I[i, i] = one(eltype(x))
    end
    return I
end
one(x::AbstractMatrix) = _identity_like(x)

# isapprox of arrays (Julia's LinearAlgebra generic.jl): the norm of the
# difference against the larger norm
function _fro_norm(x)
    s = 0.0
    for v in x
        s += _fro_sqr(v)
    end
    return sqrt(s)
end
_fro_sqr(v::Number) = abs2(float(v))
_fro_sqr(v) = _fro_norm(v)^2
# the element type of the numbers at the leaves of nested arrays (Julia's promote_leaf_eltypes)
promote_leaf_eltypes(x::Union{AbstractArray{T},Tuple{T,Vararg{T}}}) where {T<:Number} = T
promote_leaf_eltypes(x::Union{AbstractArray{T},Tuple{T,Vararg{T}}}) where {T<:AbstractArray{<:Number}} = eltype(T)
promote_leaf_eltypes(x::T) where {T} = T
promote_leaf_eltypes(x::Union{AbstractArray,Tuple}) = mapreduce(promote_leaf_eltypes, promote_type, x; init=Bool)
# Julia's promote_shape of x - y: the shapes agree up to trailing singleton dimensions
function _isapprox_shape(x::AbstractArray, y::AbstractArray)
    a, b = axes(x), axes(y)
    if length(a) < length(b)
        a, b = b, a
    end
    for i in 1:length(b)
        length(a[i]) == length(b[i]) || throw(DimensionMismatch(string("dimensions must match: a has dims ", a, ", b has dims ", b, ", mismatch at ", i)))
    end
    for i in length(b)+1:length(a)
        length(a[i]) == 1 || throw(DimensionMismatch(string("dimensions must match: a has dims ", a, ", b has dims ", b, ", mismatch at ", i)))
    end
    return nothing
end
_rtol_leaf(::Type{T}) where {T<:AbstractFloat} = eps(T)
_rtol_leaf(::Type{T}) where {T<:Real} = 0
_rtol_leaf(::Type{Complex{T}}) where {T} = _rtol_leaf(T)
_rtol_leaf(::Type{T}) where {T} = 0
_default_rtol_types(S, T, atol) = atol > 0 ? 0 : sqrt(max(_rtol_leaf(S), _rtol_leaf(T)))
# Julia's LinearAlgebra isapprox of arrays: the norm of the difference
# (Frobenius unless a `norm` is given) against the larger norm; elementwise
# when that is not finite
function isapprox(x::AbstractArray, y::AbstractArray; atol::Real=0,
        rtol::Real=_default_rtol_types(promote_leaf_eltypes(x), promote_leaf_eltypes(y), atol),
        nans::Bool=false, norm::Function=_fro_norm)
    _isapprox_shape(x, y)
    d = size(x) == size(y) ? norm(x - y) : norm([x[i] - y[i] for i in 1:length(x)])
    if isfinite(d)
        return iszero(rtol) ? d <= atol : d <= max(atol, rtol * max(norm(x), norm(y)))
    end
    for i in 1:length(x)
        isapprox(x[i], y[i]; rtol=rtol, atol=atol, nans=nans) || return false
    end
    return true
end

# As Julia's: fast linear indexing (eachindex gives linear indices).
IndexStyle(::Type{<:Adjoint{T,<:AbstractVector}}) where {T} = IndexLinear()
IndexStyle(::Type{<:Transpose{T,<:AbstractVector}}) where {T} = IndexLinear()

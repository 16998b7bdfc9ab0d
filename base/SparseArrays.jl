# This file is a part of Kiln's Base library.
#
# SparseArrays.jl — the standard library module SparseArrays, evaluated when
# a program first loads it (`using SparseArrays`), following Julia 1.10's
# stdlib/SparseArrays: compressed sparse column matrices (SparseMatrixCSC)
# and sparse vectors (SparseVector), their constructors (sparse, sparsevec,
# spzeros, spdiagm, sprand, sprandn, blockdiag), structural queries (nnz,
# nonzeros, rowvals, nzrange, findnz), indexing, arithmetic and products,
# and their printing (the `⋅` matrix form, the braille pattern for large
# matrices, `sparse(I, J, V, m, n)` as the compact form). Every loop works on
# the typed fields colptr/rowval/nzval so that it compiles to native code.
# Not provided: the SuiteSparse factorizations (A \ b converts A to a dense
# matrix and uses the dense LU). Broadcasting a sparse array together with
# a dense array, or sparse arrays of different shapes, is a "not supported"
# error.

module SparseArrays

import Base: hcat, vcat, hvcat, map, size, length, getindex, setindex!, copy, ==, *, +, -, /, \, show, sum, maximum, minimum,
    Matrix, Array, Vector, adjoint, transpose, eltype, summary, iszero, similar, convert, conj, abs,
    BroadcastStyle, broadcasted
using Base: Adjoint, Transpose, _centered_mark, _print_matrix, _MatGet, _VecGet, AbstractRNG, default_rng
import LinearAlgebra
using LinearAlgebra: UniformScaling, Diagonal

export AbstractSparseArray, AbstractSparseMatrix, AbstractSparseVector, AbstractSparseMatrixCSC,
    SparseMatrixCSC, SparseVector, blockdiag, droptol!, dropzeros!, dropzeros, issparse, nonzeros,
    nzrange, rowvals, sparse, sparsevec, spdiagm, sprand, sprandn, spzeros, nnz, findnz, permute, fkeep!,
    sparse_hcat, sparse_vcat, sparse_hvcat

# ---- types -----------------------------------------------------------------------------------------

"""
    AbstractSparseArray{Tv,Ti,N}

Supertype of the `N`-dimensional sparse arrays with elements of type `Tv`
and indices of type `Ti`.
"""
abstract type AbstractSparseArray{Tv,Ti,N} <: AbstractArray{Tv,N} end
const AbstractSparseVector{Tv,Ti} = AbstractSparseArray{Tv,Ti,1}
const AbstractSparseMatrix{Tv,Ti} = AbstractSparseArray{Tv,Ti,2}
abstract type AbstractSparseMatrixCSC{Tv,Ti<:Integer} <: AbstractSparseArray{Tv,Ti,2} end

"""
    SparseMatrixCSC{Tv,Ti<:Integer}

A sparse matrix in compressed sparse column form: column `j`'s stored
entries are `nzval[colptr[j]:colptr[j+1]-1]`, in rows `rowval[...]`
(sorted within each column).
"""
struct SparseMatrixCSC{Tv,Ti<:Integer} <: AbstractSparseMatrixCSC{Tv,Ti}
    m::Int
    n::Int
    colptr::Vector{Ti}
    rowval::Vector{Ti}
    nzval::Vector{Tv}
    # as Julia's: the buffers must hold exactly the stored entries
    function SparseMatrixCSC{Tv,Ti}(m::Integer, n::Integer, colptr::Vector{Ti}, rowval::Vector{Ti}, nzval::Vector{Tv}) where {Tv,Ti<:Integer}
        (m >= 0 && n >= 0) || _throw_dims(m, n, Ti)
        (length(colptr) == n + 1 && colptr[end] - 1 == length(rowval) == length(nzval)) ||
            throw(ArgumentError(string("Invalid buffers for SparseMatrixCSC construction n=", n, ", colptr=", summary(colptr),
                ", rowval=", summary(rowval), ", nzval=", summary(nzval))))
        return new(Int(m), Int(n), colptr, rowval, nzval)
    end
end
_throw_dims(m, n, Ti) = throw(ArgumentError(m < 0 ? string("number of rows (m = ", m, ") does not fit in Ti = ", Ti) :
    string("number of columns (n = ", n, ") does not fit in Ti = ", Ti)))

"""
    SparseVector{Tv,Ti<:Integer}

A sparse vector of length `n` whose stored entries are `nzval` at the
(sorted) indices `nzind`.
"""
struct SparseVector{Tv,Ti<:Integer} <: AbstractSparseArray{Tv,Ti,1}
    n::Int
    nzind::Vector{Ti}
    nzval::Vector{Tv}
    function SparseVector{Tv,Ti}(n::Integer, nzind::Vector{Ti}, nzval::Vector{Tv}) where {Tv,Ti<:Integer}
        n >= 0 || throw(ArgumentError("The number of elements must be non-negative."))
        length(nzind) == length(nzval) || throw(ArgumentError("index and value vectors must be the same length"))
        return new(Int(n), nzind, nzval)
    end
end

# the checks of Julia's SparseMatrixCSC(m, n, colptr, rowval, nzval)
# (sparse_check_Ti, sparse_check), with its messages
function _check_csc(m::Integer, n::Integer, colptr::Vector, rowval::Vector, nzval::Vector)
    Ti = eltype(colptr)
    (m >= 0 && n >= 0) || _throw_dims(m, n, Ti)
    length(colptr) >= n + 1 || throw(ArgumentError(string(length(colptr), " == length(colptr) < ", n + 1)))
    colptr[1] == 1 || throw(ArgumentError(string("1 == colptr[1] != 1")))
    ckp = colptr[1]
    for k in 2:n+1
        ck = colptr[k]
        ckp <= ck || throw(ArgumentError(string(ckp, " == colptr[", k - 1, "] > colptr[", k, "] == ", ck)))
        ckp = ck
    end
    length(rowval) >= ckp - 1 || throw(ArgumentError(string(length(rowval), " == length(rowval) < ", ckp - 1)))
    return nothing
end
function SparseMatrixCSC(m::Integer, n::Integer, colptr::Vector{Ti}, rowval::Vector{Ti}, nzval::Vector{Tv}) where {Tv,Ti<:Integer}
    _check_csc(m, n, colptr, rowval, nzval)
    return SparseMatrixCSC{Tv,Ti}(Int(m), Int(n), colptr, rowval, nzval)
end
SparseVector(n::Integer, nzind::Vector{Ti}, nzval::Vector{Tv}) where {Tv,Ti<:Integer} = SparseVector{Tv,Ti}(Int(n), nzind, nzval)

size(A::SparseMatrixCSC) = (A.m, A.n)
size(A::SparseMatrixCSC, d::Integer) = d == 1 ? A.m : d == 2 ? A.n : 1
size(x::SparseVector) = (x.n,)
size(x::SparseVector, d::Integer) = d == 1 ? x.n : 1
length(A::SparseMatrixCSC) = A.m * A.n
length(x::SparseVector) = x.n

const _SparseAdjOrTrans = Union{Adjoint{<:Any,<:SparseMatrixCSC},Transpose{<:Any,<:SparseMatrixCSC}}

"""
    issparse(S)

Whether `S` is a sparse array (or a transpose or adjoint of one).
"""
issparse(A::AbstractArray) = false
issparse(A::AbstractSparseArray) = true
issparse(A::_SparseAdjOrTrans) = true

"""
    nnz(A)

The number of stored (structurally nonzero) entries of a sparse array.
"""
nnz(A::SparseMatrixCSC) = Int(A.colptr[A.n+1]) - 1
nnz(x::SparseVector) = length(x.nzval)
nnz(A::_SparseAdjOrTrans) = nnz(parent(A))

"""
    nonzeros(A)

The vector of stored values of a sparse array (the array's own storage).
"""
nonzeros(A::SparseMatrixCSC) = A.nzval
nonzeros(x::SparseVector) = x.nzval

"""
    rowvals(A::SparseMatrixCSC)

The vector of row indices of the stored values (the matrix's own storage).
"""
rowvals(A::SparseMatrixCSC) = A.rowval

"""
    nzrange(A::SparseMatrixCSC, col)

The range of indices into `rowvals(A)` and `nonzeros(A)` of column `col`'s
stored entries.
"""
nzrange(A::SparseMatrixCSC, col::Integer) = Int(A.colptr[col]):(Int(A.colptr[col+1]) - 1)

# v[q] = x, growing v (doubling) when it is too short: push! costs a call
# into the runtime each time, this only when it grows
@inline function _put!(v::Vector{T}, q::Int, x) where {T}
    q > length(v) && resize!(v, max(q, 2 * length(v), 16))
    @inbounds v[q] = x
    return nothing
end

# ---- constructors --------------------------------------------------------------------------------

"""
    spzeros([T=Float64,] m, n)
    spzeros([T=Float64,] n)

An `m×n` sparse matrix (or a length-`n` sparse vector) with no stored entries.
"""
spzeros(m::Integer, n::Integer) = spzeros(Float64, m, n)
spzeros(::Type{T}, m::Integer, n::Integer) where {T} = spzeros(T, Int, m, n)
spzeros(::Type{T}, ::Type{Ti}, m::Integer, n::Integer) where {T,Ti} =
    SparseMatrixCSC(m, n, ones(Ti, n + 1), Ti[], T[])
spzeros(n::Integer) = spzeros(Float64, n)
spzeros(::Type{T}, n::Integer) where {T} = SparseVector(n, Int[], T[])
spzeros(::Type{T}, ::Type{Ti}, n::Integer) where {T,Ti} = SparseVector(n, Ti[], T[])

# Assemble the CSC arrays from coordinate triplets: a counting sort by
# column, then each column's rows sorted, duplicates combined with combine.
function _sparse_coo(I::Vector{Ti}, J::Vector{Ti}, V::Vector{Tv}, m::Int, n::Int, combine) where {Tv,Ti<:Integer}
    k = length(I)
    (length(J) == k && length(V) == k) ||
        throw(ArgumentError(string("the first three arguments' lengths must match, length(I) (=", length(I), ") == length(J) (= ", length(J), ") == length(V) (= ", length(V), ")")))
    for p in 1:k
        i = I[p]
        (1 <= i <= m) || throw(ArgumentError(string("row indices I[k] must satisfy 1 <= I[k] <= m")))
        j = J[p]
        (1 <= j <= n) || throw(ArgumentError(string("column indices J[k] must satisfy 1 <= J[k] <= n")))
    end
    cnt = zeros(Int, n + 1)
    for p in 1:k
        cnt[Int(J[p])+1] += 1
    end
    cnt[1] = 1
    for j in 1:n
        cnt[j+1] += cnt[j]
    end
    pos = cnt[1:n]
    rows = Vector{Ti}(undef, k)
    vals = Vector{Tv}(undef, k)
    for p in 1:k
        j = Int(J[p])
        q = pos[j]
        rows[q] = I[p]
        vals[q] = V[p]
        pos[j] = q + 1
    end
    colptr = Vector{Ti}(undef, n + 1)
    rowval = Vector{Ti}(undef, k)
    nzval = Vector{Tv}(undef, k)
    nz = 0
    colptr[1] = 1
    for j in 1:n
        lo = cnt[j]
        hi = cnt[j+1] - 1
        # insertion sort of the column by row (stable: duplicates combine in input order)
        for a in lo+1:hi
            r = rows[a]
            v = vals[a]
            b = a - 1
            while b >= lo && rows[b] > r
                rows[b+1] = rows[b]
                vals[b+1] = vals[b]
                b -= 1
            end
            rows[b+1] = r
            vals[b+1] = v
        end
        a = lo
        while a <= hi
            r = rows[a]
            v = vals[a]
            a += 1
            while a <= hi && rows[a] == r
                v = combine(v, vals[a])
                a += 1
            end
            nz += 1
            rowval[nz] = r
            nzval[nz] = v
        end
        colptr[j+1] = nz + 1
    end
    resize!(rowval, nz)
    resize!(nzval, nz)
    return SparseMatrixCSC{Tv,Ti}(m, n, colptr, rowval, nzval)
end

"""
    sparse(I, J, V, [m, n, combine])

The `m×n` sparse matrix `S` with `S[I[k], J[k]] = V[k]`; entries at the same
position are combined with `combine` (`+` by default). `V` may be a scalar.
"""
function sparse(I::AbstractVector{<:Integer}, J::AbstractVector{<:Integer}, V::AbstractVector, m::Integer, n::Integer, combine)
    Ti = promote_type(eltype(I), eltype(J))
    return _sparse_coo(convert(Vector{Ti}, collect(I)), convert(Vector{Ti}, collect(J)), collect(V), Int(m), Int(n), combine)
end
sparse(I::AbstractVector{<:Integer}, J::AbstractVector{<:Integer}, V::AbstractVector, m::Integer, n::Integer) = sparse(I, J, V, m, n, +)
# Bool values combine with | (Julia's sparse of an AbstractVector{Bool})
sparse(I::AbstractVector{<:Integer}, J::AbstractVector{<:Integer}, V::AbstractVector{Bool}, m::Integer, n::Integer) = sparse(I, J, V, m, n, |)
sparse(I::AbstractVector{<:Integer}, J::AbstractVector{<:Integer}, v::Number, m::Integer, n::Integer) = sparse(I, J, fill(v, length(I)), m, n, +)
sparse(I::AbstractVector{<:Integer}, J::AbstractVector{<:Integer}, v::Number, m::Integer, n::Integer, combine) = sparse(I, J, fill(v, length(I)), m, n, combine)
sparse(I::AbstractVector{<:Integer}, J::AbstractVector{<:Integer}, V::Union{Number,AbstractVector}) =
    sparse(I, J, V, isempty(I) ? 0 : Int(maximum(I)), isempty(J) ? 0 : Int(maximum(J)))

"""
    sparse(A)

The sparse matrix (or vector) of the nonzero entries of the array `A`.
"""
function sparse(A::AbstractMatrix{Tv}) where {Tv}
    m, n = size(A)
    colptr = Vector{Int}(undef, n + 1)
    rowval = Int[]
    nzval = Tv[]
    nz = 0
    colptr[1] = 1
    for j in 1:n
        for i in 1:m
            x = A[i, j]
            if !iszero(x)
                nz += 1
                _put!(rowval, nz, i)
                _put!(nzval, nz, x)
            end
        end
        colptr[j+1] = nz + 1
    end
    resize!(rowval, nz)
    resize!(nzval, nz)
    return SparseMatrixCSC{Tv,Int}(m, n, colptr, rowval, nzval)
end
sparse(A::SparseMatrixCSC) = copy(A)
sparse(A::_SparseAdjOrTrans) = copy(A)
# a Diagonal stores its whole diagonal (I(n) is a Diagonal{Bool})
sparse(D::Diagonal) = (n = size(D, 1); SparseMatrixCSC{eltype(D),Int}(n, n, collect(1:n+1), collect(1:n), collect(D.diag)))
function sparse(J::UniformScaling, m::Integer, n::Integer)
    k = min(m, n)
    colptr = Vector{Int}(undef, n + 1)
    for j in 1:n+1
        colptr[j] = min(j, k + 1)
    end
    return SparseMatrixCSC{typeof(J.λ),Int}(Int(m), Int(n), colptr, collect(1:k), fill(J.λ, k))
end
SparseMatrixCSC(A::AbstractMatrix) = sparse(A)

function sparse(v::AbstractVector{Tv}) where {Tv}
    nzind = Int[]
    nzval = Tv[]
    for i in 1:length(v)
        x = v[i]
        if !iszero(x)
            push!(nzind, i)
            push!(nzval, x)
        end
    end
    return SparseVector{Tv,Int}(length(v), nzind, nzval)
end
sparse(x::SparseVector) = copy(x)
SparseVector(v::AbstractVector) = sparse(v)

"""
    sparsevec(I, V, [n, combine])

The length-`n` sparse vector `x` with `x[I[k]] = V[k]`, duplicates combined
with `combine` (`+` by default).
"""
function sparsevec(I::AbstractVector{<:Integer}, V::AbstractVector, n::Integer, combine)
    length(I) == length(V) || throw(ArgumentError("index and value vectors must be the same length"))
    for i in I
        (1 <= i <= n) || throw(ArgumentError(string("An index is out of bound.")))
    end
    Ti = eltype(I)
    S = _sparse_coo(convert(Vector{Ti}, collect(I)), ones(Ti, length(I)), collect(V), Int(n), 1, combine)
    return SparseVector(Int(n), S.rowval, S.nzval)
end
sparsevec(I::AbstractVector{<:Integer}, V::AbstractVector, n::Integer) = sparsevec(I, V, n, +)
sparsevec(I::AbstractVector{<:Integer}, v::Number, n::Integer) = sparsevec(I, fill(v, length(I)), n, +)
sparsevec(I::AbstractVector{<:Integer}, V::Union{Number,AbstractVector}) = sparsevec(I, V, isempty(I) ? 0 : Int(maximum(I)))
sparsevec(v::AbstractVector) = sparse(v)

"""
    spdiagm(kv::Pair{<:Integer,<:AbstractVector}...)
    spdiagm(m, n, kv...)
    spdiagm(v::AbstractVector)

The sparse matrix with the vectors `kv[i].second` on the diagonals
`kv[i].first` (0 is the main diagonal, positive above it).
"""
spdiagm(kv::Pair...) = _spdiagm(nothing, kv)
spdiagm(m::Integer, n::Integer, kv::Pair...) = _spdiagm((Int(m), Int(n)), kv)
spdiagm(v::AbstractVector) = spdiagm(0 => v)
spdiagm(m::Integer, n::Integer, v::AbstractVector) = spdiagm(m, n, 0 => v)
function _spdiagm(sz, kv)
    I = Int[]
    J = Int[]
    T = Union{}
    for p in kv
        T = promote_type(T, eltype(p.second))
    end
    V = T[]
    m = 0
    n = 0
    for p in kv
        k = Int(p.first)
        v = p.second
        for t in 1:length(v)
            i = k >= 0 ? t : t - k
            j = k >= 0 ? t + k : t
            push!(I, i)
            push!(J, j)
            push!(V, v[t])
        end
        len = length(v) + abs(k)
        m = max(m, len)
        n = max(n, len)
    end
    if sz !== nothing
        mm, nn = sz
        for p in kv
            k = Int(p.first)
            need = k >= 0 ? (length(p.second) <= min(mm, nn - k)) : (length(p.second) <= min(mm + k, nn))
            need || throw(DimensionMismatch(string("size of diagonal ", k, " is ", length(p.second), " which does not fit in a ", mm, "×", nn, " matrix")))
        end
        m, n = mm, nn
    end
    return _sparse_coo(I, J, V, m, n, +)
end

"""
    blockdiag(A...)

The block-diagonal sparse matrix of the sparse matrices `A`.
"""
function blockdiag(As::SparseMatrixCSC...)
    m = 0
    n = 0
    Tv = Union{}
    Ti = Union{}
    for A in As
        m += A.m
        n += A.n
        Tv = promote_type(Tv, eltype(A.nzval))
        Ti = promote_type(Ti, eltype(A.rowval))
    end
    colptr = Ti[1]
    rowval = Ti[]
    nzval = Tv[]
    r0 = 0
    for A in As
        for j in 1:A.n
            for p in nzrange(A, j)
                push!(rowval, A.rowval[p] + r0)
                push!(nzval, A.nzval[p])
            end
            push!(colptr, length(rowval) + 1)
        end
        r0 += A.m
    end
    return SparseMatrixCSC{Tv,Ti}(m, n, colptr, rowval, nzval)
end

"""
    sprand([rng,] [T=Float64,] m, n, p)

A random `m×n` sparse matrix whose entries are stored independently with
probability `p`, with values from `rand(rng, T)`.
"""
sprand(m::Integer, n::Integer, p::Real) = sprand(default_rng(), Float64, m, n, p)
sprand(::Type{T}, m::Integer, n::Integer, p::Real) where {T} = sprand(default_rng(), T, m, n, p)
sprand(rng::AbstractRNG, m::Integer, n::Integer, p::Real) = sprand(rng, Float64, m, n, p)
sprand(rng::AbstractRNG, ::Type{T}, m::Integer, n::Integer, p::Real) where {T} = _sprand(rng, m, n, p, r -> rand(r, T))
sprand(n::Integer, p::Real) = sprand(default_rng(), n, p)
function sprand(rng::AbstractRNG, n::Integer, p::Real)
    A = sprand(rng, Float64, n, 1, p)
    return SparseVector(Int(n), A.rowval, A.nzval)
end

"""
    sprandn([rng,] m, n, p)

A random `m×n` sparse matrix whose entries are stored independently with
probability `p`, with standard normal values.
"""
sprandn(m::Integer, n::Integer, p::Real) = sprandn(default_rng(), m, n, p)
sprandn(rng::AbstractRNG, m::Integer, n::Integer, p::Real) = _sprand(rng, m, n, p, r -> randn(r))
function sprandn(rng::AbstractRNG, n::Integer, p::Real)
    A = sprandn(rng, n, 1, p)
    return SparseVector(Int(n), A.rowval, A.nzval)
end
sprandn(n::Integer, p::Real) = sprandn(default_rng(), n, p)

function _sprand(rng::AbstractRNG, m::Integer, n::Integer, p::Real, val)
    (0 <= p <= 1) || throw(ArgumentError(string("probability must be in [0,1], got ", p)))
    colptr = Vector{Int}(undef, n + 1)
    colptr[1] = 1
    rowval = Int[]
    T = typeof(val(rng))
    nzval = T[]
    for j in 1:n
        for i in 1:m
            if rand(rng) < p
                push!(rowval, i)
            end
        end
        colptr[j+1] = length(rowval) + 1
    end
    for k in 1:length(rowval)
        push!(nzval, val(rng))
    end
    return SparseMatrixCSC{T,Int}(Int(m), Int(n), colptr, rowval, nzval)
end

# ---- conversion, copy, equality ------------------------------------------------------------------

copy(A::SparseMatrixCSC{Tv,Ti}) where {Tv,Ti} = SparseMatrixCSC{Tv,Ti}(A.m, A.n, copy(A.colptr), copy(A.rowval), copy(A.nzval))
copy(x::SparseVector{Tv,Ti}) where {Tv,Ti} = SparseVector{Tv,Ti}(x.n, copy(x.nzind), copy(x.nzval))
similar(A::SparseMatrixCSC{Tv,Ti}) where {Tv,Ti} = SparseMatrixCSC{Tv,Ti}(A.m, A.n, copy(A.colptr), copy(A.rowval), Vector{Tv}(undef, length(A.nzval)))

function Matrix(A::SparseMatrixCSC{Tv}) where {Tv}
    B = zeros(Tv, A.m, A.n)
    for j in 1:A.n
        for p in nzrange(A, j)
            B[A.rowval[p], j] = A.nzval[p]
        end
    end
    return B
end
Array(A::SparseMatrixCSC) = Matrix(A)
(::Type{Array{T,2}})(A::SparseMatrixCSC) where {T} = convert(Array{T,2}, Matrix(A))
function Vector(x::SparseVector{Tv}) where {Tv}
    v = zeros(Tv, x.n)
    for k in 1:length(x.nzind)
        v[x.nzind[k]] = x.nzval[k]
    end
    return v
end
Array(x::SparseVector) = Vector(x)
Matrix(A::_SparseAdjOrTrans) = Matrix(copy(A))
Array(A::_SparseAdjOrTrans) = Matrix(copy(A))

function ==(A::SparseMatrixCSC, B::SparseMatrixCSC)
    size(A) == size(B) || return false
    for j in 1:A.n
        pa = Int(A.colptr[j])
        pb = Int(B.colptr[j])
        ea = Int(A.colptr[j+1])
        eb = Int(B.colptr[j+1])
        while pa < ea || pb < eb
            ra = pa < ea ? Int(A.rowval[pa]) : typemax(Int)
            rb = pb < eb ? Int(B.rowval[pb]) : typemax(Int)
            if ra == rb
                A.nzval[pa] == B.nzval[pb] || return false
                pa += 1
                pb += 1
            elseif ra < rb
                iszero(A.nzval[pa]) || return false
                pa += 1
            else
                iszero(B.nzval[pb]) || return false
                pb += 1
            end
        end
    end
    return true
end
==(A::SparseMatrixCSC, B::AbstractMatrix) = size(A) == size(B) && Matrix(A) == B
==(A::AbstractMatrix, B::SparseMatrixCSC) = B == A
==(x::SparseVector, y::SparseVector) = length(x) == length(y) && Vector(x) == Vector(y)
==(x::SparseVector, y::AbstractVector) = length(x) == length(y) && Vector(x) == y
==(x::AbstractVector, y::SparseVector) = y == x

# ---- indexing ------------------------------------------------------------------------------------

function _checkbounds(A::SparseMatrixCSC, i::Integer, j::Integer)
    (1 <= i <= A.m && 1 <= j <= A.n) || throw(BoundsError(A, (i, j)))
    return nothing
end
# the position of row i in column j's stored entries, 0 when not stored
function _find(A::SparseMatrixCSC, i::Integer, j::Integer)
    lo = Int(A.colptr[j])
    hi = Int(A.colptr[j+1]) - 1
    while lo <= hi
        mid = (lo + hi) >>> 1
        r = A.rowval[mid]
        if r == i
            return mid
        elseif r < i
            lo = mid + 1
        else
            hi = mid - 1
        end
    end
    return 0
end
function getindex(A::SparseMatrixCSC{Tv}, i::Integer, j::Integer) where {Tv}
    _checkbounds(A, i, j)
    p = _find(A, i, j)
    return p == 0 ? zero(Tv) : A.nzval[p]
end
function getindex(A::SparseMatrixCSC, k::Integer)
    (1 <= k <= length(A)) || throw(BoundsError(A, k))
    return A[rem(k - 1, A.m) + 1, div(k - 1, A.m) + 1]
end
function getindex(A::SparseMatrixCSC{Tv,Ti}, ::Colon, j::Integer) where {Tv,Ti}
    (1 <= j <= A.n) || throw(BoundsError(A, (:, j)))
    r = nzrange(A, j)
    return SparseVector{Tv,Ti}(A.m, A.rowval[r], A.nzval[r])
end
function getindex(A::SparseMatrixCSC{Tv,Ti}, i::Integer, ::Colon) where {Tv,Ti}
    (1 <= i <= A.m) || throw(BoundsError(A, (i, :)))
    nzind = Ti[]
    nzval = Tv[]
    for j in 1:A.n
        p = _find(A, i, j)
        if p != 0
            push!(nzind, j)
            push!(nzval, A.nzval[p])
        end
    end
    return SparseVector{Tv,Ti}(A.n, nzind, nzval)
end
getindex(A::SparseMatrixCSC, ::Colon, ::Colon) = copy(A)
function getindex(A::SparseMatrixCSC{Tv,Ti}, I::AbstractVector{<:Integer}, J::AbstractVector{<:Integer}) where {Tv,Ti}
    colptr = Vector{Ti}(undef, length(J) + 1)
    colptr[1] = 1
    rowval = Ti[]
    nzval = Tv[]
    for (jj, j) in enumerate(J)
        for (ii, i) in enumerate(I)
            _checkbounds(A, i, j)
            p = _find(A, i, j)
            if p != 0
                push!(rowval, ii)
                push!(nzval, A.nzval[p])
            end
        end
        colptr[jj+1] = length(rowval) + 1
    end
    return SparseMatrixCSC{Tv,Ti}(length(I), length(J), colptr, rowval, nzval)
end
getindex(A::SparseMatrixCSC, ::Colon, J::AbstractVector{<:Integer}) = A[1:A.m, J]
getindex(A::SparseMatrixCSC, I::AbstractVector{<:Integer}, ::Colon) = A[I, 1:A.n]

function setindex!(A::SparseMatrixCSC{Tv,Ti}, v, i::Integer, j::Integer) where {Tv,Ti}
    _checkbounds(A, i, j)
    x = convert(Tv, v)
    p = _find(A, i, j)
    if p != 0
        A.nzval[p] = x
        return A
    end
    # a zero is not inserted where nothing is stored
    iszero(x) && return A
    q = Int(A.colptr[j])
    e = Int(A.colptr[j+1])
    while q < e && A.rowval[q] < i
        q += 1
    end
    insert!(A.rowval, q, Ti(i))
    insert!(A.nzval, q, x)
    for c in j+1:A.n+1
        A.colptr[c] += 1
    end
    return A
end

function getindex(x::SparseVector{Tv}, i::Integer) where {Tv}
    (1 <= i <= x.n) || throw(BoundsError(x, i))
    k = searchsortedfirst(x.nzind, i)
    return (k <= length(x.nzind) && x.nzind[k] == i) ? x.nzval[k] : zero(Tv)
end
getindex(x::SparseVector, ::Colon) = copy(x)
# a mask (Julia's sparsevector.jl)
getindex(x::SparseVector, I::AbstractVector{Bool}) = x[findall(I)]
function getindex(x::SparseVector{Tv,Ti}, I::AbstractVector{<:Integer}) where {Tv,Ti}
    nzind = Ti[]
    nzval = Tv[]
    for (k, i) in enumerate(I)
        (1 <= i <= x.n) || throw(BoundsError(x, i))
        t = searchsortedfirst(x.nzind, i)
        if t <= length(x.nzind) && x.nzind[t] == i
            push!(nzind, k)
            push!(nzval, x.nzval[t])
        end
    end
    return SparseVector{Tv,Ti}(length(I), nzind, nzval)
end
function setindex!(x::SparseVector{Tv,Ti}, v, i::Integer) where {Tv,Ti}
    (1 <= i <= x.n) || throw(BoundsError(x, i))
    y = convert(Tv, v)
    k = searchsortedfirst(x.nzind, i)
    if k <= length(x.nzind) && x.nzind[k] == i
        x.nzval[k] = y
    elseif !iszero(y)
        insert!(x.nzind, k, Ti(i))
        insert!(x.nzval, k, y)
    end
    return x
end

"""
    findnz(A)

The tuple `(I, J, V)` of the row and column indices and the values of the
stored entries of the sparse matrix `A` (`(I, V)` for a sparse vector).
"""
function findnz(A::SparseMatrixCSC{Tv,Ti}) where {Tv,Ti}
    k = nnz(A)
    I = Vector{Ti}(undef, k)
    J = Vector{Ti}(undef, k)
    V = Vector{Tv}(undef, k)
    for j in 1:A.n
        for p in nzrange(A, j)
            I[p] = A.rowval[p]
            J[p] = j
            V[p] = A.nzval[p]
        end
    end
    return (I, J, V)
end
findnz(x::SparseVector) = (copy(x.nzind), copy(x.nzval))

"""
    dropzeros!(A)

Remove the stored zeros of the sparse array `A`, in place.
"""
dropzeros!(A::SparseMatrixCSC) = _fkeep!(A, x -> !iszero(x))
dropzeros(A::SparseMatrixCSC) = dropzeros!(copy(A))
"""
    droptol!(A, tol)

Remove the stored entries of `A` whose absolute value is at most `tol`.
"""
droptol!(A::SparseMatrixCSC, tol::Real) = _fkeep!(A, x -> abs(x) > tol)

"""
    fkeep!(f, A::SparseMatrixCSC)

Keep the stored entries `A[i, j] = x` for which `f(i, j, x)` is true,
remove the others, in place.
"""
function fkeep!(f, A::SparseMatrixCSC)
    q = 1
    start = 1
    for j in 1:A.n
        stop = Int(A.colptr[j+1])
        for p in start:stop-1
            if f(A.rowval[p], j, A.nzval[p])
                A.rowval[q] = A.rowval[p]
                A.nzval[q] = A.nzval[p]
                q += 1
            end
        end
        start = stop
        A.colptr[j+1] = q
    end
    resize!(A.rowval, q - 1)
    resize!(A.nzval, q - 1)
    return A
end

"""
    permute(A::SparseMatrixCSC, p, q)

`A[p, q]` for the permutation vectors `p` (rows) and `q` (columns).
"""
function permute(A::SparseMatrixCSC, p::AbstractVector{<:Integer}, q::AbstractVector{<:Integer})
    (length(p) == A.m && isperm(p)) || throw(ArgumentError(string("row permutation vector p must have length ", A.m, " and be a permutation")))
    (length(q) == A.n && isperm(q)) || throw(ArgumentError(string("column permutation vector q must have length ", A.n, " and be a permutation")))
    return A[p, q]
end
function _fkeep!(A::SparseMatrixCSC, keep)
    q = 1
    start = 1
    for j in 1:A.n
        stop = Int(A.colptr[j+1])
        for p in start:stop-1
            if keep(A.nzval[p])
                A.rowval[q] = A.rowval[p]
                A.nzval[q] = A.nzval[p]
                q += 1
            end
        end
        start = stop
        A.colptr[j+1] = q
    end
    resize!(A.rowval, q - 1)
    resize!(A.nzval, q - 1)
    return A
end
function dropzeros!(x::SparseVector)
    q = 1
    for p in 1:length(x.nzind)
        if !iszero(x.nzval[p])
            x.nzind[q] = x.nzind[p]
            x.nzval[q] = x.nzval[p]
            q += 1
        end
    end
    resize!(x.nzind, q - 1)
    resize!(x.nzval, q - 1)
    return x
end
dropzeros(x::SparseVector) = dropzeros!(copy(x))

# ---- concatenation ------------------------------------------------------------------------------

# Concatenations with a sparse argument are sparse (Julia's
# sparse_hcat/sparse_vcat): a dense argument is stored as sparse(x), a
# vector is a column; vcat of sparse vectors is a sparse vector.
const _SpCat = Union{SparseMatrixCSC,SparseVector}
_catmat(A::SparseMatrixCSC) = A
_catmat(x::SparseVector) = SparseMatrixCSC(x.n, 1, [1, length(x.nzind) + 1], collect(Int, x.nzind), x.nzval)
_catmat(x::AbstractVector) = _catmat(sparse(x))
_catmat(A::AbstractMatrix) = sparse(A)
_catmat(x::Number) = sparse(fill(x, 1, 1))
function _sphcat(Xs...)
    As = map(_catmat, Xs)
    m = As[1].m
    n = 0
    k = 0
    Tv = Union{}
    for A in As
        A.m == m || throw(DimensionMismatch(string("number of rows of each array must match (got ", map(a -> a.m, As), ")")))
        n += A.n
        k += nnz(A)
        Tv = promote_type(Tv, eltype(A.nzval))
    end
    colptr = Vector{Int}(undef, n + 1)
    rowval = Vector{Int}(undef, k)
    nzval = Vector{Tv}(undef, k)
    colptr[1] = 1
    c = 1
    q = 0
    for A in As
        for j in 1:A.n
            for p in nzrange(A, j)
                q += 1
                rowval[q] = A.rowval[p]
                nzval[q] = A.nzval[p]
            end
            c += 1
            colptr[c] = q + 1
        end
    end
    return SparseMatrixCSC{Tv,Int}(m, n, colptr, rowval, nzval)
end
function _spvcat(Xs...)
    As = map(_catmat, Xs)
    n = As[1].n
    m = 0
    k = 0
    Tv = Union{}
    for A in As
        A.n == n || throw(DimensionMismatch(string("number of columns of each array must match (got ", map(a -> a.n, As), ")")))
        m += A.m
        k += nnz(A)
        Tv = promote_type(Tv, eltype(A.nzval))
    end
    colptr = Vector{Int}(undef, n + 1)
    rowval = Vector{Int}(undef, k)
    nzval = Vector{Tv}(undef, k)
    colptr[1] = 1
    q = 0
    for j in 1:n
        r0 = 0
        for A in As
            for p in nzrange(A, j)
                q += 1
                rowval[q] = A.rowval[p] + r0
                nzval[q] = A.nzval[p]
            end
            r0 += A.m
        end
        colptr[j+1] = q + 1
    end
    return SparseMatrixCSC{Tv,Int}(m, n, colptr, rowval, nzval)
end
hcat(A::_SpCat, Bs::AbstractVecOrMat...) = _sphcat(A, Bs...)
hcat(A::AbstractVecOrMat, B::_SpCat, Cs::AbstractVecOrMat...) = _sphcat(A, B, Cs...)
hcat(A::_SpCat, B::_SpCat, Cs::AbstractVecOrMat...) = _sphcat(A, B, Cs...)
function _spvcat_vec(Xs...)
    S = _spvcat(Xs...)
    all(x -> x isa AbstractVector, Xs) || return S
    return SparseVector(S.m, S.rowval, S.nzval)
end
vcat(A::_SpCat, Bs::AbstractVecOrMat...) = _spvcat_vec(A, Bs...)
vcat(A::AbstractVecOrMat, B::_SpCat, Cs::AbstractVecOrMat...) = _spvcat_vec(A, B, Cs...)
vcat(A::_SpCat, B::_SpCat, Cs::AbstractVecOrMat...) = _spvcat_vec(A, B, Cs...)
function hvcat(rows::Tuple{Vararg{Int}}, A::_SpCat, Bs::Union{AbstractVecOrMat,Number}...)
    Xs = (A, Bs...)
    length(Xs) == sum(rows) || throw(ArgumentError(string("argument count does not match specified shape (expected ", sum(rows), ", got ", length(Xs), ")")))
    blocks = SparseMatrixCSC[]
    k = 0
    for r in rows
        push!(blocks, _sphcat(Xs[k+1:k+r]...))
        k += r
    end
    return _spvcat(blocks...)
end

"""
    sparse_hcat(A...), sparse_vcat(A...), sparse_hvcat(rows, A...)

Concatenations whose result is sparse whatever the arguments.
"""
sparse_hcat(Xs::Union{AbstractVecOrMat,Number}...) = _sphcat(Xs...)
sparse_vcat(Xs::Union{AbstractVecOrMat,Number}...) = _spvcat_vec(Xs...)
function sparse_hvcat(rows::Tuple{Vararg{Int}}, Xs::Union{AbstractVecOrMat,Number}...)
    blocks = SparseMatrixCSC[]
    k = 0
    for r in rows
        push!(blocks, _sphcat(Xs[k+1:k+r]...))
        k += r
    end
    return _spvcat(blocks...)
end

# map over a sparse array is sparse, as the broadcast of the function
map(f, A::SparseMatrixCSC) = Base.materialize(Base.Broadcast.Broadcasted(f, (A,)))
map(f, x::SparseVector) = Base.materialize(Base.Broadcast.Broadcasted(f, (x,)))

# ---- transpose and adjoint -----------------------------------------------------------------------

# the transpose of A with f applied to each value (CSC of Aᵀ = CSR of A)
function _transpose(A::SparseMatrixCSC{Tv,Ti}, f) where {Tv,Ti}
    k = nnz(A)
    cnt = zeros(Int, A.m + 1)
    for p in 1:k
        cnt[Int(A.rowval[p])+1] += 1
    end
    colptr = Vector{Ti}(undef, A.m + 1)
    colptr[1] = 1
    for i in 1:A.m
        colptr[i+1] = colptr[i] + cnt[i+1]
    end
    pos = Vector{Int}(undef, A.m)
    for i in 1:A.m
        pos[i] = Int(colptr[i])
    end
    rowval = Vector{Ti}(undef, k)
    T = typeof(f(zero(Tv)))
    nzval = Vector{T}(undef, k)
    for j in 1:A.n
        for p in nzrange(A, j)
            i = Int(A.rowval[p])
            q = pos[i]
            rowval[q] = j
            nzval[q] = f(A.nzval[p])
            pos[i] = q + 1
        end
    end
    return SparseMatrixCSC{T,Ti}(A.n, A.m, colptr, rowval, nzval)
end
copy(A::Adjoint{<:Any,<:SparseMatrixCSC}) = _transpose(parent(A), adjoint)
copy(A::Transpose{<:Any,<:SparseMatrixCSC}) = _transpose(parent(A), transpose)
function _isstored(A::SparseMatrixCSC, i::Integer, j::Integer)
    _checkbounds(A, i, j)
    return _find(A, i, j) != 0
end
_isstored(A::_SparseAdjOrTrans, i::Integer, j::Integer) = _isstored(parent(A), j, i)

# ---- reductions ----------------------------------------------------------------------------------

function _sum(A::SparseMatrixCSC{Tv}) where {Tv}
    s = zero(Tv) + zero(Tv)
    for k in 1:nnz(A)
        s += A.nzval[k]
    end
    return s
end
sum(x::SparseVector{Tv}) where {Tv} = (s = zero(Tv) + zero(Tv); for v in x.nzval; s += v; end; s)
# sum(A; dims=1) and dims=2 are sparse (1×n and m×1), a sum that is zero
# not stored
function sum(A::SparseMatrixCSC{Tv,Ti}; dims=:) where {Tv,Ti}
    dims isa Colon && return _sum(A)
    T = typeof(zero(Tv) + zero(Tv))
    if dims == 1
        colptr = Ti[1]
        rowval = Ti[]
        nzval = T[]
        for j in 1:A.n
            r = nzrange(A, j)
            if !isempty(r)
                s = zero(T)
                for p in r
                    s += A.nzval[p]
                end
                if !iszero(s)
                    push!(rowval, 1)
                    push!(nzval, s)
                end
            end
            push!(colptr, length(rowval) + 1)
        end
        return SparseMatrixCSC{T,Ti}(1, A.n, colptr, rowval, nzval)
    elseif dims == 2
        acc = zeros(T, A.m)
        for p in 1:nnz(A)
            acc[A.rowval[p]] += A.nzval[p]
        end
        rowval = Ti[]
        nzval = T[]
        for i in 1:A.m
            if !iszero(acc[i])
                push!(rowval, i)
                push!(nzval, acc[i])
            end
        end
        return SparseMatrixCSC{T,Ti}(A.m, 1, Ti[1, length(rowval) + 1], rowval, nzval)
    elseif dims == (1, 2) || dims == Colon()
        return sparse(fill(_sum(A), 1, 1))
    else
        return copy(A)
    end
end
function _reduce_nz(op, vals::Vector{Tv}, nstored::Int, total::Int) where {Tv}
    total == 0 && throw(ArgumentError(string("reducing over an empty collection is not allowed; consider supplying `init` to the reducer")))
    m = nstored < total ? zero(Tv) : vals[1]
    for k in 1:nstored
        m = op(m, vals[k])
    end
    return m
end
# maximum/minimum: the stored values, and zero when some entry is not stored
maximum(A::SparseMatrixCSC) = _reduce_nz(max, A.nzval, nnz(A), length(A))
minimum(A::SparseMatrixCSC) = _reduce_nz(min, A.nzval, nnz(A), length(A))
maximum(x::SparseVector) = _reduce_nz(max, x.nzval, nnz(x), length(x))
minimum(x::SparseVector) = _reduce_nz(min, x.nzval, nnz(x), length(x))

# ---- arithmetic ----------------------------------------------------------------------------------

# A scalar times a sparse array keeps its structure (Julia's linalg.jl)
*(A::SparseMatrixCSC{Tv,Ti}, x::Number) where {Tv,Ti} = (v = A.nzval * x; SparseMatrixCSC{eltype(v),Ti}(A.m, A.n, copy(A.colptr), copy(A.rowval), v))
*(x::Number, A::SparseMatrixCSC{Tv,Ti}) where {Tv,Ti} = (v = x * A.nzval; SparseMatrixCSC{eltype(v),Ti}(A.m, A.n, copy(A.colptr), copy(A.rowval), v))
/(A::SparseMatrixCSC{Tv,Ti}, x::Number) where {Tv,Ti} = (v = A.nzval / x; SparseMatrixCSC{eltype(v),Ti}(A.m, A.n, copy(A.colptr), copy(A.rowval), v))
-(A::SparseMatrixCSC{Tv,Ti}) where {Tv,Ti} = (v = -A.nzval; SparseMatrixCSC{eltype(v),Ti}(A.m, A.n, copy(A.colptr), copy(A.rowval), v))
*(x::SparseVector{Tv,Ti}, a::Number) where {Tv,Ti} = (v = x.nzval * a; SparseVector{eltype(v),Ti}(x.n, copy(x.nzind), v))
*(a::Number, x::SparseVector{Tv,Ti}) where {Tv,Ti} = (v = a * x.nzval; SparseVector{eltype(v),Ti}(x.n, copy(x.nzind), v))
/(x::SparseVector{Tv,Ti}, a::Number) where {Tv,Ti} = (v = x.nzval / a; SparseVector{eltype(v),Ti}(x.n, copy(x.nzind), v))
-(x::SparseVector{Tv,Ti}) where {Tv,Ti} = (v = -x.nzval; SparseVector{eltype(v),Ti}(x.n, copy(x.nzind), v))
conj(A::SparseMatrixCSC{Tv,Ti}) where {Tv,Ti} = SparseMatrixCSC{Tv,Ti}(A.m, A.n, copy(A.colptr), copy(A.rowval), conj.(A.nzval))

# conversions of the values keep the structure (stored zeros included)
Base.float(A::SparseMatrixCSC{Tv,Ti}) where {Tv,Ti} = (v = float.(A.nzval); SparseMatrixCSC{eltype(v),Ti}(A.m, A.n, copy(A.colptr), copy(A.rowval), v))
Base.float(x::SparseVector{Tv,Ti}) where {Tv,Ti} = (v = float.(x.nzval); SparseVector{eltype(v),Ti}(x.n, copy(x.nzind), v))
SparseMatrixCSC{Tv,Ti}(A::SparseMatrixCSC) where {Tv,Ti} =
    SparseMatrixCSC{Tv,Ti}(A.m, A.n, convert(Vector{Ti}, A.colptr), convert(Vector{Ti}, A.rowval), convert(Vector{Tv}, A.nzval))
SparseMatrixCSC{Tv}(A::SparseMatrixCSC{T,Ti}) where {Tv,T,Ti} = SparseMatrixCSC{Tv,Ti}(A)
SparseMatrixCSC{Tv,Ti}(A::AbstractMatrix) where {Tv,Ti} = SparseMatrixCSC{Tv,Ti}(sparse(A))
SparseVector{Tv,Ti}(x::SparseVector) where {Tv,Ti} = SparseVector{Tv,Ti}(x.n, convert(Vector{Ti}, x.nzind), convert(Vector{Tv}, x.nzval))
Base.zero(A::SparseMatrixCSC{Tv,Ti}) where {Tv,Ti} = spzeros(Tv, Ti, A.m, A.n)
# as Julia's real/imag of an AbstractArray: a real array is its own real
# part, the others broadcast (sparse)
Base.real(A::Union{SparseMatrixCSC{<:Real},SparseVector{<:Real}}) = A
Base.real(A::Union{SparseMatrixCSC,SparseVector}) = real.(A)
Base.imag(A::Union{SparseMatrixCSC{<:Real},SparseVector{<:Real}}) = zero(A)
Base.imag(A::Union{SparseMatrixCSC,SparseVector}) = imag.(A)
Base.zero(x::SparseVector{Tv,Ti}) where {Tv,Ti} = spzeros(Tv, Ti, x.n)

# elementwise op over the union of the structures; zero results are not
# stored (Julia's sparse map of a zero-preserving function)
function _binop(op, A::SparseMatrixCSC{Ta,Ti}, B::SparseMatrixCSC{Tb,Tj}) where {Ta,Tb,Ti,Tj}
    size(A) == size(B) || throw(DimensionMismatch("argument shapes must match"))
    T = typeof(op(zero(Ta), zero(Tb)))
    Tk = promote_type(Ti, Tj)
    colptr = Vector{Tk}(undef, A.n + 1)
    colptr[1] = 1
    cap = nnz(A) + nnz(B)
    rowval = Vector{Tk}(undef, cap)
    nzval = Vector{T}(undef, cap)
    nz = 0
    for j in 1:A.n
        pa = Int(A.colptr[j])
        pb = Int(B.colptr[j])
        ea = Int(A.colptr[j+1])
        eb = Int(B.colptr[j+1])
        while pa < ea || pb < eb
            ra = pa < ea ? Int(A.rowval[pa]) : typemax(Int)
            rb = pb < eb ? Int(B.rowval[pb]) : typemax(Int)
            if ra == rb
                v = op(A.nzval[pa], B.nzval[pb])
                r = ra
                pa += 1
                pb += 1
            elseif ra < rb
                v = op(A.nzval[pa], zero(Tb))
                r = ra
                pa += 1
            else
                v = op(zero(Ta), B.nzval[pb])
                r = rb
                pb += 1
            end
            if !iszero(v)
                nz += 1
                rowval[nz] = r
                nzval[nz] = v
            end
        end
        colptr[j+1] = nz + 1
    end
    resize!(rowval, nz)
    resize!(nzval, nz)
    return SparseMatrixCSC{T,Tk}(A.m, A.n, colptr, rowval, nzval)
end
+(A::SparseMatrixCSC, B::SparseMatrixCSC) = _binop(+, A, B)
-(A::SparseMatrixCSC, B::SparseMatrixCSC) = _binop(-, A, B)
+(A::SparseMatrixCSC, B::Array{<:Any,2}) = Matrix(A) + B
+(A::Array{<:Any,2}, B::SparseMatrixCSC) = A + Matrix(B)
-(A::SparseMatrixCSC, B::Array{<:Any,2}) = Matrix(A) - B
-(A::Array{<:Any,2}, B::SparseMatrixCSC) = A - Matrix(B)
function _vecop(op, x::SparseVector, y::SparseVector)
    length(x) == length(y) || throw(DimensionMismatch("argument shapes must match"))
    S = _binop(op, SparseMatrixCSC(x.n, 1, [1, length(x.nzind) + 1], collect(x.nzind), x.nzval),
        SparseMatrixCSC(y.n, 1, [1, length(y.nzind) + 1], collect(y.nzind), y.nzval))
    return SparseVector(x.n, S.rowval, S.nzval)
end
+(x::SparseVector, y::SparseVector) = _vecop(+, x, y)
-(x::SparseVector, y::SparseVector) = _vecop(-, x, y)

_mulsize(A, B) = throw(DimensionMismatch(string("matrix A has dimensions ", size(A), ", matrix B has dimensions ", size(B))))
_mulsizev(A, x) = throw(DimensionMismatch(string("matrix A has dimensions ", size(A), ", vector B has length ", length(x))))

# y = A * x: each stored entry of column j scaled by x[j]
function *(A::SparseMatrixCSC{Ta}, x::Vector{Tx}) where {Ta,Tx}
    A.n == length(x) || _mulsizev(A, x)
    T = typeof(zero(Ta) * zero(Tx) + zero(Ta) * zero(Tx))
    y = zeros(T, A.m)
    colptr = A.colptr
    rowval = A.rowval
    nzval = A.nzval
    for j in 1:A.n
        xj = x[j]
        for p in Int(colptr[j]):Int(colptr[j+1])-1
            @inbounds y[rowval[p]] += nzval[p] * xj
        end
    end
    return y
end
*(A::SparseMatrixCSC, x::AbstractVector) = A * collect(x)
# y = A' * x (or transpose): a dot product per column
function _tmul(A::SparseMatrixCSC{Ta}, x::Vector{Tx}, f) where {Ta,Tx}
    A.m == length(x) || _mulsizev(Adjoint(A), x)
    T = typeof(f(zero(Ta)) * zero(Tx) + f(zero(Ta)) * zero(Tx))
    y = zeros(T, A.n)
    colptr = A.colptr
    rowval = A.rowval
    nzval = A.nzval
    for j in 1:A.n
        s = zero(T)
        for p in Int(colptr[j]):Int(colptr[j+1])-1
            @inbounds s += f(nzval[p]) * x[rowval[p]]
        end
        y[j] = s
    end
    return y
end
*(A::Adjoint{<:Any,<:SparseMatrixCSC}, x::AbstractVector) = _tmul(parent(A), collect(x), adjoint)
*(A::Transpose{<:Any,<:SparseMatrixCSC}, x::AbstractVector) = _tmul(parent(A), collect(x), transpose)
*(A::_SparseAdjOrTrans, B::SparseMatrixCSC) = copy(A) * B
*(A::SparseMatrixCSC, B::_SparseAdjOrTrans) = A * copy(B)
*(A::_SparseAdjOrTrans, B::_SparseAdjOrTrans) = copy(A) * copy(B)

# sparse * dense matrix: column by column
function *(A::SparseMatrixCSC{Ta}, B::Array{Tb,2}) where {Ta,Tb}
    A.n == size(B, 1) || _mulsize(A, B)
    T = typeof(zero(Ta) * zero(Tb) + zero(Ta) * zero(Tb))
    C = zeros(T, A.m, size(B, 2))
    for k in 1:size(B, 2)
        for j in 1:A.n
            bj = B[j, k]
            for p in nzrange(A, j)
                C[A.rowval[p], k] += A.nzval[p] * bj
            end
        end
    end
    return C
end
# dense * sparse: C[:, j] = sum over the stored A[k, j] of B[:, k] * A[k, j]
function *(B::Array{Tb,2}, A::SparseMatrixCSC{Ta}) where {Ta,Tb}
    size(B, 2) == A.m || _mulsize(B, A)
    T = typeof(zero(Tb) * zero(Ta) + zero(Tb) * zero(Ta))
    C = zeros(T, size(B, 1), A.n)
    for j in 1:A.n
        for p in nzrange(A, j)
            k = A.rowval[p]
            a = A.nzval[p]
            for i in 1:size(B, 1)
                C[i, j] += B[i, k] * a
            end
        end
    end
    return C
end
# sparse * sparse (Gustavson's algorithm: column j of A*B accumulates the
# columns of A that column j of B selects)
function *(A::SparseMatrixCSC{Ta,Ti}, B::SparseMatrixCSC{Tb,Tj}) where {Ta,Tb,Ti,Tj}
    A.n == B.m || _mulsize(A, B)
    T = typeof(zero(Ta) * zero(Tb) + zero(Ta) * zero(Tb))
    Tk = promote_type(Ti, Tj)
    colptr = Vector{Tk}(undef, B.n + 1)
    colptr[1] = 1
    rowval = Tk[]
    nzval = T[]
    nz = 0
    acc = zeros(T, A.m)
    mark = zeros(Int, A.m)
    rows = Vector{Int}(undef, A.m)
    acp = A.colptr
    arv = A.rowval
    anz = A.nzval
    bcp = B.colptr
    brv = B.rowval
    bnz = B.nzval
    for j in 1:B.n
        nr = 0
        for pb in Int(bcp[j]):Int(bcp[j+1])-1
            k = Int(brv[pb])
            b = bnz[pb]
            for pa in Int(acp[k]):Int(acp[k+1])-1
                i = Int(arv[pa])
                @inbounds if mark[i] != j
                    mark[i] = j
                    acc[i] = anz[pa] * b
                    nr += 1
                    rows[nr] = i
                else
                    acc[i] += anz[pa] * b
                end
            end
        end
        if nz + nr > length(rowval)
            cap = max(nz + nr, 2 * length(rowval))
            resize!(rowval, cap)
            resize!(nzval, cap)
        end
        for t in 1:nr
            i = rows[t]
            nz += 1
            @inbounds rowval[nz] = i
            @inbounds nzval[nz] = acc[i]
        end
        colptr[j+1] = nz + 1
    end
    resize!(rowval, nz)
    resize!(nzval, nz)
    # the rows of each column are in the order first reached; transposing
    # twice sorts them (linear time)
    C = SparseMatrixCSC{T,Tk}(A.m, B.n, colptr, rowval, nzval)
    return _transpose(_transpose(C, identity), identity)
end
*(A::SparseMatrixCSC, x::SparseVector) = (y = A * SparseMatrixCSC(x.n, 1, [1, length(x.nzind) + 1], collect(x.nzind), x.nzval); SparseVector(y.m, y.rowval, y.nzval))

# A \ b: Kiln has no sparse factorization (Julia uses UMFPACK/CHOLMOD); the
# matrix is converted to a dense one and solved with the dense LU.
\(A::SparseMatrixCSC, B::AbstractVecOrMat) = Matrix(A) \ B

"""
    kron(A::SparseMatrixCSC, B::SparseMatrixCSC)

The Kronecker product of two sparse matrices, sparse.
"""
function LinearAlgebra.kron(A::SparseMatrixCSC{Ta,Ti}, B::SparseMatrixCSC{Tb,Tj}) where {Ta,Tb,Ti,Tj}
    T = typeof(zero(Ta) * zero(Tb))
    Tk = promote_type(Ti, Tj)
    m = A.m * B.m
    n = A.n * B.n
    colptr = Vector{Tk}(undef, n + 1)
    colptr[1] = 1
    rowval = Vector{Tk}(undef, nnz(A) * nnz(B))
    nzval = Vector{T}(undef, nnz(A) * nnz(B))
    nz = 0
    c = 1
    for ja in 1:A.n
        for jb in 1:B.n
            for pa in nzrange(A, ja)
                r0 = (Int(A.rowval[pa]) - 1) * B.m
                a = A.nzval[pa]
                for pb in nzrange(B, jb)
                    nz += 1
                    rowval[nz] = r0 + B.rowval[pb]
                    nzval[nz] = a * B.nzval[pb]
                end
            end
            c += 1
            colptr[c] = nz + 1
        end
    end
    return SparseMatrixCSC{T,Tk}(m, n, colptr, rowval, nzval)
end
LinearAlgebra.kron(A::SparseMatrixCSC, B::AbstractMatrix) = LinearAlgebra.kron(A, sparse(B))
LinearAlgebra.kron(A::AbstractMatrix, B::SparseMatrixCSC) = LinearAlgebra.kron(sparse(A), B)

# Julia factorizes sparse matrices with SuiteSparse (UMFPACK, CHOLMOD,
# SPQR), whose factorization objects Kiln does not have.
_nosuitesparse(name) = throw(ArgumentError(string(name, " of a sparse matrix (SuiteSparse) is not supported in Kiln; use ", name, "(Matrix(A))")))
LinearAlgebra.lu(A::SparseMatrixCSC; check::Bool=true) = _nosuitesparse("lu")
LinearAlgebra.cholesky(A::SparseMatrixCSC; check::Bool=true) = _nosuitesparse("cholesky")
LinearAlgebra.qr(A::SparseMatrixCSC) = _nosuitesparse("qr")

LinearAlgebra.issymmetric(A::SparseMatrixCSC) = A.m == A.n && A == copy(transpose(A))
function LinearAlgebra.tr(A::SparseMatrixCSC{Tv}) where {Tv}
    LinearAlgebra.checksquare(A)
    s = zero(Tv)
    for j in 1:A.n
        s += A[j, j]
    end
    return s
end
LinearAlgebra.diag(A::SparseMatrixCSC{Tv,Ti}) where {Tv,Ti} = sparse([A[i, i] for i in 1:min(A.m, A.n)])

# ---- broadcasting --------------------------------------------------------------------------------

# As Julia's higherorderfns.jl, broadcasting over sparse arrays (with
# scalars) gives a sparse array: when f is zero-preserving (f of the zeros
# is zero) only the nonzero results are stored, otherwise every entry is.
# Here the result is computed densely and then compressed. Sparse arrays of
# different shapes, or together with dense arrays, are not supported.
struct _SparseStyle <: Base.BroadcastStyle end
BroadcastStyle(::Type{<:SparseMatrixCSC}) = _SparseStyle()
BroadcastStyle(::Type{<:SparseVector}) = _SparseStyle()
BroadcastStyle(s::_SparseStyle, ::Base.BroadcastStyle) = s
BroadcastStyle(s::_SparseStyle, ::Base.Broadcast.Unknown) = s

_densify(x) = x
_densify(A::SparseMatrixCSC) = Matrix(A)
_densify(x::SparseVector) = Vector(x)
_densify(bc::Base.Broadcast.Broadcasted) = Base.Broadcast.Broadcasted(bc.f, map(_densify, bc.args))
_fillvalue(x::Number) = x
_fillvalue(x::Ref) = x[]
_fillvalue(A::Union{SparseMatrixCSC,SparseVector}) = zero(eltype(A))
_fillvalue(bc::Base.Broadcast.Broadcasted) = bc.f(map(_fillvalue, bc.args)...)
_fillvalue(x) = throw(ArgumentError(string("broadcasting a sparse array together with a ", typeof(x), " is not supported in Kiln")))
function _bccheck(x, sz)
    if x isa Base.Broadcast.Broadcasted
        foreach(a -> _bccheck(a, sz), x.args)
    elseif x isa Union{SparseMatrixCSC,SparseVector}
        size(x) == sz || throw(ArgumentError("broadcasting sparse arrays of different shapes is not supported in Kiln"))
    end
    return nothing
end
const _SpArr = Union{SparseMatrixCSC,SparseVector}
_bcscalar(x::Ref) = x[]
_bcscalar(x) = x
_isflatarg(x) = x isa Union{_SpArr,Number,Ref}
_nsparse(t::Tuple{}) = 0
_nsparse(t::Tuple) = (first(t) isa _SpArr ? 1 : 0) + _nsparse(Base.tail(t))
_sparseargs(t::Tuple{}) = ()
_sparseargs(t::Tuple) = first(t) isa _SpArr ? (first(t), _sparseargs(Base.tail(t))...) : _sparseargs(Base.tail(t))
# the arguments with the sparse ones replaced by a, then b
_subst1(t::Tuple{}, a) = ()
_subst1(t::Tuple, a) = first(t) isa _SpArr ? (a, _subst1(Base.tail(t), a)...) : (_bcscalar(first(t)), _subst1(Base.tail(t), a)...)
_subst2(t::Tuple{}, a, b) = ()
_subst2(t::Tuple, a, b) = first(t) isa _SpArr ? (a, _subst1(Base.tail(t), b)...) : (_bcscalar(first(t)), _subst2(Base.tail(t), a, b)...)

# g of each stored value, the zero results not stored
function _mapstored(g, A::SparseMatrixCSC{Tv,Ti}) where {Tv,Ti}
    T = typeof(g(zero(Tv)))
    k = nnz(A)
    colptr = Vector{Ti}(undef, A.n + 1)
    colptr[1] = 1
    rowval = Vector{Ti}(undef, k)
    nzval = Vector{T}(undef, k)
    q = 0
    for j in 1:A.n
        for p in Int(A.colptr[j]):Int(A.colptr[j+1])-1
            v = g(A.nzval[p])
            if !iszero(v)
                q += 1
                rowval[q] = A.rowval[p]
                nzval[q] = v
            end
        end
        colptr[j+1] = q + 1
    end
    resize!(rowval, q)
    resize!(nzval, q)
    return SparseMatrixCSC{T,Ti}(A.m, A.n, colptr, rowval, nzval)
end
function _mapstored(g, x::SparseVector{Tv,Ti}) where {Tv,Ti}
    S = _mapstored(g, SparseMatrixCSC{Tv,Ti}(x.n, 1, Ti[1, length(x.nzind) + 1], x.nzind, x.nzval))
    return SparseVector(x.n, S.rowval, S.nzval)
end

function Base.copy(bc::Base.Broadcast.Broadcasted{_SparseStyle})
    sz = size(bc)
    _bccheck(bc, sz)
    f0 = _fillvalue(bc)
    # a zero-preserving f of one or two sparse arrays (and scalars) is
    # computed on the stored entries alone
    if iszero(f0) && all(_isflatarg, bc.args)
        k = _nsparse(bc.args)
        if k == 1
            A = _sparseargs(bc.args)[1]
            return _mapstored(x -> bc.f(_subst1(bc.args, x)...), A)
        elseif k == 2
            A, B = _sparseargs(bc.args)
            g = (a, b) -> bc.f(_subst2(bc.args, a, b)...)
            if A isa SparseMatrixCSC && B isa SparseMatrixCSC
                return _binop(g, A, B)
            elseif A isa SparseVector && B isa SparseVector
                return _vecop(g, A, B)
            end
        end
    end
    D = Base.materialize(_densify(bc))
    iszero(f0) && return sparse(D)
    T = eltype(D)
    if length(sz) == 1
        return SparseVector{T,Int}(sz[1], collect(1:sz[1]), D)
    end
    m, n = sz
    return SparseMatrixCSC{T,Int}(m, n, collect(1:m:m*n+1), repeat(collect(1:m), n), vec(D))
end

# ---- printing ------------------------------------------------------------------------------------

Base.replace_in_print_matrix(A::SparseMatrixCSC, i::Integer, j::Integer, s::String) = _isstored(A, i, j) ? s : _centered_mark(s)
Base.replace_in_print_matrix(A::Adjoint{T,S}, i::Integer, j::Integer, s::String) where {T,S<:SparseMatrixCSC} = _isstored(A, i, j) ? s : _centered_mark(s)
Base.replace_in_print_matrix(A::Transpose{T,S}, i::Integer, j::Integer, s::String) where {T,S<:SparseMatrixCSC} = _isstored(A, i, j) ? s : _centered_mark(s)

function summary(io::IO, A::Union{SparseMatrixCSC,_SparseAdjOrTrans})
    k = nnz(A)
    print(io, size(A, 1), "×", size(A, 2), " ", typeof(A), " with ", k, " stored ", k == 1 ? "entry" : "entries")
end

# text/plain: the summary, then (for a nonempty matrix) the elements as
# print_matrix prints them with ⋅ for what is not stored, or the braille
# pattern of the structure when a dimension is 16 or more.
function show(io::IO, ::MIME"text/plain", A::Union{SparseMatrixCSC,_SparseAdjOrTrans})
    summary(io, A)
    m, n = size(A)
    (m == 0 || n == 0) && return nothing
    print(io, ":\n")
    if max(m, n) < 16
        ctx = (haskey(io, :compact) || n == 1) ? io : IOContext(io, :compact => true)
        compact = get(ctx, :compact, false) === true
        if get(io, :limit, false) === true
            # under :limit (the REPL) the columns that fit across the screen
            rows, cols = displaysize(io)
            Base._print_matrix_limited(ctx, A, m, n, _MatGet(A), compact, rows - 4, cols)
        else
            _print_matrix(ctx, A, m, n, _MatGet(A), compact)
        end
    else
        _show_braille(io, A)
    end
    return nothing
end

# at the REPL: the text/plain form under :limit, in the terminal's size
# (no size known, rows <= 0: the plain form, as Base's _repl_show)
Base._repl_show(io::IO, A::Union{SparseMatrixCSC,SparseVector,_SparseAdjOrTrans}, rows::Int, cols::Int) =
    rows <= 0 ? show(io, MIME"text/plain"(), A) :
    show(IOContext(io, :limit => true, :displaysize => (rows, cols)), MIME"text/plain"(), A)

# Julia's compact form: `sparse(I, J, V, m, n)`
function show(io::IO, A::Union{SparseMatrixCSC,_SparseAdjOrTrans})
    S = A isa SparseMatrixCSC ? A : parent(A)
    A isa Adjoint && print(io, "adjoint(")
    A isa Transpose && print(io, "transpose(")
    I, J, V = findnz(S)
    print(io, "sparse(")
    show(io, I)
    print(io, ", ")
    show(io, J)
    print(io, ", ")
    show(io, V)
    print(io, ", ", S.m, ", ", S.n, ")")
    A isa SparseMatrixCSC || print(io, ")")
    return nothing
end

# The structure of A as braille dots (each character 2 columns × 4 rows),
# scaled down to fit displaysize(io) when the matrix is larger (unless the
# IOContext sets :limit => false), between ⎡⎢⎣ and ⎤⎥⎦ brackets.
function _show_braille(io::IO, A)
    m, n = size(A)
    rows, cols = displaysize(io)
    maxh = rows - 4
    maxw = div(cols, 2)
    if get(io, :limit, true) === true && (m > 4 * maxh || n > 2 * maxw)
        s = min(2 * maxw / n, 4 * maxh / m)
        sh = floor(Int, s * m)
        sw = floor(Int, s * n)
    else
        sh = m
        sw = n
    end
    sh = max(sh, 8)
    sw = max(sw, 4)
    w = div(sw - 1, 2) + 1
    h = div(sh - 1, 4) + 1
    grid = fill(UInt16(0x2800), w, h)
    rs = max(1, sh - 1) / max(1, m - 1)
    cs = max(1, sw - 1) / max(1, n - 1)
    dots = UInt16[0x01, 0x02, 0x04, 0x40, 0x08, 0x10, 0x20, 0x80]
    S = A isa SparseMatrixCSC ? A : parent(A)
    for jj in 1:S.n
        for p in nzrange(S, jj)
            ii = Int(S.rowval[p])
            i, j = A isa SparseMatrixCSC ? (ii, jj) : (jj, ii)
            si = round(Int, (i - 1) * rs + 1)
            sj = round(Int, (j - 1) * cs + 1)
            k = div(sj - 1, 2) + 1
            l = div(si - 1, 4) + 1
            d = rem(sj - 1, 2) * 4 + rem(si - 1, 4) + 1
            grid[k, l] |= dots[d]
        end
    end
    for l in 1:h
        l > 1 && print(io, '\n')
        print(io, h == 1 ? '⎡' : l == 1 ? '⎡' : l == h ? '⎣' : '⎢')
        for k in 1:w
            print(io, Char(grid[k, l]))
        end
        print(io, h == 1 ? '⎤' : l == 1 ? '⎤' : l == h ? '⎦' : '⎥')
    end
    return nothing
end

function show(io::IO, ::MIME"text/plain", x::SparseVector)
    k = nnz(x)
    print(io, length(x), "-element ", typeof(x), " with ", k, " stored ", k == 1 ? "entry" : "entries")
    if k != 0
        print(io, ":\n")
        show(io, x)
    end
    return nothing
end

# Julia 1.10 shows a sparse vector one stored entry a line, `  [i]  =  v`,
# the indices padded to the width of the length
function show(io::IO, x::SparseVector)
    k = nnz(x)
    k == 0 && return show(io, MIME("text/plain"), x)
    pad = ndigits(x.n)
    ctx = haskey(io, :compact) ? io : IOContext(io, :compact => true)
    # under :limit the first and last entries that fit, around a ⋮ line
    half = get(io, :limit, false) === true ? div(displaysize(io)[1] - 8, 2) : typemax(Int)
    for t in 1:k
        if t < half || t > k - half
            print(ctx, "  [", rpad(string(x.nzind[t]), pad), "]  =  ")
            show(ctx, x.nzval[t])
            t < k && print(ctx, '\n')
        elseif t == half
            print(ctx, "   ", repeat(" ", pad), "   ⋮\n")
        end
    end
    return nothing
end

end # module

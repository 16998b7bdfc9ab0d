# This file is a part of Kiln's Base library.
#
# arraymore.jl — array functions of Julia 1.10's Base that numeric code
# uses: permutations (base/combinatorics.jl), rotations (base/arraymath.jl),
# kron (LinearAlgebra, exported by Base), in-place reductions into a shaped
# result (base/reducedim.jl), indexin, insorted, selectdim, strides,
# circshift!, conj!, sortperm!. Arrays here are 1-based.

function isperm(A)
    n = length(A)
    used = falses(n)
    for a in A
        (0 < a <= n) && (used[a] = !used[a]) || return false
    end
    true
end
isperm(p::Tuple{}) = true
isperm(p::Tuple{Int}) = p[1] == 1
isperm(p::Tuple{Int,Int}) = ((p[1] == 1) & (p[2] == 2)) | ((p[1] == 2) & (p[2] == 1))

function invperm(a::AbstractVector)
    b = zero(a)
    n = length(a)
    for (i, j) in enumerate(a)
        ((1 <= j <= n) && b[j] == 0) || throw(ArgumentError("argument is not a permutation"))
        b[j] = i
    end
    b
end
invperm(p::Union{Tuple{},Tuple{Int},Tuple{Int,Int}}) = isperm(p) ? p : throw(ArgumentError("argument is not a permutation"))
invperm(a::Tuple) = (invperm([a...])...,)

function permute!(v::AbstractVector, p::AbstractVector)
    length(v) == length(p) || throw(DimensionMismatch("lengths of v and p must match"))
    v[:] = v[p]
    return v
end
function invpermute!(v::AbstractVector, p::AbstractVector)
    length(v) == length(p) || throw(DimensionMismatch("lengths of v and p must match"))
    v[p] = copy(v)
    return v
end

function rotl90(A::AbstractMatrix)
    m, n = size(A)
    B = similar(A, n, m)
    for i in 1:m, j in 1:n
        B[n + 1 - j, i] = A[i, j]
    end
    return B
end
function rotr90(A::AbstractMatrix)
    m, n = size(A)
    B = similar(A, n, m)
    for i in 1:m, j in 1:n
        B[j, m + 1 - i] = A[i, j]
    end
    return B
end
function rot180(A::AbstractMatrix)
    m, n = size(A)
    B = similar(A)
    for i in 1:m, j in 1:n
        B[m + 1 - i, n + 1 - j] = A[i, j]
    end
    return B
end
function rotl90(A::AbstractMatrix, k::Integer)
    k = mod(k, 4)
    k == 1 ? rotl90(A) : k == 2 ? rot180(A) : k == 3 ? rotr90(A) : copy(A)
end
rotr90(A::AbstractMatrix, k::Integer) = rotl90(A, -k)
rot180(A::AbstractMatrix, k::Integer) = mod(k, 2) == 1 ? rot180(A) : copy(A)

# kron: the Kronecker product (LinearAlgebra's, which Base exports).
kron(a::Number, b::Union{Number,AbstractVecOrMat}) = a * b
kron(a::AbstractVecOrMat, b::Number) = a * b
function kron(a::AbstractVector{T}, b::AbstractVector{S}) where {T,S}
    R = Vector{typeof(zero(T) * zero(S))}(undef, length(a) * length(b))
    lb = length(b)
    for i in 1:length(a), k in 1:lb
        R[(i - 1) * lb + k] = a[i] * b[k]
    end
    return R
end
function kron(a::AbstractVecOrMat{T}, b::AbstractVecOrMat{S}) where {T,S}
    ma, na = size(a, 1), size(a, 2)
    mb, nb = size(b, 1), size(b, 2)
    R = Matrix{typeof(zero(T) * zero(S))}(undef, ma * mb, na * nb)
    for j in 1:na, i in 1:ma, l in 1:nb, k in 1:mb
        R[(i - 1) * mb + k, (j - 1) * nb + l] = a[i, j] * b[k, l]
    end
    return R
end
kron(a, b, c, d...) = kron(kron(a, b), c, d...)

# sum!(r, A) & co.: reduce A over the dimensions where r has size 1.
function _reduce_into!(op, r::AbstractArray, A::AbstractArray, init::Bool)
    nd = max(ndims(r), ndims(A))
    for d in 1:nd
        sr, sa = size(r, d), size(A, d)
        (sr == sa || sr == 1) || throw(DimensionMismatch("reduction on array of size $(size(A)) with output of size $(size(r))"))
    end
    first = trues(size(r))
    for I in CartesianIndices(A)
        J = CartesianIndex(ntuple(d -> size(r, d) == 1 ? 1 : I[d], ndims(r)))
        if init && first[J]
            r[J] = A[I]
            first[J] = false
        else
            r[J] = op(r[J], A[I])
        end
    end
    return r
end
sum!(r::AbstractArray, A::AbstractArray; init::Bool=true) = (init && fill!(r, zero(eltype(r))); _reduce_into!(+, r, A, false))
prod!(r::AbstractArray, A::AbstractArray; init::Bool=true) = (init && fill!(r, one(eltype(r))); _reduce_into!(*, r, A, false))
maximum!(r::AbstractArray, A::AbstractArray; init::Bool=true) = _reduce_into!(max, r, A, init)
minimum!(r::AbstractArray, A::AbstractArray; init::Bool=true) = _reduce_into!(min, r, A, init)

function indexin(a, b::AbstractArray)
    inds = keys(b)
    bdict = Dict{eltype(b),eltype(inds)}()
    for (val, ind) in zip(b, inds)
        get!(bdict, val, ind)
    end
    return Union{eltype(inds),Nothing}[get(bdict, i, nothing) for i in a]
end

insorted(x, v::AbstractVector; kw...) = !isempty(isempty(kw) ? searchsorted(v, x) : searchsorted(v, x; kw...))

function selectdim(A::AbstractArray, d::Integer, i)
    d >= 1 || throw(ArgumentError("dimension must be ≥ 1, got $d"))
    nd = ndims(A)
    d > nd && (i == 1 || throw(BoundsError(A, (ntuple(Returns(:), d - 1)..., i))))
    return view(A, ntuple(k -> k == d ? i : (:), nd)...)
end

strides(a::Union{Array,StridedArray}) = ntuple(i -> prod(size(a)[1:i-1]; init=1), ndims(a))
function stride(a::Union{Array,StridedArray}, k::Integer)
    k > ndims(a) && return length(a)
    return strides(a)[k]
end

circshift!(dest::AbstractArray, src, shiftamt) = copyto!(dest, circshift(src, shiftamt))
conj!(A::AbstractArray{<:Number}) = (A .= conj.(A); A)

function sortperm!(ix::AbstractVector{<:Integer}, v::AbstractVector; kw...)
    length(ix) == length(v) || throw(ArgumentError("index vector must have the same length/indices as the source vector, $(axes(ix,1)) != $(axes(v,1))"))
    copyto!(ix, sortperm(v; kw...))
    return ix
end

# zero(A): an array of zeros of A's shape (Julia's base/abstractarray.jl).
zero(x::AbstractArray{T}) where {T} = fill!(similar(x, typeof(zero(T))), zero(T))

# A[:] = X: every element, in linear order (Julia's setindex! through
# setindex_shape_check; a single value is the error Julia gives).
function setindex!(A::AbstractArray, X::AbstractArray, ::Colon)
    length(X) == length(A) || throw(DimensionMismatch("tried to assign $(length(X)) elements to $(length(A)) destinations"))
    i = 0
    for x in X
        i += 1
        A[i] = x
    end
    return A
end
setindex!(A::AbstractArray, X, ::Colon) =
    throw(ArgumentError("indexed assignment with a single value to possibly many locations is not supported; perhaps use broadcasting `.=` instead?"))

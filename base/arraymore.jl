# This file is a part of Kiln's Base library.
#
# arraymore.jl — array functions of Julia 1.10's Base that numeric code
# uses: permutations (base/combinatorics.jl), rotations (base/arraymath.jl),
# in-place reductions into a shaped
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

# sum!(r, A) & co. are in reducedim.jl.

function indexin(a, b::AbstractArray)
    inds = keys(b)
    bdict = Dict{eltype(b),eltype(inds)}()
    for (val, ind) in zip(b, inds)
        get!(bdict, val, ind)
    end
    return Union{eltype(inds),Nothing}[get(bdict, i, nothing) for i in a]
end

insorted(x, v::AbstractVector; kw...) = !isempty(isempty(kw) ? searchsorted(v, x) : searchsorted(v, x; kw...))
insorted(x, r::AbstractRange) = in(x, r)

# keytype of an array: the type of its keys (Julia's abstractarray.jl)
keytype(a::AbstractArray) = keytype(typeof(a))
keytype(A::Type{<:AbstractArray}) = CartesianIndex{ndims(A)}
keytype(A::Type{<:AbstractVector}) = Int

function selectdim(A::AbstractArray, d::Integer, i)
    d >= 1 || throw(ArgumentError("dimension must be ≥ 1, got $d"))
    nd = ndims(A)
    d > nd && (i == 1 || throw(BoundsError(A, (ntuple(Returns(:), d - 1)..., i))))
    return view(A, ntuple(k -> k == d ? i : (:), nd)...)
end

IndexStyle(::Type{<:CodeUnits}) = IndexLinear()
strides(a::Union{Array,StridedArray}) = ntuple(i -> prod(size(a)[1:i-1]; init=1), ndims(a))
function stride(a::Union{Array,StridedArray}, k::Integer)
    k > ndims(a) && return length(a)
    return strides(a)[k]
end

function circshift!(dest::AbstractArray, src, shiftamt)
    dest === src && throw(ArgumentError("dest and src must be separate arrays"))
    return copyto!(dest, circshift(src, shiftamt))
end
# Julia 1.10's in-place circshift! of a vector.
circshift!(a::AbstractVector, shift::Integer) = copyto!(a, circshift(a, shift))
# Julia's circcopy!: src into dest, indices wrapping around dest's axes
# (the same as a copy for arrays indexed from 1).
function circcopy!(dest::AbstractArray, src::AbstractArray)
    size(dest) == size(src) || throw(DimensionMismatch(string("indices of src and dest must match (got ", axes(src), " and ", axes(dest), ")")))
    return copyto!(dest, src)
end
conj!(A::AbstractArray{<:Number}) = (A .= conj.(A); A)

# sortperm!(ix, A; dims, kws...): sortperm into ix, which must have A's
# axes; dims is for arrays of more than one dimension only (Julia 1.10's
# sort.jl)
function sortperm!(ix::AbstractArray{<:Integer}, A::AbstractArray; dims=nothing, kw...)
    (A isa AbstractVector) == (dims !== nothing) && throw(ArgumentError("Dims argument incorrect for type $(typeof(A))"))
    axes(ix) == axes(A) || throw(ArgumentError("index array must have the same size/axes as the source array, $(axes(ix)) != $(axes(A))"))
    copyto!(ix, dims === nothing ? sortperm(A; kw...) : sortperm(A; dims=dims, kw...))
    return ix
end

# mod(i, r): i wrapped into the range r (Julia's range.jl)
mod(i::Integer, r::AbstractUnitRange{<:Integer}) = mod(i - first(r), length(r)) + first(r)

# zero(A): an array of zeros of A's shape (Julia's base/abstractarray.jl).
zero(x::AbstractArray{T}) where {T<:Number} = fill!(similar(x, typeof(zero(T))), zero(T))
zero(x::AbstractArray) = map(zero, x)

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

# repeat(A, counts...) and repeat(A; inner, outer), as Julia 1.10's
# base/abstractarraymath.jl: each element repeated `inner` times along each
# dimension, then the whole `outer` times; the result has as many
# dimensions as the longest of A's, inner's and outer's.
repeat(A::AbstractArray, counts::Integer...) = repeat(A; outer=counts)
function repeat(A::AbstractArray; inner=nothing, outer=nothing)
    inn = inner === nothing ? ntuple(_ -> 1, ndims(A)) : inner isa Integer ? (Int(inner),) : Tuple(Int(i) for i in inner)
    out = outer === nothing ? () : outer isa Integer ? (Int(outer),) : Tuple(Int(o) for o in outer)
    if inner !== nothing && length(inn) < ndims(A)
        throw(ArgumentError("number of inner repetitions ($(length(inn))) cannot be less than number of dimensions of input array ($(ndims(A)))"))
    end
    for r in (inn..., out...)
        r < 0 && throw(ArgumentError("no negative repetitions allowed"))
    end
    nd = max(ndims(A), length(inn), length(out))
    get1(t, d) = d <= length(t) ? t[d] : 1
    szA = ntuple(d -> size(A, d), nd)
    szR = ntuple(d -> szA[d] * get1(inn, d) * get1(out, d), nd)
    R = similar(A, szR)
    for I in CartesianIndices(R)
        J = ntuple(d -> rem(I[d] - 1, szA[d] * get1(inn, d)) ÷ get1(inn, d) + 1, nd)
        R[I] = A[CartesianIndex(J)]
    end
    return R
end

# PartialQuickSort and ScratchQuickSort (Julia 1.10's Base.Sort; sorting:
# arrayfuncs.jl): the positions lo:hi to put in place, either bound
# missing for the start or the end.
struct PartialQuickSort{L<:Union{Integer,Missing},H<:Union{Integer,Missing},T<:Algorithm} <: Algorithm
    lo::L
    hi::H
    next::T
end
PartialQuickSort(lo::Union{Integer,Missing}, hi::Union{Integer,Missing}) = PartialQuickSort(lo, hi, InsertionSort)
PartialQuickSort(k::Integer) = PartialQuickSort(missing, k)
PartialQuickSort(k::OrdinalRange) = PartialQuickSort(first(k), last(k))
struct ScratchQuickSort{L<:Union{Integer,Missing},H<:Union{Integer,Missing},T<:Algorithm} <: Algorithm
    lo::L
    hi::H
    next::T
end
ScratchQuickSort(next::Algorithm=InsertionSort) = ScratchQuickSort(missing, missing, next)
ScratchQuickSort(lo::Union{Integer,Missing}, hi::Union{Integer,Missing}) = ScratchQuickSort(lo, hi, InsertionSort)
ScratchQuickSort(lo::Union{Integer,Missing}, next::Algorithm=InsertionSort) = ScratchQuickSort(lo, lo, next)
ScratchQuickSort(r::OrdinalRange, next::Algorithm=InsertionSort) = ScratchQuickSort(first(r), last(r), next)
function _sort_alg!(v::AbstractVector, o, a::PartialQuickSort)
    lo, hi = Int(firstindex(v)), Int(lastindex(v))
    klo = a.lo === missing ? lo : Int(a.lo)
    khi = a.hi === missing ? hi : Int(a.hi)
    return _pqsort!(v, o, lo, hi, klo, khi)
end

# ---- modules Order and Sort ------------------------------------------------------------------------
# Julia 1.10's Base.Order (orderings: arrayfuncs.jl) and Base.Sort (the
# algorithms and sort functions), whose names Kiln's Base defines itself:
# Base.Order.Forward, Base.Order.lt, Base.Sort.QuickSort, `using Base.Order`.
module Order
using Base: Ordering, ForwardOrdering, ReverseOrdering, DirectOrdering, Forward, Reverse, By, Lt, Perm, lt, ord
export Ordering, Forward, Reverse, By, Lt, Perm, ReverseOrdering, ForwardOrdering, DirectOrdering, lt, ord
end
module Sort
using Base: Algorithm, InsertionSort, MergeSort, QuickSort, PartialQuickSort, ScratchQuickSort, DEFAULT_STABLE, DEFAULT_UNSTABLE,
    InsertionSortAlg, MergeSortAlg, QuickSortAlg,
    sort, sort!, sortperm, issorted, partialsort, searchsorted, searchsortedfirst, searchsortedlast,
    Ordering, ForwardOrdering, ReverseOrdering, DirectOrdering, Forward, Reverse, By, Lt, Perm, lt, ord
export sort, sort!, sortperm, issorted, partialsort, searchsorted, searchsortedfirst, searchsortedlast,
    InsertionSort, MergeSort, QuickSort, PartialQuickSort
end

# Base.Checked (Julia's checked.jl): the overflow-checked integer
# operations, also reachable as Base.checked_add & co.
module Checked
using Base: checked_abs, checked_add, checked_cld, checked_div, checked_fld, checked_length, checked_mod,
    checked_mul, checked_neg, checked_pow, checked_rem, checked_sub, add_with_overflow, sub_with_overflow,
    mul_with_overflow
export checked_abs, checked_add, checked_cld, checked_div, checked_fld, checked_mod, checked_mul,
    checked_neg, checked_rem, checked_sub, add_with_overflow, sub_with_overflow, mul_with_overflow
end

# partialsort/partialsort!/partialsortperm with an index or a range of
# indices (Julia's sort.jl): the k-th element of the sorted order, or a
# view of those positions of it. The vector is sorted entirely (Julia
# stops once positions k are in place; what it leaves elsewhere is
# unspecified).
function partialsort!(v::AbstractVector, k::Union{Integer,OrdinalRange}; kws...)
    sort!(v; kws...)
    return k isa Integer ? v[k] : view(v, k)
end
partialsort(v::AbstractVector, k::OrdinalRange; kws...) = partialsort!(copymutable(v), k; kws...)
function partialsortperm(v::AbstractVector, k::Union{Integer,OrdinalRange}; kws...)
    p = sortperm(v; kws...)
    return k isa Integer ? p[k] : view(p, k)
end
function partialsortperm!(ix::AbstractVector{<:Integer}, v::AbstractVector, k::Union{Integer,OrdinalRange}; kws...)
    sortperm!(ix, v; kws...)
    return k isa Integer ? ix[k] : view(ix, k)
end

# permutedims!(dest, src, perm): src's dimensions permuted, written into
# dest (Julia's multidimensional.jl), which must have the permuted size.
function permutedims!(dest::AbstractArray, src::AbstractArray, perm)
    N = ndims(src)
    (length(perm) == N && ndims(dest) == N && sort([Int(p) for p in perm]) == collect(1:N)) ||
        throw(ArgumentError("no valid permutation of dimensions"))
    p = ntuple(d -> Int(perm[d]), N)
    sz = size(src)
    size(dest) == map(d -> sz[d], p) || throw(DimensionMismatch("destination tensor of incorrect size"))
    for I in CartesianIndices(src)
        J = Tuple(I)
        dest[map(d -> J[d], p)...] = src[I]
    end
    return dest
end

# real/imag/conj of an array: elementwise (Julia's abstractarraymath.jl);
# an array of reals is its own real part and conjugate.
real(A::AbstractArray) = real.(A)
real(A::AbstractArray{<:Real}) = A
imag(A::AbstractArray) = imag.(A)
imag(A::AbstractArray{<:Real}) = zero(A)
conj(A::AbstractArray) = conj.(A)
conj(A::AbstractArray{<:Real}) = A

# gcd/lcm of an array of integers (Julia's intfuncs.jl): of all of them.
gcd(abc::AbstractArray{<:Real}) = reduce(gcd, abc; init = zero(eltype(abc)))
lcm(abc::AbstractArray{<:Real}) = reduce(lcm, abc; init = one(eltype(abc)))
function gcd(abc::AbstractArray{<:Integer})
    a = zero(eltype(abc))
    for b in abc
        a = gcd(a, b)
        if a == 1
            return a
        end
    end
    return a
end

# unsafe_copyto!(dest, doffs, src, soffs, n): copyto! of n elements
# (Julia skips the bounds checks; an out-of-bounds copy is undefined
# there, an error here).
unsafe_copyto!(dest::Array, doffs::Integer, src::Array, soffs::Integer, n::Integer) = copyto!(dest, doffs, src, soffs, n)

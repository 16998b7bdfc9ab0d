# This file is a part of Kiln's Base library.
#
# sortradix.jl — radix sort for sort!/sort/sortperm of vectors of bit
# integers and IEEE floats in the default orders (Forward or rev=true,
# no by/lt), as Julia 1.10's default algorithm does for long ones (its
# IEEEFloatOptimization and RadixSort, base/sort.jl): each element maps to
# an unsigned key whose order is isless's, and a stable least-significant-
# digit radix sort orders the keys, 11 bits per pass and only as many
# passes as the keys' range needs. Elements with equal keys are identical,
# so the result is the stable sort's exactly; NaNs, which isless orders
# after everything and equal to each other, are set apart first, in their
# order (before everything when reversed).

const _RadixType = Union{Int8,Int16,Int32,Int64,UInt8,UInt16,UInt32,UInt64,Float32,Float64}

# Below this length the merge sort (arrayfuncs.jl) is faster.
const _RADIX_MIN = 256

# An unsigned key in isless's order (for floats other than NaN: -0.0
# before 0.0, the negatives' bits reversed).
@inline _rkey(x::Unsigned) = UInt64(x)
@inline _rkey(x::Union{Int8,Int16,Int32,Int64}) = reinterpret(UInt64, Int64(x)) ⊻ 0x8000000000000000
@inline function _rkey(x::Float64)
    u = reinterpret(UInt64, x)
    return ifelse(signbit(x), ~u, u | 0x8000000000000000)
end
@inline _rkey(x::Float32) = _rkey(Float64(x))  # exact, order and sign kept

# The key of what is being sorted: an element itself (data === nothing)
# or, for sortperm, the element of data an index names; complemented for
# the reverse order.
struct _RKey{V}
    data::V
    rev::Bool
end
@inline (k::_RKey{Nothing})(x) = (u = _rkey(x); k.rev ? ~u : u)
@inline (k::_RKey{<:AbstractVector})(i::Int) = (u = _rkey(@inbounds k.data[i]); k.rev ? ~u : u)
_rnan(k::_RKey{Nothing}, x) = x isa AbstractFloat && isnan(x)
_rnan(k::_RKey{<:AbstractVector}, i::Int) = (x = @inbounds k.data[i]; x isa AbstractFloat && isnan(x))

# Sorts v (elements, or indices for sortperm) by key; t is scratch of the
# same length.
function _radix_sort!(v::Vector, key::_RKey)
    n = length(v)
    t = similar(v)
    lo, hi = 1, n
    nnan = 0
    for x in v
        nnan += _rnan(key, x)
    end
    if nnan > 0
        # a stable partition: NaNs last, or first in the reverse order
        i = key.rev ? nnan + 1 : 1
        j = key.rev ? 1 : n - nnan + 1
        @inbounds for x in v
            if _rnan(key, x)
                t[j] = x
                j += 1
            else
                t[i] = x
                i += 1
            end
        end
        copyto!(v, t)
        lo, hi = key.rev ? (nnan + 1, n) : (1, n - nnan)
    end
    lo < hi || return v
    kmin = typemax(UInt64)
    kmax = zero(UInt64)
    @inbounds for i in lo:hi
        k = key(v[i])
        kmin = min(kmin, k)
        kmax = max(kmax, k)
    end
    span = kmax - kmin
    span == 0 && return v
    nbits = 64 - leading_zeros(span)
    counts = Vector{Int}(undef, 2049)
    src, dst = v, t
    shift = 0
    while shift < nbits
        fill!(counts, 0)
        @inbounds for i in lo:hi
            d = Int(((key(src[i]) - kmin) >> shift) & 0x7ff)
            counts[d + 2] += 1
        end
        # counts[d + 1] becomes the first slot of digit d
        counts[1] = lo
        @inbounds for d in 2:2049
            counts[d] += counts[d - 1]
        end
        @inbounds for i in lo:hi
            x = src[i]
            d = Int(((key(x) - kmin) >> shift) & 0x7ff)
            p = counts[d + 1]
            dst[p] = x
            counts[d + 1] = p + 1
        end
        src, dst = dst, src
        shift += 11
    end
    if src !== v
        copyto!(v, lo, src, lo, hi - lo + 1)
    end
    return v
end

const _RadixSortAlg = Union{MergeSortAlg,QuickSortAlg}
const _FwdLt = _SortLt{ForwardOrdering}
const _RevLt = _SortLt{ReverseOrdering{ForwardOrdering}}

function _sort_alg!(v::Vector{T}, o::Union{_FwdLt,_RevLt}, a::_RadixSortAlg) where {T<:_RadixType}
    length(v) < _RADIX_MIN && return _sort!(v, o, 1, length(v))
    return _radix_sort!(v, _RKey(nothing, o isa _RevLt))
end
function _sort_alg!(p::Vector{Int}, o::_PermLt{<:Union{_FwdLt,_RevLt},Vector{T}}, a::_RadixSortAlg) where {T<:_RadixType}
    length(p) < _RADIX_MIN && return _sort!(p, o, 1, length(p))
    return _radix_sort!(p, _RKey(o.v, o.o isa _RevLt))
end

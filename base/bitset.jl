# This file is a part of Kiln's Base library.
#
# bitset.jl — BitSet, a sorted set of Ints stored as a bit vector, as Julia
# 1.10's base/bitset.jl: the bits of 64 consecutive integers to a word,
# starting at word `offset` (so negative integers and ones far from zero
# take no more words than the range they span); iteration is in increasing
# order, and show prints BitSet([1, 3]).

"""
    BitSet([itr])

A sorted set of `Int`s, stored as a bit vector: fast for dense sets of
small integers.
"""
mutable struct BitSet <: AbstractSet{Int}
    bits::Vector{UInt64}
    offset::Int
    BitSet() = new(UInt64[], 0)
end
BitSet(itr) = union!(BitSet(), itr)

eltype(::Type{BitSet}) = Int
empty(s::BitSet, ::Type{Int}=Int) = BitSet()
emptymutable(s::BitSet, ::Type{Int}=Int) = BitSet()
copy(s::BitSet) = copy!(BitSet(), s)
copymutable(s::BitSet) = copy(s)
function copy!(dest::BitSet, src::BitSet)
    dest.bits = copy(src.bits)
    dest.offset = src.offset
    return dest
end

_bitset_word(n::Int) = n >> 6
_bitset_mask(n::Int) = UInt64(1) << (n & 63)
# Julia's _check_bitset_bounds: an integer that is not an Int converts
# (InexactError when it does not fit).
_bitset_int(n::Integer) = Int(n)

function _bitset_grow!(s::BitSet, w::Int)
    b = s.bits
    if isempty(b)
        push!(b, UInt64(0))
        s.offset = w
    elseif w < s.offset
        prepend!(b, zeros(UInt64, s.offset - w))
        s.offset = w
    elseif w >= s.offset + length(b)
        append!(b, zeros(UInt64, w - s.offset - length(b) + 1))
    end
    return w - s.offset + 1
end

function push!(s::BitSet, n::Integer)
    k = _bitset_int(n)
    i = _bitset_grow!(s, _bitset_word(k))
    s.bits[i] |= _bitset_mask(k)
    return s
end
push!(s::BitSet, ns::Integer...) = (for n in ns; push!(s, n); end; s)

function _bitset_index(s::BitSet, n::Int)
    i = _bitset_word(n) - s.offset + 1
    return (1 <= i <= length(s.bits)) ? i : 0
end
function in(n::Integer, s::BitSet)
    n isa Int || (typemin(Int) <= n <= typemax(Int) || return false)
    k = Int(n)
    i = _bitset_index(s, k)
    return i != 0 && (s.bits[i] & _bitset_mask(k)) != 0
end
in(x, s::BitSet) = x isa Real && isinteger(x) && in(Int(x), s)

function delete!(s::BitSet, n::Integer)
    n in s || return s
    k = Int(n)
    i = _bitset_index(s, k)
    s.bits[i] &= ~_bitset_mask(k)
    return s
end
delete!(s::BitSet, x) = s

function pop!(s::BitSet, n::Integer)
    n in s || throw(KeyError(n))
    delete!(s, n)
    return Int(n)
end
pop!(s::BitSet, n::Integer, default) = n in s ? pop!(s, n) : default
pop!(s::BitSet) = pop!(s, last(s))
popfirst!(s::BitSet) = pop!(s, first(s))
empty!(s::BitSet) = (empty!(s.bits); s.offset = 0; s)

length(s::BitSet) = (n = 0; for w in s.bits; n += count_ones(w); end; n)
isempty(s::BitSet) = all(iszero, s.bits)

# iteration in increasing order: the state is (word index, word left)
function iterate(s::BitSet, st=(0, UInt64(0)))
    i, w = st
    b = s.bits
    while w == 0
        i += 1
        i > length(b) && return nothing
        w = b[i]
    end
    n = (s.offset + i - 1) << 6 + trailing_zeros(w)
    return (n, (i, w & (w - UInt64(1))))
end

function first(s::BitSet)
    for n in s
        return n
    end
    throw(ArgumentError("collection must be non-empty"))
end
function last(s::BitSet)
    b = s.bits
    for i in length(b):-1:1
        w = b[i]
        w != 0 && return (s.offset + i - 1) << 6 + 63 - leading_zeros(w)
    end
    throw(ArgumentError("collection must be non-empty"))
end
minimum(s::BitSet) = first(s)
maximum(s::BitSet) = last(s)
extrema(s::BitSet) = (first(s), last(s))

# word-wise combination of two BitSets over the union of their ranges
function _bitset_op(op, a::BitSet, b::BitSet)
    (isempty(a.bits) && isempty(b.bits)) && return BitSet()
    lo = isempty(a.bits) ? b.offset : isempty(b.bits) ? a.offset : min(a.offset, b.offset)
    hi = max(a.offset + length(a.bits), b.offset + length(b.bits))
    isempty(a.bits) && (hi = b.offset + length(b.bits))
    isempty(b.bits) && (hi = a.offset + length(a.bits))
    r = BitSet()
    r.offset = lo
    r.bits = zeros(UInt64, hi - lo)
    for k in 1:hi-lo
        w = lo + k - 1
        ia = w - a.offset + 1
        ib = w - b.offset + 1
        wa = 1 <= ia <= length(a.bits) ? a.bits[ia] : UInt64(0)
        wb = 1 <= ib <= length(b.bits) ? b.bits[ib] : UInt64(0)
        r.bits[k] = op(wa, wb)
    end
    return r
end
_bitset(x::BitSet) = x
_bitset(itr) = BitSet(itr)

union!(s::BitSet, itr) = (for n in itr; push!(s, n); end; s)
union!(s::BitSet, t::BitSet) = copy!(s, _bitset_op(|, s, t))
union!(s::BitSet, r::AbstractUnitRange{<:Integer}) = (for n in r; push!(s, n); end; s)
union!(s::BitSet, itrs...) = (for itr in itrs; union!(s, itr); end; s)
union(s::BitSet, itrs...) = union!(copy(s), itrs...)
intersect!(s::BitSet, itr) = copy!(s, _bitset_op(&, s, _bitset(itr)))
intersect!(s::BitSet, itrs...) = (for itr in itrs; intersect!(s, itr); end; s)
intersect(s::BitSet, itrs...) = intersect!(copy(s), itrs...)
setdiff!(s::BitSet, itr) = copy!(s, _bitset_op((x, y) -> x & ~y, s, _bitset(itr)))
setdiff!(s::BitSet, itrs...) = (for itr in itrs; setdiff!(s, itr); end; s)
setdiff(s::BitSet, itrs...) = setdiff!(copy(s), itrs...)
symdiff!(s::BitSet, itr) = copy!(s, _bitset_op(xor, s, _bitset(itr)))
symdiff!(s::BitSet, itrs...) = (for itr in itrs; symdiff!(s, itr); end; s)
symdiff(s::BitSet, itrs...) = symdiff!(copy(s), itrs...)
filter!(f, s::BitSet) = (for n in collect(s); f(n) || delete!(s, n); end; s)
filter(f, s::BitSet) = filter!(f, copy(s))

==(a::BitSet, b::BitSet) = isempty(_bitset_op(xor, a, b))
isequal(a::BitSet, b::BitSet) = a == b
issubset(a::BitSet, b::BitSet) = isempty(_bitset_op((x, y) -> x & ~y, a, b))

function show(io::IO, s::BitSet)
    print(io, "BitSet([")
    first = true
    for n in s
        first || print(io, ", ")
        print(io, n)
        first = false
    end
    print(io, "])")
end

# Set relations (Julia's base/abstractset.jl).
const ⊆ = issubset
const ∪ = union
const ∩ = intersect
⊇(a, b) = issubset(b, a)
⊈(a, b) = !issubset(a, b)
⊉(a, b) = !issubset(b, a)
⊊(a, b) = issubset(a, b) && !issubset(b, a)
⊋(a, b) = issubset(b, a) && !issubset(a, b)
issetequal(a, b) = issubset(a, b) && issubset(b, a)

# copy! of arrays (Julia's base/abstractarray.jl): a vector is resized to
# the source's length, other arrays must have the same axes.
copy!(dst::AbstractVector, src::AbstractVector) = (length(dst) == length(src) || resize!(dst, length(src)); copyto!(dst, src))
function copy!(dst::AbstractArray, src::AbstractArray)
    axes(dst) == axes(src) || throw(ArgumentError("arrays must have the same axes for copy! (consider using `copyto!`)"))
    return copyto!(dst, src)
end

# This file is a part of Kiln's Base library.
#
# dict.jl — hash (Julia 1.10's values for integers, floats, chars, strings,
# tuples) and Dict{K,V}: open addressing with linear probing, 7-bit short
# hashes in the slots, tombstones, rehash at 2/3 load, so that iteration
# order is Julia's; as Julia's base/hashing.jl, base/float.jl (hx),
# base/dict.jl and base/abstractdict.jl.

# ---- hashing ------------------------------------------------------------------------------------

function hash_64_64(n::UInt64)
    a::UInt64 = n
    a = ~a + (a << 21)
    a = a ⊻ (a >> 24)
    a = a + (a << 3) + (a << 8)
    a = a ⊻ (a >> 14)
    a = a + (a << 2) + (a << 4)
    a = a ⊻ (a >> 28)
    a = a + (a << 31)
    return a
end
hash_uint64(x::UInt64) = hash_64_64(x)
hash_uint(x::UInt) = hash_64_64(x)

hash(x) = hash(x, zero(UInt))
# A mutable struct is hashed by its identity, as Julia's default hash
# (objectid): its == is ===, and its hash must not change when it is
# mutated while it is a key (nor walk a cycle of references). Other values
# without a hash method hash by their printed form (equal values print
# alike, which is all a hash needs). Mutable types compared by contents
# (arrays, dicts, big numbers, Expr, Regex, ...) are excluded in
# _hash_by_identity (deepcopy.jl, where all of them exist).
hash(x, h::UInt) = _hash_by_identity(x) ? hash(ccall(:kiln_object_address, UInt64, (Any,), x), h) : hash(repr(x), h)
_hash_by_identity(x) = ismutable(x)

hx(a::UInt64, b::Float64, h::UInt) = hash_uint64((3a + reinterpret(UInt64, b)) - h)
# hx(UInt64(0), NaN, UInt(0)), precomputed: computing it at the top level
# would compile hashing code at every start-up (testdata/run2/hash_seeds.jl
# checks the value).
const hx_NaN = 0x15d7d083d04ecb90

hash(x::UInt64, h::UInt) = hx(x, Float64(x), h)
hash(x::Int64, h::UInt) = hx(reinterpret(UInt64, abs(x)), Float64(x), h)
hash(x::Float64, h::UInt) = isnan(x) ? (hx_NaN ⊻ h) : hx(_fptoui_sat(abs(x)), x, h)
_fptoui_sat(x::Float64) = x >= 1.8446744073709552e19 ? typemax(UInt64) : fptoui(UInt64, x)
hash(x::Union{Bool,Int8,UInt8,Int16,UInt16,Int32,UInt32}, h::UInt) = hash(Int64(x), h)
hash(x::Float32, h::UInt) = hash(Float64(x), h)
hash(x::Float16, h::UInt) = hash(Float64(x), h)
hash(x::Char, h::UInt) = hash_uint64(((UInt64(bitcast(UInt32, x)) + UInt64(0xd4d64234)) << 32) ⊻ UInt64(h))
hash(x::AbstractChar, h::UInt) = hash(Char(x), h)
hash(x::Nothing, h::UInt) = hash_uint(3h - 0x3b6a7fd4c4ac5b1d)
hash(x::Symbol, h::UInt) = hash(String(x), h + 0x5c1d8dd1b5d4e4c1)

# Julia 1.10's value-based hashing of any other Real (hashing.jl,
# float.jl): a type hooks in by `decompose(x)`, which returns integers
# `num, pow, den` with x == num*2^pow/den; a value equal to an Int64,
# UInt64 or Float64 hashes as that one, so that isequal values of
# different types (a fixed-point number and its Float64 or Rational)
# hash alike. A Real without a `decompose` method is a MethodError, as in
# Julia.
function hash_integer(n::Integer, h::UInt)
    h ⊻= hash_uint(rem(n, UInt) ⊻ h)
    n = abs(n)
    n >>>= sizeof(UInt) << 3
    while n != 0
        h ⊻= hash_uint(rem(n, UInt) ⊻ h)
        n >>>= sizeof(UInt) << 3
    end
    return h
end

function hash(x::Real, h::UInt)
    # decompose x as num*2^pow/den
    num, pow, den = decompose(x)

    # handle special values
    num == 0 && den == 0 && return hash(NaN, h)
    num == 0 && return hash(ifelse(den > 0, 0.0, -0.0), h)
    den == 0 && return hash(ifelse(num > 0, Inf, -Inf), h)

    # normalize decomposition
    if den < 0
        num = -num
        den = -den
    end
    num_z = trailing_zeros(num)
    num >>= num_z
    den_z = trailing_zeros(den)
    den >>= den_z
    pow += num_z - den_z

    # values representable as Int64, UInt64, Float64 hash as those
    if den == 1
        left = top_set_bit(abs(num)) + pow
        if -1074 <= pow
            if 0 <= pow
                left <= 63 && return hash(Int64(num) << Int(pow), h)
                left <= 64 && !signbit(num) && return hash(UInt64(num) << Int(pow), h)
            end # typemin(Int64) handled by Float64 case
            left <= 1024 && left - pow <= 53 && return hash(ldexp(Float64(num), pow), h)
        end
    end

    # generic rational values
    h = hash_integer(den, h)
    h = hash_integer(pow, h)
    h = hash_integer(num, h)
    return h
end

decompose(x::Integer) = x, 0, 1

function decompose(x::Float16)::NTuple{3,Int}
    isnan(x) && return 0, 0, 0
    isinf(x) && return ifelse(x < 0, -1, 1), 0, 0
    n = reinterpret(UInt16, x)
    s = rem(n & 0x03ff, Int16)
    e = rem((n & 0x7c00) >> 10, Int)
    s |= Int16(e != 0) << 10
    d = ifelse(signbit(x), -1, 1)
    s, e - 25 + (e == 0), d
end

function decompose(x::Float32)::NTuple{3,Int}
    isnan(x) && return 0, 0, 0
    isinf(x) && return ifelse(x < 0, -1, 1), 0, 0
    n = reinterpret(UInt32, x)
    s = rem(n & 0x007fffff, Int32)
    e = rem((n & 0x7f800000) >> 23, Int)
    s |= Int32(e != 0) << 23
    d = ifelse(signbit(x), -1, 1)
    s, e - 150 + (e == 0), d
end

function decompose(x::Float64)::Tuple{Int64, Int, Int}
    isnan(x) && return 0, 0, 0
    isinf(x) && return ifelse(x < 0, -1, 1), 0, 0
    n = reinterpret(UInt64, x)
    s = rem(n & 0x000fffffffffffff, Int64)
    e = rem((n & 0x7ff0000000000000) >> 52, Int)
    s |= Int64(e != 0) << 52
    d = ifelse(signbit(x), -1, 1)
    s, e - 1075 + (e == 0), d
end

const tuplehash_seed = 0x77cfa1eef01bca90 # UInt is UInt64 (64-bit hosts only)
hash(::Tuple{}, h::UInt) = h + tuplehash_seed
hash(t::Tuple, h::UInt) = hash(t[1], hash(tail(t), h))
hash(p::Pair, h::UInt) = hash(p.second, hash(p.first, h))

# Julia 1.10's hash of an AbstractArray (abstractarray.jl): its axes'
# first and last indices, then every element of an array of fewer than
# 8192, else a logarithmic selection of `index => element` pairs from the
# end, so that equal arrays of any type (a range and its vector, [3] and
# [3.0], Vector{Any} and Vector{Int}) hash alike.
const hash_abstractarray_seed = 0x7e2d6fb6448beb77
function hash(A::AbstractArray, h::UInt)
    h += hash_abstractarray_seed
    h = hash(map(first, axes(A)), h)
    h = hash(map(last, axes(A)), h)
    if length(A) < 8192
        for x in A
            h = hash(x, h)
        end
        return h
    end
    ks = keys(A)
    key_to_linear = LinearIndices(ks)
    linear_to_key = vec(ks)
    keyidx = last(ks)
    linidx = key_to_linear[keyidx]
    fibskip = prevfibskip = oneunit(linidx)
    first_linear = first(LinearIndices(linear_to_key))
    n = 0
    while true
        n += 1
        elt = A[keyidx]
        h = hash(keyidx => elt, h)
        linidx = key_to_linear[keyidx]
        linidx < fibskip + first_linear && break
        linidx -= fibskip
        keyidx = linear_to_key[linidx]
        if rem(n, 4096) == 0
            fibskip, prevfibskip = fibskip + prevfibskip, fibskip
        end
        keyidx = findprev(!isequal(elt), A, keyidx)
        keyidx === nothing && break
    end
    return h
end

const memhash_seed = 0x71e729fd56419c81
function hash(s::String, h::UInt)
    h += memhash_seed
    return _memhash(s, 0, ncodeunits(s), rem(h, UInt32)) + h
end
hash(s::AbstractString, h::UInt) = hash(String(s), h)

rotl64(x::UInt64, r::Int) = (x << r) | (x >> (64 - r))
function fmix64(k::UInt64)
    k = k ⊻ (k >> 33)
    k *= 0xff51afd7ed558ccd
    k = k ⊻ (k >> 33)
    k *= 0xc4ceb9fe1a85ec53
    k = k ⊻ (k >> 33)
    return k
end
function _load64(s::String, i::Int)   # little-endian 8 bytes from byte i (1-based)
    v = UInt64(0)
    k = 7
    while k >= 0
        v = (v << 8) | UInt64(_byte(s, i + k))
        k -= 1
    end
    return v
end
# MurmurHash3_x64_128 as Julia's memhash_seed (the second 64-bit half), of
# the len bytes of s after its first off (a SubString's, without a copy).
function _memhash(s::String, off::Int, len::Int, seed::UInt32)
    nblocks = len >> 4
    h1 = UInt64(seed)
    h2 = UInt64(seed)
    c1 = 0x87c37b91114253d5
    c2 = 0x4cf5ad432745937f
    i = 0
    while i < nblocks
        k1 = _load64(s, off + 16i + 1)
        k2 = _load64(s, off + 16i + 9)
        k1 *= c1; k1 = rotl64(k1, 31); k1 *= c2; h1 = h1 ⊻ k1
        h1 = rotl64(h1, 27); h1 += h2; h1 = h1 * 5 + 0x52dce729
        k2 *= c2; k2 = rotl64(k2, 33); k2 *= c1; h2 = h2 ⊻ k2
        h2 = rotl64(h2, 31); h2 += h1; h2 = h2 * 5 + 0x38495ab5
        i += 1
    end
    t = off + 16nblocks   # tail starts at byte t+1
    rest = len & 15
    k1 = UInt64(0)
    k2 = UInt64(0)
    if rest > 8
        j = rest
        while j > 8
            k2 = k2 ⊻ (UInt64(_byte(s, t + j)) << (8 * (j - 9)))
            j -= 1
        end
        k2 *= c2; k2 = rotl64(k2, 33); k2 *= c1; h2 = h2 ⊻ k2
    end
    if rest > 0
        j = min(rest, 8)
        while j > 0
            k1 = k1 ⊻ (UInt64(_byte(s, t + j)) << (8 * (j - 1)))
            j -= 1
        end
        k1 *= c1; k1 = rotl64(k1, 31); k1 *= c2; h1 = h1 ⊻ k1
    end
    h1 = h1 ⊻ UInt64(len)
    h2 = h2 ⊻ UInt64(len)
    h1 += h2
    h2 += h1
    h1 = fmix64(h1)
    h2 = fmix64(h2)
    h1 += h2
    h2 += h1
    return h2
end

# ---- Dict ---------------------------------------------------------------------------------------

# AbstractDict{K,V} is declared in iterators.jl (Base.Pairs is one).

mutable struct Dict{K,V} <: AbstractDict{K,V}
    slots::Vector{UInt8}   # 0x00 empty, 0x7f deleted, 0x80|shorthash filled
    keys::Vector{K}
    vals::Vector{V}
    ndel::Int
    count::Int
    age::UInt
    idxfloor::Int
    maxprobe::Int
    function Dict{K,V}() where {K,V}
        n = 16
        new(zeros(UInt8, n), Vector{K}(undef, n), Vector{V}(undef, n), 0, 0, UInt(0), 1, 0)
    end
end

const maxallowedprobe = 16
const maxprobeshift = 6

function (::Type{Dict{K,V}})(kv) where {K,V}
    h = Dict{K,V}()
    haslength(kv) && sizehint!(h, Int(length(kv)))
    for p in kv
        h[_kv_key(p)] = _kv_val(p)
    end
    return h
end
# Julia's Dict(kv) takes pairs and 2-tuples (`Dict(zip(ks, vs))`) alike:
# it destructures each element as `(k, v) = p`.
_kv_key(p::Pair) = p.first
_kv_val(p::Pair) = p.second
function _kv_key(p)
    k, _ = p
    return k
end
function _kv_val(p)
    _, v = p
    return v
end
function (::Type{Dict{K,V}})(p1::Pair, ps::Pair...) where {K,V}
    h = Dict{K,V}()
    sizehint!(h, length(ps) + 1)
    h[p1.first] = p1.second
    for p in ps
        h[p.first] = p.second
    end
    return h
end
Dict() = Dict{Any,Any}()
function Dict(ps::Pair...)
    K = _pair_keytypes(ps...)
    V = _pair_valtypes(ps...)
    return _dict_from(K, V, ps)
end
# Pairs of one type, as Julia's Dict(ps::Pair{K,V}...): a Dict{K,V}
# (which a call splatting a Vector{Pair{K,V}} infers).
function Dict(ps::Pair{K,V}...) where {K,V}
    h = Dict{K,V}()
    sizehint!(h, length(ps))
    for p in ps
        h[p.first] = p.second
    end
    return h
end
# Julia's Dict(ps::Pair...): the promote_typejoin of the pairs' types (Union{Nothing, Int64} for 1 => 1, 2 => nothing)
_pair_keytypes(p::Pair) = typeof(p.first)
_pair_keytypes(p::Pair, ps...) = promote_typejoin(typeof(p.first), _pair_keytypes(ps...))
_pair_valtypes(p::Pair) = typeof(p.second)
_pair_valtypes(p::Pair, ps...) = promote_typejoin(typeof(p.second), _pair_valtypes(ps...))
_dict_from(::Type{K}, ::Type{V}, kv) where {K,V} = Dict{K,V}(kv)
# Dict(kv) as Julia's dict_with_eltype: an iterator whose element type is
# Pair{K,V} or Tuple{K,V} makes a Dict{K,V} (empty or not, with keys and
# values converted); any other (a generator, a Vector{Any}) makes a Dict of
# its first element's key and value types, widened with promote_typejoin as
# later elements need (Julia's grow_to!), and an empty one a Dict of the
# element type inference gives it (@default_eltype).
Dict(kv) = _dict_with_eltype(kv, eltype(kv))
_dict_with_eltype(kv, ::Type{Pair{K,V}}) where {K,V} = Dict{K,V}(kv)
_dict_with_eltype(kv, ::Type{Tuple{K,V}}) where {K,V} = Dict{K,V}(kv)
function _dict_with_eltype(kv, t)
    y = iterate(kv)
    y === nothing && return _dict_of_eltype(_empty_eltype(kv))
    p = y[1]
    p isa Union{Pair,Tuple} || throw(ArgumentError("Dict(kv): kv needs to be an iterator of 2-tuples or pairs"))
    d = _dict_from(typeof(_kv_key(p)), typeof(_kv_val(p)), ())
    return _dict_grow!(d, kv, y)
end
_dict_of_eltype(::Type{Pair{K,V}}) where {K,V} = Dict{K,V}()
_dict_of_eltype(::Type{Tuple{K,V}}) where {K,V} = Dict{K,V}()
_dict_of_eltype(t) = Dict{Any,Any}()
# A dictionary's pairs are Pair{K,V}s: Julia's dict_with_eltype makes a
# Dict{K,V} of them, empty or not.
Dict(kv::AbstractDict{K,V}) where {K,V} = Dict{K,V}(kv)
function _dict_grow!(d::Dict{K,V}, kv, y) where {K,V}
    while y !== nothing
        p = y[1]
        p isa Union{Pair,Tuple} || throw(ArgumentError("Dict(kv): kv needs to be an iterator of 2-tuples or pairs"))
        k = _kv_key(p)
        v = _kv_val(p)
        if !(k isa K) || !(v isa V)
            K2 = promote_typejoin(K, typeof(k))
            V2 = promote_typejoin(V, typeof(v))
            d2 = _dict_from(K2, V2, d)
            return _dict_grow!(d2, kv, y)
        end
        d[k] = v
        y = iterate(kv, y[2])
    end
    return d
end

keytype(::Type{<:AbstractDict{K,V}}) where {K,V} = K
valtype(::Type{<:AbstractDict{K,V}}) where {K,V} = V
keytype(d::AbstractDict) = keytype(typeof(d))
valtype(d::AbstractDict) = valtype(typeof(d))
eltype(::Type{<:AbstractDict{K,V}}) where {K,V} = Pair{K,V}

_tablesz(x::Int) = x < 16 ? 16 : one(x) << (64 - leading_zeros(x - 1))
_shorthash7(hsh::UInt) = rem(hsh >> (64 - 7), UInt8) | 0x80

function hashindex(key, sz::Int)
    hsh = hash(key)::UInt
    idx = ((rem(hsh, Int) & (sz - 1)) + 1)
    return idx, _shorthash7(hsh)
end

isslotempty(h::Dict, i::Int) = h.slots[i] == 0x00
isslotfilled(h::Dict, i::Int) = (h.slots[i] & 0x80) != 0
isslotmissing(h::Dict, i::Int) = h.slots[i] == 0x7f

function rehash!(h::Dict{K,V}, newsz::Int=length(h.keys)) where {K,V}
    olds = h.slots
    oldk = h.keys
    oldv = h.vals
    sz = length(olds)
    newsz = _tablesz(newsz)
    h.age += 1
    h.idxfloor = 1
    if h.count == 0
        h.slots = zeros(UInt8, newsz)
        h.keys = Vector{K}(undef, newsz)
        h.vals = Vector{V}(undef, newsz)
        h.ndel = 0
        h.maxprobe = 0
        return h
    end
    slots = zeros(UInt8, newsz)
    keys = Vector{K}(undef, newsz)
    vals = Vector{V}(undef, newsz)
    count = 0
    maxprobe = 0
    for i in 1:sz
        if (olds[i] & 0x80) != 0
            k = oldk[i]
            v = oldv[i]
            index, sh = hashindex(k, newsz)
            index0 = index
            while slots[index] != 0
                index = (index & (newsz - 1)) + 1
            end
            probe = (index - index0) & (newsz - 1)
            probe > maxprobe && (maxprobe = probe)
            slots[index] = olds[i]
            keys[index] = k
            vals[index] = v
            count += 1
        end
    end
    h.slots = slots
    h.keys = keys
    h.vals = vals
    h.count = count
    h.ndel = 0
    h.maxprobe = maxprobe
    return h
end

function sizehint!(d::Dict{K,V}, newsz::Integer) where {K,V}
    oldsz = length(d.slots)
    newsz = max(Int(newsz), length(d))
    newsz = _tablesz(cld(3 * newsz, 2))
    return newsz == oldsz ? d : rehash!(d, newsz)
end

function empty!(h::Dict{K,V}) where {K,V}
    fill!(h.slots, 0x00)
    sz = length(h.slots)
    h.keys = Vector{K}(undef, sz)
    h.vals = Vector{V}(undef, sz)
    h.ndel = 0
    h.count = 0
    h.maxprobe = 0
    h.age += 1
    h.idxfloor = sz
    return h
end

# index of key, or -1
function ht_keyindex(h::Dict, key)
    h.count == 0 && return -1
    sz = length(h.keys)
    iter = 0
    maxprobe = h.maxprobe
    index, sh = hashindex(key, sz)
    keys = h.keys
    while true
        isslotempty(h, index) && return -1
        if h.slots[index] == sh
            k = keys[index]
            if key === k || isequal(key, k)
                return index
            end
        end
        index = (index & (sz - 1)) + 1
        iter += 1
        iter > maxprobe && return -1
    end
end

# index of key if present (> 0), else -(slot to insert into); and the short hash
function ht_keyindex2_shorthash!(h::Dict, key)
    sz = length(h.keys)
    iter = 0
    maxprobe = h.maxprobe
    index, sh = hashindex(key, sz)
    avail = 0
    keys = h.keys
    while true
        if isslotempty(h, index)
            return (avail < 0 ? avail : -index), sh
        end
        if isslotmissing(h, index)
            if avail == 0
                avail = -index
            end
        elseif h.slots[index] == sh
            k = keys[index]
            if key === k || isequal(key, k)
                return index, sh
            end
        end
        index = (index & (sz - 1)) + 1
        iter += 1
        iter > maxprobe && break
    end
    avail < 0 && return avail, sh
    maxallowed = max(maxallowedprobe, sz >> maxprobeshift)
    while iter < maxallowed
        if !isslotfilled(h, index)
            h.maxprobe = iter
            return -index, sh
        end
        index = (index & (sz - 1)) + 1
        iter += 1
    end
    rehash!(h, h.count > 64000 ? sz * 2 : sz * 4)
    return ht_keyindex2_shorthash!(h, key)
end

function _setindex!(h::Dict, v, key, index::Int, sh::UInt8)
    h.slots[index] = sh
    h.keys[index] = key
    h.vals[index] = v
    h.count += 1
    h.age += 1
    if index < h.idxfloor
        h.idxfloor = index
    end
    sz = length(h.keys)
    if (h.count + h.ndel) * 3 > sz * 2
        rehash!(h, h.count > 64000 ? h.count * 2 : max(h.count * 4, 4))
    end
    return nothing
end

function setindex!(h::Dict{K,V}, v0, key0) where {K,V}
    key = convert(K, key0)
    if !(key0 isa K) && !isequal(key, key0)
        throw(ArgumentError(string(repr(key0), " is not a valid key for type ", K)))
    end
    v = convert(V, v0)
    index, sh = ht_keyindex2_shorthash!(h, key)
    if index > 0
        h.age += 1
        h.keys[index] = key
        h.vals[index] = v
    else
        _setindex!(h, v, key, -index, sh)
    end
    return h
end

function getindex(h::Dict{K,V}, key) where {K,V}
    index = ht_keyindex(h, key)
    index < 0 && throw(KeyError(key))
    return h.vals[index]::V
end
function get(h::Dict{K,V}, key, default) where {K,V}
    index = ht_keyindex(h, key)
    return index < 0 ? default : h.vals[index]::V
end
function get(default::Callable, h::Dict{K,V}, key) where {K,V}
    index = ht_keyindex(h, key)
    return index < 0 ? default() : h.vals[index]::V
end
function get!(h::Dict{K,V}, key0, default) where {K,V}
    key = convert(K, key0)
    index, sh = ht_keyindex2_shorthash!(h, key)
    index > 0 && return h.vals[index]
    v = convert(V, default)
    _setindex!(h, v, key, -index, sh)
    return v
end
function get!(default::Callable, h::Dict{K,V}, key0) where {K,V}
    key = convert(K, key0)
    index, sh = ht_keyindex2_shorthash!(h, key)
    index > 0 && return h.vals[index]
    age0 = h.age
    v = convert(V, default())
    if h.age != age0
        index, sh = ht_keyindex2_shorthash!(h, key)
    end
    if index > 0
        h.age += 1
        h.keys[index] = key
        h.vals[index] = v
    else
        _setindex!(h, v, key, -index, sh)
    end
    return v
end
haskey(h::Dict, key) = ht_keyindex(h, key) >= 0
# Julia's abstractdict.jl: the value compares with valcmp (==)
function in(p::Pair, h::AbstractDict, valcmp=(==))
    v = get(h, p.first, _NotFound())
    v !== _NotFound() && return valcmp(v, p.second)
    return false
end
struct _NotFound end
getkey(h::Dict, key, default) = (i = ht_keyindex(h, key); i < 0 ? default : h.keys[i])

function _delete!(h::Dict, index::Int)
    slots = h.slots
    sz = length(slots)
    ndel = 1
    nextind = (index & (sz - 1)) + 1
    if isslotempty(h, nextind)
        while true
            ndel -= 1
            slots[index] = 0x00
            index = ((index - 2) & (sz - 1)) + 1
            isslotmissing(h, index) || break
        end
    else
        slots[index] = 0x7f
    end
    h.ndel += ndel
    h.count -= 1
    h.age += 1
    return h
end
function delete!(h::Dict, key)
    index = ht_keyindex(h, key)
    index > 0 && _delete!(h, index)
    return h
end
function pop!(h::Dict, key)
    index = ht_keyindex(h, key)
    index < 0 && throw(KeyError(key))
    v = h.vals[index]
    _delete!(h, index)
    return v
end
function pop!(h::Dict, key, default)
    index = ht_keyindex(h, key)
    index < 0 && return default
    v = h.vals[index]
    _delete!(h, index)
    return v
end

length(h::Dict) = h.count
isempty(h::Dict) = h.count == 0

function skip_deleted(h::Dict, i::Int)
    L = length(h.slots)
    while i <= L
        isslotfilled(h, i) && return i
        i += 1
    end
    return 0
end
function skip_deleted_floor!(h::Dict)
    idx = skip_deleted(h, h.idxfloor)
    if idx != 0
        h.idxfloor = idx
    end
    return idx
end
function iterate(h::Dict{K,V}) where {K,V}
    i = skip_deleted_floor!(h)
    i == 0 && return nothing
    return (Pair{K,V}(h.keys[i], h.vals[i]), i == typemax(Int) ? 0 : i + 1)
end
function iterate(h::Dict{K,V}, i::Int) where {K,V}
    i = skip_deleted(h, i)
    i == 0 && return nothing
    return (Pair{K,V}(h.keys[i], h.vals[i]), i == typemax(Int) ? 0 : i + 1)
end

# Julia's abstractdict.jl: values compare with ==, so a missing value makes
# the answer missing (unless another pair differs), and Dict(1 => NaN) is
# not == itself.
function ==(l::AbstractDict, r::AbstractDict)
    isa(l, IdDict) != isa(r, IdDict) && return false
    length(l) != length(r) && return false
    anymissing = false
    for p in l
        v = get(r, p.first, _NotFound())
        v isa _NotFound && return false
        isin = v == p.second
        if ismissing(isin)
            anymissing = true
        elseif !isin
            return false
        end
    end
    return anymissing ? missing : true
end

copy(d::Dict{K,V}) where {K,V} = (c = Dict{K,V}(); for p in d; c[p.first] = p.second; end; c)
# Julia's abstractdict.jl: the result's key and value types promote over
# all the dictionaries (`merge(Dict("a" => 1), Dict(:b => 2.0))` is a
# Dict{Any, Float64}).
merge(d::AbstractDict, others::AbstractDict...) = merge!(_typeddict(d, others...), others...)
function _typeddict(d::AbstractDict, others::AbstractDict...)
    K = _promoteK(keytype(d), others...)
    V = _promoteV(valtype(d), others...)
    return merge!(empty(d, K, V), d)
end
_promoteK(K) = K
_promoteK(K, d, ds...) = _promoteK(promote_type(K, keytype(d)), ds...)
_promoteV(V) = V
_promoteV(V, d, ds...) = _promoteV(promote_type(V, valtype(d)), ds...)
function merge!(d::AbstractDict, others::AbstractDict...)
    for o in others
        for p in o
            d[p.first] = p.second
        end
    end
    return d
end

# ---- keys, values, pairs --------------------------------------------------------------------

abstract type AbstractSet{T} end
# Julia's KeySet is an AbstractSet (keys compare and combine as sets).
struct KeySet{K,T<:AbstractDict} <: AbstractSet{K}
    dict::T
end
struct ValueIterator{T<:AbstractDict}
    dict::T
end
keys(d::Dict{K,V}) where {K,V} = KeySet{K,typeof(d)}(d)
# any AbstractDict's keys, as Julia's keys(a::AbstractDict) = KeySet(a)
keys(d::AbstractDict) = KeySet{keytype(d),typeof(d)}(d)
values(d::AbstractDict) = ValueIterator(d)
pairs(d::AbstractDict) = d
length(k::KeySet) = length(k.dict)
length(v::ValueIterator) = length(v.dict)
isempty(k::KeySet) = isempty(k.dict)
isempty(v::ValueIterator) = isempty(v.dict)
eltype(::Type{KeySet{K,T}}) where {K,T} = K
eltype(::Type{ValueIterator{T}}) where {T} = valtype(T)
in(k, s::KeySet) = get(s.dict, k, _NotFound()) !== _NotFound()
in(k, s::KeySet{<:Any,<:Dict}) = haskey(s.dict, k)
copymutable(s::KeySet{K}) where {K} = Set{K}(s)
copy(s::KeySet{K}) where {K} = Set{K}(s)

# Julia's base/abstractdict.jl: what every AbstractDict gets from `get`,
# `setindex!`, `delete!`, `length` and `iterate`, so that a dictionary type
# of one's own (`struct D{K,V} <: AbstractDict{K,V}`) indexes, tests keys,
# filters, copies, compares and hashes as Julia's do.
keys(d::AbstractDict) = KeySet{keytype(d),typeof(d)}(d)
haskey(d::AbstractDict, k) = in(k, keys(d))
function getindex(t::AbstractDict, key)
    v = get(t, key, _NotFound())
    v === _NotFound() && throw(KeyError(key))
    return v
end
getindex(t::AbstractDict, k1, k2, ks...) = getindex(t, tuple(k1, k2, ks...))
setindex!(t::AbstractDict, v, k1, k2, ks...) = setindex!(t, v, tuple(k1, k2, ks...))
get!(t::AbstractDict, key, default) = get!(() -> default, t, key)
function get!(default::Callable, t::AbstractDict{K,V}, key) where {K,V}
    haskey(t, key) && return t[key]
    val = default()
    t[key] = val
    return val
end
copy(a::AbstractDict) = merge!(empty(a), a)
function filter(f, d::AbstractDict)
    df = empty(d)
    for pair in d
        if f(pair)
            df[pair.first] = pair.second
        end
    end
    return df
end
function filter!(f, d::AbstractDict)
    badkeys = Vector{keytype(d)}()
    for pair in d
        f(pair) || push!(badkeys, pair.first)
    end
    for k in badkeys
        delete!(d, k)
    end
    return d
end
function isequal(l::AbstractDict, r::AbstractDict)
    l === r && return true
    isa(l, IdDict) != isa(r, IdDict) && return false
    length(l) != length(r) && return false
    for pair in l
        v = get(r, pair.first, _NotFound())
        (v !== _NotFound() && isequal(v, pair.second)) || return false
    end
    return true
end
const hasha_seed = UInt === UInt64 ? 0x6d35bb51952d5539 : 0x952d5539
function hash(a::AbstractDict, h::UInt)
    hv = hasha_seed
    for (k, v) in a
        hv ⊻= hash(k, hash(v))
    end
    return hash(hv, h)
end
push!(t::AbstractDict, p::Pair, q::Pair) = push!(push!(t, p), q)
push!(t::AbstractDict, p::Pair, q::Pair, r::Pair...) = push!(push!(push!(t, p), q), r...)
function map!(f, iter::ValueIterator)
    dict = iter.dict
    for (key, val) in pairs(dict)
        dict[key] = f(val)
    end
    return iter
end
function iterate(s::KeySet, st...)
    y = iterate(s.dict, st...)
    y === nothing && return nothing
    return (y[1].first, y[2])
end
function iterate(v::ValueIterator, st...)
    y = iterate(v.dict, st...)
    y === nothing && return nothing
    return (y[1].second, y[2])
end
# ---- Base.Pairs (Iterators.Pairs): a dictionary view of indexable data ----------------------------

Pairs(data::A, itr::I) where {A,I} = Pairs{eltype(I),eltype(A),I,A}(data, itr)
pairs(nt::NamedTuple{names,T}) where {names,T} = Pairs{Symbol,_tt_eltype(T),typeof(keys(nt)),typeof(nt)}(nt, keys(nt))
# the type @Kwargs{a::T, …} stands for: that of pairs() of such a named tuple
_kwargs_type(::Type{NamedTuple{names,T}}) where {names,T} = Pairs{Symbol,_tt_eltype(T),typeof(names),NamedTuple{names,T}}
# Julia's eltype of a tuple type: the promote_typejoin of its element
# types (Real for Int64 and Float64, Union{} for none). A builtin, so that
# inference folds it for tuples of any length (infer.TupleEltype).
_tt_eltype(::Type{T}) where {T<:Tuple} = Core._tuple_eltype(T)

pairs(t::T) where {T<:Tuple} = Pairs{Int,_tt_eltype(T),typeof(keys(t)),T}(t, keys(t))

length(v::Pairs) = length(v.itr)
axes(v::Pairs) = axes(v.itr)
size(v::Pairs) = size(v.itr)
isempty(v::Pairs) = length(v.itr) == 0
function iterate(v::Pairs{K,V}, state...) where {K,V}
    x = iterate(v.itr, state...)
    x === nothing && return x
    indx, n = x
    item = v.data[indx]
    return (Pair{K,V}(indx, item), n)
end
IteratorSize(::Type{<:Pairs{<:Any,<:Any,I}}) where {I} = IteratorSize(I)
IteratorSize(::Type{<:Pairs{<:Any,<:Any,<:Tuple}}) = HasLength()

reverse(v::Pairs) = Pairs(v.data, reverse(v.itr))
haskey(v::Pairs, key) = (key in v.itr)
keys(v::Pairs) = v.itr
values(v::Pairs) = v.data
getindex(v::Pairs, key) = v.data[key]
setindex!(v::Pairs, value, key) = (v.data[key] = value; v)
get(v::Pairs, key, default) = get(v.data, key, default)
get(f::Callable, v::Pairs, key) = get(f, v.data, key)
Dict(kv::Pairs{K,V}) where {K,V} = Dict{K,V}(kv)
# Keywords forwarded as `g(; kw...)` merge the NamedTuple itself (Julia's
# namedtuple.jl), so forwarding stays as type-stable as the first call.
# (pairs whose keys are the named tuple's own, in order: not a reversed view)
merge(a::NamedTuple, b::Pairs{<:Any,<:Any,<:Tuple,<:NamedTuple}) = merge(a, getfield(b, :data))
# NamedTuple(itr) is `(; itr...)` (Julia's namedtuple.jl).
NamedTuple(itr) = merge(NamedTuple(), itr)
NamedTuple(nt::NamedTuple) = nt

# Julia's show.jl: the summary of a Pairs names what it was made from.
function showarg(io::IO, r::Pairs{K,V,I,A}, toplevel) where {K,V,I,A}
    if A <: NamedTuple && K === Symbol
        print(io, "pairs(::NamedTuple)")
    elseif A <: AbstractArray && K <: Integer
        print(io, "pairs(IndexLinear(), ::", A, ")")
    else
        print(io, "Iterators.Pairs(::", A, ", ::", I, ")")
    end
end
summary(io::IO, t::Pairs) = (showarg(io, t, true); print(io, " with ", length(t), length(t) == 1 ? " entry" : " entries"))

function show(io::IO, s::Union{KeySet,ValueIterator})
    print(io, '[')
    first = true
    for x in s
        first || print(io, ", ")
        first = false
        show(io, x)
    end
    print(io, ']')
end

show(io::IO, d::AbstractDict) = _show_typeinfo(io, d, get(io, :typeinfo, Any))
function _show_typeinfo(io::IO, d::AbstractDict{K,V}, ctx) where {K,V}
    # only the type's name where the context knows the key and value
    # types (a Dict in a Vector{Dict{Any, Any}}: `Dict()`) or the pairs
    # show them (Julia's typeinfo_prefix)
    known = ctx isa DataType && d isa ctx && ctx <: AbstractDict{K,V}
    if known || !isempty(d) && typeinfo_implicit(K) && typeinfo_implicit(V)
        print(io, _dict_name(d))
    else
        show(io, typeof(d))
    end
    print(io, '(')
    if !isempty(d) && !show_circular(io, d)
        _can_refer(K) || _can_refer(V) ? _show_dict_pairs(IOContext(io, _shown_pair(d)), d) : _show_dict_pairs(io, d)
    end
    print(io, ')')
end
# the `k => v` pairs of a dictionary, between its parentheses
function _show_dict_pairs(io::IO, d::AbstractDict{K,V}) where {K,V}
    first = true
    # under :limit => true at most 10 pairs, then "…" (Julia's show.jl)
    limit = get(io, :limit, false) === true
    n = 0
    for p in d
        first || print(io, ", ")
        first = false
        _show_pair(io, p, K, V)
        n += 1
        limit && n >= 10 && (print(io, "…"); break)
    end
    return nothing
end

_dict_name(d::Dict) = "Dict"
# Julia's show_type_name: the type's name as Main sees it (`Base.Pairs`).
function _dict_name(d::AbstractDict)
    s = string(typeof(d))
    i = findfirst(==('{'), s)
    return i === nothing ? s : s[1:prevind(s, i)]
end

filter(f, d::Dict{K,V}) where {K,V} = (r = Dict{K,V}(); for p in d; f(p) && (r[p.first] = p.second); end; r)
function filter!(f, d::Dict)
    for p in collect(d)
        f(p) || delete!(d, p.first)
    end
    return d
end

# ---- Set (a Dict{T,Nothing}) ------------------------------------------------------------------

struct Set{T} <: AbstractSet{T}
    dict::Dict{T,Nothing}
    Set{T}() where {T} = new(Dict{T,Nothing}())
    # copy's: the set that owns dictionary d
    Set{T}(::Val{:dict}, d::Dict{T,Nothing}) where {T} = new(d)
end
copy(s::Set{T}) where {T} = Set{T}(Val(:dict), copy(s.dict))
function (::Type{Set{T}})(itr) where {T}
    s = Set{T}()
    for x in itr
        push!(s, x)
    end
    return s
end
Set() = Set{Any}()
# Julia's set.jl _Set: an iterator whose element type is unknown (a
# generator) gives a set of the inferred type of its elements when that is
# concrete, else one widened as the elements come (grow_to!).
Set(itr) = _set_new(itr, IteratorEltype(itr))
_set_new(itr, ::HasEltype) = _set_from(eltype(itr), itr)
function _set_new(itr, ::EltypeUnknown)
    T = _empty_eltype(itr)
    (isconcretetype(T) || T === Union{}) && return _set_from(T, itr)
    y = iterate(itr)
    y === nothing && return Set{T}()
    x = y[1]
    dest = Set{typeof(x)}()
    push!(dest, x)
    return _set_grow!(dest, itr, y[2])
end
function _set_grow!(dest::Set{T}, itr, st) where {T}
    y = iterate(itr, st)
    while y !== nothing
        el = y[1]
        if el isa T
            push!(dest, el)
            y = iterate(itr, y[2])
        else
            new = Set{promote_typejoin(T, typeof(el))}()
            union!(new, dest)
            push!(new, el)
            return _set_grow!(new, itr, y[2])
        end
    end
    return dest
end
_set_from(::Type{T}, itr) where {T} = Set{T}(itr)
push!(s::Set, x) = (s.dict[x] = nothing; s)
delete!(s::Set, x) = (delete!(s.dict, x); s)
in(x, s::Set) = haskey(s.dict, x)
length(s::Set) = length(s.dict)
isempty(s::Set) = isempty(s.dict)
eltype(::Type{Set{T}}) where {T} = T
function iterate(s::Set, st...)
    y = iterate(s.dict, st...)
    y === nothing && return nothing
    return (y[1].first, y[2])
end
# Julia's set.jl: remove x (a KeyError when absent) and return the set's own key.
function pop!(s::Set, x, default)
    dict = s.dict
    index = ht_keyindex(dict, x)
    index < 0 && return default
    key = dict.keys[index]
    _delete!(dict, index)
    return key
end
pop!(s::Set, x) = (pop!(s.dict, x); x)
# Julia's dict.jl and set.jl: a dictionary or set of another type converts
# through the target type's constructor.
convert(::Type{T}, x::AbstractDict) where {T<:AbstractDict} = x isa T ? x : T(x)
convert(::Type{T}, x::AbstractSet) where {T<:AbstractSet} = x isa T ? x : T(x)
function pop!(s::Set)
    isempty(s) && throw(ArgumentError("set must be non-empty"))
    y = iterate(s)
    x = y[1]
    delete!(s, x)
    return x
end
union(s::Set{T}, itrs...) where {T} = (r = Set{T}(s); for it in itrs; for x in it; push!(r, x); end; end; r)
union!(s::Set, itrs...) = (for it in itrs; for x in it; push!(s, x); end; end; s)
intersect(s::Set{T}, itr) where {T} = (r = Set{T}(); for x in itr; x in s && push!(r, x); end; r)
setdiff(s::Set{T}, itr) where {T} = (r = Set{T}(s); for x in itr; delete!(r, x); end; r)
issubset(a, b) = all(x -> x in b, a)
==(a::Set, b::Set) = length(a) == length(b) && issubset(a, b)
function show(io::IO, s::Set{T}) where {T}
    if isempty(s)
        # Julia's set.jl: Set() where the element type is implied (in a Vector{Set{T}})
        get(io, :typeinfo, Any) == typeof(s) ? print(io, "Set()") : print(io, "Set{", T, "}()")
        return nothing
    end
    print(io, "Set(")
    _typeinfo_prefix_set(io, s)
    print(io, '[')
    if !show_circular(io, s)
        _can_refer(T) ? _show_set_elems(IOContext(io, _shown_pair(s)), s) : _show_set_elems(io, s)
    end
    print(io, "])")
end
function _show_set_elems(io::IO, s::Set{T}) where {T}
    # under :limit => true more than 20 elements show the first and last 10
    # around "  …  " (Julia's show_vector, which a Set's show calls)
    n = length(s)
    limited = n > 20 && get(io, :limit, false) === true
    i = 0
    for x in s
        i += 1
        limited && 10 < i <= n - 10 && continue
        _show_typeinfo(io, x, T)
        if limited && i == 10
            print(io, "  …  ")
        elseif i < n
            print(io, ", ")
        end
    end
    return nothing
end
# an empty Set whose type the reader knows prints as Set() (Julia's set.jl
# show reads :typeinfo)
_show_typeinfo(io::IO, x::Set, ctx) = ctx === typeof(x) && isempty(x) ? print(io, "Set()") : show(io, x)
_typeinfo_prefix_set(io::IO, s::Set{T}) where {T} = typeinfo_implicit(T) || show(io, T)
# Julia's set.jl: a Set's table operations are its Dict's.
sizehint!(s::Set, newsz::Integer) = (sizehint!(s.dict, newsz); s)
empty!(s::Set) = (empty!(s.dict); s)
rehash!(s::Set) = (rehash!(s.dict); s)
# Julia's abstractset.jl: equal sets hash equally whatever their kind (a
# Set and a BitSet of the same integers), the order of elements aside.
function hash(s::AbstractSet, h::UInt)
    hv = 0x852ada37cfe8e0ce
    for x in s
        hv ⊻= hash(x)
    end
    return hash(hv, h)
end
empty(s::AbstractSet{T}, ::Type{U}=T) where {T,U} = Set{U}()
sizehint!(s::AbstractSet, n) = nothing
filter!(f, s::Set) = (for x in collect(s); f(x) || delete!(s, x); end; s)
# Julia's abstractset.jl: which collections answer `in` without a scan
hasfastin(::Type) = false
hasfastin(::Union{Type{<:AbstractSet},Type{<:AbstractDict},Type{<:AbstractRange}}) = true
hasfastin(x) = hasfastin(typeof(x))
# how many distinct values a type has, at most (typemax(Int) for "many")
max_values(::Type) = typemax(Int)
max_values(::Type{Int8}) = 256
max_values(::Type{UInt8}) = 256
max_values(::Type{Int16}) = 65536
max_values(::Type{UInt16}) = 65536
max_values(::Type{Int32}) = 4294967296
max_values(::Type{UInt32}) = 4294967296
max_values(::Type{Bool}) = 2
max_values(::Type{Nothing}) = 1
function max_values(T::Union)
    a = max_values(T.a)::Int
    b = max_values(T.b)::Int
    return max(a, b, a + b)
end
copy!(dst::AbstractSet, src::AbstractSet) = union!(empty!(dst), src)
# Julia's base/abstractset.jl: what every AbstractSet gets from `in`,
# `length`, `iterate`, `push!`/`delete!` and `copy`, so user sets such as
# `struct S{T} <: AbstractSet{T}` compare and combine as Julia's do.
eltype(::Type{<:AbstractSet{T}}) where {T} = T
==(a::AbstractSet, b::AbstractSet) = length(a) == length(b) && issubset(a, b)
<(a::AbstractSet, b::AbstractSet) = ⊊(a, b)
<=(a::AbstractSet, b::AbstractSet) = issubset(a, b)
copymutable(s::AbstractSet) = copy(s)
emptymutable(s::AbstractSet{T}, ::Type{U}=T) where {T,U} = Set{U}()
_set_eltype(s, itrs...) = promote_type(eltype(s), map(eltype, itrs)...)
union(s::AbstractSet, itrs...) = union!(emptymutable(s, _set_eltype(s, itrs...)), s, itrs...)
union!(s::AbstractSet, itrs...) = (for it in itrs; for x in it; push!(s, x); end; end; s)
function intersect(s::AbstractSet, itrs...)
    r = union!(emptymutable(s, _set_eltype(s, itrs...)), s)
    return intersect!(r, itrs...)
end
setdiff(s::AbstractSet, itrs...) = setdiff!(copymutable(s), itrs...)
union(a::AbstractVector, bs...) = unique(vcat(a, map(collect, bs)...))
# (as Julia's _shrink, of the promoted element type)
function intersect(a::AbstractVector, b)
    T = promote_type(eltype(a), eltype(b))
    r = unique(filter(x -> x in b, a))
    return eltype(r) === T ? r : copyto!(Array{T,1}(undef, length(r)), r)
end
setdiff(a::AbstractVector, b) = unique(filter(x -> !(x in b), a))
# any other iterables (strings, tuples, generators; several vectors): a
# vector of the first one's distinct elements that the others keep, in its
# order (Julia's abstractset.jl _shrink); union is the distinct elements of
# all, in order of appearance.
function _shrink_iter(shrink!, itr, itrs)
    T = promote_type(eltype(itr), map(eltype, itrs)...)
    keep = shrink!(Set{T}(itr), itrs...)
    out = T[]
    for x in itr
        if x in keep
            delete!(keep, x)
            push!(out, x)
        end
    end
    return out
end
intersect(itr, itrs...) = _shrink_iter(intersect!, itr, itrs)
setdiff(itr, itrs...) = _shrink_iter(setdiff!, itr, itrs)
function union(itr, itrs...)
    T = promote_type(eltype(itr), map(eltype, itrs)...)
    seen = Set{T}()
    out = T[]
    for it in (itr, itrs...), x in it
        x in seen || (push!(seen, x); push!(out, x))
    end
    return out
end
# push! of several items, one after another (Julia's abstractarray.jl)
push!(A, a, b, cs...) = (push!(A, a); push!(A, b, cs...))
push!(d::AbstractDict, p::Pair) = (d[p.first] = p.second; d)
typeinfo_implicit(::Type{Dict{K,V}}) where {K,V} = typeinfo_implicit(K) && typeinfo_implicit(V)

# Julia's findfirst(f, A) and findall(f, A) go through pairs(A): a
# dictionary's values are tested and its keys returned.
function findfirst(f::Function, d::AbstractDict)
    for (k, v) in d
        f(v) && return k
    end
    return nothing
end
findall(f::Function, d::AbstractDict) = collect(k for (k, v) in d if f(v))

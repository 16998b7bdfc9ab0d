# This file is a part of Kiln's Base library.
#
# Random.jl — the standard library module Random, evaluated when a program
# first loads it (`using Random`, `import Random`). The generator and the
# samplers behind rand/randn are in Base (base/rand.jl), since those work
# without `using Random`; this module adds seeding (Julia 1.10: the seed's
# 32-bit words hashed with SHA-256 give the Xoshiro256++ state), Xoshiro(seed),
# shuffle/shuffle!, randperm/randperm!, randcycle/randcycle!, randsubseq,
# randexp, bitrand, randstring, and MersenneTwister (Julia 1.10's dSFMT
# generator with its caches, so that seeded streams are Julia's).

module Random

import Base: Xoshiro, rand, rand!, randn, randn!, copy, copy!, ==, show, hash, _rand52
using Base: AbstractRNG, TaskLocalRNG, default_rng, _xoshiro, _initstate!, _entropy_seed!

export AbstractRNG, Xoshiro, TaskLocalRNG, MersenneTwister, rand!, randn!, randexp, randexp!,
    shuffle, shuffle!, randperm, randperm!, randcycle, randcycle!, randsubseq, randsubseq!,
    bitrand, randstring

# ---- SHA-256 (FIPS 180-4) ----------------------------------------------------------------

const _K256 = UInt32[
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2]

_rotr(x::UInt32, n) = (x >>> n) | (x << (32 - n))

# The SHA-256 digest of the bytes of data, as 32 bytes.
function sha256(data::Vector{UInt8})
    h = UInt32[0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]
    n = length(data)
    msg = copy(data)
    push!(msg, 0x80)
    while length(msg) % 64 != 56
        push!(msg, 0x00)
    end
    bits = UInt64(n) * 8
    for k in 7:-1:0
        push!(msg, (bits >>> (8k)) % UInt8)
    end
    w = Vector{UInt32}(undef, 64)
    for chunk in 0:(length(msg) ÷ 64 - 1)
        for t in 1:16
            o = 64chunk + 4(t - 1)
            w[t] = (UInt32(msg[o+1]) << 24) | (UInt32(msg[o+2]) << 16) | (UInt32(msg[o+3]) << 8) | UInt32(msg[o+4])
        end
        for t in 17:64
            s0 = _rotr(w[t-15], 7) ⊻ _rotr(w[t-15], 18) ⊻ (w[t-15] >>> 3)
            s1 = _rotr(w[t-2], 17) ⊻ _rotr(w[t-2], 19) ⊻ (w[t-2] >>> 10)
            w[t] = w[t-16] + s0 + w[t-7] + s1
        end
        a, b, c, d, e, f, g, hh = h[1], h[2], h[3], h[4], h[5], h[6], h[7], h[8]
        for t in 1:64
            S1 = _rotr(e, 6) ⊻ _rotr(e, 11) ⊻ _rotr(e, 25)
            ch = (e & f) ⊻ (~e & g)
            t1 = hh + S1 + ch + _K256[t] + w[t]
            S0 = _rotr(a, 2) ⊻ _rotr(a, 13) ⊻ _rotr(a, 22)
            maj = (a & b) ⊻ (a & c) ⊻ (b & c)
            t2 = S0 + maj
            hh, g, f, e, d, c, b, a = g, f, e, d + t1, c, b, a, t1 + t2
        end
        h[1] += a; h[2] += b; h[3] += c; h[4] += d
        h[5] += e; h[6] += f; h[7] += g; h[8] += hh
    end
    out = Vector{UInt8}(undef, 32)
    for i in 1:8, k in 0:3
        out[4(i-1)+k+1] = (h[i] >>> (24 - 8k)) % UInt8
    end
    return out
end

# ---- seeding -------------------------------------------------------------------------------

# The seed's 32-bit words, least significant first (Julia's make_seed).
function make_seed(n::Integer)
    n < 0 && throw(DomainError(n, "`n` must be non-negative."))
    seed = UInt32[]
    while true
        push!(seed, (n & 0xffffffff) % UInt32)
        n >>= 32
        n == 0 && return seed
    end
end

_bytes(seed::Vector{UInt32}) = UInt8[(seed[i>>2+1] >>> (8 * (i & 3))) % UInt8 for i in 0:4length(seed)-1]
_bytes(seed::Vector{UInt64}) = UInt8[(seed[i>>3+1] >>> (8 * (i & 7))) % UInt8 for i in 0:8length(seed)-1]

function _word(d::Vector{UInt8}, k)
    w = 0x0000000000000000
    for b in 7:-1:0
        w = (w << 8) | UInt64(d[8k+b+1])
    end
    return w
end

function seed!(rng::Union{TaskLocalRNG,Xoshiro}, seed::Union{Vector{UInt32},Vector{UInt64}})
    d = sha256(_bytes(seed))
    _initstate!(_xoshiro(rng), _word(d, 0), _word(d, 1), _word(d, 2), _word(d, 3))
    return rng
end
seed!(rng::Union{TaskLocalRNG,Xoshiro}, seed::Integer) = seed!(rng, make_seed(seed))
seed!(rng::Union{TaskLocalRNG,Xoshiro}, ::Nothing) = seed!(rng)
seed!(rng::Union{TaskLocalRNG,Xoshiro}) = (_entropy_seed!(_xoshiro(rng)); rng)
seed!(seed::Union{Nothing,Integer,Vector{UInt32},Vector{UInt64}}=nothing) = seed!(default_rng(), seed)

Xoshiro(seed::Union{Integer,Vector{UInt32},Vector{UInt64}}) =
    seed!(Xoshiro(0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000), seed)
Xoshiro() = seed!(Xoshiro(0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000))
Xoshiro(::Nothing) = Xoshiro()

# ---- MersenneTwister -----------------------------------------------------------------------
#
# Julia 1.10's MersenneTwister is dSFMT (the double precision SIMD-oriented
# Fast Mersenne Twister of Saito and Matsumoto, exponent 19937) behind two
# caches: `vals`, 1002 doubles in [1, 2) from which rand(rng) and the 52-bit
# samplers draw, and `ints`, 501 UInt128 words (made from 1254 doubles, whose
# 12 missing bits per word are filled in from 126 extra words) for the 64- and
# 128-bit integers. Large arrays of floats are filled by the generator
# directly, without going through `vals`. All of it is reimplemented here from
# the dSFMT paper's recursion and Julia's documented cache rules.

const _SFMT_N = 191                    # 128-bit words of state (exponent 19937)
const _SFMT_POS1 = 117
const _SFMT_SL1 = 19
const _SFMT_SR = 12
const _SFMT_MSK1 = 0x000ffafffffffb3f
const _SFMT_MSK2 = 0x000ffdfffc90fffd
const _SFMT_FIX1 = 0x90014964b32f4329
const _SFMT_FIX2 = 0x3b8d12ac548a7c7a
const _SFMT_PCV1 = 0x3d84e1ac0dc82880
const _SFMT_PCV2 = 0x0000000000000001
const _SFMT_MIN = 2 * _SFMT_N          # dsfmt_get_min_array_size() == 382
const _MT_CACHE_F = 1002               # doubles in `vals`
const _MT_CACHE_I = 501 * 16           # bytes in `ints`

@inline _sfmt_w(x::UInt64) = x
@inline _sfmt_w(x::Float64) = reinterpret(UInt64, x)
@inline _sfmt_as(::Type{UInt64}, w::UInt64) = w
@inline _sfmt_as(::Type{Float64}, w::UInt64) = reinterpret(Float64, w)

_sfmt_ini1(x::UInt32) = (x ⊻ (x >> 27)) * 0x0019660d
_sfmt_ini2(x::UInt32) = (x ⊻ (x >> 27)) * 0x5d588b65

# dsfmt_init_by_array: the state (N+1 128-bit words, the last one the "lung",
# kept as 2N+2 UInt64 words, low half first) from the key's 32-bit words.
function _sfmt_init_by_array!(st::Vector{UInt64}, key::Vector{UInt32})
    sz = (_SFMT_N + 1) * 4
    lag = 11
    mid = (sz - lag) ÷ 2
    p = fill(0x8b8b8b8b, sz)
    keylen = length(key)
    count = max(keylen + 1, sz)
    r = _sfmt_ini1(p[1] ⊻ p[mid % sz + 1] ⊻ p[(sz - 1) % sz + 1])
    p[mid % sz + 1] += r
    r += keylen % UInt32
    p[(mid + lag) % sz + 1] += r
    p[1] = r
    count -= 1
    i = 1
    j = 0
    while j < count
        r = _sfmt_ini1(p[i+1] ⊻ p[(i + mid) % sz + 1] ⊻ p[(i + sz - 1) % sz + 1])
        p[(i + mid) % sz + 1] += r
        r += (j < keylen ? key[j+1] : 0x00000000) + i % UInt32
        p[(i + mid + lag) % sz + 1] += r
        p[i+1] = r
        i = (i + 1) % sz
        j += 1
    end
    for _ in 1:sz
        r = _sfmt_ini2(p[i+1] + p[(i + mid) % sz + 1] + p[(i + sz - 1) % sz + 1])
        p[(i + mid) % sz + 1] ⊻= r
        r -= i % UInt32
        p[(i + mid + lag) % sz + 1] ⊻= r
        p[i+1] = r
        i = (i + 1) % sz
    end
    for k in 1:2(_SFMT_N + 1)
        st[k] = UInt64(p[2k-1]) | (UInt64(p[2k]) << 32)
    end
    # values in [1, 2): exponent 0x3ff, 52 random bits
    for k in 1:2_SFMT_N
        st[k] = (st[k] & 0x000fffffffffffff) | 0x3ff0000000000000
    end
    # period certification of the lung
    inner = ((st[2_SFMT_N+1] ⊻ _SFMT_FIX1) & _SFMT_PCV1) ⊻ ((st[2_SFMT_N+2] ⊻ _SFMT_FIX2) & _SFMT_PCV2)
    sh = 32
    while sh > 0
        inner ⊻= inner >> sh
        sh >>= 1
    end
    if inner & 0x0000000000000001 != 0x0000000000000001
        st[2_SFMT_N+2] ⊻= 0x0000000000000001
    end
    return st
end

# dsfmt_fill_array_close1_open2: the next n (even, >= 382) doubles of the
# stream, as the bits of values in [1, 2), into out[o+1:o+n] (UInt64 words or
# Float64 values); the state becomes the last N 128-bit words written.
function _sfmt_fill!(st::Vector{UInt64}, out::Vector{T}, o::Int, n::Int) where {T}
    N = _SFMT_N
    P = _SFMT_POS1
    m = n >> 1
    l0 = @inbounds st[2N+1]
    l1 = @inbounds st[2N+2]
    # x[i] = f(x[i-N], x[i-N+P], lung): x[i-N] is st[i] while i < N, and
    # x[i-N+P] is st[i+P] while i < N-P; the rest were just written to out
    @inbounds for i in 0:N-P-1
        l0, l1 = _sfmt_step!(out, o + 2i, st[2i+1], st[2i+2], st[2(i+P)+1], st[2(i+P)+2], l0, l1)
    end
    @inbounds for i in N-P:N-1
        k = o + 2(i + P - N)
        l0, l1 = _sfmt_step!(out, o + 2i, st[2i+1], st[2i+2], _sfmt_w(out[k+1]), _sfmt_w(out[k+2]), l0, l1)
    end
    @inbounds for i in N:m-1
        ka = o + 2(i - N)
        kb = o + 2(i + P - N)
        l0, l1 = _sfmt_step!(out, o + 2i, _sfmt_w(out[ka+1]), _sfmt_w(out[ka+2]),
                             _sfmt_w(out[kb+1]), _sfmt_w(out[kb+2]), l0, l1)
    end
    @inbounds for k in 1:2N
        st[k] = _sfmt_w(out[o+n-2N+k])
    end
    @inbounds st[2N+1] = l0
    @inbounds st[2N+2] = l1
    return out
end

# One step of the recursion: the new lung from a, b and the old lung, and
# the output word pair written at out[j+1], out[j+2].
@inline function _sfmt_step!(out::Vector{T}, j::Int, a0::UInt64, a1::UInt64, b0::UInt64, b1::UInt64,
                             l0::UInt64, l1::UInt64) where {T}
    n0 = (a0 << _SFMT_SL1) ⊻ (l1 >> 32) ⊻ (l1 << 32) ⊻ b0
    n1 = (a1 << _SFMT_SL1) ⊻ (l0 >> 32) ⊻ (l0 << 32) ⊻ b1
    @inbounds out[j+1] = _sfmt_as(T, (n0 >> _SFMT_SR) ⊻ (n0 & _SFMT_MSK1) ⊻ a0)
    @inbounds out[j+2] = _sfmt_as(T, (n1 >> _SFMT_SR) ⊻ (n1 & _SFMT_MSK2) ⊻ a1)
    return n0, n1
end

"""
    MersenneTwister(seed)
    MersenneTwister()

The dSFMT generator with Julia 1.10's seeding and caches: the same seed
gives the same stream as in Julia 1.10.
"""
mutable struct MersenneTwister <: AbstractRNG
    seed::Vector{UInt32}
    state::Vector{UInt64}
    vals::Vector{UInt64}    # bits of doubles in [1, 2)
    ints::Vector{UInt64}    # Julia's 501 UInt128 words, as 1002 words (low half first)
    work::Vector{UInt64}    # scratch for refilling `ints`
    idxF::Int
    idxI::Int
    adv::Int64              # doubles generated by the dSFMT state since seeding
    adv_vals::Int64         # adv when `vals` was last filled (-1: never)
    adv_ints::Int64         # adv when `ints` was last filled (-1: never)
end

function _mt_new()
    return MersenneTwister(UInt32[], zeros(UInt64, 2(_SFMT_N + 1)), zeros(UInt64, _MT_CACHE_F),
                           zeros(UInt64, _MT_CACHE_I >> 3), zeros(UInt64, 2(501 + 126)),
                           _MT_CACHE_F, 0, 0, -1, -1)
end

MersenneTwister(seed::Union{Integer,Vector{UInt32}}) = seed!(_mt_new(), seed)
MersenneTwister() = seed!(_mt_new())
MersenneTwister(::Nothing) = MersenneTwister()

function seed!(r::MersenneTwister, seed::Vector{UInt32})
    resize!(r.seed, length(seed))
    copyto!(r.seed, seed)
    _sfmt_init_by_array!(r.state, r.seed)
    fill!(r.vals, 0x0000000000000000)
    fill!(r.ints, 0x0000000000000000)
    r.idxF = _MT_CACHE_F
    r.idxI = 0
    r.adv = 0
    r.adv_vals = -1
    r.adv_ints = -1
    return r
end
seed!(r::MersenneTwister, n::Integer) = seed!(r, make_seed(n))
seed!(r::MersenneTwister, ::Nothing) = seed!(r)
# Julia seeds from RandomDevice (4 random UInt32); Kiln from its entropy source.
function seed!(r::MersenneTwister)
    x = _entropy_seed!(Xoshiro(0x0000000000000000, 0x0000000000000000, 0x0000000000000000,
                               0x0000000000000000, 0x0000000000000000))
    return seed!(r, UInt32[rand(x, UInt32) for _ in 1:4])
end

function copy!(dst::MersenneTwister, src::MersenneTwister)
    resize!(dst.seed, length(src.seed))
    copyto!(dst.seed, src.seed)
    copyto!(dst.state, src.state)
    copyto!(dst.vals, src.vals)
    copyto!(dst.ints, src.ints)
    dst.idxF = src.idxF
    dst.idxI = src.idxI
    dst.adv = src.adv
    dst.adv_vals = src.adv_vals
    dst.adv_ints = src.adv_ints
    return dst
end
copy(src::MersenneTwister) = copy!(_mt_new(), src)

==(a::MersenneTwister, b::MersenneTwister) =
    a.seed == b.seed && a.state == b.state && a.vals == b.vals && a.ints == b.ints &&
    a.idxF == b.idxF && a.idxI == b.idxI
hash(r::MersenneTwister, h::UInt) =
    hash(r.idxI, hash(r.idxF, hash(r.ints, hash(r.vals, hash(r.state, hash(r.seed, h))))))

# The seed as Julia prints it: the words as one number, in decimal up to
# typemax(Int), else in hexadecimal.
function _mt_seed_string(a::Vector{UInt32})
    h = length(a)
    while h > 0 && a[h] == 0x00000000
        h -= 1
    end
    h == 0 && return "0"
    if h <= 2
        v = UInt64(a[1]) | (h == 2 ? UInt64(a[2]) << 32 : 0x0000000000000000)
        v <= 0x7fffffffffffffff && return string(v)
    end
    io = IOBuffer()
    print(io, "0x", string(a[h], base=16))
    for i in h-1:-1:1
        print(io, string(a[i], base=16, pad=8))
    end
    return String(take!(io))
end

function show(io::IO, r::MersenneTwister)
    s = _mt_seed_string(r.seed)
    if r.adv == 0
        print(io, MersenneTwister, "(", s, ")")   # Random.MersenneTwister where not imported
        return
    end
    print(io, MersenneTwister, "(", s, ", (0, ", r.adv)
    if r.adv_vals != -1 || r.adv_ints != -1
        if r.adv_vals == -1
            print(io, ", 0, 0")
        else
            print(io, ", ", r.adv_vals, ", ", r.idxF)
        end
    end
    if r.adv_ints != -1
        print(io, ", ", r.adv_ints, ", ", (8 * length(r.ints) - r.idxI) ÷ 8)
    end
    print(io, "))")
end

_mt_fill!(r::MersenneTwister, out::Vector, o::Int, n::Int) = (r.adv += n; _sfmt_fill!(r.state, out, o, n))

@noinline function _mt_gen_rand(r::MersenneTwister)
    r.adv_vals = r.adv
    _mt_fill!(r, r.vals, 0, _MT_CACHE_F)
    r.idxF = 0
    return r
end

# The next double of `vals`, as the bits of a value in [1, 2) (UInt52Raw).
@inline function _mt_pop(r::MersenneTwister)
    i = r.idxF
    if i == _MT_CACHE_F
        _mt_gen_rand(r)
        i = 0
    end
    i += 1
    r.idxF = i
    return @inbounds r.vals[i]
end

@inline _w128(w::Vector{UInt64}, k::Int) = @inbounds UInt128(w[2k-1]) | (UInt128(w[2k]) << 64)
@inline function _xor128!(w::Vector{UInt64}, k::Int, v::UInt128)
    @inbounds w[2k-1] ⊻= v % UInt64
    @inbounds w[2k] ⊻= (v >> 64) % UInt64
    return w
end

# Refill `ints`: 627 UInt128 words from 1254 doubles, the last 126 of which
# supply the 12 missing bits of each of the first 501.
@noinline function _mt_fill_ints!(r::MersenneTwister)
    r.adv_ints = r.adv
    len = 501 + 126
    w = r.work
    _mt_fill!(r, w, 0, 2len)
    k = 501
    n = 0
    while n != 500
        k += 1
        u = _w128(w, k)
        _xor128!(w, n + 1, u << 48)
        _xor128!(w, n + 2, u << 36)
        _xor128!(w, n + 3, u << 24)
        _xor128!(w, n + 4, u << 12)
        n += 4
    end
    _xor128!(w, 501, _w128(w, len) << 48)
    copyto!(r.ints, 1, w, 1, 1002)
    r.idxI = _MT_CACHE_I
    return r
end

# The next 8 bytes of `ints`, taken from its end (Julia's mt_pop!).
@inline function _mt_pop64(r::MersenneTwister)
    r.idxI < 8 && _mt_fill_ints!(r)
    i = r.idxI - 8
    r.idxI = i
    return @inbounds r.ints[(i >> 3) + 1]
end

# The next UInt128 of `ints`: a whole 16-byte word, skipping the half of one
# already used by a 64-bit value.
function _mt_pop128(r::MersenneTwister)
    r.idxI < 16 && _mt_fill_ints!(r)
    idx = r.idxI >> 4
    r.idxI = (idx << 4) - 16
    return _w128(r.ints, idx)
end

rand(r::MersenneTwister, ::Type{Float64}) = reinterpret(Float64, _mt_pop(r)) - 1.0
rand(r::MersenneTwister, ::Type{Float32}) =
    reinterpret(Float32, ((_mt_pop(r) % UInt32) & 0x007fffff) | 0x3f800000) - 1.0f0
rand(r::MersenneTwister, ::Type{UInt64}) = _mt_pop64(r)
rand(r::MersenneTwister, ::Type{Int64}) = _mt_pop64(r) % Int64
rand(r::MersenneTwister, ::Type{UInt128}) = _mt_pop128(r)
rand(r::MersenneTwister, ::Type{Int128}) = _mt_pop128(r) % Int128
rand(r::MersenneTwister, ::Type{T}) where {T<:Union{Int8,UInt8,Int16,UInt16,Int32,UInt32}} = _mt_pop(r) % T
rand(r::MersenneTwister, ::Type{Bool}) = _mt_pop(r) & 0x0000000000000001 == 0x0000000000000001

# The constructors that take what `show` prints (Julia's "EXPERIMENTAL"
# MersenneTwister(seed, advance)): the tuple is (jumps, adv, adv_vals, idxF,
# adv_ints, idxI), the last two or four may be left out. Jumps (Future.randjump)
# are not supported.
MersenneTwister(seed::Union{Integer,Vector{UInt32}}, advance::NTuple{6,Integer}) =
    _mt_advance!(MersenneTwister(seed), advance...)
MersenneTwister(seed::Union{Integer,Vector{UInt32}}, advance::NTuple{4,Integer}) =
    MersenneTwister(seed, (advance..., 0, 0))
MersenneTwister(seed::Union{Integer,Vector{UInt32}}, advance::NTuple{2,Integer}) =
    MersenneTwister(seed, (advance..., 0, 0, 0, 0))

# Advance the dSFMT state by n doubles (n >= 382 or 0), in fills of at least 382.
function _mt_advance_n!(r::MersenneTwister, n::Int64, work::Vector{UInt64})
    n == 0 && return r
    n < 0 && throw(DomainError(n, string("can't advance ", r, " to the specified state")))
    ms = Int64(_SFMT_MIN)
    n >= ms || throw(ArgumentError(string("MersenneTwister: cannot advance by ", n, " values")))
    lw = ms + n % ms
    resize!(work, lw)
    _mt_fill!(r, work, 0, Int(lw))
    c = lw
    while n > c
        _mt_fill!(r, work, 0, Int(ms))
        c += ms
    end
    return r
end
_mt_advance_to!(r::MersenneTwister, adv::Int64, work) = _mt_advance_n!(r, adv - r.adv, work)

function _mt_advance!(r::MersenneTwister, adv_jump, adv, adv_vals, idxF, adv_ints, idxI)
    adv_jump == 0 || throw(ArgumentError("MersenneTwister: advancing by jumps (Future.randjump) is not supported in Kiln"))
    adv, adv_vals, adv_ints = Int64(adv), Int64(adv_vals), Int64(adv_ints)
    idxF, idxI = Int(idxF), Int(idxI)
    work = UInt64[]
    advF = (adv_vals, idxF) != (0, 0)
    advI = (adv_ints, idxI) != (0, 0)
    setF!() = (_mt_advance_to!(r, adv_vals, work); _mt_gen_rand(r); r.idxF = idxF)
    setI!() = (_mt_advance_to!(r, adv_ints, work); _mt_fill_ints!(r); r.idxI = 8 * length(r.ints) - 8 * idxI)
    if advI && advF
        if adv_vals < adv_ints
            setF!(); setI!()
        else
            setI!(); setF!()
        end
    elseif advF
        setF!()
    elseif advI
        setI!()
    end
    _mt_advance_to!(r, adv, work)
    return r
end

# UInt52() and UInt52Raw() (the raw bits keep the exponent of the double)
_rand52(r::MersenneTwister) = _mt_pop(r) & 0x000fffffffffffff
_rand52raw(r::AbstractRNG) = _rand52(r)
_rand52raw(r::MersenneTwister) = _mt_pop(r)

# n doubles in [1, 2) into A[o+1:o+n] (Julia's rand! on an UnsafeView{Float64}):
# up to 383 values come from `vals`; beyond, all but the last two or three
# are generated in place by the dSFMT state, the rest come from `vals`.
function _mt_rand12!(r::MersenneTwister, A::Vector{T}, o::Int, n::Int) where {T}
    n2 = (n - 2) ÷ 2 * 2
    if n2 < _SFMT_MIN
        r.idxF == _MT_CACHE_F && _mt_gen_rand(r)
        m = min(n, _MT_CACHE_F - r.idxF)
        vals = r.vals
        f = r.idxF
        @inbounds for k in 1:m
            A[o+k] = _sfmt_as(T, vals[f+k])
        end
        if m == n
            r.idxF = f + m
        else
            _mt_gen_rand(r)
            @inbounds for k in 1:n-m
                A[o+m+k] = _sfmt_as(T, vals[k])
            end
            r.idxF = n - m
        end
    else
        _mt_fill!(r, A, o, n2)
        for k in n2+1:n
            @inbounds A[o+k] = _sfmt_as(T, _mt_pop(r))
        end
    end
    return A
end

function rand!(r::MersenneTwister, A::Array{Float64})
    v = vec(A)
    _mt_rand12!(r, v, 0, length(v))
    @inbounds for i in 1:length(v)
        v[i] -= 1.0
    end
    return A
end

# n UInt128 words (Julia's rand! on an UnsafeView{UInt128}), kept as 2n
# UInt64 words in w (low half first): 104 bits from two doubles each, the
# missing bits taken from further words.
function _mt_rand128!(r::MersenneTwister, w::Vector{UInt64}, n::Int)
    i = n
    while true
        _mt_rand12!(r, w, 0, 2i)
        n < 5 && break
        i = 0
        while n - i >= 5
            i += 1
            u = _w128(w, i)
            _xor128!(w, n, u << 48)
            _xor128!(w, n - 1, u << 36)
            _xor128!(w, n - 2, u << 24)
            _xor128!(w, n - 3, u << 12)
            n -= 4
        end
    end
    if n > 0
        if _MT_CACHE_F - r.idxF < 2
            _mt_gen_rand(r)
        end
        hi = UInt128(_mt_pop(r))
        u = (hi << 64) | UInt128(_mt_pop(r))
        for k in 1:n
            _xor128!(w, k, u << (12k))
        end
    end
    return w
end

function rand!(r::MersenneTwister, A::Array{T}) where {T<:Union{Int128,UInt128}}
    n = length(A)
    w = Vector{UInt64}(undef, 2n)
    _mt_rand128!(r, w, n)
    for k in 1:n
        @inbounds A[k] = _w128(w, k) % T
    end
    return A
end

function rand!(r::MersenneTwister, A::Array{T}) where {T<:Union{Int64,UInt64}}
    n = length(A)
    n128 = n >> 1
    w = Vector{UInt64}(undef, 2n128)
    _mt_rand128!(r, w, n128)
    for k in 1:2n128
        @inbounds A[k] = w[k] % T
    end
    n > 2n128 && (@inbounds A[n] = rand(r, T))
    return A
end

function rand!(r::MersenneTwister, A::Array{T}) where {T<:Union{Int8,UInt8,Int16,UInt16,Int32,UInt32}}
    n = length(A)
    per = 16 ÷ sizeof(T)        # elements per 16-byte word
    per8 = per >> 1             # elements per 8-byte word
    n128 = n ÷ per
    w = Vector{UInt64}(undef, 2n128)
    _mt_rand128!(r, w, n128)
    for k in 1:2n128, j in 0:per8-1
        @inbounds A[(k - 1) * per8 + j + 1] = (w[k] >> (8 * sizeof(T) * j)) % T
    end
    for i in per*n128+1:n
        @inbounds A[i] = rand(r, T)
    end
    return A
end

function rand!(r::MersenneTwister, A::Array{Float32})
    n = length(A)
    n128 = n ÷ 4
    w = Vector{UInt64}(undef, 2n128)
    _mt_rand12!(r, w, 0, 2n128)
    @inbounds for k in 1:n128
        u = UInt128(w[2k-1]) | (UInt128(w[2k]) << 64)
        u ⊻= u << 26
        u = (u & 0x007fffff007fffff007fffff007fffff) | 0x3f8000003f8000003f8000003f800000
        for j in 0:3
            A[4(k-1)+j+1] = reinterpret(Float32, (u >> (32j)) % UInt32)
        end
    end
    for i in 4n128+1:n
        @inbounds A[i] = rand(r, Float32) + 1.0f0
    end
    @inbounds for i in 1:n
        A[i] = A[i] - 1.0f0
    end
    return A
end

function rand!(r::MersenneTwister, A::Array{Bool})
    n = length(A)
    n128 = n ÷ 16
    if n128 == 0
        bits = _mt_pop(r)
    else
        w = Vector{UInt64}(undef, 2n128)
        _mt_rand12!(r, w, 0, 2n128)
        x = w[1]
        bits = x ⊻ (x >> 17)
        @inbounds for k in 1:n128
            u = UInt128(w[2k-1]) | (UInt128(w[2k]) << 64)
            u = (u ⊻ (u << 5)) & 0x01010101010101010101010101010101
            for b in 0:15
                A[16(k-1)+b+1] = (u >> (8b)) % UInt8 != 0x00
            end
        end
    end
    for i in 16n128+1:n
        @inbounds A[i] = bits & 0x0000000000000001 != 0x0000000000000000
        bits >>= 1
    end
    return A
end

# ---- permutations --------------------------------------------------------------------------

# 1 + a uniform integer in 0:i-1 drawn as Julia's LessThan(i-1, Masked(mask, UInt52Raw(Int))).
function _ltm52(r::AbstractRNG, i::Int, mask::Int)
    while true
        x = (_rand52raw(r) % Int) & mask
        x <= i - 1 && return x
    end
end

function shuffle!(r::AbstractRNG, a::AbstractArray)
    n = length(a)
    n <= 1 && return a
    mask = nextpow(2, n) - 1
    for i in n:-1:2
        (mask >> 1) == i && (mask >>= 1)
        j = 1 + _ltm52(r, i, mask)
        a[i], a[j] = a[j], a[i]
    end
    return a
end
shuffle!(a::AbstractArray) = shuffle!(default_rng(), a)
shuffle(r::AbstractRNG, a::AbstractArray) = shuffle!(r, Base.copymutable(a))
shuffle(a::AbstractArray) = shuffle(default_rng(), a)

function randperm!(r::AbstractRNG, a::Array{<:Integer})
    n = length(a)
    n == 0 && return a
    a[1] = 1
    mask = 3
    for i in 2:n
        j = 1 + _ltm52(r, i, mask)
        if i != j
            a[i] = a[j]
        end
        a[j] = i
        i == 1 + mask && (mask = 2mask + 1)
    end
    return a
end
randperm!(a::Array{<:Integer}) = randperm!(default_rng(), a)
randperm(r::AbstractRNG, n::T) where {T<:Integer} = randperm!(r, Vector{T}(undef, n))
randperm(n::Integer) = randperm(default_rng(), n)

# Julia fills the BitArray's UInt64 chunks with rand! and clears the unused bits.
function bitrand(r::AbstractRNG, dims::Integer...)
    B = BitArray(undef, dims...)
    c = B.chunks
    isempty(c) && return B
    rand!(r, c)
    k = length(B) & 63
    k != 0 && (c[end] &= (0x0000000000000001 << k) - 0x0000000000000001)
    return B
end
bitrand(r::AbstractRNG, dims::Tuple{Vararg{Integer}}) = bitrand(r, dims...)
bitrand(dims::Integer...) = bitrand(default_rng(), dims...)
bitrand(dims::Tuple{Vararg{Integer}}) = bitrand(default_rng(), dims...)

function randcycle!(r::AbstractRNG, a::Array{<:Integer})
    n = length(a)
    n == 0 && return a
    a[1] = 1
    mask = 3
    for i in 2:n
        j = 1 + _ltm52(r, i - 1, mask)
        a[i] = a[j]
        a[j] = i
        i == 1 + mask && (mask = 2mask + 1)
    end
    return a
end
randcycle!(a::Array{<:Integer}) = randcycle!(default_rng(), a)
randcycle(r::AbstractRNG, n::T) where {T<:Integer} = randcycle!(r, Vector{T}(undef, n))
randcycle(n::Integer) = randcycle(default_rng(), n)

# Bernoulli sampling: each element with probability p; for small p, the gaps
# between chosen elements are drawn from randexp (as Julia).
function randsubseq!(r::AbstractRNG, S::AbstractArray, A::AbstractArray, p::Real)
    0 <= p <= 1 || throw(ArgumentError(string("probability ", p, " not in [0,1]")))
    n = length(A)
    if p == 1
        resize!(S, n)
        copyto!(S, A)
        return S
    end
    empty!(S)
    p == 0 && return S
    if p > 0.15
        for i in 1:n
            rand(r) <= p && push!(S, A[i])
        end
    else
        L = -1 / log1p(-p)
        i = 0
        while true
            s = randexp(r) * L
            s >= n - i && return S
            i += ceil(Int, s)
            push!(S, A[i])
        end
    end
    return S
end
randsubseq!(S::AbstractArray, A::AbstractArray, p::Real) = randsubseq!(default_rng(), S, A, p)
randsubseq(r::AbstractRNG, A::AbstractArray{T}, p::Real) where {T} = randsubseq!(r, T[], A, p)
randsubseq(A::AbstractArray, p::Real) = randsubseq(default_rng(), A, p)

# ---- exponential variates: the ziggurat of Marsaglia and Tsang (Julia's randexp) ----------

const _ZIGE_R = 7.69711747013104972

# The 256 layers (x in 52-bit units): ke, we, fe of Julia's normal.jl,
# computed by scripts/ziggurat_tables.py in 100-digit arithmetic and
# rounded to the nearest Float64, as Julia's tables are. They are built on
# the first randexp, so that loading Random does not pay for them.
struct _ZigguratExp
    ke::Vector{UInt64}
    we::Vector{Float64}
    fe::Vector{Float64}
end
const _zigexp = Ref{Any}(nothing)

@noinline function _zigexp_build()
    ke = UInt64[
        0x000e290a13924be3, 0x0000000000000000, 0x0009beadebce18bf, 0x000c377ac71f9e08,
        0x000d4ddb99075857, 0x000de893fb8ca23e, 0x000e4a8e87c4328d, 0x000e8dff16ae1cb9,
        0x000ebf2deab58c59, 0x000ee49a6e8b9638, 0x000f0204efd64ee4, 0x000f19bdb8ea3c1b,
        0x000f2d458bbe5bd1, 0x000f3da104b78236, 0x000f4b86d784571f, 0x000f577ad8a7784f,
        0x000f61de83da32ab, 0x000f6afb7843cce7, 0x000f730a57372b44, 0x000f7a37651b0e68,
        0x000f80a5bb6eea52, 0x000f867189d3cb5b, 0x000f8bb1b4f8fbbd, 0x000f9079062292b8,
        0x000f94d70ca8d43a, 0x000f98d8c7dcaa99, 0x000f9c8928abe083, 0x000f9ff175b734a6,
        0x000fa319996bc47d, 0x000fa6085f8e9d07, 0x000fa8c3a62e1991, 0x000fab5084e1f660,
        0x000fadb36c84cccb, 0x000faff041086846, 0x000fb20a6ea22bb9, 0x000fb404fb42cb3c,
        0x000fb5e295158173, 0x000fb7a59e99727a, 0x000fb95038c8789d, 0x000fbae44ba684eb,
        0x000fbc638d822e60, 0x000fbdcf89209ffa, 0x000fbf29a303cfc5, 0x000fc0731df1089c,
        0x000fc1ad1ed6c8b1, 0x000fc2d8b02b5c89, 0x000fc3f6c4d92131, 0x000fc5083ac9ba7d,
        0x000fc60ddd1e9cd6, 0x000fc7086622e825, 0x000fc7f881009f0b, 0x000fc8decb41ac70,
        0x000fc9bbd623d7ec, 0x000fca9027c5b26d, 0x000fcb5c3c319c49, 0x000fcc20864b4449,
        0x000fccdd70a35d40, 0x000fcd935e34bf80, 0x000fce42ab0db8bd, 0x000fceebace7ec01,
        0x000fcf8eb3b0d0e7, 0x000fd02c0a049b60, 0x000fd0c3f59d199c, 0x000fd156b7b5e27e,
        0x000fd1e48d670341, 0x000fd26daff73551, 0x000fd2f2552684be, 0x000fd372af7233c1,
        0x000fd3eeee528f62, 0x000fd4673e73543a, 0x000fd4dbc9e72ff7, 0x000fd54cb856dc2c,
        0x000fd5ba2f2c4119, 0x000fd62451ba02c2, 0x000fd68b415fcff4, 0x000fd6ef1dabc160,
        0x000fd75004790eb6, 0x000fd7ae120c583f, 0x000fd809612dbd09, 0x000fd8620b40effa,
        0x000fd8b8285b78fd, 0x000fd90bcf594b1d, 0x000fd95d15efd425, 0x000fd9ac10bfa70c,
        0x000fd9f8d364df06, 0x000fda437086566b, 0x000fda8bf9e3c9fe, 0x000fdad28062fed5,
        0x000fdb17141bff2c, 0x000fdb59c4648085, 0x000fdb9a9fda83cc, 0x000fdbd9b46e3ed4,
        0x000fdc170f6b5d04, 0x000fdc52bd81a3fb, 0x000fdc8ccacd07ba, 0x000fdcc542dd3902,
        0x000fdcfc30bcb793, 0x000fdd319ef77143, 0x000fdd6597a0f60b, 0x000fdd98245a48a2,
        0x000fddc94e575271, 0x000fddf91e64014f, 0x000fde279ce914ca, 0x000fde54d1f0a06a,
        0x000fde80c52a47cf, 0x000fdeab7def394e, 0x000fded50345eb35, 0x000fdefd5be59fa0,
        0x000fdf248e39b26f, 0x000fdf4aa064b4af, 0x000fdf6f98435894, 0x000fdf937b6f30ba,
        0x000fdfb64f414571, 0x000fdfd818d48262, 0x000fdff8dd07fed8, 0x000fe018a08122c4,
        0x000fe03767adaa59, 0x000fe05536c58a13, 0x000fe07211ccb4c5, 0x000fe08dfc94c532,
        0x000fe0a8fabe8ca1, 0x000fe0c30fbb87a5, 0x000fe0dc3ecf3a5a, 0x000fe0f48b107521,
        0x000fe10bf76a82ef, 0x000fe122869e41ff, 0x000fe1383b4327e1, 0x000fe14d17c83187,
        0x000fe1611e74c023, 0x000fe1745169635a, 0x000fe186b2a09176, 0x000fe19843ef4e07,
        0x000fe1a90705bf63, 0x000fe1b8fd6fb37c, 0x000fe1c828951443, 0x000fe1d689ba4bfd,
        0x000fe1e4220099a4, 0x000fe1f0f26655a0, 0x000fe1fcfbc726d4, 0x000fe2083edc2830,
        0x000fe212bc3bfeb4, 0x000fe21c745adfe3, 0x000fe225678a8895, 0x000fe22d95fa23f4,
        0x000fe234ffb62282, 0x000fe23ba4a800d9, 0x000fe2418495fddc, 0x000fe2469f22bffb,
        0x000fe24af3cce90d, 0x000fe24e81ee9858, 0x000fe25148bcda19, 0x000fe253474703fe,
        0x000fe2547c75fdc6, 0x000fe254e70b754f, 0x000fe25485a0fd1a, 0x000fe25356a71450,
        0x000fe2515864173a, 0x000fe24e88f316f1, 0x000fe24ae64296fa, 0x000fe2466e132f60,
        0x000fe2411df611bd, 0x000fe23af34b6f73, 0x000fe233eb40bf41, 0x000fe22c02cee01b,
        0x000fe22336b81710, 0x000fe2198385e5cc, 0x000fe20ee586b707, 0x000fe20358cb5dfb,
        0x000fe1f6d92465b1, 0x000fe1e9621f2c9e, 0x000fe1daef02c8da, 0x000fe1cb7accb0a6,
        0x000fe1bb002d22c9, 0x000fe1a9798349b8, 0x000fe196e0d9140c, 0x000fe1832fdebc44,
        0x000fe16e5fe5f931, 0x000fe15869dccfcf, 0x000fe1414647fe78, 0x000fe128ed3cf8b2,
        0x000fe10f565b69cf, 0x000fe0f478c633ab, 0x000fe0d84b1bdd9e, 0x000fe0bac36e6688,
        0x000fe09bd73a6b5b, 0x000fe07b7b5d920a, 0x000fe059a40c26d2, 0x000fe03644c5d7f8,
        0x000fe011504979b2, 0x000fdfeab887b95c, 0x000fdfc26e94a447, 0x000fdf986297e305,
        0x000fdf6c83bb8663, 0x000fdf3ec0193eed, 0x000fdf0f04a5d30a, 0x000fdedd3d1aa204,
        0x000fdea953dcfc13, 0x000fde7331e3100d, 0x000fde3abe9626f2, 0x000fddffdfb1dbd5,
        0x000fddc2791ff351, 0x000fdd826cd068c6, 0x000fdd3f9a8d3856, 0x000fdcf9dfc95b0c,
        0x000fdcb1176a55fe, 0x000fdc65198ba50b, 0x000fdc15bb3b2daa, 0x000fdbc2ce2dc4ae,
        0x000fdb6c206aaaca, 0x000fdb117becb4a1, 0x000fdab2a6379bf0, 0x000fda4f5fdfb4e9,
        0x000fd9e76401f3a3, 0x000fd97a67a9ce1f, 0x000fd90819221429, 0x000fd8901f2d4b02,
        0x000fd812182170e1, 0x000fd78d98e23cd3, 0x000fd7022bb3f082, 0x000fd66f4edf96b9,
        0x000fd5d473200305, 0x000fd530f9ccff94, 0x000fd48432b7b351, 0x000fd3cd59a8469e,
        0x000fd30b9368f90a, 0x000fd23dea45f500, 0x000fd16349e2e04a, 0x000fd07a7a3ef98a,
        0x000fcf8219b5df05, 0x000fce7895bcfcde, 0x000fcd5c220ad5e2, 0x000fcc2aadbc17dc,
        0x000fcae1d5e81fbc, 0x000fc97ed4e778f9, 0x000fc7fe6d4d720e, 0x000fc65ccf39c2fc,
        0x000fc4957623cb03, 0x000fc2a2fc826dc7, 0x000fc07ee19b01cd, 0x000fbe213c1cf493,
        0x000fbb8051ac1566, 0x000fb890078d120e, 0x000fb5411a5b9a95, 0x000fb18000547133,
        0x000fad334827f1e2, 0x000fa839276708b9, 0x000fa263b32e37ed, 0x000f9b72d1c52cd1,
        0x000f930a1a281a05, 0x000f889f023d820a, 0x000f7b577d2be5f3, 0x000f69c650c40a8f,
        0x000f51530f0916d8, 0x000f2cb0e3c5933e, 0x000eeefb15d605d8, 0x000e6da6ecf27460
    ]
    we = Float64[
        1.9311480126418366e-15, 1.417802848791083e-17, 2.3278824993382448e-17, 3.048783024706432e-17,
        3.666569771447488e-17, 4.217930218928973e-17, 4.7222561556862764e-17, 5.191191544621788e-17,
        5.632347108395505e-17, 6.051008260642765e-17, 6.45101650967275e-17, 6.835264680370054e-17,
        7.205993957468905e-17, 7.564981553739298e-17, 7.913664396195106e-17, 8.253223556351893e-17,
        8.584643616885051e-17, 8.908755486564743e-17, 9.226267962966372e-17, 9.537791450529272e-17,
        9.843856087455926e-17, 1.0144925809006294e-16, 1.0441409405585343e-16, 1.0733669323436384e-16,
        1.102202874567019e-16, 1.1306777346479334e-16, 1.1588176009705533e-16, 1.1866460730417886e-16,
        1.214184586569436e-16, 1.2414526862326387e-16, 1.2684682560606153e-16, 1.2952477151912284e-16,
        1.321806185153881e-16, 1.3481576335745444e-16, 1.3743149982367625e-16, 1.400290294680786e-16,
        1.4260947099321287e-16, 1.4517386844829297e-16, 1.4772319842763584e-16, 1.5025837641447456e-16,
        1.5278026239101652e-16, 1.5528966581595696e-16, 1.577873500545958e-16, 1.602740363335091e-16,
        1.6275040728083524e-16, 1.6521711010420076e-16, 1.6767475945078279e-16, 1.7012393998770646e-16,
        1.7256520873568226e-16, 1.7499909718432365e-16, 1.7742611321380505e-16, 1.7984674284430714e-16,
        1.8226145183195818e-16, 1.8467068712763576e-16, 1.8707487821298258e-16, 1.89474438326259e-16,
        1.9186976558915995e-16, 1.9426124404443042e-16, 1.9664924461299023e-16, 1.9903412597830144e-16,
        2.0141623540485899e-16, 2.0379590949693882e-16, 2.061734749030844e-16, 2.085492489712377e-16,
        2.1092354035891528e-16, 2.1329664960238294e-16, 2.156688696483897e-16, 2.180404863516701e-16,
        2.2041177894111562e-16, 2.227830204572395e-16, 2.251544781633135e-16, 2.2752641393233694e-16,
        2.2989908461180186e-16, 2.3227274236804366e-16, 2.3464763501180916e-16, 2.370240063065339e-16,
        2.3940209626069303e-16, 2.417821414054771e-16, 2.4416437505894123e-16, 2.4654902757768304e-16,
        2.489363265970225e-16, 2.513264972605797e-16, 2.537197624400795e-16, 2.561163429461499e-16,
        2.585164577308239e-16, 2.6092032408240577e-16, 2.633281578133145e-16, 2.657401734414762e-16,
        2.681565843657999e-16, 2.705776030362351e-16, 2.7300344111887955e-16, 2.754343096565762e-16,
        2.778704192254128e-16, 2.803119800875143e-16, 2.8275920234049704e-16, 2.852122960639331e-16,
        2.8767147146315804e-16, 2.9013693901073754e-16, 2.9260890958589514e-16, 2.9508759461219033e-16,
        2.975732061937252e-16, 3.000659572501474e-16, 3.025660616507079e-16, 3.050737343476251e-16,
        3.075891915089994e-16, 3.1011265065151543e-16, 3.126443307731675e-16, 3.1518445248623523e-16,
        3.1773323815073683e-16, 3.2029091200858335e-16, 3.2285770031865573e-16, 3.254338314930261e-16,
        3.280195362345436e-16, 3.306150476760074e-16, 3.332206015211484e-16, 3.3583643618764577e-16,
        3.3846279295240445e-16, 3.4109991609932597e-16, 3.4374805306980633e-16, 3.4640745461620167e-16,
        3.490783749585068e-16, 3.517610719444983e-16, 3.544558072136013e-16, 3.571628463647465e-16,
        3.5988245912849274e-16, 3.626149195437003e-16, 3.6536050613905045e-16, 3.6811950211971757e-16,
        3.708921955595139e-16, 3.7367887959883854e-16, 3.764798526487784e-16, 3.7929541860172334e-16,
        3.821258870488753e-16, 3.8497157350504876e-16, 3.878327996411799e-16, 3.9070989352498183e-16,
        3.936031898702075e-16, 3.965130302950038e-16, 3.994397635898684e-16, 4.0238374599574693e-16,
        4.0534534149283966e-16, 4.0832492210071775e-16, 4.1132286819038357e-16, 4.143395688089474e-16,
        4.1737542201763194e-16, 4.2043083524385856e-16, 4.235062256482152e-16, 4.266020205071558e-16,
        4.2971865761233266e-16, 4.3285658568752094e-16, 4.360162648241568e-16, 4.3919816693657415e-16,
        4.424027762380992e-16, 4.456305897392361e-16, 4.488821177692617e-16, 4.521578845226347e-16,
        4.554584286317242e-16, 4.587843037674623e-16, 4.621360792696427e-16, 4.655143408087069e-16,
        4.689196910809916e-16, 4.723527505395548e-16, 4.758141581628553e-16, 4.793045722637247e-16,
        4.828246713412587e-16, 4.863751549784512e-16, 4.89956744788614e-16, 4.935701854138577e-16,
        4.972162455791703e-16, 5.008957192059114e-16, 5.046094265888434e-16, 5.083582156411624e-16,
        5.121429632123542e-16, 5.159645764841062e-16, 5.198239944499494e-16, 5.237221894847848e-16,
        5.276601690109886e-16, 5.31638977268369e-16, 5.35659697195905e-16, 5.397234524338978e-16,
        5.438314094559637e-16, 5.47984779841163e-16, 5.521848226975234e-16, 5.564328472492872e-16,
        5.607302156013967e-16, 5.650783456960506e-16, 5.694787144776348e-16, 5.739328612839635e-16,
        5.784423914835991e-16, 5.830089803810586e-16, 5.876343774140057e-16, 5.923204106690931e-16,
        5.970689917460091e-16, 6.018821210025236e-16, 6.067618932170007e-16, 6.117105037089722e-16,
        6.16730254963062e-16, 6.218235638068533e-16, 6.269929691993326e-16, 6.322411406934211e-16,
        6.375708876439426e-16, 6.429851692413595e-16, 6.484871054618903e-16, 6.540799890364481e-16,
        6.597672985544566e-16, 6.655527128343343e-16, 6.714401267106488e-16, 6.77433668409101e-16,
        6.835377187051274e-16, 6.897569320906848e-16, 6.960962602074885e-16, 7.025609778445959e-16,
        7.091567118449584e-16, 7.158894733208553e-16, 7.227656936438121e-16, 7.297922647529085e-16,
        7.369765844191243e-16, 7.443266072160415e-16, 7.518509020832513e-16, 7.595587175337749e-16,
        7.674600557578427e-16, 7.755657571215791e-16, 7.838875968622858e-16, 7.92438396157355e-16,
        8.012321502113083e-16, 8.102841765913146e-16, 8.196112877806125e-16, 8.292319928581809e-16,
        8.391667344146798e-16, 8.49438168364877e-16, 8.600714963334941e-16, 8.710948629387904e-16,
        8.82539833807214e-16, 8.944419748519865e-16, 9.068415597131669e-16, 9.197844409811865e-16,
        9.333231329422952e-16, 9.475181706524984e-16, 9.624398345658476e-16, 9.78170365478442e-16,
        9.94806847238388e-16, 1.012465014428832e-15, 1.0312843657756166e-15, 1.051435160404455e-15,
        1.0731281954224043e-15, 1.0966288068517408e-15, 1.122277490935032e-15, 1.1505212963006663e-15,
        1.1819635283304206e-15, 1.2174462832361815e-15, 1.2581958069755114e-15, 1.3060984107128082e-15,
        1.3642786158057857e-15, 1.4384889932178723e-15, 1.5412190700064194e-15, 1.7091034077168055e-15
    ]
    fe = Float64[
        1.0, 0.9381436808621747, 0.9004699299257465, 0.8717043323812036,
        0.8477855006239896, 0.8269932966430503, 0.8084216515230084, 0.7915276369724956,
        0.7759568520401156, 0.7614633888498963, 0.7478686219851951, 0.7350380924314235,
        0.722867659593572, 0.711274760805076, 0.7001926550827882, 0.689566496117078,
        0.6793505722647654, 0.6695063167319247, 0.6600008410789997, 0.6508058334145711,
        0.6418967164272661, 0.6332519942143661, 0.624852738703666, 0.6166821809152077,
        0.608725382079622, 0.6009689663652322, 0.5934009016917334, 0.586010318477268,
        0.578787358602845, 0.5717230486648258, 0.5648091929124002, 0.5580382822625874,
        0.5514034165406413, 0.5448982376724396, 0.5385168720028619, 0.5322538802630433,
        0.5261042139836197, 0.5200631773682336, 0.5141263938147486, 0.5082897764106429,
        0.5025495018413477, 0.49690198724154955, 0.49134386959403253, 0.4858719873418849,
        0.4804833639304542, 0.4751751930373774, 0.46994482528396, 0.4647897562504262,
        0.4597076156421377, 0.4546961574746155, 0.449753251162755, 0.4448768734145485,
        0.4400651008423539, 0.4353161032156366, 0.43062813728845883, 0.42599954114303434,
        0.4214287289976166, 0.4169141864330029, 0.4124544659971612, 0.4080481831520324,
        0.4036940125305303, 0.3993906844752311, 0.39513698183329016, 0.3909317369847971,
        0.38677382908413765, 0.38266218149600983, 0.3785957594095808, 0.37457356761590216,
        0.370594648435146, 0.36665807978151416, 0.3627629733548178, 0.3589084729487498,
        0.35509375286678746, 0.35131801643748334, 0.347580494621637, 0.3438804447045024,
        0.34021714906678, 0.3365899140286776, 0.332998068761809, 0.3294409642641363,
        0.3259179723935562, 0.32242848495608917, 0.31897191284495724, 0.31554768522712895,
        0.31215524877417955, 0.3087940669345602, 0.30546361924459026, 0.3021634006756935,
        0.2988929210155818, 0.2956517042812612, 0.2924392881618926, 0.28925522348967775,
        0.2860990737370768, 0.28297041453878075, 0.2798688332369729, 0.27679392844851736,
        0.27374530965280297, 0.27072259679906, 0.2677254199320448, 0.2647534188350622,
        0.261806242689363, 0.25888354974901623, 0.2559850070304154, 0.25311029001562946,
        0.2502590823688623, 0.24743107566532763, 0.2446259691318921, 0.24184346939887721,
        0.23908329026244918, 0.23634515245705964, 0.23362878343743335, 0.2309339171696274,
        0.2282602939307167, 0.22560766011668407, 0.2229757680581202, 0.2203643758433595,
        0.21777324714870053, 0.21520215107537868, 0.21265086199297828, 0.21011915938898826,
        0.20760682772422204, 0.2051136562938377, 0.20263943909370902, 0.20018397469191127,
        0.19774706610509887, 0.19532852067956322, 0.19292814997677135, 0.1905457696631954,
        0.18818119940425432, 0.1858342627621971, 0.18350478709776746, 0.1811926034754963,
        0.1788975465724783, 0.17661945459049488, 0.1743581691713535, 0.17211353531532006,
        0.16988540130252766, 0.1676736186172502, 0.165478041874936, 0.16329852875190182,
        0.16113493991759203, 0.1589871389693142, 0.15685499236936523, 0.15473836938446808,
        0.15263714202744286, 0.1505511850010399, 0.1484803756438668, 0.14642459387834494,
        0.14438372216063478, 0.1423576454324722, 0.14034625107486245, 0.1383494288635802,
        0.13636707092642886, 0.13439907170221363, 0.13244532790138752, 0.13050573846833077,
        0.12858020454522817, 0.12666862943751067, 0.12477091858083096, 0.12288697950954514,
        0.12101672182667483, 0.11916005717532768, 0.11731689921155557, 0.11548716357863353,
        0.11367076788274431, 0.1118676316700563, 0.11007767640518538, 0.1083008254510338,
        0.10653700405000166, 0.10478613930657017, 0.10304816017125772, 0.10132299742595363,
        0.09961058367063713, 0.0979108533114922, 0.0962237425504328, 0.09454918937605586,
        0.09288713355604354, 0.09123751663104016, 0.08960028191003286, 0.08797537446727022,
        0.08636274114075691, 0.08476233053236812, 0.08317409300963238, 0.08159798070923742,
        0.0800339475423199, 0.07848194920160642, 0.0769419431704805, 0.07541388873405841,
        0.07389774699236475, 0.07239348087570874, 0.07090105516237183, 0.06942043649872875,
        0.0679515934219366, 0.06649449638533977, 0.06504911778675375, 0.06361543199980733,
        0.062193415408540995, 0.06078304644547963, 0.059384305633420266, 0.05799717563120066,
        0.05662164128374288, 0.05525768967669704, 0.05390531019604609, 0.05256449459307169,
        0.05123523705512628, 0.04991753428270637, 0.0486113855733795, 0.04731679291318155,
        0.04603376107617517, 0.04476229773294328, 0.04350241356888818, 0.042254122413316234,
        0.04101744138041482, 0.039792391023374125, 0.03857899550307486, 0.03737728277295936,
        0.03618728478193142, 0.03500903769739741, 0.03384258215087433, 0.032687963508959535,
        0.03154523217289361, 0.030414443910466604, 0.029295660224637393, 0.028188948763978636,
        0.0270943837809558, 0.026012046645134217, 0.024942026419731783, 0.02388442051155817,
        0.02283933540638524, 0.02180688750428358, 0.020787204072578117, 0.019780424338009743,
        0.01878670074469603, 0.01780620041091136, 0.016839106826039948, 0.015885621839973163,
        0.014945968011691148, 0.014020391403181938, 0.013109164931254991, 0.012212592426255381,
        0.011331013597834597, 0.010464810181029979, 0.00961441364250221, 0.008780314985808975,
        0.00796307743801704, 0.007163353183634984, 0.006381905937319179, 0.005619642207205483,
        0.004877655983542392, 0.004157295120833795, 0.003460264777836904, 0.002788798793574076,
        0.0021459677437189063, 0.0015362997803015724, 0.0009672692823271745, 0.00045413435384149677
    ]
    z = _ZigguratExp(ke, we, fe)
    _zigexp[] = z
    return z
end

@inline function _zigexp_tables()
    z = _zigexp[]
    return z === nothing ? _zigexp_build() : z::_ZigguratExp
end

function randexp(rng::AbstractRNG)
    z = _zigexp_tables()
    ri = _rand52(rng)
    idx = ri & 0x00000000000000ff
    x = ri * @inbounds(z.we[idx+1])
    ri < @inbounds(z.ke[idx+1]) && return x
    return _randexp_unlikely(rng, z, idx, x)
end

@noinline function _randexp_unlikely(rng::AbstractRNG, z::_ZigguratExp, idx, x)
    fe = z.fe
    if idx == 0
        return _ZIGE_R - log(rand(rng))
    elseif (fe[idx] - fe[idx+1]) * rand(rng) + fe[idx+1] < exp(-x)
        return x
    else
        return randexp(rng)
    end
end

randexp() = randexp(default_rng())
randexp(rng::AbstractRNG, ::Type{Float64}) = randexp(rng)
randexp(rng::AbstractRNG, ::Type{Float32}) = Float32(randexp(rng))
randexp(::Type{T}) where {T<:AbstractFloat} = randexp(default_rng(), T)
function randexp!(rng::AbstractRNG, A::AbstractArray{T}) where {T}
    for i in eachindex(A)
        @inbounds A[i] = randexp(rng, T)
    end
    return A
end
randexp!(A::AbstractArray) = randexp!(default_rng(), A)
randexp(rng::AbstractRNG, ::Type{T}, dims::Tuple{Vararg{Int}}) where {T} = randexp!(rng, Array{T}(undef, dims...))
randexp(rng::AbstractRNG, ::Type{T}, d1::Integer, dims::Integer...) where {T} = randexp!(rng, Array{T}(undef, Int(d1), map(Int, dims)...))
randexp(::Type{T}, dims::Tuple{Vararg{Int}}) where {T} = randexp(default_rng(), T, dims)
randexp(::Type{T}, d1::Integer, dims::Integer...) where {T} = randexp(default_rng(), T, d1, dims...)
randexp(rng::AbstractRNG, dims::Tuple{Vararg{Int}}) = randexp(rng, Float64, dims)
randexp(rng::AbstractRNG, d1::Integer, dims::Integer...) = randexp(rng, Float64, d1, dims...)
randexp(dims::Tuple{Vararg{Int}}) = randexp(default_rng(), Float64, dims)
randexp(d1::Integer, dims::Integer...) = randexp(default_rng(), Float64, d1, dims...)

function randstring(r::AbstractRNG, chars, n::Integer=8)
    io = IOBuffer()
    for _ in 1:n
        print(io, Char(rand(r, chars)))
    end
    return String(take!(io))
end
const _RANDSTRING_CHARS = collect("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
randstring(r::AbstractRNG, n::Integer=8) = randstring(r, _RANDSTRING_CHARS, n)
randstring(n::Integer=8) = randstring(default_rng(), n)
randstring(chars, n::Integer=8) = randstring(default_rng(), chars, n)

end # module Random

# This file is a part of Kiln's Base library.
#
# Random.jl — the standard library module Random, evaluated when a program
# first loads it (`using Random`, `import Random`). The generator and the
# samplers behind rand/randn are in Base (base/rand.jl), since those work
# without `using Random`; this module adds seeding (Julia 1.10: the seed's
# 32-bit words hashed with SHA-256 give the Xoshiro256++ state), Xoshiro(seed),
# shuffle/shuffle!, randperm/randperm!, bitrand and randstring.

module Random

import Base: Xoshiro, rand!, randn!
using Base: AbstractRNG, TaskLocalRNG, default_rng, _xoshiro, _initstate!, _entropy_seed!, _rand52

export AbstractRNG, Xoshiro, TaskLocalRNG, rand!, randn!, shuffle, shuffle!, randperm, randperm!,
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

# ---- permutations --------------------------------------------------------------------------

# 1 + a uniform integer in 0:i-1 drawn as Julia's LessThan(i-1, Masked(mask, UInt52Raw(Int))).
function _ltm52(r::AbstractRNG, i::Int, mask::Int)
    while true
        x = (_rand52(r) % Int) & mask
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
shuffle(r::AbstractRNG, a::AbstractArray) = shuffle!(r, copy(a))
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

bitrand(r::AbstractRNG, dims::Integer...) = rand(r, Bool, dims...)
bitrand(dims::Integer...) = rand(Bool, dims...)

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

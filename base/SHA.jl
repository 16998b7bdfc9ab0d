# This file is a part of Kiln's Base library.
#
# SHA.jl — the standard library module SHA, evaluated when a program first
# loads it (`using SHA`), as Julia 1.10's stdlib/SHA: SHA-1, SHA-2 (224, 256,
# 384, 512) and SHA-3 (224, 256, 384, 512) of strings, byte vectors and
# streams, the stateful contexts (`SHA256_CTX()`, `update!`, `digest!`) and
# HMAC (`hmac_sha256(key, data)`). Written for Kiln from FIPS 180-4 (SHA-1,
# SHA-2) and FIPS 202 (SHA-3, Keccak-f[1600]); the round constants below are
# the standard ones (FIPS 180-4 section 4.2, 5.3; FIPS 202 section 3.2.5).

module SHA

export sha1, SHA1_CTX, update!, digest!
export sha224, sha256, sha384, sha512
export sha2_224, sha2_256, sha2_384, sha2_512
export sha3_224, sha3_256, sha3_384, sha3_512
export SHA224_CTX, SHA256_CTX, SHA384_CTX, SHA512_CTX
export SHA2_224_CTX, SHA2_256_CTX, SHA2_384_CTX, SHA2_512_CTX
export SHA3_224_CTX, SHA3_256_CTX, SHA3_384_CTX, SHA3_512_CTX
export HMAC_CTX, hmac_sha1
export hmac_sha224, hmac_sha256, hmac_sha384, hmac_sha512
export hmac_sha2_224, hmac_sha2_256, hmac_sha2_384, hmac_sha2_512
export hmac_sha3_224, hmac_sha3_256, hmac_sha3_384, hmac_sha3_512

# what can be hashed directly
const AbstractBytes = Union{AbstractVector{UInt8},NTuple{N,UInt8} where N}

# ---------------------------------------------------------------- constants

# SHA-224/256 round constants: the first 32 bits of the fractional parts of
# the cube roots of the first 64 primes (FIPS 180-4 4.2.2)
const _K256 = UInt32[
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5,
    0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3,
    0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc,
    0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7,
    0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
    0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3,
    0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5,
    0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
    0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]

# initial hash values (FIPS 180-4 5.3): SHA-224 the second 32 bits of the
# fractional parts of the square roots of the 9th..16th primes, SHA-256 the
# first 32 bits for the first 8 primes; SHA-384 and SHA-512 likewise in 64 bits
const _H224 = UInt32[
    0xc1059ed8, 0x367cd507, 0x3070dd17, 0xf70e5939,
    0xffc00b31, 0x68581511, 0x64f98fa7, 0xbefa4fa4,
]
const _H256 = UInt32[
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
    0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
]
const _H1 = UInt32[0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0]

# SHA-384/512 round constants: the first 64 bits of the fractional parts
# of the cube roots of the first 80 primes (FIPS 180-4 4.2.3)
const _K512 = UInt64[
    0x428a2f98d728ae22, 0x7137449123ef65cd, 0xb5c0fbcfec4d3b2f, 0xe9b5dba58189dbbc,
    0x3956c25bf348b538, 0x59f111f1b605d019, 0x923f82a4af194f9b, 0xab1c5ed5da6d8118,
    0xd807aa98a3030242, 0x12835b0145706fbe, 0x243185be4ee4b28c, 0x550c7dc3d5ffb4e2,
    0x72be5d74f27b896f, 0x80deb1fe3b1696b1, 0x9bdc06a725c71235, 0xc19bf174cf692694,
    0xe49b69c19ef14ad2, 0xefbe4786384f25e3, 0x0fc19dc68b8cd5b5, 0x240ca1cc77ac9c65,
    0x2de92c6f592b0275, 0x4a7484aa6ea6e483, 0x5cb0a9dcbd41fbd4, 0x76f988da831153b5,
    0x983e5152ee66dfab, 0xa831c66d2db43210, 0xb00327c898fb213f, 0xbf597fc7beef0ee4,
    0xc6e00bf33da88fc2, 0xd5a79147930aa725, 0x06ca6351e003826f, 0x142929670a0e6e70,
    0x27b70a8546d22ffc, 0x2e1b21385c26c926, 0x4d2c6dfc5ac42aed, 0x53380d139d95b3df,
    0x650a73548baf63de, 0x766a0abb3c77b2a8, 0x81c2c92e47edaee6, 0x92722c851482353b,
    0xa2bfe8a14cf10364, 0xa81a664bbc423001, 0xc24b8b70d0f89791, 0xc76c51a30654be30,
    0xd192e819d6ef5218, 0xd69906245565a910, 0xf40e35855771202a, 0x106aa07032bbd1b8,
    0x19a4c116b8d2d0c8, 0x1e376c085141ab53, 0x2748774cdf8eeb99, 0x34b0bcb5e19b48a8,
    0x391c0cb3c5c95a63, 0x4ed8aa4ae3418acb, 0x5b9cca4f7763e373, 0x682e6ff3d6b2b8a3,
    0x748f82ee5defb2fc, 0x78a5636f43172f60, 0x84c87814a1f0ab72, 0x8cc702081a6439ec,
    0x90befffa23631e28, 0xa4506cebde82bde9, 0xbef9a3f7b2c67915, 0xc67178f2e372532b,
    0xca273eceea26619c, 0xd186b8c721c0c207, 0xeada7dd6cde0eb1e, 0xf57d4f7fee6ed178,
    0x06f067aa72176fba, 0x0a637dc5a2c898a6, 0x113f9804bef90dae, 0x1b710b35131c471b,
    0x28db77f523047d84, 0x32caab7b40c72493, 0x3c9ebe0a15c9bebc, 0x431d67c49c100d4c,
    0x4cc5d4becb3e42b6, 0x597f299cfc657e2a, 0x5fcb6fab3ad6faec, 0x6c44198c4a475817,
]
const _H384 = UInt64[
    0xcbbb9d5dc1059ed8, 0x629a292a367cd507, 0x9159015a3070dd17, 0x152fecd8f70e5939,
    0x67332667ffc00b31, 0x8eb44a8768581511, 0xdb0c2e0d64f98fa7, 0x47b5481dbefa4fa4,
]
const _H512 = UInt64[
    0x6a09e667f3bcc908, 0xbb67ae8584caa73b, 0x3c6ef372fe94f82b, 0xa54ff53a5f1d36f1,
    0x510e527fade682d1, 0x9b05688c2b3e6c1f, 0x1f83d9abfb41bd6b, 0x5be0cd19137e2179,
]

# Keccak-f[1600] round constants (FIPS 202 3.2.5, from the LFSR rc(t))
const _KECCAK_RC = UInt64[
    0x0000000000000001, 0x0000000000008082, 0x800000000000808a, 0x8000000080008000,
    0x000000000000808b, 0x0000000080000001, 0x8000000080008081, 0x8000000000008009,
    0x000000000000008a, 0x0000000000000088, 0x0000000080008009, 0x000000008000000a,
    0x000000008000808b, 0x800000000000008b, 0x8000000000008089, 0x8000000000008003,
    0x8000000000008002, 0x8000000000000080, 0x000000000000800a, 0x800000008000000a,
    0x8000000080008081, 0x8000000000008080, 0x0000000080000001, 0x8000000080008008,
]

# Keccak-f[1600] rotation offsets of lane (x, y), at index x + 5y + 1 (FIPS
# 202 3.2.2: offset (t+1)(t+2)/2 mod 64 along the walk (x, y) -> (y, 2x+3y))
function _keccak_offsets()
    r = zeros(Int, 25)
    x, y = 1, 0
    for t in 0:23
        r[x+5y+1] = ((t + 1) * (t + 2) ÷ 2) % 64
        x, y = y, (2x + 3y) % 5
    end
    return r
end
const _KECCAK_ROT = _keccak_offsets()

# ----------------------------------------------------------------- contexts

abstract type SHA_CTX end
abstract type SHA2_CTX <: SHA_CTX end
abstract type SHA3_CTX <: SHA_CTX end

# Each context holds the hash state, the number of bytes hashed so far, the
# block being filled (`buffer`), a scratch area for the compression
# function (`W`) and whether `digest!` has finished it (`used`).
mutable struct SHA1_CTX <: SHA_CTX
    state::Vector{UInt32}
    bytecount::UInt64
    buffer::Vector{UInt8}
    W::Vector{UInt32}
    used::Bool
end
mutable struct SHA2_224_CTX <: SHA2_CTX
    state::Vector{UInt32}
    bytecount::UInt64
    buffer::Vector{UInt8}
    W::Vector{UInt32}
    used::Bool
end
mutable struct SHA2_256_CTX <: SHA2_CTX
    state::Vector{UInt32}
    bytecount::UInt64
    buffer::Vector{UInt8}
    W::Vector{UInt32}
    used::Bool
end
mutable struct SHA2_384_CTX <: SHA2_CTX
    state::Vector{UInt64}
    bytecount::UInt128
    buffer::Vector{UInt8}
    W::Vector{UInt64}
    used::Bool
end
mutable struct SHA2_512_CTX <: SHA2_CTX
    state::Vector{UInt64}
    bytecount::UInt128
    buffer::Vector{UInt8}
    W::Vector{UInt64}
    used::Bool
end
mutable struct SHA3_224_CTX <: SHA3_CTX
    state::Vector{UInt64}
    bytecount::UInt128
    buffer::Vector{UInt8}
    W::Vector{UInt64}
    used::Bool
end
mutable struct SHA3_256_CTX <: SHA3_CTX
    state::Vector{UInt64}
    bytecount::UInt128
    buffer::Vector{UInt8}
    W::Vector{UInt64}
    used::Bool
end
mutable struct SHA3_384_CTX <: SHA3_CTX
    state::Vector{UInt64}
    bytecount::UInt128
    buffer::Vector{UInt8}
    W::Vector{UInt64}
    used::Bool
end
mutable struct SHA3_512_CTX <: SHA3_CTX
    state::Vector{UInt64}
    bytecount::UInt128
    buffer::Vector{UInt8}
    W::Vector{UInt64}
    used::Bool
end

const SHA224_CTX = SHA2_224_CTX
const SHA256_CTX = SHA2_256_CTX
const SHA384_CTX = SHA2_384_CTX
const SHA512_CTX = SHA2_512_CTX

const _SHA2_32 = Union{SHA2_224_CTX,SHA2_256_CTX}
const _SHA2_64 = Union{SHA2_384_CTX,SHA2_512_CTX}

# digest length and block length in bytes
digestlen(::Type{SHA1_CTX}) = 20
digestlen(::Type{SHA2_224_CTX}) = 28
digestlen(::Type{SHA2_256_CTX}) = 32
digestlen(::Type{SHA2_384_CTX}) = 48
digestlen(::Type{SHA2_512_CTX}) = 64
digestlen(::Type{SHA3_224_CTX}) = 28
digestlen(::Type{SHA3_256_CTX}) = 32
digestlen(::Type{SHA3_384_CTX}) = 48
digestlen(::Type{SHA3_512_CTX}) = 64
blocklen(::Type{SHA1_CTX}) = 64
blocklen(::Type{SHA2_224_CTX}) = 64
blocklen(::Type{SHA2_256_CTX}) = 64
blocklen(::Type{SHA2_384_CTX}) = 128
blocklen(::Type{SHA2_512_CTX}) = 128
# SHA-3: the rate, 200 bytes of state less twice the digest length
blocklen(::Type{T}) where {T<:SHA3_CTX} = 200 - 2 * digestlen(T)

"""
    SHA1_CTX()

Construct an empty SHA1 context.
"""
SHA1_CTX() = SHA1_CTX(copy(_H1), UInt64(0), zeros(UInt8, 64), zeros(UInt32, 80), false)
"""
    SHA2_224_CTX()

Construct an empty SHA2_224 context.
"""
SHA2_224_CTX() = SHA2_224_CTX(copy(_H224), UInt64(0), zeros(UInt8, 64), zeros(UInt32, 64), false)
"""
    SHA2_256_CTX()

Construct an empty SHA2_256 context.
"""
SHA2_256_CTX() = SHA2_256_CTX(copy(_H256), UInt64(0), zeros(UInt8, 64), zeros(UInt32, 64), false)
"""
    SHA2_384_CTX()

Construct an empty SHA2_384 context.
"""
SHA2_384_CTX() = SHA2_384_CTX(copy(_H384), UInt128(0), zeros(UInt8, 128), zeros(UInt64, 80), false)
"""
    SHA2_512_CTX()

Construct an empty SHA2_512 context.
"""
SHA2_512_CTX() = SHA2_512_CTX(copy(_H512), UInt128(0), zeros(UInt8, 128), zeros(UInt64, 80), false)
SHA3_224_CTX() = SHA3_224_CTX(zeros(UInt64, 25), UInt128(0), zeros(UInt8, blocklen(SHA3_224_CTX)), zeros(UInt64, 30), false)
SHA3_256_CTX() = SHA3_256_CTX(zeros(UInt64, 25), UInt128(0), zeros(UInt8, blocklen(SHA3_256_CTX)), zeros(UInt64, 30), false)
SHA3_384_CTX() = SHA3_384_CTX(zeros(UInt64, 25), UInt128(0), zeros(UInt8, blocklen(SHA3_384_CTX)), zeros(UInt64, 30), false)
SHA3_512_CTX() = SHA3_512_CTX(zeros(UInt64, 25), UInt128(0), zeros(UInt8, blocklen(SHA3_512_CTX)), zeros(UInt64, 30), false)

Base.copy(ctx::T) where {T<:SHA_CTX} = T(copy(ctx.state), ctx.bytecount, copy(ctx.buffer), copy(ctx.W), ctx.used)

Base.show(io::IO, ::SHA1_CTX) = print(io, "SHA1 hash state")
Base.show(io::IO, ::SHA2_224_CTX) = print(io, "SHA2 224-bit hash state")
Base.show(io::IO, ::SHA2_256_CTX) = print(io, "SHA2 256-bit hash state")
Base.show(io::IO, ::SHA2_384_CTX) = print(io, "SHA2 384-bit hash state")
Base.show(io::IO, ::SHA2_512_CTX) = print(io, "SHA2 512-bit hash state")
Base.show(io::IO, ::SHA3_224_CTX) = print(io, "SHA3 224-bit hash state")
Base.show(io::IO, ::SHA3_256_CTX) = print(io, "SHA3 256-bit hash state")
Base.show(io::IO, ::SHA3_384_CTX) = print(io, "SHA3 384-bit hash state")
Base.show(io::IO, ::SHA3_512_CTX) = print(io, "SHA3 512-bit hash state")

# ------------------------------------------------------ compression functions

_rotr(x::UInt32, n::Int) = (x >>> n) | (x << (32 - n))
_rotr(x::UInt64, n::Int) = (x >>> n) | (x << (64 - n))

# the big-endian word at buf[j:j+3] / buf[j:j+7]
@inline _be32(buf::Vector{UInt8}, j::Int) =
    (UInt32(buf[j]) << 24) | (UInt32(buf[j+1]) << 16) | (UInt32(buf[j+2]) << 8) | UInt32(buf[j+3])
@inline function _be64(buf::Vector{UInt8}, j::Int)
    x = UInt64(0)
    for k in 0:7
        x = (x << 8) | UInt64(buf[j+k])
    end
    return x
end

# SHA-1 (FIPS 180-4 6.1.2) on the block in ctx.buffer
function _compress!(ctx::SHA1_CTX)
    buf = ctx.buffer
    W = ctx.W
    H = ctx.state
    @inbounds for t in 1:16
        W[t] = _be32(buf, 4t - 3)
    end
    @inbounds for t in 17:80
        x = W[t-3] ⊻ W[t-8] ⊻ W[t-14] ⊻ W[t-16]
        W[t] = (x << 1) | (x >>> 31)
    end
    a = H[1]; b = H[2]; c = H[3]; d = H[4]; e = H[5]
    @inbounds for t in 1:80
        if t <= 20
            f = (b & c) | (~b & d)
            k = 0x5a827999
        elseif t <= 40
            f = b ⊻ c ⊻ d
            k = 0x6ed9eba1
        elseif t <= 60
            f = (b & c) | (b & d) | (c & d)
            k = 0x8f1bbcdc
        else
            f = b ⊻ c ⊻ d
            k = 0xca62c1d6
        end
        tmp = ((a << 5) | (a >>> 27)) + f + e + k + W[t]
        e = d
        d = c
        c = (b << 30) | (b >>> 2)
        b = a
        a = tmp
    end
    @inbounds begin
        H[1] += a; H[2] += b; H[3] += c; H[4] += d; H[5] += e
    end
    return nothing
end

# SHA-224/256 (FIPS 180-4 6.2.2)
function _compress!(ctx::_SHA2_32)
    buf = ctx.buffer
    W = ctx.W
    H = ctx.state
    K = _K256
    @inbounds for t in 1:16
        W[t] = _be32(buf, 4t - 3)
    end
    @inbounds for t in 17:64
        w15 = W[t-15]
        w2 = W[t-2]
        s0 = _rotr(w15, 7) ⊻ _rotr(w15, 18) ⊻ (w15 >>> 3)
        s1 = _rotr(w2, 17) ⊻ _rotr(w2, 19) ⊻ (w2 >>> 10)
        W[t] = W[t-16] + s0 + W[t-7] + s1
    end
    a = H[1]; b = H[2]; c = H[3]; d = H[4]; e = H[5]; f = H[6]; g = H[7]; h = H[8]
    @inbounds for t in 1:64
        S1 = _rotr(e, 6) ⊻ _rotr(e, 11) ⊻ _rotr(e, 25)
        ch = (e & f) ⊻ (~e & g)
        t1 = h + S1 + ch + K[t] + W[t]
        S0 = _rotr(a, 2) ⊻ _rotr(a, 13) ⊻ _rotr(a, 22)
        maj = (a & b) ⊻ (a & c) ⊻ (b & c)
        t2 = S0 + maj
        h = g; g = f; f = e; e = d + t1
        d = c; c = b; b = a; a = t1 + t2
    end
    @inbounds begin
        H[1] += a; H[2] += b; H[3] += c; H[4] += d
        H[5] += e; H[6] += f; H[7] += g; H[8] += h
    end
    return nothing
end

# SHA-384/512 (FIPS 180-4 6.4.2)
function _compress!(ctx::_SHA2_64)
    buf = ctx.buffer
    W = ctx.W
    H = ctx.state
    K = _K512
    @inbounds for t in 1:16
        W[t] = _be64(buf, 8t - 7)
    end
    @inbounds for t in 17:80
        w15 = W[t-15]
        w2 = W[t-2]
        s0 = _rotr(w15, 1) ⊻ _rotr(w15, 8) ⊻ (w15 >>> 7)
        s1 = _rotr(w2, 19) ⊻ _rotr(w2, 61) ⊻ (w2 >>> 6)
        W[t] = W[t-16] + s0 + W[t-7] + s1
    end
    a = H[1]; b = H[2]; c = H[3]; d = H[4]; e = H[5]; f = H[6]; g = H[7]; h = H[8]
    @inbounds for t in 1:80
        S1 = _rotr(e, 14) ⊻ _rotr(e, 18) ⊻ _rotr(e, 41)
        ch = (e & f) ⊻ (~e & g)
        t1 = h + S1 + ch + K[t] + W[t]
        S0 = _rotr(a, 28) ⊻ _rotr(a, 34) ⊻ _rotr(a, 39)
        maj = (a & b) ⊻ (a & c) ⊻ (b & c)
        t2 = S0 + maj
        h = g; g = f; f = e; e = d + t1
        d = c; c = b; b = a; a = t1 + t2
    end
    @inbounds begin
        H[1] += a; H[2] += b; H[3] += c; H[4] += d
        H[5] += e; H[6] += f; H[7] += g; H[8] += h
    end
    return nothing
end

# Keccak-f[1600] (FIPS 202 3.3) on the 25 lanes A[x + 5y + 1]; B (25 lanes)
# and C (5) are scratch, W[1:25] and W[26:30]
function _keccakf!(A::Vector{UInt64}, W::Vector{UInt64})
    R = _KECCAK_ROT
    RC = _KECCAK_RC
    @inbounds for round in 1:24
        # θ
        for x in 1:5
            W[25+x] = A[x] ⊻ A[x+5] ⊻ A[x+10] ⊻ A[x+15] ⊻ A[x+20]
        end
        for x in 1:5
            c1 = W[25+(x == 5 ? 1 : x + 1)]
            d = W[25+(x == 1 ? 5 : x - 1)] ⊻ ((c1 << 1) | (c1 >>> 63))
            for y in 0:5:20
                A[x+y] ⊻= d
            end
        end
        # ρ and π: B[y, 2x+3y] = rotl(A[x, y], r[x, y])
        for y in 0:4
            for x in 0:4
                i = x + 5y + 1
                r = R[i]
                v = A[i]
                W[y+5*((2x + 3y) % 5)+1] = r == 0 ? v : (v << r) | (v >>> (64 - r))
            end
        end
        # χ
        for y in 0:5:20
            for x in 0:4
                A[x+y+1] = W[x+y+1] ⊻ (~W[(x + 1) % 5+y+1] & W[(x + 2) % 5+y+1])
            end
        end
        # ι
        A[1] ⊻= RC[round]
    end
    return nothing
end

# SHA-3: absorb the block in ctx.buffer (little-endian lanes)
function _compress!(ctx::SHA3_CTX)
    buf = ctx.buffer
    A = ctx.state
    @inbounds for i in 1:(length(buf) >> 3)
        x = UInt64(0)
        for k in 7:-1:0
            x = (x << 8) | UInt64(buf[8(i-1)+k+1])
        end
        A[i] ⊻= x
    end
    _keccakf!(A, ctx.W)
    return nothing
end

# ---------------------------------------------------------- update!, digest!

"""
    update!(context, data[, datalen])

Update the SHA context with the bytes in data. See also [`digest!`](@ref) for
finalizing the hash.
"""
function update!(ctx::T, data::AbstractBytes, datalen=length(data)) where {T<:SHA_CTX}
    ctx.used && error("Cannot update CTX after `digest!` has been called on it")
    0 <= datalen <= length(data) || throw(BoundsError(data, firstindex(data) + datalen - 1))
    n = Int(datalen)
    bl = blocklen(T)
    used = Int(ctx.bytecount % UInt64(bl))
    buf = ctx.buffer
    i0 = firstindex(data) - 1
    k = 0
    while k < n
        m = min(bl - used, n - k)
        @inbounds for j in 1:m
            buf[used+j] = data[i0+k+j]
        end
        used += m
        k += m
        if used == bl
            _compress!(ctx)
            used = 0
        end
    end
    ctx.bytecount += n
    # as Julia's SHA: the byte count when data is left waiting in the buffer
    return (n > 0 && used > 0) ? ctx.bytecount : nothing
end

"""
    digest!(context)

Finalize the SHA context and return the hash as array of bytes
(`Vector{UInt8}`). Updating the context after `digest!` is an error.
"""
function digest!(ctx::T) where {T<:Union{SHA1_CTX,SHA2_CTX}}
    if !ctx.used
        bl = blocklen(T)
        lenbytes = bl == 128 ? 16 : 8
        used = Int(ctx.bytecount % UInt64(bl))
        buf = ctx.buffer
        buf[used+1] = 0x80
        for j in used+2:bl
            buf[j] = 0x00
        end
        if used + 1 > bl - lenbytes
            _compress!(ctx)
            fill!(buf, 0x00)
        end
        bits = ctx.bytecount << 3
        for j in 0:lenbytes-1
            buf[bl-j] = (bits >>> (8j)) % UInt8
        end
        _compress!(ctx)
        ctx.used = true
    end
    H = ctx.state
    w = sizeof(eltype(H))
    out = Vector{UInt8}(undef, digestlen(T))
    for j in 1:length(out)
        x = H[(j-1)÷w+1]
        out[j] = (x >>> (8 * (w - 1 - (j - 1) % w))) % UInt8
    end
    return out
end

function digest!(ctx::T) where {T<:SHA3_CTX}
    if !ctx.used
        bl = blocklen(T)
        used = Int(ctx.bytecount % UInt64(bl))
        buf = ctx.buffer
        # the SHA-3 domain bits 01, then the pad10*1 rule (FIPS 202 6.1, 5.1)
        buf[used+1] = 0x06
        for j in used+2:bl
            buf[j] = 0x00
        end
        buf[bl] |= 0x80
        _compress!(ctx)
        ctx.used = true
    end
    A = ctx.state
    out = Vector{UInt8}(undef, digestlen(T))
    for j in 1:length(out)
        out[j] = (A[(j-1)>>3+1] >>> (8 * ((j - 1) & 7))) % UInt8
    end
    return out
end

# --------------------------------------------------------------------- HMAC

"""
    HMAC_CTX(ctx::CTX, key::Vector{UInt8}) where {CTX<:SHA_CTX}

Construct an empty HMAC_CTX context (RFC 2104).
"""
struct HMAC_CTX{CTX<:SHA_CTX}
    context::CTX
    outer::Vector{UInt8}
    function HMAC_CTX(ctx::CTX, key::Vector{UInt8}, blocksize::Integer=blocklen(CTX)) where {CTX<:SHA_CTX}
        if length(key) > blocksize
            kctx = CTX()
            update!(kctx, key)
            key = digest!(kctx)
        end
        k = zeros(UInt8, blocksize)
        for i in 1:length(key)
            k[i] = key[i]
        end
        update!(ctx, k .⊻ 0x36)
        return new{CTX}(ctx, k .⊻ 0x5c)
    end
end

update!(ctx::HMAC_CTX, data, datalen=length(data)) = update!(ctx.context, data, datalen)

function digest!(ctx::HMAC_CTX{CTX}) where {CTX}
    inner = digest!(ctx.context)
    octx = CTX()
    update!(octx, ctx.outer)
    update!(octx, inner)
    return digest!(octx)
end

# ------------------------------------------------------------ the functions

for (f, ctx) in [(:sha1, :SHA1_CTX),
                 (:sha224, :SHA224_CTX),
                 (:sha256, :SHA256_CTX),
                 (:sha384, :SHA384_CTX),
                 (:sha512, :SHA512_CTX),
                 (:sha2_224, :SHA2_224_CTX),
                 (:sha2_256, :SHA2_256_CTX),
                 (:sha2_384, :SHA2_384_CTX),
                 (:sha2_512, :SHA2_512_CTX),
                 (:sha3_224, :SHA3_224_CTX),
                 (:sha3_256, :SHA3_256_CTX),
                 (:sha3_384, :SHA3_384_CTX),
                 (:sha3_512, :SHA3_512_CTX)]
    g = Symbol(:hmac_, f)
    @eval begin
        function $f(data::AbstractBytes, ctx=$ctx())
            update!(ctx, data)
            return digest!(ctx)
        end
        function $g(key::Vector{UInt8}, data::AbstractBytes)
            ctx = HMAC_CTX($ctx(), key)
            update!(ctx, data)
            return digest!(ctx)
        end
        $f(str::AbstractString) = $f(String(str))
        $f(str::String) = $f(codeunits(str))
        $g(key::Vector{UInt8}, str::AbstractString) = $g(key, String(str))
        $g(key::Vector{UInt8}, str::String) = $g(key, codeunits(str))
        function $f(io::IO, chunk_size=4 * 1024, ctx=$ctx())
            buff = Vector{UInt8}(undef, chunk_size)
            while !eof(io)
                n = readbytes!(io, buff)
                update!(ctx, buff, n)
            end
            return digest!(ctx)
        end
        function $g(key::Vector{UInt8}, io::IO, chunk_size=4 * 1024)
            ctx = HMAC_CTX($ctx(), key)
            buff = Vector{UInt8}(undef, chunk_size)
            while !eof(io)
                n = readbytes!(io, buff)
                update!(ctx, buff, n)
            end
            return digest!(ctx)
        end
    end
end

end # module SHA

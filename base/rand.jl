# This file is a part of Kiln's Base library.
#
# rand.jl — the core of random number generation that `rand` and `randn`
# need without `using Random` (as in Julia, where Base owns the functions
# and the Random standard library, always loaded, defines their methods):
# the Xoshiro256++ generator, the task-local default RNG, and the samplers
# of Julia 1.10's Random (stdlib/Random/src: Xoshiro.jl, XoshiroSimd.jl,
# generation.jl, normal.jl), reimplemented so that a seeded stream gives
# Julia 1.10's values. Seeding from a number (SHA-256 of the seed), shuffle
# and randperm are in base/Random.jl, which `using Random` loads.

abstract type AbstractRNG end


# Xoshiro256++ (s4 is the state Julia keeps for splitting tasks; unused here).
mutable struct Xoshiro <: AbstractRNG
    s0::UInt64
    s1::UInt64
    s2::UInt64
    s3::UInt64
    s4::UInt64
end

# The default RNG: Julia's TaskLocalRNG, whose state lives in the (one) task.
struct TaskLocalRNG <: AbstractRNG end

# The state of the task-local RNG, created and seeded from the clock and
# the process id (Julia: from RandomDevice) when first used.
@_after_image global _task_rng = nothing

default_rng() = TaskLocalRNG()

function _splitmix(x::UInt64)
    z = x + 0x9e3779b97f4a7c15
    z = (z ⊻ (z >>> 30)) * 0xbf58476d1ce4e5b9
    z = (z ⊻ (z >>> 27)) * 0x94d049bb133111eb
    return z ⊻ (z >>> 31)
end

function _initstate!(x::Xoshiro, s0::UInt64, s1::UInt64, s2::UInt64, s3::UInt64)
    x.s0, x.s1, x.s2, x.s3 = s0, s1, s2, s3
    x.s4 = 1s0 + 3s1 + 5s2 + 7s3
    return x
end

function _entropy_seed!(x::Xoshiro)
    t = time_ns() ⊻ (reinterpret(UInt64, time()) << 1) ⊻ (UInt64(ccall(:getpid, Int32, ())) << 40)
    s0 = _splitmix(t)
    s1 = _splitmix(s0)
    s2 = _splitmix(s1)
    s3 = _splitmix(s2)
    return _initstate!(x, s0, s1, s2, s3)
end

@inline function _xoshiro(x::TaskLocalRNG)
    st = _task_rng
    return st === nothing ? _new_task_rng() : st::Xoshiro
end
@noinline function _new_task_rng()
    st = _entropy_seed!(Xoshiro(0x0000000000000000, 0x0000000000000000, 0x0000000000000000,
                                0x0000000000000000, 0x0000000000000000))
    global _task_rng = st
    return st
end
@inline _xoshiro(x::Xoshiro) = x

# One step of Xoshiro256++.
@inline function _next(st::Xoshiro)
    s0, s1, s2, s3 = st.s0, st.s1, st.s2, st.s3
    tmp = s0 + s3
    res = ((tmp << 23) | (tmp >>> 41)) + s0
    t = s1 << 17
    s2 ⊻= s0
    s3 ⊻= s1
    s1 ⊻= s2
    s0 ⊻= s3
    s2 ⊻= t
    s3 = (s3 << 45) | (s3 >>> 19)
    st.s0, st.s1, st.s2, st.s3 = s0, s1, s2, s3
    return res
end

const _XoshiroLike = Union{TaskLocalRNG,Xoshiro}

show(io::IO, ::TaskLocalRNG) = print(io, "TaskLocalRNG()")
copy(x::Xoshiro) = Xoshiro(x.s0, x.s1, x.s2, x.s3, x.s4)
copy(x::TaskLocalRNG) = copy(_xoshiro(x))
# copy! between the task's RNG and a Xoshiro (Julia 1.10 stdlib/Random/src/Xoshiro.jl)
function copy!(dst::Xoshiro, src::Xoshiro)
    dst.s0, dst.s1, dst.s2, dst.s3, dst.s4 = src.s0, src.s1, src.s2, src.s3, src.s4
    return dst
end
copy!(dst::TaskLocalRNG, src::Xoshiro) = (copy!(_xoshiro(dst), src); dst)
copy!(dst::Xoshiro, src::TaskLocalRNG) = copy!(dst, _xoshiro(src))
copy!(dst::TaskLocalRNG, src::TaskLocalRNG) = dst
==(x::Xoshiro, y::Xoshiro) = x.s0 == y.s0 && x.s1 == y.s1 && x.s2 == y.s2 && x.s3 == y.s3

# ---- scalars ---------------------------------------------------------------------------

rand(r::_XoshiroLike, ::Type{UInt64}) = _next(_xoshiro(r))
rand(r::_XoshiroLike, ::Type{Int64}) = _next(_xoshiro(r)) % Int64
rand(r::_XoshiroLike, ::Type{UInt128}) = (first = rand(r, UInt64); second = rand(r, UInt64); second + UInt128(first) << 64)
rand(r::_XoshiroLike, ::Type{Int128}) = rand(r, UInt128) % Int128
# partial words use the upper bits
rand(r::_XoshiroLike, ::Type{T}) where {T<:Union{Int8,UInt8,Int16,UInt16,Int32,UInt32}} =
    (_next(_xoshiro(r)) >>> (64 - 8 * sizeof(T))) % T
rand(r::_XoshiroLike, ::Type{Bool}) = ((_next(_xoshiro(r)) >>> 56) & 0x0000000000000001) != 0x0000000000000000
rand(r::_XoshiroLike, ::Type{Float64}) = Float64(_next(_xoshiro(r)) >>> 11) * 0x1.0p-53
rand(r::_XoshiroLike, ::Type{Float32}) = Float32(rand(r, UInt32) >>> 8) * Float32(0x1.0p-24)
# Julia's Float16 sampler: 10 random bits as the significand of a float in [1, 2), minus 1
rand(r::_XoshiroLike, ::Type{Float16}) = Float16(reinterpret(Float32, ((rand(r, UInt32) & 0x000003ff) << 13) | 0x3f800000) - 1)
rand(r::AbstractRNG, ::Type{Complex{T}}) where {T<:Real} = complex(rand(r, T), rand(r, T))
# a BigFloat in [0, 1) with as many random bits as the current precision
function rand(r::AbstractRNG, ::Type{BigFloat})
    p = precision(BigFloat)
    words = cld(p, 64)
    n = BigInt(0)
    for _ in 1:words
        n = (n << 64) + rand(r, UInt64)
    end
    n >>= 64 * words - p
    return ldexp(BigFloat(n), -p)
end
rand(r::AbstractRNG, ::Type{Char}) = (c = rand(r, 0x00000000:0x0010f7ff); c < 0xd800 ? Char(c) : Char(c + 0x800))
rand(r::AbstractRNG, ::Type{T}) where {T} = throw(ArgumentError(string("Sampler for this object is not defined: rand(::Type{", T, "})")))

rand(r::AbstractRNG) = rand(r, Float64)
rand() = rand(default_rng(), Float64)
rand(::Type{T}) where {T} = rand(default_rng(), T)

# 52 random bits (UInt52Raw) as Xoshiro gives them
_rand52(r::AbstractRNG) = rand(r, UInt64) >>> 12

# ---- integers in a range: "nearly division less" (SamplerRangeNDL) ----------------------

_uint_sup(::Type{<:Union{Int8,UInt8,Int16,UInt16,Int32,UInt32,Bool}}) = UInt32
_uint_sup(::Type{<:Union{Int64,UInt64}}) = UInt64

_widen_u(x::UInt32) = UInt64(x)
_widen_u(x::UInt64) = UInt128(x)

function _rand_ndl(rng::AbstractRNG, a::T, s::U) where {T,U}
    x = _widen_u(rand(rng, U))
    m = x * s
    l = m % U
    if l < s
        t = mod(-s, s)
        while l < t
            x = _widen_u(rand(rng, U))
            m = x * s
            l = m % U
        end
    end
    return (s == zero(U) ? x : m >> (8 * sizeof(U))) % T + a
end

function _ndl_length(r::AbstractUnitRange{T}) where {T}
    isempty(r) && throw(ArgumentError("collection must be non-empty"))
    U = _uint_sup(T)
    return (last(r) - first(r)) % unsigned(T) % U + one(U)
end

rand(rng::AbstractRNG, r::AbstractUnitRange{T}) where {T<:Union{Int8,UInt8,Int16,UInt16,Int32,UInt32,Int64,UInt64}} =
    _rand_ndl(rng, first(r), _ndl_length(r))

# 128-bit ranges: Julia 1.10's SamplerRangeInt (Random/src/generation.jl):
# draw a UInt128 masked to the bit width of last - first until it is at
# most that difference (rand_lteq), then offset by first.
function rand(rng::AbstractRNG, r::AbstractUnitRange{T}) where {T<:Union{Int128,UInt128}}
    isempty(r) && throw(ArgumentError("collection must be non-empty"))
    m = (last(r) - first(r)) % UInt128
    mask = m == 0 ? zero(UInt128) : typemax(UInt128) >> leading_zeros(m)
    x = rand(rng, UInt128) & mask
    while x > m
        x = rand(rng, UInt128) & mask
    end
    return (x + first(r) % UInt128) % T
end

# BigInt ranges: Julia 1.10's SamplerBigInt (Random/src/generation.jl):
# the limbs of x in 0:m (m = last - first) below the highest drawn
# uniformly, the highest from 0:(m's highest limb), until x <= m; then
# offset by first.
function rand(rng::AbstractRNG, r::AbstractUnitRange{BigInt})
    m = last(r) - first(r)
    m < 0 && throw(ArgumentError("collection must be non-empty"))
    m == 0 && return first(r) + 0
    nlimbs = cld(ndigits(m; base=2), 64)
    hm = UInt64(m >> (64 * (nlimbs - 1)))
    while true
        x = BigInt(0)
        for i in 1:nlimbs-1
            x += BigInt(rand(rng, UInt64)) << (64 * (i - 1))
        end
        x += BigInt(rand(rng, UInt64(0):hm)) << (64 * (nlimbs - 1))
        x <= m && return x + first(r)
    end
end

# other ranges and arrays: a random index
rand(rng::AbstractRNG, A::AbstractArray) = (isempty(A) && throw(ArgumentError("collection must be non-empty"));
                                            @inbounds A[rand(rng, firstindex(A):lastindex(A))])
rand(rng::AbstractRNG, t::Tuple{Any}) = t[1]
rand(rng::AbstractRNG, t::Tuple{Any,Any}) = t[1 + rand(rng, Bool)]
function rand(rng::AbstractRNG, t::Tuple{Any,Any,Any})
    r = _rand52(rng)
    while r == 0x000fffffffffffff
        r = _rand52(rng)
    end
    return t[1 + r ÷ 0x0005555555555555]
end
function rand(rng::AbstractRNG, t::Tuple)
    n = length(t)
    n == 0 && throw(ArgumentError("collection must be non-empty"))
    if ispow2(n)
        return t[1 + Int(rand(rng, UInt32) & UInt32(n - 1))]
    end
    return t[rand(rng, Base.OneTo(n))]
end
rand(rng::AbstractRNG, s::AbstractString) = rand(rng, collect(s))
rand(rng::AbstractRNG, d::AbstractDict) = rand(rng, collect(d))
rand(rng::AbstractRNG, s::AbstractSet) = rand(rng, collect(s))

rand(X::Union{AbstractArray,Tuple,AbstractString,AbstractDict,AbstractSet}) = rand(default_rng(), X)

# ---- arrays --------------------------------------------------------------------------------

# Julia fills arrays of bit types in bulk (XoshiroSimd.jl): from 64 bytes
# on, in rounds of 64 bytes from 8 streams forked off the generator, then
# the rest from the generator itself. _bulk_words returns the 8-byte words
# of that stream for len bytes, in memory order, each mapped by f.
function _fork8(st::Xoshiro)
    s0 = Vector{UInt64}(undef, 8); s1 = Vector{UInt64}(undef, 8)
    s2 = Vector{UInt64}(undef, 8); s3 = Vector{UInt64}(undef, 8)
    for j in 1:8; s0[j] = 0x02011ce34bce797f * _next(st); end
    for j in 1:8; s1[j] = 0x5a94851fb48a6e05 * _next(st); end
    for j in 1:8; s2[j] = 0x3688cf5d48899fa7 * _next(st); end
    for j in 1:8; s3[j] = 0x867b4bb4c42e5661 * _next(st); end
    lanes = Vector{Xoshiro}(undef, 8)
    for j in 1:8
        lanes[j] = Xoshiro(s0[j], s1[j], s2[j], s3[j], 0x0000000000000000)
    end
    return lanes
end

function _bulk_words(st::Xoshiro, len::Int, f)
    words = Vector{UInt64}(undef, cld(len, 8))
    i = 0
    if len >= 64
        lanes = _fork8(st)
        while i + 64 <= len
            for j in 1:8
                words[i÷8+j] = f(_next(lanes[j]))
            end
            i += 64
        end
    end
    while i < len
        words[i÷8+1] = f(_next(st))
        i += 8
    end
    return words
end

_bits2f64(x::UInt64) = reinterpret(UInt64, Float64(x >>> 11) * 0x1.0p-53)
function _bits2f32(x::UInt64)
    u = Float32(((x >>> 32) % UInt32) >>> 8) * Float32(0x1.0p-24)
    l = Float32((x % UInt32) >>> 8) * Float32(0x1.0p-24)
    return (UInt64(reinterpret(UInt32, u)) << 32) | UInt64(reinterpret(UInt32, l))
end

const _BulkInt = Union{Int8,UInt8,Int16,UInt16,Int32,UInt32,Int64,UInt64}

function _bulk_fill!(rng::_XoshiroLike, A::Array{T}, f, ::Type{U}) where {T,U}
    sz = sizeof(T)
    n = length(A)
    words = _bulk_words(_xoshiro(rng), n * sz, f)
    for k in 0:n-1
        w = words[(k * sz) >> 3 + 1]
        A[k+1] = reinterpret(T, (w >>> (8 * ((k * sz) & 7))) % U)
    end
    return A
end
_uint_of(::Type{<:Union{Int8,UInt8}}) = UInt8
_uint_of(::Type{<:Union{Int16,UInt16}}) = UInt16
_uint_of(::Type{<:Union{Int32,UInt32,Float32}}) = UInt32
_uint_of(::Type{<:Union{Int64,UInt64,Float64}}) = UInt64

rand!(rng::_XoshiroLike, A::Array{Float64}) = _bulk_fill!(rng, A, _bits2f64, UInt64)
rand!(rng::_XoshiroLike, A::Array{Float32}) = _bulk_fill!(rng, A, _bits2f32, UInt32)
rand!(rng::_XoshiroLike, A::Array{T}) where {T<:_BulkInt} = _bulk_fill!(rng, A, identity, _uint_of(T))
function rand!(rng::_XoshiroLike, A::Array{Bool})
    n = length(A)
    st = _xoshiro(rng)
    i = 0
    if n >= 640
        lanes = _fork8(st)
        while i + 512 <= n
            for j in 1:8
                w = _next(lanes[j])
                for k in 0:7, b in 0:7
                    A[i+64k+8(j-1)+b+1] = (w >>> (8b + k)) & 0x0000000000000001 != 0x0000000000000000
                end
            end
            i += 512
        end
    end
    while i + 8 <= n
        w = _next(st)
        shift = 0
        while i + 8 <= n && shift < 8
            for b in 0:7
                A[i+b+1] = (w >>> (8b + shift)) & 0x0000000000000001 != 0x0000000000000000
            end
            i += 8
            shift += 1
        end
    end
    if i < n
        w = _next(st)
        for b in 0:n-i-1
            A[i+b+1] = (w >>> 8b) & 0x0000000000000001 != 0x0000000000000000
        end
    end
    return A
end
function rand!(rng::AbstractRNG, A::AbstractArray{T}) where {T}
    for i in eachindex(A)
        @inbounds A[i] = rand(rng, T)
    end
    return A
end
function rand!(rng::AbstractRNG, A::AbstractArray, X)
    for i in eachindex(A)
        @inbounds A[i] = rand(rng, X)
    end
    return A
end
rand!(A::AbstractArray) = rand!(default_rng(), A)
rand!(A::AbstractArray, X) = rand!(default_rng(), A, X)

_eltype_sampled(X) = eltype(X)
_eltype_sampled(::Type{T}) where {T} = T

rand(rng::AbstractRNG, ::Type{T}, dims::Tuple{Vararg{Int}}) where {T} = rand!(rng, Array{T}(undef, dims...))
rand(rng::AbstractRNG, ::Type{T}, d1::Integer, dims::Integer...) where {T} = rand!(rng, Array{T}(undef, Int(d1), map(Int, dims)...))
rand(rng::AbstractRNG, X, dims::Tuple{Vararg{Int}}) = rand!(rng, Array{_eltype_sampled(X)}(undef, dims...), X)
rand(rng::AbstractRNG, X, d1::Integer, dims::Integer...) = rand!(rng, Array{_eltype_sampled(X)}(undef, Int(d1), map(Int, dims)...), X)
rand(rng::AbstractRNG, dims::Tuple{Vararg{Int}}) = rand(rng, Float64, dims)
rand(rng::AbstractRNG, d1::Integer, dims::Integer...) = rand(rng, Float64, d1, dims...)
rand(::Type{T}, dims::Tuple{Vararg{Int}}) where {T} = rand(default_rng(), T, dims)
rand(::Type{T}, d1::Integer, dims::Integer...) where {T} = rand(default_rng(), T, d1, dims...)
rand(X, dims::Tuple{Vararg{Int}}) = rand(default_rng(), X, dims)
rand(X, d1::Integer, dims::Integer...) = rand(default_rng(), X, d1, dims...)
rand(dims::Tuple{Vararg{Int}}) = rand(default_rng(), Float64, dims)
rand(d1::Integer, dims::Integer...) = rand(default_rng(), Float64, d1, dims...)

# ---- normal variates: the ziggurat of Marsaglia and Tsang (Julia's randn) --------------

const _ZIG_R = 3.6541528853610088

# The 256 layers (x in 51-bit units): ki, wi, fi of Julia's normal.jl,
# computed by scripts/ziggurat_tables.py in 100-digit arithmetic and
# rounded to the nearest Float64, as Julia's tables are. They are built on
# the first randn, so that programs that do not use it do not pay for them.
struct _Ziggurat
    ki::Vector{UInt64}
    wi::Vector{Float64}
    fi::Vector{Float64}
end
@_after_image global _ziggurat = nothing

@noinline function _zig_tables()
    ki = UInt64[
        0x0007799ec012f7b2, 0x0000000000000000, 0x0006045f4c7de363, 0x0006d1aa7d5ec0a5,
        0x000728fb3f60f777, 0x0007592af4e9fbc0, 0x000777a5c0bf655d, 0x00078ca3857d2256,
        0x00079bf6b0ffe58b, 0x0007a7a34ab092ad, 0x0007b0d2f20dd1cb, 0x0007b83d3aa9cb52,
        0x0007be597614224d, 0x0007c3788631abe9, 0x0007c7d32bc192ee, 0x0007cb9263a6e86d,
        0x0007ced483edfa84, 0x0007d1b07ac0fd39, 0x0007d437ef2da5fc, 0x0007d678b069aa6e,
        0x0007d87db38c5c87, 0x0007da4fc6a9ba62, 0x0007dbf611b37f3b, 0x0007dd7674d0f286,
        0x0007ded5ce8205f6, 0x0007e018307fb62b, 0x0007e141081bd124, 0x0007e2533d712de8,
        0x0007e3514bbd7718, 0x0007e43d54944b52, 0x0007e5192f25ef42, 0x0007e5e67481118d,
        0x0007e6a6897c1ce2, 0x0007e75aa6c7f64c, 0x0007e803df8ee498, 0x0007e8a326eb6272,
        0x0007e93954717a28, 0x0007e9c727f8648f, 0x0007ea4d4cc85a3c, 0x0007eacc5c4907a9,
        0x0007eb44e0474cf6, 0x0007ebb754e47419, 0x0007ec242a3d8474, 0x0007ec8bc5d69645,
        0x0007ecee83d3d6e9, 0x0007ed4cb8082f45, 0x0007eda6aee0170f, 0x0007edfcae2dfe68,
        0x0007ee4ef5dccd3e, 0x0007ee9dc08c394e, 0x0007eee9441a17c7, 0x0007ef31b21b4fb1,
        0x0007ef773846a8a7, 0x0007efba00d35a17, 0x0007effa32ccf69f, 0x0007f037f25e1278,
        0x0007f0736112d12c, 0x0007f0ac9e145c25, 0x0007f0e3c65e1fcc, 0x0007f118f4ed8e54,
        0x0007f14c42ed0dc8, 0x0007f17dc7daa0c3, 0x0007f1ad99aac6a5, 0x0007f1dbcce80015,
        0x0007f20874cf56bf, 0x0007f233a36a3b9a, 0x0007f25d69a604ad, 0x0007f285d7694a92,
        0x0007f2acfba75e3b, 0x0007f2d2e4720909, 0x0007f2f79f09c344, 0x0007f31b37ec883b,
        0x0007f33dbae36abc, 0x0007f35f330f08d5, 0x0007f37faaf2fa79, 0x0007f39f2c805380,
        0x0007f3bdc11f4f1c, 0x0007f3db71b83850, 0x0007f3f846bba121, 0x0007f4144829f846,
        0x0007f42f7d9a8b9d, 0x0007f449ee420432, 0x0007f463a0f8675e, 0x0007f47c9c3ea77b,
        0x0007f494e643cd8e, 0x0007f4ac84e9c475, 0x0007f4c37dc9cd50, 0x0007f4d9d638a432,
        0x0007f4ef934a5b6a, 0x0007f504b9d5f33d, 0x0007f5194e78b352, 0x0007f52d55994a96,
        0x0007f540d36aba0c, 0x0007f553cbef0e77, 0x0007f56642f9ec8f, 0x0007f5783c32f31e,
        0x0007f589bb17f609, 0x0007f59ac2ff1525, 0x0007f5ab5718b15a, 0x0007f5bb7a71427c,
        0x0007f5cb2ff31009, 0x0007f5da7a67cebe, 0x0007f5e95c7a24e7, 0x0007f5f7d8b7171e,
        0x0007f605f18f5ef4, 0x0007f613a958ad0a, 0x0007f621024ed7e9, 0x0007f62dfe94f8cb,
        0x0007f63aa036777a, 0x0007f646e928065a, 0x0007f652db488f88, 0x0007f65e786213ff,
        0x0007f669c22a7d8a, 0x0007f674ba446459, 0x0007f67f623fc8db, 0x0007f689bb9ac294,
        0x0007f693c7c22481, 0x0007f69d881217a6, 0x0007f6a6fdd6ac36, 0x0007f6b02a4c61ee,
        0x0007f6b90ea0a7f4, 0x0007f6c1abf254c0, 0x0007f6ca03521664, 0x0007f6d215c2db82,
        0x0007f6d9e43a3559, 0x0007f6e16fa0b329, 0x0007f6e8b8d23729, 0x0007f6efc09e4569,
        0x0007f6f687c84cbf, 0x0007f6fd0f07ea09, 0x0007f703570925e2, 0x0007f709606cad03,
        0x0007f70f2bc8036f, 0x0007f714b9a5b292, 0x0007f71a0a85725d, 0x0007f71f1edc4d9e,
        0x0007f723f714c179, 0x0007f728938ed843, 0x0007f72cf4a03fa0, 0x0007f7311a945a16,
        0x0007f73505ac4bf8, 0x0007f738b61f03bd, 0x0007f73c2c193dc0, 0x0007f73f67bd835c,
        0x0007f74269242559, 0x0007f745305b31a1, 0x0007f747bd666428, 0x0007f74a103f12ed,
        0x0007f74c28d414f5, 0x0007f74e0709a42d, 0x0007f74faab939f9, 0x0007f75113b16657,
        0x0007f75241b5a155, 0x0007f753347e16b8, 0x0007f753ebb76b7c, 0x0007f75467027d05,
        0x0007f754a5f4199d, 0x0007f754a814b207, 0x0007f7546ce003ae, 0x0007f753f3c4bb29,
        0x0007f7533c240e92, 0x0007f75245514f41, 0x0007f7510e91726c, 0x0007f74f971a9012,
        0x0007f74dde135797, 0x0007f74be2927971, 0x0007f749a39e051c, 0x0007f747202aba8a,
        0x0007f744571b4e3c, 0x0007f741473f9efe, 0x0007f73def53dc43, 0x0007f73a4dff9bff,
        0x0007f73661d4deaf, 0x0007f732294f003f, 0x0007f72da2d19444, 0x0007f728cca72bda,
        0x0007f723a5000367, 0x0007f71e29f09627, 0x0007f7185970156b, 0x0007f7123156c102,
        0x0007f70baf5c1e2c, 0x0007f704d1150a23, 0x0007f6fd93f1a4e5, 0x0007f6f5f53b10b6,
        0x0007f6edf211023e, 0x0007f6e587671ce9, 0x0007f6dcb2021679, 0x0007f6d36e749c64,
        0x0007f6c9b91bf4c6, 0x0007f6bf8e1c541b, 0x0007f6b4e95ce015, 0x0007f6a9c68356ff,
        0x0007f69e20ef5211, 0x0007f691f3b517eb, 0x0007f6853997f321, 0x0007f677ed03ff19,
        0x0007f66a08075bdc, 0x0007f65b844ab75a, 0x0007f64c5b091860, 0x0007f63c8506d4bc,
        0x0007f62bfa8798fe, 0x0007f61ab34364b0, 0x0007f608a65a599a, 0x0007f5f5ca4737e8,
        0x0007f5e214d05b48, 0x0007f5cd7af7066e, 0x0007f5b7f0e4c2a1, 0x0007f5a169d68fcf,
        0x0007f589d80596a5, 0x0007f5712c8d0174, 0x0007f557574c912b, 0x0007f53c46c77193,
        0x0007f51fe7feb9f2, 0x0007f5022646ecfb, 0x0007f4e2eb17ab1d, 0x0007f4c21dd4a3d1,
        0x0007f49fa38ea394, 0x0007f47b5ebb62eb, 0x0007f4552ee27473, 0x0007f42cf03d58f5,
        0x0007f4027b48549f, 0x0007f3d5a44119df, 0x0007f3a63a8fb552, 0x0007f37408155100,
        0x0007f33ed05b55ec, 0x0007f3064f9c183e, 0x0007f2ca399c7ba1, 0x0007f28a384bb940,
        0x0007f245ea1b7a2b, 0x0007f1fcdffe8f1b, 0x0007f1ae9af758cd, 0x0007f15a8917f27e,
        0x0007f10001ccaaab, 0x0007f09e413c418a, 0x0007f034627733d7, 0x0007efc15815b8d5,
        0x0007ef43e2bf7f55, 0x0007eeba84e31dfe, 0x0007ee237294df89, 0x0007ed7c7c170141,
        0x0007ecc2f0d95d3a, 0x0007ebf377a46782, 0x0007eb09d6deb285, 0x0007ea00a4f17808,
        0x0007e8d0d3da63d6, 0x0007e771023b0fcf, 0x0007e5d46c2f08d8, 0x0007e3e937669691,
        0x0007e195978f1176, 0x0007deb2c0e05c1c, 0x0007db0362002a19, 0x0007d6202c151439,
        0x0007cf4b8f00a2cb, 0x0007c4fd24520efd, 0x0007b362fbf81816, 0x00078d2d25998e24
    ]
    wi = Float64[
        1.736725412160263e-15, 9.558660351455634e-17, 1.2708704834810623e-16, 1.4909740962495474e-16,
        1.6658733631586268e-16, 1.8136120810119029e-16, 1.9429720153135588e-16, 2.0589500628482093e-16,
        2.1646860576895422e-16, 2.2622940392218116e-16, 2.353271891404589e-16, 2.438723455742877e-16,
        2.5194879829274225e-16, 2.5962199772528103e-16, 2.6694407473648285e-16, 2.7395729685142446e-16,
        2.8069646002484804e-16, 2.871905890411393e-16, 2.9346417484728883e-16, 2.9953809336782113e-16,
        3.054303000719244e-16, 3.111563633892157e-16, 3.1672988018581815e-16, 3.2216280350549905e-16,
        3.274657040793975e-16, 3.326479811684171e-16, 3.377180341735323e-16, 3.4268340353119356e-16,
        3.475508873172976e-16, 3.523266384600203e-16, 3.5701624633953494e-16, 3.616248057159834e-16,
        3.661569752965354e-16, 3.7061702777236077e-16, 3.75008892787478e-16, 3.7933619401549554e-16,
        3.836022812967728e-16, 3.8781025861250247e-16, 3.919630085325768e-16, 3.9606321366256378e-16,
        4.001133755254669e-16, 4.041158312414333e-16, 4.080727683096045e-16, 4.119862377480744e-16,
        4.1585816580828064e-16, 4.1969036444740733e-16, 4.234845407152071e-16, 4.272423051889976e-16,
        4.309651795716294e-16, 4.346546035512876e-16, 4.383119410085457e-16, 4.4193848564470665e-16,
        4.455354660957914e-16, 4.491040505882875e-16, 4.52645351185714e-16, 4.561604276690038e-16,
        4.596502910884941e-16, 4.631159070208165e-16, 4.665581985600875e-16, 4.699780490694195e-16,
        4.733763047158324e-16, 4.767537768090853e-16, 4.8011124396270155e-16, 4.834494540935008e-16,
        4.867691262742209e-16, 4.900709524522994e-16, 4.933555990465414e-16, 4.966237084322178e-16,
        4.998759003240909e-16, 5.031127730659319e-16, 5.0633490483427195e-16, 5.095428547633892e-16,
        5.127371639978797e-16, 5.159183566785736e-16, 5.190869408670343e-16, 5.222434094134042e-16,
        5.253882407719454e-16, 5.285218997682382e-16, 5.316448383216618e-16, 5.34757496126473e-16,
        5.378603012945235e-16, 5.409536709623993e-16, 5.440380118655467e-16, 5.471137208817361e-16,
        5.501811855460336e-16, 5.532407845392784e-16, 5.56292888151909e-16, 5.593378587248462e-16,
        5.623760510690043e-16, 5.65407812864896e-16, 5.684334850436814e-16, 5.714534021509204e-16,
        5.744678926941961e-16, 5.774772794756965e-16, 5.804818799107686e-16, 5.834820063333892e-16,
        5.864779662894365e-16, 5.894700628185872e-16, 5.924585947256134e-16, 5.95443856841806e-16,
        5.984261402772028e-16, 6.014057326642664e-16, 6.043829183936125e-16, 6.073579788423606e-16,
        6.103311925956439e-16, 6.133028356617911e-16, 6.162731816816596e-16, 6.192425021325847e-16,
        6.222110665273788e-16, 6.251791426088e-16, 6.281469965398895e-16, 6.311148930905604e-16,
        6.34083095820806e-16, 6.370518672608815e-16, 6.400214690888025e-16, 6.429921623054896e-16,
        6.459642074078832e-16, 6.489378645603397e-16, 6.519133937646159e-16, 6.548910550287415e-16,
        6.578711085350741e-16, 6.608538148078259e-16, 6.638394348803506e-16, 6.668282304624746e-16,
        6.698204641081558e-16, 6.728163993837531e-16, 6.758163010371901e-16, 6.78820435168298e-16,
        6.818290694006254e-16, 6.848424730550038e-16, 6.878609173251664e-16, 6.908846754557169e-16,
        6.939140229227569e-16, 6.969492376174829e-16, 6.999906000330764e-16, 7.030383934552151e-16,
        7.060929041565482e-16, 7.091544215954873e-16, 7.122232386196779e-16, 7.152996516745303e-16,
        7.183839610172063e-16, 7.214764709364707e-16, 7.245774899788387e-16, 7.276873311814693e-16,
        7.308063123122743e-16, 7.339347561177405e-16, 7.370729905789831e-16, 7.4022134917658e-16,
        7.433801711647648e-16, 7.465498018555889e-16, 7.497305929136979e-16, 7.529229026624058e-16,
        7.561270964017922e-16, 7.5934354673958895e-16, 7.625726339356756e-16, 7.658147462610487e-16,
        7.690702803721919e-16, 7.723396417018299e-16, 7.756232448671174e-16, 7.789215140963852e-16,
        7.822348836756411e-16, 7.855637984161084e-16, 7.889087141441755e-16, 7.922700982152271e-16,
        7.956484300529366e-16, 7.99044201715713e-16, 8.024579184921259e-16, 8.058900995272657e-16,
        8.093412784821501e-16, 8.128120042284501e-16, 8.163028415809877e-16, 8.198143720706533e-16,
        8.23347194760605e-16, 8.26901927108847e-16, 8.304792058805374e-16, 8.340796881136629e-16,
        8.377040521420222e-16, 8.413529986798028e-16, 8.450272519724097e-16, 8.487275610186155e-16,
        8.524547008695596e-16, 8.562094740106233e-16, 8.599927118327665e-16, 8.638052762005259e-16,
        8.676480611245582e-16, 8.715219945473698e-16, 8.754280402517175e-16, 8.793671999021043e-16,
        8.833405152308408e-16, 8.873490703813135e-16, 8.913939944224086e-16, 8.954764640495068e-16,
        8.9959770648911e-16, 9.037590026260118e-16, 9.079616903740068e-16, 9.122071683134846e-16,
        9.164968996219135e-16, 9.208324163262308e-16, 9.252153239095693e-16, 9.296473063086417e-16,
        9.341301313425265e-16, 9.38665656618666e-16, 9.432558359676707e-16, 9.479027264651738e-16,
        9.526084961066279e-16, 9.57375432209745e-16, 9.622059506294838e-16, 9.671026058823054e-16,
        9.720681022901626e-16, 9.771053062707209e-16, 9.822172599190541e-16, 9.874071960480671e-16,
        9.926785548807976e-16, 9.980350026183645e-16, 1.003480452143618e-15, 1.0090190861637457e-15,
        1.0146553831467086e-15, 1.0203941464683124e-15, 1.0262405372613567e-15, 1.0322001115486456e-15,
        1.03827886235154e-15, 1.044483267600047e-15, 1.0508203448355195e-15, 1.057297713900989e-15,
        1.06392366906768e-15, 1.0707072623632994e-15, 1.0776584002668106e-15, 1.0847879564403425e-15,
        1.0921079038149563e-15, 1.0996314701785628e-15, 1.1073733224935752e-15, 1.1153497865853155e-15,
        1.1235791107110833e-15, 1.1320817840164846e-15, 1.140880924258278e-15, 1.1500027537839792e-15,
        1.159477189144919e-15, 1.169338578691096e-15, 1.17962663529558e-15, 1.190387629928289e-15,
        1.2016759392543819e-15, 1.2135560818666897e-15, 1.2261054417450561e-15, 1.2394179789163251e-15,
        1.2536093926602567e-15, 1.268824481425501e-15, 1.2852479319096109e-15, 1.3031206634689985e-15,
        1.3227655770195326e-15, 1.3446300925011171e-15, 1.3693606835128518e-15, 1.397943667277524e-15,
        1.4319989869661328e-15, 1.4744848603597596e-15, 1.5317872741611144e-15, 1.6227698675312968e-15
    ]
    fi = Float64[
        1.0, 0.9771017012676708, 0.959879091800106, 0.9451989534422991,
        0.9320600759592299, 0.9199915050393465, 0.9087264400521303, 0.898095921898343,
        0.8879846607558328, 0.8783096558089168, 0.8690086880368565, 0.8600336211963311,
        0.8513462584586775, 0.8429156531122037, 0.834716292986883, 0.8267268339462209,
        0.8189291916037019, 0.8113078743126557, 0.8038494831709638, 0.7965423304229584,
        0.789376143566024, 0.782341832654802, 0.7754313049811866, 0.7686373157984857,
        0.7619533468367948, 0.7553735065070957, 0.7488924472191564, 0.7425052963401506,
        0.7362075981268621, 0.7299952645614757, 0.7238645334686297, 0.7178119326307215,
        0.711834248878248, 0.7059285013327538, 0.7000919181365112, 0.6943219161261163,
        0.6886160830046714, 0.6829721616449943, 0.6773880362187731, 0.6718617198970817,
        0.6663913439087498, 0.6609751477766628, 0.6556114705796969, 0.6502987431108164,
        0.645035480820822, 0.6398202774530561, 0.6346517992876233, 0.6295287799248362,
        0.6244500155470261, 0.619414360605834, 0.6144207238889134, 0.6094680649257731,
        0.6045553906974673, 0.5996817526191248, 0.5948462437679869, 0.5900479963328255,
        0.5852861792633709, 0.5805599961007903, 0.5758686829723532, 0.5712115067352527,
        0.5665877632561639, 0.5619967758145239, 0.5574378936187655, 0.5529104904258318,
        0.5484139632552654, 0.5439477311900258, 0.5395112342569516, 0.5351039323804572,
        0.5307253044036615, 0.526374847171684, 0.5220520746723214, 0.5177565172297559,
        0.5134877207473265, 0.5092452459957476, 0.5050286679434679, 0.5008375751261483,
        0.4966715690524893, 0.49253026364386815, 0.4884132847054576, 0.4843202694266829,
        0.4802508659090464, 0.4762047327195055, 0.47218153846772976, 0.4681809614056932,
        0.4642026890481739, 0.4602464178128425, 0.4563118526787161, 0.45239870686184824,
        0.44850670150720273, 0.4446355653957391, 0.44078503466580377, 0.43695485254798533,
        0.4331447691126521, 0.42935454102944126, 0.4255839313380218, 0.42183270922949573,
        0.41810064983784795, 0.4143875340408909, 0.410693148270188, 0.40701728432947315,
        0.4033597392211143, 0.399720314980197, 0.39609881851583223, 0.3924950614593154,
        0.38890886001878855, 0.38534003484007706, 0.38178841087339344, 0.37825381724561896,
        0.37473608713789086, 0.3712350576682392, 0.36775056977903225, 0.3642824681290037,
        0.36083060098964775, 0.3573948201457802, 0.35397498080007656, 0.3505709414814059,
        0.3471825639567935, 0.34380971314685055, 0.34045225704452164, 0.3371100666370059,
        0.33378301583071823, 0.3304709813791634, 0.3271738428136013, 0.32389148237639104,
        0.3206237849569053, 0.3173706380299135, 0.31413193159633707, 0.31090755812628634,
        0.3076974125042919, 0.3045013919766498, 0.3013193961008029, 0.2981513266966853,
        0.29499708779996164, 0.291856585617095, 0.2887297284821827, 0.2856164268155016,
        0.2825165930837074, 0.2794301417616377, 0.2763569892956681, 0.2732970540685769,
        0.2702502563658752, 0.26721651834356114, 0.2641957639972608, 0.2611879191327208,
        0.2581929113376189, 0.2552106699546617, 0.2522411260559419, 0.24928421241852824,
        0.24633986350126363, 0.24340801542275012, 0.2404886059405004, 0.23758157443123795,
        0.2346868618723299, 0.23180441082433859, 0.22893416541468023, 0.2260760713223802,
        0.22323007576391746, 0.22039612748015194, 0.21757417672433113, 0.21476417525117358,
        0.21196607630703015, 0.209179834621125, 0.20640540639788071, 0.20364274931033485,
        0.20089182249465656, 0.1981525865457751, 0.19542500351413428, 0.19270903690358912,
        0.19000465167046496, 0.18731181422380025, 0.18463049242679927, 0.18196065559952254,
        0.17930227452284767, 0.176655321443735, 0.17401977008183875, 0.17139559563750595,
        0.1687827748012115, 0.16618128576448205, 0.1635911082323657, 0.16101222343751107,
        0.1584446141559243, 0.1558882647244792, 0.15334316106026283, 0.15080929068184568,
        0.14828664273257453, 0.14577520800599403, 0.1432749789735134, 0.1407859498144447,
        0.1383081164485507, 0.13584147657125373, 0.13338602969166913, 0.1309417771736443,
        0.12850872227999952, 0.12608687022018586, 0.12367622820159654, 0.12127680548479021,
        0.11888861344290998, 0.1165116656256108, 0.11414597782783835, 0.111791568163838,
        0.10944845714681163, 0.10711666777468364, 0.1047962256224869, 0.10248715894193508,
        0.10018949876880981, 0.09790327903886228, 0.09562853671300882, 0.09336531191269086,
        0.09111364806637363, 0.08887359206827579, 0.08664519445055796, 0.08442850957035337,
        0.08222359581320286, 0.08003051581466306, 0.07784933670209604, 0.07568013035892707,
        0.07352297371398127, 0.07137794905889037, 0.06924514439700677, 0.0671246538277885,
        0.06501657797124284, 0.06292102443775811, 0.060838108349539864, 0.05876795292093376,
        0.0567106901062029, 0.054666461324888914, 0.052635418276792176, 0.05061772386094776,
        0.04861355321586852, 0.04662309490193037, 0.04464655225129444, 0.04268414491647443,
        0.04073611065594093, 0.03880270740452611, 0.036884215688567284, 0.034980941461716084,
        0.03309321945857852, 0.031221417191920245, 0.029365939758133314, 0.027527235669603082,
        0.025705804008548896, 0.023902203305795882, 0.022117062707308864, 0.020351096230044517,
        0.018605121275724643, 0.016880083152543166, 0.015177088307935325, 0.01349745060173988,
        0.011842757857907888, 0.010214971439701471, 0.008616582769398732, 0.007050875471373227,
        0.005522403299250997, 0.0040379725933630305, 0.0026090727461021627, 0.0012602859304985975
    ]
    z = _Ziggurat(ki, wi, fi)
    global _ziggurat = z
    return z
end

function _ziggurat_tables()
    z = _ziggurat
    return z === nothing ? _zig_tables() : z::_Ziggurat
end

function randn(rng::AbstractRNG)
    z = _ziggurat_tables()
    r = _rand52(rng)
    rabs = Int64(r >>> 1)
    idx = rabs & 0xff
    x = ifelse(r & 0x0000000000000001 != 0x0000000000000000, -rabs, rabs) * @inbounds(z.wi[idx+1])
    rabs < @inbounds(z.ki[idx+1]) % Int64 && return x
    return _randn_unlikely(rng, z.fi, idx, rabs, x)
end

@noinline function _randn_unlikely(rng, fi, idx, rabs, x)
    if idx == 0
        while true
            xx = -(1 / _ZIG_R) * log(rand(rng))
            yy = -log(rand(rng))
            yy + yy > xx * xx &&
                return ((rabs >> 8) & 1) != 0 ? -_ZIG_R - xx : _ZIG_R + xx
        end
    elseif (fi[idx] - fi[idx+1]) * rand(rng) + fi[idx+1] < exp(-0.5 * x * x)
        return x
    else
        return randn(rng)
    end
end

randn() = randn(default_rng())
randn(rng::AbstractRNG, ::Type{Float64}) = randn(rng)
randn(rng::AbstractRNG, ::Type{Float32}) = Float32(randn(rng))
# Marsaglia's polar method at the current BigFloat precision
function randn(rng::AbstractRNG, ::Type{BigFloat})
    while true
        u = 2 * rand(rng, BigFloat) - 1
        v = 2 * rand(rng, BigFloat) - 1
        s = u * u + v * v
        (s >= 1 || iszero(s)) && continue
        return u * sqrt(-2 * log(s) / s)
    end
end
randn(rng::AbstractRNG, ::Type{Complex{T}}) where {T<:AbstractFloat} =
    Complex{T}(0.7071067811865476 * randn(rng, T), 0.7071067811865476 * randn(rng, T))
randn(::Type{T}) where {T} = randn(default_rng(), T)
function randn!(rng::AbstractRNG, A::AbstractArray{T}) where {T}
    for i in eachindex(A)
        @inbounds A[i] = randn(rng, T)
    end
    return A
end
randn!(A::AbstractArray) = randn!(default_rng(), A)
randn(rng::AbstractRNG, ::Type{T}, dims::Tuple{Vararg{Int}}) where {T} = randn!(rng, Array{T}(undef, dims...))
randn(rng::AbstractRNG, ::Type{T}, d1::Integer, dims::Integer...) where {T} = randn!(rng, Array{T}(undef, Int(d1), map(Int, dims)...))
randn(::Type{T}, dims::Tuple{Vararg{Int}}) where {T} = randn(default_rng(), T, dims)
randn(::Type{T}, d1::Integer, dims::Integer...) where {T} = randn(default_rng(), T, d1, dims...)
randn(rng::AbstractRNG, dims::Tuple{Vararg{Int}}) = randn(rng, Float64, dims)
randn(rng::AbstractRNG, d1::Integer, dims::Integer...) = randn(rng, Float64, d1, dims...)
randn(dims::Tuple{Vararg{Int}}) = randn(default_rng(), Float64, dims)
randn(d1::Integer, dims::Integer...) = randn(default_rng(), Float64, d1, dims...)

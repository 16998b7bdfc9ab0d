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
rand(r::AbstractRNG, ::Type{Complex{T}}) where {T<:Real} = complex(rand(r, T), rand(r, T))
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
const _ZIG_AREA = 0.004928673233974655   # r f(r) + ∫_r^∞ f, f(x) = exp(-x²/2)

struct _Ziggurat
    ki::Vector{UInt64}
    wi::Vector{Float64}
    fi::Vector{Float64}
end
@_after_image global _ziggurat = nothing

# The 256 layers, computed on first use (Marsaglia and Tsang; x in 52-bit units).
@noinline function _zig_tables()
    ki = Vector{UInt64}(undef, 256)
    wi = Vector{Float64}(undef, 256)
    fi = Vector{Float64}(undef, 256)
    n = 2.0^51
    x1 = _ZIG_R
    wi[256] = x1 / n
    fi[256] = exp(-0.5 * x1 * x1)
    ki[1] = unsafe_trunc(UInt64, x1 * fi[256] / _ZIG_AREA * n)
    wi[1] = _ZIG_AREA / fi[256] / n
    fi[1] = 1.0
    for i in 255:-1:2
        x = sqrt(-2.0 * log(_ZIG_AREA / x1 + fi[i+1]))
        ki[i+1] = unsafe_trunc(UInt64, x / x1 * n)
        wi[i] = x / n
        fi[i] = exp(-0.5 * x * x)
        x1 = x
    end
    ki[2] = 0x0000000000000000
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

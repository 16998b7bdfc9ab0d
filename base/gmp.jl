# This file is a part of Kiln's Base library.
#
# gmp.jl — BigInt on GMP, as Julia 1.10's base/gmp.jl: a BigInt is a
# mutable struct laid out as GMP's __mpz_struct (alloc, size, limb
# pointer), passed to GMP by reference (a boxed mutable struct's payload is
# its fields). GMP allocates the limbs through the runtime's allocator
# (runtime/numlibs.c: uncollectable GC blocks) and each BigInt is cleared by
# a collector finalizer, as Julia's `finalizer(__gmpz_clear, b)`. GMP
# (libgmp) is called by ccall; the kiln binary links it.

const Limb = UInt64
const BITS_PER_LIMB = 64
const ClongMax = Union{Int8,Int16,Int32,Int64}
const CulongMax = Union{UInt8,UInt16,UInt32,UInt64}
const CdoubleMax = Union{Float16,Float32,Float64}

# The marker of the inner constructors of BigInt and BigFloat (Julia's are
# `global function`s inside the struct, which Kiln's lowering does not take).
struct _BigNew end

mutable struct BigInt <: Signed
    alloc::Int32
    size::Int32
    d::Ptr{Limb}
    function BigInt(::_BigNew, nbits::Int)
        b = new(Int32(0), Int32(0), bitcast(Ptr{Limb}, UInt64(0)))
        ccall(:kiln_gmp_init, Nothing, ())
        ccall(:__gmpz_init2, Nothing, (BigInt, UInt64), b, rem(nbits, UInt64))
        ccall(:kiln_gmp_finalize_mpz, Nothing, (BigInt,), b)
        return b
    end
end
_bigint_new(nbits::Int) = BigInt(_BigNew(), nbits)
_bigint() = BigInt(_BigNew(), 0)

# ---- the GMP calls (Julia's module MPZ; here functions named _mpz_op) ---------------------------
_mpz_add!(x::BigInt, a::BigInt, b::BigInt) = (ccall(:__gmpz_add, Nothing, (BigInt, BigInt, BigInt), x, a, b); x)
_mpz_add(a::BigInt, b::BigInt) = _mpz_add!(_bigint(), a, b)
_mpz_sub!(x::BigInt, a::BigInt, b::BigInt) = (ccall(:__gmpz_sub, Nothing, (BigInt, BigInt, BigInt), x, a, b); x)
_mpz_sub(a::BigInt, b::BigInt) = _mpz_sub!(_bigint(), a, b)
_mpz_mul!(x::BigInt, a::BigInt, b::BigInt) = (ccall(:__gmpz_mul, Nothing, (BigInt, BigInt, BigInt), x, a, b); x)
_mpz_mul(a::BigInt, b::BigInt) = _mpz_mul!(_bigint(), a, b)
_mpz_fdiv_q!(x::BigInt, a::BigInt, b::BigInt) = (ccall(:__gmpz_fdiv_q, Nothing, (BigInt, BigInt, BigInt), x, a, b); x)
_mpz_fdiv_q(a::BigInt, b::BigInt) = _mpz_fdiv_q!(_bigint(), a, b)
_mpz_tdiv_q!(x::BigInt, a::BigInt, b::BigInt) = (ccall(:__gmpz_tdiv_q, Nothing, (BigInt, BigInt, BigInt), x, a, b); x)
_mpz_tdiv_q(a::BigInt, b::BigInt) = _mpz_tdiv_q!(_bigint(), a, b)
_mpz_cdiv_q!(x::BigInt, a::BigInt, b::BigInt) = (ccall(:__gmpz_cdiv_q, Nothing, (BigInt, BigInt, BigInt), x, a, b); x)
_mpz_cdiv_q(a::BigInt, b::BigInt) = _mpz_cdiv_q!(_bigint(), a, b)
_mpz_fdiv_r!(x::BigInt, a::BigInt, b::BigInt) = (ccall(:__gmpz_fdiv_r, Nothing, (BigInt, BigInt, BigInt), x, a, b); x)
_mpz_fdiv_r(a::BigInt, b::BigInt) = _mpz_fdiv_r!(_bigint(), a, b)
_mpz_tdiv_r!(x::BigInt, a::BigInt, b::BigInt) = (ccall(:__gmpz_tdiv_r, Nothing, (BigInt, BigInt, BigInt), x, a, b); x)
_mpz_tdiv_r(a::BigInt, b::BigInt) = _mpz_tdiv_r!(_bigint(), a, b)
_mpz_cdiv_r!(x::BigInt, a::BigInt, b::BigInt) = (ccall(:__gmpz_cdiv_r, Nothing, (BigInt, BigInt, BigInt), x, a, b); x)
_mpz_cdiv_r(a::BigInt, b::BigInt) = _mpz_cdiv_r!(_bigint(), a, b)
_mpz_gcd!(x::BigInt, a::BigInt, b::BigInt) = (ccall(:__gmpz_gcd, Nothing, (BigInt, BigInt, BigInt), x, a, b); x)
_mpz_gcd(a::BigInt, b::BigInt) = _mpz_gcd!(_bigint(), a, b)
_mpz_lcm!(x::BigInt, a::BigInt, b::BigInt) = (ccall(:__gmpz_lcm, Nothing, (BigInt, BigInt, BigInt), x, a, b); x)
_mpz_lcm(a::BigInt, b::BigInt) = _mpz_lcm!(_bigint(), a, b)
_mpz_and!(x::BigInt, a::BigInt, b::BigInt) = (ccall(:__gmpz_and, Nothing, (BigInt, BigInt, BigInt), x, a, b); x)
_mpz_and(a::BigInt, b::BigInt) = _mpz_and!(_bigint(), a, b)
_mpz_ior!(x::BigInt, a::BigInt, b::BigInt) = (ccall(:__gmpz_ior, Nothing, (BigInt, BigInt, BigInt), x, a, b); x)
_mpz_ior(a::BigInt, b::BigInt) = _mpz_ior!(_bigint(), a, b)
_mpz_xor!(x::BigInt, a::BigInt, b::BigInt) = (ccall(:__gmpz_xor, Nothing, (BigInt, BigInt, BigInt), x, a, b); x)
_mpz_xor(a::BigInt, b::BigInt) = _mpz_xor!(_bigint(), a, b)
_mpz_add_ui!(x::BigInt, a::BigInt, b) = (ccall(:__gmpz_add_ui, Nothing, (BigInt, BigInt, UInt64), x, a, rem(b, UInt64)); x)
_mpz_add_ui(a::BigInt, b) = _mpz_add_ui!(_bigint(), a, b)
_mpz_sub_ui!(x::BigInt, a::BigInt, b) = (ccall(:__gmpz_sub_ui, Nothing, (BigInt, BigInt, UInt64), x, a, rem(b, UInt64)); x)
_mpz_sub_ui(a::BigInt, b) = _mpz_sub_ui!(_bigint(), a, b)
_mpz_mul_ui!(x::BigInt, a::BigInt, b) = (ccall(:__gmpz_mul_ui, Nothing, (BigInt, BigInt, UInt64), x, a, rem(b, UInt64)); x)
_mpz_mul_ui(a::BigInt, b) = _mpz_mul_ui!(_bigint(), a, b)
_mpz_mul_2exp!(x::BigInt, a::BigInt, b) = (ccall(:__gmpz_mul_2exp, Nothing, (BigInt, BigInt, UInt64), x, a, rem(b, UInt64)); x)
_mpz_mul_2exp(a::BigInt, b) = _mpz_mul_2exp!(_bigint(), a, b)
_mpz_fdiv_q_2exp!(x::BigInt, a::BigInt, b) = (ccall(:__gmpz_fdiv_q_2exp, Nothing, (BigInt, BigInt, UInt64), x, a, rem(b, UInt64)); x)
_mpz_fdiv_q_2exp(a::BigInt, b) = _mpz_fdiv_q_2exp!(_bigint(), a, b)
_mpz_pow_ui!(x::BigInt, a::BigInt, b) = (ccall(:__gmpz_pow_ui, Nothing, (BigInt, BigInt, UInt64), x, a, rem(b, UInt64)); x)
_mpz_pow_ui(a::BigInt, b) = _mpz_pow_ui!(_bigint(), a, b)
_mpz_bin_ui!(x::BigInt, a::BigInt, b) = (ccall(:__gmpz_bin_ui, Nothing, (BigInt, BigInt, UInt64), x, a, rem(b, UInt64)); x)
_mpz_bin_ui(a::BigInt, b) = _mpz_bin_ui!(_bigint(), a, b)
_mpz_neg!(x::BigInt, a::BigInt) = (ccall(:__gmpz_neg, Nothing, (BigInt, BigInt), x, a); x)
_mpz_neg(a::BigInt) = _mpz_neg!(_bigint(), a)
_mpz_com!(x::BigInt, a::BigInt) = (ccall(:__gmpz_com, Nothing, (BigInt, BigInt), x, a); x)
_mpz_com(a::BigInt) = _mpz_com!(_bigint(), a)
_mpz_sqrt!(x::BigInt, a::BigInt) = (ccall(:__gmpz_sqrt, Nothing, (BigInt, BigInt), x, a); x)
_mpz_sqrt(a::BigInt) = _mpz_sqrt!(_bigint(), a)
_mpz_set!(x::BigInt, a::BigInt) = (ccall(:__gmpz_set, Nothing, (BigInt, BigInt), x, a); x)
_mpz_set(a::BigInt) = _mpz_set!(_bigint(), a)
_mpz_add!(x::BigInt, b::BigInt) = _mpz_add!(x, x, b)
_mpz_mul!(x::BigInt, b::BigInt) = _mpz_mul!(x, x, b)
_mpz_ui_sub(a, b::BigInt) = (x = _bigint(); ccall(:__gmpz_ui_sub, Nothing, (BigInt, UInt64, BigInt), x, rem(a, UInt64), b); x)
_mpz_mul_si(a::BigInt, b) = (x = _bigint(); ccall(:__gmpz_mul_si, Nothing, (BigInt, BigInt, Int64), x, a, rem(b, Int64)); x)
_mpz_set_si(a) = (x = _bigint(); ccall(:__gmpz_set_si, Nothing, (BigInt, Int64), x, rem(a, Int64)); x)
_mpz_set_ui(a) = (x = _bigint(); ccall(:__gmpz_set_ui, Nothing, (BigInt, UInt64), x, rem(a, UInt64)); x)
_mpz_set_si!(x::BigInt, a) = (ccall(:__gmpz_set_si, Nothing, (BigInt, Int64), x, rem(a, Int64)); x)
_mpz_set_d(a::Float64) = (x = _bigint(); ccall(:__gmpz_set_d, Nothing, (BigInt, Float64), x, a); x)
_mpz_fac_ui(a) = (x = _bigint(); ccall(:__gmpz_fac_ui, Nothing, (BigInt, UInt64), x, rem(a, UInt64)); x)
_mpz_scan1(a::BigInt, b) = Int(bitcast(Int64, ccall(:__gmpz_scan1, UInt64, (BigInt, UInt64), a, rem(b, UInt64))))
_mpz_scan0(a::BigInt, b) = Int(bitcast(Int64, ccall(:__gmpz_scan0, UInt64, (BigInt, UInt64), a, rem(b, UInt64))))
_mpz_popcount(a::BigInt) = Int(bitcast(Int64, ccall(:__gmpz_popcount, UInt64, (BigInt,), a)))
_mpz_mpn_popcount(a::BigInt) = Int(ccall(:__gmpn_popcount, UInt64, (Ptr{Limb}, UInt64), a.d, rem(abs(a.size), UInt64)))
_mpz_sizeinbase(a::BigInt, b) = Int(ccall(:__gmpz_sizeinbase, UInt64, (BigInt, Int32), a, rem(b, Int32)))
function _mpz_tdiv_qr(a::BigInt, b::BigInt)
    x, y = _bigint(), _bigint()
    ccall(:__gmpz_tdiv_qr, Nothing, (BigInt, BigInt, BigInt, BigInt), x, y, a, b)
    return x, y
end
function _mpz_fdiv_qr(a::BigInt, b::BigInt)
    x, y = _bigint(), _bigint()
    ccall(:__gmpz_fdiv_qr, Nothing, (BigInt, BigInt, BigInt, BigInt), x, y, a, b)
    return x, y
end
_mpz_powm(a::BigInt, b::BigInt, c::BigInt) = (x = _bigint(); ccall(:__gmpz_powm, Nothing, (BigInt, BigInt, BigInt, BigInt), x, a, b, c); x)
function _mpz_gcdext(a::BigInt, b::BigInt)
    x, y, z = _bigint(), _bigint(), _bigint()
    ccall(:__gmpz_gcdext, Nothing, (BigInt, BigInt, BigInt, BigInt, BigInt), x, y, z, a, b)
    return x, y, z
end
_mpz_invert!(x::BigInt, a::BigInt, b::BigInt) = ccall(:__gmpz_invert, Int32, (BigInt, BigInt, BigInt), x, a, b)
_mpz_cmp(a::BigInt, b::BigInt) = Int(ccall(:__gmpz_cmp, Int32, (BigInt, BigInt), a, b))
_mpz_cmp_si(a::BigInt, b) = Int(ccall(:__gmpz_cmp_si, Int32, (BigInt, Int64), a, rem(b, Int64)))
_mpz_cmp_ui(a::BigInt, b) = Int(ccall(:__gmpz_cmp_ui, Int32, (BigInt, UInt64), a, rem(b, UInt64)))
_mpz_cmp_d(a::BigInt, b::Float64) = Int(ccall(:__gmpz_cmp_d, Int32, (BigInt, Float64), a, b))
_mpz_get_d(a::BigInt) = ccall(:__gmpz_get_d, Float64, (BigInt,), a)
_mpz_tstbit(a::BigInt, b) = ccall(:__gmpz_tstbit, Int32, (BigInt, UInt64), a, rem(b, UInt64)) != Int32(0)
_mpz_set_str!(x::BigInt, p::Ptr{UInt8}, base) = Int(ccall(:__gmpz_set_str, Int32, (BigInt, Ptr{UInt8}, Int32), x, p, rem(base, Int32)))
_mpz_get_str!(p::Ptr{UInt8}, base, a::BigInt) = ccall(:__gmpz_get_str, Ptr{UInt8}, (Ptr{UInt8}, Int32, BigInt), p, rem(base, Int32), a)

# ---- construction and conversion ---------------------------------------------------------------

BigInt(x::BigInt) = x
BigInt() = _bigint()
Signed(x::BigInt) = x
signed(x::BigInt) = x
widen(::Type{Int128}) = BigInt
widen(::Type{UInt128}) = BigInt
widen(::Type{BigInt}) = BigInt
BigInt(x::ClongMax) = _mpz_set_si(x)
BigInt(x::CulongMax) = _mpz_set_ui(x)
BigInt(x::Bool) = _mpz_set_ui(UInt64(x))
unsafe_trunc(::Type{BigInt}, x::CdoubleMax) = _mpz_set_d(Float64(x))
function BigInt(x::Float64)
    isinteger(x) || throw(InexactError(:BigInt, BigInt, x))
    return unsafe_trunc(BigInt, x)
end
trunc(::Type{BigInt}, x::CdoubleMax) = isfinite(x) ? unsafe_trunc(BigInt, x) : throw(InexactError(:trunc, BigInt, x))
BigInt(x::Float16) = BigInt(Float64(x))
BigInt(x::Float32) = BigInt(Float64(x))
function BigInt(x::Union{Int128,UInt128})
    typemin(Int64) <= x <= typemax(Int64) && return BigInt(rem(x, Int64))
    ux = x < 0 ? rem(-x, UInt128) : rem(x, UInt128)
    z = _mpz_set_ui(rem(ux >> 64, UInt64))
    z = _mpz_mul_2exp(z, 64)
    z = _mpz_add_ui(z, rem(ux, UInt64))
    return x < 0 ? -z : z
end
function BigInt(x::Integer)
    # any other Integer: by its decimal digits
    return parse(BigInt, string(x))
end
function BigInt(x::Rational)
    isinteger(x) || throw(InexactError(:BigInt, BigInt, x))
    return BigInt(numerator(x))
end
convert(::Type{BigInt}, x::BigInt) = x
convert(::Type{BigInt}, x::Number) = BigInt(x)
rem(x::Integer, ::Type{BigInt}) = BigInt(x)
rem(x::BigInt, ::Type{BigInt}) = x

rem(x::BigInt, ::Type{Bool}) = !iszero(x) & (rem(unsafe_load(x.d), Bool))
function rem(x::BigInt, ::Type{T}) where {T<:Union{BitUnsigned,BitSigned}}
    u = zero(T)
    l = 1
    n = min(Int(abs(x.size)), cld(sizeof(T), 8))
    while l <= n
        u += rem(unsafe_load(x.d, l), T) << (64 * (l - 1))
        l += 1
    end
    return x.size < 0 ? -u : u
end

function (::Type{T})(x::BigInt) where {T<:BitUnsigned}
    if sizeof(T) < 8
        return convert(T, convert(UInt64, x))
    end
    0 <= x.size <= cld(sizeof(T), 8) || throw(InexactError(nameof(T), T, x))
    return rem(x, T)
end
function (::Type{T})(x::BigInt) where {T<:BitSigned}
    n = abs(x.size)
    if sizeof(T) < 8
        return convert(T, convert(Int64, x))
    end
    0 <= n <= cld(sizeof(T), 8) || throw(InexactError(nameof(T), T, x))
    y = rem(x, T)
    (x.size > 0) ⊻ (y > 0) && throw(InexactError(nameof(T), T, x)) # catch overflow
    return y
end
convert(::Type{T}, x::BigInt) where {T<:BitInteger} = T(x)
Bool(x::BigInt) = iszero(x) ? false : isone(x) ? true : throw(InexactError(:Bool, Bool, x))

isodd(x::BigInt) = _mpz_tstbit(x, 0)
iseven(x::BigInt) = !isodd(x)

# Float64 as Julia's (round to nearest, ties to even), from the top limbs.
function Float64(x::BigInt)
    x.size == 0 && return 0.0
    xsize = Int(abs(x.size))
    if xsize * BITS_PER_LIMB > 1024
        z = Inf64
    elseif xsize == 1
        z = Float64(unsafe_load(x.d))
    else
        y1 = unsafe_load(x.d, xsize)
        n = 64 - leading_zeros(y1)
        # the first 54 bits (1 + 52 of fraction + 1 for rounding)
        y = y1 >> (n - 54)
        y += n > 53 ? UInt64(0) : (unsafe_load(x.d, xsize - 1) >> (10 + n))
        y = (y + UInt64(1)) >> 1 # round, ties up
        y &= ~UInt64(trailing_zeros(x) == (n - 54 + (xsize - 1) * BITS_PER_LIMB)) # ties to even
        d = rem(n + 1021, UInt64) << 52
        z = reinterpret(Float64, d + y)
        z = ldexp(z, (xsize - 1) * BITS_PER_LIMB)
    end
    return x.size < 0 ? -z : z
end
Float32(x::BigInt) = Float32(Float64(x))
Float16(x::BigInt) = Float16(Float64(x))
float(::Type{BigInt}) = BigFloat
float(x::BigInt) = BigFloat(x)
(::Type{AbstractFloat})(x::BigInt) = BigFloat(x)

promote_rule(::Type{BigInt}, ::Type{<:Integer}) = BigInt
promote_rule(::Type{BigInt}, ::Type{Bool}) = BigInt

big(::Type{<:Integer}) = BigInt
big(::Type{<:AbstractFloat}) = BigFloat
big(n::Integer) = convert(BigInt, n)
big(x::BigInt) = x

zero(::Type{BigInt}) = _bigint()
one(::Type{BigInt}) = _mpz_set_ui(UInt64(1))
zero(::BigInt) = _bigint()
one(::BigInt) = _mpz_set_ui(UInt64(1))

# ---- arithmetic --------------------------------------------------------------------------------

+(x::BigInt, y::BigInt) = _mpz_add(x, y)
-(x::BigInt, y::BigInt) = _mpz_sub(x, y)
*(x::BigInt, y::BigInt) = _mpz_mul(x, y)
mod(x::BigInt, y::BigInt) = (iszero(y) && throw(DivideError()); _mpz_fdiv_r(x, y))
rem(x::BigInt, y::BigInt) = (iszero(y) && throw(DivideError()); _mpz_tdiv_r(x, y))
gcd(x::BigInt, y::BigInt) = _mpz_gcd(x, y)
lcm(x::BigInt, y::BigInt) = _mpz_lcm(x, y)
(&)(x::BigInt, y::BigInt) = _mpz_and(x, y)
(|)(x::BigInt, y::BigInt) = _mpz_ior(x, y)
xor(x::BigInt, y::BigInt) = _mpz_xor(x, y)

div(x::BigInt, y::BigInt) = (iszero(y) && throw(DivideError()); _mpz_tdiv_q(x, y))
fld(x::BigInt, y::BigInt) = (iszero(y) && throw(DivideError()); _mpz_fdiv_q(x, y))
cld(x::BigInt, y::BigInt) = (iszero(y) && throw(DivideError()); _mpz_cdiv_q(x, y))
div(x::BigInt, y::BigInt, ::RoundingMode{:ToZero}) = div(x, y)
div(x::BigInt, y::BigInt, ::RoundingMode{:Down}) = fld(x, y)
div(x::BigInt, y::BigInt, ::RoundingMode{:Up}) = cld(x, y)
divrem(x::BigInt, y::BigInt) = (iszero(y) && throw(DivideError()); _mpz_tdiv_qr(x, y))
divrem(x::BigInt, y::Integer) = divrem(x, BigInt(y))
fldmod(x::BigInt, y::BigInt) = (iszero(y) && throw(DivideError()); _mpz_fdiv_qr(x, y))
/(x::BigInt, y::BigInt) = float(x) / float(y)
/(x::BigInt, y::Union{ClongMax,CulongMax}) = float(x) / y
/(x::Union{ClongMax,CulongMax}, y::BigInt) = x / float(y)

+(x::BigInt, c::CulongMax) = _mpz_add_ui(x, c)
+(c::CulongMax, x::BigInt) = x + c
-(x::BigInt, c::CulongMax) = _mpz_sub_ui(x, c)
-(c::CulongMax, x::BigInt) = _mpz_ui_sub(c, x)
+(x::BigInt, c::ClongMax) = c < 0 ? -(x, -rem(c, UInt64)) : x + rem(c, UInt64)
+(c::ClongMax, x::BigInt) = c < 0 ? -(x, -rem(c, UInt64)) : x + rem(c, UInt64)
-(x::BigInt, c::ClongMax) = c < 0 ? +(x, -rem(c, UInt64)) : -(x, rem(c, UInt64))
-(c::ClongMax, x::BigInt) = c < 0 ? -(x + -rem(c, UInt64)) : -(rem(c, UInt64), x)
*(x::BigInt, c::CulongMax) = _mpz_mul_ui(x, c)
*(c::CulongMax, x::BigInt) = x * c
*(x::BigInt, c::ClongMax) = _mpz_mul_si(x, c)
*(c::ClongMax, x::BigInt) = x * c

-(x::BigInt) = _mpz_neg(x)
(~)(x::BigInt) = _mpz_com(x)
abs(x::BigInt) = x.size < 0 ? -x : x
# GMP's integers hold at most 2^31-1 limbs: past that, mpz/realloc.c
# aborts the process ("gmp: overflow in mpz type"). Julia's patched GMP
# throws OutOfMemoryError there (__gmp_set_alloc_overflow_function in
# base/gmp.jl's __init__); Kiln checks the size GMP will ask for first.
# _mpz_nbits is the bit length of |x| (0 for 0).
_mpz_nbits(x::BigInt) = x.size == 0 ? 0 : Int(abs(x.size)) * 64 - leading_zeros(unsafe_load(x.d, Int(abs(x.size))))
const _MPZ_MAX_BITS = 137438952960 # (2^31 - 8) * 64, as a literal: no code runs to compute it
_mpz_check_bits(nbits::UInt64) = nbits > UInt64(_MPZ_MAX_BITS) ? throw(OutOfMemoryError()) : nothing
function <<(x::BigInt, c::UInt64)
    c == 0 && return x
    x.size == 0 && return x
    c > UInt64(_MPZ_MAX_BITS) && throw(OutOfMemoryError())
    _mpz_check_bits(rem(_mpz_nbits(x), UInt64) + c)
    return _mpz_mul_2exp(x, c)
end
>>(x::BigInt, c::UInt64) = c == 0 ? x : _mpz_fdiv_q_2exp(x, c)
>>>(x::BigInt, c::UInt64) = x >> c
<<(x::BigInt, c::Int64) = c >= 0 ? x << rem(c, UInt64) : x >> rem(-c, UInt64)
>>(x::BigInt, c::Int64) = c >= 0 ? x >> rem(c, UInt64) : x << rem(-c, UInt64)
>>>(x::BigInt, c::Int64) = x >> c
<<(x::BigInt, c::Integer) = x << Int64(c)
>>(x::BigInt, c::Integer) = x >> Int64(c)
>>>(x::BigInt, c::Integer) = x >> Int64(c)

function trailing_zeros(x::BigInt)
    c = _mpz_scan1(x, 0)
    c == -1 && throw(DomainError(x, "`x` must be non-zero"))
    return c
end
function trailing_ones(x::BigInt)
    c = _mpz_scan0(x, 0)
    c == -1 && throw(DomainError(x, "`x` must not be equal to -1"))
    return c
end
function count_ones(x::BigInt)
    c = _mpz_popcount(x)
    c == -1 && throw(DomainError(x, "`x` cannot be negative"))
    return c
end
function count_zeros(x::BigInt)
    c = _mpz_popcount(~x)
    c == -1 && throw(DomainError(x, "`x` must be negative"))
    return c
end
function top_set_bit(x::BigInt)
    x.size < 0 && throw(DomainError(x, "top_set_bit only supports negative arguments when they have type BitSigned."))
    iszero(x) && return 0
    return Int(x.size) * 64 - leading_zeros(unsafe_load(x.d, Int(x.size)))
end

isqrt(x::BigInt) = x.size < 0 ? throw(DomainError(x, "isqrt of a negative number")) : _mpz_sqrt(x)

function ^(x::BigInt, y::UInt64)
    # GMP sizes the result as bits(|x|) * y (mpz/n_pow_ui.c).
    nb = _mpz_nbits(x)
    if nb > 1 && y > 1
        y > div(UInt64(_MPZ_MAX_BITS), rem(nb, UInt64)) && throw(OutOfMemoryError())
    end
    return _mpz_pow_ui(x, y)
end
function _bigint_pow(x::BigInt, y::Integer)
    x == 1 && return x
    x == -1 && return isodd(y) ? x : -x
    y < 0 && throw(DomainError(y, "`y` cannot be negative."))
    if y > typemax(UInt64)
        x == 0 && return x
        throw(OverflowError(string("exponent ", y, " is too large and computation will overflow")))
    end
    return x^convert(UInt64, y)
end
^(x::BigInt, y::BigInt) = _bigint_pow(x, y)
^(x::BigInt, y::Bool) = y ? x : one(x)
^(x::BigInt, y::Integer) = _bigint_pow(x, y)
^(x::Integer, y::BigInt) = _bigint_pow(BigInt(x), y)
^(x::Bool, y::BigInt) = y == 0 ? true : x

function powermod(x::BigInt, p::BigInt, m::BigInt)
    p < 0 && throw(DomainError(p, "`p` cannot be negative."))  # Julia: GMP's powm needs an inverse
    iszero(m) && throw(DivideError())
    r = _mpz_powm(x, p, m)
    return m < 0 && r > 0 ? _mpz_add!(r, m) : r # the sign of mod(x^p, m)
end
powermod(x::Integer, p::Integer, m::BigInt) = powermod(big(x), big(p), m)

function invmod(x::BigInt, y::BigInt)
    z = _bigint()
    ya = abs(y)
    ya == 1 && return z
    if y == 0 || _mpz_invert!(z, x, ya) == 0
        throw(DomainError(y))
    end
    # GMP's inverse is positive; Julia's has the sign of y
    y < 0 && _mpz_add!(z, y)
    return z
end

function gcdx(a::BigInt, b::BigInt)
    g, s, t = _mpz_gcdext(a, b)
    if t == 0
        # some versions of GMP differ here (Julia's workaround)
        if a == b
            return g, t, s
        elseif abs(a) == abs(b)
            return g, t, -s
        end
    end
    return g, s, t
end

factorial(n::BigInt) = n.size >= 0 ? _mpz_fac_ui(UInt64(n)) : throw(DomainError(n, "`n` must not be negative."))
function binomial(n::BigInt, k::Integer)
    k < 0 && return BigInt(0)
    k <= typemax(UInt64) && return _mpz_bin_ui(n, UInt64(k))
    throw(OverflowError("Computation would exceed memory"))
end
binomial(n::BigInt, k::BigInt) = binomial(n, UInt64(k))

cmp(x::BigInt, y::BigInt) = sign(_mpz_cmp(x, y))
cmp(x::BigInt, y::ClongMax) = sign(_mpz_cmp_si(x, y))
cmp(x::BigInt, y::CulongMax) = sign(_mpz_cmp_ui(x, y))
cmp(x::BigInt, y::Integer) = cmp(x, big(y))
cmp(x::Integer, y::BigInt) = -cmp(y, x)
cmp(x::BigInt, y::CdoubleMax) = isnan(y) ? -1 : sign(_mpz_cmp_d(x, Float64(y)))
cmp(x::CdoubleMax, y::BigInt) = -cmp(y, x)

==(x::BigInt, y::BigInt) = cmp(x, y) == 0
==(x::BigInt, i::Integer) = cmp(x, i) == 0
==(i::Integer, x::BigInt) = cmp(x, i) == 0
==(x::BigInt, f::CdoubleMax) = isnan(f) ? false : cmp(x, f) == 0
==(f::CdoubleMax, x::BigInt) = isnan(f) ? false : cmp(x, f) == 0
iszero(x::BigInt) = x.size == 0
isone(x::BigInt) = x == UInt64(1)
<=(x::BigInt, y::BigInt) = cmp(x, y) <= 0
<=(x::BigInt, i::Integer) = cmp(x, i) <= 0
<=(i::Integer, x::BigInt) = cmp(x, i) >= 0
<=(x::BigInt, f::CdoubleMax) = isnan(f) ? false : cmp(x, f) <= 0
<=(f::CdoubleMax, x::BigInt) = isnan(f) ? false : cmp(x, f) >= 0
<(x::BigInt, y::BigInt) = cmp(x, y) < 0
<(x::BigInt, i::Integer) = cmp(x, i) < 0
<(i::Integer, x::BigInt) = cmp(x, i) > 0
<(x::BigInt, f::CdoubleMax) = isnan(f) ? false : cmp(x, f) < 0
<(f::CdoubleMax, x::BigInt) = isnan(f) ? false : cmp(x, f) > 0
# (more specific than int.jl's ==(::Signed, ::Unsigned) and the above)
==(x::BigInt, i::Unsigned) = cmp(x, i) == 0
==(i::Unsigned, x::BigInt) = cmp(x, i) == 0
<=(x::BigInt, i::Unsigned) = cmp(x, i) <= 0
<=(i::Unsigned, x::BigInt) = cmp(x, i) >= 0
<(x::BigInt, i::Unsigned) = cmp(x, i) < 0
<(i::Unsigned, x::BigInt) = cmp(x, i) > 0
isequal(x::BigInt, y::BigInt) = x == y
isless(x::BigInt, y::BigInt) = x < y

signbit(x::BigInt) = x.size < 0
flipsign(x::BigInt, y::Integer) = signbit(y) ? -x : x
flipsign(x::BigInt, y::BigInt) = signbit(y) ? -x : x
function sign(x::BigInt)
    x.size < 0 && return -one(x)
    x.size > 0 && return one(x)
    return x
end

checked_abs(x::BigInt) = abs(x)
checked_neg(x::BigInt) = -x
checked_add(a::BigInt, b::BigInt) = a + b
checked_sub(a::BigInt, b::BigInt) = a - b
checked_mul(a::BigInt, b::BigInt) = a * b
checked_div(a::BigInt, b::BigInt) = div(a, b)
checked_rem(a::BigInt, b::BigInt) = rem(a, b)
checked_fld(a::BigInt, b::BigInt) = fld(a, b)
checked_mod(a::BigInt, b::BigInt) = mod(a, b)
checked_cld(a::BigInt, b::BigInt) = cld(a, b)
add_with_overflow(a::BigInt, b::BigInt) = (a + b, false)
sub_with_overflow(a::BigInt, b::BigInt) = (a - b, false)
mul_with_overflow(a::BigInt, b::BigInt) = (a * b, false)
checked_pow(x::BigInt, p::Integer) = x^p

# ---- printing and parsing ------------------------------------------------------------------------

function string(n::BigInt; base::Integer=10, pad::Integer=1)
    2 <= base <= 62 || throw(ArgumentError(string("base must be 2 ≤ base ≤ 62, got ", base)))
    iszero(n) && pad < 1 && return ""
    nd1 = ndigits(n, base=base)
    neg = n.size < 0
    buf = Vector{UInt8}(undef, nd1 + 2)
    p = ccall(:kiln_array_data, Ptr{UInt8}, (Any,), buf)
    _mpz_get_str!(p, base, n)
    s = unsafe_string(p)
    buf[1] = 0x00   # keeps buf alive until here
    if pad > nd1
        body = neg ? _substr(s, 2, ncodeunits(s)) : s
        s = string(neg ? "-" : "", repeat('0', pad - ncodeunits(body)), body)
    end
    return s
end
show(io::IO, x::BigInt) = print(io, string(x))
print(io::IO, x::BigInt) = print(io, string(x))

# Julia's digits!(::AbstractVector, ::BigInt): the digits of mpz_get_str.
function digits!(a::AbstractVector{T}, n::BigInt; base::Integer = 10) where {T<:Integer}
    if 2 <= base <= 62
        s = string(n; base = base)
        i, j = firstindex(a) - 1, ncodeunits(s) + 1
        lasti = min(lastindex(a), firstindex(a) + ncodeunits(s) - 1 - Int(n.size < 0))
        while i < lasti
            # base ≤ 36: 0-9, then a-z for 10-35; base > 36: 0-9, A-Z for 10-35, a-z for 36-61
            j -= 1
            x = _byte(s, j)
            i += 1
            a[i] = base <= 36 ? (x > 0x39 ? x - 0x57 : x - 0x30) : (x > 0x39 ? (x > 0x60 ? x - 0x3d : x - 0x37) : x - 0x30)
        end
        lasti = lastindex(a)
        while i < lasti
            i += 1
            a[i] = zero(T)
        end
        if n.size < 0
            for k in eachindex(a)
                a[k] = -a[k]
            end
        end
        return a
    end
    # other bases (negative ones, or above 62): the generic algorithm
    return _digits!(a, n, base)
end

function ndigits0zpb(x::BigInt, b::Integer)
    b < 2 && throw(DomainError(b, "`b` cannot be less than 2."))
    x.size == 0 && return 0
    if ispow2(b) && 2 <= b <= 62
        return _mpz_sizeinbase(x, b)
    end
    # sizeinbase may be one too big for other bases (Julia's correction)
    n = _mpz_sizeinbase(x, 2)
    lb = log2(b)
    q, r = divrem(n, lb)
    iq = Int(q)
    maxerr = q * eps(lb)
    if r - 1.0 < maxerr
        return abs(x) >= big(b)^iq ? iq + 1 : iq
    elseif lb - r < maxerr
        return abs(x) >= big(b)^(iq + 1) ? iq + 2 : iq + 1
    end
    return iq + 1
end
function ndigits0z(x::BigInt, b::Integer)
    b > 1 && return ndigits0zpb(x, b)
    b < -1 && return ndigits0znb(x, b)
    throw(DomainError(b, "The base must not be in `[-1, 0, 1]`."))
end

function _tryparse_int(::Type{BigInt}, s::String, base::Int, raise::Bool)
    if base == 0
        # no base given: a 0b/0o/0x prefix selects it (parse.jl)
        base, s = _int_base_prefix(s)
    end
    if !(2 <= base <= 62)
        raise && throw(ArgumentError(string("invalid base: base must be 2 ≤ base ≤ 62, got ", base)))
        return nothing
    end
    t = String(strip(s))
    n = ncodeunits(t)
    i = 1
    neg = false
    if n >= 1 && (_byte(t, 1) == UInt8('-') || _byte(t, 1) == UInt8('+'))
        neg = _byte(t, 1) == UInt8('-')
        i = 2
    end
    if i > n
        raise && throw(ArgumentError(string("premature end of integer: ", repr(s))))
        return nothing
    end
    ok = true
    j = i
    while j <= n
        c = _byte(t, j)
        # GMP's mpz_set_str ignores white space inside the digits (so
        # parse(BigInt, "100 10") == 10010 in Julia)
        if c == 0x20 || 0x09 <= c <= 0x0d
            j += 1
            continue
        end
        if c >= 0x80 || _parse_digit(Char(c), base) >= base
            ok = false
            break
        end
        j += 1
    end
    z = _bigint()
    if ok
        buf = Vector{UInt8}(undef, n - i + 2)
        k = i
        while k <= n
            buf[k-i+1] = _byte(t, k)
            k += 1
        end
        buf[n-i+2] = 0x00
        err = _mpz_set_str!(z, ccall(:kiln_array_data, Ptr{UInt8}, (Any,), buf), base)
        buf[1] = 0x00   # keeps buf alive until here
        ok = err == 0
    end
    if !ok
        raise && throw(ArgumentError(string("invalid BigInt: ", repr(s))))
        return nothing
    end
    return neg ? _mpz_neg!(z, z) : z
end

# ---- hashing (Julia 1.10's hash(::BigInt, ::UInt): equal to the hash of an
# equal Int or Float64) ---------------------------------------------------------------------------

function hash(x::BigInt, h::UInt)
    sz = Int(x.size)
    sz == 0 && return hash(0, h)
    ptr = x.d
    if sz == 1
        return hash(unsafe_load(ptr), h)
    elseif sz == -1
        limb = unsafe_load(ptr)
        limb <= rem(typemin(Int), UInt) && return hash(-rem(limb, Int), h)
    end
    pow = trailing_zeros(x)
    nd = ndigits0z(x, 2)
    idx = (pow >>> 6) + 1
    shift = rem(pow & 63, UInt)
    upshift = rem(BITS_PER_LIMB, UInt) - shift
    asz = abs(sz)
    limb2 = UInt(0)
    if shift == 0
        limb = unsafe_load(ptr, idx)
    else
        limb1 = unsafe_load(ptr, idx)
        limb2 = idx < asz ? unsafe_load(ptr, idx + 1) : UInt(0)
        limb = limb2 << upshift | limb1 >> shift
    end
    if nd <= 1024 && nd - pow <= 53
        return hash(ldexp(sz < 0 ? -Float64(limb) : Float64(limb), pow), h)
    end
    h = _hash_integer(1, h)
    h = _hash_integer(pow, h)
    h ⊻= hash_uint((sz < 0 ? -limb : limb) ⊻ h)
    for i = idx+1:asz
        if shift == 0
            limb = unsafe_load(ptr, i)
        else
            limb1 = limb2
            if i == asz
                limb = limb1 >> shift
                limb == 0 && break # leading zeros are not hashed
            else
                limb2 = unsafe_load(ptr, i + 1)
                limb = limb2 << upshift | limb1 >> shift
            end
        end
        h ⊻= hash_uint(limb ⊻ h)
    end
    return h
end
# Int128 and UInt128 hash as the Int64, UInt64 or BigInt of equal value
# (equal integers hash alike, whatever their types).
function hash(x::Union{Int128,UInt128}, h::UInt)
    typemin(Int64) <= x <= typemax(Int64) && return hash(rem(x, Int64), h)
    x <= typemax(UInt64) && return hash(rem(x, UInt64), h)
    return hash(BigInt(x), h)
end

# Julia's hash_integer of a BigInt: its limbs, least significant first
function hash_integer(n::BigInt, h::UInt)
    s = Int(n.size)
    s == 0 && return hash_integer(0, h)
    p = n.d
    b = unsafe_load(p)
    h ⊻= hash_uint(ifelse(s < 0, -b, b) ⊻ h)
    for k = 2:abs(s)
        h ⊻= hash_uint(unsafe_load(p, k) ⊻ h)
    end
    return h
end

function _hash_integer(n::Int, h::UInt)
    h ⊻= hash_uint(rem(n, UInt) ⊻ h)
    return h   # |n| < 2^63: one word
end

# ---- literals -------------------------------------------------------------------------------

# An integer literal beyond Int128 (lowering calls this with its digits).
_bigint_lit(s::String) = parse(BigInt, s)
# Int128 and UInt128 literals from their two 64-bit halves.
_int128_lit(hi::UInt64, lo::UInt64) = bitcast(Int128, (rem(hi, UInt128) << 64) | rem(lo, UInt128))
_uint128_lit(hi::UInt64, lo::UInt64) = (rem(hi, UInt128) << 64) | rem(lo, UInt128)

# big"…" (Julia's @big_str): an integer (also 0x/0o/0b) or else a
# BigFloat, with `_` separators.
# As Julia's, only an `_` between two characters is a separator (and not
# one next to a `.`), so big"_1" and big"1_" are ArgumentErrors.
function _big_str(s::String)
    t = s
    if '_' in s
        bf = IOBuffer()
        c = s[1]
        print(bf, c)
        prev_us = c == '_'
        prev_dot = c == '.'
        for c in SubString(s, nextind(s, 1), prevind(s, lastindex(s)))
            c != '_' && print(bf, c)
            c == '_' && prev_dot && throw(ArgumentError(string("invalid number format ", s, " for BigInt or BigFloat")))
            c == '.' && prev_us && throw(ArgumentError(string("invalid number format ", s, " for BigInt or BigFloat")))
            prev_us = c == '_'
            prev_dot = c == '.'
        end
        lastindex(s) > 1 && print(bf, s[lastindex(s)])
        t = String(take!(bf))
    end
    n = tryparse(BigInt, t)
    n === nothing || return n
    f = tryparse(BigFloat, t)
    f === nothing || return f
    throw(ArgumentError(string("invalid number format ", s, " for BigInt or BigFloat")))
end

# ---- modules GMP and MPZ -------------------------------------------------------------------------
# Julia 1.10's Base.GMP and its wrapper module Base.GMP.MPZ (base/gmp.jl):
# packages call the in-place GMP operations directly, e.g.
# `Base.GMP.MPZ.mul_ui!(d, i)` or `Base.GMP.MPZ.sub_ui!(n, 1)`. As in Julia,
# `op!(x, a, b)` stores into `x` and returns it, `op!(x, b)` is
# `op!(x, x, b)` and `op(a, b)` returns a new BigInt; the Culong/Clong
# arguments are converted as ccall converts them (an InexactError for a
# value out of range).
module GMP
using Base: BigInt, Limb, BITS_PER_LIMB, ClongMax, CulongMax, CdoubleMax
export BigInt

module MPZ
using Base: BigInt, Limb, BITS_PER_LIMB
const bitcnt_t = UInt64

sizeinbase(a::BigInt, b) = Base._mpz_sizeinbase(a, Int32(b))

add!(x::BigInt, a::BigInt, b::BigInt) = Base._mpz_add!(x, a, b)
add!(x::BigInt, b::BigInt) = Base._mpz_add!(x, x, b)
add(a::BigInt, b::BigInt) = Base._mpz_add(a, b)
sub!(x::BigInt, a::BigInt, b::BigInt) = Base._mpz_sub!(x, a, b)
sub!(x::BigInt, b::BigInt) = Base._mpz_sub!(x, x, b)
sub(a::BigInt, b::BigInt) = Base._mpz_sub(a, b)
mul!(x::BigInt, a::BigInt, b::BigInt) = Base._mpz_mul!(x, a, b)
mul!(x::BigInt, b::BigInt) = Base._mpz_mul!(x, x, b)
mul(a::BigInt, b::BigInt) = Base._mpz_mul(a, b)
fdiv_q!(x::BigInt, a::BigInt, b::BigInt) = Base._mpz_fdiv_q!(x, a, b)
fdiv_q!(x::BigInt, b::BigInt) = Base._mpz_fdiv_q!(x, x, b)
fdiv_q(a::BigInt, b::BigInt) = Base._mpz_fdiv_q(a, b)
tdiv_q!(x::BigInt, a::BigInt, b::BigInt) = Base._mpz_tdiv_q!(x, a, b)
tdiv_q!(x::BigInt, b::BigInt) = Base._mpz_tdiv_q!(x, x, b)
tdiv_q(a::BigInt, b::BigInt) = Base._mpz_tdiv_q(a, b)
cdiv_q!(x::BigInt, a::BigInt, b::BigInt) = Base._mpz_cdiv_q!(x, a, b)
cdiv_q!(x::BigInt, b::BigInt) = Base._mpz_cdiv_q!(x, x, b)
cdiv_q(a::BigInt, b::BigInt) = Base._mpz_cdiv_q(a, b)
fdiv_r!(x::BigInt, a::BigInt, b::BigInt) = Base._mpz_fdiv_r!(x, a, b)
fdiv_r!(x::BigInt, b::BigInt) = Base._mpz_fdiv_r!(x, x, b)
fdiv_r(a::BigInt, b::BigInt) = Base._mpz_fdiv_r(a, b)
tdiv_r!(x::BigInt, a::BigInt, b::BigInt) = Base._mpz_tdiv_r!(x, a, b)
tdiv_r!(x::BigInt, b::BigInt) = Base._mpz_tdiv_r!(x, x, b)
tdiv_r(a::BigInt, b::BigInt) = Base._mpz_tdiv_r(a, b)
cdiv_r!(x::BigInt, a::BigInt, b::BigInt) = Base._mpz_cdiv_r!(x, a, b)
cdiv_r!(x::BigInt, b::BigInt) = Base._mpz_cdiv_r!(x, x, b)
cdiv_r(a::BigInt, b::BigInt) = Base._mpz_cdiv_r(a, b)
gcd!(x::BigInt, a::BigInt, b::BigInt) = Base._mpz_gcd!(x, a, b)
gcd!(x::BigInt, b::BigInt) = Base._mpz_gcd!(x, x, b)
gcd(a::BigInt, b::BigInt) = Base._mpz_gcd(a, b)
lcm!(x::BigInt, a::BigInt, b::BigInt) = Base._mpz_lcm!(x, a, b)
lcm!(x::BigInt, b::BigInt) = Base._mpz_lcm!(x, x, b)
lcm(a::BigInt, b::BigInt) = Base._mpz_lcm(a, b)
and!(x::BigInt, a::BigInt, b::BigInt) = Base._mpz_and!(x, a, b)
and!(x::BigInt, b::BigInt) = Base._mpz_and!(x, x, b)
and(a::BigInt, b::BigInt) = Base._mpz_and(a, b)
ior!(x::BigInt, a::BigInt, b::BigInt) = Base._mpz_ior!(x, a, b)
ior!(x::BigInt, b::BigInt) = Base._mpz_ior!(x, x, b)
ior(a::BigInt, b::BigInt) = Base._mpz_ior(a, b)
xor!(x::BigInt, a::BigInt, b::BigInt) = Base._mpz_xor!(x, a, b)
xor!(x::BigInt, b::BigInt) = Base._mpz_xor!(x, x, b)
xor(a::BigInt, b::BigInt) = Base._mpz_xor(a, b)

invert!(x::BigInt, a::BigInt, b::BigInt) = Base._mpz_invert!(x, a, b)
invert!(x::BigInt, b::BigInt) = Base._mpz_invert!(x, x, b)
invert(a::BigInt, b::BigInt) = (ret = BigInt(); Base._mpz_invert!(ret, a, b); ret)

add_ui!(x::BigInt, a::BigInt, b) = Base._mpz_add_ui!(x, a, UInt64(b))
add_ui!(x::BigInt, b) = Base._mpz_add_ui!(x, x, UInt64(b))
add_ui(a::BigInt, b) = Base._mpz_add_ui(a, UInt64(b))
sub_ui!(x::BigInt, a::BigInt, b) = Base._mpz_sub_ui!(x, a, UInt64(b))
sub_ui!(x::BigInt, b) = Base._mpz_sub_ui!(x, x, UInt64(b))
sub_ui(a::BigInt, b) = Base._mpz_sub_ui(a, UInt64(b))
mul_ui!(x::BigInt, a::BigInt, b) = Base._mpz_mul_ui!(x, a, UInt64(b))
mul_ui!(x::BigInt, b) = Base._mpz_mul_ui!(x, x, UInt64(b))
mul_ui(a::BigInt, b) = Base._mpz_mul_ui(a, UInt64(b))
mul_2exp!(x::BigInt, a::BigInt, b) = Base._mpz_mul_2exp!(x, a, UInt64(b))
mul_2exp!(x::BigInt, b) = Base._mpz_mul_2exp!(x, x, UInt64(b))
mul_2exp(a::BigInt, b) = Base._mpz_mul_2exp(a, UInt64(b))
fdiv_q_2exp!(x::BigInt, a::BigInt, b) = Base._mpz_fdiv_q_2exp!(x, a, UInt64(b))
fdiv_q_2exp!(x::BigInt, b) = Base._mpz_fdiv_q_2exp!(x, x, UInt64(b))
fdiv_q_2exp(a::BigInt, b) = Base._mpz_fdiv_q_2exp(a, UInt64(b))
pow_ui!(x::BigInt, a::BigInt, b) = Base._mpz_pow_ui!(x, a, UInt64(b))
pow_ui!(x::BigInt, b) = Base._mpz_pow_ui!(x, x, UInt64(b))
pow_ui(a::BigInt, b) = Base._mpz_pow_ui(a, UInt64(b))
bin_ui!(x::BigInt, a::BigInt, b) = Base._mpz_bin_ui!(x, a, UInt64(b))
bin_ui!(x::BigInt, b) = Base._mpz_bin_ui!(x, x, UInt64(b))
bin_ui(a::BigInt, b) = Base._mpz_bin_ui(a, UInt64(b))

ui_sub!(x::BigInt, a, b::BigInt) = (ccall(:__gmpz_ui_sub, Nothing, (BigInt, UInt64, BigInt), x, UInt64(a), b); x)
ui_sub(a, b::BigInt) = ui_sub!(BigInt(), a, b)
mul_si!(x::BigInt, a::BigInt, b) = (ccall(:__gmpz_mul_si, Nothing, (BigInt, BigInt, Int64), x, a, Int64(b)); x)
mul_si!(x::BigInt, b) = mul_si!(x, x, b)
mul_si(a::BigInt, b) = mul_si!(BigInt(), a, b)

scan1(a::BigInt, b) = Base._mpz_scan1(a, UInt64(b))
scan0(a::BigInt, b) = Base._mpz_scan0(a, UInt64(b))

neg!(x::BigInt, a::BigInt) = Base._mpz_neg!(x, a)
neg!(x::BigInt) = Base._mpz_neg!(x, x)
neg(a::BigInt) = Base._mpz_neg(a)
com!(x::BigInt, a::BigInt) = Base._mpz_com!(x, a)
com!(x::BigInt) = Base._mpz_com!(x, x)
com(a::BigInt) = Base._mpz_com(a)
sqrt!(x::BigInt, a::BigInt) = Base._mpz_sqrt!(x, a)
sqrt!(x::BigInt) = Base._mpz_sqrt!(x, x)
sqrt(a::BigInt) = Base._mpz_sqrt(a)
set!(x::BigInt, a::BigInt) = Base._mpz_set!(x, a)
set(a::BigInt) = Base._mpz_set(a)

fac_ui!(x::BigInt, a) = (ccall(:__gmpz_fac_ui, Nothing, (BigInt, UInt64), x, UInt64(a)); x)
fac_ui(a) = fac_ui!(BigInt(), a)
set_ui!(x::BigInt, a) = (ccall(:__gmpz_set_ui, Nothing, (BigInt, UInt64), x, UInt64(a)); x)
set_ui(a) = set_ui!(BigInt(), a)
set_si!(x::BigInt, a) = Base._mpz_set_si!(x, Int64(a))
set_si(a) = set_si!(BigInt(), a)
set_d!(x::BigInt, a) = (ccall(:__gmpz_set_d, Nothing, (BigInt, Float64), x, Float64(a)); x)
set_d(a) = set_d!(BigInt(), a)

popcount(a::BigInt) = Base._mpz_popcount(a)

function tdiv_qr!(x::BigInt, y::BigInt, a::BigInt, b::BigInt)
    ccall(:__gmpz_tdiv_qr, Nothing, (BigInt, BigInt, BigInt, BigInt), x, y, a, b)
    return x, y
end
tdiv_qr(a::BigInt, b::BigInt) = tdiv_qr!(BigInt(), BigInt(), a, b)

powm!(x::BigInt, a::BigInt, b::BigInt, c::BigInt) =
    (ccall(:__gmpz_powm, Nothing, (BigInt, BigInt, BigInt, BigInt), x, a, b, c); x)
powm!(x::BigInt, b::BigInt, c::BigInt) = powm!(x, x, b, c)
powm(a::BigInt, b::BigInt, c::BigInt) = powm!(BigInt(), a, b, c)

function gcdext!(x::BigInt, y::BigInt, z::BigInt, a::BigInt, b::BigInt)
    ccall(:__gmpz_gcdext, Nothing, (BigInt, BigInt, BigInt, BigInt, BigInt), x, y, z, a, b)
    return x, y, z
end
gcdext(a::BigInt, b::BigInt) = gcdext!(BigInt(), BigInt(), BigInt(), a, b)

cmp(a::BigInt, b::BigInt) = Base._mpz_cmp(a, b)
cmp_si(a::BigInt, b) = Base._mpz_cmp_si(a, Int64(b))
cmp_ui(a::BigInt, b) = Base._mpz_cmp_ui(a, UInt64(b))
cmp_d(a::BigInt, b) = Base._mpz_cmp_d(a, Float64(b))
get_d(a::BigInt) = Base._mpz_get_d(a)
tstbit(a::BigInt, b) = Base._mpz_tstbit(a, UInt64(b))
setbit!(x::BigInt, a) = (ccall(:__gmpz_setbit, Nothing, (BigInt, UInt64), x, UInt64(a)); x)
end # module MPZ
end # module GMP

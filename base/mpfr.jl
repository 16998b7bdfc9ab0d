# This file is a part of Kiln's Base library.
#
# mpfr.jl — BigFloat on MPFR, as Julia 1.10's base/mpfr.jl: a BigFloat is
# a mutable struct laid out as MPFR's __mpfr_struct (precision, sign,
# exponent, limb pointer) whose limbs live in a GC-managed Vector it holds
# (Julia 1.10 keeps them in a String), so no finalizer is needed. The
# default precision is 256 bits (setprecision), rounding is to nearest.
# Printing follows Julia 1.10's string_mpfr/_prettify_bigfloat: MPFR's
# "%.Re" digits (enough to read the value back), trailing zeros removed,
# no exponent for decimal exponents -5 < e < 6. MPFR (libmpfr) is called by
# ccall; the kiln binary links it (runtime/numlibs.c).

# The default precision: a typed global (a `const` Ref would be built, and
# its constructor compiled, at every start-up).
@_after_image global _bf_precision::Int = 256
const _MPFR_RNDN = Int32(0)
const _MPFR_RNDZ = Int32(1)
const _MPFR_RNDU = Int32(2)
const _MPFR_RNDD = Int32(3)

mutable struct BigFloat <: AbstractFloat
    prec::Int64
    sign::Int32
    exp::Int64
    d::Ptr{Limb}
    _d::Vector{Limb}
    function BigFloat(::_BigNew, prec::Int)
        prec < 1 && throw(DomainError(prec, "`precision` cannot be less than 1."))
        limbs = Vector{Limb}(undef, cld(prec, 64))
        # a NaN of precision prec (mpfr_custom_init_set(x, MPFR_NAN_KIND, ...))
        EXP_NAN = 1 - bitcast(Int64, typemax(UInt64) >> 1)
        return new(prec, Int32(1), EXP_NAN, ccall(:kiln_array_data, Ptr{Limb}, (Any,), limbs), limbs)
    end
end
_bigfloat_new(prec::Int) = BigFloat(_BigNew(), prec)
_bigfloat() = BigFloat(_BigNew(), _bf_precision)

precision(::Type{BigFloat}) = _bf_precision
precision(x::BigFloat) = Int(x.prec)
function setprecision(::Type{BigFloat}, prec::Integer)
    prec < 1 && throw(DomainError(prec, "`precision` cannot be less than 1."))
    global _bf_precision = Int(prec)
    return prec
end
setprecision(prec::Integer) = setprecision(BigFloat, prec)
function setprecision(f::Function, ::Type{T}, prec::Integer) where {T}
    old_prec = precision(T)
    setprecision(T, prec)
    try
        return f()
    finally
        setprecision(T, old_prec)
    end
end
setprecision(f::Function, prec::Integer) = setprecision(f, BigFloat, prec)

# ---- construction ------------------------------------------------------------------------------

function _bf_set(x::BigFloat, prec::Int)
    prec == Int(x.prec) && return x
    z = _bigfloat_new(prec)
    ccall(:mpfr_set, Int32, (BigFloat, BigFloat, Int32), z, x, _MPFR_RNDN)
    return z
end
BigFloat(x::BigFloat; precision::Integer=_bf_precision) = _bf_set(x, Int(precision))
function BigFloat(x::Union{Bool,Int8,Int16,Int32,Int64}; precision::Integer=_bf_precision)
    z = _bigfloat_new(Int(precision))
    ccall(:mpfr_set_si, Int32, (BigFloat, Int64, Int32), z, Int64(x), _MPFR_RNDN)
    return z
end
function BigFloat(x::Union{UInt8,UInt16,UInt32,UInt64}; precision::Integer=_bf_precision)
    z = _bigfloat_new(Int(precision))
    ccall(:mpfr_set_ui, Int32, (BigFloat, UInt64, Int32), z, UInt64(x), _MPFR_RNDN)
    return z
end
function BigFloat(x::Float64; precision::Integer=_bf_precision)
    z = _bigfloat_new(Int(precision))
    ccall(:mpfr_set_d, Int32, (BigFloat, Float64, Int32), z, x, _MPFR_RNDN)
    if isnan(x) && signbit(x) != signbit(z)
        z.sign = -z.sign
    end
    return z
end
BigFloat(x::Union{Float16,Float32}; precision::Integer=_bf_precision) = BigFloat(Float64(x); precision=precision)
function BigFloat(x::BigInt; precision::Integer=_bf_precision)
    z = _bigfloat_new(Int(precision))
    ccall(:mpfr_set_z, Int32, (BigFloat, BigInt, Int32), z, x, _MPFR_RNDN)
    return z
end
BigFloat(x::Integer; precision::Integer=_bf_precision) = BigFloat(BigInt(x); precision=precision)
function BigFloat(x::Rational; precision::Integer=_bf_precision)
    setprecision(BigFloat, precision) do
        BigFloat(numerator(x)) / BigFloat(denominator(x))
    end
end
BigFloat(; precision::Integer=_bf_precision) = _bigfloat_new(Int(precision))
function BigFloat(::Irrational{:π}; precision::Integer=_bf_precision)
    z = _bigfloat_new(Int(precision))
    ccall(:mpfr_const_pi, Int32, (BigFloat, Int32), z, _MPFR_RNDN)
    return z
end
BigFloat(::Irrational{:ℯ}; precision::Integer=_bf_precision) = setprecision(() -> exp(BigFloat(1)), BigFloat, precision)
function BigFloat(::Irrational{:γ}; precision::Integer=_bf_precision)
    z = _bigfloat_new(Int(precision))
    ccall(:mpfr_const_euler, Int32, (BigFloat, Int32), z, _MPFR_RNDN)
    return z
end
function BigFloat(::Irrational{:catalan}; precision::Integer=_bf_precision)
    z = _bigfloat_new(Int(precision))
    ccall(:mpfr_const_catalan, Int32, (BigFloat, Int32), z, _MPFR_RNDN)
    return z
end
BigFloat(::Irrational{:φ}; precision::Integer=_bf_precision) =
    setprecision(() -> (1 + sqrt(BigFloat(5))) / 2, BigFloat, precision)

function tryparse(::Type{BigFloat}, s::AbstractString; base::Integer=0, precision::Integer=_bf_precision)
    t = String(rstrip(s))
    z = _bigfloat_new(Int(precision))
    n = ncodeunits(t)
    buf = Vector{UInt8}(undef, n + 1)
    i = 1
    while i <= n
        c = _byte(t, i)
        c == 0x00 && return nothing   # an embedded NUL would end the C string
        buf[i] = c
        i += 1
    end
    buf[n+1] = 0x00
    err = ccall(:mpfr_set_str, Int32, (BigFloat, Ptr{UInt8}, Int32, Int32), z, ccall(:kiln_array_data, Ptr{UInt8}, (Any,), buf), rem(base, Int32), _MPFR_RNDN)
    buf[1] = 0x00   # keeps buf alive until here
    return err == 0 ? z : nothing
end
function parse(::Type{BigFloat}, s::AbstractString; base::Integer=0, precision::Integer=_bf_precision)
    z = tryparse(BigFloat, s; base=base, precision=precision)
    z === nothing && throw(ArgumentError(string("cannot parse ", repr(s), " as BigFloat")))
    return z
end
BigFloat(x::AbstractString; precision::Integer=_bf_precision) = parse(BigFloat, x; precision=precision)

convert(::Type{BigFloat}, x::BigFloat) = x
convert(::Type{BigFloat}, x::Real) = BigFloat(x)
# more specific than rational.jl's convert(::Type{T<:AbstractFloat}, ::Rational) (else ambiguous)
convert(::Type{BigFloat}, x::Rational) = BigFloat(x)
widen(::Type{Float64}) = BigFloat
widen(::Type{BigFloat}) = BigFloat
float(::Type{BigFloat}) = BigFloat
float(x::BigFloat) = x
big(x::AbstractFloat) = convert(BigFloat, x)
big(x::BigFloat) = x
big(x::AbstractIrrational) = BigFloat(x)
big(::Type{<:AbstractIrrational}) = BigFloat
promote_rule(::Type{BigFloat}, ::Type{<:Real}) = BigFloat
promote_rule(::Type{BigInt}, ::Type{<:AbstractFloat}) = BigFloat
promote_rule(::Type{BigFloat}, ::Type{<:AbstractFloat}) = BigFloat
promote_rule(::Type{BigFloat}, ::Type{BigInt}) = BigFloat
promote_rule(::Type{<:AbstractIrrational}, ::Type{BigFloat}) = BigFloat
promote_rule(::Type{<:AbstractIrrational}, ::Type{BigInt}) = BigFloat

zero(::Type{BigFloat}) = BigFloat(0)
one(::Type{BigFloat}) = BigFloat(1)
zero(::BigFloat) = BigFloat(0)
one(::BigFloat) = BigFloat(1)

# ---- conversion out ----------------------------------------------------------------------------

_cpynansgn(x::AbstractFloat, y::BigFloat) = isnan(x) && signbit(x) != signbit(y) ? -x : x
Float64(x::BigFloat) = _cpynansgn(ccall(:mpfr_get_d, Float64, (BigFloat, Int32), x, _MPFR_RNDN), x)
# Rounded once, as Julia's: rounding through Float64 first can land on a
# tie of the narrower type that x itself is not.
Float32(x::BigFloat) = _cpynansgn(ccall(:mpfr_get_flt, Float32, (BigFloat, Int32), x, _MPFR_RNDN), x)
# MPFR has no Float16: truncate to Float32 and round to odd (set the last
# bit when the truncation was inexact), which keeps what the second
# rounding needs (Float32 has 13 more bits), then round to nearest.
function Float16(x::BigFloat)
    isnan(x) && return Float16(Float64(x))
    t = Float32(x, RoundToZero)
    if isfinite(t) && BigFloat(t) != x
        t = reinterpret(Float32, reinterpret(UInt32, t) | 0x00000001)
    end
    return Float16(t)
end
# rounded by a rounding mode (Julia's mpfr.jl: MPFR rounds once, to the
# target's precision and exponent range)
_mpfr_rnd(::RoundingMode{:Nearest}) = _MPFR_RNDN
_mpfr_rnd(::RoundingMode{:ToZero}) = _MPFR_RNDZ
_mpfr_rnd(::RoundingMode{:Up}) = _MPFR_RNDU
_mpfr_rnd(::RoundingMode{:Down}) = _MPFR_RNDD
_mpfr_rnd(::RoundingMode{:FromZero}) = Int32(4)   # MPFR_RNDA
Float64(x::BigFloat, r::RoundingMode) = _cpynansgn(ccall(:mpfr_get_d, Float64, (BigFloat, Int32), x, _mpfr_rnd(r)), x)
Float32(x::BigFloat, r::RoundingMode) = _cpynansgn(ccall(:mpfr_get_flt, Float32, (BigFloat, Int32), x, _mpfr_rnd(r)), x)
Float16(x::BigFloat, r::RoundingMode{:Nearest}) = Float16(x)
# a directed rounding to Float32 then to Float16 is the directed rounding
# to Float16 (every Float16 is a Float32)
function Float16(x::BigFloat, r::RoundingMode)
    y = Float32(x, r)
    h = Float16(y)
    isnan(y) && return h
    if r == RoundDown || (r == RoundToZero && !signbit(y)) || (r == RoundFromZero && signbit(y))
        Float32(h) > y && return prevfloat(h)
    elseif r == RoundUp || (r == RoundToZero && signbit(y)) || (r == RoundFromZero && !signbit(y))
        Float32(h) < y && return nextfloat(h)
    end
    return h
end
# the integer part of a finite x, wrapped into T (an infinite or NaN x
# gives an arbitrary value, as Julia's)
unsafe_trunc(::Type{T}, x::BigFloat) where {T<:Integer} = isfinite(x) ? rem(_bf_to_bigint(x), T) : zero(T)

function _bf_round(x::BigFloat, r::Int32)
    z = _bigfloat_new(Int(x.prec))
    ccall(:mpfr_rint, Int32, (BigFloat, BigFloat, Int32), z, x, r)
    return z
end
round(x::BigFloat) = _bf_round(x, _MPFR_RNDN)
trunc(x::BigFloat) = _bf_round(x, _MPFR_RNDZ)
floor(x::BigFloat) = _bf_round(x, _MPFR_RNDD)
ceil(x::BigFloat) = _bf_round(x, _MPFR_RNDU)
round(x::BigFloat, ::RoundingMode{:Nearest}) = round(x)
round(x::BigFloat, ::RoundingMode{:ToZero}) = trunc(x)
round(x::BigFloat, ::RoundingMode{:Up}) = ceil(x)
round(x::BigFloat, ::RoundingMode{:Down}) = floor(x)
function _bf_to_bigint(x::BigFloat)
    z = _bigint()
    ccall(:mpfr_get_z, Int32, (BigInt, BigFloat, Int32), z, x, _MPFR_RNDZ)
    return z
end
function trunc(::Type{T}, x::BigFloat) where {T<:Integer}
    isfinite(x) || throw(InexactError(:trunc, T, x))
    b = _bf_to_bigint(trunc(x))
    T === BigInt && return b
    typemin(T) <= b <= typemax(T) || throw(InexactError(:trunc, T, x))
    return T(b)
end
# trunc(Bool, x) as float.jl's for every AbstractFloat
trunc(::Type{Bool}, x::BigFloat) = (-1 < x < 2) ? 1 <= x : throw(InexactError(:trunc, Bool, x))
# (Julia's mpfr.jl) convert/round/trunc/floor/ceil(Integer, x) return a BigInt
trunc(::Type{Integer}, x::BigFloat) = trunc(BigInt, x)
floor(::Type{Integer}, x::BigFloat) = floor(BigInt, x)
ceil(::Type{Integer}, x::BigFloat) = ceil(BigInt, x)
round(::Type{Integer}, x::BigFloat) = round(BigInt, x)
round(::Type{T}, x::BigFloat) where {T<:Integer} = _bf_round_int(T, round(x), x)
floor(::Type{T}, x::BigFloat) where {T<:Integer} = _bf_round_int(T, floor(x), x)
ceil(::Type{T}, x::BigFloat) where {T<:Integer} = _bf_round_int(T, ceil(x), x)
function _bf_round_int(::Type{T}, y::BigFloat, x::BigFloat) where {T<:Integer}
    isfinite(y) || throw(InexactError(:round, T, x))
    b = _bf_to_bigint(y)
    T === BigInt && return b
    typemin(T) <= b <= typemax(T) || throw(InexactError(:round, T, x))
    return T(b)
end
function (::Type{T})(x::BigFloat) where {T<:Integer}
    isinteger(x) || throw(InexactError(nameof(T), T, x))
    return trunc(T, x)
end
function (::Type{T})(x::BigFloat) where {T<:Union{Bool,BitInteger}}
    isinteger(x) || throw(InexactError(nameof(T), T, x))
    return trunc(T, x)
end
function BigInt(x::BigFloat)
    isinteger(x) || throw(InexactError(:BigInt, BigInt, x))
    return trunc(BigInt, x)
end
function Bool(x::BigFloat)
    iszero(x) && return false
    isone(x) && return true
    throw(InexactError(:Bool, Bool, x))
end

# ---- arithmetic --------------------------------------------------------------------------------

function +(x::BigFloat, y::BigFloat)
    z = _bigfloat()
    ccall(:mpfr_add, Int32, (BigFloat, BigFloat, BigFloat, Int32), z, x, y, _MPFR_RNDN)
    return z
end
function -(x::BigFloat, y::BigFloat)
    z = _bigfloat()
    ccall(:mpfr_sub, Int32, (BigFloat, BigFloat, BigFloat, Int32), z, x, y, _MPFR_RNDN)
    return z
end
function *(x::BigFloat, y::BigFloat)
    z = _bigfloat()
    ccall(:mpfr_mul, Int32, (BigFloat, BigFloat, BigFloat, Int32), z, x, y, _MPFR_RNDN)
    return z
end
function /(x::BigFloat, y::BigFloat)
    z = _bigfloat()
    ccall(:mpfr_div, Int32, (BigFloat, BigFloat, BigFloat, Int32), z, x, y, _MPFR_RNDN)
    return z
end
function +(x::BigFloat, c::ClongMax)
    z = _bigfloat()
    ccall(:mpfr_add_si, Int32, (BigFloat, BigFloat, Int64, Int32), z, x, Int64(c), _MPFR_RNDN)
    return z
end
+(c::ClongMax, x::BigFloat) = +(x, c)
function +(x::BigFloat, c::CdoubleMax)
    z = _bigfloat()
    ccall(:mpfr_add_d, Int32, (BigFloat, BigFloat, Float64, Int32), z, x, Float64(c), _MPFR_RNDN)
    return z
end
+(c::CdoubleMax, x::BigFloat) = +(x, c)
function +(x::BigFloat, c::BigInt)
    z = _bigfloat()
    ccall(:mpfr_add_z, Int32, (BigFloat, BigFloat, BigInt, Int32), z, x, c, _MPFR_RNDN)
    return z
end
+(c::BigInt, x::BigFloat) = +(x, c)
function *(x::BigFloat, c::ClongMax)
    z = _bigfloat()
    ccall(:mpfr_mul_si, Int32, (BigFloat, BigFloat, Int64, Int32), z, x, Int64(c), _MPFR_RNDN)
    return z
end
*(c::ClongMax, x::BigFloat) = *(x, c)
function *(x::BigFloat, c::CdoubleMax)
    z = _bigfloat()
    ccall(:mpfr_mul_d, Int32, (BigFloat, BigFloat, Float64, Int32), z, x, Float64(c), _MPFR_RNDN)
    return z
end
*(c::CdoubleMax, x::BigFloat) = *(x, c)
function *(x::BigFloat, c::BigInt)
    z = _bigfloat()
    ccall(:mpfr_mul_z, Int32, (BigFloat, BigFloat, BigInt, Int32), z, x, c, _MPFR_RNDN)
    return z
end
*(c::BigInt, x::BigFloat) = *(x, c)
function -(x::BigFloat, c::ClongMax)
    z = _bigfloat()
    ccall(:mpfr_sub_si, Int32, (BigFloat, BigFloat, Int64, Int32), z, x, Int64(c), _MPFR_RNDN)
    return z
end
function -(c::ClongMax, x::BigFloat)
    z = _bigfloat()
    ccall(:mpfr_si_sub, Int32, (BigFloat, Int64, BigFloat, Int32), z, Int64(c), x, _MPFR_RNDN)
    return z
end
function -(x::BigFloat, c::CdoubleMax)
    z = _bigfloat()
    ccall(:mpfr_sub_d, Int32, (BigFloat, BigFloat, Float64, Int32), z, x, Float64(c), _MPFR_RNDN)
    return z
end
function -(c::CdoubleMax, x::BigFloat)
    z = _bigfloat()
    ccall(:mpfr_d_sub, Int32, (BigFloat, Float64, BigFloat, Int32), z, Float64(c), x, _MPFR_RNDN)
    return z
end
function -(x::BigFloat, c::BigInt)
    z = _bigfloat()
    ccall(:mpfr_sub_z, Int32, (BigFloat, BigFloat, BigInt, Int32), z, x, c, _MPFR_RNDN)
    return z
end
function /(x::BigFloat, c::ClongMax)
    z = _bigfloat()
    ccall(:mpfr_div_si, Int32, (BigFloat, BigFloat, Int64, Int32), z, x, Int64(c), _MPFR_RNDN)
    return z
end
function /(c::ClongMax, x::BigFloat)
    z = _bigfloat()
    ccall(:mpfr_si_div, Int32, (BigFloat, Int64, BigFloat, Int32), z, Int64(c), x, _MPFR_RNDN)
    return z
end
function /(x::BigFloat, c::CdoubleMax)
    z = _bigfloat()
    ccall(:mpfr_div_d, Int32, (BigFloat, BigFloat, Float64, Int32), z, x, Float64(c), _MPFR_RNDN)
    return z
end
function /(c::CdoubleMax, x::BigFloat)
    z = _bigfloat()
    ccall(:mpfr_d_div, Int32, (BigFloat, Float64, BigFloat, Int32), z, Float64(c), x, _MPFR_RNDN)
    return z
end
function /(x::BigFloat, c::BigInt)
    z = _bigfloat()
    ccall(:mpfr_div_z, Int32, (BigFloat, BigFloat, BigInt, Int32), z, x, c, _MPFR_RNDN)
    return z
end
function -(x::BigFloat)
    z = _bigfloat_new(Int(x.prec))
    ccall(:mpfr_neg, Int32, (BigFloat, BigFloat, Int32), z, x, _MPFR_RNDN)
    return z
end
function abs(x::BigFloat)
    z = _bigfloat_new(Int(x.prec))
    ccall(:mpfr_abs, Int32, (BigFloat, BigFloat, Int32), z, x, _MPFR_RNDN)
    return z
end
function ^(x::BigFloat, y::BigFloat)
    z = _bigfloat()
    ccall(:mpfr_pow, Int32, (BigFloat, BigFloat, BigFloat, Int32), z, x, y, _MPFR_RNDN)
    return z
end
function ^(x::BigFloat, y::ClongMax)
    z = _bigfloat()
    ccall(:mpfr_pow_si, Int32, (BigFloat, BigFloat, Int64, Int32), z, x, Int64(y), _MPFR_RNDN)
    return z
end
function ^(x::BigFloat, y::BigInt)
    z = _bigfloat()
    ccall(:mpfr_pow_z, Int32, (BigFloat, BigFloat, BigInt, Int32), z, x, y, _MPFR_RNDN)
    return z
end
^(x::BigFloat, y::Integer) = x^BigInt(y)
^(x::BigFloat, y::Union{Float16,Float32,Float64}) = x^BigFloat(y)
literal_pow(::typeof(^), x::BigFloat, ::Val{p}) where {p} = x^p
function fma(x::BigFloat, y::BigFloat, w::BigFloat)
    z = _bigfloat()
    ccall(:mpfr_fma, Int32, (BigFloat, BigFloat, BigFloat, BigFloat, Int32), z, x, y, w, _MPFR_RNDN)
    return z
end
muladd(x::BigFloat, y::BigFloat, w::BigFloat) = fma(x, y, w)
function atan(y::BigFloat, x::BigFloat)
    z = _bigfloat()
    ccall(:mpfr_atan2, Int32, (BigFloat, BigFloat, BigFloat, Int32), z, y, x, _MPFR_RNDN)
    return z
end
function rem(x::BigFloat, y::BigFloat)
    z = _bigfloat()
    ccall(:mpfr_fmod, Int32, (BigFloat, BigFloat, BigFloat, Int32), z, x, y, _MPFR_RNDN)
    return z
end
function mod(x::BigFloat, y::BigFloat)
    r = rem(x, y)
    return (!iszero(r) && signbit(r) != signbit(y)) ? r + y : r
end
function min(x::BigFloat, y::BigFloat)
    isnan(x) && return x
    isnan(y) && return y
    return x < y || (x == y && signbit(x)) ? x : y
end
function max(x::BigFloat, y::BigFloat)
    isnan(x) && return x
    isnan(y) && return y
    return x > y || (x == y && !signbit(x)) ? x : y
end

function sqrt(x::BigFloat)
    z = _bigfloat_new(Int(x.prec))
    ccall(:mpfr_sqrt, Int32, (BigFloat, BigFloat, Int32), z, x, _MPFR_RNDN)
    isnan(z) && !isnan(x) && throw(DomainError(x, "NaN result for non-NaN input."))
    return z
end
function cbrt(x::BigFloat)
    z = _bigfloat_new(Int(x.prec))
    ccall(:mpfr_cbrt, Int32, (BigFloat, BigFloat, Int32), z, x, _MPFR_RNDN)
    return z
end
function exp(x::BigFloat)
    z = _bigfloat_new(Int(x.prec))
    ccall(:mpfr_exp, Int32, (BigFloat, BigFloat, Int32), z, x, _MPFR_RNDN)
    return z
end
function exp2(x::BigFloat)
    z = _bigfloat_new(Int(x.prec))
    ccall(:mpfr_exp2, Int32, (BigFloat, BigFloat, Int32), z, x, _MPFR_RNDN)
    return z
end
function exp10(x::BigFloat)
    z = _bigfloat_new(Int(x.prec))
    ccall(:mpfr_exp10, Int32, (BigFloat, BigFloat, Int32), z, x, _MPFR_RNDN)
    return z
end
function expm1(x::BigFloat)
    z = _bigfloat_new(Int(x.prec))
    ccall(:mpfr_expm1, Int32, (BigFloat, BigFloat, Int32), z, x, _MPFR_RNDN)
    return z
end
function sin(x::BigFloat)
    z = _bigfloat_new(Int(x.prec))
    ccall(:mpfr_sin, Int32, (BigFloat, BigFloat, Int32), z, x, _MPFR_RNDN)
    return z
end
function cos(x::BigFloat)
    z = _bigfloat_new(Int(x.prec))
    ccall(:mpfr_cos, Int32, (BigFloat, BigFloat, Int32), z, x, _MPFR_RNDN)
    return z
end
function tan(x::BigFloat)
    z = _bigfloat_new(Int(x.prec))
    ccall(:mpfr_tan, Int32, (BigFloat, BigFloat, Int32), z, x, _MPFR_RNDN)
    return z
end
function atan(x::BigFloat)
    z = _bigfloat_new(Int(x.prec))
    ccall(:mpfr_atan, Int32, (BigFloat, BigFloat, Int32), z, x, _MPFR_RNDN)
    return z
end
function sinh(x::BigFloat)
    z = _bigfloat_new(Int(x.prec))
    ccall(:mpfr_sinh, Int32, (BigFloat, BigFloat, Int32), z, x, _MPFR_RNDN)
    return z
end
function cosh(x::BigFloat)
    z = _bigfloat_new(Int(x.prec))
    ccall(:mpfr_cosh, Int32, (BigFloat, BigFloat, Int32), z, x, _MPFR_RNDN)
    return z
end
function tanh(x::BigFloat)
    z = _bigfloat_new(Int(x.prec))
    ccall(:mpfr_tanh, Int32, (BigFloat, BigFloat, Int32), z, x, _MPFR_RNDN)
    return z
end
function asin(x::BigFloat)
    z = _bigfloat_new(Int(x.prec))
    ccall(:mpfr_asin, Int32, (BigFloat, BigFloat, Int32), z, x, _MPFR_RNDN)
    isnan(z) && !isnan(x) && throw(DomainError(x, "NaN result for non-NaN input."))
    return z
end
function acos(x::BigFloat)
    z = _bigfloat_new(Int(x.prec))
    ccall(:mpfr_acos, Int32, (BigFloat, BigFloat, Int32), z, x, _MPFR_RNDN)
    isnan(z) && !isnan(x) && throw(DomainError(x, "NaN result for non-NaN input."))
    return z
end
function log(x::BigFloat)
    if x < 0
        throw(DomainError(x, string("log was called with a negative real argument but ",
                                    "will only return a complex result if called ",
                                    "with a complex argument. Try log(complex(x)).")))
    end
    z = _bigfloat_new(Int(x.prec))
    ccall(:mpfr_log, Int32, (BigFloat, BigFloat, Int32), z, x, _MPFR_RNDN)
    return z
end
function log2(x::BigFloat)
    if x < 0
        throw(DomainError(x, string("log2 was called with a negative real argument but ",
                                    "will only return a complex result if called ",
                                    "with a complex argument. Try log2(complex(x)).")))
    end
    z = _bigfloat_new(Int(x.prec))
    ccall(:mpfr_log2, Int32, (BigFloat, BigFloat, Int32), z, x, _MPFR_RNDN)
    return z
end
function log10(x::BigFloat)
    if x < 0
        throw(DomainError(x, string("log10 was called with a negative real argument but ",
                                    "will only return a complex result if called ",
                                    "with a complex argument. Try log10(complex(x)).")))
    end
    z = _bigfloat_new(Int(x.prec))
    ccall(:mpfr_log10, Int32, (BigFloat, BigFloat, Int32), z, x, _MPFR_RNDN)
    return z
end
function log1p(x::BigFloat)
    x < -1 && throw(DomainError(x, string("log1p was called with a real argument < -1 but ",
                                          "will only return a complex result if called ",
                                          "with a complex argument. Try log1p(complex(x)).")))
    z = _bigfloat_new(Int(x.prec))
    ccall(:mpfr_log1p, Int32, (BigFloat, BigFloat, Int32), z, x, _MPFR_RNDN)
    return z
end
sincos(x::BigFloat) = (sin(x), cos(x))
function asinh(x::BigFloat)
    z = _bigfloat_new(Int(x.prec))
    ccall(:mpfr_asinh, Int32, (BigFloat, BigFloat, Int32), z, x, _MPFR_RNDN)
    return z
end
function acosh(x::BigFloat)
    z = _bigfloat_new(Int(x.prec))
    ccall(:mpfr_acosh, Int32, (BigFloat, BigFloat, Int32), z, x, _MPFR_RNDN)
    isnan(z) && !isnan(x) && throw(DomainError(x, "NaN result for non-NaN input."))
    return z
end
function atanh(x::BigFloat)
    z = _bigfloat_new(Int(x.prec))
    ccall(:mpfr_atanh, Int32, (BigFloat, BigFloat, Int32), z, x, _MPFR_RNDN)
    isnan(z) && !isnan(x) && throw(DomainError(x, "NaN result for non-NaN input."))
    return z
end
function hypot(x::BigFloat, y::BigFloat)
    z = _bigfloat_new(Int(max(x.prec, y.prec)))
    ccall(:mpfr_hypot, Int32, (BigFloat, BigFloat, BigFloat, Int32), z, x, y, _MPFR_RNDN)
    return z
end
function sinpi(x::BigFloat)
    isinf(x) && throw(DomainError(x, "`sinpi(x)` is only defined for finite `x`."))
    z = _bigfloat_new(Int(x.prec))
    ccall(:mpfr_sinpi, Int32, (BigFloat, BigFloat, Int32), z, x, _MPFR_RNDN)
    return z
end
function cospi(x::BigFloat)
    isinf(x) && throw(DomainError(x, "`cospi(x)` is only defined for finite `x`."))
    z = _bigfloat_new(Int(x.prec))
    ccall(:mpfr_cospi, Int32, (BigFloat, BigFloat, Int32), z, x, _MPFR_RNDN)
    return z
end
# sin and cos of an angle in degrees: Julia's reduction of sind/cosd to
# an angle within 45° of a multiple of 90° (exact in BigFloat), then MPFR's
# sinpi/cospi of it over 180, so that sind(BigFloat(150)) is exactly 0.5.
function sind(x::BigFloat)
    isinf(x) && throw(DomainError(x, "`sind(x)` is only defined for finite `x`."))
    isnan(x) && return x
    rx = copysign(rem(x, 360), x)
    arx = abs(rx)
    if iszero(rx)
        return rx
    elseif arx < 45
        return sinpi(rx / 180)
    elseif arx <= 135
        return copysign(cospi((90 - arx) / 180), rx)
    elseif arx == 180
        return copysign(zero(rx), rx)
    elseif arx < 225
        return sinpi((180 - arx) * sign(rx) / 180)
    elseif arx <= 315
        return -copysign(cospi((270 - arx) / 180), rx)
    else
        return sinpi((rx - copysign(BigFloat(360), rx)) / 180)
    end
end
function cosd(x::BigFloat)
    isinf(x) && throw(DomainError(x, "`cosd(x)` is only defined for finite `x`."))
    isnan(x) && return x
    rx = abs(rem(x, 360))
    if rx <= 45
        return cospi(rx / 180)
    elseif rx < 135
        return sinpi((90 - rx) / 180)
    elseif rx <= 225
        return -cospi((180 - rx) / 180)
    elseif rx < 315
        return sinpi((rx - 270) / 180)
    else
        return cospi((360 - rx) / 180)
    end
end
sincospi(x::BigFloat) = (sinpi(x), cospi(x))

# ---- comparison and predicates -----------------------------------------------------------------

==(x::BigFloat, y::BigFloat) = ccall(:mpfr_equal_p, Int32, (BigFloat, BigFloat), x, y) != 0
<=(x::BigFloat, y::BigFloat) = ccall(:mpfr_lessequal_p, Int32, (BigFloat, BigFloat), x, y) != 0
<(x::BigFloat, y::BigFloat) = ccall(:mpfr_less_p, Int32, (BigFloat, BigFloat), x, y) != 0
>(x::BigFloat, y::BigFloat) = y < x
>=(x::BigFloat, y::BigFloat) = y <= x
function cmp(x::BigFloat, y::BigFloat)
    (isnan(x) || isnan(y)) && throw(DomainError((x, y), "cmp of NaN"))
    return Int(ccall(:mpfr_cmp, Int32, (BigFloat, BigFloat), x, y))
end
==(x::BigFloat, y::BigInt) = !isnan(x) && ccall(:mpfr_cmp_z, Int32, (BigFloat, BigInt), x, y) == 0
==(y::BigInt, x::BigFloat) = x == y
<(x::BigFloat, y::BigInt) = !isnan(x) && ccall(:mpfr_cmp_z, Int32, (BigFloat, BigInt), x, y) < 0
<(y::BigInt, x::BigFloat) = !isnan(x) && ccall(:mpfr_cmp_z, Int32, (BigFloat, BigInt), x, y) > 0
<=(x::BigFloat, y::BigInt) = !isnan(x) && ccall(:mpfr_cmp_z, Int32, (BigFloat, BigInt), x, y) <= 0
<=(y::BigInt, x::BigFloat) = !isnan(x) && ccall(:mpfr_cmp_z, Int32, (BigFloat, BigInt), x, y) >= 0
==(x::BigFloat, y::ClongMax) = !isnan(x) && ccall(:mpfr_cmp_si, Int32, (BigFloat, Int64), x, Int64(y)) == 0
==(y::ClongMax, x::BigFloat) = x == y
<(x::BigFloat, y::ClongMax) = !isnan(x) && ccall(:mpfr_cmp_si, Int32, (BigFloat, Int64), x, Int64(y)) < 0
<(y::ClongMax, x::BigFloat) = !isnan(x) && ccall(:mpfr_cmp_si, Int32, (BigFloat, Int64), x, Int64(y)) > 0
<=(x::BigFloat, y::ClongMax) = !isnan(x) && ccall(:mpfr_cmp_si, Int32, (BigFloat, Int64), x, Int64(y)) <= 0
<=(y::ClongMax, x::BigFloat) = !isnan(x) && ccall(:mpfr_cmp_si, Int32, (BigFloat, Int64), x, Int64(y)) >= 0
==(x::BigFloat, y::CdoubleMax) = !isnan(x) && !isnan(y) && ccall(:mpfr_cmp_d, Int32, (BigFloat, Float64), x, Float64(y)) == 0
==(y::CdoubleMax, x::BigFloat) = x == y
<(x::BigFloat, y::CdoubleMax) = !isnan(x) && !isnan(y) && ccall(:mpfr_cmp_d, Int32, (BigFloat, Float64), x, Float64(y)) < 0
<(y::CdoubleMax, x::BigFloat) = !isnan(x) && !isnan(y) && ccall(:mpfr_cmp_d, Int32, (BigFloat, Float64), x, Float64(y)) > 0
<=(x::BigFloat, y::CdoubleMax) = !isnan(x) && !isnan(y) && ccall(:mpfr_cmp_d, Int32, (BigFloat, Float64), x, Float64(y)) <= 0
<=(y::CdoubleMax, x::BigFloat) = !isnan(x) && !isnan(y) && ccall(:mpfr_cmp_d, Int32, (BigFloat, Float64), x, Float64(y)) >= 0
isequal(x::BigFloat, y::BigFloat) = (isnan(x) && isnan(y)) || (x == y && signbit(x) == signbit(y))
function isless(x::BigFloat, y::BigFloat)
    isnan(x) && return false
    isnan(y) && return true
    x == y && return signbit(x) && !signbit(y)
    return x < y
end

isnan(x::BigFloat) = ccall(:mpfr_nan_p, Int32, (BigFloat,), x) != 0
isinf(x::BigFloat) = ccall(:mpfr_inf_p, Int32, (BigFloat,), x) != 0
isfinite(x::BigFloat) = !isinf(x) && !isnan(x)
iszero(x::BigFloat) = ccall(:mpfr_zero_p, Int32, (BigFloat,), x) != 0
isone(x::BigFloat) = x == Int64(1)
isinteger(x::BigFloat) = ccall(:mpfr_integer_p, Int32, (BigFloat,), x) != 0
signbit(x::BigFloat) = ccall(:mpfr_signbit, Int32, (BigFloat,), x) != 0
function sign(x::BigFloat)
    (isnan(x) || iszero(x)) && return x
    return signbit(x) ? -one(x) : one(x)
end
function exponent(x::BigFloat)
    (iszero(x) || !isfinite(x)) && throw(DomainError(x, "`x` must be non-zero and finite."))
    # MPFR's significand is in [0.5, 1)
    return Int(ccall(:mpfr_get_exp, Int64, (BigFloat,), x)) - 1
end
maxintfloat(::Type{BigFloat}) = BigFloat(2)^precision(BigFloat)
maxintfloat(x::BigFloat) = BigFloat(2)^precision(x)
# MPFR's frexp: x == y * 2^e with 0.5 <= |y| < 1 (Julia 1.10's mpfr.jl)
function frexp(x::BigFloat)
    z = _bigfloat_new(Int(x.prec))
    e = RefValue{Int64}(0)
    ccall(:mpfr_frexp, Int32, (Ref{Int64}, BigFloat, BigFloat, Int32), e, z, x, _MPFR_RNDN)
    return (z, Int(e[]))
end
function nextfloat(x::BigFloat)
    z = _bigfloat_new(Int(x.prec))
    ccall(:mpfr_set, Int32, (BigFloat, BigFloat, Int32), z, x, _MPFR_RNDN)
    ccall(:mpfr_nextabove, Int32, (BigFloat,), z)
    return z
end
floatmax(::Type{BigFloat}) = prevfloat(BigFloat(Inf))
floatmin(::Type{BigFloat}) = nextfloat(zero(BigFloat))
function prevfloat(x::BigFloat)
    z = _bigfloat_new(Int(x.prec))
    ccall(:mpfr_set, Int32, (BigFloat, BigFloat, Int32), z, x, _MPFR_RNDN)
    ccall(:mpfr_nextbelow, Int32, (BigFloat,), z)
    return z
end
eps(::Type{BigFloat}) = nextfloat(BigFloat(1)) - BigFloat(1)
eps(x::BigFloat) = isfinite(x) ? max(x - prevfloat(x), nextfloat(x) - x) : BigFloat(NaN)
typemax(::Type{BigFloat}) = BigFloat(Inf)
typemin(::Type{BigFloat}) = BigFloat(-Inf)
function ldexp(x::BigFloat, n::Integer)
    z = _bigfloat_new(Int(x.prec))
    ccall(:mpfr_mul_2si, Int32, (BigFloat, BigFloat, Int64, Int32), z, x, Int64(n), _MPFR_RNDN)
    return z
end

# A BigFloat hashes as every Real (Julia's generic hash through
# decompose): as the Int or Float64 of equal value when there is one, else
# by its reduced binary mantissa and exponent, so that an equal
# Rational{BigInt} hashes alike.
function decompose(x::BigFloat)
    isnan(x) && return BigInt(0), 0, 0
    isinf(x) && return BigInt(signbit(x) ? -1 : 1), 0, 0
    iszero(x) && return BigInt(0), 0, signbit(x) ? -1 : 1
    e = exponent(x)
    p = Int(x.prec)
    return _bf_to_bigint(ldexp(x, p - 1 - e)), e - p + 1, 1
end

# ---- mpfr_snprintf (Printf's BigFloat conversions) --------------------------------------------

# x formatted by MPFR with a printf specifier (fmt: "%…R<conv>"), as
# Julia's Printf does; more than maxlen bytes is Julia's ArgumentError.
function _mpfr_snprintf(fmt::String, x::BigFloat, maxlen::Int)
    f = Vector{UInt8}(undef, ncodeunits(fmt) + 1)
    for i in 1:ncodeunits(fmt)
        f[i] = codeunit(fmt, i)
    end
    f[end] = 0x00
    fp = ccall(:kiln_array_data, Ptr{UInt8}, (Any,), f)
    siz = 128
    buf = Vector{UInt8}(undef, siz)
    n = Int(ccall(:kiln_mpfr_snprintf, Int64, (Ptr{UInt8}, UInt64, Ptr{UInt8}, BigFloat),
                  ccall(:kiln_array_data, Ptr{UInt8}, (Any,), buf), UInt64(siz), fp, x))
    if n >= siz
        n > maxlen && throw(ArgumentError(string("The given BigFloat requires ", n,
            " bytes to be printed, which is more than the maximum of 8192 bytes supported.")))
        siz = n + 1
        buf = Vector{UInt8}(undef, siz)
        n = Int(ccall(:kiln_mpfr_snprintf, Int64, (Ptr{UInt8}, UInt64, Ptr{UInt8}, BigFloat),
                      ccall(:kiln_array_data, Ptr{UInt8}, (Any,), buf), UInt64(siz), fp, x))
    end
    n > 0 || throw(ArgumentError("The given BigFloat would produce less than the maximum allowed number of bytes 8192, but still couldn't be printed fully for an unknown reason."))
    s = ccall(:kiln_string_new, String, (Ptr{UInt8}, Int64), ccall(:kiln_array_data, Ptr{UInt8}, (Any,), buf), n)
    f[1] = buf[1]   # keeps f and buf alive until here
    return s
end

# ---- printing (Julia 1.10's string_mpfr "%.Re" and _prettify_bigfloat) ------------------------

# MPFR's "%.Re": d.ddd…e±XX with the digits mpfr_get_str gives for n = 0
# (enough to read the value back at its precision), rounded to nearest.
function _string_mpfr_Re(x::BigFloat, ndig::Int)
    e = RefValue{Int64}(0)
    p = ccall(:mpfr_get_str, Ptr{UInt8}, (Ptr{UInt8}, Ref{Int64}, Int32, UInt64, BigFloat, Int32),
              bitcast(Ptr{UInt8}, UInt64(0)), e, Int32(10), rem(ndig, UInt64), x, _MPFR_RNDN)
    ds = unsafe_string(p)
    ccall(:mpfr_free_str, Nothing, (Ptr{UInt8},), p)
    neg = _byte(ds, 1) == UInt8('-')
    digits = neg ? _substr(ds, 2, ncodeunits(ds)) : ds
    ex = iszero(x) ? 0 : Int(e[]) - 1
    io = IOBuffer()
    neg && print(io, '-')
    print(io, _substr(digits, 1, 1))
    if ncodeunits(digits) > 1
        print(io, '.', _substr(digits, 2, ncodeunits(digits)))
    end
    print(io, 'e', ex < 0 ? '-' : '+')
    abs(ex) < 10 && print(io, '0')
    print(io, abs(ex))
    return String(take!(io))
end

function _rstrip_byte(s::String, c::UInt8)
    n = ncodeunits(s)
    while n > 0 && _byte(s, n) == c
        n -= 1
    end
    return _substr(s, 1, n)
end

function _prettify_bigfloat(s::String)
    parts = split(s, 'e')
    mantissa, exponent = String(parts[1]), String(parts[2])
    if !occursin('.', mantissa)
        mantissa = string(mantissa, '.')
    end
    mantissa = _rstrip_byte(mantissa, UInt8('0'))
    if endswith(mantissa, '.')
        mantissa = string(mantissa, '0')
    end
    expo = parse(Int, exponent)
    if -5 < expo < 6
        expo == 0 && return mantissa
        ip = split(mantissa, '.')
        int, frac = String(ip[1]), String(ip[2])
        if expo > 0
            return expo < length(frac) ?
                string(int, frac[1:expo], '.', frac[expo+1:end]) :
                string(int, frac, repeat("0", expo - length(frac)), '.', '0')
        else
            neg = startswith(int, '-')
            neg && (int = _substr(int, 2, ncodeunits(int)))
            return string(neg ? "-" : "", '0', '.', repeat("0", -expo - 1), int, frac == "0" ? "" : frac)
        end
    end
    return string(mantissa, 'e', exponent)
end

function _bf_string(x::BigFloat)
    isfinite(x) || return string(Float64(x))
    return _prettify_bigfloat(_string_mpfr_Re(x, 0))
end
string(x::BigFloat) = _bf_string(x)
print(io::IO, x::BigFloat) = print(io, _bf_string(x))
# Under :compact (a matrix's elements) MPFR's "%.5Re": six significant
# digits, as Julia's show(io, ::BigFloat).
show(io::IO, x::BigFloat) =
    print(io, get(io, :compact, false) === true && isfinite(x) ? _prettify_bigfloat(_string_mpfr_Re(x, 6)) : _bf_string(x))


precision(::Type{Float16}) = 11
precision(::Type{Float32}) = 24
precision(::Type{Float64}) = 53
precision(x::Union{Float16,Float32,Float64}) = precision(typeof(x))

# Irrational vs BigFloat: compared at 32 more bits (Julia's irrationals.jl)
<(x::AbstractIrrational, y::BigFloat) = setprecision(() -> big(x) < y, BigFloat, precision(y) + 32)
<(x::BigFloat, y::AbstractIrrational) = setprecision(() -> x < big(y), BigFloat, precision(x) + 32)
<=(x::AbstractIrrational, y::BigFloat) = x < y
<=(x::BigFloat, y::AbstractIrrational) = x < y

big(::Type{<:Rational}) = Rational{BigInt}
big(q::Rational) = Rational{BigInt}(BigInt(numerator(q)), BigInt(denominator(q)))
big(::Type{Complex{T}}) where {T<:Real} = Complex{big(T)}
big(z::Complex{T}) where {T<:Real} = Complex{big(T)}(big(real(z)), big(imag(z)))

# Rational{T}(x) of an irrational, as Julia's irrationals.jl: rationalize
# with tol=0 at growing BigFloat precision until the result is not exact.
function Rational{T}(x::AbstractIrrational) where {T<:Integer}
    o = precision(BigFloat)
    p = 256
    while true
        setprecision(BigFloat, p)
        bx = BigFloat(x)
        r = rationalize(T, bx, tol=0)
        if abs(BigFloat(r) - bx) > eps(bx)
            setprecision(BigFloat, o)
            return r
        end
        p += 32
    end
end
Rational{BigInt}(::AbstractIrrational) = throw(ArgumentError("Cannot convert an AbstractIrrational to a Rational{BigInt}: use rationalize(BigInt, x) instead"))
convert(::Type{Rational{T}}, x::AbstractIrrational) where {T<:Integer} = Rational{T}(x)
rationalize(::Type{T}, x::AbstractIrrational; tol::Real=0) where {T<:Integer} = rationalize(T, big(x), tol=tol)
rationalize(x::AbstractIrrational; kvs...) = rationalize(Int, x; kvs...)

# The exact value of a float as a Rational{BigInt} (Julia's gmp.jl): the
# mantissa scaled to an integer over a power of two.
function Rational{BigInt}(x::AbstractFloat)
    isnan(x) && return zero(BigInt) // zero(BigInt)
    isinf(x) && return copysign(one(BigInt), x) // zero(BigInt)
    iszero(x) && return zero(BigInt) // one(BigInt)
    s = max(precision(x) - exponent(x), 0)
    BigInt(ldexp(x, s)) // (BigInt(1) << s)
end
Rational(x::BigFloat) = Rational{BigInt}(x)
convert(::Type{Rational}, x::BigFloat) = Rational(x)

# Base's hardware number types construct from Base's wider real types
# through convert (promotion.jl: Julia defines each of these constructors;
# a number type of a package gets none; Complex: complex.jl; irrationals:
# irrationals.jl).
(::Type{T})(x::Union{Rational,BigInt,BigFloat}) where {T<:_HWCtorT} = convert(T, x)::T
# (each of these has its Bool method; this one orders Bool(::Real) and the
# fallback above)
Bool(x::Union{Rational,BigInt,BigFloat}) = x == 0 ? false : x == 1 ? true : throw(InexactError(:Bool, Bool, x))

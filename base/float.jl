# This file is a part of Kiln's Base library.
#
# float.jl — Float16/Float32/Float64: constants, conversions, arithmetic,
# comparisons with Julia's NaN and signed-zero rules, rounding, and the
# bit-level helpers (nextfloat, eps, exponent), as Julia's base/float.jl.

const Inf64 = bitcast(Float64, 0x7ff0000000000000)
const NaN64 = bitcast(Float64, 0x7ff8000000000000)
const Inf32 = bitcast(Float32, 0x7f800000)
const NaN32 = bitcast(Float32, 0x7fc00000)
@_after_image const Inf16 = bitcast(Float16, 0x7c00)
@_after_image const NaN16 = bitcast(Float16, 0x7e00)
const Inf = Inf64
const NaN = NaN64

uinttype(::Type{Float64}) = UInt64
uinttype(::Type{Float32}) = UInt32
uinttype(::Type{Float16}) = UInt16
inttype(::Type{Float64}) = Int64
inttype(::Type{Float32}) = Int32
inttype(::Type{Float16}) = Int16

sign_mask(::Type{Float64}) = 0x8000000000000000
exponent_mask(::Type{Float64}) = 0x7ff0000000000000
significand_mask(::Type{Float64}) = 0x000fffffffffffff
sign_mask(::Type{Float32}) = 0x80000000
exponent_mask(::Type{Float32}) = 0x7f800000
significand_mask(::Type{Float32}) = 0x007fffff
sign_mask(::Type{Float16}) = 0x8000
exponent_mask(::Type{Float16}) = 0x7c00
significand_mask(::Type{Float16}) = 0x03ff
significand_bits(::Type{Float64}) = 52
significand_bits(::Type{Float32}) = 23
significand_bits(::Type{Float16}) = 10
exponent_bias(::Type{Float64}) = 1023
exponent_bias(::Type{Float32}) = 127
exponent_bias(::Type{Float16}) = 15

# ---- reinterpret ---------------------------------------------------------------------

reinterpret(::Type{T}, x::_Bits8) where {T<:_Bits8} = bitcast(T, x)
reinterpret(::Type{T}, x::_Bits16) where {T<:_Bits16} = bitcast(T, x)
reinterpret(::Type{T}, x::_Bits32) where {T<:_Bits32} = bitcast(T, x)
reinterpret(::Type{T}, x::_Bits64) where {T<:_Bits64} = bitcast(T, x)
reinterpret(::Type{T}, x::_Bits128) where {T<:_Bits128} = bitcast(T, x)
reinterpret(::Type{Unsigned}, x::Float64) = bitcast(UInt64, x)
reinterpret(::Type{Unsigned}, x::Float32) = bitcast(UInt32, x)
reinterpret(::Type{Unsigned}, x::Float16) = bitcast(UInt16, x)
reinterpret(::Type{Signed}, x::Float64) = bitcast(Int64, x)
reinterpret(::Type{Signed}, x::Float32) = bitcast(Int32, x)
reinterpret(::Type{Signed}, x::Float16) = bitcast(Int16, x)
# Any other two primitive types (a `primitive type` definition's, Bool):
# the bits of x as a T, which must have the same size (Julia's
# essentials.jl; bitcast's error otherwise).
function reinterpret(::Type{T}, x) where {T}
    if isprimitivetype(T) && isprimitivetype(typeof(x))
        sizeof(T) == sizeof(x) || throw(ErrorException("bitcast: argument size does not match size of target type"))
        return bitcast(T, x)
    end
    throw(ArgumentError(string("reinterpret(", T, ", ::", typeof(x), ") is not supported (Kiln reinterprets primitive types only)")))
end

# ---- conversions ------------------------------------------------------------------------

(::Type{Float64})(x::BitSigned) = sitofp(Float64, x)
(::Type{Float64})(x::BitUnsigned) = uitofp(Float64, x)
(::Type{Float32})(x::BitSigned) = sitofp(Float32, x)
(::Type{Float32})(x::BitUnsigned) = uitofp(Float32, x)
(::Type{Float16})(x::BitSigned) = sitofp(Float16, x)
(::Type{Float16})(x::BitUnsigned) = uitofp(Float16, x)
(::Type{Float64})(x::Bool) = ifelse(x, 1.0, 0.0)
(::Type{Float32})(x::Bool) = ifelse(x, 1.0f0, 0.0f0)
(::Type{Float16})(x::Bool) = ifelse(x, bitcast(Float16, 0x3c00), bitcast(Float16, 0x0000))

(::Type{Float64})(x::Float32) = fpext(Float64, x)
(::Type{Float64})(x::Float16) = fpext(Float64, x)
(::Type{Float32})(x::Float16) = fpext(Float32, x)
(::Type{Float32})(x::Float64) = fptrunc(Float32, x)
(::Type{Float16})(x::Float32) = fptrunc(Float16, x)
(::Type{Float16})(x::Float64) = fptrunc(Float16, x)

(::Type{AbstractFloat})(x::AbstractFloat) = x
(::Type{AbstractFloat})(x::Bool) = Float64(x)
(::Type{AbstractFloat})(x::BitInteger) = Float64(x)

float(x::AbstractFloat) = x
float(x::Integer) = Float64(x)
float(x::Bool) = Float64(x)

promote_rule(::Type{Float32}, ::Type{Float16}) = Float32
promote_rule(::Type{Float64}, ::Type{Float16}) = Float64
promote_rule(::Type{Float64}, ::Type{Float32}) = Float64
promote_rule(::Type{Float16}, ::Type{<:Union{BitInteger,Bool}}) = Float16
promote_rule(::Type{Float32}, ::Type{<:Union{BitInteger,Bool}}) = Float32
promote_rule(::Type{Float64}, ::Type{<:Union{BitInteger,Bool}}) = Float64

widen(::Type{Float16}) = Float32
widen(::Type{Float32}) = Float64

# Float -> integer. The bounds are exact powers of two (or zero) in every
# float type, so comparing the truncated value against them is exact.
_fbounds(::Type{Int8}) = (-128.0, 128.0)
_fbounds(::Type{Int16}) = (-32768.0, 32768.0)
_fbounds(::Type{Int32}) = (-2.147483648e9, 2.147483648e9)
_fbounds(::Type{Int64}) = (-9.223372036854776e18, 9.223372036854776e18)
_fbounds(::Type{Int128}) = (-1.7014118346046923e38, 1.7014118346046923e38)
_fbounds(::Type{UInt8}) = (0.0, 256.0)
_fbounds(::Type{UInt16}) = (0.0, 65536.0)
_fbounds(::Type{UInt32}) = (0.0, 4.294967296e9)
_fbounds(::Type{UInt64}) = (0.0, 1.8446744073709552e19)
_fbounds(::Type{UInt128}) = (0.0, 3.402823669209385e38)

function _fits(::Type{Ti}, t::Float64) where {Ti<:BitInteger}
    lo, hi = _fbounds(Ti)
    return (lo <= t) & (t < hi)
end
_fits(::Type{Ti}, t::Float32) where {Ti<:BitInteger} = _fits(Ti, Float64(t))
_fits(::Type{Ti}, t::Float16) where {Ti<:BitInteger} = _fits(Ti, Float64(t))

unsafe_trunc(::Type{T}, x::Union{Float32,Float64}) where {T<:BitSigned} = fptosi(T, x)
unsafe_trunc(::Type{T}, x::Union{Float32,Float64}) where {T<:BitUnsigned} = fptoui(T, x)
unsafe_trunc(::Type{T}, x::Float16) where {T<:BitInteger} = unsafe_trunc(T, Float32(x))

function trunc(::Type{T}, x::IEEEFloat) where {T<:BitInteger}
    _fits(T, trunc(x)) || throw(InexactError(:trunc, T, x))
    return unsafe_trunc(T, x)
end

function (::Type{T})(x::IEEEFloat) where {T<:BitInteger}
    t = trunc(x)
    ((t == x) & _fits(T, t)) || throw(InexactError(nameof(T), T, x))
    return unsafe_trunc(T, x)
end

(::Type{Bool})(x::AbstractFloat) = x == 0 ? false : x == 1 ? true : throw(InexactError(:Bool, Bool, x))

trunc(::Type{Bool}, x::AbstractFloat) = (-1 < x < 2) ? 1 <= x : throw(InexactError(:trunc, Bool, x))
trunc(::Type{T}, x::Integer) where {T<:Integer} = convert(T, x)
floor(::Type{T}, x::Integer) where {T<:Integer} = convert(T, x)
ceil(::Type{T}, x::Integer) where {T<:Integer} = convert(T, x)
round(::Type{T}, x::Integer) where {T<:Integer} = convert(T, x)
floor(::Type{T}, x::AbstractFloat) where {T<:Integer} = trunc(T, floor(x))
ceil(::Type{T}, x::AbstractFloat) where {T<:Integer} = trunc(T, ceil(x))
round(::Type{T}, x::AbstractFloat) where {T<:Integer} = trunc(T, round(x))
round(::Type{T}, x::AbstractFloat, r::RoundingMode) where {T<:Integer} = trunc(T, round(x, r))
floor(::Type{T}, x::Real) where {T<:AbstractFloat} = T(floor(x))
ceil(::Type{T}, x::Real) where {T<:AbstractFloat} = T(ceil(x))
trunc(::Type{T}, x::Real) where {T<:AbstractFloat} = T(trunc(x))
round(::Type{T}, x::Real) where {T<:AbstractFloat} = T(round(x))

# ---- limits ---------------------------------------------------------------------------------

typemin(::Type{Float16}) = bitcast(Float16, 0xfc00)
typemax(::Type{Float16}) = Inf16
typemin(::Type{Float32}) = -Inf32
typemax(::Type{Float32}) = Inf32
typemin(::Type{Float64}) = -Inf64
typemax(::Type{Float64}) = Inf64

floatmin(::Type{Float16}) = bitcast(Float16, 0x0400)
floatmin(::Type{Float32}) = bitcast(Float32, 0x00800000)
floatmin(::Type{Float64}) = bitcast(Float64, 0x0010000000000000)
floatmax(::Type{Float16}) = bitcast(Float16, 0x7bff)
floatmax(::Type{Float32}) = bitcast(Float32, 0x7f7fffff)
floatmax(::Type{Float64}) = bitcast(Float64, 0x7fefffffffffffff)
floatmin(x::T) where {T<:AbstractFloat} = floatmin(T)
floatmax(x::T) where {T<:AbstractFloat} = floatmax(T)
floatmin() = floatmin(Float64)
floatmax() = floatmax(Float64)

eps(::Type{Float16}) = bitcast(Float16, 0x1400)
eps(::Type{Float32}) = bitcast(Float32, 0x34000000)
eps(::Type{Float64}) = bitcast(Float64, 0x3cb0000000000000)
eps() = eps(Float64)
function eps(x::T) where {T<:IEEEFloat}
    isfinite(x) || return T(NaN)
    a = abs(x)
    a >= floatmin(T) || return nextfloat(zero(T))
    return ldexp(eps(T), exponent(x))
end

maxintfloat(::Type{Float64}) = 9.007199254740992e15
maxintfloat(::Type{Float32}) = 1.6777216f7
maxintfloat(::Type{Float16}) = bitcast(Float16, 0x6800)
maxintfloat(x::T) where {T<:AbstractFloat} = maxintfloat(T)
maxintfloat() = maxintfloat(Float64)
# every float beyond maxintfloat is an even integer (Julia's float.jl)
iseven(x::AbstractFloat) = isinteger(x) && (abs(x) > maxintfloat(x) || iseven(Integer(x)))
isodd(x::AbstractFloat) = isinteger(x) && abs(x) <= maxintfloat(x) && isodd(Integer(x))
# the largest consecutive integer of S that T can also hold (Julia's
# float.jl)
maxintfloat(::Type{S}, ::Type{T}) where {S<:AbstractFloat,T<:Integer} = min(maxintfloat(S), S(typemax(T)))

zero(::Type{Float64}) = 0.0
one(::Type{Float64}) = 1.0
zero(::Type{Float32}) = 0.0f0
one(::Type{Float32}) = 1.0f0
zero(::Type{Float16}) = bitcast(Float16, 0x0000)
one(::Type{Float16}) = bitcast(Float16, 0x3c00)
zero(x::IEEEFloat) = zero(typeof(x))
one(x::IEEEFloat) = one(typeof(x))

# ---- arithmetic ------------------------------------------------------------------------------------

-(x::Float64) = neg_float(x)
-(x::Float32) = neg_float(x)
-(x::Float16) = bitcast(Float16, xor(bitcast(UInt16, x), 0x8000))

+(x::T, y::T) where {T<:Union{Float32,Float64}} = add_float(x, y)
-(x::T, y::T) where {T<:Union{Float32,Float64}} = sub_float(x, y)
*(x::T, y::T) where {T<:Union{Float32,Float64}} = mul_float(x, y)
/(x::T, y::T) where {T<:Union{Float32,Float64}} = div_float(x, y)
muladd(x::T, y::T, z::T) where {T<:Union{Float32,Float64}} = muladd_float(x, y, z)
fma(x::T, y::T, z::T) where {T<:Union{Float32,Float64}} = fma_float(x, y, z)
rem(x::T, y::T) where {T<:Union{Float32,Float64}} = rem_float(x, y)

+(x::Float16, y::Float16) = Float16(Float32(x) + Float32(y))
-(x::Float16, y::Float16) = Float16(Float32(x) - Float32(y))
*(x::Float16, y::Float16) = Float16(Float32(x) * Float32(y))
/(x::Float16, y::Float16) = Float16(Float32(x) / Float32(y))
muladd(x::Float16, y::Float16, z::Float16) = Float16(muladd(Float32(x), Float32(y), Float32(z)))
fma(x::Float16, y::Float16, z::Float16) = Float16(fma(Float32(x), Float32(y), Float32(z)))
rem(x::Float16, y::Float16) = Float16(rem(Float32(x), Float32(y)))

function mod(x::T, y::T) where {T<:AbstractFloat}
    if isinf(y) && isfinite(x)
        return x
    end
    r = rem(x, y)
    if r == 0
        copysign(r, y)
    elseif (r > 0) ⊻ (y > 0)
        r + y
    else
        r
    end
end

div(x::T, y::T) where {T<:AbstractFloat} = trunc((x - rem(x, y)) / y)
fld(x::T, y::T) where {T<:AbstractFloat} = round((x - mod(x, y)) / y)
cld(x::T, y::T) where {T<:AbstractFloat} = -fld(-x, y)

# ---- comparisons ----------------------------------------------------------------------------------

==(x::T, y::T) where {T<:Union{Float32,Float64}} = eq_float(x, y)
!=(x::T, y::T) where {T<:Union{Float32,Float64}} = ne_float(x, y)
<(x::T, y::T) where {T<:Union{Float32,Float64}} = lt_float(x, y)
<=(x::T, y::T) where {T<:Union{Float32,Float64}} = le_float(x, y)
==(x::Float16, y::Float16) = Float32(x) == Float32(y)
!=(x::Float16, y::Float16) = Float32(x) != Float32(y)
<(x::Float16, y::Float16) = Float32(x) < Float32(y)
<=(x::Float16, y::Float16) = Float32(x) <= Float32(y)

isequal(x::T, y::T) where {T<:Union{Float32,Float64}} = fpiseq(x, y)
isequal(x::Float16, y::Float16) = fpiseq(Float32(x), Float32(y))

signequal(x, y) = signbit(x)::Bool == signbit(y)::Bool
signless(x, y) = signbit(x)::Bool & !signbit(y)::Bool
isequal(x::AbstractFloat, y::AbstractFloat) = (isnan(x) & isnan(y)) | signequal(x, y) & (x == y)
isequal(x::Real, y::AbstractFloat) = (isnan(x) & isnan(y)) | signequal(x, y) & (x == y)
isequal(x::AbstractFloat, y::Real) = (isnan(x) & isnan(y)) | signequal(x, y) & (x == y)
isless(x::AbstractFloat, y::AbstractFloat) = (!isnan(x) & (isnan(y) | signless(x, y))) | (x < y)
isless(x::Real, y::AbstractFloat) = (!isnan(x) & (isnan(y) | signless(x, y))) | (x < y)
isless(x::AbstractFloat, y::Real) = (!isnan(x) & (isnan(y) | signless(x, y))) | (x < y)

function cmp(x::AbstractFloat, y::AbstractFloat)
    isnan(x) && throw(DomainError(x, "`x` cannot be NaN."))
    isnan(y) && throw(DomainError(y, "`y` cannot be NaN."))
    ifelse(x < y, -1, ifelse(x > y, 1, 0))
end
function cmp(x::Real, y::AbstractFloat)
    isnan(y) && throw(DomainError(y, "`y` cannot be NaN."))
    ifelse(x < y, -1, ifelse(x > y, 1, 0))
end
function cmp(x::AbstractFloat, y::Real)
    isnan(x) && throw(DomainError(x, "`x` cannot be NaN."))
    ifelse(x < y, -1, ifelse(x > y, 1, 0))
end

# Exact comparisons between floats and the integers that do not convert
# exactly (Julia's float.jl).
const _WideInt = Union{Int64,UInt64,Int128,UInt128}
function ==(x::Tf, y::Ti) where {Tf<:Union{Float32,Float64},Ti<:_WideInt}
    fy = Tf(y)
    return (x == fy) & (fy != Tf(typemax(Ti))) & (y == unsafe_trunc(Ti, fy))
end
==(y::Ti, x::Tf) where {Tf<:Union{Float32,Float64},Ti<:_WideInt} = x == y
function <(x::Ti, y::Tf) where {Tf<:Union{Float32,Float64},Ti<:_WideInt}
    fx = Tf(x)
    return (fx < y) | ((fx == y) & ((fx == Tf(typemax(Ti))) | (x < unsafe_trunc(Ti, fx))))
end
function <=(x::Ti, y::Tf) where {Tf<:Union{Float32,Float64},Ti<:_WideInt}
    fx = Tf(x)
    return (fx < y) | ((fx == y) & ((fx == Tf(typemax(Ti))) | (x <= unsafe_trunc(Ti, fx))))
end
function <(x::Tf, y::Ti) where {Tf<:Union{Float32,Float64},Ti<:_WideInt}
    fy = Tf(y)
    return (x < fy) | ((x == fy) & (fy < Tf(typemax(Ti))) & (unsafe_trunc(Ti, fy) < y))
end
function <=(x::Tf, y::Ti) where {Tf<:Union{Float32,Float64},Ti<:_WideInt}
    fy = Tf(y)
    return (x < fy) | ((x == fy) & (fy < Tf(typemax(Ti))) & (unsafe_trunc(Ti, fy) <= y))
end

function min(x::T, y::T) where {T<:Union{Float32,Float64}}
    diff = x - y
    argmin = ifelse(signbit(diff), x, y)
    anynan = isnan(x) | isnan(y)
    return ifelse(anynan, diff, argmin)
end
function max(x::T, y::T) where {T<:Union{Float32,Float64}}
    diff = x - y
    argmax = ifelse(signbit(diff), y, x)
    anynan = isnan(x) | isnan(y)
    return ifelse(anynan, diff, argmax)
end
min(x::T, y::T) where {T<:AbstractFloat} = isnan(x) || ~isnan(y) && (x < y || signless(x, y)) ? x : y
max(x::T, y::T) where {T<:AbstractFloat} = isnan(x) || ~isnan(y) && (y < x || signless(y, x)) ? x : y
function minmax(x::T, y::T) where {T<:AbstractFloat}
    isnan(x) && return (x, x)
    isnan(y) && return (y, y)
    return isless(y, x) ? (y, x) : (x, y)
end

# ---- classification and sign ---------------------------------------------------------------------------

isnan(x::AbstractFloat) = x != x
isnan(x::Float16) = (bitcast(UInt16, x) & 0x7fff) > 0x7c00
isfinite(x::AbstractFloat) = !isnan(x - x)
isfinite(x::Float16) = (bitcast(UInt16, x) & 0x7c00) != 0x7c00
isinf(x::AbstractFloat) = !isnan(x) & !isfinite(x)
isinteger(x::AbstractFloat) = (x - trunc(x) == 0)
iszero(x::AbstractFloat) = x == 0
issubnormal(x::T) where {T<:IEEEFloat} = (y = reinterpret(Unsigned, x); (y & exponent_mask(T) == 0) & (y & significand_mask(T) != 0))

signbit(x::Float64) = signbit(bitcast(Int64, x))
signbit(x::Float32) = signbit(bitcast(Int32, x))
signbit(x::Float16) = signbit(bitcast(Int16, x))

abs(x::Float64) = abs_float(x)
abs(x::Float32) = abs_float(x)
abs(x::Float16) = bitcast(Float16, bitcast(UInt16, x) & 0x7fff)
copysign(x::Float64, y::Float64) = copysign_float(x, y)
copysign(x::Float32, y::Float32) = copysign_float(x, y)
copysign(x::Float16, y::Float16) = bitcast(Float16, (bitcast(UInt16, x) & 0x7fff) | (bitcast(UInt16, y) & 0x8000))
copysign(x::Float64, y::Real) = copysign(x, Float64(y))
copysign(x::Float32, y::Real) = copysign(x, Float32(y))
flipsign(x::Float64, y::Float64) = bitcast(Float64, xor(bitcast(UInt64, x), bitcast(UInt64, y) & 0x8000000000000000))
flipsign(x::Float32, y::Float32) = bitcast(Float32, xor(bitcast(UInt32, x), bitcast(UInt32, y) & 0x80000000))
flipsign(x::Float64, y::Real) = flipsign(x, Float64(y))
flipsign(x::Float32, y::Real) = flipsign(x, Float32(y))

# ---- rounding to float ---------------------------------------------------------------------------------

trunc(x::Float64) = trunc_llvm(x)
trunc(x::Float32) = trunc_llvm(x)
floor(x::Float64) = floor_llvm(x)
floor(x::Float32) = floor_llvm(x)
ceil(x::Float64) = ceil_llvm(x)
ceil(x::Float32) = ceil_llvm(x)
round(x::Float64) = rint_llvm(x)
round(x::Float32) = rint_llvm(x)
trunc(x::Float16) = Float16(trunc(Float32(x)))
floor(x::Float16) = Float16(floor(Float32(x)))
ceil(x::Float16) = Float16(ceil(Float32(x)))
round(x::Float16) = Float16(round(Float32(x)))
trunc(x::Integer) = x
floor(x::Integer) = x
ceil(x::Integer) = x
round(x::Integer) = x

round(x::AbstractFloat, ::RoundingMode{:Nearest}) = round(x)
round(x::AbstractFloat, ::RoundingMode{:ToZero}) = trunc(x)
round(x::AbstractFloat, ::RoundingMode{:Up}) = ceil(x)
round(x::AbstractFloat, ::RoundingMode{:Down}) = floor(x)
round(x::AbstractFloat, ::RoundingMode{:FromZero}) = ifelse(signbit(x), floor(x), ceil(x))
round(x::AbstractFloat, ::RoundingMode{:NearestTiesAway}) = (y = trunc(x); ifelse(x == y, y, trunc(2 * x - y)))
round(x::AbstractFloat, ::RoundingMode{:NearestTiesUp}) = (y = floor(x); ifelse(x == y, y, copysign(floor(2 * x - y), x)))
round(x::Integer, ::RoundingMode) = x

function round(x::Real, r::RoundingMode=RoundNearest; digits::Union{Nothing,Integer}=nothing, sigdigits::Union{Nothing,Integer}=nothing, base::Union{Nothing,Integer}=nothing)
    if digits === nothing
        if sigdigits === nothing
            # avoid recursive calls
            base === nothing && throw(MethodError(round, (x, r)))
            return round(x, r)
        else
            isfinite(x) || return float(x)
            return _round_sigdigits(x, r, sigdigits, base === nothing ? 10 : base)
        end
    else
        if sigdigits === nothing
            isfinite(x) || return float(x)
            return _round_digits(x, r, digits, base === nothing ? 10 : base)
        else
            throw(ArgumentError("`round` cannot use both `digits` and `sigdigits` arguments."))
        end
    end
end
trunc(x::Real; kws...) = round(x, RoundToZero; kws...)
floor(x::Real; kws...) = round(x, RoundDown; kws...)
ceil(x::Real; kws...) = round(x, RoundUp; kws...)

# Julia 1.10's floatfuncs.jl: x rounded to multiples of 1/invstep, of
# 1/invstepsqrt^2 where invstep itself overflows (the square root keeps the
# product finite: round(9.87654321e-308, sigdigits=2) == 9.9e-308), or of step
function _round_invstep(x, invstep, r::RoundingMode)
    y = round(x * invstep, r) / invstep
    return isfinite(y) ? y : x
end
function _round_invstepsqrt(x, invstepsqrt, r::RoundingMode)
    y = round((x * invstepsqrt) * invstepsqrt, r) / invstepsqrt / invstepsqrt
    return isfinite(y) ? y : x
end
function _round_step(x, step, r::RoundingMode)
    y = round(x / step, r) * step
    if !isfinite(y)
        if x > 0
            return (r == RoundUp ? oftype(x, Inf) : zero(x))
        elseif x < 0
            return (r == RoundDown ? -oftype(x, Inf) : -zero(x))
        else
            return x
        end
    end
    return y
end

function _round_digits(x, r::RoundingMode, digits::Integer, base)
    fx = float(x)
    if digits >= 0
        invstep = oftype(fx, base)^digits
        if isfinite(invstep)
            return _round_invstep(fx, invstep, r)
        else
            invstepsqrt = oftype(fx, base)^oftype(fx, digits / 2)
            return _round_invstepsqrt(fx, invstepsqrt, r)
        end
    else
        step = oftype(fx, base)^-digits
        return _round_step(fx, step, r)
    end
end

# the number of digits in base `base` before the point
_hidigit(x::Integer, base) = iszero(x) ? 0 : ndigits(x; base=base)
function _hidigit(x::AbstractFloat, base)
    iszero(x) && return 0
    if base == 10
        return 1 + floor(Int, log10(abs(x)))
    elseif base == 2
        return 1 + exponent(x)
    else
        return 1 + floor(Int, log(base, abs(x)))
    end
end
_hidigit(x::Real, base) = _hidigit(float(x), base)

function _round_sigdigits(x, r::RoundingMode, sigdigits::Integer, base)
    h = _hidigit(x, base)
    _round_digits(x, r, sigdigits - h, base)
end

# ---- bits ------------------------------------------------------------------------------------------------

function exponent(x::T) where {T<:IEEEFloat}
    xs = reinterpret(Unsigned, x) & ~sign_mask(T)
    xs >= exponent_mask(T) && throw(DomainError(x, "Cannot be NaN or Inf."))
    k = Int(xs >> significand_bits(T))
    if k == 0 # x is subnormal
        xs == 0 && throw(DomainError(x, "Cannot be ±0.0."))
        m = leading_zeros(xs) - (8 * sizeof(T) - significand_bits(T) - 1)
        k = 1 - m
    end
    return k - exponent_bias(T)
end

function significand(x::T) where {T<:IEEEFloat}
    xu = reinterpret(Unsigned, x)
    xs = xu & ~sign_mask(T)
    xs >= exponent_mask(T) && return x # NaN or Inf
    if xs <= significand_mask(T) # x is subnormal
        xs == 0 && return x # +-0
        m = unsigned(leading_zeros(xs) - (8 * sizeof(T) - significand_bits(T) - 1))
        xs <<= m
        xu = xs | (xu & sign_mask(T))
    end
    xu = (xu & ~exponent_mask(T)) | (rem(exponent_bias(T), uinttype(T)) << significand_bits(T))
    return reinterpret(T, xu)
end

ispow2(x::AbstractFloat) = !iszero(x) && frexp(x)[1] == 0.5
function frexp(x::T) where {T<:IEEEFloat}
    (iszero(x) | !isfinite(x)) && return (x, 0)
    e = exponent(x) + 1
    return (ldexp(x, -e), e)
end

function ldexp(x::Float64, e::Integer)
    (iszero(x) | !isfinite(x)) && return x
    n = clamp(e, -3000, 3000) % Int
    # scale in steps that stay exact: 2^±1000 at a time, then the rest
    y = x
    while n > 1000
        y *= _pow2(1000)
        n -= 1000
    end
    while n < -1000
        y *= _pow2(-1000)
        n += 1000
    end
    if n < -1022
        # split so that no intermediate result is rounded twice
        return (y * _pow2(n + 1022)) * _pow2(-1022)
    end
    return y * _pow2(n)
end
ldexp(x::Float32, e::Integer) = Float32(ldexp(Float64(x), e))
ldexp(x::Float16, e::Integer) = Float16(ldexp(Float64(x), e))

# 2^k for -1022 <= k <= 1023 (normal range) and subnormal k >= -1074.
function _pow2(k::Int)
    if k >= -1022
        return bitcast(Float64, rem(k + 1023, UInt64) << 52)
    end
    return bitcast(Float64, 0x0000000000000001 << rem(k + 1074, UInt64))
end

function nextfloat(f::T, d::Integer) where {T<:IEEEFloat}
    isnan(f) && return f
    fumax = reinterpret(Unsigned, T(Inf))
    U = typeof(fumax)
    fi = reinterpret(Signed, f)
    fneg = fi < 0
    fu = unsigned(fi & typemax(fi))
    dneg = d < 0
    da = uabs(d)
    if da > typemax(U)
        fneg = dneg
        fu = fumax
    else
        du = rem(da, U)
        if fneg ⊻ dneg
            if du > fu
                fu = min(fumax, du - fu)
                fneg = !fneg
            else
                fu = fu - du
            end
        else
            if fumax - fu < du
                fu = fumax
            else
                fu = fu + du
            end
        end
    end
    if fneg
        fu |= sign_mask(T)
    end
    return reinterpret(T, fu)
end
nextfloat(x::AbstractFloat) = nextfloat(x, 1)
prevfloat(x::AbstractFloat) = nextfloat(x, -1)
prevfloat(x::AbstractFloat, d::Integer) = nextfloat(x, -d)

bswap(x::IEEEFloat) = bswap_int(x)

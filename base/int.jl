# This file is a part of Kiln's Base library.
#
# int.jl — the bit integer types (Int8 ... UInt128): conversions, arithmetic
# with wrapping overflow, division with DivideError, comparisons, bit
# operations and shifts with Julia's semantics for any shift count, as
# Julia's base/int.jl and the constructors of base/boot.jl.

# ---- widths -----------------------------------------------------------------------

sizeof(::Type{<:Union{Int8,UInt8,Bool}}) = 1
sizeof(::Type{<:Union{Int16,UInt16,Float16}}) = 2
sizeof(::Type{<:Union{Int32,UInt32,Float32,Char}}) = 4
sizeof(::Type{<:Union{Int64,UInt64,Float64}}) = 8
sizeof(::Type{<:Union{Int128,UInt128}}) = 16
sizeof(x::Union{BitInteger,IEEEFloat,Bool,Char}) = sizeof(typeof(x))

# Bit width as a UInt64, for shift-count checks.
_nbits(::Type{<:Union{Int8,UInt8}}) = 0x0000000000000008
_nbits(::Type{<:Union{Int16,UInt16}}) = 0x0000000000000010
_nbits(::Type{<:Union{Int32,UInt32}}) = 0x0000000000000020
_nbits(::Type{<:Union{Int64,UInt64}}) = 0x0000000000000040
_nbits(::Type{<:Union{Int128,UInt128}}) = 0x0000000000000080

# ---- conversions --------------------------------------------------------------------

throw_inexacterror(f::Symbol, T, val) = throw(InexactError(f, T, val))

function is_top_bit_set(x::T) where {T<:BitInteger}
    return lshr_int(x, rem(_nbits(T) - 0x0000000000000001, T)) === rem(0x01, T)
end

function check_top_bit(::Type{To}, x) where {To}
    is_top_bit_set(x) && throw_inexacterror(:check_top_bit, To, x)
    return x
end

function checked_trunc_sint(::Type{To}, x::From) where {To,From}
    y = trunc_int(To, x)
    back = sext_int(From, y)
    eq_int(x, back) || throw_inexacterror(:trunc, To, x)
    return y
end

function checked_trunc_uint(::Type{To}, x::From) where {To,From}
    y = trunc_int(To, x)
    back = zext_int(From, y)
    eq_int(x, back) || throw_inexacterror(:trunc, To, x)
    return y
end

rem(x::T, ::Type{T}) where {T<:BitInteger} = x
rem(x::Bool, ::Type{T}) where {T<:BitInteger} = ifelse(x, one(T), zero(T))
rem(x::Bool, ::Type{Bool}) = x
rem(x::BitInteger, ::Type{Bool}) = (x & one(x)) != zero(x)
# x % T for an abstract integer type, as Julia's int.jl: to the same-size
# type of that signedness (typemax(UInt8) % Signed === Int8(-1)), else convert.
rem(x::Integer, T::Type{<:Integer}) = convert(T, x)
rem(x::Signed, ::Type{Signed}) = x
rem(x::Unsigned, ::Type{Unsigned}) = x
rem(x::BitSigned, ::Type{Unsigned}) = rem(x, unsigned(typeof(x)))
rem(x::BitUnsigned, ::Type{Signed}) = rem(x, signed(typeof(x)))
mod(x::Integer, ::Type{T}) where {T<:Integer} = rem(x, T)
unsafe_trunc(::Type{T}, x::Integer) where {T<:Integer} = rem(x, T)

(::Type{T})(x::Bool) where {T<:BitInteger} = ifelse(x, one(T), zero(T))
(::Type{Bool})(x::Bool) = x
function (::Type{Bool})(x::Real)
    x == 0 && return false
    x == 1 && return true
    throw(InexactError(:Bool, Bool, x))
end

# rem(x, T): wrap to the width of T (Julia's x % T).
rem(x::Union{Int16,Int32,Int64,Int128,UInt16,UInt32,UInt64,UInt128}, ::Type{Int8}) = trunc_int(Int8, x)
rem(x::UInt8, ::Type{Int8}) = bitcast(Int8, x)
rem(x::Union{Int32,Int64,Int128,UInt32,UInt64,UInt128}, ::Type{Int16}) = trunc_int(Int16, x)
rem(x::UInt16, ::Type{Int16}) = bitcast(Int16, x)
rem(x::Int8, ::Type{Int16}) = sext_int(Int16, x)
rem(x::UInt8, ::Type{Int16}) = zext_int(Int16, x)
rem(x::Union{Int64,Int128,UInt64,UInt128}, ::Type{Int32}) = trunc_int(Int32, x)
rem(x::UInt32, ::Type{Int32}) = bitcast(Int32, x)
rem(x::Union{Int8,Int16}, ::Type{Int32}) = sext_int(Int32, x)
rem(x::Union{UInt8,UInt16}, ::Type{Int32}) = zext_int(Int32, x)
rem(x::Union{Int128,UInt128}, ::Type{Int64}) = trunc_int(Int64, x)
rem(x::UInt64, ::Type{Int64}) = bitcast(Int64, x)
rem(x::Union{Int8,Int16,Int32}, ::Type{Int64}) = sext_int(Int64, x)
rem(x::Union{UInt8,UInt16,UInt32}, ::Type{Int64}) = zext_int(Int64, x)
rem(x::UInt128, ::Type{Int128}) = bitcast(Int128, x)
rem(x::Union{Int8,Int16,Int32,Int64}, ::Type{Int128}) = sext_int(Int128, x)
rem(x::Union{UInt8,UInt16,UInt32,UInt64}, ::Type{Int128}) = zext_int(Int128, x)
rem(x::Union{Int16,Int32,Int64,Int128,UInt16,UInt32,UInt64,UInt128}, ::Type{UInt8}) = trunc_int(UInt8, x)
rem(x::Int8, ::Type{UInt8}) = bitcast(UInt8, x)
rem(x::Union{Int32,Int64,Int128,UInt32,UInt64,UInt128}, ::Type{UInt16}) = trunc_int(UInt16, x)
rem(x::Int16, ::Type{UInt16}) = bitcast(UInt16, x)
rem(x::Int8, ::Type{UInt16}) = sext_int(UInt16, x)
rem(x::UInt8, ::Type{UInt16}) = zext_int(UInt16, x)
rem(x::Union{Int64,Int128,UInt64,UInt128}, ::Type{UInt32}) = trunc_int(UInt32, x)
rem(x::Int32, ::Type{UInt32}) = bitcast(UInt32, x)
rem(x::Union{Int8,Int16}, ::Type{UInt32}) = sext_int(UInt32, x)
rem(x::Union{UInt8,UInt16}, ::Type{UInt32}) = zext_int(UInt32, x)
rem(x::Union{Int128,UInt128}, ::Type{UInt64}) = trunc_int(UInt64, x)
rem(x::Int64, ::Type{UInt64}) = bitcast(UInt64, x)
rem(x::Union{Int8,Int16,Int32}, ::Type{UInt64}) = sext_int(UInt64, x)
rem(x::Union{UInt8,UInt16,UInt32}, ::Type{UInt64}) = zext_int(UInt64, x)
rem(x::Int128, ::Type{UInt128}) = bitcast(UInt128, x)
rem(x::Union{Int8,Int16,Int32,Int64}, ::Type{UInt128}) = sext_int(UInt128, x)
rem(x::Union{UInt8,UInt16,UInt32,UInt64}, ::Type{UInt128}) = zext_int(UInt128, x)

# Checked conversions between integer types (Julia's toInt8 ... toUInt128).
(::Type{Int8})(x::Union{Int16,Int32,Int64,Int128}) = checked_trunc_sint(Int8, x)
(::Type{Int8})(x::UInt8) = bitcast(Int8, check_top_bit(Int8, x))
(::Type{Int8})(x::Union{UInt16,UInt32,UInt64,UInt128}) = checked_trunc_sint(Int8, check_top_bit(Int8, x))
(::Type{Int16})(x::Int8) = sext_int(Int16, x)
(::Type{Int16})(x::Union{Int32,Int64,Int128}) = checked_trunc_sint(Int16, x)
(::Type{Int16})(x::UInt8) = zext_int(Int16, x)
(::Type{Int16})(x::UInt16) = bitcast(Int16, check_top_bit(Int16, x))
(::Type{Int16})(x::Union{UInt32,UInt64,UInt128}) = checked_trunc_sint(Int16, check_top_bit(Int16, x))
(::Type{Int32})(x::Union{Int8,Int16}) = sext_int(Int32, x)
(::Type{Int32})(x::Union{Int64,Int128}) = checked_trunc_sint(Int32, x)
(::Type{Int32})(x::Union{UInt8,UInt16}) = zext_int(Int32, x)
(::Type{Int32})(x::UInt32) = bitcast(Int32, check_top_bit(Int32, x))
(::Type{Int32})(x::Union{UInt64,UInt128}) = checked_trunc_sint(Int32, check_top_bit(Int32, x))
(::Type{Int64})(x::Union{Int8,Int16,Int32}) = sext_int(Int64, x)
(::Type{Int64})(x::Int128) = checked_trunc_sint(Int64, x)
(::Type{Int64})(x::Union{UInt8,UInt16,UInt32}) = zext_int(Int64, x)
(::Type{Int64})(x::UInt64) = bitcast(Int64, check_top_bit(Int64, x))
(::Type{Int64})(x::UInt128) = checked_trunc_sint(Int64, check_top_bit(Int64, x))
(::Type{Int128})(x::Union{Int8,Int16,Int32,Int64}) = sext_int(Int128, x)
(::Type{Int128})(x::Union{UInt8,UInt16,UInt32,UInt64}) = zext_int(Int128, x)
(::Type{Int128})(x::UInt128) = bitcast(Int128, check_top_bit(Int128, x))
(::Type{UInt8})(x::Int8) = bitcast(UInt8, check_top_bit(UInt8, x))
(::Type{UInt8})(x::Union{Int16,Int32,Int64,Int128}) = checked_trunc_uint(UInt8, check_top_bit(UInt8, x))
(::Type{UInt8})(x::Union{UInt16,UInt32,UInt64,UInt128}) = checked_trunc_uint(UInt8, x)
(::Type{UInt16})(x::Int8) = sext_int(UInt16, check_top_bit(UInt16, x))
(::Type{UInt16})(x::Int16) = bitcast(UInt16, check_top_bit(UInt16, x))
(::Type{UInt16})(x::Union{Int32,Int64,Int128}) = checked_trunc_uint(UInt16, check_top_bit(UInt16, x))
(::Type{UInt16})(x::UInt8) = zext_int(UInt16, x)
(::Type{UInt16})(x::Union{UInt32,UInt64,UInt128}) = checked_trunc_uint(UInt16, x)
(::Type{UInt32})(x::Union{Int8,Int16}) = sext_int(UInt32, check_top_bit(UInt32, x))
(::Type{UInt32})(x::Int32) = bitcast(UInt32, check_top_bit(UInt32, x))
(::Type{UInt32})(x::Union{Int64,Int128}) = checked_trunc_uint(UInt32, check_top_bit(UInt32, x))
(::Type{UInt32})(x::Union{UInt8,UInt16}) = zext_int(UInt32, x)
(::Type{UInt32})(x::Union{UInt64,UInt128}) = checked_trunc_uint(UInt32, x)
(::Type{UInt64})(x::Union{Int8,Int16,Int32}) = sext_int(UInt64, check_top_bit(UInt64, x))
(::Type{UInt64})(x::Int64) = bitcast(UInt64, check_top_bit(UInt64, x))
(::Type{UInt64})(x::Int128) = checked_trunc_uint(UInt64, check_top_bit(UInt64, x))
(::Type{UInt64})(x::Union{UInt8,UInt16,UInt32}) = zext_int(UInt64, x)
(::Type{UInt64})(x::UInt128) = checked_trunc_uint(UInt64, x)
(::Type{UInt128})(x::Union{Int8,Int16,Int32,Int64}) = sext_int(UInt128, check_top_bit(UInt128, x))
(::Type{UInt128})(x::Int128) = bitcast(UInt128, check_top_bit(UInt128, x))
(::Type{UInt128})(x::Union{UInt8,UInt16,UInt32,UInt64}) = zext_int(UInt128, x)

signed(x::Signed) = x
unsigned(x::Unsigned) = x
signed(x::UInt8) = bitcast(Int8, x)
signed(x::UInt16) = bitcast(Int16, x)
signed(x::UInt32) = bitcast(Int32, x)
signed(x::UInt64) = bitcast(Int64, x)
signed(x::UInt128) = bitcast(Int128, x)
unsigned(x::Int8) = bitcast(UInt8, x)
unsigned(x::Int16) = bitcast(UInt16, x)
unsigned(x::Int32) = bitcast(UInt32, x)
unsigned(x::Int64) = bitcast(UInt64, x)
unsigned(x::Int128) = bitcast(UInt128, x)
unsigned(x::Bool) = unsigned(Int(x))
signed(x::Bool) = Int(x)
signed(::Type{T}) where {T<:Signed} = T
unsigned(::Type{T}) where {T<:Unsigned} = T
signed(::Type{UInt8}) = Int8
signed(::Type{UInt16}) = Int16
signed(::Type{UInt32}) = Int32
signed(::Type{UInt64}) = Int64
signed(::Type{UInt128}) = Int128
signed(::Type{Bool}) = Int
unsigned(::Type{Int8}) = UInt8
unsigned(::Type{Int16}) = UInt16
unsigned(::Type{Int32}) = UInt32
unsigned(::Type{Int64}) = UInt64
unsigned(::Type{Int128}) = UInt128
# as Julia's boot.jl (other Real types have their T<:Integer constructors)
(::Type{Signed})(x::Signed) = x
(::Type{Unsigned})(x::Unsigned) = x
(::Type{Signed})(x::UInt8) = Int8(x)
(::Type{Unsigned})(x::Int8) = UInt8(x)
(::Type{Signed})(x::UInt16) = Int16(x)
(::Type{Unsigned})(x::Int16) = UInt16(x)
(::Type{Signed})(x::UInt32) = Int32(x)
(::Type{Unsigned})(x::Int32) = UInt32(x)
(::Type{Signed})(x::UInt64) = Int64(x)
(::Type{Unsigned})(x::Int64) = UInt64(x)
(::Type{Signed})(x::UInt128) = Int128(x)
(::Type{Unsigned})(x::Int128) = UInt128(x)
(::Type{Signed})(x::Union{Float16,Float32,Float64,Bool}) = Int(x)
(::Type{Unsigned})(x::Union{Float16,Float32,Float64,Bool}) = UInt(x)
(::Type{Integer})(x::Integer) = x
(::Type{Integer})(x::Union{Float16,Float32,Float64}) = Int(x)

widen(x::T) where {T<:Number} = convert(widen(T), x)
widen(::Type{Int8}) = Int16
widen(::Type{Int16}) = Int32
widen(::Type{Int32}) = Int64
widen(::Type{Int64}) = Int128
widen(::Type{UInt8}) = UInt16
widen(::Type{UInt16}) = UInt32
widen(::Type{UInt32}) = UInt64
widen(::Type{UInt64}) = UInt128
widemul(x::Number, y::Number) = widen(x) * widen(y)
# a Bool factor multiplies as it is (Bool has no wider type)
widemul(x::Bool, y::Number) = x * y
widemul(x::Number, y::Bool) = x * y
widemul(x::Bool, y::Bool) = x * y

# ---- promotion ------------------------------------------------------------------------

promote_rule(::Type{Int16}, ::Union{Type{Int8},Type{UInt8}}) = Int16
promote_rule(::Type{Int32}, ::Union{Type{Int16},Type{Int8},Type{UInt16},Type{UInt8}}) = Int32
promote_rule(::Type{Int64}, ::Union{Type{Int16},Type{Int32},Type{Int8},Type{UInt16},Type{UInt32},Type{UInt8}}) = Int64
promote_rule(::Type{Int128}, ::Union{Type{Int16},Type{Int32},Type{Int64},Type{Int8},Type{UInt16},Type{UInt32},Type{UInt64},Type{UInt8}}) = Int128
promote_rule(::Type{UInt16}, ::Union{Type{Int8},Type{UInt8}}) = UInt16
promote_rule(::Type{UInt32}, ::Union{Type{Int16},Type{Int8},Type{UInt16},Type{UInt8}}) = UInt32
promote_rule(::Type{UInt64}, ::Union{Type{Int16},Type{Int32},Type{Int8},Type{UInt16},Type{UInt32},Type{UInt8}}) = UInt64
promote_rule(::Type{UInt128}, ::Union{Type{Int16},Type{Int32},Type{Int64},Type{Int8},Type{UInt16},Type{UInt32},Type{UInt64},Type{UInt8}}) = UInt128
# with mixed signedness and same size, Unsigned wins
promote_rule(::Type{UInt8}, ::Type{Int8}) = UInt8
promote_rule(::Type{UInt16}, ::Type{Int16}) = UInt16
promote_rule(::Type{UInt32}, ::Type{Int32}) = UInt32
promote_rule(::Type{UInt64}, ::Type{Int64}) = UInt64
promote_rule(::Type{UInt128}, ::Type{Int128}) = UInt128

# ---- limits ------------------------------------------------------------------------------

typemin(::Type{Int8}) = Int8(-128)
typemax(::Type{Int8}) = Int8(127)
typemin(::Type{UInt8}) = 0x00
typemax(::Type{UInt8}) = 0xff
typemin(::Type{Int16}) = Int16(-32768)
typemax(::Type{Int16}) = Int16(32767)
typemin(::Type{UInt16}) = 0x0000
typemax(::Type{UInt16}) = 0xffff
typemin(::Type{Int32}) = Int32(-2147483648)
typemax(::Type{Int32}) = Int32(2147483647)
typemin(::Type{UInt32}) = 0x00000000
typemax(::Type{UInt32}) = 0xffffffff
typemin(::Type{Int64}) = -9223372036854775807 - 1
typemax(::Type{Int64}) = 9223372036854775807
typemin(::Type{UInt64}) = 0x0000000000000000
typemax(::Type{UInt64}) = 0xffffffffffffffff
typemin(::Type{UInt128}) = zext_int(UInt128, 0x00)
typemax(::Type{UInt128}) = not_int(zext_int(UInt128, 0x00))
typemax(::Type{Int128}) = bitcast(Int128, lshr_int(typemax(UInt128), zext_int(UInt128, 0x01)))
typemin(::Type{Int128}) = not_int(typemax(Int128))
typemin(x::T) where {T<:Real} = typemin(T)
typemax(x::T) where {T<:Real} = typemax(T)

zero(::Type{T}) where {T<:BitInteger} = rem(0, T)
one(::Type{T}) where {T<:BitInteger} = rem(1, T)
zero(x::BitInteger) = zero(typeof(x))
one(x::BitInteger) = one(typeof(x))

# ---- arithmetic ------------------------------------------------------------------------------

-(x::BitInteger) = neg_int(x)
+(x::T, y::T) where {T<:BitInteger} = add_int(x, y)
-(x::T, y::T) where {T<:BitInteger} = sub_int(x, y)
*(x::T, y::T) where {T<:BitInteger} = mul_int(x, y)

/(x::T, y::T) where {T<:Integer} = float(x) / float(y)
inv(x::Integer) = float(one(x)) / float(x)

# ---- comparisons ------------------------------------------------------------------------------

==(x::T, y::T) where {T<:BitInteger} = eq_int(x, y)
!=(x::T, y::T) where {T<:BitInteger} = ne_int(x, y)
<(x::T, y::T) where {T<:BitSigned} = slt_int(x, y)
<=(x::T, y::T) where {T<:BitSigned} = sle_int(x, y)
<(x::T, y::T) where {T<:BitUnsigned} = ult_int(x, y)
<=(x::T, y::T) where {T<:BitUnsigned} = ule_int(x, y)
isless(x::T, y::T) where {T<:BitInteger} = x < y

==(x::Signed, y::Unsigned) = (x >= 0) & (unsigned(x) == y)
==(x::Unsigned, y::Signed) = (y >= 0) & (x == unsigned(y))
<(x::BitSigned, y::BitUnsigned) = (x < 0) | (unsigned(x) < y)
<(x::BitUnsigned, y::BitSigned) = (y >= 0) & (x < unsigned(y))
<=(x::BitSigned, y::BitUnsigned) = (x < 0) | (unsigned(x) <= y)
<=(x::BitUnsigned, y::BitSigned) = (y >= 0) & (x <= unsigned(y))

# ---- sign -------------------------------------------------------------------------------------------

signbit(x::BitSigned) = slt_int(x, zero(x))
signbit(x::Unsigned) = false
flipsign(x::T, y::T) where {T<:BitSigned} = flipsign_int(x, y)
flipsign(x::BitSigned, y::BitSigned) = ifelse(signbit(y), -x, x)
flipsign(x::Signed, y::Float16) = flipsign(x, bitcast(Int16, y))
flipsign(x::Signed, y::Float32) = flipsign(x, bitcast(Int32, y))
flipsign(x::Signed, y::Float64) = flipsign(x, bitcast(Int64, y))
flipsign(x::Signed, y::Real) = flipsign(x, -oftype(x, signbit(y)))
copysign(x::Signed, y::Signed) = flipsign(x, xor(x, y))
copysign(x::Signed, y::Real) = copysign(x, -oftype(x, signbit(y)))

abs(x::Unsigned) = x
abs(x::Signed) = flipsign(x, x)
uabs(x::Integer) = abs(x)
uabs(x::BitSigned) = unsigned(abs(x))

isodd(n::Number) = isreal(n) && isodd(real(n))
isodd(n::Real) = isinteger(n) && !iszero(rem(Integer(n), 2))
isodd(n::Integer) = rem(n, 2) != 0
iseven(n::Number) = isreal(n) && iseven(real(n))
iseven(n::Real) = isinteger(n) && iszero(rem(Integer(n), 2))
iseven(n::Integer) = !isodd(n)

# ---- division -----------------------------------------------------------------------------------------

div(x::T, y::T) where {T<:BitSigned} = checked_sdiv_int(x, y)
div(x::T, y::T) where {T<:BitUnsigned} = checked_udiv_int(x, y)
function rem(x::T, y::T) where {T<:BitSigned}
    # typemin(T) % -1 is 0 in Julia (not an overflow)
    y == -one(T) && return zero(T)
    return checked_srem_int(x, y)
end
rem(x::T, y::T) where {T<:BitUnsigned} = checked_urem_int(x, y)

div(x::BitSigned, y::Unsigned) = flipsign(signed(div(unsigned(abs(x)), y)), x)
div(x::Unsigned, y::BitSigned) = unsigned(flipsign(signed(div(x, unsigned(abs(y)))), y))
rem(x::BitSigned, y::Unsigned) = flipsign(signed(rem(unsigned(abs(x)), y)), x)
rem(x::Unsigned, y::BitSigned) = rem(x, unsigned(abs(y)))

fld(x::T, y::T) where {T<:Unsigned} = div(x, y)
function fld(x::T, y::T) where {T<:Integer}
    d = div(x, y)
    return d - ifelse(signbit(xor(x, y)) & (d * y != x), one(T), zero(T))
end
cld(x::T, y::T) where {T<:Unsigned} = div(x, y) + ifelse(rem(x, y) != zero(T), one(T), zero(T))
function cld(x::T, y::T) where {T<:Integer}
    d = div(x, y)
    return d + ifelse(((x > 0) == (y > 0)) & (d * y != x), one(T), zero(T))
end

function mod(x::T, y::T) where {T<:Integer}
    y == -1 && return T(0)   # avoid potential overflow in fld
    return x - fld(x, y) * y
end
mod(x::T, y::T) where {T<:Unsigned} = rem(x, y)
mod(x::BitSigned, y::Unsigned) = rem(y + unsigned(rem(x, y)), y)
mod(x::Unsigned, y::Signed) = rem(y + signed(rem(x, y)), y)

# ---- bit operations -------------------------------------------------------------------------------

~(x::BitInteger) = not_int(x)
(&)(x::T, y::T) where {T<:BitInteger} = and_int(x, y)
(|)(x::T, y::T) where {T<:BitInteger} = or_int(x, y)
xor(x::T, y::T) where {T<:BitInteger} = xor_int(x, y)

# Mixed-type integer arithmetic and bit operations wrap each operand to the
# promoted type (x % T) rather than converting it, as Julia's int.jl does
# (issue #15489: integer ops are unchecked, so promotion must not check
# either): UInt64(1) * -1 === typemax(UInt64), Int8(-12) * UInt(5) wraps.
function +(a::Integer, b::Integer)
    T = promote_typeof(a, b)
    aT, bT = a % T, b % T
    not_sametype((a, b), (aT, bT))
    return aT + bT
end
function -(a::Integer, b::Integer)
    T = promote_typeof(a, b)
    aT, bT = a % T, b % T
    not_sametype((a, b), (aT, bT))
    return aT - bT
end
function *(a::Integer, b::Integer)
    T = promote_typeof(a, b)
    aT, bT = a % T, b % T
    not_sametype((a, b), (aT, bT))
    return aT * bT
end
function (&)(a::Integer, b::Integer)
    T = promote_typeof(a, b)
    aT, bT = a % T, b % T
    not_sametype((a, b), (aT, bT))
    return aT & bT
end
function (|)(a::Integer, b::Integer)
    T = promote_typeof(a, b)
    aT, bT = a % T, b % T
    not_sametype((a, b), (aT, bT))
    return aT | bT
end
function xor(a::Integer, b::Integer)
    T = promote_typeof(a, b)
    aT, bT = a % T, b % T
    not_sametype((a, b), (aT, bT))
    return xor(aT, bT)
end

bswap(x::Union{Int8,UInt8,Bool}) = x
bswap(x::Union{Int16,UInt16,Int32,UInt32,Int64,UInt64,Int128,UInt128}) = bswap_int(x)

count_ones(x::BitInteger) = rem(ctpop_int(x), Int)
leading_zeros(x::BitInteger) = rem(ctlz_int(x), Int)
trailing_zeros(x::BitInteger) = rem(cttz_int(x), Int)
count_zeros(x::Integer) = count_ones(~x)
leading_ones(x::Integer) = leading_zeros(~x)
trailing_ones(x::Integer) = trailing_zeros(~x)
top_set_bit(x::BitInteger) = 8 * sizeof(x) - leading_zeros(x)

ispow2(x::Integer) = x > 0 && count_ones(x) == 1

# Shifts. The intrinsics follow LLVM (count < width); these methods give
# Julia's results for every count: x << n == 0 and x >>> n == 0 for
# n >= width, x >> n is 0 or -1, and a negative count shifts the other way.
function <<(x::T, y::UInt64) where {T<:BitInteger}
    n = _nbits(T)
    return ifelse(y < n, shl_int(x, rem(y & (n - 0x0000000000000001), T)), zero(T))
end
function >>>(x::T, y::UInt64) where {T<:BitInteger}
    n = _nbits(T)
    return ifelse(y < n, lshr_int(x, rem(y & (n - 0x0000000000000001), T)), zero(T))
end
function >>(x::T, y::UInt64) where {T<:BitSigned}
    n = _nbits(T)
    return ashr_int(x, rem(ifelse(y < n, y, n - 0x0000000000000001), T))
end
>>(x::T, y::UInt64) where {T<:BitUnsigned} = x >>> y

_shiftcount(y::BitUnsigned64) = rem(y, UInt64)
_shiftcount(y::UInt128) = ifelse(y > rem(0xff, UInt128), 0x00000000000000ff, rem(y, UInt64))

<<(x::BitInteger, y::BitUnsigned) = x << _shiftcount(y)
>>(x::BitInteger, y::BitUnsigned) = x >> _shiftcount(y)
>>>(x::BitInteger, y::BitUnsigned) = x >>> _shiftcount(y)

<<(x::BitInteger, y::Int64) = ifelse(0 <= y, x << unsigned(y), x >> unsigned(-y))
>>(x::BitInteger, y::Int64) = ifelse(0 <= y, x >> unsigned(y), x << unsigned(-y))
>>>(x::BitInteger, y::Int64) = ifelse(0 <= y, x >>> unsigned(y), x << unsigned(-y))
<<(x::BitInteger, y::BitSignedSmall) = x << rem(y, Int64)
>>(x::BitInteger, y::BitSignedSmall) = x >> rem(y, Int64)
>>>(x::BitInteger, y::BitSignedSmall) = x >>> rem(y, Int64)
_clamp_count(y::Int128) = ifelse(y > rem(255, Int128), 255, ifelse(y < rem(-255, Int128), -255, rem(y, Int64)))
<<(x::BitInteger, y::Int128) = x << _clamp_count(y)
>>(x::BitInteger, y::Int128) = x >> _clamp_count(y)
>>>(x::BitInteger, y::Int128) = x >>> _clamp_count(y)
<<(x::BitInteger, y::Bool) = x << rem(y, UInt64)
>>(x::BitInteger, y::Bool) = x >> rem(y, UInt64)
>>>(x::BitInteger, y::Bool) = x >>> rem(y, UInt64)

bitrotate(x::T, k::Integer) where {T<:BitInteger} =
    (x << ((Int(_nbits(T)) - 1) & k)) | (x >>> ((Int(_nbits(T)) - 1) & -k))

# ---- checked arithmetic (Base.Checked) ----------------------------------------------------------

function throw_overflowerr_binaryop(op, x, y)
    throw(OverflowError(string(x, " ", op, " ", y, " overflowed for type ", typeof(x))))
end
function throw_overflowerr_negation(x)
    throw(OverflowError(string("checked arithmetic: cannot compute -x for x = ", x, "::", typeof(x))))
end

function checked_add(x::T, y::T) where {T<:BitSigned}
    r = x + y
    (xor(x, r) & xor(y, r)) < zero(T) && throw_overflowerr_binaryop(:+, x, y)
    return r
end
function checked_add(x::T, y::T) where {T<:BitUnsigned}
    r = x + y
    r < x && throw_overflowerr_binaryop(:+, x, y)
    return r
end
function checked_sub(x::T, y::T) where {T<:BitSigned}
    r = x - y
    (xor(x, y) & xor(x, r)) < zero(T) && throw_overflowerr_binaryop(:-, x, y)
    return r
end
function checked_sub(x::T, y::T) where {T<:BitUnsigned}
    x < y && throw_overflowerr_binaryop(:-, x, y)
    return x - y
end
function checked_mul(x::T, y::T) where {T<:BitSigned}
    r = x * y
    if x != zero(T)
        if (x == -one(T) && y == typemin(T)) || (y == -one(T) && x == typemin(T)) || div(r, x) != y
            throw_overflowerr_binaryop(:*, x, y)
        end
    end
    return r
end
function checked_mul(x::T, y::T) where {T<:BitUnsigned}
    r = x * y
    (x != zero(T) && div(r, x) != y) && throw_overflowerr_binaryop(:*, x, y)
    return r
end
function checked_neg(x::T) where {T<:BitSigned}
    x == typemin(T) && throw_overflowerr_negation(x)
    return -x
end
function checked_neg(x::T) where {T<:BitUnsigned}
    x != zero(T) && throw_overflowerr_negation(x)
    return x
end
function checked_abs(x::T) where {T<:BitSigned}
    x == typemin(T) && throw(OverflowError(string("checked arithmetic: cannot compute |x| for x = ", x, "::", T)))
    return abs(x)
end
checked_abs(x::Unsigned) = x
checked_abs(x::Bool) = x
checked_div(x::T, y::T) where {T<:Integer} = div(x, y)
checked_rem(x::T, y::T) where {T<:Integer} = rem(x, y)
checked_fld(x::T, y::T) where {T<:Integer} = fld(x, y)
checked_mod(x::T, y::T) where {T<:Integer} = mod(x, y)
checked_cld(x::T, y::T) where {T<:Integer} = cld(x, y)
# (result, overflowed) with the result wrapped around, as Julia's checked.jl.
function add_with_overflow(x::T, y::T) where {T<:BitSigned}
    r = x + y
    return (r, (xor(x, r) & xor(y, r)) < zero(T))
end
add_with_overflow(x::T, y::T) where {T<:BitUnsigned} = (x + y, x + y < x)
function sub_with_overflow(x::T, y::T) where {T<:BitSigned}
    r = x - y
    return (r, (xor(x, y) & xor(x, r)) < zero(T))
end
sub_with_overflow(x::T, y::T) where {T<:BitUnsigned} = (x - y, x < y)
function mul_with_overflow(x::T, y::T) where {T<:BitSigned}
    r = x * y
    o = x != zero(T) && ((x == -one(T) && y == typemin(T)) || (y == -one(T) && x == typemin(T)) || div(r, x) != y)
    return (r, o)
end
function mul_with_overflow(x::T, y::T) where {T<:BitUnsigned}
    r = x * y
    return (r, x != zero(T) && div(r, x) != y)
end
add_with_overflow(x::Bool, y::Bool) = (x + y, false)
sub_with_overflow(x::Bool, y::Bool) = (x - y, false)
mul_with_overflow(x::Bool, y::Bool) = (x * y, false)
checked_add(x::Integer, y::Integer) = checked_add(promote(x, y)...)
checked_sub(x::Integer, y::Integer) = checked_sub(promote(x, y)...)
checked_mul(x::Integer, y::Integer) = checked_mul(promote(x, y)...)
checked_add(x::Bool, y::Bool) = Int(x) + Int(y)

# This file is a part of Kiln's Base library.
#
# rational.jl — Rational{T} and //, as Julia's base/rational.jl: values kept
# in lowest terms with a positive denominator (1//0 is allowed, 0//0 is
# not), checked arithmetic (OverflowError), comparison with integers and
# floats, conversion, and show (`3//4`).

struct _UnsafeRational end

struct Rational{T<:Integer} <: Real
    num::T
    den::T
    # unchecked: num and den already in canonical form
    Rational{T}(num::T, den::T, ::_UnsafeRational) where {T<:Integer} = new{T}(num, den)
end
_unsafe_rational(num::T, den::T) where {T<:Integer} = Rational{T}(num, den, _UnsafeRational())

function _throw_zero_rational(::Type{T}) where {T}
    throw(ArgumentError(string("invalid rational: zero(", T, ")//zero(", T, ")")))
end

function _checked_rational(num::T, den::T) where {T<:Integer}
    iszero(den) && iszero(num) && _throw_zero_rational(T)
    if signbit(den)
        den = checked_neg(den)
        num = checked_neg(num)
    end
    g = gcd(num, den)
    if !iszero(g)
        num = div(num, g)
        den = div(den, g)
    end
    return _unsafe_rational(num, den)
end

_unsafe_rational(::Type{T}, num, den) where {T<:Integer} = Rational{T}(num, den, _UnsafeRational())

# As Julia 1.10's checked_den: a negative denominator's sign moves to the
# numerator, an OverflowError for typemin.
function checked_den(::Type{T}, num::T, den::T) where {T<:Integer}
    if signbit(den)
        den = -den
        signbit(den) && throw(OverflowError(string("rational numerator is typemin(", typeof(den), ")")))
        num = checked_neg(num)   # (typemin(T)//-1 does not fit T)
    end
    return _unsafe_rational(T, num, den)
end
checked_den(num::T, den::T) where {T<:Integer} = checked_den(T, num, den)
checked_den(num::Integer, den::Integer) = checked_den(promote(num, den)...)

# Rational{T}(num, den) as Julia 1.10's: divided by the gcd of the
# magnitudes first (so Rational{Int16}(500000, 1000000) is 1//2), then
# converted to T; a negative value of an unsigned T is an InexactError.
function Rational{T}(num::Integer, den::Integer) where {T<:Integer}
    iszero(den) && iszero(num) && _throw_zero_rational(T)
    if T <: Union{Unsigned,Bool}
        if !iszero(num) && (signbit(den) ⊻ signbit(num))
            throw(InexactError(:Rational, Rational{T}, num))
        end
        r_unum, r_uden = _divgcd(uabs(num), uabs(den))
        return _unsafe_rational(T, promote(T(r_unum), T(r_uden))...)
    else
        r_num, r_den = _divgcd(num, den)
        return checked_den(T, promote(T(r_num), T(r_den))...)
    end
end
Rational(num::T, den::T) where {T<:Integer} = Rational{T}(num, den)
Rational(num::Integer, den::Integer) = Rational(promote(num, den)...)
Rational(n::T) where {T<:Integer} = _unsafe_rational(n, one(T))
Rational{T}(n::Integer) where {T<:Integer} = _unsafe_rational(T, T(n), T(one(n)))
Rational{T}(x::Rational) where {T<:Integer} = _unsafe_rational(T, convert(T, x.num), convert(T, x.den))
Rational(x::Rational) = x

//(n::Integer, d::Integer) = Rational(n, d)
# An array over a number: each element (Julia's rational.jl).
//(X::AbstractArray, y::Number) = X .// y
function //(x::Rational, y::Integer)
    xn, yn = _divgcd(promote(x.num, y)...)
    return _checked_rational(promote(xn, checked_mul(x.den, yn))...)
end
function //(x::Integer, y::Rational)
    xn, yn = _divgcd(promote(x, y.num)...)
    return _checked_rational(promote(checked_mul(xn, y.den), yn)...)
end
function //(x::Rational, y::Rational)
    xn, yn = _divgcd(promote(x.num, y.num)...)
    xd, yd = _divgcd(promote(x.den, y.den)...)
    return _checked_rational(promote(checked_mul(xn, yd), checked_mul(xd, yn))...)
end

# As Julia's divgcd: both zero divides by gcd 0, a DivideError (so
# 1//0 - 1//0 and 1//0 * 0 throw DivideError as in Julia).
function _divgcd(x::TX, y::TY) where {TX<:Integer,TY<:Integer}
    g = gcd(uabs(x), uabs(y))
    return (convert(TX, div(x, g)), convert(TY, div(y, g)))
end

numerator(x::Integer) = x
denominator(x::Integer) = one(x)
numerator(x::Rational) = x.num
denominator(x::Rational) = x.den

convert(::Type{Rational{T}}, x::Rational{T}) where {T<:Integer} = x
convert(::Type{Rational{T}}, x::Rational) where {T<:Integer} = Rational{T}(x)
convert(::Type{Rational{T}}, x::Integer) where {T<:Integer} = Rational{T}(x)
convert(::Type{Rational}, x::Integer) = Rational(x)
convert(::Type{Rational}, x::Rational) = x

promote_rule(::Type{Rational{T}}, ::Type{S}) where {T<:Integer,S<:Integer} = Rational{promote_type(T, S)}
promote_rule(::Type{Rational{T}}, ::Type{Rational{S}}) where {T<:Integer,S<:Integer} = Rational{promote_type(T, S)}
promote_rule(::Type{Rational{T}}, ::Type{S}) where {T<:Integer,S<:AbstractFloat} = promote_type(T, S)

(::Type{T})(x::Rational) where {T<:AbstractFloat} = convert(T, x.num) / convert(T, x.den)
(::Type{T})(x::Rational) where {T<:IEEEFloat} = convert(T, x.num) / convert(T, x.den)
convert(::Type{T}, x::Rational) where {T<:AbstractFloat} = T(x)
float(x::Rational) = float(x.num) / float(x.den)
float(::Type{Rational{T}}) where {T<:Integer} = float(T)
(::Type{T})(x::Rational) where {T<:Integer} = _rational_to_int(T, x)
(::Type{T})(x::Rational) where {T<:Union{Bool,BitInteger}} = _rational_to_int(T, x)
function _rational_to_int(::Type{T}, x::Rational) where {T<:Integer}
    isone(x.den) || throw(InexactError(nameof(T), T, x))
    return convert(T, x.num)
end
Bool(x::Rational) = x == 0 ? false : x == 1 ? true : throw(InexactError(:Bool, Bool, x))

widen(::Type{Rational{T}}) where {T} = Rational{widen(T)}
zero(::Type{Rational{T}}) where {T<:Integer} = _unsafe_rational(zero(T), one(T))
one(::Type{Rational{T}}) where {T<:Integer} = _unsafe_rational(one(T), one(T))
zero(x::Rational) = zero(typeof(x))
one(x::Rational) = one(typeof(x))
iszero(x::Rational) = iszero(x.num)
isone(x::Rational) = isone(x.num) & isone(x.den)
isinteger(x::Rational) = isone(x.den)
ispow2(x::Rational) = ispow2(x.num) & ispow2(x.den)
isfinite(x::Rational) = !iszero(x.den)
isinf(x::Rational) = iszero(x.den)
isnan(x::Rational) = false
typemin(::Type{Rational{T}}) where {T<:Signed} = _unsafe_rational(-one(T), zero(T))
typemin(::Type{Rational{T}}) where {T<:Integer} = _unsafe_rational(zero(T), one(T))
typemax(::Type{Rational{T}}) where {T<:Integer} = _unsafe_rational(one(T), zero(T))
sign(x::Rational) = oftype(x, sign(x.num))
signbit(x::Rational) = signbit(x.num)
abs(x::Rational) = _unsafe_rational(checked_abs(x.num), x.den)
function inv(x::Rational{T}) where {T}
    iszero(x.num) && return _unsafe_rational(one(T), zero(T))
    return checked_den(x.den, x.num)
end

-(x::Rational) = _unsafe_rational(checked_neg(x.num), x.den)
-(x::Rational{T}) where {T<:Unsigned} = iszero(x.num) ? x : throw(OverflowError("cannot negate unsigned number"))
# Infinity plus itself is itself, as Julia's rational.jl (1//0 + 1//0 is
# 1//0); opposite infinities reach divgcd(0, 0), a DivideError.
function +(x::Rational, y::Rational)
    xp, yp = promote(x, y)
    isinf(x) && x == y && return xp
    xd, yd = _divgcd(promote(x.den, y.den)...)
    return _checked_rational(checked_add(checked_mul(x.num, yd), checked_mul(y.num, xd)), checked_mul(x.den, yd))
end
function -(x::Rational, y::Rational)
    xp, yp = promote(x, y)
    isinf(x) && x == -y && return xp
    xd, yd = _divgcd(promote(x.den, y.den)...)
    return _checked_rational(checked_sub(checked_mul(x.num, yd), checked_mul(y.num, xd)), checked_mul(x.den, yd))
end
function *(x::Rational, y::Rational)
    xn, yd = _divgcd(promote(x.num, y.den)...)
    xd, yn = _divgcd(promote(x.den, y.num)...)
    return _unsafe_rational(checked_mul(xn, yn), checked_mul(xd, yd))
end
/(x::Rational, y::Rational) = x // y
/(x::Rational, y::Integer) = x // y
/(x::Integer, y::Rational) = x // y
+(x::Rational, y::Integer) = x + Rational(y)
+(x::Integer, y::Rational) = Rational(x) + y
-(x::Rational, y::Integer) = x - Rational(y)
-(x::Integer, y::Rational) = Rational(x) - y
*(x::Rational, y::Integer) = x * Rational(y)
*(x::Integer, y::Rational) = Rational(x) * y
# checked products (Julia's power_by_squaring): (1//2)^63 overflows
^(x::Rational, n::Integer) = n >= 0 ? power_by_squaring(x, n) : power_by_squaring(inv(x), -n)
^(x::Rational, y::AbstractFloat) = float(x)^y
div(x::Rational, y::Rational) = div(x.num * y.den, x.den * y.num)
fld(x::Rational, y::Rational) = fld(x.num * y.den, x.den * y.num)
cld(x::Rational, y::Rational) = cld(x.num * y.den, x.den * y.num)
rem(x::Rational, y::Rational) = x - div(x, y) * y
mod(x::Rational, y::Rational) = x - fld(x, y) * y

==(x::Rational, y::Rational) = (x.den == y.den) & (x.num == y.num)
==(x::Rational, y::Integer) = isone(x.den) & (x.num == y)
==(x::Integer, y::Rational) = y == x
==(x::Rational, y::AbstractFloat) = isfinite(y) ? (iszero(x.den) ? false : x.num == y * x.den && isinteger(y * x.den)) : (iszero(x.den) && signbit(x.num) == signbit(y) && !isnan(y))
==(x::AbstractFloat, y::Rational) = y == x
<(x::Rational, y::Rational) = iszero(x.den) || iszero(y.den) ? float(x) < float(y) :
                               widemul(x.num, y.den) < widemul(x.den, y.num)
<=(x::Rational, y::Rational) = iszero(x.den) || iszero(y.den) ? float(x) <= float(y) :
                                widemul(x.num, y.den) <= widemul(x.den, y.num)
<(x::Rational, y::Integer) = x < Rational(y)
<(x::Integer, y::Rational) = Rational(x) < y
<=(x::Rational, y::Integer) = x <= Rational(y)
<=(x::Integer, y::Rational) = Rational(x) <= y
<(x::Rational, y::AbstractFloat) = float(x) < y
<(x::AbstractFloat, y::Rational) = x < float(y)
<=(x::Rational, y::AbstractFloat) = float(x) <= y
<=(x::AbstractFloat, y::Rational) = x <= float(y)
isless(x::Rational, y::Rational) = x < y
cmp(x::Rational, y::Rational) = x < y ? -1 : x == y ? 0 : 1
decompose(x::Rational) = numerator(x), 0, denominator(x)
# Julia 1.10's streamlined hash of a small rational (hashing.jl); a wider
# one hashes through decompose, as every Real
function hash(x::Rational{<:BitInteger64}, h::UInt)
    num, den = numerator(x), denominator(x)
    den == 1 && return hash(num, h)
    den == 0 && return hash(ifelse(num > 0, Inf, -Inf), h)
    if isodd(den)
        pow = trailing_zeros(num)
        num >>= pow
    else
        pow = trailing_zeros(den)
        den >>= pow
        pow = -pow
        if den == 1 && abs(num) < 9007199254740992
            return hash(ldexp(Float64(num), pow), h)
        end
    end
    h = hash_integer(den, h)
    h = hash_integer(pow, h)
    h = hash_integer(num, h)
    return h
end

# Rounding as Julia 1.10's rational.jl: the integer quotient rounded by
# the mode, converted to T; an infinite rational rounds to itself for a
# non-integer T (and to ±Inf for a float T), a DivideError for an integer T.
function round(::Type{T}, x::Rational{Tr}, r::RoundingMode=RoundNearest) where {T,Tr}
    if iszero(denominator(x)) && !(T <: Integer)
        return convert(T, copysign(_unsafe_rational(one(Tr), zero(Tr)), numerator(x)))
    end
    convert(T, div(numerator(x), denominator(x), r))
end
function round(::Type{T}, x::Rational{Bool}, ::RoundingMode=RoundNearest) where {T}
    if denominator(x) == false && (T <: Union{Integer,Bool})
        throw(DivideError())
    end
    convert(T, x)
end
# (and for a float T, not ambiguous with float.jl's round(::Type{T}, ::Real))
round(::Type{T}, x::Rational) where {T<:AbstractFloat} = round(T, x, RoundNearest)
round(::Type{T}, x::Rational{Bool}) where {T<:AbstractFloat} = round(T, x, RoundNearest)
trunc(::Type{T}, x::Rational) where {T<:AbstractFloat} = round(T, x, RoundToZero)
floor(::Type{T}, x::Rational) where {T<:AbstractFloat} = round(T, x, RoundDown)
ceil(::Type{T}, x::Rational) where {T<:AbstractFloat} = round(T, x, RoundUp)
trunc(::Type{T}, x::Rational) where {T} = round(T, x, RoundToZero)
floor(::Type{T}, x::Rational) where {T} = round(T, x, RoundDown)
ceil(::Type{T}, x::Rational) where {T} = round(T, x, RoundUp)
round(x::Rational, r::RoundingMode=RoundNearest) = round(typeof(x), x, r)
trunc(x::Rational) = round(x, RoundToZero)
floor(x::Rational) = round(x, RoundDown)
ceil(x::Rational) = round(x, RoundUp)

function show(io::IO, x::Rational)
    show(io, numerator(x))
    print(io, "//")
    show(io, denominator(x))
end

# (Julia has no Rational{T}(::Number) fallback, so a user's
# `(T::Type{<:Real})(x::MyReal)` is not ambiguous with one.)

# ---- completeness (Julia 1.10 base/rational.jl) ---------------------------------------------

"""
    Base.divgcd(x, y)

`x` and `y` divided by their greatest common divisor.
"""
divgcd(x::Integer, y::Integer) = _divgcd(promote(x, y)...)

# The exact value of a float as a Rational: rationalize with tol=0, then
# an InexactError unless it converts back (Julia's Rational{T}(x)).
function Rational{T}(x::AbstractFloat) where {T<:Integer}
    r = rationalize(T, x, 0)
    x == convert(typeof(x), r) || throw(InexactError(:Rational, Rational{T}, x))
    return r
end
Rational(x::Float64) = Rational{Int64}(x)
Rational(x::Float32) = Rational{Int}(x)
Rational(x::Float16) = Rational{Int}(x)
convert(::Type{Rational{T}}, x::AbstractFloat) where {T<:Integer} = Rational{T}(x)
convert(::Type{Rational}, x::AbstractFloat) = Rational(x)

function -(x::Rational{T}) where {T<:Union{Int8,Int16,Int32,Int64,Int128}}
    x.num == typemin(T) && throw(OverflowError(string("rational numerator is typemin(", T, ")")))
    return _unsafe_rational(-x.num, x.den)
end
^(x::Number, y::Rational) = x^(y.num / y.den)
^(x::T, y::Rational) where {T<:AbstractFloat} = x^convert(T, y)
^(x::Rational, y::Rational) = float(x)^(y.num / y.den)
copysign(x::Rational, y::Real) = copysign(x.num, y) // x.den
copysign(x::Rational, y::Rational) = copysign(x.num, y.num) // x.den
fma(x::Rational, y::Rational, z::Rational) = x * y + z

gcd(x::Rational) = _unsafe_rational(checked_abs(x.num), x.den)
lcm(x::Rational) = _unsafe_rational(checked_abs(x.num), x.den)
gcd(x::Rational, y::Rational) = gcd(x.num, y.num) // lcm(x.den, y.den)
lcm(x::Rational, y::Rational) = lcm(x.num, y.num) // gcd(x.den, y.den)
gcd(x::Rational, y::Integer) = gcd(x, Rational(y))
gcd(x::Integer, y::Rational) = gcd(Rational(x), y)
lcm(x::Rational, y::Integer) = lcm(x, Rational(y))
lcm(x::Integer, y::Rational) = lcm(Rational(x), y)
function gcdx(x::Rational, y::Rational)
    c = gcd(x, y)
    if iszero(c.num)
        a, b = one(c.num), c.num
    elseif iszero(c.den)
        a = ifelse(iszero(x.den), one(c.den), c.den)
        b = ifelse(iszero(y.den), one(c.den), c.den)
    else
        _, a, b = gcdx(div(x.num, c.num) * div(c.den, x.den), div(y.num, c.num) * div(c.den, y.den))
    end
    return (c, a, b)
end

"""
    rationalize([T<:Integer=Int,] x; tol::Real=eps(x))

The simplest `Rational{T}` within `tol` of the float `x`: the continued
fraction's convergents, then the best semiconvergent (Julia's algorithm,
base/rational.jl).
"""
function rationalize(::Type{T}, x::Union{AbstractFloat,Rational,Integer}, tol::Real) where {T<:Integer}
    tol < 0 && throw(ArgumentError(string("negative tolerance ", tol)))
    T <: Unsigned && x < 0 && throw(OverflowError("cannot negate unsigned number"))
    isnan(x) && return T(x) // one(T)
    isinf(x) && return (x < 0 ? -one(T) : one(T)) // zero(T)
    # convergents p//q (current) and pp//qq (previous)
    p = x < 0 ? -one(T) : one(T)
    q = zero(T)
    pp = zero(T)
    qq = one(T)
    x = abs(x)
    a = trunc(x)
    r = x - a
    y = one(x)
    tolx = oftype(x, tol)
    nt = tolx
    t = zero(tolx)
    tt = tolx
    while r > nt
        ok, np, nq = _rat_step(T, a, p, q, pp, qq)
        ok || return p // q
        pp, p = p, np
        qq, q = q, nq
        # keep x as the ratio x/y to stay exact
        x, y = y, r
        a, r = divrem(x, y)
        t, tt = nt, t
        nt = a * t + tt
    end
    a = cld(x - tt, y + t)
    ok, np, nq = _rat_step(T, a, p, q, pp, qq)
    ok || return p // q
    return np // nq
end
# a*p + pp and a*q + qq, or false when they overflow T
function _rat_step(::Type{T}, a, p, q, pp, qq) where {T}
    try
        ia = convert(T, a)
        return (true, checked_add(checked_mul(ia, p), pp), checked_add(checked_mul(ia, q), qq))
    catch e
        (e isa InexactError || e isa OverflowError) || rethrow()
        return (false, p, q)
    end
end
rationalize(::Type{T}, x::AbstractFloat; tol::Real=eps(x)) where {T<:Integer} = rationalize(T, x, tol)::Rational{T}
rationalize(x::AbstractFloat; kvs...) = rationalize(Int, x; kvs...)
rationalize(::Type{T}, x::Union{Rational,Integer}; tol::Real=0) where {T<:Integer} = rationalize(T, x, tol)::Rational{T}
rationalize(x::Union{Rational,Integer}) = rationalize(Int, x)

"""
    bitreverse(x)

`x` with its bits in reverse order.
"""
function bitreverse(x::T) where {T<:Union{Int8,Int16,Int32,Int64,Int128,UInt8,UInt16,UInt32,UInt64,UInt128}}
    u = unsigned(x)
    r = zero(u)
    for i in 1:8 * sizeof(u)
        r = (r << 1) | (u & one(u))
        u >>= 1
    end
    return r % T
end
bitreverse(x::Bool) = x

# parse(Rational{T}, "n/d") and "n//d", as Julia 1.10's rational.jl
function parse(::Type{Rational{T}}, s::AbstractString) where {T<:Integer}
    ss = split(s, '/'; limit=2)
    if isone(length(ss))
        return Rational{T}(parse(T, s))
    end
    ns, ds = ss[1], ss[2]
    if startswith(ds, '/')
        ds = chop(ds; head=1, tail=0)
    end
    n = parse(T, ns)
    d = parse(T, ds)
    return n // d
end

write(s::IO, z::Rational) = write(s, numerator(z), denominator(z))
read(s::IO, ::Type{Rational{T}}) where {T<:Integer} = read(s, T) // read(s, T)

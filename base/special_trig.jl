# This file is a part of Kiln's Base library.
#
# special_trig.jl — sin, cos, sincos and tan of Float64 and Float32 as
# Julia 1.10's base/special/trig.jl and rem_pio2.jl compute them (FDLIBM's
# kernels on [-π/4, π/4] after a Cody–Waite or Payne–Hanek reduction by
# π/2), so that results are Julia's to the last bit; asin as Julia's too.
#
# The kernels and the reduction are based on FDLIBM:
# Copyright (C) 1993 by Sun Microsystems, Inc. All rights reserved.
# Developed at SunPro, a Sun Microsystems, Inc. business. Permission to
# use, copy, modify, and distribute this software is freely granted,
# provided that this notice is preserved.

struct _DoubleFloat64
    hi::Float64
    lo::Float64
end
struct _DoubleFloat32
    hi::Float64
end

@inline _highword(x::Float64) = _highword(reinterpret(UInt64, x))
@inline _highword(x::UInt64) = (x >>> 32) % UInt32
@inline _poshighword(x::Float64) = _highword(x) & 0x7fffffff

# sin(x) ≈ x + S1*x³ + … + S6*x¹³ on [0, π/4]
@inline function _sin_kernel(y::_DoubleFloat64)
    y² = y.hi * y.hi
    y⁴ = y² * y²
    r = evalpoly(y², (8.33333333332248946124e-03, -1.98412698298579493134e-04, 2.75573137070700676789e-06)) +
        y² * y⁴ * evalpoly(y², (-2.50507602534068634195e-08, 1.58969099521155010221e-10))
    y³ = y² * y.hi
    y.hi - ((y² * (0.5 * y.lo - y³ * r) - y.lo) - y³ * -1.66666666666666324348e-01)
end
@inline function _sin_kernel(y::Float64)
    y² = y * y
    y⁴ = y² * y²
    r = evalpoly(y², (8.33333333332248946124e-03, -1.98412698298579493134e-04, 2.75573137070700676789e-06)) +
        y² * y⁴ * evalpoly(y², (-2.50507602534068634195e-08, 1.58969099521155010221e-10))
    y³ = y² * y
    y + y³ * (-1.66666666666666324348e-01 + y² * r)
end
@inline _sin_kernel(x::Float32) = _sin_kernel(_DoubleFloat32(x))
@inline function _sin_kernel(y::_DoubleFloat32)
    z = y.hi * y.hi
    w = z * z
    r = evalpoly(z, (-0.00019839334836096632, 2.718311493989822e-6))
    s = z * y.hi
    Float32((y.hi + s * evalpoly(z, (-0.16666666641626524, 0.008333329385889463))) + s * w * r)
end

@inline function _cos_kernel(y::_DoubleFloat64)
    y² = y.hi * y.hi
    y⁴ = y² * y²
    r = y² * evalpoly(y², (4.16666666666666019037e-02, -1.38888888888741095749e-03, 2.48015872894767294178e-05)) +
        y⁴ * y⁴ * evalpoly(y², (-2.75573143513906633035e-07, 2.08757232129817482790e-09, -1.13596475577881948265e-11))
    half_y² = 0.5 * y²
    w = 1.0 - half_y²
    w + (((1.0 - w) - half_y²) + (y² * r - y.hi * y.lo))
end
@inline function _cos_kernel(y::Float64)
    y² = y * y
    y⁴ = y² * y²
    r = y² * evalpoly(y², (4.16666666666666019037e-02, -1.38888888888741095749e-03, 2.48015872894767294178e-05)) +
        y⁴ * y⁴ * evalpoly(y², (-2.75573143513906633035e-07, 2.08757232129817482790e-09, -1.13596475577881948265e-11))
    half_y² = 0.5 * y²
    w = 1.0 - half_y²
    w + (((1.0 - w) - half_y²) + (y² * r))
end
@inline _cos_kernel(x::Float32) = _cos_kernel(_DoubleFloat32(x))
@inline function _cos_kernel(y::_DoubleFloat32)
    y² = y.hi * y.hi
    y⁴ = y² * y²
    r = evalpoly(y², (-0.001388676377460993, 2.439044879627741e-5))
    Float32(((1.0 + y² * -0.499999997251031) + y⁴ * 0.04166662332373906) + (y⁴ * y²) * r)
end

# ---- reduction by π/2 (rem_pio2.jl) ---------------------------------------------------------

# the bits of 2/π … as 64-bit words (after the binary point of 1/(2π))
const INV_2PI = (
    0x28be_60db_9391_054a, 0x7f09_d5f4_7d4d_3770, 0x36d8_a566_4f10_e410,
    0x7f94_58ea_f7ae_f158, 0x6dc9_1b8e_9093_74b8, 0x0192_4bba_8274_6487,
    0x3f87_7ac7_2c4a_69cf, 0xba20_8d7d_4bae_d121, 0x3a67_1c09_ad17_df90,
    0x4e64_758e_60d4_ce7d, 0x2721_17e2_ef7e_4a0e, 0xc7fe_25ff_f781_6603,
    0xfbcb_c462_d682_9b47, 0xdb4d_9fb3_c9f2_c26d, 0xd3d1_8fd9_a797_fa8b,
    0x5d49_eeb1_faf9_7c5e, 0xcf41_ce7d_e294_a4ba, 0x9afe_d7ec_47e3_5742,
    0x1580_cc11_bf1e_daea)

@inline function cody_waite_2c_pio2(x::Float64, fn, n)
    pio2_1 = 1.57079632673412561417e+00
    pio2_1t = 6.07710050650619224932e-11
    z = muladd(-fn, pio2_1, x)
    y1 = muladd(-fn, pio2_1t, z)
    y2 = muladd(-fn, pio2_1t, (z - y1))
    n, _DoubleFloat64(y1, y2)
end

@inline function cody_waite_ext_pio2(x::Float64, xhp)
    pio2_1 = 1.57079632673412561417e+00
    pio2_1t = 6.07710050650619224932e-11
    pio2_2 = 6.07710050630396597660e-11
    pio2_2t = 2.02226624879595063154e-21
    pio2_3 = 2.02226624871116645580e-21
    pio2_3t = 8.47842766036889956997e-32
    fn = round(x * (2 / pi))
    r = muladd(-fn, pio2_1, x)
    w = fn * pio2_1t # good to 85 bits
    j = xhp >> 20
    y1 = r - w
    high = _highword(y1)
    i = j - ((high >> 20) & 0x7ff)
    if i > 16 # a second iteration, good to 118 bits
        t = r
        w = fn * pio2_2
        r = t - w
        w = muladd(fn, pio2_2t, -((t - r) - w))
        y1 = r - w
        high = _highword(y1)
        i = j - ((high >> 20) & 0x7ff)
        if i > 49 # a third, 151 bits
            t = r
            w = fn * pio2_3
            r = t - w
            w = muladd(fn, pio2_3t, -((t - r) - w))
            y1 = r - w
        end
    end
    y2 = (r - y1) - w
    return unsafe_trunc(Int, fn), _DoubleFloat64(y1, y2)
end

# (z1, z2) with z1 + z2 == f / 2^128 and 27 trailing zeros in z1's significand
function fromfraction(f::Int128)
    if f == 0
        return (0.0, 0.0)
    end
    s = ((f < 0) % UInt64) << 63
    x = abs(f) % UInt128
    n1 = 128 - leading_zeros(x)
    m1 = ((x >> (n1 - 26)) % UInt64) << 27
    d1 = ((n1 - 128 + 1021) % UInt64) << 52
    z1 = reinterpret(Float64, s | (d1 + m1))
    x2 = (x - (UInt128(m1) << (n1 - 53)))
    if x2 == 0
        return (z1, 0.0)
    end
    n2 = 128 - leading_zeros(x2)
    m2 = (x2 >> (n2 - 53)) % UInt64
    d2 = ((n2 - 128 + 1021) % UInt64) << 52
    z2 = reinterpret(Float64, s | (d2 + m2))
    return (z1, z2)
end

function paynehanek(x::Float64)
    # x = X * 2^k with X a 53-bit integer
    u = reinterpret(UInt64, x)
    X = (u & significand_mask(Float64)) | (one(UInt64) << significand_bits(Float64))
    raw_exponent = ((u & exponent_mask(Float64)) >> significand_bits(Float64)) % Int
    k = raw_exponent - exponent_bias(Float64) - significand_bits(Float64)
    # the 3 words of 1/(2π) after its first k bits
    idx = k >> 6
    shift = k - (idx << 6)
    if shift == 0
        a1 = INV_2PI[idx+1]
        a2 = INV_2PI[idx+2]
        a3 = INV_2PI[idx+3]
    else
        a1 = (idx < 0 ? zero(UInt64) : INV_2PI[idx+1] << shift) | (INV_2PI[idx+2] >> (64 - shift))
        a2 = (INV_2PI[idx+2] << shift) | (INV_2PI[idx+3] >> (64 - shift))
        a3 = (INV_2PI[idx+3] << shift) | (INV_2PI[idx+4] >> (64 - shift))
    end
    w1 = UInt128(X * a1) << 64
    w2 = widemul(X, a2)
    w3 = widemul(X, a3) >> 64
    w = w1 + w2 + w3 # the fraction of x/(2π)
    w = flipsign(w, x)
    q = (((w >> 125) % Int + 1) >> 1) # the nearest quadrant
    f = (w << 2) % Int128 # the fraction of x/(π/2), in [-0.5, 0.5)
    z_hi, z_lo = fromfraction(f)
    pio2 = 1.5707963267948966
    pio2_hi = 1.5707963407039642
    pio2_lo = -1.3909067614167116e-8
    y_hi = (z_hi + z_lo) * pio2
    y_lo = (((z_hi * pio2_hi - y_hi) + z_hi * pio2_lo) + z_lo * pio2_hi) + z_lo * pio2_lo
    return q, _DoubleFloat64(y_hi, y_lo)
end

"""
    rem_pio2_kernel(x::Union{Float32, Float64})

`x` divided by `π/2` accurately for any finite `x` (Julia's Base.Math
internal): `(k, r)` with `k * π/2 = x - r`, `r` a double-word value.
"""
@inline function rem_pio2_kernel(x::Float64)
    xhp = _poshighword(x)
    if xhp <= 0x400f6a7a # |x| ~<= 5π/4
        if (xhp & 0xfffff) == 0x921fb # |x| ~= π/2 or 2π/2
            return cody_waite_ext_pio2(x, xhp)
        end
        if xhp <= 0x4002d97c # |x| ~<= 3π/4
            if x > 0.0
                return cody_waite_2c_pio2(x, 1.0, 1)
            else
                return cody_waite_2c_pio2(x, -1.0, -1)
            end
        else
            if x > 0.0
                return cody_waite_2c_pio2(x, 2.0, 2)
            else
                return cody_waite_2c_pio2(x, -2.0, -2)
            end
        end
    end
    if xhp <= 0x401c463b # |x| ~<= 9π/4
        if xhp <= 0x4015fdbc # |x| ~<= 7π/4
            if xhp == 0x4012d97c # |x| ~= 3π/2
                return cody_waite_ext_pio2(x, xhp)
            end
            if x > 0.0
                return cody_waite_2c_pio2(x, 3.0, 3)
            else
                return cody_waite_2c_pio2(x, -3.0, -3)
            end
        else
            if xhp == 0x401921fb # |x| ~= 4π/2
                return cody_waite_ext_pio2(x, xhp)
            end
            if x > 0.0
                return cody_waite_2c_pio2(x, 4.0, 4)
            else
                return cody_waite_2c_pio2(x, -4.0, -4)
            end
        end
    end
    if xhp < 0x413921fb # |x| ~< 2^20*π/2
        return cody_waite_ext_pio2(x, xhp)
    end
    return paynehanek(x)
end

@inline function rem_pio2_kernel(x::Float32)
    pio2_1 = 1.57079631090164184570e+00
    pio2_1t = 1.58932547735281966916e-08
    inv_pio2 = 6.36619772367581382433e-01
    xd = convert(Float64, x)
    absxd = abs(xd)
    if absxd <= pi * 5 / 4
        if absxd <= pi * 3 / 4
            if x > 0
                return 1, _DoubleFloat32(xd - pi / 2)
            else
                return -1, _DoubleFloat32(xd + pi / 2)
            end
        end
        if x > 0
            return 2, _DoubleFloat32(xd - pi)
        else
            return -2, _DoubleFloat32(xd + pi)
        end
    elseif absxd <= pi * 9 / 4
        if absxd <= pi * 7 / 4
            if x > 0
                return 3, _DoubleFloat32(xd - pi * 3 / 2)
            else
                return -3, _DoubleFloat32(xd + pi * 3 / 2)
            end
        end
        if x > 0
            return 4, _DoubleFloat32(xd - pi * 4 / 2)
        else
            return -4, _DoubleFloat32(xd + pi * 4 / 2)
        end
    end
    if absxd < Float32(pi) / 2 * 2.0f0^28 # Cody–Waite with two coefficients
        fn = round(xd * inv_pio2)
        r = xd - fn * pio2_1
        w = fn * pio2_1t
        y = r - w
        return unsafe_trunc(Int, fn), _DoubleFloat32(y)
    end
    n, y = rem_pio2_kernel(xd)
    return n, _DoubleFloat32(y.hi)
end

# ---- sin, cos, sincos, tan ---------------------------------------------------------------------

function sin(x::T) where {T<:Union{Float32,Float64}}
    absx = abs(x)
    if absx < T(pi) / 4 # no reduction
        absx < sqrt(eps(T)) && return x
        return _sin_kernel(x)
    elseif isnan(x)
        return T(NaN)
    elseif isinf(x)
        sin_domain_error(x)
    end
    n, y = rem_pio2_kernel(x)
    n = n & 3
    if n == 0
        return _sin_kernel(y)
    elseif n == 1
        return _cos_kernel(y)
    elseif n == 2
        return -_sin_kernel(y)
    else
        return -_cos_kernel(y)
    end
end

function cos(x::T) where {T<:Union{Float32,Float64}}
    absx = abs(x)
    if absx < T(pi) / 4
        absx < sqrt(eps(T) / T(2.0)) && return T(1.0)
        return _cos_kernel(x)
    elseif isnan(x)
        return T(NaN)
    elseif isinf(x)
        cos_domain_error(x)
    end
    n, y = rem_pio2_kernel(x)
    n = n & 3
    if n == 0
        return _cos_kernel(y)
    elseif n == 1
        return -_sin_kernel(y)
    elseif n == 2
        return -_cos_kernel(y)
    else
        return _sin_kernel(y)
    end
end

sincos_domain_error(x) = throw(DomainError(x, "sincos(x) is only defined for finite x."))
@inline _sincos_kernel(y) = (_sin_kernel(y), _cos_kernel(y))

function sincos(x::T) where {T<:Union{Float32,Float64}}
    if abs(x) < T(pi) / 4
        x == zero(T) && return x, one(T)
        return _sincos_kernel(x)
    elseif isnan(x)
        return T(NaN), T(NaN)
    elseif isinf(x)
        sincos_domain_error(x)
    end
    n, y = rem_pio2_kernel(x)
    n = n & 3
    si, co = _sincos_kernel(y)
    if n == 0
        return si, co
    elseif n == 1
        return co, -si
    elseif n == 2
        return -si, -co
    else
        return -co, si
    end
end

function tan(x::T) where {T<:Union{Float32,Float64}}
    absx = abs(x)
    if absx < T(pi) / 4
        absx < sqrt(eps(T)) / 2 && return x # also tan(-0.0) == -0.0
        return _tan_kernel(x)
    elseif isnan(x)
        return T(NaN)
    elseif isinf(x)
        tan_domain_error(x)
    end
    n, y = rem_pio2_kernel(x)
    if iseven(n)
        return _tan_kernel(y, 1)
    else
        return _tan_kernel(y, -1)
    end
end

# tan (k = 1) or -1/tan (k = -1) on ~[-π/4, π/4]: an odd polynomial of
# degree 27 on [0, 0.67434], and tan(π/4 - z) = 1 - 2(tan z - tan² z/(1 + tan z)) above
@inline _tan_kernel(y::Float64) = _tan_kernel(_DoubleFloat64(y, 0.0), 1)
@inline function _tan_kernel(y::_DoubleFloat64, k)
    yhi = y.hi
    ylo = y.lo
    if abs(yhi) >= 0.6744
        if yhi < 0.0
            yhi = -yhi
            ylo = -ylo
        end
        yhi = (pi / 4 - yhi) + (3.06161699786838301793e-17 - ylo)
        ylo = 0.0
    end
    y² = yhi * yhi
    y⁴ = y² * y²
    r = evalpoly(y⁴, (1.33333333333201242699e-01, 2.18694882948595424599e-02,
                      3.59207910759131235356e-03, 5.88041240820264096874e-04,
                      7.81794442939557092300e-05, -1.85586374855275456654e-05))
    v = y² * evalpoly(y⁴, (5.39682539762260521377e-02, 8.86323982359930005737e-03,
                           1.45620945432529025516e-03, 2.46463134818469906812e-04,
                           7.14072491382608190305e-05, 2.59073051863633712884e-05))
    y³ = y² * yhi
    r = ylo + y² * (y³ * (r + v) + ylo)
    r += 3.33333333333334091986e-01 * y³
    Px = yhi + r
    if abs(y.hi) >= 0.6744
        return (signbit(y.hi) ? -1.0 : 1.0) * (k - 2 * (yhi - (Px^2 / (k + Px) - r)))
    end
    if k == 1
        return Px
    else
        # -1/(y + r) accurately
        Px0 = reinterpret(Float64, (reinterpret(UInt64, Px) >> 32) << 32)
        v = r - (Px0 - yhi)
        t = a = -1.0 / Px
        t = reinterpret(Float64, (reinterpret(UInt64, t) >> 32) << 32)
        s = 1.0 + t * Px0
        return t + a * (s + t * v)
    end
end
@inline _tan_kernel(y::Float32) = _tan_kernel(_DoubleFloat32(y), 1)
@inline function _tan_kernel(y::_DoubleFloat32, k)
    y² = y.hi * y.hi
    r = evalpoly(y², (0.00297435743359967304927, 0.00946564784943673166728))
    t = evalpoly(y², (0.0533812378445670393523, 0.0245283181166547278873))
    y⁴ = y² * y²
    y³ = y² * y.hi
    u = evalpoly(y², (0.333331395030791399758, 0.133392002712976742718))
    Py = (y.hi + y³ * u) + (y³ * y⁴) * (t + y⁴ * r)
    k == 1 && return Float32(Py)
    return Float32(-1.0 / Py)
end

# ---- asin --------------------------------------------------------------------------------------------

ASIN_X_MIN_THRESHOLD(::Type{Float32}) = 2.0f0^-12
ASIN_X_MIN_THRESHOLD(::Type{Float64}) = sqrt(eps(Float64))

arc_p(t::Float64) = t * evalpoly(t, (1.66666666666666657415e-01, -3.25565818622400915405e-01,
                                     2.01212532134862925881e-01, -4.00555345006794114027e-02,
                                     7.91534994289814532176e-04, 3.47933107596021167570e-05))
arc_q(z::Float64) = evalpoly(z, (1.0, -2.40339491173441421878e+00, 2.02094576023350569471e+00,
                                 -6.88283971605453293030e-01, 7.70381505559019352791e-02))
arc_p(t::Float32) = t * evalpoly(t, (1.6666586697f-01, -4.2743422091f-02, -8.6563630030f-03))
arc_q(t::Float32) = evalpoly(t, (1.0f0, -7.0662963390f-01))
@inline arc_tRt(t) = arc_p(t) / arc_q(t)

# asin(x) = π/2 - 2 asin(sqrt((1 - x)/2)) for 1/2 <= x < 1
@inline function asin_kernel(t::Float64, x::Float64)
    pio2_lo = 6.12323399573676603587e-17
    s = sqrt_llvm(t)
    tRt = arc_tRt(t)
    if abs(x) >= 0.975
        return flipsign(pi / 2 - (2.0 * (s + s * tRt) - pio2_lo), x)
    else
        s0 = reinterpret(Float64, (reinterpret(UInt64, s) >> 32) << 32)
        c = (t - s0 * s0) / (s + s0)
        p = 2.0 * s * tRt - (pio2_lo - 2.0 * c)
        q = pi / 4 - 2.0 * s0
        return flipsign(pi / 4 - (p - q), x)
    end
end
@inline function asin_kernel(t::Float32, x::Float32)
    s = sqrt_llvm(Float64(t))
    tRt = arc_tRt(t)
    flipsign(Float32(pi / 2 - 2 * (s + s * tRt)), x)
end

function asin(x::T) where {T<:Union{Float32,Float64}}
    absx = abs(x)
    if absx >= T(1.0)
        absx == T(1.0) && return flipsign(T(pi) / 2, x)
        asin_domain_error(x)
    elseif absx < T(1.0) / 2
        absx < ASIN_X_MIN_THRESHOLD(T) && return x
        return muladd(x, arc_tRt(x * x), x)
    end
    t = (T(1.0) - absx) / 2
    return asin_kernel(t, x)
end

# Julia's names of the kernels (Base.Math.sin_kernel & co.)
sin_kernel(x) = _sin_kernel(x)
cos_kernel(x) = _cos_kernel(x)
tan_kernel(x) = _tan_kernel(x)
tan_kernel(x, k) = _tan_kernel(x, k)

# ---- atan, atan(y, x), acos ---------------------------------------------------------------------

ATAN_1_O_2_HI(::Type{Float64}) = 4.63647609000806093515e-01 # atan(0.5).hi
ATAN_2_O_2_HI(::Type{Float64}) = 7.85398163397448278999e-01 # atan(1.0).hi
ATAN_3_O_2_HI(::Type{Float64}) = 9.82793723247329054082e-01 # atan(1.5).hi
ATAN_INF_HI(::Type{Float64}) = 1.57079632679489655800e+00 # atan(Inf).hi
ATAN_1_O_2_HI(::Type{Float32}) = 4.6364760399f-01
ATAN_2_O_2_HI(::Type{Float32}) = 7.8539812565f-01
ATAN_3_O_2_HI(::Type{Float32}) = 9.8279368877f-01
ATAN_INF_HI(::Type{Float32}) = 1.5707962513f+00
ATAN_1_O_2_LO(::Type{Float64}) = 2.26987774529616870924e-17
ATAN_2_O_2_LO(::Type{Float64}) = 3.06161699786838301793e-17
ATAN_3_O_2_LO(::Type{Float64}) = 1.39033110312309984516e-17
ATAN_INF_LO(::Type{Float64}) = 6.12323399573676603587e-17
ATAN_1_O_2_LO(::Type{Float32}) = 5.0121582440f-09
ATAN_2_O_2_LO(::Type{Float32}) = 3.7748947079f-08
ATAN_3_O_2_LO(::Type{Float32}) = 3.4473217170f-08
ATAN_INF_LO(::Type{Float32}) = 7.5497894159f-08
ATAN_LARGE_X(::Type{Float64}) = 2.0^66
ATAN_SMALL_X(::Type{Float64}) = 2.0^-27
ATAN_LARGE_X(::Type{Float32}) = 2.0f0^26
ATAN_SMALL_X(::Type{Float32}) = 2.0f0^-12

atan_p(z::Float64, w::Float64) = z * evalpoly(w, (3.33333333333329318027e-01, 1.42857142725034663711e-01,
                                                  9.09088713343650656196e-02, 6.66107313738753120669e-02,
                                                  4.97687799461593236017e-02, 1.62858201153657823623e-02))
atan_q(w::Float64) = w * evalpoly(w, (-1.99999999998764832476e-01, -1.11111104054623557880e-01,
                                      -7.69187620504482999495e-02, -5.83357013379057348645e-02,
                                      -3.65315727442169155270e-02))
atan_p(z::Float32, w::Float32) = z * evalpoly(w, (3.3333328366f-01, 1.4253635705f-01, 6.1687607318f-02))
atan_q(w::Float32) = w * evalpoly(w, (-1.9999158382f-01, -1.0648017377f-01))
@inline function atan_pq(x)
    x² = x * x
    x⁴ = x² * x²
    atan_p(x², x⁴), atan_q(x⁴)
end

# atan(t) on [0, 7/16] by a polynomial, elsewhere as atan(c) + atan((t - c)/(1 + c t))
# for c = 1/2, 1, 3/2 or ∞
function atan(x::T) where {T<:Union{Float32,Float64}}
    absx = abs(x)
    absx >= ATAN_LARGE_X(T) && return copysign(T(1.5707963267948966), x)
    if absx < T(7 / 16)
        absx < ATAN_SMALL_X(T) && return x
        p, q = atan_pq(x)
        return x - x * (p + q)
    end
    xsign = sign(x)
    if absx < T(19 / 16)
        if absx < T(11 / 16)
            hi = ATAN_1_O_2_HI(T)
            lo = ATAN_1_O_2_LO(T)
            x = (T(2.0) * absx - T(1.0)) / (T(2.0) + absx)
        else
            hi = ATAN_2_O_2_HI(T)
            lo = ATAN_2_O_2_LO(T)
            x = (absx - T(1.0)) / (absx + T(1.0))
        end
    else
        if absx < T(39 / 16)
            hi = ATAN_3_O_2_HI(T)
            lo = ATAN_3_O_2_LO(T)
            x = (absx - T(1.5)) / (T(1.0) + T(1.5) * absx)
        else
            hi = ATAN_INF_HI(T)
            lo = ATAN_INF_LO(T)
            x = -T(1.0) / absx
        end
    end
    p, q = atan_pq(x)
    z = hi - ((x * (p + q) - lo) - x)
    copysign(z, xsign)
end

ATAN2_PI_LO(::Type{Float32}) = -8.7422776573f-08
ATAN2_RATIO_BIT_SHIFT(::Type{Float32}) = 23
ATAN2_RATIO_THRESHOLD(::Type{Float32}) = 26
ATAN2_PI_LO(::Type{Float64}) = 1.2246467991473531772E-16
ATAN2_RATIO_BIT_SHIFT(::Type{Float64}) = 20
ATAN2_RATIO_THRESHOLD(::Type{Float64}) = 60
@inline _poshighword(x::Float32) = reinterpret(UInt32, x) & 0x7fffffff

function atan(y::T, x::T) where {T<:Union{Float32,Float64}}
    (isnan(x) || isnan(y)) && return T(NaN)
    x == T(1.0) && return atan(y) # y/x == y
    m = 2 * signbit(x) + 1 * signbit(y) # the quadrant: 0 to 3
    if iszero(y)
        if m == 0 || m == 1
            return y # atan(±0, +anything) = ±0
        elseif m == 2
            return T(pi)
        else
            return -T(pi)
        end
    elseif iszero(x)
        return flipsign(T(pi) / 2, y)
    end
    if isinf(x)
        if isinf(y)
            m == 0 && return T(pi) / 4
            m == 1 && return -T(pi) / 4
            m == 2 && return 3 * T(pi) / 4
            return -3 * T(pi) / 4
        else
            m == 0 && return zero(T)
            m == 1 && return -zero(T)
            m == 2 && return T(pi)
            return -T(pi)
        end
    end
    isinf(y) && return copysign(T(pi) / 2, y)
    ypw = _poshighword(y)
    xpw = _poshighword(x)
    k = reinterpret(Int32, ypw - xpw) >> ATAN2_RATIO_BIT_SHIFT(T)
    if k > ATAN2_RATIO_THRESHOLD(T) # |y/x| above the threshold
        z = T(pi) / 2 + T(0.5) * ATAN2_PI_LO(T)
        m &= 1
    elseif x < 0 && k < -ATAN2_RATIO_THRESHOLD(T) # |y|/x below it
        z = zero(T)
    else
        z = atan(abs(y / x))
    end
    if m == 0
        return z
    elseif m == 1
        return -z
    elseif m == 2
        return T(pi) - (z - ATAN2_PI_LO(T))
    else
        return (z - ATAN2_PI_LO(T)) - T(pi)
    end
end

ACOS_X_MIN_THRESHOLD(::Type{Float32}) = 2.0f0^-26
ACOS_X_MIN_THRESHOLD(::Type{Float64}) = 2.0^-57
PIO2_HI(::Type{Float32}) = 1.5707962513f+00
PIO2_LO(::Type{Float32}) = 7.5497894159f-08
PIO2_HI(::Type{Float64}) = 1.57079632679489655800e+00
PIO2_LO(::Type{Float64}) = 6.12323399573676603587e-17
ACOS_PI(::Type{Float32}) = 3.1415925026f+00
ACOS_PI(::Type{Float64}) = 3.14159265358979311600e+00
@inline ACOS_CORRECT_LOWWORD(::Type{Float32}, x) = reinterpret(Float32, (reinterpret(UInt32, x) & 0xfffff000))
@inline ACOS_CORRECT_LOWWORD(::Type{Float64}, x) = reinterpret(Float64, (reinterpret(UInt64, x) >> 32) << 32)

# acos(x) = π/2 - asin(x) with asin's rational approximation
function acos(x::T) where {T<:Union{Float32,Float64}}
    absx = abs(x)
    if absx >= T(1.0)
        absx == T(1.0) && return x > T(0.0) ? T(0.0) : T(pi)
        acos_domain_error(x)
    elseif absx < T(1.0) / 2
        absx < ACOS_X_MIN_THRESHOLD(T) && return T(pi) / 2
        return PIO2_HI(T) - (x - (PIO2_LO(T) - x * arc_tRt(x * x)))
    end
    z = (T(1.0) - absx) * T(0.5)
    zRz = arc_tRt(z)
    s = sqrt_llvm(z)
    if x < T(0.0)
        return ACOS_PI(T) - T(2.0) * (s + (zRz * s - PIO2_LO(T)))
    else
        df = ACOS_CORRECT_LOWWORD(T, s)
        c = (z - df * df) / (s + df)
        return T(2.0) * (df + (zRz * s + c))
    end
end

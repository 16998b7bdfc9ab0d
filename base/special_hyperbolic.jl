# This file is a part of Kiln's Base library.
#
# special_hyperbolic.jl — asinh, acosh and atanh of Float64 and Float32
# as Julia 1.10's base/special/hyperbolic.jl computes them (FDLIBM's
# methods on Julia's log and log1p), and the constants of its sinh, cosh
# and tanh.
#
# FDLIBM: Copyright (C) 1993 by Sun Microsystems, Inc. All rights reserved.
# Developed at SunSoft, a Sun Microsystems, Inc. business. Permission to
# use, copy, modify, and distribute this software is freely granted,
# provided that this notice is preserved.

H_SMALL_X(::Type{Float64}) = 2.0^-28
H_MEDIUM_X(::Type{Float64}) = 22.0
H_SMALL_X(::Type{Float32}) = 2f-12
H_MEDIUM_X(::Type{Float32}) = 9f0
H_LARGE_X(::Type{Float64}) = 709.7822265633563 # nextfloat(709.7822265633562)
H_OVERFLOW_X(::Type{Float64}) = 710.475860073944 # nextfloat(710.4758600739439)
H_LARGE_X(::Type{Float32}) = 88.72283f0
H_OVERFLOW_X(::Type{Float32}) = 89.415985f0

# sinh, cosh and tanh of Float64/Float32 are the C library's: Julia 1.10's
# printed results at the points checked (its manual's cos(1 + 2im) ==
# 2.0327230070196656 - 3.0518977991518im needs sinh(2.0) ==
# 3.626860407847019) are the C library's, which the kernels of a later
# hyperbolic.jl do not all give. The constants above are Julia's (Base.Math
# names that test/math.jl reads).
COSH_SMALL_X(::Type{T}) where {T} = one(T)
sinh(x::Float64) = ccall(:sinh, Float64, (Float64,), x)
sinh(x::Float32) = ccall(:sinhf, Float32, (Float32,), x)
cosh(x::Float64) = ccall(:cosh, Float64, (Float64,), x)
cosh(x::Float32) = ccall(:coshf, Float32, (Float32,), x)
tanh(x::Float64) = ccall(:tanh, Float64, (Float64,), x)
tanh(x::Float32) = ccall(:tanhf, Float32, (Float32,), x)

AH_LN2(::Type{Float64}) = 6.93147180559945286227e-01
AH_LN2(::Type{Float32}) = 6.9314718246f-01

function asinh(x::T) where {T<:Union{Float32,Float64}}
    if isnan(x) || isinf(x)
        return x
    end
    absx = abs(x)
    if absx < T(2)
        absx < T(2)^-28 && return x
        t = x * x
        w = log1p(absx + t / (T(1) + sqrt(T(1) + t)))
    elseif absx < T(2)^28
        t = absx
        w = log(T(2) * t + T(1) / (sqrt(x * x + T(1)) + t))
    else
        w = log(absx) + AH_LN2(T)
    end
    return copysign(w, x)
end

function acosh(x::T) where {T<:Union{Float32,Float64}}
    isnan(x) && return x
    if x < T(1)
        return acosh_domain_error(x)
    elseif x == T(1)
        return T(0)
    elseif x < T(2)
        t = x - T(1)
        return log1p(t + sqrt(T(2) * t + t * t))
    elseif x < T(2)^28
        t = x * x
        return log(T(2) * x - T(1) / (x + sqrt(t - T(1))))
    else
        return log(x) + AH_LN2(T)
    end
end

function atanh(x::T) where {T<:Union{Float32,Float64}}
    isnan(x) && return x
    absx = abs(x)
    if absx > 1
        atanh_domain_error(x)
    end
    absx < T(2)^-28 && return x
    if absx < T(0.5)
        t = absx + absx
        t = T(0.5) * log1p(t + t * absx / (T(1) - absx))
    elseif absx < T(1)
        t = T(0.5) * log1p((absx + absx) / (T(1) - absx))
    else
        return copysign(T(Inf), x)
    end
    return copysign(t, x)
end

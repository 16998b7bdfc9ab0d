# This file is a part of Kiln's Base library.
#
# special_hyperbolic.jl — sinh, cosh, tanh, asinh, acosh and atanh of
# Float64 and Float32 as Julia 1.10's base/special/hyperbolic.jl computes
# them (FDLIBM's methods with Julia's minimax kernels, on Julia's exp,
# log and log1p), so that results are Julia's to the last bit.
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
SINH_SMALL_X(::Type{Float64}) = 2.1
SINH_SMALL_X(::Type{Float32}) = 3.0f0

# Float64: a double-double scheme for the low-order terms
function sinh_kernel(x::Float64)
    x2 = x * x
    x2lo = fma(x, x, -x2)
    hi_order = evalpoly(x2, (8.333333333336817e-3, 1.9841269840165435e-4,
                             2.7557319381151335e-6, 2.5052096530035283e-8,
                             1.6059550718903307e-10, 7.634842144412119e-13,
                             2.9696954760355812e-15))
    hi, lo = exthorner(x2, (1.0, 0.16666666666666635, hi_order))
    return muladd(x, hi, muladd(x, lo, x * x2lo * 0.16666666666666635))
end
# Float32: in Float64
function sinh_kernel(x::Float32)
    x = Float64(x)
    res = evalpoly(x * x, (1.0, 0.1666666779967941, 0.008333336726447933,
                           0.00019841001151414065, 2.7555538207080807e-6,
                           2.5143389765825282e-8, 1.6260094552031644e-10))
    return Float32(res * x)
end

function sinh(x::T) where {T<:Union{Float32,Float64}}
    absx = abs(x)
    if absx <= SINH_SMALL_X(T)
        return sinh_kernel(x)
    elseif absx >= H_LARGE_X(T)
        E = exp(T(0.5) * absx)
        return copysign(T(0.5) * E * E, x)
    end
    E = exp(absx)
    return copysign(T(0.5) * (E - 1 / E), x)
end

COSH_SMALL_X(::Type{T}) where {T} = one(T)

cosh_kernel(x2::Float32) = evalpoly(x2, (1.0f0, 0.49999997f0, 0.041666888f0, 0.0013882756f0, 2.549933f-5))
cosh_kernel(x2::Float64) = evalpoly(x2, (1.0, 0.5000000000000002, 0.04166666666666269,
                                         1.3888888889206764e-3, 2.4801587176784207e-5,
                                         2.7557345825742837e-7, 2.0873617441235094e-9,
                                         1.1663435515945578e-11))

function cosh(x::T) where {T<:Union{Float32,Float64}}
    absx = abs(x)
    if absx <= COSH_SMALL_X(T)
        return cosh_kernel(x * x)
    elseif absx >= H_LARGE_X(T)
        E = exp(T(0.5) * absx)
        return T(0.5) * E * E
    end
    E = exp(absx)
    return T(0.5) * (E + 1 / E)
end

TANH_LARGE_X(::Type{Float64}) = 44.0
TANH_LARGE_X(::Type{Float32}) = 18.0f0
TANH_SMALL_X(::Type{Float64}) = 1.0
TANH_SMALL_X(::Type{Float32}) = 1.3862944f0 # 2*log(2)
@inline tanh_kernel(x::Float64) = evalpoly(x, (1.0, -0.33333333333332904, 0.13333333333267555,
                                               -0.05396825393066753, 0.02186948742242217,
                                               -0.008863215974794633, 0.003591910693118715,
                                               -0.0014542587440487815, 0.0005825521659411748,
                                               -0.00021647574085351332, 5.5752458452673005e-5))
@inline tanh_kernel(x::Float32) = evalpoly(x, (1.0f0, -0.3333312f0, 0.13328037f0,
                                               -0.05350336f0, 0.019975215f0, -0.0050525228f0))
function tanh(x::T) where {T<:Union{Float32,Float64}}
    # tanh(x) = 1 - 2/(exp(2x) + 1), a minimax polynomial near 0, ±1 far out
    abs2x = abs(2x)
    abs2x >= TANH_LARGE_X(T) && return copysign(one(T), x)
    abs2x <= TANH_SMALL_X(T) && return x * tanh_kernel(x * x)
    k = exp(abs2x)
    return copysign(1 - 2 / (k + 1), x)
end

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

# This file is a part of Kiln's Base library.
#
# math.jl — elementary functions: Julia's own algorithms (special_*.jl),
# but sinh/cosh/tanh and Float64 powers, which are the C library's; the
# domain checks and their messages are Julia's (base/math.jl, special/*.jl).

function throw_complex_domainerror(f::Symbol, x)
    throw(DomainError(x, string(f, " was called with a negative real argument but will only return a complex result if called with a complex argument. Try ", f, "(Complex(x)).")))
end
function throw_exp_domainerror(x)
    throw(DomainError(x, "Exponentiation yielding a complex result requires a complex argument.\nReplace x^y with (x+0im)^y, Complex(x)^y, or similar."))
end

# ---- sqrt, cbrt, hypot --------------------------------------------------------------------

sqrt(x::Float64) = x < 0.0 ? throw_complex_domainerror(:sqrt, x) : sqrt_llvm(x)
sqrt(x::Float32) = x < 0.0f0 ? throw_complex_domainerror(:sqrt, x) : sqrt_llvm(x)
sqrt(x::Float16) = Float16(sqrt(Float32(x)))
sqrt(x::Real) = sqrt(float(x))
const √ = sqrt

# cbrt is computed as Julia's base/special/cbrt.jl computes it (not by the
# C library, whose cbrt(27.0) is 3.0000000000000004): the FDLIBM/FreeBSD
# method. A first estimate good to about 5 bits divides the exponent bits
# by 3; a polynomial and one Newton step (Float64), or two Newton steps in
# Float64 (Float32), refine it.
function cbrt(x::Float64)
    (isfinite(x) && !iszero(x)) || return x
    hi = UInt32(reinterpret(UInt64, x) >> 32) & 0x7fffffff
    if hi >= 0x00100000
        # 0x2a9f7893 is floor((1023*2/3 - 0.03306235651) * 2^20)
        est = div(hi, 0x00000003) + 0x2a9f7893
    else
        # subnormal: scaled by 2^53 first, the bias lowered by 53/3
        hi = UInt32(reinterpret(UInt64, abs(x) * 9.007199254740992e15) >> 32) & 0x7fffffff
        est = div(hi, 0x00000003) + 0x2984cde8
    end
    t = copysign(reinterpret(Float64, UInt64(est) << 32), x)
    # t*P(t^3/x) is cbrt(x) to about 23 bits
    r = (t * t) * (t / x)
    p = muladd(r, muladd(r, 1.621429720105354466140, -1.88497979543377169875), 1.87595182427177009643)
    q = muladd(r, 0.145996192886612446982, -0.758397934778766047437)
    t *= p + r^3 * q
    # round away from zero to 23 bits, then one Newton step to 53 bits
    t = reinterpret(Float64, (reinterpret(UInt64, t) + 0x0000000080000000) & 0xffffffffc0000000)
    s = t * t
    r = x / s
    r = (r - t) / ((t + t) + r)
    return muladd(t, r, t)
end
function cbrt(x::Float32)
    (isfinite(x) && !iszero(x)) || return x
    w = reinterpret(UInt32, x) & 0x7fffffff
    if w >= 0x00800000
        # 0x2a5119f2 is floor((127*2/3 - 0.03306235651) * 2^23)
        est = div(w, 0x00000003) + 0x2a5119f2
    else
        # subnormal: scaled by 2^24 first, the bias lowered by 24/3
        w = reinterpret(UInt32, abs(x) * 1.6777216f7) & 0x7fffffff
        est = div(w, 0x00000003) + 0x265119f2
    end
    xx = Float64(x)
    t = Float64(copysign(reinterpret(Float32, est), x))
    for _ in 1:2
        t3 = t^3
        t *= (2 * xx + t3) / (xx + 2 * t3)
    end
    return Float32(t)
end
cbrt(x::Float16) = Float16(cbrt(Float32(x)))
cbrt(x::Real) = cbrt(float(x))
const ∛ = cbrt
fourthroot(x::Number) = sqrt(sqrt(x))
const ∜ = fourthroot

# hypot as Julia 1.10's math.jl computes it: scaled away from overflow and
# underflow, then one correction step with fma (correctly rounded);
# Float32 and Float16 in the wider type. Complex arguments go by their abs.
hypot(x::Number) = abs(float(x))
hypot(x::Number, y::Number) = _hypot(promote(float(x), y)...)
function _hypot(x, y)
    axu = abs(x)
    ayu = abs(y)
    ax = axu / oneunit(axu)
    ay = ayu / oneunit(ayu)
    # Inf if either is Inf (IEEE 754), even with a NaN
    if isinf(ax) || isinf(ay)
        return typeof(axu)(Inf)
    end
    if ay > ax
        axu, ayu = ayu, axu
        ax, ay = ay, ax
    end
    # widely varying operands (also ay == 0)
    if ay <= ax * sqrt(eps(typeof(ax)) / 2)
        return axu
    end
    scale = eps(typeof(ax)) * sqrt(floatmin(ax))
    if ax > sqrt(floatmax(ax) / 2)
        ax = ax * scale
        ay = ay * scale
        scale = inv(scale)
    elseif ay < sqrt(floatmin(ax))
        ax = ax / scale
        ay = ay / scale
    else
        scale = oneunit(scale)
    end
    h = sqrt(muladd(ax, ax, ay * ay))
    hsquared = h * h
    axsquared = ax * ax
    h -= (fma(-ay, ay, hsquared - axsquared) + fma(h, h, -hsquared) - fma(ax, ax, -axsquared)) / (2 * h)
    return h * scale * oneunit(axu)
end
@inline function _hypot(x::Float32, y::Float32)
    if isinf(x) || isinf(y)
        return Inf32
    end
    _x, _y = Float64(x), Float64(y)
    return Float32(sqrt(muladd(_x, _x, _y * _y)))
end
@inline function _hypot(x::Float16, y::Float16)
    if isinf(x) || isinf(y)
        return Inf16
    end
    _x, _y = Float32(x), Float32(y)
    return Float16(sqrt(muladd(_x, _x, _y * _y)))
end
# Julia 1.10's math.jl: three or more arguments scaled by the largest
hypot(x::Number, y::Number, zs::Number...) = _hypot(float.(promote(x, y, zs...)))
function _hypot(x::NTuple{N,<:Number}) where {N}
    maxabs = maximum(abs, x)
    if isnan(maxabs) && any(isinf, x)
        return typeof(maxabs)(Inf)
    elseif (iszero(maxabs) || isinf(maxabs))
        return maxabs
    else
        return maxabs * sqrt(sum(y -> abs2(y / maxabs), x))
    end
end

# ---- exponentials and logarithms --------------------------------------------------------

# exp, exp2, exp10 and expm1 of IEEE floats: special_exp.jl; log, log2,
# log10 and log1p of Float64/Float32: special_log.jl; asinh, acosh and
# atanh of Float64/Float32 (sinh, cosh and tanh are the C library's):
# special_hyperbolic.jl; sin,
# cos, sincos, tan, asin, acos and atan of Float64/Float32: special_trig.jl (all
# Julia's own algorithms).

log(b::Number, x::Number) = log(promote(b, x)...)
log(b::T, x::T) where {T<:Number} = log(x) / log(b)

# ---- trigonometric and hyperbolic -----------------------------------------------------------

sin_domain_error(x) = throw(DomainError(x, "sin(x) is only defined for finite x."))
cos_domain_error(x) = throw(DomainError(x, "cos(x) is only defined for finite x."))
tan_domain_error(x) = throw(DomainError(x, "tan(x) is only defined for finite x."))
asin_domain_error(x) = throw(DomainError(x, "asin(x) is not defined for |x| > 1."))
acos_domain_error(x) = throw(DomainError(x, "acos(x) is not defined for |x| > 1."))
acosh_domain_error(x) = throw(DomainError(x, "acosh(x) is only defined for x ≥ 1."))
atanh_domain_error(x) = throw(DomainError(x, "atanh(x) is only defined for |x| ≤ 1."))

atan(y::Real, x::Real) = atan(promote(float(y), float(x))...)
atan(y::Float16, x::Float16) = Float16(atan(Float32(y), Float32(x)))

sincos(x) = (sin(x), cos(x))
sec(x::Number) = inv(cos(x))
csc(x::Number) = inv(sin(x))
cot(x::Number) = inv(tan(x))

deg2rad(z::AbstractFloat) = z * (oftype(z, pi) / 180)
rad2deg(z::AbstractFloat) = z * (180 / oftype(z, pi))
deg2rad(z::Real) = deg2rad(float(z))
rad2deg(z::Real) = rad2deg(float(z))

# Real arguments go through float; Float16 through Float32.
sin(x::Real) = sin(float(x))
cos(x::Real) = cos(float(x))
tan(x::Real) = tan(float(x))
asin(x::Real) = asin(float(x))
acos(x::Real) = acos(float(x))
atan(x::Real) = atan(float(x))
sinh(x::Real) = sinh(float(x))
cosh(x::Real) = cosh(float(x))
tanh(x::Real) = tanh(float(x))
asinh(x::Real) = asinh(float(x))
acosh(x::Real) = acosh(float(x))
atanh(x::Real) = atanh(float(x))
exp(x::Real) = exp(float(x))
exp2(x::Real) = exp2(float(x))
exp10(x::Real) = exp10(float(x))
expm1(x::Real) = expm1(float(x))
log(x::Real) = log(float(x))
log2(x::Real) = log2(float(x))
log10(x::Real) = log10(float(x))
log1p(x::Real) = log1p(float(x))
# Julia 1.10's math.jl: a float type without its own method is a
# MethodError (not a recursion through float(x) === x); exp2 and exp10
# fall back to powers.
sin(x::AbstractFloat) = throw(MethodError(sin, (x,)))
cos(x::AbstractFloat) = throw(MethodError(cos, (x,)))
tan(x::AbstractFloat) = throw(MethodError(tan, (x,)))
asin(x::AbstractFloat) = throw(MethodError(asin, (x,)))
acos(x::AbstractFloat) = throw(MethodError(acos, (x,)))
atan(x::AbstractFloat) = throw(MethodError(atan, (x,)))
sinh(x::AbstractFloat) = throw(MethodError(sinh, (x,)))
cosh(x::AbstractFloat) = throw(MethodError(cosh, (x,)))
tanh(x::AbstractFloat) = throw(MethodError(tanh, (x,)))
asinh(x::AbstractFloat) = throw(MethodError(asinh, (x,)))
acosh(x::AbstractFloat) = throw(MethodError(acosh, (x,)))
atanh(x::AbstractFloat) = throw(MethodError(atanh, (x,)))
exp(x::AbstractFloat) = throw(MethodError(exp, (x,)))
expm1(x::AbstractFloat) = throw(MethodError(expm1, (x,)))
log(x::AbstractFloat) = throw(MethodError(log, (x,)))
log1p(x::AbstractFloat) = throw(MethodError(log1p, (x,)))
exp2(x::AbstractFloat) = 2^x
exp10(x::AbstractFloat) = 10^x
sin(x::Float16) = Float16(sin(Float32(x)))
cos(x::Float16) = Float16(cos(Float32(x)))
tan(x::Float16) = Float16(tan(Float32(x)))
log(x::Float16) = Float16(log(Float32(x)))
log2(x::Float16) = Float16(log2(Float32(x)))
log10(x::Float16) = Float16(log10(Float32(x)))
log1p(x::Float16) = Float16(log1p(Float32(x)))
asin(x::Float16) = Float16(asin(Float32(x)))
acos(x::Float16) = Float16(acos(Float32(x)))
atan(x::Float16) = Float16(atan(Float32(x)))
sinh(x::Float16) = Float16(sinh(Float32(x)))
cosh(x::Float16) = Float16(cosh(Float32(x)))
tanh(x::Float16) = Float16(tanh(Float32(x)))
asinh(x::Float16) = Float16(asinh(Float32(x)))
acosh(x::Float16) = Float16(acosh(Float32(x)))
atanh(x::Float16) = Float16(atanh(Float32(x)))

# ---- powers --------------------------------------------------------------------------------------

two_mul(x::T, y::T) where {T<:Union{Float32,Float64}} = (xy = x * y; (xy, fma(x, y, -xy)))

# Compensated power by squaring (Julia's pow_body for Float64^Integer).
function pow_body(x::Float64, n::Integer)
    y = 1.0
    xnlo = ynlo = 0.0
    n == 3 && return x * x * x # keep compatibility with literal_pow
    if n < 0
        rx = inv(x)
        n == -2 && return rx * rx # keep compatibility with literal_pow
        isfinite(x) && (xnlo = -fma(x, rx, -1.0) * rx)
        x = rx
        n = -n
    end
    while n > 1
        if n & 1 > 0
            err = muladd(y, xnlo, x * ynlo)
            y, ynlo = two_mul(x, y)
            ynlo += err
        end
        err = x * 2 * xnlo
        x, xnlo = two_mul(x, x)
        xnlo += err
        n >>>= 1
    end
    err = muladd(y, xnlo, x * ynlo)
    return ifelse(isfinite(x) & isfinite(err), muladd(x, y, err), x * y)
end

function ^(x::Float64, n::Integer)
    n == 0 && return one(x)
    return pow_body(x, n)
end

function ^(x::T, n::Integer) where {T<:Union{Float16,Float32}}
    n == -2 && return (i = inv(x); i * i)
    n == 3 && return x * x * x # keep compatibility with literal_pow
    n < 0 && return T(power_by_squaring(inv(Float64(x)), -n))
    return T(power_by_squaring(Float64(x), n))
end

function ^(x::Float64, y::Float64)
    xu = reinterpret(UInt64, x)
    xu == reinterpret(UInt64, 1.0) && return 1.0
    # Exponents greater than this will always overflow or underflow.
    if !(abs(y) < 6.917529027641082e18)
        isnan(y) && return y
        y = sign(y) * 6.917529027641082e18
    end
    yint = unsafe_trunc(Int64, y)
    y == yint && return x^yint
    x < 0 && throw_exp_domainerror(x)
    !isfinite(x) && return x * (y > 0 || isnan(x))
    x == 0 && return abs(y) * Inf * (!(y > 0))
    return ccall(:pow, Float64, (Float64, Float64), x, y)
end

# Julia 1.10's math.jl: exp2(log2(x) * y) in the wider type (Julia's
# own exp2 and log2), integer exponents by squaring
function ^(x::T, y::T) where {T<:Union{Float16,Float32}}
    x == 1 && return one(T)
    # exponents beyond this always overflow or underflow
    max_exp = T == Float16 ? T(3 << 14) : T(0x1.Ap30)
    if !(abs(y) < max_exp)
        isnan(y) && return y
        y = sign(y) * max_exp
    end
    yint = unsafe_trunc(Int32, y)
    y == yint && return x^yint
    x < 0 && throw_exp_domainerror(x)
    !isfinite(x) && return x * (y > 0 || isnan(x))
    x == 0 && return abs(y) * T(Inf) * (!(y > 0))
    return T(exp2(log2(abs(widen(x))) * y))
end

# ---- misc ----------------------------------------------------------------------------------------------

modf(x::T) where {T<:AbstractFloat} = (isinf(x) ? (copysign(zero(T), x), x) : (ix = trunc(x); (copysign(x - ix, x), ix)))

evalpoly(x, p::Tuple) = _evalpoly(x, p...)
_evalpoly(x) = zero(x)
_evalpoly(x, a) = a
_evalpoly(x, a, b, cs...) = muladd(x, _evalpoly(x, b, cs...), a)
# A vector of coefficients (Julia 1.10's math.jl: Horner's rule from the
# last coefficient; an empty vector is a BoundsError from p[end]). A
# complex argument has its own method in complex.jl.
function evalpoly(x, p::AbstractVector)
    N = length(p)
    ex = p[end]
    for i in N-1:-1:1
        ex = muladd(x, ex, p[i])
    end
    ex
end

function isapprox(x::Number, y::Number; atol::Real=0, rtol::Real=_default_rtol(x, y, atol), nans::Bool=false, norm::Function=abs)
    x′, y′ = promote(x, y) # no integer overflow in norm(typemin(Int8))
    x == y || (isfinite(x) && isfinite(y) && norm(x - y) <= max(atol, rtol * max(norm(x′), norm(y′)))) || (nans && isnan(x) && isnan(y))
end
# the curried form: ≈(y; atol=1) is x -> isapprox(x, y; atol=1)
isapprox(y; kwargs...) = x -> isapprox(x, y; kwargs...)
# Julia's floatfuncs.jl: integers compare exactly unless a tolerance or a
# norm is given (abs(x - y) could overflow)
function isapprox(x::Integer, y::Integer; atol::Real=0, rtol::Real=_default_rtol(x, y, atol), nans::Bool=false, norm::Function=abs)
    if norm === abs && atol < 1 && rtol == 0
        return x == y
    else
        return norm(x - y) <= max(atol, rtol * max(norm(x), norm(y)))
    end
end
_default_rtol(x, y, atol) = atol > 0 ? 0 : sqrt(max(_rtoleps(x), _rtoleps(y)))
_rtoleps(x::AbstractFloat) = eps(typeof(x))
_rtoleps(x::Real) = 0
_rtoleps(x::Number) = _rtoleps(real(x))
const ≈ = isapprox
≉(x, y; kws...) = !isapprox(x, y; kws...)

# Julia's name for its libm, used as ccall((:sin, Base.libm_name), ...) by
# packages; Kiln's process links the system libm, which the name reaches.
const libm_name = "libopenlibm"

# Julia's floatfuncs.jl: flushing subnormal results and arguments to zero
# (the FTZ/DAZ bits of this thread's floating-point control register).
set_zero_subnormals(yes::Bool) = ccall(:kiln_set_zero_subnormals, Int32, (Int8,), yes) == 0
get_zero_subnormals() = ccall(:kiln_get_zero_subnormals, Int32, ()) != 0

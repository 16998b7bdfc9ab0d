# This file is a part of Kiln's Base library.
#
# complex.jl — Complex{T}, as Julia's base/complex.jl: construction and
# promotion, arithmetic (Complex{Bool} `im` as Julia), abs/abs2/angle,
# conj, sqrt/exp/log, powers, and show (`1.0 + 2.0im`).

struct Complex{T<:Real} <: Number
    re::T
    im::T
end
Complex(x::Real, y::Real) = Complex(promote(x, y)...)
Complex(x::Real) = Complex(x, zero(x))
Complex{T}(x::Real) where {T<:Real} = Complex{T}(x, 0)
Complex{T}(z::Complex) where {T<:Real} = Complex{T}(real(z), imag(z))
(::Type{T})(z::Complex) where {T<:Real} = isreal(z) ? T(real(z))::T : throw(InexactError(nameof(T), T, z))
(::Type{T})(z::Complex) where {T<:_HWCtorT} = isreal(z) ? T(real(z))::T : throw(InexactError(nameof(T), T, z))
# (else ambiguous with rational.jl's (::Type{T})(x::Number) where {T<:Rational})
(::Type{T})(z::Complex) where {T<:Rational} = isreal(z) ? T(real(z))::T : throw(InexactError(nameof(T), T, z))

const im = Complex(false, true)
const ComplexF64 = Complex{Float64}
const ComplexF32 = Complex{Float32}
const ComplexF16 = Complex{Float16}

convert(::Type{Complex{T}}, z::Complex{T}) where {T<:Real} = z
convert(::Type{Complex{T}}, z::Complex) where {T<:Real} = Complex{T}(real(z), imag(z))
convert(::Type{Complex{T}}, x::Real) where {T<:Real} = Complex{T}(convert(T, x), zero(T))
convert(::Type{Complex}, z::Complex) = z
convert(::Type{Complex}, x::Real) = Complex(x)

promote_rule(::Type{Complex{T}}, ::Type{S}) where {T<:Real,S<:Real} = Complex{promote_type(T, S)}
promote_rule(::Type{Complex{T}}, ::Type{Complex{S}}) where {T<:Real,S<:Real} = Complex{promote_type(T, S)}

widen(::Type{Complex{T}}) where {T} = Complex{widen(T)}
float(::Type{Complex{T}}) where {T<:AbstractFloat} = Complex{T}
float(::Type{Complex{T}}) where {T} = Complex{float(T)}
float(z::Complex{<:AbstractFloat}) = z
float(z::Complex) = Complex(float(real(z)), float(imag(z)))

real(z::Complex) = z.re
imag(z::Complex) = z.im
real(::Type{Complex{T}}) where {T<:Real} = T
isreal(z::Complex) = iszero(imag(z))
isinteger(z::Complex) = isreal(z) & isinteger(real(z))
isfinite(z::Complex) = isfinite(real(z)) & isfinite(imag(z))
isnan(z::Complex) = isnan(real(z)) | isnan(imag(z))
isinf(z::Complex) = isinf(real(z)) | isinf(imag(z))
iszero(z::Complex) = iszero(real(z)) & iszero(imag(z))
isone(z::Complex) = isone(real(z)) & iszero(imag(z))
zero(::Type{Complex{T}}) where {T<:Real} = Complex{T}(zero(T), zero(T))
one(::Type{Complex{T}}) where {T<:Real} = Complex{T}(one(T), zero(T))

complex(z::Complex) = z
complex(x::Real) = Complex(x)
complex(x::Real, y::Real) = Complex(x, y)
complex(::Type{T}) where {T<:Real} = Complex{T}
complex(::Type{Complex{T}}) where {T<:Real} = Complex{T}

reim(z::Complex) = (real(z), imag(z))
//(z::Complex, y::Real) = complex(real(z) // y, imag(z) // y)
conj(z::Complex) = Complex(real(z), -imag(z))
abs(z::Complex) = hypot(real(z), imag(z))
abs2(z::Complex) = real(z) * real(z) + imag(z) * imag(z)
angle(z::Complex) = atan(imag(z), real(z))
inv(z::Complex) = conj(z) / abs2(z)
# Smith's algorithm, scaled near overflow and underflow (Julia's inv of a
# ComplexF64): no overflow of |z|^2 for large z; Float32 in Float64.
function inv(z::Complex{Float64})
    c, d = reim(z)
    (isinf(c) || isinf(d)) && return Complex(copysign(0.0, c), flipsign(-0.0, d))
    s = 1.0
    m = max(abs(c), abs(d))
    if m >= floatmax(Float64) / 2
        c, d, s = c / 2, d / 2, s / 2
    end
    if m <= floatmin(Float64) * 2 / eps(Float64)
        k = 2 / (eps(Float64) * eps(Float64))
        c, d, s = c * k, d * k, s * k
    end
    if abs(d) <= abs(c)
        r = d / c
        t = 1.0 / (c + d * r)
        return Complex(t * s, -r * t * s)
    end
    r = c / d
    t = 1.0 / (d + c * r)
    return Complex(r * t * s, -t * s)
end
inv(z::Complex{Float32}) = Complex{Float32}(inv(Complex{Float64}(z)))
inv(z::Complex{<:Integer}) = inv(float(z))
sign(z::Complex) = z / abs(z)
cis(theta::Real) = Complex(cos(theta), sin(theta))

==(z::Complex, w::Complex) = (real(z) == real(w)) & (imag(z) == imag(w))
==(z::Complex, x::Real) = isreal(z) && real(z) == x
==(x::Real, z::Complex) = isreal(z) && real(z) == x
isequal(z::Complex, w::Complex) = isequal(real(z), real(w)) & isequal(imag(z), imag(w))

+(z::Complex) = Complex(+real(z), +imag(z))
-(z::Complex) = Complex(-real(z), -imag(z))
+(z::Complex, w::Complex) = Complex(real(z) + real(w), imag(z) + imag(w))
-(z::Complex, w::Complex) = Complex(real(z) - real(w), imag(z) - imag(w))
*(z::Complex, w::Complex) = Complex(real(z) * real(w) - imag(z) * imag(w),
                                    real(z) * imag(w) + imag(z) * real(w))
muladd(z::Complex, w::Complex, x::Complex) =
    Complex(muladd(real(z), real(w), -muladd(imag(z), imag(w), -real(x))),
            muladd(real(z), imag(w), muladd(imag(z), real(w), imag(x))))

# adding or multiplying real & complex is common; only need to make
# special cases for Complex{Bool}
+(x::Real, z::Complex) = Complex(x + real(z), imag(z))
+(z::Complex, x::Real) = Complex(x + real(z), imag(z))
-(x::Real, z::Complex) = Complex(x - real(z), -imag(z))
-(z::Complex, x::Real) = Complex(real(z) - x, imag(z))
*(x::Real, z::Complex) = Complex(x * real(z), x * imag(z))
*(z::Complex, x::Real) = Complex(x * real(z), x * imag(z))
+(x::Bool, z::Complex{Bool}) = Complex(x + real(z), imag(z))
+(z::Complex{Bool}, x::Bool) = Complex(real(z) + x, imag(z))
-(x::Bool, z::Complex{Bool}) = Complex(x - real(z), -imag(z))
-(z::Complex{Bool}, x::Bool) = Complex(real(z) - x, imag(z))
*(x::Bool, z::Complex{Bool}) = Complex(x * real(z), x * imag(z))
*(z::Complex{Bool}, x::Bool) = Complex(real(z) * x, imag(z) * x)
+(x::Real, z::Complex{Bool}) = Complex(x + real(z), imag(z))
+(z::Complex{Bool}, x::Real) = Complex(real(z) + x, imag(z))
-(x::Real, z::Complex{Bool}) = (re = x - real(z); Complex(re, -oftype(re, imag(z))))
-(z::Complex{Bool}, x::Real) = Complex(real(z) - x, imag(z))
*(x::Real, z::Complex{Bool}) = Complex(x * real(z), x * imag(z))
*(z::Complex{Bool}, x::Real) = Complex(real(z) * x, imag(z) * x)

/(a::R, z::S) where {R<:Real,S<:Complex} = (T = promote_type(R, S); a * inv(T(z)))
/(z::Complex, x::Real) = Complex(real(z) / x, imag(z) / x)
function /(a::Complex{T}, b::Complex{T}) where {T<:Real}
    are = real(a); aim = imag(a); bre = real(b); bim = imag(b)
    if (isinf(bre) | isinf(bim))
        if isfinite(a)
            return complex(zero(T) * sign(are) * sign(bre), -(zero(T) * sign(aim) * sign(bim)))
        end
        return T(NaN) + T(NaN) * im
    end
    if abs(bre) <= abs(bim)
        r = bre / bim
        den = bim + r * bre
        Complex((are * r + aim) / den, (aim * r - are) / den)
    else
        r = bim / bre
        den = bre + r * bim
        Complex((are + aim * r) / den, (aim - are * r) / den)
    end
end
/(z::Complex, w::Complex) = /(promote(z, w)...)

function sqrt(z::Complex)
    z = float(z)
    x, y = reim(z)
    if x == y == 0
        return Complex(zero(x), y)
    end
    ρ = sqrt((abs(x) + hypot(x, y)) / 2)
    ξ = ρ
    η = y
    if isfinite(η)
        η = (η / ρ) / 2
    end
    if x < 0
        ξ = abs(η)
        η = copysign(ρ, y)
    end
    return Complex(ξ, η)
end
function exp(z::Complex)
    zr, zi = reim(float(z))
    if isnan(zr)
        return Complex(zr, zi == 0 ? zi : zr)
    elseif !isfinite(zi)
        if zr == Inf
            return Complex(-zr, oftype(zr, NaN))
        elseif zr == -Inf
            return Complex(-zero(zr), copysign(zero(zi), zi))
        else
            return Complex(oftype(zr, NaN), oftype(zi, NaN))
        end
    else
        er = exp(zr)
        zi == 0 && return Complex(er, zi)
        return Complex(er * cos(zi), er * sin(zi))
    end
end
log(z::Complex) = (w = float(z); Complex(log(abs(w)), angle(w)))
cis(z::Complex) = exp(Complex(-imag(z), real(z)))
log10(z::Complex) = log(z) / log(oftype(real(float(z)), 10))
log2(z::Complex) = log(z) / log(oftype(real(float(z)), 2))

# Trigonometric and hyperbolic functions of a complex argument, with the
# special cases of Julia's complex.jl (a zero or non-finite part).
function sin(z::Complex{T}) where {T}
    F = float(T)
    zr, zi = reim(z)
    if zr == 0
        return Complex(F(zr), sinh(F(zi)))
    elseif !isfinite(zr)
        return (zi == 0 || isinf(zi)) ? Complex(F(NaN), F(zi)) : Complex(F(NaN), F(NaN))
    end
    s, c = sincos(F(zr))
    return Complex(s * cosh(F(zi)), c * sinh(F(zi)))
end
function cos(z::Complex{T}) where {T}
    F = float(T)
    zr, zi = reim(z)
    if !isfinite(zi) && zr == 0
        return Complex(isnan(zi) ? F(zi) : F(Inf), isnan(zi) ? zero(F) : -flipsign(F(zr), zi))
    elseif !isfinite(zr) && zi == 0
        return Complex(F(NaN), F(zi))
    elseif !isfinite(zr) && isfinite(zi)
        return Complex(F(NaN), F(NaN))
    end
    s, c = sincos(F(zr))
    return Complex(c * cosh(F(zi)), -s * sinh(F(zi)))
end
# sinh(z) = -i sin(iz), cosh(z) = cos(iz), tan(z) = -i tanh(iz)
function sinh(z::Complex)
    w = sin(Complex(-imag(z), real(z)))
    return Complex(imag(w), -real(w))
end
cosh(z::Complex) = cos(Complex(-imag(z), real(z)))
function tan(z::Complex)
    w = tanh(Complex(-imag(z), real(z)))
    return Complex(imag(w), -real(w))
end
tanh(z::Complex) = _tanh(float(z))
# Kahan's algorithm ("Branch cuts for complex elementary functions"), as
# Julia's: no overflow for a large real part.
function _tanh(z::Complex{T}) where {T<:AbstractFloat}
    Ω = prevfloat(typemax(T))
    ξ, η = reim(z)
    isnan(ξ) && η == 0 && return Complex(ξ, η)
    if 4 * abs(ξ) > asinh(Ω)
        return Complex(copysign(one(T), ξ), copysign(zero(T), η * (isfinite(η) ? sin(2 * abs(η)) : one(η))))
    end
    t = tan(η)
    β = 1 + t * t
    sh = sinh(ξ)
    ρ = sqrt(1 + sh * sh)
    isinf(t) && return Complex(ρ / sh, 1 / t)
    return Complex(β * ρ * sh, t) / (1 + β * sh * sh)
end

# Inverse trigonometric and hyperbolic functions of a complex argument:
# Kahan's formulas ("Branch cuts for complex elementary functions", 1987),
# which Julia 1.10's base/complex.jl uses too: principal values, the side
# of a branch cut told by the sign of a zero part, no overflow for large
# arguments, and Julia's special cases for infinite and NaN parts.
asin(z::Complex) = _asin(float(z))
acos(z::Complex) = _acos(float(z))
acosh(z::Complex) = _acosh(float(z))
atanh(z::Complex) = _atanh(float(z))
# asinh(z) = -i asin(iz), atan(z) = -i atanh(iz)
function asinh(z::Complex)
    w = asin(Complex(-imag(z), real(z)))
    return Complex(imag(w), -real(w))
end
function atan(z::Complex)
    w = atanh(Complex(-imag(z), real(z)))
    return Complex(imag(w), -real(w))
end

function _asin(z::Complex{T}) where {T<:AbstractFloat}
    x, y = reim(z)
    if isinf(x)
        isinf(y) && return Complex(copysign(T(pi) / 4, x), y)
        isnan(y) && return Complex(y, T(Inf))
    end
    s1m = sqrt(1 - z)
    s1p = sqrt(1 + z)
    re = x == 0 ? x : isfinite(x) ? atan(x, real(s1m * s1p)) : copysign(T(pi) / 2, x)
    return Complex(re, asinh(copysign(imag(sqrt(conj(1 - z)) * s1p), y)))
end

function _acos(z::Complex{T}) where {T<:AbstractFloat}
    x, y = reim(z)
    if isnan(x)
        return isinf(y) ? Complex(x, -y) : Complex(x, x)
    elseif isnan(y)
        isinf(x) && return Complex(y, abs(x))
        return x == 0 ? Complex(T(pi) / 2, y) : Complex(y, y)
    elseif x == 0 && y == 0
        return Complex(T(pi) / 2, -y)
    elseif x == Inf && y === 0.0
        return Complex(y, -x)
    elseif x == -Inf && y === -0.0
        return Complex(T(pi), -x)
    end
    re = 2 * atan(real(sqrt(1 - z)), real(sqrt(1 + z)))
    if isinf(x) && isinf(y)
        re -= copysign(T(pi) / 4, x)
    end
    return Complex(re, asinh(imag(sqrt(conj(1 + z)) * sqrt(1 - z))))
end

function _acosh(z::Complex{T}) where {T<:AbstractFloat}
    x, y = reim(z)
    if isnan(x) || isnan(y)
        return isinf(x) || isinf(y) ? Complex(T(Inf), T(NaN)) : Complex(T(NaN), T(NaN))
    elseif x == -Inf && y === -0.0
        return Complex(T(Inf), -T(pi))
    end
    re = asinh(real(sqrt(conj(z - 1)) * sqrt(z + 1)))
    im = 2 * atan(imag(sqrt(z - 1)), real(sqrt(z + 1)))
    if isinf(x) && isinf(y)
        im -= T(pi) / 4 * sign(x) * sign(y)
    end
    return Complex(re, im)
end

function _atanh(z::Complex{T}) where {T<:AbstractFloat}
    big = sqrt(prevfloat(typemax(T))) / 4   # beyond it, |z|^2 may overflow
    tiny = 1 / big
    x, y = reim(z)
    if abs(x) > big || abs(y) > big
        # atanh(z) ≈ 1/z ± iπ/2 for large z
        if isnan(y)
            return Complex(isinf(x) ? copysign(zero(T), x) : real(inv(z)), y)
        end
        re = isinf(y) ? copysign(zero(T), x) : real(inv(z))
        return Complex(re, copysign(T(pi) / 2, y))
    end
    # atanh(-z) = -atanh(z): work with x ≥ 0 (or NaN)
    sgn = copysign(one(T), x)
    x, y = sgn * x, sgn * y
    if x == 1
        if y == 0
            re, im = T(Inf), y
        else
            ym = abs(y) + tiny
            re = log(sqrt(sqrt(4 + y * y)) / sqrt(ym))
            im = copysign(T(pi) / 2 + atan(ym / 2), y) / 2
        end
    else
        y2 = (abs(y) + tiny)^2
        re = x == 0 ? x : log1p(4x / ((1 - x)^2 + y2)) / 4
        im = angle(Complex((1 - x) * (1 + x) - y2, 2y)) / 2
    end
    return Complex(sgn * re, sgn * im)
end

function ^(z::Complex{T}, p::Complex{T}) where {T<:AbstractFloat}
    if isinteger(p) && abs(real(p)) < 1.0e9
        return z^Int(real(p))
    end
    iszero(z) && return iszero(p) ? one(z) : zero(z)
    return exp(p * log(z))
end
^(z::Complex, p::Complex) = ^(promote(float(z), float(p))...)
^(z::Complex{T}, p::T) where {T<:AbstractFloat} = z^Complex(p)
^(z::Complex, p::Real) = ^(promote(float(z), float(p))...)
# as Julia's rational.jl
^(z::Complex{T}, p::Rational) where {T<:Real} = z^convert(typeof(one(T) / 1), p)
^(x::Real, z::Complex) = ^(promote(float(x), float(z))...)
function ^(z::Complex{T}, p::Integer) where {T}
    p >= 0 && return power_by_squaring(z, p)
    return power_by_squaring(inv(z), -p)
end
^(z::Complex{<:Integer}, p::Integer) = power_by_squaring(z, p)

function show(io::IO, z::Complex)
    r, i = reim(z)
    show(io, r)
    if signbit(i) && !isnan(i)
        print(io, " - ")
        if isa(i, Signed) && i == typemin(typeof(i))
            show(io, -widen(i))
        else
            show(io, -i)
        end
    else
        print(io, " + ")
        show(io, i)
    end
    if !(isa(i, Integer) && !isa(i, Bool) || isa(i, AbstractFloat) && isfinite(i))
        print(io, "*")
    end
    print(io, "im")
end
show(io::IO, z::Complex{Bool}) = print(io, z == im ? "im" : string("Complex(", z.re, ",", z.im, ")"))

# Complex{T}(x) constructs through convert (see promotion.jl).
(::Type{T})(x::Number) where {T<:Complex} = convert(T, x)::T

# evalpoly(z, p) for a complex z and a vector: Julia 1.10's math.jl goes
# through the real quadratic z^2 - 2real(z)z + abs2(z) (Goertzel's
# algorithm), which rounds differently from Horner's rule.
function evalpoly(z::Complex, p::AbstractVector)
    length(p) == 1 && return p[1]
    N = length(p)
    a = p[end]
    b = p[end-1]
    x = real(z)
    y = imag(z)
    r = 2x
    s = muladd(x, x, y*y)
    for i in N-2:-1:1
        ai = a
        a = muladd(r, ai, b)
        b = p[i] - s * ai
    end
    ai = a
    muladd(ai, z, b)
end

# round of each part (Julia's complex.jl), with the keywords of real round
# (digits, sigdigits, base).
round(z::Complex; kwargs...) = Complex(round(real(z); kwargs...), round(imag(z); kwargs...))
round(z::Complex, r::RoundingMode; kwargs...) = Complex(round(real(z), r; kwargs...), round(imag(z), r; kwargs...))
round(z::Complex, rr::RoundingMode, ri::RoundingMode; kwargs...) =
    Complex(round(real(z), rr; kwargs...), round(imag(z), ri; kwargs...))

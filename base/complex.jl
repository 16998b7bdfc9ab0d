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
function //(x::Complex, y::Complex)
    xy = x * conj(y)
    yy = real(y * conj(y))
    complex(real(xy) // yy, imag(xy) // yy)
end
//(x::Number, y::Complex) = x * conj(y) // abs2(y)
conj(z::Complex) = Complex(real(z), -imag(z))
abs(z::Complex) = hypot(real(z), imag(z))
abs2(z::Complex) = real(z) * real(z) + imag(z) * imag(z)
angle(z::Complex) = atan(imag(z), real(z))
flipsign(x::Complex, y::Real) = ifelse(signbit(y), -x, x)
function inv(z::Complex)
    c, d = reim(z)
    (isinf(c) | isinf(d)) && return complex(copysign(zero(c), c), flipsign(-zero(d), d))
    complex(c, -d) / (c * c + d * d)
end
inv(z::Complex{<:Integer}) = inv(float(z))
function inv(z::Complex{T}) where {T<:Union{Float16,Float32}}
    c, d = reim(widen(z))
    (isinf(c) | isinf(d)) && return complex(copysign(zero(T), c), flipsign(-zero(T), d))
    mag = inv(muladd(c, c, d^2))
    return oftype(z, Complex(c * mag, -d * mag))
end
# Julia's inv of a ComplexF64: scaled near overflow and underflow.
function inv(w::ComplexF64)
    c, d = reim(w)
    absc, absd = abs(c), abs(d)
    cd, dc = ifelse(absc > absd, (absc, absd), (absd, absc))
    if sqrt(floatmin(Float64) / 2) <= cd <= sqrt(floatmax(Float64) / 2)
        return conj(w) / muladd(cd, cd, dc * dc)
    end
    (isinf(c) | isinf(d)) && return complex(copysign(0.0, c), flipsign(-0.0, d))
    ϵ = eps(Float64)
    bs = 2 / (ϵ * ϵ)
    s = 1.0
    if cd >= floatmax(Float64) / 2
        c *= 0.5; d *= 0.5; s = 0.5
    elseif cd <= 2floatmin(Float64) / ϵ
        c *= bs; d *= bs; s = bs
    end
    if absd <= absc
        p, q = _robust_cinv(c, d)
    else
        q, p = _robust_cinv(-d, -c)
    end
    return ComplexF64(p * s, q * s)
end
function _robust_cinv(c::Float64, d::Float64)
    r = d / c
    z = muladd(d, r, c)
    p = 1.0 / z
    q = -r / z
    return p, q
end
sign(z::Complex) = iszero(z) ? z / one(abs(z)) : z / abs(z)

==(z::Complex, w::Complex) = (real(z) == real(w)) & (imag(z) == imag(w))
==(z::Complex, x::Real) = isreal(z) && real(z) == x
==(x::Real, z::Complex) = isreal(z) && real(z) == x
isequal(z::Complex, w::Complex) = isequal(real(z), real(w))::Bool & isequal(imag(z), imag(w))::Bool
isequal(z::Complex, w::Real) = isequal(real(z), w)::Bool & isequal(imag(z), zero(w))::Bool
isequal(z::Real, w::Complex) = isequal(z, real(w))::Bool & isequal(zero(z), imag(w))::Bool

+(z::Complex) = Complex(+real(z), +imag(z))
-(z::Complex) = Complex(-real(z), -imag(z))
+(z::Complex, w::Complex) = Complex(real(z) + real(w), imag(z) + imag(w))
-(z::Complex, w::Complex) = Complex(real(z) - real(w), imag(z) - imag(w))
*(z::Complex, w::Complex) = Complex(real(z) * real(w) - imag(z) * imag(w),
                                    real(z) * imag(w) + imag(z) * real(w))
_mulsub(a, b, c) = _mulsub(promote(a, b, c)...)
_mulsub(a::T, b::T, c::T) where {T<:Real} = muladd(a, b, -c)
muladd(z::Complex, w::Complex, x::Complex) =
    Complex(muladd(real(z), real(w), -_mulsub(imag(z), imag(w), real(x))),
            muladd(real(z), imag(w), muladd(imag(z), real(w), imag(x))))

# Bool and Complex{Bool} (as Julia's, so that true + z keeps a -0.0)
+(x::Bool, z::Complex{Bool}) = Complex(x + real(z), imag(z))
+(z::Complex{Bool}, x::Bool) = Complex(real(z) + x, imag(z))
-(x::Bool, z::Complex{Bool}) = Complex(x - real(z), -imag(z))
-(z::Complex{Bool}, x::Bool) = Complex(real(z) - x, imag(z))
*(x::Bool, z::Complex{Bool}) = Complex(x * real(z), x * imag(z))
*(z::Complex{Bool}, x::Bool) = Complex(real(z) * x, imag(z) * x)
+(x::Bool, z::Complex) = Complex(x + real(z), imag(z))
+(z::Complex, x::Bool) = Complex(real(z) + x, imag(z))
-(x::Bool, z::Complex) = Complex(x - real(z), -imag(z))
-(z::Complex, x::Bool) = Complex(real(z) - x, imag(z))
*(x::Bool, z::Complex) = Complex(x * real(z), x * imag(z))
*(z::Complex, x::Bool) = Complex(real(z) * x, imag(z) * x)
+(x::Real, z::Complex{Bool}) = Complex(x + real(z), imag(z))
+(z::Complex{Bool}, x::Real) = Complex(real(z) + x, imag(z))
-(x::Real, z::Complex{Bool}) = (re = x - real(z); Complex(re, -oftype(re, imag(z))))
-(z::Complex{Bool}, x::Real) = Complex(real(z) - x, imag(z))
*(x::Real, z::Complex{Bool}) = Complex(x * real(z), x * imag(z))
*(z::Complex{Bool}, x::Real) = Complex(real(z) * x, imag(z) * x)
# adding or multiplying real & complex is common
+(x::Real, z::Complex) = Complex(x + real(z), imag(z))
+(z::Complex, x::Real) = Complex(x + real(z), imag(z))
-(x::Real, z::Complex) = (re = x - real(z); Complex(re, -oftype(re, imag(z))))
-(z::Complex, x::Real) = Complex(real(z) - x, imag(z))
*(x::Real, z::Complex) = Complex(x * real(z), x * imag(z))
*(z::Complex, x::Real) = Complex(x * real(z), x * imag(z))

muladd(x::Real, z::Complex, y::Union{Real,Complex}) = muladd(z, x, y)
muladd(z::Complex, x::Real, y::Real) = Complex(muladd(real(z), x, y), imag(z) * x)
muladd(z::Complex, x::Real, w::Complex) =
    Complex(muladd(real(z), x, real(w)), muladd(imag(z), x, imag(w)))
muladd(x::Real, y::Real, z::Complex) = Complex(muladd(x, y, real(z)), imag(z))
muladd(z::Complex, w::Complex, x::Real) =
    Complex(muladd(real(z), real(w), -_mulsub(imag(z), imag(w), x)),
            muladd(real(z), imag(w), imag(z) * real(w)))

/(a::R, z::S) where {R<:Real,S<:Complex} = (T = promote_type(R, S); a * inv(T(z)))
/(z::Complex, x::Real) = Complex(real(z) / x, imag(z) / x)
function /(a::Complex{T}, b::Complex{T}) where {T<:Real}
    are = real(a); aim = imag(a); bre = real(b); bim = imag(b)
    if (isinf(bre) | isinf(bim))
        if isfinite(a)
            return complex(zero(T) * sign(are) * sign(bre), -zero(T) * sign(aim) * sign(bim))
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
function /(z::Complex{T}, w::Complex{T}) where {T<:Union{Float16,Float32}}
    c, d = reim(widen(w))
    a, b = reim(widen(z))
    if (isinf(c) | isinf(d))
        if isfinite(z)
            return complex(zero(T) * sign(real(z)) * sign(real(w)), -zero(T) * sign(imag(z)) * sign(imag(w)))
        end
        return T(NaN) + T(NaN) * im
    end
    mag = inv(muladd(c, c, d^2))
    re_part = muladd(a, c, b * d)
    im_part = muladd(b, c, -a * d)
    return oftype(z, Complex(re_part * mag, im_part * mag))
end
# robust complex division for double precision (Julia's, after
# arxiv.1210.4539): scaled near overflow and underflow
function /(z::ComplexF64, w::ComplexF64)
    a, b = reim(z); c, d = reim(w)
    absa = abs(a); absb = abs(b); ab = absa >= absb ? absa : absb
    absc = abs(c); absd = abs(d); cd = absc >= absd ? absc : absd
    if (isinf(c) | isinf(d))
        if isfinite(z)
            return complex(0.0 * sign(a) * sign(c), -0.0 * sign(b) * sign(d))
        end
        return NaN + NaN * im
    end
    halfov = 0.5 * floatmax(Float64)
    twounϵ = floatmin(Float64) * 2.0 / eps(Float64)
    if ab >= halfov || ab <= twounϵ || cd >= halfov || cd <= twounϵ
        p, q = _scaling_cdiv(a, b, c, d, ab, cd)
    else
        p, q = _cdiv(a, b, c, d)
    end
    return ComplexF64(p, q)
end
function _cdiv(a::Float64, b::Float64, c::Float64, d::Float64)
    if abs(d) <= abs(c)
        p, q = _robust_cdiv1(a, b, c, d)
    else
        p, q = _robust_cdiv1(b, a, d, c)
        q = -q
    end
    return p, q
end
function _scaling_cdiv(a::Float64, b::Float64, c::Float64, d::Float64, ab::Float64, cd::Float64)
    ϵ = eps(Float64)
    halfov = 0.5 * floatmax(Float64)
    twounϵ = floatmin(Float64) * 2.0 / ϵ
    bs = 2.0 / (ϵ * ϵ)
    s = 1.0
    if ab >= halfov
        a *= 0.5; b *= 0.5; s *= 2.0
    elseif ab <= twounϵ
        a *= bs; b *= bs; s /= bs
    end
    if cd >= halfov
        c *= 0.5; d *= 0.5; s *= 0.5
    elseif cd <= twounϵ
        c *= bs; d *= bs; s *= bs
    end
    p, q = _cdiv(a, b, c, d)
    return p * s, q * s
end
function _robust_cdiv1(a::Float64, b::Float64, c::Float64, d::Float64)
    r = d / c
    t = 1.0 / (c + d * r)
    p = _robust_cdiv2(a, b, c, d, r, t)
    q = _robust_cdiv2(b, -a, c, d, r, t)
    return p, q
end
function _robust_cdiv2(a::Float64, b::Float64, c::Float64, d::Float64, r::Float64, t::Float64)
    if r != 0
        br = b * r
        return (br != 0 ? (a + br) * t : a * t + (b * t) * r)
    else
        return (a + d * (b / c)) * t
    end
end
/(z::Complex, w::Complex) = /(promote(z, w)...)

# x^2 + y^2 scaled by 2^-2k so as not to overflow or underflow (Julia's ssqs)
function _ssqs(x::T, y::T) where {T<:Real}
    k::Int = 0
    ρ = x * x + y * y
    if !isfinite(ρ) && (isinf(x) || isinf(y))
        ρ = convert(T, Inf)
    elseif isinf(ρ) || (ρ == 0 && (x != 0 || y != 0)) || ρ < nextfloat(zero(T)) / (2 * eps(T)^2)
        m::T = max(abs(x), abs(y))
        k = m == 0 ? 0 : exponent(m)
        xk, yk = ldexp(x, -k), ldexp(y, -k)
        ρ = xk * xk + yk * yk
    end
    ρ, k
end

function sqrt(z::Complex)
    z = float(z)
    x, y = reim(z)
    if x == y == 0
        return Complex(zero(x), y)
    end
    ρ, k::Int = _ssqs(x, y)
    if isfinite(x)
        ρ = ldexp(abs(x), -k) + sqrt(ρ)
    end
    if isodd(k)
        k = div(k - 1, 2)
    else
        k = div(k, 2) - 1
        ρ += ρ
    end
    ρ = ldexp(sqrt(ρ), k)   # sqrt((abs(z)+abs(x))/2) without over/underflow
    ξ = ρ
    η = y
    if ρ != 0
        if isfinite(η)
            η = (η / ρ) / 2
        end
        if x < 0
            ξ = abs(η)
            η = copysign(ρ, y)
        end
    end
    Complex(ξ, η)
end

function cis(theta::Real)
    s, c = sincos(theta)
    Complex(c, s)
end
function cis(z::Complex)
    v = exp(-imag(z))
    s, c = sincos(real(z))
    Complex(v * c, v * s)
end

function log(z::Complex)
    z = float(z)
    T = typeof(real(z))
    T1 = convert(T, 5) / convert(T, 4)
    T2 = convert(T, 3)
    ln2 = log(convert(T, 2))
    x, y = reim(z)
    ρ, k = _ssqs(x, y)
    ax = abs(x)
    ay = abs(y)
    if ax < ay
        θ, β = ax, ay
    else
        θ, β = ay, ax
    end
    if k == 0 && (0.5 < β * β) && (β <= T1 || ρ < T2)
        ρρ = log1p((β - 1) * (β + 1) + θ * θ) / 2
    else
        ρρ = log(ρ) / 2 + k * ln2
    end
    Complex(ρρ, angle(z))
end
function log10(z::Complex)
    a = log(z)
    a / log(oftype(real(a), 10))
end
function log2(z::Complex)
    a = log(z)
    a / log(oftype(real(a), 2))
end

function exp(z::Complex)
    zr, zi = reim(float(z))
    if isnan(zr)
        Complex(zr, zi == 0 ? zi : zr)
    elseif !isfinite(zi)
        if zr == Inf
            Complex(-zr, oftype(zr, NaN))
        elseif zr == -Inf
            Complex(-zero(zr), copysign(zero(zi), zi))
        else
            Complex(oftype(zr, NaN), oftype(zi, NaN))
        end
    else
        er = exp(zr)
        if iszero(zi)
            Complex(er, zi)
        else
            s, c = sincos(zi)
            Complex(er * c, er * s)
        end
    end
end

function expm1(z::Complex{T}) where {T<:Real}
    Tf = float(T)
    zr, zi = reim(float(z))
    if isnan(zr)
        Complex(zr, zi == 0 ? zi : zr)
    elseif !isfinite(zi)
        if zr == Inf
            Complex(-zr, oftype(zr, NaN))
        elseif zr == -Inf
            Complex(-one(zr), copysign(zero(zi), zi))
        else
            Complex(oftype(zr, NaN), oftype(zi, NaN))
        end
    else
        erm1 = expm1(zr)
        if zi == 0
            Complex(erm1, zi)
        else
            er = erm1 + one(erm1)
            if isfinite(er)
                wr = erm1 - 2 * er * (sin(convert(Tf, 0.5) * zi))^2
                return Complex(wr, er * sin(zi))
            else
                s, c = sincos(zi)
                return Complex(er * c, er * s)
            end
        end
    end
end

function log1p(z::Complex{T}) where {T}
    zr, zi = reim(z)
    if isfinite(zr)
        isinf(zi) && return log(z)
        # Kahan's trick for log1p of a real z, with real(u) <= 0 handled
        # apart (near z == -2, and the branch cut)
        u = one(float(T)) + z
        u == 1 ? convert(typeof(u), z) : real(u) <= 0 ? log(u) : log(u) * (z / (u - 1))
    elseif isnan(zr)
        Complex(zr, zr)
    elseif isfinite(zi)
        Complex(T(Inf), copysign(zr > 0 ? zero(T) : convert(T, pi), zi))
    else
        Complex(T(Inf), T(NaN))
    end
end

function exp2(z::Complex{T}) where {T}
    z = float(z)
    er = exp2(real(z))
    theta = imag(z) * log(convert(float(T), 2))
    s, c = sincos(theta)
    Complex(er * c, er * s)
end
function exp10(z::Complex{T}) where {T}
    z = float(z)
    er = exp10(real(z))
    theta = imag(z) * log(convert(float(T), 10))
    s, c = sincos(theta)
    Complex(er * c, er * s)
end

# z^p as Julia's _cpow: the signs of zero parts, infinities and NaNs
function _cpow(z::Union{T,Complex{T}}, p::Union{T,Complex{T}}) where {T}
    z = float(z)
    p = float(p)
    Tf = float(T)
    if isreal(p)
        pᵣ = real(p)
        if isinteger(pᵣ) && abs(pᵣ) < typemax(Int32)
            if iszero(pᵣ)   # the signs of the imaginary part of z^0
                zer = flipsign(copysign(zero(Tf), pᵣ), imag(z))
                return Complex(one(Tf), zer)
            end
            ip = convert(Int, pᵣ)
            if isreal(z)
                zᵣ = real(z)
                if ip < 0
                    iszero(z) && return Complex(Tf(NaN), Tf(NaN))
                    re = power_by_squaring(inv(zᵣ), -ip)
                    im = -imag(z)
                else
                    re = power_by_squaring(zᵣ, ip)
                    im = imag(z)
                end
                return Complex(re, ifelse(iseven(ip) & signbit(zᵣ), -im, im))
            else
                return ip < 0 ? power_by_squaring(inv(z), -ip) : power_by_squaring(z, ip)
            end
        elseif isreal(z)
            if iszero(real(z))
                return pᵣ > 0 ? complex(z) : Complex(Tf(NaN), Tf(NaN))
            elseif real(z) > 0
                return Complex(real(z)^pᵣ, z isa Real ? ifelse(real(z) < 1, -imag(p), imag(p)) : flipsign(imag(z), pᵣ))
            else
                zᵣ = real(z)
                rᵖ = (-zᵣ)^pᵣ
                if isfinite(pᵣ)
                    return rᵖ * complex(cospi(pᵣ), flipsign(sinpi(pᵣ), imag(z)))
                else
                    iszero(rᵖ) && return zero(Complex{Tf})
                    return Complex(Tf(NaN), Tf(NaN))
                end
            end
        else
            rᵖ = abs(z)^pᵣ
            ϕ = pᵣ * angle(z)
        end
    elseif isreal(z)
        iszero(z) && return real(p) > 0 ? complex(z) : Complex(Tf(NaN), Tf(NaN))
        zᵣ = real(z)
        pᵣ, pᵢ = reim(p)
        if zᵣ > 0
            rᵖ = zᵣ^pᵣ
            ϕ = pᵢ * log(zᵣ)
        else
            r = -zᵣ
            θ = copysign(Tf(π), imag(z))
            rᵖ = r^pᵣ * exp(-pᵢ * θ)
            ϕ = pᵣ * θ + pᵢ * log(r)
        end
    else
        pᵣ, pᵢ = reim(p)
        r = abs(z)
        θ = angle(z)
        rᵖ = r^pᵣ * exp(-pᵢ * θ)
        ϕ = pᵣ * θ + pᵢ * log(r)
    end
    if isfinite(ϕ)
        return rᵖ * cis(ϕ)
    else
        iszero(rᵖ) && return zero(Complex{Tf})
        return Complex(Tf(NaN), Tf(NaN))
    end
end
^(z::Complex{T}, p::Complex{T}) where {T<:Real} = _cpow(z, p)
^(z::Complex{T}, p::T) where {T<:Real} = _cpow(z, p)
^(z::T, p::Complex{T}) where {T<:Real} = _cpow(z, p)
^(z::Complex, n::Bool) = n ? z : one(z)
^(z::Complex, n::Integer) = z^Complex(n)
^(z::Complex{<:AbstractFloat}, n::Bool) = n ? z : one(z)
^(z::Complex{<:Integer}, n::Bool) = n ? z : one(z)
^(z::Complex{<:AbstractFloat}, n::Integer) =
    n >= 0 ? power_by_squaring(z, n) : power_by_squaring(inv(z), -n)
^(z::Complex{<:Integer}, n::Integer) = power_by_squaring(z, n)   # DomainError for n < 0
function ^(z::Complex{T}, p::S) where {T<:Real,S<:Real}
    P = promote_type(T, S)
    return Complex{P}(z)^P(p)
end
function ^(z::T, p::Complex{S}) where {T<:Real,S<:Real}
    P = promote_type(T, S)
    return P(z)^Complex{P}(p)
end
^(z::Complex, p::Complex) = ^(promote(z, p)...)
# as Julia's rational.jl
^(z::Complex{T}, p::Rational) where {T<:Real} = z^convert(typeof(one(T)^p), p)
^(z::Complex{<:Rational}, n::Bool) = n ? z : one(z)
^(z::Complex{<:Rational}, n::Integer) =
    n >= 0 ? power_by_squaring(z, n) : power_by_squaring(inv(z), -n)

function sin(z::Complex{T}) where {T}
    F = float(T)
    zr, zi = reim(z)
    if zr == 0
        Complex(F(zr), sinh(zi))
    elseif !isfinite(zr)
        if zi == 0 || isinf(zi)
            Complex(F(NaN), F(zi))
        else
            Complex(F(NaN), F(NaN))
        end
    else
        s, c = sincos(zr)
        Complex(s * cosh(zi), c * sinh(zi))
    end
end
function cos(z::Complex{T}) where {T}
    F = float(T)
    zr, zi = reim(z)
    if zr == 0
        Complex(cosh(zi), isnan(zi) ? F(zr) : -flipsign(F(zr), zi))
    elseif !isfinite(zr)
        if zi == 0
            Complex(F(NaN), isnan(zr) ? zero(F) : -flipsign(F(zi), zr))
        elseif isinf(zi)
            Complex(F(Inf), F(NaN))
        else
            Complex(F(NaN), F(NaN))
        end
    else
        s, c = sincos(zr)
        Complex(c * cosh(zi), -s * sinh(zi))
    end
end
function tan(z::Complex)
    zr, zi = reim(z)
    w = tanh(Complex(-zi, zr))
    Complex(imag(w), -real(w))
end
function sinh(z::Complex)
    zr, zi = reim(z)
    w = sin(Complex(zi, zr))
    Complex(imag(w), real(w))
end
function cosh(z::Complex)
    zr, zi = reim(z)
    cos(Complex(zi, -zr))
end
# Kahan's algorithm ("Branch cuts for complex elementary functions"), as
# Julia's: no overflow for a large real part.
function tanh(z::Complex{T}) where {T}
    z = float(z)
    Tf = float(T)
    Ω = prevfloat(typemax(Tf))
    ξ, η = reim(z)
    if isnan(ξ) && η == 0
        return Complex(ξ, η)
    end
    if 4 * abs(ξ) > asinh(Ω)
        Complex(copysign(one(Tf), ξ),
                copysign(zero(Tf), η * (isfinite(η) ? sin(2 * abs(η)) : one(η))))
    else
        t = tan(η)
        β = 1 + t * t   # sec(η)^2
        s = sinh(ξ)
        ρ = sqrt(1 + s * s)   # cosh(ξ)
        if isinf(t)
            Complex(ρ / s, 1 / t)
        else
            Complex(β * ρ * s, t) / (1 + β * s * s)
        end
    end
end

# Inverse trigonometric and hyperbolic functions of a complex argument:
# Kahan's formulas ("Branch cuts for complex elementary functions", 1987),
# as Julia 1.10's base/complex.jl: principal values, the side of a branch
# cut told by the sign of a zero part, no overflow for large arguments.
function asin(z::Complex)
    z = float(z)
    zr, zi = reim(z)
    if isinf(zr) && isinf(zi)
        return Complex(copysign(oftype(zr, pi) / 4, zr), zi)
    elseif isnan(zi) && isinf(zr)
        return Complex(zi, oftype(zr, Inf))
    end
    ξ = zr == 0 ? zr :
        !isfinite(zr) ? oftype(zr, pi) / 2 * sign(zr) :
        atan(zr, real(sqrt(1 - z) * sqrt(1 + z)))
    η = asinh(copysign(imag(sqrt(conj(1 - z)) * sqrt(1 + z)), imag(z)))
    Complex(ξ, η)
end
function acos(z::Complex)
    z = float(z)
    zr, zi = reim(z)
    if isnan(zr)
        if isinf(zi)
            return Complex(zr, -zi)
        else
            return Complex(zr, zr)
        end
    elseif isnan(zi)
        if isinf(zr)
            return Complex(zi, abs(zr))
        elseif zr == 0
            return Complex(oftype(zr, pi) / 2, zi)
        else
            return Complex(zi, zi)
        end
    elseif zr == zi == 0
        return Complex(oftype(zr, pi) / 2, -zi)
    elseif zr == Inf && zi === zero(zi)
        return Complex(zi, -zr)
    elseif zr == -Inf && zi === -zero(zi)
        return Complex(oftype(zi, pi), -zr)
    end
    ξ = 2 * atan(real(sqrt(1 - z)), real(sqrt(1 + z)))
    η = asinh(imag(sqrt(conj(1 + z)) * sqrt(1 - z)))
    if isinf(zr) && isinf(zi)
        ξ -= oftype(η, pi) / 4 * sign(zr)
    end
    Complex(ξ, η)
end
function atan(z::Complex)
    w = atanh(Complex(-imag(z), real(z)))
    Complex(imag(w), -real(w))
end
function asinh(z::Complex)
    w = asin(Complex(-imag(z), real(z)))
    Complex(imag(w), -real(w))
end
function acosh(z::Complex)
    z = float(z)
    zr, zi = reim(z)
    if isnan(zr) || isnan(zi)
        if isinf(zr) || isinf(zi)
            return Complex(oftype(zr, Inf), oftype(zi, NaN))
        else
            return Complex(oftype(zr, NaN), oftype(zi, NaN))
        end
    elseif zr == -Inf && zi === -zero(zi)
        return Complex(oftype(zr, Inf), oftype(zi, -pi))
    end
    ξ = asinh(real(sqrt(conj(z - 1)) * sqrt(z + 1)))
    η = 2 * atan(imag(sqrt(z - 1)), real(sqrt(z + 1)))
    if isinf(zr) && isinf(zi)
        η -= oftype(η, pi) / 4 * sign(zi) * sign(zr)
    end
    Complex(ξ, η)
end
# (Julia 1.10's: |y| + ρ keeps log and angle finite at x == 1; Julia 1.12
# drops ρ, issue #55266)
function atanh(z::Complex{T}) where {T<:AbstractFloat}
    Ω = prevfloat(typemax(T))
    θ = sqrt(Ω) / 4
    ρ = 1 / θ
    x, y = reim(z)
    ax = abs(x)
    ay = abs(y)
    if ax > θ || ay > θ   # prevent overflow
        if isnan(y)
            if isinf(x)
                return Complex(copysign(zero(x), x), y)
            else
                return Complex(real(1 / z), y)
            end
        end
        if isinf(y)
            return Complex(copysign(zero(x), x), copysign(oftype(y, pi) / 2, y))
        end
        return Complex(real(1 / z), copysign(oftype(y, pi) / 2, y))
    end
    β = copysign(one(T), x)
    z *= β
    x, y = reim(z)
    if x == 1
        if y == 0
            ξ = oftype(x, Inf)
            η = y
        else
            ym = ay + ρ
            ξ = log(sqrt(sqrt(4 + y * y)) / sqrt(ym))
            η = copysign(oftype(y, pi) / 2 + atan(ym / 2), y) / 2
        end
    else
        ysq = (ay + ρ)^2
        if x == 0
            ξ = x
        else
            ξ = log1p(4x / ((1 - x)^2 + ysq)) / 4
        end
        η = angle(Complex((1 - x) * (1 + x) - ysq, 2y)) / 2
    end
    β * Complex(ξ, η)
end
atanh(z::Complex) = atanh(float(z))

function sinpi(z::Complex{T}) where {T}
    F = float(T)
    zr, zi = reim(z)
    if isinteger(zr)
        s = copysign(zero(F), zr)
        c_pos = isa(zr, Integer) ? iseven(zr) : isinteger(zr / 2)
        sh = sinh(pi * zi)
        Complex(s, c_pos ? sh : -sh)
    elseif isinteger(2 * zr)
        s_pos = isinteger((2 * zr - 1) / 4)
        ch = cosh(pi * zi)
        Complex(s_pos ? ch : -ch, isnan(zi) ? zero(F) : copysign(zero(F), zi))
    elseif !isfinite(zr)
        if zi == 0 || isinf(zi)
            Complex(F(NaN), F(zi))
        else
            Complex(F(NaN), F(NaN))
        end
    else
        pizi = pi * zi
        sipi, copi = sincospi(zr)
        Complex(sipi * cosh(pizi), copi * sinh(pizi))
    end
end
function cospi(z::Complex{T}) where {T}
    F = float(T)
    zr, zi = reim(z)
    if isinteger(zr)
        s = copysign(zero(F), zr)
        c_pos = isa(zr, Integer) ? iseven(zr) : isinteger(zr / 2)
        ch = cosh(pi * zi)
        Complex(c_pos ? ch : -ch, isnan(zi) ? s : -flipsign(s, zi))
    elseif isinteger(2 * zr)
        s_pos = isinteger((2 * zr - 1) / 4)
        sh = sinh(pi * zi)
        Complex(zero(F), s_pos ? -sh : sh)
    elseif !isfinite(zr)
        if zi == 0
            Complex(F(NaN), isnan(zr) ? zero(F) : -flipsign(F(zi), zr))
        elseif isinf(zi)
            Complex(F(Inf), F(NaN))
        else
            Complex(F(NaN), F(NaN))
        end
    else
        pizi = pi * zi
        sipi, copi = sincospi(zr)
        Complex(copi * cosh(pizi), -sipi * sinh(pizi))
    end
end
sincospi(z::Complex) = (sinpi(z), cospi(z))
_hypot(x::Complex{Float16}, y::Complex{Float16}) = Float16(_hypot(Complex{Float32}(x), Complex{Float32}(y)))

tanpi(x::Complex) = sinpi(x) / cospi(x) # Julia 1.10's trig.jl
deg2rad(z::Complex) = (z / 180) * pi
rad2deg(z::Complex) = (z / pi) * 180
sind(z::Complex) = sin(deg2rad(z))
cosd(z::Complex) = cos(deg2rad(z))
tand(z::Complex) = tan(deg2rad(z))

Complex(z::Complex) = z
rationalize(::Type{T}, z::Complex; kvs...) where {T<:Integer} =
    Complex(rationalize(T, real(z); kvs...), rationalize(T, imag(z); kvs...))
rationalize(z::Complex; kvs...) = rationalize(Int, z; kvs...)
complex(A::AbstractArray{<:Complex}) = A
function complex(A::AbstractArray{T}) where {T}
    if !isconcretetype(T)
        error("`complex` not defined on abstractly-typed arrays; please convert to a more specific type")
    end
    convert(AbstractArray{typeof(complex(zero(T)))}, A)
end
real(C::Type{<:Complex}) = fieldtype(C, 1)
in(x::Complex, r::AbstractRange{<:Real}) = isreal(x) && real(x) in r
function read(s::IO, ::Type{Complex{T}}) where {T<:Real}
    r = read(s, T)
    i = read(s, T)
    Complex{T}(r, i)
end
write(s::IO, z::Complex) = write(s, real(z), imag(z))
bswap(z::Complex) = Complex(bswap(real(z)), bswap(imag(z)))

function show(io::IO, z::Complex)
    r, i = reim(z)
    compact = get(io, :compact, false)::Bool
    show(io, r)
    if signbit(i) && !isnan(i)
        print(io, compact ? "-" : " - ")
        if isa(i, Signed) && i == typemin(typeof(i))
            show(io, -widen(i))
        else
            show(io, -i)
        end
    else
        print(io, compact ? "+" : " + ")
        show(io, i)
    end
    if !(isa(i, Signed) || isa(i, AbstractFloat) && isfinite(i))
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

# This file is a part of Kiln's Base library.
#
# intfuncs.jl — integer functions: powers, gcd/lcm, isqrt, factorial,
# ndigits, as Julia's base/intfuncs.jl.

function throw_domerr_powbysq(::Any, p)
    throw(DomainError(p, string("Cannot raise an integer x to a negative power ", p, ".",
        "\nConvert input to float.")))
end
function throw_domerr_powbysq(::Integer, p)
    throw(DomainError(p, string("Cannot raise an integer x to a negative power ", p, ".",
        "\nMake x or ", p, " a float by adding a zero decimal ",
        "(e.g., 2.0^", p, " or 2^", float(p), " instead of 2^", p, ")",
        "or write 1/x^", -p, ", float(x)^", p, ", x^float(", p, ") or (x//1)^", p, ".")))
end
function power_by_squaring(x_, p::Integer)
    x = x_
    if p == 1
        return copy(x)
    elseif p == 0
        return one(x)
    elseif p == 2
        return x * x
    elseif p < 0
        isone(x) && return copy(x)
        isone(-x) && return iseven(p) ? one(x) : copy(x)
        throw_domerr_powbysq(x, p)
    end
    t = trailing_zeros(p) + 1
    p >>= t
    while (t -= 1) > 0
        x *= x
    end
    y = x
    while p > 0
        t = trailing_zeros(p) + 1
        p >>= t
        while (t -= 1) >= 0
            x *= x
        end
        y *= x
    end
    return y
end
power_by_squaring(x::Bool, p::Unsigned) = ((p == 0) | x)
function power_by_squaring(x::Bool, p::Integer)
    p < 0 && !x && throw_domerr_powbysq(x, p)
    return (p == 0) | x
end

^(x::T, p::T) where {T<:Integer} = power_by_squaring(x, p)
^(x::Number, p::Integer) = power_by_squaring(x, p)
^(x::Bool, p::Integer) = power_by_squaring(x, p)

# ---- gcd / lcm ---------------------------------------------------------------------------

function gcd(a::T, b::T) where {T<:Integer}
    while b != 0
        t = b
        b = rem(a, b)
        a = t
    end
    return checked_abs(a)
end
function gcd(a::T, b::T) where {T<:BitInteger}
    a == 0 && return checked_abs(b)
    b == 0 && return checked_abs(a)
    if a isa Signed && a == typemin(T)
        a == b && __throw_gcd_overflow(a, b)
        a, b = b, a
    end
    # Euclid on the (non-negative) remainders: the first step brings
    # typemin into range.
    while b != 0
        t = b
        b = rem(a, b)
        a = t
    end
    return abs(a)
end
__throw_gcd_overflow(a, b) = throw(OverflowError(string("gcd(", a, ", ", b, ") overflows")))
function lcm(a::T, b::T) where {T<:Integer}
    # explicit a==0 test is to handle case of lcm(0, 0) correctly
    # explicit b==0 test is to handle case of lcm(typemin(T),0) correctly
    if a == 0 || b == 0
        return zero(a)
    else
        return checked_abs(checked_mul(a, div(b, gcd(b, a))))
    end
end
gcd(a::Integer) = checked_abs(a)
lcm(a::Integer) = checked_abs(a)
# Mixed signedness: the signed argument's absolute value is promoted, so
# that gcd(UInt32(6), Int8(-50)) == 2 (Julia's intfuncs.jl).
gcd(a::Unsigned, b::Signed) = gcd(promote(a, abs(b))...)
gcd(a::Signed, b::Unsigned) = gcd(promote(abs(a), b)...)
gcd(a::Real, b::Real) = gcd(promote(a, b)...)
lcm(a::Real, b::Real) = lcm(promote(a, b)...)
gcd(a::Real, b::Real, c::Real...) = gcd(a, gcd(b, c...))
lcm(a::Real, b::Real, c::Real...) = lcm(a, lcm(b, c...))
gcd(a::T, b::T) where {T<:Real} = throw(MethodError(gcd, (a, b)))
lcm(a::T, b::T) where {T<:Real} = throw(MethodError(lcm, (a, b)))

function gcdx(a::Integer, b::Integer)
    T = promote_type(typeof(a), typeof(b))
    s0, s1 = oneunit(T), zero(T)
    t0, t1 = s1, s0
    x = a % T
    y = b % T
    while y != 0
        q = div(x, y)
        x, y = y, rem(x, y)
        s0, s1 = s1, s0 - q * s1
        t0, t1 = t1, t0 - q * t1
    end
    x < 0 ? (-x, -s0, -t0) : (x, s0, t0)
end
gcdx(a::Real, b::Real) = gcdx(promote(a, b)...)
gcdx(a::T, b::T) where {T<:Real} = throw(MethodError(gcdx, (a, b)))

function invmod(n::T, m::T) where {T<:Integer}
    iszero(m) && throw(DomainError(m, "`m` must not be 0."))
    if n isa Signed && hastypemax(T)
        m == typemin(T) && return rem(n, m)
    end
    g, x, y = gcdx(n, m)
    g != 1 && throw(DomainError((n, m), string("Greatest common divisor is ", g, ".")))
    # Note that m might be negative here.
    if n isa Unsigned && hastypemax(T) && x > typemax(T) >> 1
        # x might have wrapped if it would have been negative
        # adding back m forces a correction
        x += m
    end
    # The following is equivalent to mod(x, m) for most cases
    return m > 0 ? mod(x, m) : -mod(-x, -m)
end
invmod(n::Integer, m::Integer) = invmod(promote(n, m)...)
hastypemax(::Type{<:BitInteger}) = true
hastypemax(::Type{Bool}) = true
hastypemax(::Type) = false

function powermod(x::Integer, p::Integer, m::T) where {T<:Integer}
    p == 0 && return mod(one(m), m)
    (m == 1 || m == -1) && return zero(m)
    b = oftype(m, mod(x, m))  # this also checks for divide by zero
    if p < 0
        return powermod(invmod(b, m), -p, m)
    end
    t = prevpow(2, p)
    r = one(T)
    while true
        if p >= t
            r = mod(widemul(r, b), m) % T
            p -= t
        end
        t >>>= 1
        t <= 0 && break
        r = mod(widemul(r, r), m) % T
    end
    return r
end

# ---- roots and logs ---------------------------------------------------------------------------

isqrt(x::Integer) = oftype(x, trunc(sqrt(x)))
function isqrt(x::Union{Int64,UInt64,Int128,UInt128})
    x == 0 && return x
    s = oftype(x, trunc(sqrt(x)))
    # fix with a Newton iteration, since conversion to float discards
    # too many bits.
    s = (s + div(x, s)) >> 1
    return s * s > x ? s - 1 : s
end

function nextpow(a::Real, x::Real)
    x <= 0 && throw(DomainError(x, "`x` must be positive."))
    # Special case fast path for x::Integer, a == 2.
    # This is a very common case. Constant prop will make sure that a call site
    # specified as `nextpow(2, x)` will get this special case inlined.
    a == 2 && isa(x, Integer) && return _nextpow2(x)
    a <= 1 && throw(DomainError(a, "`a` must be greater than 1."))
    x <= 1 && return one(a)
    n = ceil(Integer, log(a, x))
    p = a^(n - 1)
    # guard against roundoff error, e.g., with a=5 and x=125
    p >= x ? p : a^n
end
function prevpow(a::T, x::Real) where {T<:Real}
    x < 1 && throw(DomainError(x, "`x` must be ≥ 1."))
    # See comment in nextpos() for a == special case.
    a == 2 && isa(x, Integer) && return _prevpow2(x)
    a <= 1 && throw(DomainError(a, "`a` must be greater than 1."))
    n = floor(Integer, log(a, x))
    # round-off error of log can go either direction, so need some checks
    p = a^n
    x >= p * a && return a * p
    return p >= x ? a^(n - 1) : p
end
_nextpow2(x::Unsigned) = oneunit(x) << (top_set_bit(x - oneunit(x)) % UInt64)
_nextpow2(x::Integer) = reinterpret(typeof(x), x < 0 ? -_nextpow2(unsigned(-x)) : _nextpow2(unsigned(x)))
_prevpow2(x::Unsigned) = one(x) << unsigned(top_set_bit(x) - 1)
_prevpow2(x::Integer) = reinterpret(typeof(x), x < 0 ? -_prevpow2(unsigned(-x)) : _prevpow2(unsigned(x)))
ceil(::Type{Integer}, x::AbstractFloat) = ceil(Int, x)
floor(::Type{Integer}, x::AbstractFloat) = floor(Int, x)
# trunc (and so round) to the abstract integer types, as Julia's float.jl
trunc(::Type{Integer}, x::AbstractFloat) = trunc(Int, x)
trunc(::Type{Signed}, x::IEEEFloat) = trunc(Int, x)
trunc(::Type{Unsigned}, x::IEEEFloat) = trunc(UInt, x)

# Julia's ndigits0z: 0 for 0, else the number of digits of x in base b.
function ndigits0z(x::Integer, b::Integer)
    if b < -1
        return ndigits0znb(x, b)
    elseif b > 1
        return ndigits0zpb(x, b)
    end
    throw(DomainError(b, "The base must not be in `[-1, 0, 1]`."))
end
function ndigits0znb(x::Integer, b::Integer)
    d = 0
    if x isa Unsigned
        d += Int(x != 0)
        x = -signed(fld(x, -b))
    end
    while x != 0
        x = cld(x, b)
        d += 1
    end
    return d
end
function ndigits0zpb(x::Integer, b::Integer)
    x == 0 && return 0
    d = 0
    if x isa Signed && x < 0 && b > 0
        # |typemin| does not fit: take one digit off first
        d = 1
        x = -div(x, b)
        x == 0 && return 1
    end
    while x != 0
        x = div(x, b)
        d += 1
    end
    return d
end
ndigits(x::Integer; base::Integer=10, pad::Integer=1) = max(pad, ndigits0z(x, base))

# digits and digits!, as Julia's base/intfuncs.jl.
digits(n::Integer; base::Integer = 10, pad::Integer = 1) = digits(typeof(n), n, base = base, pad = pad)
function digits(T::Type{<:Integer}, n::Integer; base::Integer = 10, pad::Integer = 1)
    return digits!(zeros(T, ndigits(n, base = base, pad = pad)), n, base = base)
end
digits!(a::AbstractVector{T}, n::Integer; base::Integer = 10) where {T<:Integer} = _digits!(a, n, base)
function _digits!(a::AbstractVector{T}, n::Integer, base::Integer) where {T<:Integer}
    2 <= abs(base) || throw(DomainError(base, "base must be ≥ 2 or ≤ -2"))
    hastypemax(T) && abs(base) - 1 > typemax(T) && throw(ArgumentError(string("type ", T, " too small for base ", base)))
    isempty(a) && return a
    if base > 0
        for i in eachindex(a)
            n, d = divrem(n, base)
            a[i] = d
        end
    else
        # the first iteration peeled, as Julia does, for type stability
        n, d = fldmod(n, -base)
        a[firstindex(a)] = d
        n = -signed(n)
        for i in firstindex(a)+1:lastindex(a)
            n, d = fldmod(n, -base)
            a[i] = d
            n = -n
        end
    end
    return a
end

# factorial as Julia's combinatorics.jl: the fixed-width types look the
# result up (here: compute it) up to the largest n whose factorial fits —
# 20 for Int64/UInt64, 34 for Int128/UInt128 (a UInt128 table, so
# factorial(Int128(34)) is an InexactError) — and the narrower types
# compute in Int64, so factorial(Int8(3)) === 6. Other integer types
# multiply in typeof(n*n).
function factorial_lookup(n::Union{Int64,UInt64,Int128,UInt128}, lim)
    n < 0 && throw(DomainError(n, "`n` must not be negative."))
    n > lim && throw(OverflowError(string(n, " is too large to look up in the table; consider using `factorial(big(", n, "))` instead")))
    n == 0 && return one(n)
    f = one(UInt128)
    i = 2
    while i <= n
        f *= i % UInt128
        i += 1
    end
    return oftype(n, f)
end
factorial(n::Union{Int64,UInt64}) = factorial_lookup(n, 20)
factorial(n::Union{Int128,UInt128}) = factorial_lookup(n, 34)
factorial(n::Union{Int8,UInt8,Int16,UInt16,Int32,UInt32}) = factorial(Int64(n))
function factorial(n::Integer)
    n < 0 && throw(DomainError(n, "`n` must be nonnegative."))
    f = one(n * n)
    i = 2
    while i <= n
        f *= i
        i += 1
    end
    return f
end

function binomial(n::T, k::T) where {T<:Integer}
    n0, k0 = n, k
    k < 0 && return zero(T)
    sgn = one(T)
    if n < 0
        n = -n + k - one(T)
        if isodd(k)
            sgn = -sgn
        end
    end
    k > n && return zero(T)
    (k == 0 || k == n) && return sgn
    k == 1 && return sgn * n
    if k > (n >> 1)
        k = (n - k)
    end
    x = nn = n - k + one(T)
    nn += one(T)
    rr = 2
    while rr <= k
        xt = div(widemul(x, nn), rr)
        x = xt % T
        x == xt || throw(OverflowError(string("binomial(", n0, ", ", k0, ") overflows")))
        rr += one(T)
        nn += one(T)
    end
    return copysign(x, sgn)
end
binomial(n::Integer, k::Integer) = binomial(promote(n, k)...)

# The generalized binomial coefficient of any number x (Julia 1.10, #48124):
# prod((x - j) / (j + 1) for j in 0:k-1), each term divided as it goes to
# avoid spurious overflow; zero for k < 0.
function binomial(x::Number, k::Integer)
    k < 0 && return zero(x) / one(k)
    return prod(i -> (x - (i - 1)) / i, OneTo(k), init = oneunit(x) / one(k))
end

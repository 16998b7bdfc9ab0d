# This file is a part of Kiln's Base library.
#
# number.jl — generic methods for Number, as Julia's base/number.jl.

isinteger(x::Integer) = true
iszero(x) = x == zero(x)
isone(x) = x == one(x)
isreal(x::Real) = true
isreal(x::Number) = imag(x) == 0
isfinite(x::Number) = iszero(x - x)
isfinite(x::Integer) = true
isnan(x::Number) = false
isinf(x::Number) = false
isinf(x::Real) = !isnan(x) & !isfinite(x)
ispow2(x::Number) = isreal(x) && ispow2(real(x))

size(x::Number) = ()
size(x::Number, d::Integer) = d < 1 ? throw(BoundsError()) : 1
axes(x::Number) = ()
eltype(::Type{T}) where {T<:Number} = T
ndims(x::Number) = 0
ndims(::Type{<:Number}) = 0
length(x::Number) = 1
firstindex(x::Number) = 1
lastindex(x::Number) = 1
first(x::Number) = x
last(x::Number) = x
isempty(x::Number) = false
# a number is a 0-dimensional container of itself (Julia's number.jl: keys(::Number) = OneTo(1))
keys(::Number) = OneTo(1)
iterate(x::Number) = (x, nothing)
iterate(x::Number, ::Any) = nothing
in(x::Number, y::Number) = x == y
getindex(x::Number) = x
function getindex(x::Number, i::Integer)
    i == 1 || throw(BoundsError(x, i))
    return x
end
copy(x::Number) = x

signbit(x::Real) = x < 0
sign(x::Number) = iszero(x) ? x / abs(oneunit(x)) : x / abs(x)
sign(x::Real) = ifelse(x < zero(x), oftype(one(x), -1), ifelse(x > zero(x), one(x), typeof(one(x))(x)))
sign(x::Unsigned) = ifelse(x > zero(x), one(x), oftype(one(x), 0))
abs(x::Real) = ifelse(signbit(x), -x, x)
abs2(x::Number) = abs(x)^2
abs2(x::Real) = x * x
flipsign(x::Real, y::Real) = ifelse(signbit(y), -x, +x)
copysign(x::Real, y::Real) = ifelse(signbit(x) != signbit(y), -x, +x)

conj(x::Real) = x
transpose(x::Number) = x
adjoint(x::Number) = conj(x)
angle(z::Real) = atan(zero(z), z)
real(x::Real) = x
imag(x::Real) = zero(x)
reim(z) = (real(z), imag(z))
real(T::Type) = typeof(real(zero(T)))
real(::Type{T}) where {T<:Real} = T

inv(x::Number) = one(x) / x
\(x::Number, y::Number) = y / x
# Julia's operators.jl: left division of any values through right division
\(x, y) = adjoint(adjoint(y) / adjoint(x))
+(x::Bool) = Int(x)

zero(x::Number) = oftype(x, 0)
zero(::Type{T}) where {T<:Number} = convert(T, 0)
one(x::T) where {T<:Number} = one(T)
one(::Type{T}) where {T<:Number} = convert(T, 1)
oneunit(x::T) where {T} = T(one(x))
oneunit(::Type{T}) where {T} = T(one(T))

float(x) = AbstractFloat(x)
float(::Type{T}) where {T<:Number} = typeof(float(zero(T)))
float(::Type{T}) where {T<:AbstractFloat} = T

muladd(x, y, z) = x * y + z

fld1(x::T, y::T) where {T<:Real} = (m = mod1(x, y); fld(x - m, y) + 1)
function fld1(x::T, y::T) where {T<:Integer}
    d = div(x, y)
    return d + ifelse(!signbit(xor(x, y)) & (d * y != x), one(T), zero(T))
end
mod1(x::T, y::T) where {T<:Real} = (m = mod(x, y); ifelse(m == 0, y, m))
function mod1(x::T, y::T) where {T<:Integer}
    y == 0 && throw(DivideError())
    m = mod(x, y)
    return ifelse(m == zero(T), y, m)
end
fldmod1(x, y) = (fld1(x, y), mod1(x, y))

divrem(x, y) = (div(x, y), rem(x, y))
fldmod(x, y) = (fld(x, y), mod(x, y))
const ÷ = div
const % = rem

# Julia 1.10's math.jl: only the bound that applies is converted
# (clamp(typemax(UInt64), Int64) converts no negative bound to UInt64).
function clamp(x::X, lo::L, hi::H) where {X,L,H}
    T = promote_type(X, L, H)
    return (x > hi) ? convert(T, hi) : (x < lo) ? convert(T, lo) : convert(T, x)
end
# an integer is compared with T's bounds without promoting them (no
# BigInt is built for clamp(big(2)^100, Int16))
function clamp(x::Integer, ::Type{T}) where {T<:Integer}
    lo = typemin(T)
    hi = typemax(T)
    return (x > hi) ? hi : (x < lo) ? lo : convert(T, x)
end
function clamp(x, ::Type{T}) where {T<:Integer}
    return trunc(T, clamp(x, typemin(T), typemax(T)))
end

# Literal powers x^2, x^-1 (Julia lowers x^n with a literal integer n to
# literal_pow(^, x, Val(n))).
literal_pow(f, x, ::Val{p}) where {p} = f(x, p)
# As Julia's intfuncs.jl: x^-n is inv(x)^n for other types (a user Real
# that defines inv and *), and Float64(x)^-n for 64-bit integers.
@inline function literal_pow(f::typeof(^), x, ::Val{p}) where {p}
    if p < 0
        if x isa BitInteger64
            f(Float64(x), p)
        elseif x isa AbstractFloat
            f(x, p) # float^p is more accurate than inv(x)^-p (Julia's AbstractFloat method)
        else
            f(inv(x), -p)
        end
    else
        f(x, p)
    end
end
literal_pow(::typeof(^), x::HWNumber, ::Val{0}) = one(x)
literal_pow(::typeof(^), x::HWNumber, ::Val{1}) = x
literal_pow(::typeof(^), x::HWNumber, ::Val{2}) = x * x
literal_pow(::typeof(^), x::HWNumber, ::Val{3}) = x * x * x
literal_pow(::typeof(^), x::HWNumber, ::Val{-1}) = inv(x)
literal_pow(::typeof(^), x::HWNumber, ::Val{-2}) = (i = inv(x); i * i)

# A number as a zero-dimensional collection (Julia 1.10's number.jl): its
# only index is 1 (or a tuple of ones).
get(x::Number, i::Integer, default) = isone(i) ? x : default
get(x::Number, ind::Tuple, default) = all(isone, ind) ? x : default
get(f::Callable, x::Number, i::Integer) = isone(i) ? x : f()
get(f::Callable, x::Number, ind::Tuple) = all(isone, ind) ? x : f()

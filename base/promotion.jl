# This file is a part of Kiln's Base library.
#
# promotion.jl — Julia's promotion machinery (base/promotion.jl): promote_rule,
# promote_type, promote, and the mixed-type fallbacks of the arithmetic and
# comparison operators. With constant propagation of types all of this folds
# away at compile time.

# ---- conversion fallbacks --------------------------------------------------------

convert(::Type{Any}, x) = x
convert(::Type{T}, x::T) where {T} = x
convert(::Type{Nothing}, x::Nothing) = nothing
convert(::Type{T}, x::T) where {T<:Number} = x
convert(::Type{T}, x::Number) where {T<:Number} = T(x)::T

# (::Type{T})(x) for number types: the specific constructors live in int.jl,
# float.jl, ...; these are the catch-alls of Julia's boot.jl/number.jl.
(::Type{T})(x::T) where {T<:Number} = x
# Base's own number types construct from Base's other number types
# through convert (Julia defines each of those constructors). Julia has no
# such fallback for other Number types: a user's `R <: Real` without a
# matching constructor is a MethodError (convert(R, x) calls R(x)), not a
# loop. So the fallback is declared for those types only, both ways: not
# for every T<:Number (a user's `struct N <: Number; v::Float64; end` has
# the default constructor N(::Any), which it would make ambiguous), and
# not for every x::Number (a package's `(::Type{Ti})(x::MyReal) where
# Ti<:Integer` would be ambiguous with it, where Julia has no such
# method). The method for Base's wider number types (Rational, Complex,
# BigInt, BigFloat, irrationals) is in mpfr.jl, for Complex in complex.jl, once they exist. Methods of
# Base for a wider T and a narrower x (Float64(::Rational), Int(::Complex),
# ...) each have a twin for T<:_HWCtorT, so that no call is ambiguous
# between them and these fallbacks.
# (Bool has its own Bool(::Real).)
const _HWCtorT = Union{HWNumber,BitInteger,IEEEFloat}
const _HWCtorTNoBool = Union{BitInteger,IEEEFloat}
(::Type{T})(x::_HWCtorT) where {T<:_HWCtorTNoBool} = convert(T, x)::T

# ---- promote_type ------------------------------------------------------------------

promote_type() = Bottom
promote_type(T) = T
promote_type(T, S, U, V...) = promote_type(T, promote_type(S, U, V...))

promote_type(::Type{Bottom}, ::Type{Bottom}) = Bottom
promote_type(::Type{T}, ::Type{T}) where {T} = T
promote_type(::Type{T}, ::Type{Bottom}) where {T} = T
promote_type(::Type{Bottom}, ::Type{T}) where {T} = T

function promote_type(::Type{T}, ::Type{S}) where {T,S}
    # Try promote_rule in both orders. Typically only one is defined, and
    # the fallback below returns Bottom for the other.
    promote_result(T, S, promote_rule(T, S), promote_rule(S, T))
end

promote_rule(::Type, ::Type) = Bottom
promote_rule(::Type{Bottom}, slurp...) = Bottom
promote_rule(::Type{Bottom}, ::Type{Bottom}, slurp...) = Bottom
promote_rule(::Type{Bottom}, ::Type{T}, slurp...) where {T} = T
promote_rule(::Type{T}, ::Type{Bottom}, slurp...) where {T} = T

promote_result(::Type, ::Type, ::Type{T}, ::Type{S}) where {T,S} = promote_type(T, S)
# If no promote_rule is defined, both directions give Bottom; then use
# typejoin on the original types instead.
promote_result(::Type{T}, ::Type{S}, ::Type{Bottom}, ::Type{Bottom}) where {T,S} = typejoin(T, S)

promote_typeof(x) = typeof(x)
# (a loop past 16 arguments: the recursion would dispatch once per length)
promote_typeof(x, xs...) = length(xs) < 16 ? promote_type(typeof(x), promote_typeof(xs...)) : _promote_typeof_loop(typeof(x), xs)
function _promote_typeof_loop(T, xs)
    for y in xs
        T = promote_type(T, typeof(y))
    end
    return T
end

# ---- promote -----------------------------------------------------------------------

function _promote(x::T, y::S) where {T,S}
    R = promote_type(T, S)
    return (convert(R, x), convert(R, y))
end
function _promote(x, y, z)
    R = promote_typeof(x, y, z)
    return (convert(R, x), convert(R, y), convert(R, z))
end
function _promote(x, y, zs...)
    R = promote_typeof(x, y, zs...)
    return (convert(R, x), convert(R, y), _convert_all(R, zs...)...)
end
_convert_all(::Type{R}) where {R} = ()
_convert_all(::Type{R}, x, xs...) where {R} = (convert(R, x), _convert_all(R, xs...)...)

promote() = ()
promote(x) = (x,)

function promote(x, y)
    px, py = _promote(x, y)
    not_sametype((x, y), (px, py))
    return (px, py)
end
function promote(x, y, z)
    px, py, pz = _promote(x, y, z)
    not_sametype((x, y, z), (px, py, pz))
    return (px, py, pz)
end
function promote(x, y, z, a...)
    p = _promote(x, y, z, a...)
    not_sametype((x, y, z, a...), p)
    return p
end

promote(x::T, y::T, zs::T...) where {T} = (x, y, zs...)

not_sametype(x::T, y::T) where {T} = sametype_error(x)
not_sametype(x, y) = nothing

function sametype_error(input)
    io = IOBuffer()
    n = length(input)
    i = 1
    while i <= n
        if i > 1
            print(io, i == n ? " and " : ", ")
        end
        print(io, typeof(input[i]))
        i += 1
    end
    error("promotion of types ", _takestring!(io), " failed to change any arguments")
end

# ---- mixed-type fallbacks (number.jl / promotion.jl) --------------------------------

+(x::Number, y::Number) = +(promote(x, y)...)
*(x::Number, y::Number) = *(promote(x, y)...)
-(x::Number, y::Number) = -(promote(x, y)...)
/(x::Number, y::Number) = /(promote(x, y)...)
^(x::Number, y::Number) = ^(promote(x, y)...)

fma(x::Number, y::Number, z::Number) = fma(promote(x, y, z)...)
muladd(x::Number, y::Number, z::Number) = muladd(promote(x, y, z)...)

==(x::Number, y::Number) = (==)(promote(x, y)...)
<(x::Real, y::Real) = (<)(promote(x, y)...)
<=(x::Real, y::Real) = (<=)(promote(x, y)...)

div(x::Real, y::Real) = div(promote(x, y)...)
fld(x::Real, y::Real) = fld(promote(x, y)...)
cld(x::Real, y::Real) = cld(promote(x, y)...)
rem(x::Real, y::Real) = rem(promote(x, y)...)
mod(x::Real, y::Real) = mod(promote(x, y)...)
mod1(x::Real, y::Real) = mod1(promote(x, y)...)
fld1(x::Real, y::Real) = fld1(promote(x, y)...)

max(x::Real, y::Real) = max(promote(x, y)...)
min(x::Real, y::Real) = min(promote(x, y)...)
minmax(x::Real, y::Real) = minmax(promote(x, y)...)

# Operations with no method for a type (after promotion) fail like Julia's.
no_op_err(name, T) = error(name, " not defined for ", T)
+(x::T, y::T) where {T<:Number} = no_op_err("+", T)
*(x::T, y::T) where {T<:Number} = no_op_err("*", T)
-(x::T, y::T) where {T<:Number} = no_op_err("-", T)
/(x::T, y::T) where {T<:Number} = no_op_err("/", T)
^(x::T, y::T) where {T<:Number} = no_op_err("^", T)
fma(x::T, y::T, z::T) where {T<:Number} = no_op_err("fma", T)
muladd(x::T, y::T, z::T) where {T<:Number} = x * y + z
==(x::T, y::T) where {T<:Number} = x === y
<(x::T, y::T) where {T<:Real} = no_op_err("<", T)
<=(x::T, y::T) where {T<:Real} = (x == y) | (x < y)
rem(x::T, y::T) where {T<:Real} = no_op_err("rem", T)
mod(x::T, y::T) where {T<:Real} = no_op_err("mod", T)

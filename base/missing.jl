# This file is a part of Kiln's Base library.
#
# missing.jl — `missing` and three-valued logic, as Julia's base/missing.jl:
# comparisons and arithmetic with missing give missing, `&`/`|` follow
# Kleene logic, isequal/isless order missing last, skipmissing, coalesce,
# nonmissingtype.

struct Missing end
const missing = Missing()

ismissing(x) = x === missing

show(io::IO, ::Missing) = print(io, "missing")

nonmissingtype(::Type{T}) where {T} = _typesubtract_missing(T)
_typesubtract_missing(::Type{Missing}) = Union{}
_typesubtract_missing(::Type{Union{Missing,T}}) where {T} = T
# (a union with a UnionAll member, Union{Rational, Missing}, that the
# method above does not match: its members without Missing)
function _typesubtract_missing(::Type{T}) where {T}
    (T isa Union && Missing <: T) || return T
    return Union{_typesubtract_missing(T.a), _typesubtract_missing(T.b)}
end

# Conversion to a type that admits missing or nothing converts to the rest
# of the union (Julia's missing.jl).
nonnothingtype(::Type{T}) where {T} = _typesubtract_nothing(T)
_typesubtract_nothing(::Type{Nothing}) = Union{}
_typesubtract_nothing(::Type{Union{Nothing,T}}) where {T} = T
_typesubtract_nothing(::Type{T}) where {T} = T
function nonmissingtype_checked(::Type{T}) where {T}
    R = nonmissingtype(T)
    R >: T && error("could not compute non-missing type")
    R <: Union{} && error("cannot convert a value to missing for assignment")
    return R
end
function nonnothingtype_checked(::Type{T}) where {T}
    R = nonnothingtype(T)
    R >: T && error("could not compute non-nothing type")
    R <: Union{} && error("cannot convert a value to missing for assignment")
    return R
end
convert(::Type{T}, x::T) where {T>:Missing} = x
convert(::Type{T}, x::T) where {T>:Nothing} = x
convert(::Type{T}, x::T) where {T>:Union{Missing,Nothing}} = x
convert(::Type{T}, x) where {T>:Missing} = convert(nonmissingtype_checked(T), x)
convert(::Type{T}, x) where {T>:Nothing} = convert(nonnothingtype_checked(T), x)
convert(::Type{T}, x) where {T>:Union{Missing,Nothing}} = convert(nonmissingtype_checked(nonnothingtype_checked(T)), x)

# Promotion with missing and nothing gives a union ([1, missing] is a
# Vector{Union{Missing, Int64}}), as Julia's missing.jl and some.jl.
promote_rule(T::Type{Missing}, S::Type) = Union{S, Missing}
promote_rule(T::Type{Nothing}, S::Type) = Union{S, Nothing}
promote_rule(T::Type{Union{Nothing, Missing}}, S::Type) = Union{S, Nothing, Missing}
function promote_rule(T::Type{>:Union{Nothing, Missing}}, S::Type)
    R = nonnothingtype(T)
    R >: T && return Any
    T = R
    R = nonmissingtype(T)
    R >: T && return Any
    T = R
    R = promote_type(T, S)
    return Union{R, Nothing, Missing}
end
function promote_rule(T::Type{>:Missing}, S::Type)
    R = nonmissingtype(T)
    R >: T && return Any
    T = R
    R = promote_type(T, S)
    return Union{R, Missing}
end
function promote_rule(T::Type{>:Nothing}, S::Type)
    R = nonnothingtype(T)
    R >: T && return Any
    T = R
    R = promote_type(T, S)
    return Union{R, Nothing}
end

# unary operators and functions
(!)(::Missing) = missing
(~)(::Missing) = missing
(+)(::Missing) = missing
(-)(::Missing) = missing
abs(::Missing) = missing
abs2(::Missing) = missing
real(::Missing) = missing
imag(::Missing) = missing
conj(::Missing) = missing
sign(::Missing) = missing
inv(::Missing) = missing
iseven(::Missing) = missing
isodd(::Missing) = missing
isinteger(::Missing) = missing
isfinite(::Missing) = missing
isinf(::Missing) = missing
isnan(::Missing) = missing
iszero(::Missing) = missing
isone(::Missing) = missing
float(::Missing) = missing
sqrt(::Missing) = missing
exp(::Missing) = missing
log(::Missing) = missing
sin(::Missing) = missing
cos(::Missing) = missing
zero(::Missing) = missing
one(::Missing) = missing
zero(::Type{Missing}) = missing
one(::Type{Missing}) = missing
# Union{T, Missing}: T's (Julia's missing.jl)
zero(::Type{Union{T,Missing}}) where {T} = T === Any ? throw(MethodError(zero, (Any,))) : zero(T)
one(::Type{Union{T,Missing}}) where {T} = T === Any ? throw(MethodError(one, (Any,))) : one(T)
oneunit(::Type{Union{T,Missing}}) where {T} = T === Any ? throw(MethodError(oneunit, (Any,))) : oneunit(T)
# The rest of Julia's missing.jl and math.jl lists of functions of one
# argument that give missing for missing.
(*)(::Missing) = missing
(&)(::Missing) = missing
(|)(::Missing) = missing
xor(::Missing) = missing
identity(::Missing) = missing
oneunit(::Missing) = missing
ispow2(::Missing) = missing
isreal(::Missing) = missing
transpose(::Missing) = missing
adjoint(::Missing) = missing
complex(::Missing) = missing
acos(::Missing) = missing; acosh(::Missing) = missing; asin(::Missing) = missing
asinh(::Missing) = missing; atan(::Missing) = missing; atanh(::Missing) = missing
sinh(::Missing) = missing; cosh(::Missing) = missing; tan(::Missing) = missing
tanh(::Missing) = missing; exp2(::Missing) = missing; expm1(::Missing) = missing
log10(::Missing) = missing; log1p(::Missing) = missing; log2(::Missing) = missing
exponent(::Missing) = missing; cbrt(::Missing) = missing
sinpi(::Missing) = missing; cospi(::Missing) = missing; tanpi(::Missing) = missing
sincospi(::Missing) = missing
clamp(::Missing, lo, hi) = missing
oneunit(::Type{Missing}) = missing
float(::Type{Missing}) = Missing
complex(::Type{Missing}) = Missing
float(::Type{Union{T,Missing}}) where {T} = T === Any ? throw(MethodError(float, (Any,))) : Union{float(T),Missing}
complex(::Type{Union{T,Missing}}) where {T} = T === Any ? throw(MethodError(complex, (Any,))) : Union{complex(T),Missing}
# two-argument math functions (Julia's math.jl)
atan(::Missing, ::Missing) = missing; atan(::Number, ::Missing) = missing; atan(::Missing, ::Number) = missing
hypot(::Missing, ::Missing) = missing; hypot(::Number, ::Missing) = missing; hypot(::Missing, ::Number) = missing
log(::Missing, ::Missing) = missing; log(::Number, ::Missing) = missing; log(::Missing, ::Number) = missing
isapprox(::Missing, ::Missing; kwargs...) = missing
isapprox(::Missing, ::Any; kwargs...) = missing
isapprox(::Any, ::Missing; kwargs...) = missing
*(::Missing, ::Union{AbstractString,AbstractChar}) = missing
*(::Union{AbstractString,AbstractChar}, ::Missing) = missing

# Rounding as Julia's missing.jl: missing for missing (with any digits,
# sigdigits, base or rounding mode); to a type that admits missing, the
# rounding to the rest of the union; to one that does not, a
# MissingException.
_missing_conversion_msg(T) = string("cannot convert a missing value to type ", T, ": use Union{", T, ", Missing} instead")
round(::Missing, ::RoundingMode=RoundNearest; sigdigits::Integer=0, digits::Integer=0, base::Integer=0) = missing
floor(::Missing; sigdigits::Integer=0, digits::Integer=0, base::Integer=0) = missing
ceil(::Missing; sigdigits::Integer=0, digits::Integer=0, base::Integer=0) = missing
trunc(::Missing; sigdigits::Integer=0, digits::Integer=0, base::Integer=0) = missing
round(::Type{>:Missing}, ::Missing, ::RoundingMode=RoundNearest) = missing
floor(::Type{>:Missing}, ::Missing) = missing
ceil(::Type{>:Missing}, ::Missing) = missing
trunc(::Type{>:Missing}, ::Missing) = missing
round(::Type{T}, ::Missing, ::RoundingMode=RoundNearest) where {T} = throw(MissingException(_missing_conversion_msg(T)))
floor(::Type{T}, ::Missing) where {T} = throw(MissingException(_missing_conversion_msg(T)))
ceil(::Type{T}, ::Missing) where {T} = throw(MissingException(_missing_conversion_msg(T)))
trunc(::Type{T}, ::Missing) where {T} = throw(MissingException(_missing_conversion_msg(T)))
round(::Type{T}, x::Real, r::RoundingMode=RoundNearest) where {T>:Missing} = round(nonmissingtype_checked(T), x, r)
floor(::Type{T}, x::Real) where {T>:Missing} = floor(nonmissingtype_checked(T), x)
ceil(::Type{T}, x::Real) where {T>:Missing} = ceil(nonmissingtype_checked(T), x)
trunc(::Type{T}, x::Real) where {T>:Missing} = trunc(nonmissingtype_checked(T), x)
# (and of a Rational: not ambiguous with rational.jl's methods)
round(::Type{T}, x::Rational{Tr}, r::RoundingMode=RoundNearest) where {T>:Missing,Tr} = round(nonmissingtype_checked(T), x, r)
round(::Type{T}, x::Rational{Bool}, r::RoundingMode=RoundNearest) where {T>:Missing} = round(nonmissingtype_checked(T), x, r)
trunc(::Type{T}, x::Rational) where {T>:Missing} = trunc(nonmissingtype_checked(T), x)
floor(::Type{T}, x::Rational) where {T>:Missing} = floor(nonmissingtype_checked(T), x)
ceil(::Type{T}, x::Rational) where {T>:Missing} = ceil(nonmissingtype_checked(T), x)

# float of an array admitting missing (Julia's missing.jl)
function float(A::AbstractArray{Union{T,Missing}}) where {T}
    U = typeof(float(zero(T)))
    return convert(AbstractArray{Union{U,Missing}}, A)
end
float(A::AbstractArray{Missing}) = A

# binary operators: missing if either side is missing
(+)(::Missing, ::Missing) = missing; (+)(::Missing, ::Number) = missing; (+)(::Number, ::Missing) = missing
(-)(::Missing, ::Missing) = missing; (-)(::Missing, ::Number) = missing; (-)(::Number, ::Missing) = missing
(*)(::Missing, ::Missing) = missing; (*)(::Missing, ::Number) = missing; (*)(::Number, ::Missing) = missing
(/)(::Missing, ::Missing) = missing; (/)(::Missing, ::Number) = missing; (/)(::Number, ::Missing) = missing
(^)(::Missing, ::Missing) = missing; (^)(::Missing, ::Number) = missing; (^)(::Number, ::Missing) = missing
div(::Missing, ::Missing) = missing; div(::Missing, ::Number) = missing; div(::Number, ::Missing) = missing
rem(::Missing, ::Missing) = missing; rem(::Missing, ::Number) = missing; rem(::Number, ::Missing) = missing
mod(::Missing, ::Missing) = missing; mod(::Missing, ::Number) = missing; mod(::Number, ::Missing) = missing
fld(::Missing, ::Missing) = missing; fld(::Missing, ::Number) = missing; fld(::Number, ::Missing) = missing
cld(::Missing, ::Missing) = missing; cld(::Missing, ::Number) = missing; cld(::Number, ::Missing) = missing
(//)(::Missing, ::Missing) = missing; (//)(::Missing, ::Number) = missing; (//)(::Number, ::Missing) = missing
(==)(::Missing, ::Missing) = missing; (==)(::Missing, ::Number) = missing; (==)(::Number, ::Missing) = missing
(<)(::Missing, ::Missing) = missing; (<)(::Missing, ::Number) = missing; (<)(::Number, ::Missing) = missing
(<=)(::Missing, ::Missing) = missing; (<=)(::Missing, ::Number) = missing; (<=)(::Number, ::Missing) = missing
(!=)(::Missing, ::Missing) = missing; (!=)(::Missing, ::Number) = missing; (!=)(::Number, ::Missing) = missing
max(::Missing, ::Missing) = missing; max(::Missing, ::Any) = missing; max(::Any, ::Missing) = missing
min(::Missing, ::Missing) = missing; min(::Missing, ::Any) = missing; min(::Any, ::Missing) = missing
xor(::Missing, ::Missing) = missing; xor(::Missing, ::Number) = missing; xor(::Number, ::Missing) = missing
(<<)(::Missing, ::Missing) = missing; (<<)(::Missing, ::Number) = missing; (<<)(::Number, ::Missing) = missing
(>>)(::Missing, ::Missing) = missing; (>>)(::Missing, ::Number) = missing; (>>)(::Number, ::Missing) = missing
(>>>)(::Missing, ::Missing) = missing; (>>>)(::Missing, ::Number) = missing; (>>>)(::Number, ::Missing) = missing
==(::Missing, ::Any) = missing
==(::Any, ::Missing) = missing
!=(::Missing, ::Any) = missing
!=(::Any, ::Missing) = missing
<(::Missing, ::Any) = missing
<(::Any, ::Missing) = missing

isequal(::Missing, ::Missing) = true
isequal(::Missing, ::Any) = false
isequal(::Any, ::Missing) = false
isless(::Missing, ::Missing) = false
isless(::Missing, ::Any) = false
isless(::Any, ::Missing) = true
hash(::Missing, h::UInt) = hash(0x8d7e9bd9a4f0ab81, h)

# three-valued (Kleene) logic
(&)(::Missing, ::Missing) = missing
(&)(a::Missing, b::Bool) = ifelse(b, missing, false)
(&)(b::Bool, a::Missing) = ifelse(b, missing, false)
(&)(::Missing, ::Integer) = missing
(&)(::Integer, ::Missing) = missing
(|)(::Missing, ::Missing) = missing
(|)(a::Missing, b::Bool) = ifelse(b, true, missing)
(|)(b::Bool, a::Missing) = ifelse(b, true, missing)
(|)(::Missing, ::Integer) = missing
(|)(::Integer, ::Missing) = missing

string(::Missing) = "missing"

"""
    coalesce(x...)

The first value that is not `missing`, or `missing` if there is none.
"""
coalesce() = missing
coalesce(x::Missing, y...) = coalesce(y...)
coalesce(x, y...) = x

# ---- skipmissing -------------------------------------------------------------------------

struct SkipMissing{T}
    x::T
end
skipmissing(itr) = SkipMissing(itr)

IteratorSize(::Type{<:SkipMissing}) = SizeUnknown()
# (Julia's: a generator's skipmissing has an unknown element type, so
# collect widens from the values it meets)
IteratorEltype(::Type{SkipMissing{T}}) where {T} = IteratorEltype(T)
eltype(::Type{SkipMissing{T}}) where {T} = nonmissingtype(eltype(T))

function iterate(itr::SkipMissing, state...)
    y = iterate(itr.x, state...)
    while y !== nothing
        item, st = y
        item === missing || return (item, st)
        y = iterate(itr.x, st)
    end
    return nothing
end

# The keys of skipmissing(A) are A's keys of its elements that are not
# missing (Julia's keys(::SkipMissing)): findmax, findmin, argmax and
# argmin give the index in A, not the position among the values kept.
findmax(s::SkipMissing{<:AbstractArray}) = _findmax_skip(s.x, isless)
findmin(s::SkipMissing{<:AbstractArray}) = _findmax_skip(s.x, (a, b) -> isless(b, a))
function _findmax_skip(a::AbstractArray, better)
    found = false
    local m, mi
    for k in keys(a)
        x = a[k]
        x === missing && continue
        if !found
            m, mi, found = x, k, true
        elseif m == m && (better(m, x) || x != x)
            # a NaN is the answer once met, as for any iterable
            m, mi = x, k
        end
    end
    found || _empty_reduce_error()
    return (m, mi)
end
argmax(s::SkipMissing{<:AbstractArray}) = findmax(s)[2]
argmin(s::SkipMissing{<:AbstractArray}) = findmin(s)[2]

# find* over the keys of the values kept (Julia's generic find* over
# pairs(itr)), and filter into a vector of the non-missing element type
function findfirst(f::Function, itr::SkipMissing{<:AbstractArray})
    for k in keys(itr.x)
        v = itr.x[k]
        v !== missing && f(v) && return k
    end
    return nothing
end
function findlast(f::Function, itr::SkipMissing{<:AbstractArray})
    for k in Iterators.reverse(keys(itr.x))
        v = itr.x[k]
        v !== missing && f(v) && return k
    end
    return nothing
end
findall(f::Function, itr::SkipMissing{<:AbstractArray}) =
    collect(k for k in keys(itr.x) if (v = itr.x[k]; v !== missing && f(v)))
function filter(f, itr::SkipMissing{<:AbstractArray})
    y = similar(itr.x, eltype(itr), 0)
    for xi in itr.x
        if !ismissing(xi) && f(xi)
            push!(y, xi)
        end
    end
    return y
end

keys(itr::SkipMissing) = Filter(i -> itr.x[i] !== missing, keys(itr.x))
eachindex(itr::SkipMissing) = Filter(i -> itr.x[i] !== missing, eachindex(itr.x))
function getindex(itr::SkipMissing, I...)
    v = itr.x[I...]
    v === missing && throw(MissingException(string("the value at index ", I, " is missing")))
    return v
end

"""
    MissingException(msg)

Thrown when a `missing` value is met where it is not supported (indexing a
`skipmissing` iterator at a missing element).
"""
struct MissingException <: Exception
    msg::AbstractString
end
showerror(io::IO, ex::MissingException) = print(io, "MissingException: ", ex.msg)

function show(io::IO, s::SkipMissing)
    print(io, "skipmissing(")
    show(io, s.x)
    print(io, ")")
end

# Arrays filled with nothing or missing (Julia's base/baseext.jl): the
# element type must admit the value, as fill! converts to it.
(::Type{Array{T,N}})(x::Union{Nothing,Missing}, d::Vararg{Integer,N}) where {T,N} = fill!(Array{T,N}(undef, d...), x)
(::Type{Array{T,N}})(x::Union{Nothing,Missing}, d::NTuple{N,Integer}) where {T,N} = fill!(Array{T,N}(undef, d...), x)
(::Type{Array{T}})(x::Union{Nothing,Missing}, d::Vararg{Integer,N}) where {T,N} = fill!(Array{T,N}(undef, d...), x)
(::Type{Array{T}})(x::Union{Nothing,Missing}, d::NTuple{N,Integer}) where {T,N} = fill!(Array{T,N}(undef, d...), x)

# isunordered (arrayfuncs.jl): missing is unordered, as in Julia 1.10.
isunordered(x::Missing) = true

# missing prints unambiguously: [missing] shows without its element type
# (Julia's typeinfo_implicit of a singleton type)
typeinfo_implicit(::Type{Missing}) = true

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
_typesubtract_missing(::Type{T}) where {T} = T

# Julia's promote_rule(::Type{Missing}, S) = Union{S, Missing} (which makes
# `[1, missing]` a Vector{Union{Missing, Int64}}) is not defined yet: arrays
# with a Union element type do not compile reliably in Kiln, so such
# literals are Vector{Any} for now.

# unary operators and functions
(!)(::Missing) = missing
(~)(::Missing) = missing
(+)(::Missing) = missing
(-)(::Missing) = missing
abs(::Missing) = missing
abs2(::Missing) = missing
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
floor(::Missing) = missing
ceil(::Missing) = missing
trunc(::Missing) = missing
round(::Missing) = missing
zero(::Missing) = missing
one(::Missing) = missing
zero(::Type{Missing}) = missing
one(::Type{Missing}) = missing
round(::Type{T}, ::Missing) where {T} = missing
floor(::Type{T}, ::Missing) where {T} = missing
ceil(::Type{T}, ::Missing) where {T} = missing
trunc(::Type{T}, ::Missing) where {T} = missing

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
max(::Missing, ::Missing) = missing; max(::Missing, ::Number) = missing; max(::Number, ::Missing) = missing
min(::Missing, ::Missing) = missing; min(::Missing, ::Number) = missing; min(::Number, ::Missing) = missing
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

function show(io::IO, s::SkipMissing)
    print(io, "skipmissing(")
    show(io, s.x)
    print(io, ")")
end

# This file is a part of Kiln's Base library.
#
# bool.jl — Bool arithmetic and logic, as Julia's base/bool.jl.

typemin(::Type{Bool}) = false
typemax(::Type{Bool}) = true
zero(::Type{Bool}) = false
one(::Type{Bool}) = true

promote_rule(::Type{Bool}, ::Type{T}) where {T<:Number} = T

~(x::Bool) = !x
(&)(x::Bool, y::Bool) = and_int(x, y)
(|)(x::Bool, y::Bool) = or_int(x, y)
==(x::Bool, y::Bool) = x === y
<(x::Bool, y::Bool) = y & !x
<=(x::Bool, y::Bool) = y | !x
isless(x::Bool, y::Bool) = y & !x

signbit(x::Bool) = false
sign(x::Bool) = x
abs(x::Bool) = x
abs2(x::Bool) = x
iszero(x::Bool) = !x
isone(x::Bool) = x

-(x::Bool) = -Int(x)
+(x::Bool, y::Bool) = Int(x) + Int(y)
-(x::Bool, y::Bool) = Int(x) - Int(y)
*(x::Bool, y::Bool) = x & y
/(x::Bool, y::Bool) = Int(x) / Int(y)
^(x::Bool, y::Bool) = x | !y
^(x::Integer, y::Bool) = ifelse(y, x, one(x))
div(x::Bool, y::Bool) = y ? x : throw(DivideError())
# a Bool and a float as Julia's bool.jl: false is a strong zero that keeps
# the sign of the float (-0.0 + false === -0.0, false * -2.0 === -0.0)
+(x::Bool, y::T) where {T<:AbstractFloat} = ifelse(x, oneunit(y) + y, y)
+(y::AbstractFloat, x::Bool) = x + y
*(x::Bool, y::T) where {T<:AbstractFloat} = ifelse(x, y, copysign(zero(y), y))
*(y::AbstractFloat, x::Bool) = x * y
fld(x::Bool, y::Bool) = div(x, y)
cld(x::Bool, y::Bool) = div(x, y)
rem(x::Bool, y::Bool) = y ? false : throw(DivideError())
mod(x::Bool, y::Bool) = rem(x, y)

*(x::Bool, y::T) where {T<:AbstractFloat} = ifelse(x, y, copysign(zero(y), y))
*(y::AbstractFloat, x::Bool) = x * y

<<(x::Bool, c::Integer) = Int(x) << c
>>(x::Bool, c::Integer) = Int(x) >> c
>>>(x::Bool, c::Integer) = Int(x) >>> c

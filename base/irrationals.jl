# This file is a part of Kiln's Base library.
#
# irrationals.jl — π and ℯ as Julia's Irrational{sym} (base/irrationals.jl,
# mathconstants.jl): they print as `π`/`ℯ`, convert to the correctly
# rounded Float64/Float32/Float16, compare exactly against floats, and
# promote to Float64 in arithmetic.

abstract type AbstractIrrational <: Real end
struct Irrational{sym} <: AbstractIrrational end

show(io::IO, x::Irrational{sym}) where {sym} = print(io, sym)
# by identity, as Julia's 3*objectid(x) - h (an Irrational is a singleton)
hash(x::Irrational{sym}, h::UInt) where {sym} = 3 * hash(sym) - h

const π = Irrational{:π}()
const pi = π
const ℯ = Irrational{:ℯ}()
# Base.MathConstants' others (not exported from Base, as in Julia)
const γ = Irrational{:γ}()
const φ = Irrational{:φ}()
const catalan = Irrational{:catalan}()

# value rounded to nearest, down and up
_irr(::Irrational{:π}) = (3.141592653589793, 3.141592653589793, 3.1415926535897936)
_irr(::Irrational{:ℯ}) = (2.718281828459045, 2.718281828459045, 2.7182818284590455)
_irr(::Irrational{:γ}) = (0.5772156649015329, 0.5772156649015328, 0.5772156649015329)
_irr(::Irrational{:φ}) = (1.618033988749895, 1.6180339887498947, 1.618033988749895)
_irr(::Irrational{:catalan}) = (0.915965594177219, 0.915965594177219, 0.9159655941772191)
_irr32(::Irrational{:γ}) = (Float32(0.5772156715393066), Float32(0.5772156119346619), Float32(0.5772156715393066))
_irr32(::Irrational{:φ}) = (Float32(1.6180340051651), Float32(1.6180338859558105), Float32(1.6180340051651))
_irr32(::Irrational{:catalan}) = (Float32(0.9159656167030334), Float32(0.9159655570983887), Float32(0.9159656167030334))
_irr32(::Irrational{:π}) = (3.1415927f0, prevfloat(3.1415927f0), 3.1415927f0)
_irr32(::Irrational{:ℯ}) = (2.7182817f0, 2.7182817f0, nextfloat(2.7182817f0))

(::Type{Float64})(x::Irrational) = _irr(x)[1]
(::Type{Float32})(x::Irrational) = _irr32(x)[1]
(::Type{Float16})(x::Irrational) = Float16(Float64(x))
(::Type{AbstractFloat})(x::AbstractIrrational) = Float64(x)
float(x::AbstractIrrational) = Float64(x)
(::Type{T})(x::AbstractIrrational) where {T<:Integer} = throw(InexactError(nameof(T), T, x))
(::Type{T})(x::AbstractIrrational) where {T<:Union{Bool,BitInteger}} = throw(InexactError(nameof(T), T, x))
(::Type{Bool})(x::AbstractIrrational) = throw(InexactError(:Bool, Bool, x))
(::Type{Complex{T}})(x::AbstractIrrational) where {T<:Real} = Complex{T}(T(x), zero(T))

promote_rule(::Type{<:AbstractIrrational}, ::Type{Float16}) = Float16
promote_rule(::Type{<:AbstractIrrational}, ::Type{Float32}) = Float32
promote_rule(::Type{<:AbstractIrrational}, ::Type{<:AbstractIrrational}) = Float64
promote_rule(::Type{<:AbstractIrrational}, ::Type{T}) where {T<:Real} = promote_type(Float64, T)
promote_rule(::Type{S}, ::Type{T}) where {S<:AbstractIrrational,T<:Number} = promote_type(promote_type(S, real(T)), T)

==(x::AbstractIrrational, y::AbstractIrrational) = x === y
# Irrationals, by definition, can't have a finite representation equal them exactly
==(x::AbstractIrrational, y::Real) = false
==(x::Real, y::AbstractIrrational) = false
<(x::AbstractIrrational, y::AbstractIrrational) = Float64(x) < Float64(y)
<(x::AbstractIrrational, y::Float64) = _irr(x)[3] <= y
<(x::Float64, y::AbstractIrrational) = x <= _irr(y)[2]
<=(x::AbstractIrrational, y::Float64) = x < y
<=(x::Float64, y::AbstractIrrational) = x < y
<(x::AbstractIrrational, y::Float32) = _irr32(x)[3] <= y
<(x::Float32, y::AbstractIrrational) = x <= _irr32(y)[2]
<=(x::AbstractIrrational, y::Float32) = x < y
<=(x::Float32, y::AbstractIrrational) = x < y
<(x::AbstractIrrational, y::Float16) = _irr32(x)[3] <= y
<(x::Float16, y::AbstractIrrational) = x <= _irr32(y)[2]
<=(x::AbstractIrrational, y::Float16) = x < y
<=(x::Float16, y::AbstractIrrational) = x < y
round(x::AbstractIrrational, r::RoundingMode) = round(float(x), r)
isfinite(::AbstractIrrational) = true
isinteger(::AbstractIrrational) = false
iszero(::AbstractIrrational) = false
isone(::AbstractIrrational) = false
signbit(x::AbstractIrrational) = false
-(x::AbstractIrrational) = -Float64(x)
# arithmetic between irrationals is Float64's (Julia 1.10's irrationals.jl);
# with other numbers it promotes.
+(x::AbstractIrrational, y::AbstractIrrational) = Float64(x) + Float64(y)
-(x::AbstractIrrational, y::AbstractIrrational) = Float64(x) - Float64(y)
*(x::AbstractIrrational, y::AbstractIrrational) = Float64(x) * Float64(y)
/(x::AbstractIrrational, y::AbstractIrrational) = Float64(x) / Float64(y)
^(x::AbstractIrrational, y::AbstractIrrational) = Float64(x) ^ Float64(y)
*(x::Bool, y::AbstractIrrational) = ifelse(x, Float64(y), 0.0)
sin(::Irrational{:π}) = 0.0
cos(::Irrational{:π}) = -1.0
tan(::Irrational{:π}) = 0.0
cot(::Irrational{:π}) = -1/0
sincos(::Irrational{:π}) = (0.0, -1.0)
rem2pi(::Irrational{:π}, ::RoundingMode{:Nearest}) = π
rem2pi(::Irrational{:π}, ::RoundingMode{:ToZero}) = π
rem2pi(::Irrational{:π}, ::RoundingMode{:Down}) = π
rem2pi(::Irrational{:π}, ::RoundingMode{:Up}) = -π
widen(::Type{T}) where {T<:AbstractIrrational} = T
sign(x::AbstractIrrational) = sign(Float64(x))
float(::Type{<:AbstractIrrational}) = Float64
literal_pow(::typeof(^), ::Irrational{:ℯ}, ::Val{p}) where {p} = exp(p)
log(::Irrational{:ℯ}, x::Number) = log(x)
zero(::AbstractIrrational) = false
zero(::Type{<:AbstractIrrational}) = false
one(::AbstractIrrational) = true
one(::Type{<:AbstractIrrational}) = true

log(::Irrational{:ℯ}) = 1
# as Julia's mathconstants.jl: one method for each type that another
# ^(::Number, ::T) method takes (else ambiguous)
^(::Irrational{:ℯ}, x::AbstractIrrational) = exp(x)
^(::Irrational{:ℯ}, x::Rational) = exp(x)
^(::Irrational{:ℯ}, x::Integer) = exp(x)
^(::Irrational{:ℯ}, x::Number) = exp(x)
^(::Irrational{:ℯ}, x::Complex) = exp(x)

module MathConstants
import ..π, ..pi, ..ℯ, ..γ, ..φ, ..catalan
const e = ℯ
const eulergamma = γ
const golden = φ
export π, pi, ℯ, e, γ, eulergamma, catalan, φ, golden
end

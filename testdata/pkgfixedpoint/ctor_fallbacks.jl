# A package's number type converts to Base's types through its own
# constructors: Base has no catch-all `T(x::Number)` for other number
# types (as in Julia), so these are not ambiguous.
using Test
abstract type FixedPoint{T<:Integer,f} <: Real end
struct Q{T<:Signed,f} <: FixedPoint{T,f}
    i::T
    Q{T,f}(i::Integer, _) where {T,f} = new{T,f}(i % T)
end
(::Type{Ti})(x::FixedPoint) where {Ti<:Integer} = Ti(x.i >> nbitsfrac(x))
(::Type{Tf})(x::FixedPoint) where {Tf<:AbstractFloat} = Tf(x.i) / Tf(2)^nbitsfrac(x)
nbitsfrac(::FixedPoint{T,f}) where {T,f} = f
Base.Bool(x::FixedPoint) = x.i != 0   # Base's Bool(::Real) would be ambiguous

q = Q{Int16,4}(40, 0)
println(Int64(q), " ", UInt8(q), " ", Float64(q), " ", Float32(q), " ", Float16(q))
println(convert(Int, q), " ", convert(Float64, q), " ", Bool(q))
println(isempty(detect_ambiguities(Main)))

# Base's own numbers still construct from each other
println(Float64(1//4), " ", Int(3.0), " ", UInt8(big(200)), " ", Float32(π), " ", Int(complex(2, 0)))

# a number type without constructors: a MethodError, not a fallback
struct Meters <: Real
    v::Float64
    Meters(v::Float64, _) = new(v)
end
Base.convert(::Type{Float64}, m::Meters) = m.v
try
    Float64(Meters(2.0, 0))
catch e
    println(typeof(e))
end

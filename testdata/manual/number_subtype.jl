# A user's Number subtype with a typed field: its default constructors are
# T(::Float64) and T(::Any), and promotion goes through convert (Julia 1.10
# manual, conversion-and-promotion.md, "Defining New Conversions" and
# "Promotion Rules"). Base has no T(::Number) fallback for such types, so
# nothing is ambiguous.
struct Meters <: Number
    v::Float64
end
Base.convert(::Type{Meters}, x::Real) = Meters(x)
Base.promote_rule(::Type{Meters}, ::Type{<:Real}) = Meters
Base.:+(a::Meters, b::Meters) = Meters(a.v + b.v)
Base.:*(a::Meters, b::Meters) = Meters(a.v * b.v)
Base.show(io::IO, m::Meters) = print(io, m.v, " m")

println(Meters(2))
println(Meters(1.5) + 2)
println(3 + Meters(0.25))
println(Meters(2) * 3//2)
println(promote(Meters(1), 2, 0.5))
println(typeof(promote(1, Meters(1))))
println(sum([Meters(1), Meters(2.5)]))

# a parametric one with an outer promoting constructor (types.md's Polar)
struct Polar{T<:Real} <: Number
    r::T
    θ::T
end
Polar(r::Real, θ::Real) = Polar(promote(r, θ)...)
Base.show(io::IO, z::Polar) = print(io, z.r, " * exp(", z.θ, "im)")
Base.show(io::IO, ::MIME"text/plain", z::Polar{T}) where {T} =
    print(io, "Polar{$T} complex number:\n   ", z)
p = Polar(3, 4.0)
println(p)
display(p)
display([Polar(3, 4.0), Polar(4.0, 5.3)])
println(typeof(Polar(1, 2)))

# Base's own number types still construct from any number
println(Int(3.0 + 0im), " ", Float64(2 + 0im), " ", UInt8(4//1), " ", Float32(3//2))
println(Int(big(3.0)), " ", Int32(big(7)), " ", Float64(big(1.5)), " ", Bool(1//1))
println(Complex{Float64}(1), " ", Rational{Int}(3), " ", BigFloat(1//4), " ", BigInt(5.0))
println(Int('a'), " ", Float64('a'), " ", Float16(1), " ", Float64(π))
for x in (1//2, 1 + 2im, 2.5)
    try
        Int(x)
    catch e
        showerror(stdout, e)
        println()
    end
end

# x^-n with a literal n is literal_pow(^, x, Val(-n)), which Julia's
# intfuncs.jl computes as inv(x)^n for types other than hardware numbers.
struct R <: Real
    v::Float64
end
Base.inv(x::R) = R(1 / x.v)
Base.:*(a::R, b::R) = R(a.v * b.v)
println(R(2.0)^-2)
println(R(2.0)^-1)
println(R(2.0)^3)
println(2^-3, " ", 2.0^-2, " ", (1//2)^-2)
x = 3
println(x^-1, " ", x^2)
# A Real without a constructor for the argument: a MethodError (Julia has
# no generic Number constructor that would call convert and loop).
struct R2 <: Real
    v::Float64
    R2(v::Float64) = new(v)
end
println(R2(2.0))
try
    R2(1)
catch e
    println(typeof(e))
end
println(Complex{Float64}(1), " ", Float64(1 // 2), " ", Rational{Int}(3), " ", Float32(1))
R2(1)

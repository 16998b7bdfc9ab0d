# convert(BigFloat, ::Rational) is BigFloat(x) (Julia 1.10 base/mpfr.jl
# convert(::Type{BigFloat}, x::Real) and base/rational.jl AbstractFloat(x::Rational));
# Statistics' quantile with rational and BigFloat probabilities (Statistics.jl _quantile:
# m = alpha + p*(1 - alpha - beta), aleph = n*p + oftype(p, m)).
using Statistics
println(convert(BigFloat, big(1)//3))
println(convert(BigFloat, 1//4), " ", typeof(convert(BigFloat, 3//8)))
println(quantile(BigInt[1, 2, 3], Rational{BigInt}(1//2)))
println(quantile([1, 2, 4], big(3)//4))
println(quantile([1.0, 2.0, 4.0], big"0.75"))
println(typeof(quantile(BigFloat[1, 2, 3], Rational{BigInt}(1//2))))

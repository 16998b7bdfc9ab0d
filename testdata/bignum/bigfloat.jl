# BigFloat on MPFR, as Julia 1.10's base/mpfr.jl: default precision 256
# bits, round to nearest; results of arithmetic take the current default
# precision. Printing is Julia 1.10's `_string(x)`: MPFR's "%.Re" (the
# digits mpfr_get_str gives for n = 0, enough to read the value back), then
# `_prettify_bigfloat` (trailing zeros dropped, no exponent when
# -5 < exponent < 6; the `frac == "0"` case of julia PR #40513, so
# big(0.5) prints 0.5). Every digit string below was checked with Python's
# mpmath at the same precision (mpmath.libmp.to_str(x, 79)).
println(big(1) / 3)
println(big(1.5), " ", big(0.5), " ", big(10.0), " ", big(-2.25), " ", big(0.0), " ", -big(0.0))
println(big(0.1))
println(BigFloat("0.1"), " ", parse(BigFloat, "2.5e3"), " ", big"1.25")
println(big(pi))
println(BigFloat(π) == big(π), " ", big(π) > π, " ", big(π) < π, " ", π < big(π), " ", big(π) == π, " ", Float64(big(π)) == Float64(π))
println(sqrt(big(2)))
println(exp(big(1)))
println(log(big(10)))
println(sin(big(1)))
println(cos(big(1)))
println(big(2)^0.5 == sqrt(big(2)), " ", big(2.0)^10, " ", big(2)^big(0.5) == sqrt(big(2)))
println(precision(BigFloat), " ", precision(big(1.0)), " ", precision(Float64))
println(eps(BigFloat))
setprecision(100) do
    println(big(1) / 3, " ", precision(BigFloat))
end
println(precision(BigFloat))
setprecision(BigFloat, 64)
println(big(2) / 3, " ", precision(big(1.0)))
setprecision(BigFloat, 256)
println(BigFloat(1, precision = 80) / 3 == big(1) / 3)
println(big(2)^100 * 1.0, " ", big(1e6), " ", big(123456.5), " ", big(1e5), " ", big(1.5e-5), " ", big(2.5e-4))
println(BigFloat(Inf), " ", BigFloat(-Inf), " ", BigFloat(NaN), " ", -big(1.0e20))
println(Float64(big(1) / 3), " ", round(Int, big(2.5)), " ", round(Int, big(3.5)), " ", Int(big(4.0)), " ", trunc(Int, big(-2.7)))
println(floor(big(2.7)), " ", ceil(big(2.2)), " ", round(big(-2.5)), " ", floor(Int, big(-0.5)), " ", ceil(Int, big(0.5)))
println(big(1.5) + 1, " ", 1 + big(1.5), " ", big(1.5) * 2, " ", 2.5 - big(1), " ", big(3) - 1.5, " ", big(3) / 4, " ", 1 / big(4))
println(big(1.5) < 2, " ", big(1.5) == 1.5, " ", big(2) < big(1.5), " ", 1.0 < big(1.5), " ", big(2.0) == big(2), " ", big(NaN) == big(NaN))
println(typeof(big(1.5)), " ", typeof(big(1) + 1.5), " ", typeof(big(π)), " ", typeof(big"1.5"), " ", typeof(big"15"))
println([big(1.5), big(2.0)])
println(isinteger(big(2.0)), " ", isnan(big(NaN)), " ", isinf(big(Inf)), " ", iszero(big(0.0)), " ", signbit(-big(1.0)))
println(hash(big(2.0)) == hash(2), " ", hash(big(0.5)) == hash(0.5), " ", isequal(big(0.5), 0.5))
d = Dict(big(1.5) => 1)
println(d[1.5])
println(abs(big(-3.5)), " ", -big(3.5), " ", max(big(1.0), big(2.0)), " ", min(big(1.0), big(2.0)))
println(nextfloat(big(1.0)) > 1, " ", prevfloat(big(1.0)) < 1, " ", exponent(big(8.0)))
println(BigFloat(big(2)^100), " ", BigInt(big(2.0)^70), " ", big(1)/big(0))
try
    sqrt(big(-1.0))
catch e
    println(e)
end
try
    log(big(-1.0))
catch e
    println(e)
end
try
    BigFloat("abc")
catch e
    println(e)
end
try
    Int(big(2.5))
catch e
    println(typeof(e))
end

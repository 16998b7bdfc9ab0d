# deepcopy of big numbers and Rational infinities, as Julia 1.10's gmp.jl
# and mpfr.jl (deepcopy_internal makes a new BigInt/BigFloat, the same
# precision) and rational.jl (+ and - of equal infinities keep them;
# divgcd(0, 0) divides by zero otherwise; rounding an infinite Rational to
# a Rational keeps it). length of a range wraps as Julia's (test/ranges.jl
# "overflow in length": length(typemin(T):typemax(T)) == T(0)) while
# Base.checked_length throws OverflowError.
x = big(10)^30
y = deepcopy(x)
println(x === y, " ", x == y, " ", y)
f = BigFloat("1.5"; precision=100)
g = deepcopy(f)
println(f === g, " ", f == g, " ", precision(g))
v = [x, x]
w = deepcopy(v)
println(w[1] === w[2], " ", w[1] === x)
println(1//0 + 1//0, " ", -1//0 + -1//0, " ", 1//0 - -1//0, " ", 1//0 + 1, " ", 1 - 1//0)
println(1//0 * 2, " ", (1//0) * (1//0), " ", 1//0 + 1//2, " ", inv(0//1), " ", -(1//0))
for ex in (:(1//0 - 1//0), :(1//0 + -1//0), :((1//0) * 0), :((1//0) / (1//0)))
    try
        println(eval(ex))
    catch e
        println(e)
    end
end
println(round(1//0), " ", floor(-1//0), " ", trunc(1//0), " ", ceil(3//2))
println(1//0 == Inf, " ", -1//0 < 5, " ", 1//0 > typemax(Int), " ", float(-1//0))
println(length(typemin(Int):typemax(Int)), " ", length(0:typemax(Int)) == typemin(Int))
try
    Base.checked_length(typemin(Int):typemax(Int))
catch e
    println(e)
end
println(Base.checked_length(1:10), " ", Base.checked_length(10:-3:1), " ", Base.checked_length(5:4))

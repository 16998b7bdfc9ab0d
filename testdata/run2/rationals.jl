# Rational{T} and //: canonical form, checked arithmetic, comparison, conversion, show.
x = 3//4
println(x, " ", typeof(x), " ", 6//8 == x, " ", numerator(x), " ", denominator(x))
println(1//2 + 1//3, " ", 1//2 - 1//3, " ", (1//2) * (2//3), " ", (1//2) / (1//4), " ", -(1//2))
println([1//2, 3//4], " ", (1//2, 3), " ", float(3//4), " ", Float64(1//3), " ", 1//2 < 2//3, " ", 1//2 == 0.5)
println(2 * (3//4), " ", 1 + 1//2, " ", (2//3)^2, " ", (2//3)^-2, " ", 1//0, " ", -1//0, " ", 4//-6)
show(1//2); println(); println(repr(5//10), " ", string(7//1), " ", 1//2 + 0.5, " ", abs(-3//4), " ", inv(3//4))
println(Rational{Int64}[1, 2], " ", zero(Rational{Int}), " ", Int(4//2), " ", round(Int, 5//2), " ", floor(Int, -1//2), " ", isinteger(4//2))
try; 0//0; catch e; println(e); end
try; typemax(Int)//1 + 1//1; catch e; println(e); end

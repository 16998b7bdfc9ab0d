# digits, digits!, ndigits as Julia 1.10's base/intfuncs.jl; expected values
# from their docstrings (digits(10, base = 2), digits!([2, 2, 2, 2, 2, 2], 10,
# base = 2), ndigits(1022, base=16), ndigits(123, pad=5), ndigits(-123)) and
# hand-checked negative bases (-6 == 0 - 2 + 4 - 8).
println(digits(10, base = 10), " ", digits(10, base = 2), " ", digits(10, base = 2, pad = 6))
println(digits(-123), " ", digits(UInt8(5)), " ", digits(0), " ", digits(255, base = 16), " ", digits(-6, base = -2))
println(digits!([2, 2, 2, 2], 10, base = 2), " ", digits!([2, 2, 2, 2, 2, 2], 10, base = 2))
println(digits(Int8, 300), " ", typeof(digits(Int32(7))))
println(ndigits(0), " ", ndigits(12345), " ", ndigits(1022, base = 16), " ", ndigits(123, pad = 5), " ", ndigits(-123))
println(ndigits(typemin(Int)), " ", ndigits(typemax(UInt64)), " ", ndigits(-6, base = -2), " ", ndigits(UInt(7), base = -2))
# the sum of the digits of 2^50, and a palindrome check
println(sum(digits(2^50)), " ", digits(12321) == reverse(digits(12321)))
for b in (1, 0)
    try
        ndigits(5, base = b)
    catch e
        println(typeof(e), " ", e.val, " ", e.msg)
    end
end
try
    digits!([0, 0], 5, base = -1)
catch e
    println(typeof(e), " ", e.val, " ", e.msg)
end
try
    digits(UInt8, 5, base = 300)
catch e
    println(e)
end

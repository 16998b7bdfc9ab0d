# Base.add_with_overflow & co. (Julia's base/checked.jl): the wrapped-around
# result and whether it overflowed, for every bit integer type.
using Base.Checked: add_with_overflow, sub_with_overflow, mul_with_overflow
println(mul_with_overflow(2, 3), " ", mul_with_overflow(typemax(Int), 2), " ", mul_with_overflow(-1, typemin(Int)))
println(add_with_overflow(typemax(Int8), Int8(1)), " ", add_with_overflow(0x01, 0x02), " ", add_with_overflow(0xff, 0x01))
println(sub_with_overflow(UInt(0), UInt(1)), " ", sub_with_overflow(typemin(Int32), Int32(1)), " ", sub_with_overflow(5, 3))
println(mul_with_overflow(Int128(2)^100, Int128(2)^30), " ", mul_with_overflow(0x10, 0x10), " ", mul_with_overflow(0, typemin(Int)))
println(add_with_overflow(true, true), " ", Base.mul_with_overflow(big(2)^70, big(2)))
try
    mul_with_overflow(1, Int8(1))
catch e
    println(typeof(e))
end

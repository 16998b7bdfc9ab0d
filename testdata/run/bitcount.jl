# Counting set bits three ways, on Int64, UInt32 and UInt8 values.
function popcount_loop(x::Int64)
    c = 0
    while x != 0
        c += x & 1
        x = x >>> 1
    end
    return c
end
function popcount_kernighan(x::Int64)
    c = 0
    while x != 0
        x &= x - 1
        c += 1
    end
    return c
end
function popcount_swar(x::UInt32)
    x = x - ((x >> 1) & 0x55555555)
    x = (x & 0x33333333) + ((x >> 2) & 0x33333333)
    x = (x + (x >> 4)) & 0x0f0f0f0f
    return Int((x * 0x01010101) >> 24)
end
for v in (0, 1, 7, 255, 256, 1023, 123456789, -1, typemin(Int64))
    println(v, ": ", popcount_loop(v), " ", popcount_kernighan(v), " ", count_ones(v))
end
for v in (0x00000000, 0xffffffff, 0x12345678, 0x80000001)
    println(v, ": ", popcount_swar(v), " ", count_ones(v))
end
function print_bits(x::UInt8)
    for i in 7:-1:0
        print((x >> i) & 0x01)
    end
    println()
end
print_bits(0xa5)
print_bits(0x0f)
println(count_ones(0xa5), " ", leading_zeros(1), " ", trailing_zeros(8), " ", leading_zeros(0x01))

# Integer arithmetic wraps around (two's complement) on overflow.
println(typemax(Int64))
println(typemax(Int64) + 1)
println(typemin(Int64) - 1)
println(typemax(Int64) * 2)
println(-typemin(Int64))
println(abs(typemin(Int64)))
println(typemax(Int64) + 1 == typemin(Int64))
println(typemax(Int32) + Int32(1))
println(typeof(typemax(Int32) + Int32(1)))
println(typemax(Int32) + 1)
println(Int32(100000) * Int32(100000))
println(UInt8(200) + UInt8(100))
println(UInt8(0) - UInt8(1))
println(UInt8(16) * UInt8(16))
println(UInt32(0) - UInt32(1))
println(UInt64(0) - UInt64(1))
println(typemax(UInt64) + UInt64(1))
println(2^63)
println(2^64)
println(3^40)
println(10^19)

function fact(n)
    r = 1
    for i in 2:n
        r *= i
    end
    return r
end
println(fact(20))
println(fact(21))
println(fact(25))

function fnv(n)
    h = 0x811c9dc5
    for i in 1:n
        h = xor(h, UInt32(i))
        h = h * 0x01000193
    end
    return h
end
println(fnv(10))
println(typeof(fnv(10)))

function lcg(seed, n)
    x = seed
    for _ in 1:n
        x = x * 6364136223846793005 + 1442695040888963407
    end
    return x
end
println(lcg(1, 10))

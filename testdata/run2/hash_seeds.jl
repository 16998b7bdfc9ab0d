# Base's precomputed hashing constants agree with the functions that define
# them, and equal values hash alike.
println(Base.hx_NaN == Base.hx(UInt64(0), NaN, UInt(0)))
println(Base.tuplehash_seed == (UInt === UInt64 ? 0x77cfa1eef01bca90 : 0xf01bca90))
println(hash(NaN) == hash(-NaN), " ", hash(()) == hash(()), " ", hash((1, 2)) == hash((1, 2)))

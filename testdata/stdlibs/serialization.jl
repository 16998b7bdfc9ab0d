# Serialization (Julia 1.10's stdlib/Serialization/src/Serialization.jl):
# Julia's format (header "7JL", protocol version 24, the TAGS table, back
# references for shared objects), so the bytes below are what Julia writes.
using Serialization

function roundtrip(x)
    io = IOBuffer()
    serialize(io, x)
    seekstart(io)
    return deserialize(io)
end
hexbytes(x) = (io = IOBuffer(); serialize(io, x); join(string.(take!(io), base = 16, pad = 2), " "))

# The header and a few encodings (ZERO64_TAG + n for small Int64, a tag of
# their own for symbols such as :a, DATATYPE_TAG name module for a type).
println(hexbytes(1))
println(hexbytes(-5))
println(hexbytes(:a), " | ", hexbytes(:hello))
println(hexbytes("hi"))
println(hexbytes((a = 1, b = 2.0)))
println(hexbytes([1, 2]))
println(hexbytes(Dict("a" => 1)))

for x in (1, -5, 2^40, 0x05, Int8(-3), Int16(300), UInt64(9), Int128(-7), 1.5, 1.5f0, Float16(0.5),
          'a', 'é', "hi", "a longer string", :a, :hello, :averyverylongsymbol, true, false, nothing,
          missing, (1, "a"), (), (a = 1, b = 2.0), 3 + 4im, 3 // 4, big(2)^100)
    y = roundtrip(x)
    println(repr(y), " :: ", typeof(y), " ", isequal(x, y) && typeof(x) == typeof(y))
end


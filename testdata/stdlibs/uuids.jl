# UUIDs as Julia 1.10's stdlib/UUIDs and base/uuid.jl: UUID parsing (36
# characters, hex digits of either case, hyphens at 9/14/19/24, otherwise
# ArgumentError "Malformed UUID string: …" with the string's repr), string /
# print in lower case, show as UUID("…"), uuid4 masks rand(rng, UInt128) to
# version 4 / variant 10, uuid1 keeps its low 62 random bits and sets the
# multicast bit, uuid5 hashes the namespace's 16 bytes and the unescaped
# name with SHA-1. uuid4(Xoshiro(123)) and uuid5 of it on "julia" are the
# jldoctests of stdlib/UUIDs/src/UUIDs.jl; the other uuid5 values were
# checked with Python's uuid.uuid5.
using UUIDs, Random
u4 = uuid4(Xoshiro(123))
println(u4)
show(u4); println()
println(uuid5(u4, "julia"))
println(uuid5(UUIDs.namespace_dns, "www.example.com"))
println(uuid5(UUIDs.namespace_url, "https://julialang.org"))
println(uuid5(UUIDs.namespace_dns, "a\\tb") == uuid5(UUIDs.namespace_dns, "a\tb"))
println(uuid5(UUIDs.namespace_dns, "a\tb"))
println(UUIDs.namespace_dns, " ", UUIDs.namespace_url, " ", UUIDs.namespace_oid, " ", UUIDs.namespace_x500)
println(uuid_version(u4), " ", uuid_version(UUIDs.namespace_dns), " ", uuid_version(uuid5(u4, "x")))
# random ones
a, b = uuid4(), uuid4()
println(a != b, " ", uuid_version(a), " ", (a.value >> 62) & 3, " ", length(string(a)))
r = rand(Xoshiro(7), UInt128)
println(uuid4(Xoshiro(7)).value == (r & 0xffffffffffff0fff3fffffffffffffff) | 0x00000000000040008000000000000000)
u1 = uuid1(Xoshiro(7))
println(uuid_version(u1), " ", (u1.value & 0x3fffffffffffffff) == (r & 0x3fffffffffffffff), " ", (u1.value >> 40) & 1)
println(uuid_version(uuid1()), " ", uuid1() != uuid1())
# parsing and conversions
u = UUID("6BA7B810-9DAD-11D1-80B4-00C04FD430C8")
println(u == UUIDs.namespace_dns, " ", string(u), " ", repr(u))
println(UInt128(u) == 0x6ba7b8109dad11d180b400c04fd430c8, " ", typeof(UInt128(u)))
println(UUID(0x6ba7b8109dad11d180b400c04fd430c8) == u, " ", UUID(u) === u)
println(UUID((0x6ba7b8109dad11d1, 0x80b400c04fd430c8)) == u)
println(UUID((0x6ba7b810, 0x9dad11d1, 0x80b400c0, 0x4fd430c8)) == u)
println(convert(NTuple{2,UInt64}, u))
println(parse(UUID, "00000000-0000-0000-0000-000000000001"), " ", tryparse(UUID, "nope"))
for s in ("6ba7b810-9dad-11d1-80b4-00c04fd430cg", "6ba7b8109dad11d180b400c04fd430c8", "")
    try
        UUID(s)
    catch e
        println(e)
    end
end
# comparison, hashing, collections
x = UUID("00000000-0000-0000-0000-000000000002")
y = UUID("00000000-0000-0000-0000-00000000000a")
println(x < y, " ", isless(y, x), " ", x == UUID(string(x)), " ", hash(x) == hash(UUID(string(x))))
println(sort([y, x, u]))
d = Dict(x => "two", y => "ten")
println(d[UUID("00000000-0000-0000-0000-00000000000A")], " ", length(Set([x, y, UUID(string(y))])))
println(string.([x, y]))
println(typeof(u), " ", u isa UUID)
# Base.unescape_string (Julia base/strings/io.jl), which uuid5 applies to the name
println(repr(unescape_string("a\\tb\\n\\x41\\u00e9\\101\\\\\\\"z\\q", "q")))
try unescape_string("\\q") catch e println(e) end
try unescape_string("\\400") catch e println(e) end
try unescape_string("\\xg") catch e println(e) end
println(repr(unescape_string("end\\")))

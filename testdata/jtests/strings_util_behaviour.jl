# Behaviour that Julia 1.10's test/strings/util.jl checks (the testsets
# from "replace" on), written for Kiln's suite: replace with no pairs and
# with a SubstitutionString for a non-Regex pattern, chomp/chop of any
# string type, Base.rest of strings, hex2bytes!/bytes2hex of iterators and
# Base.CanonicalIndexError. Expected output from Julia 1.10's
# base/strings/util.jl, base/regex.jl (_write_capture: a non-Regex
# pattern has only group 0), base/strings/substring.jl (rest) and
# base/abstractarray.jl (CanonicalIndexError).
using Test
s = "one two one"
println(replace(s) === s, " ", replace(GenericString("ab")), " ", typeof(replace(GenericString("ab"))))
println(replace(s, "one" => s"<\0>"), " ", replace(s, 'o' => s"[\g<0>]", count=2))
try
    replace(s, "one" => s"\1")
catch e
    println(typeof(e), ": ", e.msg)
end
try
    replace(s, "one" => s"\g<x>")
catch e
    println(typeof(e), ": ", e.msg)
end
println(replace(s, r"(o)ne" => s"\1\1"), " ", replace("a-b", "-" => s"[\\]"))
for S in (String, GenericString)
    t = S("añ∀\r\n")
    println(repr(chomp(t)), " ", repr(chop(t)), " ", repr(chop(t, head=1, tail=2)), " ", typeof(chop(t)), " ", typeof(chomp(t)))
    println(repr(chop(S(""))), " ", repr(chop(S("ab"), head=3, tail=0)), " ", repr(chop(S("∀∃"), tail=5)))
    try
        chop(t, head=-1)
    catch e
        println(typeof(e))
    end
end
u = "xβyz"
println(repr(Base.rest(u)), " ", repr(Base.rest(u, 4)), " ", typeof(Base.rest(u)), " ", Base.rest(SubString(u, 2)) === SubString(u, 2))
a, b, c... = u
println(repr(c), " ", typeof(c))
a, c... = GenericString(u)
println(repr(c), " ", typeof(c))
println(bytes2hex(Iterators.reverse(UInt8[1, 171, 255])), " ", bytes2hex(0x00:0x03), " ", sprint(bytes2hex, [0x0f, 0xf0]))
println(hex2bytes(b"0aFf"), " ", hex2bytes(Iterators.reverse(b"01ab")), " ", hex2bytes(view(b"12345678", 3:6)))
d = zeros(UInt8, 3)
println(hex2bytes!(d, "a1b2c3") === d, " ", d)
for bad in (() -> hex2bytes!(d, "ab"), () -> hex2bytes("abc"), () -> hex2bytes("zz"), () -> bytes2hex([1, 2]))
    try
        bad()
    catch e
        println(typeof(e), ": ", e.msg)
    end
end
try
    b"abc"[1] = 0x41
catch e
    println(typeof(e), " ", e isa Base.CanonicalIndexError)
    showerror(stdout, e)
    println()
end

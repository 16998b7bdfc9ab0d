# Behaviour that Julia 1.10's test/strings/search.jl and test/char.jl
# check, written for Kiln's suite. Expected output from Julia 1.10's
# base/strings/search.jl: findnext(pred, s, i) takes i in
# 1:ncodeunits(s)+1 (a BoundsError outside, a StringIndexError inside a
# character), findprev(pred, s, i) takes 0:ncodeunits(s)+1; ==(c) in a
# String looks for the first byte of c, so findprev may start inside a
# character; findprev(t, s, i) of a string matches up to the end of the
# character at i (_rsearchindex); byte sequences search byte vectors; and
# base/char.jl: a Char is a 0-dimensional container, other AbstractChar
# types fall back to Char.
using Test
s = "æøå"   # bytes: æ 1-2, ø 3-4, å 5-6
function show_find(f)
    try
        println(repr(f()))
    catch e
        println(typeof(e))
    end
end
show_find(() -> findprev(==('æ'), s, 4))
show_find(() -> findprev(==('æ'), s, 7))
show_find(() -> findprev(==('æ'), s, 8))
show_find(() -> findprev(==('a'), "abc", -1))
show_find(() -> findnext(==('å'), s, 7))
show_find(() -> findnext(==('å'), s, 8))
show_find(() -> findnext(==('å'), s, 2))
show_find(() -> findnext(isletter, s, 0))
show_find(() -> findprev(isletter, s, 4))
g = GenericString("a∀b")   # bytes: a 1, ∀ 2-4, b 5
show_find(() -> findnext(isequal('b'), g, 5))
show_find(() -> findnext(isequal('b'), g, 6))
show_find(() -> findnext(isequal('b'), g, 7))
show_find(() -> findnext(isequal('b'), g, 3))
show_find(() -> findprev(isequal('a'), g, 6))
println(nextind(g, 2), " ", nextind(GenericString("a∀"), 2), " ", nextind("a∀", 2))
u = "xεyε"   # bytes: x 1, ε 2-3, y 4, ε 5-6
println(findlast("ε", u), " ", findprev("ε", u, 4), " ", findlast("yε", u), " ", findprev("yε", u, 5), " ", findprev("yε", u, 4))
println(repr(findlast("", "")), " ", repr(findprev("", "ab", 0)), " ", repr(findprev("", "ab", 3)), " ", repr(findlast("abc", "")), " ", repr(findlast("", "ab")))
A = UInt8[0x40, 0x52, 0x00, 0x52, 0x00]
println(findfirst([0x52, 0x00], A), " ", findnext([0x52, 0x00], A, 3), " ", repr(findnext([0x52, 0x00], A, 6)), " ", findlast([0x52, 0x00], A), " ", findprev([0x52, 0x00], A, 4), " ", findprev([0x52, 0x00], A, 7))
println(findfirst(Int8[0x52], A), " ", findfirst([0x6c, 0x6f], codeunits("hello")), " ", findall([0x01, 0x01], [0x01, 0x01, 0x01]), " ", findall([0x01, 0x01], [0x01, 0x01, 0x01]; overlap=true))
show_find(() -> findnext([0x52], A, 7))
show_find(() -> findprev([0x52, 0x00], A, -1))
try
    "ab" in "abc"
catch e
    println(typeof(e), ": ", e.msg)
end
c = 'q'
println(size(c), " ", size(c, 1), " ", c[], " ", c[1], " ", c[1, 1], " ", c[CartesianIndex()], " ", firstindex(c), " ", lastindex(c), " ", widen(c), " ", Base.IteratorSize(Char))
show_find(() -> c[2])
show_find(() -> size(c, 0))
primitive type Byte7 <: AbstractChar 8 end
Byte7(u::UInt32) = reinterpret(Byte7, UInt8(u))
Base.codepoint(b::Byte7) = reinterpret(UInt8, b)
b = Byte7('h')
println(b == 'h', " ", b < 'i', " ", isless('g', b), " ", isascii(b), " ", b^2, " ", string(b, b), " ", repr(b), " ", Char(b), " ", hash(b) == hash('h'))
println(AbstractChar(0x41), " ", typeof(AbstractChar(0x41)), " ", AbstractChar('z'), " ", convert(AbstractChar, 66.0), " ", convert(Byte7, 0x69) == 'i', " ", Byte7(b) === b)
# read(io, Char) takes continuation bytes only after a lead byte 0xc0-0xf7
# (issue #50532), so it reads the characters a String iterates
bytes = UInt8[0xfd, 0xb6, 0xc8, 0x81, 0x41, 0xf0, 0x9f]
io = IOBuffer(bytes)
cs = Char[]
while !eof(io)
    push!(cs, read(io, Char))
end
println(cs, " ", cs == collect(String(bytes)))

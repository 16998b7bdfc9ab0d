# Reading text from IOBuffers as Julia 1.10's base/io.jl and iobuffer.jl do:
# readline/readlines/eachline (keep, "\r\n"), readuntil with a Char, a
# string or a byte delimiter (keep=true keeps it; without a delimiter, to
# the end), read of counts, Chars and String, readavailable, countlines,
# position/seek/skip/peek, and writing with print/show/write/println.

io = IOBuffer("alpha\nbeta\r\ngamma")
println(repr(readline(io)), " ", repr(readline(io)), " ", repr(readline(io)), " ", eof(io), " ", repr(readline(io)))
println(readlines(IOBuffer("a\nb\n")), " ", readlines(IOBuffer("a\nb\n"); keep=true), " ", readlines(IOBuffer("")))
for (i, line) in enumerate(eachline(IOBuffer("x 1\ny 2\n\nz 3")))
    println(i, ": ", repr(line), " ", split(line))
end
println(collect(eachline(IOBuffer("l1\r\nl2\n"); keep=true)))
println(countlines(IOBuffer("one\ntwo\nthree")), " ", countlines(IOBuffer("one\ntwo\n")), " ", countlines(IOBuffer("")))

# readuntil
println(repr(readuntil(IOBuffer("key=value"), '=')), " ", repr(readuntil(IOBuffer("key=value"), '='; keep=true)))
println(repr(readuntil(IOBuffer("a--b--c"), "--")), " ", repr(readuntil(IOBuffer("a--b--c"), "--"; keep=true)))
println(repr(readuntil(IOBuffer("no delimiter"), "::")), " ", repr(readuntil(IOBuffer("x;y"), UInt8(';'))))
io = IOBuffer("<a><b>rest")
println(repr(readuntil(io, "><")), " ", repr(readuntil(io, "><")), " ", repr(read(io, String)))
println(repr(readuntil(IOBuffer("héllo wörld"), "ö")), " ", repr(readuntil(IOBuffer("aaab"), "aab")))

# reading pieces
io = IOBuffer("hello world")
println(String(read(io, 5)), "|", read(io, Char), "|", String(readavailable(io)), "|", eof(io))
io = IOBuffer("héllo")
println(read(io, Char), read(io, Char), " ", position(io), " ", peek(io), " ", peek(io, Char), " ", read(io, String))
io = IOBuffer("0123456789")
skip(io, 3); print(read(io, Char)); seek(io, 8); print(read(io, Char)); seekstart(io); println(read(io, Char), " ", position(io))
println(read(IOBuffer("abc"), String), " ", read(IOBuffer("abc")), " ", readavailable(IOBuffer("")))

# writing
io = IOBuffer()
println(io, "x", 1, 'c', 2.5)
print(io, [1, 2], (a=1,), :s)
show(io, "q\"")
show(io, 'c')
n = write(io, "é", UInt8(0x21))
println(n, " ", repr(String(take!(io))))
println(sprint(io -> (print(io, "a"); show(io, "b"); write(io, 'c'))))
println(sprint(show, "x"; context=:compact => true), " ", sprint(print, 1.0, 'x', "y"))

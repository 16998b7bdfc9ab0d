# Streams as Julia 1.10 base/iobuffer.jl and base/io.jl: IOBuffer(data)
# starts at position 0; one position for reading and writing (a write
# after seek overwrites); seek clamps inside the buffer; reset returns the
# mark ("IOBuffer not marked" when none); read past the end is EOFError();
# write(io, ::Array) / read!(io, ::Array) of bits values byte for byte,
# little-endian; the same positioning on files.
io = IOBuffer("hello world")
println(position(io), " ", read(io, Char), " ", position(io))
seek(io, 6)
println(read(io, String), " ", eof(io), " ", position(io))
seekstart(io)
skip(io, 1)
println(peek(io), " ", peek(io, Char), " ", position(io))
mark(io)
println(read(io, 4), " ", ismarked(io))
println(reset(io), " ", position(io), " ", ismarked(io))
seekend(io)
println(eof(io), " ", position(io))
try
    read(io, UInt8)
catch e
    println(e)
end
try
    reset(io)
catch e
    println(e)
end
io = IOBuffer("line one\nline two\nlast")
println(readline(io), "|", readline(io; keep=true), "|", readline(io), "|", eof(io))
println(readlines(IOBuffer("a\nb\n")))
io = IOBuffer("héllo, wörld")
println(read(io, Char), read(io, Char), " ", position(io), " ", readuntil(io, ','), " ", read(io, String))
buf = IOBuffer()
n = write(buf, [1, 2, 3])
println(n, " ", position(buf))
write(buf, Float64[1.5, -2.0])
write(buf, Int32(7), UInt8(9))
seekstart(buf)
a = zeros(Int, 3)
read!(buf, a)
f = Vector{Float64}(undef, 2)
read!(buf, f)
println(a, " ", f, " ", read(buf, Int32), " ", read(buf, UInt8), " ", eof(buf))
seekstart(buf)
println(read(buf, Int64), " ", bytesavailable(buf))
buf2 = IOBuffer()
write(buf2, "abcdef")
seek(buf2, 2)
write(buf2, "XY")
println(String(take!(buf2)))
write(buf2, "new")
println(String(take!(buf2)))
m = [1 2; 3 4]
b3 = IOBuffer()
write(b3, m)
seekstart(b3)
m2 = zeros(Int, 2, 2)
read!(b3, m2)
println(m2 == m)
try
    read!(IOBuffer(UInt8[1, 2]), zeros(Int, 1))
catch e
    println(e)
end
v = IOBuffer(UInt8[0x41, 0x42])
println(read(v, Char), " ", read(v, UInt8), " ", eof(v))
path = tempname()
open(path, "w") do io
    write(io, "0123456789")
    write(io, [Int16(1), Int16(-2)])
end
open(path) do io
    seek(io, 3)
    println(read(io, Char), " ", position(io))
    skip(io, 2)
    println(peek(io, Char), " ", position(io))
    mark(io)
    println(read(io, 2))
    reset(io)
    println(read(io, String) |> length)
    seek(io, 10)
    println(read(io, Int16), " ", read(io, Int16), " ", eof(io))
    seekstart(io)
    println(read(io, 3), " ", position(io))
    seekend(io)
    println(position(io), " ", eof(io))
end
rm(path)

# IOBuffer and PipeBuffer as Julia 1.10's GenericIOBuffer (base/iobuffer.jl),
# the behaviour checked by Julia's test/iobuffer.jl (a 1.10-era copy in a
# fork, zeronito/julia b207208): truncate, the fields of a buffer, maxsize,
# compact, ensureroom, skip/seek of a PipeBuffer, write(io, ::IOBuffer),
# skipchars, close. Expected output: Julia 1.10's.

# truncate, and the fields (io.size, io.ptr, io.data, io.seekable)
io = IOBuffer()
println(write(io, "abc"), " ", position(io), " ", io.size, " ", io.ptr)
println(length(io.data), " ", io.seekable, " ", io.append, " ", io.maxsize == typemax(Int))
seek(io, 1)
truncate(io, 2)
println(position(io), " ", eof(io), " ", String(copy(io.data[1:io.size])))
truncate(io, 0)
truncate(io, 10)
println(position(io), " ", io.size, " ", all(io.data .== 0))
println(write(io, Int16[1, 2, 3, 4, 5, 6]), " ", io.size)
io.readable = false
println(isreadable(io), " ", iswritable(io))
try read!(io, UInt8[0]) catch e; println(sprint(showerror, e)) end
io.readable = true
truncate(io, 0)
write(io, "boston\ncambridge\n")
println(repr(String(take!(io))), " ", repr(String(take!(io))))
println(write(io, ComplexF64(0)), " ", write(io, Rational{Int64}(1//2)))
for f in (io -> truncate(io, -1), io -> truncate(IOBuffer(maxsize=3), 4), io -> truncate(IOBuffer("ro"), 0), io -> truncate(PipeBuffer(), 0))
    try f(io) catch e; println(sprint(showerror, e)) end
end
close(io)
println(isopen(io), " ", eof(io))
for f in (io -> write(io, UInt8[0]), io -> seek(io, 0))
    try f(io) catch e; println(sprint(showerror, e)) end
end

# a read-only buffer
ro = IOBuffer("hamster\nguinea pig\nturtle")
println(readline(ro), " | ", repr(read(ro, String)))
println(repr(String(take!(ro))), " ", repr(String(take!(ro))))
try Base.compact(ro) catch e; println(sprint(showerror, e)) end

# PipeBuffer: writes append, reads consume, no seek or truncate
pb = PipeBuffer()
write(pb, "pancakes\nwaffles\nblueberries\n")
println(position(pb), " ", readline(pb), " ", position(pb))
Base.compact(pb)
println(position(pb), " ", pb.size, " ", readline(pb))
write(pb, "whipped cream\n")
println(readline(pb), ", ", readline(pb), " ", pb.seekable, " ", pb.append)
for f in (io -> seek(io, 0), io -> truncate(io, 0))
    try f(pb) catch e; println(sprint(showerror, e)) end
end
write(pb, "α\nβ\nγ\nδ")
println(readlines(pb, keep=true))
Base.compact(pb)
Base.ensureroom(pb, 50)
println(position(pb), " ", bytesavailable(pb), " ", length(pb.data))
pb.maxsize = 75
Base.ensureroom(pb, 100)
println(length(pb.data), " ", pb.maxsize)
println(write(pb, zeros(UInt8, 200)), " ", bytesavailable(pb), " ", write(pb, 1))
skip(pb, 1)
println(write(pb, UInt8(104)), " ", position(pb))
skip(pb, 3)
println(write(pb, b"apples"))
skip(pb, 71)
println(write(pb, 'y'), " ", read(pb, String), " ", eof(pb))
write(pb, zeros(UInt8, 73)); write(pb, 'a'); write(pb, 'b'); write(pb, 'c')
skip(pb, 72)
println(repr(String(take!(pb))), " ", repr(String(take!(pb))))

# skip and seek clamp to the buffer
io = IOBuffer("hello")
println(position(skip(io, 4)), position(skip(io, 10)), position(skip(io, -2)), position(skip(io, -3)), position(seek(io, -1)), position(seek(io, 9)))

# a buffer over a SubString, and write of one buffer to another
io = IOBuffer(SubString("***αhelloworldω***", 4, 16))
io2 = IOBuffer(Vector{UInt8}(b"goodnightmoon"), read=true, write=true)
println(read(io, Char), " ", String(read!(io, Vector{UInt8}(undef, 10))), " ", read(io, Char))
seek(io, 2)
seekend(io2)
println(write(io2, io), " ", repr(read(io, String)), " ", repr(read(io2, String)))
seek(io2, 0)
truncate(io2, io2.size - 2)
println(read(io2, String))
seek(io2, 0)
println(write(io2, io2), " ", repr(read(io2, String)), " ", io2.size)
ioa = IOBuffer()
println(write(ioa, IOBuffer("World")), " ", String(take!(ioa)))

# compact keeps the data from the mark; peek does not move
a = Base.GenericIOBuffer(UInt8[], true, true, false, true, typemax(Int))
mark(a)
write(a, "Hello!")
println(Base.compact(a) === nothing)
b = Base.GenericIOBuffer(UInt8[], true, true, false, true, typemax(Int))
write(b, "Hello!")
read(b)
mark(b)
write(b, "Goodbye!")
Base.compact(b)
println(readline(b))
io = Base.GenericIOBuffer(UInt8[], true, true, false, true, typemax(Int))
write(io, "こんにちは")
println(peek(io), " ", peek(io, Char), " ", peek(io, Int32), " ", position(io))

# skipchars
io = IOBuffer("   # comment \n    text")
skipchars(isspace, io, linecomment='#')
println(String(readavailable(io)))
io = IOBuffer("alphabeticalstuff߷")
println(eof(skipchars(isletter, io)), " ", read(io, Char))

# a maxsize buffer writes what fits
io = IOBuffer(maxsize=5)
println(write(io, "abcdefg"), " ", write(io, 'x'), " ", String(take!(io)))
println(Base.buffer_writes(io) === io, " ", flush(IOBuffer()) === nothing)

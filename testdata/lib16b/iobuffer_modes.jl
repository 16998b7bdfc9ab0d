# IOBuffer access modes as Julia 1.10's base/iobuffer.jl: IOBuffer(data)
# is read-only (a write throws "ensureroom failed, IOBuffer is not
# writeable"), the keywords follow open_flags (base/iostream.jl):
# write=true alone truncates and is write-only, read=true with write=true
# keeps the data; a read of a write-only buffer throws "read failed,
# IOBuffer is not readable"; take! of a read-only buffer leaves it as is.
io = IOBuffer("abc")
println(read(io, Char), " ", isreadable(io), " ", iswritable(io))
try
    write(io, "x")
catch e
    println(e)
end
try
    print(io, 12)
catch e
    println(e)
end
println(read(io, String))
b = IOBuffer(b"xyz")
println(iswritable(b), " ", String(take!(b)), " ", String(take!(b)))
io2 = IOBuffer(Vector{UInt8}("hello"); read=true, write=true)
write(io2, "J")
seekstart(io2)
println(read(io2, String))
io3 = IOBuffer(UInt8[1, 2]; write=true)
println(isreadable(io3), " ", iswritable(io3), " ", position(io3))
write(io3, "hi")
println(String(take!(io3)))
try
    read(io3, UInt8)
catch e
    println(e)
end
io4 = IOBuffer(read=true, write=true)
write(io4, "zz")
println(String(take!(io4)))
io5 = IOBuffer()
print(io5, 1.5, 'c', "s")
println(String(take!(io5)), " ", isreadable(io5), " ", iswritable(io5))
io6 = IOBuffer(write=false)
println(isreadable(io6), " ", iswritable(io6), " ", eof(io6))

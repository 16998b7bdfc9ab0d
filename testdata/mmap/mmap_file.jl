# Mmap as Julia 1.10's stdlib/Mmap: map a temporary file, read and modify it
# through the array, Mmap.sync!, and read the file back with read().
using Mmap

path = tempname()
write(path, UInt8.(1:10))
io = open(path, "r+")
a = mmap(io)                      # the whole file as a Vector{UInt8}
println(typeof(a), " ", length(a), " ", a)
a[1] = 0x64
a[10] += 0x01
Mmap.sync!(a)
close(io)
println(read(path))

# a matrix past the end of the file grows the file (grow=true)
io = open(path, "r+")
m = mmap(io, Matrix{Int64}, (2, 3))
println(size(m), " ", filesize(path), " ", m[1, 1] == 0x0807060504030264)
m[2, 3] = 12345
m[1, 1] = -1
Mmap.sync!(m)
close(io)
println(open(f -> [read(f, Int64) for _ in 1:6], path))

# a path, a length and an offset; writes through a reshape of it reach the file
b = mmap(path, Vector{Int64}, 3, 16)
println(b)
io = open(path, "r+")
c = mmap(io, Vector{Int64}, 6, 0)
r = reshape(c, 3, 2)
c = nothing
GC.gc()
r[3, 2] = 777
Mmap.sync!(r)
close(io)
println(open(f -> (seek(f, 40); read(f, Int64)), path))

# a page-crossing offset
io = open(path, "r+")
big = mmap(io, Vector{UInt8}, 10, 4096 + 3)
big[1] = 0x2a
Mmap.sync!(big)
close(io)
println(filesize(path), " ", read(path)[4100])

# shared=false: a private copy; the file does not change
io = open(path, "r+")
pv = mmap(io, Vector{UInt8}, 4, 0; shared=false)
pv[1] = 0x00
close(io)
println(pv, " ", read(path)[1])

# anonymous memory
an = mmap(Vector{Float64}, 4)
an .= 1.5
println(an, " ", sum(an))
println(mmap(Mmap.Anonymous(), Matrix{Int32}, (2, 2), 0))
println(mmap(Vector{Int}, (0,)), " ", typeof(mmap(Matrix{Int}, 0, 3)))

# many mappings come and go (each is unmapped once its array is collected)
for i in 1:300
    x = mmap(path, Vector{UInt8}, 16)
    x[1] == 0xff || error("unexpected byte")
end
GC.gc()
println("ok")

# bad input: Julia's errors
io = open(path, "r")
for f in (() -> mmap(io, Vector{UInt8}, 100000, 0),
          () -> mmap(io, Vector{UInt8}, (-1,)),
          () -> mmap(io, Vector{UInt8}, 4, -1),
          () -> mmap(io, Vector{String}, 1, 0),
          () -> mmap(io, Vector{UInt8}, 100000, 0; grow=false),
          () -> open(f -> mmap(f, Vector{UInt8}, 100000, 0; grow=false), path, "r+"),
          () -> open(f -> mmap(f, Vector{UInt8}, 3, 0), path * ".w", "w"))
    try
        f()
    catch e
        println(e)
    end
end
close(io)
rm(path)
rm(path * ".w")

# mmap of a closed stream: Julia 1.10's ArgumentError("$io must be open to mmap")
using Mmap
path = tempname()
write(path, "abcd")
io = open(path, "r+")
close(io)
try
    mmap(io, Vector{UInt8}, 4, 0)
finally
    rm(path)
end

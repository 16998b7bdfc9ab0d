# An uncaught write to a read-only IOBuffer (Julia 1.10's iobuffer.jl
# ensureroom_slowpath): the script fails with the ArgumentError.
io = IOBuffer("data")
println(read(io, 2) == UInt8['d', 'a'])
write(io, "more")
println("not reached")

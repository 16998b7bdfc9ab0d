# A file's buffered writes fail only when they reach the disk; Julia's
# IOStream reports that from flush and close with systemerror("flush") /
# systemerror("close") (base/iostream.jl), shown as
# "SystemError: close: No space left on device" (base/errorshow.jl).
# /dev/full fails every write with ENOSPC (28 on Linux).
io = open("/dev/full", "w")
write(io, "hello\n")
try
    close(io)
catch e
    println(typeof(e), " ", e.errnum == 28)
    showerror(stdout, e); println()
end

io = open("/dev/full", "w")
print(io, "abc")
try
    flush(io)
catch e
    showerror(stdout, e); println()
end

# A successful file is unaffected.
path = tempname()
open(path, "w") do f
    println(f, "fine")
    flush(f)
end
print(read(path, String))
rm(path)

# The do-block form closes in a finally, so the error escapes it.
open("/dev/full", "w") do f
    println(f, "lost")
end
println("not reached")

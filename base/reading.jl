# This file is a part of Kiln's Base library.
#
# reading.jl — reading text from stdin and files: readline, readlines,
# eachline, read(io, String), eof, as Julia's base/io.jl (the runtime does
# the buffered reading; a line keeps its "\n" only with keep=true, and
# readline at the end of the input returns "").

const stdin = KilnStream(3)

eof(io::KilnStream) = ccall(:kiln_io_eof, Int32, (Int64,), io.handle) != Int32(0)

readline(io::KilnStream; keep::Bool=false) =
    ccall(:kiln_io_readline, String, (Int64, Int32), io.handle, keep ? Int32(1) : Int32(0))
readline(; keep::Bool=false) = readline(stdin; keep=keep)

function readlines(io::KilnStream; keep::Bool=false)
    lines = String[]
    while !eof(io)
        push!(lines, readline(io; keep=keep))
    end
    return lines
end
readlines(; keep::Bool=false) = readlines(stdin; keep=keep)

read(io::KilnStream, ::Type{String}) = ccall(:kiln_io_read_string, String, (Int64,), io.handle)

# eachline over any stream with eof and readline (stdin, files, IOBuffer)
struct EachLine{IOT<:IO}
    stream::IOT
    keep::Bool
end
eachline(io::IO=stdin; keep::Bool=false) = EachLine(io, keep)
IteratorSize(::Type{<:EachLine}) = SizeUnknown()
eltype(::Type{<:EachLine}) = String
iterate(itr::EachLine, state=nothing) = eof(itr.stream) ? nothing : (readline(itr.stream; keep=itr.keep), nothing)

# This file is a part of Kiln's Base library.
#
# Mmap.jl — the standard library module Mmap, evaluated when a program first
# loads it (`using Mmap`), as Julia 1.10's stdlib/Mmap: `mmap` of a file
# (a stream opened with `open`, or a path) or of anonymous memory as an
# Array of isbits elements, `Mmap.sync!`, `Mmap.madvise!` and
# `Mmap.Anonymous`, through the mmap/munmap/msync/ftruncate system calls.
# The array is Base.unsafe_wrap's kind (runtime/alloc.c): the mapping is
# unmapped once no array over it (the array, a reshape of it) is left.
# Not supported: mmap of a BitArray, mmap of a stream that is not a file
# (stdout, an IOBuffer), Windows, and Julia's ReadOnlyMemoryError: a file
# opened read-only is mapped copy-on-write, so a store into its array
# changes the array but neither the file nor other mappings of it.

module Mmap

export mmap

const PROT_READ = Cint(1)
const PROT_WRITE = Cint(2)
const MAP_SHARED = Cint(1)
const MAP_PRIVATE = Cint(2)
const MAP_ANONYMOUS = Cint(0x20)
const F_GETFL = Cint(3)

# msync flags
const MS_ASYNC = 1
const MS_INVALIDATE = 2
const MS_SYNC = 4

# madvise advice (Linux)
const MADV_NORMAL = 0
const MADV_RANDOM = 1
const MADV_SEQUENTIAL = 2
const MADV_WILLNEED = 3
const MADV_DONTNEED = 4
const MADV_FREE = 8
const MADV_REMOVE = 9
const MADV_DONTFORK = 10
const MADV_DOFORK = 11
const MADV_MERGEABLE = 12
const MADV_UNMERGEABLE = 13
const MADV_HUGEPAGE = 14
const MADV_NOHUGEPAGE = 15
const MADV_DONTDUMP = 16
const MADV_DODUMP = 17

pagesize() = Int(ccall(:getpagesize, Cint, ()))

"""
    Mmap.Anonymous(name::AbstractString="", readonly::Bool=false, create::Bool=true)

An `IO`-like object for memory that no file backs (zero-filled pages):
`mmap(Mmap.Anonymous(), Vector{Int}, 10)`.
"""
mutable struct Anonymous <: IO
    name::AbstractString
    readonly::Bool
    create::Bool
end
Anonymous() = Anonymous("", false, true)

Base.isopen(::Anonymous) = true
Base.isreadable(::Anonymous) = true
Base.iswritable(a::Anonymous) = !a.readonly

# the file descriptor to map: -1 for anonymous memory
gethandle(io::Anonymous) = Cint(-1)
function gethandle(io::Base.KilnStream)
    fd = ccall(:kiln_io_fd, Int32, (Int64,), io.handle)
    fd < 0 && throw(ArgumentError(string("mmap of ", io, " is not supported in Kiln: only files opened with open can be mapped")))
    return Cint(fd)
end
gethandle(io::IO) = throw(ArgumentError(string("mmap of a stream of type ", typeof(io), " is not supported in Kiln: only files opened with open can be mapped")))

# A stream's read/write mode (fcntl F_GETFL), as the mapping's protection
# and flags, and whether it can be written (Julia's settings).
function settings(fd::Cint, shared::Bool)
    flags = shared ? MAP_SHARED : MAP_PRIVATE
    if fd == Cint(-1)
        flags |= MAP_ANONYMOUS
        prot = PROT_READ | PROT_WRITE
    else
        mode = ccall(:fcntl, Cint, (Cint, Cint, Cint), fd, F_GETFL, Cint(0))
        Base.systemerror("fcntl F_GETFL", mode == -1)
        mode = mode & 3
        prot = mode == 0 ? PROT_READ : mode == 1 ? PROT_WRITE : PROT_READ | PROT_WRITE
        if prot & PROT_READ == 0
            throw(ArgumentError("mmap requires read permissions on the file (open with \"r+\" mode to override)"))
        end
    end
    return prot, flags, (prot & PROT_WRITE) > 0
end

# Grow the file to offset+len bytes before mapping it.
grow!(::Anonymous, o::Integer, l::Integer) = nothing
function grow!(io::IO, offset::Integer, len::Integer)
    pos = position(io)
    filelen = filesize(io)
    if filelen < offset + len
        failure = ccall(:ftruncate, Cint, (Cint, Int64), gethandle(io), Int64(offset + len))
        Base.systemerror(:ftruncate, failure != 0)
    end
    seek(io, pos)
    return nothing
end

"""
    mmap(io::Union{IOStream,AbstractString,Mmap.Anonymous}[, type::Type{Array{T,N}}, dims, offset]; grow::Bool=true, shared::Bool=true)
    mmap(type::Type{Array{T,N}}, dims)

An `Array` whose elements are the bytes of a file (from `offset`, by
default the stream's position), mapped into memory: writes through the
array reach the file (with `shared=true`); a file shorter than the array
is grown when `grow=true`. Without a type, a `Vector{UInt8}` of the rest of
the file. The mapping lives while the array (or a reshape of it) does.
"""
function mmap(io::IO, ::Type{Array{T,N}}, dims::NTuple{N,Integer},
              offset::Integer; grow::Bool=true, shared::Bool=true) where {T,N}
    isopen(io) || throw(ArgumentError(string(io, " must be open to mmap")))
    isbitstype(T) || throw(ArgumentError(string("unable to mmap ", T, "; must satisfy isbitstype(T) == true")))

    len = Int(sizeof(T))
    for l in dims
        len, overflow = _mul_with_overflow(len, Int(l))
        overflow && throw(ArgumentError(string("requested size prod(", (sizeof(T), dims...), ") too large, would overflow typeof(size(T)) == ", typeof(len))))
    end
    len >= 0 || throw(ArgumentError(string("requested size must be ≥ 0, got ", len)))
    len == 0 && return Array{T}(undef, ntuple(x -> 0, Val(N)))
    ps = pagesize()
    len < typemax(Int) - ps || throw(ArgumentError(string("requested size must be < ", typemax(Int) - ps, ", got ", len)))

    offset >= 0 || throw(ArgumentError(string("requested offset must be ≥ 0, got ", offset)))

    # map from the page that holds offset
    offset_page = Int64(div(offset, ps) * ps)
    mmaplen = Int((offset - offset_page) + len)

    file_desc = gethandle(io)
    szfile = UInt64(len + offset)
    requestedSizeLarger = !(io isa Anonymous) && szfile > filesize(io)
    prot, flags, iswrite = settings(file_desc, shared)
    if requestedSizeLarger
        if iswrite
            if grow
                grow!(io, offset, len)
            else
                throw(ArgumentError(string("requested size ", szfile, " larger than file size ", filesize(io), ", but requested not to grow")))
            end
        else
            throw(ArgumentError(string("unable to increase file size to ", szfile, " due to read-only permissions")))
        end
    end
    if !iswrite && file_desc != Cint(-1)
        # A store into a read-only mapping is a SIGSEGV, which Kiln cannot
        # turn into Julia's ReadOnlyMemoryError: a read-only file is mapped
        # copy-on-write instead, so that such stores stay in memory.
        prot |= PROT_WRITE
        flags = (flags & ~MAP_SHARED) | MAP_PRIVATE
    end
    ptr = ccall(:mmap, Ptr{Cvoid}, (Ptr{Cvoid}, Csize_t, Cint, Cint, Cint, Int64),
                C_NULL, UInt(mmaplen), prot, flags, file_desc, offset_page)
    Base.systemerror("memory mapping failed", UInt(ptr) == typemax(UInt))    # MAP_FAILED
    nel = div(len, max(sizeof(T), 1))
    # unmapped (munmap) once no array over the mapping is left
    return Base._wrap_array(Array{T,N}, Ptr{T}(UInt(ptr) + UInt(offset - offset_page)),
                            map(Int, dims), nel, ptr, mmaplen, 2)
end

# the defaults: a Vector{UInt8}, the rest of the file, from its position
mmap(io::IO; grow::Bool=true, shared::Bool=true) = mmap(io, Vector{UInt8}; grow=grow, shared=shared)
mmap(io::IO, ::Type{Array{T,N}}; grow::Bool=true, shared::Bool=true) where {T,N} =
    mmap(io, Array{T,N}, (div(filesize(io) - position(io), sizeof(T)),); grow=grow, shared=shared)
mmap(io::IO, ::Type{Array{T,N}}, dims::NTuple{N,Integer}; grow::Bool=true, shared::Bool=true) where {T,N} =
    mmap(io, Array{T,N}, dims, position(io); grow=grow, shared=shared)

function _mul_with_overflow(a::Int, b::Int)
    r = a * b
    return r, a != 0 && (div(r, a) != b || (a == -1 && b == typemin(Int)))
end

mmap(file::AbstractString, ::Type{T}, dims::NTuple{N,Integer}, offset::Integer=Int64(0);
     grow::Bool=true, shared::Bool=true) where {T<:Array,N} =
    open(io -> mmap(io, T, dims, offset; grow=grow, shared=shared), file, isfile(file) ? "r" : "w+")
mmap(file::AbstractString, ::Type{T}=Vector{UInt8}; grow::Bool=true, shared::Bool=true) where {T<:Array} =
    mmap(file, T, (div(filesize(file), sizeof(eltype(T))),); grow=grow, shared=shared)

# a length in place of the dims
mmap(io::IO, ::Type{T}, len::Integer, offset::Integer; grow::Bool=true, shared::Bool=true) where {T<:Array} =
    mmap(io, T, (len,), offset; grow=grow, shared=shared)
mmap(io::IO, ::Type{T}, len::Integer; grow::Bool=true, shared::Bool=true) where {T<:Array} =
    mmap(io, T, (len,), position(io); grow=grow, shared=shared)
mmap(file::AbstractString, ::Type{T}, len::Integer, offset::Integer=Int64(0); grow::Bool=true, shared::Bool=true) where {T<:Array} =
    open(io -> mmap(io, T, (len,), offset; grow=grow, shared=shared), file, isfile(file) ? "r" : "w+")

# anonymous memory
mmap(::Type{T}, dims::NTuple{N,Integer}; shared::Bool=true) where {T<:Array,N} =
    mmap(Anonymous(), T, dims, Int64(0); shared=shared)
mmap(::Type{T}, i::Integer...; shared::Bool=true) where {T<:Array} =
    mmap(Anonymous(), T, map(Int, i), Int64(0); shared=shared)

# The pages holding m's data: their start and their length in bytes, as
# msync and madvise take them.
function _page_span(m::Array)
    off = rem(UInt(pointer(m)), UInt(pagesize()))
    return pointer(m) - off, UInt(sizeof(m)) + off
end

"""
    Mmap.sync!(array)

Writes the changes made to a memory-mapped `Array` to its file (msync).
"""
function sync!(m::Array{T}, flags::Integer=MS_SYNC) where {T}
    ptr, mmaplen = _page_span(m)
    r = ccall(:msync, Cint, (Ptr{Cvoid}, Csize_t, Cint), ptr, mmaplen, Cint(flags))
    Base.systemerror("msync", r != 0)
    ccall(:kiln_gc_keepalive, Nothing, (Any,), m)
    return nothing
end

"""
    Mmap.madvise!(array, flag::Integer = Mmap.MADV_NORMAL)

Advises the kernel on the intended use of the memory-mapped `array`.
"""
function madvise!(m::Array, flag::Integer=MADV_NORMAL)
    ptr, mmaplen = _page_span(m)
    r = ccall(:madvise, Cint, (Ptr{Cvoid}, Csize_t, Cint), ptr, mmaplen, Cint(flag))
    Base.systemerror("madvise", r != 0)
    ccall(:kiln_gc_keepalive, Nothing, (Any,), m)
    return nothing
end

end # module

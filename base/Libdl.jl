# This file is a part of Kiln's Base library.
#
# Libdl.jl — the standard library module Libdl (Julia 1.10's
# stdlib/Libdl, which re-exports Base.Libc.Libdl from base/libdl.jl),
# evaluated when a program first loads it: dlopen, dlsym, dlclose, dlpath,
# find_library, dllist and the RTLD_* flags, calling the C library's
# dlopen/dlsym/dlinfo directly. The search for a library by name follows
# src/dlload.c's jl_load_dynamic_library: an absolute path as it is,
# otherwise each DL_LOAD_PATH directory, then the system's search, each
# with the name as given and with ".so" appended.

module Libdl

export DL_LOAD_PATH, RTLD_DEEPBIND, RTLD_FIRST, RTLD_GLOBAL, RTLD_LAZY, RTLD_LOCAL,
    RTLD_NODELETE, RTLD_NOLOAD, RTLD_NOW, dlclose, dlopen, dlopen_e, dlsym, dlsym_e,
    dlpath, find_library, dlext, dllist

"""
    DL_LOAD_PATH

When calling `dlopen`, the paths in this list will be searched first, in
order, before searching the system locations for a valid library handle.
"""
const DL_LOAD_PATH = String[]

# Julia's JL_RTLD_* values (src/julia.h), translated to glibc's when a
# library is opened.
const RTLD_LOCAL     = 0x00000001
const RTLD_GLOBAL    = 0x00000002
const RTLD_LAZY      = 0x00000004
const RTLD_NOW       = 0x00000008
const RTLD_NODELETE  = 0x00000010
const RTLD_NOLOAD    = 0x00000020
const RTLD_DEEPBIND  = 0x00000040
const RTLD_FIRST     = 0x00000080

const default_rtld_flags = RTLD_LAZY | RTLD_DEEPBIND

const dlext = "so"

# glibc's flags for Julia's (dlfcn.h).
function _sysflags(flags::Integer)
    f = UInt32(flags)
    s = Int32(0)
    s |= (f & RTLD_NOW) != 0 ? Int32(2) : Int32(1)
    (f & RTLD_GLOBAL) != 0 && (s |= Int32(0x100))
    (f & RTLD_NODELETE) != 0 && (s |= Int32(0x1000))
    (f & RTLD_NOLOAD) != 0 && (s |= Int32(4))
    (f & RTLD_DEEPBIND) != 0 && (s |= Int32(8))
    return s
end

function _dlopen_path(path::String, sflags::Int32)
    p = ccall(:dlopen, Ptr{Cvoid}, (Ptr{UInt8}, Int32), pointer(path), sflags)
    GC._keepalive(path)
    return p
end

function _dlerror()
    p = ccall(:dlerror, Ptr{UInt8}, ())
    return p == C_NULL ? "" : unsafe_string(p)
end

_has_ext(name::String) = endswith(name, ".so") || occursin(".so.", name)

function _load(modname::String, flags::Integer, throw_error::Bool)
    sflags = _sysflags(flags)
    exts = _has_ext(modname) ? ("",) : ("", ".so")
    found = false
    if !startswith(modname, "/")
        for dir in DL_LOAD_PATH
            for ext in exts
                path = string(joinpath(dir, modname), ext)
                h = _dlopen_path(path, sflags)
                h != C_NULL && return h
                # The file exists but does not load: that is the error.
                if isfile(path)
                    found = true
                    break
                end
            end
            found && break
        end
    end
    if !found
        for ext in exts
            path = string(modname, ext)
            h = _dlopen_path(path, sflags)
            h != C_NULL && return h
            isfile(path) && break
        end
    end
    throw_error && error("could not load library \"", modname, "\"\n", _dlerror())
    return C_NULL
end

"""
    dlopen(libfile::AbstractString [, flags::Integer]; throw_error:Bool = true)

Load a shared library, returning an opaque handle; `nothing` when it cannot
be loaded and `throw_error` is false.
"""
function dlopen end

dlopen(s::Symbol, flags::Integer = default_rtld_flags; kwargs...) =
    dlopen(string(s), flags; kwargs...)

function dlopen(s::AbstractString, flags::Integer = default_rtld_flags; throw_error::Bool = true)
    ret = _load(String(s), flags, throw_error)
    if !throw_error && ret == C_NULL
        return nothing
    end
    return ret
end

function dlopen(f::Function, name, args...; kwargs...)
    hdl = nothing
    try
        hdl = dlopen(name, args...; kwargs...)
        f(hdl)
    finally
        dlclose(hdl)
    end
end

"""
    dlopen_e(libfile::AbstractString [, flags::Integer])

Similar to `dlopen`, except returns `C_NULL` instead of raising errors.
"""
dlopen_e(args...) = something(dlopen(args...; throw_error=false), C_NULL)

"""
    dlsym(handle, sym; throw_error::Bool = true)

Look up a symbol from a shared library handle, return callable function
pointer on success; `nothing` when it is not found and `throw_error` is false.
"""
function dlsym(hnd::Ptr, s::Union{Symbol,AbstractString}; throw_error::Bool = true)
    hnd == C_NULL && throw(ArgumentError("NULL library handle"))
    name = String(string(s))
    ccall(:dlerror, Ptr{UInt8}, ())
    val = ccall(:dlsym, Ptr{Cvoid}, (Ptr{Cvoid}, Ptr{UInt8}), hnd, pointer(name))
    GC._keepalive(name)
    err = _dlerror()
    if !isempty(err)
        throw_error || return nothing
        error("could not load symbol \"", name, "\":\n", err)
    end
    return val
end

"""
    dlsym_e(handle, sym)

Look up a symbol from a shared library handle, silently return `C_NULL` on
lookup failure.
"""
dlsym_e(args...) = something(dlsym(args...; throw_error=false), C_NULL)

"""
    dlclose(handle)

Close shared library referenced by handle.
"""
dlclose(p::Ptr) = 0 == ccall(:dlclose, Int32, (Ptr{Cvoid},), p)
dlclose(p::Nothing) = nothing

"""
    find_library(names [, locations])

Searches for the first library in `names` in the paths in the `locations`
list, `DL_LOAD_PATH`, or system library paths (in that order) which can
successfully be dlopen'd; the empty string when none can.
"""
function find_library(libnames, extrapaths=String[])
    for lib in libnames
        for path in extrapaths
            l = joinpath(path, lib)
            p = dlopen(l, RTLD_LAZY; throw_error=false)
            if p !== nothing
                dlclose(p)
                return l
            end
        end
        p = dlopen(lib, RTLD_LAZY; throw_error=false)
        if p !== nothing
            dlclose(p)
            return lib
        end
    end
    return ""
end
find_library(libname::Union{Symbol,AbstractString}, extrapaths=String[]) =
    find_library([string(libname)], extrapaths)

# The link_map of a handle (dlinfo RTLD_DI_LINKMAP): l_addr, l_name,
# l_ld, l_next, l_prev.
function _linkmap(handle::Ptr{Cvoid})
    out = Ptr{Cvoid}[C_NULL]
    r = ccall(:dlinfo, Int32, (Ptr{Cvoid}, Int32, Ptr{Cvoid}), handle, Int32(2),
              ccall(:kiln_array_data, Ptr{Cvoid}, (Any,), out))
    GC._keepalive(out)
    r == 0 || error("dlinfo: ", _dlerror())
    return out[1]
end

_lm_name(lm::Ptr{Cvoid}) = unsafe_load(Ptr{Ptr{UInt8}}(UInt(lm) + 8))
_lm_next(lm::Ptr{Cvoid}) = unsafe_load(Ptr{Ptr{Cvoid}}(UInt(lm) + 24))

"""
    dlpath(handle::Ptr{Cvoid})
    dlpath(libname::Union{AbstractString, Symbol})

The full path of the library of a handle from `dlopen`, or of the library
`libname`.
"""
function dlpath(handle::Ptr{Cvoid})
    handle == C_NULL && throw(ArgumentError("NULL library handle"))
    p = _lm_name(_linkmap(handle))
    return p == C_NULL ? "" : unsafe_string(p)
end

function dlpath(libname::Union{AbstractString, Symbol})
    handle = dlopen(libname)
    path = dlpath(handle)
    dlclose(handle)
    return path
end

"""
    dllist()

Return the paths of dynamic libraries currently loaded in a `Vector{String}`.
"""
function dllist()
    libs = String[]
    self = ccall(:dlopen, Ptr{Cvoid}, (Ptr{UInt8}, Int32), C_NULL, Int32(1))
    lm = _linkmap(self)
    while lm != C_NULL
        p = _lm_name(lm)
        if p != C_NULL
            s = unsafe_string(p)
            isempty(s) || push!(libs, s)
        end
        lm = _lm_next(lm)
    end
    ccall(:dlclose, Int32, (Ptr{Cvoid},), self)
    return libs
end

end # module Libdl

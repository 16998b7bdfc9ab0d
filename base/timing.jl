# This file is a part of Kiln's Base library.
#
# timing.jl — what @time prints, and printing of modules.

# @time, @timed, @allocated, @allocations as Julia 1.10's base/timing.jl.
# The runtime counts the objects it allocates and their bytes
# (runtime/alloc.c); Kiln compiles before a top-level statement runs and
# does not time its collector, so no "% compilation time" or "% gc time"
# part is printed.

# The allocation counters (Julia: gc_num()).
struct GC_Num
    allocd::Int64
    poolalloc::Int64
end
gc_num() = GC_Num(ccall(:kiln_gc_alloc_bytes, Int64, ()), ccall(:kiln_gc_alloc_count, Int64, ()))

# The difference of two counters, with the fields of Julia's GC_Diff.
struct GC_Diff
    allocd::Int64       # Bytes allocated
    malloc::Int64       # Number of GC aware malloc()
    realloc::Int64      # Number of GC aware realloc()
    poolalloc::Int64    # Number of pool allocation
    bigalloc::Int64     # Number of big (non-pool) allocation
    freecall::Int64     # Number of GC aware free()
    total_time::Int64   # Time spent in garbage collection
    pause::Int64        # Number of GC pauses
    full_sweep::Int64   # Number of GC full collection
end
GC_Diff(new::GC_Num, old::GC_Num) = GC_Diff(new.allocd - old.allocd, 0, 0, new.poolalloc - old.poolalloc, 0, 0, 0, 0, 0)
gc_alloc_count(diff::GC_Diff) = diff.poolalloc + diff.bigalloc + diff.malloc + diff.realloc

@_after_image const _mem_units = ["byte", "KiB", "MiB", "GiB", "TiB", "PiB"]
@_after_image const _cnt_units = ["", " k", " M", " G", " T", " P"]
function prettyprint_getunits(value, numunits, factor)
    if value == 0 || value == 1
        return (value, 1)
    end
    unit = ceil(Int, log(value) / log(factor))
    unit = min(numunits, unit)
    number = value/factor^(unit-1)
    return number, unit
end

function format_bytes(bytes) # also used by InteractiveUtils
    bytes, mb = prettyprint_getunits(bytes, length(_mem_units), Int64(1024))
    if mb == 1
        return string(Int(bytes), " ", _mem_units[mb], bytes==1 ? "" : "s")
    else
        return string(Printf.format(Printf.Format("%.3f"), Float64(bytes)), " ", _mem_units[mb])
    end
end

_fixed(x, d) = Printf.format(Printf.Format(string("%.", d, "f")), Float64(x))

function time_print(elapsedtime, bytes=0, gctime=0, allocs=0, compile_time=0, recompile_time=0, newline=false, _lpad=true)
    timestr = _fixed(elapsedtime/1e9, 6)
    io = IOBuffer()
    _lpad && print(io, length(timestr) < 10 ? (" "^(10 - length(timestr))) : "")
    print(io, timestr, " seconds")
    parens = bytes != 0 || allocs != 0 || gctime > 0 || compile_time > 0
    parens && print(io, " (")
    if bytes != 0 || allocs != 0
        allocs, ma = prettyprint_getunits(allocs, length(_cnt_units), Int64(1000))
        if ma == 1
            print(io, Int(allocs), _cnt_units[ma], allocs==1 ? " allocation: " : " allocations: ")
        else
            print(io, _fixed(allocs, 2), _cnt_units[ma], " allocations: ")
        end
        print(io, format_bytes(bytes))
    end
    if gctime > 0
        if bytes != 0 || allocs != 0
            print(io, ", ")
        end
        print(io, _fixed(100*gctime/elapsedtime, 2), "% gc time")
    end
    if compile_time > 0
        if bytes != 0 || allocs != 0 || gctime > 0
            print(io, ", ")
        end
        print(io, _fixed(100*compile_time/elapsedtime, 2), "% compilation time")
    end
    if recompile_time > 0
        perc = Float64(100 * recompile_time / compile_time)
        print(io, ": ", perc < 1 ? "<1" : _fixed(perc, 0), "% of which was recompilation")
    end
    parens && print(io, ")")
    str = String(take!(io))
    newline ? println(str) : print(str)
    nothing
end

macro time(ex)
    quote
        @time nothing $(esc(ex))
    end
end
macro time(msg, ex)
    quote
        local stats = gc_num()
        local elapsedtime = time_ns()
        local val = $(esc(ex))
        elapsedtime = time_ns() - elapsedtime
        local diff = GC_Diff(gc_num(), stats)
        local _msg = $(esc(msg))
        local has_msg = !isnothing(_msg)
        has_msg && print(_msg, ": ")
        time_print(elapsedtime, diff.allocd, diff.total_time, gc_alloc_count(diff), 0, 0, true, !has_msg)
        val
    end
end

macro showtime(ex)
    quote
        @time $(sprint(show_unquoted, ex)) $(esc(ex))
    end
end

macro timev(args...)
    error("`@timev` is not supported by Kiln (use @time or @timed)")
end

macro allocated(ex)
    quote
        local b0 = gc_num()
        $(esc(ex))
        gc_num().allocd - b0.allocd
    end
end

macro allocations(ex)
    quote
        local stats = gc_num()
        $(esc(ex))
        local diff = GC_Diff(gc_num(), stats)
        gc_alloc_count(diff)
    end
end

macro timed(ex)
    quote
        local stats = gc_num()
        local elapsedtime = time_ns()
        local val = $(esc(ex))
        elapsedtime = time_ns() - elapsedtime
        local diff = GC_Diff(gc_num(), stats)
        (value=val, time=elapsedtime/1e9, bytes=diff.allocd, gctime=diff.total_time/1e9, gcstats=diff)
    end
end

export @time, @showtime, @timev, @allocated, @allocations, @timed

print(io::IO, m::Module) = print(io, ccall(:kiln_module_name, String, (Any,), m))
show(io::IO, m::Module) = print(io, m)

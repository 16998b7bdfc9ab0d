# An error in a function with keyword arguments: the frame of the keyword
# body prints as the function it implements, kw(x::Int64; scale::Int64)
# (base/stacktraces.jl show_spec_sig with m.nkw > 0), and the keyword
# sorter (Core.kwcall) is hidden (base/errorshow.jl process_backtrace).
@noinline function kw(x; scale=2)
    x < 0 && throw(ArgumentError("negative input"))
    return x * scale
end

@noinline function caller(x)
    r = kw(x; scale=3)
    return r + 1
end

println(caller(2))
caller(-1)

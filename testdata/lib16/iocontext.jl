# IOContext as Julia 1.10 base/show.jl: get(io, key, default) in a user
# show method, nested contexts (the newest value of a key wins), sprint and
# repr with context=, compact floats (6 significant digits; a Float32
# outside a Float32 container keeps its f0 / Inf32).
struct Temp
    deg::Float64
end
function Base.show(io::IO, t::Temp)
    if get(io, :compact, false)
        print(io, round(Int, t.deg), "°")
    else
        print(io, "Temp(", t.deg, " degrees)")
    end
end
t = Temp(21.56)
println(t)
println(IOContext(stdout, :compact => true), t)
show(IOContext(stdout, :compact => true), t); println()
println(sprint(show, t), " | ", sprint(show, t; context=:compact => true))
println(repr(t), " | ", repr(t; context=:compact => true))
io = IOContext(stdout, :compact => true, :mykey => 42)
println(get(io, :mykey, 0), " ", get(io, :other, "none"), " ", get(stdout, :compact, false), " ", haskey(io, :mykey))
io2 = IOContext(io, :compact => false)
println(get(io2, :compact, nothing), " ", get(io2, :mykey, 0))
println(sprint(show, 1/3; context=:compact => true), " ", sprint(show, 1/3))
println(sprint(show, 2.0f0/3; context=:compact => true), " ", sprint(show, 1e-10; context=:compact => true))
println(sprint(print, 1/3; context=:compact => true))
println(sprint(show, [1/3, 2/3]; context=:compact => true))
buf = IOBuffer()
ctx = IOContext(buf, :compact => true)
print(ctx, "x = ", 1.5, ", t = ", t)
println(String(take!(buf)))
println(sprint((io, a, b) -> print(io, a + b, get(io, :k, "-")), 1, 2; context=(:k => "!", :z => 1)))
struct Shy end
Base.show(io::IO, ::Shy) = print(io, get(io, :compact, false) ? "s" : "Shy()")
println(sprint(show, (Shy(), 1); context=:compact => true))
println(sprint(show, 1f-10; context=:compact => true), " ", sprint(show, -Inf32; context=:compact => true))

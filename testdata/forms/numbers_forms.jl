# Numbers of Kiln issues 15/16, as Julia 1.10 computes them.
# cbrt follows Julia's own base/special/cbrt.jl (the FDLIBM/FreeBSD
# method), not the C library, so perfect cubes give exact roots.
println(cbrt(27.0) == 3.0, " ", cbrt(27.0))
println(cbrt(-8.0), " ", cbrt(1000.0), " ", cbrt(0.001), " ", cbrt(64.0))
println(cbrt(2.0), " ", cbrt(3.0), " ", cbrt(10.0))
println(cbrt(1e-300), " ", cbrt(5e-324), " ", cbrt(1e308))
println(cbrt(-0.0), " ", cbrt(Inf), " ", cbrt(-Inf), " ", cbrt(NaN))
println(cbrt(27f0), " ", cbrt(2f0), " ", cbrt(3f0), " ", cbrt(1f-40))
println(cbrt(8), " ", ∛(125.0), " ", all(x -> cbrt(Float64(x)^3) == x, 1:1000))

# empty reductions: reduce_empty is zero(T) / one(T) of the element type
println(sum(Int[]), " ", prod(Float64[]), " ", sum(Bool[]), " ", prod(Bool[]))
println(reduce(+, Int8[]), " ", typeof(reduce(+, Int8[])), " ", typeof(sum(Int8[])))
println(repr(prod(String[])), " ", repr(prod(Char[])), " ", repr(one("ab")))
println(reduce(&, Bool[]), " ", reduce(|, Bool[]))
for f in (() -> sum(x -> 2x, Int[]), () -> sum(Union{}[]), () -> sum(String[]))
    try
        f()
    catch e
        println(typeof(e))
    end
end

# array literals promote their elements' types (promote_type falls back to
# typejoin: Vector{Int64} and Vector{String} join to Vector)
a = [[1], ["a"]]
println(typeof(a), " ", a)
println(typeof([[1], [2.0]]), " ", typeof([[1], 1:2]))
println(typejoin(Vector{Int}, Vector{String}), " ", typejoin(Vector{Int}, Matrix{Int}))
println(typejoin(Dict{Int,String}, Dict{Int,Int}), " ", typejoin(Int, Float64))

println(maxintfloat(), " ", maxintfloat(Float32), " ", maxintfloat(Float16))
println(maxintfloat(Float64, Int32), " ", maxintfloat(Float64, Int64), " ", maxintfloat(Float32, Int16))

prod([])

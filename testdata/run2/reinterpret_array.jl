# reinterpret of arrays: Julia 1.10's ReinterpretArray (base/reinterpretarray.jl and
# test/reinterpretarray.jl for the sizes, errors and printing): a view of the
# memory, written through, resized in the first dimension, or with
# reinterpret(reshape, ...) a dimension added or consumed.
v = [0x3ff0000000000000, 0x4000000000000000]
r = reinterpret(Float64, v)
println(r, " ", typeof(r), " ", size(r), " ", sum(r))
display(r)
b = reinterpret(UInt8, [1.0])
println(length(b), " ", b[8], " ", collect(b))
r[2] = 3.0
println(v[2] == reinterpret(UInt64, 3.0))
m = reinterpret(Int32, [1 2; 3 4])
println(size(m), " ", m[1, 2], " ", m[3, 1], " ", m[2])
display(m)
c = reinterpret(reshape, Complex{Int}, [1 2; 3 4])
display(c)
t = reinterpret(reshape, Int, [(1, 2, 3), (4, 5, 6)])
display(t)
println(reinterpret(Int, [1.0, 2.0]) .+ 0)
w = reinterpret(UInt16, view(UInt8[1, 2, 3, 4, 5, 6], 1:4))
println(w, " ", w[2])
w[1] = 0xffff
println(parent(w).parent)
println(reinterpret(Float64, reinterpret(UInt64, [1.5])))
for bad in (() -> reinterpret(Int64, Int8[1, 2, 3]), () -> reinterpret(Int, ["a"]), () -> reinterpret(reshape, Int64, Int32[1, 2, 3]),
            () -> reinterpret(reshape, Int64, Int16[1, 2, 3]))
    try
        bad()
    catch e
        println(e)
    end
end
println(reinterpret(Float64, [1.0]) isa Base.ReinterpretArray{Float64, 1, Float64}, reinterpret(Float64, [1.0]) isa Vector)

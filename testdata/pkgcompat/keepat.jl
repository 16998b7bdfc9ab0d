# keepat! (Julia 1.10's base/array.jl, bitarray.jl and abstractarray.jl
# _keepat!): indices must be unique and sorted, each is bounds-checked,
# BitVectors are supported, and a Bool mask must match the length.
a = [1:6;]
println(a === keepat!(a, 1:5), " ", a)
println(keepat!(a, [2, 4]), " ", isempty(keepat!(a, [])))
a = [1:6;]
for inds in (1:10, [2, 4, 3], [2, 1], -1:10)
    try
        keepat!(copy(a), inds)
    catch e
        println(inds, ": ", typeof(e))
    end
end
b = BitVector([1, 1, 1, 0, 0])
println(b === keepat!(b, 1:5), " ", b == [1, 1, 1, 0, 0], " ", keepat!(b, 2:4) == [1, 1, 0])
a = Vector(1:10)
keepat!(a, [falses(5); trues(5)])
println(a)
try
    keepat!(a, trues(1))
catch e
    println(typeof(e))
end
ba = BitVector([1, 0, 1, 1, 0])
keepat!(ba, ba)
println(ba, " ", length(ba))
ea = []
keepat!(ea, Bool[])
println(isempty(ea))
bv = BitVector([1, 0, 1, 1, 0, 1])
deleteat!(bv, 2)
println(bv)
deleteat!(bv, 2:3)
println(bv, " ", length(bv))
println(deleteat!(bv, 3:2))
try
    deleteat!(bv, 2:9)
catch e
    println(typeof(e))
end

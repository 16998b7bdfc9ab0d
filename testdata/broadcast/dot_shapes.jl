# Shapes: size-1 dimensions and missing trailing dimensions extend
# (Julia 1.10 base/broadcast.jl: combine_axes/_bcs, the docstring example
# `broadcast(+, A, B)` of a 5-vector and a 5×2 matrix), tuples, ranges that
# stay ranges, Ref and strings as scalars, types as arguments.
A = [1, 2, 3, 4, 5]
B = [1 2; 3 4; 5 6; 7 8; 9 10]
println(broadcast(+, A, B))
println([1 2 3; 4 5 6] .* [1, 10])
println([1 2 3; 4 5 6] .+ [100 200 300])
println([1, 2, 3] .+ [10 20])
println(size([1, 2, 3] .* [1 2 3 4]))
println([1 2; 3 4] .== [1 0; 3 0])
C = reshape(collect(1:12), 2, 3, 2)
D = C .+ [100, 200]
println(size(D), " ", D[2, 3, 2])
E = C .* reshape([1, 10], 1, 1, 2)
println(E[:, :, 1] == C[:, :, 1], " ", E[2, 3, 2])
t = (1.0, 2.0, 3.0)
println(t .* 2)
println(t .+ (1, 2, 3))
println((1, 2) .+ (10,))
println(typeof((1, 2) .+ 1.5))
println((1:3) .+ 1)
println(1 .+ (1:3))
println((1:3) .- 1)
println((1:3) .* 2)
println(2 .* (1:3))
println((1:5) .^ 2)
println([1, 2] .+ Ref(5))
println(Ref([1, 2]) .== [[1, 2], [3]])
println(("a", "b") .* "c")
println(string.("x", [1, 2]))
println(repeat.(["ab", "c"], 2))
println(parse.(Int, ["1", "22"]))
println(isa.([1, "a", 2.0], Number))
println(zero.([1.5, 2.5]))
println([1 2; 3 4] .+ 0.5)
println((1:3) ./ 2, " ", 0.5 .* (1:4), " ", (1:3) .+ 0.5, " ", .-(1:3))

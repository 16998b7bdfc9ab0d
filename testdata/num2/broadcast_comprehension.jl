# Broadcasting, map and comprehensions over matrices, vectors, tuples and
# ranges, as numeric scripts write them.
# Semantics relied on (Julia 1.10): base/broadcast.jl (shapes combine by
# extending length-1 dimensions; Ref and tuples of one element are
# scalars, strings are scalars, tuples broadcast to tuples; `x .= ...`
# and `A[:, j] .= ...` write in place; `@.` dots every call and
# assignment), base/abstractarray.jl (map of arrays of one shape keeps
# the shape), base/array.jl (comprehensions with several `for` ranges are
# arrays of that many dimensions; `for ... for ... if` flattens),
# base/arrayshow.jl (show of an empty matrix is "Matrix{Bool}(undef, 0, 2)"
# and a BitArray shows as Bool[...]).

A = [1 2 3; 4 5 6]
v = [10, 20]
println(A .+ v, " ", A .* [1 10 100], " ", A .- [1, 2, 3]')
g(x, k) = x^k
println(g.(A, Ref(2)), " ", g.([1, 2, 3], (1, 2, 3)), " ", max.(A, 3), " ", min.(A, [2, 5]))
println(broadcast(+, A, 1), " ", broadcast((x, y) -> x * y, 1:3, (1:2)'))
x = 0:0.25:1
println(@. 2x^2 + 3x + 1)
y = similar(collect(x))
@. y = sin(π * x) ^ 2
println(round.(y; digits=3))
B = zeros(2, 3)
B .= A .* 2
println(B)
B[:, 2] .= [-1, -2]
B[1, :] .= 0.5 .* B[1, :] .+ 1
println(B)
C = copy(A)
C[C .> 2] .= -1
println(C)
C .+= 10
println(C)
s = "ab"
println(string.(s, ["x", "y"]), " ", length.(["a", "bcd"]), " ", uppercase.(['a', 'b']))
println((1, 2) .+ (3, 4), " ", (1, 2) .+ 1, " ", [1, 2] .+ (3, 4), " ", typeof((1, 2) .* 2.0))
println(ifelse.(A .> 3, A, 0), " ", isodd.(A), " ", .!(A .> 2))
println(abs.(-3:3), " ", sqrt.([4, 9]), " ", exp.([0.0]) .* 2, " ", (1:3) .^ 2, " ", 2 .^ (0:4))
println(map(+, [1, 2], [10, 20]), " ", map((a, b) -> a * b, A, A), " ", mapreduce(x -> x^2, +, 1:4))
println(sum(x -> x^2, A), " ", prod(A .+ 0.5), " ", maximum(abs, [-7, 3]), " ", minimum(length, ["ab", "c"]))
println([i * j for i in 1:3, j in 1:4])
println([i + j for i in 1:3 for j in i:3])
println([(i, j) for i in 1:4 for j in 1:4 if i < j && iseven(i + j)])
println(sum(i * j for i in 1:3, j in 1:3), " ", collect(Iterators.flatten([[1], [2, 3]])))
println([x for x in 1:10 if x % 3 == 0], " ", Float64[x / 2 for x in 1:3], " ", [k => v for (k, v) in zip("ab", 1:2)])
println(size([0 for i in 1:2, j in 1:3, k in 1:4]), " ", typeof([1.0 for _ in 1:0]), " ", [rand() > 2 for _ in 1:0, _ in 1:2])
gen = (x^2 for x in 1:5 if isodd(x))
println(collect(gen), " ", sum(gen), " ", maximum(gen), " ", first(gen))
z = [1, 2, 3]
z .= z .* 2 .+ z
println(z, " ", z .== [3, 6, 10], " ", all(z .< 10), " ", count(iseven, z))
nested = [[1, 2], [3, 4]]
println(sum.(nested), " ", getindex.(nested, 2), " ", reduce(vcat, nested), " ", reduce(hcat, nested), " ", stack(nested))
println(permutedims([1, 2, 3]), " ", [1, 2, 3]', " ", vec([1 2; 3 4]'), " ", [1 2; 3 4]' * [1, 1])
println(Ref(3) .* [1, 2], " ", [1, 2] .∈ Ref([2, 3]), " ", in.([1, 5], Ref(Set([1, 2]))))
println(@. max(A - 2, 0) * 10)
println(Float64.(A) ./ sum(A; dims=2))
println(round.(Int, [1.4 2.6] .* 2), " ", floor.(Int, [-0.5, 0.5]), " ", convert.(Float32, [1, 2]))
println(complex.([1, 2], [3, 4]), " ", real.([1+2im, 3]), " ", abs.([3+4im]), " ", conj.([1+1im]))
println((1:3) .+ (1:3)', " ", (1:3)' .* [1, 2])
println(broadcast(x -> x > 1 ? "big" : "small", [1, 2]))
m = Dict(1 => "a")
println(get.(Ref(m), [1, 2], "?"))
println(zip([1, 2], [3, 4]) |> collect, " ", collect(enumerate([5, 6])), " ", collect(pairs([7, 8])))

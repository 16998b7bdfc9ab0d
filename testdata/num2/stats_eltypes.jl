# Statistics with dims, arrays of Rational/Complex/mixed element types
# and their promotion, #undef elements in display, slices (eachslice,
# eachcol, stack) and reductions with init.
# Semantics relied on (Julia 1.10): stdlib Statistics (mean/var/std with
# dims keep the reduced dimension; var is the corrected one), base/
# arrayshow.jl (an unassigned element prints as "#undef", aligned as
# (3, 3)), base/abstractarraymath.jl (real/imag/conj of an array are
# elementwise), base/array.jl (vect/vcat promote their elements:
# [1, 2.5, 3//2] is Vector{Float64}, [0x01, 2] is Vector{Int64}),
# base/abstractarray.jl (stack), base/reduce.jl (init, foldl/foldr).

using Statistics
A = [1.0 2.0; 3.0 4.0; 5.0 9.0]
println(mean(A), " ", mean(A; dims=1), " ", mean(A; dims=2), " ", median([3, 1, 2, 4]), " ", std([1.0, 2.0, 3.0, 4.0]))
println(var(A; dims=1), " ", std(A; dims=1), " ", mean(x -> x^2, [1, 2, 3]), " ", quantile([1, 2, 3, 4, 5], 0.25))
display(Matrix{Any}(undef, 2, 2))
display(Vector{String}(undef, 2))
println(string([1 2; 3 4]), " ", repr([1.5, 2.0]), " ", repr([1 2]), " ", sprint(show, [1//2 1]), " ", string(Int8[1, 2]))
println([1 2; 3 4] .+ 0.5, " ", Int[1.0, 2.0], " ", Float64[1 2; 3 4], " ", [1, 2.5, 3//2], " ", [1, big(2)], " ", [1.0, big(2)])
r = Rational{Int}[1//2, 1//3, 1//6]
println(sum(r), " ", prod(r), " ", maximum(r), " ", sort(r), " ", r .* 6, " ", float.(r))
c = [1 + 1im, 2 - 1im]
println(sum(c), " ", prod(c), " ", abs.(c), " ", c', " ", real(c), " ", imag(c), " ", angle.(c) .> 0)
println(eltype([1, 2.0im]), " ", [1, 2.0im], " ", typeof([1//2, 1im]), " ", [0x01, 2], " ", [Int8(1), Int16(2)], " ", [1f0, 2.0])
println(mapslices(sum, reshape(1:8, 2, 2, 2); dims=(1, 2)), " ", size(mapslices(x -> x, reshape(1:8, 2, 2, 2); dims=3)))
for s in eachslice([1 2; 3 4]; dims=1); print(s, " "); end; println()
println(sum(eachcol([1 2; 3 4])), " ", [sum(c) for c in eachcol([1 2; 3 4])], " ", stack(eachrow([1 2; 3 4])), " ", reduce(vcat, eachrow([1 2; 3 4])))
println(stack([[1 2; 3 4], [5 6; 7 8]]) |> size, " ", stack([(1, 2), (3, 4)]; dims=1))
println(sum(abs2, [3 4]), " ", maximum(x -> -x, [1 2; 3 4]; dims=1), " ", minimum(abs, [-3, 2, -1]), " ", sum([1 2; 3 4]; init=10), " ", prod([1, 2]; init=3))
println(reduce(max, [3 1; 4 2]; dims=1, init=0), " ", mapreduce(abs, max, [-5, 3]), " ", foldl(-, [1, 2, 3]), " ", foldr(-, [1, 2, 3]))

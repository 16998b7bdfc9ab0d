# Reductions over dimensions, as Julia 1.10's base/reducedim.jl (docstring
# examples: sum([1 2; 3 4], dims=1) == [4 6], sum(A, dims=2) == [3; 7;;],
# maximum(A, dims=1) == [3 4], count(<=(2), A, dims=1) == [1 1]) and
# base/accumulate.jl (cumsum(a, dims=1) == [1 2 3; 5 7 9]).
A = [1 2; 3 4]
println(sum(A, dims=1), " ", sum(A, dims=2), " ", sum(A; dims=(1, 2)))
println(maximum(A, dims=1), " ", maximum(A, dims=2), " ", minimum(A, dims=1))
println(count(<=(2), A, dims=1), " ", count(<=(2), A, dims=2))
B = [1 2 3; 4 5 6]
println(sum(B; dims=3) == B, " ", prod(B; dims=2))
println(sum(abs2, B; dims=1), " ", mapreduce(x -> 2x, +, B; dims=2))
println(reduce(max, B; dims=1), " ", sum(B; dims=1, init=10))
println(any(B .> 4; dims=1), " ", all(B .> 1; dims=2))
println(cumsum(B, dims=1), " ", cumsum(B; dims=2), " ", cumprod([1 2; 3 4]; dims=1))
println(cumsum([1, 2, 3]), " ", cumsum([1, 2, 3]; dims=1))
println(sum(zeros(0, 3); dims=1), " ", size(sum(zeros(0, 3); dims=2)))
C = reshape(collect(1.0:8.0), 2, 2, 2)
S = sum(C; dims=3)
println(size(S), " ", S[1, 1, 1], " ", S[2, 2, 1])
T = sum(C; dims=(1, 3))
println(size(T), " ", T[1, 1, 1], " ", T[1, 2, 1])
println(sum(B), " ", maximum(B), " ", sum(x -> x^2, [1, 2]), " ", count(B .> 2))
println(sum([1.5, 2.5]; init=1.0), " ", mapreduce(abs, max, [-3, 2]))

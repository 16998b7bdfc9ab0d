# @views over code holding comprehensions, generators, closures and do
# blocks, inside functions and at the top level (QuadGK's
# `@views gw = T[ f(v[1:n], x[i]) for i = 2:2:n+1 ]`)

function prefix_sums(v, n)
    @views s = Float64[ 2sum(v[1:i]) for i = 1:n ]
    @views t = [ sum(v[i:end]) for i = 1:n ]
    return s, t
end
println(prefix_sums([1.0, 2.0, 3.0], 3))

function scaled(v)
    @views g = sum(x -> x * v[end], v[1:end-1])
    @views h = map(v[2:end]) do x
        x + v[1]
    end
    return g, h
end
println(scaled([1, 2, 3, 4]))

function total(A)
    @views begin
        s = sum(sum(A[i, :]) for i in axes(A, 1))
        f = j -> A[:, j]
        (s, f(2), typeof(f(1)) <: SubArray)
    end
end
println(total([1 2; 3 4]))

v = collect(1:6)
@views w = [ v[i:i+1] for i in 1:2:5 ]
println(w, " ", typeof(w[1]) <: SubArray)
@views w[1][1] = 10
println(v)

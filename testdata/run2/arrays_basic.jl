# Vectors: literals and their printing, indexing, push!/pop!/append!,
# zeros/ones/fill/undef, copy vs aliasing, reductions.
a = [1, 2, 3]
println(a)
println(typeof(a))
println(length(a), " ", a[1], " ", a[end])
println([1.0, 2.0])
println([1.5, 2, 3])
println(Float64[])
println(Int[])
println(["a", "b"])
println([true, false])
println([1, "a"])
println([0x01, 0xff])
println(Float32[1, 2])
println(['a', 'b'])
push!(a, 4)
println(a)
x = pop!(a)
println(x, " ", a)
append!(a, [10, 20])
println(a)
a[2] = 99
println(a)
println(sum(a), " ", prod([1, 2, 3, 4]), " ", maximum(a), " ", minimum(a))
println(zeros(3))
println(ones(Int, 2))
println(fill(7, 3))
v = Vector{Int}(undef, 3)
for i in eachindex(v)
    v[i] = i * i
end
println(v)
c = copy(v)
c[1] = 100
println(v, " ", c)
alias = v
alias[1] = -1
println(v)
println(size(v), " ", length(v))
resize!(v, 2)
println(v)
println(isempty(Int[]), " ", isempty(v))
println(reverse([1, 2, 3]))
println([1, 2] == [1, 2], " ", [1, 2] === [1, 2])
println(collect(1:4))
println(a[2:3])
s = similar([1.0, 2.0])
println(typeof(s), " ", length(s))
b = Float64[]
for i in 1:4
    push!(b, i / 2)
end
println(b)
println(trues(3), " ", falses(2))
function total(xs::Vector{Float64})
    t = 0.0
    @inbounds for i in 1:length(xs)
        t += xs[i]
    end
    return t
end
println(total(b))
println(eltype(b), " ", eltype([1, 2]))

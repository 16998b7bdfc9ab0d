# Tuples built from values of small union types (the (index, value) pairs of
# enumerate/zip over a Vector{Union{Missing, Float64}}, say): each value has
# its own concrete tuple type, as in Julia (typeof((1, missing)) is
# Tuple{Int64, Missing}); kiln keeps them by value. Julia 1.10's element
# types for collect of zip/flatten (_zip_eltype, Flatten's eltype) and
# typejoin of tuples of different lengths (Tuple{Real, Vararg{Int64}}).
v = Union{Missing,Float64}[1.0, missing, 3.0]
w = Union{Nothing,Int}[1, nothing, 2]
for (i, x) in enumerate(v)
    println(i, " ", x, " ", typeof((i, x)))
end
t = [(i, x) for (i, x) in enumerate(v)]
println(t, " ", typeof(t))
z = collect(zip(w, v))
println(z, " ", eltype(z))
f(a, b) = (a, b)
println(f(v[2], w[2]), " ", f(v[1], w[1]))
g(x) = (x, (x, 1))
println(g(v[2]), " ", g(v[1]))
s = Tuple{Int,Union{Missing,Float64}}[]
push!(s, (1, v[2]))
push!(s, (2, v[1]))
println(s)
m = map(x -> (x, x), v)
println(m, " ", typeof(m))
h(x::Tuple{Int,Float64}) = "float"
h(x::Tuple{Int,Missing}) = "missing"
println([h((1, x)) for x in v])
u = (v[1], v[2], w[1], w[2])
println(u, " ", typeof(u))
println(isequal((1, v[2]), (1, missing)), " ", (1, v[1]) == (1, 1.0), " ", hash((1, v[2])) == hash((1, missing)))
function weighted(v)
    s = 0.0
    for (i, x) in enumerate(v)
        ismissing(x) || (s += i * x)
    end
    return s
end
println(weighted(v), " ", sum(x for x in v if !ismissing(x)), " ", count(ismissing, v))
println([(a, b) for (a, b) in zip(w, v) if a !== nothing])
# zip and flatten element types
println(eltype(zip(w, v)), " ", eltype(zip([1], [2.0])), " ", Base.IteratorEltype(zip(w, v)))
println(collect(zip(Int[], Float64[])))
println(collect(zip(Any[1, "a"], [1, 2])))
println(collect(zip((x for x in 1:2), [1.0, 2.0])))
println(collect(zip(1:3, "abc", [true, false, true])))
println(collect(zip(1:2, 3:4, 5:6, 7:8)), " ", collect(zip([1, 2], Iterators.countfrom(5))))
for (a, b, c, d, e) in zip(1:2, "ab", [1.0, 2.0], (3, 4), Iterators.countfrom(1))
    println(a, b, c, d, e)
end
println(eltype(Iterators.flatten([[1], [2]])), " ", collect(Iterators.flatten(Vector{Int}[])))
println(collect(Iterators.flatten(((1, 2), (3.0,)))), " ", collect(Iterators.flatten([(1, 2.0)])))
println(collect(Iterators.flatten((x, x^2) for x in 1:3)), " ", collect(Iterators.flatten(Any[[1], ["a"]])))
println(eltype((1, nothing)), " ", eltype((1, "a")), " ", eltype(Tuple{Int, Vararg{Float64}}), " ", eltype(()))
x = [(1, 2), (3,)]
println(x, " ", typeof(x))
println(typejoin(Tuple{}, Tuple{Int,String}), " ", [(1,), ()], " ", typejoin(Tuple{Int}, Tuple{Int,Int,Float64}))
# filter of an Array (Julia: stored at the next free slot, then cut to size)
println(filter(isodd, [1, 2, 3, 4, 5]), " ", filter(x -> x > 10, [1, 2]), " ", filter(isodd, Int[]))
println(filter(!ismissing, [1, missing, 3]), " ", filter(ismissing, Union{Missing,Int}[1, missing]))
println(filter(x -> length(x) > 1, ["a", "bb", "ccc"]))
v = Any[1, "a", 2.0]
println(filter(x -> x isa Number, v))
try
    filter(x -> 1, [1, 2])
catch e
    println(typeof(e))
end

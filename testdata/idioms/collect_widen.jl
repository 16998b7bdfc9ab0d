# Collections built from values of changing types, as Julia 1.10 builds
# them: comprehensions and map widen with promote_typejoin (nothing and
# missing stay a small Union: base/promotion.jl), an array converts to
# another Array type by copying (base/array.jl), Tuple(itr) collects any
# iterable, a NamedTuple splats its values, and pairs sort lexicographically.
maybe_parse(s)::Union{Int,Nothing} = tryparse(Int, s)
vals = [maybe_parse(s) for s in ["1", "x", "3"]]
println(vals, " ", eltype(vals))
println(map(x -> x > 1 ? x : nothing, 1:3))
println([x for x in Any[1, missing, 2.5]])
println([x for x in Any[nothing, missing, 1]])
println([x for x in Any["a", nothing, 1]])
println([x for x in (1, 2.0, "three")])
println(count(isnothing, vals), " ", sum(x for x in vals if x !== nothing))

vv = Vector{Any}[[1, "a"], [2.0]]
println(vv, " ", length.(vv))
println(convert(Vector{Any}, [1.0, 2.0]), " ", convert(Vector{Int}, [1.0, 2.0]))
a = [1.0, 2.0]
println(convert(Vector{Float64}, a) === a)

println(Tuple(x^2 for x in 1:3), " ", Tuple([1, 2]), " ", Tuple("ab"), " ", Tuple((a=1, b="x")))
pack(xs...) = xs
nt = (a=1, b=2.5)
println(pack(nt...), " ", +(nt...))

d = Dict{String,Vector{Int}}()
for (i, w) in enumerate(["b", "a", "b"])
    push!(get!(d, w, Int[]), i)
end
println(sort(collect(d)))
println(sort(["x" => 2, "x" => 1, "a" => 5]))

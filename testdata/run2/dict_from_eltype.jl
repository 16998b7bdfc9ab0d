# Dict(kv) follows Julia 1.10's dict_with_eltype / grow_to! (base/dict.jl,
# base/abstractdict.jl): an iterator of Pair{K,V} or Tuple{K,V} gives a
# Dict{K,V} even when empty or when its elements are narrower; others take
# the first element's types, widened with promote_typejoin; an empty
# generator gives the Dict of its inferred element type (@default_eltype).
using Test
show(Dict(x => 1 for x in String[])); println()
show(Dict(Pair{String,Int}[])); println()
show(Dict(Tuple{Int,Float64}[])); println()
println(typeof(Dict(Pair{Any,Any}[1 => 2])))
println(typeof(Dict(Tuple{Integer,Real}[(1, 2)])))
println(typeof(Dict(x => length(x) for x in ["a", "bb"])))
println(typeof(Dict([(1, 2.0), (2, 3)])))
println(typeof(Dict((i, string(i)) for i in 1:3)))
println(typeof(Dict(i => (i > 1 ? i : nothing) for i in 1:3)))
println(typeof(Dict(Any[1 => 2, "a" => 3.0])))
show(Dict(Any[])); println()
d = Dict(Tuple{Int,Float64}[(1, 2.0), (3, 4.5)])
println(d[3])
for bad in ([1, 2], Any[1 => 2, 3])
    try
        Dict(bad)
    catch e
        println(e)
    end
end
byname(v) = Dict(x => i for (i, x) in enumerate(v))
println(@inferred(byname(["a", "b"]))["b"])

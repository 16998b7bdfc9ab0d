# What every AbstractDict gets from get/setindex!/delete!/length/iterate
# (Julia 1.10 base/abstractdict.jl): d[k] (a KeyError when absent), d[k1, k2],
# keys (a KeySet, an AbstractSet), haskey, get!, copy, filter,
# filter!, isequal, hash, push! of several pairs, map! over values.
struct ListDict{K,V} <: AbstractDict{K,V}
    ks::Vector{K}
    vs::Vector{V}
end
ListDict{K,V}() where {K,V} = ListDict{K,V}(K[], V[])
function Base.get(d::ListDict, k, default)
    i = findfirst(isequal(k), d.ks)
    return i === nothing ? default : d.vs[i]
end
function Base.setindex!(d::ListDict, v, k)
    i = findfirst(isequal(k), d.ks)
    if i === nothing
        push!(d.ks, k)
        push!(d.vs, v)
    else
        d.vs[i] = v
    end
    return d
end
function Base.delete!(d::ListDict, k)
    i = findfirst(isequal(k), d.ks)
    i === nothing || (deleteat!(d.ks, i); deleteat!(d.vs, i))
    return d
end
Base.length(d::ListDict) = length(d.ks)
Base.iterate(d::ListDict, i=1) = i > length(d.ks) ? nothing : (d.ks[i] => d.vs[i], i + 1)
Base.empty(d::ListDict, ::Type{K}, ::Type{V}) where {K,V} = ListDict{K,V}()

d = ListDict{Any,Int}()
d[:b] = 2
d[:a] = 1
println(d[:a], " ", haskey(d, :b), " ", haskey(d, :c), " ", :a in keys(d))
try
    d[:zz]
catch e
    println(e)
end
d[1, 2] = 12
println(d[1, 2], " ", d[(1, 2)])
println(get!(d, :c, 3), " ", get!(() -> 99, d, :c))
ks = keys(d)
println(typeof(ks), " ", ks isa AbstractSet, " ", length(ks))
println(ks == Set([:b, :a, (1, 2), :c]), " ", issubset([:a], ks))
c = copy(d)
println(typeof(c), " ", c == d, " ", c !== d)
f = filter(p -> p.second < 3, d)
println(typeof(f), " ", collect(f))
filter!(p -> p.first isa Symbol, c)
println(collect(c))
e = ListDict{Any,Int}()
push!(e, :b => 2, :a => 1, (1, 2) => 12, :c => 3)
println(isequal(d, e), " ", isequal(d, c), " ", hash(d) == hash(e), " ", hash(d) == hash(c))
map!(v -> 10v, values(e))
println(collect(values(e)))
display(keys(e))
display(values(ListDict{Int,Int}()))
println()
println(summary(keys(e)))

# keys of any AbstractDict is a KeySet (Julia 1.10's abstractdict.jl:
# keys(a::AbstractDict) = KeySet(a)), and Dict(d) of an AbstractDict{K,V}
# is a Dict{K,V}, empty or not (dict.jl's dict_with_eltype). Primes.jl's
# Factorization <: AbstractDict{T,Int} relies on both (factor(Set, n) is
# Set(keys(factor(n))), factor(Dict, n) fills Dict(Dict{T,Int}())).
struct Sorted{K} <: AbstractDict{K,Int}
    pe::Vector{Pair{K,Int}}
end
Base.iterate(s::Sorted, st...) = iterate(s.pe, st...)
Base.length(s::Sorted) = length(s.pe)
s = Sorted([2 => 3, 5 => 1, 7 => 2])
k = keys(s)
println(typeof(k) <: Base.KeySet, " ", eltype(k), " ", length(k))
println(collect(k), " ", maximum(k), " ", Set(k) == Set([2, 5, 7]))
println(typeof(Dict(Dict{Int,Int}())), " ", typeof(Dict(s)), " ", Dict(s)[7])
println(typeof(Dict(Dict{String,Float64}("a" => 1.0))))

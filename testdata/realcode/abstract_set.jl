# A user set type written the way the Exercism Julia track's custom-set
# exercise solves it (exercism/julia, exercises/practice/custom-set; MIT):
# a struct <: AbstractSet{T} that defines only length, in, iterate, push!
# and copy, and relies on Julia's base/abstractset.jl for ==, ⊆, <, union,
# intersect and setdiff. Also pop!(set, x) and set/dict conversion, as a
# Rosetta Code Dijkstra program uses them.
using Test

struct Bag{T} <: AbstractSet{T}
    items::Vector{T}
end
Base.length(b::Bag) = length(b.items)
Base.in(x, b::Bag) = x in b.items
Base.copy(b::Bag) = Bag(copy(b.items))
Base.push!(b::Bag, x) = (x in b.items || push!(b.items, x); b)
Base.iterate(b::Bag, i=1) = i > length(b.items) ? nothing : (b.items[i], i + 1)

@testset "AbstractSet fallbacks" begin
    @test Bag([1, 2]) == Bag([2, 1])
    @test Bag([]) == Bag([])
    @test Bag([1, 2, 3]) != Bag([1, 2])
    @test issubset(Bag([1]), Bag([2, 1]))
    @test Bag([1]) < Bag([1, 2])
    @test Bag([1, 2]) <= Bag([1, 2])
    @test !(Bag([1, 2]) < Bag([1, 2]))
    @test eltype(Bag{String}) == String
    b = Bag(Any[])
    push!(b, 3)
    @test b == Bag([3])
    @test union(Bag([1, 3]), Bag([2, 3])) == Set([1, 2, 3])
    @test intersect(Bag([1, 2, 3]), [2, 3, 4]) == Set([2, 3])
    @test setdiff(Set([1, 2, 3]), Bag([2])) == Set([1, 3])
end

u = union(Bag([1, 3]), Bag([2, 3]))
println(typeof(u), " ", sort(collect(u)))
println(typeof(intersect(Bag([1.5]), [1])))

s = Set(["a", "b", "c"])
t = copy(s)
println(pop!(t, "b"), " ", length(t), " ", length(s))
println(pop!(t, "zz", :absent))
try
    pop!(t, "zz")
catch e
    println(e)
end
d = convert(Dict{String,Float64}, Dict("x" => 1))
println(d, " ", typeof(d))
println(convert(Set{Float64}, Set([2])))

# Behaviour that Julia 1.10's own test files (test/tuple.jl,
# test/iterators.jl, test/strings/util.jl) check, written for Kiln's suite:
# tuple indexing and accessors, Iterators' names and sizes, split/rsplit
# with limits, string searches backwards, and the generic AbstractString
# interface (Test.GenericString).
using Test
t = (10, 20, 30, 40)
println(t[[1, 3]], " ", t[[true, false, true, false]], " ", t[:], " ", size(t, 1), " ", size(t))
println(get(t, 2, 0), " ", get(t, 9, 0), " ", get(() -> -1, t, 9), " ", map(+, (1, 2), (10, 20), (100, 200)))
try
    first(())
catch e
    println(typeof(e))
end
using Base.Iterators
println(collect(takewhile(<(3), 1:10)), " ", collect(dropwhile(<(8), 1:10)), " ", collect(partition(1:5, 2)))
println(collect(product(1:2, 'a':'b')), " ", collect(flatten([[1, 2], [3]])), " ", length(flatten(((1, 2), (3, 4)))))
s = Iterators.Stateful([1, 2, 3, 4])
println(collect(zip(1:2, s)), " ", collect(s), " ", Base.IteratorSize(Iterators.Stateful([1])), " ", length(Iterators.Stateful(1:5)))
println(isempty(Iterators.filter(iseven, [1, 3])), " ", isempty(Iterators.filter(iseven, [1, 2])), " ", Iterators.filter(iseven, 1:4) isa Iterators.Filter)
println(split("a,b,,c", ","; limit=2), " ", rsplit("a,b,,c", ","; limit=2), " ", rsplit("a b  c"), " ", split("abc", ""))
println(findlast("ab", "abcab"), " ", findprev("ab", "abcab", 3), " ", findlast(isdigit, "a1b2c"), " ", findfirst("é", "caé!"))
println(collect(partition("abcde", 2)), " ", typeof(first(partition("abcde", 2))))
g = Test.GenericString("  héllo wörld  ")
println(strip(g), " ", length(g), " ", lastindex(g), " ", uppercase(String(g)), " ", findfirst('w', g), " ", split(strip(g)))

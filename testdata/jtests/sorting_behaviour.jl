# Sorting and searching as Julia 1.10 (checked against Julia's own
# test/sorting.jl, and Julia 1.10's base/sort.jl and base/range.jl for the
# searchsorted range methods, PartialQuickSort/ScratchQuickSort and the
# colon operator's promotion of a real step).
using Base.Order

# searchsorted* return keytype(v) (Int for vectors) whatever lo and hi are
println(searchsorted([1, 2, 4, 5, 5, 7], 5), " ", searchsortedfirst([1, 2, 4, 5, 5, 7], 3))
println(searchsortedfirst([1, 2, 3], 2, big(1), big(3), Forward) isa Int)
println(eltype(searchsorted([1, 2, 3], 2, big(1), big(3), Forward)))
println(keytype([1, 2]), " ", keytype(zeros(2, 2)))

# ranges: found from the first element and the step
println(searchsortedfirst(2:2, 3), " ", searchsortedlast(2:2, 0), " ", searchsorted(2:2, 2))
println(searchsortedlast(1:1//2:5, 2), " ", searchsortedfirst(1:1//2:5, 6))
println(searchsorted(3:-1:1, 2, rev=true), " ", searchsorted(3.0:-1.0:1.0, 2.5, rev=true))
println(searchsorted(-1000.0:1:1000, -0.0), " ", searchsorted(-1000.0:1:1000, -0.0; lt=<))
println(searchsortedfirst(500:1.0:600, 1.0e20), " ", searchsortedlast(1:2, typemax(UInt64)))
rg = 0.0:0.01:1.0
println(searchsorted(rg, rg[7]), " ", searchsorted(rg, prevfloat(rg[7])), " ", searchsorted(rg, nextfloat(rg[7])))
# insorted of a range is `in`, whichever way it goes
println(insorted(3, 10:-1:1), " ", insorted(3.5, 1:10), " ", insorted(0.5, 1.0:-0.25:0.0))

# a real step of another type promotes all three
r = 1:1//2:2
println(typeof(r), " ", collect(r))
println(typeof(big(1.0):big(3.0)), " ", length(big(1.0):big(3.0)))
println(round(Integer, 2.5), " ", trunc(Integer, -2.7), " ", trunc(Unsigned, 3.9))
println(mod(7, 1:5), " ", mod(-1, 1:5), " ", mod(12, 10:12))
println(float([1, 2]), " ", (a = [1.5]; float(a) === a))

# the algorithms
v = [5, 4, 3, 2, 1]
sort!(v, 2, 4, InsertionSort, Forward)
println(v)
println(sort!([3, 1, 2], MergeSort, Reverse))
println(sort([3, 1, 2]; scratch=Int[]), " ", sortperm([3, 1, 2]; scratch=Int[]))
x = [9, 2, 7, 4, 5, 1, 8, 3, 6, 10, 0, 11, 15, 13, 12, 14, 19, 17, 16, 18, 25, 22, 21, 24, 23, 20]
println(sort(x, alg=PartialQuickSort(3))[1:3], " ", sort(x, alg=PartialQuickSort(4:6))[4:6])
println(sortperm(x, alg=PartialQuickSort(2))[1:2])
p = PartialQuickSort(5)
println(p.lo, " ", p.hi)
println(sort([3, 1, 2], alg=Base.Sort.ScratchQuickSort()))
println(sort([(1, 'b'), (0, 'x'), (1, 'a')], by=first, alg=Base.Sort.ScratchQuickSort()))
println(partialsort(x, 2:4), " ", partialsort(x, 5, rev=true))

# sortperm! checks its index array
ix = zeros(Int, 2, 2)
sortperm!(ix, [4 3; 1 2]; dims=1)
println(ix)
for f in (() -> sortperm!([1, 2], [2.0, 1.0]; dims=1), () -> sortperm!(zeros(Int, 2, 2), rand(2, 2)),
          () -> partialsortperm!([1, 2], [2, 3, 1], 1:2))
    try
        f()
    catch e
        println(typeof(e))
    end
end

# indexing with an index array of any shape; an array type whose
# getindex/setindex! take any indices (i...) sorts along dims
A = reshape(collect(1:8), 2, 2, 2)
println(A[[1 2; 3 4]], " ", [10, 20, 30][[1 3; 2 2]])
struct Wrap <: AbstractMatrix{Float64}
    data::Matrix{Float64}
end
Base.size(w::Wrap) = size(w.data)
Base.getindex(w::Wrap, i...) = getindex(w.data, i...)
Base.setindex!(w::Wrap, v, i...) = setindex!(w.data, v, i...)
w = Wrap([3.0 1.0; 2.0 4.0])
sort!(w, dims=2)
println(w.data, " ", w[2, 1])

# The alg keyword of sort/sort!/sortperm and Base.Sort's algorithm names
# (Julia 1.10's base/sort.jl).
v = [3, 1, 2, 5, 4]
println(sort(v; alg=QuickSort), " ", sort(v, alg=InsertionSort, rev=true), " ", sort!(copy(v), alg=MergeSort, by=x -> -x))
println(sortperm(v, alg=QuickSort), " ", sort(["b", "a", "c"], alg=InsertionSort))
w = [(2, 'a'), (1, 'b'), (2, 'c'), (1, 'd')]
println(sort(w, by=first, alg=MergeSort))
println(QuickSort, " ", MergeSort, " ", InsertionSort)
println(issorted(sort(rand(1000); alg=InsertionSort)))

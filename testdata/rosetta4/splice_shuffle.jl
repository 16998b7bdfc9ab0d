# splice! with an index or a range and replacement items (Julia's array.jl); shuffle of a range copies it to a Vector (copymutable), as Julia's Random.
using Random
a = [1, 2, 3, 4, 5]
println(splice!(a, 2:3), " ", a)
println(splice!(a, 2, [7, 8]), " ", a)
println(splice!(a, 1:0, [0]), " ", a)
println(splice!(a, 2:3, 9), " ", a, " ", splice!(a, 1), " ", a)
s = shuffle(1:5); println(sort(s), " ", typeof(s), " ", sort(shuffle([3, 1, 2])), " ", sort(shuffle!(collect(1:3))))
Random.seed!(1); x = shuffle(1:10); Random.seed!(1); y = shuffle(collect(1:10)); println(x == y)

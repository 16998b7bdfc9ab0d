# (flatten (generator (generator x (= x y)) (= y ys))) is
# Base.Flatten(Generator(y -> Generator(x -> x, y), ys)) in Julia.
ys = [[1, 2], [3, 4, 5]]
println([x for y in ys for x in y])
println([(x, y) for x in 1:3 for y in 1:x])
println([x * y for x in 1:3 if isodd(x) for y in 1:2])
println(sum(i * j for i in 1:3 for j in 1:3))
println(collect(Iterators.flatten([[1], [2, 3]])))
words = ["ab", "cd"]
println([c for w in words for c in w])

# Tuples holding type objects: Any[...] with types, typeof, length, indexing.
x = Any[Int64, 1, "a"]
println(x)
t = (Int64, 1)
println(typeof(t), " ", length(t), " ", t[1], " ", t[2])
for e in (Float64, 2.5)
    println(e)
end
f(ts...) = length(ts)
println(f(Int, Float64, 3))

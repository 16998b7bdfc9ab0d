# map over heterogeneous tuples, and splatting tuples whose element types
# inference only knows as unions (read at run time by getfield).
g() = nothing
lk(f, args...) = (kargs = (f, map(identity, args)...); println(typeof(kargs)))
lk(g, 1.5f0, Int32(7), (3, 4), true)
println(map(x -> x + 1, (1, 2.5, Int32(3), 4, 5.5f0, 6)))
println(typeof(map(identity, (1, 2.5, Int32(3), 4, 5.5f0, 6))))
println(map(string, (1, :a, 'c')))

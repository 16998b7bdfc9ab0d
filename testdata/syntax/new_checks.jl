# new(...) converts each argument to its field's type; a value whose type
# is only known at run time is checked there (Julia's new), and a failing
# call inside new raises its own error.
struct Both
    s::String
    n::Int
    Both(x, y) = new(Any[x][1], Any[y][1])
end
println(Both("a", 2))
try
    Both(1, 2)
catch e
    println(typeof(e))
end
# A closure over a variable whose type is not concrete (hcat of mixed
# vectors gives a Matrix{Any}) is created at run time.
function doubled()
    m = hcat([1, 2], Any[3, 4])
    [m[i, j] * 2 for i in 1:2, j in 1:2]
end
println(doubled())
m = hcat([1, 2], Any[3, 4])
println(m)
println([x + 1 for x in m])
struct RR
    a::Int
    RR(a) = new(undefined_function(a))
end
RR(1)

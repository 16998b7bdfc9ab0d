# Unbounded recursion ends in a StackOverflowError.
function runaway(n)
    return runaway(n + 1) + 1
end
println("start")
runaway(1)
println("not reached")
